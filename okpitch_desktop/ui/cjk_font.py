"""Japanese without boxes on a machine that has no CJK font.

The game ships a subset of Noto Sans CJK JP (``resources/fonts``, made by
``dev/make_cjk_font.py``: the characters of the Japanese translation and rules page,
kana and the common kanji). It is added to Qt's fonts only when the installed fonts cannot
draw Japanese, so a system's own CJK font keeps its place. Qt's font fallback then finds it
for any text with Japanese in it: the language list in every language, and the whole game
once Japanese is chosen. The check takes about 10 ms, so the game makes it after the
table's first paint, unless that paint may show Japanese already (``shows_japanese_at_once``).
"""

from __future__ import annotations

import logging
from functools import cache

from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication, QTextLayout

from ..app.resources import resources_dir

FONT_FILE = "OkPitchSansJP-Regular.otf"
SAMPLE = "日本語"  # Japanese's own name, in the language list whatever the game speaks
BEYOND_EUROPEAN_SCRIPTS = 0x0530  # Latin, Greek and Cyrillic end below this code point

log = logging.getLogger(__name__)


def draws(text: str, font: QFont | None = None) -> bool:
    """True when ``font`` (the application's by default) shows every character of ``text``
    with a real glyph, its fallback fonts included; a box is glyph 0, and with no font at all
    Qt lays out no glyphs."""
    layout = QTextLayout(text, font or QGuiApplication.font())
    layout.beginLayout()
    while layout.createLine().isValid():
        pass
    layout.endLayout()
    runs = layout.glyphRuns()
    return bool(runs) and all(0 not in run.glyphIndexes() for run in runs)


def shows_japanese_at_once(language: str, player_name: str) -> bool:
    """Whether the table may show Japanese as it opens: the game speaks Japanese, or the
    person's name has a character of a script beyond Latin, Greek and Cyrillic."""
    return language == "ja" or any(ord(c) >= BEYOND_EUROPEAN_SCRIPTS for c in player_name)


@cache
def ensure_japanese_font() -> str | None:
    """Add the bundled Japanese font if the installed fonts cannot draw Japanese.

    Call it once the QGuiApplication exists, before any Japanese is shown; later calls
    answer as the first. Returns the family added, or None when the system's fonts draw
    Japanese (or the file cannot be loaded, which is logged).
    """
    if draws(SAMPLE):
        return None
    path = resources_dir() / "fonts" / FONT_FILE
    font_id = QFontDatabase.addApplicationFont(str(path))
    if font_id < 0:
        log.warning("cannot load the Japanese font %s: Japanese shows as boxes", path)
        return None
    return QFontDatabase.applicationFontFamilies(font_id)[0]
