"""Code for a child Python that starts the real game: it records a value at each paint of
the table, from the paint event itself (tests of what the start does before its first
paint, which must run in a fresh process)."""

from __future__ import annotations

import os
from pathlib import Path

from okpitch_desktop.app.paths import HOME_OVERRIDE


def game_env(home: Path, **extra: str) -> dict[str, str]:
    """The environment of a child game: headless, its files in ``home``, plus ``extra``."""
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", HOME_OVERRIDE: str(home), **extra}


def watching_paints(value: str) -> str:
    """Code that appends the Python expression ``value`` to ``at_paint`` at each paint of
    the table of any MainWindow shown afterwards."""
    return f"""
from PySide6.QtCore import QEvent, QObject
from okpitch_desktop.ui.main_window import MainWindow
at_paint = []
class Paints(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            at_paint.append({value})
        return False
show = MainWindow.show
def watched_show(window):
    window.view.viewport().installEventFilter(Paints(window))
    show(window)
MainWindow.show = watched_show
"""
