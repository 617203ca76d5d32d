"""HAND_RECORD.md: replay_record on any JSON-like input either gives a HandState or raises
RecordError, never any other exception; what it accepts replays to the same record."""

from __future__ import annotations

import copy
import random

from helpers.hands import random_state
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from okpitch_desktop.engine import HandState, RecordError, RuleSet, hand_record, replay_record
from okpitch_desktop.engine.record import FIELDS

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=8)
)
json_values = st.recursive(
    scalars,
    lambda children: (
        st.lists(children, max_size=6) | st.dictionaries(st.text(max_size=8), children, max_size=6)
    ),
    max_leaves=25,
)

# Values that look almost right: near-cards, near-suits, near-bids, numbers as strings.
near_values = st.sampled_from(
    [None, True, False, 0, 1, 2, 3, 6, 7, 8, 10, 11, -1, 2.0, 1.5, "", "AS", "as", "10S", "10s",
     "TS", "RJ", "BJ", "JJ", "1S", "AX", "S", "H", "D", "C", "X", "s", "SS", "2", "null", [],
     {}, ["AS"], [None], [[]], {"players": 6}, "okpitch-hand/1", "okpitch-hand/2", 2**64,
     float("nan"), float("inf")]
)  # fmt: skip


def check(data: object) -> HandState | None:
    """The contract: a HandState or a RecordError; an accepted record replays to itself."""
    try:
        state = replay_record(data)
    except RecordError as error:
        assert str(error).startswith(f"{error.step}: ")
        assert error.reason
        return None
    assert isinstance(state, HandState)
    record = hand_record(state)
    assert hand_record(replay_record(record)) == record
    return state


@FUZZ
@given(json_values)
def test_fuzz_arbitrary_json(data):
    """HAND_RECORD: any JSON value: a HandState or a RecordError."""
    check(data)


@FUZZ
@given(st.fixed_dictionaries({}, optional={field: json_values | near_values for field in FIELDS}))
def test_fuzz_objects_with_the_record_fields(data):
    """HAND_RECORD: objects with the right field names and arbitrary values."""
    check(data)


# -------------------------------------------------------------- mutations of valid records

RULES = [
    RuleSet(),
    RuleSet(four_player_discard="discard_three"),
    RuleSet(players=6),
    RuleSet(three_of_trump=True, bidding="single_round", follow="suit"),
    RuleSet(players=6, first_lead_trump=True, follow="suit_or_trump", high_joker="black"),
]


@st.composite
def valid_records(draw) -> dict:
    rules = draw(st.sampled_from(RULES))
    seed = draw(st.integers(0, 10**6))
    steps = draw(st.integers(0, 60))
    return hand_record(random_state(rules, random.Random(seed), steps))


def paths(value, prefix=()):
    """Every place inside a record: (path, value) for dict entries and list items."""
    found = [(prefix, value)]
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += paths(item, (*prefix, index))
    return found


def get(record, path):
    for key in path:
        record = record[key]
    return record


def put(record, path, value):
    parent = get(record, path[:-1])
    parent[path[-1]] = value


def delete(record, path):
    parent = get(record, path[:-1])
    del parent[path[-1]]


@st.composite
def mutated_records(draw) -> dict:
    record = copy.deepcopy(draw(valid_records()))
    for _ in range(draw(st.integers(1, 3))):
        places = paths(record)[1:]  # not the record itself
        path, value = draw(st.sampled_from(places))
        kind = draw(
            st.sampled_from(
                ["drop", "garbage", "near", "swap_type", "truncate", "extend", "insert_bid",
                 "duplicate", "swap_items", "other_card", "extra_field"]
            )
        )  # fmt: skip
        if kind == "drop":
            delete(record, path)
        elif kind == "garbage":
            put(record, path, draw(json_values))
        elif kind == "near":
            put(record, path, draw(near_values))
        elif kind == "swap_type":
            swapped = {
                list: lambda v: {str(i): x for i, x in enumerate(v)},
                dict: lambda v: list(v.values()),
                str: lambda v: [v],
                int: lambda v: str(v),
                bool: lambda v: int(v),
                type(None): lambda v: [],
                float: lambda v: int(v) if v == v and abs(v) < 1e9 else None,
            }[type(value)]
            put(record, path, swapped(value))
        elif kind == "truncate" and isinstance(value, list):
            put(record, path, value[: draw(st.integers(0, max(0, len(value) - 1)))])
        elif kind == "extend" and isinstance(value, list):
            put(record, path, [*value, draw(near_values)])
        elif kind == "insert_bid":
            bids = record.get("bids")
            if isinstance(bids, list):
                at = draw(st.integers(0, len(bids)))
                bids.insert(at, draw(st.sampled_from([None, 1, 2, 3, 7, 8, 10, 11, True, "3"])))
        elif kind == "duplicate" and isinstance(value, list) and value:
            put(record, path, [*value, value[draw(st.integers(0, len(value) - 1))]])
        elif kind == "swap_items" and isinstance(value, list) and len(value) > 1:
            i = draw(st.integers(0, len(value) - 1))
            j = draw(st.integers(0, len(value) - 1))
            value[i], value[j] = value[j], value[i]
        elif kind == "other_card" and isinstance(value, str):
            put(record, path, draw(st.sampled_from(["AS", "KH", "TD", "2C", "RJ", "BJ", "JC"])))
        elif kind == "extra_field":
            record[draw(st.sampled_from(["comment", "format2", "Rules"]))] = 1
    return record


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_records())
def test_fuzz_mutated_valid_records(record):
    """HAND_RECORD: valid records with fields dropped, cards garbled, types swapped, lists
    cut, bids inserted: a HandState or a RecordError, never another exception."""
    check(record)


@settings(max_examples=40, deadline=None)
@given(valid_records())
def test_fuzz_valid_records_replay(record):
    """HAND_RECORD: every record the engine writes is accepted and replays to itself."""
    assert check(record) is not None


def test_fuzz_known_bad_records_name_the_step():
    """HAND_RECORD: a few hand-made bad records and the step each error names."""
    good = hand_record(random_state(RuleSet(), random.Random(1), 30))
    cases = []
    bad = copy.deepcopy(good)
    bad["hands"][0][0] = "ZZ"
    cases.append((bad, "hands[0][0]"))
    bad = copy.deepcopy(good)
    bad["hands"][1][0] = bad["hands"][0][0]
    cases.append((bad, "hands[1][0]"))
    bad = copy.deepcopy(good)
    del bad["widow"]
    cases.append((bad, "widow"))
    bad = copy.deepcopy(good)
    bad["bids"].insert(0, 9)
    cases.append((bad, "bids[0]"))
    bad = copy.deepcopy(good)
    bad["rules"]["players"] = 5
    cases.append((bad, "rules.players"))
    bad = copy.deepcopy(good)
    bad["dealer"] = 4
    cases.append((bad, "dealer"))
    bad = copy.deepcopy(good)
    bad["trump"] = "X"
    cases.append((bad, "trump"))
    bad = copy.deepcopy(good)
    bad["plays"] = ["AS", *bad["plays"]] if "plays" in bad else ["AS"]
    cases.append((bad, "plays[0]"))
    for record, step in cases:
        try:
            replay_record(record)
        except RecordError as error:
            assert error.step.startswith(step), (error.step, step)
        else:
            raise AssertionError(f"accepted a bad record ({step})")
