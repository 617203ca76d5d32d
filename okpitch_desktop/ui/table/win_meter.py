"""View > Chance to win: a line under the table with the person's team's chance to win the
game from the score (app.chance_to_win), what the standing bid or the contract means if
made or set, and on the person's turn to bid a small table of each bid's chance to be made
with the person's cards and the chance to win the game it gives (worked out in the
background: app.review.bid_chances). It clears when the hand is played out, and says the
result once the game is over. The words are win_words's."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QWidget

from ...app.chance_to_win import SeenChances, seen_chances
from ...app.controller import GameController
from ...app.language import tr
from ...app.review.bid_chances import BidChanceJobs
from ...engine import HandReport, Observation
from .win_words import (
    bid_explanation,
    bid_rows,
    meter_text,
    result_text,
    score_line,
    standing_explanation,
    standing_line,
)

if TYPE_CHECKING:
    from ...app.chance_to_win import BidChances

ROW_GAP = 1  # pixels above and below each row of the bids' table
COLUMN_GAP = 12  # pixels before each bid's column (the labels line up with the lines above)


def meter_html(chances: SeenChances, players: int) -> str:
    """The meter as rich text: its lines, then the bids' table, figures right-aligned."""
    lines = [score_line(chances)]
    standing = standing_line(chances, players)
    if standing:
        lines.append(standing)
    html = "<br>".join(escape(line) for line in lines)
    rows = bid_rows(chances)
    if rows:
        row = f"padding-top:{ROW_GAP}px; padding-bottom:{ROW_GAP}px"  # labels and figures on
        label = f'<td valign="baseline" style="{row}">{{}}</td>'  # a line in any script
        figure = (f'<td align="right" valign="baseline" style="{row};'
                  f' padding-left:{COLUMN_GAP}px">{{}}</td>')  # fmt: skip
        cells = "".join(
            "<tr>" + label.format(escape(name)) + "".join(figure.format(escape(cell))
                                                        for cell in figures) + "</tr>"
            for name, figures in rows
        )  # fmt: skip
        html += f'<table cellspacing="0" cellpadding="0">{cells}</table>'
    return html


class WinMeter(QLabel):
    """The chance-to-win line: it keeps what the person last saw, and works the chances out
    only while it is shown (the bids' chances only while the session's jobs are told to)."""

    changed = Signal(str)  # the meter's words as plain text, each time they change

    def __init__(
        self, controller: GameController, jobs: BidChanceJobs, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent, objectName="win_meter")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)
        self.setContentsMargins(8, 2, 8, 2)
        self.setAccessibleName(tr("Chance to win"))
        self.chances: SeenChances | None = None
        self.plain = ""  # what it says, as plain text
        self._jobs = jobs
        self._seen: Observation | None = None
        self._result: str | None = None  # the game's result, once it is over
        controller.person_sees.connect(self.on_person_sees)
        controller.hand_scored.connect(self.on_hand_scored)
        controller.game_started.connect(self.on_game_started)
        jobs.ready.connect(self.on_bids)

    def on_person_sees(self, observation: Observation) -> None:
        self._seen, self._result = observation, None
        if self.isVisible():
            self._update()

    def on_bids(self, _bids: BidChances) -> None:
        if self.isVisible():
            self._update()

    def on_hand_scored(self, report: HandReport) -> None:
        """The hand is over: nothing of it stays; the game's result if the game is over."""
        self._seen = None
        self._result = None if report.winner is None else result_text(report)
        self._update()

    def on_game_started(self, _started: object) -> None:
        self._seen = self._result = None
        self._update()

    def showEvent(self, event) -> None:  # noqa: N802
        self._update()
        super().showEvent(event)

    def _update(self) -> None:
        seen = self._seen
        self.chances = None if seen is None else seen_chances(seen, self._jobs.current)
        if self._result is not None:
            plain, html, tips = self._result, escape(self._result), []
        elif self.chances is None:
            plain, html, tips = "", "", []
        else:
            plain = meter_text(self.chances, seen.rules.players)
            html = meter_html(self.chances, seen.rules.players)
            tips = [standing_explanation()]
            if self.chances.bidding:
                tips += bid_explanation(self.chances.bids)
        self.setToolTip("".join(f"<p>{escape(tip)}</p>" for tip in tips))
        self.setAccessibleDescription(plain)
        if plain != self.plain:
            self.plain = plain
            self.setText(html)
            self.changed.emit(plain)
