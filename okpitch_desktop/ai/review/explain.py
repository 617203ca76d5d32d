"""Why a move is good or bad: the one explanation that the hint, the coach, the drills, the
lesson, the review and the computers' reasons all give (issue 62).

An explanation is a tuple of ``Reason`` clauses derived from the position (what the move
does: ai.review.explain_play for a card, ai.review.explain_contract for the rest) and, when
the move was valued, from the valued alternatives of the one measure (ai.review.coach,
docs/levels.md): how the contract went on those deals, and what the move is worth against
the best or the next best. Nothing is said that the position or the values do not show:
a card is "the lowest" only if it is the cheapest that does the same job, a suit or a move
"the best" only if the measure ranks it first."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...engine import Action, Bid, Discard, Exchange, Observation, Pass, Phase, Play
from ...engine.actions import same_action
from .explain_contract import contract_reasons, odds_reasons, swapped
from .explain_play import play_reasons
from .reason import Reason

if TYPE_CHECKING:  # the table words explanations without loading the search
    from .hand_review import ValuedAction
    from .odds import ContractOdds

CLOSE = 0.05  # points: two moves closer than this are "worth about the same"

__all__ = ["Reason", "explain", "position_reasons", "value_reasons"]


def explain(
    observation: Observation,
    action: Action,
    values: Sequence[ValuedAction] = (),
    against: Action | None = None,
) -> tuple[Reason, ...]:
    """Why ``action`` for the seat to act in ``observation``: the position's facts, then
    what ``values`` (the measure's valued candidates, best first; may be empty) say of it;
    ``against``, another exchange or discard, adds the cards in which the two differ."""
    found = position_reasons(observation, action)
    found += value_reasons(observation, action, values)
    two_sets = isinstance(action, Exchange | Discard) and type(against) is type(action)
    if two_sets and not same_action(action, against):
        found.append(Reason("instead", swapped(action, against, observation.hand)))
    return tuple(found)


def position_reasons(observation: Observation, action: Action) -> list[Reason]:
    """What the move does, from the position alone."""
    if isinstance(action, Play):
        return play_reasons(observation, action.card)
    return contract_reasons(observation, action)


def value_reasons(
    observation: Observation, action: Action, values: Sequence[ValuedAction]
) -> list[Reason]:
    """What the valued deals say: the contract's odds after the move, and its worth against
    the best move (if it is not the best) or the next best (if it is)."""
    valued = _find(values, action)
    if valued is None:
        return []
    found: list[Reason] = []
    if observation.phase is not Phase.PLAY:
        lowest = _lowest_bid(values) if isinstance(action, Pass) else None
        found += odds_reasons(observation, action, valued.odds, lowest)
    best = values[0]
    if valued.value >= best.value:
        others = [v for v in values if not same_action(v.action, action)]
        if others:
            margin = round(valued.value - others[0].value, 3)
            if margin >= CLOSE:
                found.append(Reason("best_by", {"margin": margin, "next": others[0].action}))
            else:
                found.append(Reason("as_good_as", {"other": others[0].action}))
        return found
    cost = round(best.value - valued.value, 3)
    if cost < CLOSE:
        found.append(Reason("as_good_as", {"other": best.action}))
        return found
    found.append(Reason("costs", {"cost": cost, "better": best.action}))
    if isinstance(action, Exchange | Discard) and type(best.action) is type(action):
        found.append(Reason("better_cards", swapped(best.action, action, observation.hand)))
    return found


def _find(values: Sequence[ValuedAction], action: Action) -> ValuedAction | None:
    return next((v for v in values if same_action(v.action, action)), None)


def _lowest_bid(values: Sequence[ValuedAction]) -> ContractOdds | None:
    """The odds of the lowest bid valued (what a pass turns down)."""
    bids = [v for v in values if isinstance(v.action, Bid)]
    return min(bids, key=lambda v: v.action.points).odds if bids else None
