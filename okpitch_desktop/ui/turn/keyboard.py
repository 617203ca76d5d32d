"""A whole game without a mouse: what each key does on the person's turn.

Left/Right (Home/End) move the keyboard's card, Enter or Space plays it or selects it,
Ctrl+Enter confirms an exchange or discard, Escape clears the selection, digits bid (0 is
10), P passes, and S, H, D, C name trump. Menu actions have their own shortcuts.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from ...app.language import tr
from ...engine import Phase
from .human_turn import CARD_PHASES, HumanTurn

BID_KEYS = {getattr(Qt.Key, f"Key_{digit}"): digit for digit in range(2, 10)} | {Qt.Key.Key_0: 10}
TRUMP_LETTERS = "SHDC"  # spades, hearts, diamonds, clubs: the keys that name trump
TRUMP_KEYS = {getattr(Qt.Key, f"Key_{letter}"): suit for suit, letter in enumerate(TRUMP_LETTERS)}
MOVES = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Home: -99, Qt.Key.Key_End: 99}
CHOOSE = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
CONFIRM = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
GAME_KEYS = (*BID_KEYS, *TRUMP_KEYS, *CHOOSE, Qt.Key.Key_P)


class KeyboardPlay:
    """Turns key presses into the same moves as clicks, through the person's turn."""

    def __init__(self, turn: HumanTurn) -> None:
        self.turn = turn

    def handle(self, event: QKeyEvent) -> bool:
        """Act on ``event`` if it is a game key now; whether it was used."""
        key, modifiers = event.key(), event.modifiers()
        plain = modifiers & ~Qt.KeyboardModifier.KeypadModifier
        turn = self.turn
        if plain == Qt.KeyboardModifier.ControlModifier and key in CONFIRM:
            return turn.confirm()
        if plain != Qt.KeyboardModifier.NoModifier:
            return False
        phase = turn.phase
        if phase is None:
            if key in GAME_KEYS:
                turn.said.emit(tr("Wait for your turn"))
                return True
            return False
        if phase is Phase.BID:
            return self._bid(key, turn.observation.legal_bids)
        if phase is Phase.TRUMP and key in TRUMP_KEYS:
            turn.name_trump(TRUMP_KEYS[key])
            return True
        if phase in CARD_PHASES:
            return self._cards(key, phase)
        return False

    def _bid(self, key: int, legal: tuple) -> bool:
        if key == Qt.Key.Key_P:
            choice = None
        elif key in BID_KEYS:
            choice = BID_KEYS[key]
        else:
            return False
        if choice in legal:
            self.turn.bid(choice)
        elif choice is None:
            self.turn.said.emit(tr("As dealer you must bid 2: press 2"))
        else:
            lowest = min(bid for bid in legal if bid is not None)
            text = tr("You cannot bid {n} now: bid {low} or more, or press P to pass")
            self.turn.said.emit(text.format(n=choice, low=lowest))
        return True

    def _cards(self, key: int, phase: Phase) -> bool:
        if key in MOVES:
            self.turn.move_focus(MOVES[key])
        elif key in CHOOSE:
            self.turn.choose_focused()
        elif key == Qt.Key.Key_Escape and phase is not Phase.PLAY:
            self.turn.clear()
        else:
            return False
        return True
