"""What the worker is asked and what it answers, as frozen values: a ``Job`` goes from the
controller's side through the worker thread to the search process and back as one of the
answers, each tagged with the job's id, so a late answer to a dropped job is known. Free
of Qt and picklable, since they cross the pipe to the child."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from ...engine import Action, Observation

if TYPE_CHECKING:
    from ...ai.review.coach import CoachCheck
    from ...ai.review.reasons import Reasons
    from .advice import Advice


class JobKind(Enum):
    """A seat's move; the move with the computer's reasons; the coach's check of the
    person's decision (dropped as soon as another job comes: the person has moved on); a
    hint (the check's best move with its reasons), dropped the same way."""

    MOVE = "move"
    REASONS = "reasons"
    COACH = "coach"
    HINT = "hint"

    @property
    def is_move(self) -> bool:
        """A computer seat's move (with or without its reasons)."""
        return self in (JobKind.MOVE, JobKind.REASONS)

    @property
    def gives_way(self) -> bool:
        """Stopped as soon as the next job is waiting (the search checks between deals)."""
        return self in (JobKind.COACH, JobKind.HINT)


@dataclass(frozen=True, slots=True)
class Job:
    """One question for the search: ``level`` thinks about ``observation`` with ``seed``;
    ``include`` is a move the coach's check must value too (a drill's exchange or discard
    the check would not value otherwise)."""

    id: int
    kind: JobKind
    level: str
    observation: Observation
    seed: int
    include: Action | None = None


@dataclass(frozen=True, slots=True)
class Moved:
    """A computer's move, with its reasons if the job asked for them."""

    job_id: int
    action: Action
    reasons: Reasons | None = None


@dataclass(frozen=True, slots=True)
class Checked:
    """The coach's check of the person's decision."""

    job_id: int
    check: CoachCheck


@dataclass(frozen=True, slots=True)
class Hinted:
    """The hint: the best move by the one measure, and why."""

    job_id: int
    advice: Advice


@dataclass(frozen=True, slots=True)
class Failed:
    """The search raised, timed out, or its process died (``message`` says which)."""

    job_id: int
    message: str


Answer = Moved | Checked | Hinted | Failed
