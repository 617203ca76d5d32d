"""What the window's start does before PySide6 is imported.

The cyclic garbage collector pauses until the table is first painted: the start makes
some 35,000 objects the collector tracks, nearly all living as long as the window, and
collecting among them was about 15 ms of the start. After the first paint they are
frozen (never scanned again, which keeps later collections short) and the collector runs
again.

Once PySide6 is imported it reads the source of every module imported after it, to see
whether the module uses PySide's ``__feature__`` switches (``snake_case``). For the Qt-free
modules the window needs before its first paint (the engine, the level names, the
save file's helpers, json, html and platformdirs) that reading was about 25 ms of a 300 ms
start; imported first, they cost only their own import.
tests/test_start_up.py checks that no Qt-free module of the game is left to load
after PySide6 before the first paint.
"""

from __future__ import annotations

import gc
import importlib

QT_FREE_MODULES = (
    "okpitch_desktop.engine",
    "okpitch_desktop.engine.claim",
    "okpitch_desktop.ai.players.levels",
    "okpitch_desktop.app.computers.advice",
    "okpitch_desktop.app.chance_to_win",  # (View > Chance to win, and its win table)
    "okpitch_desktop.app.computers.child_jobs",
    "okpitch_desktop.app.review.hand_reasons",
    "okpitch_desktop.app.logs",
    "okpitch_desktop.app.plain_text",
    "okpitch_desktop.app.resources",
    "okpitch_desktop.app.saves.safe_read",
    "okpitch_desktop.app.saves.savefile",
    "okpitch_desktop.app.stats.score_sheet",
    "okpitch_desktop.app.computers.search_process",
    "okpitch_desktop.app.practice.rules",  # (with app.practice and ai.review.thresholds)
    "okpitch_desktop.app.seating",
    "okpitch_desktop.app.table_news",
    "okpitch_desktop.ui",
    "okpitch_desktop.ui.dialogs",
    "okpitch_desktop.ui.table",
    "okpitch_desktop.ui.turn",
    "okpitch_desktop.ui.practice",
    "html",  # (the table's labels)
    "json",  # (the save)
)


def prepare() -> None:
    """Pause the collector until ``collect_after_start`` and import QT_FREE_MODULES (call
    it before anything imports PySide6)."""
    gc.disable()
    for name in QT_FREE_MODULES:
        importlib.import_module(name)


def collect_after_start() -> None:
    """Freeze what the start made and let the collector run again (after the first paint)."""
    gc.freeze()
    gc.enable()
