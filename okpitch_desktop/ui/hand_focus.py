"""The keyboard's place in the human's hand: which card it is on, the gold ring that shows
it, and what a screen reader says of it ("Queen of hearts, legal")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ..app.language import tr
from ..engine import Phase
from .card_item import CardItem, FocusRing
from .seat_names import spoken_card

if TYPE_CHECKING:
    from .table_scene import TableScene

CARD_PHASES = (Phase.PLAY, Phase.EXCHANGE, Phase.DISCARD)


class HandFocus(QObject):
    """Follows the scene's human hand; the scene tells it when the turn or the hand changes."""

    moved = Signal(str)  # the description of the card it is on now

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.index: int | None = None  # in the human's hand on the table
        self.ring = FocusRing()
        scene.addItem(self.ring)

    def _wanted(self) -> bool:
        return self.scene.mode in CARD_PHASES and bool(self.scene.hands[0])

    def start_turn(self) -> None:
        """A new decision: on the card it was on, else the first legal card; hidden when
        the decision needs no card."""
        hand, scene = self.scene.hands[0], self.scene
        if not self._wanted():
            self._show(None)
        elif self.index is not None and self.index < len(hand):
            self._show(self.index)
        else:
            legal = [i for i, item in enumerate(hand) if item.card in scene.legal]
            self._show(legal[0] if scene.mode is Phase.PLAY and legal else 0)

    def move(self, step: int) -> None:
        """``step`` cards along the hand, stopping at either end."""
        if self._wanted():
            last = len(self.scene.hands[0]) - 1
            self._show(min(max((self.index or 0) + step, 0), last))

    def card(self) -> int | None:
        """The card it is on (None when no card is wanted now)."""
        hand = self.scene.hands[0]
        if self.index is None or not self._wanted() or self.index >= len(hand):
            return None
        return hand[self.index].card

    def describe(self) -> str:
        """The card it is on as a screen reader says it; empty when on none."""
        card, scene = self.card(), self.scene
        if card is None:
            return ""
        if scene.mode is Phase.PLAY:
            state = tr("legal") if card in scene.legal else tr("cannot be played now")
        else:
            state = tr("selected") if card in scene.selected else tr("not selected")
        return tr("{card}, {state}").format(card=spoken_card(card), state=state)

    def clicked(self, item: CardItem) -> None:
        """A click on a card of the hand: the keyboard goes on from there."""
        self.index = self.scene.hands[0].index(item)

    def changed(self) -> None:
        """The card it is on changed state (selected or not): say it again."""
        self.moved.emit(self.describe())

    def hide(self) -> None:
        """The card leaves the hand (played); the ring waits for the next turn."""
        self.ring.leave()

    def reset(self) -> None:
        """A new deal: no card yet."""
        self.ring.leave()
        self.index = None

    def _show(self, index: int | None) -> None:
        self.index = index
        if index is None:
            self.ring.leave()
            return
        self.ring.surround(self.scene.hands[0][index])
        self.moved.emit(self.describe())
