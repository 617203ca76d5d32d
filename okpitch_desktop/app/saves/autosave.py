"""Autosave: the controller's game written after every action, so a crash or a killed
process loses nothing (savegame.py has the format, savefile.py the atomic writes)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ..controller import GameController
from ..language import tr
from ..logs import logger
from .savegame import GameTag, SaveStore, save_document


class Autosaver(QObject):
    """Saves the controller's game after every action; connected from outside the
    controller (the session), so the controller knows nothing of files."""

    message = Signal(str)  # something the player should know (saving failed)

    def __init__(
        self, controller: GameController, store: SaveStore, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.store = store
        self.tag: GameTag | None = None
        self.failed = False
        self.paused = False  # while the player decides whether to resume the saved game
        self._next_tag: GameTag | None = None
        self._last: dict | None = None
        c = controller
        c.game_started.connect(self._on_game_started)
        changes = (
            c.hand_dealt,
            c.bid_made,
            c.trump_declared,
            c.cards_exchanged,
            c.cards_discarded,
            c.card_played,
            c.hand_scored,
            c.replaying,
        )
        for signal in changes:
            signal.connect(self.save_now)
        c.game_over.connect(self._on_game_over)

    def resume_with(self, tag: GameTag | None) -> None:
        """The next game started is a resumed one: it keeps its identity and play time."""
        self._next_tag = tag

    def _on_game_started(self, _info: object = None) -> None:
        self.tag, self._next_tag = self._next_tag or GameTag(), None
        self._last = None

    def save_now(self, *_args: object) -> bool:
        """Write the game if it changed; False (and one message) if it cannot be written."""
        snapshot = self.controller.snapshot()
        if self.paused or snapshot is None or not self.store.locked or snapshot == self._last:
            return False
        if self.tag is None:
            self.tag = GameTag()
        try:
            self.store.save(save_document(snapshot, self.tag))
        except OSError as error:
            logger().warning("autosave to %s failed: %s", self.store.path, error)
            if not self.failed:
                self.failed = True
                text = tr(
                    "The game cannot be saved in {folder} ({reason}). Play goes on, but"
                    " this game will not be offered for resume."
                )
                reason = error.strerror or error
                self.message.emit(text.format(folder=self.store.folder, reason=reason))
            return False
        self._last = snapshot
        return True

    def _on_game_over(self, _team: int) -> None:
        self.store.discard()
        self._last = None
