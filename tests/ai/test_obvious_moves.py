"""Positions with an obvious right move that ``hard`` must find with every seed (issue 3,
Tests): capture the Jack with the ace of trump, give partner's winning trick the ten, do
not trump a trick partner already wins; and at the end two bidding decisions. The hint
(the measure's best move with its reasons) must find it too and say what the move does.

All play positions are 4 players, default rules (count for Game, Low to the team that played
it), spades trump. Each seat keeps exactly the 6 cards listed (it was dealt them plus three
cards it discarded, and nobody exchanged anything); the seat to act is 2, whose partner is
seat 0 (R1). Why each move is right is written next to it; none depends on where the
hidden cards are.
"""

from __future__ import annotations

import random

import pytest
from helpers.cards import cs
from helpers.positions import seat_two_observation, states_of_hand

from okpitch_desktop.ai import make_player
from okpitch_desktop.ai.review.hint import hint
from okpitch_desktop.ai.review.reason import Reason
from okpitch_desktop.engine import (
    Bid,
    DeclareTrump,
    Phase,
    Play,
    RuleSet,
    card_name,
    card_names,
    describe,
    parse_card,
    replay_record,
)
from okpitch_desktop.engine.cards import DECK
from okpitch_desktop.engine.ranking import trump_order

SEEDS = range(5)

POSITIONS = {
    # (a) Seat 1, the pitcher, leads the Jack of trump. Seat 2 holds the ace: playing it
    # wins the trick and the Jack point for sure (nothing beats the ace). Playing the 5
    # leaves the Jack to the opponents unless partner happens to hold the K or Q and seat 3
    # cannot overtake. High goes with the ace whenever it is played (R8), so nothing is
    # lost. Checked by play: over 150 deals of the hidden cards consistent with the
    # position, finishing the hand with hard at every seat, the ace scores 2.4 +- 0.6
    # points more for seat 2's team than the 5.
    "a_capture_jack_second_hand": (
        dict(
            hands={
                1: "JS 8S KH QD 7C 6H",
                2: "AS 5S 9H 4D 3C KC",
                3: "QS 4S AH 8D 9C 2H",
                0: "7S 3S TH AD JC 5C",
            },
            plays="JS",
            trump="S",
            pitcher=1,
        ),
        "AS",
    ),
    # (a) Partner, the pitcher, led the 4 of trump and seat 1 had to put its Jack on it.
    # Seat 2 plays third: the ace takes the Jack for sure; the 6 leaves it to seat 1's
    # team in every deal (nobody of seat 2's team plays after it).
    "a_capture_jack_third_hand": (
        dict(
            hands={
                0: "4S 3S TH AD JC 5C",
                1: "JS KH QD 7C 6H 8D",
                2: "AS 6S 9H 4D 3C KC",
                3: "QS 8S AH 9C 2H 7D",
            },
            plays="4S JS",
            trump="S",
            pitcher=0,
        ),
        "AS",
    ),
    # (a) Last to play: the trick holds seat 1's Jack of trump above partner's 3; only the
    # ace beats it, and as the last card it takes the Jack with certainty.
    "a_capture_jack_last_hand": (
        dict(
            hands={
                3: "9S 8S KH QD 7C 6H",
                0: "3S 5S 9H 4D 3C KC",
                1: "JS 4S AH 8D 9C 2H",
                2: "AS 6S TH AD JC 5C",
            },
            plays="9S 3S JS",
            trump="S",
            pitcher=3,
        ),
        "AS",
    ),
    # (b) Trump led; partner's ace of trump holds the trick and seat 2, last to play,
    # holds no trump: whatever it plays goes to partner. The ten is 10 of the Game count
    # (R8); kept, it can only win a heart trick if the A K Q J of hearts are all gone, and
    # with no trump to protect it the opponents will likely take it.
    "b_ten_on_partners_ace_of_trump": (
        dict(
            hands={
                3: "9S 8S KH QD 7C 6H",
                0: "AS 5S 9H 4D 3C KC",
                1: "7S 4S AH 8D 9C 2H",
                2: "TH 2C 3D 5D 5C 7H",
            },
            plays="9S AS 7S",
            trump="S",
            pitcher=3,
        ),
        "TH",
    ),
    # (b) The ace of trump fell in trick 1; now partner's king of trump, the highest trump
    # left, holds the trick and seat 2 (last, out of trump since trick 1) throws the ten.
    "b_ten_on_partners_highest_trump_left": (
        dict(
            hands={
                3: "AS 9S KH QD 7C 6H",
                0: "4S KS 9H 4D 3C KC",
                1: "7S 8S AH 8D 9C 2H",
                2: "5S TH 2C 3D 5D 5C",
            },
            plays="AS 4S 7S 5S 9S KS 8S",
            trump="S",
            pitcher=3,
        ),
        "TH",
    ),
    # (b) Hearts led; partner's ace of hearts holds it, nobody trumped, and seat 2 (last,
    # no heart, no trump) throws the ten of clubs on it rather than a worthless card.
    "b_ten_on_partners_plain_ace": (
        dict(
            hands={
                3: "5H 8S KS QD 7C 6H",
                0: "AH 5S 9H 4D 3C KC",
                1: "7H 4S QS 8D 9C 2H",
                2: "TC 2D 3D 4C 6C 7D",
            },
            plays="5H AH 7H",
            trump="S",
            pitcher=3,
        ),
        "TC",
    ),
    # (c) Trick 5. Hearts led; partner's ace of hearts wins whatever seat 2 (last, no
    # heart) plays, and seat 2 holds the 6 of trump and the 2 of diamonds. Both are played
    # by the end (Low counts by who played it), so only the last trick differs: with the 6
    # kept, seat 2's team wins trick 6 whenever it would win it leading the 2 (the 6 is a
    # trump), and in more deals besides. Trumping partner's trick can only lose.
    "c_no_trump_on_partners_trick": (
        dict(
            hands={
                3: "AS 7C 9D KS 4H 3H",
                0: "QS 8C KD 6D AH KC",
                1: "8S QC 5D 4D 8H 9H",
                2: "5S 3C 7D 8D 6S 2D",
            },
            plays="AS QS 8S 5S 7C 8C QC 3C 5D 7D 9D KD 6D 4D 8D KS 4H AH 8H",
            trump="S",
            pitcher=3,
        ),
        "2D",
    ),
}


def observation_of(name: str):
    return seat_two_observation(POSITIONS[name][0])


def test_the_positions_are_what_they_say():
    for name, (_, right) in POSITIONS.items():
        observation = observation_of(name)
        assert parse_card(right) in observation.legal_cards, name
        assert len(observation.legal_cards) > 1, name
        assert observation.trick, name


@pytest.mark.parametrize("name", list(POSITIONS))
@pytest.mark.parametrize("seed", SEEDS)
def test_hard_finds_the_obvious_move(name, seed):
    observation = observation_of(name)
    _, right = POSITIONS[name]
    action = make_player("hard").choose(observation, random.Random(seed))
    assert action == Play(parse_card(right)), (
        f"{name}, seed {seed}: hard played {card_name(action.card)}, the right move is {right}"
    )


@pytest.mark.parametrize("name", [name for name in POSITIONS if name.startswith("a_")])
@pytest.mark.parametrize("seed", SEEDS)
def test_hint_takes_the_jack(name, seed):
    result = hint(observation_of(name), seed)
    assert result.action == Play(parse_card("AS"))
    assert result.codes[0] == "takes"
    assert Reason("wins_points", {"points": ("jack",)}) in result.reasons
    assert "scores_high" in result.codes  # the ace of trump wins High whenever played (R8)


@pytest.mark.parametrize("name", [name for name in POSITIONS if name.startswith("b_")])
def test_hint_gives_partner_the_ten(name):
    result = hint(observation_of(name), 0)
    _, right = POSITIONS[name]
    assert result.action == Play(parse_card(right))
    assert result.codes[0] == "partner_holds"
    assert Reason("gives_partner_count", {"count": 10}) in result.reasons


def test_hint_plays_low_under_partners_trick():
    result = hint(observation_of("c_no_trump_on_partners_trick"), 0)
    assert result.action == Play(parse_card("2D"))
    assert result.codes[0] == "partner_holds"
    assert result.reasons[-1].code == "best_by" and result.reasons[-1].params["next"] == Play(
        parse_card("6S")
    )  # the only other card trumps partner's trick


def test_hint_never_says_the_trick_cannot_be_won_when_it_can():
    """The "cannot_win" reason reads "no card of yours can take this trick": it must be true,
    i.e. no legal card would take the trick (the measure may well duck on purpose, but then
    the hint has to say something else). Checked on every follow of four hands played by
    easy."""
    wrong = []
    for seed in range(4):
        for state in states_of_hand(RuleSet(), seed, "easy"):
            if state.phase is not Phase.PLAY or not state.trick or len(state.legal_cards()) < 2:
                continue
            observation = state.observation(state.to_act)
            result = hint(observation, 0)
            if "cannot_win" not in result.codes:
                continue
            order = trump_order(observation.trump, observation.rules.high_joker)
            trick = list(observation.trick)
            winners = [c for c in observation.legal_cards
                       if order.trick_winner([*trick, c]) == len(trick)]  # fmt: skip
            if winners:
                wrong.append(
                    f"hand {seed} trick {len(state.tricks) + 1}, trick so far "
                    f"{' '.join(card_names(trick))}: hint plays {card_name(result.action.card)} "
                    f"saying {result.codes!r}, but {' '.join(card_names(winners))} would win"
                )
    assert not wrong, "\n".join(wrong)


MONSTER = "AS KS QS JS TS JC RJ 2S 9H"  # High, Low, Jack, Off-jack, High joker, most trumps


def bidding_record(hand: str, bidding: str) -> dict:
    """A fresh 4-player deal in which seat 0, first to speak (dealer 3), holds ``hand``;
    the other cards are dealt in deck order."""
    own = cs(hand)
    rest = [card for card in DECK if card not in set(own)]
    hands = [own] + [rest[9 * i : 9 * i + 9] for i in range(3)]
    return {
        "rules": {"bidding": bidding},
        "dealer": 3,
        "hands": [card_names(h) for h in hands],
        "widow": card_names(rest[27:]),
        "bids": [],
    }


@pytest.mark.parametrize("seed", SEEDS)
def test_hard_names_the_obvious_trump(seed):
    record = bidding_record(MONSTER, "auction") | {"bids": [2, None, None, None]}
    observation = replay_record(record).observation(0)
    assert make_player("hard").choose(observation, random.Random(seed)) == DeclareTrump(0)


@pytest.mark.parametrize("seed", SEEDS)
def test_hard_bids_a_monster_hand_up_when_it_speaks_only_once(seed):
    """R5 single round: every player speaks once. Seat 0 speaks first holding the ace,
    king, queen, Jack and ten of spades, the Off-jack, the High joker and the 2 (High, Low,
    Jack, Off-jack and High joker in hand, and the Game likely: 6 points or more). A bid
    of 2 lets any of the three players after it take the contract with 3 and name another
    trump, turning the spades into plain cards; the hand must be bid up (5 or more), as
    hard itself does in the auction when it is overcalled (it raises to 4 over 3)."""
    observation = replay_record(bidding_record(MONSTER, "single_round")).observation(0)
    action = make_player("hard").choose(observation, random.Random(seed))
    assert isinstance(action, Bid) and action.points >= 5, f"hard bid {describe(action)}"


def test_a_near_tie_feeds_a_trick_the_team_takes_and_otherwise_costs_least():
    """Of the cards the samples cannot tell apart, ``hard`` gives the ten to a trick its
    team takes whatever seat 2 plays (it plays last, partner's king wins). With the other
    side winning the trick, ``hard`` gives the cheapest."""
    unclear = cs("2C TH 5D")
    fed = observation_of("b_ten_on_partners_highest_trump_left")
    assert make_player("hard").near_tie_card(fed, unclear) == parse_card("TH")
    spec = POSITIONS["b_ten_on_partners_highest_trump_left"][0]
    hands = {**spec["hands"], 0: "4S 8S 9H 4D 3C KC", 1: "7S KS AH 8D 9C 2H"}
    lost = seat_two_observation({**spec, "hands": hands, "plays": "AS 4S 7S 5S 9S 8S KS"})
    assert make_player("hard").near_tie_card(lost, unclear) == parse_card("2C")
