"""A replayed deal compared as a duplicate: when the first hand of a replay ("Play this
deal again") is scored, the same deal is played in a child process with a computer of the
remembered level in the person's seat and the same computers elsewhere; the person's
points and the computer's are then shown and filed in the statistics, apart from the
career figures."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ...engine import HandReport, hand_record
from ..computers.child_jobs import REPLAYED_HAND, computer_in_seat
from ..controller import GameController
from ..logs import logger
from ..saves.savegame import GameTag
from .runner import ReviewRunner

if TYPE_CHECKING:  # the database opens after the window's first paint (start-up time)
    from ..stats.database import Statistics

RESULT = "UPDATE games SET replay_you = ?, replay_computer = ? WHERE id = ?"


@dataclass(frozen=True, slots=True)
class Comparison:
    """The person's points in a replayed hand against the computer's in their seat."""

    you: float
    computer: float | None = None  # None while the computer is still playing the deal
    failed: bool = False  # the computer's play could not be made


class ReplayComparison(QObject):
    """Starts the background play of a replayed hand and reports the comparison."""

    changed = Signal(object)  # Comparison, or None when the hand shown is no replay's

    def __init__(
        self,
        controller: GameController,
        tag: Callable[[], GameTag],
        statistics: Callable[[], Statistics],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self._statistics = statistics  # opened when first needed, after the first paint
        self.current: Comparison | None = None  # for the hand the table shows
        self._tag = tag
        self._playing: tuple[str, float] | None = None  # the game and the person's points
        self.job = ReviewRunner(self)  # the review's child process runs the computer's play
        self.job.finished.connect(self._on_played)
        self.job.failed.connect(self._on_failed)
        controller.game_started.connect(self._on_game_started)
        controller.hand_scored.connect(self._on_hand_scored)

    def stop(self) -> None:
        """End the background play (the window closes)."""
        self.job.stop()
        self._playing = None

    def _on_game_started(self, _info: object) -> None:
        self._show(None)  # a play still running goes on: its figure is filed all the same

    def _on_hand_scored(self, _report: HandReport) -> None:
        game, seating, tag = self.controller.game, self.controller.seating, self._tag()
        if tag.replay is None or game.hand_number != REPLAYED_HAND or None not in seating.levels:
            self._show(None)
            return
        from ...ai.matches.duplicate import team_points  # a replay's: not at start-up

        seat = seating.levels.index(None)
        you = team_points(game.hand, game.rules.team_of(seat))
        levels = [tag.replay if level is None else level for level in seating.levels]
        self._playing = (tag.game_id, you)
        self.job.run(computer_in_seat, hand_record(game.hand), levels, game.seed, seat)
        self._show(Comparison(you))

    def _on_played(self, computer: float) -> None:
        if self._playing is None:
            return
        (game_id, you), self._playing = self._playing, None
        self._statistics().write([(RESULT, (you, computer, game_id))])
        if game_id == self._tag().game_id and self.current is not None:
            self._show(Comparison(you, computer))

    def _on_failed(self, why: str) -> None:
        logger().warning("the replay's comparison failed: %s", why)
        playing, self._playing = self._playing, None
        if playing is not None and playing[0] == self._tag().game_id and self.current is not None:
            self._show(Comparison(playing[1], failed=True))

    def _show(self, comparison: Comparison | None) -> None:
        self.current = comparison
        self.changed.emit(comparison)
