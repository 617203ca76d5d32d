"""``okpitch-cli`` run in the test's own process (fast), its output captured."""

from __future__ import annotations

from okpitch_desktop import cli


def run(args: list, capsys) -> tuple[int, str, str]:
    """``okpitch-cli ARGS``; returns the exit code, stdout and stderr."""
    code = cli.main([str(arg) for arg in args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err
