"""The known weaknesses of Pitch bots (issue 15), each as a position ``hard`` must play
right with every seed: capture and save the Low, feed points to a partner who wins the
trick, keep the Ace when no point is in reach, protect the Ten, never trump a partner's
winning card; and never the maximum bid without the High unless it is made half the time.

Play positions: 4 players, spades trump, the seat to act is 2 (partner: seat 0), each seat
keeps the 6 cards listed (``play_record``). Why each move is right is written beside it.
"""

from __future__ import annotations

import random

import pytest
from helpers.cards import cs
from helpers.positions import bidding_state, discard_state, play_record, seat_two_observation

from okpitch_desktop.ai import make_player
from okpitch_desktop.ai.players.search_player import SearchPlayer
from okpitch_desktop.ai.search.contract import ContractEstimate
from okpitch_desktop.engine import Phase, Play, card_name, parse_card, replay_record

SEEDS = range(16)  # near ties of the samples must not tip the move (unclear_lead)
CAPTURED = {"low_point": "captured"}

POSITIONS = {
    # Low to the team that captures it (R8 option): seat 1's 2 of trump lies in the
    # trick under seat 3's 7; seat 2 plays last and its 9 takes the trick, the Low with it,
    # for sure. The 4 would leave trick and Low to seat 3's team.
    "capture_the_low": (
        dict(
            hands={
                3: "7S KH QD 7C 6H 8D",
                0: "3S 9H 4D 3C KC 5H",
                1: "2S AH 8C 9C 2H 7D",
                2: "9S 4S TD JH 5C 6C",
            },
            plays="7S 3S 2S",
            trump="S",
            pitcher=3,
            rules=CAPTURED,
        ),
        "9S",
    ),
    # Save the Low: partner's ace of trump holds the trick (nothing beats it) and seat 2,
    # last, holds the 2 and the 6 of trump: the 2 goes to partner now; kept, it must be
    # played later into a trick the other side may win.
    "save_the_low": (
        dict(
            hands={
                3: "7S KH QD 7C 6H 8D",
                0: "AS 9H 4D 3C KC 5H",
                1: "8S AH 8C 9C 2H 7D",
                2: "2S 6S TD JH 5C 6C",
            },
            plays="7S AS 8S",
            trump="S",
            pitcher=3,
            rules=CAPTURED,
        ),
        "2S",
    ),
    # Feed the partner: partner's King of trump is the best trump left (the ace was
    # played in trick 1) and seat 2, last, holds the Jack of trump: the point is banked.
    "feed_partner_the_jack": (
        dict(
            hands={
                3: "AS 9S KH QD 7C 6H",
                0: "4S KS 9H 4D 3C KC",
                1: "7S 8S AH 8D 9C 2H",
                2: "5S JS 6S 3D 5D 5C",
            },
            plays="AS 4S 7S 5S 9S KS 8S",
            trump="S",
            pitcher=3,
        ),
        "JS",
    ),
    # Protect the Ten: seat 1's ace of hearts holds the trick and seat 2 plays last with
    # no trump: the ten would give the other side 10 of Game; the 4 gives nothing, and
    # the ten kept does at least as well as the 4 in any later trick.
    "protect_the_ten": (
        dict(
            hands={
                3: "7H 4S QS 8D 9C 2H",
                0: "5H 9S 9H 4D 3C KC",
                1: "AH 8S KS QD 7C 6D",
                2: "TH 4H 2C 3D 5D 5C",
            },
            plays="7H 5H AH",
            trump="S",
            pitcher=3,
        ),
        "4H",
    ),
    # Trick 1: partner, the pitcher, leads the ace of hearts (nothing of hearts beats
    # it) and seat 2 holds a heart: trumping partner's winning ace with the 9 of trump
    # only spends a trump.
    "no_trump_on_partners_ace_at_trick_1": (
        dict(
            hands={
                0: "AH AS KS QS 4C 6D",
                1: "5H 4S 8D 9C 2D 3C",
                2: "9S 6H 7D 8C 4D 5C",
                3: "7H 3S JD TC 2C QC",
            },
            plays="AH 5H",
            trump="S",
            pitcher=0,
        ),
        "6H",
    ),
}


def observation_of(name: str):
    return seat_two_observation(POSITIONS[name][0])


@pytest.mark.parametrize("name", list(POSITIONS))
def test_the_positions_are_what_they_say(name):
    observation = observation_of(name)
    right = parse_card(POSITIONS[name][1])
    assert right in observation.legal_cards and len(observation.legal_cards) > 1


@pytest.mark.parametrize("name", list(POSITIONS))
@pytest.mark.parametrize("seed", SEEDS)
def test_hard_plays_the_known_weakness_right(name, seed):
    observation = observation_of(name)
    action = make_player("hard").choose(observation, random.Random(seed))
    right = POSITIONS[name][1]
    assert action == Play(parse_card(right)), f"{name}: hard played {card_name(action.card)}"


def test_hard_keeps_the_ace_when_no_point_is_in_reach():
    """Trick 1: seat 1 (the pitcher) leads the 3 of hearts; seat 2 holds the ace of
    trump and a heart. The ace gives the High whenever it is played (R8): spent on an
    empty trick it takes nothing, kept it takes the pitcher's Jack or Off-jack later."""
    spec = dict(hands={1: "3H JS TS 5S 7C 6D", 2: "AS 4H 7D 8C 9D 5C",
                       3: "7H 4S QS 8D 9C 2H", 0: "5H KS 9H 4D 3C KC"},
                plays="3H", trump="S", pitcher=1)  # fmt: skip
    observation = replay_record(play_record(**spec)).observation(2)
    for seed in SEEDS:
        action = make_player("hard").choose(observation, random.Random(seed))
        assert action != Play(parse_card("AS")), f"seed {seed}: hard spent the ace"


def test_no_maximum_bid_without_the_high_below_an_even_chance():
    """R5's maximum (7) without the ace of trump is bid only when the samples make it at
    least half the time; with the ace, the usual minimum chance applies."""
    observation = bidding_state(["KS", "QS", "JS", "JC", "RJ", "BJ", "TS", "2S", "9H"]).observation(
        0
    )
    spades = 0

    def estimate(made: int) -> ContractEstimate:  # made in ``made`` of 100 samples
        return ContractEstimate(spades, [[7, 0]] * made + [[3, 4]] * (100 - made))

    assert not SearchPlayer.may_bid(observation, estimate(49), 7, 0, stopping=True)
    assert SearchPlayer.may_bid(observation, estimate(50), 7, 0, stopping=True)
    assert not SearchPlayer.may_bid(observation, estimate(54), 7, 0, stopping=False)
    assert SearchPlayer.may_bid(observation, estimate(40), 6, 0, stopping=True)


@pytest.mark.parametrize("low_point", ["played", "captured"])
def test_coming_down_from_seven_trumps_keeps_the_two_when_the_low_is_played(low_point):
    """R8: with the Low counted as played, the 2 of trump is the Low for sure (nobody can
    play a lower trump), so coming down to 6 from seven trumps lets the 3 go, not the 2.
    Counted as captured, the 2 only wins the Low in a trick its team takes: the weakest
    trump goes, as before."""
    state = discard_state("AS KS QS 9S 5S 3S 2S 4H 7D", {"low_point": low_point})
    observation = state.observation(0)
    assert observation.phase is Phase.DISCARD
    for level in ("easy", "hard"):
        action = make_player(level).choose(observation, random.Random(0))
        kept_out = "2S" if low_point == "captured" else "3S"
        assert sorted(action.cards) == sorted(cs(f"4H 7D {kept_out}")), level
