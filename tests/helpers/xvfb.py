"""A virtual X screen (Xvfb) for tests that need a real window, and pictures of it."""

from __future__ import annotations

import contextlib
import os
import select
import shutil
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

READY_SECONDS = 60  # Xvfb writes its display number once it listens
SCREEN = "1280x800x24"
# A picture of the whole screen, by Qt's xcb plugin in a child (one process, one platform).
GRAB = textwrap.dedent(
    """
    import sys
    from PySide6.QtGui import QGuiApplication
    app = QGuiApplication(sys.argv[:1])
    shot = app.primaryScreen().grabWindow(0)
    sys.exit(0 if shot.save(sys.argv[1]) else 1)
    """
)


def start_xvfb() -> tuple[subprocess.Popen, str]:
    """Start Xvfb on a free display; it writes the display number once it is ready."""
    if shutil.which("Xvfb") is None:
        pytest.fail(
            "Xvfb is missing: run `python3 packaging/quickstart.py test` as root, or "
            "sudo apt-get install -y --no-install-recommends xvfb libxcb-icccm4 libxcb-keysyms1"
        )
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", SCREEN, "-nolisten", "tcp"],
        pass_fds=(write_end,),
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    with os.fdopen(read_end) as display_pipe:
        ready, _, _ = select.select([display_pipe], [], [], READY_SECONDS)
        number = display_pipe.readline().strip() if ready else ""
    if not number:
        server.kill()
        server.wait()
        pytest.fail(f"Xvfb did not report a display within {READY_SECONDS} seconds")
    return server, f":{number}"


@contextlib.contextmanager
def virtual_screen() -> Iterator[str]:
    """An Xvfb display (":N") for as long as the block runs."""
    server, display = start_xvfb()
    try:
        yield display
    finally:
        server.terminate()
        server.wait(timeout=30)


def grab_screen(display: str, picture: Path) -> bool:
    """Save the whole of ``display`` as a PNG; False if it could not be taken."""
    env = {**os.environ, "QT_QPA_PLATFORM": "xcb", "DISPLAY": display}
    done = subprocess.run(
        [sys.executable, "-c", GRAB, str(picture)], env=env, capture_output=True, timeout=120
    )
    return done.returncode == 0
