"""The game's window and everything around it, put together: the composition root of the
GUI (``okpitch`` and ``python -m okpitch_desktop``).

``--report-first-paint`` prints a line once the dealt table is painted and quits after
what waits for that paint (the records open); the start-up benchmark uses it. The saved
game is then neither offered nor overwritten.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from .app.controller import GameController
from .app.language import install_language, resolve_language
from .app.saves.folders import set_aside_looping_folders
from .app.session import GameSession
from .app.settings import load_settings
from .before_qt import collect_after_start
from .ui.cjk_font import ensure_japanese_font, shows_japanese_at_once
from .ui.main_window import MainWindow, make_application

PAINTED_LINE = "okpitch: table painted"
REPORT_FIRST_PAINT = "--report-first-paint"


def run(argv: list[str]) -> int:
    """Create the application, show the main window, deal, and run the event loop."""
    app = make_application(argv)
    looping = set_aside_looping_folders()  # before a file is read from them
    loaded = load_settings()  # read once: a damaged file is set aside by reading it
    loaded[1][:0] = looping
    language = resolve_language(loaded[0].language)
    install_language(language)
    if shows_japanese_at_once(language, loaded[0].player_name):
        ensure_japanese_font()
    benchmark = REPORT_FIRST_PAINT in argv
    controller = GameController(pace_ms=250)
    session = GameSession(controller, autosave=not benchmark, loaded=loaded)
    window = MainWindow(session)
    window.show()
    window.first_paint.then(ensure_japanese_font)  # (日本語 in the language list, at least)
    window.first_paint.then(collect_after_start)  # (the collector paused in before_qt.prepare)
    window.dialogs.start(first_start=not benchmark)
    if benchmark:
        window.view.viewport().installEventFilter(_FirstPaint(window))
    return app.exec()


class _FirstPaint(QObject):
    """Prints once the table's view has painted cards, then quits."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint and self.parent().scene.hands[0]:
            QTimer.singleShot(0, self._report)
        return False

    def _report(self) -> None:
        print(PAINTED_LINE, flush=True)
        # Quit after what waited for the first paint (the statistics database opens).
        self.parent().first_paint.then(QApplication.instance().quit)
