"""How the table feels, measured: two benchmark commands.

``python dev/table_benchmark.py deal`` opens the real window (offscreen
when QT_QPA_PLATFORM says so), deals a hand at normal animation speed and prints the
intervals of a 16 ms timer on the GUI thread during the deal (median, p95, max).

``python dev/table_benchmark.py startup`` starts the game in a fresh
process and prints the time from launching it to the first painted table with cards.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time

from okpitch_desktop.gui import PAINTED_LINE


def measure_deal(repeats: int = 3) -> dict:
    """Frame intervals while hands are dealt at normal speed."""
    from frame_clock import FrameClock
    from PySide6.QtWidgets import QApplication

    from okpitch_desktop.app.controller import GameController, Seating
    from okpitch_desktop.app.session import GameSession
    from okpitch_desktop.app.settings import Settings
    from okpitch_desktop.engine import RuleSet
    from okpitch_desktop.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv)
    controller = GameController(use_process=False)
    paced = Settings(animation_speed="normal", computer_pace_ms=10_000)  # nobody acts meanwhile
    window = MainWindow(GameSession.scratch(controller, paced))
    window.show()
    clock = FrameClock()
    for repeat in range(repeats):
        controller.new_game(RuleSet(), Seating(("easy",) * 4), seed=repeat)
        clock.start()
        while window.scene.animator.busy or not clock.intervals:
            app.processEvents()
        clock.stop()
    window.close()
    return {"deals": repeats, **clock.figures()}


def measure_startup(repeats: int = 3) -> dict:
    """Seconds from launching ``python -m okpitch_desktop`` to its first painted table."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        child = subprocess.Popen(
            [sys.executable, "-m", "okpitch_desktop", "--report-first-paint"],
            stdout=subprocess.PIPE,
            text=True,
        )
        for line in child.stdout:
            if line.strip() == PAINTED_LINE:
                times.append(time.perf_counter() - start)
                break
        child.wait(timeout=60)
    return {
        "runs": repeats,
        "median_ms": round(statistics.median(times) * 1000),
        "max_ms": round(max(times) * 1000),
    }


def main() -> None:
    """Run one benchmark and print JSON."""
    parser = argparse.ArgumentParser(description="Table benchmarks.")
    parser.add_argument("what", choices=("deal", "startup"))
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    measure = measure_deal if args.what == "deal" else measure_startup
    print(json.dumps(measure(args.repeats)))


if __name__ == "__main__":
    main()
