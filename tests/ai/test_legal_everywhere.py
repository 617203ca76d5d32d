"""Every level makes a legal move in every phase under every rule option (issue 3, Tests).

Whole hands are played with every seat held by the level under test; each action goes
through ``HandState.apply``, which raises IllegalAction for anything the rules forbid, and
must be of the kind the phase asks for. The cheap levels (random, easy) play one hand under
every combination of the options; the searching levels a covering selection, the slow ones
only a few hands.
"""

from __future__ import annotations

import random
from itertools import product

import pytest
from helpers.positions import check_kind, new_hand

from okpitch_desktop.ai import make_player
from okpitch_desktop.engine import IllegalAction, Pass, Phase, RuleSet, describe

OPTIONS = {
    "high_joker": ["red", "black"],
    "three_of_trump": [False, True],
    "game_point": ["count", "ten_of_trump"],
    "follow": ["suit_trump_anytime", "suit_or_trump", "suit"],
    "first_lead_trump": [False, True],
    "low_point": ["played", "captured"],
    "bidding": ["auction", "single_round"],
}
TABLES = {  # players and, for 4 players, the widow variant (R6)
    "4-exchange": {"players": 4, "four_player_discard": "exchange"},
    "4-discard_three": {"players": 4, "four_player_discard": "discard_three"},
    "6": {"players": 6},
}


def every_rule_set(table: str) -> list[RuleSet]:
    """Every combination of the options at one kind of table (192 rule sets)."""
    return [
        RuleSet(**TABLES[table], **dict(zip(OPTIONS, combo, strict=True)))
        for combo in product(*OPTIONS.values())
    ]


def covering_rule_sets() -> list[RuleSet]:
    """A dozen rule sets in which every value of every option, and every kind of table,
    appears at least twice, mixed so that no two share all their choices."""
    rng = random.Random("tests/ai/covering")
    chosen: list[RuleSet] = []
    for number in range(12):
        table = list(TABLES)[number % 3]
        options = {name: values[(number + rng.randrange(len(values))) % len(values)]
                   for name, values in OPTIONS.items()}  # fmt: skip
        chosen.append(RuleSet(**TABLES[table], **options))
    return chosen


COVERING = covering_rule_sets()
HARD_RULE_SETS = [
    RuleSet(players=4, four_player_discard="exchange", follow="suit_trump_anytime",
            first_lead_trump=True, three_of_trump=True, game_point="count",
            low_point="captured", bidding="single_round", high_joker="black"),
    RuleSet(players=4, four_player_discard="discard_three", follow="suit_or_trump",
            game_point="ten_of_trump", bidding="auction"),
    RuleSet(players=6, follow="suit", first_lead_trump=True, game_point="ten_of_trump",
            low_point="captured", high_joker="black"),
    RuleSet(players=6, follow="suit_trump_anytime", three_of_trump=True,
            bidding="single_round"),
    RuleSet(players=4, four_player_discard="exchange", follow="suit", three_of_trump=True,
            game_point="ten_of_trump", high_joker="black"),
    RuleSet(players=4, four_player_discard="discard_three", follow="suit_trump_anytime",
            first_lead_trump=True, bidding="single_round", low_point="captured"),
]  # fmt: skip


def play_hand(rules: RuleSet, level: str, seed: int) -> set[Phase]:
    """One hand with every seat played by ``level``; returns the phases it went through."""
    state = new_hand(rules, seed)
    player = make_player(level)
    rng = random.Random(seed)
    phases: set[Phase] = set()
    while state.phase is not Phase.DONE:
        phases.add(state.phase)
        observation = state.observation(state.to_act)
        action = player.choose(observation, rng)
        check_kind(state, action)
        try:
            state.apply(action, state.to_act)
        except IllegalAction as error:
            pytest.fail(
                f"{level} played an illegal {describe(action)} in the {state.phase} phase "
                f"(seat {state.to_act}, rules {rules.to_dict()}, seed {seed}): {error}"
            )
    assert state.result is not None
    return phases


def expected_phases(rules: RuleSet) -> set[Phase]:
    phases = {Phase.BID, Phase.TRUMP, Phase.DISCARD, Phase.PLAY}
    return phases | {Phase.EXCHANGE} if rules.has_exchange else phases


@pytest.mark.parametrize("table", list(TABLES))
@pytest.mark.parametrize("level", ["random", "easy"])
def test_cheap_levels_under_every_combination_of_options(level, table):
    for number, rules in enumerate(every_rule_set(table)):
        assert play_hand(rules, level, seed=number) == expected_phases(rules)


def test_the_covering_selection_covers_every_option():
    for name, values in OPTIONS.items():
        for value in values:
            assert sum(getattr(r, name) == value for r in COVERING) >= 2, (name, value)
    for table in TABLES.values():
        assert sum(all(getattr(r, k) == v for k, v in table.items()) for r in COVERING) >= 2
    for name, values in OPTIONS.items():
        for value in values:
            assert any(getattr(r, name) == value for r in HARD_RULE_SETS), (name, value)
    assert {r.players for r in HARD_RULE_SETS} == {4, 6}
    assert {r.four_player_discard for r in HARD_RULE_SETS if r.players == 4} == {
        "exchange",
        "discard_three",
    }


@pytest.mark.parametrize("number", range(len(COVERING)))
def test_normal_under_a_covering_selection_of_options(number):
    rules = COVERING[number]
    for seed in (number, 100 + number):
        assert play_hand(rules, "normal", seed) == expected_phases(rules)


@pytest.mark.parametrize("number", range(len(HARD_RULE_SETS)))
def test_hard_under_a_covering_selection_of_options(number):
    rules = HARD_RULE_SETS[number]
    for seed in (200 + number, 250 + number):
        assert play_hand(rules, "hard", seed) == expected_phases(rules)


def test_expert_plays_one_legal_hand():
    rules = HARD_RULE_SETS[0]
    assert play_hand(rules, "expert", seed=300) == expected_phases(rules)


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_forced_dealer_bids_two(level):
    """R5: when everyone else passed, the dealer's only legal action is to bid 2."""
    for rules in (RuleSet(), RuleSet(players=6, bidding="single_round")):
        state = new_hand(rules, seed=7)
        while state.to_act != state.dealer:
            state.apply(Pass())
        assert state.legal_bids() == [2]
        action = make_player(level).choose(state.observation(state.dealer), random.Random(0))
        state.apply(action, state.dealer)
        assert state.pitcher == state.dealer and state.bid == 2
