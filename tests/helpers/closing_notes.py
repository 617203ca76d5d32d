"""The box a closing window shows when statistics are still unwritten (SessionDialogs.
tell_at_close) waits for the player. pytest-qt closes each test's windows after the test:
while it does, such a box is answered, so a test whose statistics could not be written
ends instead of waiting for ever. Tests of the box itself close their window themselves."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def closing_notes_answered() -> Iterator[None]:
    """Accept each closing note shown meanwhile (nothing to do where Qt is not loaded)."""
    if "PySide6.QtWidgets" not in sys.modules:
        yield
        return
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from okpitch_desktop.ui.dialogs.session_dialogs import CLOSING_NOTE

    app = QApplication.instance()
    if app is None:
        yield
        return

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if box is not None and box.objectName() == CLOSING_NOTE:
            box.accept()

    timer = QTimer(app)
    timer.setInterval(20)
    timer.timeout.connect(answer)
    timer.start()
    try:
        yield
    finally:
        timer.stop()
        timer.deleteLater()
