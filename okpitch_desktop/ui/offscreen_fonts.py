"""Fonts for Qt's offscreen platform on Windows (the self-test, tools and tests).

On Windows the offscreen platform reads font files only from ``QT_QPA_FONTDIR``, which by
default is a ``lib/fonts`` folder PySide6 does not have: every text would be drawn as
boxes (and the self-test says so). The system's own font folder is what it should read.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping

FONT_FOLDER_VARIABLE = "QT_QPA_FONTDIR"


def wants_offscreen(argv: list[str], environ: Mapping[str, str]) -> bool:
    """Whether Qt is asked for its offscreen platform (``-platform`` or QT_QPA_PLATFORM)."""
    if "-platform" in argv[:-1]:
        return argv[argv.index("-platform") + 1].startswith("offscreen")
    return environ.get("QT_QPA_PLATFORM", "").startswith("offscreen")


def use_system_fonts_offscreen(argv: list[str]) -> None:
    """On Windows, point the offscreen platform at the system's fonts (call it before the
    QApplication exists); a font folder already chosen is kept."""
    if sys.platform != "win32" or FONT_FOLDER_VARIABLE in os.environ:
        return
    if wants_offscreen(argv, os.environ):
        windows = os.environ.get("WINDIR") or os.environ.get("SYSTEMROOT") or "C:\\Windows"
        os.environ[FONT_FOLDER_VARIABLE] = os.path.join(windows, "Fonts")
