"""A card on the table: a pixmap item centred on its position, face up or down.

The item knows its card (None for a card whose face this seat may not know yet), whether
it shows its face, and how it is marked for the human's turn: raised when legal or
selected, dimmed when it may not be played.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsPixmapItem

from .card_pixmaps import CardPixmaps

DIM_SHADE = QColor(0, 0, 0, 110)
FOCUS_COLOUR = QColor("#ffd23f")  # gold on the green felt, clear of every card colour
WINNING_COLOUR = QColor("#ffffff")  # the card that wins the trick so far
RECEIVED_COLOUR = QColor("#7fe0ff")  # cards just received from the widow
HINT_COLOUR = QColor("#ff6fd8")  # the card a hint suggests


class CardItem(QGraphicsPixmapItem):
    """One card item; its look comes from the shared CardPixmaps."""

    def __init__(self, pixmaps: CardPixmaps, card: int | None, face_up: bool = False) -> None:
        super().__init__()
        self.pixmaps = pixmaps
        self.card = card
        self.face_up = face_up
        self.width = 0
        self.dpr = 1.0
        self.high_joker: int | None = None  # which joker to badge HIGH (the other LOW)
        self.dimmed = False  # may not be played now: shown darker
        self.setTransformationMode(self.transformationMode().SmoothTransformation)

    def set_face_up(self, face_up: bool) -> None:
        """Show the face or the back."""
        if face_up != self.face_up:
            self.face_up = face_up
            self.refresh()

    def set_dimmed(self, dimmed: bool) -> None:
        """Darken a card that may not be played (darker, not see-through)."""
        if dimmed != self.dimmed:
            self.dimmed = dimmed
            self.refresh()

    def set_size(self, width: int, dpr: float) -> None:
        """Render at ``width`` logical pixels for a screen of ratio ``dpr``."""
        if (width, dpr) != (self.width, self.dpr):
            self.width, self.dpr = width, dpr
            self.refresh()

    def refresh(self) -> None:
        """Take the pixmap for the current card, side and size."""
        if self.width <= 0:
            return
        pixmap = self._pixmap()
        if self.dimmed:
            pixmap = pixmap.copy()
            painter = QPainter(pixmap)
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
            painter.fillRect(pixmap.rect(), DIM_SHADE)
            painter.end()
        self.setPixmap(pixmap)
        size = pixmap.deviceIndependentSize()
        self.setOffset(-size.width() / 2, -size.height() / 2)
        self.setTransformOriginPoint(0, 0)

    def _pixmap(self) -> QPixmap:
        if not self.face_up or self.card is None:
            return self.pixmaps.back(self.width, self.dpr)
        if self.card >= 52 and self.high_joker is not None:
            return self.pixmaps.joker_face(
                self.card, self.width, self.dpr, high=self.card == self.high_joker
            )
        return self.pixmaps.face(self.card, self.width, self.dpr)


class CardRing(QGraphicsPathItem):
    """A bright rounded frame around one card: the keyboard's card (gold), the card that
    wins the trick so far, a card just received, the card a hint suggests.

    It is the card's child, so it moves and turns with the card; it leaves the card before
    the card leaves its place."""

    def __init__(self, colour: QColor = FOCUS_COLOUR, width: float = 4) -> None:
        super().__init__()
        pen = QPen(colour, width)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.setPen(pen)
        self.setZValue(1)
        self.hide()

    def surround(self, card: CardItem) -> None:
        """Frame ``card`` (and follow it from now on); again after the card's size changed."""
        if self.parentItem() is not card:
            self.setParentItem(card)
        margin = self.pen().widthF() * 0.75
        box = card.boundingRect().adjusted(-margin, -margin, margin, margin)
        path = QPainterPath()
        radius = box.width() * 0.08
        path.addRoundedRect(box, radius, radius)
        self.setPath(path)
        self.show()

    def leave(self) -> None:
        """On no card now (the ring stays in the scene, hidden)."""
        self.setParentItem(None)
        self.hide()

    @property
    def card(self) -> CardItem | None:
        """The card it frames, if any."""
        parent = self.parentItem()
        return parent if isinstance(parent, CardItem) and self.isVisible() else None
