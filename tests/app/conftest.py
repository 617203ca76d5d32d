"""Controller tests keep every file they write (logs) in a temporary folder."""

from __future__ import annotations

import pytest

from okpitch_desktop.app.paths import HOME_OVERRIDE


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    """Point the game's data, config and log folders at a temporary folder."""
    monkeypatch.setenv(HOME_OVERRIDE, str(tmp_path / "home"))
    return tmp_path / "home"
