"""A deal played again as a duplicate: the same cards played out by computers, to compare
with what a person made of them ("Play this deal again"). The computers decide as the
game's computer seats do (``decide`` with the game's decision seeds), so the figure is the
same every time for the same deal, levels and seed, and a seat played as the computer
would have played it gives the very same hand."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import HandState, replay_record
from ..players.levels import decide, decision_seed
from ..search.fastplay import team_value


def play_out(state: HandState, levels: Sequence[str], game_seed: int, hand_number: int) -> None:
    """Play ``state`` to its end, each seat by its level in ``levels`` (changes it)."""
    while state.result is None:
        seat = state.to_act
        seed = decision_seed(game_seed, hand_number, len(state.history))
        state.apply(decide(levels[seat], state.observation(seat), seed))


def team_points(state: HandState, team: int) -> float:
    """What a scored hand was worth to ``team`` as the match figures count it: its score
    change minus the others' average (a set counts minus the bid, R8)."""
    deltas = [after - before for after, before in zip(state.result.scores, state.scores,
                                                      strict=True)]  # fmt: skip
    return round(team_value(deltas, team), 3)


def seat_result(
    record: dict, levels: Sequence[str], game_seed: int, hand_number: int, seat: int
) -> float:
    """The points of ``seat``'s team when the deal ``record`` (an ``okpitch-hand/1``
    record, from any point of its hand) is played from its deal by ``levels``; a plain
    function of picklable arguments, run in a child process by the window."""
    state = replay_record(record).rewound(0)
    play_out(state, levels, game_seed, hand_number)
    return team_points(state, state.rules.team_of(seat))
