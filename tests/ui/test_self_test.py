"""``okpitch --self-test`` plays a whole game offscreen and leaves the player's files alone."""

from __future__ import annotations

import os
import subprocess
import sys


def test_self_test_plays_a_whole_game(tmp_path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_STATE_HOME=str(tmp_path / "state"))  # fmt: skip
    done = subprocess.run(
        [sys.executable, "-m", "okpitch_desktop", "--self-test"],
        capture_output=True, text=True, timeout=240, env=env,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "self-test passed" in done.stdout
    assert not any((tmp_path / kind).exists() for kind in ("data", "config", "state"))


def test_a_failing_search_is_named_with_its_first_reason(tmp_path) -> None:
    """Every computer decision times out: the self-test fails and says why, since the log
    it would point to lives in the self-test's own temporary folder."""
    code = (
        "from okpitch_desktop.app.computers import worker as ai_worker\n"
        "ai_worker.AiWorker.__init__.__defaults__ = (True, 0.001)\n"
        "from okpitch_desktop.ui.self_test import run_self_test\n"
        "raise SystemExit(run_self_test([]))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=240, env=env
    )
    assert done.returncode == 1, done.stdout + done.stderr
    assert "computer decisions failed, the first: " in done.stderr, done.stderr
    assert "see the log" not in done.stderr
