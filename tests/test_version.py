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
