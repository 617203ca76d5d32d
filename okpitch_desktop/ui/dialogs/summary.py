"""The end-of-hand summary: who won each point (R8), the bid made or set, the new scores,
and what the person's decisions cost once the background review has it. It shows the same
report as ``okpitch-cli score``. The last hand of a game is shown in the game-over dialog,
which holds the same summary (``HandSummary``)."""

from __future__ import annotations

from PySide6.QtCore import Signal, SignalInstance
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...app.language import tr
from ...app.review.replay import Comparison
from ...engine import POINT_NAMES, HandReport, RuleSet
from ..seat_names import number, point_name, score_text, signed, spoken_card, team_name
from ..table.card_pixmaps import CardPixmaps
from .outcome_words import outcome_sentence

CARD_WIDTH = 44


class HandSummary(QWidget):
    """One hand's result: the contract, each point's winner and card, the new scores."""

    def __init__(
        self, report: HandReport, rules: RuleSet, pixmaps: CardPixmaps, parent=None
    ) -> None:
        super().__init__(parent)
        players, teams = rules.players, rules.teams
        pitcher_team = rules.team_of(report.pitcher)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.headline = QLabel(outcome_sentence(report.pitcher, report.bid, report.made, players))
        layout.addWidget(self.headline)
        grid = QGridLayout()
        self.rows: dict[str, str] = {}  # point name -> the team shown as its winner
        self.cards: dict[str, int] = {}  # point name -> the card shown beside it
        self.point_labels: dict[str, str] = {}  # point name -> its label ("Game (count 9 – 4)")
        counts = " – ".join(number(count) for count in report.game_counts)
        for row, name in enumerate(POINT_NAMES):
            team = report.points.get(name)
            if name == "three" and team is None:
                continue
            winner = tr("nobody") if team is None else team_name(team, teams)
            self.rows[name] = winner
            label = point_name(name)
            if name == "game" and rules.game_point == "count":  # R8: else the Ten wins it
                label += " " + tr("(count {counts})").format(counts=counts)
            self.point_labels[name] = label
            grid.addWidget(QLabel(label), row, 0)
            grid.addWidget(QLabel(winner), row, 1)
            card = report.point_cards.get(name)
            if card is not None:
                self.cards[name] = card
                picture = QLabel()
                picture.setPixmap(pixmaps.face(card, CARD_WIDTH, self.devicePixelRatioF()))
                picture.setAccessibleName(spoken_card(card))
                grid.addWidget(picture, row, 2)
        layout.addLayout(grid)
        lines = []
        for t in range(teams):
            name, earned = team_name(t, teams), number(report.earned[t])
            score = score_text(report.scores[t])
            if t == pitcher_team and not report.made:
                text = tr("{team}: won {earned}, set: {lost} → {score}")
                lost = signed(-report.bid)
                lines.append(text.format(team=name, earned=earned, lost=lost, score=score))
            else:
                lines.append(
                    tr("{team}: +{earned} → {score}").format(team=name, earned=earned, score=score)
                )
        self.scores = QLabel("\n".join(lines))
        layout.addWidget(self.scores)
        self.comparison = QLabel()  # a replayed deal: the person against the computer
        self.comparison.setObjectName("replay_comparison")
        self.comparison.hide()
        layout.addWidget(self.comparison)
        self.cost = QLabel(wordWrap=True)
        self.cost.hide()  # until the background review of the hand says (show_cost)
        layout.addWidget(self.cost)

    def show_comparison(self, comparison: Comparison | None) -> None:
        """The line of a replayed deal ("You: +5, the computer in your seat: +3"), or
        none (not a replay, or not its replayed hand)."""
        self.comparison.setText("" if comparison is None else comparison_text(comparison))
        self.comparison.setVisible(comparison is not None)

    def show_cost(self, text: str) -> None:
        """What the person's decisions in this hand cost, once the review has it."""
        self.cost.setText(text)
        self.cost.show()


def comparison_text(comparison: Comparison) -> str:
    """A replayed hand's result against the computer's in the same seat, as it stands."""
    you = signed(comparison.you)
    if comparison.failed:
        return tr("You: {you}; the computer in your seat could not play this deal.").format(you=you)
    if comparison.computer is None:
        return tr("You: {you}; the computer in your seat is playing this deal…").format(you=you)
    return tr("You: {you}, the computer in your seat: {computer}").format(
        you=you, computer=signed(comparison.computer)
    )


class SummaryDialog(QDialog):
    """One hand's result; "Next hand" closes it, "Review" asks for the review of the
    person's decisions, "Computers' reasons" for why the computers bid and kept what they did."""

    review_requested = Signal()
    reasons_requested = Signal()

    def __init__(
        self, report: HandReport, rules: RuleSet, pixmaps: CardPixmaps, parent=None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Hand result"))
        layout = QVBoxLayout(self)
        # As big as its lines, not resizable: no window manager's resize handle along the
        # bottom; it grows by itself when the review's cost line comes.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        self.hand = HandSummary(report, rules, pixmaps, self)
        layout.addWidget(self.hand)
        buttons = QDialogButtonBox()
        self.next_button = buttons.addButton(
            tr("Next hand"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.review_button, self.reasons_button = add_hand_buttons(
            buttons, self.review_requested, self.reasons_requested
        )
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)


def add_hand_buttons(
    buttons: QDialogButtonBox, review: SignalInstance, reasons: SignalInstance
) -> tuple[QPushButton, QPushButton]:
    """The "Review" and "Computers' reasons" buttons of a dialog that ends a hand (the hand
    summary, the game over), emitting ``review`` and ``reasons`` when clicked."""
    role = QDialogButtonBox.ButtonRole.ActionRole
    review_button = buttons.addButton(tr("Review"), role)
    review_button.clicked.connect(review)
    reasons_button = buttons.addButton(tr("Computers' reasons"), role)
    reasons_button.clicked.connect(reasons)
    return review_button, reasons_button
