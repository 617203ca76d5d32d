"""The game's Qt-free modules, imported before PySide6 when the window starts.

Once PySide6 is imported it reads the source of every module imported after it, to see
whether the module uses PySide's ``__feature__`` switches (``snake_case``). For the Qt-free
modules the window needs before its first paint (the engine, the level names, the
save file's helpers, json, html and platformdirs) that reading was about 25 ms of a 300 ms
start; imported first, they cost only their own import.
tests/test_startup_imports.py checks that no Qt-free module of the game is left to load
after PySide6 before the first paint.
"""

from __future__ import annotations

import importlib

QT_FREE_MODULES = (
    "okpitch_desktop.engine",
    "okpitch_desktop.engine.claim",
    "okpitch_desktop.ai.levels",
    "okpitch_desktop.app.advice",
    "okpitch_desktop.app.hand_reasons",
    "okpitch_desktop.app.logs",
    "okpitch_desktop.app.plain_text",
    "okpitch_desktop.app.resources",
    "okpitch_desktop.app.safe_read",
    "okpitch_desktop.app.savefile",
    "okpitch_desktop.app.score_sheet",
    "okpitch_desktop.app.search_process",
    "okpitch_desktop.app.seating",
    "okpitch_desktop.ui",
    "html",  # (the table's labels)
    "json",  # (the save)
)


def import_qt_free_modules() -> None:
    """Import QT_FREE_MODULES (call it before anything imports PySide6)."""
    for name in QT_FREE_MODULES:
        importlib.import_module(name)
