"""The statistics window's figures and charts of what the person's decisions cost (the
background reviews of their hands): the average cost per hand and the mistakes per hand by
phase, and both over time as the average of the last ten hands, so that a player sees
whether they improve. The charts are pyqtgraph's; without it the figures stand alone."""

from __future__ import annotations

from types import ModuleType

from PySide6.QtCore import QT_TR_NOOP

from ...app.language import tr
from ...app.stats.costs import ROLLING
from ...app.stats.schema import MISTAKE_GROUPS
from ..seat_names import number

GROUP_TEXT = {
    "bid": QT_TR_NOOP("bidding"),
    "trump": QT_TR_NOOP("trump"),
    "cards": QT_TR_NOOP("exchange or discard"),
    "play": QT_TR_NOOP("play"),
}
GROUP_COLOURS = {"bid": "#4aa3ff", "trump": "#ff8a4a", "cards": "#b6e35a", "play": "#b070e0"}
COST_COLOUR = "#d04040"


def cost_figure_lines(costs: dict) -> list[tuple[str, str]]:
    """The cost figures as (label, value) lines of the statistics window."""
    hands = costs["hands"]
    average = "–" if costs["average_cost"] is None else number(costs["average_cost"], 2)
    label = tr("Cost of your decisions per hand, in points (%n hands reviewed)", None, hands)
    per_hand = costs["mistakes_per_hand"]
    groups = " / ".join(tr(GROUP_TEXT[group]) for group in MISTAKE_GROUPS)
    values = " / ".join(
        "–" if per_hand[group] is None else number(per_hand[group], 2) for group in MISTAKE_GROUPS
    )
    return [(label, average), (tr("Mistakes per hand: {phases}").format(phases=groups), values)]


def cost_chart_titles() -> tuple[str, str]:
    """The titles of the cost chart and the mistakes chart."""
    return tr("Cost per hand"), tr("Mistakes per hand")


def draw_costs(pg: ModuleType, chart, costs: dict) -> None:
    """The rolling average cost per hand, hand after hand reviewed."""
    chart.clear()
    values = costs["cost_over_time"]
    if values:
        hands = list(range(1, len(values) + 1))
        chart.plot(hands, values, pen=pg.mkPen(COST_COLOUR, width=2), name=tr("cost"))
    _axes(chart, len(values))


def draw_mistakes(pg: ModuleType, chart, costs: dict) -> None:
    """The rolling average of mistakes per hand, one line per phase."""
    chart.clear()
    if costs["hands"]:
        chart.addLegend(offset=(-10, 10))  # top right: the lines start high on the left
        for group in MISTAKE_GROUPS:
            values = costs["mistakes_over_time"][group]
            hands = list(range(1, len(values) + 1))
            pen = pg.mkPen(GROUP_COLOURS[group], width=2)
            chart.plot(hands, values, pen=pen, name=tr(GROUP_TEXT[group]))
    _axes(chart, costs["hands"])


def _axes(chart, hands: int) -> None:
    """Labels, and ticks at whole hands (no "1.5 hands reviewed"), at most about 8."""
    step, grow = 1, (2, 2.5, 2)  # 1, 2, 5, 10, 20, 50, ...
    while hands > 8 * step:
        step = round(step * grow[0])
        grow = grow[1:] + grow[:1]
    chart.getAxis("bottom").setTickSpacing(step, step)
    chart.getAxis("left").enableAutoSIPrefix(False)  # 0.67 mistakes, not "670 (x0.001)"
    #: The axis of a chart: the number of hands reviewed so far
    chart.setLabel("bottom", tr("hands reviewed"))
    #: The axis of a chart: each point is the average of the hands before it
    chart.setLabel("left", tr("average of the last {n} hands").format(n=ROLLING))
