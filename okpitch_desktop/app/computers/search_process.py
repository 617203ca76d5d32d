"""A persistent child process that runs the computer players' searches.

Pure-Python search in a thread of the GUI process takes the GIL from the window and halves
its frame rate; in a separate process it costs the window nothing. The process answers
jobs (jobs.Job) over a pipe, each answer tagged with its job's id, so an answer to a
cancelled job that arrives late is recognised and dropped.

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

from .advice import advise_from
from .jobs import Checked, Failed, Hinted, Job, JobKind, Moved

if TYPE_CHECKING:
    import multiprocessing.process
    from multiprocessing.connection import Connection

POLL_SECONDS = 0.02
STOP_SECONDS = 0.5  # each of: the polite request, terminate, kill


class SearchCancelled(Exception):
    """The request was cancelled (new game, undo, closing) before its answer came."""


class SearchFailed(Exception):
    """The search raised, timed out, or its process died."""


def answer(job: Job, should_stop: Callable[[], bool] | None = None) -> Moved | Checked | Hinted:
    """The answer to ``job``: ``decide``'s move (with the computer's reasons for REASONS,
    ai.review.reasons); the coach's check of the decision (ai.review.coach), valuing
    ``job.include`` too; or the hint, the check's best move with its reasons. A check stops
    (SearchCancelled) once ``should_stop()`` turns true."""
    level, observation, seed = job.level, job.observation, job.seed
    if job.kind is JobKind.REASONS:
        from ...ai.review.reasons import computer_reasons

        reasons = computer_reasons(level, observation, seed)
        return Moved(job.id, reasons.action, reasons)
    if job.kind.gives_way:
        from ...ai.review.coach import check_decision
        from ...ai.review.values import ReviewCancelled

        try:
            check = check_decision(observation, seed, level, should_stop, job.include)
        except ReviewCancelled:
            raise SearchCancelled from None
        if job.kind is JobKind.COACH:
            return Checked(job.id, check)
        return Hinted(job.id, advise_from(check))
    from ...ai.players.levels import decide

    return Moved(job.id, decide(level, observation, seed))


def _serve(connection: Connection) -> None:
    """The child process: answer each Job until told to stop (None); a coach's check or a
    hint stops when the next job is waiting (the person has moved on)."""
    while True:
        try:
            job = connection.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        try:
            connection.send(answer(job, connection.poll))
        except Exception as error:  # noqa: BLE001 - reported to the parent, who falls back
            connection.send(Failed(job.id, f"{type(error).__name__}: {error}"))


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
        self, job: Job, timeout: float, cancelled: Callable[[], bool]
    ) -> Moved | Checked | Hinted:
        """Run ``answer`` in the child; raises SearchCancelled or SearchFailed."""
        if self._process is None or not self._process.is_alive():
            self.close()
            self._start()
        self._connection.send(job)
        deadline = time.monotonic() + timeout
        while True:
            if cancelled():
                raise SearchCancelled
            if self._connection.poll(POLL_SECONDS):
                reply = self._connection.recv()
                if reply.job_id != job.id:
                    continue  # the late answer of a cancelled job
                if isinstance(reply, Failed):
                    raise SearchFailed(reply.message)
                return reply
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
