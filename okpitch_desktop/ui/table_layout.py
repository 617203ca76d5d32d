"""Where everything sits on the table, computed from its size in card-width units.

Seats go clockwise from the human at the bottom (R1). Every position is recomputed on a
resize, so nothing is stored in pixels.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF

CARD_RATIO = 7 / 5  # height / width
# Seat directions as angles (degrees, 0 = bottom, clockwise on screen = towards the left).
SEAT_ANGLES = {4: (0, 90, 180, 270), 6: (0, 60, 120, 180, 240, 300)}


@dataclass(frozen=True, slots=True)
class TableLayout:
    """Positions for one table size and number of players."""

    width: float
    height: float
    players: int

    @property
    def card_width(self) -> int:
        """Cards scale with the table: about a thirteenth of its width."""
        return max(40, int(min(self.width / 13, self.height / 9.5)))

    @property
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
        reach_y = self.height / 2 - 0.75 * self.card_height
        if seat == 0:
            reach_y = self.height / 2 - 0.72 * self.card_height
        return self.centre + QPointF(dx * reach_x, dy * reach_y)

    def seat_rotation(self, seat: int) -> float:
        """Cards of side seats lie turned towards the centre."""
        return 0.0 if seat == 0 else float(SEAT_ANGLES[self.players][seat] % 180 and 90)

    def hand_position(self, seat: int, index: int, count: int) -> QPointF:
        """Card ``index`` of ``count`` in a seat's hand: the human's fanned wide, the
        others' overlapping compactly along the table's edge."""
        gap = self.card_width * (0.62 if seat == 0 else 0.22)
        if seat == 0:
            gap = min(gap, (self.width - 2 * self.card_width) / max(count, 1))
        offset = (index - (count - 1) / 2) * gap
        anchor = self.seat_anchor(seat)
        if self.seat_rotation(seat):
            return anchor + QPointF(0, offset)
        return anchor + QPointF(offset, 0)

    def trick_position(self, seat: int) -> QPointF:
        """Where a seat's card lies in the trick, towards that seat."""
        dx, dy = self._direction(seat)
        spread = 1.0 if self.players == 4 else 1.45  # six cards need a wider ring
        return self.centre + QPointF(
            dx * spread * 1.05 * self.card_width, dy * spread * 0.55 * self.card_height
        )

    def pile_position(self, team: int) -> QPointF:
        """Each team's pile of won tricks, in a corner: team 0 bottom right, team 1 top
        right, team 2 bottom left (the score board has the top left)."""
        x = self.width - 0.8 * self.card_width if team < 2 else 0.8 * self.card_width
        y = 0.7 * self.card_height if team == 1 else self.height - 0.7 * self.card_height
        return QPointF(x, y)

    def widow_position(self) -> QPointF:
        """The undealt widow (and the deck before the deal)."""
        return self.centre + QPointF(-2.6 * self.card_width, -0.15 * self.card_height)

    def discard_position(self) -> QPointF:
        """Discarded cards, out of play, face down."""
        return self.centre + QPointF(2.6 * self.card_width, -0.15 * self.card_height)

    def label_position(self, seat: int) -> QPointF:
        """A seat's name, beside its hand towards the centre."""
        dx, dy = self._direction(seat)
        anchor = self.seat_anchor(seat)
        if seat == 0:
            return anchor + QPointF(0, -0.95 * self.card_height)
        return anchor - QPointF(dx * 1.2 * self.card_width, dy * 0.95 * self.card_height)
