"""Does the window stay smooth while computer seats think? A benchmark command.

Run: ``python packaging/tools/frame_benchmark.py [--seconds 10] [--no-process]``.
Opens the real main window (offscreen when QT_QPA_PLATFORM says so), lets four ``hard``
seats play back to back (so somebody is always thinking), and measures the actual intervals
of a 16 ms timer on the GUI thread. ``--follow`` makes the table show that game as well,
at animation speed off (one event after another, the table's own work included).
Prints JSON with the median, p95 and max interval in milliseconds; ``--no-process``
runs the search in the worker thread only, to show what the worker process buys.
"""

from __future__ import annotations

import argparse
import json
import sys

from frame_clock import FrameClock
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from okpitch_desktop.app.controller import GameController, Seating
from okpitch_desktop.engine import RuleSet
from okpitch_desktop.ui.main_window import MainWindow


def measure(seconds: float, use_process: bool, level: str = "hard", follow: bool = False) -> dict:
    """Play for ``seconds`` and return the timer's figures. The window shows its own table;
    with ``follow`` it shows this game too (then the table's own work is measured as well)."""
    app = QApplication.instance() or QApplication(sys.argv)
    controller = GameController(use_process=use_process, auto_next_hand=True)
    window = MainWindow(controller if follow else None, speed="off")
    window.show()
    seating = Seating((level,) * 4)
    controller.game_over.connect(lambda _: controller.new_game(RuleSet(), seating))
    decisions: list[int] = []
    controller.ai_thinking.connect(decisions.append)
    clock = FrameClock()
    controller.new_game(RuleSet(), seating, seed=1)
    QTimer.singleShot(500, clock.start)  # after the window's first layout
    QTimer.singleShot(int(seconds * 1000) + 500, app.quit)
    app.exec()
    clock.stop()
    controller.shutdown()
    window.close()
    return {
        "worker_process": use_process,
        "table_follows": follow,
        "seconds": seconds,
        "computer_decisions": len(decisions),
        **clock.figures(),
    }


def main() -> None:
    """Print the figures as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--no-process", action="store_true", help="search in the thread only")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--follow", action="store_true", help="the table shows the game too")
    args = parser.parse_args()
    print(json.dumps(measure(args.seconds, not args.no_process, args.level, args.follow)))


if __name__ == "__main__":
    main()
