"""The contract estimate's discount (issue 15): quick playouts that see every card
overstate what a real play makes (lab/contract_calibration.py), so a level may
count the pitcher's team one point fewer in a share of the sampled deals."""

from __future__ import annotations

import random

import pytest
from helpers.positions import bidding_state

from okpitch_desktop.ai.players.levels import BUDGETS, make_player
from okpitch_desktop.ai.search.contract import sample_deals, simulate_contracts

HAND = ["AS", "KS", "JS", "2S", "TD", "9H", "5C", "7D", "8H"]


def estimates(discount: float):
    observation = bidding_state(HAND).observation(0)
    deals = sample_deals(observation, random.Random(4), 40)
    return simulate_contracts(observation, deals, discount)


def test_no_discount_counts_every_point_the_playouts_earn():
    plain, again = estimates(0.0), estimates(0.0)
    assert [e.earned for e in plain] == [e.earned for e in again]


def test_a_discount_takes_one_point_from_the_pitcher_in_that_share_of_the_deals():
    plain, discounted = estimates(0.0), estimates(0.25)
    for before, after in zip(plain, discounted, strict=True):
        lost = [b[0] - a[0] for b, a in zip(before.earned, after.earned, strict=True)]
        assert set(lost) <= {0, 1}
        scoring = sum(b[0] > 0 for b in before.earned)
        assert 0.15 * scoring <= sum(lost) <= 0.35 * scoring
        assert [b[1] for b in before.earned] == [a[1] for a in after.earned]  # the others'
        assert all(a[0] >= 0 for a in after.earned)
        assert after.chance_to_make(4, 0) <= before.chance_to_make(4, 0)


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_the_top_levels_bid_from_discounted_estimates(level):
    budget = BUDGETS[level]
    assert budget.contract_discount > 0
    observation = bidding_state(HAND).observation(0)
    choice = make_player(level).bid_choice(observation, random.Random(2))
    deals = sample_deals(observation, random.Random(2), budget.contract_samples)
    wanted = simulate_contracts(observation, deals, budget.contract_discount)
    assert [e.earned for e in choice.estimates] == [e.earned for e in wanted]


@pytest.mark.lab
def test_the_omniscient_ceiling_counts_its_true_deal_undiscounted():
    from lab.levels import make_lab_player

    assert make_lab_player("omniscient").budget.contract_discount == 0
