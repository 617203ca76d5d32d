"""A persistent child process that runs the computer players' searches.

Pure-Python search in a thread of the GUI process takes the GIL from the window and halves
its frame rate; in a separate process it costs the window nothing. The process answers
requests over a pipe, each tagged with an id, so an answer to a cancelled request that
arrives late is recognised and dropped.

The window creates its handle at start-up but the process starts with the first question;
so multiprocessing and the players (``ai``) are imported then, and the players only in the
child, keeping both out of the time to the first painted table.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from ...engine import Action, Observation
from .advice import advise_from

if TYPE_CHECKING:
    import multiprocessing.process
    from multiprocessing.connection import Connection

POLL_SECONDS = 0.02
STOP_SECONDS = 0.5  # each of: the polite request, terminate, kill
# What a request asks: a seat's move; the move with the computer's reasons; the coach's
# check of the person's decision (ai.review.coach), dropped as soon as another request comes;
# a hint (the check's best move with its reasons: an advice.Advice), dropped the same way.
MOVE, REASONS, COACH, HINT = "move", "reasons", "coach", "hint"


class SearchCancelled(Exception):
    """The request was cancelled (new game, undo, closing) before its answer came."""


class SearchFailed(Exception):
    """The search raised, timed out, or its process died."""


def answer(
    level: str,
    observation: Observation,
    seed: int,
    job: str = MOVE,
    should_stop: Callable[[], bool] | None = None,
    include: Action | None = None,
) -> object:
    """``decide``'s action; for REASONS the computer's reasons (ai.review.reasons), which
    hold that same action; for COACH the check of the decision (ai.review.coach), valuing
    ``include`` too if given; for HINT the check's best move with its reasons (an Advice).
    A check stops (SearchCancelled) once ``should_stop()`` turns true."""
    if job == REASONS:
        from ...ai.review.reasons import computer_reasons

        return computer_reasons(level, observation, seed)
    if job in (COACH, HINT):
        from ...ai.review.coach import check_decision
        from ...ai.review.values import ReviewCancelled

        try:
            check = check_decision(observation, seed, level, should_stop, include)
        except ReviewCancelled:
            raise SearchCancelled from None
        return check if job == COACH else advise_from(check)
    from ...ai.players.levels import decide

    return decide(level, observation, seed)


def _serve(connection: Connection) -> None:
    """The child process: answer (id, level, observation, seed, job, include) until told to stop; a
    coach's check stops when the next request is waiting (the person has moved on)."""
    while True:
        try:
            request = connection.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        request_id, level, observation, seed, job, include = request
        try:
            result = answer(level, observation, seed, job, connection.poll, include)
            connection.send((request_id, True, result))
        except Exception as error:  # noqa: BLE001 - reported to the parent, who falls back
            connection.send((request_id, False, f"{type(error).__name__}: {error}"))


class SearchProcess:
    """The parent's handle on the child process; used from one thread at a time."""

    def __init__(self) -> None:
        self._process: multiprocessing.process.BaseProcess | None = None
        self._connection: Connection | None = None

    def _start(self) -> None:
        import multiprocessing

        context = multiprocessing.get_context("spawn")
        parent, child = context.Pipe()
        process = context.Process(target=_serve, args=(child,), name="okpitch-search", daemon=True)
        process.start()
        child.close()
        self._process, self._connection = process, parent

    def ask(
        self,
        request_id: int,
        level: str,
        observation: Observation,
        seed: int,
        timeout: float,
        cancelled: Callable[[], bool],
        job: str = MOVE,
        include: Action | None = None,
    ) -> object:
        """Run ``answer`` in the child; raises SearchCancelled or SearchFailed."""
        if self._process is None or not self._process.is_alive():
            self.close()
            self._start()
        self._connection.send((request_id, level, observation, seed, job, include))
        deadline = time.monotonic() + timeout
        while True:
            if cancelled():
                raise SearchCancelled
            if self._connection.poll(POLL_SECONDS):
                answer_id, ok, payload = self._connection.recv()
                if answer_id != request_id:
                    continue  # the late answer of a cancelled request
                if ok:
                    return payload
                raise SearchFailed(payload)
            if time.monotonic() > deadline or not self._process.is_alive():
                reason = "timed out" if self._process.is_alive() else "its process died"
                self.close()  # a stuck or dead search is replaced by a fresh process
                raise SearchFailed(f"the search {reason}")

    def close(self) -> None:
        """Stop the child process (it is started again by the next request): asked to
        stop, then terminated, then killed, each with a timeout, so that a stopped
        (SIGSTOP) or stuck child never holds up the game's exit."""
        if self._process is None:
            return
        process, connection = self._process, self._connection
        self._process = self._connection = None
        if os.name == "posix":  # a stopped child's full pipe must not block the send
            with contextlib.suppress(OSError, ValueError):
                os.set_blocking(connection.fileno(), False)
        with contextlib.suppress(OSError, ValueError):
            connection.send(None)
        for stop in (None, process.terminate, process.kill):
            if stop is not None:
                stop()
            process.join(STOP_SECONDS)
            if not process.is_alive():
                break
        connection.close()

    @property
    def running(self) -> bool:
        """Whether the child process is alive."""
        return self._process is not None and self._process.is_alive()
