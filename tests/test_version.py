"""The version: written once in okpitch_desktop/_version.py, the same in the installed
metadata and in `okpitch --version`, and read at no cost when the game starts."""

from __future__ import annotations

import importlib.metadata
import os
import subprocess
import sys

import okpitch_desktop
from okpitch_desktop._version import __version__
from okpitch_desktop.app.paths import HOME_OVERRIDE


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


def test_the_game_starts_without_importing_importlib_metadata(tmp_path):
    # Its import alone costs ~70 ms before the first paint (issue 17).
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", HOME_OVERRIDE: str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "okpitch_desktop", "--report-first-paint"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "okpitch: table painted" in done.stdout
    imported = [line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines()]
    assert "okpitch_desktop" in imported
    assert "importlib.metadata" not in imported
