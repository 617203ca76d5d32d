"""One hand as a state machine: deal to score, driven by legal_actions() and apply() (R3-R8)."""

from __future__ import annotations

from itertools import combinations

from .actions import Action, Bid, DeclareTrump, Discard, Exchange, Pass, Play
from .bidding import Bidding
from .cards import SUIT_NAMES, SUITS, Card, card_name
from .checks import is_whole
from .errors import IllegalAction
from .follow import legal_plays
from .observation import Observation
from .phase import Phase
from .ranking import TrumpOrder, trump_order
from .rules import RuleSet
from .scoring import HandResult, Trick, score_hand

HAND_SIZE_IN_PLAY = 6  # R6: everyone comes down to 6 cards; R7: 6 tricks
MAX_EXCHANGE = 3


class HandState:
    """The whole state of one hand; the single source of truth for everything else.

    ``hands`` are kept in dealt order, cards removed as they go and received cards appended,
    so that "the cards a seat may choose from" come out in a stable, natural order.
    """

    def __init__(
        self,
        rules: RuleSet,
        dealer: int,
        hands: list[list[Card]],
        widow: list[Card],
        scores: tuple[int, ...] | None = None,
    ) -> None:
        self.rules = rules
        self.dealer = dealer
        self.scores = tuple(scores) if scores is not None else (0,) * rules.teams
        self.dealt_hands = tuple(tuple(hand) for hand in hands)
        self.dealt_widow = tuple(widow)
        self.hands = [list(hand) for hand in hands]
        self.widow = list(widow)  # what is left of it, top first
        self.bidding = Bidding(rules, dealer)
        self.phase = Phase.BID
        self.to_act: int | None = self.bidding.to_act
        self.pitcher: int | None = None
        self.trump: int | None = None
        self.order: TrumpOrder | None = None
        self.exchanges: list[tuple[Card, ...] | None] = [None] * rules.players
        self.received: list[tuple[Card, ...]] = [()] * rules.players
        self.exchange_counts: list[int | None] = [None] * rules.players  # public
        self.discards: list[tuple[Card, ...] | None] = [None] * rules.players
        self.plays: list[Card] = []
        self.trick: list[Card] = []
        self.leader: int | None = None
        self.tricks: list[Trick] = []
        self.result: HandResult | None = None
        self.history: list[tuple[int, Action]] = []  # every (seat, action), in order
        self._legal_plays_cache: tuple[Card, ...] | None = None  # of the seat to act

    # ----------------------------------------------------------------- reading the state
    @property
    def bid(self) -> int:
        """The contract: the standing (or winning) bid, 0 before anyone bids."""
        return self.bidding.high_bid

    @property
    def turn_order(self) -> list[int]:
        """Seats in the order they exchange and discard: left of the dealer first (R6)."""
        players = self.rules.players
        return [(self.dealer + 1 + i) % players for i in range(players)]

    def discard_count(self, seat: int) -> int:
        """How many cards the seat must discard to come down to 6 (R6)."""
        return len(self.hands[seat]) - HAND_SIZE_IN_PLAY

    def legal_bids(self) -> list[int | None]:
        """Legal bids of the seat to act (None = pass); empty outside bidding."""
        return self.bidding.legal_bids() if self.phase is Phase.BID else []

    def legal_cards(self) -> tuple[Card, ...]:
        """In the exchange and discard phases the cards to choose from; in play, the
        cards that may be played; otherwise nothing."""
        if self.phase is Phase.PLAY:
            return self._current_legal_plays()
        if self.phase in (Phase.EXCHANGE, Phase.DISCARD):
            return tuple(self.hands[self.to_act])
        return ()

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know of this hand (R6): the computer players' only input."""
        phase = self.phase
        acting = self.to_act == seat
        hand = tuple(self.hands[seat])
        # Positional, in field order: keywords cost a third of the time of a decision.
        return tuple.__new__(
            Observation,
            (
                self.rules,
                seat,
                self.dealer,
                self.scores,
                phase,
                self.to_act,
                hand,
                tuple(self.bidding.history),
                self.pitcher,
                self.bidding.high_bid,
                self.bidding.high_bidder,
                self.trump,
                self.dealt_widow if seat == self.pitcher and self.rules.pitcher_takes_widow else (),
                self.exchanges[seat],
                self.received[seat],
                tuple(self.exchange_counts),
                self.discards[seat],
                tuple(map(len, self.hands)),
                tuple(self.tricks),
                tuple(self.trick),
                self.leader,
                tuple(self.legal_bids()) if acting and phase is Phase.BID else (),
                self.legal_cards() if acting else (),
                self.discard_count(seat) if phase is Phase.DISCARD and acting else 0,
                MAX_EXCHANGE if phase is Phase.EXCHANGE and acting else 0,
            ),
        )

    def legal_actions(self) -> list[Action]:
        """Every legal action of the seat to act; empty only when the hand is over."""
        phase = self.phase
        if phase is Phase.BID:
            return [Pass() if bid is None else Bid(bid) for bid in self.legal_bids()]
        if phase is Phase.TRUMP:
            return [DeclareTrump(suit) for suit in SUITS]
        if phase is Phase.EXCHANGE:
            hand = self.hands[self.to_act]
            return [
                Exchange(cards)
                for size in range(min(MAX_EXCHANGE, len(hand)) + 1)
                for cards in combinations(hand, size)
            ]
        if phase is Phase.DISCARD:
            hand = self.hands[self.to_act]
            return [Discard(cards) for cards in combinations(hand, self.discard_count(self.to_act))]
        if phase is Phase.PLAY:
            return [Play(card) for card in self._current_legal_plays()]
        return []

    # ----------------------------------------------------------------- changing the state
    def apply(self, action: Action, seat: int | None = None) -> None:
        """Apply the action of the seat to act; raises IllegalAction if not allowed.

        Passing ``seat`` also checks that it is that seat's turn.
        """
        phase = self.phase
        if phase is Phase.DONE:
            raise IllegalAction("the hand is over", "hand_over")
        if seat is not None and seat != self.to_act:
            raise IllegalAction(
                f"it is seat {self.to_act}'s turn, not seat {seat}'s",
                "not_turn",
                to_act=self.to_act,
                seat=seat,
            )
        acting = self.to_act
        kind = type(action)
        if kind is Play:  # the commonest action first: this is the engine's hot path
            if phase is not Phase.PLAY:
                raise self._wrong_phase("play a card")
            self._play(action.card)
        elif kind is Bid:
            if phase is not Phase.BID:
                raise self._wrong_phase("bid")
            if not is_whole(action.points):  # Bid(None) is no pass, Bid(3.0) no bid
                raise IllegalAction(f"{action.points!r} is not a bid: a whole number", "not_a_bid")
            self._bid(action.points)
        elif kind is Pass:
            if phase is not Phase.BID:
                raise self._wrong_phase("pass")
            self._bid(None)
        elif kind is DeclareTrump:
            if phase is not Phase.TRUMP:
                raise self._wrong_phase("declare trump")
            self._declare_trump(action.suit)
        elif kind is Exchange:
            if phase is not Phase.EXCHANGE:
                raise self._wrong_phase("exchange")
            self._exchange(tuple(action.cards))
        elif kind is Discard:
            if phase is not Phase.DISCARD:
                raise self._wrong_phase("discard")
            self._discard(tuple(action.cards))
        else:
            raise IllegalAction(f"{action!r} is not an action", "not_an_action")
        self.history.append((acting, action))
        self._legal_plays_cache = None

    def rewound(self, length: int) -> HandState:
        """The hand as it was after its first ``length`` actions (undo, and the table
        shown a resumed hand from the deal)."""
        fresh = HandState(
            self.rules,
            self.dealer,
            [list(h) for h in self.dealt_hands],
            list(self.dealt_widow),
            self.scores,
        )
        for _seat, action in self.history[:length]:
            fresh.apply(action)
        return fresh

    def clone(self) -> HandState:
        """An independent copy, for search and undo."""
        other = HandState.__new__(HandState)
        other.__dict__.update(self.__dict__)
        other.hands = [hand.copy() for hand in self.hands]
        other.widow = self.widow.copy()
        other.bidding = self.bidding.clone()
        other.exchanges = self.exchanges.copy()
        other.received = self.received.copy()
        other.exchange_counts = self.exchange_counts.copy()
        other.discards = self.discards.copy()
        other.plays = self.plays.copy()
        other.trick = self.trick.copy()
        other.tricks = self.tricks.copy()
        other.history = self.history.copy()
        return other

    def _wrong_phase(self, verb: str) -> IllegalAction:
        return IllegalAction(
            f"cannot {verb} now: the hand is in the {self.phase.value} phase", "wrong_phase"
        )

    def _bid(self, points: int | None) -> None:
        self.bidding.apply(points)
        if not self.bidding.finished:
            self.to_act = self.bidding.to_act
            return
        self.pitcher = self.bidding.high_bidder
        if self.rules.pitcher_takes_widow:  # R6
            self.hands[self.pitcher].extend(self.widow)
            self.widow = []
        self.phase = Phase.TRUMP
        self.to_act = self.pitcher

    def _declare_trump(self, suit: int) -> None:
        if not is_whole(suit) or suit not in SUITS:
            raise IllegalAction(f"{suit!r} is not a suit", "not_a_suit")
        self.trump = suit
        self.order = trump_order(suit, self.rules.high_joker)
        self.phase = Phase.EXCHANGE if self.rules.has_exchange else Phase.DISCARD
        self.to_act = self.turn_order[0]

    def _chosen_cards(self, cards: tuple[Card, ...]) -> list[Card]:
        """Check that the seat to act holds each chosen card once."""
        hand = self.hands[self.to_act]
        for index, card in enumerate(cards):
            if not is_whole(card) or card not in hand:
                raise self._not_in_hand(card)
            if card in cards[:index]:
                raise IllegalAction(f"{_name(card)} is chosen twice", "chosen_twice")
        return [card for card in hand if card not in cards]

    def _exchange(self, cards: tuple[Card, ...]) -> None:
        seat = self.to_act
        if len(cards) > MAX_EXCHANGE:
            raise IllegalAction(
                f"seat {seat} may exchange at most {MAX_EXCHANGE} cards, not {len(cards)}",
                "exchange_count",
                seat=seat,
                count=len(cards),
                most=MAX_EXCHANGE,
            )
        kept = self._chosen_cards(cards)
        drawn = tuple(self.widow[: len(cards)])  # R6: from the top; none once it runs out
        del self.widow[: len(drawn)]
        self.hands[seat] = kept + list(drawn)
        self.exchanges[seat] = cards
        self.received[seat] = drawn
        self.exchange_counts[seat] = len(cards)
        self._next_in_turn(Phase.DISCARD)

    def _discard(self, cards: tuple[Card, ...]) -> None:
        seat = self.to_act
        needed = self.discard_count(seat)
        if len(cards) != needed:
            raise IllegalAction(
                f"seat {seat} must discard exactly {needed} cards, not {len(cards)}",
                "discard_count",
                seat=seat,
                count=len(cards),
                needed=needed,
            )
        self.hands[seat] = self._chosen_cards(cards)
        self.discards[seat] = cards
        self._next_in_turn(Phase.PLAY)

    def _next_in_turn(self, next_phase: Phase) -> None:
        """Move to the next seat of R6's order, or on to the next phase."""
        order = self.turn_order
        position = order.index(self.to_act) + 1
        if position < len(order):
            self.to_act = order[position]
            return
        self.phase = next_phase
        if next_phase is Phase.DISCARD:
            self.to_act = order[0]
        else:  # R7: the pitcher leads to the first trick
            self.to_act = self.leader = self.pitcher

    def _current_legal_plays(self) -> tuple[Card, ...]:
        """The legal plays of the seat to act (R7), computed once per position."""
        if self._legal_plays_cache is None:
            rules = self.rules
            first_lead = rules.first_lead_trump and not self.tricks
            hand = self.hands[self.to_act]
            plays = legal_plays(hand, self.trick, self.order, rules.follow, first_lead)
            self._legal_plays_cache = tuple(plays)
        return self._legal_plays_cache

    def _play(self, card: Card) -> None:
        seat = self.to_act
        if type(card) is not int or card not in self._current_legal_plays():  # is_whole, inline
            raise self._refusal(card, seat)
        self.hands[seat].remove(card)
        self.plays.append(card)
        self.trick.append(card)
        players = self.rules.players
        if len(self.trick) < players:
            self.to_act = (seat + 1) % players
            return
        winner = (self.leader + self.order.trick_winner(self.trick)) % players
        self.tricks.append(Trick(self.leader, tuple(self.trick), winner))
        self.trick = []
        if len(self.tricks) < HAND_SIZE_IN_PLAY:
            self.to_act = self.leader = winner
            return
        self.phase = Phase.DONE
        self.to_act = self.leader = None
        self.result = score_hand(
            self.rules, self.order, self.tricks, self.pitcher, self.bid, self.scores
        )

    def _refusal(self, card: Card, seat: int) -> IllegalAction:
        """Why ``card`` may not be played: not in the hand, or against R7 (the legal
        plays are cards of the hand, so one look at them lets a legal card through)."""
        if not is_whole(card) or card not in self.hands[seat]:
            return self._not_in_hand(card)
        return self._why_not_legal(card, seat)

    def _not_in_hand(self, card: Card) -> IllegalAction:
        seat = self.to_act
        message = f"{_name(card)} is not in seat {seat}'s hand"
        return IllegalAction(message, "not_in_hand", card=card, seat=seat)

    def _why_not_legal(self, card: Card, seat: int) -> IllegalAction:
        """Which part of R7 forbids the card: in words, and as ``must`` (``trump_lead``,
        ``trump``, ``suit``, ``suit_or_trump``) with the led ``suit`` for the table."""
        order = self.order
        shown = f"{_name(card)} is not legal"
        if not self.trick:
            reason = "the pitcher's first lead must be a trump"
            return IllegalAction(f"{shown}: {reason}", "must_follow", card=card, must="trump_lead")
        led = order.effective_suit[self.trick[0]]
        suit = SUIT_NAMES[led]
        if led == order.trump:
            must, reason = "trump", "holds trump and must play trump"
        elif self.rules.follow == "suit":
            must, reason = "suit", f"holds {suit} and must play {suit}"
        elif any(order.effective_suit[c] == led for c in self.hands[seat]):
            must, reason = "suit_or_trump", f"holds {suit} and must play {suit} or trump"
        else:
            must, reason = "trump", f"holds no {suit} and must play trump"
        return IllegalAction(
            f"{shown}: seat {seat} {reason}",
            "must_follow",
            card=card,
            must=must,
            suit=led,
            seat=seat,
        )


def _name(card: Card) -> str:
    return card_name(card) if is_whole(card) and 0 <= card < 54 else repr(card)
