"""The post-hand review run for the window: in a child process (a review is seconds of
pure-Python search, which in the window's process would take the GIL from the table), with
its progress reported and a way to cancel it. The result is a typed value the table can
show (app.computers.child_jobs, the child's side): each of the seat's decisions with its value, the
best move, the cost, and the reason a player would give for the best move (the hint's
reason codes)."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from ..computers.child_jobs import review_for_table, serve

if TYPE_CHECKING:  # multiprocessing is imported when a review starts (start-up time)
    from multiprocessing.connection import Connection

POLL_MS = 50
STOP_GRACE_S = 0.5  # for the child to stop by itself before it is terminated
NICE = 19  # a background review's process yields the processor to the game's (Unix only)
NICE_VARIABLE = "OKPITCH_BACKGROUND_NICE"  # 0 to 19 in place of NICE (the tests set 0)
PROCESS_NAME = "okpitch-review"  # the name of the review's process


class ReviewRunner(QObject):
    """Runs one review (or another job of whole seconds, such as the computers' reasons)
    at a time in a child process; the window listens to its signals. A ``low_priority``
    runner (the background reviews for the statistics, which nobody waits for) leaves the
    processor to the game whenever the game wants it; what the person asked for and waits
    for (a Review, the reasons, the chances of their bids) runs at normal priority. A
    runner that ``stops_at_once`` (a low-priority one always) never makes its caller wait
    for its process to end."""

    progress = Signal(int, int)  # decisions reviewed, decisions in all
    finished = Signal(object)  # ReviewedHand, or what the job returned
    failed = Signal(str)
    cancelled = Signal()

    def __init__(
        self, parent: QObject | None = None, low_priority: bool = False, stops_at_once: bool = False
    ) -> None:
        super().__init__(parent)
        self.low_priority = low_priority
        self.stops_at_once = stops_at_once or low_priority
        self._process = None
        self._ending: list = []  # stopping at once: processes told to end, not yet reaped
        self._connection: Connection | None = None
        self._poll = QTimer(self, interval=POLL_MS, timeout=self._read)

    @property
    def running(self) -> bool:
        return self._process is not None

    @property
    def process(self):  # multiprocessing's process, imported when a job starts
        """The child process while a job runs, else None."""
        return self._process

    def start(self, record: dict, seat: int, seed: int = 0) -> None:
        """Review ``seat``'s decisions in the hand ``record`` (an okpitch-hand/1 record)."""
        self.run(review_for_table, record, seat, seed)

    def run(self, job: Callable[..., object], *args: object) -> None:
        """Run ``job(*args, progress=..., should_stop=...)`` (a top-level function of
        picklable arguments) in the child process; ``finished`` carries its result."""
        import multiprocessing

        self.stop()
        context = multiprocessing.get_context("spawn")
        parent, child = context.Pipe()
        self._process = context.Process(target=serve, args=(child, job, args),
                                        name=PROCESS_NAME, daemon=True)  # fmt: skip
        self._process.start()
        if self.low_priority and hasattr(os, "setpriority"):  # before the child's imports
            with contextlib.suppress(OSError):
                os.setpriority(os.PRIO_PROCESS, self._process.pid, background_niceness())
        child.close()
        self._connection = parent
        self._poll.start()

    def cancel(self) -> None:
        """Stop the review; ``cancelled`` follows."""
        if self.running:
            self.stop()
            self.cancelled.emit()

    def stop(self) -> None:
        """End the child process, however it is (a window closing), after a moment for it
        to stop by itself. A runner that stops at once does not wait: its process is told to
        end and reaped later (a niced process can take long to be scheduled on a busy
        machine, and the table must not wait for it)."""
        self._poll.stop()
        self._ending = [process for process in self._ending if process.is_alive()]
        if self._process is None:
            return
        with contextlib.suppress(OSError, ValueError):
            self._connection.send("stop")
        if self.stops_at_once:
            self._process.terminate()
            self._ending.append(self._process)
        else:
            self._process.join(STOP_GRACE_S)
            if self._process.is_alive():
                self._process.terminate()
                self._process.join(1.0)
            if self._process.is_alive():
                self._process.kill()
                self._process.join()
        self._connection.close()
        self._process = self._connection = None

    def _read(self) -> None:
        try:
            while self._connection is not None and self._connection.poll():
                message = self._connection.recv()
                if message[0] == "progress":
                    self.progress.emit(message[1], message[2])
                    continue
                self.stop()
                if message[0] == "done":
                    self.finished.emit(message[1])
                elif message[0] == "failed":
                    self.failed.emit(message[1])
                else:
                    self.cancelled.emit()
        except (EOFError, OSError):
            self.stop()
            self.failed.emit("the review's process ended")


def background_niceness() -> int:
    """How far a background job's process is lowered: NICE, or the 0 to 19 that the
    environment's OKPITCH_BACKGROUND_NICE says. The tests say 0: on a machine kept busy a
    process at 19 gets next to no processor, and a test waiting for its result starves."""
    try:
        return min(max(int(os.environ.get(NICE_VARIABLE, NICE)), 0), NICE)
    except ValueError:
        return NICE
