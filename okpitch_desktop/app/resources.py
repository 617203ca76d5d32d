"""Where the game's resource files (card art, icons, translations, fonts, help) live.

In a PyInstaller bundle they are unpacked under ``sys._MEIPASS``; an installed wheel carries
them inside the package (setup.py copies them there); in a source checkout or an editable
install, ``resources/`` sits at the top of the project, beside the package.
"""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

from .logs import logger


def resources_dir() -> Path:
    """The ``resources/`` folder: the bundle's, the package's, else the checkout's.

    RuntimeError if none of them exists.
    """
    package = Path(__file__).resolve().parents[1]
    candidates: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.append(Path(bundle) / "resources")
    candidates += [package / "resources", package.parent / "resources"]
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    looked = ", ".join(str(candidate) for candidate in candidates)
    raise RuntimeError(
        f"The game's resources folder is missing (looked in {looked}). "
        "Reinstall the game, or run it from a complete source checkout."
    )


def resource_file(*parts: str) -> Path | None:
    """``resources/<parts>`` if it is a regular file (``usable``), else None."""
    path = resources_dir().joinpath(*parts)
    return path if usable(path) else None


def usable(path: Path) -> bool:
    """Whether ``path`` is a regular file or a link to one (an installed copy may link its
    files); if not, a line in the log says why. It is looked at without being opened, so
    a pipe there (which Qt would wait on for ever) is skipped, never read."""
    try:
        mode = os.stat(path).st_mode
    except OSError as error:
        logger().warning("resource %s cannot be used: %s", path, error.strerror or error)
        return False
    if not stat.S_ISREG(mode):
        logger().warning("resource %s cannot be used: it is not a regular file", path)
        return False
    return True
