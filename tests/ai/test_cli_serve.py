"""``okpitch-cli serve``: ``suggest`` for one JSON request a line, in one process.

- Each request's answer is the line ``suggest`` prints for the same record, level and seed
  (a seed may be a text, as the duplicate matches' seeds are).
- A bad request gets one ``{"error": ...}`` line and the requests after it are answered;
  standard input's end ends the process with exit 0.
"""

from __future__ import annotations

import json
import subprocess
import sys

from helpers.positions import new_hand, pick_positions

from okpitch_desktop import cli
from okpitch_desktop.engine import RuleSet, hand_record

SERVE = [sys.executable, "-m", "okpitch_desktop.cli", "serve", "--max-bytes", "20000"]


def serve(lines: list[str]) -> list[dict]:
    done = subprocess.run(
        SERVE, input="".join(f"{line}\n" for line in lines), capture_output=True, text=True,
        timeout=120,
    )  # fmt: skip
    assert done.returncode == 0 and not done.stderr, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


def test_serve_answers_as_suggest_does_one_line_a_request():
    rules = RuleSet()
    states = pick_positions(rules, range(2), lambda state: state.phase)
    requests = [
        {"record": hand_record(state), "level": level, "seed": seed}
        for state in states
        for level, seed in (("easy", 3), ("normal", "okpitch/match/1/0/0/7"))
    ]
    answers = serve([json.dumps(request) for request in requests])
    expected = [
        cli.suggestion(cli.replay_record(r["record"]), r["level"], r["seed"]) for r in requests
    ]
    assert answers == expected and len(answers) == len(requests) > 4


def test_serve_answers_a_bad_request_with_an_error_and_goes_on():
    good = json.dumps({"record": hand_record(new_hand(RuleSet(), 1)), "level": "random"})
    over = hand_record(new_hand(RuleSet(), 2))
    bad = [
        "not json",
        json.dumps({"seed": 1}),
        json.dumps({"record": hand_record(new_hand(RuleSet(), 3)), "level": "omniscient"}),
        json.dumps({"record": hand_record(new_hand(RuleSet(), 3)), "colour": "red"}),
        json.dumps({"record": {**over, "hands": over["hands"][:3]}}),
        json.dumps({"record": hand_record(new_hand(RuleSet(), 4)), "seed": [1]}),
        "x" * 50_000,
    ]
    answers = serve([line for wrong in bad for line in (wrong, good)])
    assert len(answers) == 2 * len(bad)
    errors, goods = answers[::2], answers[1::2]
    assert all(set(answer) == {"error"} and answer["error"] for answer in errors), errors
    assert all("bid" in answer and answer["seat"] == goods[0]["seat"] for answer in goods)
    assert "longer than --max-bytes" in errors[-1]["error"]
    assert "unknown level 'omniscient'" in errors[2]["error"]
