"""The main window: the table, the bar for the person's decisions, menus and status line.

It connects the controller's signals to the status line and the end-of-hand summary; the
person's moves go through their turn (HumanTurn), fed by the table, the keyboard and the
bar. Its session (app.session) holds the settings, statistics, hand history and saves;
tools and tests give it a scratch session. It never touches the engine's state itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TR_NOOP
from PySide6.QtGui import QAction, QActionGroup, QIcon, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QMainWindow,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..app.computers.advice import Advice
from ..app.controller import GameController
from ..app.language import installed_language, tr
from ..app.resources import resource_file
from ..app.review.hand_reasons import PlayedHand
from ..app.session import GameSession
from ..app.settings import Settings
from ..app.table_news import ActionRefused, ComputerReasoned, GameStarted, TrickWon
from ..engine import HandReport, RuleSet
from .dialogs.abandon import AbandonCheck
from .dialogs.cost_lines import CostWatch
from .dialogs.outcome_words import outcome_sentence
from .dialogs.session_dialogs import SessionDialogs
from .first_paint import AfterFirstPaint
from .offscreen_fonts import use_system_fonts_offscreen
from .practice.coach_line import CoachLine
from .screen_reader import announce, description_changed
from .seat_names import seat_name
from .sound import SystemSound, TableSounds
from .table import speeds
from .table.announcer import TableAnnouncer
from .table.card_pixmaps import CardPixmaps
from .table.line_space import LineSpace
from .table.out_of_the_way import open_clear_of_trick
from .table.scene import TableScene
from .table.speeds import SPEED_TEXT
from .table.view import TableView
from .table.win_meter import WinMeter
from .turn.action_bar import ActionBar
from .turn.explanations import hint_text, refusal_text
from .turn.human_turn import HumanTurn
from .turn.keyboard import KeyboardPlay
from .turn.take_back import TakeBackActions
from .window_place import fit_to_screen, place_of, restore_place

if TYPE_CHECKING:  # the dialogs are imported when first opened (start-up time)
    from .dialogs.rules_page import RulesDialog
    from .dialogs.tour import TourDialog

TITLE = QT_TR_NOOP("Oklahoma Ten Point Pitch")


class MainWindow(QMainWindow):
    """The game's one top-level window."""

    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.setWindowTitle(tr(TITLE))
        fit_to_screen(self)
        self.session = session
        self.controller: GameController = session.controller
        self.controller.wait_for_table()
        self.pixmaps = CardPixmaps()
        self.turn = HumanTurn(self.controller)
        self.scene = TableScene(self.controller, self.pixmaps, self.turn)
        self.keys = KeyboardPlay(self.turn)
        self.view = TableView(self.scene, self.keys)
        self.first_paint = AfterFirstPaint(self.view.viewport())
        self.announcer = TableAnnouncer(self.controller, self.view)
        self.bar = ActionBar(self.turn)
        self.win_meter = WinMeter(self.controller, session.bid_chances)
        self.win_meter.hide()  # until the settings show it
        self.coach_line = CoachLine(self.turn)
        self.sounds = TableSounds(self.controller, self.scene.animator.when_idle, SystemSound())
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view, 1)
        self.lines = LineSpace()  # their room stays: the table never jumps
        self.lines.add(self.win_meter, 6)  # its lines and, while bidding, the bids' table
        self.lines.add(self.coach_line, 2)  # held while the coach is on
        layout.addWidget(self.lines)
        layout.addWidget(self.bar)
        self.setCentralWidget(central)
        self.rules = RuleSet()
        self.summary: QDialog | None = None  # the hand's summary, or the game over
        self.score_sheet: QDialog | None = None  # the score sheet, once opened
        self.language = installed_language()
        self.statusBar().setAccessibleName(tr("Status"))
        self.base_title = self.windowTitle()
        self.dialogs = SessionDialogs(self, session)
        self.abandon = AbandonCheck(self, self.controller)
        self._build_menus()
        self._connect()
        session.settings_applied.connect(self.apply_settings)
        self.apply_settings(session.settings)
        restore_place(self, session.settings.window_places)

    # ------------------------------------------------------------------ set-up
    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(tr("&Game"))
        self._add(
            game,
            tr("&New game"),
            QKeySequence.StandardKey.New,
            lambda: self.abandon.then(self.new_game),
            "new_game_action",
        )
        self.take_back = TakeBackActions(
            self.controller,
            self._add(game, tr("&Undo"), QKeySequence.StandardKey.Undo, None, "undo_action"),
            self._add(game, tr("&Claim the rest"), "Ctrl+R", None, "claim_action"),
        )
        self._add(game, tr("&Hint"), "Ctrl+H", self.controller.request_hint, "hint_action")
        dialogs = self.dialogs
        for text, key, name, slot in (
            (tr("&Settings…"), "Ctrl+,", "settings_action", dialogs.open_settings),
            (tr("S&tatistics"), "Ctrl+T", "statistics_action", dialogs.open_statistics),
            (tr("Hand hist&ory"), "Ctrl+Y", "history_action", dialogs.open_history),
            (tr("&Practice…"), "Ctrl+P", "practice_action", dialogs.open_practice),
        ):
            self._add(game, text, key, slot, name)
        game.addSeparator()
        self._add(game, tr("&Quit"), "Ctrl+Q", self.close, "quit_action")
        view = self.menuBar().addMenu(tr("&View"))
        speed_menu = view.addMenu(tr("Animation &speed"))
        self.speed_actions = QActionGroup(self)
        for number, (key, label) in enumerate(SPEED_TEXT.items()):
            action = self._add(
                speed_menu,
                tr(label),
                f"Ctrl+{number}",
                lambda _=False, k=key: self.choose_speed(k),
                f"speed_{key}",
            )
            action.setCheckable(True)
            action.setData(key)
            self.speed_actions.addAction(action)
        self._add(view, tr("&Last trick"), "Ctrl+L", self.show_last_trick, "last_trick_action")
        self._add(view, tr("Score s&heet"), "Ctrl+G", self.show_score_sheet, "score_sheet_action")
        self.win_chance_action = self._add(
            view, tr("Chance to &win"), "Ctrl+E", self.choose_win_chance, "win_chance_action"
        )
        self.win_chance_action.setCheckable(True)
        self.sound_action = self._add(view, tr("S&ound"), "Ctrl+M", self.choose_sound,
                                      "sound_action")  # fmt: skip
        self.sound_action.setCheckable(True)
        help_menu = self.menuBar().addMenu(tr("&Help"))
        self._add(help_menu, tr("&Rules"), "F1", self.show_rules, "rules_action")
        self._add(help_menu, tr("How to &play"), "Shift+F1", self.show_tour, "tour_action")
        self._add(help_menu, tr("&Learn to play"), "Ctrl+F2", self.dialogs.open_lesson,
                  "lesson_action")  # fmt: skip
        self._add(help_menu, tr("&About"), "Ctrl+F1", self.show_about, "about_action")

    def _add(self, menu, text: str, shortcut, slot, name: str) -> QAction:
        action = QAction(text, self, objectName=name)
        action.setShortcut(QKeySequence(shortcut))
        if slot is not None:
            action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _connect(self) -> None:
        c = self.controller
        c.human_turn.connect(self.on_human_turn)
        c.ai_thinking.connect(self.on_ai_thinking)
        c.trick_won.connect(self.on_trick_won)
        c.action_refused.connect(self.on_action_refused)
        c.hand_scored.connect(self.on_hand_scored)
        c.hint_ready.connect(self.on_hint)
        c.game_started.connect(self.on_game_started)
        c.computer_reasoned.connect(self.on_computer_reasoned)
        self.turn.said.connect(self.say)
        self.turn.focus_moved.connect(self.on_focus_moved)
        self.statusBar().messageChanged.connect(self.announce)
        self.bar.hint_clicked.connect(self.controller.request_hint)
        self.bar.claim_clicked.connect(self.take_back.claim)

    # ------------------------------------------------------------------ game flow
    def new_game(self, rules: RuleSet | None = None, seed: int | None = None) -> None:
        """Game > New game: the settings' rules (unless ``rules``) and levels."""
        if self.summary is not None:
            self.summary.close()
        self.session.new_game(rules, seed)

    def set_speed(self, key: str) -> None:
        """Show the animation speed ``key`` (View menu, settings)."""
        self.scene.animator.factor = speeds.SPEEDS[key]
        for action in self.speed_actions.actions():
            action.setChecked(action.data() == key)

    def apply_settings(self, settings: Settings) -> None:
        """The table's look and behaviour from the session's settings."""
        self.set_speed(settings.animation_speed)
        self.scene.trick_pause_ms = settings.trick_pause_ms
        self.win_meter.setVisible(settings.show_win_chance)
        self.lines.hold(self.coach_line, settings.coach)
        self.win_chance_action.setChecked(settings.show_win_chance)
        self.sounds.on = settings.sound
        self.sound_action.setChecked(settings.sound)
        if self.pixmaps.four_colour != settings.four_colour_deck:
            self.pixmaps.four_colour = settings.four_colour_deck
            self.scene.refresh_cards()
        name = settings.player_name
        self.setWindowTitle(f"{self.base_title} — {name}" if name else self.base_title)

    def choose_speed(self, key: str) -> None:
        """View > Animation speed: shown now and remembered."""
        self.set_speed(key)
        self.session.remember_speed(key)

    def choose_win_chance(self, shown: bool) -> None:
        """View > Chance to win: the meter under the table, shown or hidden, and remembered."""
        self.win_meter.setVisible(shown)
        self.session.remember_win_chance(shown)

    def choose_sound(self, on: bool) -> None:
        """View > Sound: the table's sounds on or off, and remembered."""
        self.sounds.on = on
        self.session.remember_sound(on)

    def on_game_started(self, started: GameStarted) -> None:
        self.rules = started.rules
        if self.summary is not None:
            self.summary.close()

    def on_human_turn(self, _observation: object) -> None:
        """The bar shows what is asked; the status line is cleared of what went before
        (screen readers are told the question)."""
        self.statusBar().clearMessage()
        self.announce(self.bar.prompt.text())
        if QApplication.focusWidget() is None or self.isAncestorOf(QApplication.focusWidget()):
            self.view.setFocus()

    def on_ai_thinking(self, seat: int) -> None:
        self.say(tr("{seat} is thinking…").format(seat=seat_name(seat, self.rules.players)))

    def on_trick_won(self, won: TrickWon) -> None:
        """While the finished trick stays in view the status line says who took it (not
        who was thinking before the last card)."""
        winner = seat_name(won.winner, self.rules.players)
        self.say(tr("Trick taken by {seat}").format(seat=winner))

    def on_computer_reasoned(self, reasoned: ComputerReasoned) -> None:
        """Practice: a computer's reasons right after its move (they show its cards)."""
        from .dialogs.reasons_text import reason_text

        self.say(reason_text(reasoned.reasons, self.rules.players).replace("\n", " "))

    def on_action_refused(self, refused: ActionRefused) -> None:
        self.say(refusal_text(refused.code, refused.params, refused.message))

    def on_hint(self, hint: Advice) -> None:
        """Say the hint and show it: the card stands out, the cards are chosen, the button
        is marked."""
        self.say(tr("Hint: {text}").format(text=hint_text(hint)))
        self.turn.take_advice(hint.action)

    def on_focus_moved(self, description: str) -> None:
        """The keyboard's card is described to screen readers as the table's focus."""
        self.view.setAccessibleDescription(description)
        if description:
            description_changed(self.view)

    def say(self, text: str) -> None:
        """Put ``text`` on the status line (which screen readers announce)."""
        self.statusBar().showMessage(text)

    def announce(self, text: str) -> None:
        """Screen readers read each new status line."""
        self.statusBar().setAccessibleDescription(text)
        if text:
            announce(self.statusBar(), text)

    def on_hand_scored(self, report: HandReport) -> None:
        if self.controller.auto_next_hand:
            return  # computers only (the self-test): the game goes straight on
        outcome = outcome_sentence(report.pitcher, report.bid, report.made, self.rules.players)
        #: The status line at a hand's end: "Hand over: You bid 7 and were set."
        self.say(tr("Hand over: {outcome}").format(outcome=outcome))
        record, played = self.controller.hand_record(), self.controller.played_hand()
        if report.winner is not None:
            from .dialogs.game_over import open_game_over  # once a game ends (start-up time)

            self.summary = open_game_over(self, report)
        else:
            from .dialogs.summary import SummaryDialog  # at the first hand's end (start-up)

            self.summary = SummaryDialog(report, self.rules, self.pixmaps, self)
            self.summary.accepted.connect(self.controller.next_hand)
            self.summary.open()
        self.summary.reasons_requested.connect(lambda: self.open_reasons(played))
        self.summary.review_requested.connect(lambda: self.open_review(record))
        self.dialogs.summary_opened(self.summary)  # a replayed deal's comparison goes in it
        over = report.winner is not None
        CostWatch(self.summary, self.session.reviews, record, game_total=over)

    def open_review(self, record: dict, seat: int = 0) -> QDialog:
        """The review of ``seat``'s decisions in the hand ``record``: the background's if
        it has reviewed that hand, else it runs now (its modules are imported when it
        first opens: start-up time) and the background keeps what it finds."""
        from .dialogs.review import ReviewDialog

        reviews = self.session.reviews
        done = reviews.done(record, seat)
        dialog = ReviewDialog(record, seat, self, reviewed=done, pixmaps=self.pixmaps)
        if done is None:
            dialog.runner.finished.connect(lambda found: reviews.adopt(record, seat, found))
        dialog.open()
        return dialog

    def open_reasons(self, played: PlayedHand) -> QDialog:
        """The computers' reasons in the hand ``played`` (worked out meanwhile)."""
        from .dialogs.reasons import ReasonsDialog

        dialog = ReasonsDialog(played, self)
        dialog.open()
        return dialog

    # ------------------------------------------------------------------ menus
    def show_last_trick(self) -> None:
        """View > Last trick: on the table while the key is held, or until a click."""
        if not self.scene.show_last_trick():
            self.say(tr("No trick has been played yet."))

    def show_score_sheet(self) -> QDialog:
        """View > Score sheet: one window beside the table that follows the game."""
        if self.score_sheet is None:
            from .dialogs.score_sheet import ScoreSheetDialog  # when first asked for

            self.score_sheet = ScoreSheetDialog(self.controller, self)
            open_clear_of_trick(self.score_sheet, self.view, self.scene.table)
        self.score_sheet.show()
        self.score_sheet.raise_()
        self.score_sheet.activateWindow()
        return self.score_sheet

    def show_rules(self) -> RulesDialog:
        """Help > Rules: the rules page with this game's options."""
        from .dialogs.rules_page import RulesDialog  # when first asked for (start-up time)

        dialog = RulesDialog(self.language, self.rules, self)
        dialog.open()
        return dialog

    def show_tour(self) -> TourDialog:
        """Help > How to play."""
        from .dialogs.tour import TourDialog  # at a first start or when asked for (start-up time)

        dialog = TourDialog(self)
        dialog.open()
        return dialog

    def show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(self, tr("About"), f"{tr(TITLE)} {__version__}")

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        """A game key that reached the window (the focus on a button, or nowhere) is the
        table's all the same: the keyboard never stops playing."""
        if not self.keys.handle(event):
            super().keyPressEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802
        self.controller.shutdown()
        self.session.remember_window_place(*place_of(self))
        self.session.shutdown()
        self.dialogs.tell_at_close()
        super().closeEvent(event)


def make_application(argv: list[str]) -> QApplication:
    """The QApplication, named as the desktop file expects (StartupWMClass=okpitch)."""
    use_system_fonts_offscreen(argv)
    app = QApplication(argv)
    app.setApplicationName("okpitch")
    app.setDesktopFileName("okpitch")
    icon = resource_file("icons", "okpitch.svg")  # None: a damaged install, no icon
    if icon is not None:
        app.setWindowIcon(QIcon(str(icon)))
    return app
