"""Each bid's chance for the person, worked out while they decide (View > Chance to win).

At the person's turn to bid, while the chance to win is shown, the chances of every legal
bid (ai.review.bid_chances: some tenths of a second of search) are worked out in a child
process (app.review.runner) at normal priority, since the person asked for them and waits
for them, on the deals the coach and the hint value the bid on (the same seed as theirs, the
controller's per decision). The person's move, a new game or hiding the chances drops the
work at once; an answer for another turn is never told.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ...ai.players.levels import decision_seed
from ...engine import Observation, Phase
from ..chance_to_win import chances_for_table
from ..controller import GameController
from ..logs import logger
from .runner import ReviewRunner

if TYPE_CHECKING:
    from ...ai.review.bid_chances import BidChances


class BidChanceJobs(QObject):
    """Works out the chances of the person's bids at their turn to bid, if ``wanted``."""

    ready = Signal(object)  # BidChances of the person's turn to bid in progress

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.wanted = False
        self.current: BidChances | None = None  # the turn's chances, once worked out
        self._turn: tuple[Observation, int] | None = None  # the turn to bid, and its seed
        self.runner = ReviewRunner(self, stops_at_once=True)  # the table never waits for it
        self.runner.finished.connect(self._on_finished)
        self.runner.failed.connect(self._on_failed)
        controller.human_turn.connect(self._on_turn)
        controller.person_sees.connect(self._on_seen)
        controller.game_started.connect(self.stop)

    def watch(self, wanted: bool) -> None:
        """Work the chances out (from the turn in progress, if it is a bid) or stop."""
        self.wanted = wanted
        if wanted:
            self._start()
        else:
            self.runner.stop()

    def stop(self, *_ignored: object) -> None:
        """Forget the turn and drop its work (a new game, the window closing)."""
        self._turn = self.current = None
        self.runner.stop()

    def _on_turn(self, observation: Observation) -> None:
        if observation.phase is not Phase.BID or self.controller.game is None:
            self.stop()
            return
        if self._turn is not None and self._turn[0] == observation:
            return  # the same turn told again (a move the coach held)
        game = self.controller.game
        seed = decision_seed(game.seed, game.hand_number, len(game.hand.history))
        self.stop()
        self._turn = (observation, seed)
        self._start()

    def _on_seen(self, observation: Observation) -> None:
        if self._turn is not None and observation != self._turn[0]:
            self.stop()  # the person has bid, or the hand was shown again (undo)

    def _start(self) -> None:
        idle = self.current is None and not self.runner.running
        if self.wanted and self._turn is not None and idle:
            self.runner.run(chances_for_table, *self._turn)

    def _on_finished(self, chances: BidChances) -> None:
        if self._turn is not None and chances.observation == self._turn[0]:
            self.current = chances
            self.ready.emit(chances)

    def _on_failed(self, why: str) -> None:
        logger().warning("the bids' chances could not be worked out: %s", why)
