"""The bundled Japanese font (resources/fonts, made by dev/make_cjk_font.py) has every
character the Japanese game shows, nothing the script would not put in, and its licence."""

from __future__ import annotations

import html
import re
import tomllib
from pathlib import Path

from fontTools.ttLib import TTFont
from helpers.repo_scripts import load_script

ROOT = Path(__file__).resolve().parents[2]
FONTS = ROOT / "resources" / "fonts"
FONT = FONTS / "OkPitchSansJP-Regular.otf"
TRANSLATIONS = ROOT / "resources" / "translations"
RULES_PAGE = ROOT / "resources" / "help" / "rules.ja.md"

make_cjk_font = load_script("dev/make_cjk_font.py")


def characters_in_font() -> set[str]:
    return {chr(code) for code in TTFont(FONT).getBestCmap()}


def translations(ts_file: Path) -> str:
    """The texts of a .ts file's translations, read as plain text (numerus forms too)."""
    found = re.findall(r"<translation[^>]*>(.*?)</translation>", ts_file.read_text("utf-8"), re.S)
    return html.unescape(re.sub(r"</?numerusform>", "", "".join(found)))


def test_every_character_of_the_japanese_translation_and_rules_page_is_in_the_font():
    shown = set(translations(TRANSLATIONS / "okpitch_ja.ts") + RULES_PAGE.read_text("utf-8"))
    missing = sorted(shown - set("\n\r\t") - characters_in_font())
    assert not missing, f"run python dev/make_cjk_font.py: {''.join(missing)!r} missing"


def test_the_font_holds_what_the_script_makes_and_no_more():
    extra = characters_in_font() - set(make_cjk_font.wanted_characters())
    assert not extra, "".join(sorted(extra))


def test_the_font_is_renamed_and_carries_its_licence():
    names = TTFont(FONT)["name"]
    assert names.getDebugName(1) == "OkPitch Sans JP"
    assert "Adobe" in names.getDebugName(0)
    licence = (FONTS / "OFL.txt").read_text(encoding="utf-8")
    assert licence.startswith(names.getDebugName(0) + "\n")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence


def test_fonttools_is_a_build_tool_only():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    assert not [name for name in project["dependencies"] if name.startswith("fonttools")]
