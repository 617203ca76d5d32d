"""What a seat can infer from its observation: the cards it has not seen, and the suits
other seats have shown they lack (R7's follow rules turned around)."""

from __future__ import annotations

from ...engine import Observation
from ...engine.bidding import Bidding
from ...engine.cards import DECK, Card
from ...engine.ranking import TrumpOrder, trump_order


def order_of(observation: Observation) -> TrumpOrder:
    """The card tables for the declared trump (the observation must have one)."""
    return trump_order(observation.trump, observation.rules.high_joker)


def played_cards(observation: Observation) -> list[Card]:
    """Every card played so far in the hand, trick after trick."""
    cards = [card for trick in observation.tricks for card in trick.cards]
    cards.extend(observation.trick)
    return cards


def winning_seat(observation: Observation) -> int:
    """The seat whose card wins the trick in progress so far (it must have a card)."""
    index = order_of(observation).trick_winner(observation.trick)
    return (observation.leader + index) % observation.rules.players


def unseen_cards(observation: Observation) -> list[Card]:
    """Cards this seat has never seen: in other hands, in the widow, or discarded by others."""
    seen = set(observation.hand)
    seen.update(played_cards(observation))
    seen.update(observation.discarded or ())
    seen.update(observation.exchanged or ())
    seen.update(observation.widow_taken)
    return [card for card in DECK if card not in seen]


def known_voids(observation: Observation) -> list[set[int]]:
    """Per seat, the effective suits it cannot hold any more, shown by its plays (R7)."""
    rules = observation.rules
    order = order_of(observation)
    effective, trump = order.effective_suit, order.trump
    voids: list[set[int]] = [set() for _ in range(rules.players)]
    tricks = [(trick.leader, trick.cards) for trick in observation.tricks]
    if observation.trick:
        tricks.append((observation.leader, observation.trick))
    for number, (leader, cards) in enumerate(tricks):
        if number == 0 and rules.first_lead_trump and effective[cards[0]] != trump:
            voids[leader].add(trump)  # R7: the first lead must be trump when held
        led = effective[cards[0]]
        for index in range(1, len(cards)):
            seat = (leader + index) % rules.players
            suit = effective[cards[index]]
            if suit == led:
                continue
            if led == trump or rules.follow == "suit":
                voids[seat].add(led)
            elif suit != trump:
                voids[seat].add(led)
                if rules.follow == "suit_or_trump":
                    voids[seat].add(trump)
    return voids


def seats_that_bid(observation: Observation) -> list[bool]:
    """Per seat, whether it made a bid (rather than only passing), from the public bidding
    replayed by R5's order of speaking."""
    bidding = Bidding(observation.rules, observation.dealer)
    bid_by = [False] * observation.rules.players
    for bid in observation.bids:
        if bid is not None:
            bid_by[bidding.to_act] = True
        bidding.apply(bid)
    return bid_by
