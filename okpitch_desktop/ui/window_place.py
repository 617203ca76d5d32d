"""The window's size and place: the first size fits the screen's available area at any
scale (a 1280x800 window is 2560x1600 pixels at 200%), and the size, place and maximised
state of the last session come back (Qt's saveGeometry, kept in the settings as base64)."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

PREFERRED = QSize(1280, 800)  # logical pixels: the table at its best
SMALLEST = QSize(800, 600)  # below this the hand and the bar get cramped
SCREEN_SHARE = 0.9  # of the available area, leaving room for the frame and the desktop


def fitted(available: QSize) -> tuple[QSize, QSize]:
    """The first size and the minimum size of a window on a screen whose available area
    (in logical pixels) is ``available``: the preferred size unless that takes more than
    90% of the area, and a minimum never larger than the first size."""
    share = QSize(int(available.width() * SCREEN_SHARE), int(available.height() * SCREEN_SHARE))
    size = PREFERRED.boundedTo(share)
    return size, SMALLEST.boundedTo(size)


def fit_to_screen(window: QWidget) -> None:
    """Give ``window`` its first size and minimum for its screen, centred on it."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    area = screen.availableGeometry()
    size, minimum = fitted(area.size())
    window.setMinimumSize(minimum)
    window.resize(size)
    window.move(area.center() - window.rect().center())


def restore_place(window: QWidget, place: str) -> bool:
    """Put ``window`` where ``place`` (from ``saved_place``) says; False (and the first
    size kept) when there is none or it cannot be used."""
    if not place:
        return False
    return window.restoreGeometry(QByteArray.fromBase64(place.encode("ascii")))


def saved_place(window: QWidget) -> str:
    """The window's size, place and maximised state as text for the settings."""
    return bytes(window.saveGeometry().toBase64().data()).decode("ascii")
