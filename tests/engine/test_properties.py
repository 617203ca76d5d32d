"""Property tests: random legal hands and games under every combination of the options,
checked step by step against a small reference model written from RULES.md.

The reference model works on card *names* and its own trump tables, so it shares no code
with the engine's ranking, bidding or scoring.
"""

from __future__ import annotations

import json
import random

import pytest
from helpers.hands import OPTION_VALUES, all_rule_sets, random_action
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from okpitch_desktop.engine import (
    POINT_NAMES,
    Bid,
    DeclareTrump,
    Discard,
    Exchange,
    Game,
    HandState,
    Pass,
    Phase,
    Play,
    RuleSet,
    card_name,
    card_names,
    hand_record,
    replay_record,
)
from okpitch_desktop.engine.cards import DECK
from okpitch_desktop.engine.deal import deal

rule_sets = st.builds(
    RuleSet,
    **{name: st.sampled_from(values) for name, values in OPTION_VALUES.items()},
    target=st.sampled_from([5, 11, 21, 99]),
)
FAST = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# ============================================================== the reference model (R4-R9)

OFF_SUIT = {"S": "C", "C": "S", "H": "D", "D": "H"}
RANKS = "23456789TJQKA"


class Ref:
    """RULES.md R4, R7 and R8 for one trump suit, on card names."""

    def __init__(self, rules: RuleSet, trump: str) -> None:
        self.rules = rules
        self.trump = trump
        high, low = ("RJ", "BJ") if rules.high_joker == "red" else ("BJ", "RJ")
        self.high_joker, self.low_joker = high, low
        self.off_jack = "J" + OFF_SUIT[trump]
        # R4: A, K, Q, J, off-jack, high joker, low joker, 10 ... 2
        self.order = [r + trump for r in "AKQJ"] + [self.off_jack, high, low]
        self.order += [r + trump for r in "T98765432"]

    def is_trump(self, name: str) -> bool:
        return name in self.order

    def suit(self, name: str) -> str:
        """Effective suit; "*" for trump."""
        return "*" if self.is_trump(name) else name[1]

    def legal(self, hand: list[str], trick: list[str], first_lead: bool) -> set[str]:
        """R7 following."""
        trumps = [n for n in hand if self.is_trump(n)]
        if not trick:
            if self.rules.first_lead_trump and first_lead and trumps:
                return set(trumps)
            return set(hand)
        led = self.suit(trick[0])
        if led == "*":
            return set(trumps or hand)
        of_led = [n for n in hand if self.suit(n) == led]
        follow = self.rules.follow
        if follow == "suit":
            return set(of_led or hand)
        if of_led:
            return set(of_led + trumps)
        if follow == "suit_or_trump" and trumps:
            return set(trumps)
        return set(hand)

    def winner_index(self, trick: list[str]) -> int:
        """R7: highest trump, else highest card of the led suit."""
        trumps = [i for i, n in enumerate(trick) if self.is_trump(n)]
        if trumps:
            return min(trumps, key=lambda i: self.order.index(trick[i]))
        led = self.suit(trick[0])
        return max(
            (i for i, n in enumerate(trick) if self.suit(n) == led),
            key=lambda i: RANKS.index(trick[i][0]),
        )

    def score(self, tricks, pitcher: int, bid: int, before: tuple[int, ...]):
        """R8 and R9: points (team or None), earned, made, new scores, winner."""
        rules = self.rules
        teams = rules.players // 2
        played_by: dict[str, int] = {}
        captured_by: dict[str, int] = {}
        counts = [0] * teams
        values = {"A": 4, "K": 3, "Q": 2, "J": 1, "T": 10}
        for leader, names, winner in tricks:
            for index, name in enumerate(names):
                played_by[name] = (leader + index) % rules.players % teams
                captured_by[name] = winner % teams
                counts[winner % teams] += values.get(name[0], 0) if name not in "RJ BJ" else 0
        points: dict[str, int | None] = dict.fromkeys(POINT_NAMES)
        trumps = [n for n in self.order if n in played_by]
        if trumps:
            points["high"] = played_by[trumps[0]]
            owner = captured_by if rules.low_point == "captured" else played_by
            points["low"] = owner[trumps[-1]]
        points["jack"] = captured_by.get("J" + self.trump)
        points["off_jack"] = captured_by.get(self.off_jack)
        points["high_joker"] = captured_by.get(self.high_joker)
        points["low_joker"] = captured_by.get(self.low_joker)
        if rules.three_of_trump:
            points["three"] = captured_by.get("3" + self.trump)
        if rules.game_point == "ten_of_trump":
            points["game"] = captured_by.get("T" + self.trump)
        else:
            best = max(counts)
            points["game"] = counts.index(best) if counts.count(best) == 1 else None
        earned = [0] * teams
        for name, team in points.items():
            if team is not None:
                earned[team] += 3 if name == "three" else 1
        pitcher_team = pitcher % teams
        made = earned[pitcher_team] >= bid
        scores = [
            before[t] - bid if t == pitcher_team and not made else before[t] + earned[t]
            for t in range(teams)
        ]
        reached = [t for t in range(teams) if scores[t] >= rules.target]
        if not reached:
            winner = None
        elif made and pitcher_team in reached:
            winner = pitcher_team
        else:
            top = [t for t in range(teams) if scores[t] == max(scores)]
            winner = top[0] if len(top) == 1 else None
        return points, tuple(counts), tuple(earned), made, tuple(scores), winner


def ref_bidding(rules: RuleSet, dealer: int, history: list[int | None]):
    """R5: (finished, seat to act or pitcher, standing bid, legal bids)."""
    n = rules.players
    top = 10 if rules.three_of_trump else 7
    passed: set[int] = set()
    high, bidder = 0, None
    seat = (dealer + 1) % n
    finished = False
    for spoken, bid in enumerate(history):
        assert not finished
        if bid is None:
            passed.add(seat)
        else:
            high, bidder = bid, seat
        if bid == top:
            finished = True
        elif rules.bidding == "single_round":
            finished = seat == dealer
            seat = (dealer + 2 + spoken) % n
        else:
            finished = bidder is not None and len(passed) == n - 1
            if not finished:
                seat = (seat + 1) % n
                while seat in passed:
                    seat = (seat + 1) % n
    if finished:
        return True, bidder, high, []
    if seat == dealer and bidder is None and len(passed) == n - 1:
        return False, seat, high, [2]
    return False, seat, high, [None, *range(max(high + 1, 2), top + 1)]


# ============================================================== checking a hand step by step


def check_cards_accounted_for(state: HandState) -> None:
    """Every one of the 54 cards is in exactly one place."""
    places = [card for hand in state.hands for card in hand] + list(state.widow)
    places += [card for cards in state.exchanges if cards for card in cards]
    places += [card for cards in state.discards if cards for card in cards]
    places += state.plays
    assert sorted(places) == list(DECK)
    n = state.rules.players
    done = [card for trick in state.tricks for card in trick.cards]
    assert done + state.trick == state.plays
    assert len(state.trick) < n
    assert all(len(trick.cards) == n for trick in state.tricks)
    # Whatever a seat holds came from its deal or from the widow draw (or, for the
    # 6-player pitcher, the whole widow).
    for seat, hand in enumerate(state.hands):
        source = set(state.dealt_hands[seat]) | set(state.received[seat])
        if n == 6 and seat == state.pitcher:
            source |= set(state.dealt_widow)
        assert set(hand) <= source


def check_round_trip(state: HandState) -> None:
    """replay_record(hand_record(state)) is the same position, at every step."""
    record = hand_record(state)
    assert json.loads(json.dumps(record)) == record
    again = replay_record(record)
    assert hand_record(again) == record
    assert again.phase == state.phase and again.to_act == state.to_act
    assert state.phase is Phase.DISCARD or again.legal_actions() == state.legal_actions()
    assert again.legal_cards() == state.legal_cards()


def check_hand(state: HandState, rng: random.Random, round_trip_every: int = 1) -> HandState:
    """Play ``state`` to the end with random legal actions, checking R5-R9 on the way."""
    rules = state.rules
    n = rules.players
    ref = None if state.trump is None else Ref(rules, "SHDC"[state.trump])
    # who played each card of the trick in progress (the state may be mid-hand)
    played_by = [((state.leader + i) % n, card_name(card)) for i, card in enumerate(state.trick)]
    widow_drawn = len(state.dealt_widow) - len(state.widow) if n == 4 else 0
    step = 0
    while True:
        check_cards_accounted_for(state)
        if step % round_trip_every == 0:
            check_round_trip(state)
        step += 1
        if state.phase is Phase.DONE:
            assert state.legal_actions() == [] and state.to_act is None
            break
        seat = state.to_act
        if state.phase in (Phase.EXCHANGE, Phase.DISCARD):
            assert state.legal_cards() == tuple(state.hands[seat])
            if not (n == 6 and seat == state.pitcher):
                assert state.legal_actions()
        else:
            assert state.legal_actions()
        if state.phase is Phase.BID:
            finished, to_act, high, legal = ref_bidding(rules, state.dealer, state.bidding.history)
            assert not finished
            assert (to_act, high, state.legal_bids()) == (seat, state.bid, legal)
        elif state.phase is Phase.PLAY:
            hand = card_names(state.hands[seat])
            first = not state.tricks and not state.trick
            assert seat == (state.pitcher if first else state.to_act)
            expected = ref.legal(hand, card_names(state.trick), first)
            assert set(card_names(state.legal_cards())) == expected
            assert len(state.legal_cards()) == len(expected)
        action = random_action(state, rng)
        phase = state.phase
        before_tricks = len(state.tricks)
        state.apply(action)
        if phase is Phase.BID and state.phase is not Phase.BID:
            finished, pitcher, high, _ = ref_bidding(rules, state.dealer, state.bidding.history)
            assert finished and (state.pitcher, state.bid) == (pitcher, high)
            assert state.phase is Phase.TRUMP and state.to_act == pitcher
            if n == 6:
                assert len(state.hands[pitcher]) == 14 and state.widow == []
        elif isinstance(action, DeclareTrump):
            ref = Ref(rules, "SHDC"[action.suit])
            assert state.to_act == (state.dealer + 1) % n
            expected = Phase.EXCHANGE if rules.has_exchange else Phase.DISCARD
            assert state.phase is expected
        elif isinstance(action, Exchange):
            drawn = state.dealt_widow[widow_drawn : widow_drawn + len(action.cards)]
            assert state.received[seat] == drawn
            widow_drawn += len(drawn)
        elif isinstance(action, Discard):
            assert len(state.hands[seat]) == 6
            assert len(action.cards) == (8 if n == 6 and seat == state.pitcher else
                                         2 if n == 6 else 3)  # fmt: skip
        elif isinstance(action, Play):
            played_by.append((seat, card_name(action.card)))
            if len(state.tricks) > before_tricks:
                trick = state.tricks[-1]
                names = card_names(trick.cards)
                assert [s for s, _ in played_by[-n:]] == [(trick.leader + i) % n for i in range(n)]
                assert [name for _, name in played_by[-n:]] == names
                assert trick.winner == (trick.leader + ref.winner_index(names)) % n
                if state.phase is Phase.PLAY:
                    assert state.to_act == state.leader == trick.winner
    # R7: 6 tricks, the pitcher led the first, each winner led the next
    tricks = state.tricks
    assert len(tricks) == 6
    assert tricks[0].leader == state.pitcher
    assert all(tricks[i + 1].leader == tricks[i].winner for i in range(5))
    # R8/R9 against the reference
    result = state.result
    named = [(t.leader, card_names(t.cards), t.winner) for t in tricks]
    points, counts, earned, made, scores, winner = ref.score(
        named, state.pitcher, state.bid, state.scores
    )
    assert result.points == points
    if rules.game_point == "count":
        assert result.game_counts == counts
    assert (result.earned, result.made, result.scores, result.winner) == (
        earned,
        made,
        scores,
        winner,
    )
    teams = rules.teams
    assert all(team is None or 0 <= team < teams for team in result.points.values())
    assert sum(result.earned) <= (10 if rules.three_of_trump else 7)
    assert result.earned == tuple(
        sum(3 if name == "three" else 1 for name, team in result.points.items() if team == t)
        for t in range(teams)
    )
    if not rules.three_of_trump:
        assert result.points["three"] is None
    assert result.pitcher_team == state.pitcher % teams and result.bid == state.bid
    return state


def new_hand(rules: RuleSet, rng: random.Random) -> HandState:
    dealer = rng.randrange(rules.players)
    hands, widow = deal(rules, dealer, random.Random(rng.random()))
    scores = tuple(rng.randrange(-20, rules.target) for _ in range(rules.teams))
    return HandState(rules, dealer, hands, widow, scores)


# ============================================================== the properties


@FAST
@given(rules=rule_sets, rnd=st.randoms(use_true_random=False))
def test_property_random_legal_hands_follow_the_rules(rules, rnd):
    """R3-R9: random legal hands under random options: cards accounted for, legal actions
    never empty before DONE, legal bids and plays as the reference, tricks and scores as
    R7-R9, and the record round trip at every step."""
    check_hand(new_hand(rules, rnd), rnd)


@FAST
@given(rules=rule_sets, rnd=st.randoms(use_true_random=False))
def test_property_bidding_high_and_passing_too(rules, rnd):
    """R5: bidding with a bias to pass (many forced dealers) and to bid high (many
    maximum bids), checked against the reference."""
    state = new_hand(rules, rnd)
    bias = rnd.choice(["pass", "max"])
    while state.phase is Phase.BID:
        finished, seat, high, legal = ref_bidding(rules, state.dealer, state.bidding.history)
        assert (finished, seat, high, legal) == (False, state.to_act, state.bid, state.legal_bids())
        choice = None if bias == "pass" and None in legal else legal[-1]
        if rnd.random() < 0.3:
            choice = rnd.choice(legal)
        state.apply(Pass() if choice is None else Bid(choice))
    finished, pitcher, high, _ = ref_bidding(rules, state.dealer, state.bidding.history)
    assert finished and (state.pitcher, state.bid) == (pitcher, high)
    check_hand(state, rnd)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rule_sets, rnd=st.randoms(use_true_random=False), cut=st.integers(0, 60))
def test_property_clone_is_independent(rules, rnd, cut):
    """clone(): playing on in the clone leaves the original unchanged, and vice versa."""
    state = new_hand(rules, rnd)
    for _ in range(cut):
        if state.phase is Phase.DONE:
            break
        state.apply(random_action(state, rnd))
    record = hand_record(state)
    observations = [state.observation(s) for s in range(rules.players)]
    legal = state.legal_actions() if state.phase is not Phase.DISCARD else state.legal_cards()
    copy = state.clone()
    assert hand_record(copy) == record
    while copy.phase is not Phase.DONE:
        copy.apply(random_action(copy, rnd))
    assert hand_record(state) == record
    assert [state.observation(s) for s in range(rules.players)] == observations
    assert (state.legal_actions() if state.phase is not Phase.DISCARD else state.legal_cards()) == (
        legal
    )
    # and the original can still be played to the end on its own
    if state.phase is not Phase.DONE:
        other = state.clone()
        check_hand(state, rnd, round_trip_every=7)
        assert hand_record(other) == record


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rule_sets, seed=st.integers(0, 2**32), rnd=st.randoms(use_true_random=False))
def test_property_games_rotate_dealer_carry_scores_and_end_by_r9(rules, seed, rnd):
    """R3/R9: a Game deals each hand left of the last, carries the scores, and ends
    exactly when R9 says; a second Game with the same seed and the same actions is the
    same game, deal for deal."""
    rules = RuleSet(**{**rules.to_dict(), "target": 5})
    game = Game(rules, seed=seed)
    twin = Game(rules, seed=seed)
    assert twin.first_dealer == game.first_dealer
    for number in range(60):
        assert game.hand.dealer == (game.first_dealer + number) % rules.players
        assert hand_record(twin.hand) == hand_record(game.hand)
        scores = game.hand.scores
        while not game.hand_over:
            state = game.hand
            if state.phase is Phase.BID and Pass() in state.legal_actions() and rnd.random() < 0.8:
                action = Pass()  # mostly low contracts, so that the game ends
            else:
                action = random_action(state, rnd)
            game.apply(action)
            twin.apply(action)
        result = game.hand.result
        assert hand_record(twin.hand) == hand_record(game.hand)
        assert game.hand.scores == scores
        assert game.winner == result.winner == twin.winner
        if game.over:
            assert result.scores[result.winner] >= rules.target
            break
        game.next_hand()
        twin.next_hand()
        assert game.scores == result.scores == game.hand.scores
    assert game.over


@pytest.mark.parametrize("chunk", range(8))
def test_every_option_combination_plays_a_legal_hand(chunk):
    """Every one of the 768 combinations of the options plays one random hand through the
    full step-by-step check (round trip every few steps to keep it quick)."""
    combos = all_rule_sets()
    rng = random.Random(chunk)
    for rules in combos[chunk::8]:
        check_hand(new_hand(rules, rng), rng, round_trip_every=11)
