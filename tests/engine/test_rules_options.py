"""RULES.md "Options": the rule set, every value of every field, and readable errors."""

from __future__ import annotations

import dataclasses

import pytest
from helpers.hands import OPTION_VALUES

from okpitch_desktop.engine import RuleError, RuleSet

OPTIONS = {**OPTION_VALUES, "target": [5, 6, 21, 50, 98, 99]}
DEFAULTS = {
    "players": 4,
    "high_joker": "red",
    "three_of_trump": False,
    "game_point": "count",
    "four_player_discard": "exchange",
    "follow": "suit_trump_anytime",
    "first_lead_trump": False,
    "low_point": "played",
    "bidding": "auction",
    "target": 21,
}


def test_options_defaults_are_those_of_the_table():
    """Options table: the defaults."""
    assert RuleSet().to_dict() == DEFAULTS
    assert RuleSet.from_dict({}) == RuleSet()
    assert {f.name for f in dataclasses.fields(RuleSet)} == set(OPTIONS)


@pytest.mark.parametrize(
    ("field", "value"), [(f, v) for f, values in OPTIONS.items() for v in values]
)
def test_options_every_value_is_accepted(field, value):
    """Options table: each listed value of each field is a valid rule set, both from the
    constructor and from JSON-like data, and round-trips through to_dict."""
    rules = RuleSet(**{field: value})
    assert getattr(rules, field) == value
    assert RuleSet.from_dict({field: value}) == rules
    assert RuleSet.from_dict(rules.to_dict()) == rules
    assert rules.to_dict()[field] == value


BAD_VALUES = {
    "players": [2, 3, 5, 8, 0, -4, "4", 4.0, True, None, [4]],
    "high_joker": ["Red", "RED", "white", "", None, 1, True, ["red"]],
    "three_of_trump": [0, 1, "true", "false", None, 1.0, "yes"],
    "game_point": ["Count", "ten", "", None, 0, True],
    "four_player_discard": ["swap", "discard", "", None, 3, False],
    "follow": ["suit-trump-anytime", "trump", "", None, 1, True],
    "first_lead_trump": [0, 1, "true", None, 1.0],
    "low_point": ["held", "", None, 0, True],
    "bidding": ["auction ", "single", "", None, 1, True],
    "target": [4, 100, 0, -21, 21.0, "21", True, False, None, [21], 1000],
}


@pytest.mark.parametrize(
    ("field", "value"), [(f, v) for f, values in BAD_VALUES.items() for v in values]
)
def test_options_bad_values_raise_readable_rule_error(field, value):
    """Options: an impossible value raises RuleError naming the field and what is allowed."""
    with pytest.raises(RuleError) as info:
        RuleSet(**{field: value})
    error = info.value
    assert isinstance(error, ValueError)
    assert error.field == field
    assert str(error).startswith(f"{field}: ")
    if field == "target":
        assert "5 to 99" in str(error)
    else:
        for allowed in OPTIONS[field]:
            shown = (
                ("true" if allowed else "false")
                if isinstance(allowed, bool)
                else (f'"{allowed}"' if isinstance(allowed, str) else str(allowed))
            )
            assert shown in error.reason
    with pytest.raises(RuleError):
        RuleSet.from_dict({field: value})


@pytest.mark.parametrize(
    ("field", "value"),
    [("players", True), ("target", True), ("three_of_trump", 1), ("first_lead_trump", 0),
     ("players", 4.0), ("target", 21.0), ("three_of_trump", 1.0)],
)  # fmt: skip
def test_options_bools_are_not_numbers_and_numbers_not_bools(field, value):
    """Options: JSON `true` is not 1 and `4.0` is not 4: same JSON type or an error."""
    with pytest.raises(RuleError) as info:
        RuleSet.from_dict({field: value})
    assert info.value.field == field
    shown = (
        {True: "true", False: "false"}.get(value, str(value))
        if isinstance(value, bool)
        else str(value)
    )
    assert shown in str(info.value)


@pytest.mark.parametrize("name", ["player", "Players", "trump", "", "target ", "x" * 50])
def test_options_unknown_field_is_a_rule_error(name):
    """Options: an unknown field raises RuleError naming it."""
    with pytest.raises(RuleError) as info:
        RuleSet.from_dict({name: 4})
    assert info.value.field == name
    assert "unknown rule field" in str(info.value)


def test_options_unknown_field_next_to_good_ones():
    """Options: one unknown field spoils the rule set even if the rest is fine."""
    with pytest.raises(RuleError, match="colour: unknown rule field"):
        RuleSet.from_dict({"players": 6, "colour": "red"})


@pytest.mark.parametrize("data", [None, [], "players", 4, [("players", 4)], True])
def test_options_rules_must_be_an_object(data):
    """Options: the rule set is an object of fields."""
    with pytest.raises(RuleError) as info:
        RuleSet.from_dict(data)
    assert info.value.field == "rules"
    assert "object" in str(info.value)


def test_options_rule_set_is_frozen():
    """Options: a rule set is a value; change means a new rule set."""
    rules = RuleSet()
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules.players = 6  # type: ignore[misc]
    assert dataclasses.replace(rules, players=6).players == 6
    with pytest.raises(RuleError):
        dataclasses.replace(rules, players=5)


@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("three", [False, True])
@pytest.mark.parametrize("discard", ["exchange", "discard_three"])
def test_options_derived_properties(players, three, discard):
    """R1 teams, R5 maximum bid, R6 whether the exchange is played."""
    rules = RuleSet(players=players, three_of_trump=three, four_player_discard=discard)
    assert rules.teams == players // 2
    assert rules.max_bid == (10 if three else 7)
    assert rules.has_exchange == (players == 4 and discard == "exchange")


def test_options_rule_sets_compare_and_hash_by_value():
    """Options: equal fields, equal rule sets (usable as dict keys)."""
    assert RuleSet(players=6) == RuleSet.from_dict({"players": 6})
    assert hash(RuleSet(follow="suit")) == hash(RuleSet(follow="suit"))
    assert RuleSet(players=6) != RuleSet()
