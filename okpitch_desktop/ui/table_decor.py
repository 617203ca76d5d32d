"""Everything on the table that is not a card: seat names in team colours, the dealer
button, bid bubbles, the contract and trump, and the score board."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from ..app.language import tr
from ..engine import HandProgress, RuleSet
from .seat_names import SUIT_SYMBOLS, TEAM_COLOURS, point_name, seat_name, team_name
from .table_layout import TableLayout

LABEL_Z = 500


class Label(QGraphicsRectItem):
    """Text on a rounded dark plate, centred on its position."""

    def __init__(self, scene: QGraphicsScene, colour: QColor | None = None) -> None:
        super().__init__()
        self.text = QGraphicsSimpleTextItem(self)
        self.text.setBrush(colour or QColor("white"))
        self.setBrush(QColor(0, 0, 0, 150))
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setZValue(LABEL_Z)
        scene.addItem(self)

    def show_text(self, text: str, size: float, centre: QPointF) -> None:
        """Set the text and its point size, and centre the plate on ``centre``."""
        font = QFont()
        font.setPointSizeF(max(7.0, size))
        self.text.setFont(font)
        self.text.setText(text)
        bounds = self.text.boundingRect()
        pad = size * 0.5
        self.setRect(QRectF(0, 0, bounds.width() + 2 * pad, bounds.height() + pad))
        self.text.setPos(pad, pad / 2)
        self.setPos(centre - QPointF(self.rect().width() / 2, self.rect().height() / 2))
        self.setVisible(bool(text))


class TableDecor:
    """The non-card items, placed again on every relayout."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.players = 4
        self.names: list[Label] = []
        self.bubbles: list[Label] = []
        self.bubble_texts: list[str] = []
        self.dealer = 0
        self.button = QGraphicsEllipseItem()
        self.button.setBrush(QBrush(QColor("#f5f1e6")))
        self.button.setZValue(LABEL_Z)
        #: The letter on the dealer button (one letter, e.g. German G for Geber)
        self.button_text = QGraphicsSimpleTextItem(tr("D"), self.button)
        scene.addItem(self.button)
        self.contract = Label(scene, QColor("#ffe680"))
        self.contract_text = ""
        self.board = Label(scene)
        self.board_text = ""
        self.layout: TableLayout | None = None

    def _clear_of_side_hand(self, seat: int, plate: Label, beside: Label | None = None) -> None:
        """A long name (or a bubble beside it) is pushed towards the centre until it no
        longer lies on the cards of a side seat's hand (Russian "Северо-восток")."""
        table = self.layout
        if not table.seat_rotation(seat):
            return
        anchor = table.seat_anchor(seat)
        towards = 1 if anchor.x() < table.width / 2 else -1
        gap = table.card_width * 0.15
        start = anchor.x() + towards * (table.card_height / 2 + gap)
        if beside is not None and beside.isVisible():
            edge = beside.sceneBoundingRect()
            start = max(start, edge.right() + gap) if towards > 0 else min(start, edge.left() - gap)
        rect = plate.sceneBoundingRect()
        near = rect.left() if towards > 0 else rect.right()
        if (near - start) * towards < 0:
            plate.moveBy(start - near, 0)

    def reset(self, rules: RuleSet) -> None:
        """A new game: one name plate (in its team's colour) and bubble per seat."""
        for item in self.names + self.bubbles:
            self.scene.removeItem(item)
        self.players = players = rules.players
        self.names = [Label(self.scene, TEAM_COLOURS[rules.team_of(s)]) for s in range(players)]
        self.bubbles = [Label(self.scene, QColor("#202020")) for _ in range(players)]
        for bubble in self.bubbles:
            bubble.setBrush(QColor("#fff7d6"))
        self.bubble_texts = [""] * players
        self.contract_text = self.board_text = ""
        self.dealer = 0

    def set_bubble(self, seat: int, text: str) -> None:
        """Show a bid (or "Pass") by a seat; empty text hides it."""
        self.bubble_texts[seat] = text
        self.relayout()

    def clear_bubbles(self) -> None:
        """Hide every bid bubble."""
        self.bubble_texts = [""] * self.players
        self.relayout()

    def set_contract(self, text: str) -> None:
        """The pitcher, the bid and trump."""
        self.contract_text = text
        self.relayout()

    def set_board(self, text: str) -> None:
        """The score board's text."""
        self.board_text = text
        self.relayout()

    def relayout(self, layout: TableLayout | None = None) -> None:
        """Place everything for the table's current size."""
        self.layout = layout or self.layout
        if self.layout is None:
            return
        table = self.layout
        size = table.card_width * 0.2
        for seat, (name, bubble) in enumerate(zip(self.names, self.bubbles, strict=True)):
            name.show_text(seat_name(seat, self.players), size, table.label_position(seat))
            self._clear_of_side_hand(seat, name)
            bubble.show_text(self.bubble_texts[seat], size * 1.2, table.bubble_position(seat))
            self._clear_of_side_hand(seat, bubble, beside=name)
        radius = size * 1.2
        dealer_name = self.names[self.dealer].sceneBoundingRect() if self.names else QRectF()
        # Under the dealer's name plate, where no card lies.
        corner = dealer_name.center() + QPointF(0, dealer_name.height() / 2 + radius * 1.3)
        self.button.setRect(QRectF(-radius, -radius, 2 * radius, 2 * radius))
        self.button.setPos(corner)
        font = QFont()
        font.setPointSizeF(max(6.0, radius * 0.9))
        font.setBold(True)
        self.button_text.setFont(font)
        text_bounds = self.button_text.boundingRect()
        self.button_text.setPos(-text_bounds.width() / 2, -text_bounds.height() / 2)
        self.board.show_text(self.board_text, size * 0.9, QPointF(0, 0))
        self.board.setPos(size * 0.6, size * 0.6)
        # The contract sits under the score board, in the corner no hand reaches.
        self.contract.show_text(self.contract_text, size, QPointF(0, 0))
        self.contract.setPos(size * 0.6, self.board.pos().y() + self.board.rect().height() + size)


def contract_text(pitcher: int, players: int, bid: int, trump: int | None) -> str:
    """ "North bid 4 · trump ♥" """
    text = tr("{seat} bid {bid}").format(seat=seat_name(pitcher, players), bid=bid)
    if trump is None:
        return text
    return tr("{contract} · trump {suit}").format(contract=text, suit=SUIT_SYMBOLS[trump])


def board_text(scores: tuple[int, ...], target: int, progress: HandProgress | None) -> str:
    """Team scores, the target, and what each team has taken this hand."""
    teams = len(scores)
    lines = [tr("Game to {target}").format(target=target)]
    for team in range(teams):
        line = f"{team_name(team, teams)}: {scores[team]}"
        if progress:
            taken = ", ".join(point_name(p) for p in progress.captured[team])
            count = progress.game_counts[team]
            line += "   " + tr("this hand: count {count}").format(count=count)
            line += f" {taken}" if taken else ""
        lines.append(line)
    return "\n".join(lines)
