"""The lesson's line above the bar (Help > Learn to play): at each of the person's turns, what
this step of the game is, what to do now and why (the hint's reason for the recorded move),
and at the end what the hand scored. A move other than the one asked for is refused: the
line says so and asks again."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TR_NOOP, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from ...app.computers.advice import advise, advise_from
from ...app.language import tr
from ...app.table_news import ActionRefused
from ...engine import Action, HandReport, Observation, Phase
from ..turn.explanations import hint_text

if TYPE_CHECKING:
    from ...app.practice.coach import CoachCheck

# (heading, text) of each kind of step; the texts hold for the lesson's deal
STEPS = {
    "first_bid": (
        QT_TR_NOOP("Bidding"),
        QT_TR_NOOP(
            "Nine cards each are dealt; the rest is the widow. In turn, each player bids how"
            " many of the hand's points their team will take, or passes; the highest bid"
            " names trump. You hold six clubs with the jack of clubs: a good trump suit."
        ),
    ),
    "bid_again": (
        QT_TR_NOOP("Bidding again"),
        QT_TR_NOOP(
            "The bidding goes round while anyone bids higher. Your partner, North, bid"
            " over you; with your clubs you can promise more yourself."
        ),
    ),
    "trump": (
        QT_TR_NOOP("Naming trump"),
        QT_TR_NOOP(
            "You won the bidding: you are the pitcher. Name trump: that suit, the other jack"
            " of the same colour (the off-jack) and both jokers become trumps, and any trump"
            " beats every other card."
        ),
    ),
    "exchange": (
        QT_TR_NOOP("The widow"),
        QT_TR_NOOP(
            "Each player may now give up to three cards for as many from the widow, unseen."
            " Give the cards that cannot win: click them, then confirm."
        ),
    ),
    "discard": (
        QT_TR_NOOP("Down to six"),
        QT_TR_NOOP(
            "Everyone keeps six cards for the play. Keep your trumps: let the other cards go."
        ),
    ),
    "first_lead": (
        QT_TR_NOOP("The play"),
        QT_TR_NOOP(
            "The pitcher leads the first trick. A point each goes to the team that takes"
            " High (the highest trump), Low (the lowest), the Jack, the Off-jack, each joker,"
            " and Game (the most card points in its tricks). Leading trumps draws the others'"
            " trumps out."
        ),
    ),
    "play": (
        QT_TR_NOOP("Playing"),
        QT_TR_NOOP(
            "Follow the suit led if you can, or play a trump; the highest trump takes the"
            " trick, otherwise the highest card of the suit led. The winner leads next."
        ),
    ),
}


def step_kind(observation: Observation) -> str:
    """Which of STEPS the person's decision in ``observation`` is."""
    match observation.phase:
        case Phase.BID:  # a second bid once the bidding has gone round
            again = len(observation.bids) >= observation.rules.players
            return "bid_again" if again else "first_bid"
        case Phase.TRUMP:
            return "trump"
        case Phase.EXCHANGE:
            return "exchange"
        case Phase.DISCARD:
            return "discard"
    first = not observation.tricks and not observation.trick
    return "first_lead" if first else "play"


def do_text(observation: Observation, move: Action, check: CoachCheck | None = None) -> str:
    """What to do and why: the recorded move with its reasons, from the position and, once
    the coach's check of the turn has come (``check``), from the measure's values."""
    advice = advise(observation, move) if check is None else advise_from(check, move)
    return tr("Do: {why}").format(why=hint_text(advice))


def end_text(report: HandReport, team: int) -> str:
    """What the hand scored, from the person's team's side."""
    us, them = report.earned[team], sum(report.earned) - report.earned[team]
    if report.made:
        text = tr(
            "Your team made its bid of {bid}: it scores the {us} points it took, the other"
            " team its {them}. Hands go on until a team reaches the target score. You are"
            " ready: Game > New game."
        )
    else:
        text = tr("Your team was set: it loses {bid} points. The other team scores {them}.")
    return text.format(bid=report.bid, us=us, them=them)


class LessonLine(QFrame):
    """What the lesson says at each turn of the person, and at the end."""

    done_clicked = Signal()

    def __init__(self) -> None:
        super().__init__(objectName="lesson_line")
        self.setStyleSheet("#lesson_line { background: #eaf6e6; }")
        self.heading = QLabel(textFormat=Qt.TextFormat.PlainText)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.text = QLabel(textFormat=Qt.TextFormat.PlainText, wordWrap=True)
        self.text.setAccessibleName(tr("Lesson"))
        self.do = QLabel(textFormat=Qt.TextFormat.PlainText, wordWrap=True)
        self.done = QPushButton(tr("Done"), objectName="lesson_done")
        self.done.clicked.connect(self.done_clicked)
        self.done.hide()
        texts = QVBoxLayout()
        for label in (self.heading, self.text, self.do):
            texts.addWidget(label)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addLayout(texts, 1)
        layout.addWidget(self.done)
        self._asked = ""
        self._turn: tuple[Observation, Action] | None = None

    def show_turn(self, observation: Observation, move: Action) -> None:
        """The person's turn: this step, and the move asked for with its reasons."""
        heading, text = STEPS[step_kind(observation)]
        self.heading.setText(tr(heading))
        self.text.setText(tr(text))
        self._turn = (observation, move)
        self._asked = do_text(observation, move)
        self.do.setText(self._asked)

    def show_checked(self, check: CoachCheck) -> None:
        """The measure's values of the turn have come: the move's reasons say what they
        show (the line is left alone if the turn has moved on)."""
        if self._turn is None or self._turn[0] != check.observation:
            return
        refused = self.do.text() != self._asked
        self._asked = do_text(check.observation, self._turn[1], check)
        if not refused:
            self.do.setText(self._asked)

    def show_refused(self, refused: ActionRefused) -> None:
        """Another move than the lesson's: say so, and ask again."""
        if refused.code == "lesson":
            self.do.setText(tr("Not this one, for this lesson. {asked}").format(asked=self._asked))

    def show_end(self, report: HandReport, team: int) -> None:
        self.heading.setText(tr("The hand is scored"))
        self.text.setText(end_text(report, team))
        self._turn = None
        self.do.setText("")
        self.done.show()
        self.done.setFocus()
