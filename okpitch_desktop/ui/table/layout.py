"""Where everything sits on the table, computed from its size in card-width units.

Seats go clockwise from the human at the bottom (R1). Every position is recomputed on a
resize, so nothing is stored in pixels.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QTransform

CARD_RATIO = 7 / 5  # height / width
# Seat directions as angles (degrees, 0 = bottom, clockwise on screen = towards the left).
SEAT_ANGLES = {4: (0, 90, 180, 270), 6: (0, 60, 120, 180, 240, 300)}
DEALT = {4: 9, 6: 8}  # cards in a hand after the deal (R3), the most a hand shows for long
PLAYED = 6  # cards each player plays: every hand is discarded down to 6 (R6)
WIDOW = {4: 0, 6: 6}  # cards a pitcher adds to the dealt hand before discarding (R6)
# The person's cards lie side by side while the table is wide enough, else overlap just
# enough to fit; each always shows at least its corner index (rank and suit: the art's
# index column ends at about a quarter of the card's width).
PERSON_GAP = 1.0  # of a card's width, at most
INDEX_SHARE = 0.24  # of a card's width
# The bottom corners are kept for the won tricks' piles and their labels.
CORNER = 3.4  # card widths from each side
# Stacks: each card a little step (pixels) from the one under it, so the stack's height shows.
PILE_STEP = QPointF(0, -0.4)  # a team's won tricks
WIDOW_STEP = QPointF(0.5, -0.5)
DISCARD_STEP = QPointF(0.4, -0.4)
DISCARD_TURN = 8.0  # degrees: the discards lie turned a little, out of play
DECK = 54  # cards (R2)
LIFT = 0.30  # card heights the person's card may stand out at most (scene.py RAISE + HINT_RAISE)


@dataclass(frozen=True)
class TableLayout:
    """Positions for one table size and number of players (a new one on every resize; the
    sizes every position needs are worked out once)."""

    width: float
    height: float
    players: int

    @cached_property
    def card_width(self) -> int:
        """Cards scale with the table: about a thirteenth of its width."""
        return max(40, int(min(self.width / 13, self.height / 9.5)))

    @cached_property
    def card_height(self) -> float:
        return self.card_width * CARD_RATIO

    @property
    def centre(self) -> QPointF:
        return QPointF(self.width / 2, self.height / 2)

    def _direction(self, seat: int) -> tuple[float, float]:
        """Unit vector from the centre towards a seat."""
        angle = math.radians(SEAT_ANGLES[self.players][seat])
        return -math.sin(angle), math.cos(angle)

    def seat_anchor(self, seat: int) -> QPointF:
        """Where a seat's hand lies, near the table's edge."""
        dx, dy = self._direction(seat)
        reach_x = self.width / 2 - 0.9 * self.card_width
        if self.players == 6 and seat % 3:  # a side seat: its hand's end clear of the piles
            reach_x = min(reach_x, (self.width / 2 - 1.9 * self.card_width) / abs(dx))
        reach_y = self.height / 2 - 0.75 * self.card_height
        if seat == 0:
            reach_y = self.height / 2 - 0.72 * self.card_height
        return self.centre + QPointF(dx * reach_x, dy * reach_y)

    def seat_rotation(self, seat: int) -> float:
        """Cards of side seats lie turned towards the centre."""
        return 0.0 if seat == 0 else float(SEAT_ANGLES[self.players][seat] % 180 and 90)

    def hand_position(self, seat: int, index: int, count: int) -> QPointF:
        """Card ``index`` of ``count`` in a seat's hand: the human's fanned wide, the
        others' overlapping compactly along the table's edge, never longer than as dealt
        (a 6-player pitcher's cards with the widow lie closer)."""
        if seat == 0:
            gap = self.person_gap(count)
        else:
            dealt = DEALT[self.players]
            gap = self.card_width * 0.22 * min(1.0, (dealt - 1) / max(count - 1, 1))
        offset = (index - (count - 1) / 2) * gap
        anchor = self.seat_anchor(seat)
        if self.seat_rotation(seat):
            return anchor + QPointF(0, offset)
        return anchor + QPointF(offset, 0)

    def person_gap(self, count: int) -> float:
        """From one of the person's cards to the next: side by side if the room between the
        bottom corners allows, else as close as the room needs."""
        room = self.width - 2 * CORNER * self.card_width - self.card_width
        return min(PERSON_GAP * self.card_width, room / max(count - 1, 1))

    def trick_position(self, seat: int) -> QPointF:
        """Where a seat's card lies in the trick: on an ellipse, towards that seat; six
        cards need a larger one so that neighbours do not overlap."""
        dx, dy = self._direction(seat)
        if self.players == 4:
            across, along = 1.05, 0.55
        else:  # side pairs a full card apart; top and bottom clear of the hands
            across, along = 1.85, (0.68 if abs(dy) > 0.9 else 1.04)
        return self.centre + QPointF(dx * across * self.card_width, dy * along * self.card_height)

    def pile_position(self, team: int) -> QPointF:
        """Each team's pile of won tricks, in a corner: team 0 bottom right, team 1 top
        right, team 2 bottom left (the score board has the top left)."""
        reach = 0.6 * self.card_width  # clear of a 6-player side hand's end
        x = self.width - reach if team < 2 else reach
        if team != 1:
            return QPointF(x, self.height - 0.7 * self.card_height)
        rise = -PILE_STEP.y() * (self.played - 1)  # the top pile grows towards the edge
        return QPointF(x, max(0.7 * self.card_height, 0.5 * self.card_height + rise + 2))

    @property
    def played(self) -> int:
        """The cards played to tricks in a hand: the most a team's pile holds."""
        return self.players * PLAYED

    def widow_position(self) -> QPointF:
        """The undealt widow (and the deck before the deal)."""
        return self.centre + QPointF(-2.6 * self.card_width, -0.15 * self.card_height)

    def discard_position(self) -> QPointF:
        """Discarded cards, out of play, face down: beyond the trick's side cards."""
        across = 2.6 if self.players == 4 else 3.1
        return self.centre + QPointF(across * self.card_width, -0.15 * self.card_height)

    def hand_rect(self, seat: int, count: int) -> QRectF:
        """Where a seat's ``count`` cards lie."""
        first, last = self.hand_position(seat, 0, count), self.hand_position(seat, count - 1, count)
        across, along = self.card_width, self.card_height
        if self.seat_rotation(seat):
            across, along = along, across
        rect = QRectF(first, last).normalized()
        return rect.adjusted(-across / 2, -along / 2, across / 2, along / 2)

    def card_rect(self, centre: QPointF, turned: bool = False) -> QRectF:
        """A card's box centred on ``centre`` (``turned``: a quarter turn)."""
        across, along = self.card_width, self.card_height
        if turned:
            across, along = along, across
        return QRectF(centre.x() - across / 2, centre.y() - along / 2, across, along)

    @cached_property
    def card_areas(self) -> tuple[QRectF, ...]:
        """Everywhere a card may rest but the trick: every hand at its largest (the
        person's with a 6-player widow and a card standing out), each stack at its highest
        (the team's won tricks, the widow, the discards). Plates keep clear of all of it,
        whatever lies there now."""
        dealt = DEALT[self.players]
        person = self.hand_rect(0, dealt + WIDOW[self.players])
        hands = [person.adjusted(0, -LIFT * self.card_height, 0, 0)]
        hands += [self.hand_rect(seat, dealt) for seat in range(1, self.players)]
        piles = [self.pile_rect(team) for team in range(self.players // 2)]
        return (*hands, *piles, self.widow_area, self.discard_area)

    @property
    def widow_area(self) -> QRectF:
        """Where the widow lies (and the deck before the deal), at its highest."""
        return self.stack_rect(self.widow_position(), WIDOW_STEP)

    @property
    def discard_area(self) -> QRectF:
        """Where the discards lie, at their highest."""
        return self.stack_rect(self.discard_position(), DISCARD_STEP, DISCARD_TURN)

    def stack_rect(self, base: QPointF, step: QPointF, turn: float = 0.0) -> QRectF:
        """Where a stack from ``base`` lies at its highest (each card ``step`` from the one
        under it, all turned by ``turn`` degrees): a pile with every trick of the hand, the
        widow or the discards with every card not played."""
        most = self.played if step == PILE_STEP else DECK - self.played
        card = self.card_rect(QPointF(0, 0))
        if turn:
            card = QTransform().rotate(turn).mapRect(card)
        bottom = card.translated(base)
        return bottom.united(bottom.translated(step * (most - 1)))

    @cached_property
    def trick_areas(self) -> tuple[QRectF, ...]:
        """Where each seat's card of the trick lies."""
        return tuple(self.card_rect(self.trick_position(seat)) for seat in range(self.players))

    def pile_label_position(self, team: int, label: QRectF) -> QPointF:
        """A team's pile label (its plate ``label``): over a bottom pile, its outer edge in
        line with the pile's; under the top pile's side, beside it towards the middle (over
        it would leave the table, and under it lies a 6-player side hand)."""
        pile = self.pile_rect(team)
        gap = 0.1 * self.card_width
        if pile.center().y() < self.height / 2:
            return QPointF(pile.left() - gap - label.width() / 2, pile.center().y())
        y = pile.top() - gap - label.height() / 2
        if pile.center().x() < self.width / 2:
            return QPointF(max(pile.left(), gap) + label.width() / 2, y)
        return QPointF(min(pile.right(), self.width - gap) - label.width() / 2, y)

    def widow_label_position(self) -> QPointF:
        """Over the widow's stack, clear of its top card."""
        return self.widow_position() - QPointF(0, 0.8 * self.card_height)

    def discard_label_position(self, label_width: float) -> QPointF:
        """Over the discards, clear of their turned top card; with 6 players beside them,
        between the name plates of the two seats on that side."""
        if self.players == 4:
            return self.discard_position() - QPointF(0, 0.88 * self.card_height)
        reach = 0.6 * self.card_height + label_width / 2
        return self.discard_position() + QPointF(reach, 0)

    def pile_rect(self, team: int) -> QRectF:
        """Where a team's pile of won tricks lies, at its highest."""
        return self.stack_rect(self.pile_position(team), PILE_STEP)

    def label_position(self, seat: int) -> QPointF:
        """A seat's name, beside its hand on the side of the centre, clear of the cards."""
        anchor = self.seat_anchor(seat)
        if seat == 0:
            return anchor + QPointF(0, -0.95 * self.card_height)
        if self.seat_rotation(seat):  # side seats: cards lie across, half a height wide
            towards_centre = 1 if anchor.x() < self.width / 2 else -1
            return anchor + QPointF(towards_centre * 1.7 * self.card_width, 0)
        return anchor + QPointF(0, 0.9 * self.card_height)

    def bubble_position(self, seat: int) -> QPointF:
        """A seat's bid bubble, a little further towards the centre than its name."""
        label = self.label_position(seat)
        return (
            label
            + (self.centre - label) * (0.28 if seat else 0.0)
            - QPointF(0, 0.0 if seat else 0.32 * self.card_height)
        )
