"""R9: the end of the game: target reached, several teams at once, ties play on."""

from __future__ import annotations

import random

import pytest
from helpers.cards import cs

from okpitch_desktop.engine import Game, Pass, Phase, RuleSet, Trick
from okpitch_desktop.engine.ranking import trump_order
from okpitch_desktop.engine.scoring import game_winner, score_hand


def T(leader: int, cards: str, winner: int) -> Trick:
    return Trick(leader, tuple(cs(cards)), winner)


@pytest.mark.parametrize(
    ("scores", "pitcher_team", "made", "winner"),
    [
        ([20, 20], 0, True, None),  # nobody reached
        ([21, 5], 1, False, 0),  # one team reached
        ([5, 25], 1, True, 1),
        ([22, 21], 1, True, 1),  # both: the pitcher made the bid and reached: wins
        ([23, 21], 1, True, 1),  # even with the lower score
        ([21, 21], 0, True, 0),  # even tied
        ([24, 22], 1, False, 0),  # pitcher set: the highest wins
        ([22, 24], 1, False, 1),
        ([21, 19, 21], 1, False, None),  # pitcher set, tie for highest: plays on
        ([22, 10, 22], 1, False, None),
        ([22, 10, 23], 1, False, 2),
        ([22, 21, 23], 1, True, 1),  # 6 players: pitcher made and reached
        ([22, 20, 23], 1, True, 2),  # pitcher made but did not reach: highest
        ([21, 20, 21], 1, True, None),  # pitcher made, did not reach; tie: plays on
        ([30, 30], 0, False, None),  # pitcher set: a tie for highest plays on
    ],
)
def test_r9_game_winner(scores, pitcher_team, made, winner):
    """R9: the pitcher's team wins if it made its bid and reached the target; otherwise the
    highest score wins; a tie for highest plays on."""
    assert game_winner(list(scores), pitcher_team, made, 21) == winner


@pytest.mark.parametrize("target", [5, 11, 21, 99])
def test_r9_target_option(target):
    """R9: the game ends when a team reaches `target` (not before)."""
    assert game_winner([target - 1, 0], 0, True, target) is None
    assert game_winner([target, 0], 0, True, target) == 0
    assert game_winner([0, target], 0, False, target) == 1


def score(tricks, rules, pitcher, bid, before):
    return score_hand(rules, trump_order(0, rules.high_joker), tricks, pitcher, bid, before)


def test_r9_through_scoring_pitcher_made_and_reached_wins_a_tie():
    """R9: both teams reach 21 on the same score; the pitcher made the bid: it wins."""
    rules = RuleSet()
    tricks = [T(0, "AS 2D 3D 4D", 0), T(1, "JS 5D 6D 7D", 1)]  # 0: high game, 1: low jack
    result = score(tricks, rules, pitcher=0, bid=2, before=(19, 19))
    assert result.earned == (2, 2) and result.made
    assert result.scores == (21, 21)
    assert result.winner == 0
    result = score(tricks, rules, pitcher=1, bid=2, before=(19, 19))
    assert result.winner == 1


def test_r9_through_scoring_pitcher_set_other_team_reaches():
    """R9: the pitcher's team is set; the other team reaches the target and wins."""
    rules = RuleSet()
    tricks = [T(1, "AS 2D 3D 4D", 1)]
    result = score(tricks, rules, pitcher=0, bid=2, before=(20, 18))
    assert result.scores == (18, 21)
    assert result.winner == 1


def test_r9_through_scoring_six_players_tie_plays_on():
    """R9: 6 players, the pitcher is set and two teams reach 21 tied: play on."""
    rules = RuleSet(players=6)
    tricks = [
        T(1, "AS 2D 3D 4D 5D 6D", 1),  # team 1: high, game (4)
        T(2, "JS 7D 8D 9D 2C 3C", 2),  # team 2: jack and low (JS is the lowest trump)
    ]
    result = score(tricks, rules, pitcher=0, bid=3, before=(20, 19, 19))
    assert result.earned == (0, 2, 2)
    assert result.scores == (17, 21, 21)
    assert result.winner is None
    result = score(tricks, rules, pitcher=0, bid=3, before=(20, 19, 20))
    assert result.winner == 2


def test_r9_target_from_rules_in_scoring():
    """R9: score_hand uses the rule set's `target`."""
    tricks = [T(0, "AS 2D 3D 4D", 0)]
    assert score(tricks, RuleSet(target=5), 0, 2, (2, 0)).winner == 0
    assert score(tricks, RuleSet(target=6), 0, 2, (2, 0)).winner is None


def play_hand(game: Game, rng: random.Random) -> None:
    """Random legal play; bidding mostly passes, so that contracts are low and made."""
    while not game.hand_over:
        actions = game.hand.legal_actions()
        if game.hand.phase is Phase.BID and Pass() in actions and rng.random() < 0.8:
            game.apply(Pass())
        else:
            game.apply(rng.choice(actions))


def reference_winner(scores, pitcher_team, made, target):
    """R9 as written, for checking whole games."""
    reached = [t for t, s in enumerate(scores) if s >= target]
    if not reached:
        return None
    if made and pitcher_team in reached:
        return pitcher_team
    best = max(scores)
    top = [t for t, s in enumerate(scores) if s == best]
    return top[0] if len(top) == 1 else None


@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("seed", range(3))
def test_r9_whole_games_end_exactly_by_r9(players, seed):
    """R9: a Game goes on hand after hand until a team wins by R9; scores carry over."""
    rules = RuleSet(players=players, target=7, four_player_discard="discard_three")
    game = Game(rules, seed=seed)
    rng = random.Random(seed)
    for _ in range(200):
        before = game.hand.scores
        play_hand(game, rng)
        result = game.hand.result
        assert result.scores == tuple(
            before[t] + (-result.bid if t == result.pitcher_team and not result.made
                         else result.earned[t])
            for t in range(rules.teams)
        )  # fmt: skip
        expected = reference_winner(result.scores, result.pitcher_team, result.made, 7)
        assert game.winner == expected
        assert game.over == (expected is not None)
        if game.over:
            assert max(result.scores) >= 7
            with pytest.raises(RuntimeError):
                game.next_hand()
            break
        game.next_hand()
        assert game.hand.scores == result.scores
        assert game.hand.phase is Phase.BID
    assert game.over
