"""Replay a deal as a duplicate, played in the real window at speed "normal" and "off":
in Hand history the person chooses a past deal and a seat (named, never a number), agrees
to abandon the game in progress, plays the deal from that seat, and the end-of-hand summary
says first that the computer in their seat is still playing it, then both results; the
computer's figure is a direct engine run of the deal. The statistics window counts the
replay apart and leaves the career figures as they were."""

from __future__ import annotations

import os

import pytest
from helpers.services_driver import open_window
from helpers.table_driver import WAIT_MS, Person
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMessageBox

from okpitch_desktop.ai.matches.duplicate import seat_result, team_points
from okpitch_desktop.app.settings import Settings
from okpitch_desktop.engine import hand_record
from okpitch_desktop.ui.dialogs.history import HistoryDialog
from okpitch_desktop.ui.dialogs.statistics import StatisticsDialog
from okpitch_desktop.ui.seat_names import signed

SPEEDS = ["normal", "off"]
PLAYING = "the computer in your seat is playing this deal…"
NORTH = 2


def menu(window, name: str) -> None:
    window.findChild(QAction, name).trigger()


def choose_deal_and_seat(qtbot, window, seat_text: str) -> HistoryDialog:
    menu(window, "history_action")
    dialog = window.dialogs.dialog
    assert isinstance(dialog, HistoryDialog) and dialog.list.count() == 1
    item = dialog.list.item(0)
    qtbot.mouseClick(dialog.list.viewport(), Qt.MouseButton.LeftButton,
                     pos=dialog.list.visualItemRect(item).center())  # fmt: skip
    seats = [dialog.seat.itemText(i) for i in range(dialog.seat.count())]
    assert seats == ["You", "West", "North", "East"]  # named, never "seat 2"
    dialog.seat.setFocus()
    while dialog.seat.currentText() != seat_text:  # as a person would: arrow keys
        qtbot.keyClick(dialog.seat, Qt.Key.Key_Down)
    return dialog


def statistics_figures(window) -> dict[str, str]:
    menu(window, "statistics_action")
    dialog = window.dialogs.dialog
    assert isinstance(dialog, StatisticsDialog)
    grid = dialog.figures
    figures = {}
    for row in range(grid.rowCount()):
        label, value = (grid.itemAtPosition(row, column) for column in (0, 1))
        if label is not None and isinstance(label.widget(), QLabel):
            figures[label.widget().text()] = value.widget().text()
    dialog.close()
    return figures


@pytest.mark.parametrize("speed", SPEEDS)
def test_play_a_past_deal_again_from_north_and_compare(qtbot, speed) -> None:
    settings = Settings(computer_level="easy", animation_speed=speed, computer_pace_ms=0,
                        trick_pause_ms=0)  # fmt: skip
    window = open_window(qtbot, settings=settings, size=(1280, 800))
    person = Person(qtbot, window)
    assert person.play_until(stop_at_summary=True) is None
    past = window.controller.game.hand  # the deal to play again
    person.close_summary(person.summary_open())
    qtbot.waitUntil(lambda: window.controller.game.hand_number == 1, timeout=WAIT_MS)
    career = statistics_figures(window)
    assert career["Replayed deals (counted apart)"] == "–"

    dialog = choose_deal_and_seat(qtbot, window, "North")
    qtbot.mouseClick(dialog.again, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.abandon.box is not None, timeout=WAIT_MS)
    box = window.abandon.box  # the existing question: a game is in progress
    assert box.text().startswith("Abandon the game in progress (hand 2,")
    person.turns.clear()  # the abandoned game's turn, if it was waiting
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    game = window.controller.game
    assert game.hand_number == 0 and game.hand.dealt_hands[0] == past.dealt_hands[NORTH]
    assert game.hand.dealt_widow == past.dealt_widow
    assert (game.hand.dealer + NORTH) % 4 == past.dealer

    seen = []  # at the moment the hand is scored: the line, and where the computer plays
    job = window.session.replay.job
    window.controller.hand_scored.connect(
        lambda _report: seen.append(
            (
                window.summary.hand.comparison.text(),
                job.running,
                job.process.pid if job.running else None,
            )
        )  # fmt: skip
    )
    assert person.play_until(stop_at_summary=True) is None
    summary = person.summary_open()
    you = team_points(game.hand, 0)
    line, running, pid = seen[0]
    assert line == f"You: {signed(you)}; {PLAYING}" and running and pid != os.getpid()
    assert summary.isVisible() and not summary.next_button.isHidden()  # nothing blocks
    computer = seat_result(hand_record(game.hand), ["easy"] * 4, game.seed, 0, 0)
    expected = f"You: {signed(you)}, the computer in your seat: {signed(computer)}"
    qtbot.waitUntil(lambda: summary.hand.comparison.text() == expected, timeout=WAIT_MS)
    assert summary.hand.comparison.isVisible()

    person.close_summary(summary)
    figures = statistics_figures(window)
    won, tied, lost = int(you > computer), int(you == computer), int(you < computer)
    assert figures.pop("Replayed deals (counted apart)") == (
        f"1 deal: you beat the computer in your seat in {won}, tied {tied}, lost {lost};"
        f" average {signed(you - computer)} points"
    )
    del career["Replayed deals (counted apart)"]
    assert figures == career  # the career figures are as they were before the replay
