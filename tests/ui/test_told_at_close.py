"""Statistics that could not be written are told once more as the window closes (issue 64):
the player closes the box, which names where the hands wait (or that they are lost)."""

from __future__ import annotations

from helpers.failing_writes import WRITE_ERRORS, FailingWrites
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from okpitch_desktop.app.controller import GameController
from okpitch_desktop.app.session import GameSession, tool_settings
from okpitch_desktop.app.stats.journal import JOURNAL_DIR
from okpitch_desktop.ui.main_window import MainWindow

GAME_ROW = (
    "INSERT OR IGNORE INTO games (id, started_at, players, rules, levels, level)"
    " VALUES ('a', 1.0, 4, '{}', '[]', 'easy')"
)


def shown_window(qtbot, folder) -> MainWindow:
    """The game's window on a session whose files are in ``folder``, shown."""
    session = GameSession(GameController(use_process=False), autosave=False,
                          loaded=(tool_settings(), []), folder=folder)  # fmt: skip
    window = MainWindow(session)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def closing_box_text(qtbot, window: MainWindow) -> list[str]:
    """Close ``window``; the text of each modal box shown meanwhile (each is closed)."""
    seen: list[str] = []
    closing = [True]

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append(box.text())
            box.accept()
        if closing[0]:  # a box may come later in the close
            QTimer.singleShot(20, answer)

    QTimer.singleShot(0, answer)
    window.close()
    closing[0] = False
    return seen


def test_statistics_kept_on_disk_are_named_in_a_box_at_close(qtbot, tmp_path) -> None:
    window = shown_window(qtbot, tmp_path)
    session = window.session
    statistics = session.statistics
    statistics.db = FailingWrites(statistics.db, WRITE_ERRORS["disk-full"])
    assert not statistics.write([(GAME_ROW, ())])
    for box in list(window.dialogs.boxes):  # what was said when it happened
        box.accept()

    told = closing_box_text(qtbot, window)

    assert len(told) == 1 and str(tmp_path / JOURNAL_DIR) in told[0]


def test_nothing_is_said_at_close_when_everything_was_written(qtbot, tmp_path) -> None:
    window = shown_window(qtbot, tmp_path)
    session = window.session
    assert session.statistics.write([(GAME_ROW, ())])

    window.close()

    assert session.closing_note is None and window.dialogs.boxes == []
