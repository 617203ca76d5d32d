"""The layering rules of docs/architecture.md that a grep can check.

The engine, the AI and the command line must run without Qt (servers, CI, `okpitch-cli`),
and `app` must not know the widgets, so the UI can change without touching the controller.
"""

import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "okpitch_desktop"
IMPORTS_QT = re.compile(r"^\s*(from|import)\s+PySide6", re.MULTILINE)
IMPORTS_UI = re.compile(
    r"^\s*(from\s+(okpitch_desktop\.|\.\.)ui\b"
    r"|from\s+(okpitch_desktop|\.\.)\s+import\s+[^\n]*\bui\b"
    r"|import\s+okpitch_desktop\.ui\b)",
    re.MULTILINE,
)


def sources(*places: str) -> list[Path]:
    """The Python files at these places; places that do not exist yet hold none."""
    found: list[Path] = []
    for place in map(PACKAGE.joinpath, places):
        if place.is_dir():
            found += sorted(place.rglob("*.py"))
        elif place.is_file():
            found.append(place)
    return found


def offenders(pattern: re.Pattern[str], *places: str) -> list[str]:
    return [
        str(path.relative_to(PACKAGE.parent))
        for path in sources(*places)
        if pattern.search(path.read_text(encoding="utf-8"))
    ]


def test_engine_ai_and_cli_do_not_import_qt():
    assert offenders(IMPORTS_QT, "engine", "ai", "cli.py") == []


def test_app_does_not_import_ui():
    assert offenders(IMPORTS_UI, "app") == []


def test_the_patterns_catch_what_they_are_meant_to():
    for line in ("from PySide6.QtCore import QObject", "    import PySide6"):
        assert IMPORTS_QT.search(line), line
    for line in (
        "from okpitch_desktop.ui.main_window import MainWindow",
        "from okpitch_desktop import engine, ui",
        "from ..ui import table",
        "from .. import ui",
        "import okpitch_desktop.ui",
    ):
        assert IMPORTS_UI.search(line), line
    for line in ("from okpitch_desktop.engine import build_ui_free_state", "from . import ui"):
        assert not IMPORTS_UI.search(line), line
