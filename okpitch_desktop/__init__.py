"""Oklahoma Ten Point Pitch for the desktop.

Kept free of heavy imports (no Qt): the engine, the AI and `okpitch-cli` import this package
and must start fast on machines without a display.
"""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("okpitch-desktop")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0+unknown"
