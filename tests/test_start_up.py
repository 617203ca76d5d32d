"""What the game does before its first painted table (issue 17): it imports nothing it
can do without (``importlib.metadata``, the version lookup), its Qt-free modules before
PySide6 (which reads the source of every module imported after it), and it keeps the
garbage collector waiting until that paint."""

from __future__ import annotations

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
