"""A small table beside a card decision in the Review: the cards already in the trick where
each seat played them, with the seat's name, the lead marked, the trump named, and an empty
place with a question mark where the reviewed seat's card is to go."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...app.language import tr
from ...app.review.trick_at import TrickSoFar
from ..seat_names import SUIT_SYMBOLS, card_label, seat_name
from ..table.card_pixmaps import CardPixmaps

CARD_WIDTH = 40  # logical pixels: small, the faces still readable
FELT = QColor("#1f6b3a")
FELT_EDGE = QColor("#124526")
WORDS = QColor("#ffffff")
RED_SUIT = QColor("#c00000")  # hearts and diamonds, as the cards print them
CAPTION = 18  # the caption's row over the felt
RED_SUITS = (1, 2)
LEAD = QColor("#ffd54a")


def trick_caption(trick: TrickSoFar) -> str:
    """ "Trick 4 · Trump ♥": the line over the picture."""
    text = tr("Trick {n}").format(n=trick.number)
    if trick.trump is not None:
        text += " · " + tr("Trump {suit}").format(suit=SUIT_SYMBOLS[trick.trump])
    return text


def trick_words(trick: TrickSoFar) -> str:
    """The picture in words, for the tooltip and screen readers: who led and what lies."""
    players = trick.players
    if trick.leads:
        said = tr("{seat} leads: no card is on the table yet.").format(
            seat=seat_name(trick.seat, players)
        )
    else:
        cards = ", ".join(
            tr("{seat}: {card}").format(seat=seat_name(seat, players), card=card_label(card))
            for seat, card in trick.played
        )
        said = tr("On the table: {cards}. {seat} led.").format(
            cards=cards, seat=seat_name(trick.leader, players)
        )
    return f"{trick_caption(trick)}. {said}"


class TrickPicture(QWidget):
    """Draws one ``TrickSoFar`` (or nothing: hidden for a decision that is not a card)."""

    def __init__(self, pixmaps: CardPixmaps, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pixmaps = pixmaps
        self.trick: TrickSoFar | None = None
        self.painted: tuple[tuple[int, int], ...] = ()  # (seat, card id) of the last paint
        self.setObjectName("trick_picture")
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.hide()

    def sizeHint(self) -> QSize:
        return QSize(CARD_WIDTH * 7, CardPixmaps.height_for(CARD_WIDTH) * 4 + CAPTION + 10)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def show_trick(self, trick: TrickSoFar | None) -> None:
        """Draw ``trick``; hide for None."""
        self.trick = trick
        self.setVisible(trick is not None)
        words = "" if trick is None else trick_words(trick)
        self.setToolTip(words)
        self.setAccessibleName(tr("The trick so far"))
        self.setAccessibleDescription(words)
        self.update()

    def place(self, seat: int) -> QPointF:
        """The middle of ``seat``'s card: the reviewed seat at the bottom, play clockwise."""
        assert self.trick is not None
        turn = (seat - self.trick.seat) % self.trick.players
        angle = math.pi / 2 + turn * 2 * math.pi / self.trick.players
        width, height = self.width(), self.height()
        card_height = CardPixmaps.height_for(CARD_WIDTH)
        felt = height - CAPTION
        middle = QPointF(width / 2, CAPTION + felt / 2 - 6)
        reach_x = width / 2 - CARD_WIDTH * 1.4
        reach_y = felt / 2 - card_height * 0.5 - 16
        return middle + QPointF(reach_x * math.cos(angle), reach_y * math.sin(angle))

    def paintEvent(self, _event: QPaintEvent) -> None:
        trick = self.trick
        if trick is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        try:
            self._paint(painter, trick)
        finally:
            painter.end()

    def _paint(self, painter: QPainter, trick: TrickSoFar) -> None:
        painter.setPen(QPen(FELT_EDGE, 2))
        painter.setBrush(FELT)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, CAPTION + 1, -1, -1), 14, 14)
        self._caption(painter, trick)
        font = QFont(self.font())
        font.setPixelSize(11)
        painter.setFont(font)
        card_height = CardPixmaps.height_for(CARD_WIDTH)
        dpr = self.devicePixelRatioF()
        played = dict(trick.played)
        painted = []
        for seat in range(trick.players):
            middle = self.place(seat)
            box = QRectF(middle.x() - CARD_WIDTH / 2, middle.y() - card_height / 2,
                         CARD_WIDTH, card_height)  # fmt: skip
            if seat in played:
                painter.drawPixmap(box.topLeft(), self._face(played[seat], dpr))
                painted.append((seat, played[seat]))
            elif seat == trick.seat:
                painter.setPen(QPen(WORDS, 1.5, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(box, 4, 4)
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "?")
            if seat == trick.leader and (seat in played or trick.leads):
                painter.setPen(QPen(LEAD, 2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(box.adjusted(-3, -3, 3, 3), 5, 5)
            name = seat_name(seat, trick.players)
            if seat == trick.leader:
                name = tr("{seat} (lead)").format(seat=name)
            below = QRectF(middle.x() - CARD_WIDTH * 1.5, box.bottom() + 1, CARD_WIDTH * 3, 13)
            painter.setPen(LEAD if seat == trick.leader else WORDS)
            painter.drawText(below, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, name)
        order = [seat for seat, _card in trick.played]
        self.painted = tuple(sorted(painted, key=lambda drawn: order.index(drawn[0])))

    def _caption(self, painter: QPainter, trick: TrickSoFar) -> None:
        """The trick's number and the trump, the suit in red when it is red."""
        line = QRectF(2, 0, self.width() - 4, CAPTION)
        painter.setPen(self.palette().windowText().color())
        text = trick_caption(trick)
        if trick.trump is not None and trick.trump in RED_SUITS:
            symbol = SUIT_SYMBOLS[trick.trump]
            head, _, tail = text.rpartition(symbol)
            painter.drawText(line, Qt.AlignmentFlag.AlignLeft, head)
            start = painter.fontMetrics().horizontalAdvance(head)
            painter.setPen(RED_SUIT)
            painter.drawText(line.adjusted(start, 0, 0, 0), Qt.AlignmentFlag.AlignLeft, symbol)
            if tail:
                start += painter.fontMetrics().horizontalAdvance(symbol)
                painter.setPen(self.palette().windowText().color())
                painter.drawText(line.adjusted(start, 0, 0, 0), Qt.AlignmentFlag.AlignLeft, tail)
        else:
            painter.drawText(line, Qt.AlignmentFlag.AlignLeft, text)

    def _face(self, card: int, dpr: float):
        trick = self.trick
        if card >= 52 and trick is not None and trick.high_joker is not None:
            return self.pixmaps.joker_face(card, CARD_WIDTH, dpr, high=card == trick.high_joker)
        return self.pixmaps.face(card, CARD_WIDTH, dpr)
