"""A drill's move is graded whatever it is (issue 53): an exchange set that a plain check of
the turn does not value is valued by a check that includes it, also when the move is made
before any check has come; a check that fails says so, and the move can be tried again."""

from __future__ import annotations

import json
from pathlib import Path

from okpitch_desktop.ai.review import coach as coach_module
from okpitch_desktop.ai.review.coach import check_decision
from okpitch_desktop.app.controller import HUMAN, GameController
from okpitch_desktop.app.practice.sitting import DrillTurns
from okpitch_desktop.app.stats.history import from_seat
from okpitch_desktop.engine import Exchange, Phase, Play, card_name, hand_record, replay_record

RECORD = Path(__file__).resolve().parents[1] / "data" / "review" / "jack_thrown.json"
SEAT = 2
WAIT_MS = 60_000


def test_an_exchange_made_at_once_is_graded_by_a_check_that_values_it(qtbot):
    full = replay_record(json.loads(RECORD.read_text(encoding="utf-8")))
    index = next(i for i, (seat, action) in enumerate(full.history)
                 if seat == SEAT and isinstance(action, Exchange))  # fmt: skip
    position = hand_record(full.rewound(index))
    drill = DrillTurns()
    controller = GameController(use_process=False, pace_ms=0, rule=drill)
    graded, turns, moves = [], [], []

    def on_turn(seen) -> None:
        assert seen.phase is Phase.EXCHANGE
        turns.append(seen)
        trumps = [card for card in seen.hand if card_name(card).endswith("S")]  # spades
        move = Exchange(tuple(trumps[:2]))  # giving up two trumps: no candidate of a check
        moves.append(move)
        assert not controller.submit(0, move)  # held at once, before any check has come

    controller.human_turn.connect(on_turn)
    drill.graded.connect(graded.append)
    try:
        controller.resume(from_seat(position, SEAT, (HUMAN, "easy", "easy", "easy"), seed=0))
        qtbot.waitUntil(lambda: bool(graded), timeout=WAIT_MS)
        (answer,) = graded
        assert answer.action == moves[0] and answer.cost >= 0
        assert answer.check.cost_of(moves[0]) == answer.cost
        assert check_decision(turns[0]).cost_of(moves[0]) is None  # a plain check would not
        assert len(controller.game.hand.history) == index  # held: not played
    finally:
        controller.shutdown()


def test_a_check_that_fails_says_so_and_the_move_can_be_tried_again(qtbot, monkeypatch):
    full = replay_record(json.loads(RECORD.read_text(encoding="utf-8")))
    index = next(i for i, (seat, action) in enumerate(full.history)
                 if seat == SEAT and isinstance(action, Play))  # fmt: skip
    position = hand_record(full.rewound(index))

    def broken(*_args, **_kwargs):
        raise RuntimeError("the search broke")

    monkeypatch.setattr(coach_module, "check_decision", broken)
    drill = DrillTurns()
    controller = GameController(use_process=False, pace_ms=0, rule=drill)
    turns, graded, failures = [], [], []
    controller.human_turn.connect(turns.append)
    drill.graded.connect(graded.append)
    drill.not_graded.connect(lambda: failures.append(1))
    try:
        controller.resume(from_seat(position, SEAT, (HUMAN, "easy", "easy", "easy"), seed=0))
        qtbot.waitUntil(lambda: bool(turns), timeout=WAIT_MS)
        move = Play(turns[0].legal_cards[0])
        assert not controller.submit(0, move)  # held, waiting for a check that will fail
        qtbot.waitUntil(lambda: bool(failures), timeout=WAIT_MS)
        assert graded == [] and len(controller.game.hand.history) == index
        monkeypatch.undo()  # the search works again: the same move is graded
        assert not controller.submit(0, move)
        qtbot.waitUntil(lambda: bool(graded), timeout=WAIT_MS)
        assert graded[0].action == move and failures == [1]
    finally:
        controller.shutdown()
