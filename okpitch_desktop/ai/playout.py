"""Fast play of the rest of a hand once every card's place is fixed (one sampled deal).

A playout plays every seat with a quick heuristic; the last tricks can instead be solved
exactly, each seat choosing what is best for its own team (max-n: with three teams in the
6-player game every team is scored, not "us against them"). The end is scored by the
engine's own R8 scoring, so there is one definition of the points.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import RuleSet, Trick
from ..engine.cards import Card
from ..engine.follow import legal_plays
from ..engine.scoring import score_hand
from .tactics import CardValues

HAND_TRICKS = 6


@dataclass(slots=True)
class PlayContext:
    """What stays fixed during a search: the rules, trump tables, contract and scores."""

    rules: RuleSet
    values: CardValues
    pitcher: int
    bid: int
    scores: tuple[int, ...]

    def team_deltas(self, tricks: list[Trick]) -> list[int]:
        """How much each team's score changes with this hand (R8)."""
        result = score_hand(
            self.rules, self.values.order, tricks, self.pitcher, self.bid, self.scores
        )
        return [after - before for after, before in zip(result.scores, self.scores, strict=True)]


@dataclass(slots=True)
class Position:
    """A play-phase position with every hand known (a sampled or the true deal)."""

    hands: list[list[Card]]
    trick: list[Card]
    leader: int
    tricks: list[Trick]

    def copy(self) -> Position:
        """An independent copy."""
        return Position([h.copy() for h in self.hands], self.trick.copy(), self.leader,
                        self.tricks.copy())  # fmt: skip

    def to_act(self, players: int) -> int:
        """The seat whose card is next."""
        return (self.leader + len(self.trick)) % players

    def legal(self, context: PlayContext) -> list[Card]:
        """The legal cards of the seat to act."""
        rules = context.rules
        first_lead = rules.first_lead_trump and not self.tricks
        seat = self.to_act(rules.players)
        return legal_plays(self.hands[seat], self.trick, context.values.order, rules.follow,
                           first_lead)  # fmt: skip

    def play(self, card: Card, context: PlayContext) -> None:
        """Play ``card`` for the seat to act and close the trick when it is full."""
        players = context.rules.players
        self.hands[(self.leader + len(self.trick)) % players].remove(card)
        self.trick.append(card)
        if len(self.trick) == players:
            winner = (self.leader + context.values.order.trick_winner(self.trick)) % players
            self.tricks.append(Trick(self.leader, tuple(self.trick), winner))
            self.trick = []
            self.leader = winner

    @property
    def finished(self) -> bool:
        """All tricks are played."""
        return len(self.tricks) == HAND_TRICKS


def quick_card(position: Position, context: PlayContext, legal: list[Card]) -> Card:
    """The playout policy: win a trick cheaply when the other side holds it, otherwise give
    the least valuable card; lead high trump when holding it, else the best plain card."""
    if len(legal) == 1:
        return legal[0]
    values = context.values
    order = values.order
    strength, give_cost = order.strength, values.give_cost
    trick = position.trick
    if not trick:
        best = max(legal, key=strength.__getitem__)
        if order.is_trump(best) or strength[best] >= 13:  # a high trump, or a plain ace/king
            return best
        return min(legal, key=give_cost.__getitem__)
    players = context.rules.players
    teams = context.rules.teams
    win_index = order.trick_winner(trick)
    seat = (position.leader + len(trick)) % players
    if (position.leader + win_index) % players % teams == seat % teams:
        return min(legal, key=give_cost.__getitem__)  # partner holds the trick
    effective = order.effective_suit
    led, trump = effective[trick[0]], order.trump
    to_beat = strength[trick[win_index]]
    winners = [c for c in legal if strength[c] > to_beat and effective[c] in (led, trump)]
    if winners:
        return min(winners, key=strength.__getitem__)
    return min(legal, key=give_cost.__getitem__)


def playout(position: Position, context: PlayContext) -> list[int]:
    """Play the position to the end with the quick policy; team score changes."""
    while not position.finished:
        position.play(quick_card(position, context, position.legal(context)), context)
    return context.team_deltas(position.tricks)


def team_value(deltas: list[int], team: int) -> float:
    """What a team makes of a result: its own change against the others' average."""
    others = (sum(deltas) - deltas[team]) / (len(deltas) - 1)
    return deltas[team] - others


def solve(position: Position, context: PlayContext) -> list[int]:
    """Exact max-n value of the position: each seat plays best for its own team."""
    if position.finished:
        return context.team_deltas(position.tricks)
    team = context.rules.team_of(position.to_act(context.rules.players))
    best: list[int] | None = None
    best_value = 0.0
    for card in position.legal(context):
        child = position.copy()
        child.play(card, context)
        deltas = solve(child, context)
        value = team_value(deltas, team)
        if best is None or value > best_value:
            best, best_value = deltas, value
    return best
