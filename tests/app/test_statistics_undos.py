"""Games with undos (Game > Undo, schema 3) and games in which the coach held a move
(schema 6) are flagged in the statistics, older databases migrate, and the figures can leave
such games out."""

from __future__ import annotations

import random
import sqlite3

import pytest

from okpitch_desktop.ai.players.heuristic_player import HeuristicPlayer
from okpitch_desktop.app.controller import HUMAN, GameController, Seating
from okpitch_desktop.app.stats.database import Statistics
from okpitch_desktop.app.stats.recorder import GameRecorder
from okpitch_desktop.app.stats.schema import SCHEMA_VERSION, migrate
from okpitch_desktop.app.stats.summary import summary
from okpitch_desktop.engine import Phase, RuleSet

GAME_TIMEOUT_MS = 120_000
FIVE = RuleSet(target=5)


def play_game(
    qtbot, stats: Statistics, seed: int, undos: int = 0, coach: bool = False
) -> GameController:
    """A whole game, the person playing like the easy computer and taking back ``undos``
    of their cards on the way; with ``coach`` each turn waits for the coach's check, and a
    held move is played anyway."""
    controller = GameController(use_process=False, auto_next_hand=True)
    controller.configure(0, False, coach=coach)
    GameRecorder(controller, stats, None, parent=controller)
    person, rng = HeuristicPlayer(), random.Random(seed)

    def on_turn(seen) -> None:
        if controller.undos < undos and seen.phase is Phase.PLAY and controller.can_undo:
            assert controller.undo()
            return
        action = person.choose(seen, rng)
        if not controller.submit(seen.seat, action) and coach:  # held by the coach
            assert controller.submit(seen.seat, action, anyway=True)

    (controller.coach.ready if coach else controller.human_turn).connect(on_turn)
    try:
        with qtbot.waitSignal(controller.game_over, timeout=GAME_TIMEOUT_MS):
            controller.new_game(FIVE, Seating((HUMAN,) + ("easy",) * 3), seed)
    finally:
        controller.shutdown()
    return controller


def test_a_version_2_database_gains_the_undos_column(tmp_path) -> None:
    path = tmp_path / "s.sqlite3"
    db = sqlite3.connect(path)
    migrate(db, target=2)
    db.execute(
        "INSERT INTO games (id, started_at, players, rules, levels, level, human_team, winner,"
        " hands) VALUES ('g', 1, 4, '{}', '[null, \"easy\", \"easy\", \"easy\"]', 'easy', 0, 0, 1)"
    )
    db.commit()
    db.close()
    stats = Statistics(path)
    assert SCHEMA_VERSION >= 3 and stats.messages == []  # 4: replays, 5: review costs
    assert stats.rows("PRAGMA user_version")[0][0] == SCHEMA_VERSION
    assert stats.rows("SELECT id, undos FROM games") == [("g", 0)]
    assert summary(stats, include_undone=False)["games"]["played"] == 1


@pytest.mark.parametrize("undos", [0, 2])
def test_the_recorder_writes_the_games_undos(qtbot, tmp_path, undos) -> None:
    stats = Statistics(tmp_path / "s.sqlite3")
    controller = play_game(qtbot, stats, seed=4, undos=undos)
    assert controller.undos == undos
    assert stats.rows("SELECT undos FROM games") == [(undos,)]


def test_the_figures_can_leave_out_games_with_undos(qtbot, tmp_path) -> None:
    stats = Statistics(tmp_path / "s.sqlite3")
    play_game(qtbot, stats, seed=4, undos=0)
    play_game(qtbot, stats, seed=5, undos=1)
    every, clean = summary(stats), summary(stats, include_undone=False)
    assert every["games"]["played"] == 2 and clean["games"]["played"] == 1
    hands = dict(
        stats.rows(
            "SELECT g.undos, COUNT(*) FROM hands h JOIN games g ON g.id = h.game_id"
            " GROUP BY g.undos"
        )
    )
    assert every["hands"] == hands[0] + hands[1] and clean["hands"] == hands[0]
    clean_game = stats.rows("SELECT id FROM games WHERE undos = 0")[0][0]
    assert clean["last_game"]["game_id"] == clean_game


def test_a_version_5_database_gains_the_coached_column(tmp_path) -> None:
    path = tmp_path / "s.sqlite3"
    db = sqlite3.connect(path)
    migrate(db, target=5)
    db.execute(
        "INSERT INTO games (id, started_at, players, rules, levels, level, human_team, winner,"
        " hands) VALUES ('g', 1, 4, '{}', '[null, \"easy\", \"easy\", \"easy\"]', 'easy', 0, 0, 1)"
    )
    db.commit()
    db.close()
    stats = Statistics(path)
    assert SCHEMA_VERSION >= 6 and stats.messages == []
    assert stats.rows("SELECT id, undos, coached FROM games") == [("g", 0, 0)]
    assert summary(stats, include_undone=False)["games"]["played"] == 1


def test_the_figures_leave_out_coached_games(qtbot, tmp_path) -> None:
    stats = Statistics(tmp_path / "s.sqlite3")
    plain = play_game(qtbot, stats, seed=4, coach=False)
    coached = play_game(qtbot, stats, seed=5, coach=True)
    assert plain.coached == 0 and coached.coached > 0
    assert sorted(stats.rows("SELECT coached FROM games")) == [(0,), (coached.coached,)]
    every, clean = summary(stats), summary(stats, include_undone=False)
    assert every["games"]["played"] == 2 and clean["games"]["played"] == 1
