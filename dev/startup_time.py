#!/usr/bin/env python3
"""Seconds from starting the game to its first painted table, against a bare PySide6 window.

    python dev/startup_time.py --source     # python -m okpitch_desktop (in .venv)
    python dev/startup_time.py [PROGRAM]    # the bundle, dist/okpitch/okpitch by default

The game is started with ``--report-first-paint``, which prints "okpitch: table painted" once
the dealt table is painted and then quits; the clock runs from just before the start to that
line, for the whole process. The yardstick, dev/bare_window.py, run by this Python,
prints the same line when a bare QMainWindow of the same size is first painted. The two are
started in turn (after one pair to warm the disk cache, not counted) and the JSON gives the
median of each over ``--pairs`` pairs and their ratio; on Linux also the ratio of the CPU
time each had used by its first paint, which a busy machine disturbs less. Children draw
offscreen unless QT_QPA_PLATFORM says otherwise, and cache their compiled modules as a
player's Python does.
Standard library only (the bare window needs PySide6).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BARE_WINDOW = ROOT / "dev" / "bare_window.py"
PAINTED_LINE = "okpitch: table painted"


def cpu_seconds(pid: int) -> float | None:
    """The CPU time a running process has used, all its threads (None off Linux)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


def time_to_first_paint(command: list[str], timeout: float = 60.0) -> tuple[float, float | None]:
    """Seconds from starting ``command`` to its PAINTED_LINE, and the CPU seconds it had used
    by then (which other work on the machine delays less than it delays the clock)."""
    env = {"QT_QPA_PLATFORM": "offscreen", **os.environ}
    # A player's Python caches compiled modules (the warm-up pair writes them); without this a
    # PYTHONDONTWRITEBYTECODE=1 shell would time the compiling of the game at every start.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env)
    try:
        for line in child.stdout:
            if line.strip() == PAINTED_LINE:
                return time.perf_counter() - start, cpu_seconds(child.pid)
        raise RuntimeError(f"{' '.join(command)} ended without printing {PAINTED_LINE!r}")
    finally:
        try:
            child.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()


def measure(game: list[str], pairs: int) -> dict:
    """The game against the bare window, started in turn, ``pairs`` times after a warm-up."""
    bare = [sys.executable, str(BARE_WINDOW)]
    game_runs, bare_runs = [], []
    for pair in range(pairs + 1):
        game_run = time_to_first_paint(game)
        bare_run = time_to_first_paint(bare)
        if pair:  # the first pair only warms the disk cache
            game_runs.append(game_run)
            bare_runs.append(bare_run)
    figures = {"game": " ".join(game), "pairs": pairs}
    for kind, at in (("", 0), ("cpu_", 1)):
        if None in [run[at] for run in game_runs + bare_runs]:
            continue
        game_ms = statistics.median(run[at] for run in game_runs) * 1000
        bare_ms = statistics.median(run[at] for run in bare_runs) * 1000
        figures[f"{kind}ratio"] = round(game_ms / bare_ms, 2)
        figures[f"game_{kind}median_ms"] = round(game_ms)
        figures[f"bare_window_{kind}median_ms"] = round(bare_ms)
    figures["game_ms"] = [round(run[0] * 1000) for run in game_runs]
    figures["bare_window_ms"] = [round(run[0] * 1000) for run in bare_runs]
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "program", nargs="?", type=Path, default=ROOT / "dist" / "okpitch" / "okpitch"
    )
    parser.add_argument(
        "--source", action="store_true", help="time python -m okpitch_desktop, not a bundle"
    )
    parser.add_argument("--pairs", type=int, default=5)
    args = parser.parse_args(argv)
    if args.source:
        game = [sys.executable, "-m", "okpitch_desktop"]
    elif args.program.exists():
        game = [str(args.program)]
    else:
        print(f"startup_time: no {args.program}: run python packaging/build.py", file=sys.stderr)
        return 2
    print(json.dumps(measure([*game, "--report-first-paint"], args.pairs)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
