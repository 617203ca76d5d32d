"""The bid model tool (lab/bid_model.py) reads a level's bidding against its count."""

from __future__ import annotations

import pytest

from lab import bid_model

pytestmark = pytest.mark.lab


def test_the_bid_model_tool_finds_easy_bidding_its_count():
    """easy bids what its count covers and passes below the lowest bid (two more over a
    partner's bid), which the tool must show."""
    found = bid_model.turns("easy", hands=40)
    assert found["bid"] and found["pass"] and found["pass_over_partner"]
    assert min(found["bid"]) >= 0
    assert max(found["pass"]) <= -1
    assert max(found["pass_over_partner"]) <= 1
