"""Exact solution of the last tricks with four players (two teams), by alpha-beta.

With two teams what one team gains the other loses, both in points (its change against
the other's) and in the chance to win the game, so the max-n search of ``fastplay.solve``
becomes a two-sided one and alpha-beta cuts it to a fraction of the positions. The leaf
value comes from the caller, seen from one team.
"""

from __future__ import annotations

from collections.abc import Callable

from .fastplay import TRICKS_PER_HAND, FastHand, cards_of

Leaf = Callable[[list[int]], float]  # team score changes -> value for ``team``


def solve_two_teams(hand: FastHand, pitcher_team: int, bid: int, team: int, leaf: Leaf) -> float:
    """Value for ``team`` of the position when both teams play perfectly from here."""
    return _search(hand, pitcher_team, bid, team, leaf, -1e9, 1e9)


def _search(
    hand: FastHand, pitcher_team: int, bid: int, team: int, leaf: Leaf, alpha: float, beta: float
) -> float:
    if hand.tricks_done == TRICKS_PER_HAND:
        return leaf(hand.deltas(pitcher_team, bid))
    maximising = hand.to_act % 2 == team
    strength = hand.t.strength
    # Strong cards first: they take tricks, and good moves early make the cuts.
    cards = sorted(cards_of(hand.legal()), key=strength.__getitem__, reverse=True)
    best = -1e9 if maximising else 1e9
    for card in cards:
        child = hand.copy()
        child.play(card)
        value = _search(child, pitcher_team, bid, team, leaf, alpha, beta)
        if maximising:
            if value > best:
                best = value
                alpha = max(alpha, value)
        elif value < best:
            best = value
            beta = min(beta, value)
        if alpha >= beta:
            break
    return best
