"""Help > Learn to play in the real window (issue 53), at speed normal and off: the guided
hand on its own table; at each of the person's turns the line names the step and says what
to do and why; a move other than the lesson's is refused and asked again; the hand played
by clicks ends with what it scored and Done; the main window's game waits as it was."""

from __future__ import annotations

import pytest
from helpers.table_driver import WAIT_MS, Person, window_at_turn
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

from okpitch_desktop.engine import Bid, Play, replay_record
from okpitch_desktop.ui.practice.lesson_table import LessonTable

SPEEDS = ["normal", "off"]
HEADINGS = ["Bidding", "Bidding again", "Naming trump", "The widow", "Down to six",
            "The play"] + ["Playing"] * 4 + ["The last trick"]  # fmt: skip


@pytest.mark.parametrize("speed", SPEEDS)
def test_the_lesson_guides_a_whole_hand_by_clicks(qtbot, speed):
    window = window_at_turn(qtbot, speed)
    game = window.controller.game
    history_before = list(game.hand.history)  # the main window's game, waiting

    window.findChild(QAction, "lesson_action").trigger()
    table = window.dialogs.lesson_table
    assert isinstance(table, LessonTable) and table.isVisible()
    person = Person(qtbot, table)
    line, headings, wrong_tried = table.line, [], False
    while True:
        qtbot.waitUntil(lambda: bool(person.turns) or line.done.isVisible(), timeout=WAIT_MS)
        if line.done.isVisible():
            break
        seen = person.turns[-1]
        move = table.lesson.move_now()
        headings.append(line.heading.text())
        assert line.do.text().startswith("Do: ") and line.text.text()
        if not wrong_tried:  # the first bid: 7 is legal, but not the lesson's
            assert move == Bid(2) and 7 in seen.legal_bids
            refused = len(person.refusals)
            person.click_button(person.bar_button("7"))
            assert [r.code for r in person.refusals[refused:]] == ["lesson"]
            assert line.do.text().startswith("Not this one: the lesson follows one recorded hand.")
            assert "Do: Bid 2" in line.do.text()
            assert table.controller.game.hand.history == []  # nothing was played
            wrong_tried = True
        person.turns.clear()
        person.act(move)
        if isinstance(move, Play):
            assert len(person.refusals) == 1
    assert headings == HEADINGS
    assert line.heading.text() == "The hand is scored"
    assert line.text.text().startswith("Your team made its bid of 4: it scores the 6 points")
    assert table.controller.game.hand.history == replay_record(table.lesson.record).history
    qtbot.mouseClick(line.done, Qt.MouseButton.LeftButton)
    assert not table.isVisible()
    assert window.controller.game is game and game.hand.history == history_before
