"""The rule set: every option of RULES.md "Options", validated with readable errors."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from .cards import BLACK_JOKER, RED_JOKER, Card
from .checks import is_whole


class RuleError(ValueError):
    """A rule set field has an unknown name or an impossible value."""

    def __init__(self, field: str, reason: str) -> None:
        super().__init__(f"{field}: {reason}")
        self.field = field
        self.reason = reason


_CHOICES: dict[str, tuple[Any, ...]] = {
    "players": (4, 6),
    "high_joker": ("red", "black"),
    "three_of_trump": (False, True),
    "game_point": ("count", "ten_of_trump"),
    "four_player_discard": ("exchange", "discard_three"),
    "follow": ("suit_trump_anytime", "suit_or_trump", "suit"),
    "first_lead_trump": (False, True),
    "low_point": ("played", "captured"),
    "bidding": ("auction", "single_round"),
}
TARGET_RANGE = range(5, 100)


@dataclass(frozen=True, slots=True)
class RuleSet:
    """One table's house rules; the defaults are those of RULES.md."""

    players: int = 4
    high_joker: str = "red"
    three_of_trump: bool = False
    game_point: str = "count"
    four_player_discard: str = "exchange"
    follow: str = "suit_trump_anytime"
    first_lead_trump: bool = False
    low_point: str = "played"
    bidding: str = "auction"
    target: int = 21

    def __post_init__(self) -> None:
        for name, choices in _CHOICES.items():
            value = getattr(self, name)
            if not any(_same(value, choice) for choice in choices):
                shown = ", ".join(_json(choice) for choice in choices)
                raise RuleError(name, f"{_json(value)} is not one of {shown}")
        if not is_whole(self.target) or self.target not in TARGET_RANGE:
            raise RuleError("target", f"{_json(self.target)} is not a whole number from 5 to 99")

    @classmethod
    def from_dict(cls, data: object) -> RuleSet:
        """A rule set from JSON-like data; missing fields take the defaults."""
        if not isinstance(data, dict):
            raise RuleError("rules", "must be an object of rule fields")
        known = {f.name for f in fields(cls)}
        for name in data:
            if name not in known:
                raise RuleError(str(name), "unknown rule field")
        return cls(**data)

    def to_dict(self) -> dict[str, Any]:
        """Every field, for records, saves and settings."""
        return asdict(self)

    @property
    def teams(self) -> int:
        """Number of partnerships (R1)."""
        return self.players // 2

    @property
    def max_bid(self) -> int:
        """The highest bid: all the points of a hand (R5)."""
        return 10 if self.three_of_trump else 7

    @property
    def high_joker_card(self) -> Card:
        """The joker that ranks above the other (R2)."""
        return RED_JOKER if self.high_joker == "red" else BLACK_JOKER

    @property
    def pitcher_takes_widow(self) -> bool:
        """6 players: the pitcher adds the whole widow to their hand (R6)."""
        return self.players == 6

    @property
    def has_exchange(self) -> bool:
        """Whether the 4-player exchange with the widow is played (R6)."""
        return self.players == 4 and self.four_player_discard == "exchange"

    def team_of(self, seat: int) -> int:
        """Team of a seat: partners sit opposite (R1)."""
        return seat % self.teams


def _same(value: object, choice: object) -> bool:
    """Equal and of the same JSON type (so ``true`` is not ``1`` and ``4.0`` is not ``4``)."""
    return type(value) is type(choice) and value == choice


def _json(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"'
    return str(value)
