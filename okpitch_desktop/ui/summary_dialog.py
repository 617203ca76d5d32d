"""The end-of-hand summary: who won each point (R8), the bid made or set, the new scores,
and at the end of the game the winner. It shows the ``okpitch-cli score`` report."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QVBoxLayout,
)

from ..engine import POINT_NAMES
from .seat_names import point_name, seat_name, team_name, tr


class SummaryDialog(QDialog):
    """One hand's result; "Next hand" (or "New game" when the game is over) closes it."""

    def __init__(self, report: dict, players: int, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Hand result"))
        teams = players // 2
        layout = QVBoxLayout(self)
        pitcher = seat_name(report["pitcher"], players)
        made = tr("made it") if report["made"] else tr("was set")
        self.headline = QLabel(
            tr("{seat} bid {bid} and {result}.").format(
                seat=pitcher, bid=report["bid"], result=made
            )
        )
        layout.addWidget(self.headline)
        grid = QGridLayout()
        self.rows: dict[str, str] = {}
        for row, name in enumerate(POINT_NAMES):
            team = report["points"].get(name)
            if name == "three" and team is None:
                continue
            winner = tr("nobody") if team is None else team_name(team, teams)
            self.rows[name] = winner
            grid.addWidget(QLabel(point_name(name)), row, 0)
            grid.addWidget(QLabel(winner), row, 1)
        layout.addLayout(grid)
        lines = [
            f"{team_name(t, teams)}: +{report['earned'][t]} → {report['scores'][t]}"
            for t in range(teams)
        ]
        self.scores = QLabel("\n".join(lines))
        layout.addWidget(self.scores)
        if report["winner"] is not None:
            self.winner = QLabel(
                tr("{team} win the game!").format(team=team_name(report["winner"], teams))
            )
            layout.addWidget(self.winner)
        buttons = QDialogButtonBox()
        label = tr("New game") if report["winner"] is not None else tr("Next hand")
        self.next_button = buttons.addButton(label, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
