"""The practice table (Statistics > Practice): a window of its own with the table, the bar
and the drill's line, where the person's drills are put one after another (app.practice).
Its controller and search process are its own: the game in the main window waits as it was.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QDialog, QLabel, QVBoxLayout, QWidget

from ...app.controller import GameController
from ...app.language import tr
from ...app.practice import DrillAnswer, Practice
from ...app.stats.database import Statistics
from ...app.stats.drills import Drill
from ..table import speeds
from ..table.card_pixmaps import CardPixmaps
from ..table.scene import TableScene
from ..table.view import TableView
from ..turn.action_bar import ActionBar
from ..turn.drill_line import DrillLine
from ..turn.human_turn import HumanTurn
from ..turn.keyboard import KeyboardPlay
from .practice import drill_title


class PracticeTable(QDialog):
    """The drills of one sitting, each on the table until the person goes on."""

    def __init__(
        self,
        statistics: Callable[[], Statistics],
        pixmaps: CardPixmaps,
        speed: str,
        controller: GameController | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Practice"))
        self.resize(1100, 760)
        self.controller = controller or GameController()
        self.controller.wait_for_table()
        self.turn = HumanTurn(self.controller)
        self.scene = TableScene(self.controller, pixmaps, self.turn)
        self.scene.animator.factor = speeds.SPEEDS[speed]
        self.view = TableView(self.scene, KeyboardPlay(self.turn))
        self.bar = ActionBar(self.turn)
        self.bar.offers_help = False
        self.title = QLabel(objectName="drill_title", wordWrap=True)
        self.line = DrillLine()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.line)
        layout.addWidget(self.bar)
        self.practice = Practice(self.controller, statistics, self)
        self.practice.shown.connect(self._on_shown)
        self.practice.answered.connect(self._on_answered)
        self.practice.finished.connect(self.close)
        self.line.next_clicked.connect(self.practice.next)
        self.line.done_clicked.connect(self.close)

    def start(self, drills: list[Drill]) -> None:
        """Show the window and the first of ``drills``."""
        self.show()
        self.practice.start(drills)

    def _on_shown(self, drill: Drill) -> None:
        self.line.hide()
        left = len(self.practice.queue)
        self.title.setText(drill_title(drill, left))

    def _on_answered(self, answer: DrillAnswer) -> None:
        self.line.show_answer(answer, more=bool(self.practice.queue))

    def closeEvent(self, event) -> None:  # noqa: N802
        self.controller.shutdown()
        super().closeEvent(event)
