"""The game's version, written here alone: pyproject.toml, the bundle and the installers read
it from this file (a plain constant, so reading it costs nothing at start-up)."""

__version__ = "0.1.0"
