"""What the person's decisions cost, on the end-of-hand summary and the game-over screen,
filled in when the background review of the hand is ready (app.review.hand_reviews); the table
goes on meanwhile."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialog

from ...app.computers.child_jobs import ReviewedHand
from ...app.language import tr
from ...app.review.hand_reviews import HandCost, HandReviews
from ..seat_names import number

if TYPE_CHECKING:  # the database's modules load after the first paint (start-up time)
    from ...app.stats.costs import GameCosts


def mistakes_text(mistakes: int) -> str:
    """ "1 mistake", "5 mistakes"."""
    return tr("%n mistakes", None, mistakes)


def hand_cost_text(reviewed: ReviewedHand) -> str:
    """The hand's line: "Your decisions in this hand cost 0.75 points; 1 mistake."."""
    return tr("Your decisions in this hand cost {cost} points; {mistakes}.").format(
        cost=number(reviewed.total_cost, 2), mistakes=mistakes_text(reviewed.mistakes)
    )


def game_cost_text(costs: GameCosts) -> str:
    """The game's line: "Your decisions cost 6.4 points in 9 hands; 5 mistakes."."""
    text = tr("Your decisions cost {cost} points in %n hands; {mistakes}.", None, costs.hands)
    return text.format(cost=number(costs.cost, 1), mistakes=mistakes_text(costs.mistakes))


class CostWatch(QObject):
    """Shows the cost of ``record``'s hand on ``dialog`` (a summary or the game over, both
    holding the hand's summary as ``hand``) when its review comes, and with ``game_total``
    the game's total (``dialog.show_game_costs``) as each of its hands' reviews comes."""

    def __init__(
        self,
        dialog: QDialog,
        reviews: HandReviews,
        record: dict,
        seat: int = 0,
        game_total: bool = False,
    ) -> None:
        super().__init__(dialog)
        self.dialog, self.reviews, self.record = dialog, reviews, record
        self.game_total = game_total
        done = reviews.done(record, seat)
        if done is not None:
            dialog.hand.show_cost(hand_cost_text(done))
        elif reviews.pending(record, seat):
            dialog.hand.show_cost(tr("Your decisions are being reviewed."))
        so_far = reviews.game_costs() if game_total else None
        if so_far is not None and so_far.hands:
            dialog.show_game_costs(game_cost_text(so_far))
        if game_total or done is None:
            reviews.reviewed.connect(self._on_reviewed)

    def _on_reviewed(self, cost: HandCost) -> None:
        if cost.record == self.record:
            self.dialog.hand.show_cost(hand_cost_text(cost.reviewed))
        if self.game_total:
            self.dialog.show_game_costs(game_cost_text(self.reviews.game_costs()))
        elif cost.record == self.record:
            self.reviews.reviewed.disconnect(self._on_reviewed)
