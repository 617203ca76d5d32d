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
from okpitch_desktop.engine.cards import DECK
from okpitch_desktop.engine.claim import claim_is_certain, claim_line, player_claim, settled_line

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
    assert (player_claim(hand) is not None) == expect["certain"]
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


def test_a_claim_is_offered_only_when_the_person_can_see_it_holds() -> None:
    """The real cards win every trick left, but only because the partner holds both
    jokers: the person cannot know it, so no claim is offered. With both jokers in their
    own hand and every higher trump played, they can."""
    unknowable = replay_record(json.loads((CLAIMS / "claim_mid_trick_4p.json").read_text()))
    assert claim_line(unknowable, 0) is not None
    assert not claim_is_certain(unknowable.observation(0)) and player_claim(unknowable) is None
    certain = replay_record(json.loads((CLAIMS / "claim_certain_4p.json").read_text()))
    assert claim_is_certain(certain.observation(0))
    line = player_claim(certain)
    assert line is not None and _team_wins_every_trick(certain, 0, line)


def _dealt_again(hand: HandState, rng: random.Random) -> HandState:
    """``hand`` with the cards its seat to act has not seen dealt again to the others."""
    view = hand.observation(hand.to_act)
    played = {card for trick in view.tricks for card in trick.cards} | set(view.trick)
    own = {*view.hand, *view.received, *(view.exchanged or ()), *(view.discarded or ())}
    unseen = [card for card in DECK if card not in played | own | set(view.widow_taken)]
    rng.shuffle(unseen)
    again = hand.clone()
    for seat, cards in enumerate(hand.hands):
        if seat != hand.to_act:
            again.hands[seat] = [unseen.pop() for _ in cards]
    again._legal_plays_cache = None
    return again


@pytest.mark.parametrize("players", [4, 6])
def test_a_certain_claim_holds_however_the_unseen_cards_lie(players: int) -> None:
    """Wherever a claim is certain for the seat to act in the last two tricks, its team
    wins every trick left against every line of play, on the real deal and on the unseen
    cards dealt again."""
    rules, player, checked = RuleSet(players=players), HeuristicPlayer(), 0
    for seed in range(25):
        hand, rng = Game(rules, seed).hand, random.Random(seed)
        while hand.phase is not Phase.DONE:
            late = hand.phase is Phase.PLAY and len(hand.tricks) >= 4
            if late and claim_is_certain(hand.observation(hand.to_act)):
                team = rules.team_of(hand.to_act)
                for again in [hand] + [_dealt_again(hand, rng) for _ in range(3)]:
                    assert _every_line_wins(again, team)
                checked += 1
            hand.apply(player.choose(hand.observation(hand.to_act), rng))
    assert checked > 0


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
