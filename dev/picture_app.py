"""What the screenshot scripts share: their first options and the application they draw in.

parser = picture_parser("python dev/x.py")   # OUT_DIR, --language, --scale
app = picture_app(parser.parse_args(argv))    # before any widget is made
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path


def picture_parser(prog: str, scale: bool = True) -> argparse.ArgumentParser:
    """A parser with the folder for the PNG files, ``--language`` and (``scale``) ``--scale``."""
    parser = argparse.ArgumentParser(prog=prog)
    parser.add_argument("out", type=Path, help="folder for the PNG files")
    if scale:
        parser.add_argument("--scale", default="1", help="screen scale factor (2 = 200%%)")
    parser.add_argument("--language", default="en", help="en, de, fr, ru, ja or sw")
    return parser


def picture_app(options: argparse.Namespace, japanese_font: bool = True):
    """The QApplication at the options' scale, in their language (with the bundled Japanese
    font where the system has none, unless ``japanese_font`` is off); the folder made."""
    os.environ["QT_SCALE_FACTOR"] = getattr(options, "scale", "1")  # before the application
    from PySide6.QtWidgets import QApplication

    from okpitch_desktop.app.language import install_language
    from okpitch_desktop.ui.cjk_font import ensure_japanese_font

    app = QApplication(sys.argv[:1])
    if japanese_font:
        ensure_japanese_font()
    install_language(options.language)
    options.out.mkdir(parents=True, exist_ok=True)
    return app
