"""A hand-history folder that cannot be listed gives an empty list and the reason, never
a traceback (issue 64: Hand history would not open); a link among its games is not
followed."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from okpitch_desktop.app.stats.history import HandHistory

LEVELS = (None, "easy", "easy", "easy")


def test_a_folder_that_cannot_be_listed_gives_no_hands_and_says_why(tmp_path, monkeypatch):
    history = HandHistory(tmp_path / "history")
    history.add("g1", 1.7e9, 0, LEVELS, {})

    def refused(self: Path):
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(Path, "iterdir", refused)
    assert history.entries() == [] and history.problem == "Permission denied"


ROOT_PASSES = os.name != "posix" or os.geteuid() == 0  # permissions do not stop root


@pytest.mark.skipif(ROOT_PASSES, reason="permissions, which root passes")
def test_an_unreadable_folder_gives_no_hands(tmp_path) -> None:
    history = HandHistory(tmp_path / "history")
    history.add("g1", 1.7e9, 0, LEVELS, {})
    history.folder.chmod(0o000)
    try:
        assert history.entries() == [] and history.problem
    finally:
        history.folder.chmod(0o755)


def test_a_link_among_the_games_is_not_followed(tmp_path) -> None:
    elsewhere = HandHistory(tmp_path / "elsewhere")
    path = elsewhere.add("g1", 1.7e9, 0, LEVELS, {})
    history = HandHistory(tmp_path / "history")
    history.folder.mkdir()
    (history.folder / path.parent.name).symlink_to(path.parent)
    assert history.entries() == [] and history.problem is None
