"""The post-hand review run for the window: in a child process (a review is seconds of
pure-Python search, which in the window's process would take the GIL from the table), with
its progress reported and a way to cancel it. The result is a typed value the table can
show: each of the seat's decisions with its value, the best move, the cost, and the reason
a player would give for the best move (the hint's reason codes)."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine import Action, Phase
from .advice import Advice

if TYPE_CHECKING:  # multiprocessing is imported when a review starts (start-up time)
    from multiprocessing.connection import Connection

POLL_MS = 50
STOP_GRACE_S = 0.5  # for the child to stop by itself before it is terminated
NICE = 19  # a background review's process yields the processor to the game's (Unix only)
LEVEL = "hard"  # the review's judge (HAND_RECORD.md: review's default level)


@dataclass(frozen=True, slots=True)
class ReviewedDecision:
    """One decision of the reviewed seat, as the review window shows it."""

    step: str  # the record's field and index: "plays[7]"
    phase: Phase
    chosen: Action
    chosen_value: float
    best: Action
    best_value: float
    cost: float
    mistake: bool
    reason: Advice  # why the best move: the hint's reason for it at that moment
    open_best: Action | None  # with every card known (a complete hand), the best move...
    open_best_value: float | None
    open_chosen_value: float | None  # ... and what the chosen one was worth then


@dataclass(frozen=True, slots=True)
class ReviewedHand:
    """Every decision of ``seat`` in one hand, and what they cost in all."""

    seat: int
    decisions: tuple[ReviewedDecision, ...]

    @property
    def total_cost(self) -> float:
        return round(sum(decision.cost for decision in self.decisions), 3)

    @property
    def mistakes(self) -> int:
        return sum(decision.mistake for decision in self.decisions)


def review_for_table(record: dict, seat: int, seed: int, progress=None,
                     should_stop=None) -> ReviewedHand:  # fmt: skip
    """Review ``seat``'s decisions in ``record`` (in the child process)."""
    from ..ai.review import review_hand
    from ..engine import replay_record
    from .advice import advise

    state = replay_record(record)
    review = review_hand(state, seat, LEVEL, seed, progress=progress, should_stop=should_stop)
    moments = [index for index, (acting, _) in enumerate(state.history) if acting == seat]
    decisions = []
    for index, decision in zip(moments, review.decisions, strict=True):
        seen = state.rewound(index).observation(seat)
        judged = decision.open_cards
        decisions.append(
            ReviewedDecision(
                step=decision.step,
                phase=decision.phase,
                chosen=decision.chosen.action,
                chosen_value=decision.chosen.value,
                best=decision.best.action,
                best_value=decision.best.value,
                cost=decision.cost,
                mistake=decision.mistake,
                reason=advise(seen, decision.best.action),
                open_best=None if judged is None else judged.best,
                open_best_value=None if judged is None else judged.best_value,
                open_chosen_value=None if judged is None else judged.chosen_value,
            )
        )
    return ReviewedHand(seat, tuple(decisions))


def _serve(connection: Connection, job: Callable[..., object], args: tuple) -> None:
    """The child process: run ``job`` (a review, the computers' reasons), telling the
    parent how far it has got."""
    from ..ai.review import ReviewCancelled

    def progress(done: int, total: int) -> None:
        connection.send(("progress", done, total))

    def should_stop() -> bool:
        return connection.poll()  # the parent's only message is "stop"

    try:
        result = job(*args, progress=progress, should_stop=should_stop)
        connection.send(("done", result))
    except ReviewCancelled:
        connection.send(("cancelled",))
    except Exception as error:  # noqa: BLE001 - told to the window, never a crash
        connection.send(("failed", f"{type(error).__name__}: {error}"))


class ReviewRunner(QObject):
    """Runs one review (or another job of whole seconds, such as the computers' reasons)
    at a time in a child process; the window listens to its signals. A ``low_priority``
    runner (the background reviews for the statistics) leaves the processor to the game
    whenever the game wants it."""

    progress = Signal(int, int)  # decisions reviewed, decisions in all
    finished = Signal(object)  # ReviewedHand, or what the job returned
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, parent: QObject | None = None, low_priority: bool = False) -> None:
        super().__init__(parent)
        self.low_priority = low_priority
        self._process = None
        self._ending: list = []  # low priority: processes told to end, not yet reaped
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
        self._process = context.Process(target=_serve, args=(child, job, args),
                                        name="okpitch-review", daemon=True)  # fmt: skip
        self._process.start()
        if self.low_priority and hasattr(os, "setpriority"):  # before the child's imports
            with contextlib.suppress(OSError):
                os.setpriority(os.PRIO_PROCESS, self._process.pid, NICE)
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
        to stop by itself. A low-priority runner does not wait: its process is told to end
        and reaped later (a niced process can take long to be scheduled on a busy machine,
        and the table must not wait for it)."""
        self._poll.stop()
        self._ending = [process for process in self._ending if process.is_alive()]
        if self._process is None:
            return
        with contextlib.suppress(OSError, ValueError):
            self._connection.send("stop")
        if self.low_priority:
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
