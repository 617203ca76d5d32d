"""Closing the game never waits on the search process, even when it was stopped with
SIGSTOP (kill -STOP) or is stuck."""

from __future__ import annotations

import os
import signal
import threading

import pytest

from okpitch_desktop.app.computers.search_process import STOP_SECONDS, SearchProcess

CLOSE_LIMIT = 4 * STOP_SECONDS + 1.0


def closes_in_time(search: SearchProcess) -> bool:
    """Whether ``close()`` returns within CLOSE_LIMIT (run aside, so a blocked close
    fails the test instead of hanging it)."""
    closing = threading.Thread(target=search.close, daemon=True)
    closing.start()
    closing.join(CLOSE_LIMIT)
    return not closing.is_alive()


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="SIGSTOP is POSIX")
def test_a_stopped_search_process_is_killed_at_close() -> None:
    search = SearchProcess()
    search._start()
    process = search._process
    try:
        os.kill(process.pid, signal.SIGSTOP)
        assert closes_in_time(search)
        assert not process.is_alive() and not search.running
    finally:
        if process.is_alive():  # the old close left it behind: do not leak it
            os.kill(process.pid, signal.SIGKILL)
            process.join(5)


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="SIGSTOP is POSIX")
def test_a_stopped_search_process_with_a_full_pipe_does_not_block_close() -> None:
    search = SearchProcess()
    search._start()
    process = search._process
    try:
        os.kill(process.pid, signal.SIGSTOP)
        os.set_blocking(search._connection.fileno(), False)
        try:  # fill the pipe as unanswered requests to a stopped child would
            while True:
                search._connection.send_bytes(b"x" * 4096)
        except BlockingIOError:
            pass
        os.set_blocking(search._connection.fileno(), True)
        assert closes_in_time(search)
        assert not process.is_alive()
    finally:
        if process.is_alive():
            os.kill(process.pid, signal.SIGKILL)
            process.join(5)
