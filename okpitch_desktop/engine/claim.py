"""Claims and settled hands: small searches over the true deal of the tricks still to play.

A claim holds when a team can play so that it wins every remaining trick whatever the
others play (opponents at a real table would check it against the cards). A player may
claim only what they can see is certain (``claim_is_certain``): at a real table the
claimer shows their own cards and nothing else, so whether the claim is offered must not
tell them where the cards they have not seen lie. A hand is
settled when no line of play left can change who wins any point (R8). Both search the
remaining tricks (at most 6) with the cards everybody holds, treating cards that no live
card separates as one, and give up (answer no) past a node budget so the table never
waits: a claim not proven in time is simply not offered.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator

from .actions import Play
from .cards import DECK, Card
from .follow import legal_plays
from .hand import HAND_SIZE_IN_PLAY, HandState
from .observation import Observation
from .phase import Phase
from .ranking import GAME_VALUE, TrumpOrder, trump_order
from .scoring import Trick, point_cards, score_hand

CLAIM_BUDGET = 2_000  # search nodes: tens of ms at worst (dev/claim_benchmark.py)
SETTLED_BUDGET = 2_000
SETTLED_FROM_TRICKS_LEFT = 3  # a settled hand is looked for from the fourth trick on

Alike = Callable[[Card, Card], bool]  # whether two cards score alike (next in rank)


class _OutOfBudget(Exception):
    """The search took too long: answer no."""


class _Position:
    """The cards still in play, changed in place by ``play`` and ``take_back``."""

    def __init__(self, hand: HandState, budget: int) -> None:
        self.rules = hand.rules
        self.players = hand.rules.players
        self.order = hand.order
        self.hands = [list(cards) for cards in hand.hands]
        self.trick = list(hand.trick)
        self.leader = hand.leader
        self.tricks = list(hand.tricks)
        self.budget = budget
        self.nodes = 0

    @property
    def to_act(self) -> int:
        return (self.leader + len(self.trick)) % self.players

    @property
    def over(self) -> bool:
        return not self.trick and not any(self.hands)

    def choices(self, same: Alike) -> Iterator[Card]:
        """The legal cards of the seat to act, strongest first, one of each run of cards
        that ``same`` says are alike and no live card separates."""
        self.nodes += 1
        if self.nodes > self.budget:
            raise _OutOfBudget
        seat = self.to_act
        order = self.order
        lead_trump = self.rules.first_lead_trump and not self.tricks and not self.trick  # R7
        legal = legal_plays(self.hands[seat], self.trick, order, self.rules.follow, lead_trump)
        strength, suit_of = order.strength, order.effective_suit
        legal.sort(key=lambda card: -strength[card])
        live: list[Card] | None = None
        previous: Card | None = None
        for card in legal:
            suit = suit_of[card]
            if previous is not None and suit_of[previous] == suit and same(previous, card):
                if live is None:
                    live = [c for cards in self.hands for c in cards] + self.trick
                low, high = strength[card], strength[previous]
                if not any(suit_of[c] == suit and low < strength[c] < high for c in live):
                    previous = card
                    continue  # the same card as the one tried, for every trick still to come
            previous = card
            yield card

    def play(self, card: Card) -> Trick | None:
        """Play ``card`` for the seat to act; the trick if it completes one."""
        self.hands[self.to_act].remove(card)
        self.trick.append(card)
        if len(self.trick) < self.players:
            return None
        winner = (self.leader + self.order.trick_winner(self.trick)) % self.players
        done = Trick(self.leader, tuple(self.trick), winner)
        self.tricks.append(done)
        self.trick, self.leader = [], winner
        return done

    def take_back(self, card: Card, seat: int, done: Trick | None) -> None:
        """Undo ``play(card)`` by ``seat``."""
        if done is not None:
            self.tricks.pop()
            self.trick, self.leader = list(done.cards), done.leader
        self.trick.pop()
        self.hands[seat].append(card)


def claim_line(hand: HandState, team: int) -> list[Play] | None:
    """The remaining plays of one line in which ``team`` wins every trick still to play
    (the others following with their weakest legal card), or None when the others can
    take a trick (or the search ran past its budget). Whatever the others play, the team
    would win the same tricks: all the cards left are then the team's (R8)."""
    if hand.phase is not Phase.PLAY:
        return None
    position = _Position(hand, CLAIM_BUDGET)
    ours = [position.rules.team_of(seat) == team for seat in range(position.players)]
    if _others_hold_top_trump(position, ours):
        return None
    memo: dict[tuple, bool] = {}
    try:
        if not _wins_all(position, ours, memo):
            return None
        position.nodes = 0  # the line follows the proof, mostly from the memo
        line = []
        while not position.over:
            seat = position.to_act
            choices = list(position.choices(_alike_for_tricks))
            if ours[seat]:
                card = next(c for c in choices if _wins_after(position, c, ours, memo))
            else:
                card = min(choices, key=lambda c: position.order.strength[c])
            position.play(card)
            line.append(Play(card))
    except _OutOfBudget:
        return None
    return line


def player_claim(hand: HandState) -> list[Play] | None:
    """The line ``claim_line`` plays for the team of the seat to act, offered only when
    ``claim_is_certain`` from that seat's own view; else None."""
    if hand.phase is not Phase.PLAY or not claim_is_certain(hand.observation(hand.to_act)):
        return None
    return claim_line(hand, hand.rules.team_of(hand.to_act))


def claim_is_certain(view: Observation) -> bool:
    """Whether the seat of ``view``, at its play turn, takes every trick left itself with
    its own cards, however the cards it has not seen lie and are played.

    What the seat has seen: its hand, its own exchange and discards (and the widow it
    took), and every card played. Any other card may be in any other seat's hand, the
    partner's included, and any seat after it may be out of the suit led: so a card
    takes its trick for certain when it heads the cards already in it and no card unseen
    could head it. The seat must take the trick in progress (when it is not last to
    play, by a card no unseen card beats) and then lead only such cards. A trick its
    partner would take is never counted on: the partner's cards are not seen.
    """
    if view.phase is not Phase.PLAY or view.to_act != view.seat or view.trump is None:
        return False
    order = trump_order(view.trump, view.rules.high_joker)
    unseen = _unseen(view)
    trick = list(view.trick)
    followers = view.rules.players - len(trick) - 1
    rest = list(view.hand)
    if trick:
        takers = [
            card
            for card in view.legal_cards
            if _takes(order, trick, card, unseen if followers else ())
        ]
        if not takers:
            return False
        rest.remove(takers[0])
    return all(_takes(order, [], card, unseen) for card in rest)


def _unseen(view: Observation) -> set[Card]:
    """The cards ``view``'s seat has not seen: not its own, not played."""
    seen = {*view.hand, *view.widow_taken, *view.received, *view.trick}
    seen.update(view.exchanged or (), view.discarded or ())
    seen.update(card for trick in view.tricks for card in trick.cards)
    return set(DECK) - seen


def _takes(order: TrumpOrder, trick: list[Card], card: Card, others: Collection[Card]) -> bool:
    """Whether ``card`` played to ``trick`` heads it, and no card of ``others`` played
    after it would."""
    mine = len(trick)
    if order.trick_winner([*trick, card]) != mine:
        return False
    return all(order.trick_winner([*trick, card, other]) == mine for other in others)


def _others_hold_top_trump(position: _Position, ours: list[bool]) -> bool:
    """The highest trump still live wins whichever trick it goes to (R7): if the others
    hold it, no claim holds (a quick answer before the search)."""
    order = position.order
    holders = {card: seat for seat, cards in enumerate(position.hands) for card in cards}
    live = [*holders, *position.trick]
    trumps = [card for card in live if order.is_trump(card)]
    if not trumps:
        return False
    top = max(trumps, key=lambda card: order.strength[card])
    return top in holders and not ours[holders[top]]


def _alike_for_tricks(_a: Card, _b: Card) -> bool:
    return True


def _wins_all(position: _Position, ours: list[bool], memo: dict[tuple, bool]) -> bool:
    """Whether the team (``ours`` per seat) can win every trick from here."""
    if position.over:
        return True
    key = None
    if not position.trick:
        key = (position.leader, tuple(frozenset(cards) for cards in position.hands))
        if key in memo:
            return memo[key]
    ours_to_act = ours[position.to_act]
    result = not ours_to_act
    cards = position.choices(_alike_for_tricks)
    if not ours_to_act and position.trick:
        cards = _worth_following_with(position, list(cards))
    for card in cards:
        if _wins_after(position, card, ours, memo) == ours_to_act:
            result = ours_to_act
            break
    if key is not None:
        memo[key] = result
    return result


def _worth_following_with(position: _Position, cards: list[Card]) -> list[Card]:
    """The cards an opponent following to the trick need try against a claim: every card
    that would take the lead of the trick, and of the others only the lowest of each suit.
    A card that cannot head the trick does nothing in it, and keeping the higher card of
    a suit instead of a lower one never helps the claim (each later trick it could go to,
    the lower card would lose too)."""
    order, trick = position.order, position.trick
    kept, lowest = [], {}
    for card in cards:  # strongest first
        if order.trick_winner([*trick, card]) == len(trick):
            kept.append(card)
        else:
            lowest[order.effective_suit[card]] = card
    return kept + list(lowest.values())


def _wins_after(position: _Position, card: Card, ours: list[bool], memo: dict) -> bool:
    seat = position.to_act
    done = position.play(card)
    try:
        if done is not None and not ours[done.winner]:
            return False
        return _wins_all(position, ours, memo)
    finally:
        position.take_back(card, seat, done)


def settled_line(hand: HandState) -> list[Play] | None:
    """The remaining plays of one line when every line left gives every point (R8) to the
    same team, else None (also before the last ``SETTLED_FROM_TRICKS_LEFT`` tricks, or
    when the search runs past its budget)."""
    if hand.phase is not Phase.PLAY:
        return None
    if HAND_SIZE_IN_PLAY - len(hand.tricks) > SETTLED_FROM_TRICKS_LEFT:
        return None
    search = _SettledSearch(hand)
    try:
        return search.line if search.one_outcome() else None
    except _OutOfBudget:
        return None


class _SettledSearch:
    """Every line of play from a position, stopped at the first that scores differently.

    Two lines that reach the same cards in hand with the same leader, and have so far
    given the same point cards and the same card count to each team, end alike: such a
    position is searched once.
    """

    def __init__(self, hand: HandState) -> None:
        self.hand = hand
        self.position = position = _Position(hand, SETTLED_BUDGET)
        self.special = set(point_cards(position.order, position.rules))
        if position.rules.low_point == "captured":  # R8: the lowest trump scores where it goes
            held = [c for cards in position.hands for c in cards] + position.trick
            trumps = [c for c in held if position.order.is_trump(c)]
            if trumps:
                self.special.add(min(trumps, key=lambda c: position.order.strength[c]))
        self.first_trick = len(position.tricks)
        self.outcomes: set[tuple] = set()
        self.line: list[Play] = []  # the first line searched
        self.path: list[Play] = []
        self.seen: set[tuple] = set()  # positions searched to the end, all alike

    def alike(self, a: Card, b: Card) -> bool:
        """Cards next in rank that score alike wherever they go."""
        special = self.special
        return GAME_VALUE[a] == GAME_VALUE[b] and a not in special and b not in special

    def one_outcome(self) -> bool:
        """Whether every line from here scores the points as the first one did."""
        position, hand = self.position, self.hand
        if position.over:
            result = score_hand(
                hand.rules, position.order, position.tricks, hand.pitcher, hand.bid, hand.scores
            )
            self.outcomes.add(tuple(sorted(result.points.items())))
            if not self.line:
                self.line.extend(self.path)
            return len(self.outcomes) == 1
        key = None if position.trick else self._key()
        if key in self.seen:
            return True
        seat = position.to_act
        for card in position.choices(self.alike):
            done = position.play(card)
            self.path.append(Play(card))
            try:
                if not self.one_outcome():
                    return False
            finally:
                self.path.pop()
                position.take_back(card, seat, done)
        if key is not None:
            self.seen.add(key)
        return True

    def _key(self) -> tuple:
        position = self.position
        rules = position.rules
        counts = [0] * rules.teams
        captured = []
        for trick in position.tricks[self.first_trick :]:
            team = rules.team_of(trick.winner)
            for card in trick.cards:
                counts[team] += GAME_VALUE[card]
                if card in self.special:
                    captured.append((card, team))
        hands = tuple(frozenset(cards) for cards in position.hands)
        return (position.leader, hands, tuple(counts), frozenset(captured))
