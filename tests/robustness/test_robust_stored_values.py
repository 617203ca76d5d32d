"""Values read back from the statistics database and the save are range-checked before
use (issue 64): a drill found at 1e300 seconds, a game of 8 or 12 players, scores of
±1e20 in a save whose checksum matches. The row is skipped and counted, the save set
aside; Practice and Statistics open in the real window."""

from __future__ import annotations

import json

import pytest
from helpers.attacks import a_save, encoded
from helpers.planted_reviews import planted, planted_review
from helpers.table_driver import make_window
from PySide6.QtGui import QAction

from okpitch_desktop.app.saves.savegame import SaveStore, save_document, tag_of
from okpitch_desktop.app.stats.database import Statistics
from okpitch_desktop.app.stats.drills import drill_statements, load_drills
from okpitch_desktop.app.stats.history import HandHistory, load_hand
from okpitch_desktop.app.stats.score_sheet import read_sheet
from okpitch_desktop.app.stats.summary import summary
from okpitch_desktop.engine import RuleSet
from okpitch_desktop.ui.dialogs.statistics import figure_lines
from okpitch_desktop.ui.practice.drill_list import PracticeDialog

COSTS = {"plays[1]": 1.2}
LEVELS = (None, "easy", "easy", "easy")
GAME = (
    "INSERT INTO games (id, started_at, finished_at, players, rules, levels, level,"
    " human_team, winner, hands) VALUES (?, 1.7e9, 1.7e9, ?, '{}', '[]', 'easy', 0, 0, 2)"
)
HAND = (
    "INSERT INTO hands (game_id, hand_number, played_at, players, rules, dealer, pitcher,"
    " pitcher_team, bid, trump, made, points, earned, scores, human_seat, human_team)"
    " VALUES (?, ?, 1.7e9, ?, '{}', 0, 0, 0, 2, 'S', 1, '{}', ?, ?, 0, 0)"
)


def far_future_drill(stats: Statistics) -> int:
    """A reviewed hand's drills, found at 1e300 seconds; how many."""
    record = planted()
    statements = drill_statements("g", 0, record, planted_review(record, 2, COSTS), now=1e300)
    stats.write(statements)
    return len(statements)


def game_of(stats: Statistics, game_id: str, players: int) -> None:
    """A finished game of ``players`` with two scored hands (more players than rules allow)."""
    teams = [0] * (players // 2)
    hands = [(HAND, (game_id, n, players, json.dumps(teams), json.dumps(teams))) for n in range(2)]
    stats.write([(GAME, (game_id, players)), *hands])


def test_a_drill_from_the_far_future_is_skipped_and_counted(tmp_path) -> None:
    stats = Statistics(tmp_path / "s.sqlite3")
    planted_rows = far_future_drill(stats)
    drills = load_drills(stats)
    assert drills.drills == () and drills.skipped == planted_rows > 0


def test_practice_opens_over_a_drill_from_the_far_future(qtbot) -> None:
    window = make_window(qtbot)
    far_future_drill(window.session.statistics)
    window.findChild(QAction, "practice_action").trigger()
    dialog = window.dialogs.dialog
    assert isinstance(dialog, PracticeDialog) and dialog.isVisible()
    assert dialog.drills.skipped > 0


@pytest.mark.parametrize("players", [8, 12])
def test_a_game_of_more_players_than_the_rules_allow_is_skipped(tmp_path, players) -> None:
    stats = Statistics(tmp_path / "s.sqlite3")
    game_of(stats, "good", 4)
    game_of(stats, "odd", players)
    data = summary(stats)
    assert [row["key"] for row in data["by_players"]] == [4]
    assert data["skipped"] >= 1
    assert data["last_game"] is None or data["last_game"]["players"] in (4, 6)
    assert figure_lines(data)


@pytest.mark.parametrize("players", [8, 12])
def test_statistics_open_over_a_game_of_8_or_12_players(qtbot, players) -> None:
    pytest.importorskip("pyqtgraph")  # the charts, where the players' count was used
    window = make_window(qtbot)
    game_of(window.session.statistics, "odd", players)
    window.findChild(QAction, "statistics_action").trigger()
    dialog = window.dialogs.dialog
    assert dialog is not None and dialog.isVisible() and dialog.data["skipped"] >= 1


def huge_scores(document: dict) -> dict:
    """``document`` with scores of ±1e20 in the game and its hand, the checksum matching."""
    game = json.loads(json.dumps(document["game"]))
    game["scores"] = game["hand"]["scores"] = [10**20, -(10**20)]
    return save_document(game, tag_of(document))


def test_a_save_with_scores_of_1e20_is_set_aside_not_resumed(tmp_path) -> None:
    store = SaveStore(tmp_path)
    store.path.write_bytes(encoded(huge_scores(a_save(4))))
    assert store.acquire()
    loaded = store.load()
    store.lock.release()
    assert loaded.document is None and "scores" in loaded.messages[0]


def test_a_score_sheet_with_totals_of_1e20_is_refused() -> None:
    row = {"hand_number": 0, "dealer": 0, "pitcher": 1, "bid": 2, "trump": "S",
           "made": True, "points": [10**20, 0], "totals": [10**20, 0]}  # fmt: skip
    with pytest.raises(ValueError, match="totals|points"):
        read_sheet([row], RuleSet())


def test_a_replay_of_1e308_points_is_left_out_of_the_average(tmp_path) -> None:
    stats = Statistics(tmp_path / "s.sqlite3")
    game_of(stats, "r", 4)
    stats.write([("UPDATE games SET replay_level = 'easy', replay_you = 1e308,"
                  " replay_computer = -1e308 WHERE id = 'r'", ())])  # fmt: skip
    replays = summary(stats)["replays"]
    assert replays["played"] == 0 and replays["average"] is None


def test_a_history_entry_with_a_seed_past_a_saves_is_loaded_without_reasons(tmp_path) -> None:
    history = HandHistory(tmp_path / "history")
    path = history.add("g", 1.7e9, 0, LEVELS, planted(), seed=1)
    entry = json.loads(path.read_text())
    entry["seed"] = 10**30
    path.write_text(json.dumps(entry))
    loaded = load_hand(path)
    assert loaded.played is None and loaded.levels == LEVELS
