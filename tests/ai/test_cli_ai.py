"""``okpitch-cli suggest``, ``match`` and ``simulate`` as HAND_RECORD.md specifies them.

- ``suggest`` prints exactly one of the six shapes, for the seat to act, and the move is
  legal in the position; the same ``--seed`` gives the same answer.
- ``match`` prints the keys of the contract with a consistent interval.
- ``simulate --level L`` plays whole games.
- Bad input (a bad record, an unknown level) exits 2 with one line on standard error,
  nothing on standard output, never a traceback.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from helpers.cli import run
from helpers.positions import DATA, pick_positions

from okpitch_desktop.engine import (
    Bid,
    DeclareTrump,
    Discard,
    Exchange,
    HandState,
    Pass,
    Phase,
    Play,
    RuleSet,
    hand_record,
    parse_card,
    parse_suit,
    replay_record,
)

CONSOLE_SCRIPT = Path(sys.executable).with_name("okpitch-cli")
SHAPE_OF_PHASE = {
    Phase.BID: "bid",
    Phase.TRUMP: "trump",
    Phase.EXCHANGE: "exchange",
    Phase.DISCARD: "discard",
    Phase.PLAY: "play",
}
TABLES = {
    "4p": RuleSet(),
    "4p-discard_three": RuleSet(four_player_discard="discard_three", three_of_trump=True),
    "6p": RuleSet(players=6, bidding="single_round"),
}


def by_phase(state: HandState):
    return state.phase


POSITIONS = {name: pick_positions(rules, range(3), by_phase) for name, rules in TABLES.items()}
CASES = [
    pytest.param(name, state.phase, id=f"{name}-{state.phase.value}")
    for name, states in POSITIONS.items()
    for state in states
]


def position(name: str, phase: Phase) -> HandState:
    return next(state for state in POSITIONS[name] if state.phase is phase)


def write_record(tmp_path: Path, state: HandState, name: str = "position.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(hand_record(state)), encoding="utf-8")
    return path


def run_console(args: list[str], stdin: bytes | None = None) -> tuple[int, str, str]:
    """The installed console script, as users run it."""
    done = subprocess.run(
        [str(CONSOLE_SCRIPT), *map(str, args)], input=stdin, capture_output=True, timeout=120
    )
    return done.returncode, done.stdout.decode("utf-8"), done.stderr.decode("utf-8")


def one_json_object(out: str) -> dict:
    lines = out.splitlines()
    assert len(lines) == 1, out
    value = json.loads(lines[0])
    assert isinstance(value, dict)
    return value


def assert_bad_input(code: int, out: str, err: str, *mentions: str) -> None:
    """HAND_RECORD.md: exit 2, one line on standard error, nothing on standard output."""
    assert code == 2, (code, out, err)
    assert out == ""
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("error: "), err
    assert "Traceback" not in err
    for text in mentions:
        assert text in lines[0], (text, lines[0])


def action_of(answer: dict, state: HandState):
    """The suggest answer, checked against its documented shape, as an engine action."""
    assert set(answer) == {"seat", SHAPE_OF_PHASE[state.phase]}, answer
    assert answer["seat"] == state.to_act
    value = answer[SHAPE_OF_PHASE[state.phase]]
    if state.phase is Phase.BID:
        assert value is None or (isinstance(value, int) and not isinstance(value, bool))
        return Pass() if value is None else Bid(value)
    if state.phase is Phase.TRUMP:
        assert value in ("S", "H", "D", "C")
        return DeclareTrump(parse_suit(value))
    if state.phase is Phase.PLAY:
        assert isinstance(value, str)
        assert parse_card(value) is not None and value == value.upper() and len(value) == 2
        return Play(parse_card(value))
    assert isinstance(value, list) and all(isinstance(c, str) and len(c) == 2 for c in value)
    cards = tuple(parse_card(c) for c in value)
    if state.phase is Phase.EXCHANGE:
        assert len(cards) <= 3
        return Exchange(cards)
    assert len(cards) == state.discard_count(state.to_act)
    return Discard(cards)


def test_positions_cover_every_phase():
    for name, rules in TABLES.items():
        phases = {state.phase for state in POSITIONS[name]}
        wanted = {Phase.BID, Phase.TRUMP, Phase.DISCARD, Phase.PLAY}
        assert phases == (wanted | {Phase.EXCHANGE} if rules.has_exchange else wanted)


@pytest.mark.parametrize(("table", "phase"), CASES)
@pytest.mark.parametrize("level", [None, "random", "easy", "normal", "hard"])
def test_suggest_prints_one_legal_move_of_the_right_shape(table, phase, level, tmp_path, capsys):
    state = position(table, phase)
    path = write_record(tmp_path, state)
    args = ["suggest", path] + ([] if level is None else ["--level", level])
    code, out, err = run(args, capsys)
    assert code == 0, err
    assert err == ""
    answer = one_json_object(out)
    action = action_of(answer, state)
    replayed = replay_record(json.loads(path.read_text(encoding="utf-8")))
    replayed.apply(action, answer["seat"])  # raises IllegalAction if the move is illegal


@pytest.mark.parametrize(("table", "phase"), CASES)
@pytest.mark.parametrize("level", ["random", "hard"])
def test_suggest_same_seed_same_answer(table, phase, level, tmp_path, capsys):
    path = write_record(tmp_path, position(table, phase))
    answers = [run(["suggest", path, "--level", level, "--seed", "7"], capsys) for _ in range(2)]
    assert answers[0][0] == 0
    assert answers[0] == answers[1]


def test_suggest_forced_dealer_bids_two(tmp_path, capsys):
    state = replay_record(hand_record(position("4p", Phase.BID)))
    while state.to_act != state.dealer:
        state.apply(Pass())
    code, out, _ = run(["suggest", write_record(tmp_path, state)], capsys)
    assert code == 0
    assert one_json_object(out) == {"seat": state.dealer, "bid": 2}


def test_suggest_through_the_console_script_and_standard_input():
    state = position("6p", Phase.PLAY)
    record = json.dumps(hand_record(state)).encode("utf-8")
    code, out, err = run_console(["suggest", "-", "--level", "hard", "--seed", "3"], record)
    assert code == 0, err
    answer = one_json_object(out)
    replay_record(hand_record(state)).apply(action_of(answer, state), answer["seat"])


def test_suggest_the_slow_endgame_record():
    """The record kept for the timing checks is a valid position for ``suggest`` too."""
    code, out, err = run_console(["suggest", DATA / "six_player_slow_endgame.json"])
    assert code == 0, err
    assert set(one_json_object(out)) == {"seat", "play"}


def bad_records(tmp_path: Path) -> dict[str, Path]:
    good = hand_record(position("4p", Phase.PLAY))
    paths = {}
    duplicated = json.loads(json.dumps(good))
    duplicated["hands"][0][0] = duplicated["hands"][1][0]
    illegal = json.loads(json.dumps(good))
    illegal["bids"] = [1, *illegal["bids"][1:]]
    finished = replay_record(good)
    while finished.phase is not Phase.DONE:
        finished.apply(Play(finished.legal_cards()[0]))
    for name, content in {
        "duplicated.json": json.dumps(duplicated),
        "illegal_bid.json": json.dumps(illegal),
        "not_json.json": "{ this is not json",
        "top_level_array.json": "[]",
        "finished.json": json.dumps(hand_record(finished)),
    }.items():
        paths[name] = tmp_path / name
        paths[name].write_text(content, encoding="utf-8")
    paths["missing.json"] = tmp_path / "missing.json"
    return paths


def test_suggest_bad_records_exit_2_with_one_line(tmp_path, capsys):
    for name, path in bad_records(tmp_path).items():
        code, out, err = run(["suggest", path], capsys)
        assert_bad_input(code, out, err)
        assert "internal error" not in err, (name, err)


def test_suggest_bad_record_through_the_console_script(tmp_path):
    path = bad_records(tmp_path)["duplicated.json"]
    assert_bad_input(*run_console(["suggest", path, "--level", "easy"]))


@pytest.mark.parametrize(
    "args",
    [
        ["suggest", "RECORD", "--level", "grandmaster"],
        ["match", "--a", "grandmaster", "--b", "easy", "--deals", "2"],
        ["match", "--a", "easy", "--b", "grandmaster", "--deals", "2"],
        ["simulate", "--level", "grandmaster", "--games", "1"],
    ],
    ids=["suggest", "match-a", "match-b", "simulate"],
)
def test_unknown_level_exits_2_with_one_line(args, tmp_path, capsys):
    path = write_record(tmp_path, position("4p", Phase.PLAY))
    args = [path if a == "RECORD" else a for a in args]
    assert_bad_input(*run(args, capsys), "grandmaster")


def test_unknown_level_through_the_console_script():
    assert_bad_input(*run_console(["simulate", "--level", "grandmaster"]), "grandmaster")


@pytest.mark.parametrize("phase", [Phase.BID, Phase.PLAY])
def test_suggest_does_not_offer_the_omniscient_level(phase, tmp_path, capsys):
    """``omniscient`` sees every card; HAND_RECORD.md: the suggestion sees only what the
    seat may know. It must be refused as bad input (exit 2, one line naming the level),
    not crash into an internal error."""
    path = write_record(tmp_path, position("4p", phase))
    code, out, err = run(["suggest", path, "--level", "omniscient"], capsys)
    assert_bad_input(code, out, err, "omniscient")
    assert "internal error" not in err, err


@pytest.mark.parametrize(
    "arguments",
    [["simulate", "--level", "omniscient"], ["match", "--a", "omniscient", "--b", "easy"]],
    ids=["simulate", "match"],
)
def test_the_command_line_knows_only_the_game_s_levels(arguments, capsys):
    """The yardsticks that see hidden cards, and the levels kept for measuring, live in the
    lab (lab/levels.py), not in the game's command line."""
    code, out, err = run(arguments, capsys)
    assert_bad_input(code, out, err, "omniscient")
    assert "known: random, easy, normal, hard, expert" in err and "internal error" not in err


MATCH_KEYS = {
    "deals",
    "a_points_per_deal",
    "b_points_per_deal",
    "diff",
    "diff_ci95",
    "a_bids_made",
    "b_bids_made",
    "a_ms_per_decision",
    "b_ms_per_decision",
}


def check_match_report(report: dict, deals: int) -> None:
    assert set(report) >= MATCH_KEYS
    assert report["deals"] == deals
    for key in ("a_points_per_deal", "b_points_per_deal", "diff"):
        assert isinstance(report[key], int | float)
    assert report["diff"] == pytest.approx(
        report["a_points_per_deal"] - report["b_points_per_deal"], abs=1e-3
    )
    low, high = report["diff_ci95"]
    assert isinstance(low, int | float) and isinstance(high, int | float)
    assert low <= report["diff"] <= high
    for side in ("a", "b"):
        made = report[f"{side}_bids_made"]
        assert made is None or 0 <= made <= 1
        times = report[f"{side}_ms_per_decision"]
        assert set(times) >= {"median", "p95"}
        assert 0 <= times["median"] <= times["p95"]


def test_match_easy_against_random(capsys):
    code, out, err = run(["match", "--a", "easy", "--b", "random", "--deals", "20"], capsys)
    assert code == 0, err
    check_match_report(one_json_object(out), 20)


def test_match_through_the_console_script_six_players():
    code, out, err = run_console(
        ["match", "--a", "easy", "--b", "random", "--deals", "4", "--players", "6"]
    )
    assert code == 0, err
    check_match_report(one_json_object(out), 4)


def test_match_is_duplicate_a_level_against_itself_scores_the_same(capsys):
    """Every deal is played both ways: easy (which uses no randomness) against itself
    plays the same cards in both runs, so the difference is exactly 0."""
    args = ["match", "--a", "easy", "--b", "easy", "--deals", "10", "--seed", "4"]
    code, out, err = run(args, capsys)
    assert code == 0, err
    report = one_json_object(out)
    check_match_report(report, 10)
    assert report["diff"] == 0
    assert report["diff_ci95"] == [0, 0]
    assert report["a_points_per_deal"] == report["b_points_per_deal"]


def test_match_same_seed_same_points(capsys):
    args = ["match", "--a", "normal", "--b", "easy", "--deals", "3", "--seed", "9"]
    first, second = (one_json_object(run(args, capsys)[1]) for _ in range(2))
    for key in ("a_points_per_deal", "b_points_per_deal", "diff", "diff_ci95"):
        assert first[key] == second[key]


def test_simulate_easy_two_games(capsys):
    code, out, err = run(["simulate", "--level", "easy", "--games", "2"], capsys)
    assert code == 0, err
    report = one_json_object(out)
    assert report["games"] == 2
    assert report["hands"] >= 2
    assert sum(report["wins"]) == 2
