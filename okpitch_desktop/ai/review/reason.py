"""One clause of an explanation, as it travels to the table: a code with its cards and
figures, for the table to word in the player's language (ui.turn.explanations)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Reason:
    """A fact about a move: ``code`` says which (``takes``, ``partner_holds``,
    ``makes_bid``, ``costs``, ...), ``params`` its cards (engine card ids), point names,
    counts, shares (0..1), points and actions."""

    code: str
    params: dict[str, object] = field(default_factory=dict)
