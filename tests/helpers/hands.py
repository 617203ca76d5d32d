"""Small builders for engine tests: hands from explicit cards, bidding, trump, discards.

Positions are built the way a real hand gets there (deal, bid, declare, exchange, discard)
so that every test drives the same public API as the game, the AI and the command line.
"""

from __future__ import annotations

from helpers.cards import CARDS_DEALT, cs
from helpers.rule_options import OPTION_VALUES
from okpitch_desktop.engine import (
    Bid,
    DeclareTrump,
    Discard,
    Exchange,
    HandState,
    Pass,
    Phase,
    Play,
    RuleSet,
    card_name,
    parse_suit,
)
from okpitch_desktop.engine.cards import DECK


def deal_with(
    rules: RuleSet | None = None,
    dealer: int = 3,
    fixed: dict[int, str] | None = None,
    widow_top: str = "",
    scores: tuple[int, ...] | None = None,
) -> HandState:
    """A fresh hand where each seat in ``fixed`` is dealt those cards (then filler) and the
    widow starts with ``widow_top``; every other card fills up in deck order."""
    rules = rules or RuleSet()
    players = rules.players
    fixed = fixed or {}
    hands = [cs(fixed.get(seat, "")) for seat in range(players)]
    widow = cs(widow_top)
    used = [card for hand in hands for card in hand] + widow
    assert len(used) == len(set(used)), "a card is fixed twice"
    each = CARDS_DEALT[players]
    assert all(len(hand) <= each for hand in hands)
    rest = [card for card in DECK if card not in set(used)]
    for hand in hands:
        while len(hand) < each:
            hand.append(rest.pop(0))
    widow += rest
    assert len(widow) == 54 - each * players
    return HandState(rules, dealer, hands, widow, scores)


def win_bidding(state: HandState, pitcher: int, bid: int = 2) -> None:
    """Everyone passes except ``pitcher``, who bids ``bid`` (R5)."""
    while state.phase is Phase.BID:
        state.apply(Bid(bid) if state.to_act == pitcher else Pass())
    assert state.pitcher == pitcher and state.bid == bid


def play_position(
    hands: dict[int, str],
    trump: str = "S",
    rules: RuleSet | None = None,
    pitcher: int = 0,
    dealer: int | None = None,
    bid: int = 2,
    scores: tuple[int, ...] | None = None,
) -> HandState:
    """A hand in the play phase in which each seat holds exactly the 6 cards given (seats
    left out get 6 cards nobody else holds).

    Every seat is dealt its 6 cards plus filler; nobody exchanges anything and everybody
    discards the filler (and, with 6 players, the pitcher the widow too).
    """
    rules = rules or RuleSet()
    players = rules.players
    if dealer is None:
        dealer = (pitcher - 1) % players  # the pitcher speaks first
    hands = dict(hands)
    given = {card for text in hands.values() for card in cs(text)}
    spare = [card for card in DECK if card not in given]
    for seat in range(players):  # seats not given get 6 unused cards, low ones first
        if seat not in hands:
            hands[seat] = " ".join(card_name(card) for card in spare[:6])
            del spare[:6]
    keep = {seat: cs(hands[seat]) for seat in range(players)}
    assert all(len(cards) == 6 for cards in keep.values())
    state = deal_with(rules, dealer, hands, scores=scores)
    win_bidding(state, pitcher, bid)
    state.apply(DeclareTrump(parse_suit(trump)))
    while state.phase is Phase.EXCHANGE:
        state.apply(Exchange(()))
    while state.phase is Phase.DISCARD:
        seat = state.to_act
        state.apply(Discard(tuple(card for card in state.hands[seat] if card not in keep[seat])))
    assert state.phase is Phase.PLAY
    assert all(sorted(state.hands[seat]) == sorted(keep[seat]) for seat in range(players))
    return state


def play(state: HandState, text: str) -> None:
    """Play the given cards in order, each by the seat to act."""
    for card in cs(text):
        state.apply(Play(card))


def legal_names(state: HandState) -> set[str]:
    return {card_name(card) for card in state.legal_cards()}


def random_action(state: HandState, rng):
    """A random legal action, without enumerating the exchange and discard combinations
    (the 6-player pitcher has 3003 discards)."""
    phase = state.phase
    if phase is Phase.EXCHANGE:
        cards = state.legal_cards()
        return Exchange(tuple(rng.sample(cards, rng.randint(0, min(3, len(cards))))))
    if phase is Phase.DISCARD:
        cards = state.legal_cards()
        return Discard(tuple(rng.sample(cards, state.discard_count(state.to_act))))
    return rng.choice(state.legal_actions())


def random_state(rules: RuleSet, rng, steps: int | None = None) -> HandState:
    """A random deal played randomly for ``steps`` actions (to the end if None)."""
    import random

    from okpitch_desktop.engine.deal import deal

    dealer = rng.randrange(rules.players)
    hands, widow = deal(rules, dealer, random.Random(rng.random()))
    state = HandState(rules, dealer, hands, widow)
    taken = 0
    while state.phase is not Phase.DONE and (steps is None or taken < steps):
        state.apply(random_action(state, rng))
        taken += 1
    return state


def all_rule_sets() -> list[RuleSet]:
    """Every combination of the options (target aside): 768 rule sets."""
    from itertools import product

    return [
        RuleSet(**dict(zip(OPTION_VALUES, combo, strict=True)))
        for combo in product(*OPTION_VALUES.values())
    ]
