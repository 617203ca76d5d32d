"""The person's hands reviewed in the background in the real window (issue 14): the next hand
is dealt while a review runs and the reviews are filed in order, a new game cancels the
review without a trace, and with the setting off nothing is reviewed."""

from __future__ import annotations

import pytest
from helpers.review_waits import REVIEW_MS, review_ms
from helpers.review_window import session_window, start_game
from helpers.services_driver import close_boxes
from helpers.table_driver import WAIT_MS, Person, review_children
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox

from okpitch_desktop.ui.dialogs.cost_lines import hand_cost_text

SPEEDS = ["normal", "off"]
BEING_REVIEWED = "Your decisions are being reviewed."


@pytest.mark.parametrize("speed", SPEEDS)
def test_the_next_hand_is_dealt_while_the_review_runs(qtbot, speed):
    window = session_window(qtbot, speed)
    reviews = window.session.reviews
    start_game(window, seed=5)
    person = Person(qtbot, window, seed=5)
    filed = []
    reviews.reviewed.connect(filed.append)
    person.play_until(stop_at_summary=True)
    summary = person.summary_open()
    assert reviews.pending(window.controller.hand_record(), 0)
    assert summary.hand.cost.text() == BEING_REVIEWED and summary.hand.cost.isVisible()
    qtbot.waitUntil(lambda: reviews.runner.running, timeout=WAIT_MS)
    dealt = []
    window.controller.hand_dealt.connect(lambda _info: dealt.append(reviews.runner.running))
    person.close_summary(summary)
    qtbot.waitUntil(lambda: bool(dealt), timeout=WAIT_MS)
    assert dealt == [True] and filed == []  # the next deal did not wait for the review
    person.play_until(stop_at_summary=True)  # the first review comes in meanwhile
    second = person.summary_open()
    qtbot.waitUntil(lambda: len(filed) == 2, timeout=review_ms(hands=2))
    assert [cost.hand_number for cost in filed] == [0, 1]
    assert second.hand.cost.text() == hand_cost_text(filed[1].reviewed)
    rows = window.session.statistics.rows("SELECT hand_number, cost FROM reviews ORDER BY 1")
    assert rows == [(cost.hand_number, cost.reviewed.total_cost) for cost in filed]


def test_a_new_game_cancels_the_review_and_it_leaves_no_row(qtbot):
    window = session_window(qtbot, "off")
    session, reviews = window.session, window.session.reviews
    start_game(window, seed=5)
    person = Person(qtbot, window, seed=5)
    filed = []
    reviews.reviewed.connect(filed.append)
    person.play_until(stop_at_summary=True)
    qtbot.waitUntil(lambda: reviews.runner.running, timeout=WAIT_MS)
    old = window.controller.game
    window.findChild(QAction, "new_game_action").trigger()
    box = window.abandon.box
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert window.controller.game is not old
    assert not reviews.runner.running and reviews.waiting == []
    qtbot.waitUntil(lambda: review_children() == [], timeout=WAIT_MS)  # told to end, it has
    # The new game's first hand is reviewed and filed: the cancelled one never is.
    person.play_until(stop_at_summary=True)
    qtbot.waitUntil(lambda: bool(filed), timeout=REVIEW_MS)
    game_id = session.recorder.tag().game_id
    assert [(cost.game_id, cost.hand_number) for cost in filed] == [(game_id, 0)]
    assert session.statistics.rows("SELECT game_id FROM reviews") == [(game_id,)]
    assert close_boxes(window) == [] and session.messages == []


def test_no_review_when_the_setting_is_off(qtbot):
    window = session_window(qtbot, "off", review_hands=False)
    reviews = window.session.reviews
    start_game(window, seed=5)
    person = Person(qtbot, window, seed=5)
    person.play_until(stop_at_summary=True)
    summary = person.summary_open()
    assert not reviews.pending(window.controller.hand_record(), 0)
    assert not reviews.runner.running and reviews.waiting == [] and summary.hand.cost.isHidden()
