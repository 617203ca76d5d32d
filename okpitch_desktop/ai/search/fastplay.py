"""The search's inner loop: the play of a hand on bitmasks, with every card's place known.

A hand is an int with bit ``card`` set for each card held; tables per trump suit and rule
set give each card's effective suit and strength (R4). A playout plays every seat with a
quick heuristic; the last tricks can be solved exactly, each seat choosing what is best for
its own team (max-n, so with three teams every team is scored, not "us against them").
Scoring follows R8 on the masks of cards each team played and captured; a test checks it
against the engine's own scoring on many hands.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache

from ...engine import RuleSet, Trick
from ...engine.cards import DECK, THREE, Card, make_card
from ...engine.ranking import GAME_VALUE
from .tactics import card_values

TRICKS_PER_HAND = 6
FULL_DECK = (1 << 54) - 1
FOLLOW_CODES = {"suit_trump_anytime": 0, "suit_or_trump": 1, "suit": 2}
_RANK_VALUES = [GAME_VALUE[card] for card in range(13)]  # by rank index, same in every suit

# Per 13-bit mask of one suit: the "Game" count of its ranks, and, per suit, its cards
# lowest first (cards_of's lookup); each built from the mask without its lowest card, ten
# times quicker at import than going over each mask afresh.
SUIT_VALUE = [0] * 8192
_SUIT_CARDS: list[list[tuple[Card, ...]]] = [[()] * 8192 for _ in range(4)]
for _bits in range(1, 8192):
    _rest = _bits & (_bits - 1)
    _rank = (_bits ^ _rest).bit_length() - 1
    SUIT_VALUE[_bits] = SUIT_VALUE[_rest] + _RANK_VALUES[_rank]
    for _suit, _cards in enumerate(_SUIT_CARDS):
        _cards[_bits] = (_suit * 13 + _rank, *_cards[_rest])
_S0, _S1, _S2, _S3 = _SUIT_CARDS
_JOKER_CARDS = ((), (52,), (53,), (52, 53))  # the cards of the two jokers' bits
del _bits, _rest, _rank, _suit, _cards


def mask_of(cards: Iterable[Card]) -> int:
    """The bitmask of a collection of cards."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards in a mask, lowest id first."""
    return (_S0[mask & 8191] + _S1[mask >> 13 & 8191] + _S2[mask >> 26 & 8191]
            + _S3[mask >> 39 & 8191] + _JOKER_CARDS[mask >> 52])  # fmt: skip


def card_count_value(mask: int) -> int:
    """R8 "Game" count of the cards in ``mask`` (jokers count 0)."""
    return (SUIT_VALUE[mask & 8191] + SUIT_VALUE[mask >> 13 & 8191]
            + SUIT_VALUE[mask >> 26 & 8191] + SUIT_VALUE[mask >> 39 & 8191])  # fmt: skip


@dataclass(frozen=True, slots=True)
class Tables:
    """Everything a playout looks up, for one trump suit under one rule set."""

    players: int
    teams: int
    follow: int  # FOLLOW_CODES
    first_lead_trump: bool
    low_captured: bool
    game_by_count: bool
    trump: int
    trump_mask: int
    suit_mask: tuple[int, ...]  # per effective suit (the trump suit's entry is all trump)
    effective: tuple[int, ...]
    strength: tuple[int, ...]
    give_cost: tuple[int, ...]
    trumps_high_to_low: tuple[Card, ...]
    # per card, the trumps at least as strong as it (itself included, if a trump)
    trumps_as_strong: tuple[int, ...]
    captured_points: tuple[tuple[Card, int], ...]  # card won for a point, and its worth


@cache
def tables(trump: int, rules: RuleSet) -> Tables:
    """The tables for ``trump`` under ``rules`` (cached)."""
    values = card_values(trump, rules)
    order = values.order
    suit_mask = tuple(mask_of([c for c in DECK if order.effective_suit[c] == s]) for s in range(4))
    captured = [(card, 1) for card, name in values.point_cards.items() if name != "three"]
    if rules.three_of_trump:
        captured.append((make_card(trump, THREE), 3))
    return Tables(
        players=rules.players,
        teams=rules.teams,
        follow=FOLLOW_CODES[rules.follow],
        first_lead_trump=rules.first_lead_trump,
        low_captured=rules.low_point == "captured",
        game_by_count=rules.game_point == "count",
        trump=trump,
        trump_mask=suit_mask[trump],
        suit_mask=suit_mask,
        effective=order.effective_suit,
        strength=order.strength,
        give_cost=values.give_cost,
        trumps_high_to_low=order.trumps_high_to_low,
        trumps_as_strong=_trumps_as_strong(suit_mask[trump], order.strength),
        captured_points=tuple(captured),
    )


def _trumps_as_strong(trump_mask: int, strength: Sequence[int]) -> tuple[int, ...]:
    """Per card, the mask of the trumps at least as strong as it."""
    trumps = cards_of(trump_mask)
    return tuple(mask_of([c for c in trumps if strength[c] >= strength[card]]) for card in DECK)


class FastHand:
    """The play phase of one deal with all hands known; cheap to copy and to step."""

    __slots__ = ("t", "hands", "gone", "played", "captured", "leader", "tricks_done",
                 "trick_mask", "trick_size", "led", "best_strength", "best_seat")  # fmt: skip

    def __init__(self, t: Tables, hands: list[int], leader: int, tricks_done: int) -> None:
        self.t = t
        self.hands = hands
        self.gone = 0  # cards known to be in no hand: discarded, or left in the widow
        self.played = [0] * t.teams  # cards each team played (Low is "played" by R8)
        self.captured = [0] * t.teams  # cards each team won in tricks
        self.leader = leader
        self.tricks_done = tricks_done
        self.trick_mask = 0
        self.trick_size = 0
        self.led = -1
        self.best_strength = -1
        self.best_seat = -1

    def copy(self) -> FastHand:
        """An independent copy."""
        other = FastHand.__new__(FastHand)
        other.t, other.hands, other.gone = self.t, self.hands.copy(), self.gone
        other.played, other.captured = self.played.copy(), self.captured.copy()
        other.leader, other.tricks_done = self.leader, self.tricks_done
        other.trick_mask, other.trick_size, other.led = self.trick_mask, self.trick_size, self.led
        other.best_strength, other.best_seat = self.best_strength, self.best_seat
        return other

    def deal(self, hands: list[int]) -> None:
        """Set every seat's hand (a sampled or the true deal): the rest is out of play."""
        self.hands = hands
        held = 0
        for mask in hands + self.played:
            held |= mask
        self.gone = FULL_DECK & ~held

    def is_top_trump(self, card: Card) -> bool:
        """Whether no trump that could still be in another hand beats ``card``."""
        t = self.t
        seen = self.gone | self.hands[self.to_act]
        for mask in self.played:
            seen |= mask
        return not t.trumps_as_strong[card] & ~seen

    @property
    def finished(self) -> bool:
        """All six tricks are played."""
        return self.tricks_done == TRICKS_PER_HAND

    @property
    def to_act(self) -> int:
        """The seat whose card is next."""
        return (self.leader + self.trick_size) % self.t.players

    def legal(self) -> int:
        """The legal cards of the seat to act, as a mask (R7)."""
        t = self.t
        hand = self.hands[(self.leader + self.trick_size) % t.players]
        if self.trick_size == 0:
            if t.first_lead_trump and self.tricks_done == 0:
                return hand & t.trump_mask or hand
            return hand
        led = self.led
        if led == t.trump:
            return hand & t.trump_mask or hand
        follow = hand & t.suit_mask[led]
        if not follow:
            return (hand & t.trump_mask or hand) if t.follow == 1 else hand
        return follow if t.follow == 2 else follow | hand & t.trump_mask

    def play(self, card: Card) -> None:
        """Play ``card`` for the seat to act; closes the trick when it is full."""
        t = self.t
        seat = (self.leader + self.trick_size) % t.players
        bit = 1 << card
        self.hands[seat] ^= bit
        self.played[seat % t.teams] |= bit
        self.trick_mask |= bit
        suit = t.effective[card]
        if self.trick_size == 0:
            self.led = suit
            self.best_strength, self.best_seat = t.strength[card], seat
        elif (suit == self.led or suit == t.trump) and t.strength[card] > self.best_strength:
            self.best_strength, self.best_seat = t.strength[card], seat
        self.trick_size += 1
        if self.trick_size == t.players:
            self.captured[self.best_seat % t.teams] |= self.trick_mask
            self.leader = self.best_seat
            self.tricks_done += 1
            self.trick_mask = self.trick_size = 0

    def quick_card(self, legal: int) -> Card:
        """The playout policy: lead the top trump (or a plain ace or king), else the cheapest
        card; take a trick the other side holds as cheaply as possible; never overtake the
        partner; otherwise give the least valuable card."""
        if legal & (legal - 1) == 0:
            return legal.bit_length() - 1
        t = self.t
        strength = t.strength
        cards = cards_of(legal)
        if self.trick_size == 0:
            best = max(cards, key=strength.__getitem__)
            if t.trump_mask >> best & 1:
                if self.is_top_trump(best):
                    return best
            elif strength[best] >= 13:
                return best
        elif self.best_seat % t.teams != self.to_act % t.teams:
            can_win = legal & (t.suit_mask[self.led] | t.trump_mask)
            to_beat = self.best_strength
            winners = [c for c in cards if can_win >> c & 1 and strength[c] > to_beat]
            if winners:
                return min(winners, key=strength.__getitem__)
        return min(cards, key=t.give_cost.__getitem__)

    def deltas(self, pitcher_team: int, bid: int) -> list[int]:
        """Each team's score change for the finished hand (R8)."""
        t = self.t
        played, captured = self.played, self.captured
        earned = [0] * t.teams
        everything = 0
        for mask in played:
            everything |= mask
        high = low = -1
        for card in t.trumps_high_to_low:
            if everything >> card & 1:
                if high < 0:
                    high = card
                low = card
        if high >= 0:
            earned[_owner(played, high)] += 1
            earned[_owner(captured if t.low_captured else played, low)] += 1
        for card, worth in t.captured_points:
            owner = _owner(captured, card)
            if owner >= 0:
                earned[owner] += worth
        if t.game_by_count:
            counts = [card_count_value(mask) for mask in captured]
            best = max(counts)
            if counts.count(best) == 1:
                earned[counts.index(best)] += 1
        if earned[pitcher_team] < bid:
            earned[pitcher_team] = -bid
        return earned


def plays_so_far(
    players: int, tricks: Sequence[Trick], trick: Sequence[Card], leader: int
) -> list[tuple[int, Card]]:
    """Every card of the given tricks and the trick in progress (led by ``leader``), in the
    order played, with the seat that played it."""
    runs = [(trick_.leader, trick_.cards) for trick_ in tricks] + [(leader, trick)]
    return [
        ((first + index) % players, card)
        for first, cards in runs
        for index, card in enumerate(cards)
    ]


def history_hand(
    t: Tables, tricks: Sequence[Trick], trick: Sequence[Card], leader: int
) -> FastHand:
    """The hand after the given tricks and the trick in progress, with every hand empty:
    the caller sets ``hands`` (a sampled or the true deal) on a copy."""
    plays = plays_so_far(t.players, tricks, trick, leader)
    hands = [0] * t.players
    for seat, card in plays:
        hands[seat] |= 1 << card
    hand = FastHand(t, hands, tricks[0].leader if tricks else leader, 0)
    for _, card in plays:
        hand.play(card)
    return hand


def _owner(masks: list[int], card: Card) -> int:
    for team, mask in enumerate(masks):
        if mask >> card & 1:
            return team
    return -1


def team_value(deltas: list[int], team: int) -> float:
    """What a team makes of a result: its own change against the others' average."""
    return deltas[team] - (sum(deltas) - deltas[team]) / (len(deltas) - 1)


def playout(hand: FastHand, pitcher_team: int, bid: int) -> list[int]:
    """Play to the end with the quick policy (changes ``hand``); team score changes."""
    while hand.tricks_done < TRICKS_PER_HAND:
        hand.play(hand.quick_card(hand.legal()))
    return hand.deltas(pitcher_team, bid)


def solve(hand: FastHand, pitcher_team: int, bid: int) -> list[int]:
    """Exact max-n result of the position: every seat plays best for its own team."""
    if hand.tricks_done == TRICKS_PER_HAND:
        return hand.deltas(pitcher_team, bid)
    team = hand.to_act % hand.t.teams
    best: list[int] = []
    best_value = 0.0
    for card in cards_of(hand.legal()):
        child = hand.copy()
        child.play(card)
        deltas = solve(child, pitcher_team, bid)
        value = team_value(deltas, team)
        if not best or value > best_value:
            best, best_value = deltas, value
    return best
