"""The sampler calibration tool's ``--pitcher`` mode (lab/sampler_calibration.py)
counts the pitcher's trumps and honours by what its contract says, held and sampled."""

from __future__ import annotations

import pytest

from lab import sampler_calibration

pytestmark = pytest.mark.lab


def test_the_tool_finds_a_forced_dealer_holding_fewer_honours_than_a_bidder():
    """At 4 players a dealer forced to bid holds fewer trump honours than a pitcher who bid
    2, while the sampler weighs both alike."""
    tool = sampler_calibration
    counts = tool.pitcher_counts(tool.first_plays("easy", players=4, hands=800), "kept", deals=5)
    forced, bid = counts["forced"], counts["bid 2"]
    assert forced["positions"] and bid["positions"]
    assert forced["honours held"] < bid["honours held"] - 0.15, (forced, bid)
    assert abs(forced["honours sampled"] - bid["honours sampled"]) < 0.15, (forced, bid)
