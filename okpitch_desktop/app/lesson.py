"""Help > Learn to play (issue 53): a guided first hand on a fixed deal.

The hand is ``resources/lessons/first_hand.json`` (dev/make_lesson.py made it: ``hard`` at
every seat). On the lesson's own table the computers replay it as recorded (the
controller's ``script``), and the person is asked for the recorded move at each turn:
another one is refused (code "lesson"), so every step's explanation holds for the cards on
the table. The table's line says what to do and why (ui.turn.lesson_line).
"""

from __future__ import annotations

import json
from pathlib import Path

from ..ai.players.levels import DEFAULT_LEVEL
from ..engine import Action, replay_record
from .controller import GameController
from .resources import resources_dir
from .seating import HUMAN
from .stats.history import deal_again


def lesson_file() -> Path:
    return resources_dir() / "lessons" / "first_hand.json"


class Lesson:
    """The lesson's hand on ``controller``: its moves, and the one asked for now."""

    def __init__(self, controller: GameController, path: Path | None = None) -> None:
        self.controller = controller
        self.record = json.loads((path or lesson_file()).read_text(encoding="utf-8"))
        self.moves: list[Action] = [action for _, action in replay_record(self.record).history]

    def start(self) -> None:
        """Deal the lesson's hand on the table; the computers replay their moves."""
        players = len(self.record["hands"])
        levels = (HUMAN,) + (DEFAULT_LEVEL,) * (players - 1)  # never asked: they replay
        self.controller.script = self.moves
        # The coach's check values each of the person's turns (it never holds a move here:
        # the script decides), so the lesson's reasons can say what the values show.
        self.controller.coach.enabled = True
        self.controller.resume(deal_again(self.record, 0, levels, seed=0))

    def move_now(self) -> Action | None:
        """The recorded move of the seat to act, or None once the hand is over."""
        game = self.controller.game
        done = 0 if game is None else len(game.hand.history)
        return self.moves[done] if done < len(self.moves) else None
