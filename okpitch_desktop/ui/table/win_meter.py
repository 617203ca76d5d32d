"""View > Chance to win: a line under the table with the person's team's chance to win the
game, from the scores (app.chance_to_win); with a standing bid or a contract what making it
or being set would mean, and on the person's turn to bid what each legal bid would mean."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from ...app.chance_to_win import SeenChances, seen_chances
from ...app.controller import GameController
from ...app.language import tr
from ...engine import Observation
from ..seat_names import number, seat_name


def percent(chance: float) -> str:
    return number(100 * chance)


def meter_text(chances: SeenChances | None, players: int) -> str:
    """The meter's lines for what the person sees."""
    if chances is None:
        return ""
    lines = [tr("Your team's chance to win: {chance}%").format(chance=percent(chances.team_chance))]
    stakes = chances.contract
    if stakes is not None and chances.holder is not None:
        text = tr("If {seat} makes {bid}: {made}%; if set: {set}%").format(
            seat=seat_name(chances.holder, players),
            bid=stakes.bid,
            made=percent(stakes.if_made),
            set=percent(stakes.if_set),
        )
        lines.append(text)
    if chances.bids:
        each = tr("{bid}: {made}% made, {set}% set")
        bids = [each.format(bid=s.bid, made=percent(s.if_made), set=percent(s.if_set))
                for s in chances.bids]  # fmt: skip
        lines.append(tr("Your bids: {bids}").format(bids="   ".join(bids)))
    return "\n".join(lines)


class WinMeter(QLabel):
    """The chance-to-win line: it keeps what the person last saw, and works the chances out
    only while it is shown."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent, objectName="win_meter")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setContentsMargins(8, 2, 8, 2)
        self.setAccessibleName(tr("Chance to win"))
        self.chances: SeenChances | None = None
        self._seen: Observation | None = None
        controller.person_sees.connect(self.on_person_sees)

    def on_person_sees(self, observation: Observation) -> None:
        self._seen = observation
        if self.isVisible():
            self._update()

    def showEvent(self, event) -> None:  # noqa: N802
        self._update()
        super().showEvent(event)

    def _update(self) -> None:
        if self._seen is not None:
            self.chances = seen_chances(self._seen)
            self.setText(meter_text(self.chances, self._seen.rules.players))
