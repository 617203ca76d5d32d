"""dev/startup_time.py runs the game and the bare window it is measured against and
prints their figures as JSON (a smoke test: the figures themselves are the command's job)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_startup_time_compares_the_game_with_a_bare_window(tmp_path):
    done = subprocess.run(
        [sys.executable, str(ROOT / "dev" / "startup_time.py"), "--source", "--pairs", "1"],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "OKPITCH_HOME": str(tmp_path)},  # the player's files stay untouched
    )
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert figures["pairs"] == 1
    assert len(figures["game_ms"]) == len(figures["bare_window_ms"]) == 1
    game, bare = figures["game_median_ms"], figures["bare_window_median_ms"]
    assert game > 0 and bare > 0
    assert abs(figures["ratio"] - game / bare) < 0.05
