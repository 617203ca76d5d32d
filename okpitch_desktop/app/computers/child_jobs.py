"""The jobs of whole seconds that the window runs in a child process (app.review.runner
starts it), and the child's loop that runs one and reports its progress: the review of
one seat's hand as the table shows it, and a replayed deal played by computers (the
computers' reasons are app.review.hand_reasons's). Free of Qt, so that the child never loads it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...engine import Action, Phase
from .advice import Advice

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

LEVEL = "hard"  # the review's judge (HAND_RECORD.md: review's default level)
REPLAYED_HAND = 0  # a replay's game starts with the replayed deal


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
    reason: Advice  # why the best move, against the chosen one (ai.review.explain)
    open_best: Action | None  # with every card known (a complete hand), the best move...
    open_best_value: float | None
    open_chosen_value: float | None  # ... and what the chosen one was worth then
    chosen_reason: Advice | None = None  # what the chosen move did, with its cost


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


def review_for_table(
    record: dict, seat: int, seed: int, progress=None, should_stop=None
) -> ReviewedHand:
    """Review ``seat``'s decisions in ``record`` (in the child process)."""
    from ...ai.review.hand_review import review_hand
    from ...engine import replay_record
    from .advice import advise

    state = replay_record(record)
    review = review_hand(state, seat, LEVEL, seed, progress=progress, should_stop=should_stop)
    moments = [index for index, (acting, _) in enumerate(state.history) if acting == seat]
    decisions = []
    for index, decision in zip(moments, review.decisions, strict=True):
        seen = state.rewound(index).observation(seat)
        judged = decision.open_cards
        chosen, best, valued = decision.chosen.action, decision.best.action, decision.alternatives
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
                reason=advise(seen, best, valued, against=chosen),
                open_best=None if judged is None else judged.best,
                open_best_value=None if judged is None else judged.best_value,
                open_chosen_value=None if judged is None else judged.chosen_value,
                chosen_reason=advise(seen, chosen, valued),
            )
        )
    return ReviewedHand(seat, tuple(decisions))


def computer_in_seat(
    record: dict, levels: list[str], game_seed: int, seat: int, progress=None, should_stop=None
) -> float:
    """The replayed hand played by computers at every seat: the points of ``seat``'s team
    (ai.matches.duplicate.seat_result); quick, so neither progress nor a stop is looked at."""
    from ...ai.matches.duplicate import seat_result

    return seat_result(record, levels, game_seed, REPLAYED_HAND, seat)


def serve(connection: Connection, job: Callable[..., object], args: tuple) -> None:
    """The child process: run ``job`` (a review, the computers' reasons), telling the
    parent how far it has got."""
    from ...ai.review.hand_review import ReviewCancelled

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
