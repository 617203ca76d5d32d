"""The trick as it lay when a seat chose its card: what the Review draws beside a card
decision, worked out from the hand record up to that decision (never the cards played
after it)."""

from __future__ import annotations

from dataclasses import dataclass

from ...ai.review.hand_review import step_names
from ...engine import HandState, Phase, RecordError, replay_record
from ...engine.cards import Card


@dataclass(frozen=True, slots=True)
class TrickSoFar:
    """The cards already in the trick, each with the seat that played it, in order."""

    players: int
    seat: int  # the seat whose card is to come
    number: int  # the trick's number in the hand, from 1
    leader: int  # who led the trick (``seat`` itself when it leads)
    trump: int | None
    high_joker: int | None  # the joker that ranks high, for its badge
    played: tuple[tuple[int, Card], ...]

    @property
    def leads(self) -> bool:
        """Whether the seat leads this trick (nothing is on the table yet)."""
        return not self.played


def trick_before(record: dict, step: str) -> TrickSoFar | None:
    """The trick just before the card decision ``step`` ("plays[7]") of ``record``; None for a
    decision that is not a card, or a step the record does not hold."""
    if not step.startswith("plays["):
        return None
    try:
        state = replay_record(record)
    except RecordError:
        return None
    steps = step_names(state)
    if step not in steps:
        return None
    return trick_of(state.rewound(steps.index(step)))


def trick_of(before: HandState) -> TrickSoFar | None:
    """The trick as it lies when the seat to act chooses its card; None outside the play."""
    if before.phase is not Phase.PLAY or before.to_act is None:
        return None
    players = before.rules.players
    leader = before.to_act if before.leader is None else before.leader
    played = tuple(((leader + i) % players, card) for i, card in enumerate(before.trick))
    return TrickSoFar(
        players=players,
        seat=before.to_act,
        number=len(before.tricks) + 1,
        leader=leader,
        trump=before.trump,
        high_joker=before.rules.high_joker_card,
        played=played,
    )
