"""Record the moves the shipped levels make in a fixed set of positions, so that a change
meant to keep them (a tidy-up of the search) can be checked move by move:
``python -m lab.record_level_moves tests/data/ai/level_moves.json``; the test
``tests/ai/test_levels_play_as_before.py`` replays them.

The positions: every phase, and each trick of the play, of hands the ``easy`` level plays
at 4 players (with the exchange, and with three discarded and the three of trump) and at
6, once at 0–0 and once near the target, where ``hard`` plays to the score.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from unittest import mock

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from helpers.positions import pick_positions  # noqa: E402

from okpitch_desktop import cli  # noqa: E402
from okpitch_desktop.ai import make_player  # noqa: E402
from okpitch_desktop.ai.players import search_player  # noqa: E402
from okpitch_desktop.engine import HandState, Phase, RuleSet, hand_record  # noqa: E402

LEVELS = ("random", "easy", "normal", "hard", "expert")
TABLES = (
    RuleSet(),
    RuleSet(four_player_discard="discard_three", three_of_trump=True),
    RuleSet(players=6, follow="suit_or_trump"),
)
NEAR_THE_TARGET = {4: [17, 15], 6: [16, 18, 12]}  # of 21


def kind(state: HandState) -> tuple:
    """Each trick and place in it of the play; each seat's turn in the phases before."""
    if state.phase is Phase.PLAY:
        return (state.phase, len(state.tricks), len(state.trick))
    return (state.phase, len(state.history))


def positions() -> list[dict]:
    """The records of the positions, every other one moved near the target."""
    records = []
    for rules in TABLES:
        for number, state in enumerate(pick_positions(rules, range(2), kind)):
            record = hand_record(state)
            near = {"scores": NEAR_THE_TARGET[rules.players]} if number % 2 else {}
            records.append({**record, **near})
    return records


def moves(records: list[dict]) -> list[dict]:
    """Each level's move in each position, seeded by the position's index; the clock is
    stopped, so every decision thinks its full number of samples."""
    cases = []
    with mock.patch.object(search_player.time, "perf_counter", lambda: 0.0):
        for index, record in enumerate(records):
            state = cli.replay_record(record)
            observation = state.observation(state.to_act)
            found = {
                level: cli.action_json(make_player(level).choose(observation, random.Random(index)))
                for level in LEVELS
            }
            cases.append({"record": record, "seed": index, "moves": found})
    return cases


if __name__ == "__main__":
    records = positions()
    found = moves(records)
    Path(sys.argv[1]).write_text(json.dumps(found) + "\n", encoding="utf-8")
    phases = sorted({cli.replay_record(record).phase.value for record in records})
    print(f"{len(records)} positions, a move of each level; phases {phases}")
