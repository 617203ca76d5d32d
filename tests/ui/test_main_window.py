"""The main window opens (offscreen) and draws something."""

from okpitch_desktop.app.controller import GameController
from okpitch_desktop.app.session import GameSession
from okpitch_desktop.app.settings import Settings
from okpitch_desktop.ui.main_window import MainWindow


def test_main_window_opens_with_title_and_draws(qtbot, tmp_path):
    window = MainWindow(GameSession.scratch(GameController(use_process=False), Settings()))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)

    assert window.windowTitle() == "Oklahoma Ten Point Pitch"
    screenshot = tmp_path / "main_window.png"
    assert window.grab().save(str(screenshot))
    assert screenshot.stat().st_size > 0
