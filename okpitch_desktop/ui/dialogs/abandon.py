"""Confirm before losing anything: New game, "Play this deal again" and "start now" after a
rule change ask first while a game is in progress, naming it (hand and scores)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from ...app.controller import GameController
from ...app.language import tr
from ..seat_names import scores_text


def game_in_progress(controller: GameController) -> str | None:
    """The game a new one would throw away ("hand 5, −6 / 17 / −4"), or None when there is
    none to lose: no game, a game over, or a first hand the person has not acted in yet."""
    game = controller.game
    if game is None or game.over:
        return None
    acted = any(controller.seating.is_human(seat) for seat, _action in game.hand.history)
    if game.hand_number == 0 and not acted:
        return None
    scores = scores_text(game.scores, " / ")
    return tr("hand {n}, {scores}").format(n=game.hand_number + 1, scores=scores)


class AbandonCheck(QObject):
    """Asks (without blocking) before an action would abandon the game in progress."""

    def __init__(self, window: QWidget, controller: GameController) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.box: QMessageBox | None = None  # the open question (tests answer it)

    def then(self, proceed: Callable[[], object]) -> None:
        """Run ``proceed`` now if no game would be lost, else once the person agrees."""
        game = game_in_progress(self.controller)
        if game is None:
            proceed()
            return
        text = tr("Abandon the game in progress ({game})?").format(game=game)
        self.ask(tr("Abandon the game?"), text, proceed)

    def ask(self, title: str, text: str, proceed: Callable[[], object]) -> QMessageBox:
        """A Yes/No question; Yes runs ``proceed``."""
        if self.box is not None:
            self.box.done(QMessageBox.StandardButton.No)
        box = QMessageBox(
            QMessageBox.Icon.Question,
            title,
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self.window,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setObjectName("abandon_box")
        box.accepted.connect(proceed)
        box.finished.connect(lambda _result: self._closed(box))
        self.box = box
        box.open()
        return box

    def _closed(self, box: QMessageBox) -> None:
        if self.box is box:
            self.box = None
