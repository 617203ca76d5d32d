"""A job for the review's child process that tells which Qt modules the child has loaded
once it has imported the given modules (those of the jobs the window runs there)."""

from __future__ import annotations

import importlib
import sys


def qt_loaded_after(modules: list[str], progress=None, should_stop=None) -> list[str]:
    """The PySide6 modules loaded in this process after importing ``modules``."""
    for name in modules:
        importlib.import_module(name)
    return sorted(name for name in sys.modules if name.split(".")[0] == "PySide6")
