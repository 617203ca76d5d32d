"""The main window on a real X server (Xvfb), through Qt's xcb plugin as players get it.

Offscreen rendering cannot show that the xcb plugin loads: it needs system libraries that a
bare Debian lacks (and when they are missing Qt aborts blaming the wrong one). The README's
test command installs them; this test proves the result works.
"""

import os
import subprocess
import sys
import textwrap

import pytest
from helpers.xvfb import virtual_screen

pytestmark = [
    pytest.mark.xvfb,
    pytest.mark.skipif(sys.platform != "linux", reason="Xvfb and the xcb plugin are Linux only"),
]

# Runs in a child process because one process cannot switch Qt platforms.
SHOW_AND_GRAB = textwrap.dedent(
    """
    import sys
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    from okpitch_desktop.app.controller import GameController
    from okpitch_desktop.app.session import GameSession
    from okpitch_desktop.app.settings import Settings
    from okpitch_desktop.ui.main_window import MainWindow

    app = QApplication(sys.argv)
    window = MainWindow(GameSession.scratch(GameController(), Settings()))
    window.show()
    if not QTest.qWaitForWindowExposed(window, 5000):
        sys.exit("the window was never exposed")
    app.processEvents()
    shot = window.screen().grabWindow(window.winId())
    sys.exit(0 if shot.save(sys.argv[1]) else "could not save the screenshot")
    """
)


def test_main_window_shows_on_a_virtual_x_screen(tmp_path):
    screenshot = tmp_path / "real_window.png"
    with virtual_screen() as display:
        child = subprocess.run(
            [sys.executable, "-c", SHOW_AND_GRAB, str(screenshot)],
            env={**os.environ, "QT_QPA_PLATFORM": "xcb", "DISPLAY": display},
            capture_output=True,
            text=True,
            timeout=120,
        )
    assert child.returncode == 0, child.stderr
    assert screenshot.stat().st_size > 0
