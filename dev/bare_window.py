#!/usr/bin/env python3
"""The yardstick of dev/startup_time.py: a bare PySide6 window of the game's size.

It prints the game's first-paint line once its window is first painted, then quits, so the
game's start-up can be given as a multiple of what any PySide6 window costs on this machine.
"""

import sys

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

PAINTED_LINE = "okpitch: table painted"  # what okpitch --report-first-paint prints


class FirstPaint(QObject):
    """Prints the line after the first paint of the watched widget, then quits."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, self.report)
        return False

    def report(self) -> None:
        print(PAINTED_LINE, flush=True)
        QApplication.instance().quit()


def main() -> int:
    app = QApplication(sys.argv)
    window = QMainWindow()
    window.resize(1280, 800)
    central = QWidget()
    window.setCentralWidget(central)
    watcher = FirstPaint(window)
    central.installEventFilter(watcher)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
