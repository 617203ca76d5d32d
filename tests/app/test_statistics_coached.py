"""Games in which the coach held a move are flagged in the statistics (schema 6), older
databases migrate, and the figures leave such games out like games with undos."""

from __future__ import annotations

import random
import sqlite3

from okpitch_desktop.ai.players.heuristic_player import HeuristicPlayer
from okpitch_desktop.app.controller import HUMAN, GameController, Seating
from okpitch_desktop.app.stats.database import Statistics
from okpitch_desktop.app.stats.recorder import GameRecorder
from okpitch_desktop.app.stats.schema import SCHEMA_VERSION, migrate
from okpitch_desktop.app.stats.summary import summary
from okpitch_desktop.engine import RuleSet

GAME_TIMEOUT_MS = 180_000
FIVE = RuleSet(target=5)


def play_game(qtbot, stats: Statistics, seed: int, coach: bool) -> GameController:
    """A whole game, the person playing like the easy computer once the coach's check has
    come (with the coach on), and playing a held move anyway."""
    controller = GameController(use_process=False, auto_next_hand=True)
    controller.configure(0, False, coach=coach)
    GameRecorder(controller, stats, None, parent=controller)
    person, rng = HeuristicPlayer(), random.Random(seed)

    def play(seen) -> None:
        action = person.choose(seen, rng)
        if not controller.submit(seen.seat, action):
            assert controller.submit(seen.seat, action, anyway=True)

    (controller.coach.ready if coach else controller.human_turn).connect(play)
    try:
        with qtbot.waitSignal(controller.game_over, timeout=GAME_TIMEOUT_MS):
            controller.new_game(FIVE, Seating((HUMAN,) + ("easy",) * 3), seed)
    finally:
        controller.shutdown()
    return controller


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
