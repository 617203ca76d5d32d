"""Scoring a finished hand (R8) and deciding the game (R9)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from .cards import JACK, TEN, THREE, Card, make_card, off_jack
from .ranking import GAME_VALUE, TrumpOrder
from .rules import RuleSet

POINT_NAMES = ("high", "low", "jack", "off_jack", "high_joker", "low_joker", "game", "three")


class Trick(NamedTuple):
    """A finished trick: who led, the cards in the order played, and who won it."""

    leader: int
    cards: tuple[Card, ...]
    winner: int


@dataclass(frozen=True, slots=True)
class HandResult:
    """What a hand scored: the point winners (team or None), and the new team scores."""

    points: dict[str, int | None]
    game_counts: tuple[int, ...]  # R8 "Game" count per team (card values won)
    earned: tuple[int, ...]
    pitcher_team: int
    bid: int
    made: bool
    scores: tuple[int, ...]
    winner: int | None


def score_hand(
    rules: RuleSet,
    order: TrumpOrder,
    tricks: list[Trick],
    pitcher: int,
    bid: int,
    scores_before: tuple[int, ...],
) -> HandResult:
    """Points of R8, the pitcher's contract, and the game's winner by R9."""
    players, teams = rules.players, rules.teams
    team_of_seat = [rules.team_of(seat) for seat in range(players)]
    played_by: list[int | None] = [None] * 54  # per card: the team that played it
    captured_by: list[int | None] = [None] * 54  # per card: the team that won its trick
    counts = [0] * teams
    for leader, cards, winner in tricks:
        winner_team = team_of_seat[winner]
        for index, card in enumerate(cards):
            played_by[card] = team_of_seat[(leader + index) % players]
            captured_by[card] = winner_team
            counts[winner_team] += GAME_VALUE[card]

    trumps_played = [card for card in order.trumps_high_to_low if played_by[card] is not None]
    points: dict[str, int | None] = dict.fromkeys(POINT_NAMES)
    if trumps_played:
        points["high"] = played_by[trumps_played[0]]
        low_owner = captured_by if rules.low_point == "captured" else played_by
        points["low"] = low_owner[trumps_played[-1]]
    for card, name in point_cards(order, rules).items():
        points[name] = captured_by[card]
    if rules.game_point == "count":
        best = max(counts)
        leaders = [team for team in range(teams) if counts[team] == best]
        points["game"] = leaders[0] if len(leaders) == 1 else None  # a tie scores nobody

    earned = [0] * teams
    for name, team in points.items():
        if team is not None:
            earned[team] += 3 if name == "three" else 1
    pitcher_team = rules.team_of(pitcher)
    made = earned[pitcher_team] >= bid
    scores = list(scores_before)
    for team in range(teams):
        if team == pitcher_team and not made:
            scores[team] -= bid
        else:
            scores[team] += earned[team]
    winner = game_winner(scores, pitcher_team, made, rules.target)
    return HandResult(
        points, tuple(counts), tuple(earned), pitcher_team, bid, made, tuple(scores), winner
    )


def point_cards(order: TrumpOrder, rules: RuleSet) -> dict[Card, str]:
    """The cards whose capture wins a point (R8), with the point's name."""
    trump = order.trump
    cards = {
        make_card(trump, JACK): "jack",
        off_jack(trump): "off_jack",
        order.high_joker: "high_joker",
        order.low_joker: "low_joker",
    }
    if rules.three_of_trump:
        cards[make_card(trump, THREE)] = "three"
    if rules.game_point == "ten_of_trump":
        cards[make_card(trump, TEN)] = "game"
    return cards


def game_winner(scores: list[int], pitcher_team: int, made: bool, target: int) -> int | None:
    """The team that wins with these scores after a hand, or None to play on (R9)."""
    reached = [team for team, score in enumerate(scores) if score >= target]
    if not reached:
        return None
    if made and pitcher_team in reached:
        return pitcher_team
    best = max(scores)
    leaders = [team for team, score in enumerate(scores) if score == best]
    return leaders[0] if len(leaders) == 1 else None
