"""A private home for the game's files: imported by a folder's conftest, every test there
keeps its settings, saves, statistics and logs in its own temporary folder."""

from __future__ import annotations

import pytest

from okpitch_desktop.app.paths import HOME_OVERRIDE


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    """The game's folders under ``tmp_path / "home"`` (returned)."""
    monkeypatch.setenv(HOME_OVERRIDE, str(tmp_path / "home"))
    return tmp_path / "home"
