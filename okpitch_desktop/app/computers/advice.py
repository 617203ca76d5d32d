"""A hint as the table receives it: the suggested action with a reason code for the table
to word in the player's language (the AI's ``Hint`` stays behind the app layer)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...engine import Action, Observation


@dataclass(frozen=True, slots=True)
class Advice:
    """A suggested action and why: ``reason`` is a code (take_points, help_partner,
    partner_holds, play_low, lead_trump, ...) with its ``params``."""

    action: Action
    reason: str
    params: dict[str, object] = field(default_factory=dict)


def advise(observation: Observation, action: Action) -> Advice:
    """``action`` for the seat to act, with the reason a player would give for it."""
    from ...ai.review.hint import explain  # the AI's modules wait for the first hint (start-up)

    hint = explain(observation, action)
    return Advice(hint.action, hint.reason, dict(hint.params))
