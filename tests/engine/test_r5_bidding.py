"""R5: bidding: range, order, auction and single round, forced dealer, maximum bid."""

from __future__ import annotations

import pytest
from helpers.hands import deal_with

from okpitch_desktop.engine import (
    Bid,
    DeclareTrump,
    HandState,
    IllegalAction,
    Pass,
    Phase,
    Play,
    RuleSet,
)

MODES = ["auction", "single_round"]


def run(state: HandState, bids: list[int | None]) -> None:
    for bid in bids:
        state.apply(Pass() if bid is None else Bid(bid))


def fresh(players=4, dealer=3, **options) -> HandState:
    return deal_with(RuleSet(players=players, **options), dealer)


@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("mode", MODES)
def test_r5_starts_left_of_dealer_and_goes_clockwise(players, mode):
    """R5: bidding starts left of the dealer and goes clockwise."""
    for dealer in range(players):
        state = fresh(players, dealer, bidding=mode)
        seen = []
        for _ in range(players - 1):
            seen.append(state.to_act)
            state.apply(Pass())
        seen.append(state.to_act)
        assert seen == [(dealer + 1 + i) % players for i in range(players)]
        assert seen[-1] == dealer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("three", "top"), [(False, 7), (True, 10)])
def test_r5_bids_run_from_two_to_max(mode, three, top):
    """R5: minimum 2, maximum 7, or 10 with `three_of_trump`; a pass is always offered."""
    state = fresh(bidding=mode, three_of_trump=three)
    assert state.legal_bids() == [None, *range(2, top + 1)]
    assert state.legal_actions() == [Pass(), *(Bid(b) for b in range(2, top + 1))]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("three", "bad"), [(False, 1), (False, 8), (False, 0), (True, 11),
                                             (True, -2), (False, 10)])  # fmt: skip
def test_r5_bids_out_of_range_are_illegal(mode, three, bad):
    """R5: bids outside 2..7 (2..10 with `three_of_trump`) raise IllegalAction."""
    state = fresh(bidding=mode, three_of_trump=three)
    with pytest.raises(IllegalAction) as info:
        state.apply(Bid(bad))
    assert info.value.code == "bid_range"
    assert str(bad) in str(info.value) and "2" in str(info.value)
    assert state.bidding.history == []  # nothing changed


@pytest.mark.parametrize("bad", [True, False, 2.0, "3"])
def test_r5_a_bid_must_be_a_whole_number(bad):
    """R5: bids are numbers of points: a bool, a float or a string is not a bid."""
    state = fresh()
    with pytest.raises(IllegalAction) as info:
        state.apply(Bid(bad))
    assert info.value.code == "not_a_bid"
    assert "not a bid" in str(info.value)


@pytest.mark.parametrize("mode", MODES)
def test_r5_each_bid_must_beat_the_standing_bid(mode):
    """R5: each player passes or bids higher than the standing bid."""
    state = fresh(bidding=mode)
    state.apply(Bid(4))
    assert state.legal_bids() == [None, 5, 6, 7]
    for low in (2, 3, 4):
        with pytest.raises(IllegalAction) as info:
            state.apply(Bid(low))
        assert info.value.code == "bid_too_low"
        assert "standing bid of 4" in str(info.value)
    state.apply(Bid(5))
    assert state.bid == 5


def test_r5_auction_skips_passed_players_and_goes_round():
    """R5 auction: passed players are skipped and may not come back in; bidding goes round
    until all but one have passed."""
    state = fresh(dealer=3)
    run(state, [2, None, 3])  # seat 0 bids 2, seat 1 passes, seat 2 bids 3
    assert state.to_act == 3
    state.apply(Pass())  # the dealer passes
    assert state.to_act == 0 and state.phase is Phase.BID  # round again, seat 1 skipped
    state.apply(Bid(4))
    assert state.to_act == 2  # seat 1 and seat 3 are skipped
    state.apply(Bid(5))
    assert state.to_act == 0
    state.apply(Pass())
    assert state.phase is Phase.TRUMP
    assert state.pitcher == 2 and state.bid == 5
    assert state.bidding.history == [2, None, 3, None, 4, 5, None]


def test_r5_auction_everyone_keeps_bidding_until_three_pass():
    """R5 auction: several rounds of raising; ends when all players but one have passed."""
    state = fresh(dealer=0)
    run(state, [2, 3, 4, 5, 6])  # seats 1, 2, 3, 0, 1
    assert state.phase is Phase.BID and state.to_act == 2
    run(state, [None, None])  # seats 2, 3
    assert state.phase is Phase.BID and state.to_act == 0
    state.apply(Pass())
    assert state.phase is Phase.TRUMP and state.pitcher == 1 and state.bid == 6


def test_r5_auction_six_players():
    """R5 auction with 6 players: passed seats skipped."""
    state = fresh(players=6, dealer=5)
    run(state, [None, 2, None, None, 3, None])  # seats 0..5
    assert state.to_act == 1
    state.apply(Bid(4))
    assert state.to_act == 4
    state.apply(Pass())
    assert state.phase is Phase.TRUMP and state.pitcher == 1 and state.bid == 4


def test_r5_auction_a_passed_player_cannot_come_back():
    """R5 auction: after passing, a seat is never asked again."""
    state = fresh(dealer=3)
    run(state, [None, 2, 3, 4])  # seat 0 passes; seats 1, 2, 3 bid
    assert state.to_act == 1  # seat 0 is skipped
    run(state, [5, 6, None])  # seat 1: 5, seat 2: 6, seat 3 passes
    assert state.to_act == 1  # seats 0 and 3 are out
    state.apply(Bid(7))
    assert state.phase is Phase.TRUMP and state.pitcher == 1


@pytest.mark.parametrize("players", [4, 6])
def test_r5_single_round_each_speaks_once_dealer_last(players):
    """R5 single_round: each player speaks once; the dealer speaks last; then it ends."""
    dealer = 1
    state = fresh(players, dealer, bidding="single_round")
    order = []
    bids = [2, None, 3] + [None] * (players - 3)
    for bid in bids:
        order.append(state.to_act)
        assert state.phase is Phase.BID
        state.apply(Pass() if bid is None else Bid(bid))
    assert order == [(dealer + 1 + i) % players for i in range(players)]
    assert state.phase is Phase.TRUMP
    assert state.pitcher == (dealer + 3) % players and state.bid == 3


def test_r5_single_round_ends_after_dealer_even_if_others_would_raise():
    """R5 single_round: the first bidder is not asked again after being outbid."""
    state = fresh(dealer=3, bidding="single_round")
    run(state, [2, 3, 4])
    assert state.to_act == 3
    state.apply(Bid(5))  # the dealer outbids everyone
    assert state.phase is Phase.TRUMP and state.pitcher == 3 and state.bid == 5


def test_r5_single_round_dealer_may_pass_when_someone_bid():
    """R5 single_round: the dealer is free to pass when someone else has bid."""
    state = fresh(dealer=3, bidding="single_round")
    run(state, [None, None, 2])
    assert state.legal_bids() == [None, 3, 4, 5, 6, 7]
    state.apply(Pass())
    assert state.phase is Phase.TRUMP and state.pitcher == 2 and state.bid == 2


@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("three", [False, True])
def test_r5_forced_dealer_must_bid_two(players, mode, three):
    """R5: if every other player has passed, the dealer must bid 2 (their only action)."""
    dealer = 2
    state = fresh(players, dealer, bidding=mode, three_of_trump=three)
    run(state, [None] * (players - 1))
    assert state.to_act == dealer
    assert state.legal_bids() == [2]
    assert state.legal_actions() == [Bid(2)]
    with pytest.raises(IllegalAction) as info:
        state.apply(Pass())
    assert info.value.code == "dealer_must_bid"
    assert "must bid 2" in str(info.value)
    for other in (3, 7):
        with pytest.raises(IllegalAction) as info:
            state.apply(Bid(other))
        assert info.value.code == "dealer_must_bid"
    state.apply(Bid(2))
    assert state.phase is Phase.TRUMP
    assert state.pitcher == dealer and state.bid == 2 and state.to_act == dealer


@pytest.mark.parametrize("mode", MODES)
def test_r5_dealer_not_forced_when_someone_bid(mode):
    """R5: the forced bid applies only when every other player passed."""
    state = fresh(dealer=3, bidding=mode)
    run(state, [None, 2, None])
    assert state.to_act == 3
    assert None in state.legal_bids()


@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("three", "top"), [(False, 7), (True, 10)])
@pytest.mark.parametrize("passes_first", [0, 1, 2])
def test_r5_max_bid_ends_bidding_at_once(players, mode, three, top, passes_first):
    """R5: a maximum bid (7, or 10 with `three_of_trump`) ends bidding at once."""
    dealer = 0
    state = fresh(players, dealer, bidding=mode, three_of_trump=three)
    run(state, [None] * passes_first)
    bidder = state.to_act
    state.apply(Bid(top))
    assert state.phase is Phase.TRUMP
    assert state.pitcher == bidder and state.bid == top
    assert state.to_act == bidder
    assert state.legal_bids() == []
    with pytest.raises(IllegalAction) as info:
        state.apply(Pass())
    assert info.value.code == "wrong_phase"


def test_r5_seven_does_not_end_bidding_with_three_of_trump():
    """R5: with `three_of_trump` the maximum is 10, so 7 is an ordinary bid."""
    state = fresh(dealer=3, three_of_trump=True)
    state.apply(Bid(7))
    assert state.phase is Phase.BID and state.to_act == 1
    assert state.legal_bids() == [None, 8, 9, 10]


def test_r5_max_bid_after_other_bids():
    """R5: the maximum bid ends bidding even with players still in."""
    state = fresh(dealer=3)
    run(state, [2, 3, 7])
    assert state.phase is Phase.TRUMP and state.pitcher == 2 and state.bid == 7


@pytest.mark.parametrize("mode", MODES)
def test_r5_winner_is_pitcher_and_leads_the_next_phase(mode):
    """R5: the winner is the pitcher and their bid is the contract; they declare trump."""
    state = fresh(dealer=3, bidding=mode)
    run(state, [None, 3, None, None])
    assert state.pitcher == 1 and state.bid == 3
    assert state.phase is Phase.TRUMP and state.to_act == 1
    assert state.legal_actions() == [DeclareTrump(s) for s in range(4)]


def test_r5_bid_out_of_turn_and_other_phase_actions():
    """R5: only the seat to act may bid; cards cannot be played while bidding."""
    state = fresh(dealer=3)
    with pytest.raises(IllegalAction) as info:
        state.apply(Bid(2), seat=2)
    assert info.value.code == "not_turn"
    assert "seat 0's turn" in str(info.value)
    state.apply(Bid(2), seat=0)
    with pytest.raises(IllegalAction) as info:
        state.apply(Play(state.hands[1][0]))
    assert info.value.code == "wrong_phase" and "bid phase" in str(info.value)
    with pytest.raises(IllegalAction):
        state.apply(DeclareTrump(0))


def test_r5_clone_during_bidding_is_independent():
    """clone(): bidding on in the clone leaves the original's auction untouched."""
    state = fresh(dealer=3)
    run(state, [2, None])
    copy = state.clone()
    run(copy, [3, None, 4])
    assert state.bidding.history == [2, None]
    assert state.bidding.passed == [False, True, False, False]
    assert (state.to_act, state.bid, state.phase) == (2, 2, Phase.BID)
    assert copy.bidding.history == [2, None, 3, None, 4]
    run(state, [None, None])
    assert state.pitcher == 0 and copy.phase is Phase.BID


@pytest.mark.parametrize("junk", ["bid", 2, None, ("Bid", 2)])
def test_r5_something_that_is_not_an_action(junk):
    """Actions are Bid, Pass, DeclareTrump, Exchange, Discard, Play; anything else is an
    IllegalAction that says so."""
    state = fresh()
    with pytest.raises(IllegalAction) as info:
        state.apply(junk)
    assert info.value.code == "not_an_action" and "not an action" in str(info.value)
