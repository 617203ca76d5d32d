"""The statistics window's figures and charts of what the person's decisions cost (the
background reviews of their hands): the average cost per hand and the mistakes per hand by
phase, and both over time as the average of the last ten hands, so that a player sees
whether they improve. The charts are pyqtgraph's; without it the figures stand alone."""

from __future__ import annotations

from PySide6.QtCore import QT_TR_NOOP

from ...app.language import tr
from ...app.stats.costs import ROLLING
from ...app.stats.schema import MISTAKE_GROUPS
from ..seat_names import number
from .chart_parts import Chart

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


def draw_costs(chart: Chart, costs: dict) -> None:
    """The rolling average cost per hand, hand after hand reviewed."""
    values = costs["cost_over_time"]
    if len(values) < 2:
        chart.say(too_few_hands(len(values)))
        return
    chart.start()
    chart.line(list(range(1, len(values) + 1)), values, COST_COLOUR)
    _axes(chart, len(values))


def draw_mistakes(chart: Chart, costs: dict) -> None:
    """The rolling average of mistakes per hand, one line per phase, named below."""
    if costs["hands"] < 2:
        chart.say(too_few_hands(costs["hands"]))
        return
    chart.start()
    for group in MISTAKE_GROUPS:
        values = costs["mistakes_over_time"][group]
        hands = list(range(1, len(values) + 1))
        chart.line(hands, values, GROUP_COLOURS[group], tr(GROUP_TEXT[group]))
    _axes(chart, costs["hands"])


def too_few_hands(hands: int) -> str:
    """Why a chart of the reviewed hands has no line yet."""
    return tr(
        "%n hand(s) of yours reviewed so far: the line is drawn once two hands have been reviewed.",
        None,
        hands,
    )


def _axes(chart: Chart, hands: int) -> None:
    """Labels, and ticks at whole hands (no "1.5 hands reviewed")."""
    chart.count_axis("bottom", hands)
    #: The axis of a chart: the number of hands reviewed so far
    chart.plot.setLabel("bottom", tr("hands reviewed"))
    #: The axis of a chart: each point is the average of the hands before it
    chart.plot.setLabel("left", tr("average of the last {n} hands").format(n=ROLLING))
