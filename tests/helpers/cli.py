"""``okpitch-cli`` run in the test's own process (fast), its output captured, or in a
process of its own with its memory capped (for input that could make it grow or hang)."""

from __future__ import annotations

import os
import subprocess
import sys

from okpitch_desktop import cli
from okpitch_desktop.app.plain_text import MESSAGE_LIMIT

CONSOLE_SECONDS = 20  # the command's own process: a start and a failure, on a busy machine
MEMORY_LIMIT = 1 << 30  # the old reader grew past 4 GB on /dev/zero; never let it try


def run(args: list, capsys) -> tuple[int, str, str]:
    """``okpitch-cli ARGS``; returns the exit code, stdout and stderr."""
    code = cli.main([str(arg) for arg in args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _limited() -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def console(args: list[str], stdin=None, stdout=subprocess.PIPE) -> tuple[int, str, str]:
    """``python -m okpitch_desktop.cli ARGS`` in its own process, memory-capped; returns
    the exit code, stdout (empty where ``stdout`` is not a pipe) and stderr."""
    done = subprocess.run(
        [sys.executable, "-m", "okpitch_desktop.cli", *args],
        stdin=stdin,
        stdout=stdout,
        stderr=subprocess.PIPE,
        timeout=CONSOLE_SECONDS,
        preexec_fn=_limited if os.name == "posix" else None,
    )
    return done.returncode, (done.stdout or b"").decode(), done.stderr.decode()


def bad_input(code: int, out: str, err: str, mention: str) -> None:
    """Exit 2, nothing on standard output, one short line naming the reason."""
    assert code == 2 and out == "", (code, out, err[:500])
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), err[:500]
    assert len(lines[0]) <= MESSAGE_LIMIT and mention in lines[0], lines[0]
