"""Inference from the cards played (play_evidence.py): a sampled deal in which a seat's card
is not what the quick policy would play from its sampled hand is kept less often."""

from __future__ import annotations

import random
from dataclasses import replace
from statistics import fmean

import pytest
from helpers.cards import cs
from helpers.positions import play_record, seat_two_observation, states_of_hand

from okpitch_desktop.ai.players.levels import BUDGETS
from okpitch_desktop.ai.players.search_player import SearchPlayer
from okpitch_desktop.ai.search.play_evidence import PlayEvidence
from okpitch_desktop.ai.search.sampling import PlaySampler
from okpitch_desktop.engine import HandState, Phase, RuleSet, replay_record
from okpitch_desktop.engine.cards import Card
from okpitch_desktop.engine.deal import deal

# Seat 3 (the pitcher) leads the 6 of hearts; seat 0 plays its 5 of hearts although its 9
# would take the trick from the other side; seat 1 follows with its only heart.
LET_GO = dict(
    hands={
        3: "6H AS KS QD 7C 8D",
        0: "9H 5H 4D 3C KC 5D",
        1: "2H 9C 8C 7D TD JC",
        2: "QS 4S TS JH 5C 6C",
    },
    plays="6H 5H 2H",
    trump="S",
    pitcher=3,
)


def true_hands(spec: dict) -> list[list[Card]]:
    """Every seat's hand in the position ``play_record(**spec)`` reaches."""
    return [list(hand) for hand in replay_record(play_record(**spec)).hands]


def test_a_deal_that_gives_a_seat_the_card_it_let_go_with_is_kept_half_as_often():
    observation = seat_two_observation(LET_GO)
    true = true_hands(LET_GO)
    without_nine = [list(hand) for hand in true]
    without_nine[0] = [card for card in true[0] if card != cs("9H")[0]] + cs("2C")
    evidence = PlayEvidence(observation, mismatch_weight=0.5)
    assert evidence.chance(without_nine) == 2 * evidence.chance(true)


def test_without_a_mismatch_weight_every_deal_is_kept():
    observation = seat_two_observation(LET_GO)
    assert PlayEvidence(observation, mismatch_weight=1.0).chance(true_hands(LET_GO)) == 1.0


class FullReplay(PlayEvidence):
    """The evidence with every draw's replay played to its end."""

    def chance(self, hands, floor: float = -1.0) -> float:
        return super().chance(hands)


def test_a_draw_keeps_the_same_deal_when_its_replays_stop_early():
    """The replay of a draw stops once the draw can be neither kept nor the likeliest: the
    deals drawn, and the random numbers used, are those of replays played to the end."""
    compared = 0
    for seed in range(6):
        for state in states_of_hand(RuleSet(), seed, level="easy"):
            if state.phase is not Phase.PLAY or len(state.tricks) < 2 or state.trick:
                continue
            observation = state.observation(state.to_act)
            sampler = PlaySampler(observation)
            early, full = PlayEvidence(observation, 0.5), FullReplay(observation, 0.5)
            early_rng, full_rng = random.Random(seed), random.Random(seed)
            for _ in range(20):
                assert early.draw(sampler, early_rng) == full.draw(sampler, full_rng)
            assert early_rng.random() == full_rng.random()
            compared += 1
    assert compared >= 12


def share_in_true_hands(budget, hands: int) -> list[float]:
    """At each decision of tricks 2 to 5 of hands played by ``sparring`` (a rule-based
    player unlike the search's quick policy), the share of the cards sampled into the
    other hands that really are in those hands."""
    rules = RuleSet()
    from lab.sparring import SparringPlayer

    sparring = SparringPlayer()
    searcher = SearchPlayer(replace(budget, play_samples=40))
    shares = []
    for number in range(hands):
        rng = random.Random(f"play-evidence/{number}")
        dealer = number % rules.players
        state = HandState(rules, dealer, *deal(rules, dealer, rng))
        while state.result is None:
            observation = state.observation(state.to_act)
            if observation.phase is Phase.PLAY and 1 <= len(observation.tricks) <= 4:
                holder = {card: seat for seat in range(4) for card in state.hands[seat]}
                placed = right = 0
                for sampled in searcher.worlds(observation, random.Random(number)):
                    for seat, cards in enumerate(sampled):
                        if seat != observation.seat:
                            placed += len(cards)
                            right += sum(holder.get(card) == seat for card in cards)
                shares.append(right / placed)
            state.apply(sparring.choose(observation, rng))
    return shares


@pytest.mark.lab
def test_hard_samples_more_cards_where_they_are_from_the_play_so_far():
    """Over 24 hands of sparring (384 decisions), more of the sampled cards lie in the hand
    they were sampled into with the play's evidence than without it (measured with the
    weight sampler: 0.176 without, 0.199 with)."""
    with_evidence = share_in_true_hands(BUDGETS["hard"], hands=24)
    without = share_in_true_hands(replace(BUDGETS["hard"], mismatch_weight=1.0), hands=24)
    assert fmean(with_evidence) > fmean(without) + 0.015, (fmean(with_evidence), fmean(without))
