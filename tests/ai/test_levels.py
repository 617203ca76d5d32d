"""The levels by name: each makes its player, and naming them costs no import of a player
(the settings and the saved game check level names before the window's first paint)."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from okpitch_desktop.ai.players.heuristic_player import HeuristicPlayer
from okpitch_desktop.ai.players.levels import BUDGETS, LEVELS, MEASURED_STRENGTH, make_player
from okpitch_desktop.ai.players.random_player import RandomPlayer
from okpitch_desktop.ai.players.search_player import SearchPlayer
from okpitch_desktop.ai.search.budget import SearchBudget


def test_the_game_has_five_levels_and_each_makes_its_player():
    made = {level: make_player(level) for level in LEVELS}
    assert list(made) == ["random", "easy", "normal", "hard", "expert"]
    assert type(made["random"]) is RandomPlayer
    assert type(made["easy"]) is HeuristicPlayer
    assert [type(made[level]) for level in ("normal", "hard", "expert")] == [SearchPlayer] * 3
    assert made["normal"].budget == SearchBudget(8, 0, 0.5, sampler="weighted")
    assert made["hard"].budget == BUDGETS["hard"] and BUDGETS["hard"].sampler == "kept"
    expert = replace(BUDGETS["hard"], play_samples=360, min_play_samples=96, six_player_samples=288)
    assert made["expert"].budget == expert


def test_level_names_and_hints_import_no_player():
    code = (
        "import sys, okpitch_desktop.app.settings, okpitch_desktop.ai.review.hint\n"
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
