"""Each bid's real chance (issue 62): from the search's deals on the seat's own cards, not
from the score alone; the same deals the coach and the hint value the bid on."""

from __future__ import annotations

import pytest
from helpers.hands import deal_with

from okpitch_desktop.ai.review.bid_chances import bid_chances, chances_from
from okpitch_desktop.ai.review.coach import check_decision
from okpitch_desktop.engine import Bid, RuleSet

CINCH = "AS KS QS JS JC RJ BJ TS 2S"  # every trump point of spades: all 7 points (R8)
BUST = "3H 4D 6C 7S 5H 8D 9C 2D 4C"
SEED = 7


def first_bid(cards: str, scores: tuple[int, ...], players: int = 4):
    """The person (seat 0) to bid first with ``cards``, at ``scores``."""
    rules = RuleSet(players=players)
    fixed = {0: cards if players == 4 else " ".join(cards.split()[:8])}
    return deal_with(rules, dealer=players - 1, fixed=fixed, scores=scores).observation(0)


@pytest.mark.parametrize("scores", [(0, 0), (15, 12)])
def test_a_cinch_and_a_bust_at_the_same_score_get_different_chances(scores):
    cinch = bid_chances(first_bid(CINCH, scores), SEED)
    bust = bid_chances(first_bid(BUST, scores), SEED)
    assert [c.bid for c in cinch.bids] == [c.bid for c in bust.bids] == [2, 3, 4, 5, 6, 7]
    assert all(c.make >= 0.95 for c in cinch.bids), cinch
    assert bust.of(7).make < 0.2 < 0.95 <= cinch.of(7).make
    makes = [c.make for c in bust.bids]
    assert makes == sorted(makes, reverse=True) and makes[0] > makes[-1] + 0.3
    for cinch_bid, bust_bid in zip(cinch.bids, bust.bids, strict=True):
        assert cinch_bid.game > bust_bid.game
    # A cinch scores all its points whatever it bids (R8): once made, its chance to win the
    # game is that of 7 points, not of a usual made 2.
    assert len({c.if_made for c in cinch.bids}) == 1


def test_the_chances_come_from_the_deals_the_coach_values_the_bid_on():
    observation = first_bid(BUST, (5, 9))
    check = check_decision(observation, SEED)
    found = chances_from(check)
    assert found == bid_chances(observation, SEED)
    assert found.deals == 384  # hard's review budget for a bid
    for chance in found.bids:
        (valued,) = [v for v in check.values if v.action == Bid(chance.bid)]
        assert chance.make == valued.odds.make_chance
        assert chance.won == round(valued.odds.ours, 3)
        assert chance.if_made == valued.odds.game_if_made
        assert chance.game == pytest.approx(
            chance.make * chance.if_made + (1 - chance.make) * chance.if_set
        )


def test_at_six_players_each_bid_has_its_chances():
    found = bid_chances(first_bid(CINCH, (0, 0, 0), players=6), SEED)
    assert [c.bid for c in found.bids] == [2, 3, 4, 5, 6, 7]
    assert all(0 <= c.make <= 1 and 0 <= c.game <= 1 for c in found.bids)
    assert found.of(2).make > 0.95 and found.of(2).game > 1 / 3  # beats an even start


def test_only_a_bid_has_bid_chances():
    observation = first_bid(BUST, (0, 0))
    with pytest.raises(ValueError, match="not a bid"):
        bid_chances(observation._replace(phase=observation.phase.TRUMP), SEED)
