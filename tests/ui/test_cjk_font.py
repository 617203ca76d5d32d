"""Japanese without boxes: the bundled font is added exactly when no installed font has
Japanese (ui/cjk_font.py).

Which fonts are installed is set per test with a fontconfig file (the system's own, less or
plus a Japanese font), so the result does not depend on this machine's fonts.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from okpitch_desktop.app.resources import resources_dir
from okpitch_desktop.ui.cjk_font import draws

PROBE = """
from PySide6.QtWidgets import QApplication
app = QApplication([])
from okpitch_desktop.ui.cjk_font import SAMPLE, draws, ensure_japanese_font
print(draws(SAMPLE), ensure_japanese_font(), draws(SAMPLE), sep="|")
"""
NO_JAPANESE = '<selectfont><rejectfont><pattern><patelt name="lang"><string>ja</string></patelt></pattern></rejectfont></selectfont>'  # noqa: E501

pytestmark = pytest.mark.skipif(
    sys.platform != "linux", reason="fontconfig decides the installed fonts on Linux"
)


def probe(tmp_path, extra: str) -> list[str]:
    """Run PROBE with the system's fonts changed by ``extra`` (fontconfig elements)."""
    config = tmp_path / "fonts.conf"
    config.write_text(
        '<?xml version="1.0"?>\n<fontconfig>\n'
        f"<cachedir>{tmp_path / 'cache'}</cachedir>\n"
        '<include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n'
        f"{extra}\n</fontconfig>\n"
    )
    env = {**os.environ, "FONTCONFIG_FILE": str(config), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip().split("|")


def test_bundled_font_is_added_when_no_installed_font_has_japanese(tmp_path):
    before, added, after = probe(tmp_path, NO_JAPANESE)
    assert before == "False"  # boxes, as on a machine without a CJK font
    assert added == "OkPitch Sans JP"
    assert after == "True"


def test_an_installed_japanese_font_keeps_its_place(tmp_path):
    # The bundled file stands in for an installed Japanese font.
    installed = f"<dir>{resources_dir() / 'fonts'}</dir>"
    before, added, after = probe(tmp_path, installed)
    assert (before, added, after) == ("True", "None", "True")


def test_draws_tells_a_real_glyph_from_a_box(qapp):
    assert draws("Oklahoma")
    assert not draws("Oklahoma \U000f0000")  # a private-use character no font has
