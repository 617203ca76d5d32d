"""Game > Statistics: how the player is doing, from the statistics database.

The charts use pyqtgraph, imported only when this dialog opens (start-up stays fast, and
QtCharts would need the 175 MB PySide6-Addons).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TR_NOOP, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...app.language import tr
from ...app.plain_text import shorten
from ...app.stats.database import Statistics
from ...app.stats.summary import summary
from ...engine import POINT_NAMES
from ..seat_names import TEAM_COLOURS, number, point_name, signed, team_name
from .chart_parts import Chart
from .cost_charts import cost_chart_titles, cost_figure_lines, draw_costs, draw_mistakes
from .settings import LEVEL_TEXT

STORED_LIMIT = 40  # characters of a value from the database shown in a figure's line
STREAK_TEXT = {"won": QT_TR_NOOP("{n} won"), "lost": QT_TR_NOOP("{n} lost")}


class StatisticsDialog(QDialog):
    """Figures and four charts on two tabs (the scores and the win rate; what the person's
    decisions cost); "Reset" forgets everything after a confirmation; "Practice…" opens the
    drills made from the person's costly decisions."""

    practice = Signal()

    def __init__(
        self,
        statistics: Statistics,
        parent: QWidget | None = None,
        confirm: Callable[[QWidget], bool] | None = None,
    ) -> None:
        super().__init__(parent)
        try:
            import pyqtgraph  # here, not at the top: only when the dialog opens
        except ImportError:  # the bundled program leaves pyqtgraph and numpy out (size)
            pyqtgraph = None
        self.pg = pyqtgraph
        self.statistics = statistics
        self.confirm = confirm or _ask_reset
        self.setWindowTitle(tr("Statistics"))
        self.resize(760, 640)
        layout = QVBoxLayout(self)
        self.figures = QGridLayout()
        box = QGroupBox(tr("Your games"))
        box.setLayout(self.figures)
        layout.addWidget(box)
        self.include_undone = QCheckBox(tr("Count the games in which I undid a move"))
        self.include_undone.setObjectName("include_undone")
        self.include_undone.setChecked(True)
        self.include_undone.toggled.connect(self.refresh)
        layout.addWidget(self.include_undone)
        if pyqtgraph is None:
            layout.addWidget(QLabel(tr("Charts need pyqtgraph, which this build leaves out.")), 1)
        else:
            self.score_chart = Chart(pyqtgraph, tr("Score progression, last game"))
            self.rate_chart = Chart(pyqtgraph, tr("Win rate over time"))
            cost_title, mistakes_title = cost_chart_titles()
            self.cost_chart = Chart(pyqtgraph, cost_title)
            self.mistakes_chart = Chart(pyqtgraph, mistakes_title)
            self.chart_tabs = QTabWidget()  # the games' charts, and the reviews' charts
            for title, shown in (
                (tr("Your games"), (self.score_chart, self.rate_chart)),
                (tr("Review"), (self.cost_chart, self.mistakes_chart)),
            ):
                page = QWidget()
                charts = QHBoxLayout(page)
                for chart in shown:
                    charts.addWidget(chart)
                self.chart_tabs.addTab(page, title)
            layout.addWidget(self.chart_tabs, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = buttons.addButton(tr("Reset…"), QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.reset)
        practice = buttons.addButton(tr("Practice…"), QDialogButtonBox.ButtonRole.ActionRole)
        practice.setObjectName("practice_button")
        practice.clicked.connect(self.practice)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.refresh()

    def refresh(self) -> None:
        """Read the figures again and redraw."""
        self.data = summary(self.statistics, self.include_undone.isChecked())
        _clear(self.figures)
        for row, (label, value) in enumerate(figure_lines(self.data)):
            self.figures.addWidget(plain_label(label), row, 0)
            self.figures.addWidget(plain_label(value), row, 1)
        if self.pg is not None:
            self._draw_scores()
            self._draw_rate()
            draw_costs(self.cost_chart, self.data["costs"])
            draw_mistakes(self.mistakes_chart, self.data["costs"])

    def _draw_scores(self) -> None:
        chart, last = self.score_chart, self.data["last_game"]
        if last is None or len(last["scores"]) < 2:
            chart.say(tr("The scores of your last game are drawn once a hand has been scored."))
            return
        chart.start()
        teams = last["players"] // 2
        hands = list(range(len(last["scores"])))
        human = last["human_team"] or 0
        for team in range(teams):
            ours = (team - human) % teams  # the person's team is "Us"
            scores = [row[team] for row in last["scores"]]
            chart.line(hands, scores, TEAM_COLOURS[ours], team_name(ours, teams), symbol="o",
                       symbolSize=5)  # fmt: skip
        values = [score for row in last["scores"] for score in row]
        chart.count_axis("bottom", len(hands))
        chart.count_axis("left", max(values) - min(values))
        #: The axis of a chart: hand number
        chart.plot.setLabel("bottom", tr("hand"))

    def _draw_rate(self) -> None:
        chart, rates = self.rate_chart, self.data["win_rate_over_time"]
        if len(rates) < 2:
            text = tr("%n game(s) finished so far: the line is drawn once two games have"
                      " been finished.", None, len(rates))  # fmt: skip
            chart.say(text)
            return
        chart.start()
        games = list(range(1, len(rates) + 1))
        chart.line(games, [100 * r for r in rates], TEAM_COLOURS[0])
        chart.plot.setYRange(0, 100)
        chart.count_axis("bottom", len(games))
        #: The axis of a chart: number of games played
        chart.plot.setLabel("bottom", tr("games"))
        chart.plot.setLabel("left", "%")

    def reset(self) -> None:
        """Forget every game and hand, once the player has confirmed it."""
        if self.confirm(self):
            self.statistics.reset()
            self.refresh()


def figure_lines(data: dict) -> list[tuple[str, str]]:
    """The dialog's figures as (label, value) lines."""
    games = data["games"]
    lines = [
        (tr("Games played"), str(games["played"])),
        (tr("Games won"), f"{games['won']} ({_percent(games['win_rate'])})"),
        (tr("Unfinished games (not counted)"), str(games["unfinished"])),
    ]
    for row in data["by_players"]:
        lines.append((tr("With {n} players").format(n=stored(row["key"])), _played_won(row)))
    for row in data["by_level"]:
        level = tr(LEVEL_TEXT[row["key"]]) if row["key"] in LEVEL_TEXT else stored(row["key"])
        lines.append((tr("Computers: {level}").format(level=level), _played_won(row)))
    own, team = data["own_bids"], data["team_bids"]
    lines.append((tr("Your bids made / set"), f"{own['made']} / {own['set']}"))
    lines.append((tr("Your team's bids made / set"), f"{team['made']} / {team['set']}"))
    average, against = data["average_points"], data["average_points_against"]
    shown = "–"
    if average is not None:
        shown = tr("{ours} (others: {theirs})").format(
            ours=number(average, 2), theirs=number(against, 2)
        )
    lines.append((tr("Points per hand ({n} hands)").format(n=data["hands"]), shown))
    points = data["points"]
    lines.append(
        (
            tr("Points won by category (us / them)"),
            "  ".join(
                f"{point_name(name)} {points[name]['us']}/{points[name]['them']}"
                for name in POINT_NAMES
                if points[name]["us"] or points[name]["them"]
            )
            or "–",
        )
    )
    streaks = data["streaks"]
    current = streaks["current"]
    now = (
        "–"
        if not current
        else ", ".join(tr(STREAK_TEXT[kind]).format(n=n) for kind, n in current.items())
    )
    lines.append((tr("Current streak"), now))
    lines.append(
        (
            tr("Longest winning / losing streak"),
            f"{streaks['longest_won']} / {streaks['longest_lost']}",
        )
    )
    lines.append((tr("Replayed deals (counted apart)"), replay_line(data["replays"])))
    lines += cost_figure_lines(data["costs"])
    if data.get("skipped"):  # rows of a damaged or odd database, left out of the figures
        lines.append((tr("Damaged rows left out"), str(data["skipped"])))
    return lines


def plain_label(text: str) -> QLabel:
    """A label that shows ``text`` as it is: never rich text, whatever the database holds."""
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def stored(value: object) -> str:
    """A value read from the database, as text cut to a readable length."""
    return shorten(value, STORED_LIMIT)


def replay_line(replays: dict) -> str:
    """The replayed deals against the computer in the person's seat, or "–" for none."""
    if not replays["played"]:
        return "–"
    text = tr(
        "%n deal(s): you beat the computer in your seat in {beat}, tied {tied}, lost {lost};"
        " average {average} points",
        None,
        replays["played"],
    )
    return text.format(beat=replays["beat"], tied=replays["tied"], lost=replays["lost"],
                       average=signed(replays["average"]))  # fmt: skip


def _played_won(row: dict) -> str:
    return tr("{won} won of {played} ({rate})").format(
        won=row["won"], played=row["played"], rate=_percent(row["win_rate"])
    )


def _percent(rate: float | None) -> str:
    return "–" if rate is None else number(100 * rate) + QLocale().percent()


def _clear(grid: QGridLayout) -> None:
    while grid.count():
        widget = grid.takeAt(0).widget()
        if widget is not None:
            widget.deleteLater()


def _ask_reset(parent: QWidget) -> bool:
    answer = QMessageBox.question(
        parent,
        tr("Reset statistics"),
        tr("Forget every game and hand in the statistics? This cannot be undone."),
    )
    return answer == QMessageBox.StandardButton.Yes
