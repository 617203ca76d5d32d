"""Statistics: rows per hand and per game from real games, the dialog's figures, schema
migrations, abandoned games, and damaged or locked databases that never stop play."""

from __future__ import annotations

import json
import random
import sqlite3

import pytest
from helpers.saves import unwritable_folder

from okpitch_desktop.ai.players.heuristic_player import HeuristicPlayer
from okpitch_desktop.app.controller import HUMAN, GameController, Seating
from okpitch_desktop.app.stats import database as stats_module
from okpitch_desktop.app.stats.database import Statistics
from okpitch_desktop.app.stats.history import HandHistory
from okpitch_desktop.app.stats.recorder import GameRecorder
from okpitch_desktop.app.stats.schema import SCHEMA_VERSION, migrate
from okpitch_desktop.app.stats.summary import streaks, summary
from okpitch_desktop.engine import RuleSet

GAME_TIMEOUT_MS = 120_000
FIVE = RuleSet(target=5)


@pytest.fixture
def play(qtbot):
    """Plays whole games, the person's seat 0 played like the easy computer."""
    made: list[GameController] = []

    def run(
        stats: Statistics | None,
        history: HandHistory | None = None,
        seed: int = 1,
        rules: RuleSet = FIVE,
        finish: bool = True,
    ) -> GameController:
        controller = GameController(use_process=False, auto_next_hand=True)
        made.append(controller)
        GameRecorder(controller, stats, history, parent=controller)
        person, rng = HeuristicPlayer(), random.Random(seed)
        controller.human_turn.connect(
            lambda seen: controller.submit(seen.seat, person.choose(seen, rng))
        )
        controller.new_game(rules, Seating((HUMAN,) + ("easy",) * (rules.players - 1)), seed)
        if finish:
            with qtbot.waitSignal(controller.game_over, timeout=GAME_TIMEOUT_MS):
                pass
        else:
            with qtbot.waitSignal(controller.hand_scored, timeout=GAME_TIMEOUT_MS):
                pass
            controller.shutdown()
        return controller

    yield run
    for controller in made:
        controller.shutdown()


def test_hands_and_games_are_recorded(tmp_path, play) -> None:
    stats = Statistics(tmp_path / "s.sqlite3")
    history = HandHistory(tmp_path / "history")
    controllers = [play(stats, history, seed) for seed in (1, 2, 3)]
    hands = sum(c.game.hand_number + 1 for c in controllers)
    assert stats.rows("SELECT COUNT(*) FROM hands")[0][0] == hands
    assert len(history.entries()) == hands
    data = summary(stats)
    won = sum(c.game.winner == 0 for c in controllers)
    assert data["games"] == {
        "played": 3,
        "won": won,
        "win_rate": round(won / 3, 3),
        "unfinished": 0,
    }
    assert data["by_players"] == [
        {"key": 4, "played": 3, "won": won, "win_rate": round(won / 3, 3)}
    ]
    assert [row["key"] for row in data["by_level"]] == ["easy"]
    assert data["hands"] == hands
    total = sum(
        data["points"][name]["us"] + data["points"][name]["them"] for name in data["points"]
    )
    assert total > 0
    own, team = data["own_bids"], data["team_bids"]
    assert own["made"] + own["set"] <= team["made"] + team["set"] <= hands
    last = data["last_game"]
    assert last["scores"][0] == [0, 0]
    assert last["scores"][-1] == list(controllers[-1].game.hand.result.scores)
    assert len(data["win_rate_over_time"]) == 3
    durations = stats.rows("SELECT duration_s, hands FROM games")
    assert all(d is not None and d >= 0 and n > 0 for d, n in durations)


def test_abandoned_games_are_not_lost_games(tmp_path, play) -> None:
    stats = Statistics(tmp_path / "s.sqlite3")
    play(stats, seed=5, finish=False)
    data = summary(stats)
    assert data["games"]["played"] == 0 and data["games"]["unfinished"] == 1
    assert data["streaks"]["current"] is None and data["hands"] == 1


def test_a_hand_reported_twice_counts_once(qtbot, tmp_path) -> None:
    stats = Statistics(tmp_path / "s.sqlite3")
    controller = GameController(use_process=False)
    recorder = GameRecorder(controller, stats, None, parent=controller)
    reported: list[int] = []

    def again(report) -> None:  # a resumed game reports its scored hand again
        recorder.on_hand_scored(report)
        reported.append(stats.rows("SELECT COUNT(*) FROM hands")[0][0])

    controller.hand_scored.connect(again)
    try:
        with qtbot.waitSignal(controller.hand_scored, timeout=GAME_TIMEOUT_MS):
            controller.new_game(FIVE, Seating(("easy",) * 4), seed=6)
    finally:
        controller.shutdown()
    assert reported == [1]


def test_streaks() -> None:
    assert streaks([]) == {"current": None, "longest_won": 0, "longest_lost": 0}
    assert streaks([1, 1, 0, 1, 1, 1, 0, 0]) == {
        "current": {"lost": 2},
        "longest_won": 3,
        "longest_lost": 2,
    }


def test_a_version_1_database_is_migrated(tmp_path) -> None:
    path = tmp_path / "s.sqlite3"
    db = sqlite3.connect(path)
    migrate(db, target=1)
    db.execute(
        "INSERT INTO games (id, started_at, players, rules, levels, level, human_team, winner,"
        " hands) VALUES ('g', 1, 4, '{}', '[null, \"easy\", \"easy\", \"easy\"]', 'easy', 0, 0, 1)"
    )
    db.execute(
        "INSERT INTO hands (game_id, hand_number, played_at, players, rules, dealer, pitcher,"
        " pitcher_team, bid, trump, made, points, earned, scores) VALUES ('g', 0, 1, 4, '{}',"
        " 3, 0, 0, 2, 'S', 1, ?, '[3, 1]', '[3, 1]')",
        (json.dumps({"high": 0, "low": 1, "jack": 0, "game": None}),),
    )
    db.commit()
    db.close()
    stats = Statistics(path)
    assert stats.messages == []
    assert stats.rows("PRAGMA user_version")[0][0] == SCHEMA_VERSION
    assert stats.rows(
        "SELECT p_high, p_low, p_jack, p_game, human_seat, human_team FROM hands"
    ) == [(0, 1, 0, None, 0, 0)]
    data = summary(stats)
    assert data["games"]["won"] == 1 and data["own_bids"] == {"made": 1, "set": 0}
    assert data["points"]["high"] == {"us": 1, "them": 0}
    assert data["points"]["low"] == {"us": 0, "them": 1}


@pytest.mark.parametrize(
    "content",
    [b"this is not a database at all" * 100, b"SQLite format 3\x00" + b"\x00" * 50],
    ids=["garbage", "truncated"],
)
def test_a_damaged_database_is_kept_beside_a_fresh_one(tmp_path, play, content) -> None:
    path = tmp_path / "s.sqlite3"
    path.write_bytes(content)
    stats = Statistics(path)
    assert len(stats.messages) == 1 and "damaged" in stats.messages[0]
    kept = list(tmp_path.glob("s.sqlite3.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == content
    play(stats, seed=7)
    assert summary(stats)["games"]["played"] == 1


def test_a_database_damaged_during_play_is_replaced(tmp_path, play) -> None:
    path = tmp_path / "s.sqlite3"
    stats = Statistics(path)
    stats.close()
    path.write_bytes(b"garbage" * 1000)
    stats.db = sqlite3.connect(path)  # as if it broke under the running game
    play(stats, seed=8)
    assert any("damaged" in m for m in stats.messages)
    assert summary(stats)["games"]["played"] == 1


def test_a_locked_database_is_left_alone_and_merged_later(tmp_path, play) -> None:
    path = tmp_path / "s.sqlite3"
    Statistics(path).close()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    original = stats_module.BUSY_SECONDS
    stats_module.BUSY_SECONDS = 0.1
    try:
        stats = Statistics(path)
    finally:
        stats_module.BUSY_SECONDS = original
    assert len(stats.messages) == 1 and "locked" in stats.messages[0]
    assert stats.path != path and stats.path.parent == tmp_path
    play(stats, seed=9)
    assert summary(stats)["games"]["played"] == 1
    stats.close()
    other.execute("ROLLBACK")
    other.close()
    again = Statistics(path)  # the next start brings the session's rows in
    assert again.messages == [] and summary(again)["games"]["played"] == 1
    assert not list(tmp_path.glob("statistics.session-*"))


def test_locked_while_playing_moves_to_a_fresh_database(tmp_path, play, monkeypatch) -> None:
    path = tmp_path / "s.sqlite3"
    stats = Statistics(path)
    monkeypatch.setattr(stats_module, "BUSY_SECONDS", 0.1)
    stats.db.close()
    stats.db = sqlite3.connect(path, timeout=0.1)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        play(stats, seed=10)
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert any("locked" in m for m in stats.messages)
    assert summary(stats)["games"]["played"] == 1


def test_an_unwritable_folder_keeps_statistics_in_memory(tmp_path, play) -> None:
    with unwritable_folder(tmp_path / "data") as folder:
        stats = Statistics(folder / "s.sqlite3")
        assert len(stats.messages) == 1
        play(stats, seed=11)
        assert summary(stats)["games"]["played"] == 1


def test_reset_forgets_everything(tmp_path, play) -> None:
    stats = Statistics(tmp_path / "s.sqlite3")
    play(stats, seed=12)
    assert stats.reset()
    assert summary(stats)["games"]["played"] == 0 and summary(stats)["hands"] == 0
