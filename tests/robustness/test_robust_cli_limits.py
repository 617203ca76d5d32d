"""``okpitch-cli``'s upper limits (issue 64): every count has a cap far above real use, and
past it the command stops at once with a usage error (exit 2, one line naming the cap),
never running out of memory, forking without end or running for ever; ``serve`` gives up
on a line that never ends; a closed standard output ends a command quietly (exit 141)."""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path

import pytest
from helpers.cli import bad_input, console
from helpers.cli import run as in_process

from okpitch_desktop import cli
from okpitch_desktop.ai.matches import match

RECORDS = Path(__file__).resolve().parents[1] / "data" / "records"
RECORD = RECORDS / "r2_lower_case_and_10_notation.json"
HUGE = str(10**30)


def test_max_bytes_past_its_cap_is_a_usage_error(capsys) -> None:
    # The old reader took 10**30 as its cap: "internal error: OverflowError".
    code, out, err = in_process(["score", RECORD, "--max-bytes", HUGE], capsys)
    bad_input(code, out, err, "--max-bytes: at most 100,000,000")


class CountedPool:
    """multiprocessing.Pool that starts no process and counts the workers asked for."""

    asked: list[int] = []

    def __init__(self, processes: int) -> None:
        CountedPool.asked.append(processes)

    def __enter__(self) -> CountedPool:
        return self

    def __exit__(self, *_exc: object) -> None:
        return None

    def map(self, function, items, chunksize=1) -> list:
        return [function(item) for item in items]


@pytest.fixture
def counted_pool(monkeypatch) -> list[int]:
    CountedPool.asked = []
    monkeypatch.setattr(match.multiprocessing, "Pool", CountedPool)
    return CountedPool.asked


def test_a_thousand_jobs_is_a_usage_error_and_forks_nothing(capsys, counted_pool) -> None:
    # The old command forked all 1000 workers and hung.
    args = ["match", "--a", "random", "--b", "random", "--deals", "2", "--jobs", "1000"]
    bad_input(*in_process(args, capsys), "--jobs: at most 64")
    assert counted_pool == []


def test_no_more_workers_than_processors_or_deals(capsys, counted_pool) -> None:
    # The old command started as many workers as --jobs said, idle or not.
    args = ["match", "--a", "random", "--b", "random", "--deals", "2", "--jobs", "64"]
    code, out, err = in_process(args, capsys)
    assert code == 0 and json.loads(out)["deals"] == 2, err
    assert counted_pool in ([], [2]) and max(counted_pool, default=1) <= (os.cpu_count() or 1)


def test_a_billion_deals_is_a_usage_error() -> None:
    # The old command built the billion deals' work in memory first (here: MemoryError).
    args = ["match", "--a", "random", "--b", "random", "--deals", str(10**9)]
    bad_input(*console(args), "--deals: at most 100,000")


@pytest.mark.parametrize("command", [["simulate"], ["match", "--a", "random", "--b", "random"]])
def test_endless_games_are_a_usage_error(command) -> None:
    # The old simulate played 10**30 games: it never ended.
    bad_input(*console([*command, "--games", HUGE]), "--games: at most 10,000")


@pytest.mark.parametrize("option", ["--deals", "--games", "--jobs", "--max-bytes"])
def test_the_help_names_each_cap(option, capsys) -> None:
    command = {"--max-bytes": "score", "--games": "simulate"}.get(option, "match")
    with pytest.raises(SystemExit):
        cli.main([command, "--help"])
    assert f"at most {cli.LIMITS[option]:,}" in " ".join(capsys.readouterr().out.split())


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_serve_gives_up_on_a_line_that_never_ends() -> None:
    # The old serve read /dev/zero for ever, looking for the end of its first line.
    with open("/dev/zero", "rb") as zero:
        bad_input(*console(["serve"], stdin=zero), "serve gives up")


@contextlib.contextmanager
def closed_pipe():
    """The writing end of a pipe whose reader has gone (``okpitch-cli ... | true``)."""
    reader, writer = os.pipe()
    os.close(reader)
    try:
        yield writer
    finally:
        os.close(writer)


@pytest.mark.parametrize("command", ["score", "serve"])
def test_a_closed_standard_output_ends_quietly(command, tmp_path) -> None:
    # The old command printed a BrokenPipeError traceback.
    request = tmp_path / "request.json"
    request.write_text(json.dumps({"record": json.loads(RECORD.read_text()), "level": "random"}))
    args = ["score", str(RECORD)] if command == "score" else ["serve"]
    with closed_pipe() as stdout, request.open("rb") as stdin:
        code, _out, err = console(args, stdin=stdin, stdout=stdout)
    assert (code, err) == (cli.EXIT_CLOSED_OUTPUT, "")
