"""The Review's words for one decision: what the person did, what the search prefers, and
what the choice is worth in points against the best, with a tooltip that says what a
choice's value is."""

from __future__ import annotations

from ...app.computers.child_jobs import ReviewedDecision
from ...app.language import tr
from ..seat_names import number, signed
from ..turn.explanations import action_text, hint_text


def value_tip() -> str:
    """What the numbers of a decision are, for the tooltip."""
    return tr(
        "A choice's value: the search plays the hand out after it on many deals of the cards"
        " you could not see, and averages the points your team scores in this hand minus"
        " the others'. Only the difference counts: the best choice's value minus yours is"
        " what your choice cost."
    )


def worth_text(decision: ReviewedDecision) -> str:
    """ "the best choice" or "costs 0.80 points against the best"."""
    if decision.cost <= 0:
        return tr("the best choice")
    return tr("costs {cost} points against the best").format(cost=number(decision.cost, 2))


def decision_text(decision: ReviewedDecision) -> str:
    """What the person did and what the search prefers, what each is worth, and why."""
    lines = [
        tr("You: {action}, {worth}").format(
            action=action_text(decision.chosen), worth=worth_text(decision)
        )
    ]
    if decision.cost > 0:
        lines.append(tr("Best: {action}").format(action=action_text(decision.best)))
    if decision.cost > 0:
        text = tr(
            "In points for your team in this hand, against the others: yours {chosen},"
            " the best {best}."
        )
    else:
        text = tr("Worth {chosen} points for your team in this hand, against the others.")
    values = {"chosen": signed(decision.chosen_value), "best": signed(decision.best_value)}
    lines.append(text.format(**values))
    if decision.cost > 0:
        if decision.mistake:
            lines.append(tr("A mistake."))
        if decision.chosen_reason is not None:
            lines.append(tr("Yours: {why}").format(why=hint_text(decision.chosen_reason)))
        lines.append(tr("Best: {why}").format(why=hint_text(decision.reason)))
    opened = decision.open_best
    if opened is not None and opened != decision.best and decision.open_best_value is not None:
        lost = decision.open_best_value - (decision.open_chosen_value or 0.0)
        if decision.open_chosen_value is None or lost <= 0:
            text = tr("With all cards known, the best was {action}.")
        else:
            text = tr("With all cards known, the best was {action}; yours cost {cost} points"
                      " against it.")  # fmt: skip
        lines.append(text.format(action=action_text(opened), cost=number(lost, 2)))
    return "\n".join(lines)
