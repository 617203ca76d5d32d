"""The main window: the table, the bar for the human's decisions, menus and status line.

It connects the controller's signals to the table and the bar, and the player's clicks to
the controller's methods; it never touches the engine's state itself.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TR_NOOP, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAction,
    QActionGroup,
    QIcon,
    QKeyEvent,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsView,
    QMainWindow,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..ai.hint import Hint
from ..app.controller import HUMAN, GameController, Seating
from ..app.language import install_language, installed_language, resolve_language, tr
from ..app.resources import resources_dir
from ..app.settings import load_settings
from ..engine import Observation, Phase, RuleSet
from . import speeds
from .action_bar import ActionBar
from .announcer import TableAnnouncer
from .card_pixmaps import CardPixmaps
from .explanations import hint_text, refusal_text
from .game_services import attach_services
from .keyboard import KeyboardPlay
from .rules_page import RulesDialog
from .seat_names import card_labels, seat_name
from .speeds import SPEED_TEXT
from .summary_dialog import SummaryDialog
from .table_scene import TableScene
from .tour import TourDialog

TITLE = QT_TR_NOOP("Oklahoma Ten Point Pitch")
PAINTED_LINE = "okpitch: table painted"
DEFAULT_LEVEL = "hard"


class TableView(QGraphicsView):
    """Shows the scene at exactly the window's size; the scene lays itself out again.
    It takes the game's keys first (arrows would otherwise scroll)."""

    def __init__(self, scene: TableScene, keys: KeyboardPlay) -> None:
        super().__init__(scene)
        self.keys = keys
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(tr("Card table"))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(self.renderHints() | self.renderHints().Antialiasing)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        size = self.viewport().size()
        self.scene().resize_table(size.width(), size.height(), self.devicePixelRatioF())
        self.setSceneRect(0, 0, size.width(), size.height())

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if not self.keys.handle(event):
            super().keyPressEvent(event)


class MainWindow(QMainWindow):
    """The game's one top-level window."""

    def __init__(self, controller: GameController | None = None, speed: str = "normal") -> None:
        super().__init__()
        self.setWindowTitle(tr(TITLE))
        self.resize(1280, 800)
        self.setMinimumSize(800, 600)
        self.controller = controller or GameController(self, wait_for_animations=True, pace_ms=250)
        self.controller.wait_for_animations = True
        self.pixmaps = CardPixmaps()
        self.scene = TableScene(self.controller, self.pixmaps)
        self.keys = KeyboardPlay(self)
        self.view = TableView(self.scene, self.keys)
        self.announcer = TableAnnouncer(self.controller, self.view)
        self.bar = ActionBar()
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.bar)
        self.setCentralWidget(central)
        self.rules = RuleSet()
        self.computer_level = DEFAULT_LEVEL
        self.turn: Observation | None = None
        self.summary: SummaryDialog | None = None
        self.language = installed_language()
        self.statusBar().setAccessibleName(tr("Status"))
        self._build_menus()
        self._connect()
        self.set_speed(speed)

    # ------------------------------------------------------------------ set-up
    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(tr("&Game"))
        new = self._add(game, tr("&New game"), QKeySequence.StandardKey.New, self.new_game)
        new.setObjectName("new_game_action")
        self._add(game, tr("&Hint"), "Ctrl+H", self.controller.request_hint)
        settings = self._add(game, tr("&Settings…"), "Ctrl+,")
        statistics = self._add(game, tr("S&tatistics"), "Ctrl+T")
        settings.setObjectName("settings_action")  # wired by the settings services
        statistics.setObjectName("statistics_action")
        settings.setEnabled(False)
        statistics.setEnabled(False)
        game.addSeparator()
        self._add(game, tr("&Quit"), "Ctrl+Q", self.close)
        view = self.menuBar().addMenu(tr("&View"))
        speed_menu = view.addMenu(tr("Animation &speed"))
        self.speed_actions = QActionGroup(self)
        for number, (key, label) in enumerate(SPEED_TEXT.items()):
            action = self._add(speed_menu, tr(label), f"Ctrl+{number}",
                               lambda _=False, k=key: self.set_speed(k))  # fmt: skip
            action.setCheckable(True)
            action.setData(key)
            self.speed_actions.addAction(action)
        self._add(view, tr("&Last trick"), "Ctrl+L", self.show_last_trick)
        help_menu = self.menuBar().addMenu(tr("&Help"))
        self._add(help_menu, tr("&Rules"), "F1", self.show_rules)
        self._add(help_menu, tr("How to &play"), "Shift+F1", self.show_tour)
        self._add(help_menu, tr("&About"), "Ctrl+F1", self.show_about)

    def _add(self, menu, text: str, shortcut=None, slot=None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if slot is not None:
            action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _connect(self) -> None:
        c = self.controller
        c.human_turn.connect(self.on_human_turn)
        c.ai_thinking.connect(self.on_ai_thinking)
        c.action_refused.connect(self.on_action_refused)
        c.hand_scored.connect(self.on_hand_scored)
        c.hint_ready.connect(self.on_hint)
        c.game_started.connect(lambda info: setattr(self, "rules", info["rules"]))
        self.scene.card_clicked.connect(self.on_card_clicked)
        self.scene.focus.moved.connect(self.on_focus_moved)
        self.statusBar().messageChanged.connect(self.announce)
        self.bar.bid_chosen.connect(self.controller.bid)
        self.bar.trump_chosen.connect(self.controller.declare_trump)
        self.bar.confirm_clicked.connect(self.on_confirm)
        self.bar.hint_clicked.connect(self.controller.request_hint)

    # ------------------------------------------------------------------ game flow
    def new_game(
        self,
        rules: RuleSet | None = None,
        seed: int | None = None,
        computer_level: str | None = None,
    ) -> None:
        """Start a game: the human at seat 0, computers elsewhere (at ``computer_level``,
        which later games keep; "hard" until one is given)."""
        if self.summary is not None:
            self.summary.close()
        rules = rules or self.rules
        if computer_level is not None:
            self.computer_level = computer_level
        levels = (HUMAN,) + (self.computer_level,) * (rules.players - 1)
        self.controller.new_game(rules, Seating(levels), seed)

    def set_speed(self, key: str) -> None:
        """The animation speed (View menu)."""
        self.scene.animator.factor = speeds.SPEEDS[key]
        for action in self.speed_actions.actions():
            action.setChecked(action.data() == key)

    def on_human_turn(self, observation: Observation) -> None:
        self.turn = observation
        self.scene.show_turn(observation)
        self.bar.show_for(observation)
        self.say(self.bar.prompt.text())
        if QApplication.focusWidget() is None or self.isAncestorOf(QApplication.focusWidget()):
            self.view.setFocus()

    def on_ai_thinking(self, seat: int) -> None:
        self.turn = None
        self.scene.show_turn(None)
        self.bar.show_for(None)
        name = seat_name(seat, self.rules.players)
        self.say(tr("{seat} is thinking…").format(seat=name))

    def on_card_clicked(self, card: int) -> None:
        if self.turn is None:
            self.say(tr("Wait for your turn"))
            return
        if self.turn.phase is Phase.PLAY:
            self.controller.play(card)
        elif self.turn.phase in (Phase.EXCHANGE, Phase.DISCARD):
            self.scene.toggle_selected(card, self.bar.needed)
            self.bar.update_selection(len(self.scene.selected))

    def on_confirm(self) -> None:
        cards = list(self.scene.selected)
        if self.turn is not None and self.turn.phase is Phase.EXCHANGE:
            self.controller.exchange(cards)
        else:
            self.controller.discard(cards)

    def on_action_refused(self, code: str, params: dict, message: str) -> None:
        self.say(refusal_text(code, params, message))

    def on_hint(self, hint: Hint) -> None:
        self.say(tr("Hint: {text}").format(text=hint_text(hint)))

    def on_focus_moved(self, description: str) -> None:
        """The keyboard's card is described to screen readers as the table's focus."""
        self.view.setAccessibleDescription(description)
        if description and QAccessible.isActive():
            event = QAccessibleEvent(self.view, QAccessible.Event.DescriptionChanged)
            QAccessible.updateAccessibility(event)

    def say(self, text: str) -> None:
        """Put ``text`` on the status line (which screen readers announce)."""
        self.statusBar().showMessage(text)

    def announce(self, text: str) -> None:
        """Screen readers read each new status line."""
        self.statusBar().setAccessibleDescription(text)
        if text and QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.statusBar(), text))

    def on_hand_scored(self, report: dict) -> None:
        self.scene.show_turn(None)
        self.bar.show_for(None)
        if self.controller.auto_next_hand:
            return  # computers only (the self-test): the game goes straight on
        pitcher = seat_name(report["pitcher"], self.rules.players)
        result = tr("made it") if report["made"] else tr("was set")
        self.say(
            tr("Hand over: {seat} bid {bid} and {result}").format(
                seat=pitcher, bid=report["bid"], result=result
            )
        )
        self.summary = SummaryDialog(report, self.rules.players, self.pixmaps, self)
        over = report["winner"] is not None
        self.summary.accepted.connect(self.new_game if over else self.controller.next_hand)
        self.summary.open()

    # ------------------------------------------------------------------ menus
    def show_last_trick(self) -> None:
        cards = self.scene.last_trick
        text = card_labels(cards) if cards else tr("No trick has been played yet.")
        QMessageBox.information(self, tr("Last trick"), text)

    def show_rules(self) -> RulesDialog:
        """Help > Rules: the rules page with this game's options."""
        dialog = RulesDialog(self.language, self.rules, self)
        dialog.open()
        return dialog

    def show_tour(self) -> TourDialog:
        """Help > How to play."""
        dialog = TourDialog(self)
        dialog.open()
        return dialog

    def show_about(self) -> None:
        QMessageBox.about(self, tr("About"), f"{tr(TITLE)} {__version__}")

    def closeEvent(self, event) -> None:  # noqa: N802
        self.controller.shutdown()
        super().closeEvent(event)


def run(argv: list[str]) -> int:
    """Create the application, show the main window, deal, and run the event loop.

    ``--report-first-paint`` prints a line once the dealt table is painted and quits
    (the start-up benchmark uses it).
    """
    app = make_application(argv)
    loaded = load_settings()  # read once: a damaged file is set aside by reading it
    install_language(resolve_language(loaded[0].language))
    window = MainWindow()
    window.show()
    benchmark = "--report-first-paint" in argv
    attach_services(window, autosave=not benchmark, first_start=not benchmark, loaded=loaded)
    if "--report-first-paint" in argv:
        report_first_paint(window, app)
    return app.exec()


def make_application(argv: list[str]) -> QApplication:
    """The QApplication, named as the desktop file expects (StartupWMClass=okpitch)."""
    app = QApplication(argv)
    app.setApplicationName("okpitch")
    app.setDesktopFileName("okpitch")
    app.setWindowIcon(QIcon(str(resources_dir() / "icons" / "okpitch.svg")))
    return app


class _FirstPaint(QObject):
    """Prints once the table's view has painted cards, then quits."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint and self.parent().scene.hands[0]:
            QTimer.singleShot(0, self._report)
        return False

    def _report(self) -> None:
        print(PAINTED_LINE, flush=True)
        QApplication.instance().quit()


def report_first_paint(window: MainWindow, app: QApplication) -> None:
    """Watch the table's first painting (for the start-up benchmark)."""
    watcher = _FirstPaint(window)
    window.view.viewport().installEventFilter(watcher)
