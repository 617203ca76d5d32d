"""The game's own folders, looked at once at start (before anything is read from them):
a folder whose name is a link that leads back to itself can hold nothing, so the link is
set aside (renamed, never followed) and a new folder is made in its place when needed.
Any other problem with a folder is left to the reads and writes, which say so."""

from __future__ import annotations

import errno
import os
from pathlib import Path

from ..language import tr
from ..paths import config_dir, data_dir, log_dir
from .safe_read import set_aside

LOOP_LABEL = "loop"


def set_aside_looping_folders() -> list[str]:
    """Set aside each of the game's folders that is a link looping back to itself; one
    message for the player for each."""
    messages = []
    for folder in (config_dir(), data_dir(), log_dir()):
        if not _loops(folder):
            continue
        kept = set_aside(folder, LOOP_LABEL, "it is a link that leads back to itself")
        if kept is None:
            text = tr("The folder {folder} is a link that leads back to itself: nothing can"
                      " be kept in it this time.")  # fmt: skip
            messages.append(text.format(folder=folder))
        else:
            text = tr("The folder {folder} was a link that leads back to itself: it is kept"
                      " as {name}, and a new, empty folder is used.")  # fmt: skip
            messages.append(text.format(folder=folder, name=kept.name))
    return messages


def _loops(folder: Path) -> bool:
    try:
        os.stat(folder)
    except OSError as error:
        return error.errno == errno.ELOOP and os.path.islink(folder)
    return False
