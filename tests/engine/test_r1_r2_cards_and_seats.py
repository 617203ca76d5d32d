"""R1 (players, seats, teams) and R2 (cards and their notation)."""

from __future__ import annotations

import pytest
from helpers.cards import cs
from helpers.hands import deal_with

from okpitch_desktop.engine import (
    HandState,
    Pass,
    RuleSet,
    card_name,
    card_names,
    hand_record,
    parse_card,
    parse_suit,
    replay_record,
)
from okpitch_desktop.engine.cards import BLACK_JOKER, DECK, NO_SUIT, RED_JOKER, suit_of
from okpitch_desktop.engine.ranking import trump_order

# ----------------------------------------------------------------------------- R1


def test_r1_four_players_team_of_seat():
    """R1: 4 players: team 0 = {0,2}, team 1 = {1,3}."""
    rules = RuleSet(players=4)
    assert rules.teams == 2
    assert [rules.team_of(seat) for seat in range(4)] == [0, 1, 0, 1]


def test_r1_six_players_team_of_seat():
    """R1: 6 players: team 0 = {0,3}, team 1 = {1,4}, team 2 = {2,5}."""
    rules = RuleSet(players=6)
    assert rules.teams == 3
    assert [rules.team_of(seat) for seat in range(6)] == [0, 1, 2, 0, 1, 2]


@pytest.mark.parametrize("players", [4, 6])
def test_r1_partners_sit_opposite(players):
    """R1: partners sit opposite: seat s and seat s + n/2 are one team, neighbours are not."""
    rules = RuleSet(players=players)
    for seat in range(players):
        assert rules.team_of(seat) == rules.team_of((seat + players // 2) % players)
        assert rules.team_of(seat) != rules.team_of((seat + 1) % players)


@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("dealer_offset", [0, 1, 2, 3])
def test_r1_left_of_x_is_x_plus_one(players, dealer_offset):
    """R1: "left of X" is seat X+1 (mod n): bidding and the turns of R6 start there."""
    dealer = (players - 1 + dealer_offset) % players
    state = deal_with(RuleSet(players=players), dealer)
    assert state.to_act == (dealer + 1) % players
    assert state.turn_order == [(dealer + 1 + i) % players for i in range(players)]
    state.apply(Pass())
    assert state.to_act == (dealer + 2) % players  # clockwise


def test_r1_scores_one_per_team():
    """R1: scores are kept per partnership."""
    assert deal_with(RuleSet(players=4)).scores == (0, 0)
    assert deal_with(RuleSet(players=6)).scores == (0, 0, 0)


# ----------------------------------------------------------------------------- R2


def test_r2_fifty_four_distinct_cards_with_unique_names():
    """R2: 54 cards: the 52 plus two distinguishable jokers."""
    names = card_names(DECK)
    assert len(DECK) == 54 and len(set(DECK)) == 54
    assert len(set(names)) == 54
    assert "RJ" in names and "BJ" in names
    assert card_name(RED_JOKER) == "RJ" and card_name(BLACK_JOKER) == "BJ"
    assert suit_of(RED_JOKER) == NO_SUIT and suit_of(BLACK_JOKER) == NO_SUIT
    suited = [name for name in names if name not in ("RJ", "BJ")]
    assert {name[0] for name in suited} == set("AKQJT98765432")
    assert {name[1] for name in suited} == set("SHDC")


def test_r2_every_card_name_parses_back():
    """R2: notation round trip for all 54 cards."""
    for card in DECK:
        assert parse_card(card_name(card)) == card
        assert parse_card(card_name(card).lower()) == card


@pytest.mark.parametrize(
    ("text", "name"),
    [("10S", "TS"), ("10s", "TS"), ("10h", "TH"), ("ts", "TS"), ("as", "AS"), ("rj", "RJ"),
     ("Bj", "BJ"), ("qD", "QD"), ("TC", "TC"), ("2c", "2C")],
)  # fmt: skip
def test_r2_input_accepts_ten_and_lower_case_written_back_canonically(text, name):
    """R2: `10S` is accepted on input and written back as `TS`; lower case accepted."""
    assert card_name(parse_card(text)) == name


@pytest.mark.parametrize(
    "bad",
    ["", "1S", "11S", "AX", "ZZ", "10", "10J", "JJ", "RS", " AS", "AS ", "A S", "10SS", "ASD",
     "XJ", "TJ", 10, None, 1.5, ["AS"], True],
)  # fmt: skip
def test_r2_bad_card_notation_raises_readable_value_error(bad):
    """R2: anything else is not a card; the message says how cards are written."""
    with pytest.raises(ValueError) as info:
        parse_card(bad)
    assert "is not a card" in str(info.value)
    assert "'AS'" in str(info.value)


def test_r2_suit_letters():
    """R2: suits are S H D C (lower case accepted)."""
    assert [parse_suit(s) for s in "SHDC"] == [0, 1, 2, 3]
    assert [parse_suit(s) for s in "shdc"] == [0, 1, 2, 3]
    for bad in ("X", "", "SH", "J", None, 0, "spades"):
        with pytest.raises(ValueError, match="is not a suit"):
            parse_suit(bad)


@pytest.mark.parametrize("trump", [0, 1, 2, 3])
def test_r2_high_joker_option_picks_which_joker_is_high(trump):
    """R2: `high_joker` decides which joker is high; the other is the low joker."""
    red = trump_order(trump, "red")
    black = trump_order(trump, "black")
    assert (red.high_joker, red.low_joker) == (RED_JOKER, BLACK_JOKER)
    assert (black.high_joker, black.low_joker) == (BLACK_JOKER, RED_JOKER)
    assert red.strength[RED_JOKER] > red.strength[BLACK_JOKER]
    assert black.strength[BLACK_JOKER] > black.strength[RED_JOKER]


def test_r2_record_reads_ten_and_lower_case_and_writes_canonical_names():
    """R2 / HAND_RECORD: input accepts lower case and `10`; records write `TS`."""
    state = deal_with(RuleSet(), 3, {0: "TS TH"})
    record = hand_record(state)
    assert record["hands"][0][:2] == ["TS", "TH"]
    record["hands"][0][0] = "10s"
    record["hands"][0][1] = "th"
    replayed = replay_record(record)
    assert isinstance(replayed, HandState)
    assert hand_record(replayed)["hands"][0][:2] == ["TS", "TH"]
    assert replayed.dealt_hands[0][:2] == tuple(cs("TS TH"))
