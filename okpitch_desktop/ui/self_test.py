"""``okpitch --self-test``: proves an installed or bundled program really plays.

It opens the real window (offscreen when QT_QPA_PLATFORM says so), plays one whole game
with computer seats at every place (the searching ones in the worker process, which a
bundle must be able to start), with animation off, and exits 0 once a team has won. All
its files go to a temporary folder, so a player's saves and statistics are never touched.
"""

from __future__ import annotations

import os
import sys
import tempfile

from PySide6.QtCore import QTimer

from ..app.controller import GameController, Seating
from ..app.paths import HOME_OVERRIDE
from ..engine import RuleSet
from .main_window import MainWindow, make_application

TIME_LIMIT_MS = 180_000
SEATING = Seating(("normal", "easy", "normal", "easy"))


def run_self_test(argv: list[str]) -> int:
    """Play one game; 0 if it reached a winner, 1 with a message otherwise."""
    with tempfile.TemporaryDirectory(prefix="okpitch-self-test-") as home:
        os.environ[HOME_OVERRIDE] = home
        app = make_application(argv)
        controller = GameController(pace_ms=0, auto_next_hand=True)
        window = MainWindow(controller, speed="off")
        window.show()
        outcome: dict[str, int] = {}

        def won(team: int) -> None:
            outcome["winner"] = team
            app.quit()

        controller.game_over.connect(won)
        QTimer.singleShot(TIME_LIMIT_MS, app.quit)
        controller.new_game(RuleSet(target=11), SEATING, seed=2026)
        app.exec()
        window.close()
        if "winner" not in outcome:
            print("self-test failed: the game did not reach a winner in time", file=sys.stderr)
            return 1
        if controller.fallbacks:
            failed = f"{controller.fallbacks} computer decisions failed (see the log)"
            print(f"self-test failed: {failed}; the search process does not work", file=sys.stderr)
            return 1
        hands = controller.game.hand_number + 1
        print(f"self-test passed: team {outcome['winner']} won after {hands} hands")
        return 0
