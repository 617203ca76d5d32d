"""Drills from the person's own mistakes (issue 53), kept in the statistics database.

Every decision a background review finds costly (practice.rules: ``COSTLY`` points or more)
becomes a drill: its hand's record up to that moment and the seat, so that Statistics >
Practice can put the position on the table again as that seat saw it. Spaced repetition, by
the practice's rules: a new drill is due at once; answered right it comes back after
``RIGHT_AGAIN``, missed after ``MISSED_AGAIN`` (sooner); right ``RIGHT_TO_RETIRE`` times in
a row it retires. Rows read back are checked:
a damaged one is skipped and counted, never shown.
"""

from __future__ import annotations

import json
import math
import time
from dataclasses import dataclass
from typing import Any

from ...ai.review.hand_review import step_names
from ...engine import HandState, Phase, RecordError, hand_record, replay_record
from ..computers.child_jobs import ReviewedHand
from ..practice.rules import MISSED_AGAIN, RIGHT_AGAIN, RIGHT_TO_RETIRE, costly
from .database import Statistics
from .history import from_seat

COLUMNS = ("game_id", "hand_number", "step", "seat", "phase", "record", "cost", "created_at",
           "due_at", "right_in_a_row", "answers", "misses")  # fmt: skip


@dataclass(frozen=True, slots=True)
class Drill:
    """One costly decision to practise, and how it has been answered so far."""

    game_id: str
    hand_number: int
    step: str  # the record's field and index, as the review names it: "plays[7]"
    seat: int
    phase: Phase
    state: HandState  # the hand just before the decision
    cost: float  # what the person's choice cost when the review found it
    created_at: float
    due_at: float
    right_in_a_row: int
    answers: int
    misses: int

    @property
    def key(self) -> tuple[str, int, str]:
        return (self.game_id, self.hand_number, self.step)

    @property
    def players(self) -> int:
        return self.state.rules.players

    def due(self, now: float) -> bool:
        return self.due_at <= now

    def snapshot(self, levels: tuple[str | None, ...]) -> dict[str, Any]:
        """A controller snapshot of the position with the person (seat 0) in the drill's
        seat, to be resumed on a table."""
        return from_seat(hand_record(self.state), self.seat, levels, seed=0)


@dataclass(frozen=True, slots=True)
class Drills:
    """The drills not retired, due first (then the costliest), and the rows skipped."""

    drills: tuple[Drill, ...]
    skipped: int

    def due(self, now: float) -> list[Drill]:
        return [drill for drill in self.drills if drill.due(now)]


def drill_statements(
    game_id: str, hand_number: int, record: dict, reviewed: ReviewedHand, now: float | None = None
) -> list[tuple[str, tuple]]:
    """A new drill for each costly decision of the reviewed hand (a second review of the
    same hand keeps the drills' progress)."""
    now = time.time() if now is None else now
    steps = {d.step: d for d in reviewed.decisions if costly(d.cost)}
    if not steps:
        return []
    state = replay_record(record)
    marks = ", ".join("?" * len(COLUMNS))
    sql = f"INSERT OR IGNORE INTO drills ({', '.join(COLUMNS)}) VALUES ({marks})"
    statements = []
    for index, step in enumerate(step_names(state)):
        if step in steps:
            before = hand_record(state.rewound(index))
            values = (game_id, hand_number, step, reviewed.seat, steps[step].phase.value,
                      json.dumps(before), steps[step].cost, now, now, 0, 0, 0)  # fmt: skip
            statements.append((sql, values))
    return statements


def answer_statement(drill: Drill, right: bool, now: float | None = None) -> tuple[str, tuple]:
    """The drill's row after an answer: rescheduled, or retired."""
    now = time.time() if now is None else now
    in_a_row = drill.right_in_a_row + 1 if right else 0
    due = now + (RIGHT_AGAIN if right else MISSED_AGAIN)
    retired = now if in_a_row >= RIGHT_TO_RETIRE else None
    return (
        "UPDATE drills SET right_in_a_row = ?, answers = answers + 1, misses = misses + ?,"
        " due_at = ?, retired_at = ? WHERE game_id = ? AND hand_number = ? AND step = ?",
        (in_a_row, 0 if right else 1, due, retired, *drill.key),
    )


def load_drills(stats: Statistics) -> Drills:
    """Every drill not retired, due first, the costliest first among equals."""
    rows = stats.rows(f"SELECT {', '.join(COLUMNS)} FROM drills WHERE retired_at IS NULL")
    drills = [drill for drill in map(_drill, rows) if drill is not None]
    drills.sort(key=lambda d: (d.due_at, -d.cost))
    return Drills(tuple(drills), len(rows) - len(drills))


def _drill(row: tuple) -> Drill | None:
    """The drill of one row, or None if any value in it cannot be used."""
    game_id, hand_number, step, seat, phase, record, cost, created, due, in_a_row, answers, \
        misses = row  # fmt: skip
    numbers = (cost, created, due)
    counts = (hand_number, seat, in_a_row, answers, misses)
    if not isinstance(game_id, str) or not isinstance(step, str) or not isinstance(record, str):
        return None
    if not all(_number(value) for value in numbers) or not all(_count(n) for n in counts):
        return None
    try:
        state = replay_record(json.loads(record))
        phase = Phase(phase)
    except (ValueError, RecordError, RecursionError):
        return None
    if state.to_act != seat or state.phase is not phase:
        return None
    return Drill(game_id, hand_number, step, seat, phase, state, cost, created, due, in_a_row,
                 answers, misses)  # fmt: skip


def _number(value: object) -> bool:
    usable = isinstance(value, (int, float)) and not isinstance(value, bool)
    return usable and math.isfinite(value) and value >= 0


def _count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0
