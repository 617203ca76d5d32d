"""R8: scoring a hand: high, low, jack, off-jack, jokers, three, game; made or set."""

from __future__ import annotations

import pytest
from helpers.cards import cs
from helpers.hands import play, play_position

from okpitch_desktop.engine import POINT_NAMES, Phase, RuleSet, Trick
from okpitch_desktop.engine.ranking import trump_order
from okpitch_desktop.engine.scoring import score_hand

SUITS = "SHDC"


def T(leader: int, cards: str, winner: int) -> Trick:
    return Trick(leader, tuple(cs(cards)), winner)


def score(tricks, rules=None, trump="S", pitcher=0, bid=2, before=None):
    rules = rules or RuleSet()
    before = before if before is not None else (0,) * rules.teams
    order = trump_order(SUITS.index(trump), rules.high_joker)
    return score_hand(rules, order, tricks, pitcher, bid, tuple(before))


# ---------------------------------------------------------------- high and low


def test_r8_high_goes_to_the_team_that_played_the_highest_trump():
    """R8 High: the team of the player who played the highest trump played in the hand."""
    result = score([T(0, "2H 3H KS 4H", 2), T(2, "QS 5H 6H 7H", 2)], pitcher=1)
    assert result.points["high"] == 0  # KS by seat 2
    result = score([T(1, "KS 2D 3D 4D", 1)])
    assert result.points["high"] == 1


@pytest.mark.parametrize(("low_point", "team"), [("played", 1), ("captured", 0)])
def test_r8_low_played_versus_captured(low_point, team):
    """R8 Low: the team that played the lowest trump; with `low_point = captured`, the team
    that won the trick holding it."""
    result = score([T(0, "AS 2S 7D 8D", 0)], rules=RuleSet(low_point=low_point))
    assert result.points["high"] == 0
    assert result.points["low"] == team


@pytest.mark.parametrize("low_point", ["played", "captured"])
@pytest.mark.parametrize("lone", ["5S", "JC", "RJ", "BJ", "AS", "2S"])
def test_r8_one_trump_played_alone_is_high_and_low(low_point, lone):
    """R8: one trump played alone is both high and low."""
    result = score(
        [T(3, f"{lone} 2D 3D 4D", 3), T(3, "5D 6D 7D 8D", 3)], rules=RuleSet(low_point=low_point)
    )
    assert result.points["high"] == 1 and result.points["low"] == 1


@pytest.mark.parametrize("players", [4, 6])
def test_r8_no_trump_played_means_no_high_and_no_low(players):
    """R8: with no trump played, high and low go to nobody (and so do the trump cards)."""
    rules = RuleSet(players=players)
    cards = cs("2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH 2D 3D 4D 5D 6D 7D 8D 9D TD QD KD AD")
    per = players
    tricks = [Trick(0, tuple(cards[i * per : (i + 1) * per]), 0) for i in range(len(cards) // per)][
        :6
    ]
    result = score(tricks, rules=rules)
    for name in ("high", "low", "jack", "off_jack", "high_joker", "low_joker", "three"):
        assert result.points[name] is None, name
    assert result.points["game"] == 0


def test_r8_low_is_the_lowest_trump_by_rank_not_by_order_of_play():
    """R8/R4: the lowest trump follows trump ranks: the low joker is below the off-jack,
    and the ten below the jokers."""
    result = score([T(0, "JC 9D RJ BJ", 2)])
    assert result.points["low"] == 1  # BJ, low joker, by seat 3
    result = score([T(0, "JC TS RJ BJ", 0)])
    assert result.points["low"] == 1  # TS by seat 1
    result = score([T(0, "JC TS RJ BJ", 0)], rules=RuleSet(high_joker="black"))
    assert result.points["low"] == 1


# ---------------------------------------------------------------- captured points


@pytest.mark.parametrize("trump", SUITS)
def test_r8_jack_off_jack_and_jokers_go_to_the_trick_winner(trump):
    """R8 Jack, Off-jack, High joker, Low joker: the team that won the trick holding it."""
    off = {"S": "JC", "C": "JS", "H": "JD", "D": "JH"}[trump]
    tricks = [T(1, f"J{trump} {off} RJ BJ", 1)]
    result = score(tricks, trump=trump)
    assert result.points["jack"] == 1
    assert result.points["off_jack"] == 1
    assert result.points["high_joker"] == 1
    assert result.points["low_joker"] == 1
    assert result.points["high"] == 1  # the jack, played by seat 1
    assert result.points["low"] == 0  # the black (low) joker, played by seat 0


@pytest.mark.parametrize(("high_joker", "high_team", "low_team"), [("red", 1, 0), ("black", 0, 1)])
def test_r8_high_and_low_joker_points_follow_high_joker(high_joker, high_team, low_team):
    """R8/R2: the High joker point is for the high joker chosen by `high_joker`."""
    tricks = [T(1, "RJ 2D 3D 4D", 1), T(0, "BJ 5D 6D 7D", 0)]
    result = score(tricks, rules=RuleSet(high_joker=high_joker))
    assert result.points["high_joker"] == high_team
    assert result.points["low_joker"] == low_team


def test_r8_unplayed_point_cards_score_for_nobody():
    """R8: jack, off-jack and jokers score for nobody if not played."""
    result = score([T(0, "AS 2D 3D 4D", 0)])
    assert result.points["jack"] is None
    assert result.points["off_jack"] is None
    assert result.points["high_joker"] is None
    assert result.points["low_joker"] is None
    assert result.points["three"] is None


def test_r8_off_jack_printed_suit_jack_is_not_the_jack():
    """R8/R4: the trump jack point is for the jack of the trump suit, not the off-jack."""
    result = score([T(0, "JC 2D 3D 4D", 0)], trump="S")
    assert result.points["jack"] is None and result.points["off_jack"] == 0


# ---------------------------------------------------------------- game


def test_r8_game_count_values():
    """R8 Game (count): ace 4, king 3, queen 2, jack 1 (off-jack too), ten 10, rest 0."""
    tricks = [
        T(0, "AH KH QH JH", 0),  # 10 for team 0
        T(1, "TD 2D 3D 4D", 1),  # 10 for team 1
        T(1, "RJ BJ 9D 8D", 1),  # jokers are worth nothing
    ]
    result = score(tricks)
    assert result.game_counts == (10, 10)
    assert result.points["game"] is None  # a tie for highest gives it to nobody
    result = score([*tricks, T(3, "JC 5C 6C 7C", 3)])  # the off-jack counts 1
    assert result.game_counts == (10, 11)
    assert result.points["game"] == 1


def test_r8_game_count_includes_trump_cards_and_all_suits():
    """R8 Game: all suits count, trumps included."""
    result = score([T(0, "AS TS 2D 3D", 0), T(0, "AC KD 5D 6D", 1)])
    assert result.game_counts == (14, 7)
    assert result.points["game"] == 0


def test_r8_game_tie_among_three_teams():
    """R8 Game: with 6 players a tie for highest gives the point to nobody, even if a
    third team has less."""
    rules = RuleSet(players=6)
    tricks = [
        T(0, "TH 2D 3D 4D 5D 6D", 0),
        T(0, "TC 7D 8D 9D 2C 3C", 1),
        T(0, "AH 4C 5C 6C 7C 8C", 2),
    ]
    result = score(tricks, rules=rules)
    assert result.game_counts == (10, 10, 4)
    assert result.points["game"] is None


def test_r8_game_nobody_when_nothing_counts():
    """R8 Game: 0 against 0 is a tie: nobody."""
    result = score([T(0, "2H 3H 4H 5H", 0)])
    assert result.game_counts == (0, 0) and result.points["game"] is None


def test_r8_game_ten_of_trump():
    """R8 Game (`ten_of_trump`): the team that won the 10 of trump, whatever the count."""
    tricks = [T(1, "TS 2D 3D 4D", 1), T(0, "AH KH QH JH", 0), T(0, "TH TD TC 5D", 0)]
    assert score(tricks).points["game"] == 0  # by count team 0 has 40 against 10
    result = score(tricks, rules=RuleSet(game_point="ten_of_trump"))
    assert result.points["game"] == 1
    result = score(tricks, rules=RuleSet(game_point="ten_of_trump"), trump="H")
    assert result.points["game"] == 0  # TH, won by seat 0's team


def test_r8_game_ten_of_trump_not_played_goes_to_nobody():
    """R8 Game (`ten_of_trump`): nobody if the 10 of trump was not played."""
    result = score([T(0, "AS TH 2D 3D", 0)], rules=RuleSet(game_point="ten_of_trump"))
    assert result.points["game"] is None


# ---------------------------------------------------------------- three


def test_r8_three_of_trump_worth_three():
    """R8 Three (3 points, only with `three_of_trump`): the team that won it."""
    tricks = [T(3, "3S 2D 4D 5D", 3)]
    result = score(tricks, rules=RuleSet(three_of_trump=True))
    assert result.points["three"] == 1
    assert result.points["high"] == 1 and result.points["low"] == 1
    assert result.earned == (0, 5)
    plain = score(tricks)
    assert plain.points["three"] is None
    assert plain.earned == (0, 2)


def test_r8_three_goes_to_the_capturing_team_not_the_player():
    """R8 Three: captured, unlike low (played)."""
    result = score([T(0, "AS 3S 4D 5D", 0)], rules=RuleSet(three_of_trump=True))
    assert result.points["three"] == 0
    assert result.points["low"] == 1
    assert result.earned == (5, 1)


def test_r8_three_of_trump_not_played():
    """R8 Three: nobody if the 3 of trump was not played."""
    result = score([T(0, "AS 2D 4D 5D", 0)], rules=RuleSet(three_of_trump=True))
    assert result.points["three"] is None


@pytest.mark.parametrize(
    ("rules", "total"),
    [
        (RuleSet(low_point="captured"), 7),
        (RuleSet(low_point="captured", game_point="ten_of_trump"), 7),
        (RuleSet(low_point="captured", three_of_trump=True), 10),
        (RuleSet(low_point="captured", three_of_trump=True, game_point="ten_of_trump"), 10),
    ],
)
def test_r8_at_most_seven_or_ten_points(rules, total):
    """R8: at most 7 points a hand, or 10 with `three_of_trump`: one team can take all."""
    tricks = [T(0, "AS JC RJ BJ", 0), T(0, "JS 2S 3S TS", 0)]
    result = score(tricks, rules=rules)
    assert result.earned == (total, 0)
    assert set(result.points) == set(POINT_NAMES)
    expected_none = set() if rules.three_of_trump else {"three"}
    assert {name for name, team in result.points.items() if team is None} == expected_none
    assert all(team in (0, None) for team in result.points.values())


# ---------------------------------------------------------------- the contract


def test_r8_made_bid_adds_all_points_even_more_than_the_bid():
    """R8: if the pitcher's team reaches the bid it adds all its points."""
    tricks = [T(0, "AS JC RJ BJ", 0), T(0, "JS 2D 3D 4D", 0)]
    result = score(tricks, pitcher=2, bid=3, before=(5, 7))
    assert result.earned == (6, 1)  # low: BJ, played by seat 3
    assert result.made and result.pitcher_team == 0 and result.bid == 3
    assert result.scores == (11, 8)


def test_r8_exactly_the_bid_is_made():
    """R8: reaching the bid exactly makes it."""
    result = score([T(0, "2S 2D 3D 4D", 0)], pitcher=0, bid=2)  # high + low, no game
    assert result.earned == (2, 0) and result.made and result.scores == (2, 0)


def test_r8_set_pitcher_loses_the_bid_and_may_go_negative():
    """R8: otherwise the pitcher's team loses the bid (scores may go negative); every other
    team adds the points it won."""
    tricks = [T(1, "AS 2D 3D 4D", 1), T(0, "JS 5D 6D 7D", 0)]
    result = score(tricks, pitcher=0, bid=4, before=(1, 3))
    assert result.points["high"] == 1 and result.points["game"] == 1
    assert result.points["low"] == 0 and result.points["jack"] == 0  # JS is the lowest
    assert result.earned == (2, 2)
    assert not result.made
    assert result.scores == (1 - 4, 3 + 2)
    assert result.scores[0] < 0


def test_r8_set_pitcher_loses_bid_even_with_points():
    """R8: a set team's points are not added; it only loses the bid."""
    tricks = [T(0, "AS 2D 3D 4D", 0)]  # team 0: high, low, game
    result = score(tricks, pitcher=0, bid=4, before=(0, 0))
    assert result.earned == (3, 0)
    assert not result.made
    assert result.scores == (-4, 0)
    result = score(tricks, pitcher=1, bid=2, before=(0, 0))
    assert result.earned == (3, 0) and not result.made
    assert result.scores == (3, -2)


def test_r8_six_players_three_teams():
    """R8 with 6 players: three teams; the others add what they won."""
    rules = RuleSet(players=6)
    tricks = [
        T(0, "AS 2D 3D 4D 5D 6D", 0),  # team 0: high
        T(0, "2S JS 7D 8D 9D 9C", 1),  # team 1: jack (captured), low 2S played by seat 0
        T(0, "RJ BJ 2C 3C 4C 5C", 2),  # team 2: RJ (seat 0) captured by 2; BJ too
    ]
    result = score(tricks, rules=rules, pitcher=4, bid=3, before=(1, 2, 3))
    assert result.points["high"] == 0
    assert result.points["low"] == 0
    assert result.points["jack"] == 1
    assert result.points["high_joker"] == 2 and result.points["low_joker"] == 2
    assert result.game_counts == (4, 1, 0)
    assert result.points["game"] == 0
    assert result.earned == (3, 1, 2)
    assert result.pitcher_team == 1 and not result.made
    assert result.scores == (4, -1, 5)


def test_r8_earned_matches_points():
    """R8: earned per team is the number of points it won (three counts 3)."""
    rules = RuleSet(three_of_trump=True)
    tricks = [T(0, "AS 3S RJ 2D", 1), T(1, "TH JC 9D 8D", 2)]
    result = score(tricks, rules=rules)
    earned = [0, 0]
    for name, team in result.points.items():
        if team is not None:
            earned[team] += 3 if name == "three" else 1
    assert tuple(earned) == result.earned


# ---------------------------------------------------------------- a whole hand


HAND = {
    0: "AS JS 9H 8H 7H 6H",
    1: "2S AH KH QH 2D 3D",
    2: "TS 5H 4H 3H 4D 5D",
    3: "RJ 2C 3C 4C 5C 6C",
}
PLAYS = "AS 2S TS RJ  JS AH 5H 2C  9H KH 4H 3C  QH 3H 4C 8H  2D 4D 5C 7H  5D 6C 6H 3D"


@pytest.mark.parametrize(
    ("low_point", "bid", "scores"),
    [("played", 3, (4, 1)), ("captured", 3, (5, 0)), ("played", 5, (-5, 1)),
     ("captured", 5, (5, 0)), ("played", 4, (4, 1))],
)  # fmt: skip
def test_r8_whole_hand_through_the_state_machine(low_point, bid, scores):
    """R8: a full hand played by the rules, scored."""
    state = play_position(HAND, rules=RuleSet(low_point=low_point), pitcher=0, bid=bid)
    play(state, PLAYS)
    assert state.phase is Phase.DONE
    assert [t.winner for t in state.tricks] == [0, 0, 1, 1, 2, 2]
    result = state.result
    assert result.points == {
        "high": 0,
        "low": 1 if low_point == "played" else 0,
        "jack": 0,
        "off_jack": None,
        "high_joker": 0,
        "low_joker": None,
        "game": 0,
        "three": None,
    }
    assert result.game_counts == (19, 5)
    assert result.scores == scores
    assert result.made == (result.earned[0] >= bid)
