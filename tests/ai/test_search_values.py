"""The search's values (issue 15): ``action_values`` values every legal action of a
decision on shared sampled deals, ``choose`` plays its best card; the sampler's inference
from the bidding uses only the public bids; the win-chance table is shipped, monotone,
and R9 decides the hands that end the game."""

from __future__ import annotations

import random
from dataclasses import replace
from statistics import fmean

import pytest
from helpers.positions import bidding_state, first_lead, pick_positions

from okpitch_desktop.ai.players.levels import BUDGETS, make_player
from okpitch_desktop.ai.players.search_player import SearchPlayer, leads
from okpitch_desktop.ai.search.evaluator import play_sampler
from okpitch_desktop.ai.search.kept_sampling import KeptSampler, trump_honours
from okpitch_desktop.ai.search.sampling import PlaySampler
from okpitch_desktop.ai.search.tactics import card_values
from okpitch_desktop.ai.search.win_chance import chance_after, win_table
from okpitch_desktop.engine import Bid, DeclareTrump, Pass, Phase, RuleSet
from okpitch_desktop.engine.ranking import trump_order


def play_kind(state):
    if state.phase is Phase.PLAY and len(state.legal_cards()) > 1:
        return (len(state.tricks), len(state.trick))
    return None


PLAYS = pick_positions(RuleSet(), range(3), play_kind)


def test_every_legal_card_is_valued_and_choose_plays_the_first(stopped_clock):
    """The first card is the level's move: the best valued one, or a card that costs less
    to give away than the best when the samples cannot tell the two apart."""
    assert len(PLAYS) >= 10
    for number, state in enumerate(PLAYS[:10]):
        observation = state.observation(state.to_act)
        values = make_player("hard").action_values(observation, random.Random(number))
        assert {a.card for a, _ in values} == set(observation.legal_cards)
        played = make_player("hard").choose(observation, random.Random(number))
        assert played == values[0][0]
        best = max(values, key=lambda pair: pair[1])[0]
        give_cost = card_values(observation.trump, observation.rules).give_cost
        assert played == best or give_cost[played.card] < give_cost[best.card]
        pure = SearchPlayer(replace(BUDGETS["hard"], unclear_lead=0.0))
        values = pure.action_values(observation, random.Random(number))
        assert values[0] == max(values, key=lambda pair: pair[1])


def test_a_lead_is_clear_only_beyond_its_standard_errors():
    best, other = [1.0, 0.0, 1.0, 1.0], [0.0, 0.0, 1.0, 0.0]  # gaps 1 0 0 1: mean 0.5
    assert leads(best, other, 1.5)  # standard error 0.29: the lead is 1.73 of them
    assert not leads(best, other, 2.0)
    assert not leads(other, best, 0.0)
    assert not leads(best, best, 0.0)  # a card never leads itself
    assert not leads([1.0], [0.0], 0.0)  # one sample tells nothing


def test_point_values_are_points(stopped_clock):
    """In points a card's value lies within what one hand can change (R8: 7 points a
    hand, a set costs the bid), whatever the level maximises."""
    for number, state in enumerate(PLAYS[:6]):
        observation = state.observation(state.to_act)
        player = make_player("hard")
        for _, value in player.action_values(observation, random.Random(number), points=True):
            assert -14 <= value <= 14


def test_bids_and_trumps_are_valued_on_the_same_deals(stopped_clock):
    state = bidding_state(["AS", "KS", "JS", "2S", "TD", "9H", "5C", "7D", "8H"])
    values = make_player("hard").action_values(state.observation(0), random.Random(1))
    assert [a for a, _ in values] == [Pass(), *(Bid(b) for b in range(2, 8))]
    state = bidding_state(["AS", "KS", "JS", "2S", "TD", "9H", "5C", "7D", "8H"],
                          bids=[2, None, None, None])  # fmt: skip
    values = make_player("hard").action_values(state.observation(0), random.Random(1))
    assert {a for a, _ in values} == {DeclareTrump(s) for s in range(4)}
    assert max(values, key=lambda pair: pair[1])[0] == DeclareTrump(0)


def test_hard_s_sampler_puts_the_trump_honours_with_the_pitcher():
    """The seat to act sees the pitcher bid and name the trump: in the deals of hard's
    sampler the pitcher holds more trump honours than in the weighted sampler's, which
    ignores the bidding."""

    def wanted(state):
        return state.phase is Phase.PLAY and state.to_act != state.pitcher or None

    (state,) = pick_positions(RuleSet(), range(2), wanted)
    observation = state.observation(state.to_act)
    honours = set(trump_order(observation.trump).trumps_high_to_low[:7])

    def pitcher_honours(sampler) -> float:
        rng = random.Random(3)
        hands = [sampler.sample(rng)[observation.pitcher] for _ in range(400)]
        return fmean(len(honours & set(hand)) for hand in hands)

    kept, weighted = KeptSampler(observation), PlaySampler(observation)
    assert pitcher_honours(kept) > pitcher_honours(weighted) + 0.2


@pytest.mark.lab  # a calibration: 30 hands bid by hard (10 s)
def test_the_pitcher_is_sampled_with_as_many_trumps_and_honours_as_pitchers_hold(
    stopped_clock,
):
    """Seen by the other seats when play starts, the pitcher's sampled hands hold as many
    trumps, and as many trump honours (A K Q J, off-jack, jokers, 2), on average as the
    pitchers of hard's hands really hold (about 5 and 3; the weights before sampled a
    trump fewer, and half an honour fewer)."""
    hard = make_player("hard")
    sampled, held = {"trumps": [], "honours": []}, {"trumps": [], "honours": []}
    for number in range(30):
        state = first_lead(RuleSet(), number, "hard")
        rng = random.Random(number)
        pitcher, order = state.pitcher, trump_order(state.trump)
        kinds = {"trumps": order.is_trump, "honours": trump_honours(order).__contains__}
        for seat in set(range(4)) - {pitcher}:
            sampler = play_sampler(state.observation(seat), hard.budget)
            hands = [sampler.sample(rng)[pitcher] for _ in range(20)]
            for kind, counted in kinds.items():
                sampled[kind].append(fmean(sum(map(counted, hand)) for hand in hands))
        for kind, counted in kinds.items():
            held[kind].append(sum(map(counted, state.hands[pitcher])))
    assert fmean(held["trumps"]) >= 4.5 and fmean(held["honours"]) >= 2.5
    for kind in kinds:
        assert abs(fmean(sampled[kind]) - fmean(held[kind])) < 0.4, kind


def sampled_and_held_trumps(budget, players: int, hands: int) -> dict[int, list[float]]:
    """From the pitcher's seat as it leads to the first trick of ``hands`` hands of easy:
    per other seat, counted from the pitcher's left, the mean trumps of its sampled hands
    less the trumps it holds."""
    rules = RuleSet(players=players)
    errors: dict[int, list[float]] = {place: [] for place in range(1, players)}
    for number in range(hands):
        state = first_lead(rules, number)
        rng = random.Random(number)
        sampler = play_sampler(state.observation(state.pitcher), budget)
        order = trump_order(state.trump)
        deals = [sampler.sample(rng) for _ in range(40)]
        for place in errors:
            seat = (state.pitcher + place) % players
            sampled = fmean(sum(map(order.is_trump, deal[seat])) for deal in deals)
            errors[place].append(sampled - sum(map(order.is_trump, state.hands[seat])))
    return errors


@pytest.mark.lab
@pytest.mark.parametrize("players", [4, 6])
def test_hard_samples_every_other_hand_with_as_many_trumps_as_it_holds(players):
    """Sampled from the pitcher's seat, the other hands hold as many trumps on average as
    they really do, whichever seat draws first: in a fixed order the pitcher's left hand
    drew the most, and every hand of 4 players about half a trump too few (over 600
    hands: -0.38 to -0.57 at 4 players, +0.15 to -0.32 at 6; now within 0.11)."""
    errors = sampled_and_held_trumps(BUDGETS["hard"], players, hands=400)
    for place, error in errors.items():
        assert abs(fmean(error)) < 0.2, (place, fmean(error))


def test_the_win_table_is_shipped_and_monotone():
    table = win_table()
    assert table.target == 21
    assert abs(sum(f for _, _, f in table.outcomes) - 1) < 1e-3
    for own in range(-10, 21, 3):
        for other in range(-10, 21, 3):
            here = table.chance(own, other, 21)
            assert 0 <= here <= 1
            assert table.chance(own + 1, other, 21) >= here - 1e-9
            assert table.chance(own, other + 1, 21) <= here + 1e-9
            assert here + table.chance(other, own, 21) == pytest.approx(1, abs=0.02)


def test_the_hand_that_ends_the_game_follows_r9():
    # team 0 pitched and made it to 21: it wins even though team 1 is higher (R9)
    assert chance_after((18, 19), [3, 4], 0, pitcher_team=0, target=21) == 1.0
    # team 0 was set: team 1 reached 21 and wins
    assert chance_after((18, 19), [-3, 2], 0, pitcher_team=0, target=21) == 0.0
    # nobody reached the target: the table answers
    assert 0 < chance_after((10, 10), [2, 1], 0, pitcher_team=0, target=21) < 1


HAND_OF_NINE = ["AS", "KS", "2S", "9S", "9H", "8D", "7C", "5H", "4D"]


@pytest.mark.parametrize(
    ("scores", "to_the_score"),
    [([0, 0], False), ([13, 10], False), ([-8, 13], False), ([14, 0], True), ([5, 19], True)],
)
def test_hard_plays_to_the_score_once_a_team_can_go_out_this_hand(scores, to_the_score):
    """Within one hand of the target (7 points at the default rules) hard values results
    by the chance to win the game; farther away, and always without ``score_aware``, by
    points."""
    observation = bidding_state(HAND_OF_NINE, scores=scores).observation(0)
    assert make_player("hard").plays_to_score(observation) is to_the_score
    for_points = SearchPlayer(replace(BUDGETS["hard"], score_aware=False))
    assert for_points.plays_to_score(observation) is False


def test_with_the_three_of_trump_a_team_can_go_out_from_ten_below_the_target():
    rules = {"three_of_trump": True}
    near = bidding_state(HAND_OF_NINE, scores=[11, 0], rules=rules).observation(0)
    far = bidding_state(HAND_OF_NINE, scores=[10, 0], rules=rules).observation(0)
    assert make_player("hard").plays_to_score(near)
    assert not make_player("hard").plays_to_score(far)


@pytest.mark.lab
def test_the_chance_to_win_is_near_a_straight_line_in_the_points_only_far_from_the_target():
    """Why hard plays to the score only within one hand of the target (from 14): farther
    away the table's chance departs from a straight line in the points by less than a point
    (lab/score_linearity.py), up to 11; from 16 on, by more. The table of today's hard
    (0f6a466) departs by 1.04 and 1.21 points at 12 and 13 against a team at 0 (hard_v1's
    stayed under 1 up to 13): lab/NOTES.md keeps it as a lead for tuning hard."""
    from lab import score_linearity as linearity

    target = win_table().target
    assert target - RuleSet().max_bid == 14
    assert all(linearity.departure(own, 0, target) < 1 for own in range(0, 12))
    assert all(linearity.departure(own, 5, target) > 1 for own in range(16, target))
