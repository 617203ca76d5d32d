"""Why a card is played, from the position alone (R7, R8): what it does to the trick, which
point cards and card points change hands, whether a seat after it can still beat it, and
whether it is the cheapest card that does the same (the only time it is called "low").

Only the seat's observation is read: "can be beaten" means a card the seat has not seen
would beat it and a seat still has to play; a lead's "still out" counts only the cards a
seat that has not shown out of their suit may hold (a trump led to players who all showed
out of trump draws nothing)."""

from __future__ import annotations

from ...engine import Observation
from ...engine.cards import ACE, TWO, Card, make_card
from ...engine.ranking import GAME_VALUE
from ..search.knowledge import known_voids, unseen_cards
from ..search.tactics import CardValues, card_values
from .reason import Reason

BIG_COUNT = 4  # card points toward Game worth saying: an ace, or a ten (R8)


def play_reasons(observation: Observation, card: Card) -> list[Reason]:
    """The facts of playing ``card`` for the seat to act, most important first."""
    if len(observation.legal_cards) == 1:
        return [Reason("only_card")]
    view = _Trick(observation, card_values(observation.trump, observation.rules))
    if not observation.trick:
        return view.lead(card)
    return view.follow(card)


class _Trick:
    """The trick in progress as the seat to act sees it."""

    def __init__(self, observation: Observation, values: CardValues) -> None:
        self.observation = observation
        self.values = values
        self.order = values.order
        self.rules = observation.rules
        self.trick = list(observation.trick)
        self.unseen = unseen_cards(observation)
        self.legal = list(observation.legal_cards)
        # seats still to play once the seat to act has played
        self.after = self.rules.players - len(self.trick) - 1

    def takes(self, cards: list[Card], card: Card) -> bool:
        """Whether ``card`` played after ``cards`` wins the trick so far."""
        return self.order.trick_winner([*cards, card]) == len(cards)

    def beatable(self, cards: list[Card]) -> bool:
        """Whether a later seat may still take the trick ``cards`` with a card not seen."""
        return self.after > 0 and any(self.takes(cards, other) for other in self.unseen)

    def cheapest(self, cards: list[Card]) -> Card:
        return min(cards, key=lambda c: self.values.give_cost[c])

    def points(self, cards: list[Card]) -> tuple[str, ...]:
        """The point cards among ``cards``, by their points' names (R8)."""
        return tuple(self.values.point_cards[c] for c in cards if c in self.values.point_cards)

    def count(self, cards: list[Card]) -> int:
        """Card points toward Game among ``cards`` (R8: game_point = count)."""
        if self.rules.game_point != "count":
            return 0
        return sum(GAME_VALUE[c] for c in cards)

    def scoring(self, card: Card) -> list[Reason]:
        """High and Low go with the card played (R8): the ace of trump, and the two when
        Low goes to the team that played it."""
        trump = self.order.trump
        if card == make_card(trump, ACE):
            return [Reason("scores_high")]
        if card == make_card(trump, TWO) and self.rules.low_point == "played":
            return [Reason("scores_low")]
        return []

    def held_by_others(self) -> list[Card]:
        """The unseen cards another seat may still hold: not of a suit it has shown it is
        out of (R7); the rest lie in the widow or the discards, and nobody can play them."""
        voids, seat = known_voids(self.observation), self.observation.seat
        others = [s for s in range(self.rules.players) if s != seat]
        effective = self.order.effective_suit
        return [c for c in self.unseen if any(effective[c] not in voids[s] for s in others)]

    def lead(self, card: Card) -> list[Reason]:
        order, strength = self.order, self.order.strength
        suit = order.effective_suit[card]
        out_there = self.held_by_others()
        higher = [c for c in out_there
                  if order.effective_suit[c] == suit and strength[c] > strength[card]]  # fmt: skip
        found: list[Reason] = []
        if order.is_trump(card):
            out = sum(order.is_trump(c) for c in out_there)
            found.append(Reason("higher_out", {"count": len(higher)}) if higher
                         else Reason("top_trump"))  # fmt: skip
            found.append(Reason("draws_trumps", {"count": out}) if out
                         else Reason("no_trumps_out"))  # fmt: skip
        else:
            found.append(Reason("higher_out", {"count": len(higher)}) if higher
                         else Reason("top_of_suit"))  # fmt: skip
        own = self.points([card])
        if own:
            sure = not higher and order.is_trump(card)
            found.append(Reason("wins_points" if sure else "risks_points", {"points": own}))
        found += self.scoring(card)
        cheapest = self.cheapest(self.legal)
        if self.values.give_cost[card] == self.values.give_cost[cheapest]:
            found.append(Reason("lowest"))
        return found

    def follow(self, card: Card) -> list[Reason]:
        trick, order = self.trick, self.order
        leader_index = order.trick_winner(trick)
        holder = (self.observation.leader + leader_index) % self.rules.players
        team = self.rules.team_of(self.observation.seat)
        partner_holds = self.rules.team_of(holder) == team
        held_by = trick[leader_index]
        winners = [c for c in self.legal if self.takes(trick, c)]
        after = [*trick, card]
        if card in winners:
            return self._takes(card, winners, after, held_by if partner_holds else None)
        others = [c for c in self.legal if c not in winners]
        if partner_holds:
            found = [Reason("partner_holds", {"card": held_by})]
            if self.beatable(after):
                found.append(Reason("partner_at_risk"))
            own, count = self.points([card]), self.count([card])
            if own:
                found.append(Reason("gives_partner", {"points": own}))
            if count >= BIG_COUNT:
                found.append(Reason("gives_partner_count", {"count": count}))
        else:
            found = [Reason("lets_go", {"winners": tuple(winners)}) if winners
                     else Reason("cannot_win")]  # fmt: skip
            lost, count = self.points(after), self.count(after)
            if lost:
                found.append(Reason("loses_points", {"points": lost}))
            if count >= BIG_COUNT:
                found.append(Reason("loses_count", {"count": count}))
        found += self.scoring(card)
        found += self._cheapness(card, others, "lowest", "cheaper")
        return found

    def _takes(
        self, card: Card, winners: list[Card], after: list[Card], partner_card: Card | None
    ) -> list[Reason]:
        found: list[Reason] = []
        if partner_card is None:
            found.append(Reason("takes"))
        else:
            found.append(Reason("takes_over_partner", {"card": partner_card}))
            risk = "partner_at_risk" if self.beatable(self.trick) else "partner_was_safe"
            found.append(Reason(risk))
        won, count = self.points(after), self.count(after)
        if won:
            found.append(Reason("wins_points", {"points": won}))
        if count >= BIG_COUNT:
            found.append(Reason("wins_count", {"count": count}))
        if self.after:
            found.append(Reason("may_be_beaten" if self.beatable(after) else "sure_to_hold"))
        found += self.scoring(card)
        if len(winners) > 1:  # the lowest card that takes it spends the least strength
            lowest = min(winners, key=lambda c: self.order.strength[c])
            found.append(Reason("lowest_winner") if lowest == card
                         else Reason("lower_winner", {"card": lowest}))  # fmt: skip
        return found

    def _cheapness(self, card: Card, same_job: list[Card], low: str, other: str) -> list[Reason]:
        """ "Cheapest" only for the card that costs least to give away of those that do the
        same job (``same_job``); otherwise the cheaper one is named."""
        if len(same_job) < 2:
            return []
        cheapest = self.cheapest(same_job)
        if self.values.give_cost[cheapest] == self.values.give_cost[card]:
            return [Reason(low)]
        return [Reason(other, {"card": cheapest})]
