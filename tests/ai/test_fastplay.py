"""The search's bitmask play (ai/search/fastplay.py) must agree with the engine: the same legal
cards at every step under every follow rule (R7), the same tricks, the same score (R8)."""

from __future__ import annotations

import itertools
import random

import pytest

from okpitch_desktop.ai.search.fastplay import FastHand, cards_of, history_hand, mask_of, tables
from okpitch_desktop.engine import Discard, HandState, Phase, Play, RuleSet
from okpitch_desktop.engine.deal import deal

VARIANTS = [
    RuleSet(
        players=players,
        follow=follow,
        low_point=low,
        game_point=game,
        three_of_trump=three,
        first_lead_trump=first,
        high_joker=joker,
    )  # fmt: skip
    for players, follow, low, game, three, first, joker in itertools.product(
        (4, 6),
        ("suit_trump_anytime", "suit_or_trump", "suit"),
        ("played", "captured"),
        ("count", "ten_of_trump"),
        (False, True),
        (False, True),
        ("red", "black"),
    )
]


def play_phase_state(rules: RuleSet, rng: random.Random) -> HandState:
    """A hand taken to its first lead by random legal choices."""
    hands, widow = deal(rules, rng.randrange(rules.players), rng)
    state = HandState(rules, 0, hands, widow)
    while state.phase is not Phase.PLAY:
        if state.phase is Phase.DISCARD:  # the 6-player pitcher has 3,003 choices: sample
            cards = list(state.legal_cards())
            state.apply(Discard(tuple(rng.sample(cards, state.discard_count(state.to_act)))))
        else:
            state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: f"{r.players}-{r.follow}-{r.low_point}")
def test_fast_play_agrees_with_the_engine(rules: RuleSet) -> None:
    """R7/R8: legal masks, trick winners and the final score match the engine."""
    rng = random.Random(repr(rules))
    for _ in range(4):
        state = play_phase_state(rules, rng)
        t = tables(state.trump, rules)
        fast = FastHand(t, [mask_of(hand) for hand in state.hands], state.pitcher, 0)
        while state.result is None:
            assert list(cards_of(fast.legal())) == sorted(state.legal_cards())
            card = rng.choice(state.legal_cards())
            state.apply(Play(card))
            fast.play(card)
            if state.result is None and not state.trick:
                assert fast.leader == state.leader  # the same trick winner
        result = state.result
        deltas = [after - before for after, before in zip(result.scores, state.scores, strict=True)]
        assert fast.deltas(rules.team_of(state.pitcher), state.bid) == deltas


def test_cards_of_lists_every_card_of_a_mask_lowest_first() -> None:
    rng = random.Random(3)
    for size in range(55):
        cards = sorted(rng.sample(range(54), size))
        assert list(cards_of(mask_of(cards))) == cards


def test_a_top_trump_is_one_no_card_out_of_sight_beats() -> None:
    """``is_top_trump`` agrees with its definition: every trump stronger than the card has
    been played, is in the hand to act, or is in no hand."""
    rules = RuleSet()
    rng = random.Random(5)
    checked = 0
    for _ in range(40):
        state = play_phase_state(rules, rng)
        while state.phase is Phase.PLAY:
            t = tables(state.trump, rules)
            fast = history_hand(t, state.tricks, state.trick, state.leader)
            fast.deal([mask_of(hand) for hand in state.hands])
            out_of_sight = set(cards_of(t.trump_mask)) - set(state.hands[state.to_act])
            out_of_sight -= set(cards_of(fast.gone)) | {
                c for c in range(54) if any(m >> c & 1 for m in fast.played)
            }
            for card in state.hands[state.to_act]:
                if t.trump_mask >> card & 1:
                    stronger = [c for c in out_of_sight if t.strength[c] > t.strength[card]]
                    assert fast.is_top_trump(card) == (not stronger)
                    checked += 1
            state.apply(Play(rng.choice(state.legal_cards())))
    assert checked > 500


def test_history_hand_rebuilds_the_trick_in_progress() -> None:
    """A position rebuilt from the tricks played continues exactly like the real one."""
    rules = RuleSet()
    rng = random.Random(7)
    state = play_phase_state(rules, rng)
    for _ in range(10):
        state.apply(Play(rng.choice(state.legal_cards())))
    t = tables(state.trump, rules)
    fast = history_hand(t, state.tricks, state.trick, state.leader)
    fast.hands = [mask_of(hand) for hand in state.hands]
    assert fast.to_act == state.to_act
    assert list(cards_of(fast.legal())) == sorted(state.legal_cards())
