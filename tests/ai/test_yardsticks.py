"""The levels kept for measurement only (issue 15): ``hard_v1`` is the hard level as it
was before, move for move; ``sparring`` is a rule-based yardstick; ``omniscient`` sees every
card, and its two halves only when bidding or only in play, and two parts of the second
half only the trumps or only the partner's hand in play; all of them, like
``hard_points``, play matches but are never offered at the table."""

from __future__ import annotations

import json
import random

import pytest
from ai_helpers import DATA, states_of_hand

from okpitch_desktop import cli
from okpitch_desktop.ai.levels import (
    LEVELS,
    MATCH_ONLY_LEVELS,
    PLAYING_LEVELS,
    SEARCHING_LEVELS,
    make_player,
)
from okpitch_desktop.engine import RuleSet, hand_record, replay_record
from okpitch_desktop.engine.ranking import trump_order

GOLDEN = DATA / "hard_v1_moves.json"  # moves of hard at commit adb54f3, clock stopped


@pytest.fixture
def stopped_clock(monkeypatch):
    """Every decision thinks its full number of samples, as when the moves were recorded."""
    from okpitch_desktop.ai import search_player

    monkeypatch.setattr(search_player.time, "perf_counter", lambda: 0.0)


def test_hard_v1_makes_the_moves_the_previous_hard_made(stopped_clock):
    cases = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert len(cases) >= 50
    wrong = []
    for case in cases:
        state = replay_record(case["record"])
        observation = state.observation(state.to_act)
        action = make_player("hard_v1").choose(observation, random.Random(case["seed"]))
        if cli.action_json(action) != case["action"]:
            wrong.append((case["seed"], cli.action_json(action), case["action"]))
    assert not wrong, wrong


def test_the_measuring_levels_play_matches_only():
    assert set(MATCH_ONLY_LEVELS) == set(LEVELS) - set(PLAYING_LEVELS)
    assert {"sparring", "hard_v1", "omniscient", "hard_points", "hard_v2", "hard_v3"} <= set(
        MATCH_ONLY_LEVELS
    )
    assert {"omniscient_bidding", "omniscient_play"} <= set(MATCH_ONLY_LEVELS)
    assert {"omniscient_trumps", "omniscient_partner"} <= set(MATCH_ONLY_LEVELS)
    assert frozenset({"normal", "hard", "expert"}) == SEARCHING_LEVELS


def test_each_half_of_omniscient_sees_the_true_deal_in_its_phase_only():
    states = list(states_of_hand(RuleSet(), 0))
    bidding = next(s for s in states if s.phase.value == "bid")
    play = next(s for s in states if s.phase.value == "play")
    sees_bidding, sees_play = make_player("omniscient_bidding"), make_player("omniscient_play")
    true_deal = [(list(map(list, bidding.dealt_hands)), list(bidding.dealt_widow))]
    true_hands = [list(hand) for hand in play.hands]
    for state, truth, sees, guesses in (
        (bidding, true_deal, sees_bidding.deals, sees_play.deals),
        (play, [true_hands], sees_play.worlds, sees_bidding.worlds),
    ):
        sees_bidding.see(state)
        sees_play.see(state)
        observation = state.observation(state.to_act)
        assert list(sees(observation, random.Random(0))) == truth
        assert len(list(guesses(observation, random.Random(0)))) > 1  # sampled, as hard


def test_the_parts_of_omniscient_play_see_the_trumps_or_the_partner_and_sample_the_rest():
    state = next(s for s in states_of_hand(RuleSet(), 0) if s.phase.value == "play")
    observation = state.observation(state.to_act)
    seat, partner = observation.seat, (observation.seat + 2) % 4
    is_trump = trump_order(observation.trump).is_trump
    sees_trumps, sees_partner = make_player("omniscient_trumps"), make_player("omniscient_partner")
    sees_trumps.see(state)
    sees_partner.see(state)
    trump_worlds = list(sees_trumps.worlds(observation, random.Random(0)))
    partner_worlds = list(sees_partner.worlds(observation, random.Random(0)))
    for hands in trump_worlds:
        assert [len(hand) for hand in hands] == [len(hand) for hand in state.hands]
        for other in set(range(4)) - {seat}:
            assert {c for c in hands[other] if is_trump(c)} == {
                c for c in state.hands[other] if is_trump(c)
            }
    for hands in partner_worlds:
        assert sorted(hands[partner]) == sorted(state.hands[partner])
    # the rest is sampled, as hard samples it
    assert len({tuple(map(tuple, hands)) for hands in trump_worlds}) > 1
    assert len({tuple(map(tuple, hands)) for hands in partner_worlds}) > 1
    assert any(sorted(hands[partner]) != sorted(state.hands[partner]) for hands in trump_worlds)


@pytest.mark.parametrize("level", ["sparring", "hard_v1", "hard_points", "hard_v2", "hard_v3"])
def test_suggest_refuses_a_measuring_level(level, tmp_path, capsys):
    state = next(s for s in states_of_hand(RuleSet(), 0) if s.phase.value == "play")
    path = tmp_path / "position.json"
    path.write_text(json.dumps(hand_record(state)), encoding="utf-8")
    code = cli.main(["suggest", str(path), "--level", level])
    captured = capsys.readouterr()
    assert code == 2 and captured.out == ""
    assert level in captured.err and "only for okpitch-cli match" in captured.err


@pytest.mark.parametrize("players", [4, 6])
def test_sparring_plays_legal_whole_hands(players):
    for seed in range(4):
        for _ in states_of_hand(RuleSet(players=players), seed, "sparring"):
            pass  # HandState.apply refuses any illegal action


def test_sparring_beats_easy(capsys):
    """A yardstick must be stronger than the easy level it improves on."""
    code = cli.main(["match", "--a", "sparring", "--b", "easy", "--deals", "60", "--seed", "1"])
    report = json.loads(capsys.readouterr().out)
    assert code == 0
    assert report["diff"] > 0, report
