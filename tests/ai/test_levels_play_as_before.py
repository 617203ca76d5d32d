"""Every level the table offers makes the moves it made when
``tests/data/ai/level_moves.json`` was recorded (``lab/record_level_moves.py``, at commit
0b6f6fc), each position with its seed and the clock stopped: a tidy-up of the search must
leave what players meet unchanged (issue 52)."""

from __future__ import annotations

import json
import random

import pytest
from helpers.positions import DATA

from okpitch_desktop import cli
from okpitch_desktop.ai import make_player
from okpitch_desktop.engine import replay_record

CASES = json.loads((DATA / "level_moves.json").read_text(encoding="utf-8"))
LEVELS = ("random", "easy", "normal", "hard", "expert")
EVERY = {"expert": 4}  # expert is hard with more samples: one position in four is enough


def test_the_recorded_positions_cover_every_phase_at_4_and_6_players():
    covered = {
        (case["record"]["rules"]["players"], replay_record(case["record"]).phase.value)
        for case in CASES
    }
    phases = {"bid", "trump", "exchange", "discard", "play"}
    assert {phase for players, phase in covered if players == 4} == phases
    assert {phase for players, phase in covered if players == 6} == phases - {"exchange"}


@pytest.mark.parametrize("level", LEVELS)
def test_the_level_makes_the_moves_it_made_when_recorded(level, stopped_clock):
    player = make_player(level)
    changed = []
    for case in CASES[:: EVERY.get(level, 1)]:
        state = replay_record(case["record"])
        action = player.choose(state.observation(state.to_act), random.Random(case["seed"]))
        if cli.action_json(action) != case["moves"][level]:
            changed.append((case["seed"], case["moves"][level], cli.action_json(action)))
    assert changed == [], f"{len(changed)} of {len(CASES)} moves changed (seed, was, now)"
