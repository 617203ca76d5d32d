"""Drills from the person's own mistakes (issue 53), kept in the statistics database.

Every decision a background review finds costly (practice.rules: ``COSTLY`` points or more)
becomes a drill: its hand's record up to that moment and the seat, so that Statistics >
Practice can put the position on the table again as that seat saw it. Spaced repetition, by
the practice's rules: a new drill is due at once; answered right it comes back after
``RIGHT_AGAIN``, missed after ``MISSED_AGAIN`` (sooner); right ``RIGHT_TO_RETIRE`` times in
a row it retires. Rows read back are checked:
a damaged one (or one with a time, cost or count out of range) is skipped and counted,
never shown. A drill keeps the choice it was made
from (schema 8; older drills have none) and, from the games table, when its game began, so
the list can name it by game, hand, phase and cards.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

from ...ai.review.hand_review import step_names
from ...engine import (
    Action,
    Bid,
    DeclareTrump,
    Discard,
    Exchange,
    HandState,
    Pass,
    Phase,
    Play,
    RecordError,
    hand_record,
    replay_record,
)
from ...engine.actions import action_json
from ...engine.cards import SUIT_LETTERS, parse_card
from ..computers.child_jobs import ReviewedHand
from ..practice.rules import MISSED_AGAIN, RIGHT_AGAIN, RIGHT_TO_RETIRE, costly
from ..review.trick_at import TrickSoFar, trick_of
from .database import Statistics
from .history import from_seat
from .stored_values import is_cost, is_count, is_time

COLUMNS = ("game_id", "hand_number", "step", "seat", "phase", "record", "cost", "created_at",
           "due_at", "right_in_a_row", "answers", "misses", "chosen")  # fmt: skip


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
    chosen: Action | None = None  # the choice the drill was made from (none: an older drill)
    game_started: float | None = None  # when its game began, if the games table knows

    @property
    def key(self) -> tuple[str, int, str]:
        return (self.game_id, self.hand_number, self.step)

    @property
    def trick(self) -> TrickSoFar | None:
        """For a card, the trick as it lay (the cards before it, the lead, the trump)."""
        return trick_of(self.state)

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
            decision = steps[step]
            chosen = json.dumps(action_json(decision.chosen))
            values = (game_id, hand_number, step, reviewed.seat, decision.phase.value,
                      json.dumps(before), decision.cost, now, now, 0, 0, 0, chosen)  # fmt: skip
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
    columns = ", ".join(f"d.{column}" for column in COLUMNS)
    rows = stats.rows(
        f"SELECT {columns}, g.started_at FROM drills d LEFT JOIN games g ON g.id = d.game_id"
        " WHERE d.retired_at IS NULL"
    )
    drills = [drill for drill in map(_drill, rows) if drill is not None]
    drills.sort(key=lambda d: (d.due_at, -d.cost))
    return Drills(tuple(drills), len(rows) - len(drills))


def _drill(row: tuple) -> Drill | None:
    """The drill of one row, or None if any value in it cannot be used."""
    game_id, hand_number, step, seat, phase, record, cost, created, due, in_a_row, answers, \
        misses, chosen, started = row  # fmt: skip
    counts = (hand_number, seat, in_a_row, answers, misses)
    if not isinstance(game_id, str) or not isinstance(step, str) or not isinstance(record, str):
        return None
    if not (is_cost(cost) and is_time(created) and is_time(due) and all(map(is_count, counts))):
        return None
    try:
        state = replay_record(json.loads(record))
        phase = Phase(phase)
    except (ValueError, RecordError, RecursionError):
        return None
    if state.to_act != seat or state.phase is not phase:
        return None
    started = started if is_time(started) else None
    return Drill(game_id, hand_number, step, seat, phase, state, cost, created, due, in_a_row,
                 answers, misses, _action(chosen, phase), started)  # fmt: skip


def _action(text: object, phase: Phase) -> Action | None:
    """The choice as ``action_json`` wrote it, if it can be read and fits the phase."""
    try:
        data = json.loads(text) if isinstance(text, str) else None
        action = _read_action(data)
    except (ValueError, TypeError, RecursionError):
        return None
    kinds = {Phase.BID: (Bid, Pass), Phase.TRUMP: (DeclareTrump,), Phase.EXCHANGE: (Exchange,),
             Phase.DISCARD: (Discard,), Phase.PLAY: (Play,)}  # fmt: skip
    return action if isinstance(action, kinds.get(phase, ())) else None


def _read_action(data: object) -> Action | None:
    match data:
        case {"bid": None}:
            return Pass()
        case {"bid": int(points)} if not isinstance(points, bool):
            return Bid(points)
        case {"trump": str(letter)} if len(letter) == 1 and letter in SUIT_LETTERS:
            return DeclareTrump(SUIT_LETTERS.index(letter))
        case {"exchange": list(cards)}:
            return Exchange(tuple(parse_card(card) for card in cards))
        case {"discard": list(cards)}:
            return Discard(tuple(parse_card(card) for card in cards))
        case {"play": str(card)}:
            return Play(parse_card(card))
    return None
