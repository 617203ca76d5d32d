"""``okpitch-cli match --games N`` (HAND_RECORD.md): whole games, each game's deals twice
with the levels' seats swapped, the share of games A won and its 95% interval; a game
stops unfinished after ``HAND_LIMIT`` hands (engine/game.py) and counts half to each side.
"""

from __future__ import annotations

import json

import pytest
from helpers.cli import run

from okpitch_desktop.ai.matches import games as match_games
from okpitch_desktop.ai.matches.games import play_game, run_game_match
from okpitch_desktop.ai.matches.match import mean_ci95
from okpitch_desktop.engine import RuleSet
from okpitch_desktop.engine.game import HAND_LIMIT

GAME_KEYS = {"games", "a_games_won", "a_games_won_ci95", "deals", "diff", "diff_ci95"}


def test_the_hand_limit_is_the_agreed_constant():
    assert HAND_LIMIT == 200


def test_match_games_prints_the_share_of_games_won_with_its_interval(capsys):
    code, out, err = run(["match", "--a", "easy", "--b", "random", "--games", "4"], capsys)
    assert code == 0, err
    report = json.loads(out)
    assert set(report) >= GAME_KEYS
    assert report["games"] == 4
    low, high = report["a_games_won_ci95"]
    assert 0 <= report["a_games_won"] <= 1
    assert low <= report["a_games_won"] <= high
    assert report["deals"] >= 4  # the hands dealt in both plays of each game


def test_a_level_against_itself_wins_half_the_games():
    """Both plays of a game deal the same cards; the same level on both sides wins one
    play each, or the same side wins both: never a share other than 0, 1/2 or 1."""
    for number in range(3):
        outcome = play_game(RuleSet(), 7, number, "easy", "easy")
        assert len(outcome.winners) == 2
        assert outcome.a_share in (0.0, 0.5, 1.0)
    report = run_game_match(RuleSet(), "easy", "easy", 6, seed=7)
    assert report["diff"] == pytest.approx(0.0, abs=1e-9)


def test_both_plays_share_the_random_numbers_so_a_level_against_itself_splits_every_game():
    """A seat deciding in the same position draws the same random numbers in both plays:
    the random level against itself plays both plays alike, and each side wins one."""
    for number in range(8):
        outcome = play_game(RuleSet(), 5, number, "random", "random")
        assert sorted(outcome.winners) == ["a", "b"], number


def test_the_two_plays_of_a_game_deal_the_same_hands():
    """The paired hands of both plays are duplicate deals: with the same level on both
    sides, each paired hand scores the same for both sides."""
    outcome = play_game(RuleSet(), 3, 1, "easy", "easy")
    assert outcome.hands
    for hand in outcome.hands:
        assert hand.points["a"] == pytest.approx(hand.points["b"])


def test_a_game_stops_unfinished_at_the_hand_limit(monkeypatch):
    monkeypatch.setattr(match_games, "HAND_LIMIT", 1)
    report = run_game_match(RuleSet(), "easy", "random", 3, seed=0)
    assert report["unfinished"] == 6
    assert report["a_games_won"] == 0.5
    assert report["deals"] == 3


@pytest.mark.parametrize(
    ("args", "mention"),
    [
        (["--games", "1"], "--games"),
        (["--games", "3", "--deals", "3"], "--games"),
    ],
)
def test_bad_game_counts_exit_2_with_one_line(args, mention, capsys):
    code, out, err = run(["match", "--a", "easy", "--b", "random", *args], capsys)
    assert code == 2 and out == "" and len(err.splitlines()) == 1
    assert mention in err


def test_decision_times_come_in_wall_clock_and_processor_time(capsys):
    code, out, err = run(["match", "--a", "easy", "--b", "random", "--deals", "2"], capsys)
    report = json.loads(out)
    for side in ("a", "b"):
        for key in (f"{side}_ms_per_decision", f"{side}_cpu_ms_per_decision"):
            assert 0 <= report[key]["median"] <= report[key]["p95"]


def test_the_interval_of_a_share_stays_between_0_and_1():
    """Near a share of 1 the normal approximation reaches past 1: the interval is cut."""
    share, (low, high) = mean_ci95([1.0, 1.0, 0.5], 0.0, 1.0)
    assert 0 <= low <= share <= high == 1
    report = run_game_match(RuleSet(), "easy", "random", 3, seed=2)
    low, high = report["a_games_won_ci95"]
    assert 0 <= low <= report["a_games_won"] <= high <= 1
