"""Buttons beside the table that leave the keyboard with it: a click does not take the
focus (Tab still reaches them), and a button may have a key of its own, shown on it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractButton

from ...app.language import tr


def leave_keys_to_table(*buttons: QAbstractButton) -> None:
    """Clicking ``buttons`` leaves the focus where it was (the table's view)."""
    for button in buttons:
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)


def key_name(key: str | Qt.Key) -> str:
    """A key as this system writes it on screen ("Esc", "N")."""
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)


def give_key(button: QAbstractButton, text: str, key: str | Qt.Key) -> None:
    """``button`` reads ``text`` with its ``key`` ("Choose again (Esc)"), is pressed by
    that key anywhere in its window while it is shown, and leaves the keyboard with the
    table when clicked."""
    button.setText(tr("{action} ({key})").format(action=text, key=key_name(key)))
    button.setShortcut(QKeySequence(key))
    leave_keys_to_table(button)
