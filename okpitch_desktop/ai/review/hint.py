"""A hint for the human seat: the hard level's move with a one-line reason.

The reason comes as a code with parameters (for the table to translate) and as English.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ...engine import Action, Bid, DeclareTrump, Discard, Exchange, Observation, Pass, Play
from ...engine.cards import SUIT_NAMES, Card, card_name
from ..players.levels import make_player
from ..search.knowledge import winning_seat
from ..search.tactics import card_values

POINT_NAMES = {"jack": "Jack", "off_jack": "Off-jack", "high_joker": "High joker",
               "low_joker": "Low joker", "three": "Three", "game": "Ten"}  # fmt: skip


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested action and why."""

    action: Action
    reason: str  # a code: take_points, help_partner, partner_holds, play_low, lead_trump, ...
    params: dict[str, object] = field(default_factory=dict)
    text: str = ""


def hint(observation: Observation, seed: int = 0, level: str = "hard") -> Hint:
    """The move the ``level`` player would make for the seat to act, with its reason."""
    return explain(observation, make_player(level).choose(observation, random.Random(seed)))


def explain(observation: Observation, action: Action) -> Hint:
    """``action`` for the seat to act, with the reason a player would give for it."""
    return Hint(action, *_reason(observation, action))


def _reason(observation: Observation, action: Action) -> tuple[str, dict, str]:
    match action:
        case Pass():
            return "pass", {}, "Pass: no suit promises enough points"
        case Bid(points) if None not in observation.legal_bids:
            return "forced_bid", {}, "Bid 2: everyone else passed, so the dealer must bid"
        case Bid(points):
            return "bid", {"points": points}, f"Bid {points}: your best suit should make it"
        case DeclareTrump(suit):
            name = SUIT_NAMES[suit]
            return "trump", {"suit": suit}, f"Name {name}: your strongest suit"
        case Exchange() | Discard():
            return "keep_best", {}, "Keep your trumps and your high cards"
        case Play(card):
            return _explain_play(observation, card)
    raise TypeError(f"not an action: {action!r}")


def _explain_play(observation: Observation, card: Card) -> tuple[str, dict, str]:
    values = card_values(observation.trump, observation.rules)
    order = values.order
    trick = observation.trick
    shown = card_name(card)
    if not trick:
        if order.is_trump(card):
            return "lead_trump", {"card": card}, f"Lead {shown}: draw out the others' trumps"
        return "lead", {"card": card}, f"Lead {shown}"
    rules = observation.rules
    if rules.team_of(winning_seat(observation)) == rules.team_of(observation.seat):
        if values.give_cost[card] >= 10 and not order.is_trump(card):
            return (
                "help_partner",
                {"card": card},
                f"Give {shown} to your partner: their card holds the trick",
            )
        return "partner_holds", {"card": card}, "Your partner holds the trick: play low"
    if order.trick_winner([*trick, card]) == len(trick):
        points = [values.point_cards[c] for c in trick if c in values.point_cards]
        if points:
            text = f"Take it: the trick holds the {POINT_NAMES[points[0]]}"
            return "take_points", {"card": card, "point": points[0]}, text
        return "take", {"card": card}, f"Take the trick with {shown}"
    could_win = any(
        order.trick_winner([*trick, other]) == len(trick) for other in observation.legal_cards
    )
    if could_win:
        return "hold_back", {"card": card}, "Let this trick go: your winners count more later"
    return "play_low", {"card": card}, "You cannot win this trick: play your least valuable card"
