"""Fixtures of the computer-player tests."""

import pytest

from okpitch_desktop.ai.players import search_player


@pytest.fixture
def stopped_clock(monkeypatch):
    """Every decision thinks its full number of samples (its time budget never runs out),
    as when recorded moves and values were made."""
    monkeypatch.setattr(search_player.time, "perf_counter", lambda: 0.0)
