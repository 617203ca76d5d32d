"""What screen readers are told, in one place.

QAccessible is looked up only when something is said: PySide builds the Python enums of a
class when it is first touched, and QAccessible's many (about 7 ms) need not delay the
first painted table.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def announce(widget: QWidget, text: str) -> None:
    """Have screen readers say ``text`` without moving the focus."""
    from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

    if QAccessible.isActive():
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, text))


def description_changed(widget: QWidget) -> None:
    """Tell screen readers that ``widget``'s accessible description is new."""
    from PySide6.QtGui import QAccessible, QAccessibleEvent

    if QAccessible.isActive():
        QAccessible.updateAccessibility(
            QAccessibleEvent(widget, QAccessible.Event.DescriptionChanged)
        )
