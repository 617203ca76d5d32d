"""The review in the window: it runs in its own process with a progress bar, steps through
the person's decisions, marks a planted mistake with its cost and reason, can be cancelled,
and opens from the end-of-hand summary."""

from __future__ import annotations

import json
from pathlib import Path

from helpers.table_driver import (
    REVIEW_MS,
    WAIT_MS,
    Person,
    make_window,
    review_children,
    review_from,
    short_rules,
)
from PySide6.QtCore import Qt

from okpitch_desktop.ui.dialogs.review import GOOD, MISTAKE, ReviewDialog

REVIEW = Path(__file__).resolve().parents[1] / "data" / "review"


def planted(name: str) -> dict:
    return json.loads((REVIEW / f"{name}.json").read_text(encoding="utf-8"))


def test_the_review_steps_through_the_hand_and_marks_the_planted_mistake(qtbot):
    dialog = ReviewDialog(planted("jack_thrown"), seat=2)
    qtbot.addWidget(dialog)
    dialog.show()
    progress: list[tuple[int, int]] = []
    dialog.runner.progress.connect(lambda done, total: progress.append((done, total)))
    with qtbot.waitSignal(dialog.runner.finished, timeout=REVIEW_MS):
        pass
    assert progress and progress[-1][0] == progress[-1][1]  # the bar went to the end
    reviewed = dialog.reviewed
    steps = [decision.step for decision in reviewed.decisions]
    thrown = steps.index("plays[1]")  # seat 2 gave the Jack to the opponents
    assert reviewed.decisions[thrown].mistake and reviewed.decisions[thrown].cost >= 0.5
    rows = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert len(rows) == len(steps)
    assert rows[thrown].startswith(MISTAKE)
    assert all(row[0] in (MISTAKE, GOOD) for row in rows)
    for _ in range(thrown):
        qtbot.mouseClick(dialog.next, Qt.MouseButton.LeftButton)
    assert dialog.list.currentRow() == thrown
    detail = dialog.detail.text()
    assert "You: J♠, costs " in detail and "A mistake." in detail
    assert "points against the best" in detail
    assert f"{reviewed.total_cost:.2f}"[:3] in dialog.total.text()


def test_a_review_can_be_cancelled_and_leaves_no_process(qtbot):
    dialog = ReviewDialog(planted("off_jack_overtakes"), seat=2)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.runner.running
    with qtbot.waitSignal(dialog.runner.cancelled, timeout=WAIT_MS):
        qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert not dialog.runner.running and dialog.reviewed is None
    assert "cancelled" in dialog.total.text()
    assert review_children() == []


def test_the_summary_opens_the_review_of_the_hand_just_played(qtbot):
    window = make_window(qtbot)
    person = Person(qtbot, window, seed=7)
    window.new_game(short_rules(4), seed=7)
    person.play_until(stop_at_summary=True)
    summary = person.summary_open()
    review_from(qtbot, window, summary.review_button)
