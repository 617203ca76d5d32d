"""R4: the trump suit (suit + off-jack + both jokers), trump ranks and plain-suit ranks."""

from __future__ import annotations

import pytest
from helpers.cards import cs
from helpers.hands import legal_names, play, play_position

from okpitch_desktop.engine import RuleSet, card_names
from okpitch_desktop.engine.cards import DECK, suit_of
from okpitch_desktop.engine.ranking import trump_order

OFF_JACK = {"S": "JC", "C": "JS", "H": "JD", "D": "JH"}
SUITS = "SHDC"


@pytest.mark.parametrize("trump", SUITS)
@pytest.mark.parametrize("high_joker", ["red", "black"])
def test_r4_trump_order_high_to_low(trump, high_joker):
    """R4: A, K, Q, J, off-jack, high joker, low joker, 10, 9 ... 2."""
    order = trump_order(SUITS.index(trump), high_joker)
    high, low = ("RJ", "BJ") if high_joker == "red" else ("BJ", "RJ")
    expected = [r + trump for r in "AKQJ"] + [OFF_JACK[trump], high, low]
    expected += [r + trump for r in "T98765432"]
    assert card_names(order.trumps_high_to_low) == expected
    strengths = [order.strength[card] for card in cs(" ".join(expected))]
    assert strengths == sorted(strengths, reverse=True)
    assert len(set(strengths)) == 16


@pytest.mark.parametrize("trump", SUITS)
def test_r4_trump_is_suit_plus_off_jack_plus_jokers(trump):
    """R4: trump = the 13 cards of the suit, the off-jack and both jokers (16 cards)."""
    t = SUITS.index(trump)
    order = trump_order(t)
    trumps = {card for card in DECK if order.is_trump(card)}
    expected = {card for card in DECK if suit_of(card) == t}
    expected |= set(cs(f"{OFF_JACK[trump]} RJ BJ"))
    assert trumps == expected


@pytest.mark.parametrize("trump", SUITS)
def test_r4_off_jack_is_trump_never_its_printed_suit(trump):
    """R4: the off-jack belongs to trump only; its printed suit lacks its jack."""
    t = SUITS.index(trump)
    order = trump_order(t)
    off = cs(OFF_JACK[trump])[0]
    printed = suit_of(off)
    assert printed != t
    assert order.effective_suit[off] == t
    same_colour = [card for card in DECK if order.effective_suit[card] == printed]
    assert len(same_colour) == 12
    assert off not in same_colour
    # The other-colour suits keep all 13.
    for other in range(4):
        if other not in (t, printed):
            assert sum(order.effective_suit[card] == other for card in DECK) == 13


@pytest.mark.parametrize("trump", SUITS)
def test_r4_jokers_are_trump_in_every_suit(trump):
    """R4: both jokers are trump whatever the trump suit."""
    order = trump_order(SUITS.index(trump))
    for joker in cs("RJ BJ"):
        assert order.effective_suit[joker] == SUITS.index(trump)


@pytest.mark.parametrize("trump", SUITS)
def test_r4_plain_suits_rank_ace_high(trump):
    """R4: other suits: A, K, Q, J, 10 ... 2."""
    order = trump_order(SUITS.index(trump))
    for suit in SUITS:
        if suit == trump:
            continue
        ranks = [r for r in "AKQJT98765432" if r + suit != OFF_JACK[trump]]
        strengths = [order.strength[cs(r + suit)[0]] for r in ranks]
        assert strengths == sorted(strengths, reverse=True)
        assert len(set(strengths)) == len(ranks)
        # Every trump beats every plain card.
        assert min(order.strength[c] for c in order.trumps_high_to_low) > max(strengths)


@pytest.mark.parametrize(
    ("trump", "trick", "winner"),
    [
        ("S", "AH KH 2S QH", 2),  # the lowest trump beats the led ace
        ("S", "AH KH QH JH", 0),  # no trump: the highest of the led suit
        ("S", "5H AD AC 6H", 3),  # off-suit aces do not win
        ("S", "JC RJ BJ TS", 0),  # off-jack beats both jokers and the ten
        ("S", "JC JS RJ BJ", 1),  # trump jack beats the off-jack
        ("S", "RJ BJ 2S 3S", 0),  # red joker high by default
        ("H", "JD QD KD AD", 0),  # off-jack led is trump: diamonds cannot beat it
        ("H", "2D JD 3D 4D", 1),  # off-jack played to a diamond lead trumps it
        ("D", "AH JH KH QH", 1),  # the off-jack of diamonds (JH) is trump, not a heart
        ("S", "2C JC 3C 4C", 1),  # JC is trump when spades are trump
        ("C", "QS JS KS 2S", 1),
        ("S", "BJ 2S 3S 4S", 0),
        ("S", "2S 3S 4S 5S", 3),
        ("S", "KD 9C 8H QD", 0),  # cards of other plain suits never win
    ],
)
def test_r4_trick_winner_by_rank(trump, trick, winner):
    """R4/R7: the trick goes to the highest trump, else the highest card of the led suit."""
    order = trump_order(SUITS.index(trump))
    assert order.trick_winner(cs(trick)) == winner


@pytest.mark.parametrize(
    ("high_joker", "winner"),
    [("red", 0), ("black", 1)],
)
def test_r4_jokers_order_follows_high_joker(high_joker, winner):
    """R4/R2: the high joker beats the low joker; which one is high is the option."""
    order = trump_order(0, high_joker)
    assert order.trick_winner(cs("RJ BJ")) == winner
    assert order.trick_winner(cs("BJ RJ")) == 1 - winner
    # Either joker is below the off-jack and above the ten.
    assert order.trick_winner(cs("RJ JC")) == 1
    assert order.trick_winner(cs("BJ TS")) == 0


@pytest.mark.parametrize("high_joker", ["red", "black"])
def test_r4_jokers_in_play_follow_high_joker(high_joker):
    """R4: in a real trick the high joker takes the low joker."""
    rules = RuleSet(high_joker=high_joker)
    state = play_position(
        {0: "RJ 2H 3H 4H 5H 6H", 1: "BJ 2D 3D 4D 5D 6D", 2: "7H 8H 9H TH 2C 3C",
         3: "7D 8D 9D TD 4C 5C"},
        trump="S", rules=rules,
    )  # fmt: skip
    play(state, "RJ BJ 7H 7D")
    assert state.tricks[-1].winner == (0 if high_joker == "red" else 1)


def test_r4_effective_suit_of_off_jack_lead_is_trump():
    """R4: "the suit of a card in play is its effective suit": an off-jack lead is a trump
    lead, so a player with diamonds but no trump may play anything, and one with trump
    must play trump."""
    state = play_position(
        {0: "JD 2C 3C 4C 5C 6C", 1: "AD KD QD 7C 8C 9C", 2: "2H 2D 3D 4D 5D 6D",
         3: "7D 8D 9D TD 2S 3S"},
        trump="H",
    )  # fmt: skip
    play(state, "JD")
    assert legal_names(state) == {"AD", "KD", "QD", "7C", "8C", "9C"}  # no trump: anything
    play(state, "7C")
    assert legal_names(state) == {"2H"}  # holds a trump: must play it
