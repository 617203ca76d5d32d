"""``okpitch-cli score`` on hand-written records of tricky rule situations (RULES.md R1-R9).

The data is an independent check of the engine: every expectation in
``tests/data/records/*.expect.json`` was worked out by hand from RULES.md (its "why" says how),
not copied from the engine's output.

- ``records/<name>.json`` + ``<name>.expect.json``: ``expect`` is compared with the score
  output (``legal`` as a set, the order is not part of the contract).
- ``bad_records/<name>``: must fail the HAND_RECORD.md way: exit 2, nothing on standard
  output, exactly one line on standard error starting with the prefix in
  ``bad_records/expected.json``, never a traceback.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from okpitch_desktop import cli

DATA = Path(__file__).resolve().parents[1] / "data"
RECORDS = DATA / "records"
BAD = DATA / "bad_records"
BAD_EXPECTED: dict[str, str] = json.loads((BAD / "expected.json").read_text(encoding="utf-8"))
MISSING = "does_not_exist.json"  # deliberately absent: the unreadable-path case

RECORD_NAMES = sorted(
    path.name.removesuffix(".json")
    for path in RECORDS.glob("*.json")
    if not path.name.endswith(".expect.json")
)
BAD_NAMES = sorted(BAD_EXPECTED)

# These go through a real subprocess (the console entry point as users run it); the rest
# call cli.main in-process, which is much faster.
SUBPROCESS_RECORDS = {
    "r6_exchange_order_widow_top",
    "r6_six_player_widow_pickup",
    "r7_follow_suit_void",
}
SUBPROCESS_BAD = {"not_json.txt", "r7_illegal_suit_or_trump.json", MISSING}


def _run_subprocess(path: str, stdin: bytes | None = None) -> tuple[int, str, str]:
    done = subprocess.run(
        [sys.executable, "-m", "okpitch_desktop.cli", "score", path],
        input=stdin,
        capture_output=True,
        timeout=60,
    )
    return done.returncode, done.stdout.decode("utf-8"), done.stderr.decode("utf-8")


def _run_in_process(path: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = cli.main(["score", path])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _run(name: str, path: Path, subprocess_names: set[str], capsys) -> tuple[int, str, str]:
    if name in subprocess_names:
        return _run_subprocess(str(path))
    return _run_in_process(str(path), capsys)


def _legal_key(value: object) -> str:
    return json.dumps(value)


def _check_output(name: str, output: dict, expect: dict) -> None:
    for key, wanted in expect.items():
        assert key in output, f"{name}: no {key!r} in the output {output}"
        got = output[key]
        if key == "legal":
            assert sorted(map(_legal_key, got)) == sorted(map(_legal_key, wanted)), (
                f"{name}: legal {got} != expected {wanted} (as sets)"
            )
            assert len(got) == len(set(map(_legal_key, got))), f"{name}: repeats in {got}"
        else:
            assert got == wanted, f"{name}: {key} = {got!r}, expected {wanted!r}"
    if expect.get("complete") is True:
        assert set(output) >= {"points", "earned", "made", "scores", "winner", "tricks"}


def _expectation(name: str) -> dict:
    data = json.loads((RECORDS / f"{name}.expect.json").read_text(encoding="utf-8"))
    assert set(data) == {"why", "rule", "expect"}, name
    assert data["why"].strip() and data["rule"].startswith("R"), name
    return data


def test_there_is_data() -> None:
    assert len(RECORD_NAMES) >= 40
    assert len(BAD_NAMES) >= 30


def test_every_record_has_an_expectation_and_back() -> None:
    records = set(RECORD_NAMES)
    expects = {p.name.removesuffix(".expect.json") for p in RECORDS.glob("*.expect.json")}
    assert records == expects


def test_every_bad_record_is_listed() -> None:
    files = {p.name for p in BAD.iterdir() if p.name != "expected.json"}
    assert files == set(BAD_NAMES) - {MISSING}
    assert not (BAD / MISSING).exists()


@pytest.mark.parametrize("name", RECORD_NAMES)
def test_score_record(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    expect = _expectation(name)["expect"]
    code, out, err = _run(name, RECORDS / f"{name}.json", SUBPROCESS_RECORDS, capsys)
    assert code == 0, f"{name}: exit {code}, stderr {err!r}"
    assert err == ""
    lines = out.splitlines()
    assert len(lines) == 1, f"{name}: expected one JSON line, got {out!r}"
    _check_output(name, json.loads(lines[0]), expect)


@pytest.mark.parametrize("name", BAD_NAMES)
def test_bad_record(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(name, BAD / name, SUBPROCESS_BAD, capsys)
    assert code == 2, f"{name}: exit {code}, stdout {out!r}, stderr {err!r}"
    assert out == ""
    assert "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1 and err.endswith("\n"), f"{name}: stderr {err!r}"
    assert lines[0].startswith(BAD_EXPECTED[name]), (
        f"{name}: stderr {lines[0]!r} does not start with {BAD_EXPECTED[name]!r}"
    )
    assert "internal error" not in lines[0]
    assert len(lines[0]) > len(BAD_EXPECTED[name].rstrip(":")) + 2, "no reason given"


def test_score_from_standard_input() -> None:
    name = "r8_game_count_tie"
    raw = (RECORDS / f"{name}.json").read_bytes()
    code, out, err = _run_subprocess("-", stdin=raw)
    assert code == 0, err
    assert err == ""
    _check_output(name, json.loads(out), _expectation(name)["expect"])


def test_bad_record_from_standard_input() -> None:
    code, out, err = _run_subprocess("-", stdin=b"[1, 2")
    assert code == 2
    assert out == ""
    assert len(err.splitlines()) == 1 and err.startswith("error: record:")
