"""Duplicate matches of whole games (``okpitch-cli match --games N``, HAND_RECORD.md):
each game's sequence of deals is played twice, the levels' seats swapped, to the target.

Both plays share each decision's random numbers (common random numbers): a seat deciding
in the same position draws the same numbers in either play, so the two plays of a game part
only where the levels decide differently, not by the luck of their samples, and the share
of games won needs far fewer games to tell two close levels apart. A game that reaches
``HAND_LIMIT`` hands stops unfinished and counts half a game to each level. The hands dealt
in both plays of a game are also duplicate deals, so the report holds the points-per-deal
figures of ``match --deals`` over them as well.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...engine import Game, RuleSet
from ...engine.game import HAND_LIMIT
from ..players.levels import make_player
from .match import SIDES, DealOutcome, mean_ci95, play_hand, run_jobs, seat_sides, summarise

UNFINISHED = None


@dataclass(slots=True)
class GameOutcome:
    """One game played both ways: the side that won each play, and the paired hands."""

    winners: list[str | None] = field(default_factory=list)  # per play: "a", "b" or None
    hands: list[DealOutcome] = field(default_factory=list)  # hands dealt in both plays

    @property
    def a_share(self) -> float:
        """A's share of the two plays; an unfinished play counts half."""
        return sum(1.0 if w == "a" else 0.5 if w is UNFINISHED else 0.0
                   for w in self.winners) / len(self.winners)  # fmt: skip


def play_game(rules: RuleSet, seed: int, number: int, level_a: str, level_b: str) -> GameOutcome:
    """Play game ``number`` twice from the same deals: A holding team 0, then B."""
    game_seed = seed * 1_000_003 + number  # Game hashes it with the hand number
    outcome = GameOutcome()
    for run, team0_side in enumerate(SIDES):
        sides = seat_sides(rules, team0_side)
        players = {"a": make_player(level_a), "b": make_player(level_b)}
        game = Game(rules, seed=game_seed, first_dealer=number % rules.players)
        while True:
            if run == 0:
                outcome.hands.append(DealOutcome())
            elif game.hand_number >= len(outcome.hands):
                outcome.hands.append(None)  # dealt in this play only
            paired = outcome.hands[game.hand_number] or DealOutcome()
            key = f"okpitch/match/{seed}/game{number}/{game.hand_number}"  # both plays
            play_hand(game.hand, players, sides, paired, lambda n, key=key: f"{key}/{n}")
            if game.over:
                outcome.winners.append(sides[game.winner])
                break
            if game.hand_number + 1 >= HAND_LIMIT:
                outcome.winners.append(UNFINISHED)
                break
            game.next_hand()
        if run == 1:  # only the hands dealt in both plays are duplicate pairs
            outcome.hands = [h for h in outcome.hands[: game.hand_number + 1] if h is not None]
    return outcome


def run_game_match(
    rules: RuleSet, level_a: str, level_b: str, games: int, seed: int, jobs: int = 1
) -> dict:
    """Play ``games`` duplicate games; the ``match --deals`` figures over the paired hands,
    plus the share of games A won and its 95% interval."""
    make_player(level_a), make_player(level_b)  # unknown levels fail before any work
    args = [(rules, seed, n, level_a, level_b) for n in range(games)]
    outcomes: list[GameOutcome] = run_jobs(play_game, args, jobs)
    share, interval = mean_ci95([o.a_share for o in outcomes], 0.0, 1.0)  # a share
    return {
        **summarise([hand for o in outcomes for hand in o.hands]),
        "games": games,
        "a_games_won": round(share, 4),
        "a_games_won_ci95": interval,
        "unfinished": sum(w is UNFINISHED for o in outcomes for w in o.winners),
    }
