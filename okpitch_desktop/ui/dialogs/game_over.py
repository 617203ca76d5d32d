"""Game over: the final scores and the winner, the game's score sheet, the last hand's
result, what the game adds to the statistics (what the person's decisions in it cost among
them), and what to do next (a new game, the statistics, the review of the last hand, or
close and look at the table)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...app.language import tr
from ...app.stats.database import Statistics
from ...app.stats.score_sheet import ScoreSheet
from ...app.stats.summary import summary
from ...engine import HandReport, RuleSet
from ..seat_names import score_text, team_name
from ..table.card_pixmaps import CardPixmaps
from .score_sheet import ScoreSheetTable, fit_on_screen, team_icon
from .summary import HandSummary, add_hand_buttons

SHEET_SHARE = 0.5  # of the screen's height: the scores, figures and buttons need the rest


class GameOverDialog(QDialog):
    """The end of a game; "New game" deals the next one, "Review" asks for the review of
    the person's decisions in the last hand, "Computers' reasons" for why the computers bid
    and kept what they did in it, "Close" leaves the table as is."""

    review_requested = Signal()
    reasons_requested = Signal()

    def __init__(
        self,
        report: HandReport,
        rules: RuleSet,
        sheet: ScoreSheet,
        human_seats: set[int],
        pixmaps: CardPixmaps,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Game over"))
        teams = rules.teams
        ours = {rules.team_of(seat) for seat in human_seats}
        layout = QVBoxLayout(self)
        won = report.winner in ours
        self.headline = QLabel(tr("Your team won the game!") if won else tr("The game is over."))
        font = QFont(self.headline.font())
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.headline.setFont(font)
        layout.addWidget(self.headline)
        self.winner = QLabel(tr("Winner: {team}").format(team=team_name(report.winner, teams)))
        layout.addWidget(self.winner)
        layout.addLayout(self._final_scores(report, teams))
        tabs = QTabWidget()
        self.sheet = ScoreSheetTable(screen_share=SHEET_SHARE)
        self.sheet.show_sheet(sheet, rules)
        tabs.addTab(self.sheet, tr("Score sheet"))
        self.hand = HandSummary(report, rules, pixmaps)
        last_hand = QScrollArea()  # its card pictures are taller than the sheet
        last_hand.setWidget(self.hand)
        last_hand.setWidgetResizable(True)
        tabs.addTab(last_hand, tr("Last hand"))
        self.tabs = tabs
        layout.addWidget(tabs, 1)
        self.figures = QGroupBox(tr("Your statistics"))
        figures = QVBoxLayout(self.figures)
        made, set_ = sheet.bids(human_seats)
        text = tr("Your bids this game: {made} made, {set} set")
        self.own_bids = QLabel(text.format(made=made, set=set_))
        team_seats = {s for s in range(rules.players) if rules.team_of(s) in ours}
        made, set_ = sheet.bids(team_seats)
        text = tr("Your team's bids this game: {made} made, {set} set")
        self.team_bids = QLabel(text.format(made=made, set=set_))
        self.games = QLabel()
        self.games.hide()  # until the statistics have this game (show_games)
        self.costs = QLabel(wordWrap=True)
        self.costs.hide()  # until a hand of the game has been reviewed (show_game_costs)
        bids = QHBoxLayout()  # side by side: a 200% screen has little height to spare
        bids.addWidget(self.own_bids)
        bids.addSpacing(self.fontMetrics().height())
        bids.addWidget(self.team_bids)
        bids.addStretch(1)
        figures.addLayout(bids)
        figures.addWidget(self.games)
        figures.addWidget(self.costs)
        layout.addWidget(self.figures)
        buttons = QDialogButtonBox()
        self.new_game_button = buttons.addButton(
            tr("New game"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.statistics_button = buttons.addButton(
            tr("Statistics"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.review_button, self.reasons_button = add_hand_buttons(
            buttons, self.review_requested, self.reasons_requested
        )
        self.close_button = buttons.addButton(tr("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        self.new_game_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_on_screen(self)

    def showEvent(self, event) -> None:  # noqa: N802
        """Sized again once shown: the style's fonts and margins are known only now."""
        super().showEvent(event)
        self.sheet.resizeColumnsToContents()
        self.sheet.updateGeometry()
        fit_on_screen(self)

    def _final_scores(self, report: HandReport, teams: int) -> QGridLayout:
        """The teams side by side, each with its colour, name and score."""
        grid = QGridLayout()
        grid.setHorizontalSpacing(self.fontMetrics().averageCharWidth())
        self.final: dict[int, QLabel] = {}
        for team in range(teams):
            icon = QLabel()
            icon.setPixmap(team_icon(team).pixmap(12, 12))
            name = QLabel(team_name(team, teams))
            score = QLabel(score_text(report.scores[team]))
            score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if team == report.winner:
                for label in (name, score):
                    font = QFont(label.font())
                    font.setBold(True)
                    label.setFont(font)
            self.final[team] = score
            for place, label in enumerate((icon, name, score)):
                grid.addWidget(label, 0, 4 * team + place)
            grid.setColumnMinimumWidth(4 * team + 3, 2 * self.fontMetrics().height())
        grid.setColumnStretch(4 * teams, 1)
        return grid

    def show_games(self, before: tuple[int, int], after: tuple[int, int]) -> None:
        """The games won of those played, before this game and with it."""
        text = tr("Games won: {won} of {played} (before this game: {was_won} of {was_played})")
        self.games.setText(
            text.format(won=after[0], played=after[1], was_won=before[0], was_played=before[1])
        )
        self.games.show()

    def show_game_costs(self, text: str) -> None:
        """What the person's decisions cost in the game's hands reviewed so far."""
        self.costs.setText(text)
        self.costs.show()


def games_won(statistics: Statistics) -> tuple[int, int]:
    """Finished games won and played, as the statistics dialog counts them."""
    games = summary(statistics)["games"]
    return games["won"], games["played"]


def open_game_over(window: QMainWindow, report: HandReport) -> GameOverDialog:
    """Show the game-over dialog over ``window`` (the game's MainWindow) for the game that
    ``report`` ended. The statistics count the game once the controller's ``game_over``
    has been filed (right after this)."""
    controller = window.controller
    rules = controller.game.rules
    humans = {seat for seat in range(rules.players) if controller.seating.is_human(seat)}
    dialog = GameOverDialog(report, rules, controller.sheet, humans, window.pixmaps, window)
    dialog.accepted.connect(window.new_game)
    statistics = window.session.statistics
    before = games_won(statistics)

    def counted(_team: int) -> None:
        dialog.show_games(before, games_won(statistics))

    controller.game_over.connect(counted, Qt.ConnectionType.SingleShotConnection)
    dialog.statistics_button.clicked.connect(window.dialogs.open_statistics)
    dialog.open()
    return dialog
