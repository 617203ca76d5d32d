"""Drills in the real window (issue 53), at speed normal and off: a reviewed mistake becomes
a drill; Game > Practice lists it by phase and cost; the practice table puts the position
on the table with the person in that seat; the mistake played again is held and graded
"missed" (the drill is due again sooner), the search's card is then valued but not
counted; Done closes the table, and the game in the main window is as it was."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from helpers.table_driver import REVIEW_MS, WAIT_MS, Person, window_at_turn
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

from okpitch_desktop.app.practice.rules import MISSED_AGAIN
from okpitch_desktop.app.stats.drills import load_drills
from okpitch_desktop.engine import Phase, Play, parse_card, replay_record
from okpitch_desktop.ui.practice.drill_list import PracticeDialog
from okpitch_desktop.ui.practice.practice_table import PracticeTable

SPEEDS = ["normal", "off"]
RECORD = Path(__file__).resolve().parents[1] / "data" / "review" / "jack_thrown.json"
SEAT, STEP = 2, "plays[1]"  # North threw the jack of trump under the king (the review finds it)


def drill_row(dialog: PracticeDialog, step: str):
    for group in range(dialog.tree.topLevelItemCount()):
        parent = dialog.tree.topLevelItem(group)
        for index in range(parent.childCount()):
            item = parent.child(index)
            if item.data(0, Qt.ItemDataRole.UserRole)[2] == step:
                return parent, item
    raise AssertionError(f"no drill row for {step}")


@pytest.mark.parametrize("speed", SPEEDS)
def test_a_reviewed_mistake_is_drilled_graded_and_rescheduled(qtbot, speed):
    window = window_at_turn(qtbot, speed)
    game = window.controller.game
    history_before = list(game.hand.history)  # the main window's game, waiting

    record = json.loads(RECORD.read_text(encoding="utf-8"))
    reviews = window.session.reviews
    with qtbot.waitSignal(reviews.reviewed, timeout=REVIEW_MS):
        reviews.add("planted", 0, record, SEAT)
    stats = window.session.statistics
    drill = next(d for d in load_drills(stats).drills if d.step == STEP)
    assert drill.cost >= 0.5 and drill.phase is Phase.PLAY and drill.answers == 0

    window.findChild(QAction, "practice_action").trigger()
    dialog = window.dialogs.dialog
    assert isinstance(dialog, PracticeDialog)
    group, row = drill_row(dialog, STEP)
    assert group.text(0).startswith("Card play (")
    assert row.text(0).endswith(", hand 1: J♠ on K♠ in trick 1") and row.text(3) == "Now"
    assert row.text(0).startswith("Game of ")
    qtbot.mouseClick(dialog.tree.viewport(), Qt.MouseButton.LeftButton,
                     pos=dialog.tree.visualItemRect(row).center())  # fmt: skip
    qtbot.mouseClick(dialog.chosen_button, Qt.MouseButton.LeftButton)
    table = window.dialogs.practice_table
    assert isinstance(table, PracticeTable) and table.isVisible()
    assert table.title.text().startswith("Card play, hand 1 of a game of ")

    person = Person(qtbot, table)
    qtbot.waitUntil(lambda: bool(person.turns), timeout=WAIT_MS)
    seen = person.turns[-1]
    full = replay_record(record)
    assert seen.hand == drill.state.observation(SEAT).hand  # North's cards, at the bottom
    assert not table.bar.hint.isVisible()  # no hint on a drill's position
    mistake = parse_card(full_play(record, STEP))
    answers = []
    table.practice.answered.connect(answers.append)
    clicked = time.time()
    person.click_card(mistake)
    qtbot.waitUntil(table.line.isVisible, timeout=WAIT_MS)
    (answer,) = answers
    assert answer.counted and not answer.right and answer.move.action == Play(mistake)
    assert table.line.verdict.text().startswith("Missed: that gives away about ")
    assert table.line.choices.text().startswith("Each choice, in points for your team: ")
    assert table.line.choices.text().count("(yours)") == 1  # the move made, always listed
    assert len(table.controller.game.hand.history) == len(drill.state.history)  # held
    (again,) = [d for d in load_drills(stats).drills if d.step == STEP]
    answered = time.time()  # (the answer is filed by now)
    assert (again.answers, again.misses, again.right_in_a_row) == (1, 1, 0)
    # Due again MISSED_AGAIN after it was answered, whatever the time the answer took.
    assert clicked + MISSED_AGAIN <= again.due_at <= answered + MISSED_AGAIN

    best = answer.move.check.best.action
    person.click_card(best.card)  # another try: valued, not counted
    qtbot.waitUntil(lambda: len(answers) == 2, timeout=WAIT_MS)
    assert not answers[1].counted and answers[1].move.cost == 0
    assert table.line.verdict.text() == "Right: that is the search's best move."
    (still,) = [d for d in load_drills(stats).drills if d.step == STEP]
    assert still.answers == 1

    assert table.line.done.isVisible() and not table.line.next.isVisible()
    qtbot.mouseClick(table.line.done, Qt.MouseButton.LeftButton)
    assert not table.isVisible()
    assert full.history and window.controller.game is game
    assert game.hand.history == history_before  # the game in the main window waited


def full_play(record: dict, step: str) -> str:
    """The card a record's play ``step`` ("plays[1]") names."""
    return record["plays"][int(step.removeprefix("plays[").removesuffix("]"))]
