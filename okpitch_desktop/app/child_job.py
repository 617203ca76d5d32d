"""One function run in a child process for the window, its answer read without waiting.

Pure-Python search in the window's process would take the GIL from the table (see
search_process); a child process costs the window nothing, and a job no longer wanted is
ended at once. The answer is polled by a timer, so the window never blocks on it.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

if TYPE_CHECKING:  # multiprocessing is imported when a job starts (start-up time)
    import multiprocessing.process
    from multiprocessing.connection import Connection

POLL_MS = 50
STOP_SECONDS = 0.5


def _run(connection: Connection, work: Callable[..., Any], args: tuple) -> None:
    """The child process: one call, its result or what went wrong sent back."""
    try:
        connection.send(("done", work(*args)))
    except Exception as error:  # noqa: BLE001 - told to the window, never a crash
        connection.send(("failed", f"{type(error).__name__}: {error}"))


class ChildJob(QObject):
    """Runs one picklable top-level function at a time in a child process."""

    finished = Signal(object)  # the function's result
    failed = Signal(str)  # why there is none

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.process: multiprocessing.process.BaseProcess | None = None
        self._connection: Connection | None = None
        self._poll = QTimer(self, interval=POLL_MS, timeout=self._read)

    @property
    def running(self) -> bool:
        """Whether a job is under way."""
        return self.process is not None

    def start(self, work: Callable[..., Any], *args: Any) -> None:
        """Run ``work(*args)`` in a fresh child process (a job still running is ended)."""
        import multiprocessing

        self.stop()
        context = multiprocessing.get_context("spawn")
        parent, child = context.Pipe()
        self.process = context.Process(target=_run, args=(child, work, args), name=self.name,
                                       daemon=True)  # fmt: skip
        self.process.start()
        child.close()
        self._connection = parent
        self._poll.start()

    def stop(self) -> None:
        """End the job, however far it is (a new job, the window closing)."""
        self._poll.stop()
        if self.process is None:
            return
        process, self.process = self.process, None
        for end in (process.terminate, process.kill):
            if not process.is_alive():
                break
            end()
            process.join(STOP_SECONDS)
        with contextlib.suppress(OSError):
            self._connection.close()
        self._connection = None

    def _read(self) -> None:
        try:
            if self._connection is None or not self._connection.poll():
                return
            kind, value = self._connection.recv()
        except (EOFError, OSError):
            kind, value = "failed", f"the {self.name} process ended"
        self.stop()
        (self.finished if kind == "done" else self.failed).emit(value)
