"""A window for the tests of the background review (issue 14): a session with reviews of the
person's hands on or off, and a game started at a given seed (short, if asked)."""

from __future__ import annotations

from helpers.services_driver import open_window
from helpers.table_driver import short_rules
from okpitch_desktop.app.saves.savegame import game_snapshot
from okpitch_desktop.app.settings import Settings
from okpitch_desktop.engine import Game


def session_window(qtbot, speed: str, review_hands: bool = True):
    settings = Settings(rules=short_rules(4, target=21),
                        animation_speed=speed, computer_pace_ms=0, trick_pause_ms=0,
                        review_hands=review_hands)  # fmt: skip
    return open_window(qtbot, settings=settings, size=(1280, 800))


def start_game(window, seed: int, short_by: int | None = None) -> None:
    """A new game in ``window``; with ``short_by``, every team that many points short of
    the target (the game ends within a few hands)."""
    rules = window.session.settings.rules
    snapshot = game_snapshot(Game(rules, seed), (None,) + ("easy",) * (rules.players - 1))
    if short_by is not None:
        near = [rules.target - short_by] * rules.teams
        snapshot["scores"] = snapshot["hand"]["scores"] = near
    assert window.session.resume(snapshot)
