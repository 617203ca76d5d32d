"""A whole game without a mouse: what each key does on the human's turn.

Left/Right (Home/End) move the keyboard's card, Enter or Space plays it or selects it,
Ctrl+Enter confirms an exchange or discard, Escape clears the selection, digits bid (0 is
10), P passes, and S, H, D, C name trump. Menu actions have their own shortcuts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from ..app.language import tr
from ..engine import Phase
from .hand_focus import CARD_PHASES

if TYPE_CHECKING:
    from .main_window import MainWindow

BID_KEYS = {getattr(Qt.Key, f"Key_{digit}"): digit for digit in range(2, 10)} | {Qt.Key.Key_0: 10}
TRUMP_LETTERS = "SHDC"  # spades, hearts, diamonds, clubs: the keys that name trump
TRUMP_KEYS = {getattr(Qt.Key, f"Key_{letter}"): suit for suit, letter in enumerate(TRUMP_LETTERS)}
MOVES = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Home: -99, Qt.Key.Key_End: 99}
CHOOSE = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
CONFIRM = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class KeyboardPlay:
    """Turns key presses into the same moves as clicks; knows nothing the window does not."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window

    def handle(self, event: QKeyEvent) -> bool:
        """Act on ``event`` if it is a game key now; whether it was used."""
        key, modifiers = event.key(), event.modifiers()
        plain = modifiers & ~Qt.KeyboardModifier.KeypadModifier
        turn = self.window.turn
        if plain == Qt.KeyboardModifier.ControlModifier and key in CONFIRM:
            return self._confirm()
        if plain != Qt.KeyboardModifier.NoModifier:
            return False
        if turn is None:
            if key in BID_KEYS or key in TRUMP_KEYS or key in CHOOSE or key == Qt.Key.Key_P:
                self.window.say(tr("Wait for your turn"))
                return True
            return False
        if turn.phase is Phase.BID:
            return self._bid(key, turn.legal_bids)
        if turn.phase is Phase.TRUMP and key in TRUMP_KEYS:
            self.window.controller.declare_trump(TRUMP_KEYS[key])
            return True
        if turn.phase in CARD_PHASES:
            return self._cards(key, turn.phase)
        return False

    def _bid(self, key: int, legal: tuple) -> bool:
        if key == Qt.Key.Key_P:
            choice = None
        elif key in BID_KEYS:
            choice = BID_KEYS[key]
        else:
            return False
        if choice in legal:
            self.window.controller.bid(choice)
        elif choice is None:
            self.window.say(tr("As dealer you must bid 2: press 2"))
        else:
            lowest = min(bid for bid in legal if bid is not None)
            self.window.say(tr("You cannot bid {n} now: bid {low} or more, or press P to pass")
                            .format(n=choice, low=lowest))  # fmt: skip
        return True

    def _cards(self, key: int, phase: Phase) -> bool:
        scene = self.window.scene
        if key in MOVES:
            scene.focus.move(MOVES[key])
        elif key in CHOOSE:
            card = scene.focus.card()
            if card is not None:
                self.window.on_card_clicked(card)
        elif key == Qt.Key.Key_Escape and phase is not Phase.PLAY:
            scene.clear_selection()
            self.window.bar.update_selection(0)
        else:
            return False
        return True

    def _confirm(self) -> bool:
        confirm = self.window.bar.confirm
        if confirm.isVisible() and confirm.isEnabled():
            confirm.click()
            return True
        return False
