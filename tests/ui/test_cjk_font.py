"""Japanese without boxes: the bundled font is added exactly when the installed fonts cannot
draw Japanese text (ui/cjk_font.py), and the check says what the picture shows.

Which fonts are installed is set per test with a fontconfig file (the system's own, less or
plus a Japanese font, or none at all), so the result does not depend on this machine's fonts.
"""

from __future__ import annotations

import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest
from fontTools.subset import Subsetter
from fontTools.ttLib import TTFont
from helpers.paint_probe import game_env, watching_paints

from okpitch_desktop.app.resources import resources_dir
from okpitch_desktop.ui.cjk_font import FONT_FILE, JAPANESE_TEXT, draws

PROBE = """
from PySide6.QtWidgets import QApplication
app = QApplication([])
from okpitch_desktop.ui.cjk_font import SAMPLE, draws, ensure_japanese_font
print(draws(SAMPLE), ensure_japanese_font(), draws(SAMPLE), sep="|")
"""
DRAWN_PROBE = """
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication
app = QApplication([])
from okpitch_desktop.ui.cjk_font import SAMPLE, draws, ensure_japanese_font

def picture(text):
    image = QImage(200, 60, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.drawText(10, 40, text)
    painter.end()
    return image

def boxes():
    # 日本語 is drawn as boxes when it looks like three characters that no font has.
    return picture(SAMPLE) == picture("\U000f0000" * len(SAMPLE))

print(draws(SAMPLE), boxes(), ensure_japanese_font(), draws(SAMPLE), boxes(), sep="|")
"""
TEXT_PROBE = """
from PySide6.QtWidgets import QApplication
app = QApplication([])
from okpitch_desktop.ui.cjk_font import JAPANESE_TEXT, SAMPLE, draws, ensure_japanese_font
print(draws(SAMPLE), draws(JAPANESE_TEXT), ensure_japanese_font(), draws(JAPANESE_TEXT), sep="|")
"""
GAME_PROBE = """
import sys
from okpitch_desktop import gui
from okpitch_desktop.app.settings import Settings, save_settings
from okpitch_desktop.ui.cjk_font import SAMPLE, draws
save_settings(Settings(language=sys.argv[1], player_name=sys.argv[2], tour_seen=True))
"""
GAME_PROBE += watching_paints("draws(SAMPLE)")  # whether Japanese could be drawn
GAME_PROBE += """
code = gui.run(["okpitch", gui.REPORT_FIRST_PAINT])
print(at_paint[0], draws(SAMPLE), code, sep="|")
"""
NO_FONTS = "<reset-dirs/>"  # the system's font folders forgotten: Qt draws boxes only
NO_JAPANESE = '<selectfont><rejectfont><pattern><patelt name="lang"><string>ja</string></patelt></pattern></rejectfont></selectfont>'  # noqa: E501

pytestmark = pytest.mark.skipif(
    sys.platform != "linux", reason="fontconfig decides the installed fonts on Linux"
)


def probe(tmp_path, extra: str, code: str = PROBE, *args: str) -> list[str]:
    """Run ``code`` with ``args`` and the system's fonts changed by ``extra`` (fontconfig
    elements); what it printed, split at ``|``."""
    config = tmp_path / "fonts.conf"
    config.write_text(
        '<?xml version="1.0"?>\n<fontconfig>\n'
        f"<cachedir>{tmp_path / 'cache'}</cachedir>\n"
        '<include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n'
        f"{extra}\n</fontconfig>\n"
    )
    env = game_env(tmp_path / "home", FONTCONFIG_FILE=str(config))
    done = subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    return lines[-1].split("|")


@pytest.mark.parametrize("fonts", [NO_JAPANESE, NO_FONTS], ids=["no-japanese", "no-fonts"])
def test_bundled_font_is_added_when_no_installed_font_has_japanese(tmp_path, fonts):
    # Whether 日本語 is drawn is seen in its picture, and the check must say the same.
    drawn, boxes, added, drawn_after, boxes_after = probe(tmp_path, fonts, DRAWN_PROBE)
    assert (drawn, boxes) == ("False", "True")  # as on a machine without a CJK font
    assert added == "OkPitch Sans JP"
    assert (drawn_after, boxes_after) == ("True", "False")


def kanji_and_kana_font(folder: Path) -> Path:
    """A font with the kanji and kana of the check's text and nothing else (no digits, no
    Latin letters, no punctuation), as Droid Sans Fallback, which Wine offers from the host."""
    font = TTFont(resources_dir() / "fonts" / FONT_FILE)
    subsetter = Subsetter()
    subsetter.populate(text="".join(c for c in JAPANESE_TEXT if unicodedata.name(c).startswith(
        ("CJK UNIFIED", "HIRAGANA", "KATAKANA LETTER"))))  # fmt: skip
    subsetter.subset(font)
    for record in font["name"].names:
        if record.nameID in (1, 3, 4, 6, 16):
            record.string = "Kanji Only"
    folder.mkdir()
    font.save(folder / "KanjiOnly.otf")
    return folder


def test_a_font_with_kanji_but_no_digits_does_not_pass_for_japanese(tmp_path):
    # The check draws a sentence: the language's name alone is drawn by such a font.
    only = f"<reset-dirs/><dir>{kanji_and_kana_font(tmp_path / 'fonts')}</dir>"
    name, text, added, text_after = probe(tmp_path, only, TEXT_PROBE)
    assert (name, text) == ("True", "False")
    assert (added, text_after) == ("OkPitch Sans JP", "True")


def test_an_installed_japanese_font_keeps_its_place(tmp_path):
    # The bundled file stands in for an installed Japanese font.
    installed = f"<dir>{resources_dir() / 'fonts'}</dir>"
    before, added, after = probe(tmp_path, installed)
    assert (before, added, after) == ("True", "None", "True")


@pytest.mark.parametrize("name", ["", "Zoë", "Шарапова"])
def test_the_game_adds_the_font_right_after_its_first_paint(tmp_path, name):
    # 日本語 shows in the language list whatever the game speaks; the check waits until the
    # table, which has no Japanese on it, is painted (start-up time).
    at_paint, after, code = probe(tmp_path, NO_JAPANESE, GAME_PROBE, "en", name)
    assert (at_paint, after, code) == ("False", "True", "0")


@pytest.mark.parametrize(("language", "name"), [("ja", ""), ("en", "さくら")])
def test_the_game_adds_the_font_before_a_first_paint_that_shows_japanese(tmp_path, language, name):
    at_paint, after, code = probe(tmp_path, NO_JAPANESE, GAME_PROBE, language, name)
    assert (at_paint, after, code) == ("True", "True", "0")


def test_draws_tells_a_real_glyph_from_a_box(qapp):
    assert draws("Oklahoma")
    assert not draws("Oklahoma \U000f0000")  # a private-use character no font has
