"""A table in a window of its own, beside the game (the practice table, the lesson): the
table, a line for what it teaches, the bar, and a title line over them. Its controller (built
with the practice's turn rule) and search process are its own, so the game in the main
window waits as it was."""

from __future__ import annotations

from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDialog, QLabel, QVBoxLayout, QWidget

from ...app.controller import GameController
from ..table import speeds
from ..table.card_pixmaps import CardPixmaps
from ..table.line_space import LineSpace
from ..table.scene import TableScene
from ..table.view import TableView
from ..turn.action_bar import ActionBar
from ..turn.human_turn import HumanTurn
from ..turn.keyboard import KeyboardPlay


class SideTable(QDialog):
    """The person plays seat 0; ``line`` shows above the bar. No hint, no claim."""

    def __init__(
        self,
        title: str,
        line: QWidget,
        pixmaps: CardPixmaps,
        speed: str,
        controller: GameController,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.resize(1100, 760)
        self.controller = controller
        self.controller.wait_for_table()
        self.turn = HumanTurn(self.controller)
        self.scene = TableScene(self.controller, pixmaps, self.turn)
        self.scene.animator.factor = speeds.SPEEDS[speed]
        self.keys = KeyboardPlay(self.turn)
        self.view = TableView(self.scene, self.keys)
        self.bar = ActionBar(self.turn)
        self.bar.offers_help = False
        self.title = QLabel(objectName="side_table_title", wordWrap=True)
        self.title.setContentsMargins(8, 4, 8, 4)
        self.line = line
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.view, 1)
        self.lines = LineSpace()  # the line's room stays while it comes and goes
        self.lines.add(line, 4, held=True)
        layout.addWidget(self.lines)
        layout.addWidget(self.bar)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        """A game key that reached the window, not the table's view, plays all the same."""
        if not self.keys.handle(event):
            super().keyPressEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802
        self.controller.shutdown()
        super().closeEvent(event)
