"""Where the game's resource files (card art, icons, translations) live.

In a source checkout or an editable install, ``resources/`` sits at the top of the project,
beside the package; in a PyInstaller bundle it is unpacked under ``sys._MEIPASS``.
"""

from __future__ import annotations

import sys
from pathlib import Path


def resources_dir() -> Path:
    """The top-level ``resources/`` folder; RuntimeError if it cannot be found."""
    candidates: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.append(Path(bundle) / "resources")
    candidates.append(Path(__file__).resolve().parents[2] / "resources")
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    looked = ", ".join(str(candidate) for candidate in candidates)
    raise RuntimeError(
        f"The game's resources folder is missing (looked in {looked}). "
        "Reinstall the game, or run it from a complete source checkout."
    )
