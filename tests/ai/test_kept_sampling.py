"""The kept-hand sampler (kept_sampling.py): each other seat's sampled hand is the top of the
cards it saw, what it let go lying below its lowest kept card."""

from __future__ import annotations

import random
from statistics import fmean

import pytest
from helpers.positions import first_lead, play_record, states_of_hand

from okpitch_desktop.ai import make_player
from okpitch_desktop.ai.search.evaluator import play_sampler
from okpitch_desktop.ai.search.kept_sampling import KeptSampler
from okpitch_desktop.ai.search.knowledge import known_voids, order_of, unseen_cards
from okpitch_desktop.ai.search.sampling import PlaySampler
from okpitch_desktop.engine import Phase, RuleSet, replay_record
from okpitch_desktop.engine.ranking import trump_order


@pytest.mark.parametrize(
    "rules",
    [RuleSet(), RuleSet(four_player_discard="discard_three"), RuleSet(players=6)],
    ids=["4 players", "discard three", "6 players"],
)
def test_every_sampled_deal_places_each_unseen_card_once_and_keeps_the_voids(rules):
    """In every play position of easy's hands: the seat's own hand as it is, every other
    hand of its size, made of cards the seat has not seen, none twice, and none of a suit
    its seat has shown it lacks."""
    rng = random.Random(5)
    for seed in range(4):
        for state in states_of_hand(rules, seed):
            if state.phase is not Phase.PLAY:
                continue
            observation = state.observation(state.to_act)
            unseen, voids = set(unseen_cards(observation)), known_voids(observation)
            suit = order_of(observation).effective_suit
            sampler = KeptSampler(observation)
            for _ in range(10):
                hands = sampler.sample(rng)
                assert hands[observation.seat] == list(observation.hand)
                assert tuple(map(len, hands)) == observation.hand_sizes
                others = [c for s, hand in enumerate(hands) if s != observation.seat for c in hand]
                assert len(set(others)) == len(others) and set(others) <= unseen
                for seat, hand in enumerate(hands):
                    assert not {suit[card] for card in hand} & voids[seat]


# Trump spades. Seat 1 followed the pitcher's heart lead with the 3 of hearts: it kept a card
# worth so little that everything it let go was lower still, so it saw few trumps.
LOW_CARD_KEPT = dict(
    hands={
        0: "6H AS KS QD 7C 8D",
        1: "3H 9C 8C 7D TD JC",
        2: "QS 4S TS JH 5C 6C",
        3: "AH 5S 2S KD 4C 9D",
    },
    plays="6H 3H",
    trump="S",
    pitcher=0,
)


def test_a_seat_that_kept_a_low_plain_card_is_sampled_with_fewer_trumps():
    """Seen by seat 2, seat 1 kept the 3 of hearts: the kept-hand sampler gives it fewer
    trumps than seat 3, which has shown nothing, and fewer than the weight sampler gives
    it, which counts every seat alike."""
    observation = replay_record(play_record(**LOW_CARD_KEPT)).observation(2)
    trump = order_of(observation).is_trump

    def trumps(sampler, seat: int) -> float:
        rng = random.Random(7)
        return fmean(sum(map(trump, sampler.sample(rng)[seat])) for _ in range(400))

    kept = KeptSampler(observation)
    weighed = PlaySampler(observation)
    assert trumps(kept, 1) < trumps(kept, 3) - 0.5
    assert trumps(kept, 1) < trumps(weighed, 1) - 0.3


def test_at_six_players_the_pitcher_is_sampled_with_as_many_trumps_as_it_holds():
    """The pitcher of 6 takes the widow and keeps its trumps of 14 cards: seen by the other
    seats when play starts, hard samples it with as many trumps as pitchers hold (the
    weight sampler drew it about a trump short: 3.4 against 4.3 to 4.7)."""
    hard, rules = make_player("hard"), RuleSet(players=6)
    sampled, held = [], []
    for number in range(40):
        state = first_lead(rules, number)
        rng, trump = random.Random(number), trump_order(state.trump).is_trump
        for seat in set(range(6)) - {state.pitcher}:
            sampler = play_sampler(state.observation(seat), hard.budget)
            hands = [sampler.sample(rng)[state.pitcher] for _ in range(10)]
            sampled.append(fmean(sum(map(trump, hand)) for hand in hands))
        held.append(sum(map(trump, state.hands[state.pitcher])))
    assert abs(fmean(sampled) - fmean(held)) < 0.3, (fmean(sampled), fmean(held))
