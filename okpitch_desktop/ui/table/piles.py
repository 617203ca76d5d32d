"""The table's card homes: a seat's hand, the trick, a team's won tricks, the widow and the
discards. Each pile knows which cards it holds, in order, and where each of them lies on a
table of a given size (KPat's ``KCardPile`` and its ``cardPositions()``); the scene moves
its card items to those spots. Pure geometry on a TableLayout (QtCore only, no scene), so
a pile is tested without a window."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Generic, TypeVar, overload

from PySide6.QtCore import QPointF

from .layout import DISCARD_STEP, DISCARD_TURN, PILE_STEP, WIDOW_STEP, TableLayout

Item = TypeVar("Item")

HAND_Z = 100  # a hand's cards lie over the piles and under the trick
TRICK_Z = 200


@dataclass(frozen=True, slots=True)
class Spot:
    """Where a card lies: its centre, its rotation (degrees) and its stacking order."""

    pos: QPointF
    rotation: float
    z: float


class Pile(Generic[Item]):
    """Cards in one home, in order (the first is the bottom of a stack, the left of a
    hand); a subclass says where each lies (``spots``)."""

    def __init__(self) -> None:
        self.items: list[Item] = []

    def spots(self, table: TableLayout) -> list[Spot]:
        """Where each card lies on ``table``, in the pile's order."""
        raise NotImplementedError

    def homes(self, table: TableLayout) -> Iterator[tuple[Item, Spot]]:
        """Every card with its spot."""
        return zip(self.items, self.spots(table), strict=True)

    # ------------------------------------------------------------------ holding cards
    def __len__(self) -> int:
        return len(self.items)

    def __iter__(self) -> Iterator[Item]:
        return iter(self.items)

    def __contains__(self, item: object) -> bool:
        return any(held is item for held in self.items)

    @overload
    def __getitem__(self, index: int) -> Item: ...
    @overload
    def __getitem__(self, index: slice) -> list[Item]: ...
    def __getitem__(self, index: int | slice) -> Item | list[Item]:
        return self.items[index]

    def index(self, item: Item) -> int:
        return next(i for i, held in enumerate(self.items) if held is item)

    def append(self, item: Item) -> None:
        self.items.append(item)

    def extend(self, items: Iterable[Item]) -> None:
        self.items.extend(items)

    def remove(self, item: Item) -> None:
        del self.items[self.index(item)]

    def take(self, count: int) -> list[Item]:
        """The first ``count`` cards, which leave the pile (a draw from the widow)."""
        taken, self.items = self.items[:count], self.items[count:]
        return taken

    def clear(self) -> list[Item]:
        """Every card, which all leave the pile."""
        return self.take(len(self.items))

    def sort(self, key: Callable[[Item], int]) -> None:
        self.items.sort(key=key)


class Hand(Pile[Item]):
    """A seat's hand: the person's fanned wide, the others' overlapping along the table's
    edge, turned towards the centre at the sides. ``lift`` (in card heights) raises a card
    of the person's that stands out (legal, chosen, hinted)."""

    def __init__(self, seat: int, lift: Callable[[Item], float] | None = None) -> None:
        super().__init__()
        self.seat = seat
        self.lift = lift

    def spots(self, table: TableLayout) -> list[Spot]:
        count, rotation = len(self.items), table.seat_rotation(self.seat)
        spots = []
        for index, item in enumerate(self.items):
            pos = table.hand_position(self.seat, index, count)
            lifted = self.lift(item) if self.lift is not None else 0.0
            if lifted:
                pos -= QPointF(0, lifted * table.card_height)
            spots.append(Spot(pos, rotation, HAND_Z + index))
        return spots


class Trick(Pile[Item]):
    """The trick in progress: each card lies towards the seat that played it (R7)."""

    def __init__(self) -> None:
        super().__init__()
        self.seats: list[int] = []

    def play(self, seat: int, item: Item) -> None:
        """``seat`` plays ``item`` to the trick."""
        self.items.append(item)
        self.seats.append(seat)

    def played(self) -> list[tuple[int, Item]]:
        """(seat, card) in the order played."""
        return list(zip(self.seats, self.items, strict=True))

    def card_of(self, seat: int) -> Item | None:
        """The card ``seat`` played to this trick, if any."""
        return next((item for played_by, item in self.played() if played_by == seat), None)

    def take(self, count: int) -> list[Item]:
        self.seats = self.seats[count:]
        return super().take(count)

    def remove(self, item: Item) -> None:
        del self.seats[self.index(item)]
        super().remove(item)

    def append(self, item: Item) -> None:
        raise TypeError("a card comes to the trick with its seat: play(seat, item)")

    def extend(self, items: Iterable[Item]) -> None:
        raise TypeError("a card comes to the trick with its seat: play(seat, item)")

    def sort(self, key: Callable[[Item], int]) -> None:
        raise TypeError("the trick keeps the order of play")

    def spots(self, table: TableLayout) -> list[Spot]:
        return [
            Spot(table.trick_position(seat), 0.0, TRICK_Z + order)
            for order, seat in enumerate(self.seats)
        ]


class Stack(Pile[Item]):
    """Cards face down on one another, each a little step from the one under it, so the
    stack's height shows: a team's won tricks, the widow, the discards."""

    def __init__(
        self, anchor: Callable[[TableLayout], QPointF], step: QPointF, rotation: float = 0.0
    ) -> None:
        super().__init__()
        self.anchor = anchor
        self.step = step
        self.rotation = rotation

    def spots(self, table: TableLayout) -> list[Spot]:
        base, dx, dy = self.anchor(table), self.step.x(), self.step.y()
        return [
            Spot(base + QPointF(index * dx, index * dy), self.rotation, index)
            for index in range(len(self.items))
        ]


def won_pile(team: int) -> Stack:
    """A team's won tricks, in its corner."""
    return Stack(lambda table: table.pile_position(team), PILE_STEP)


def widow_stack() -> Stack:
    """The widow (and the deck before the deal), left of the trick."""
    return Stack(TableLayout.widow_position, WIDOW_STEP)


def discard_stack() -> Stack:
    """The discards, out of play, turned a little: right of the trick."""
    return Stack(TableLayout.discard_position, DISCARD_STEP, rotation=DISCARD_TURN)
