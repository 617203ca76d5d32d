"""Text from a hostile file is shown as plain text and cut to a readable length: in the
message boxes (the import error of Game > Hand history) as in CLI lines."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from okpitch_desktop.app.controller import GameController
from okpitch_desktop.app.plain_text import shorten
from okpitch_desktop.app.session import GameSession
from okpitch_desktop.app.stats.history import HandHistory
from okpitch_desktop.ui.dialogs.history import HistoryDialog
from okpitch_desktop.ui.dialogs.message_box import BOX_LIMIT, message_box
from okpitch_desktop.ui.main_window import MainWindow

HOSTILE = "<img src='https://example.invalid/x.png'><b>bold</b>" + "A" * 50_000


def test_shorten_cuts_with_an_ellipsis() -> None:
    assert shorten("short", 10) == "short"
    cut = shorten("x" * 1_000, 300)
    assert len(cut) == 300 and cut.endswith("…")


def test_a_message_box_shows_file_text_as_plain_text(qtbot) -> None:
    box = message_box(QMessageBox.Icon.Warning, "t", HOSTILE)
    qtbot.addWidget(box)
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert len(box.text()) <= BOX_LIMIT and box.text().startswith("<img")


def test_the_import_error_is_plain_and_short(qtbot, tmp_path) -> None:
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps({"format": "okpitch-hand/1", "hands": [[HOSTILE]]}))
    dialog = HistoryDialog(HandHistory(tmp_path / "history"))
    qtbot.addWidget(dialog)
    seen: list[QMessageBox] = []

    def look_and_close() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, look_and_close)
            return
        seen.append((box.textFormat(), box.text()))
        box.close()

    QTimer.singleShot(0, look_and_close)
    assert dialog.import_file(path) is False
    ((text_format, text),) = seen
    assert text_format == Qt.TextFormat.PlainText and len(text) <= BOX_LIMIT


def test_what_the_session_tells_is_plain_and_short(qtbot, tmp_path, monkeypatch) -> None:
    """A damaged file's text reaches the person through the session's messages."""
    monkeypatch.setenv("OKPITCH_HOME", str(tmp_path / "home"))
    controller = GameController(use_process=False)
    window = MainWindow(GameSession(controller, autosave=False))
    qtbot.addWidget(window, before_close_func=lambda w: w.controller.shutdown())
    window.session.tell(HOSTILE)
    box = window.dialogs.boxes[-1]
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert len(box.text()) <= BOX_LIMIT and box.text().startswith("<img")
    assert len(window.statusBar().currentMessage()) <= 300
