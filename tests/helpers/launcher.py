"""The real launcher (``python -m okpitch_desktop``) run offscreen on a private home."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

START_SECONDS = 90
PAINTED = "okpitch: table painted"


def environment(home: Path) -> dict[str, str]:
    """The environment of a launcher whose every file is under ``home``."""
    return {**os.environ, "OKPITCH_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}


def first_paint(home: Path, program: Path | None = None) -> subprocess.CompletedProcess:
    """Start the game until its table is painted; it quits by itself. It must have
    painted the table and printed no traceback. ``program``: a folder holding a copy of
    the game (its package and resources) to start instead of this one."""
    env = environment(home)
    if program is not None:
        env["PYTHONPATH"] = os.pathsep.join([str(program), env.get("PYTHONPATH", "")])
    done = subprocess.run(
        [sys.executable, "-m", "okpitch_desktop", "--report-first-paint"],
        env=env,
        cwd=program,
        capture_output=True,
        timeout=START_SECONDS,
    )
    assert done.returncode == 0 and PAINTED in done.stdout.decode(), done.stderr.decode()[-2000:]
    assert b"Traceback" not in done.stderr, done.stderr.decode()[-2000:]
    return done
