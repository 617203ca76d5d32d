"""A decision judged with every card known (``open_cards``): Pitch's double-dummy analysis.

For a card: the true position after each candidate, solved exactly once at most
``SOLVED_TRICKS`` tricks remain; earlier, the quick playout brings the hand down to that
point first (a whole 4-player play from the first lead takes Python tens of seconds, far
beyond the one-second goal). With 4 players there are two teams and the value is zero-sum,
so alpha-beta with a table of bounds solves it; with 6 players (three teams) plain max-n.
For a bid, trump, exchange or discard: the true deal played out from the decision with the
quick policies' choices for every later decision (ai.review.finish).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import Action, HandState, Phase, Play
from ..search.fastplay import (
    TRICKS_PER_HAND,
    FastHand,
    card_count_value,
    cards_of,
    history_hand,
    mask_of,
    playout,
    solve,
    tables,
    team_value,
)
from .finish import apply_copy, finish_after_bid, finish_after_trump

SOLVED_TRICKS = {4: 5, 6: 2}  # per number of players
INFINITY = float("inf")
NINE_INDEX = 7  # card % 13 of the nines: ranks 2 to 9 count nothing for Game (R8)


@dataclass(frozen=True, slots=True)
class OpenJudgement:
    """The chosen action's and the best action's values with every card known."""

    chosen_value: float
    best_value: float
    best: Action


def judge_open(state: HandState, actions: list[Action], chosen: int) -> OpenJudgement:
    """Judge ``actions`` (``actions[chosen]`` was taken) in the true position ``state``."""
    team = state.rules.team_of(state.to_act)
    if state.phase is Phase.PLAY and state.rules.teams == 2:
        return _judge_play_two_teams(state, actions, chosen, team)
    values = [team_value(_true_result(state, action), team) for action in actions]
    best = max(range(len(actions)), key=lambda i: (values[i], i == chosen))
    return OpenJudgement(values[chosen], values[best], actions[best])


def _true_result(state: HandState, action: Action) -> list[int]:
    """Each team's score change after ``action`` in the true deal."""
    if state.phase is Phase.PLAY:
        hand = _after_card(_true_play(state), action.card)
        return solve(hand, state.rules.team_of(state.pitcher), state.bid)
    child = apply_copy(state, action)
    if state.phase is Phase.BID:
        return finish_after_bid(child)
    if child.phase is Phase.PLAY:  # the last discard: play it out
        hand = _true_play(child)
        return playout(hand, state.rules.team_of(child.pitcher), child.bid)
    return finish_after_trump(child)


def _true_play(state: HandState) -> FastHand:
    """The play position of ``state`` with every hand known."""
    hand = history_hand(tables(state.trump, state.rules), state.tricks, state.trick, state.leader)
    hand.deal([mask_of(cards) for cards in state.hands])
    return hand


def _after_card(hand: FastHand, card: int) -> FastHand:
    """``hand`` after ``card``, played on quickly until few enough tricks remain to solve."""
    hand.play(card)
    solve_from = TRICKS_PER_HAND - SOLVED_TRICKS[hand.t.players]
    while hand.tricks_done < solve_from:
        hand.play(hand.quick_card(hand.legal()))
    return hand


def _judge_play_two_teams(
    state: HandState, actions: list[Action], chosen: int, team: int
) -> OpenJudgement:
    """Alpha-beta on team 0's margin: the chosen card exactly, then the others only as far
    as needed to know whether one does better."""
    base = _true_play(state)
    pitcher_team = state.rules.team_of(state.pitcher)
    sign = 1 if team == 0 else -1

    solver = TwoTeamSolver(base, pitcher_team, state.bid)

    def value(action: Play, floor: float) -> float:
        child = _after_card(base.copy(), action.card)
        if sign > 0:
            return solver.margin(child, floor, INFINITY)
        return -solver.margin(child, -INFINITY, -floor)

    chosen_value = value(actions[chosen], -INFINITY)
    best_value, best = chosen_value, actions[chosen]
    for action in actions:
        if action is not actions[chosen]:
            result = value(action, best_value)
            if result > best_value:
                best_value, best = result, action
    return OpenJudgement(chosen_value, best_value, best)


class TwoTeamSolver:
    """Fail-hard alpha-beta on team 0's score change minus team 1's, both teams playing
    perfectly, with a table of bounds (and the best card) for positions reached at the
    start of a trick by tricks played in another order, and one card of each run of
    equivalent cards (the key and the runs hold all that still matters for R8)."""

    def __init__(self, hand: FastHand, pitcher_team: int, bid: int) -> None:
        self.pitcher_team, self.bid = pitcher_team, bid
        self.bounds: dict[tuple, tuple[float, float]] = {}
        self.best: dict[tuple, int] = {}
        self.plain_low = _interchangeable_cards(hand)

    def margin(self, hand: FastHand, alpha: float, beta: float) -> float:
        if hand.tricks_done == TRICKS_PER_HAND - 1 and hand.trick_size == 0:
            for _ in range(hand.t.players):  # the last trick: one card each, no choice
                hand.play(hand.legal().bit_length() - 1)
        if hand.tricks_done == TRICKS_PER_HAND:
            deltas = hand.deltas(self.pitcher_team, self.bid)
            return deltas[0] - deltas[1]
        key = None
        cards = self.choices(hand)
        if hand.trick_size == 0:
            key = _position_key(hand)
            low, high = self.bounds.get(key, (-INFINITY, INFINITY))
            if low >= beta or high <= alpha or low == high:
                return low if low >= beta or low == high else high
            alpha, beta = max(alpha, low), min(beta, high)
            window = (alpha, beta)
            best = self.best.get(key)
            if best is not None:
                cards.remove(best)
                cards.insert(0, best)
        maximising = hand.to_act % 2 == 0
        for card in cards:
            child = hand.copy()
            child.play(card)
            result = self.margin(child, alpha, beta)
            if maximising and result > alpha:
                alpha, best = result, card
            elif not maximising and result < beta:
                beta, best = result, card
            if alpha >= beta:
                break
        value = alpha if maximising else beta
        if key is not None:
            low, high = self.bounds.get(key, (-INFINITY, INFINITY))
            if value <= window[0]:
                high = min(high, value)
            if value >= window[1]:
                low = max(low, value)
            if window[0] < value < window[1]:
                low = high = value
            self.bounds[key] = (low, high)
            if best is not None:
                self.best[key] = best
        return value

    def choices(self, hand: FastHand) -> list[int]:
        """The legal cards, the playouts' choice first, one card per run of cards that no
        card held by another seat or lying in the trick separates."""
        legal = hand.legal()
        if legal & (legal - 1) == 0:
            return [legal.bit_length() - 1]
        first = hand.quick_card(legal)
        seat = hand.to_act
        separating = hand.trick_mask
        for other, mask in enumerate(hand.hands):
            if other != seat:
                separating |= mask
        cards = [first]
        run = first if self.plain_low >> first & 1 else -1
        for card in cards_of(legal):
            if card == first:
                continue
            if self.plain_low >> card & 1:
                if run >= 0 and _same_run(run, card, separating):
                    continue
                run = card
            cards.append(card)
        return cards


def _same_run(one: int, other: int, separating: int) -> bool:
    """Two cards of one suit with no separating card between them (ids follow rank)."""
    if one // 13 != other // 13:
        return False
    low, high = min(one, other), max(one, other)
    return separating & ((1 << high) - (1 << (low + 1))) == 0


def _interchangeable_cards(hand: FastHand) -> int:
    """Cards of rank 2 to 9 that score nothing but the tricks they help win: every plain
    one, and the trumps too when Low goes to who played it (every card is played, so who
    plays which trump is fixed) and unless it is the Three of trump (R8)."""
    t = hand.t
    points = 0
    for card, _ in t.captured_points:
        points |= 1 << card
    mask = 0
    for card in range(52):
        trump = t.trump_mask >> card & 1
        if card % 13 <= NINE_INDEX and not points >> card & 1 and not (trump and t.low_captured):
            mask |= 1 << card
    return mask


def _position_key(hand: FastHand) -> tuple:
    """What decides the rest of the hand at the start of a trick: the hands (they fix who
    played what, so High and Low), the leader, the point cards each team won, the count."""
    t = hand.t
    points = t.trump_mask if t.low_captured else 0
    for card, _ in t.captured_points:
        points |= 1 << card
    captured = hand.captured
    return (*hand.hands, hand.leader, *(mask & points for mask in captured),
            *(card_count_value(mask) for mask in captured))  # fmt: skip
