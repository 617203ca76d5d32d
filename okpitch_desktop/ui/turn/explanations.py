"""Why a move is refused and why advice suggests one, said in the player's language.

The engine's refusals and the explanations (ai.review.explain, through app.computers.advice)
come as codes with parameters; this module words them. An advice reads as the move, then
its reasons: "Play A♠: it takes the trick; it takes the Jack; no card still out can beat
it; the search values it 2.1 points above 5♠"."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QT_TR_NOOP

from ...app.computers.advice import Advice
from ...app.language import tr
from ...engine import Action, Bid, DeclareTrump, Discard, Exchange, Pass, Play
from ..seat_names import SUIT_SYMBOLS, card_label, card_labels, number, point_name, suit_name

# Reasons worded without a parameter (ai.review.explain_play, explain_contract)
PLAIN = {
    "only_card": QT_TR_NOOP("it is your only card"),
    "top_trump": QT_TR_NOOP("no trump still out can beat it"),
    "top_of_suit": QT_TR_NOOP("it is the highest card of its suit still out"),
    "no_trumps_out": QT_TR_NOOP("no other trump is still out"),
    "scores_high": QT_TR_NOOP("playing the ace of trump wins High"),
    "scores_low": QT_TR_NOOP("playing the two of trump wins Low"),
    "lowest": QT_TR_NOOP("it is the cheapest card that does this"),
    "takes": QT_TR_NOOP("it takes the trick"),
    "partner_at_risk": QT_TR_NOOP("a seat after you may still beat your partner's card"),
    "partner_was_safe": QT_TR_NOOP("your partner's card would have held the trick"),
    "sure_to_hold": QT_TR_NOOP("no card still out can beat it"),
    "may_be_beaten": QT_TR_NOOP("a seat after you may still beat it"),
    "lowest_winner": QT_TR_NOOP("it is the lowest card that takes it"),
    "cannot_win": QT_TR_NOOP("no card of yours can take this trick"),
    "keeps_all": QT_TR_NOOP("it keeps every card"),
}


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


def hint_text(advice: Advice) -> str:
    """The move and its reasons, e.g. "Play A♠: it takes the trick; it takes the Jack"."""
    move = move_text(advice.action)
    why = [clause_text(reason.code, reason.params) for reason in advice.reasons]
    if not why:
        return move
    #: Joins the reasons of a move ("it takes the trick; it takes the Jack")
    joined = tr("; ").join(why)
    return tr("{move}: {why}").format(move=move, why=joined)


def move_text(action: Action) -> str:
    """A move as advice says it: "Play A♠", "Bid 3", "Pass", "Name hearts as trump"."""
    match action:
        case Play(card):
            return tr("Play {card}").format(card=card_label(card))
        case Bid(points):
            return tr("Bid {n}").format(n=points)
        case Pass():
            return tr("Pass")
        case DeclareTrump(suit):
            return tr("Name {suit} as trump").format(suit=suit_name(suit))
        case Exchange(()):
            return tr("Exchange nothing")
        case Exchange(cards):
            return tr("Exchange {cards}").format(cards=card_labels(list(cards)))
        case Discard(cards):
            return tr("Discard {cards}").format(cards=card_labels(list(cards)))
    return str(action)


def action_text(action: Action) -> str:
    """A decision as a player says it: "bid 4", "pass", "trump ♥", "K♠", "discard 2♣ 5♦"."""
    match action:
        case Bid(points):
            return tr("bid {n}").format(n=points)
        case Pass():
            return tr("pass")
        case DeclareTrump(suit):
            return tr("trump {suit}").format(suit=SUIT_SYMBOLS[suit])
        case Exchange(cards):
            return tr("exchange {cards}").format(cards=card_labels(list(cards)) or "–")
        case Discard(cards):
            return tr("discard {cards}").format(cards=card_labels(list(cards)))
        case Play(card):
            return card_label(card)
    return str(action)


def clause_text(code: str, params: Mapping[str, object]) -> str:
    """One reason of ai.review.explain as a clause; its code if this version cannot word it."""
    if code in PLAIN:
        return tr(PLAIN[code])
    return (
        _counted(code, params)
        or _card_reason(code, params)
        or _contract_reason(code, params)
        or code
    )


def _counted(code: str, params: Mapping[str, object]) -> str:
    """Reasons with a count: "%n" is the number, in the plural form the language wants."""
    n = int(params.get("count", 0))
    match code:
        case "higher_out":
            return tr("%n higher card(s) of its suit still out", None, n)
        case "draws_trumps":
            return tr("the others must follow with trumps: %n still out", None, n)
        case "wins_count":
            return tr("the trick holds %n card points toward Game", None, n)
        case "gives_partner_count":
            return tr("it adds %n card points toward Game to your partner's trick", None, n)
        case "loses_count":
            return tr("the trick holds %n card points toward Game for the other side", None, n)
        case "draws":
            return tr("%n new card(s) come from the widow", None, n)
    return ""


def _cards(params: Mapping[str, object], key: str) -> str:
    return card_labels(list(params[key]))


def _points(params: Mapping[str, object]) -> str:
    """Point names ("Jack", "High joker") as a list: "Jack, Low joker"."""
    #: Separates the names of points in a list ("Jack, Low joker")
    return tr(", ").join(point_name(str(point)) for point in params["points"])


def _percent(share: object) -> str:
    return number(100 * float(share))


def _card_reason(code: str, params: Mapping[str, object]) -> str:
    """The reasons of a card (ai.review.explain_play)."""
    match code:
        case "wins_points":
            return tr("it takes the {points}").format(points=_points(params))
        case "risks_points":
            return tr("it puts the {points} at risk").format(points=_points(params))
        case "gives_partner":
            return tr("it gives your partner's trick the {points}").format(points=_points(params))
        case "loses_points":
            text = tr("the trick holds the {points} for the other side")
            return text.format(points=_points(params))
        case "cheaper":
            return tr("{card} would do the same for less").format(card=card_label(params["card"]))
        case "lower_winner":
            return tr("{card} would take it too").format(card=card_label(params["card"]))
        case "takes_over_partner":
            text = tr("it takes the trick over your partner's {card}")
            return text.format(card=card_label(params["card"]))
        case "partner_holds":
            return tr("your partner's {card} holds the trick").format(
                card=card_label(params["card"])
            )
        case "lets_go":
            text = tr("it lets the trick go, though {cards} would take it")
            return text.format(cards=_cards(params, "winners"))
    return ""


def _contract_reason(code: str, params: Mapping[str, object]) -> str:
    """The reasons of a bid, trump, exchange or discard, and of the values."""
    match code:
        case "forced_bid":
            text = tr("everyone else passed, so the dealer must bid {bid}")
            return text.format(bid=params["bid"])
        case "partner_holds_bid":
            return tr("your partner holds the bid at {bid}").format(bid=params["bid"])
        case "trumps_held":
            return _trumps_held(params)
        case "bid_makes":
            return _bid_makes(params)
        case "makes_bid":
            text = tr("your side makes its bid of {bid} in {chance}% of the simulated deals")
            return text.format(bid=params["bid"], chance=_percent(params["chance"]))
        case "bid_would_make":
            text = tr("a bid of {bid} is made in {chance}% of the simulated deals")
            return text.format(bid=params["bid"], chance=_percent(params["chance"]))
        case "outbid":
            text = tr("another side outbids yours in {share}% of them")
            return text.format(share=_percent(params["share"]))
        case "sets_pitcher":
            text = tr("the pitcher is set in {chance}% of the simulated deals")
            return text.format(chance=_percent(params["chance"]))
    return _set_reason(code, params) or _value_reason(code, params)


def _trumps_held(params: Mapping[str, object]) -> str:
    suit = suit_name(int(params["suit"]))
    if not params["cards"]:
        return tr("with {suit} as trump you would hold no trump").format(suit=suit)
    text = tr("with {suit} as trump you would hold {cards}")
    return text.format(suit=suit, cards=_cards(params, "cards"))


def _bid_makes(params: Mapping[str, object]) -> str:
    chance = _percent(params["chance"])
    if params.get("suit") is None:
        text = tr(
            "when your side wins the bidding it makes {bid} in {chance}% of the simulated deals"
        )
        return text.format(bid=params["bid"], chance=chance)
    text = tr(
        "when your side wins the bidding and names {suit} it makes {bid} in {chance}% of the"
        " simulated deals"
    )
    return text.format(suit=suit_name(int(params["suit"])), bid=params["bid"], chance=chance)


def _set_reason(code: str, params: Mapping[str, object]) -> str:
    """The reasons of an exchange or a discard (which cards it keeps and lets go)."""
    match code:
        case "lets_trumps_go":
            return tr("it lets the trumps {cards} go").format(cards=_cards(params, "cards"))
        case "keeps_trumps" if params["all"]:
            return tr("it keeps all the trumps: {cards}").format(cards=_cards(params, "cards"))
        case "keeps_trumps":
            return tr("it keeps the trumps {cards}").format(cards=_cards(params, "cards"))
        case "trumps_fill":
            text = tr("the trumps fill the hand, so {cards} must go")
            return text.format(cards=_cards(params, "cards"))
        case "lets_high_go" if params["kept"]:
            text = tr("it lets {cards} go but keeps the lower {kept}")
            return text.format(cards=_cards(params, "cards"), kept=_cards(params, "kept"))
        case "lets_high_go":
            return tr("it lets {cards} go").format(cards=_cards(params, "cards"))
        case "keeps_plain":
            return tr("besides trumps it keeps {cards}").format(cards=_cards(params, "cards"))
        case "instead":
            both = tr("it keeps {keep} and lets {let_go} go instead")
            return _swap(params, both, tr("it keeps {keep} as well"),
                         tr("it lets {let_go} go as well"))  # fmt: skip
        case "better_cards":
            both = tr("better keep {keep} and let {let_go} go")
            return _swap(params, both, tr("better keep {keep} as well"),
                         tr("better let {let_go} go as well"))  # fmt: skip
    return ""


def _swap(params: Mapping[str, object], both: str, keep: str, let_go: str) -> str:
    """Two sets compared: the cards one keeps and the other lets go, and back."""
    kept, gone = _cards(params, "keep"), _cards(params, "let_go")
    if kept and gone:
        return both.format(keep=kept, let_go=gone)
    return keep.format(keep=kept) if kept else let_go.format(let_go=gone)


def _value_reason(code: str, params: Mapping[str, object]) -> str:
    """What the measure's valued moves say of the move (ai.review.explain)."""
    match code:
        case "best_by":
            text = tr("the search values it {points} points above {other}")
            return text.format(points=number(params["margin"], 1),
                               other=action_text(params["next"]))  # fmt: skip
        case "as_good_as":
            return tr("{other} is worth about the same").format(other=action_text(params["other"]))
        case "costs":
            text = tr("it gives away about {points} points against {other}")
            return text.format(points=number(params["cost"], 1),
                               other=action_text(params["better"]))  # fmt: skip
    return ""
