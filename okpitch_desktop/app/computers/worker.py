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
from .search_process import MOVE, REASONS, SearchCancelled, SearchFailed, SearchProcess, answer

_WORKERS: weakref.WeakSet[AiWorker] = weakref.WeakSet()


@atexit.register
def _stop_forgotten_workers() -> None:
    """A running QThread destroyed at exit aborts the process: stop any never stopped."""
    for worker in list(_WORKERS):
        with contextlib.suppress(RuntimeError):  # its Qt object may be gone already
            worker.stop()


TIMEOUT_SECONDS = 10.0


class AiWorker(QObject):
    """Runs one decision at a time for the controller.

    ``cancel_through(request_id)`` is called from the GUI thread while the worker may be
    busy: it only stores a number, which the waiting loop reads.
    """

    decided = Signal(int, object)  # request id, action
    reasoned = Signal(int, object)  # request id, the reasons (ai.review.reasons) of the action
    failed = Signal(int, str)  # request id, what went wrong
    dropped = Signal(int)  # request id: cancelled, no answer will come

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
        """Drop every request, stop the thread, then the search process (GUI thread)."""
        self.cancel_through(2**62)
        self._thread.quit()
        self._thread.wait()
        self.close()

    @property
    def alive(self) -> bool:
        """Whether the thread or the search process still runs."""
        return self._thread.isRunning() or self.process_running

    def cancel_through(self, request_id: int) -> None:
        """Drop every request up to ``request_id`` (thread-safe: one int store)."""
        self._cancelled_through = request_id

    @Slot(int, str, object, int, str, object)
    def think(
        self,
        request_id: int,
        level: str,
        observation: object,
        seed: int,
        job: str = MOVE,
        include: object = None,
    ) -> None:
        """Answer ``job`` (search_process: a move, with its reasons, or the coach's check,
        valuing ``include`` too) for ``observation``; emits decided or failed, or dropped if
        cancelled. For REASONS, reasoned comes first with the computer's reasons."""
        if request_id <= self._cancelled_through:
            self.dropped.emit(request_id)
            return
        cancelled = lambda: request_id <= self._cancelled_through  # noqa: E731
        try:
            if self._process is not None and level in SEARCHING_LEVELS:
                action = self._process.ask(
                    request_id, level, observation, seed, self._timeout, cancelled, job, include
                )
            elif job != MOVE:
                action = answer(level, observation, seed, job, cancelled, include)
            else:
                action = decide(level, observation, seed)
        except SearchCancelled:
            self.dropped.emit(request_id)
            return
        except (SearchFailed, Exception) as error:  # noqa: BLE001 - the game must go on
            self.failed.emit(request_id, str(error) or type(error).__name__)
            return
        if request_id > self._cancelled_through:
            if job == REASONS:
                self.reasoned.emit(request_id, action)
                action = action.action
            self.decided.emit(request_id, action)
        else:
            self.dropped.emit(request_id)

    @Slot()
    def close(self) -> None:
        """Stop the child process (call from the worker thread or after it stopped)."""
        if self._process is not None:
            self._process.close()

    @property
    def process_running(self) -> bool:
        """Whether a search process is alive (for tests: nothing is left behind)."""
        return self._process is not None and self._process.running
