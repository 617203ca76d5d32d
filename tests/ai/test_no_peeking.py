"""The computer players see only what their seat may know (issue 3; HAND_RECORD.md,
``suggest``; RULES.md R6 last point).

For positions in every phase, with 4 and 6 players, a second hand is built from the
position's record in which every card hidden from the acting seat is permuted: the other
seats' hands as dealt, the undealt widow, the others' exchanged and discarded cards. What
the seat may see stays put: its own cards and what it drew, every card played, and for the
6-player pitcher the widow it took. The replay must give the same observation, the
observation must name no hidden card, and every level must choose the same action with
the same seed.
"""

from __future__ import annotations

import random
import sys
import types

import pytest
from helpers.positions import observation_cards, pick_positions

from okpitch_desktop.ai import make_player
from okpitch_desktop.engine import (
    HandState,
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

LEVELS = ["random", "easy", "normal", "hard"]
TABLES = {
    "4p-exchange": RuleSet(),
    "4p-discard_three": RuleSet(four_player_discard="discard_three", follow="suit_or_trump"),
    "6p": RuleSet(players=6, first_lead_trump=True),
}


@pytest.fixture
def frozen_search_clock(monkeypatch):
    """Stop the clock the search levels read for their time limit.

    The searching levels stop sampling when a wall-clock deadline passes; on a busy machine
    that alone changes a move (test_determinism_and_budget.py checks it). Here only the
    information a player is given may differ between the two positions, so the clock is
    frozen and each level always thinks its full number of samples.
    """
    frozen = types.SimpleNamespace(perf_counter=lambda: 0.0, monotonic=lambda: 0.0,
                                   time=lambda: 0.0, process_time=lambda: 0.0)  # fmt: skip
    for name, module in list(sys.modules.items()):
        if name.startswith("okpitch_desktop.ai") and isinstance(
            getattr(module, "time", None), types.ModuleType
        ):
            monkeypatch.setattr(module, "time", frozen)


def situation(state: HandState):
    """A key naming the kind of decision, so each kind is tested once per table."""
    phase, seat = state.phase, state.to_act
    if phase is Phase.BID:
        return (phase, "first" if not state.bidding.history else "later")
    if phase is Phase.TRUMP:
        return (phase,)
    if phase is Phase.EXCHANGE:
        return (phase, "first" if all(e is None for e in state.exchanges) else "later")
    if phase is Phase.DISCARD:
        done = any(d is not None for d in state.discards)
        return (phase, seat == state.pitcher, done)
    if phase is Phase.PLAY:
        trick = len(state.tricks)
        stage = "first" if trick == 0 else "last" if trick == 5 else "middle"
        return (phase, stage, "lead" if not state.trick else "follow")
    return None


POSITIONS = {name: pick_positions(rules, range(8), situation) for name, rules in TABLES.items()}
CASES = [
    pytest.param(name, index, id=f"{name}-{index}")
    for name, states in POSITIONS.items()
    for index in range(len(states))
]


def test_every_phase_is_covered():
    for name, rules in TABLES.items():
        keys = {situation(state) for state in POSITIONS[name]}
        phases = {key[0] for key in keys}
        wanted = {Phase.BID, Phase.TRUMP, Phase.DISCARD, Phase.PLAY}
        assert phases == (wanted | {Phase.EXCHANGE} if rules.has_exchange else wanted)
        assert (Phase.BID, "later") in keys
        assert (Phase.PLAY, "middle", "follow") in keys
        if rules.has_exchange:
            assert (Phase.EXCHANGE, "later") in keys
        if rules.players == 6:  # the pitcher with the widow, and the others, discard
            assert {key[1] for key in keys if key[0] is Phase.DISCARD} == {True, False}


def visible_to(state: HandState, seat: int) -> set[int]:
    """The cards ``seat`` has seen: dealt to it, drawn by it, played, and the widow it
    took as the 6-player pitcher."""
    cards = set(state.dealt_hands[seat]) | set(state.received[seat]) | set(state.plays)
    if state.rules.players == 6 and seat == state.pitcher:
        cards |= set(state.dealt_widow)
    return cards


def permuted_record(state: HandState, seat: int, rng: random.Random, keep_suits: bool) -> dict:
    """The record of ``state`` with the cards hidden from ``seat`` permuted; with
    ``keep_suits`` a card only trades places with one of the same effective suit (R4), so
    that every play the others made stays legal."""
    hidden = sorted(set(DECK) - visible_to(state, seat))
    groups: dict[int, list[int]] = {0: hidden}
    if keep_suits:
        effective = trump_order(state.trump, state.rules.high_joker).effective_suit
        groups = {}
        for card in hidden:
            groups.setdefault(effective[card], []).append(card)
    mapping = {card: card for card in DECK}
    for cards in groups.values():
        shuffled = cards[:]
        rng.shuffle(shuffled)
        mapping.update(zip(cards, shuffled, strict=True))

    def move(names):
        return None if names is None else card_names(mapping[parse_card(n)] for n in names)

    record = hand_record(state)
    record["hands"] = [move(hand) for hand in record["hands"]]
    record["widow"] = move(record["widow"])
    for field in ("exchanges", "discards"):
        if field in record:
            record[field] = [move(entry) for entry in record[field]]
    assert move(record.get("plays", [])) == record.get("plays", [])
    return record


def hidden_twin(state: HandState, seat: int, seed: int) -> HandState:
    """The same position for ``seat`` with every hidden card moved (a free permutation
    when the replay allows it, else one within the effective suits)."""
    rng = random.Random(seed)
    for attempt in range(12):
        keep_suits = attempt >= 8 and state.phase is Phase.PLAY
        try:
            twin = replay_record(permuted_record(state, seat, rng, keep_suits))
        except RecordError:
            continue
        if twin.hands != state.hands or twin.widow != state.widow:
            return twin
    raise AssertionError("no permutation of the hidden cards replays")


@pytest.mark.parametrize(("table", "index"), CASES)
def test_hidden_cards_change_neither_observation_nor_move(table, index, frozen_search_clock):
    state = POSITIONS[table][index]
    seat = state.to_act
    observation = state.observation(seat)
    hidden = set(DECK) - visible_to(state, seat)
    assert not observation_cards(observation) & hidden, "the observation names a hidden card"
    for variant in range(2):
        twin = hidden_twin(state, seat, seed=1000 * index + variant)
        assert twin.phase is state.phase and twin.to_act == seat
        twin_observation = twin.observation(seat)
        assert twin_observation == observation
        assert not observation_cards(twin_observation) & hidden
        for level in LEVELS:
            for seed in (0, 1):
                ours = make_player(level).choose(observation, random.Random(seed))
                theirs = make_player(level).choose(twin_observation, random.Random(seed))
                assert ours == theirs, (level, seed, ours, theirs)


@pytest.mark.parametrize(("table", "index"), CASES)
def test_no_seat_sees_hidden_cards(table, index):
    """The same for every seat, acting or waiting (observations of the whole table)."""
    state = POSITIONS[table][index]
    for seat in range(state.rules.players):
        observation = state.observation(seat)
        assert not observation_cards(observation) & (set(DECK) - visible_to(state, seat))
        twin = hidden_twin(state, seat, seed=77 + seat)
        assert twin.observation(seat) == observation
