"""The points-by-name tool (lab/points_by_name.py) counts a level's points on the
match's duplicate deals."""

from __future__ import annotations

import pytest

from lab import points_by_name
from okpitch_desktop.engine import RuleSet

pytestmark = pytest.mark.lab


def test_points_by_name_counts_every_hand_of_both_plays_once():
    found = points_by_name.shares("omniscient", deals=6, seed=3, jobs=1)
    assert found["pitching"]["hands"] + found["defending"]["hands"] == 12
    for role in found.values():
        assert all(0 <= share <= 1 for name, share in role.items() if name != "hands")
    assert found["pitching"]["high"] > 0.5  # seeing every card, it names a trump it tops


def test_points_by_name_lists_only_the_points_the_rules_score():
    tool = points_by_name
    found = tool.shares("omniscient", deals=6, seed=3, jobs=1)
    assert "three" not in found["pitching"] and "three" not in found["defending"]
    assert "game" in found["pitching"]
    assert "three" in tool.points_in_play(RuleSet(three_of_trump=True))
