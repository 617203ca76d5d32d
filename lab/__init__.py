"""The measuring laboratory: yardsticks, calibrations and matches against earlier releases.
Not part of the game (neither the wheel nor the bundle holds it); run its tools from the
repository's top folder as ``python -m lab.TOOL`` (lab/README.md)."""
