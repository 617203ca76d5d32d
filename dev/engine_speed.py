"""The engine's speed against an earlier commit, measured in one run on this machine.

    python dev/engine_speed.py adb54f3             # 5 rounds of each, alternately
    python dev/engine_speed.py adb54f3 --rounds 9 --games 400

Each round runs ``okpitch-cli simulate --level random`` (the engine and the random player,
no search) once from this checkout and once from the commit (``git archive`` into a
temporary folder, run with this environment's Python), alternately, so that a busy moment
of the machine costs both sides alike. Prints one JSON line: the median hands per second of
each side and their ratio. A benchmark, not a test: the figures belong in notes.
"""

from __future__ import annotations

import argparse
import io
import json
import statistics
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def unpack(commit: str, folder: Path) -> Path:
    """The package of ``commit`` under ``folder``."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", commit, "okpitch_desktop"],
        check=True,
        capture_output=True,
    ).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(folder, filter="data")
    return folder


def hands_per_second(tree: Path, games: int, seed: int) -> float:
    """One simulate run of the package in ``tree``."""
    command = [sys.executable, "-m", "okpitch_desktop.cli", "simulate", "--level", "random",
               "--games", str(games), "--seed", str(seed)]  # fmt: skip
    done = subprocess.run(command, cwd=tree, check=True, capture_output=True, text=True)
    return json.loads(done.stdout)["hands_per_second"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("commit", help="the earlier commit (or tag)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="okpitch-speed-") as folder:
        earlier = unpack(args.commit, Path(folder))
        sides: dict[str, list[float]] = {"here": [], args.commit: []}
        for _ in range(args.rounds):
            sides["here"].append(hands_per_second(ROOT, args.games, args.seed))
            sides[args.commit].append(hands_per_second(earlier, args.games, args.seed))
    medians = {side: statistics.median(runs) for side, runs in sides.items()}
    ratio = medians["here"] / medians[args.commit]
    print(json.dumps({"games": args.games, "rounds": args.rounds, "hands_per_second": medians,
                      "runs": sides, "ratio": round(ratio, 3)}))  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
