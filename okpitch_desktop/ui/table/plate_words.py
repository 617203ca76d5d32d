"""The words on the table's plates that are not a seat's name: the contract ("North bid 4 ·
trump ♥") and the score board (the target, then each team's score and what it has taken
this hand, in its colour)."""

from __future__ import annotations

from PySide6.QtGui import QColor

from ...app.language import tr
from ...engine import HandProgress, RuleSet
from ..seat_names import (
    SUIT_SYMBOLS,
    TEAM_COLOURS,
    point_name,
    score_text,
    seat_name,
    team_name,
)


def contract_text(pitcher: int, players: int, bid: int, trump: int | None) -> str:
    """ "North bid 4 · trump ♥" """
    text = tr("{seat} bid {bid}").format(seat=seat_name(pitcher, players), bid=bid)
    if trump is None:
        return text
    return tr("{contract} · trump {suit}").format(contract=text, suit=SUIT_SYMBOLS[trump])


def longest_board(rules: RuleSet) -> list[tuple[str, QColor]]:
    """The board at its longest in a game of ``rules``: the size its text must fit at."""
    taken = tuple(("high", "low", "jack", "game") for _ in range(rules.teams))
    progress = HandProgress(captured=taken, game_counts=(88,) * rules.teams)
    return board_lines((-88,) * rules.teams, rules, progress)


def board_lines(
    scores: tuple[int, ...], rules: RuleSet, progress: HandProgress | None
) -> list[tuple[str, QColor]]:
    """The target, then each team's score and what it has taken this hand, in its colour."""
    lines = [(tr("Game to {target}").format(target=rules.target), QColor("white"))]
    for team in range(rules.teams):
        line = f"{team_name(team, rules.teams)}: {score_text(scores[team])}"
        if progress:
            taken = ", ".join(point_name(p) for p in progress.captured[team])
            if rules.game_point == "count":  # R8: else the Ten wins Game, shown as taken
                count = progress.game_counts[team]
                line += "   " + tr("this hand: count {count}").format(count=count)
            line += f"   {taken}" if taken else ""
        lines.append((line, TEAM_COLOURS[team]))
    return lines
