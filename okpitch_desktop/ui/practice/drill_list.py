"""Statistics > Practice: the drills made from the person's costly decisions, by phase and
cost, when each is due, and the buttons that put them on the practice table."""

from __future__ import annotations

import time

from PySide6.QtCore import QDateTime, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...app.language import tr
from ...app.practice.rules import COSTLY, RIGHT_TO_RETIRE
from ...app.stats.drills import Drill, Drills
from ...engine import Phase
from ..dialogs.red_suits import RedSuitsDelegate
from ..seat_names import number
from .drill_names import drill_name, game_day

PHASE_ORDER = (Phase.BID, Phase.TRUMP, Phase.EXCHANGE, Phase.DISCARD, Phase.PLAY)
MINUTE, HOUR, DAY = 60.0, 3600.0, 86400.0


def phase_text(phase: Phase) -> str:
    """The decision's kind as the list shows it."""
    return {
        Phase.BID: tr("Bid"),
        Phase.TRUMP: tr("Trump"),
        Phase.EXCHANGE: tr("Exchange"),
        Phase.DISCARD: tr("Discard"),
        Phase.PLAY: tr("Card play"),
    }[phase]


def due_text(drill: Drill, now: float) -> str:
    """ "Now", "in 8 minutes", "in 3 hours", "in 2 days"."""
    wait = drill.due_at - now
    if wait <= 0:
        return tr("Now")
    if wait < HOUR:
        return tr("in {n} minutes").format(n=max(1, round(wait / MINUTE)))
    if wait < DAY:
        return tr("in {n} hours").format(n=round(wait / HOUR))
    return tr("in {n} days").format(n=round(wait / DAY))


def found_text(drill: Drill) -> str:
    """When the decision was made (the review found it then), in the person's locale."""
    when = QDateTime.fromSecsSinceEpoch(int(drill.created_at))
    return QLocale().toString(when, QLocale.FormatType.ShortFormat)


def drill_title(drill: Drill, left: int) -> str:
    """The practice table's line over a drill."""
    text = tr(
        "{phase}, hand {hand} of a game of {when}: your choice gave away {cost} points."
        " What is best here?"
    ).format(
        phase=phase_text(drill.phase),
        hand=drill.hand_number + 1,
        when=game_day(drill),
        cost=number(drill.cost, 1),
    )
    if left:
        text += " " + tr("({n} more after this one)").format(n=left)
    return text


def intro_text() -> str:
    """What a drill is, with the practice's own numbers (practice.rules)."""
    text = tr(
        "Each decision of yours that the review found costing {cost} points or more is a"
        " drill: its position comes back on a table of its own. Answered right %n times in"
        " a row, a drill retires; missed, it comes back sooner.",
        None,
        RIGHT_TO_RETIRE,
    )
    return text.format(cost=number(COSTLY, 1))


class PracticeDialog(QDialog):
    """The drills by phase, costliest first; Practise the due ones, or the chosen one."""

    practise = Signal(object)  # the list of drills to put on the table, in order

    def __init__(self, drills: Drills, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Practice"))
        self.resize(640, 480)
        self.drills = drills
        now = time.time()
        self.due = drills.due(now)
        layout = QVBoxLayout(self)
        intro = QLabel(intro_text(), wordWrap=True)
        layout.addWidget(intro)
        self.tree = QTreeWidget(objectName="drills")
        self.tree.setHeaderLabels([tr("Decision"), tr("Cost"), tr("Made"), tr("Due")])
        self.tree.setRootIsDecorated(True)
        self.tree.setItemDelegateForColumn(0, RedSuitsDelegate(self.tree))
        self._fill(now)
        layout.addWidget(self.tree, 1)
        if drills.skipped:
            layout.addWidget(
                QLabel(tr("{n} damaged drills were left out.").format(n=drills.skipped))
            )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.due_button = buttons.addButton(
            tr("Practise the due drills ({n})").format(n=len(self.due)),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        self.due_button.setObjectName("practise_due")
        self.due_button.setEnabled(bool(self.due))
        self.chosen_button = buttons.addButton(
            tr("Practise the chosen drill"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.chosen_button.setObjectName("practise_chosen")
        self.chosen_button.setEnabled(False)
        self.due_button.clicked.connect(lambda: self._practise(self.due))
        self.chosen_button.clicked.connect(lambda: self._practise([self.chosen()]))
        self.tree.currentItemChanged.connect(
            lambda _now, _before: self.chosen_button.setEnabled(self.chosen() is not None)
        )
        self.tree.itemActivated.connect(
            lambda item, _column: self.chosen() and self._practise([self.chosen()])
        )
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        if not drills.drills:
            self.tree.hide()
            intro.setText(
                intro.text()
                + "\n\n"
                + tr("No drills yet: they come from the reviews of the hands you play.")
            )

    def _fill(self, now: float) -> None:
        for phase in PHASE_ORDER:
            drills = sorted((d for d in self.drills.drills if d.phase is phase),
                            key=lambda d: -d.cost)  # fmt: skip
            if not drills:
                continue
            group = QTreeWidgetItem([f"{phase_text(phase)} ({len(drills)})"])
            self.tree.addTopLevelItem(group)
            for drill in drills:
                item = QTreeWidgetItem(
                    [
                        drill_name(drill),
                        number(drill.cost, 1),
                        found_text(drill),
                        due_text(drill, now),
                    ]
                )
                item.setData(0, Qt.ItemDataRole.UserRole, drill.key)
                group.addChild(item)
            group.setExpanded(True)
        for column in range(self.tree.columnCount()):
            self.tree.resizeColumnToContents(column)

    def chosen(self) -> Drill | None:
        """The drill of the current row, if a drill's row is current."""
        item = self.tree.currentItem()
        key = None if item is None else item.data(0, Qt.ItemDataRole.UserRole)
        return next((d for d in self.drills.drills if d.key == tuple(key or ())), None)

    def _practise(self, drills: list[Drill]) -> None:
        if drills:
            self.practise.emit(list(drills))
            self.accept()
