"""The version: written once in okpitch_desktop/_version.py, the same in the installed
metadata and in `okpitch --version`."""

from __future__ import annotations

import importlib.metadata
import subprocess
import sys

import okpitch_desktop
from okpitch_desktop._version import __version__


def test_the_installed_metadata_has_the_version_of_version_py():
    assert okpitch_desktop.__version__ == __version__
    assert importlib.metadata.version("okpitch-desktop") == __version__


def test_okpitch_version_prints_it():
    done = subprocess.run(
        [sys.executable, "-m", "okpitch_desktop", "--version"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"okpitch {__version__}\n"


HELP_PROBE = """
import sys
from okpitch_desktop import __main__ as entry
sys.argv = ["okpitch", "--help"]
try:
    entry.main()
except SystemExit as done:
    print("exit", done.code, "qt loaded" if "PySide6" in sys.modules else "no qt")
"""


def test_okpitch_help_prints_the_options_and_exits_without_loading_qt():
    done = subprocess.run(
        [sys.executable, "-c", HELP_PROBE], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage: okpitch"), done.stdout
    assert "--self-test" in done.stdout and "--version" in done.stdout
    assert done.stdout.rstrip().endswith("exit 0 no qt"), done.stdout


def test_qt_arguments_pass_by_the_game_options():
    from okpitch_desktop.__main__ import parse_arguments

    options = parse_arguments(["-platform", "offscreen", "--self-test", "-style", "fusion"])
    assert options.self_test and not options.version
