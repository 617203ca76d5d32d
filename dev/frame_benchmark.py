"""Does the window stay smooth while computer seats think? A benchmark command.

Run: ``python dev/frame_benchmark.py [--seconds 10] [--no-process] [--review] [--coach]``.
Opens the real main window (offscreen when QT_QPA_PLATFORM says so), lets four ``hard``
seats play back to back (so somebody is always thinking), and measures the actual intervals
of a 16 ms timer on the GUI thread. ``--follow`` makes the table show that game as well,
at animation speed off (one event after another, the table's own work included).
Prints JSON with the median, p95 and max interval in milliseconds; ``--no-process``
runs the search in the worker thread only, to show what the worker process buys.
``--review`` reviews seat 0's decisions of every finished hand in the background, as the
person's hands are reviewed for the statistics (app.review.hand_reviews), to show that a running
review does not hurt the frames. ``--coach`` seats a person at seat 0 who answers each turn
after ``THINK_MS`` with the easy level's move, the coach on (app.coach): each turn is checked
in the worker process while the person thinks; a held move is played anyway.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
from pathlib import Path

from frame_clock import FrameClock
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from okpitch_desktop.ai.players.heuristic_player import HeuristicPlayer
from okpitch_desktop.app.controller import HUMAN, GameController, Seating
from okpitch_desktop.app.review.hand_reviews import HandReviews
from okpitch_desktop.app.saves.savegame import GameTag
from okpitch_desktop.app.session import GameSession
from okpitch_desktop.app.stats.database import Statistics
from okpitch_desktop.engine import RuleSet
from okpitch_desktop.ui.main_window import MainWindow


def review_every_hand(controller: GameController, folder: str) -> tuple[HandReviews, list]:
    """Seat 0's decisions of each hand reviewed in the background (the statistics in
    ``folder``); the list fills with the reviews filed."""
    tag = GameTag()
    statistics = Statistics(Path(folder) / "s.sqlite3")
    reviews = HandReviews(controller, lambda: statistics, lambda: tag)
    controller.hand_scored.connect(
        lambda _report: reviews.add(
            tag.game_id, controller.game.hand_number, controller.hand_record(), 0
        )  # fmt: skip
    )
    filed: list = []
    reviews.reviewed.connect(filed.append)
    return reviews, filed


THINK_MS = 400  # the coached person's time per decision


def coached_person(controller: GameController) -> list:
    """Seat 0 answers each turn after THINK_MS with the easy level's move, the coach on; the
    list fills with each turn (False) and each check that came (True)."""
    controller.configure(controller.pace_ms, False, coach=True)
    player, rng = HeuristicPlayer(), random.Random(0)
    checked: list = []
    controller.coach.ready.connect(lambda _seen: checked.append(True))

    def answer(seen) -> None:
        checked.append(False)
        action = player.choose(seen, rng)
        play = lambda: controller.submit(0, action) or controller.submit(0, action, anyway=True)  # noqa: E731
        QTimer.singleShot(THINK_MS, play)

    controller.human_turn.connect(answer)
    return checked


def measure(
    seconds: float,
    use_process: bool,
    level: str = "hard",
    follow: bool = False,
    review: bool = False,
    coach: bool = False,
) -> dict:
    """Play for ``seconds`` and return the timer's figures. The window shows its own table;
    with ``follow`` it shows this game too (then the table's own work is measured as well);
    with ``review`` each hand is reviewed in the background meanwhile; with ``coach`` seat 0
    is a coached person (``coached_person``)."""
    app = QApplication.instance() or QApplication(sys.argv)
    controller = GameController(use_process=use_process, auto_next_hand=True)
    shown = controller if follow else GameController(use_process=False)  # else an idle one
    window = MainWindow(GameSession.scratch(shown))
    window.show()
    seating = Seating(((HUMAN,) if coach else (level,)) + (level,) * 3)
    checked = coached_person(controller) if coach else []
    controller.game_over.connect(lambda _: controller.new_game(RuleSet(), seating))
    decisions: list[int] = []
    controller.ai_thinking.connect(decisions.append)
    folder = tempfile.TemporaryDirectory()
    reviews, filed = review_every_hand(controller, folder.name) if review else (None, [])
    running: list[bool] = []  # sampled: whether a review is running
    sampler = QTimer(interval=100, timeout=lambda: running.append(reviews.runner.running))
    clock = FrameClock()
    controller.new_game(RuleSet(), seating, seed=1)
    if review:
        QTimer.singleShot(500, sampler.start)
    QTimer.singleShot(500, clock.start)  # after the window's first layout
    QTimer.singleShot(int(seconds * 1000) + 500, app.quit)
    app.exec()
    clock.stop()
    sampler.stop()
    if reviews is not None:
        reviews.cancel()
        reviews.statistics.close()
    folder.cleanup()
    controller.shutdown()
    window.close()
    return {
        "worker_process": use_process,
        "table_follows": follow,
        "background_review": review,
        "coached_person": coach,
        "person_turns": checked.count(False),
        "coach_checks_in_time": checked.count(True),
        "seconds": seconds,
        "computer_decisions": len(decisions),
        "hands_reviewed": len(filed),
        "review_running_share": round(sum(running) / len(running), 2) if running else 0.0,
        **clock.figures(),
    }


def main() -> None:
    """Print the figures as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--no-process", action="store_true", help="search in the thread only")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--follow", action="store_true", help="the table shows the game too")
    parser.add_argument("--review", action="store_true", help="review each hand meanwhile")
    parser.add_argument("--coach", action="store_true", help="seat 0: a person, coached")
    args = parser.parse_args()
    figures = measure(
        args.seconds, not args.no_process, args.level, args.follow, args.review, args.coach
    )
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
