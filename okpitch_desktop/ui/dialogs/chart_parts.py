"""What every statistics chart shares: a pyqtgraph plot that gives way to a plain sentence
while there are too few points for a line, its legend below the plot (never over the
lines), and whole-number ticks on an axis that counts (no "1.5 games")."""

from __future__ import annotations

from types import ModuleType

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QStackedWidget, QVBoxLayout, QWidget

from ..seat_names import MINUS

MOST_TICKS = 8  # whole-number ticks on a counting axis, about at most
LEGEND_COLUMNS = 2  # entries side by side under a chart: four phases take two rows


class Chart(QStackedWidget):
    """A chart titled ``title``, or in its place the title and a sentence saying why
    there is no line yet (``say``)."""

    def __init__(self, pg: ModuleType, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pg = pg
        self.plot = pg.PlotWidget(title=title)
        self.plot.setBackground("w")
        self.plot.showGrid(x=True, y=True, alpha=0.3)
        self.plot.getAxis("left").enableAutoSIPrefix(False)  # 0.67, not "670 (x0.001)"
        for side in ("left", "bottom"):
            _real_minus(self.plot.getAxis(side))
        self.legend = None  # pyqtgraph's LegendItem, below the plot, once a line is named
        empty = QWidget()
        column = QVBoxLayout(empty)
        heading = QLabel(title, alignment=Qt.AlignmentFlag.AlignHCenter)
        heading.setTextFormat(Qt.TextFormat.PlainText)
        self.sentence = QLabel(wordWrap=True, alignment=Qt.AlignmentFlag.AlignCenter)
        self.sentence.setTextFormat(Qt.TextFormat.PlainText)
        column.addWidget(heading)
        column.addWidget(self.sentence, 1)
        self.addWidget(self.plot)
        self.addWidget(empty)

    def say(self, sentence: str) -> None:
        """Show ``sentence`` instead of the chart."""
        self.plot.clear()
        self.sentence.setText(sentence)
        self.setCurrentIndex(1)

    def start(self) -> None:
        """Clear the chart and show it, ready for ``line``."""
        self.plot.clear()
        if self.legend is not None:
            self.legend.clear()
        self.setCurrentIndex(0)

    def line(self, xs: list, ys: list, colour, name: str | None = None, **style) -> None:
        """Draw a line; a named one gets an entry in the legend below the plot."""
        curve = self.plot.plot(xs, ys, pen=self.pg.mkPen(colour, width=2), **style)
        if name is not None:
            self._legend().addItem(curve, name)

    def count_axis(self, axis: str, span: float) -> None:
        """Ticks at whole numbers on ``axis`` ("bottom", "left"), its values ``span`` apart."""
        step = whole_step(span)
        self.plot.getAxis(axis).setTickSpacing(step, step)

    def _legend(self):
        if self.legend is None:
            self.legend = self.pg.LegendItem(colCount=LEGEND_COLUMNS)
            self.legend.setParentItem(None)  # in the plot's layout, under the bottom axis
            self.plot.getPlotItem().layout.addItem(self.legend, 4, 1, 1, 1)
        return self.legend


def whole_step(span: float) -> int:
    """A tick step of 1, 2, 5, 10, 20, 50, ... giving at most about ``MOST_TICKS`` ticks
    over ``span``."""
    step, grow = 1, (2, 2.5, 2)
    while abs(span) > MOST_TICKS * step:
        step = round(step * grow[0])
        grow = grow[1:] + grow[:1]
    return step


def _real_minus(axis) -> None:
    """Negative ticks with the minus sign of every score shown ("−2", not "-2")."""
    own = axis.tickStrings
    axis.tickStrings = lambda values, scale, spacing: [
        text.replace("-", MINUS) for text in own(values, scale, spacing)
    ]
