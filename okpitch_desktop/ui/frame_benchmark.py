"""Does the window stay smooth while computer seats think? A benchmark command.

Run: ``python -m okpitch_desktop.ui.frame_benchmark [--seconds 10] [--no-process]``.
Opens the real main window (offscreen when QT_QPA_PLATFORM says so), lets four ``hard``
seats play, and measures the actual intervals of a 16 ms timer on the GUI thread.
Prints JSON with the median, p95 and max interval in milliseconds; ``--no-process``
runs the search in the worker thread only, to show what the worker process buys.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from ..app.controller import GameController, Seating
from ..engine import RuleSet
from .main_window import MainWindow

TICK_MS = 16


def measure(seconds: float, use_process: bool, level: str = "hard") -> dict:
    """Play for ``seconds`` and return the timer's interval figures."""
    app = QApplication.instance() or QApplication(sys.argv)
    window = MainWindow()
    window.show()
    controller = GameController(use_process=use_process, auto_next_hand=True)
    controller.game_over.connect(lambda _: controller.new_game(RuleSet(), seating))
    decisions = []
    controller.ai_thinking.connect(decisions.append)
    seating = Seating((level,) * 4)
    intervals: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        intervals.append((now - last[0]) * 1000)
        last[0] = now

    timer = QTimer(interval=TICK_MS, timeout=tick)
    timer.setTimerType(timer.timerType().PreciseTimer)
    controller.new_game(RuleSet(), seating, seed=1)
    QTimer.singleShot(500, lambda: (last.__setitem__(0, time.perf_counter()), timer.start()))
    QTimer.singleShot(int(seconds * 1000) + 500, app.quit)
    app.exec()
    timer.stop()
    controller.shutdown()
    window.close()
    ordered = sorted(intervals)
    return {
        "worker_process": use_process,
        "seconds": seconds,
        "computer_decisions": len(decisions),
        "ticks": len(ordered),
        "median_ms": round(statistics.median(ordered), 2),
        "p95_ms": round(ordered[int(0.95 * (len(ordered) - 1))], 2),
        "max_ms": round(ordered[-1], 2),
    }


def main() -> None:
    """Print the figures as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--no-process", action="store_true", help="search in the thread only")
    parser.add_argument("--level", default="hard")
    args = parser.parse_args()
    print(json.dumps(measure(args.seconds, not args.no_process, args.level)))


if __name__ == "__main__":
    main()
