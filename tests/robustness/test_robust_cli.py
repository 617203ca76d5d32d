"""``okpitch-cli`` against hostile input: endless standard input, a FIFO, huge and deep
records, duplicate keys and megabyte values all end in exit 2 and one short line; and
``simulate`` always finishes."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from helpers.cli import bad_input, console
from helpers.cli import run as in_process

from okpitch_desktop import cli
from okpitch_desktop.engine.game import HAND_LIMIT

ROOT = Path(__file__).resolve().parents[2]
RECORD = ROOT / "tests" / "data" / "records" / "r2_lower_case_and_10_notation.json"


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_endless_standard_input_is_cut_at_the_cap() -> None:
    with open("/dev/zero", "rb") as zero:
        bad_input(*console(["score", "-"], stdin=zero), "larger than 1,000,000 bytes")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_record_does_not_hang(tmp_path) -> None:
    fifo = tmp_path / "record.json"
    os.mkfifo(fifo)
    bad_input(*console(["score", str(fifo)]), "not a regular file")


def test_the_help_names_the_cap_and_the_option_raises_it(tmp_path, capsys) -> None:
    with pytest.raises(SystemExit):
        cli.main(["score", "--help"])
    assert "1,000,000" in capsys.readouterr().out
    padded = tmp_path / "padded.json"
    padded.write_bytes(RECORD.read_bytes() + b" " * 1_200_000)
    bad_input(*in_process(["score", str(padded)], capsys), "larger than")
    code, out, _err = in_process(["score", str(padded), "--max-bytes", "2000000"], capsys)
    assert code == 0 and json.loads(out)["complete"] in (True, False)
    bad_input(*in_process(["score", str(RECORD), "--max-bytes", "0"], capsys), "at least 1")


HOSTILE_RECORDS = {
    "duplicate-keys": (b'{"format": "okpitch-hand/1", "format": "okpitch-hand/1"}', "twice"),
    "deeply-nested": (b"[" * 200_000, "nested"),
    "6000-digit-int": (b'{"dealer": ' + b"7" * 6_000 + b"}", "characters long"),
    "nan": (b'{"dealer": NaN}', "NaN"),
    "megabyte-key": (json.dumps({"format": "okpitch-hand/1", "x" * 900_000: 1}).encode(), ""),
    "megabyte-card": (
        json.dumps({"format": "okpitch-hand/1", "hands": [["Z" * 900_000]]}).encode(),
        "",
    ),
}


@pytest.mark.parametrize("content, mention", HOSTILE_RECORDS.values(), ids=HOSTILE_RECORDS)
def test_a_hostile_record_is_one_short_line(tmp_path, capsys, content, mention) -> None:
    path = tmp_path / "record.json"
    path.write_bytes(content)
    bad_input(*in_process(["score", str(path)], capsys), mention)
    bad_input(*in_process(["suggest", str(path)], capsys), mention)


def test_hostile_rules_are_one_short_line(capsys) -> None:
    rules = '{"target": 5, "target": 7}'
    bad_input(*in_process(["simulate", "--rules", rules, "--games", "1"], capsys), "twice")


def test_simulate_always_finishes(capsys) -> None:
    args = ["simulate", "--level", "random", "--players", "6", "--games", "10", "--seed", "7"]
    code, out, err = in_process(args, capsys)
    report = json.loads(out)
    assert code == 0, err
    assert report["unfinished"] >= 1 and report["hand_limit"] == HAND_LIMIT
    assert sum(report["wins"]) + report["unfinished"] == 10
    assert report["hands"] <= 10 * HAND_LIMIT
