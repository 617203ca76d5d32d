"""What the table is told, as values: one frozen value per event of a game, carried by the
controller's signals (table_events.py, controller.py) to the table, the status line and
the screen reader. A receiver reads attributes, so a misspelt field fails where it is
written, not at run time in a slot. Cards appear only where the seat may see them (R6).
Nothing here knows Qt."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine import Card, RuleSet
from .seating import Seating

if TYPE_CHECKING:  # the reasons' module brings the search players (start-up time)
    from ..ai.review.reasons import Reasons


@dataclass(frozen=True, slots=True)
class GameStarted:
    """A game begins (new or resumed): its rules, who sits where and its seed."""

    rules: RuleSet
    seating: Seating
    seed: int


@dataclass(frozen=True, slots=True)
class HandDealt:
    """The cards are dealt (R3): how many each seat holds, and faces for the people's
    seats only (``cards``: seat -> its cards as a player sorts them)."""

    hand_number: int
    dealer: int
    scores: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    cards: Mapping[int, tuple[Card, ...]]

    @property
    def widow_size(self) -> int:
        """The cards left over for the widow (R3: a 54-card deck)."""
        return 54 - sum(self.hand_sizes)


@dataclass(frozen=True, slots=True)
class BidMade:
    """A seat bid ``points``, or passed (``points`` is None) (R5)."""

    seat: int
    points: int | None


@dataclass(frozen=True, slots=True)
class TrumpDeclared:
    """The pitcher named trump (R5)."""

    pitcher: int
    suit: int


@dataclass(frozen=True, slots=True)
class WidowTaken:
    """Six players: the pitcher picked up the widow's ``count`` cards, face down to the
    others (R6)."""

    pitcher: int
    count: int


@dataclass(frozen=True, slots=True)
class CardsExchanged:
    """A seat gave ``count`` cards for as many from the widow (R6); ``given`` and
    ``received`` are shown for a person's seat only, empty for the others."""

    seat: int
    count: int
    given: tuple[Card, ...]
    received: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class CardsDiscarded:
    """A seat discarded ``count`` cards face down (R6); ``cards`` for a person's seat only."""

    seat: int
    count: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """A seat played ``card`` to the trick (R7)."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class TrickWon:
    """The trick is complete: ``winner`` takes ``cards`` (in the order played) (R7)."""

    winner: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class ActionRefused:
    """A person's move was not taken: ``code`` and ``params`` say why in a form the window
    translates (engine.IllegalAction), ``message`` is the engine's English text."""

    code: str
    params: Mapping[str, object]
    message: str


@dataclass(frozen=True, slots=True)
class ComputerReasoned:
    """Practice: why the computer at ``seat`` made its move."""

    seat: int
    reasons: Reasons
