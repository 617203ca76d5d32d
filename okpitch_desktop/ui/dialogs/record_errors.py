"""Why a hand record cannot be used, said in the player's language with the seats' names.

The engine's messages name seats by number ("seat 1 holds hearts"), as the command line and
the record format do; a person importing a file reads "plays[3], trick 1, West: …" instead.
"""

from __future__ import annotations

from ...app.language import tr
from ...app.plain_text import shorten
from ...engine import RecordError
from ...engine.errors import IllegalAction
from ..seat_names import SUIT_SYMBOLS, card_label, seat_name


def record_error_text(error: ValueError) -> str:
    """The reason a file cannot be used; a ``RecordError`` with its step named and the
    refused action worded, any other error as its own message."""
    if not isinstance(error, RecordError) or error.players is None:
        return shorten(error)  # a file's own words ("unknown field '…'"), cut to read
    players = error.players
    reason = _refusal(error.cause, players) if error.cause is not None else None
    return shorten(
        tr("{step}: {reason}").format(step=_place(error, players), reason=reason or error.reason)
    )


def _place(error: RecordError, players: int) -> str:
    if error.seat is None or not 0 <= error.seat < players:
        return error.field
    seat = seat_name(error.seat, players)
    if error.trick is not None:
        #: Where a hand record goes wrong: "plays[3], trick 1, West"
        return tr("{field}, trick {trick}, {seat}").format(
            field=error.field, trick=error.trick, seat=seat
        )
    #: Where a hand record goes wrong: "bids[2], North"
    return tr("{field}, {seat}").format(field=error.field, seat=seat)


def _refusal(cause: IllegalAction, players: int) -> str | None:
    """The refusals whose English names a seat by number, worded without the number;
    None keeps the engine's own message."""
    params = cause.params
    match cause.code:
        case "not_turn":
            first = params.get("to_act")
            if isinstance(first, int) and 0 <= first < players:
                return tr("not this seat's turn: {seat} must act first").format(
                    seat=seat_name(first, players)
                )
        case "not_in_hand":
            if _is_card(params.get("card")):
                return tr("{card} is not in this seat's hand").format(
                    card=card_label(params["card"])
                )
        case "exchange_count":
            return tr("at most %n card(s) may be exchanged", None, int(params["most"]))
        case "discard_count":
            return tr("exactly %n card(s) must be discarded", None, int(params["needed"]))
        case "dealer_must_bid":
            return tr("the dealer cannot pass: everyone else passed, so the dealer must bid 2")
        case "bid_too_low":
            text = tr("{bid} is not legal: a bid must be higher than the standing bid of {high}")
            return text.format(bid=params["bid"], high=params["high"])
        case "must_follow":
            return _must_follow(params)
    return None


def _must_follow(params: dict) -> str:
    """R7's refusal in the third person: the seat is named in the place."""
    card = card_label(params["card"])
    must = params.get("must")
    if must == "trump_lead":
        why = tr("the pitcher's first lead must be a trump")
    elif must == "suit":
        why = tr("this seat holds {suit} and must follow suit")
    elif must == "suit_or_trump":
        why = tr("this seat holds {suit} and must play {suit} or a trump")
    else:
        why = tr("this seat must play a trump")
    suit = SUIT_SYMBOLS[params["suit"]] if "suit" in params else ""
    #: A card refused in a hand record: "9♥ is not legal: this seat holds ♥ …"
    return tr("{card} is not legal: {why}").format(card=card, why=why.format(suit=suit))


def _is_card(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 54
