"""Files every scored hand in the statistics and the hand history, and every won game in
the statistics. Listens to the controller's signals from outside it (the session)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from ...engine import HandReport, hand_record
from ..controller import GameController
from ..language import tr
from ..logs import logger
from ..saves.savegame import GameTag
from .database import Statistics
from .history import HandHistory
from .statements import game_statement, hand_statements


class GameRecorder(QObject):
    """Writes what the controller reports; a failure is a message, never a stop."""

    message = Signal(str)

    def __init__(
        self,
        controller: GameController,
        statistics: Statistics | None,
        history: HandHistory | None,
        tags: Callable[[], GameTag | None] | None = None,
        player_name: Callable[[], str] = lambda: "",
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.statistics = statistics
        self.history = history
        self.player_name = player_name
        self._tags = tags
        self._own_tag: GameTag | None = None
        self._history_failed = False
        if statistics is not None:
            statistics.notify = self.message.emit
        controller.game_started.connect(self._on_game_started)
        controller.hand_scored.connect(self.on_hand_scored)
        controller.game_over.connect(self.on_game_over)

    def tag(self) -> GameTag:
        """The current game's identity: the autosaver's, or one of our own."""
        tag = self._tags() if self._tags is not None else None
        if tag is None:
            self._own_tag = self._own_tag or GameTag()
            tag = self._own_tag
        return tag

    def _on_game_started(self, _info: object) -> None:
        self._own_tag = None

    def on_hand_scored(self, report: HandReport) -> None:
        """One row per hand (written once, even if a resumed game reports it again)."""
        game = self.controller.game
        if game is None or game.hand.result is None:
            return
        tag, levels = self.tag(), self.controller.seating.levels
        if self.statistics is not None:
            statements = hand_statements(
                tag.game_id, game, levels, report, tag.started_at, self.player_name()
            )
            # Undos and coached moves are counted since the game (or its resume) started.
            helped = (
                "UPDATE games SET undos = MAX(undos, ?), coached = MAX(coached, ?) WHERE id = ?"
            )
            counts = (self.controller.undos, self.controller.coached, tag.game_id)
            statements.append((helped, counts))
            if tag.replay is not None:  # counted apart from the career
                replay = "UPDATE games SET replay_level = ? WHERE id = ?"
                statements.append((replay, (tag.replay, tag.game_id)))
            self.statistics.write(statements)
        if self.history is not None:
            try:
                self.history.add(
                    tag.game_id,
                    tag.started_at,
                    game.hand_number,
                    levels,
                    hand_record(game.hand),
                    self.controller.sheet,
                    game.seed,
                )
            except OSError as error:
                logger().warning("hand history not written: %s", error)
                if not self._history_failed:
                    self._history_failed = True
                    text = tr("The hand history cannot be written ({reason}).")
                    self.message.emit(text.format(reason=error.strerror or error))

    def on_game_over(self, winner: int) -> None:
        """The game row gets its winner, number of hands and playing time."""
        game = self.controller.game
        if self.statistics is None or game is None:
            return
        tag = self.tag()
        self.statistics.write(
            [game_statement(tag.game_id, winner, game.hand_number + 1, tag.play_seconds)]
        )
