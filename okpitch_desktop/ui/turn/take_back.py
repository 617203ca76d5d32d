"""Game > Undo and Game > Claim the rest: enabled exactly when the controller can do them
(the person's last decision in this hand to take back; a claim that holds at their play
turn), and the claim's button in the action bar."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction

from ...app.controller import GameController


class TakeBackActions(QObject):
    """Keeps the Undo and Claim actions in step with the game."""

    def __init__(self, controller: GameController, undo: QAction, claim: QAction) -> None:
        super().__init__(controller)
        self.controller = controller
        self.undo_action = undo
        self.claim_action = claim
        undo.triggered.connect(self.undo)
        claim.triggered.connect(self.claim)
        for signal in (
            controller.person_sees,
            controller.human_turn,
            controller.ai_thinking,
            controller.hand_scored,
            controller.game_started,
        ):
            signal.connect(self.refresh)
        self.refresh()

    def refresh(self, *_args: object) -> None:
        """Enable what the controller can do now."""
        self.undo_action.setEnabled(self.controller.can_undo)
        self.claim_action.setEnabled(self.controller.can_claim)

    def undo(self) -> None:
        """Game > Undo (Ctrl+Z)."""
        self.controller.undo()
        self.refresh()

    def claim(self) -> None:
        """Game > Claim the rest, or the bar's button."""
        self.controller.claim()
        self.refresh()
