"""The person's hands reviewed in the background, for the statistics (issue 14).

After each finished hand the person's decisions are reviewed as the Review button reviews
them (the same process, level and seed), one hand after another, at low priority, each
started only while the table is idle (its summary shown, or the person's turn): the table
never waits for it. The result is kept as a statistics row (the cost and the mistakes by
phase), its costly decisions as drills (stats.drills), and in memory, so that a Review the
person opens shows it at once. A new game or closing the window cancels what is left; a review that
fails or is cancelled writes nothing and tells nobody but the log.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from ...engine import hand_record
from ..computers.child_jobs import ReviewedHand
from ..controller import GameController
from ..logs import logger
from ..saves.savegame import GameTag
from .runner import ReviewRunner

if TYPE_CHECKING:  # the database opens after the window's first paint (start-up time)
    from ..stats.costs import GameCosts
    from ..stats.database import Statistics

IDLE_MS = 300  # once the table is idle: the summary opens and paints before a review starts
KEPT = 32  # finished reviews kept in memory for the Review button


@dataclass(frozen=True, slots=True)
class HandCost:
    """One hand's background review: which hand it was, and what the review found."""

    game_id: str
    hand_number: int
    record: dict  # the okpitch-hand/1 record reviewed
    reviewed: ReviewedHand


def review_key(record: dict, seat: int) -> str:
    """The same hand and seat give the same key, however the record was read."""
    return f"{seat}:{json.dumps(record, sort_keys=True)}"


@dataclass(frozen=True, slots=True)
class _Job:
    game_id: str
    hand_number: int
    record: dict
    seat: int

    @property
    def key(self) -> str:
        return review_key(self.record, self.seat)


class HandReviews(QObject):
    """Reviews each of the person's finished hands in turn and files what it cost."""

    reviewed = Signal(object)  # HandCost, once its statistics row is written

    def __init__(
        self,
        controller: GameController,
        statistics: Callable[[], Statistics],
        tag: Callable[[], GameTag],
        enabled: Callable[[], bool] = lambda: True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self._statistics = statistics  # opened when first needed, after the first paint
        self.tag = tag
        self.enabled = enabled
        self.runner = ReviewRunner(self, low_priority=True)
        self.waiting: list[_Job] = []
        self.current: _Job | None = None
        self._done: OrderedDict[str, ReviewedHand] = OrderedDict()
        self._idle = QTimer(self, singleShot=True, interval=IDLE_MS, timeout=self._start_next)
        self.runner.finished.connect(self._on_finished)
        self.runner.failed.connect(self._on_failed)
        controller.hand_scored.connect(self._on_hand_scored)
        controller.human_turn.connect(lambda _seen: self._when_idle())
        controller.game_started.connect(lambda _info: self.cancel())

    # ------------------------------------------------------------------ what to review

    @property
    def statistics(self) -> Statistics:
        """Where the reviewed hands are filed."""
        return self._statistics()

    def _on_hand_scored(self, _report: object) -> None:
        game, seating = self.controller.game, self.controller.seating
        if not self.enabled() or game is None or game.hand.result is None:
            return
        people = [seat for seat in range(game.rules.players) if seating.is_human(seat)]
        if people:
            record = hand_record(game.hand)
            self.add(self.tag().game_id, game.hand_number, record, people[0])

    def add(self, game_id: str, hand_number: int, record: dict, seat: int) -> None:
        """Review ``seat``'s decisions in ``record`` after the hands before it (at once
        if the person has reviewed this hand already)."""
        job = _Job(game_id, hand_number, record, seat)
        known = self.done(record, seat)
        if known is not None:
            self._file(job, known)
            return
        self.waiting.append(job)
        self._when_idle()

    def _when_idle(self) -> None:
        """The table waits for the person: the next review may start soon."""
        if self.waiting and not self.runner.running and not self._idle.isActive():
            self._idle.start()

    def _table_idle(self) -> bool:
        """Whether the table shows a scored hand or waits for the person's decision."""
        game = self.controller.game
        if game is None:
            return False
        hand = game.hand
        return hand.result is not None or self.controller.seating.is_human(hand.to_act)

    def _start_next(self) -> None:
        if self.runner.running or not self.waiting:
            return
        self.current = self.waiting.pop(0)
        try:
            self.runner.start(self.current.record, self.current.seat)
        except OSError as error:  # no process can be started now: the review is left out
            self._on_failed(str(error))

    # ------------------------------------------------------------------ results
    def _on_finished(self, reviewed: ReviewedHand) -> None:
        job, self.current = self.current, None
        if job is not None:
            self._file(job, reviewed)
        if self._table_idle():
            self._when_idle()

    def _on_failed(self, message: str) -> None:
        job, self.current = self.current, None
        if job is not None:
            logger().warning("hand %d not reviewed: %s", job.hand_number + 1, message)
        if self._table_idle():
            self._when_idle()

    def _file(self, job: _Job, reviewed: ReviewedHand) -> None:
        self._keep(job.key, reviewed)
        from ..stats.costs import review_statements  # the database's: after start-up
        from ..stats.drills import drill_statements

        rows = review_statements(job.game_id, job.hand_number, reviewed)
        drills = drill_statements(job.game_id, job.hand_number, job.record, reviewed)
        self.statistics.write(rows + drills)
        self.reviewed.emit(HandCost(job.game_id, job.hand_number, job.record, reviewed))

    def _keep(self, key: str, reviewed: ReviewedHand) -> None:
        self._done[key] = reviewed
        self._done.move_to_end(key)
        while len(self._done) > KEPT:
            self._done.popitem(last=False)

    def done(self, record: dict, seat: int) -> ReviewedHand | None:
        """The finished review of ``seat`` in ``record``, if one was made."""
        return self._done.get(review_key(record, seat))

    def pending(self, record: dict, seat: int) -> bool:
        """Whether a review of this hand is running or waiting."""
        key = review_key(record, seat)
        jobs = [*self.waiting, *([self.current] if self.current else [])]
        return any(job.key == key for job in jobs)

    def adopt(self, record: dict, seat: int, reviewed: ReviewedHand) -> None:
        """The person's own Review of a hand finished: it is the same review (same level
        and seed), so it is kept, and filed for a hand that was waiting for its review."""
        key = review_key(record, seat)
        self._keep(key, reviewed)
        if self.current is not None and self.current.key == key:
            self.runner.stop()
            self._on_finished(reviewed)
            return
        for job in [job for job in self.waiting if job.key == key]:
            self.waiting.remove(job)
            self._file(job, reviewed)

    def game_costs(self) -> GameCosts:
        """What the person's decisions cost in the current game's hands reviewed so far."""
        from ..stats.costs import game_costs  # the database's: after start-up

        return game_costs(self.statistics, self.tag().game_id)

    # ------------------------------------------------------------------ stopping
    def cancel(self) -> None:
        """Forget the hands not reviewed yet and stop the running review at once."""
        self._idle.stop()
        self.waiting.clear()
        self.current = None
        self.runner.stop()
