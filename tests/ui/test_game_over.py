"""The end of a game, played with clicks in the real window: the game-over dialog shows
the final scores and the winner, the game's score sheet, the last hand, what the game adds
to the statistics, and its buttons do what they say."""

from __future__ import annotations

import pytest
from helpers.services_driver import open_window
from helpers.table_driver import (
    WAIT_MS,
    Person,
    computer_bids,
    make_window,
    open_reasons_from,
    review_from,
    short_rules,
)
from PySide6.QtCore import Qt

from okpitch_desktop.app.saves.savegame import game_snapshot
from okpitch_desktop.app.settings import Settings
from okpitch_desktop.engine import Game
from okpitch_desktop.ui.dialogs.game_over import GameOverDialog
from okpitch_desktop.ui.seat_names import seat_name, team_name

SPEEDS = ["normal", "off"]


def session_window(qtbot, speed: str, players: int = 4):
    settings = Settings(
        rules=short_rules(players),
        computer_level="easy",
        animation_speed=speed,
        computer_pace_ms=0,
    )
    return open_window(qtbot, settings=settings, size=(1280, 800))


def last_hand_snapshot(players: int, seed: int) -> dict:
    """A game at its first hand with every team one point short of the target: the hand
    ends the game (whoever scores wins it)."""
    rules = short_rules(players)
    snapshot = game_snapshot(Game(rules, seed), (None,) + ("easy",) * (players - 1))
    near = [rules.target - 1] * rules.teams
    snapshot["scores"] = near
    snapshot["hand"]["scores"] = near
    return snapshot


def game_over(qtbot, window, person: Person) -> GameOverDialog:
    assert person.play_until() is None
    dialog = window.summary
    assert isinstance(dialog, GameOverDialog) and dialog.isVisible() and dialog.isModal()
    return dialog


def check_dialog(window, dialog: GameOverDialog, person: Person) -> None:
    """What the dialog shows is the game's end: scores, winner, one sheet row per hand."""
    game, rules = window.controller.game, window.controller.game.rules
    teams = rules.teams
    report = person.reports[-1]
    assert game.over and report.winner == game.winner
    assert dialog.winner.text() == f"Winner: {team_name(game.winner, teams)}"
    won = game.winner == rules.team_of(0)
    assert dialog.headline.text() == ("Your team won the game!" if won else "The game is over.")
    assert [dialog.final[t].text() for t in range(teams)] == [str(s) for s in report.scores]
    assert dialog.final[game.winner].font().bold()
    table = dialog.sheet
    assert table.rowCount() == len(person.reports) == len(window.controller.sheet.rows)
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert headers[-teams:] == [team_name(t, teams) for t in range(teams)]
    for line, hand in enumerate(person.reports):
        assert table.item(line, 0).text() == str(window.controller.sheet.rows[line].hand_number + 1)
        assert table.item(line, 3).text() == str(hand.bid)
        assert table.item(line, 5).text() == ("made" if hand.made else "set")
        for team in range(teams):
            assert table.item(line, 6 + team).text().endswith(f"→ {hand.scores[team]}")
    made = sum(r.made for r in person.reports if r.pitcher == 0)
    bids = sum(r.pitcher == 0 for r in person.reports)
    assert dialog.own_bids.text() == f"Your bids this game: {made} made, {bids - made} set"
    pitcher = seat_name(report.pitcher, rules.players)  # the last hand's result, as a summary
    assert f"{pitcher} bid {report.bid} and " in dialog.hand.headline.text()  # "Your partner …"


@pytest.mark.parametrize("speed", SPEEDS)
def test_the_last_hand_opens_the_game_over_with_the_statistics(qtbot, speed):
    window = session_window(qtbot, speed)
    assert window.session.resume(last_hand_snapshot(4, seed=11))
    person = Person(qtbot, window, seed=3)
    dialog = game_over(qtbot, window, person)
    check_dialog(window, dialog, person)
    # The statistics count the game once it is filed: none finished before, this one now.
    qtbot.waitUntil(dialog.games.isVisible, timeout=WAIT_MS)
    won = int(window.controller.game.winner == 0)
    assert dialog.games.text() == f"Games won: {won} of 1 (before this game: 0 of 0)"
    # Statistics opens over it; the game over stays for New game.
    assert dialog.statistics_button.isVisible()
    qtbot.mouseClick(dialog.statistics_button, Qt.MouseButton.LeftButton)
    statistics = window.dialogs.dialog
    qtbot.waitUntil(lambda: statistics is not None and statistics.isVisible(), timeout=WAIT_MS)
    statistics.close()
    assert dialog.isVisible()
    old = window.controller.game
    qtbot.mouseClick(dialog.new_game_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.game is not old, timeout=WAIT_MS)
    assert not dialog.isVisible()
    assert window.controller.sheet.rows == []


@pytest.mark.parametrize("players", [4, 6])
def test_a_whole_game_by_clicks_ends_in_its_score_sheet(qtbot, players):
    window = session_window(qtbot, "off", players)
    person = Person(qtbot, window, seed=players)
    dialog = game_over(qtbot, window, person)
    assert len(person.reports) >= 2
    check_dialog(window, dialog, person)


def test_close_leaves_the_finished_game_on_the_table(qtbot):
    window = session_window(qtbot, "off")
    assert window.session.resume(last_hand_snapshot(4, seed=11))
    person = Person(qtbot, window, seed=3)
    dialog = game_over(qtbot, window, person)
    game = window.controller.game
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=WAIT_MS)
    assert window.controller.game is game and game.over
    assert len(window.controller.sheet.rows) == 1


def test_review_opens_the_review_of_the_last_hand(qtbot):
    window = make_window(qtbot)
    person = Person(qtbot, window, seed=2)
    window.new_game(short_rules(4), seed=5)
    dialog = game_over(qtbot, window, person)
    review_from(qtbot, window, dialog.review_button)
    assert dialog.isVisible()  # the game over waits for New game or Close


def test_computers_reasons_opens_the_reasons_of_the_last_hand(qtbot):
    window = make_window(qtbot)
    person = Person(qtbot, window, seed=2)
    window.new_game(short_rules(4), seed=5)
    dialog = game_over(qtbot, window, person)
    bids = computer_bids(window)
    reasons = open_reasons_from(qtbot, window, dialog.reasons_button)
    assert bids and [(r.seat, r.action) for r in reasons.reasons if r.phase.value == "bid"] == bids
    reasons.reject()
    assert dialog.isVisible()  # the game over waits for New game or Close
