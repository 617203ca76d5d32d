"""The score sheet on screen: one line per hand (dealer, pitcher, bid, trump, made or set,
each team's points and running total), teams named and colour-keyed as the table shows
them. View > Score sheet opens it beside the table (not modal) and it follows the game;
the game-over dialog shows the same table."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...app.controller import GameController
from ...app.language import tr
from ...app.stats.score_sheet import ScoreSheet, SheetRow
from ...engine import RuleSet
from ..seat_names import (
    SUIT_SYMBOLS,
    TEAM_COLOURS,
    number,
    score_text,
    seat_name,
    signed,
    suit_name,
    team_name,
)

RED_SUITS = (1, 2)  # hearts and diamonds
RED = QColor("#c62828")
TINT_ALPHA = 48  # a team's colour behind its cells: a key, light enough to read through


def team_icon(team: int) -> QIcon:
    """A small square of the team's colour, for headers and labels."""
    pixmap = QPixmap(12, 12)
    pixmap.fill(TEAM_COLOURS[team])
    return QIcon(pixmap)


def fit_on_screen(window: QWidget, grow_only: bool = False) -> None:
    """Give a dialog the size it asks for, up to 90% of its screen (Qt's own adjustSize
    stops at two thirds, which at 200% leaves a score sheet one line high)."""
    size = window.sizeHint()
    if grow_only:
        size = size.expandedTo(window.size())
    screen = window.screen()
    if screen is not None:
        area = screen.availableGeometry().size()
        size = size.boundedTo(QSize(int(area.width() * 0.9), int(area.height() * 0.9)))
    window.resize(size)


def tint(team: int) -> QBrush:
    colour = QColor(TEAM_COLOURS[team])
    colour.setAlpha(TINT_ALPHA)
    return QBrush(colour)


class ScoreSheetTable(QTableWidget):
    """The sheet's rows in a read-only table; ``show_sheet`` fills it."""

    FIXED = 6  # hand, dealer, pitcher, bid, trump, result; then one column per team

    def __init__(self, parent: QWidget | None = None, screen_share: float = 0.7) -> None:
        super().__init__(parent)
        self.screen_share = screen_share  # the most of the screen's height it asks for
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setAlternatingRowColors(False)
        self.verticalHeader().setVisible(False)
        self.setAccessibleName(tr("Score sheet"))

    def show_sheet(self, sheet: ScoreSheet, rules: RuleSet) -> None:
        """Show ``sheet`` of a game played under ``rules``, the last hand in view."""
        teams = rules.teams
        headers = [tr("Hand"), tr("Dealer"), tr("Pitcher"), tr("Bid"), tr("Trump"), tr("Result")]
        self.clear()
        self.setColumnCount(self.FIXED + teams)
        self.setHorizontalHeaderLabels(headers + [team_name(t, teams) for t in range(teams)])
        for team in range(teams):
            header = self.horizontalHeaderItem(self.FIXED + team)
            header.setIcon(team_icon(team))
            header.setToolTip(tr("This hand's points → the total"))
        self.setRowCount(len(sheet.rows))
        for line, row in enumerate(sheet.rows):
            self._fill(line, row, rules)
        self.resizeColumnsToContents()  # now, so that sizeHint knows the widths
        self.scrollToBottom()

    def sizeHint(self) -> QSize:  # noqa: N802
        """Every row and column, but no taller than its share of the screen (a long game
        scrolls)."""
        frame = 2 * self.frameWidth()
        width = self.horizontalHeader().length() + frame
        height = self.horizontalHeader().sizeHint().height() + self.verticalHeader().length()
        height += frame
        screen = self.screen()
        if screen is not None:
            tallest = int(screen.availableGeometry().height() * self.screen_share)
            if height > tallest:  # room for the scroll bar it will need
                width, height = width + self.verticalScrollBar().sizeHint().width(), tallest
        return QSize(width, height)

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        QTimer.singleShot(0, self.scrollToBottom)  # the latest hands, once laid out

    def _fill(self, line: int, row: SheetRow, rules: RuleSet) -> None:
        players, teams = rules.players, rules.teams
        pitcher_team = rules.team_of(row.pitcher)
        trump = QTableWidgetItem(f"{SUIT_SYMBOLS[row.trump]} {suit_name(row.trump)}")
        if row.trump in RED_SUITS:
            trump.setForeground(RED)
        cells = [
            QTableWidgetItem(number(row.hand_number + 1)),
            QTableWidgetItem(seat_name(row.dealer, players)),
            QTableWidgetItem(seat_name(row.pitcher, players)),
            QTableWidgetItem(number(row.bid)),
            trump,
            QTableWidgetItem(tr("made") if row.made else tr("set")),
        ]
        cells[2].setBackground(tint(pitcher_team))
        for team in range(teams):
            points, total = row.points[team], row.totals[team]
            cell = QTableWidgetItem(f"{signed(points)} → {score_text(total)}")
            cell.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            cell.setBackground(tint(team))
            text = tr("{team}: {points} this hand, {total} in all")
            total_text = score_text(total)
            cell.setToolTip(
                text.format(team=team_name(team, teams), points=signed(points), total=total_text)
            )
            cells.append(cell)
        for column, cell in enumerate(cells):
            self.setItem(line, column, cell)


class ScoreSheetDialog(QDialog):
    """View > Score sheet: beside the table, kept up to date as hands are scored."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setWindowTitle(tr("Score sheet"))
        self.setModal(False)
        layout = QVBoxLayout(self)
        self.empty = QLabel(tr("No hand has been scored yet in this game."))
        self.table = ScoreSheetTable(self)
        layout.addWidget(self.empty)
        layout.addWidget(self.table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        controller.hand_scored.connect(self.refresh)
        controller.game_started.connect(self.refresh)
        self.refresh()

    def refresh(self, *_args: object) -> None:
        """Show the controller's sheet as it is now."""
        game = self.controller.game
        rules = game.rules if game is not None else RuleSet()
        sheet = self.controller.sheet
        self.table.show_sheet(sheet, rules)
        self.empty.setVisible(not sheet.rows)
        fit_on_screen(self, grow_only=True)  # grows with the game, as the screen allows
