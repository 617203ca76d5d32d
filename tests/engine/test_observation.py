"""R6 (last point): a seat's observation holds only what that seat may know.

Never another seat's cards, the undealt widow (except the 6-player pitcher's picked-up
widow), or another seat's exchanged or discarded cards. Checked two ways: the cards found
in an observation are all visible to the seat, and permuting every hidden card gives the
very same observation.
"""

from __future__ import annotations

import random

import pytest
from helpers.hands import all_rule_sets, deal_with, random_state, win_bidding

from okpitch_desktop.engine import (
    DeclareTrump,
    HandState,
    Observation,
    Phase,
    RecordError,
    RuleSet,
    card_names,
    hand_record,
    parse_card,
    replay_record,
)
from okpitch_desktop.engine.cards import DECK
from okpitch_desktop.engine.ranking import trump_order

RULE_SETS = [
    RuleSet(),
    RuleSet(four_player_discard="discard_three"),
    RuleSet(players=6),
    RuleSet(players=6, bidding="single_round", follow="suit"),
    RuleSet(follow="suit_or_trump", first_lead_trump=True, three_of_trump=True),
]


def visible(state: HandState, seat: int) -> set[int]:
    """The cards ``seat`` may know: its dealt cards, what it drew, every card played, and
    for the 6-player pitcher the widow it picked up."""
    cards = set(state.dealt_hands[seat]) | set(state.received[seat]) | set(state.plays)
    if state.rules.players == 6 and state.pitcher == seat:
        cards |= set(state.dealt_widow)
    return cards


def cards_in(obs: Observation) -> set[int]:
    found = set(obs.hand) | set(obs.widow_taken) | set(obs.received) | set(obs.trick)
    found |= set(obs.exchanged or ()) | set(obs.discarded or ()) | set(obs.legal_cards)
    for trick in obs.tricks:
        found |= set(trick.cards)
    return found


def positions(rules: RuleSet, seed: int, every: int = 1):
    """Random positions of one random hand, from the deal to the end."""
    rng = random.Random(seed)
    final = random_state(rules, rng)
    record = hand_record(final)
    steps = len(record["bids"]) + ("trump" in record)
    steps += sum(e is not None for e in record.get("exchanges") or [])
    steps += len(record.get("discards") or []) + len(record.get("plays") or [])
    for step in range(0, steps + 1, every):
        yield random_state(rules, random.Random(seed), step)


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: f"{r.players}p-{r.four_player_discard}")
@pytest.mark.parametrize("seed", range(3))
def test_r6_observation_holds_only_visible_cards(rules, seed):
    """R6: every card in an observation is one the seat may know."""
    for state in positions(rules, seed):
        for seat in range(rules.players):
            obs = state.observation(seat)
            assert cards_in(obs) <= visible(state, seat)
            assert obs.hand == tuple(state.hands[seat])
            assert obs.seat == seat and obs.phase == state.phase


def permute_hidden(state: HandState, seat: int, rng: random.Random, keep_suits: bool) -> dict:
    """The record of ``state`` with every card hidden from ``seat`` permuted; with
    ``keep_suits`` each card moves to a card of the same effective suit, so that the
    others' plays stay legal."""
    hidden = sorted(set(DECK) - visible(state, seat))
    mapping = {card: card for card in DECK}
    if keep_suits and state.trump is not None:
        effective = trump_order(state.trump, state.rules.high_joker).effective_suit
        groups: dict[int, list[int]] = {}
        for card in hidden:
            groups.setdefault(effective[card], []).append(card)
    else:
        groups = {0: hidden}
    for cards in groups.values():
        shuffled = cards[:]
        rng.shuffle(shuffled)
        mapping.update(zip(cards, shuffled, strict=True))
    record = hand_record(state)

    def swap(names):
        if names is None:
            return None
        return card_names(mapping[parse_card(name)] for name in names)

    record["hands"] = [swap(hand) for hand in record["hands"]]
    record["widow"] = swap(record["widow"])
    for field in ("exchanges", "discards"):
        if field in record:
            record[field] = [swap(entry) for entry in record[field]]
    assert swap(record.get("plays", [])) == record.get("plays", [])  # plays are public
    return record


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: f"{r.players}p-{r.four_player_discard}")
@pytest.mark.parametrize("seed", range(3))
def test_r6_observation_does_not_change_when_hidden_cards_are_permuted(rules, seed):
    """R6: the same position with every hidden card moved gives the same observation:
    other hands, the undealt widow, others' exchanges and discards are not in it."""
    rng = random.Random(1000 + seed)
    changed = 0
    for state in positions(rules, seed, every=3):
        for seat in range(rules.players):
            other = None
            for attempt in range(4):  # a free permutation first, then one keeping suits
                record = permute_hidden(state, seat, rng, keep_suits=attempt == 3)
                try:
                    other = replay_record(record)
                    break
                except RecordError:
                    continue
            assert other is not None
            assert other.phase == state.phase and other.to_act == state.to_act
            assert other.observation(seat) == state.observation(seat)
            changed += other.dealt_hands != state.dealt_hands
    assert changed > 0  # the hidden cards did move


def test_r6_six_player_pitcher_sees_the_widow_and_nobody_else():
    """R6: the 6-player pitcher's observation holds the widow it picked up; the others'
    do not, and they cannot tell which cards were in it."""
    rules = RuleSet(players=6)
    state = deal_with(rules, dealer=5)
    widow = tuple(state.widow)
    assert all(state.observation(s).widow_taken == () for s in range(6))
    win_bidding(state, 2, 3)
    state.apply(DeclareTrump(1))
    assert state.observation(2).widow_taken == widow
    assert set(widow) <= set(state.observation(2).hand)
    for seat in (0, 1, 3, 4, 5):
        obs = state.observation(seat)
        assert obs.widow_taken == ()
        assert not set(widow) & cards_in(obs)
        assert obs.hand_sizes[2] == 14  # the count is public


def test_r6_four_player_widow_is_never_seen_by_the_pitcher():
    """R6: with 4 players nobody sees the widow (the pitcher declares without it)."""
    for discard in ("exchange", "discard_three"):
        state = deal_with(RuleSet(four_player_discard=discard), dealer=3)
        win_bidding(state, 0, 2)
        for seat in range(4):
            obs = state.observation(seat)
            assert obs.widow_taken == ()
            assert not set(state.widow) & cards_in(obs)


def test_r6_own_exchange_and_discards_are_known_others_only_counted():
    """R6: a seat knows its own exchange, what it drew and its discards; of the others
    only how many cards they exchanged."""
    rng = random.Random(5)
    rules = RuleSet()
    state = random_state(rules, rng, steps=30)  # in the play phase, after the exchanges
    assert state.phase is Phase.PLAY
    for seat in range(4):
        obs = state.observation(seat)
        assert obs.exchanged == state.exchanges[seat]
        assert obs.received == state.received[seat]
        assert obs.discarded == state.discards[seat]
        assert obs.exchange_counts == tuple(len(e) for e in state.exchanges)
        assert obs.legal_cards == (state.legal_cards() if state.to_act == seat else ())


def test_r6_observations_of_every_rule_combination_hold_only_visible_cards():
    """R6 for all 768 option combinations, one random position each."""
    rng = random.Random(77)
    for rules in all_rule_sets():
        state = random_state(rules, rng, steps=rng.randrange(60))
        for seat in range(rules.players):
            assert cards_in(state.observation(seat)) <= visible(state, seat)
