"""Message boxes whose text may come from files or people: always plain text (a file's
``<img>`` or ``<b>`` is shown as written, never rendered) and cut to a readable length."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from ...app.plain_text import shorten

BOX_LIMIT = 1_500  # characters: a few messages of MESSAGE_LIMIT each, told together


def message_box(
    icon: QMessageBox.Icon,
    title: str,
    text: str,
    parent: QWidget | None = None,
    buttons: QMessageBox.StandardButton = QMessageBox.StandardButton.NoButton,
) -> QMessageBox:
    """A QMessageBox showing ``text`` as plain text, shortened; the caller opens it."""
    box = QMessageBox(icon, title, shorten(text, BOX_LIMIT), buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


def warn(parent: QWidget | None, title: str, text: str) -> None:
    """Like ``QMessageBox.warning``: a modal box with an OK button, in plain text."""
    ok = QMessageBox.StandardButton.Ok
    message_box(QMessageBox.Icon.Warning, title, text, parent, ok).exec()
