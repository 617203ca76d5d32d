"""The table: a QGraphicsScene that shows the controller's events as moving cards.

The scene mirrors what a person at seat 0 could see; it never changes the game. Each
event becomes animations, and once they are done the scene tells the controller
(``animations_finished``) so the next seat may act. Every card has a home (a seat's hand,
the trick, a team's pile, the widow, the discards) and goes there again on a resize.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from ..app.controller import GameController
from ..app.language import tr
from ..engine import Observation, Phase
from ..engine.ranking import trump_order
from . import speeds
from .animator import Animator
from .card_item import CardItem
from .card_pixmaps import CardPixmaps
from .hand_focus import HandFocus
from .table_decor import TableDecor, board_text, contract_text
from .table_layout import TableLayout

FELT = QColor("#1e6b3c")
RAISE = 0.16  # of a card's height: legal or selected cards of the human stand out


class TableScene(QGraphicsScene):
    """Cards and decor for one game, animated from the controller's signals."""

    card_clicked = Signal(int)  # a face-up card of the human's hand

    def __init__(self, controller: GameController, pixmaps: CardPixmaps) -> None:
        super().__init__()
        self.controller = controller
        self.pixmaps = pixmaps
        self.animator = Animator(self)
        self.decor = TableDecor(self)
        self.setBackgroundBrush(FELT)
        self.players = 4
        self.target = 21
        self.scores: tuple[int, ...] = (0, 0)
        self.contract_bid = 0
        self.high_joker: int | None = None
        self.trump: int | None = None
        self.table = TableLayout(1280, 800, 4)
        self.dpr = 1.0
        self.hands: list[list[CardItem]] = [[] for _ in range(4)]
        self.trick: list[tuple[int, CardItem]] = []
        self.piles: list[list[CardItem]] = [[], []]
        self.widow: list[CardItem] = []
        self.discards: list[CardItem] = []
        self.last_trick: list[int] = []
        self.mode: Phase | None = None
        self.legal: set[int] = set()
        self.selected: list[int] = []
        self.focus = HandFocus(self)  # the keyboard's card
        self._settle_pending = False
        self._connect(controller)

    def _connect(self, c: GameController) -> None:
        c.game_started.connect(self.on_game_started)
        c.hand_dealt.connect(self.on_hand_dealt)
        c.bid_made.connect(self.on_bid_made)
        c.trump_declared.connect(self.on_trump_declared)
        c.widow_taken.connect(self.on_widow_taken)
        c.cards_exchanged.connect(self.on_cards_exchanged)
        c.cards_discarded.connect(self.on_cards_discarded)
        c.card_played.connect(self.on_card_played)
        c.trick_won.connect(self.on_trick_won)
        c.hand_progress.connect(self.on_hand_progress)
        c.hand_restored.connect(self.on_hand_restored)
        c.hand_scored.connect(self.on_hand_scored)

    # ------------------------------------------------------------------ size
    def resize_table(self, width: float, height: float, dpr: float) -> None:
        """Lay the table out again for a new size; moving cards jump to their homes."""
        self.animator.finish_all()
        self.setSceneRect(0, 0, width, height)
        self.table = TableLayout(width, height, self.players)
        self.dpr = dpr
        for item, pos, rotation, z in self._homes():
            item.set_size(self.table.card_width, dpr)
            item.setPos(pos)
            item.setRotation(rotation)
            item.setZValue(z)
        self.decor.relayout(self.table)

    def refresh_cards(self) -> None:
        """Draw every card again (after the deck's look changed)."""
        for item in self.items():
            if isinstance(item, CardItem):
                item.refresh()

    def _homes(self):
        """Every card item with its position, rotation and stacking order."""
        table = self.table
        for seat, hand in enumerate(self.hands):
            for index, item in enumerate(hand):
                pos = table.hand_position(seat, index, len(hand))
                if seat == 0 and item.card is not None and self._raised(item.card):
                    pos -= QPointF(0, RAISE * table.card_height)
                yield item, pos, table.seat_rotation(seat), 100 + index
        for order, (seat, item) in enumerate(self.trick):
            yield item, table.trick_position(seat), 0.0, 200 + order
        for team, pile in enumerate(self.piles):
            for index, item in enumerate(pile):
                yield item, table.pile_position(team) + QPointF(0, -index * 0.4), 0.0, index
        for index, item in enumerate(self.widow):
            yield item, table.widow_position() + QPointF(index * 0.5, -index * 0.5), 0.0, index
        for index, item in enumerate(self.discards):
            offset = QPointF(index * 0.4, -index * 0.4)
            yield item, table.discard_position() + offset, 8.0, index

    def _raised(self, card: int) -> bool:
        if self.mode is Phase.PLAY:
            return card in self.legal
        return card in self.selected

    def _move_home(
        self,
        items: list[CardItem],
        duration_ms: int,
        delay_ms: int = 0,
        face_up: bool | None = None,
    ) -> None:
        """Send ``items`` to their homes, optionally turning them."""
        wanted = set(map(id, items))
        for item, pos, rotation, z in self._homes():
            if id(item) in wanted:
                self.animator.animate(item, pos, rotation, duration_ms, delay_ms, face_up, z)

    def _new_item(self, card: int | None, at: QPointF, face_up: bool = False) -> CardItem:
        item = CardItem(self.pixmaps, card, face_up)
        item.high_joker = self.high_joker
        item.set_size(self.table.card_width, self.dpr)
        item.setPos(at)
        self.addItem(item)
        return item

    def _settle(self) -> None:
        """Tell the controller once this event's animations are over."""
        if not self._settle_pending:
            self._settle_pending = True
            self.animator.when_idle(self._settled)

    def _settled(self) -> None:
        self._settle_pending = False
        self.controller.animations_finished()

    # ------------------------------------------------------------------ events
    def on_game_started(self, info: dict) -> None:
        rules = info["rules"]
        self.players, self.target = rules.players, rules.target
        self.high_joker = trump_order(0, rules.high_joker).high_joker
        self.decor.reset(rules.players)
        self.resize_table(self.table.width, self.table.height, self.dpr)

    def on_hand_dealt(self, info: dict) -> None:
        self.animator.finish_all()
        self.focus.reset()
        for item in [i for i in self.items() if isinstance(i, CardItem)]:
            self.removeItem(item)
        self.hands = [[] for _ in range(self.players)]
        self.trick, self.widow, self.discards, self.last_trick = [], [], [], []
        self.piles = [[] for _ in range(self.players // 2)]
        self.trump, self.mode, self.selected, self.legal = None, None, [], set()
        dealer, sizes = info["dealer"], info["hand_sizes"]
        self.scores, self.contract_bid = info["scores"], 0
        own = info["cards"].get(0)  # None when a computer plays seat 0 (the self-test)
        self.decor.dealer = dealer
        self.decor.clear_bubbles()
        self.decor.set_contract("")
        self.decor.set_board(board_text(info["scores"], self.target, None))
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
        for _ in range(54 - sum(sizes)):
            self.widow.append(self._new_item(None, start))
        self.hands[0].sort(key=self._hand_order)
        for item, pos, rotation, z in self._homes():
            if id(item) in delays:  # every card flies straight to its final place
                face_up = item.card is not None
                delay = delays[id(item)]
                self.animator.animate(item, pos, rotation, speeds.DEAL_CARD_MS, delay, face_up, z)
        self._move_home(self.widow, speeds.WIDOW_MS, order * speeds.DEAL_CARD_MS // 3)
        self._settle()

    def on_bid_made(self, seat: int, bid: object) -> None:
        if bid is not None:
            self.contract_bid = bid
        self.decor.set_bubble(seat, tr("Pass") if bid is None else str(bid))
        self.animator.wait(speeds.BID_BUBBLE_MS)
        self._settle()

    def on_trump_declared(self, seat: int, suit: int) -> None:
        self.trump = suit
        self.decor.clear_bubbles()
        self.decor.set_contract(contract_text(seat, self.players, self.contract_bid, suit))
        self._sort_human_hand()
        self._settle()

    def on_widow_taken(self, seat: int, count: int) -> None:
        taken, self.widow = self.widow[:count], self.widow[count:]
        self.hands[seat].extend(taken)
        self._move_home(self.hands[seat], speeds.WIDOW_MS)
        self._settle()

    def on_cards_exchanged(self, seat: int, count: int, given: list, received: list) -> None:
        self._throw_out(seat, count, given)
        drawn, self.widow = self.widow[:count], self.widow[count:]
        for item, card in zip(drawn, received or [None] * len(drawn), strict=False):
            item.card = card
            item.set_face_up(seat == 0)
            self.hands[seat].append(item)
        if seat == 0:
            self.hands[0].sort(key=self._hand_order)
        self._move_home(self.hands[seat], speeds.WIDOW_MS, speeds.DISCARD_MS)
        self._move_home(self.widow, speeds.WIDOW_MS, speeds.DISCARD_MS)
        self._settle()

    def on_cards_discarded(self, seat: int, count: int, cards: list) -> None:
        self._throw_out(seat, count, cards)
        self._move_home(self.hands[seat], speeds.SORT_HAND_MS, speeds.DISCARD_MS)
        self._settle()

    def _throw_out(self, seat: int, count: int, cards: list) -> None:
        """Cards leave a hand face down for the discards (their faces stay hidden)."""
        hand = self.hands[seat]
        if seat == 0 and cards:
            out = [item for item in hand if item.card in cards]
        else:
            out = hand[len(hand) - count :]
        for item in out:
            hand.remove(item)
            self.discards.append(item)
        self.selected = []
        self._move_home(out, speeds.DISCARD_MS, face_up=False)

    def on_card_played(self, seat: int, card: int) -> None:
        if seat == 0:
            self.focus.hide()
        hand = self.hands[seat]
        item = next((i for i in hand if i.card == card), None) or hand[-1]
        hand.remove(item)
        item.card = card
        item.set_dimmed(False)
        self.trick.append((seat, item))
        pos = self.table.trick_position(seat)
        self.animator.animate(item, pos, 0.0, speeds.PLAY_CARD_MS, face_up=True,
                              z=200 + len(self.trick))  # fmt: skip
        self._move_home(hand, speeds.SORT_HAND_MS)
        self._settle()

    def on_trick_won(self, winner: int, cards: list) -> None:
        team = winner % (self.players // 2)
        self.last_trick = list(cards)
        for _, item in self.trick:
            self.piles[team].append(item)
        items = [item for _, item in self.trick]
        self.trick = []
        pause = speeds.PLAY_CARD_MS + speeds.TRICK_PAUSE_MS
        self._move_home(items, speeds.COLLECT_TRICK_MS, pause, face_up=False)
        self._settle()

    def on_hand_progress(self, progress: dict) -> None:
        self.decor.set_board(board_text(self.scores, self.target, progress))

    def on_hand_scored(self, report: dict) -> None:
        self.scores = tuple(report["scores"])
        self.decor.set_board(board_text(self.scores, self.target, None))

    def on_hand_restored(self, observation: Observation) -> None:
        """After undo: lay the hand out again as the human now sees it."""
        self.animator.finish_all()
        self.show_turn(None)
        self.on_hand_dealt({
            "dealer": observation.dealer, "scores": observation.scores,
            "hand_sizes": list(observation.hand_sizes), "cards": {0: list(observation.hand)},
        })  # fmt: skip
        self.animator.finish_all()

    # ------------------------------------------------------------------ the human's turn
    def show_turn(self, observation: Observation | None) -> None:
        """Mark the human's cards for this decision (None: not the human's turn)."""
        if observation is not None:
            self._reconcile(observation)
        self.mode = None if observation is None else observation.phase
        self.legal = set(observation.legal_cards) if observation is not None else set()
        self.selected = []
        for item in self.hands[0]:
            item.set_dimmed(self.mode is Phase.PLAY and item.card not in self.legal)
        self._move_home(self.hands[0], speeds.SORT_HAND_MS // 2)
        self.focus.start_turn()

    def _reconcile(self, observation: Observation) -> None:
        """Give faces to the human's cards that arrived face down (the 6-player widow)."""
        hand = self.hands[0]
        shown = {item.card for item in hand if item.card is not None}
        missing = [card for card in observation.hand if card not in shown]
        for item in hand:
            if item.card is None and missing:
                item.card = missing.pop(0)
                self.animator.animate(item, item.pos(), item.rotation(), speeds.FLIP_MS,
                                      face_up=True)  # fmt: skip
        self._sort_human_hand()

    def toggle_selected(self, card: int, limit: int) -> None:
        """Select or unselect a card for an exchange or discard, up to ``limit``."""
        if card in self.selected:
            self.selected.remove(card)
        elif len(self.selected) < limit:
            self.selected.append(card)
        self._move_home(self.hands[0], speeds.SORT_HAND_MS // 2)
        if self.focus.card() == card:
            self.focus.changed()

    def clear_selection(self) -> None:
        """Unselect every card chosen for an exchange or discard."""
        self.selected = []
        self._move_home(self.hands[0], speeds.SORT_HAND_MS // 2)
        self.focus.changed()

    def _sort_human_hand(self) -> None:
        """Sort the human's hand and slide the cards to their new places."""
        self.hands[0].sort(key=self._hand_order)
        self._move_home(self.hands[0], speeds.SORT_HAND_MS)

    def _hand_order(self, item: CardItem) -> tuple[int, int]:
        """By suit, trump first once declared, strongest first within a suit."""
        card = item.card
        if card is None:
            return (9, 0)
        if self.trump is None:
            return (card // 13 if card < 52 else -1, -card)
        order = trump_order(self.trump, "red" if self.high_joker == 52 else "black")
        suit = order.effective_suit[card]
        group = 0 if suit == self.trump else 1 + (suit - self.trump) % 4
        return (group, -order.strength[card])

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        for item in self.items(event.scenePos()):
            if isinstance(item, CardItem) and item in self.hands[0] and item.card is not None:
                self.focus.clicked(item)
                self.card_clicked.emit(item.card)
                return
        super().mousePressEvent(event)
