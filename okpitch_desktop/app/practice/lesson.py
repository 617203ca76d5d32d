"""Help > Learn to play (issue 53): a guided first hand on a fixed deal.

The hand is ``resources/lessons/first_hand.json`` (dev/make_lesson.py made it: ``hard`` at
every seat). The lesson's table has its own controller, built with the lesson's turn rule:
the computers answer with their recorded moves (through the computer seats, after their
pace, as any computer answers), and the person is asked for the recorded move at each
turn: another legal one is refused (code "lesson", with the move tried), so every step's
explanation holds for the cards on the table; an illegal one the engine refuses as ever.
The coach's check values each of the person's turns (it never holds a move here: the
recording decides), so the lesson's reasons can say what the values show. The table's line
says what to do and why (ui.practice.lesson_line).
"""

from __future__ import annotations

from pathlib import Path

from ...ai.players.levels import DEFAULT_LEVEL
from ...engine import Action, HandState, Phase, RecordError, replay_record
from ...engine.actions import same_action
from ..controller import GameController
from ..resources import resources_dir
from ..saves.safe_read import read_json
from ..seating import HUMAN
from ..stats.history import deal_again
from .turn_rule import TAKE, TurnRule, Verdict, illegal, refused

LESSON_BYTES = 100_000  # the lesson's hand is about 1.5 kB


def lesson_file() -> Path:
    return resources_dir() / "lessons" / "first_hand.json"


class LessonTurns(TurnRule):
    """Every move of the hand is the recorded one: the computers', and the person's."""

    checks_every_turn = True

    def __init__(self, moves: list[Action]) -> None:
        super().__init__()
        self.moves = moves

    def judge(self, hand: HandState, seat: int, action: Action, anyway: bool) -> Verdict:
        wanted = self.moves[len(hand.history)]
        if same_action(action, wanted):
            return TAKE
        # an illegal move is the engine's to refuse (R7: "you must follow suit"), a legal
        # one the lesson's, which says why it is not the lesson's from both moves
        return illegal(hand, action) or refused(
            "lesson", {"action": wanted, "tried": action}, "This lesson asks for another move"
        )

    def scripted(self, done: int) -> Action | None:
        return self.moves[done] if done < len(self.moves) else None


class Lesson:
    """The lesson's hand on a controller of its own: its moves, and the one asked now."""

    def __init__(self, pace_ms: int = 0, path: Path | None = None) -> None:
        """OSError or ValueError (a FileProblem, a RecordError) when the lesson's file is
        missing, not a regular file, too large, or not a whole hand."""
        self.record = read_json(path or lesson_file(), LESSON_BYTES)
        hand = replay_record(self.record)
        if hand.phase is not Phase.DONE:
            raise RecordError("plays", "the lesson's hand is not played to its end")
        self.moves: list[Action] = [action for _, action in hand.history]
        self.controller = GameController(pace_ms=pace_ms, rule=LessonTurns(self.moves))

    def start(self) -> None:
        """Deal the lesson's hand on the table; the computers replay their moves."""
        players = len(self.record["hands"])
        levels = (HUMAN,) + (DEFAULT_LEVEL,) * (players - 1)  # never searched: they replay
        self.controller.resume(deal_again(self.record, 0, levels, seed=0))

    def move_now(self) -> Action | None:
        """The recorded move of the seat to act, or None once the hand is over."""
        game = self.controller.game
        done = 0 if game is None else len(game.hand.history)
        return self.moves[done] if done < len(self.moves) else None
