#!/usr/bin/env python3
"""Make the Japanese font the game ships: ``python dev/make_cjk_font.py``.

A machine without a CJK font shows 日本語 as boxes. The game therefore carries a subset of
Noto Sans CJK JP (SIL Open Font License 1.1) in ``resources/fonts/``, which
``okpitch_desktop/ui/cjk_font.py`` loads only when no installed font covers Japanese. The
subset holds the characters of the Japanese translation (``okpitch_ja.ts``) and rules page
(``rules.ja.md``) plus a margin: ASCII, the common punctuation, kana, full-width forms and,
for names players type, the 2965 kanji of JIS X 0208 level 1. Run it after changing either
file; ``tests/packaging/test_font_subset.py`` fails until then.

The full font is a build-time input only, from Debian: ``sudo apt-get install fonts-noto-cjk``,
or without installing it (an installed CJK font changes what the tests see):
``apt-get download fonts-noto-cjk && dpkg-deb -x fonts-noto-cjk_*.deb DIR`` and ``--root DIR``.
fontTools comes with the project's build and test extras. The subset is renamed (a modified
font under the OFL should not pass for the original) and written reproducibly: the same inputs
give the same bytes. The licence is copied from the Debian package beside it as OFL.txt.
"""

from __future__ import annotations

import argparse
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESOURCES = ROOT / "resources"
TRANSLATION = RESOURCES / "translations" / "okpitch_ja.ts"
RULES_PAGE = RESOURCES / "help" / "rules.ja.md"
FONTS = RESOURCES / "fonts"
FONT_FILE = "OkPitchSansJP-Regular.otf"
FAMILY = "OkPitch Sans JP"
POSTSCRIPT_NAME = "OkPitchSansJP-Regular"
# Where Debian's fonts-noto-cjk puts the full font and its licence.
SOURCE = "usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
SOURCE_FAMILY = "Noto Sans CJK JP"
DEBIAN_COPYRIGHT = "usr/share/doc/fonts-noto-cjk/copyright"
# Name records kept: copyright, names, version, licence and its address.
NAME_IDS = (0, 1, 2, 3, 4, 5, 6, 13, 14)
# The OpenType features horizontal Japanese uses. Left out: the vertical forms, the
# alternates (jp78, trad, ...) and locl, whose Chinese and Korean forms alone would double
# the glyphs (this face's default forms are the Japanese ones).
LAYOUT_FEATURES = ("ccmp", "mark", "mkmk", "kern", "liga", "clig", "calt", "rlig")
# The margin, by Unicode block: ASCII, general punctuation and arrows, CJK punctuation,
# hiragana and katakana, half- and full-width forms.
MARGIN_RANGES = ((0x20, 0x7E), (0x2010, 0x2027), (0x2190, 0x2199), (0x3000, 0x30FF),
                 (0xFF01, 0xFF9F))  # fmt: skip


def translated_text(ts_file: Path) -> str:
    """Every translation (numerus forms too) of a Qt .ts file, joined."""
    root = ET.parse(ts_file).getroot()
    texts = [element.text or "" for element in root.iter("translation")]
    texts += [element.text or "" for element in root.iter("numerusform")]
    return "".join(texts)


def jis_level_1_kanji() -> str:
    """The 2965 common kanji of JIS X 0208 level 1 (rows 16-47), which most names use."""
    kanji = []
    for row in range(0xB0, 0xD0):  # EUC-JP bytes of rows 16-47
        for cell in range(0xA1, 0xFF):
            try:
                kanji.append(bytes((row, cell)).decode("euc_jp"))
            except UnicodeDecodeError:  # row 47 ends early
                continue
    return "".join(kanji)


def needed_characters() -> str:
    """What the Japanese game shows: its translation and rules page (line ends aside)."""
    text = translated_text(TRANSLATION) + RULES_PAGE.read_text(encoding="utf-8")
    return "".join(sorted(set(text) - set("\n\r\t")))


def wanted_characters() -> str:
    """The needed characters and the margin, sorted."""
    margin = "".join(chr(code) for start, end in MARGIN_RANGES for code in range(start, end + 1))
    return "".join(sorted(set(needed_characters() + margin + jis_level_1_kanji())))


def licence_text(debian_copyright: Path, font_copyright: str) -> str:
    """The OFL as Debian's copyright file gives it, under the font's own copyright line."""
    lines = debian_copyright.read_text(encoding="utf-8").splitlines()
    start = lines.index("License: SIL-1.1", lines.index("License: SIL-1.1") + 1) + 1
    body = []
    for line in lines[start:]:
        if not line.startswith(" "):
            break
        body.append("" if line == " ." else line[1:])
    return (
        f"{font_copyright}\n"
        f"{FAMILY} is a subset of {SOURCE_FAMILY}, made by dev/make_cjk_font.py.\n\n"
        + "\n".join(body)
        + "\n"
    )


def make_subset(source: Path, text: str):
    """The Japanese face of ``source`` cut down to ``text`` and renamed."""
    from fontTools import subset
    from fontTools.ttLib import TTCollection, TTFont

    faces = TTCollection(source).fonts if source.suffix == ".ttc" else [TTFont(source)]
    numbers = [n for n, f in enumerate(faces) if f["name"].getDebugName(1) == SOURCE_FAMILY]
    if not numbers:
        raise SystemExit(f"make_cjk_font: {source} has no {SOURCE_FAMILY}")
    font = TTFont(source, fontNumber=numbers[0], recalcTimestamp=False)
    # Without the variation sequences (format 14), whose glyph variants of each kanji would
    # double the size; a name typed with a variation selector shows its base kanji.
    font["cmap"].tables = [table for table in font["cmap"].tables if table.format != 14]
    options = subset.Options()
    options.name_IDs = list(NAME_IDS)
    options.layout_features = list(LAYOUT_FEATURES)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    names = font["name"]
    version = names.getDebugName(5)
    for name_id, value in ((1, FAMILY), (3, f"{version};{POSTSCRIPT_NAME}"),
                           (4, f"{FAMILY} Regular"), (6, POSTSCRIPT_NAME)):  # fmt: skip
        names.setName(value, name_id, 3, 1, 0x409)
    names.names = [record for record in names.names if record.platformID == 3]
    font["CFF "].cff.fontNames = [POSTSCRIPT_NAME]
    return font


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--root",
        type=Path,
        default=Path("/"),
        help="where fonts-noto-cjk's files are: / when installed, or the folder that"
        " `dpkg-deb -x fonts-noto-cjk_*.deb FOLDER` unpacked it into",
    )
    args = parser.parse_args(argv)
    source, debian_copyright = args.root / SOURCE, args.root / DEBIAN_COPYRIGHT
    missing = [path for path in (source, debian_copyright) if not path.exists()]
    if missing:
        print(
            f"make_cjk_font: no {missing[0]}: run  sudo apt-get install fonts-noto-cjk",
            file=sys.stderr,
        )
        return 3
    font = make_subset(source, wanted_characters())
    FONTS.mkdir(exist_ok=True)
    font.save(FONTS / FONT_FILE)
    copyright_line = font["name"].getDebugName(0)
    licence = licence_text(debian_copyright, copyright_line)
    (FONTS / "OFL.txt").write_text(licence, encoding="utf-8")
    size = (FONTS / FONT_FILE).stat().st_size
    glyphs = len(font.getGlyphOrder())
    print(f"make_cjk_font: {FONTS / FONT_FILE}: {glyphs} glyphs, {size / 1e6:.2f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
