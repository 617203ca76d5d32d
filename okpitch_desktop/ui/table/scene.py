"""The table: a QGraphicsScene that shows the controller's events as moving cards.

The scene mirrors what a person at seat 0 could see; it never changes the game. Each
event becomes animations, and once they are done the scene tells the controller
(``animations_finished``) so the next seat may act. Every card has a home, a pile
(piles.py: a seat's hand, the trick, a team's won tricks, the widow, the discards) that
says where it lies, and goes there again on a resize.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, QTimer
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from ...app.controller import GameController
from ...app.table_news import (
    BidMade,
    CardPlayed,
    CardsDiscarded,
    CardsExchanged,
    GameStarted,
    HandDealt,
    TrickWon,
    TrumpDeclared,
    WidowTaken,
)
from ...engine import Card, Observation, Phase, RuleSet
from ..turn.human_turn import HumanTurn
from . import speeds
from .animator import Animator
from .card_item import HINT_COLOUR, RECEIVED_COLOUR, WINNING_COLOUR, CardItem, CardRing
from .card_pixmaps import CardPixmaps
from .decor import TableDecor
from .last_trick import LastTrickView
from .layout import TableLayout
from .piles import Hand, Pile, Spot, Stack, Trick, discard_stack, widow_stack, won_pile

FELT = QColor("#1e6b3c")
GLOW_MS = 1600  # how long cards just received from the widow glow
RAISE = 0.16  # of a card's height: legal or selected cards of the human stand out
HINT_RAISE = 0.14  # more for the card a hint suggests


class TableScene(QGraphicsScene):
    """Cards and decor for one game, animated from the controller's signals; a click on a
    card of the person's hand goes to the person's turn."""

    def __init__(self, controller: GameController, pixmaps: CardPixmaps, turn: HumanTurn) -> None:
        super().__init__()
        self.controller = controller
        self.pixmaps = pixmaps
        self.turn = turn
        self.animator = Animator(self)
        self.decor = TableDecor(self)
        self.setBackgroundBrush(FELT)
        self.rules = RuleSet()
        self.high_joker: int | None = None
        self.table = TableLayout(1280, 800, 4)
        self.dpr = 1.0
        self.hands: list[Hand[CardItem]] = [self._hand(seat) for seat in range(4)]
        self.trick: Trick[CardItem] = Trick()
        self.piles: list[Stack[CardItem]] = [won_pile(0), won_pile(1)]  # each team's tricks
        self.widow: Stack[CardItem] = widow_stack()
        self.discards: Stack[CardItem] = discard_stack()
        self.ring = CardRing()  # the keyboard's card
        self.winning = CardRing(WINNING_COLOUR, 3)  # the card that wins the trick so far
        self.hinted = CardRing(HINT_COLOUR, 5)  # the card a hint suggests
        self.received: list[CardRing] = []  # cards just received from the widow
        for ring in (self.ring, self.winning, self.hinted):
            self.addItem(ring)
        self.trick_pause_ms = speeds.TRICK_PAUSE_MS  # a setting: at every animation speed
        self.last_trick_view = LastTrickView(self, pixmaps)
        self.last_trick_seats: list[tuple[int, int]] = []  # (seat, card) of the last trick
        self.last_trick_winner: int | None = None
        self._settle_pending = False
        self._speed_before_replay: float | None = None
        self._connect(controller)
        turn.changed.connect(self._show_turn)

    @property
    def players(self) -> int:
        """How many seats the table has (R1)."""
        return self.rules.players

    def _connect(self, c: GameController) -> None:
        self.decor.follow(c)
        c.ai_thinking.connect(lambda seat: self.decor.set_active(seat, thinking=True))
        c.human_turn.connect(lambda seen: self.decor.set_active(seen.seat))
        c.game_started.connect(self.on_game_started)
        c.hand_dealt.connect(self.on_hand_dealt)
        c.bid_made.connect(self.on_bid_made)
        c.trump_declared.connect(self.on_trump_declared)
        c.widow_taken.connect(self.on_widow_taken)
        c.cards_exchanged.connect(self.on_cards_exchanged)
        c.cards_discarded.connect(self.on_cards_discarded)
        c.card_played.connect(self.on_card_played)
        c.trick_winning.connect(self.on_trick_winning)
        c.trick_won.connect(self.on_trick_won)
        c.person_sees.connect(self.on_person_sees)
        c.replaying.connect(self.on_replaying)

    # ------------------------------------------------------------------ size
    def resize_table(self, width: float, height: float, dpr: float) -> None:
        """Lay the table out again for a new size; moving cards jump to their homes."""
        self.animator.finish_all()
        self.setSceneRect(0, 0, width, height)
        self.table = TableLayout(width, height, self.players)
        self.dpr = dpr
        for item, spot in self.homes():
            item.set_size(self.table.card_width, dpr)
            item.setPos(spot.pos)
            item.setRotation(spot.rotation)
            item.setZValue(spot.z)
        for ring in (self.ring, self.winning, self.hinted, *self.received):
            if ring.card is not None:  # the card's size changed: frame it again
                ring.surround(ring.card)
        self.last_trick_view.hide()
        self.decor.relayout(self.table)

    def refresh_cards(self) -> None:
        """Draw every card again (after the deck's look changed)."""
        for item in self.items():
            if isinstance(item, CardItem):
                item.refresh()

    def _hand(self, seat: int) -> Hand[CardItem]:
        """Seat ``seat``'s hand; the person's cards that stand out are lifted."""
        return Hand(seat, self._lift if seat == 0 else None)

    def _lift(self, item: CardItem) -> float:
        """How far (in card heights) the person's card stands out: legal or chosen, and
        more for the card a hint suggests."""
        card = item.card
        if card is None:
            return 0.0
        return (RAISE if self.turn.raised(card) else 0.0) + (
            HINT_RAISE if card == self.turn.hinted else 0.0
        )

    def card_piles(self) -> list[Pile[CardItem]]:
        """Every home of the table's cards."""
        return [*self.hands, self.trick, *self.piles, self.widow, self.discards]

    def homes(self) -> list[tuple[CardItem, Spot]]:
        """Every card item with where it lies (position, rotation, stacking order)."""
        return [home for pile in self.card_piles() for home in pile.homes(self.table)]

    def _move_home(
        self,
        items: Iterable[CardItem],
        duration_ms: int,
        delay_ms: int = 0,
        face_up: bool | None = None,
        hold_ms: int = 0,
    ) -> None:
        """Send ``items`` to their homes, optionally turning them."""
        wanted = set(map(id, items))
        for item, spot in self.homes():
            if id(item) in wanted:
                self.animator.animate(item, spot.pos, spot.rotation, duration_ms, delay_ms,
                                      face_up, spot.z, hold_ms)  # fmt: skip

    def _new_item(self, card: int | None, at: QPointF, face_up: bool = False) -> CardItem:
        item = CardItem(self.pixmaps, card, face_up)
        item.high_joker = self.high_joker
        item.set_size(self.table.card_width, self.dpr)
        item.setPos(at)
        self.addItem(item)
        return item

    def _on_screen(self) -> bool:
        """Whether a view will paint the table soon (shown, not minimised) and cards move."""
        return self.animator.factor > 0 and any(
            view.isVisible() and not view.window().isMinimized() for view in self.views()
        )

    def drawForeground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        """After each paint: animations waiting for the table to be seen may start."""
        self.animator.drawn()

    def _settle(self) -> None:
        """Tell the controller once this event's animations are over."""
        if not self._settle_pending:
            self._settle_pending = True
            self.animator.when_idle(self._settled)

    def _settled(self) -> None:
        self._settle_pending = False
        self.controller.animations_finished()

    # ------------------------------------------------------------------ events
    def on_game_started(self, started: GameStarted) -> None:
        self.rules = rules = started.rules
        self.high_joker = rules.high_joker_card
        self._clear_cards()
        self.resize_table(self.table.width, self.table.height, self.dpr)

    def _clear_cards(self) -> None:
        """No card on the table, and a place for each seat's hand and each team's pile."""
        self.animator.finish_all()
        self.last_trick_view.hide()
        for ring in (self.ring, self.winning, self.hinted):
            ring.leave()
        self._stop_glowing()
        for item in [i for i in self.items() if isinstance(i, CardItem)]:
            self.removeItem(item)
        self.hands = [self._hand(seat) for seat in range(self.players)]
        self.trick, self.widow, self.discards = Trick(), widow_stack(), discard_stack()
        self.last_trick_seats, self.last_trick_winner = [], None
        self.piles = [won_pile(team) for team in range(self.rules.teams)]

    def on_replaying(self, replaying: bool) -> None:
        """A hand shown again (resume, undo) appears at once, without animation."""
        if replaying:
            self._speed_before_replay = self.animator.factor
            self.animator.factor = 0.0
        elif self._speed_before_replay is not None:
            self.animator.factor, self._speed_before_replay = self._speed_before_replay, None

    def on_hand_dealt(self, dealt: HandDealt) -> None:
        self._clear_cards()
        dealer, sizes = dealt.dealer, dealt.hand_sizes
        own = dealt.cards.get(0)  # None when a computer plays seat 0 (the self-test)
        start = self.table.seat_anchor(dealer)
        delays: dict[int, int] = {}
        order = 0
        for packet in range(0, max(sizes), 3):  # R3: packets of 3, left of the dealer first
            for offset in range(1, self.players + 1):
                seat = (dealer + offset) % self.players
                for index in range(packet, min(packet + 3, sizes[seat])):
                    shown = seat == 0 and own is not None
                    item = self._new_item(own[index] if shown else None, start)
                    self.hands[seat].append(item)
                    delays[id(item)] = (
                        order * speeds.DEAL_CARD_MS // 3 + packet * speeds.DEAL_PACKET_GAP_MS
                    )
                    order += 1
        for _ in range(dealt.widow_size):
            self.widow.append(self._new_item(None, start))

        def fly() -> None:
            for item, spot in self.homes():
                if id(item) in delays:  # every card flies straight to its final place
                    face_up = item.card is not None
                    delay = delays[id(item)]
                    self.animator.animate(item, spot.pos, spot.rotation, speeds.DEAL_CARD_MS,
                                          delay, face_up, spot.z)  # fmt: skip
            self._move_home(self.widow, speeds.WIDOW_MS, order * speeds.DEAL_CARD_MS // 3)

        if self._on_screen():  # shown where the deal starts first; the flights follow
            self.animator.defer(fly)
        else:
            fly()
        self._settle()

    def on_bid_made(self, _bid: BidMade) -> None:
        self.animator.wait(speeds.BID_BUBBLE_MS)
        self._settle()

    def on_trump_declared(self, _declared: TrumpDeclared) -> None:
        self._settle()

    def on_widow_taken(self, taken_up: WidowTaken) -> None:
        seat, count = taken_up.pitcher, taken_up.count
        self.hands[seat].extend(self.widow.take(count))
        self._move_home(self.hands[seat], speeds.WIDOW_MS)
        self._settle()

    def on_cards_exchanged(self, exchanged: CardsExchanged) -> None:
        seat, count = exchanged.seat, exchanged.count
        self._throw_out(seat, count, exchanged.given)
        drawn = self.widow.take(count)
        for item, card in zip(drawn, exchanged.received or [None] * len(drawn), strict=False):
            item.card = card
            item.set_face_up(seat == 0)
            self.hands[seat].append(item)
            if card is not None:
                self._glow(item)
        self._move_home(self.hands[seat], speeds.WIDOW_MS, speeds.DISCARD_MS)
        self._move_home(self.widow, speeds.WIDOW_MS, speeds.DISCARD_MS)
        self._settle()

    def on_cards_discarded(self, discarded: CardsDiscarded) -> None:
        seat = discarded.seat
        self._throw_out(seat, discarded.count, discarded.cards)
        self._move_home(self.hands[seat], speeds.SORT_HAND_MS, speeds.DISCARD_MS)
        self._settle()

    def _throw_out(self, seat: int, count: int, cards: tuple[Card, ...]) -> None:
        """Cards leave a hand face down for the discards (their faces stay hidden)."""
        hand = self.hands[seat]
        if seat == 0 and cards:
            out = [item for item in hand if item.card in cards]
        else:
            out = hand[len(hand) - count :]
        for item in out:
            hand.remove(item)
            self.discards.append(item)
        self._move_home(out, speeds.DISCARD_MS, face_up=False)

    def on_card_played(self, played: CardPlayed) -> None:
        seat, card = played.seat, played.card
        if seat == 0:
            self.ring.leave()
        hand = self.hands[seat]
        item = next((i for i in hand if i.card == card), None) or hand[-1]
        hand.remove(item)
        item.card = card
        item.set_dimmed(False)
        self.trick.play(seat, item)
        self._move_home([item], speeds.PLAY_CARD_MS, face_up=True)
        self._move_home(hand, speeds.SORT_HAND_MS)
        self._settle()

    def on_trick_winning(self, seat: int) -> None:
        """Frame the card that wins the trick so far."""
        item = self.trick.card_of(seat)
        if item is not None:
            self.winning.surround(item)

    def on_trick_won(self, won: TrickWon) -> None:
        """The trick stays in view for the trick pause, its winner framed, then goes to
        the winning team's pile."""
        winner = won.winner
        team = self.rules.team_of(winner)
        self.last_trick_seats = list(zip(self.trick.seats, won.cards, strict=True))
        self.last_trick_winner = winner
        self.on_trick_winning(winner)
        items = self.trick.clear()
        self.piles[team].extend(items)
        self._move_home(items, speeds.COLLECT_TRICK_MS, speeds.PLAY_CARD_MS, face_up=False,
                        hold_ms=self.trick_pause_ms)  # fmt: skip
        self.animator.when_idle(self.winning.leave)
        self._settle()

    def show_last_trick(self) -> bool:
        """Show the last trick over the table (False: none was played yet this hand)."""
        if self.last_trick_winner is None:
            return False
        self.last_trick_view.show(self.last_trick_seats, self.last_trick_winner, self.table,
                                  self.dpr, self.high_joker)  # fmt: skip
        return True

    def _glow(self, item: CardItem) -> None:
        """A card just received glows for a moment."""
        ring = CardRing(RECEIVED_COLOUR, 4)
        self.addItem(ring)
        ring.surround(item)
        self.received.append(ring)
        QTimer.singleShot(GLOW_MS, self._stop_glowing)

    def _stop_glowing(self) -> None:
        for ring in self.received:
            ring.leave()
            self.removeItem(ring)
        self.received = []

    # ------------------------------------------------------------------ the person's hand
    def on_person_sees(self, observation: Observation) -> None:
        """Faces for the person's cards that arrived face down (the 6-player widow), and the
        hand in the order a player sorts it."""
        hand = self.hands[0]
        shown = {item.card for item in hand if item.card is not None}
        missing = [card for card in observation.hand if card not in shown]
        for item in hand:
            if item.card is None and missing:
                item.card = missing.pop(0)
                self.animator.animate(
                    item, item.pos(), item.rotation(), speeds.FLIP_MS, face_up=True
                )
        order = observation.display_hand
        hand.sort(key=lambda item: order.index(item.card) if item.card in order else len(order))
        self._move_home(hand, speeds.SORT_HAND_MS)

    def _show_turn(self) -> None:
        """Lift and darken the person's cards for the decision, and frame the keyboard's."""
        for item in self.hands[0]:
            playing = self.turn.phase is Phase.PLAY
            item.set_dimmed(playing and item.card is not None and not self.turn.is_legal(item.card))
        self._move_home(self.hands[0], speeds.SORT_HAND_MS // 2)
        for ring, card in ((self.ring, self.turn.focus_card()), (self.hinted, self.turn.hinted)):
            item = next((i for i in self.hands[0] if card is not None and i.card == card), None)
            if item is None:
                ring.leave()
            else:
                ring.surround(item)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.last_trick_view.shown:  # a click puts the last trick away
            self.last_trick_view.hide()
            return
        for item in self.items(event.scenePos()):
            if isinstance(item, CardItem) and item in self.hands[0] and item.card is not None:
                self.turn.choose(item.card)
                return
        super().mousePressEvent(event)
