"""A hand's outcome as one whole sentence per person and result ("You bid 7 and were set.",
"Your partner North bid 4 and made it.", "West bid 5 and was set."): each is its own
string for the translators, since languages conjugate the verb by its subject."""

from __future__ import annotations

from ...app.language import tr
from ..seat_names import seat_name


def outcome_sentence(pitcher: int, bid: int | str, made: bool, players: int) -> str:
    """What became of ``pitcher``'s bid ``bid`` (a number, or with its trump: "3 ♥") at a
    table of ``players``, the person sitting at seat 0 (partners sit opposite, R1)."""
    if pitcher == 0:
        text = tr("You bid {bid} and made it.") if made else tr("You bid {bid} and were set.")
        return text.format(bid=bid)
    seat = seat_name(pitcher, players)
    if pitcher % (players // 2) == 0:
        if made:
            text = tr("Your partner {seat} bid {bid} and made it.")
        else:
            text = tr("Your partner {seat} bid {bid} and was set.")
    elif made:
        #: An opponent's bid made: "West bid 5 and made it."
        text = tr("{seat} bid {bid} and made it.")
    else:
        #: An opponent's bid set (it failed): "West bid 5 and was set."
        text = tr("{seat} bid {bid} and was set.")
    return text.format(seat=seat, bid=bid)
