"""What the robustness tests share: a good save to damage, and the hostile contents."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

from okpitch_desktop.app.saves.savegame import GameTag, game_snapshot, save_document
from okpitch_desktop.engine import Game, RuleSet

LEVELS = (None, "easy", "easy", "easy")
DEEP = b"[" * 200_000  # deeper than any parser's recursion
HUGE_INT = b"9" * 6_000  # past Python's int() limit of 4,300 digits
KEPT_NAME = re.compile(r"\.(damaged|unreadable)-\d{8}-\d{6}(-\d+)?")


def kept_copies(path: Path) -> list[Path]:
    """Copies of ``path`` set aside (``NAME.damaged-<date>-<time>`` or ``.unreadable-…``)."""
    return sorted(
        copy
        for copy in path.parent.iterdir()
        if copy.name.startswith(path.name) and KEPT_NAME.fullmatch(copy.name[len(path.name) :])
    )


def a_save(seed: int = 1, steps: int = 25, game_id: str | None = None) -> dict:
    """A good save document of a game played ``steps`` random legal actions in."""
    rng = random.Random(seed)
    game = Game(RuleSet(), seed)
    for _ in range(steps):
        if game.hand_over:
            game.next_hand()
        else:
            game.apply(rng.choice(game.hand.legal_actions()))
    tag = GameTag() if game_id is None else GameTag(game_id=game_id)
    return save_document(game_snapshot(game, LEVELS), tag)


def encoded(document: dict) -> bytes:
    """A document as the game writes it."""
    return json.dumps(document, indent=1).encode()


def with_field(document: dict, key: str, literal: str) -> bytes:
    """``document`` with ``key``'s value replaced by a raw JSON literal (NaN, 1e300, a
    6,000-digit number), which json.dumps would not write."""
    marker = "@@LITERAL@@"
    return encoded({**document, key: marker}).replace(f'"{marker}"'.encode(), literal.encode())
