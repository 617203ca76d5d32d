"""The levels a lab match can play: the game's own, the yardsticks that see hidden cards
(``omniscient`` and its splits), the rule-based ``sparring``, and earlier releases asked
through their command line (``release:TAG:LEVEL``, release.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from okpitch_desktop.ai.players.levels import BUDGETS, LEVELS
from okpitch_desktop.ai.players.player import Player

from . import omniscient
from .release import ReleasePlayer
from .sparring import SparringPlayer

# Today's hard on the true deal, counting the points of its one deal as they are: the
# discount corrects playouts on sampled deals for cards the real play does not see.
OMNISCIENT_BUDGET = replace(BUDGETS["hard"], contract_discount=0.0)

YARDSTICKS: dict[str, tuple[Callable[[], Player], str]] = {
    "omniscient": (lambda: omniscient.OmniscientPlayer(OMNISCIENT_BUDGET), "sees every card"),
    "omniscient_bidding": (
        lambda: omniscient.OmniscientBidding(OMNISCIENT_BUDGET),
        "sees every card when bidding and naming trump",
    ),
    "omniscient_play": (
        lambda: omniscient.OmniscientPlay(OMNISCIENT_BUDGET),
        "sees every card in play",
    ),
    "omniscient_trumps": (
        lambda: omniscient.OmniscientTrumps(OMNISCIENT_BUDGET),
        "sees where every trump is in play",
    ),
    "omniscient_partner": (
        lambda: omniscient.OmniscientPartner(OMNISCIENT_BUDGET),
        "sees the partner's hand in play",
    ),
    "sparring": (SparringPlayer, "is a rule-based yardstick unlike the search"),
}


def make_lab_player(name: str) -> Player:
    """A player of a game level, a yardstick, or ``release:TAG:LEVEL``; ValueError names
    the known ones."""
    if name in LEVELS:
        return LEVELS[name]()
    if name in YARDSTICKS:
        return YARDSTICKS[name][0]()
    if name.startswith("release:"):
        return ReleasePlayer.of(name)
    known = ", ".join([*LEVELS, *YARDSTICKS, "release:TAG:LEVEL"])
    raise ValueError(f"unknown level {name!r} (known: {known})")
