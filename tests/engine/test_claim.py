"""Claims and settled hands (engine/claim.py) on recorded positions (tests/data/claims) and
against an exhaustive search of every line of play on random deals."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from okpitch_desktop.ai.players.heuristic_player import HeuristicPlayer
from okpitch_desktop.engine import Game, HandState, Phase, RuleSet, replay_record
from okpitch_desktop.engine import claim as claim_module
from okpitch_desktop.engine.claim import claim_line, settled_line

CLAIMS = Path(__file__).parent.parent / "data" / "claims"
POSITIONS = sorted(p for p in CLAIMS.glob("*.json") if not p.name.endswith(".expect.json"))


def _team_wins_every_trick(hand: HandState, team: int, line) -> bool:
    after = hand.clone()
    for play in line:
        after.apply(play)
    won = after.tricks[len(hand.tricks) :]
    return after.phase is Phase.DONE and all(after.rules.team_of(t.winner) == team for t in won)


@pytest.mark.parametrize("path", POSITIONS, ids=lambda p: p.stem)
def test_recorded_position(path: Path) -> None:
    hand = replay_record(json.loads(path.read_text()))
    expect = json.loads(path.with_name(f"{path.stem}.expect.json").read_text())["expect"]
    assert hand.to_act == expect["to_act"]
    team = hand.rules.team_of(hand.to_act)
    line = claim_line(hand, team)
    assert (line is not None) == expect["claim"]
    if line is not None:
        assert _team_wins_every_trick(hand, team, line)
    settled = settled_line(hand)
    assert (settled is not None) == expect["settled"]
    if settled is not None:
        after = hand.clone()
        for play in settled:
            after.apply(play)
        assert after.phase is Phase.DONE


def test_the_search_leaves_the_hand_untouched() -> None:
    hand = replay_record(json.loads((CLAIMS / "claim_mid_trick_4p.json").read_text()))
    before = (hand.history.copy(), [h.copy() for h in hand.hands], hand.trick.copy())
    assert claim_line(hand, 0) is not None and settled_line(hand) is None
    assert (hand.history, hand.hands, hand.trick) == before


def _every_line_wins(hand: HandState, team: int) -> bool:
    """The claim by brute force: the team picks, the others answer every way."""
    if hand.phase is Phase.DONE:
        return True
    ours = hand.rules.team_of(hand.to_act) == team
    results = []
    for action in hand.legal_actions():
        after = hand.clone()
        after.apply(action)
        lost = len(after.tricks) > len(hand.tricks) and (
            after.rules.team_of(after.tricks[-1].winner) != team
        )
        results.append(not lost and _every_line_wins(after, team))
    return any(results) if ours else all(results)


def _outcomes(hand: HandState, found: set) -> None:
    if hand.phase is Phase.DONE:
        found.add(tuple(sorted(hand.result.points.items())))
        return
    for action in hand.legal_actions():
        after = hand.clone()
        after.apply(action)
        _outcomes(after, found)


@pytest.mark.parametrize(
    ("rules", "deals"),
    [
        (RuleSet(players=4), 4),
        (RuleSet(players=4, follow="suit", low_point="captured", three_of_trump=True), 4),
        (RuleSet(players=4, game_point="ten_of_trump", first_lead_trump=True), 4),
        (RuleSet(players=6, follow="suit_or_trump"), 2),
    ],
    ids=["default", "suit-captured-three", "ten-first-lead", "six"],
)
def test_agrees_with_every_line_of_play(rules: RuleSet, deals: int, monkeypatch) -> None:
    """In the last three tricks, where trying every line is cheap: the same answers (with
    budgets large enough for the search to finish: what is checked is its logic)."""
    monkeypatch.setattr(claim_module, "CLAIM_BUDGET", 10**7)
    monkeypatch.setattr(claim_module, "SETTLED_BUDGET", 10**7)
    player, checked = HeuristicPlayer(), 0
    for seed in range(deals):
        hand, rng = Game(rules, seed).hand, random.Random(seed)
        while hand.phase is not Phase.DONE:
            if hand.phase is Phase.PLAY and len(hand.tricks) >= 3:
                team = rules.team_of(hand.to_act)
                line = claim_line(hand, team)
                assert (line is not None) == _every_line_wins(hand, team)
                outcomes: set = set()
                _outcomes(hand, outcomes)
                assert (settled_line(hand) is not None) == (len(outcomes) == 1)
                checked += 1
            hand.apply(player.choose(hand.observation(hand.to_act), rng))
    assert checked > 5 * deals
