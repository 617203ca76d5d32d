"""A drill's name in the drills' list: its game, hand, phase and the cards involved, e.g.
"Game of 7 Dec, hand 3: the discard (2♠ 8♥ A♦)"."""

from __future__ import annotations

from PySide6.QtCore import QDateTime, QLocale

from ...app.language import tr
from ...app.stats.drills import Drill
from ...engine import Bid, DeclareTrump, Discard, Exchange, Pass, Phase, Play
from ...engine.actions import Action
from ..seat_names import SUIT_SYMBOLS, card_label, card_labels


def game_day(drill: Drill) -> str:
    """The day its game began (when the review found it, for a game not in the table), as
    the person's locale writes a short date."""
    started = drill.game_started if drill.game_started is not None else drill.created_at
    day = QDateTime.fromSecsSinceEpoch(int(started)).date()
    return QLocale().toString(day, QLocale.FormatType.ShortFormat)


def choice_words(action: Action) -> str:
    """The choice as the name shows it in brackets: "3", "pass", "♥", "2♠ 8♥", "7♥"."""
    match action:
        case Bid(points):
            return str(points)
        case Pass():
            return tr("pass")
        case DeclareTrump(suit):
            return SUIT_SYMBOLS[suit]
        case Exchange(cards) | Discard(cards):
            return card_labels(list(cards)) or "–"
        case Play(card):
            return card_label(card)
    return ""


def decision_words(drill: Drill) -> str:
    """ "the discard (2♠ 8♥ A♦)", "7♥ on K♠ 9♠ in trick 4", "the lead of trick 2 (A♣)"."""
    trick = drill.trick
    chosen = None if drill.chosen is None else choice_words(drill.chosen)
    if drill.phase is Phase.PLAY and trick is not None:
        if trick.leads:
            text = (
                tr("the lead of trick {n}")
                if chosen is None
                else tr("the lead of trick {n} ({card})")
            )
            return text.format(n=trick.number, card=chosen)
        lying = card_labels([card for _seat, card in trick.played])
        if chosen is None:
            return tr("your card on {trick} in trick {n}").format(n=trick.number, trick=lying)
        return tr("{card} on {trick} in trick {n}").format(n=trick.number, card=chosen, trick=lying)
    what = {
        Phase.BID: tr("the bid"),
        Phase.TRUMP: tr("the trump"),
        Phase.EXCHANGE: tr("the exchange"),
        Phase.DISCARD: tr("the discard"),
    }.get(drill.phase, "")
    return what if chosen is None else f"{what} ({chosen})"


def drill_name(drill: Drill) -> str:
    """ "Game of 7 Dec, hand 3: the discard (2♠ 8♥ A♦)"."""
    return tr("Game of {day}, hand {n}: {decision}").format(
        day=game_day(drill), n=drill.hand_number + 1, decision=decision_words(drill)
    )
