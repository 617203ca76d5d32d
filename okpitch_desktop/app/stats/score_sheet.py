"""The game's score sheet, as a scorer keeps it on paper: one row per scored hand with who
dealt, who pitched, the contract, made or set, what each team scored that hand and the
running totals. The controller keeps it with the game and extends it as hands are scored;
it is saved with the game and filed with each hand in the hand history. Rows are typed
values; JSON only at the edges (``to_json``, ``read_sheet``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...engine import SUIT_LETTERS, HandReport, RuleSet
from ...engine.bidding import MIN_BID
from ...engine.checks import is_whole
from .stored_values import is_score

ROW_KEYS = ("hand_number", "dealer", "pitcher", "bid", "trump", "made", "points", "totals")


@dataclass(frozen=True, slots=True)
class SheetRow:
    """One scored hand. ``points`` is each team's score change that hand (a set pitcher's
    team loses its bid, R8), ``totals`` each team's score after it."""

    hand_number: int  # from 0, as the game counts hands
    dealer: int
    pitcher: int
    bid: int
    trump: int
    made: bool
    points: tuple[int, ...]
    totals: tuple[int, ...]

    @classmethod
    def scored(
        cls, hand_number: int, dealer: int, before: tuple[int, ...], report: HandReport
    ) -> SheetRow:
        """The row of a hand dealt by ``dealer`` with the teams at ``before``."""
        points = tuple(after - was for was, after in zip(before, report.scores, strict=True))
        return cls(
            hand_number,
            dealer,
            report.pitcher,
            report.bid,
            report.trump,
            report.made,
            points,
            tuple(report.scores),
        )

    def to_json(self) -> dict[str, Any]:
        """The row as it is saved (trump as its letter, like hand records)."""
        return {
            "hand_number": self.hand_number,
            "dealer": self.dealer,
            "pitcher": self.pitcher,
            "bid": self.bid,
            "trump": SUIT_LETTERS[self.trump],
            "made": self.made,
            "points": list(self.points),
            "totals": list(self.totals),
        }


@dataclass
class ScoreSheet:
    """The rows of one game, hand numbers consecutive and totals running on."""

    rows: list[SheetRow] = field(default_factory=list)

    def record(self, row: SheetRow) -> None:
        """Add a scored hand; a hand scored again (a resumed or replayed hand) replaces
        its row and anything after it."""
        self.forget_from(row.hand_number)
        self.rows.append(row)

    def forget_from(self, hand_number: int) -> None:
        """Drop the rows of ``hand_number`` and later (that hand is being played again)."""
        self.rows = [row for row in self.rows if row.hand_number < hand_number]

    def bids(self, seats: set[int]) -> tuple[int, int]:
        """How many bids ``seats`` made and how many were set."""
        mine = [row.made for row in self.rows if row.pitcher in seats]
        return sum(mine), len(mine) - sum(mine)

    def to_json(self) -> list[dict[str, Any]]:
        """The sheet as it is saved."""
        return [row.to_json() for row in self.rows]


def read_sheet(data: object, rules: RuleSet) -> ScoreSheet:
    """A saved sheet checked field by field and row against row; ValueError naming the
    first thing that is wrong."""
    if not isinstance(data, list):
        raise ValueError("score_sheet: must be a list of rows")
    sheet = ScoreSheet([_row(item, index, rules) for index, item in enumerate(data)])
    for index in range(1, len(sheet.rows)):
        before, row = sheet.rows[index - 1], sheet.rows[index]
        where = f"score_sheet[{index}]"
        if row.hand_number != before.hand_number + 1:
            raise ValueError(f"{where}.hand_number: hands must follow one another")
        if row.dealer != (before.dealer + 1) % rules.players:  # R3: the deal passes left
            raise ValueError(f"{where}.dealer: the deal passes left every hand")
        if any(t - p != b for t, p, b in zip(row.totals, row.points, before.totals, strict=True)):
            raise ValueError(f"{where}.totals: the previous totals plus the points")
    return sheet


def _row(item: object, index: int, rules: RuleSet) -> SheetRow:
    where = f"score_sheet[{index}]"
    if not isinstance(item, dict) or not set(ROW_KEYS) <= set(item):
        raise ValueError(f"{where}: must be an object with {', '.join(ROW_KEYS)}")
    seats = rules.players
    for key, high in (("hand_number", 10**6), ("dealer", seats), ("pitcher", seats)):
        if not is_whole(item[key]) or not 0 <= item[key] < high:
            raise ValueError(f"{where}.{key}: must be a whole number from 0 to {high - 1}")
    if not is_whole(item["bid"]) or not MIN_BID <= item["bid"] <= rules.max_bid:
        raise ValueError(f"{where}.bid: must be a bid from {MIN_BID} to {rules.max_bid}")
    trump = item["trump"]
    if not isinstance(trump, str) or len(trump) != 1 or trump not in SUIT_LETTERS:
        raise ValueError(f"{where}.trump: must be one of {', '.join(SUIT_LETTERS)}")
    if not isinstance(item["made"], bool):
        raise ValueError(f"{where}.made: must be true or false")
    for key in ("points", "totals"):
        values = item[key]
        if not isinstance(values, list) or len(values) != rules.teams:
            raise ValueError(f"{where}.{key}: must list {rules.teams} whole numbers")
        if not all(map(is_score, values)):
            raise ValueError(f"{where}.{key}: must list {rules.teams} scores a game can reach")
    return SheetRow(
        item["hand_number"],
        item["dealer"],
        item["pitcher"],
        item["bid"],
        SUIT_LETTERS.index(trump),
        item["made"],
        tuple(item["points"]),
        tuple(item["totals"]),
    )
