"""The computers' reasons of a finished hand, for the window: each computer seat's bid,
trump, exchange and discard worked out again from its observation at that moment with the
seed it decided with (ai.review.reasons), in the review's child process
(app.computers.child_jobs)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...ai.players.levels import decision_seed

if TYPE_CHECKING:  # the AI's modules are imported in the child process only
    from ...ai.review.reasons import Reasons


@dataclass(frozen=True, slots=True)
class PlayedHand:
    """A hand and what its computers decided with: who played each seat (None: a person),
    the game's seed and the hand's number (each decision's seed comes from them)."""

    record: dict
    levels: tuple[str | None, ...]
    game_seed: int
    hand_number: int


def reasons_for_table(
    hand: PlayedHand,
    progress: Callable[[int, int], None] | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> tuple[Reasons, ...]:
    """Every computer's reasons in ``hand``, in the order they acted. A decision whose
    recomputed action is not the one taken (a computer's search failed and the easy level
    stood in for it) is left out: its reasons would be another's."""
    from ...ai.review.reasons import hand_reasons
    from ...engine import replay_record
    from ...engine.actions import same_action

    state = replay_record(hand.record)

    def seed_of(index: int) -> int:
        return decision_seed(hand.game_seed, hand.hand_number, index)

    found = hand_reasons(state, hand.levels, seed_of, should_stop)
    if progress is not None:
        progress(len(found), len(found))
    taken = state.history
    return tuple(r for i, r in found.items() if same_action(r.action, taken[i][1]))
