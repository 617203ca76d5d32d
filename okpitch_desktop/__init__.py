"""Oklahoma Ten Point Pitch for the desktop.

Kept free of heavy imports (no Qt): the engine, the AI and `okpitch-cli` import this package
and must start fast on machines without a display. The version is a constant in _version.py
rather than looked up with importlib.metadata, whose import alone takes ~70 ms of every start.
"""

from ._version import __version__

__all__ = ["__version__"]
