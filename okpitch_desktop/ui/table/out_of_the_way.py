"""A window that follows the game (the score sheet) opens where it does not hide the trick:
beside the table's window when the screen has room, else at the screen's side, no wider than
the room between the trick and that side (a narrower window scrolls)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QGraphicsView, QWidget

from .layout import TableLayout


def trick_rect(table: TableLayout) -> QRectF:
    """Where the trick's cards lie, all of them, in the table's coordinates."""
    rect = QRectF()
    for area in table.trick_areas:
        rect = rect.united(area)
    return rect


def open_clear_of_trick(window: QWidget, view: QGraphicsView, table: TableLayout) -> None:
    """Move (and if need be narrow) ``window`` so that it covers none of the trick shown by
    ``view``: right of the table's window, else left of it, else at the screen's right."""
    main = view.window().frameGeometry()
    screen = (view.screen() or QGuiApplication.primaryScreen()).availableGeometry()
    width, height = window.width(), window.height()
    y = max(screen.top(), min(main.top(), screen.bottom() + 1 - height))
    if main.right() + width <= screen.right():
        window.move(main.right() + 1, y)
        return
    if main.left() - width >= screen.left():
        window.move(main.left() - width, y)
        return
    trick = trick_rect(table)
    gap = table.card_width // 2
    trick_right = view.mapToGlobal(view.mapFromScene(trick.topRight())).x() + gap
    room = screen.right() + 1 - trick_right
    width = min(width, max(room, window.minimumSizeHint().width()))
    window.resize(width, height)
    window.move(screen.right() + 1 - width, y)
