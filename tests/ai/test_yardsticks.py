"""The lab's yardsticks (lab/levels.py), never offered at the table: ``sparring`` is a
rule-based player; ``omniscient`` is today's hard on the true deal, and its two halves see it
only when bidding or only in play, and two parts of the second half only the trumps or only
the partner's hand in play."""

from __future__ import annotations

import random

import pytest
from helpers.positions import states_of_hand

from lab.levels import YARDSTICKS, make_lab_player
from okpitch_desktop.ai.matches.match import run_match
from okpitch_desktop.ai.players.levels import LEVELS
from okpitch_desktop.engine import RuleSet
from okpitch_desktop.engine.ranking import trump_order

pytestmark = pytest.mark.lab


def test_the_yardsticks_are_no_game_levels():
    assert set(YARDSTICKS).isdisjoint(LEVELS)
    assert {"sparring", "omniscient", "omniscient_bidding", "omniscient_play"} <= set(YARDSTICKS)
    assert {"omniscient_trumps", "omniscient_partner"} <= set(YARDSTICKS)
    with pytest.raises(ValueError, match="unknown level 'hard_v1'"):
        make_lab_player("hard_v1")


def test_each_half_of_omniscient_sees_the_true_deal_in_its_phase_only():
    states = list(states_of_hand(RuleSet(), 0))
    bidding = next(s for s in states if s.phase.value == "bid")
    play = next(s for s in states if s.phase.value == "play")
    sees_bidding, sees_play = (
        make_lab_player("omniscient_bidding"),
        make_lab_player("omniscient_play"),
    )
    true_deal = [(list(map(list, bidding.dealt_hands)), list(bidding.dealt_widow))]
    true_hands = [list(hand) for hand in play.hands]
    for state, truth, sees, guesses in (
        (bidding, true_deal, sees_bidding.deals, sees_play.deals),
        (play, [true_hands], sees_play.worlds, sees_bidding.worlds),
    ):
        sees_bidding.see(state, "seed")
        sees_play.see(state, "seed")
        observation = state.observation(state.to_act)
        assert list(sees(observation, random.Random(0))) == truth
        assert len(list(guesses(observation, random.Random(0)))) > 1  # sampled, as hard


def test_the_parts_of_omniscient_play_see_the_trumps_or_the_partner_and_sample_the_rest():
    state = next(s for s in states_of_hand(RuleSet(), 0) if s.phase.value == "play")
    observation = state.observation(state.to_act)
    seat, partner = observation.seat, (observation.seat + 2) % 4
    is_trump = trump_order(observation.trump).is_trump
    sees_trumps, sees_partner = (
        make_lab_player("omniscient_trumps"),
        make_lab_player("omniscient_partner"),
    )
    sees_trumps.see(state, "seed")
    sees_partner.see(state, "seed")
    trump_worlds = list(sees_trumps.worlds(observation, random.Random(0)))
    partner_worlds = list(sees_partner.worlds(observation, random.Random(0)))
    for hands in trump_worlds:
        assert [len(hand) for hand in hands] == [len(hand) for hand in state.hands]
        for other in set(range(4)) - {seat}:
            assert {c for c in hands[other] if is_trump(c)} == {
                c for c in state.hands[other] if is_trump(c)
            }
    for hands in partner_worlds:
        assert sorted(hands[partner]) == sorted(state.hands[partner])
    # the rest is sampled, as hard samples it
    assert len({tuple(map(tuple, hands)) for hands in trump_worlds}) > 1
    assert len({tuple(map(tuple, hands)) for hands in partner_worlds}) > 1
    assert any(sorted(hands[partner]) != sorted(state.hands[partner]) for hands in trump_worlds)


@pytest.mark.parametrize("players", [4, 6])
def test_sparring_plays_legal_whole_hands(players):
    for seed in range(4):
        for _ in states_of_hand(RuleSet(players=players), seed, make_lab_player("sparring")):
            pass  # HandState.apply refuses any illegal action


def test_sparring_beats_easy():
    """A yardstick must be stronger than the easy level it improves on."""
    report = run_match(RuleSet(), "sparring", "easy", 60, 1, make=make_lab_player)
    assert report["diff"] > 0, report
