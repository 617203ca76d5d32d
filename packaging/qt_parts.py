"""The parts of Qt the game uses: one list for the Linux bundle (okpitch.spec) and the
Windows tree (windows_tree.py), so both leave out the same things.

The game draws with QtWidgets, QtGui and QtSvg (QtCore under them); the statistics charts
(pyqtgraph) use the same three and take QtOpenGLWidgets and QtTest only if present.
"""

from __future__ import annotations

import re

# PySide6's Python modules the game and its charts import.
PYSIDE_MODULES = ("QtCore", "QtGui", "QtWidgets", "QtSvg")

# Qt plugins the game uses, by folder and by name without "lib" prefix and file extension.
# No Wayland platform plugin: on a Wayland desktop the game runs through XWayland, as Qt
# falls back to xcb by itself.
KEEP_PLUGINS = {
    "platforms": {"qxcb", "qoffscreen", "qminimal", "qwindows", "qcocoa"},
    "platformthemes": {"qxdgdesktopportal"},  # native file dialogs and colour scheme via portal
    "platforminputcontexts": {
        "composeplatforminputcontextplugin",
        "ibusplatforminputcontextplugin",
    },
    "xcbglintegrations": {"qxcb-glx-integration", "qxcb-egl-integration"},
    "imageformats": {"qsvg"},  # card art and icons are SVG; PNG is built into QtGui
    "iconengines": {"qsvgicon"},
    "styles": {"qmodernwindowsstyle", "qwindowsvistastyle", "qmacstyle"},
}  # fmt: skip

# Qt's own translations: qtbase (standard buttons and dialogs) and the qt_<lang> catalogues
# that point to it, in the languages the game speaks (app/language.py; Qt has no Swahili);
# the help, multimedia, etc. catalogues are for modules the game lacks.
GAME_LANGUAGES = ("en", "de", "fr", "ru", "ja", "sw")
KEEP_TRANSLATIONS = re.compile(rf"^qt(base)?_({'|'.join(GAME_LANGUAGES)})\.qm$")


def plugin_kept(folder: str, file_name: str) -> bool:
    """Whether the plugin ``file_name`` (libqsvg.so, qsvg.dll) in ``folder`` is one we use."""
    stem = file_name.split(".")[0]
    stem = stem[3:] if stem.startswith("lib") else stem
    return stem in KEEP_PLUGINS.get(folder, ())
