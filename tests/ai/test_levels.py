"""The levels by name: each makes its player, and naming them costs no import of a player
(the settings and the saved game check level names before the window's first paint)."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from okpitch_desktop.ai.budget import SearchBudget
from okpitch_desktop.ai.heuristic_player import HeuristicPlayer
from okpitch_desktop.ai.levels import (
    BUDGETS,
    LEVELS,
    MATCH_ONLY_LEVELS,
    MEASURED_STRENGTH,
    PLAYING_LEVELS,
    make_player,
)
from okpitch_desktop.ai.omniscient import OmniscientPlayer
from okpitch_desktop.ai.random_player import RandomPlayer
from okpitch_desktop.ai.search_player import SearchPlayer
from okpitch_desktop.ai.sparring import SparringPlayer


def test_each_level_makes_its_player():
    made = {level: make_player(level) for level in LEVELS}
    assert type(made["random"]) is RandomPlayer
    assert type(made["easy"]) is HeuristicPlayer
    assert [type(made[level]) for level in ("normal", "hard", "expert")] == [SearchPlayer] * 3
    assert type(made["omniscient"]) is OmniscientPlayer
    assert made["hard"].budget == BUDGETS["hard"]
    expert = replace(BUDGETS["hard"], play_samples=360, min_play_samples=96, six_player_samples=288)
    assert made["expert"].budget == expert
    hard_v9 = replace(
        BUDGETS["hard"], kept_sampling=False, pitcher_weights=(12.0, 6.0), six_player_samples=0
    )
    assert made["hard_v9"].budget == hard_v9
    hard_v8 = replace(hard_v9, contract_samples=48)
    assert made["hard_v8"].budget == hard_v8
    expert_v1 = replace(hard_v8, play_samples=600, min_play_samples=96, contract_samples=96)
    assert made["expert_v1"].budget == replace(
        expert_v1, solve_last_tricks=3, solve_work=300, seconds=6.0
    )
    assert made["hard_v1"].budget == SearchBudget(40, 24, 2, 2.0)  # hard before issue 15
    assert made["hard_points"].budget == replace(BUDGETS["hard"], score_aware=False)
    hard_v7 = replace(hard_v8, solve_last_tricks=3, solve_work=80)
    assert made["hard_v7"].budget == hard_v7
    hard_v6 = replace(hard_v7, feed_near_ties=False)
    assert made["hard_v6"].budget == hard_v6
    hard_v5 = replace(hard_v6, mismatch_weight=1.0)
    assert made["hard_v5"].budget == hard_v5
    hard_v4 = replace(hard_v5, balanced_sampling=False)
    assert made["hard_v4"].budget == hard_v4
    hard_v3 = replace(hard_v4, pitcher_weights=(3.0, 1.5), unclear_lead=0.0)
    assert made["hard_v3"].budget == hard_v3
    assert made["hard_v2"].budget == replace(hard_v3, contract_discount=0.0)
    assert type(made["sparring"]) is SparringPlayer
    assert set(LEVELS) - set(PLAYING_LEVELS) == set(MATCH_ONLY_LEVELS)


def test_level_names_and_hints_import_no_player():
    code = (
        "import sys, okpitch_desktop.app.settings, okpitch_desktop.ai.hint\n"
        "print(sorted(m for m in sys.modules if m.startswith('okpitch_desktop.ai.')))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    imported = done.stdout
    for player in ("random_player", "heuristic_player", "search_player", "fastplay"):
        assert f"okpitch_desktop.ai.{player}'" not in imported, imported


def signed(points: float) -> str:
    """A figure as docs/levels.md writes it: +2.59, −5.74."""
    return f"{points:+.2f}".replace("-", "−")


def test_the_levels_doc_table_shows_each_level_tooltip_figure_with_its_command():
    """The settings dialog's level tooltips and the table of measured strength in
    docs/levels.md (the README's until issue 52) show the same figure and command for each
    level (issue 15)."""
    levels_doc = (Path(__file__).parents[2] / "docs" / "levels.md").read_text(encoding="utf-8")
    rows = []
    for level, strength in MEASURED_STRENGTH.items():
        figure = f"{signed(strength.points)} ({signed(strength.low)}, {signed(strength.high)})"
        command = strength.command(level)
        rows.append(f"| `{level}` vs `easy` | {figure} | {strength.deals:,} | `{command}` |")
    assert [row for row in rows if row not in levels_doc.splitlines()] == []
