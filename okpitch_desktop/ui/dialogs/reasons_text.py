"""The computers' reasons said in the player's language: "East: bid 3. The lowest of its
best bids: it may raise later. Expects 4.7 points with ♦; makes 2 in 100%, 3 in 92%;
counted on J♦ Red joker". The AI gives reason codes and figures; this module words them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...app.language import tr
from ...engine import Phase
from ..seat_names import SUIT_SYMBOLS, card_labels, number, seat_name
from ..turn.explanations import action_text, clause_text

if TYPE_CHECKING:
    from ...app.review.hand_reasons import Reasons


def reason_text(reasons: Reasons, players: int) -> str:
    """Who did what and why, then the estimate it acted on."""
    head = tr("{seat}: {action}.").format(
        seat=seat_name(reasons.seat, players), action=action_text(reasons.action)
    )
    lines = [f"{head} {why_text(reasons.why)}"]
    explained = [clause_text(r.code, r.params) for r in reasons.explained]
    if explained:
        said = tr("; ").join(explained)
        lines.append(said[:1].upper() + said[1:] + tr("."))
    details = estimate_text(reasons)
    if details:
        lines.append(details[:1].upper() + details[1:])  # a sentence of its own
    return "\n".join(lines)


def why_text(code: str) -> str:
    """A reason code of ai.review.reasons as a sentence."""
    match code:
        case "forced":
            return tr("Everyone else passed, so the dealer must bid.")
        case "random":
            return tr("Chosen at random.")
        case "bid_counted":
            return tr("Its count of sure points covers the bid.")
        case "pass_counted":
            return tr("Its count of sure points does not cover the lowest bid.")
        case "pass_partner":
            return tr("Its partner holds the bid.")
        case "bid_low":
            return tr("The lowest of its best bids: it may still raise, or it speaks last.")
        case "bid_best":
            return tr("The bid worth the most among those it expects to make.")
        case "bid_safe":
            return tr("As high as it makes 85% of the time: it speaks only once.")
        case "bid_stop":
            return tr("To stop the other side from going out, though it may be set.")
        case "pass_better":
            return tr("Passing is worth more than any bid.")
        case "pass_unlikely":
            return tr("No bid is made often enough (55% of the time).")
        case "trump_counted":
            return tr("The suit that counts the most points.")
        case "trump_best":
            return tr("The suit with the best result in its simulated deals.")
        case "keep_best":
            return tr("It keeps its trumps, then its aces, kings and tens.")
    return code  # a code this version cannot word yet


def estimate_text(reasons: Reasons) -> str:
    """The figures behind the decision, joined by semicolons ("" when it had none)."""
    parts = []
    if reasons.phase in (Phase.BID, Phase.TRUMP) and reasons.expected is not None:
        parts.append(
            tr("expects {points} points with {suit}").format(
                points=number(reasons.expected, 1), suit=SUIT_SYMBOLS[reasons.suit]
            )
        )
    if reasons.chances:
        chances = ", ".join(
            tr("{bid} in {chance}%").format(bid=c.bid, chance=number(100 * c.chance))
            for c in reasons.chances
        )
        parts.append(tr("makes {chances}").format(chances=chances))
    if reasons.counted_on:
        parts.append(tr("counted on {cards}").format(cards=card_labels(list(reasons.counted_on))))
    if reasons.phase is Phase.TRUMP and reasons.suits:
        suits = ", ".join(f"{SUIT_SYMBOLS[s.suit]} {number(s.expected, 1)}" for s in reasons.suits)
        parts.append(tr("points per suit: {suits}").format(suits=suits))
    if reasons.kept:
        parts.append(tr("kept {cards}").format(cards=card_labels(list(reasons.kept))))
    return "; ".join(parts)
