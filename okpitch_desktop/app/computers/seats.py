"""The computer seats' side of the controller: it asks the worker for a seat's move, for
a hint or for the coach's check of the person's decision. Every job waiting for its answer
is in one table keyed by its id (at most one of each kind), so an answer to a dropped job
is known by its absence; a move is handed on no sooner than the pace allows, and a failed
search is answered by the easy level (logged, never shown). A move known in advance (a
lesson's recorded one) takes the same road without the worker."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ...engine import Action, Observation
from ..logs import logger
from .jobs import Answer, Checked, Failed, Hinted, Job, JobKind, Moved
from .worker import AiWorker

if TYPE_CHECKING:
    from ...ai.review.reasons import Reasons


class ComputerSeats(QObject):
    """Questions to the worker and their answers, for the controller."""

    answered = Signal(int, object)  # seat, action: a computer's move, once its pace is over
    explained = Signal(int, object)  # seat, its reasons (ai.review.reasons): right after answered
    hinted = Signal(object, object)  # the observation the hint is for, its advice.Advice
    checked = Signal(object)  # ai.review.coach.CoachCheck: the coach's check, for its observation
    check_failed = Signal()  # the coach's check raised or its process died (it is logged)
    dropped = Signal(int)  # a cancelled job's id: its answer never comes

    _think = Signal(object)  # a Job, to the worker thread

    def __init__(self, use_process: bool, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.fallbacks = 0  # computer decisions replaced by the easy level after a failure
        self.first_failure = ""  # why the first of them failed
        self._last_id = 0
        self._pending: dict[int, Job] = {}  # the jobs whose answer is awaited, by id
        self._move: Moved | None = None  # the awaited move's answer, held for the pace
        self._pace_done = True
        self._pace = QTimer(self, singleShot=True, timeout=self._on_pace_done)
        self._worker = AiWorker(use_process=use_process)
        self._think.connect(self._worker.think)
        self._worker.answered.connect(self._on_answered)
        self._worker.dropped.connect(self.dropped)

    @property
    def request(self) -> int:
        """The id of the computer move awaited now, 0 when none."""
        return self._pending_id(lambda kind: kind.is_move)

    @property
    def alive(self) -> bool:
        """Whether a worker thread or process still runs (tests: nothing left behind)."""
        return self._worker.alive

    def ask(
        self,
        level: str,
        observation: Observation,
        seed: int,
        pace_ms: int,
        explain: bool = False,
        known: Action | None = None,
    ) -> None:
        """The move of ``level`` for ``observation``'s seat, in at least ``pace_ms``; with
        ``explain`` (not for a card), ``explained`` follows it with the computer's reasons.
        A ``known`` move (a lesson's) is not searched: it only waits for the pace."""
        kind = JobKind.REASONS if explain else JobKind.MOVE
        job = self._new_job(kind, level, observation, seed)
        self._move = None if known is None else Moved(job.id, known)
        self._pace_done = pace_ms <= 0 and known is None
        if not self._pace_done:  # a known move waits at least for the next pass of the loop
            self._pace.start(max(pace_ms, 0))
        if known is None:
            self._send(job)

    def hint(self, level: str, observation: Observation, seed: int) -> None:
        """The best move for the person in ``observation`` by the measure the coach uses,
        with ``level``'s budget, and why (``hinted`` follows)."""
        self._send(self._new_job(JobKind.HINT, level, observation, seed))

    def coach(
        self, level: str, observation: Observation, seed: int, include: Action | None = None
    ) -> None:
        """The coach's check of the person's decision in ``observation``, valuing
        ``include`` too if given (``checked`` follows, unless the person moves first:
        ``drop_coach``)."""
        self._send(self._new_job(JobKind.COACH, level, observation, seed, include))

    def drop_coach(self) -> None:
        """The person has moved: the check (and anything asked before it) is not wanted;
        the child stops it when the next job comes."""
        check = self._pending_id(lambda kind: kind is JobKind.COACH)
        if check:
            self._drop_through(check)

    def fallback(self, observation: Observation, seed: int, why: str) -> Action:
        """The easy level's move, when a computer player failed."""
        from ...ai.players.heuristic_player import HeuristicPlayer  # rarely needed: not at start-up

        self.fallbacks += 1
        self.first_failure = self.first_failure or why
        logger().warning("computer seat %s failed: %s", observation.seat, why)
        return HeuristicPlayer().choose(observation, random.Random(seed))

    def cancel(self) -> None:
        """Drop every job asked so far."""
        self._drop_through(self._last_id)
        self._move = None
        self._pace.stop()

    def stop(self) -> None:
        """Stop the worker thread and process (the window closes)."""
        self.cancel()
        self._worker.stop()

    def _new_job(
        self,
        kind: JobKind,
        level: str,
        observation: Observation,
        seed: int,
        include: Action | None = None,
    ) -> Job:
        """A numbered job in the table, in place of any of its kind still awaited."""
        for replaced in [i for i, job in self._pending.items() if _slot(job.kind) == _slot(kind)]:
            del self._pending[replaced]
        self._last_id += 1
        job = Job(self._last_id, kind, level, observation, seed, include)
        self._pending[job.id] = job
        return job

    def _send(self, job: Job) -> None:
        self._worker.start()  # the first question starts it, so an idle window has none
        self._think.emit(job)

    def _pending_id(self, wanted) -> int:
        return next((i for i, job in self._pending.items() if wanted(job.kind)), 0)

    def _drop_through(self, job_id: int) -> None:
        """The worker drops every job up to ``job_id``; so does the table."""
        self._worker.cancel_through(job_id)
        for dropped in [i for i in self._pending if i <= job_id]:
            del self._pending[dropped]

    @Slot(object)
    def _on_answered(self, reply: Answer) -> None:
        job = self._pending.get(reply.job_id)
        if job is None:
            return  # dropped, or replaced by a newer job of its kind
        if not job.kind.is_move:
            del self._pending[job.id]
        match reply:
            case Checked(check=check):
                self.checked.emit(check)
            case Hinted(advice=advice):
                self.hinted.emit(job.observation, advice)
            case Moved():
                self._move = reply
                self._deliver()
            case Failed(message=message) if job.kind is JobKind.COACH:
                logger().warning("coach's check failed: %s", message)
                self.check_failed.emit()
            case Failed(message=message) if job.kind is JobKind.HINT:
                logger().warning("hint failed: %s", message)
            case Failed(message=message):
                action = self.fallback(job.observation, job.seed, message)
                self._move = Moved(job.id, action)
                self._deliver()

    @Slot()
    def _on_pace_done(self) -> None:
        self._pace_done = True
        self._deliver()

    def _deliver(self) -> None:
        move = self._move
        job = None if move is None else self._pending.get(move.job_id)
        if job is None or not self._pace_done:
            return
        del self._pending[job.id]
        self._move = None
        seat = job.observation.seat
        self.answered.emit(seat, move.action)
        reasons: Reasons | None = move.reasons
        if reasons is not None:
            self.explained.emit(seat, reasons)


def _slot(kind: JobKind) -> str:
    """One job of each slot is awaited at a time: a seat's move (with or without reasons),
    the coach's check, the hint."""
    return "move" if kind.is_move else kind.value
