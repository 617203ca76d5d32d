"""The window's size and place: the first size fits the screen's available area at any
scale (a 1280x800 window is 2560x1600 pixels at 200%), and the size, place and maximised
state of the last session on the same screen at the same scale come back, inside that
screen's available area (kept in the settings per ``screen_key``)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

PREFERRED = QSize(1280, 800)  # logical pixels: the table at its best
SMALLEST = QSize(800, 600)  # below this the hand and the bar get cramped
SCREEN_SHARE = 0.9  # of the available area, leaving room for the frame and the desktop
KEY_LENGTH = 200  # characters of a screen's key (app/settings.py keeps no longer ones)


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


def screen_key(screen: QScreen) -> str:
    """What a place is kept by: the screen's name, geometry (logical pixels) and pixel
    ratio, so the same monitor at another scale (QT_SCALE_FACTOR, the desktop's setting)
    keeps a place of its own."""
    area, ratio = screen.geometry(), screen.devicePixelRatio()
    key = f"{screen.name()} {area.x()},{area.y()} {area.width()}x{area.height()} @{ratio:g}"
    return key[:KEY_LENGTH]


def place_of(window: QWidget) -> tuple[str, list[int]]:
    """The key of ``window``'s screen and its place there: the frame's x and y, the width
    and height (those it has when not maximised) and 1 if maximised, else 0."""
    maximised = window.isMaximized()
    edges = window.geometry().topLeft() - window.pos()  # the frame's left and top edges
    rect = window.normalGeometry() if maximised else window.geometry()
    corner = rect.topLeft() - edges
    place = [corner.x(), corner.y(), rect.width(), rect.height(), int(maximised)]
    return screen_key(window.screen() or QGuiApplication.primaryScreen()), place


def inside(place: QRect, area: QRect) -> QRect:
    """``place`` made to fit ``area``: no larger, and moved in where it sticks out."""
    size = place.size().boundedTo(area.size())
    x = min(max(place.x(), area.left()), area.left() + area.width() - size.width())
    y = min(max(place.y(), area.top()), area.top() + area.height() - size.height())
    return QRect(QPoint(x, y), size)


def _frame_inside(window: QWidget, area: QRect) -> None:
    """``window`` moved and cut so that its frame, edges included, fits ``area``."""
    frame = window.frameGeometry()
    edges = frame.size() - window.size()
    rect = inside(frame, area)
    window.resize((rect.size() - edges).expandedTo(window.minimumSize()))
    window.move(rect.topLeft())


def restore_place(window: QWidget, places: dict[str, list[int]]) -> bool:
    """Put ``window`` where it last was on a screen there is now with the same key (the
    most recent such place), within that screen's available area; False (and the first
    size kept) when no place fits a screen there is now."""
    screens = {screen_key(screen): screen for screen in QGuiApplication.screens()}
    for key in reversed(places):
        screen = screens.get(key)
        if screen is None:
            continue
        x, y, width, height, maximised = places[key]
        area = screen.availableGeometry()
        kept = QRect(x, y, width, height)
        rect = inside(kept, area)
        window.resize(rect.size().expandedTo(window.minimumSize()))
        window.move(rect.topLeft())
        if rect != kept:  # the frame's edges are known once shown: then they fit too
            QTimer.singleShot(0, window, lambda a=area: _frame_inside(window, a))
        if maximised:
            window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)
        return True
    return False
