"""One measure of the best move (issue 62, docs/levels.md): the hint, the coach and a drill
name the same best move, on 200 positions of every phase, through the requests the
search process answers (app.computers.search_process.answer: a HINT job, and a COACH job
with and without the person's move).

The measure's budget is cut to a few deals per candidate so that 200 positions take
seconds: which deals are drawn, and how many, is the same for all three."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from helpers.positions import states_of_hand

from okpitch_desktop.ai import make_player
from okpitch_desktop.ai.review import hand_review
from okpitch_desktop.app.computers.advice import Advice
from okpitch_desktop.app.computers.jobs import Job, JobKind
from okpitch_desktop.app.computers.search_process import answer
from okpitch_desktop.engine import Phase, RuleSet

POSITIONS = 200
LEVEL = "hard"
FEW_DEALS = 6


@pytest.fixture
def few_deals(monkeypatch):
    full = hand_review.review_budget

    def small(level: str):
        return replace(full(level), play_samples=FEW_DEALS, contract_samples=FEW_DEALS)

    monkeypatch.setattr(hand_review, "review_budget", small)


def positions(count: int):
    """``count`` positions of hands played by easy, 4 and 6 players, every phase."""
    rng = random.Random(62)
    found = []
    seed = 0
    while len(found) < count:
        rules = RuleSet(players=6) if seed % 3 == 2 else RuleSet()
        states = [s for s in states_of_hand(rules, 6200 + seed, "easy") if len(_choices(s)) > 1]
        found += rng.sample(states, min(6, len(states)))
        seed += 1
    return found[:count]


def _choices(state):
    if state.phase is Phase.PLAY:
        return state.legal_cards()
    return state.legal_actions() if state.phase in (Phase.BID, Phase.TRUMP) else [0, 1]


def test_hint_coach_and_drill_name_the_same_best_move(few_deals):
    easy = make_player("easy")
    phases = set()
    for number, state in enumerate(positions(POSITIONS)):
        view = state.observation(state.to_act)
        seed = 1000 + number
        phases.add(view.phase)
        hinted = answer(Job(1, JobKind.HINT, LEVEL, view, seed)).advice
        coached = answer(Job(2, JobKind.COACH, LEVEL, view, seed)).check.best.action
        person = easy.choose(view, random.Random(seed))  # the drill grades the person's move
        drilled = answer(Job(3, JobKind.COACH, LEVEL, view, seed, person)).check.best.action
        assert isinstance(hinted, Advice) and hinted.reasons
        assert hinted.action == coached == drilled, (number, view.phase, hinted, coached, drilled)
    assert phases == {Phase.BID, Phase.TRUMP, Phase.EXCHANGE, Phase.DISCARD, Phase.PLAY}
