"""A decision's choices as a drill lists them: the best few with their values, and always
the choice the person made, marked, even when it ranks below the few shown (issue 62)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

from ...app.language import tr
from ...engine.actions import Action, same_action
from ..seat_names import signed
from ..turn.explanations import action_text

SHOWN_CHOICES = 6  # the best few choices with their values; the rest are worth less


class Valued(Protocol):
    """A choice and its value in points (the measure's ``ValuedAction``)."""

    @property
    def action(self) -> Action: ...

    @property
    def value(self) -> float: ...


V = TypeVar("V", bound=Valued)


def listed_choices(
    values: Sequence[V], chosen: Action | None, shown: int = SHOWN_CHOICES
) -> list[V]:
    """The first ``shown`` of ``values`` (best first); if ``chosen`` ranks lower, it takes
    the last place, so the list always holds the choice made."""
    listed = list(values[:shown])
    if chosen is None or any(same_action(v.action, chosen) for v in listed):
        return listed
    made = next((v for v in values if same_action(v.action, chosen)), None)
    if made is None:
        return listed
    return [*listed[: max(shown - 1, 0)], made]


def choices_text(values: Sequence[Valued], chosen: Action | None) -> str:
    """ "Each choice, in points for your team: K♠ +1.8 · 9♥ +0.7 · … · 7♥ −0.4 (yours)"."""
    listed = listed_choices(values, chosen)
    places = [next(i for i, v in enumerate(values) if v is item) for item in listed]
    parts = []
    for valued, place, before in zip(listed, places, [-1, *places], strict=False):
        if place != before + 1:
            parts.append("…")  # choices worth less than those shown, left out
        text = f"{action_text(valued.action)} {signed(round(valued.value, 1))}"
        if chosen is not None and same_action(valued.action, chosen):
            text = tr("{choice} (yours)").format(choice=text)
        parts.append(text)
    return tr("Each choice, in points for your team: {choices}").format(choices=" · ".join(parts))
