"""What the xdist workers of one test run share: a folder, locks in it, and work done once.

A build that every worker needs (the release build, the Windows installer) is made by the
first worker to ask; the others wait under its lock and read the result it left.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
from collections.abc import Callable, Iterator
from pathlib import Path


def shared_folder(tmp_path_factory, worker_id: str) -> Path:
    """The folder the run's xdist workers have in common (this run's own without xdist)."""
    base = tmp_path_factory.getbasetemp()
    return base if worker_id == "master" else base.parent


@contextlib.contextmanager
def one_worker_at_a_time(folder: Path, name: str) -> Iterator[None]:
    """Hold the run's lock ``name`` (in ``folder``): a build that writes in the checkout or
    is shared waits for the workers' other one."""
    with open(folder / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        yield


def once_per_run(folder: Path, name: str, make: Callable[[], dict]) -> dict:
    """``make()``'s result (JSON values), made by the first worker to ask and read back by
    the others."""
    made = folder / f"{name}.json"
    with one_worker_at_a_time(folder, name):
        if not made.exists():
            made.write_text(json.dumps(make()))
        return json.loads(made.read_text())
