"""The score sheet: one row per scored hand, kept by the controller, saved with the game
(older saves without it still load; a bad one is dropped, the game kept) and filed with
each hand in the hand history, beside the hand record."""

from __future__ import annotations

import json
import logging

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from okpitch_desktop.app.controller import GameController, Seating
from okpitch_desktop.app.saves.savegame import (
    GameTag,
    game_snapshot,
    read_document,
    restore_game,
    save_document,
)
from okpitch_desktop.app.stats.history import HandHistory, load_hand
from okpitch_desktop.app.stats.recorder import GameRecorder
from okpitch_desktop.app.stats.score_sheet import ScoreSheet, SheetRow, read_sheet
from okpitch_desktop.engine import FORMAT, RuleSet

GAME_MS = 120_000


def played_game(qtbot, rules: RuleSet, seed: int, on_scored=None) -> GameController:
    """A whole game of easy computers; ``on_scored(controller, report)`` after each hand."""
    controller = GameController(use_process=False, auto_next_hand=True)
    if on_scored is not None:
        controller.hand_scored.connect(lambda report: on_scored(controller, report))
    with qtbot.waitSignal(controller.game_over, timeout=GAME_MS):
        controller.new_game(rules, Seating(("easy",) * rules.players), seed=seed)
    controller.shutdown()
    return controller


@pytest.fixture(scope="module")
def finished(qapp, request):
    """A whole 4-player game's controller, its reports and a snapshot after hand 2
    (played once for the module; the tests only read them)."""
    reports, taken = [], {}

    def on_scored(controller, report) -> None:
        reports.append((controller.game.hand.dealer, controller.game.hand.scores, report))
        if controller.game.hand_number == 1:  # saved at hand 2's deal
            controller.hand_dealt.connect(
                lambda _info: taken.setdefault(
                    "snapshot", json.loads(json.dumps(controller.snapshot()))
                )  # fmt: skip
            )

    controller = played_game(QtBot(request), RuleSet(target=11), seed=5, on_scored=on_scored)
    return controller, reports, taken["snapshot"]


def test_one_row_per_hand_from_the_reports(finished) -> None:
    controller, reports, _ = finished
    rows = controller.sheet.rows
    assert [row.hand_number for row in rows] == list(range(controller.game.hand_number + 1))
    for row, (dealer, before, report) in zip(rows, reports, strict=True):
        assert (row.dealer, row.pitcher, row.bid, row.trump, row.made) == (
            dealer,
            report.pitcher,
            report.bid,
            report.trump,
            report.made,
        )
        assert row.totals == report.scores
        assert [t - b for t, b in zip(row.totals, before, strict=True)] == list(row.points)
        pitcher_team = controller.game.rules.team_of(report.pitcher)
        if not report.made:  # R8: a set pitcher's team loses its bid
            assert row.points[pitcher_team] == -report.bid
    assert rows[-1].totals == controller.game.hand.result.scores


def test_the_sheet_reads_back_as_it_was_written(finished) -> None:
    controller, _, _ = finished
    sheet = controller.sheet
    assert read_sheet(json.loads(json.dumps(sheet.to_json())), controller.game.rules) == sheet


def test_a_resumed_game_gets_its_sheet_back_and_ends_with_the_same_sheet(qtbot, finished):
    whole, _, snapshot = finished
    assert [row["hand_number"] for row in snapshot["score_sheet"]] == [0, 1]
    restored = restore_game(snapshot)
    assert restored.sheet.rows == whole.sheet.rows[:2]
    resumed = GameController(use_process=False, auto_next_hand=True)
    try:
        with qtbot.waitSignal(resumed.game_over, timeout=GAME_MS):
            resumed.resume(snapshot)
        assert resumed.sheet == whole.sheet
    finally:
        resumed.shutdown()


def test_a_save_written_without_a_sheet_still_loads(finished) -> None:
    """Today's saves have no "score_sheet": they load, with an empty sheet that the next
    scored hand starts."""
    _, _, snapshot = finished
    older = {key: value for key, value in snapshot.items() if key != "score_sheet"}
    document = read_document(json.dumps(save_document(older, GameTag())).encode())
    restored = restore_game(document["game"])
    assert restored.game.hand_number == 2 and restored.sheet == ScoreSheet()


def test_a_new_game_starts_an_empty_sheet(qtbot) -> None:
    controller = played_game(qtbot, RuleSet(target=5), seed=2)
    assert controller.sheet.rows
    controller.wait_for_table()  # nobody acts: the new deal waits for a table
    controller.new_game(RuleSet(), Seating(("easy",) * 4), seed=1)
    controller.shutdown()
    assert controller.sheet == ScoreSheet()
    assert controller.snapshot()["score_sheet"] == []


BAD_VALUES = st.sampled_from([None, -1, 99, 10**7, 2.5, "x", "SH", True, [], {}, [1], [1, 2, 3]])


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_a_bad_sheet_is_dropped_and_the_game_kept(finished, data, caplog) -> None:
    """Any field of any row given a bad value, or rows that do not follow one another:
    the save still loads its game (a resumed game matters more than its sheet), the sheet
    starts afresh and the log says why."""
    _, _, snapshot = finished
    game = json.loads(json.dumps(snapshot))
    rows = game["score_sheet"]
    how = data.draw(st.sampled_from(["field", "order", "totals", "not a list"]))
    if how == "field":
        row = data.draw(st.sampled_from(rows))
        key = data.draw(st.sampled_from(sorted(row)))
        row[key] = data.draw(BAD_VALUES.filter(lambda v, old=row[key]: v != old))
        if key == "made" and isinstance(row[key], bool):
            row["totals"][0] += 1  # true for false: the totals no longer add up
    elif how == "order":
        rows.reverse()
    elif how == "totals":
        rows[-1]["totals"][1] += 1
        rows[-1]["points"][1] += 1  # consistent in itself, not with the game's scores
    else:
        game["score_sheet"] = {"rows": rows}
    caplog.clear()
    with caplog.at_level(logging.WARNING):
        document = read_document(json.dumps(save_document(game, GameTag())).encode())
        restored = restore_game(document["game"])
    assert restored.sheet == ScoreSheet()
    assert restored.game.hand_number == 2
    assert "score sheet is dropped" in caplog.text


def test_rows_scored_again_replace_the_old_ones() -> None:
    sheet = ScoreSheet()
    rows = [SheetRow(n, n % 4, 1, 2, 0, True, (2, 0), (2 * n + 2, 0)) for n in range(3)]
    for row in rows:
        sheet.record(row)
    again = SheetRow(1, 1, 2, 3, 1, False, (0, -3), (2, -3))
    sheet.record(again)
    assert sheet.rows == [rows[0], again]
    sheet.forget_from(1)
    assert sheet.rows == [rows[0]]
    assert sheet.bids({1}) == (1, 0) and sheet.bids({0, 2}) == (0, 0)


def test_each_history_entry_has_the_sheet_so_far_beside_a_plain_record(qtbot, tmp_path):
    history = HandHistory(tmp_path)
    controller = GameController(use_process=False, auto_next_hand=True)
    GameRecorder(controller, None, history, parent=controller)
    with qtbot.waitSignal(controller.game_over, timeout=GAME_MS):
        controller.new_game(RuleSet(players=6, target=11), Seating(("easy",) * 6), seed=3)
    controller.shutdown()
    entries = history.entries()
    assert len(entries) == controller.game.hand_number + 1
    for number, entry in enumerate(entries):
        data = json.loads(entry.path.read_text())
        assert data["format"] == "okpitch-history/1"
        assert data["record"]["format"] == FORMAT and "score_sheet" not in data["record"]
        loaded = load_hand(entry.path)
        assert loaded.sheet.rows == controller.sheet.rows[: number + 1]


def test_a_bad_sheet_in_a_history_entry_leaves_the_hand_readable(qtbot, tmp_path) -> None:
    history = HandHistory(tmp_path)
    controller = GameController(use_process=False)  # stops after the first hand
    GameRecorder(controller, None, history, parent=controller)
    with qtbot.waitSignal(controller.hand_scored, timeout=GAME_MS):
        controller.new_game(RuleSet(target=11), Seating(("easy",) * 4), seed=3)
    controller.shutdown()
    path = history.entries()[0].path
    good = load_hand(path)
    data = json.loads(path.read_text())
    data["score_sheet"][0]["trump"] = "X"
    path.write_text(json.dumps(data))
    bad = load_hand(path)
    assert bad.record == good.record and bad.sheet is None and good.sheet is not None
    del data["score_sheet"]  # an entry written before there were sheets
    path.write_text(json.dumps(data))
    assert load_hand(path).sheet is None


def test_game_snapshot_without_a_sheet_is_todays_format(finished) -> None:
    controller, _, _ = finished
    assert "score_sheet" not in game_snapshot(controller.game, controller.seating.levels)
