"""The version: written once in okpitch_desktop/_version.py, the same in the installed
metadata and in `okpitch --version`."""

from __future__ import annotations

import importlib.metadata
import os
import subprocess
import sys

import pytest

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


NO_GLIB_PROBE = """
import sys
from importlib.abc import MetaPathFinder
from okpitch_desktop import __main__ as entry


class NoGlib(MetaPathFinder):  # what a system without libglib2.0-0 does to PySide6
    def find_spec(self, name, path=None, target=None):
        if name == "PySide6.QtCore":
            raise ImportError("libglib-2.0.so.0: cannot open shared object file: No such file")


sys.meta_path.insert(0, NoGlib())
sys.argv = ["okpitch", *sys.argv[1:]]
sys.exit(entry.main())
"""


@pytest.mark.parametrize("arguments", [[], ["--self-test"]])
def test_a_missing_system_library_is_named_in_a_message_not_a_traceback(arguments):
    done = subprocess.run(
        [sys.executable, "-c", NO_GLIB_PROBE, *arguments],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 1, done.stdout + done.stderr
    assert done.stderr.startswith("okpitch: Qt cannot start: libglib-2.0.so.0: cannot open"), (
        done.stderr
    )
    assert "Traceback" not in done.stderr
    assert "python3 packaging/quickstart.py play" in done.stderr
