"""A FIFO (named pipe) the code under test must never wait on: if it does, the test frees
it from the other end and fails instead of hanging for ever."""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Iterator
from pathlib import Path

STUCK_SECONDS = 30  # only ever waited when the code under test is blocked on the FIFO


@contextlib.contextmanager
def freed_if_stuck(fifo: Path) -> Iterator[list[bool]]:
    """Run the block; while it runs, a FIFO end the block is blocked opening is answered
    from the other end every STUCK_SECONDS. The list yielded gets True each time that
    was needed (the block hung)."""
    stuck: list[bool] = []
    done = threading.Event()

    def free() -> None:
        while not done.wait(STUCK_SECONDS):
            stuck.append(True)
            for flags in (os.O_RDONLY | os.O_NONBLOCK, os.O_WRONLY | os.O_NONBLOCK):
                with contextlib.suppress(OSError):
                    os.close(os.open(fifo, flags))

    watcher = threading.Thread(target=free, daemon=True)
    watcher.start()
    try:
        yield stuck
    finally:
        done.set()
        watcher.join()
