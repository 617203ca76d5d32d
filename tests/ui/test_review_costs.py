"""What the person's decisions cost, in the real window (issue 14): each hand is reviewed
in the background while the table goes on, the summary fills its cost in, Review shows the
background's review at once, the game over shows the game's total, a new game cancels the
review without a trace, and the statistics window shows the averages (with its charts
when pyqtgraph is there)."""

from __future__ import annotations

import sys

import pytest
from helpers.services_driver import close_boxes, open_window
from helpers.table_driver import REVIEW_MS, WAIT_MS, Person, review_children, short_rules
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMessageBox

from okpitch_desktop.app.saves.savegame import game_snapshot
from okpitch_desktop.app.settings import Settings
from okpitch_desktop.app.stats.costs import GameCosts
from okpitch_desktop.app.stats.schema import MISTAKE_COLUMNS
from okpitch_desktop.engine import Game
from okpitch_desktop.ui.dialogs.cost_lines import game_cost_text, hand_cost_text
from okpitch_desktop.ui.dialogs.game_over import GameOverDialog
from okpitch_desktop.ui.dialogs.review import ReviewDialog

SPEEDS = ["normal", "off"]
BEING_REVIEWED = "Your decisions are being reviewed."


def session_window(qtbot, speed: str, review_hands: bool = True):
    settings = Settings(rules=short_rules(4, target=21),
                        animation_speed=speed, computer_pace_ms=0, trick_pause_ms=0,
                        review_hands=review_hands)  # fmt: skip
    return open_window(qtbot, settings=settings, size=(1280, 800))


def start_game(window, seed: int, short_by: int | None = None) -> None:
    """A new game in ``window``; with ``short_by``, every team that many points short of
    the target (the game ends within a few hands)."""
    rules = window.session.settings.rules
    snapshot = game_snapshot(Game(rules, seed), (None,) + ("easy",) * (rules.players - 1))
    if short_by is not None:
        near = [rules.target - short_by] * rules.teams
        snapshot["scores"] = snapshot["hand"]["scores"] = near
    assert window.session.resume(snapshot)


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
    qtbot.waitUntil(lambda: len(filed) == 2, timeout=REVIEW_MS)
    assert [cost.hand_number for cost in filed] == [0, 1]
    assert second.hand.cost.text() == hand_cost_text(filed[1].reviewed)
    rows = window.session.statistics.rows("SELECT hand_number, cost FROM reviews ORDER BY 1")
    assert rows == [(cost.hand_number, cost.reviewed.total_cost) for cost in filed]


@pytest.mark.parametrize("speed", SPEEDS)
def test_the_summary_fills_in_the_cost_and_review_shows_it_at_once(qtbot, speed):
    window = session_window(qtbot, speed)
    reviews = window.session.reviews
    start_game(window, seed=7)
    person = Person(qtbot, window, seed=7)
    person.play_until(stop_at_summary=True)
    summary = person.summary_open()
    record = window.controller.hand_record()
    qtbot.waitUntil(lambda: reviews.done(record, 0) is not None, timeout=REVIEW_MS)
    reviewed = reviews.done(record, 0)
    text = summary.hand.cost.text()
    assert text == hand_cost_text(reviewed) and text.startswith("Your decisions in this hand cost")
    before = {process.pid for process in review_children()}  # the finished one may be ending
    qtbot.mouseClick(summary.review_button, Qt.MouseButton.LeftButton)
    review = window.findChild(ReviewDialog)
    assert review is not None and review.isVisible()
    assert review.reviewed is reviewed  # the background's, not computed again
    assert not review.runner.running and {p.pid for p in review_children()} <= before
    assert review.progress.isHidden() and review.list.count() == len(reviewed.decisions)
    person_actions = [a for seat, a in window.controller.game.hand.history if seat == 0]
    assert [d.chosen for d in reviewed.decisions] == person_actions
    review.reject()


@pytest.mark.parametrize("speed", SPEEDS)
def test_the_game_over_shows_the_games_total_cost(qtbot, speed):
    window = session_window(qtbot, speed)
    reviews = window.session.reviews
    filed = []
    reviews.reviewed.connect(filed.append)
    start_game(window, seed=11, short_by=3)
    person = Person(qtbot, window, seed=3)
    assert person.play_until() is None
    dialog = window.summary
    assert isinstance(dialog, GameOverDialog) and dialog.isVisible()
    hands = len(person.reports)
    qtbot.waitUntil(lambda: len(filed) == hands, timeout=REVIEW_MS)
    total = GameCosts(
        round(sum(cost.reviewed.total_cost for cost in filed), 3),
        hands,
        sum(cost.reviewed.mistakes for cost in filed),
    )
    assert reviews.game_costs() == total
    assert dialog.costs.isVisible() and dialog.costs.text() == game_cost_text(total)
    assert dialog.costs.text().startswith("Your decisions cost ")
    assert f"in {hands} hand" in dialog.costs.text()
    assert dialog.hand.cost.text() == hand_cost_text(filed[-1].reviewed)  # the last hand's


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


def fill_reviews(window, costs: list[float]) -> None:
    columns = ", ".join(MISTAKE_COLUMNS)
    window.session.statistics.write(
        [
            (
                "INSERT INTO reviews (game_id, hand_number, seat, level, reviewed_at, decisions,"
                f" cost, mistakes, {columns}) VALUES ('g', ?, 0, 'hard', ?, 12, ?, 1, 0, 0, 0, 1)",
                (n, 1000 + n, cost),
            )
            for n, cost in enumerate(costs)
        ]
    )


def statistics_lines(dialog) -> dict[str, str]:
    grid = dialog.figures
    labels = [grid.itemAt(i).widget() for i in range(grid.count())]
    texts = [label.text() for label in labels if isinstance(label, QLabel)]
    return dict(zip(texts[::2], texts[1::2], strict=True))


@pytest.mark.parametrize("charts", [True, False], ids=["pyqtgraph", "no-pyqtgraph"])
def test_the_statistics_window_shows_the_costs(qtbot, monkeypatch, charts):
    if not charts:
        monkeypatch.setitem(sys.modules, "pyqtgraph", None)  # as in the bundle: not there
    window = session_window(qtbot, "off")
    fill_reviews(window, [2.0, 1.0, 0.0, 1.0])
    window.findChild(QAction, "statistics_action").trigger()
    dialog = window.dialogs.dialog
    qtbot.waitUntil(dialog.isVisible, timeout=WAIT_MS)
    lines = statistics_lines(dialog)
    assert lines["Cost of your decisions per hand, in points (4 hands reviewed)"] == "1.00"
    phases = "Mistakes per hand: bidding / trump / exchange or discard / play"
    assert lines[phases] == "0.00 / 0.00 / 0.00 / 1.00"
    if charts:
        tabs = dialog.chart_tabs.tabBar()
        assert tabs.tabText(1) == "Review"
        qtbot.mouseClick(tabs, Qt.MouseButton.LeftButton, pos=tabs.tabRect(1).center())
        assert dialog.cost_chart.isVisible() and dialog.mistakes_chart.isVisible()
        (line,) = dialog.cost_chart.plotItem.listDataItems()
        assert list(line.yData) == [2.0, 1.5, 1.0, 1.0]  # the average so far, hand by hand
        assert len(dialog.mistakes_chart.plotItem.listDataItems()) == 4  # one per phase
    else:
        assert not hasattr(dialog, "cost_chart")
    dialog.close()
