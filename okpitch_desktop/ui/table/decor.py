"""Everything on the table that is not a card: seat names in team colours (framed for the
seat to act, with each seat's bids of the hand), the dealer button, bid bubbles, the
contract, the score board, and the labels of the piles, the widow and the discards."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsScene, QGraphicsSimpleTextItem

from ...app.language import tr
from ...app.table_events import TableEvents
from ...app.table_news import BidMade, HandDealt, TrickWon, TrumpDeclared
from ...engine import HandProgress, HandReport, RuleSet
from ..seat_names import TEAM_COLOURS, seat_name, team_name
from .free_place import box_at, first_clear, is_clear
from .label import LABEL_Z, Label
from .layout import TableLayout
from .plate_words import board_lines, contract_text, longest_board

CONTRACT_COLOUR = QColor("#ffe680")
BUBBLE_TEXT = QColor("#202020")
BUBBLE_PLATE = QColor("#fff7d6")
THINKING = " …"
# The person's plate ends this far (in card heights) above the hand's middle: clear of a
# raised card and of the card a hint raises higher (scene.py RAISE + HINT_RAISE).
PERSON_PLATE_CLEARANCE = 0.84
BOARD_SCALES = (0.9, 0.8, 0.7, 0.6)  # of the plates' text size


class TableDecor:
    """The non-card items, placed again on every relayout."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.rules = RuleSet()
        self.names: list[Label] = []
        self.bubbles: list[Label] = []
        self.bubble_texts: list[str] = []
        self.bids: list[list[str]] = []  # per seat: what it said this hand
        self.active: int | None = None  # the seat to act
        self.thinking = False  # ... and it is a computer thinking
        self.dealer = 0
        self.button = QGraphicsEllipseItem()
        self.button.setBrush(QBrush(QColor("#f5f1e6")))
        self.button.setZValue(LABEL_Z)
        #: The letter on the dealer button (one letter, e.g. German G for Geber)
        self.button_text = QGraphicsSimpleTextItem(tr("D"), self.button)
        self.button.hide()  # until the first deal
        scene.addItem(self.button)
        self.contract = Label(scene, CONTRACT_COLOUR)
        self.contract_text = ""
        self.board = Label(scene)
        self.board_lines: list[tuple[str, QColor]] = []
        self.pile_labels: list[Label] = []
        self.tricks_taken: list[int] = []
        self.widow_label = Label(scene)
        self.discard_label = Label(scene)
        self.widow_left = 0  # cards still in the widow on the table
        self.discards_shown = False
        self.scores: tuple[int, ...] = (0, 0)
        self.contract_bid = 0
        self.dealt = False  # a hand has been dealt: there is a dealer to show
        self._board_scale: float | None = None  # the board's text size at this table size
        self._contract_choice: tuple[int, int] | None = None  # the contract's place that did
        self.layout: TableLayout | None = None

    def follow(self, events: TableEvents) -> None:
        """Show what the controller announces (the scene shows the cards)."""
        events.game_started.connect(lambda started: self.reset(started.rules))
        events.hand_dealt.connect(self._on_dealt)
        events.bid_made.connect(self._on_bid)
        events.trump_declared.connect(self._on_trump)
        events.widow_taken.connect(lambda _taken: self._take_from_widow(self.widow_left))
        events.cards_exchanged.connect(lambda exchanged: self._take_from_widow(exchanged.count))
        events.cards_discarded.connect(lambda _discarded: self._discarded())
        events.card_played.connect(lambda _played: self.set_active(None))
        events.trick_won.connect(self._on_trick_won)
        events.hand_progress.connect(self._on_progress)
        events.hand_scored.connect(self._on_scored)

    def _on_dealt(self, dealt: HandDealt) -> None:
        self.dealt = True
        self.scores = dealt.scores
        self.widow_left = dealt.widow_size
        self.new_hand(dealt.dealer)
        self.set_board(board_lines(self.scores, self.rules, None))

    def _on_bid(self, bid: BidMade) -> None:
        if bid.points is not None:
            self.contract_bid = bid.points
        self.active = None
        self.add_bid(bid.seat, tr("Pass") if bid.points is None else str(bid.points))

    def _on_trump(self, declared: TrumpDeclared) -> None:
        self.active = None
        self.bubble_texts = [""] * self.rules.players
        players = self.rules.players
        self.set_contract(
            contract_text(declared.pitcher, players, self.contract_bid, declared.suit)
        )

    def _take_from_widow(self, count: int) -> None:
        self.widow_left = max(0, self.widow_left - count)
        self.discards_shown = self.discards_shown or self.rules.has_exchange
        self.active = None
        self.relayout()

    def _discarded(self) -> None:
        self.discards_shown, self.active = True, None
        self.relayout()

    def _on_trick_won(self, won: TrickWon) -> None:
        self.tricks_taken[self.rules.team_of(won.winner)] += 1
        self.relayout()

    def _on_progress(self, progress: HandProgress) -> None:
        self.set_board(board_lines(self.scores, self.rules, progress))

    def _on_scored(self, report: HandReport) -> None:
        self.scores = report.scores
        self.active = None
        self.set_board(board_lines(self.scores, self.rules, None))

    # ------------------------------------------------------------------ what to show
    def reset(self, rules: RuleSet) -> None:
        """A new game: one name plate (in its team's colour) and bubble per seat, one pile
        label per team."""
        for item in self.names + self.bubbles + self.pile_labels:
            self.scene.removeItem(item)
        self.rules = rules
        self.dealt, self._board_scale = False, None
        players = rules.players
        self.names = [Label(self.scene, TEAM_COLOURS[rules.team_of(s)]) for s in range(players)]
        self.bubbles = [Label(self.scene, BUBBLE_TEXT) for _ in range(players)]
        for bubble in self.bubbles:
            bubble.setBrush(BUBBLE_PLATE)
        self.pile_labels = [Label(self.scene, TEAM_COLOURS[t]) for t in range(rules.teams)]
        self.new_hand(0)

    def new_hand(self, dealer: int) -> None:
        """A new deal: no bids, no contract, no trick taken."""
        players = self.rules.players
        self.dealer = dealer
        self.bubble_texts = [""] * players
        self.bids = [[] for _ in range(players)]
        self.tricks_taken = [0] * self.rules.teams
        self.contract_text = ""
        self.contract_bid = 0
        self.discards_shown = False
        self.active, self.thinking = None, False
        self.relayout()

    def set_active(self, seat: int | None, thinking: bool = False) -> None:
        """The seat to act (None: nobody now); ``thinking``: a computer is deciding."""
        self.active, self.thinking = seat, thinking
        self.relayout()

    def add_bid(self, seat: int, text: str) -> None:
        """A seat bids or passes: its bubble says it now, its plate for the whole hand."""
        self.bubble_texts[seat] = text
        self.bids[seat].append(text)
        self.relayout()

    def clear_bubbles(self) -> None:
        """Hide every bid bubble (the bids stay on the name plates)."""
        self.bubble_texts = [""] * self.rules.players
        self.relayout()

    def set_contract(self, text: str) -> None:
        """The pitcher, the bid and trump."""
        self.contract_text = text
        self.relayout()

    def set_board(self, lines: list[tuple[str, QColor]]) -> None:
        """The score board's lines, each in its colour."""
        self.board_lines = lines
        self.relayout()

    # ------------------------------------------------------------------ placing
    def relayout(self, layout: TableLayout | None = None) -> None:
        """Place everything for the table's current size: the name plates where the
        layout puts them, then each other plate at the first place it prefers that keeps
        clear of every card's area and of the plates placed before it."""
        if layout is not None and layout is not self.layout:
            self._board_scale, self._contract_choice = None, None
        self.layout = layout or self.layout
        if self.layout is None or self.layout.players != len(self.names):
            return  # no game yet, or the table is laid out for the new game's seats next
        table = self.layout
        size = table.card_width * 0.2
        cards = [*table.card_areas, *table.trick_areas]
        placed = self._place_names(size)
        placed.append(self._place_button(size, cards + placed))
        placed.append(self._place_board(size, cards + placed))
        placed += self._place_pile_labels(size, cards + placed)
        placed.append(self._place_contract(size, cards + placed))
        # Bids are made before any card is played: the bubbles may lie over the trick.
        self._place_bubbles(size, [*table.card_areas, *placed])

    @property
    def _bounds(self) -> QRectF:
        """The table, less a thin margin: plates lie wholly on it."""
        table, edge = self.layout, 2.0
        return QRectF(edge, edge, table.width - 2 * edge, table.height - 2 * edge)

    def _put(self, plate, centres: list[QPointF], obstacles: list[QRectF], gap: float) -> QRectF:
        """Centre ``plate`` on the first of ``centres`` that keeps clear (the first of all
        if none does); its box, or an empty one if it is hidden."""
        size = plate.rect().size()
        plate.place(first_clear(size, centres, obstacles, self._bounds, gap) or centres[0])
        return plate.sceneBoundingRect() if plate.isVisible() else QRectF()

    def _place_names(self, size: float) -> list[QRectF]:
        """Each seat's plate by its hand (with its bids), framed if it is to act."""
        table, players = self.layout, self.rules.players
        plates = []
        for seat, name in enumerate(self.names):
            text = seat_name(seat, players) + (THINKING if self.thinking and seat == self.active
                                               else "")  # fmt: skip
            if self.bids[seat]:
                text += "\n" + ", ".join(self.bids[seat])
            name.show_text(text, size, table.label_position(seat))
            name.set_active(seat == self.active)
            self._clear_of_side_hand(seat, name)
            if seat == 0:  # a second line (the bids) must not reach the raised cards
                lowest = table.seat_anchor(0).y() - PERSON_PLATE_CLEARANCE * table.card_height
                name.moveBy(0, min(0.0, lowest - name.sceneBoundingRect().bottom()))
            plates.append(name.sceneBoundingRect())
        return plates

    def _place_bubbles(self, size: float, obstacles: list[QRectF]) -> None:
        """Each bid bubble by its seat's plate: over the person's, beside a side seat's
        towards the centre, under the top seat's; else beside, over or under the plate,
        wherever is clear."""
        table = self.layout
        gap = size * 0.4
        for seat, (name, bubble) in enumerate(zip(self.names, self.bubbles, strict=True)):
            bubble.show_text(self.bubble_texts[seat], size * 1.2, table.bubble_position(seat))
            if not bubble.isVisible():
                continue
            plate, box = name.sceneBoundingRect(), bubble.rect()
            half_w, half_h = box.width() / 2 + gap, box.height() / 2 + gap
            centre = plate.center()
            above = QPointF(centre.x(), plate.top() - half_h)
            below = QPointF(centre.x(), plate.bottom() + half_h)
            left = QPointF(plate.left() - half_w, centre.y())
            right = QPointF(plate.right() + half_w, centre.y())
            inwards = [right, left] if centre.x() < table.width / 2 else [left, right]
            if seat == 0:
                centres = [above, *inwards]
            elif table.seat_rotation(seat):  # a side seat: beside its plate, towards the centre
                centres = [*inwards, table.bubble_position(seat), below, above]
            else:
                centres = [table.bubble_position(seat), *inwards, below, above]
            obstacles.append(self._put(bubble, centres, obstacles, gap / 2))

    def _place_button(self, size: float, obstacles: list[QRectF]) -> QRectF:
        """Beside the dealer's name plate, on the side away from the dealer's cards (else
        the other side, over or under the plate); shown once there is a dealer."""
        self.button.setVisible(self.dealt)
        radius = size * 1.2
        self.button.setRect(QRectF(-radius, -radius, 2 * radius, 2 * radius))
        font = QFont()
        font.setPointSizeF(max(6.0, radius * 0.9))
        font.setBold(True)
        self.button_text.setFont(font)
        text_bounds = self.button_text.boundingRect()
        self.button_text.setPos(-text_bounds.width() / 2, -text_bounds.height() / 2)
        plate = self.names[self.dealer].sceneBoundingRect()
        reach, centre = radius * 1.4, plate.center()
        y = centre.y()
        sides = [QPointF(plate.right() + reach, y), QPointF(plate.left() - reach, y)]
        if centre.x() > self.layout.width / 2 + 1:
            sides.reverse()
        centres = [*sides, QPointF(centre.x(), plate.top() - reach),
                   QPointF(centre.x(), plate.bottom() + reach)]  # fmt: skip
        bounds = self._bounds
        spot = first_clear(self.button.rect().size(), centres, obstacles, bounds) or centres[0]
        self.button.setPos(spot)
        return self.button.sceneBoundingRect() if self.dealt else QRectF()

    def _place_board(self, size: float, obstacles: list[QRectF]) -> QRectF:
        """The score board in the top left corner, its text one size for the whole game at
        this table size: the largest at which the longest board it may show keeps clear."""
        margin = size * 0.6
        if self._board_scale is None:
            self._board_scale = BOARD_SCALES[-1]
            for scale in BOARD_SCALES:
                self._show_board(longest_board(self.rules), size * scale, margin)
                if is_clear(self.board.sceneBoundingRect(), obstacles, self._bounds, 0.0):
                    self._board_scale = scale
                    break
        self._show_board(self.board_lines, size * self._board_scale, margin)
        return self.board.sceneBoundingRect() if self.board.isVisible() else QRectF()

    def _show_board(self, lines: list[tuple[str, QColor]], size: float, margin: float) -> None:
        self.board.show_text("\n".join(line for line, _ in lines), size, QPointF(0, 0),
                             [colour for _, colour in lines])  # fmt: skip
        self.board.setPos(margin, margin)

    def _place_contract(self, size: float, obstacles: list[QRectF]) -> QRectF:
        """The contract beside the score board when it fits before the top seat's cards,
        else under it, else in a bottom corner; on one line or two, wherever it is clear
        (where it went last first: it usually still fits)."""
        table = self.layout
        board = self.board.sceneBoundingRect()
        margin = size * 0.6
        one_line, two_lines = self.contract_text, self.contract_text.replace(" · ", "\n")
        choices = [(place, text) for place in range(4) for text in (0, 1)]
        if self._contract_choice in choices:
            choices.insert(0, choices.pop(choices.index(self._contract_choice)))
        for place, text in choices:
            self.contract.show_text((one_line, two_lines)[text], size, QPointF(0, 0))
            box = self.contract.rect()
            corners = [
                QPointF(board.right() + size, margin),
                QPointF(margin, board.bottom() + size),
                QPointF(margin, table.height - margin - box.height()),
                QPointF(table.width / 2 - box.width() / 2, table.height / 2 - box.height() / 2),
            ]
            centre = corners[place] + box.center()
            if is_clear(box_at(box.size(), centre), obstacles, self._bounds, size * 0.5):
                self._contract_choice = (place, text)
                self.contract.place(centre)
                return self.contract.sceneBoundingRect() if self.contract.isVisible() else QRectF()
        self.contract.show_text(two_lines, size, QPointF(0, 0))
        self.contract.setPos(board.right() + size, margin)
        return self.contract.sceneBoundingRect() if self.contract.isVisible() else QRectF()

    def _place_pile_labels(self, size: float, obstacles: list[QRectF]) -> list[QRectF]:
        """Each team's pile label by its pile, its room kept from the first trick on; the
        widow's over the widow and the discards' by the discards. Their boxes."""
        table = self.layout
        teams = self.rules.teams
        boxes = []
        for team, label in enumerate(self.pile_labels):
            taken = self.tricks_taken[team] if team < len(self.tricks_taken) else 0
            #: A team's pile of won tricks: the team and how many tricks it holds
            text = tr("{team}: %n tricks", None, max(taken, 1))
            text = text.format(team=team_name(team, teams))
            boxes.append(self._place_pile_label(team, label, text, size, obstacles + boxes))
            label.setVisible(taken > 0)  # its room stays kept
        for label, text, centre, area in (
            (self.widow_label, tr("Widow") if self.widow_left else "",
             table.widow_label_position(), table.widow_area),
            (self.discard_label, tr("Discards") if self.discards_shown else "",
             table.discard_label_position(0), table.discard_area),
        ):  # fmt: skip
            label.show_text(text, size * 0.8, QPointF(0, 0))
            box, gap, middle = label.rect(), size * 0.3, area.center()
            over = QPointF(middle.x(), area.top() - gap - box.height() / 2)
            under = QPointF(middle.x(), area.bottom() + gap + box.height() / 2)
            left = QPointF(area.left() - gap - box.width() / 2, middle.y())
            right = QPointF(area.right() + gap + box.width() / 2, middle.y())
            centres = [over, under, centre, left, right]
            boxes.append(self._put(label, centres, obstacles + boxes, size * 0.2))
        return boxes

    def _place_pile_label(
        self, team: int, label: Label, text: str, size: float, obstacles: list[QRectF]
    ) -> QRectF:
        """By the team's pile (over it at the bottom, beside it at the top), else beside it
        towards the middle; on one line, else on two."""
        table = self.layout
        pile, gap = table.pile_rect(team), size * 0.4
        for shown in (text, text.replace(": ", ":\n", 1)):
            label.show_text(shown, size * 0.8, QPointF(0, 0))
            box = label.rect()
            inwards = 1 if pile.center().x() < table.width / 2 else -1
            beside = pile.center().x() + inwards * (pile.width() / 2 + gap + box.width() / 2)
            centres = [table.pile_label_position(team, box), QPointF(beside, pile.center().y())]
            spot = first_clear(box.size(), centres, obstacles, self._bounds, size * 0.2)
            if spot is not None:
                label.place(spot)
                return label.sceneBoundingRect()
        label.show_text(text, size * 0.8, table.pile_label_position(team, label.rect()))
        return label.sceneBoundingRect()

    def _clear_of_side_hand(self, seat: int, plate: Label) -> None:
        """A long name is pushed towards the centre until it no longer lies on the cards of
        a side seat's hand (Russian "Северо-восток")."""
        table = self.layout
        if not table.seat_rotation(seat):
            return
        anchor = table.seat_anchor(seat)
        towards = 1 if anchor.x() < table.width / 2 else -1
        start = anchor.x() + towards * (table.card_height / 2 + table.card_width * 0.15)
        rect = plate.sceneBoundingRect()
        near = rect.left() if towards > 0 else rect.right()
        if (near - start) * towards < 0:
            plate.moveBy(start - near, 0)
