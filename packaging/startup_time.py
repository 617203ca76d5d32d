#!/usr/bin/env python3
"""Seconds from starting the bundled program to its first painted table; prints JSON.

    QT_QPA_PLATFORM=offscreen python packaging/startup_time.py [PROGRAM] [--repeats 3]

PROGRAM defaults to dist/okpitch/okpitch. It is started with ``--report-first-paint``, which
prints "okpitch: table painted" once the dealt table is painted and then quits; the clock runs
from just before the start to that line. Standard library only, so any Python can run it.
(``python packaging/tools/table_benchmark.py startup`` measures the same from source.)
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAINTED_LINE = "okpitch: table painted"


def time_to_first_paint(program: Path, timeout: float = 60.0) -> float:
    start = time.perf_counter()
    child = subprocess.Popen(
        [str(program), "--report-first-paint"], stdout=subprocess.PIPE, text=True
    )
    try:
        for line in child.stdout:
            if line.strip() == PAINTED_LINE:
                return time.perf_counter() - start
        raise RuntimeError(f"{program} ended without printing {PAINTED_LINE!r}")
    finally:
        try:
            child.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "program", nargs="?", type=Path, default=ROOT / "dist" / "okpitch" / "okpitch"
    )
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args(argv)
    if not args.program.exists():
        print(f"startup_time: no {args.program}: run python packaging/build.py", file=sys.stderr)
        return 2
    times = [time_to_first_paint(args.program) for _ in range(args.repeats)]
    print(
        json.dumps(
            {
                "program": str(args.program),
                "runs": len(times),
                "median_ms": round(statistics.median(times) * 1000),
                "min_ms": round(min(times) * 1000),
                "max_ms": round(max(times) * 1000),
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
