"""Where a plate may go on the table: the first of the places it prefers that lies inside
the table and clear of every obstacle (the cards' areas, the plates placed before it)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF


def box_at(size: QSizeF, centre: QPointF) -> QRectF:
    """A box of ``size`` centred on ``centre``."""
    return QRectF(centre.x() - size.width() / 2, centre.y() - size.height() / 2,
                  size.width(), size.height())  # fmt: skip


def is_clear(box: QRectF, obstacles: Sequence[QRectF], bounds: QRectF, gap: float) -> bool:
    """Whether ``box`` lies inside ``bounds`` and at least ``gap`` from every obstacle."""
    if not bounds.contains(box):
        return False
    room = box.adjusted(-gap, -gap, gap, gap)
    return not any(room.intersects(obstacle) for obstacle in obstacles)


def first_clear(
    size: QSizeF,
    centres: Iterable[QPointF],
    obstacles: Sequence[QRectF],
    bounds: QRectF,
    gap: float = 0.0,
) -> QPointF | None:
    """The first of ``centres`` where a ``size`` box is clear (``is_clear``); None if none
    is."""
    for centre in centres:
        if is_clear(box_at(size, centre), obstacles, bounds, gap):
            return centre
    return None
