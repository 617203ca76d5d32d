"""Game > Statistics' charts read as a player expects (issue 63): ticks at whole numbers
where hands and games are counted (no "0.5 hands", "1.5 games"), legends below the plot
(never over the lines), and a plain sentence where there are too few points for a line
("Win rate over time" after one game)."""

from __future__ import annotations

import pytest

from okpitch_desktop.app.stats.database import Statistics
from okpitch_desktop.app.stats.summary import summary
from okpitch_desktop.ui.dialogs import statistics as statistics_module
from okpitch_desktop.ui.dialogs.statistics import StatisticsDialog

pytest.importorskip("pyqtgraph")


def open_with(qtbot, tmp_path, monkeypatch, **planted) -> StatisticsDialog:
    """The dialog over an empty database whose summary holds ``planted`` instead."""
    stats = Statistics(tmp_path / "statistics.sqlite3")
    data = summary(stats) | planted
    monkeypatch.setattr(statistics_module, "summary", lambda *args: data)
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def costs(hands: int) -> dict:
    values = [1.0 + 0.25 * (n % 3) for n in range(hands)]
    groups = ("bid", "trump", "cards", "play")
    return {
        "hands": hands, "average_cost": 1.0 if hands else None,
        "mistakes_per_hand": dict.fromkeys(groups, 0.5 if hands else None),
        "cost_over_time": values, "mistakes_over_time": {g: values for g in groups},
        "skipped": 0,
    }  # fmt: skip


def ticks(chart, axis: str) -> list[float]:
    """The tick values ``axis`` draws over the shown range."""
    plot = chart.plot.getPlotItem()
    low, high = plot.getViewBox().viewRange()[0 if axis == "bottom" else 1]
    drawn = plot.getAxis(axis)
    size = drawn.width() if axis == "left" else drawn.geometry().width()
    return [value for _spacing, values in drawn.tickValues(low, high, size) for value in values]


def test_one_game_gives_a_sentence_not_an_empty_chart(qtbot, tmp_path, monkeypatch):
    dialog = open_with(qtbot, tmp_path, monkeypatch, win_rate_over_time=[1.0], costs=costs(1))
    for chart in (dialog.rate_chart, dialog.cost_chart, dialog.mistakes_chart):
        assert chart.currentIndex() == 1 and chart.sentence.isVisibleTo(chart)
    assert dialog.rate_chart.sentence.text() == (
        "1 game finished so far: the line is drawn once two games have been finished."
    )
    assert dialog.cost_chart.sentence.text().startswith("1 hand of yours reviewed so far")


def test_counted_axes_tick_at_whole_numbers(qtbot, tmp_path, monkeypatch):
    last = {"game_id": "g", "players": 4, "human_team": 0, "scores": [[0, 0], [2, 1], [3, -1]]}
    dialog = open_with(qtbot, tmp_path, monkeypatch, last_game=last,
                       win_rate_over_time=[1.0, 0.5, 0.667], costs=costs(3))  # fmt: skip
    dialog.chart_tabs.setCurrentIndex(0)
    qtbot.waitUntil(dialog.score_chart.plot.isVisible, timeout=60_000)
    shown = {
        "hands of the last game": ticks(dialog.score_chart, "bottom"),
        "scores": ticks(dialog.score_chart, "left"),
        "games": ticks(dialog.rate_chart, "bottom"),
    }
    dialog.chart_tabs.setCurrentIndex(1)
    qtbot.waitUntil(dialog.cost_chart.plot.isVisible, timeout=60_000)
    shown["hands reviewed"] = ticks(dialog.cost_chart, "bottom")
    for axis, values in shown.items():
        assert values and all(value == int(value) for value in values), (axis, values)
    scores = dialog.score_chart.plot.getAxis("left")
    assert scores.tickStrings([-2.0, 0.0, 2.0], 1, 1) == ["\u22122", "0", "2"]  # one minus sign


def test_legends_are_below_the_lines(qtbot, tmp_path, monkeypatch):
    last = {"game_id": "g", "players": 6, "human_team": 1,
            "scores": [[0, 0, 0], [4, -2, 1], [6, 3, 1], [6, 8, 5]]}  # fmt: skip
    dialog = open_with(qtbot, tmp_path, monkeypatch, last_game=last, costs=costs(4))
    for tab, chart in ((0, dialog.score_chart), (1, dialog.mistakes_chart)):
        dialog.chart_tabs.setCurrentIndex(tab)
        qtbot.waitUntil(chart.plot.isVisible, timeout=60_000)
        lines = chart.plot.getPlotItem().getViewBox().sceneBoundingRect()
        legend = chart.legend.sceneBoundingRect()
        assert legend.height() > 0 and legend.top() >= lines.bottom(), (legend, lines)
    names = [label.text for _sample, label in dialog.score_chart.legend.items]
    assert sorted(names) == ["North-west & East", "Us", "West & North-east"]
