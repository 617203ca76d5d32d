"""R7: play: the first lead, following (all three `follow` options), tricks."""

from __future__ import annotations

import pytest
from helpers.cards import c, cs
from helpers.hands import legal_names, play, play_position

from okpitch_desktop.engine import IllegalAction, Phase, Play, RuleSet

FOLLOWS = ["suit_trump_anytime", "suit_or_trump", "suit"]
ANY = "any"  # every card of the hand

# (trump, lead, seat 1's hand, legal set per follow option in FOLLOWS order)
FOLLOW_CASES = [
    # holds L and trump
    ("S", "9H", "2H 3H 2S 2D 3D 4D", ["2H 3H 2S", "2H 3H 2S", "2H 3H"]),
    # holds L, no trump
    ("S", "9H", "2H 3H 2D 3D 4D 5D", ["2H 3H", "2H 3H", "2H 3H"]),
    # no L, holds trump
    ("S", "9H", "2S 3S 2D 3D 4D 5D", [ANY, "2S 3S", ANY]),
    # no L, no trump
    ("S", "9H", "2D 3D 4D 5D 2C 3C", [ANY, ANY, ANY]),
    # L is trump: play a trump if you hold one, in every mode
    ("S", "9S", "2S 2H 3H 4H 2D 3D", ["2S", "2S", "2S"]),
    ("S", "9S", "JC 2H 3H 4H 5H 2D", ["JC", "JC", "JC"]),  # the off-jack is a trump
    ("S", "9S", "BJ 2C 3C 4H 5H 2D", ["BJ", "BJ", "BJ"]),  # so is a joker
    ("S", "9S", "2H 3H 2D 3D 4C 5C", [ANY, ANY, ANY]),  # no trump: anything
    # L is the off-jack's printed suit: the off-jack does not count as L
    ("S", "9C", "JC 2H 3H 4H 5H 6H", [ANY, "JC", ANY]),
    ("S", "9C", "JC 2C 3H 4H 5H 6H", ["JC 2C", "JC 2C", "2C"]),
    ("H", "9D", "JD 2C 3C 4C 5C 6C", [ANY, "JD", ANY]),
    # the off-jack led is a trump lead: its printed suit does not count
    ("S", "JC", "2C 3C 4C 2H 3H 2S", ["2S", "2S", "2S"]),
    ("S", "JC", "2C 3C 4C 2H 3H 4H", [ANY, ANY, ANY]),
    ("H", "JD", "2D 3D 4D 5D 2C 3H", ["3H", "3H", "3H"]),
    # a joker led is a trump lead
    ("S", "RJ", "2S 2C 3C 4C 5C 6C", ["2S", "2S", "2S"]),
    ("D", "BJ", "JH 2H 3H 4H 2C 3C", ["JH", "JH", "JH"]),
    # L holder with the off-jack as its only trump
    ("S", "9H", "2H JC 3D 4D 5D 6D", ["2H JC", "2H JC", "2H"]),
]


@pytest.mark.parametrize("follow_index", range(3), ids=FOLLOWS)
@pytest.mark.parametrize(("trump", "lead", "hand", "legal"), FOLLOW_CASES)
def test_r7_follow_rules(follow_index, trump, lead, hand, legal):
    """R7: following with L = the effective suit of the led card, per `follow`:
    suit_trump_anytime (L or trump if you hold L), suit_or_trump (L or trump; with no L
    but a trump, a trump), suit (L if you hold it); when L is trump, all three mean play a
    trump if you hold one."""
    follow = FOLLOWS[follow_index]
    rules = RuleSet(follow=follow)
    filler = [n for n in ("7D", "8D", "9D", "TD", "QD", "KD") if n not in [*hand.split(), lead]]
    seat0 = " ".join([lead, *filler[:5]])
    state = play_position({0: seat0, 1: hand}, trump=trump, rules=rules)
    play(state, lead)
    expected = legal[follow_index]
    expected = set(hand.split()) if expected == ANY else set(expected.split())
    assert legal_names(state) == expected
    assert {a.card for a in state.legal_actions()} == set(cs(" ".join(expected)))
    for name in set(hand.split()) - expected:
        with pytest.raises(IllegalAction) as info:
            state.apply(Play(c(name)))
        assert info.value.code == "must_follow"
        assert name in str(info.value) and "is not legal" in str(info.value)
    state.apply(Play(c(sorted(expected)[0])))  # a legal card is accepted
    assert state.to_act == 2


@pytest.mark.parametrize("follow", FOLLOWS)
def test_r7_l_is_the_suit_of_the_led_card_not_of_the_last_card(follow):
    """R7: L is the effective suit of the *led* card: after a trump is played to a heart
    lead, the next player still follows hearts."""
    rules = RuleSet(follow=follow)
    state = play_position(
        {0: "9H 8D 9D TD QD KD", 1: "2S 2D 3D 4D 5D 6D", 2: "2H 3S 2C 3C 4C 5C"}, rules=rules
    )
    play(state, "9H 2S")
    expected = {"2H"} if follow == "suit" else {"2H", "3S"}
    assert legal_names(state) == expected


@pytest.mark.parametrize(
    ("follow", "hand", "play_card", "message"),
    [
        ("suit_trump_anytime", "2H 2S 2D 3D 4D 5D", "2D",
         "2D is not legal: seat 1 holds hearts and must play hearts or trump"),
        ("suit_or_trump", "2H 2S 2D 3D 4D 5D", "2D",
         "2D is not legal: seat 1 holds hearts and must play hearts or trump"),
        ("suit", "2H 2S 2D 3D 4D 5D", "2S",
         "2S is not legal: seat 1 holds hearts and must play hearts"),
        ("suit_or_trump", "2S 2D 3D 4D 5D 6D", "2D",
         "2D is not legal: seat 1 holds no hearts and must play trump"),
    ],
)  # fmt: skip
def test_r7_illegal_follow_message_names_card_and_reason(follow, hand, play_card, message):
    """R7: an illegal play raises IllegalAction saying which card and why."""
    state = play_position({0: "9H 7C 8C 9C TC QC", 1: hand}, rules=RuleSet(follow=follow))
    play(state, "9H")
    with pytest.raises(IllegalAction) as info:
        state.apply(Play(c(play_card)))
    assert str(info.value) == message
    assert info.value.code == "must_follow"
    assert state.trick == [c("9H")] and c(play_card) in state.hands[1]  # nothing changed


def test_r7_trump_lead_message():
    """R7: when L is trump the message says the seat must play trump."""
    state = play_position({0: "9S 7C 8C 9C TC QC", 1: "2S 2H 3H 4H 5H 6H"})
    play(state, "9S")
    with pytest.raises(IllegalAction) as info:
        state.apply(Play(c("2H")))
    assert "2H" in str(info.value) and "must play trump" in str(info.value)


def test_r7_card_not_in_hand():
    """R7: a seat plays only its own cards."""
    state = play_position({0: "9S 7C 8C 9C TC QC", 1: "2S 2H 3H 4H 5H 6H"})
    with pytest.raises(IllegalAction) as info:
        state.apply(Play(c("2S")))  # seat 1's card, seat 0 to act
    assert info.value.code == "not_in_hand"
    assert str(info.value) == "2S is not in seat 0's hand"


@pytest.mark.parametrize("bad", [12.0, True, "AS", None, 99, -1])
def test_r7_non_card_values_are_illegal_plays(bad):
    """R7: only a card of the hand can be played; a float, bool or string that happens to
    compare equal to a card id is not a card and must raise IllegalAction (not corrupt the
    state and crash later)."""
    state = play_position({0: "AS 3S 7C 8C 9C TC", 1: "2S 2H 3H 4H 5H 6H"})
    assert c("AS") == 12 and c("3S") == 1  # the bad values alias these ids
    with pytest.raises(IllegalAction):
        state.apply(Play(bad))
    assert state.plays == [] and state.to_act == 0
    assert state.legal_cards()  # still usable


@pytest.mark.parametrize("dealer", range(4))
@pytest.mark.parametrize("offset", [1, 2, 3, 4])
def test_r7_pitcher_leads_to_the_first_trick(dealer, offset):
    """R7: the pitcher leads to the first trick (whoever dealt)."""
    pitcher = (dealer + offset) % 4
    state = play_position({}, pitcher=pitcher, dealer=dealer)
    assert state.to_act == pitcher and state.leader == pitcher
    assert state.phase is Phase.PLAY


@pytest.mark.parametrize("dealer", [0, 5])
def test_r7_six_players_pitcher_leads(dealer):
    """R7: also with 6 players; tricks have 6 cards."""
    rules = RuleSet(players=6)
    state = play_position({}, rules=rules, pitcher=(dealer + 3) % 6, dealer=dealer)
    assert state.to_act == (dealer + 3) % 6
    for _ in range(6):
        state.apply(Play(state.legal_cards()[0]))
    assert len(state.tricks) == 1 and len(state.tricks[0].cards) == 6


FLT = RuleSet(first_lead_trump=True)


def test_r7_first_lead_trump_when_pitcher_holds_trump():
    """R7: with `first_lead_trump` the first lead must be a trump if the pitcher holds one."""
    state = play_position({0: "2S JC 9H 8H 7H 6H"}, rules=FLT)
    assert legal_names(state) == {"2S", "JC"}
    with pytest.raises(IllegalAction) as info:
        state.apply(Play(c("9H")))
    assert info.value.code == "must_follow"
    assert "9H" in str(info.value) and "first lead must be a trump" in str(info.value)


def test_r7_first_lead_trump_joker_counts_as_trump():
    """R7/R4: a joker is a trump for the first lead."""
    state = play_position({0: "BJ 9H 8H 7H 6H 5H"}, rules=FLT, trump="D")
    assert legal_names(state) == {"BJ"}


def test_r7_first_lead_trump_pitcher_without_trump_leads_anything():
    """R7: only if the pitcher holds a trump."""
    state = play_position({0: "9H 8H 7H 6H 5D 4C"}, rules=FLT)
    assert legal_names(state) == {"9H", "8H", "7H", "6H", "5D", "4C"}


def test_r7_first_lead_trump_only_on_the_very_first_lead():
    """R7: `first_lead_trump` binds the first lead only: the next lead is free."""
    state = play_position(
        {0: "AS KS 9H 8H 7H 6H", 1: "2D 3D 4D 5D 6D 7D", 2: "2C 3C 4C 5C 6C 7C",
         3: "8D 9D TD QD KD AD"},
        rules=FLT,
    )  # fmt: skip
    play(state, "AS 2D 2C 8D")
    assert state.tricks[0].winner == 0 and state.to_act == 0
    assert legal_names(state) == {"KS", "9H", "8H", "7H", "6H"}
    play(state, "9H 3D 3C 9D")
    assert state.to_act == 0


def test_r7_first_lead_trump_other_winner_leads_freely():
    """R7: the rule is about the pitcher's first lead, not about who leads trick 2."""
    state = play_position(
        {0: "2S 9H 8H 7H 6H 5H", 1: "AS KS 2D 3D 4D 5D", 2: "2C 3C 4C 5C 6C 7C",
         3: "8D 9D TD QD KD AD"},
        rules=FLT,
    )  # fmt: skip
    play(state, "2S AS 2C 8D")
    assert state.to_act == 1
    assert legal_names(state) == {"KS", "2D", "3D", "4D", "5D"}


def test_r7_without_first_lead_trump_the_pitcher_leads_anything():
    """R7: the option is off by default."""
    state = play_position({0: "2S JC 9H 8H 7H 6H"})
    assert legal_names(state) == {"2S", "JC", "9H", "8H", "7H", "6H"}


def test_r7_clockwise_winner_leads_and_six_tricks():
    """R7: play goes clockwise, the winner leads to the next trick, a hand has 6 tricks."""
    state = play_position(
        {0: "9H 8H 7H 6H 5H 4H", 1: "2S AH KH QH JH TH", 2: "2D 3D 4D 5D 6D 7D",
         3: "2C 3C 4C 5C 6C 7C"},
        pitcher=0,
    )  # fmt: skip
    order = []
    for card in cs("9H 2S 2D 2C"):
        order.append(state.to_act)
        state.apply(Play(card))
    assert order == [0, 1, 2, 3]
    assert state.tricks[0].leader == 0 and state.tricks[0].winner == 1  # trumped
    assert state.to_act == 1 and state.leader == 1 and state.trick == []
    play(state, "AH 3D 3C 8H")
    assert state.tricks[1].winner == 1 and state.to_act == 1
    play(state, "KH 4D 4C 7H")
    play(state, "QH 5D 5C 6H")
    play(state, "JH 6D 6C 5H")
    assert state.phase is Phase.PLAY
    play(state, "TH 7D 7C 4H")
    assert len(state.tricks) == 6
    assert state.phase is Phase.DONE and state.to_act is None
    assert state.result is not None
    assert state.legal_actions() == [] and state.legal_cards() == ()
    with pytest.raises(IllegalAction) as info:
        state.apply(Play(c("TH")))
    assert info.value.code == "hand_over"


def test_r7_trick_won_by_highest_trump_else_highest_of_led_suit():
    """R7: highest trump takes the trick; without a trump the highest card of L."""
    state = play_position(
        {0: "9H 2C 3C 4C 5C 6C", 1: "AD 7C 8C 9C TC QC", 2: "TH 2D 3D 4D 5D 6D",
         3: "3H KC AC 8D 9D TD"},
    )  # fmt: skip
    play(state, "9H AD TH 3H")
    assert state.tricks[0].winner == 2
    assert state.tricks[0].cards == tuple(cs("9H AD TH 3H"))
    assert state.trick == [] and state.plays == cs("9H AD TH 3H")


def test_r7_clone_during_play_is_independent():
    """clone(): playing on in the clone leaves the original's hands and tricks unchanged."""
    state = play_position(
        {0: "9H 8H 7H 6H 5H 4H", 1: "2S AH KH QH JH TH", 2: "2D 3D 4D 5D 6D 7D",
         3: "2C 3C 4C 5C 6C 7C"},
    )  # fmt: skip
    play(state, "9H 2S")
    hands = [list(hand) for hand in state.hands]
    copy = state.clone()
    play(copy, "2D 2C AH 3D 3C 8H")
    assert [list(hand) for hand in state.hands] == hands
    assert state.trick == cs("9H 2S") and state.tricks == []
    assert state.plays == cs("9H 2S") and state.to_act == 2
    assert legal_names(state) == {"2D", "3D", "4D", "5D", "6D", "7D"}
    play(state, "3D 3C")
    assert state.tricks[0].cards == tuple(cs("9H 2S 3D 3C"))
    assert copy.tricks[0].cards == tuple(cs("9H 2S 2D 2C"))
