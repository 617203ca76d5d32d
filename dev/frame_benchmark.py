"""Does the window stay smooth while computer seats think? A benchmark command.

Run: ``python dev/frame_benchmark.py [--seconds 10] [--no-process] [--review] [--coach]``.
Opens the real main window (offscreen when QT_QPA_PLATFORM says so), lets four ``hard``
seats play back to back (so somebody is always thinking), and measures the actual intervals
of a 16 ms timer on the GUI thread. ``--follow`` makes the table show that game as well,
at animation speed ``--speed`` (off unless told: one event after another, the table's own
work included; at normal the table animates each card and waits for it, as in play).
Prints JSON with the median, p95 and max interval in milliseconds; ``--no-process``
runs the search in the worker thread only, to show what the worker process buys.
``--review`` reviews seat 0's decisions of every finished hand in the background, as the
person's hands are reviewed for the statistics (app.review.hand_reviews), to show that a running
review does not hurt the frames. ``--coach`` seats a person at seat 0 who answers each turn
after ``--think-ms`` (THINK_MS unless told) with the easy level's move, the coach on
(app.practice): each turn is checked in the worker process while the person thinks; a move
made before the check has come waits for it; a held move is played anyway. The coach's
figures are its latency as the person sees it: ``check_ms``, from the turn's start (the
check is asked then) to the check's arrival, and ``wait_ms``, from the person's move to the
moment it is played or held (0 when the check was already there). With ``--think-ms 0``
every move is made the instant the turn begins, so each waits for the whole check:

    python dev/frame_benchmark.py --coach --follow --speed normal --think-ms 0 --seconds 120
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from frame_clock import FrameClock
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from okpitch_desktop.ai.players.heuristic_player import HeuristicPlayer
from okpitch_desktop.app.controller import HUMAN, GameController, Seating
from okpitch_desktop.app.review.hand_reviews import HandReviews
from okpitch_desktop.app.saves.savegame import GameTag
from okpitch_desktop.app.session import GameSession, tool_settings
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


@dataclass
class CoachTimes:
    """The coached person's turns, and the coach's latency as the person sees it (ms)."""

    turns: int = 0
    check_ms: list[float] = field(default_factory=list)  # turn start -> the check came
    wait_ms: list[float] = field(default_factory=list)  # the move -> played or held
    held: int = 0

    def figures(self) -> dict[str, object]:
        return {"person_turns": self.turns, "coach_checks": len(self.check_ms),
                "moves_held": self.held, "check_ms": spread(self.check_ms),
                "wait_ms": spread(self.wait_ms)}  # fmt: skip


def spread(values: list[float]) -> dict[str, float]:
    """Median, 95th percentile and maximum, in milliseconds."""
    if not values:
        return {}
    ordered = sorted(values)
    pick = lambda share: round(ordered[int(share * (len(ordered) - 1))], 1)  # noqa: E731
    return {"n": len(ordered), "median": pick(0.5), "p95": pick(0.95), "max": pick(1.0)}


def coached_person(controller: GameController, think_ms: int = THINK_MS) -> CoachTimes:
    """Seat 0 answers each turn after ``think_ms`` with the easy level's move, the coach on;
    a held move is played anyway. Times the coach's check and the person's waits."""
    controller.configure(controller.pace_ms, False, coach=True)
    coach = controller.coach
    player, rng = HeuristicPlayer(), random.Random(0)
    times, clock = CoachTimes(), {}

    def on_ready(_seen) -> None:
        if "turn" in clock:
            times.check_ms.append((time.perf_counter() - clock.pop("turn")) * 1000)

    def on_verdict() -> None:  # the waiting move is judged again now: played or held
        if "moved" in clock:
            times.wait_ms.append((time.perf_counter() - clock.pop("moved")) * 1000)

    def on_held(warning) -> None:
        times.held += 1
        QTimer.singleShot(0, lambda: controller.submit(0, warning.action, anyway=True))

    def answer(seen) -> None:
        times.turns += 1
        clock["turn"] = time.perf_counter()
        action = player.choose(seen, rng)
        QTimer.singleShot(think_ms, lambda: move(action))

    def move(action) -> None:
        clock["moved"] = time.perf_counter()
        checked = coach.check is not None
        controller.submit(0, action)  # played, held, or waiting for the check
        if checked:
            on_verdict()  # judged at once

    coach.ready.connect(on_ready)
    coach.released.connect(lambda _seat, _action: on_verdict())
    coach.held.connect(on_held)
    controller.human_turn.connect(answer)
    return times


def measure(
    seconds: float,
    use_process: bool,
    level: str = "hard",
    follow: bool = False,
    review: bool = False,
    coach: bool = False,
    speed: str = "off",
    think_ms: int = THINK_MS,
) -> dict:
    """Play for ``seconds`` and return the timer's figures. The window shows its own table;
    with ``follow`` it shows this game too (then the table's own work is measured as well);
    with ``review`` each hand is reviewed in the background meanwhile; with ``coach`` seat 0
    is a coached person (``coached_person``) who answers after ``think_ms``; the table
    animates at ``speed``."""
    app = QApplication.instance() or QApplication(sys.argv)
    controller = GameController(use_process=use_process, auto_next_hand=True)
    shown = controller if follow else GameController(use_process=False)  # else an idle one
    window = MainWindow(GameSession.scratch(shown, tool_settings(animation_speed=speed)))
    window.show()
    seating = Seating(((HUMAN,) if coach else (level,)) + (level,) * 3)
    coached = coached_person(controller, think_ms) if coach else None
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
        "animation_speed": speed if follow else None,
        "coached_person": coach,
        "think_ms": think_ms if coach else None,
        **({"coach": coached.figures()} if coached else {}),
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
    parser.add_argument("--speed", default="off", help="the followed table's animation speed")
    parser.add_argument("--think-ms", type=int, default=THINK_MS, help="the coached person's")
    args = parser.parse_args()
    figures = measure(args.seconds, not args.no_process, args.level, args.follow, args.review,
                      args.coach, args.speed, args.think_ms)  # fmt: skip
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
