"""What the person's decisions cost, in the real window (issue 14): the summary fills in the
cost of the hand reviewed in the background, Review shows that review at once, the game over
shows the game's total, and the statistics window shows the averages (with its charts when
pyqtgraph is there). The review's running in the background: test_review_in_background.py."""

from __future__ import annotations

import sys

import pytest
from helpers.review_waits import REVIEW_MS, review_ms
from helpers.review_window import session_window, start_game
from helpers.table_driver import WAIT_MS, Person, review_children
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel

from okpitch_desktop.app.stats.costs import GameCosts
from okpitch_desktop.app.stats.schema import MISTAKE_COLUMNS
from okpitch_desktop.ui.dialogs.cost_lines import game_cost_text, hand_cost_text
from okpitch_desktop.ui.dialogs.game_over import GameOverDialog
from okpitch_desktop.ui.dialogs.review import ReviewDialog

SPEEDS = ["normal", "off"]


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
    qtbot.waitUntil(lambda: len(filed) == hands, timeout=review_ms(hands))
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
        (line,) = dialog.cost_chart.plot.plotItem.listDataItems()
        assert list(line.yData) == [2.0, 1.5, 1.0, 1.0]  # the average so far, hand by hand
        assert len(dialog.mistakes_chart.plot.plotItem.listDataItems()) == 4  # one per phase
    else:
        assert not hasattr(dialog, "cost_chart")
    dialog.close()
