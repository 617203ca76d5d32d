"""The session's side of the window: its messages, the offer to resume, and the settings,
statistics and hand-history dialogs. It talks to the session (app.session) only through
its signals and methods."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialog, QMessageBox

from ...app.language import tr
from ...app.plain_text import shorten
from ...app.review.replay import Comparison
from ...app.session import GameSession, ResumeOffer
from ...app.settings import Settings
from ..seat_names import scores_text
from .abandon import game_in_progress
from .message_box import message_box

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

MESSAGE_MS = 15_000
CLOSING_NOTE = "closing_note"  # the object name of the box shown as the window closes


class SessionDialogs(QObject):
    """Shows what the session says and opens the dialogs that work on its files."""

    def __init__(self, window: QMainWindow, session: GameSession) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        self.boxes: list[QMessageBox] = []  # open message boxes (tests close them)
        self.dialog: QDialog | None = None  # the open settings, statistics or history dialog
        self.practice_table: QDialog | None = None  # the practice table, once opened
        self.lesson_table: QDialog | None = None  # Help > Learn to play, once opened
        self.resume_offer: QMessageBox | None = None
        self.summary: QDialog | None = None  # the hand's summary, told of a replay's result
        session.message.connect(self.tell)
        session.resume_offered.connect(self.offer_resume)
        session.replay.changed.connect(self._show_comparison)

    # ------------------------------------------------------------------ what the session says
    def tell(self, message: str) -> None:
        """Show a message without stopping play: the status line and a box, as plain
        text (it may quote a file) cut to a readable length."""
        self.window.statusBar().showMessage(shorten(message.splitlines()[0]), MESSAGE_MS)
        box = message_box(QMessageBox.Icon.Warning, tr("Oklahoma Ten Point Pitch"), message,
                          self.window)  # fmt: skip
        box.finished.connect(lambda _result: self.boxes.remove(box) if box in self.boxes else None)
        self.boxes.append(box)
        box.open()

    def tell_at_close(self) -> None:
        """The window has closed its session: what the player must still know (statistics
        kept on disk for the next start, or lost) is shown in a box they close themselves,
        the last thing the game says."""
        note = self.session.closing_note
        if note is None:
            return
        box = message_box(QMessageBox.Icon.Warning, tr("Oklahoma Ten Point Pitch"), note,
                          self.window, QMessageBox.StandardButton.Ok)  # fmt: skip
        box.setObjectName(CLOSING_NOTE)
        self.boxes.append(box)
        box.exec()

    def offer_resume(self, offer: ResumeOffer) -> None:
        """Ask (without blocking) whether to go on with the saved game."""
        text = tr("You have an unfinished game: hand {n}, scores {scores}. Resume it?")
        box = message_box(
            QMessageBox.Icon.Question,
            tr("Unfinished game"),
            text.format(n=offer.hand_number + 1, scores=scores_text(offer.scores)),
            self.window,
        )
        resume = box.addButton(tr("Resume"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(tr("New game"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(resume)

        def answered() -> None:
            self.resume_offer = None
            self.session.answer_resume(box.clickedButton() is resume)

        box.finished.connect(answered)
        self.resume_offer = box
        box.open()

    def summary_opened(self, summary: QDialog) -> None:
        """A hand's summary (or the game over) is shown: a replayed hand's line goes in it
        now, and is filled in when the computer's play of the deal arrives."""
        self.summary = summary
        self._show_comparison(self.session.replay.current)

    def _show_comparison(self, comparison: Comparison | None) -> None:
        if self.summary is not None and comparison is not None:
            self.summary.hand.show_comparison(comparison)
        elif comparison is None:
            self.summary = None  # another game or hand: that summary is no replay's

    # ------------------------------------------------------------------ dialogs
    def open_settings(self) -> QDialog:
        """Game > Settings… (its widgets are imported when it first opens: start-up)"""
        from .settings import SettingsDialog

        dialog = SettingsDialog(self.session.settings, self.window.pixmaps, self.window)
        dialog.accepted.connect(lambda: self.settings_chosen(dialog.result_settings()))
        self.dialog = dialog
        dialog.open()
        return dialog

    def settings_chosen(self, settings: Settings) -> None:
        """Keep the new settings; offer a new game when its rules or seats changed."""
        if not self.session.change_settings(settings):
            return
        text = tr("The new rules apply to the next game. Start one now?")
        game = game_in_progress(self.session.controller)
        if game is not None:
            text = tr(
                "The new rules apply to the next game. Abandon the game in progress"
                " ({game}) and start one now?"
            ).format(game=game)
        box = QMessageBox(
            QMessageBox.Icon.Question,
            tr("Settings"),
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self.window,
        )
        box.accepted.connect(self.window.new_game)
        self.boxes.append(box)
        box.open()

    def open_statistics(self) -> QDialog:
        """Game > Statistics (pyqtgraph is loaded now, not at start-up)."""
        from .statistics import StatisticsDialog

        dialog = StatisticsDialog(self.session.statistics, self.window)
        dialog.practice.connect(self.open_practice)
        return self._open(dialog)

    def open_practice(self) -> QDialog:
        """Game > Practice (and the Statistics' Practice button): the drills, and the
        practice table they are put on."""
        from ...app.stats.drills import load_drills
        from ..practice.drill_list import PracticeDialog

        dialog = PracticeDialog(load_drills(self.session.statistics), self.window)
        dialog.practise.connect(self.open_practice_table)
        return self._open(dialog)

    def open_lesson(self) -> QDialog | None:
        """Help > Learn to play: the guided first hand on a table of its own."""
        from ..practice.lesson_table import LessonTable

        if self.lesson_table is not None and self.lesson_table.isVisible():
            self.lesson_table.raise_()  # one lesson at a time: the open one, as it was
            self.lesson_table.activateWindow()
            return self.lesson_table
        settings = self.session.settings
        try:
            table = LessonTable(self.window.pixmaps, settings.animation_speed,
                                settings.computer_pace_ms, parent=self.window)  # fmt: skip
        except (OSError, ValueError) as error:  # a damaged install: the game goes on
            self.tell(tr("The lesson cannot be opened: {e}").format(e=shorten(str(error))))
            return None
        self.lesson_table = table
        table.start()
        return table

    def open_practice_table(self, drills: list) -> QDialog:
        """The practice table with ``drills`` on it, one after another."""
        from ..practice.practice_table import PracticeTable

        window = self.window
        table = PracticeTable(lambda: self.session.statistics, window.pixmaps,
                              self.session.settings.animation_speed, parent=window)  # fmt: skip
        if self.practice_table is not None:  # one practice table at a time
            self.practice_table.close()
        self.practice_table = table
        table.start(drills)
        return table

    def open_history(self) -> QDialog:
        """Game > Hand history."""
        from .history import HistoryDialog

        dialog = HistoryDialog(self.session.history, self.window)
        dialog.play_again.connect(
            lambda record, seat: self.window.abandon.then(
                lambda: self.session.play_again(record, seat)
            )
        )
        dialog.review.connect(self.window.open_review)
        dialog.reasons.connect(self.window.open_reasons)
        return self._open(dialog)

    def start(self, first_start: bool = True) -> None:
        """Start the session; at the first start, once the "How to play" tour is closed
        (the game waits for it: nobody bids behind the tour). The records open, and the
        start-up messages come, once the table has been painted."""
        self.window.first_paint.then(self.session.open_records)  # and the start-up messages
        if not first_start or self.session.settings.tour_seen:
            self.session.start(records_now=False)
            return
        tour = self.window.show_tour()
        self.session.mark_tour_seen()
        tour.finished.connect(lambda _result: self.session.start(records_now=False))

    def _open(self, dialog: QDialog) -> QDialog:
        self.dialog = dialog
        dialog.open()
        return dialog
