"""The main window. Until the table scene exists it shows an empty felt with a notice."""

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QVBoxLayout, QWidget

TITLE = "Oklahoma Ten Point Pitch"
FELT_GREEN = QColor(0x1E, 0x6B, 0x3C)


class MainWindow(QMainWindow):
    """The game's one top-level window."""

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(TITLE)
        self.resize(1024, 720)
        self.setCentralWidget(_placeholder_table())


def _placeholder_table() -> QWidget:
    """A felt-green area with a notice, standing where the table scene will go."""
    felt = QWidget()
    palette = felt.palette()
    palette.setColor(QPalette.ColorRole.Window, FELT_GREEN)
    palette.setColor(QPalette.ColorRole.WindowText, Qt.GlobalColor.white)
    felt.setPalette(palette)
    felt.setAutoFillBackground(True)

    notice = QLabel("The table is coming soon.")
    notice.setAlignment(Qt.AlignmentFlag.AlignCenter)
    layout = QVBoxLayout(felt)
    layout.addWidget(notice)
    return felt


def run(argv: list[str]) -> int:
    """Create the application, show the main window and run the event loop.

    It lives here rather than in `__main__` because only `ui` may import QtWidgets.
    """
    app = QApplication(argv)
    window = MainWindow()
    window.show()
    return app.exec()
