"""Why a move is refused and why a hint suggests one, said in the player's language.

The engine and the hints give reason codes with parameters; this module words them."""

from __future__ import annotations

from collections.abc import Mapping

from ...app.computers.advice import Advice
from ...app.language import tr
from ..seat_names import SUIT_SYMBOLS, card_label, point_name, suit_name


def refusal_text(code: str, params: Mapping[str, object], message: str) -> str:
    """Why a card may not be played (R7); the engine's own message for other refusals."""
    if code != "must_follow":
        return message
    must = params.get("must")
    if must == "trump_lead":
        return tr("Your first lead must be a trump.")
    suit = SUIT_SYMBOLS[params["suit"]] if "suit" in params else ""
    if must == "suit":
        return tr("You hold {suit}: you must follow suit.").format(suit=suit)
    if must == "suit_or_trump":
        return tr("You hold {suit}: play {suit} or a trump.").format(suit=suit)
    return tr("You must play a trump.")


def hint_text(hint: Advice) -> str:
    """The hint's advice and its reason, e.g. "Take the trick with K♠"."""
    params = hint.params
    card = card_label(params["card"]) if "card" in params else ""
    match hint.reason:
        case "pass":
            return tr("Pass: no suit promises enough points")
        case "forced_bid":
            return tr("Bid 2: everyone else passed, so the dealer must bid")
        case "bid":
            return tr("Bid {n}: your best suit should make it").format(n=params["points"])
        case "trump":
            return tr("Name {suit}: your strongest suit").format(suit=suit_name(params["suit"]))
        case "keep_best":
            return tr("Keep your trumps and your high cards")
        case "lead_trump":
            return tr("Lead {card}: draw out the others' trumps").format(card=card)
        case "lead":
            return tr("Lead {card}").format(card=card)
        case "help_partner":
            return tr("Give {card} to your partner: their card holds the trick").format(card=card)
        case "partner_holds":
            return tr("Your partner holds the trick: play low ({card})").format(card=card)
        case "take_points":
            point = params["point"]
            what = tr("Ten") if point == "game" else point_name(point)
            return tr("Take it with {card}: the trick holds the {point}").format(
                card=card, point=what
            )
        case "take":
            return tr("Take the trick with {card}").format(card=card)
        case "hold_back":
            return tr("Let this trick go ({card}): your winners count more later").format(card=card)
        case "play_low":
            return tr("You cannot win this trick: play {card}, your least valuable card").format(
                card=card
            )
    return hint.reason  # a code this version cannot word yet
