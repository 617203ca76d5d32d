"""The ``random`` level: any legal action, chosen uniformly per kind of decision."""

from __future__ import annotations

import random

from ...engine import Action, Bid, DeclareTrump, Discard, Exchange, Observation, Pass, Phase, Play
from ...engine.hand import MAX_EXCHANGE


class RandomPlayer:
    """A legal move at random: the baseline every other level must beat.

    In the bidding it passes or makes the lowest legal bid, each half the time: uniform
    bids up to 7 would set the pitcher nearly every hand and no game would ever end.
    """

    def choose(self, observation: Observation, rng: random.Random) -> Action:
        """A uniformly random legal action of the kind the phase asks for."""
        phase = observation.phase
        if phase is Phase.PLAY:
            cards = observation.legal_cards
            return Play(cards[int(rng.random() * len(cards))])  # rng.choice, 4x cheaper
        if phase is Phase.BID:
            bids = observation.legal_bids  # a pass (None) first when allowed
            if bids[0] is None and rng.random() < 0.5:
                return Pass()
            return Bid(min(bid for bid in bids if bid is not None))
        if phase is Phase.TRUMP:
            return DeclareTrump(rng.randrange(4))
        cards = observation.legal_cards
        if phase is Phase.EXCHANGE:
            return Exchange(tuple(rng.sample(cards, rng.randint(0, min(MAX_EXCHANGE, len(cards))))))
        if phase is Phase.DISCARD:
            return Discard(tuple(rng.sample(cards, observation.discard_count)))
        raise ValueError(f"nothing to choose in the {phase} phase")
