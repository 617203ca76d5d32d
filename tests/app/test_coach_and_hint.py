"""A hint asked while the coach checks the person's turn (issue 53), with the real search
process: the worker answers one request at a time, so the hint waits for the check and
the turn stays coached (the check is not dropped for the hint); asked once the check has
come, the hint is that check's best move, with no second search."""

from __future__ import annotations

from okpitch_desktop.app.controller import HUMAN, GameController, Seating
from okpitch_desktop.app.practice.turn_rule import FreePlay
from okpitch_desktop.engine import RuleSet

WAIT_MS = 60_000


def test_a_hint_during_the_check_leaves_the_turn_coached(qtbot):
    controller = GameController(use_process=True, pace_ms=0, rule=FreePlay(coached=True))
    turns, hints, checked = [], [], []

    def on_turn(seen) -> None:
        turns.append(seen)
        if len(turns) == 1:
            controller.request_hint()  # at once: the check has just been asked for

    controller.human_turn.connect(on_turn)
    controller.hint_ready.connect(hints.append)
    controller.coach.ready.connect(checked.append)
    try:
        controller.new_game(RuleSet(), Seating((HUMAN, "easy", "easy", "easy")), seed=5)
        qtbot.waitUntil(lambda: bool(hints) and bool(checked), timeout=WAIT_MS)
        assert checked == [turns[0]] and controller.coach.check.observation == turns[0]
    finally:
        controller.shutdown()


def test_a_hint_after_the_check_is_the_check_s_best_move_without_a_second_search(qtbot):
    controller = GameController(use_process=True, pace_ms=0, rule=FreePlay(coached=True))
    checked, hints, searched = [], [], []
    controller.coach.ready.connect(checked.append)
    controller.hint_ready.connect(hints.append)
    controller.computers.hint = lambda *job: searched.append(job)  # would ask the search
    try:
        controller.new_game(RuleSet(), Seating((HUMAN, "easy", "easy", "easy")), seed=5)
        qtbot.waitUntil(lambda: bool(checked), timeout=WAIT_MS)
        controller.request_hint()
        assert searched == []
        (hint,) = hints
        assert hint.action == controller.coach.check.best.action
    finally:
        controller.shutdown()
