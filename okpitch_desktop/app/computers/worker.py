"""The computer players' worker: a QObject living in its own thread, so the window never
waits for a decision. Searching levels run in a persistent child process (see
search_process); the thread only waits for the answer, which holds no lock the window
needs. Results go back to the controller as queued signals."""

from __future__ import annotations

import atexit
import contextlib
import weakref

from PySide6.QtCore import QObject, QThread, Signal, Slot

from ...ai.players.levels import SEARCHING_LEVELS, decide
from .jobs import Answer, Failed, Job, JobKind, Moved
from .search_process import SearchCancelled, SearchFailed, SearchProcess, answer

_WORKERS: weakref.WeakSet[AiWorker] = weakref.WeakSet()


@atexit.register
def _stop_forgotten_workers() -> None:
    """A running QThread destroyed at exit aborts the process: stop any never stopped."""
    for worker in list(_WORKERS):
        with contextlib.suppress(RuntimeError):  # its Qt object may be gone already
            worker.stop()


TIMEOUT_SECONDS = 10.0


class AiWorker(QObject):
    """Runs one job at a time for the controller's side (ComputerSeats).

    ``cancel_through(job_id)`` is called from the GUI thread while the worker may be
    busy: it only stores a number, which the waiting loop reads.
    """

    answered = Signal(object)  # jobs.Answer: Moved, Checked, Hinted or Failed
    dropped = Signal(int)  # a job's id: cancelled, no answer will come

    def __init__(self, use_process: bool = True, timeout: float = TIMEOUT_SECONDS) -> None:
        super().__init__()
        self._process = SearchProcess() if use_process else None
        self._timeout = timeout
        self._cancelled_through = -1
        self._thread = QThread()
        self.moveToThread(self._thread)
        _WORKERS.add(self)

    def start(self) -> None:
        """Start the thread (the first question starts it, so an idle window has none)."""
        if not self._thread.isRunning():
            self._thread.start()

    def stop(self) -> None:
        """Drop every job, stop the thread, then the search process (GUI thread)."""
        self.cancel_through(2**62)
        self._thread.quit()
        self._thread.wait()
        self.close()

    @property
    def alive(self) -> bool:
        """Whether the thread or the search process still runs."""
        return self._thread.isRunning() or self.process_running

    def cancel_through(self, job_id: int) -> None:
        """Drop every job up to ``job_id`` (thread-safe: one int store)."""
        self._cancelled_through = job_id

    @Slot(object)
    def think(self, job: Job) -> None:
        """Answer ``job`` (search_process.answer): emits answered, or dropped if it was
        cancelled. The searching levels think in the search process, the others here."""
        if job.id <= self._cancelled_through:
            self.dropped.emit(job.id)
            return
        cancelled = lambda: job.id <= self._cancelled_through  # noqa: E731
        reply: Answer
        try:
            if self._process is not None and job.level in SEARCHING_LEVELS:
                reply = self._process.ask(job, self._timeout, cancelled)
            elif job.kind is JobKind.MOVE:
                reply = Moved(job.id, decide(job.level, job.observation, job.seed))
            else:
                reply = answer(job, cancelled)
        except SearchCancelled:
            self.dropped.emit(job.id)
            return
        except (SearchFailed, Exception) as error:  # noqa: BLE001 - the game must go on
            reply = Failed(job.id, str(error) or type(error).__name__)
        if job.id > self._cancelled_through:
            self.answered.emit(reply)
        else:
            self.dropped.emit(job.id)

    @Slot()
    def close(self) -> None:
        """Stop the child process (call from the worker thread or after it stopped)."""
        if self._process is not None:
            self._process.close()

    @property
    def process_running(self) -> bool:
        """Whether a search process is alive (for tests: nothing is left behind)."""
        return self._process is not None and self._process.running
