"""R6: trump declaration, the widow, the 4-player exchange, discards."""

from __future__ import annotations

from math import comb

import pytest
from helpers.cards import c, cs
from helpers.hands import deal_with, play_position, win_bidding

from okpitch_desktop.engine import (
    DeclareTrump,
    Discard,
    Exchange,
    HandState,
    IllegalAction,
    Phase,
    Play,
    RuleSet,
    card_names,
)
from okpitch_desktop.engine.scoring import score_hand

SIX = RuleSet(players=6)
EXCHANGE = RuleSet()
DISCARD_THREE = RuleSet(four_player_discard="discard_three")


# ------------------------------------------------------------------ 6 players


@pytest.mark.parametrize("pitcher", [0, 2, 5])
def test_r6_six_players_pitcher_takes_the_whole_widow(pitcher):
    """R6: 6 players: the pitcher adds the whole widow to their hand (14 cards) and then
    declares trump."""
    state = deal_with(SIX, dealer=(pitcher - 1) % 6)
    widow = list(state.widow)
    hand = list(state.hands[pitcher])
    assert len(widow) == 6
    win_bidding(state, pitcher, 3)
    assert state.phase is Phase.TRUMP and state.to_act == pitcher
    assert state.hands[pitcher] == hand + widow
    assert len(state.hands[pitcher]) == 14
    assert state.widow == []
    assert all(len(state.hands[s]) == 8 for s in range(6) if s != pitcher)


@pytest.mark.parametrize("dealer", [0, 3, 5])
def test_r6_six_players_discard_eight_and_two_in_turn(dealer):
    """R6: 6 players: after trump every player discards down to 6 (pitcher 8, others 2),
    in turn from the left of the dealer; there is no exchange."""
    pitcher = (dealer + 2) % 6
    state = deal_with(SIX, dealer)
    win_bidding(state, pitcher, 2)
    state.apply(DeclareTrump(1))
    assert state.phase is Phase.DISCARD
    seen = []
    while state.phase is Phase.DISCARD:
        seat = state.to_act
        seen.append(seat)
        need = 8 if seat == pitcher else 2
        assert state.discard_count(seat) == need
        assert state.legal_cards() == tuple(state.hands[seat])
        if seat != pitcher:
            assert len(state.legal_actions()) == comb(8, 2)
        with pytest.raises(IllegalAction) as info:
            state.apply(Exchange(()))
        assert info.value.code == "wrong_phase"
        with pytest.raises(IllegalAction) as info:
            state.apply(Discard(tuple(state.hands[seat][: need - 1])))
        assert info.value.code == "discard_count"
        assert f"exactly {need} cards" in str(info.value)
        state.apply(Discard(tuple(state.hands[seat][-need:])))
    assert seen == [(dealer + 1 + i) % 6 for i in range(6)]
    assert state.phase is Phase.PLAY and state.to_act == pitcher
    assert all(len(hand) == 6 for hand in state.hands)
    assert [len(d) for d in state.discards] == [8 if s == pitcher else 2 for s in range(6)]


def test_r6_six_players_pitcher_discard_has_3003_choices():
    """R6: the 6-player pitcher chooses 8 of 14 cards to discard."""
    state = deal_with(SIX, dealer=5)
    win_bidding(state, 0, 2)
    state.apply(DeclareTrump(0))
    assert state.to_act == 0
    assert len(state.legal_actions()) == comb(14, 8) == 3003


# ------------------------------------------------------------------ 4 players, exchange


def test_r6_exchange_pitcher_declares_without_seeing_the_widow():
    """R6 exchange: the pitcher declares trump with the 9 dealt cards; the widow is intact."""
    state = deal_with(EXCHANGE, dealer=3)
    widow = list(state.widow)
    win_bidding(state, 1, 3)
    assert len(state.hands[1]) == 9 and state.widow == widow
    assert state.observation(1).widow_taken == ()
    state.apply(DeclareTrump(2))
    assert state.phase is Phase.EXCHANGE
    assert state.widow == widow


@pytest.mark.parametrize("dealer", range(4))
def test_r6_exchange_in_turn_from_left_of_dealer_drawing_from_widow_top(dealer):
    """R6 exchange: each player in turn, starting left of the dealer (not the pitcher),
    gives up 0 to 3 cards and is given as many from the top of the widow."""
    pitcher = (dealer + 2) % 4
    state = deal_with(EXCHANGE, dealer, widow_top="AS KS QS JS TS 9S 8S")
    win_bidding(state, pitcher, 2)
    state.apply(DeclareTrump(1))
    order = [(dealer + 1 + i) % 4 for i in range(4)]
    counts = [2, 0, 3, 1]
    expected_received = [cs("AS KS"), [], cs("QS JS TS"), cs("9S")]
    for seat, count, received in zip(order, counts, expected_received, strict=True):
        assert state.phase is Phase.EXCHANGE and state.to_act == seat
        hand = list(state.hands[seat])
        given = tuple(hand[:count])
        state.apply(Exchange(given))
        assert state.received[seat] == tuple(received)
        assert state.exchanges[seat] == given
        assert state.hands[seat] == hand[count:] + received
        assert len(state.hands[seat]) == 9
    assert state.widow == list(state.dealt_widow[6:]) and len(state.widow) == 18 - 6
    assert state.phase is Phase.DISCARD and state.to_act == order[0]
    # Then every player discards down to 6 in the same order.
    seen = []
    while state.phase is Phase.DISCARD:
        seen.append(state.to_act)
        assert state.discard_count(state.to_act) == 3
        state.apply(Discard(tuple(state.hands[state.to_act][:3])))
    assert seen == order
    assert state.phase is Phase.PLAY and state.to_act == pitcher == state.leader


def test_r6_exchange_choices_and_limits():
    """R6 exchange: 0 to 3 cards of one's own, each once; readable errors otherwise."""
    state = deal_with(EXCHANGE, dealer=3, fixed={0: "AS KS QS JS TS 9S 8S 7S 6S"})
    win_bidding(state, 0, 2)
    state.apply(DeclareTrump(0))
    assert state.to_act == 0
    assert len(state.legal_actions()) == 1 + 9 + 36 + 84
    assert Exchange(()) in state.legal_actions()
    with pytest.raises(IllegalAction) as info:
        state.apply(Exchange(tuple(cs("AS KS QS JS"))))
    assert info.value.code == "exchange_count" and "at most 3" in str(info.value)
    with pytest.raises(IllegalAction) as info:
        state.apply(Exchange((c("AH"),)))
    assert info.value.code == "not_in_hand" and "AH" in str(info.value)
    with pytest.raises(IllegalAction) as info:
        state.apply(Exchange((c("AS"), c("AS"))))
    assert info.value.code == "chosen_twice" and "AS" in str(info.value)
    with pytest.raises(IllegalAction) as info:
        state.apply(Discard(tuple(cs("AS KS QS"))))
    assert info.value.code == "wrong_phase"
    assert state.hands[0] == cs("AS KS QS JS TS 9S 8S 7S 6S")  # untouched by failures
    assert state.widow == list(state.dealt_widow)


def test_r6_exchange_stops_giving_when_the_widow_runs_out():
    """R6 exchange: if the widow runs out, no more cards are given."""
    rules = EXCHANGE
    full = deal_with(rules, dealer=3)
    hands = [list(hand) for hand in full.dealt_hands]
    widow = list(full.dealt_widow[:4])  # a short widow: 4 cards left
    state = HandState(rules, 3, hands, widow)
    win_bidding(state, 0, 2)
    state.apply(DeclareTrump(0))
    state.apply(Exchange(tuple(hands[0][:3])))  # gets 3
    state.apply(Exchange(tuple(hands[1][:3])))  # gets the last 1
    assert state.received[0] == tuple(widow[:3])
    assert state.received[1] == (widow[3],)
    assert len(state.hands[1]) == 7
    state.apply(Exchange(tuple(hands[2][:2])))  # gets nothing
    assert state.received[2] == () and len(state.hands[2]) == 7
    state.apply(Exchange(()))
    assert state.phase is Phase.DISCARD
    assert state.discard_count(1) == 1 and state.discard_count(2) == 1


# ------------------------------------------------------------------ 4 players, discard three


@pytest.mark.parametrize("dealer", range(4))
def test_r6_discard_three_every_player_discards_three_widow_unused(dealer):
    """R6 discard_three: trump, then every player discards exactly 3; the widow stays
    unused and unseen."""
    state = deal_with(DISCARD_THREE, dealer)
    widow = list(state.widow)
    win_bidding(state, (dealer + 1) % 4, 2)
    state.apply(DeclareTrump(3))
    assert state.phase is Phase.DISCARD
    seen = []
    while state.phase is Phase.DISCARD:
        seat = state.to_act
        seen.append(seat)
        assert state.discard_count(seat) == 3
        assert len(state.legal_actions()) == comb(9, 3)
        for wrong in (0, 2, 4):
            with pytest.raises(IllegalAction):
                state.apply(Discard(tuple(state.hands[seat][:wrong])))
        state.apply(Discard(tuple(state.hands[seat][:3])))
    assert seen == [(dealer + 1 + i) % 4 for i in range(4)]
    assert state.widow == widow
    assert all(state.received[s] == () for s in range(4))
    assert all(len(hand) == 6 for hand in state.hands)
    assert state.phase is Phase.PLAY


def test_r6_discard_three_has_no_exchange_phase():
    """R6 discard_three: exchanging is not part of these rules."""
    state = deal_with(DISCARD_THREE, dealer=3)
    win_bidding(state, 0, 2)
    state.apply(DeclareTrump(0))
    with pytest.raises(IllegalAction) as info:
        state.apply(Exchange(()))
    assert info.value.code == "wrong_phase"


def test_r6_discard_not_held_or_twice_is_illegal():
    """R6: only one's own cards, each once, may be discarded."""
    state = deal_with(DISCARD_THREE, dealer=3, fixed={0: "AS KS QS JS TS 9S 8S 7S 6S"})
    win_bidding(state, 0, 2)
    state.apply(DeclareTrump(0))
    with pytest.raises(IllegalAction) as info:
        state.apply(Discard(tuple(cs("AS KS AH"))))
    assert info.value.code == "not_in_hand" and "AH" in str(info.value)
    with pytest.raises(IllegalAction) as info:
        state.apply(Discard(tuple(cs("AS KS AS"))))
    assert info.value.code == "chosen_twice"


# ------------------------------------------------------------------ any card, out of play


@pytest.mark.parametrize("rules", [EXCHANGE, DISCARD_THREE, SIX], ids=["exchange", "three", "six"])
def test_r6_any_card_may_be_discarded_trump_included(rules):
    """R6: any card may be discarded, trump included (jack, jokers, ace)."""
    state = deal_with(rules, dealer=rules.players - 1, fixed={0: "JS RJ BJ AS 2H 3H 4H 5H"})
    win_bidding(state, 0, 2)
    state.apply(DeclareTrump(0))
    while state.phase is Phase.EXCHANGE:
        state.apply(Exchange(()))
    count = state.discard_count(0)
    trumps = cs("JS RJ BJ AS")
    rest = [card for card in state.hands[0] if card not in trumps]
    chosen = tuple((trumps + rest)[:count])
    assert Discard(chosen) in state.legal_actions()
    state.apply(Discard(chosen))
    assert state.discards[0] == chosen
    assert not set(chosen) & set(state.hands[0])
    assert set(chosen) >= set(trumps[:count])


def test_r6_discarded_and_exchanged_cards_are_never_in_play_and_score_for_nobody():
    """R6: discarded cards and the widow score for nobody and are never "in play"."""
    state = deal_with(
        EXCHANGE, dealer=3, fixed={0: "JS RJ TS AH KH QH 2D 3D 4D", 1: "BJ JC 5D 6D 7D 8D 9D TD JD"}
    )
    win_bidding(state, 0, 2)
    state.apply(DeclareTrump(0))
    state.apply(Exchange(tuple(cs("JS RJ"))))  # seat 0 gives up the jack and a joker
    state.apply(Exchange(tuple(cs("BJ"))))
    state.apply(Exchange(()))
    state.apply(Exchange(()))
    state.apply(Discard(tuple(cs("TS AH KH"))))  # and discards the ten of trump
    state.apply(Discard(tuple(cs("JC 5D 6D"))))  # seat 1 the off-jack
    while state.phase is Phase.DISCARD:
        state.apply(Discard(tuple(state.hands[state.to_act][:3])))
    gone = set(cs("JS RJ TS BJ JC AH KH"))
    while state.phase is Phase.PLAY:
        assert not gone & set(state.legal_cards())
        state.apply(Play(state.legal_cards()[0]))
    assert not gone & set(state.plays)
    points = state.result.points
    assert points["jack"] is None and points["off_jack"] is None
    assert points["high_joker"] is None and points["low_joker"] is None
    # Nor do those cards count for game: the counts add up to the value of the plays only.
    assert sum(state.result.game_counts) == sum(
        {"A": 4, "K": 3, "Q": 2, "J": 1, "T": 10}.get(name[0], 0)
        for name in card_names(state.plays)
    )


def test_r6_trump_declaration_any_suit():
    """R6: the pitcher declares any suit; nothing else is an action now."""
    for suit in range(4):
        state = deal_with(EXCHANGE, dealer=0)
        win_bidding(state, 1, 2)
        with pytest.raises(IllegalAction) as info:
            state.apply(DeclareTrump(suit), seat=2)
        assert info.value.code == "not_turn"
        state.apply(DeclareTrump(suit), seat=1)
        assert state.trump == suit


@pytest.mark.parametrize("bad", [4, -1, True, "S", None])
def test_r6_declaring_a_non_suit_is_illegal(bad):
    """R6: trump is one of the four suits."""
    state = deal_with(EXCHANGE, dealer=0)
    win_bidding(state, 1, 2)
    with pytest.raises(IllegalAction) as info:
        state.apply(DeclareTrump(bad))
    assert info.value.code == "not_a_suit"
    assert state.phase is Phase.TRUMP and state.trump is None


def test_r6_declaring_a_float_suit_is_illegal():
    """R6: trump is one of the four suits; 1.0 is not a suit (and must not corrupt the
    state: the hand must go on working)."""
    state = deal_with(EXCHANGE, dealer=0)
    win_bidding(state, 1, 2)
    with pytest.raises(IllegalAction):
        state.apply(DeclareTrump(1.0))
    assert state.phase is Phase.TRUMP and state.trump is None


def test_r6_scoring_ignores_cards_outside_the_tricks():
    """R6/R8: only cards won in tricks count; score_hand sees nothing else."""
    state = play_position(
        {0: "AS KS QS 2H 3H 4H", 1: "5H 6H 7H 8H 9H TH", 2: "2D 3D 4D 5D 6D 7D",
         3: "2C 3C 4C 5C 6C 7C"},
    )  # fmt: skip
    while state.phase is Phase.PLAY:
        state.apply(Play(state.legal_cards()[0]))
    again = score_hand(state.rules, state.order, state.tricks, 0, 2, (0, 0))
    assert again == state.result


@pytest.mark.parametrize("bad", [12.0, True])
def test_r6_non_card_values_are_illegal_in_exchange_and_discard(bad):
    """R6: only cards of one's hand can be given up; a float or bool that compares equal
    to a card id (12 = AS, 1 = 3S) is not a card and must raise IllegalAction instead of
    being stored in the hand's history (where it later breaks hand_record)."""
    for rules in (EXCHANGE, DISCARD_THREE):
        state = deal_with(rules, dealer=3, fixed={0: "AS 3S 7C 8C 9C TC QC KC AC"})
        win_bidding(state, 0, 2)
        state.apply(DeclareTrump(0))
        action = Exchange((bad,)) if rules is EXCHANGE else Discard((bad, c("7C"), c("8C")))
        with pytest.raises(IllegalAction):
            state.apply(action)
        assert state.to_act == 0


def test_r6_clone_during_exchange_is_independent():
    """clone(): exchanging in the clone draws from the clone's widow only."""
    state = deal_with(EXCHANGE, dealer=3)
    win_bidding(state, 0, 2)
    state.apply(DeclareTrump(0))
    hand0, widow = list(state.hands[0]), list(state.widow)
    copy = state.clone()
    copy.apply(Exchange(tuple(hand0[:3])))
    copy.apply(Exchange(()))
    assert state.hands[0] == hand0 and state.widow == widow
    assert state.exchanges == [None] * 4 and state.received == [()] * 4
    assert state.to_act == 0 and copy.to_act == 2
    state.apply(Exchange((hand0[0],)))
    assert copy.received[0] == tuple(widow[:3]) and state.received[0] == (widow[0],)
