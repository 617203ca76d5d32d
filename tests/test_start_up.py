"""What the game does before its first painted table (issue 17): it imports nothing it
can do without (``importlib.metadata``, the version lookup; issue 64: the statistics
database, the search, the reviews, drills and lessons, child processes, the charts), its
Qt-free modules before PySide6 (which reads the source of every module imported after it),
and it keeps the garbage collector waiting until that paint. Checked by the modules loaded
at that paint, never by timing it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from helpers.paint_probe import game_env, watching_paints

import okpitch_desktop
from okpitch_desktop.gui import PAINTED_LINE

PACKAGE = Path(okpitch_desktop.__file__).parent


def imported_by_first_paint(home: Path) -> list[str]:
    """The modules the game imports up to its first paint, in the order they finished
    loading: ``python -X importtime`` writes a line as each finishes, unbuffered, into the
    same pipe as the game's line at its first paint."""
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "okpitch_desktop", "--report-first-paint"],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=game_env(home),
        timeout=60,
    )
    assert done.returncode == 0, done.stdout
    lines = done.stdout.splitlines()
    assert PAINTED_LINE in lines
    before = lines[: lines.index(PAINTED_LINE)]
    return [line.rsplit("|", 1)[-1].strip() for line in before if line.startswith("import time:")]


def imports_qt(module: str) -> bool:
    """Whether importing ``module`` alone, in a fresh interpreter, imports PySide6."""
    code = f"import sys, {module}; print('PySide6' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip() == "True"


def source_of(module: str) -> str:
    parts = module.split(".")[1:]
    path = PACKAGE.joinpath(*parts)
    return (path / "__init__.py" if path.is_dir() else path.with_suffix(".py")).read_text()


def test_the_game_starts_without_importing_importlib_metadata(tmp_path):
    # Its import alone costs ~70 ms before the first paint.
    imported = imported_by_first_paint(tmp_path)
    assert "okpitch_desktop" in imported
    assert "importlib.metadata" not in imported


def test_no_qt_free_module_of_the_game_loads_after_pyside6_before_the_first_paint(tmp_path):
    imported = imported_by_first_paint(tmp_path)
    after_qt = imported[imported.index("PySide6.QtCore") :]
    ours = [module for module in after_qt if module.startswith("okpitch_desktop.")]
    assert "okpitch_desktop.ui.main_window" in ours  # the window itself needs Qt
    suspects = [module for module in ours if "PySide6" not in source_of(module)]
    assert [module for module in suspects if not imports_qt(module)] == []


# Imported only when needed, after the first paint: each of these was once in the start
# (issue 64: secrets, logging.handlers, importlib.resources and subprocess cost 3 to 6 ms of
# processor time each; the bare PySide6 window's whole start is about 110 ms).
DEFERRED = (
    "sqlite3",  # the statistics database opens after the first paint
    "multiprocessing",  # the computers' search process and the reviews' processes
    "subprocess",  # the table's sounds start a player at their first sound
    "secrets",  # a temporary file's random name (and hashlib's OpenSSL)
    "hashlib",
    "logging.handlers",  # the log file, at its first line (with socket and pickle)
    "importlib.resources",  # the win tables, at their first reading
    "numpy",  # the statistics window's charts
    "pyqtgraph",
    "okpitch_desktop.ai.players.search_player",  # the search runs in its own process
    "okpitch_desktop.ai.review.coach",
    "okpitch_desktop.ai.review.bid_chances",  # Chance to win: when the meter is first shown
    "okpitch_desktop.ai.search.win_chance",
    "okpitch_desktop.ai.review.hand_review",
    "okpitch_desktop.app.stats.database",
    "okpitch_desktop.app.practice.lesson",
    "okpitch_desktop.ui.dialogs.review",
    "okpitch_desktop.ui.dialogs.statistics",
    "okpitch_desktop.ui.dialogs.summary",
    "okpitch_desktop.ui.practice.drill_list",
    "okpitch_desktop.ui.practice.lesson_table",
)
MODULES_PROBE = """
import json, sys
from okpitch_desktop import __main__ as entry
"""
MODULES_PROBE += watching_paints("sorted(sys.modules)")  # the modules loaded at each paint
MODULES_PROBE += """
sys.argv = ["okpitch", "--report-first-paint"]
code = entry.main()
print(json.dumps(at_paint[0]))
"""


def test_the_first_paint_imports_nothing_it_does_not_need(tmp_path):
    done = subprocess.run(
        [sys.executable, "-c", MODULES_PROBE],
        capture_output=True,
        text=True,
        env=game_env(tmp_path),
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    loaded = set(json.loads(done.stdout.splitlines()[-1]))
    assert "okpitch_desktop.ui.main_window" in loaded  # (the probe saw the real start)
    assert [name for name in DEFERRED if name in loaded] == []


GARBAGE_PROBE = """
import gc, sys
from okpitch_desktop import __main__ as entry
"""
GARBAGE_PROBE += watching_paints("gc.isenabled()")  # whether the collector runs
GARBAGE_PROBE += """
sys.argv = ["okpitch", "--report-first-paint"]
code = entry.main()
print(at_paint[0], gc.isenabled(), gc.get_freeze_count() > 10_000, code)
"""


def test_the_garbage_collector_waits_for_the_first_paint_then_runs_again(tmp_path):
    env = game_env(tmp_path)
    done = subprocess.run(
        [sys.executable, "-c", GARBAGE_PROBE], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 0, done.stderr
    paused_at_paint, running_after, start_frozen, code = done.stdout.split()[-4:]
    assert (paused_at_paint, running_after, start_frozen, code) == ("False", "True", "True", "0")
