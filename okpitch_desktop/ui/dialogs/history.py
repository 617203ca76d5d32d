"""Game > Hand history: every kept hand, stepped through trick by trick; a hand exported as
an ``okpitch-hand/1`` file, or such a file imported to replay it or to play the same deal
again from any of its seats."""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import QDateTime, QLocale, QStandardPaths, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...app.language import tr
from ...app.plain_text import shorten
from ...app.stats.history import (
    HandEntry,
    HandHistory,
    LoadedHand,
    export_hand,
    hand_result,
    load_hand,
)
from ...app.stats.score_sheet import SheetRow
from ...engine import Bid, DeclareTrump, Discard, Exchange, Pass, Play, hand_report, replay_record
from ...engine.cards import RED_JOKER
from ..seat_names import (
    SUIT_SYMBOLS,
    card_label,
    point_name,
    scores_text,
    seat_name,
    team_name,
)
from .message_box import warn
from .outcome_words import outcome_sentence
from .record_errors import record_error_text
from .red_suits import RedSuitsDelegate, red_suits_html

RED_SUITS = (1, 2)  # hearts, diamonds
NAME_LIMIT = 80  # characters of an imported file's name in the list


class HistoryDialog(QDialog):
    """A list of kept hands beside the chosen hand, shown one step at a time."""

    play_again = Signal(object, int)  # the record, and the seat the person takes
    review = Signal(object, int)  # the record, and the seat whose decisions to review
    reasons = Signal(object)  # app.review.hand_reasons.PlayedHand: the computers' reasons

    def __init__(self, history: HandHistory, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Hand history"))
        self.resize(900, 600)
        self.history = history
        self.hand: LoadedHand | None = None
        self.steps: list[str] = []
        self.step = 0
        self.list = QListWidget(wordWrap=True)  # a row on two lines rather than cut
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)  # wrapped again when resized
        self.list.setItemDelegate(RedSuitsDelegate(self.list))
        self.list.currentItemChanged.connect(self._on_chosen)
        self.view = QTextBrowser()
        splitter = QSplitter()
        splitter.addWidget(self.list)
        splitter.addWidget(self.view)
        splitter.setSizes([260, 640])
        self.previous = QPushButton(tr("◀ Previous"), clicked=lambda: self.show_step(self.step - 1))
        self.next = QPushButton(tr("Next ▶"), clicked=lambda: self.show_step(self.step + 1))
        self.position = QLabel()
        self.seat = QComboBox()
        self.again = QPushButton(tr("Play this deal again"), clicked=self._on_play_again)
        self.review_button = QPushButton(tr("Review"), clicked=self._on_review)
        self.reasons_button = QPushButton(tr("Computers' reasons"), clicked=self._on_reasons)
        self.export_button = QPushButton(tr("Export…"), clicked=self._ask_export)
        import_button = QPushButton(tr("Import…"), clicked=self._ask_import)
        steps = QHBoxLayout()
        for widget in (self.previous, self.position, self.next):
            steps.addWidget(widget)
        steps.addStretch(1)
        #: "Play this deal again as <seat>": the word before the seat chooser
        as_label = QLabel(tr("as"))
        for widget in (as_label, self.seat, self.again, self.review_button, self.reasons_button,
                       self.export_button, import_button):  # fmt: skip
            steps.addWidget(widget)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addLayout(steps)
        self.reload()

    # ------------------------------------------------------------------ the list
    def reload(self) -> None:
        """List the kept hands again (newest game first)."""
        self.list.clear()
        for entry in self.history.entries():
            self._add_item(entry_label(entry, hand_result(entry.path)), entry.path)
        if self.list.count():
            self.list.setCurrentRow(0)
        else:
            self.show_hand(None)

    def import_file(self, path: Path) -> bool:
        """Add an ``okpitch-hand/1`` file at the top of the list and show it."""
        try:
            load_hand(path)
        except ValueError as error:
            warn(
                self,
                tr("Import"),
                tr("This file cannot be used: {e}").format(e=record_error_text(error)),
            )
            return False
        self._add_item(tr("Imported: {name}").format(name=shorten(path.name, NAME_LIMIT)), path, 0)
        self.list.setCurrentRow(0)
        return True

    def _add_item(self, text: str, path: Path, row: int | None = None) -> None:
        """A row of the list, its whole text also in its tooltip (plain, like the row)."""
        item = QListWidgetItem(text)
        item.setToolTip(f"<p style='white-space:pre'>{red_suits_html(text)}</p>")
        item.setData(256, path)
        self.list.insertItem(self.list.count() if row is None else row, item)

    def export_to(self, path: Path) -> None:
        """Write the shown hand as an ``okpitch-hand/1`` file."""
        if self.hand is not None:
            export_hand(self.hand.record, path)

    def _on_chosen(self, item: QListWidgetItem | None, _previous=None) -> None:
        if item is None:
            return
        try:
            self.show_hand(load_hand(item.data(256)))
        except ValueError as error:
            self.show_hand(None)
            self.view.setPlainText(
                tr("This hand cannot be shown: {e}").format(e=record_error_text(error))
            )

    # ------------------------------------------------------------------ stepping
    def show_hand(self, hand: LoadedHand | None) -> None:
        """Show a hand from its first step (the deal)."""
        self.hand = hand
        self.steps = [] if hand is None else hand_steps(hand.record)
        for widget in (self.again, self.export_button, self.seat):
            widget.setEnabled(hand is not None)
        self.review_button.setEnabled(hand is not None and hand.record.get("plays") is not None)
        self.reasons_button.setEnabled(hand is not None and hand.played is not None)
        self.seat.clear()
        if hand is not None:
            players = replay_record(hand.record).rules.players
            for seat in range(players):
                self.seat.addItem(seat_name(seat, players), seat)
            self.seat.setCurrentIndex(hand.human_seat)
        self.show_step(0)

    def show_step(self, step: int) -> None:
        """Show step ``step``: the deal, the bidding and discards, each trick, the result."""
        if not self.steps:
            self.view.setHtml(tr("<p>No hand has been kept yet.</p>"))
            self.position.setText("")
            self.previous.setEnabled(False)
            self.next.setEnabled(False)
            return
        self.step = max(0, min(step, len(self.steps) - 1))
        self.view.setHtml(self.steps[self.step])
        self.position.setText(f"{self.step + 1} / {len(self.steps)}")
        self.previous.setEnabled(self.step > 0)
        self.next.setEnabled(self.step < len(self.steps) - 1)

    def _on_play_again(self) -> None:
        if self.hand is not None:
            self.play_again.emit(self.hand.record, self.seat.currentData())
            self.accept()

    def _on_review(self) -> None:
        if self.hand is not None:
            self.review.emit(self.hand.record, self.seat.currentData())

    def _on_reasons(self) -> None:
        if self.hand is not None and self.hand.played is not None:
            self.reasons.emit(self.hand.played)

    def _ask_export(self) -> None:
        name, _ = QFileDialog.getSaveFileName(
            self, tr("Export hand"), "hand.json", tr("Hand records (*.json)")
        )
        if name:
            try:
                self.export_to(Path(name))
            except OSError as error:
                warn(self, tr("Export"), str(error))

    def _ask_import(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self, tr("Import hand"), "", tr("Hand records (*.json)")
        )
        if name:
            self.import_file(Path(name))


def hand_steps(record: dict) -> list[str]:
    """The pages of a hand: the deal, the bidding and discards, one per trick, the result."""
    state = replay_record(record)
    players = state.rules.players
    spoken: list[str] = []
    for seat, action in state.history:
        name = escape(seat_name(seat, players))
        match action:
            case Bid(points):
                spoken.append(f"{name}: {points}")
            case Pass():
                spoken.append(tr("{seat}: pass").format(seat=name))
            case DeclareTrump(suit):
                suit_shown = red_suits_html(SUIT_SYMBOLS[suit])
                trump = tr("{seat}: trump {suit}").format(seat=name, suit=suit_shown)
                spoken.append(f"<b>{trump}</b>")
            case Exchange(cards):
                given = _cards(cards) or "–"
                spoken.append(tr("{seat} exchanges {cards}").format(seat=name, cards=given))
            case Discard(cards):
                spoken.append(tr("{seat} discards {cards}").format(seat=name, cards=_cards(cards)))
            case Play():
                break
    scores = scores_text(state.scores)
    head = tr("Dealer: {seat} · Scores: {scores}").format(
        seat=escape(seat_name(state.dealer, players)), scores=scores
    )
    head = f"<p>{head}</p>"
    deal = "".join(
        f"<p><b>{escape(seat_name(seat, players))}</b>: {_cards(hand)}</p>"
        for seat, hand in enumerate(state.dealt_hands)
    )
    widow = tr("Widow: {cards}").format(cards=_cards(state.dealt_widow))
    title = tr("The deal")
    pages = [f"<h3>{title}</h3>{head}{deal}<p>{widow}</p>"]
    if spoken:
        title = tr("Bidding and discards")
        pages.append(f"<h3>{title}</h3>{head}<p>{'<br>'.join(spoken)}</p>")
    shown = ""
    for number, trick in enumerate(state.tricks, start=1):
        cards = ", ".join(
            f"{escape(seat_name((trick.leader + i) % players, players))} {_cards([card])}"
            for i, card in enumerate(trick.cards)
        )
        winner = escape(seat_name(trick.winner, players))
        played = tr("Trick {n}: {cards} → {winner}").format(
            n=number, cards=cards, winner=f"<b>{winner}</b>"
        )
        shown += f"<p>{played}</p>"
        pages.append(f"<h3>{_trick_title(number)}</h3>{head}{shown}")
    if state.trick:
        title = _trick_title(len(state.tricks) + 1)
        pages.append(f"<h3>{title}</h3>{head}{shown}<p>{_cards(state.trick)} …</p>")
    if state.result is not None:
        report = hand_report(state)
        teams = state.rules.teams
        won = [
            f"{point_name(p)}: {team_name(t, teams)}"
            for p, t in report.points.items()
            if t is not None
        ]
        contract = escape(outcome_sentence(report.pitcher, report.bid, report.made, players))
        scores = tr("Scores: {scores}").format(scores=scores_text(report.scores))
        result = tr("Result")
        pages.append(f"<h3>{result}</h3><p>{contract}</p><p>{', '.join(won)}</p><p>{scores}</p>")
    return pages


def documents_folder() -> Path:
    """Where exported hands go and imported ones are looked for first: the person's
    documents, not the folder the program happens to run in."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation))


def _trick_title(number: int) -> str:
    return tr("Trick {n}").format(n=number)


def entry_label(entry: HandEntry, result: SheetRow | None = None) -> str:
    """A kept hand in the list: when its game began (as the locale writes dates), its
    number, and its result when the file has it ("North bid 4 ♥, made · 9 – 3")."""
    text = tr("hand {n}").format(n=entry.hand_number + 1)
    if entry.started is not None:
        when = QLocale().toString(QDateTime(entry.started), QLocale.FormatType.ShortFormat)
        text = f"{when} · {text}"
    if result is not None:
        bid = f"{result.bid} {SUIT_SYMBOLS[result.trump]}"
        outcome = outcome_sentence(result.pitcher, bid, result.made, 2 * len(result.totals))
        text += f" · {outcome} · {scores_text(result.totals)}"
    return text


def _cards(cards) -> str:
    """Cards as a player writes them, red suits and the red joker in red."""
    shown = []
    for card in cards:
        red = card == RED_JOKER or (card < 52 and card // 13 in RED_SUITS)
        colour = "#c00" if red else "#000"
        shown.append(f'<span style="color:{colour}">{escape(card_label(card))}</span>')
    return " ".join(shown)
