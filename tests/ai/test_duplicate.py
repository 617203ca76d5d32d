"""A deal played again as a duplicate (ai/matches/duplicate.py): the computers' play of a deal is
what a direct run of the engine with the same players and the game's decision seeds gives,
the same every time, from the deal whatever point the record reached, and its figure is
the match figures' (the team's score change minus the others' average)."""

from __future__ import annotations

import random
from statistics import fmean

import pytest

from okpitch_desktop.ai.matches.duplicate import seat_result
from okpitch_desktop.ai.players.levels import make_player
from okpitch_desktop.engine import Game, RuleSet, hand_record

CASES = [  # players, seed, levels of the seats
    (4, 1, ("easy", "random", "easy", "random")),
    (4, 2, ("normal", "easy", "easy", "easy")),
    (6, 3, ("easy", "random", "easy", "easy", "random", "easy")),
]


def direct_run(game: Game, levels: tuple[str, ...], seat: int) -> float:
    """The deal of ``game``'s hand played by the engine, each decision seeded as the
    controller seeds it, and the points of ``seat``'s team, worked out here."""
    state = game.hand.rewound(0)
    while state.result is None:
        key = f"okpitch/{game.seed}/decision/{game.hand_number}/{len(state.history)}"
        rng = random.Random(random.Random(key).getrandbits(31))
        to_act = state.to_act
        state.apply(make_player(levels[to_act]).choose(state.observation(to_act), rng))
    change = [a - b for a, b in zip(state.result.scores, state.scores, strict=True)]
    team = game.rules.team_of(seat)
    others = [c for t, c in enumerate(change) if t != team]
    return round(change[team] - fmean(others), 3)


@pytest.mark.parametrize(("players", "seed", "levels"), CASES)
def test_the_figure_is_a_direct_engine_run_of_the_deal(players, seed, levels) -> None:
    game = Game(RuleSet(players=players), seed)
    for seat in range(players):
        expected = direct_run(game, levels, seat)
        assert seat_result(hand_record(game.hand), levels, game.seed, 0, seat) == expected


@pytest.mark.parametrize(("players", "seed", "levels"), CASES)
def test_the_same_deal_and_seed_give_the_same_figure_from_any_point(players, seed, levels):
    game = Game(RuleSet(players=players), seed)
    dealt = seat_result(hand_record(game.hand), levels, game.seed, 0, 0)
    rng = random.Random(seed)
    for _ in range(rng.randrange(5, 30)):  # the record of the hand further on: same deal
        game.apply(rng.choice(game.hand.legal_actions()))
    assert seat_result(hand_record(game.hand), levels, game.seed, 0, 0) == dealt
