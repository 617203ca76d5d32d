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
