"""Japanese without boxes on a machine that has no CJK font.

The game ships a subset of Noto Sans CJK JP (``resources/fonts``, made by
``dev/make_cjk_font.py``: the characters of the Japanese translation and rules page,
kana and the common kanji). It is added to Qt's fonts only when the installed fonts cannot
draw Japanese text, so a system's own CJK font keeps its place. Qt's font fallback then finds
it for any text with Japanese in it: the language list in every language, and the whole game
once Japanese is chosen. The check takes about 10 ms, so the game makes it after the
table's first paint, unless that paint may show Japanese already (``shows_japanese_at_once``).

Japanese text is more than its kanji and kana: digits, Latin letters and punctuation stand
among them, and where the requested family is missing (Qt under Wine asks for "MS Shell
Dlg", which Wine's DirectWrite does not list) Qt looks for those only in fonts with
Japanese. A font made for kanji alone may lack them (Droid Sans Fallback, which Wine takes
from the host, has no digits), so the check draws a short sentence with all of them, not
the kanji of the language's name alone.
"""

from __future__ import annotations

import logging
from functools import cache

from PySide6.QtGui import QFont, QFontDatabase, QGlyphRun, QGuiApplication, QTextLayout

from ..app.resources import resources_dir

FONT_FILE = "OkPitchSansJP-Regular.otf"
SAMPLE = "日本語"  # Japanese's own name, in the language list whatever the game speaks
JAPANESE_TEXT = SAMPLE + "：2人1組のチーム（OK）。"  # what the check draws (see above)
BEYOND_EUROPEAN_SCRIPTS = 0x0530  # Latin, Greek and Cyrillic end below this code point
NONCHARACTER = 0xFDD0  # never a character: no real font has a glyph for it

log = logging.getLogger(__name__)


def draws(text: str, font: QFont | None = None) -> bool:
    """True when every character of ``text`` gets a real glyph from the font Qt's layout uses
    for it: ``font`` (the application's by default) or one of its fallbacks.

    A character no font has gets glyph 0, the font's box. With no font at all (no font
    folder, as offscreen on a bare machine) Qt lays the text out in its box engine, whose
    boxes are glyph 1 and which claims to have every character: a run counts only when its
    font does not claim a noncharacter as well."""
    layout = QTextLayout(text, font or QGuiApplication.font())
    layout.beginLayout()
    while layout.createLine().isValid():
        pass
    layout.endLayout()
    runs = layout.glyphRuns()
    return bool(runs) and all(has_real_glyphs(run) for run in runs)


def has_real_glyphs(run: QGlyphRun) -> bool:
    """Whether ``run`` is drawn in a real font (not Qt's box engine) and none of its glyphs
    is that font's box."""
    return 0 not in run.glyphIndexes() and not run.rawFont().supportsCharacter(NONCHARACTER)


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
    if draws(JAPANESE_TEXT):
        return None
    path = resources_dir() / "fonts" / FONT_FILE
    font_id = QFontDatabase.addApplicationFont(str(path))
    if font_id < 0:
        log.warning("cannot load the Japanese font %s: Japanese shows as boxes", path)
        return None
    return QFontDatabase.applicationFontFamilies(font_id)[0]
