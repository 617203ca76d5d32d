"""The computer seats' side of the controller: it asks the worker for a seat's move, for
a hint or for the coach's check of the person's decision, one of each at a time, numbered,
so that an answer to a cancelled request is known and dropped; a move is handed on no
sooner than the pace allows, and a failed search is answered by the easy level (logged,
never shown)."""

from __future__ import annotations

import random

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ...engine import Action, Observation
from ..logs import logger
from .search_process import COACH, HINT, MOVE, REASONS
from .worker import AiWorker


class ComputerSeats(QObject):
    """Questions to the worker and their answers, for the controller."""

    answered = Signal(int, object)  # seat, action: a computer's move, once its pace is over
    explained = Signal(int, object)  # seat, its reasons (ai.review.reasons): right after answered
    hinted = Signal(object, object)  # the observation the hint is for, its advice.Advice
    checked = Signal(object)  # ai.review.coach.CoachCheck: the coach's check, for its observation
    check_failed = Signal()  # the coach's check raised or its process died (it is logged)
    dropped = Signal(int)  # a cancelled request's id: its answer never comes

    _think = Signal(int, str, object, int, str, object)  # to the worker thread

    def __init__(self, use_process: bool, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.fallbacks = 0  # computer decisions replaced by the easy level after a failure
        self.first_failure = ""  # why the first of them failed
        self._last_request = 0
        self._request = 0  # the move awaited, 0 when none
        self._asked: tuple[Observation, int] | None = None  # what it was asked, and the seed
        self._hint_request = 0
        self._hint_for: Observation | None = None
        self._check_request = 0
        self._answer: Action | None = None
        self._reasons: object | None = None  # the reasons of the awaited move, if asked for
        self._pace_done = True
        self._pace = QTimer(self, singleShot=True, timeout=self._on_pace_done)
        self._worker = AiWorker(use_process=use_process)
        self._think.connect(self._worker.think)
        self._worker.decided.connect(self._on_decided)
        self._worker.reasoned.connect(self._on_reasoned)
        self._worker.failed.connect(self._on_failed)
        self._worker.dropped.connect(self.dropped)

    @property
    def request(self) -> int:
        """The id of the computer move awaited now, 0 when none."""
        return self._request

    @property
    def alive(self) -> bool:
        """Whether a worker thread or process still runs (tests: nothing left behind)."""
        return self._worker.alive

    def ask(
        self, level: str, observation: Observation, seed: int, pace_ms: int, explain: bool = False
    ) -> None:
        """The move of ``level`` for ``observation``'s seat, in at least ``pace_ms``; with
        ``explain`` (not for a card), ``explained`` follows it with the computer's reasons."""
        self._request = self._next_id()
        self._asked = (observation, seed)
        self._answer = self._reasons = None
        self._pace_done = pace_ms <= 0
        if not self._pace_done:
            self._pace.start(pace_ms)
        self._worker.start()  # the first question starts it, so an idle window has none
        job = REASONS if explain else MOVE
        self._think.emit(self._request, level, observation, seed, job, None)

    def hint(self, level: str, observation: Observation, seed: int) -> None:
        """The best move for the person in ``observation`` by the measure the coach uses,
        with ``level``'s budget, and why (``hinted`` follows)."""
        self._hint_for = observation
        self._hint_request = self._next_id()
        self._worker.start()
        self._think.emit(self._hint_request, level, observation, seed, HINT, None)

    def coach(
        self, level: str, observation: Observation, seed: int, include: Action | None = None
    ) -> None:
        """The coach's check of the person's decision in ``observation``, valuing
        ``include`` too if given (``checked`` follows, unless the person moves first:
        ``drop_coach``)."""
        self._check_request = self._next_id()
        self._worker.start()
        self._think.emit(self._check_request, level, observation, seed, COACH, include)

    def drop_coach(self) -> None:
        """The person has moved: the check (and anything asked before it) is not wanted;
        the child stops it when the next request comes."""
        if self._check_request:
            self._worker.cancel_through(self._check_request)
            self._check_request = 0

    def fallback(self, observation: Observation, seed: int, why: str) -> Action:
        """The easy level's move, when a computer player failed."""
        from ...ai.players.heuristic_player import HeuristicPlayer  # rarely needed: not at start-up

        self.fallbacks += 1
        self.first_failure = self.first_failure or why
        logger().warning("computer seat %s failed: %s", observation.seat, why)
        return HeuristicPlayer().choose(observation, random.Random(seed))

    def cancel(self) -> None:
        """Drop every question asked so far."""
        self._worker.cancel_through(self._last_request)
        self._request = self._hint_request = self._check_request = 0
        self._answer = self._reasons = None
        self._pace.stop()

    def stop(self) -> None:
        """Stop the worker thread and process (the window closes)."""
        self.cancel()
        self._worker.stop()

    def _next_id(self) -> int:
        self._last_request += 1
        return self._last_request

    @Slot(int, object)
    def _on_decided(self, request_id: int, action: object) -> None:
        if request_id == self._check_request:
            self._check_request = 0
            self.checked.emit(action)
        elif request_id == self._hint_request:
            self._hint_request = 0
            self.hinted.emit(self._hint_for, action)
        elif request_id == self._request:
            self._answer = action
            self._deliver()

    @Slot(int, object)
    def _on_reasoned(self, request_id: int, reasons: object) -> None:
        if request_id == self._request:
            self._reasons = reasons

    @Slot(int, str)
    def _on_failed(self, request_id: int, message: str) -> None:
        if request_id == self._check_request:
            self._check_request = 0
            logger().warning("coach's check failed: %s", message)
            self.check_failed.emit()
        elif request_id == self._hint_request:
            self._hint_request = 0
            logger().warning("hint failed: %s", message)
        elif request_id == self._request:
            self._answer = self.fallback(*self._asked, message)
            self._deliver()

    @Slot()
    def _on_pace_done(self) -> None:
        self._pace_done = True
        self._deliver()

    def _deliver(self) -> None:
        if self._answer is None or not self._pace_done:
            return
        action, self._answer, self._request = self._answer, None, 0
        reasons, self._reasons = self._reasons, None
        seat = self._asked[0].seat
        self.answered.emit(seat, action)
        if reasons is not None:
            self.explained.emit(seat, reasons)
