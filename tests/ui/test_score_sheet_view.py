"""View > Score sheet (Ctrl+G) in the real window: beside the table, not modal, one line
per scored hand as the game goes on, teams named and colour-keyed as the table names them;
a resumed game shows its sheet again."""

from __future__ import annotations

import pytest
from helpers.services_driver import open_window
from helpers.table_driver import WAIT_MS, Person, make_window, short_rules
from PySide6.QtCore import Qt

from okpitch_desktop.app.settings import Settings
from okpitch_desktop.ui.dialogs.score_sheet import ScoreSheetDialog
from okpitch_desktop.ui.seat_names import TEAM_COLOURS, seat_name, suit_name, team_name


def open_sheet(qtbot, window) -> ScoreSheetDialog:
    """Ctrl+G where the keyboard is (the table)."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=WAIT_MS)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    sheet = window.score_sheet
    qtbot.waitUntil(lambda: sheet is not None and sheet.isVisible(), timeout=WAIT_MS)
    assert not sheet.isModal()
    return sheet


def lines(sheet: ScoreSheetDialog) -> list[list[str]]:
    table = sheet.table
    return [
        [table.item(row, column).text() for column in range(table.columnCount())]
        for row in range(table.rowCount())
    ]


def expected_line(window, row) -> list[str]:
    rules = window.controller.game.rules
    players = rules.players
    team_cells = [  # one minus sign, U+2212, in the points and in the total (issue 63)
        f"{'+' if p > 0 else '−' if p < 0 else ''}{abs(p)} → {'−' if t < 0 else ''}{abs(t)}"
        for p, t in zip(row.points, row.totals, strict=True)
    ]
    return [
        str(row.hand_number + 1),
        seat_name(row.dealer, players),
        seat_name(row.pitcher, players),
        str(row.bid),
        f"{'♠♥♦♣'[row.trump]} {suit_name(row.trump)}",
        "made" if row.made else "set",
        *team_cells,
    ]


# Both speeds at 4 players, and 6 players at "off" (a hand at "normal" takes ~25 s).
@pytest.mark.parametrize(("speed", "players"), [("normal", 4), ("off", 4), ("off", 6)])
def test_the_sheet_follows_the_game_one_key_away(qtbot, speed, players):
    window = make_window(qtbot, speed=speed)
    person = Person(qtbot, window, seed=4)
    window.new_game(short_rules(players), seed=9)
    sheet = open_sheet(qtbot, window)
    assert sheet.table.rowCount() == 0 and sheet.empty.isVisible()
    teams = players // 2
    table = sheet.table
    headers = [table.horizontalHeaderItem(c) for c in range(table.columnCount())]
    assert [h.text() for h in headers[-teams:]] == [team_name(t, teams) for t in range(teams)]
    for team, header in enumerate(headers[-teams:]):  # colour-keyed: the team's colour
        image = header.icon().pixmap(12, 12).toImage()
        assert image.pixelColor(6, 6).rgb() == TEAM_COLOURS[team].rgb()
    person.play_until(stop_at_summary=True)
    dealer = window.controller.game.hand.dealer
    qtbot.waitUntil(lambda: sheet.table.rowCount() == 1, timeout=WAIT_MS)
    row = window.controller.sheet.rows[0]
    report = person.reports[0]
    assert (row.dealer, row.pitcher, row.bid, row.made, row.totals) == (
        dealer,
        report.pitcher,
        report.bid,
        report.made,
        report.scores,
    )
    assert lines(sheet) == [expected_line(window, row)]
    assert not sheet.empty.isVisible()
    for team in range(teams):
        colour = table.item(0, 6 + team).background().color()
        assert colour.rgb() == TEAM_COLOURS[team].rgb() and colour.alpha() < 255
    # The next hand is dealt: the sheet keeps its line; a new game empties it.
    person.close_summary(person.summary_open())
    qtbot.waitUntil(lambda: window.controller.game.hand_number == 1, timeout=WAIT_MS)
    assert sheet.isVisible() and lines(sheet) == [expected_line(window, row)]
    window.new_game(short_rules(players), seed=10)
    qtbot.waitUntil(lambda: sheet.table.rowCount() == 0, timeout=WAIT_MS)
    assert sheet.empty.isVisible()
    assert open_sheet(qtbot, window) is sheet  # one sheet window, raised again


def test_a_resumed_game_shows_its_sheet_again(qtbot):
    settings = Settings(rules=short_rules(4), computer_level="easy", animation_speed="off",
                        computer_pace_ms=0)  # fmt: skip
    window = open_window(qtbot, settings=settings, size=(1280, 800))
    person = Person(qtbot, window, seed=4)
    person.play_until(stop_at_summary=True)
    person.close_summary(person.summary_open())
    qtbot.waitUntil(lambda: window.controller.game.hand_number == 1, timeout=WAIT_MS)
    rows = list(window.controller.sheet.rows)
    assert len(rows) == 1
    window.close()  # the save holds the sheet
    again = open_window(qtbot, settings=None, size=(1280, 800))
    offer = again.dialogs.resume_offer
    assert offer is not None
    (resume,) = [button for button in offer.buttons() if button.text() == "Resume"]
    qtbot.mouseClick(resume, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: again.controller.game is not None, timeout=WAIT_MS)
    assert again.controller.sheet.rows == rows
    sheet = open_sheet(qtbot, again)
    assert lines(sheet) == [expected_line(again, rows[0])]
