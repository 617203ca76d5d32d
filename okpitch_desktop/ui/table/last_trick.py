"""The last trick shown on the table: its cards face up where each seat played them, the
winner's card framed and a caption naming the winner, over the dimmed table. It stays for
as long as the key is held, or until a click or Escape (the table's view)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from ...app.language import tr
from ..seat_names import seat_name
from .card_item import WINNING_COLOUR, CardItem, CardRing
from .card_pixmaps import CardPixmaps
from .label import Label
from .layout import TableLayout

OVERLAY_Z = 2000
SHADE = QColor(0, 0, 0, 140)


class LastTrickView:
    """Shows one finished trick above everything else on the table."""

    def __init__(self, scene: QGraphicsScene, pixmaps: CardPixmaps) -> None:
        self.scene = scene
        self.pixmaps = pixmaps
        self.shade = QGraphicsRectItem()
        self.shade.setBrush(SHADE)
        self.shade.setPen(QPen(Qt.PenStyle.NoPen))
        self.shade.setZValue(OVERLAY_Z)
        self.shade.hide()
        scene.addItem(self.shade)
        self.caption = Label(scene)
        self.caption.setZValue(OVERLAY_Z + 20)
        self.caption.hide()
        self.cards: list[CardItem] = []
        self.ring = CardRing(WINNING_COLOUR, 4)
        scene.addItem(self.ring)

    @property
    def shown(self) -> bool:
        return self.shade.isVisible()

    def show(self, played: list[tuple[int, int]], winner: int, table: TableLayout,
             dpr: float, high_joker: int | None) -> None:  # fmt: skip
        """Lay out ``played`` ((seat, card) in the order played) won by ``winner``."""
        self.hide()
        self.shade.setRect(QRectF(0, 0, table.width, table.height))
        self.shade.show()
        for order, (seat, card) in enumerate(played):
            item = CardItem(self.pixmaps, card, face_up=True)
            item.high_joker = high_joker
            item.set_size(table.card_width, dpr)
            item.setPos(table.trick_position(seat))
            item.setZValue(OVERLAY_Z + 1 + order)
            self.scene.addItem(item)
            self.cards.append(item)
            if seat == winner:
                self.ring.surround(item)
        text = tr("Last trick: taken by {seat}").format(seat=seat_name(winner, table.players))
        top = min(item.sceneBoundingRect().top() for item in self.cards)
        size = table.card_width * 0.22
        self.caption.show_text(text, size, QPointF(table.width / 2, top - size * 2))

    def hide(self) -> None:
        """Back to the table as it is."""
        self.ring.leave()
        for item in self.cards:
            self.scene.removeItem(item)
        self.cards = []
        self.shade.hide()
        self.caption.hide()
