"""The coach in the real window (issue 53): with Settings > Practice > Coach on, a card that
costs at least COSTLY against the search's best is held with one line and Play
anyway / Choose again; the search's card goes through; the held moves are counted."""

from __future__ import annotations

import pytest
from helpers.table_driver import WAIT_MS, Person, make_window, short_rules
from PySide6.QtCore import Qt, QTimer

from okpitch_desktop.app.practice.rules import COSTLY
from okpitch_desktop.engine import Phase

SPEEDS = ["normal", "off"]


@pytest.mark.parametrize("speed", SPEEDS)
def test_the_coach_holds_a_costly_card_and_lets_a_good_one_through(qtbot, speed):
    window = make_window(qtbot, speed=speed, rules=short_rules(4), coach=True)
    coach, line, hand = (
        window.controller.coach,
        window.coach_line,
        lambda: window.controller.game.hand,
    )
    person = Person(qtbot, window, seed=6)
    held = []
    watching = []  # the turn whose held move this test answers itself

    def on_held(warning) -> None:
        held.append(warning)
        if not watching:  # a move of the easy person held: play it anyway, as a person may
            QTimer.singleShot(0, lambda: qtbot.mouseClick(line.anyway, Qt.MouseButton.LeftButton))

    coach.held.connect(on_held)
    window.new_game(seed=6)
    for _ in range(40):
        turn = person.play_until(stop=lambda o: o.phase is Phase.PLAY)
        qtbot.waitUntil(lambda: coach.check is not None, timeout=WAIT_MS)
        check = coach.check
        assert check.observation == turn
        worst, best = check.values[-1], check.best
        if check.cost_of(worst.action) >= COSTLY:
            break
        person.answer(turn)
    else:
        pytest.fail("no card of the person's cost half a point in 40 play turns")

    watching.append(turn)
    before, count = len(hand().history), len(held)
    person.click_card(worst.action.card)
    qtbot.waitUntil(line.isVisible, timeout=WAIT_MS)
    assert len(held) == count + 1 and held[-1].action == worst.action
    assert len(hand().history) == before  # held: not played
    assert line.text.text().startswith("This move gives away about ")
    qtbot.mouseClick(line.again, Qt.MouseButton.LeftButton)  # Choose again
    assert line.isHidden() and len(hand().history) == before
    assert window.turn.observation == turn  # still the person's turn
    person.turns.clear()
    person.click_card(best.action.card)
    qtbot.waitUntil(lambda: len(hand().history) > before, timeout=WAIT_MS)
    assert len(held) == count + 1 and line.isHidden()  # the search's card went through
    assert window.controller.coached == len(held)


def test_without_the_coach_nothing_is_checked_or_held(qtbot):
    window = make_window(qtbot, rules=short_rules(4))
    coach = window.controller.coach
    held, ready = [], []
    coach.held.connect(held.append)
    coach.ready.connect(ready.append)
    person = Person(qtbot, window, seed=6)
    window.new_game(seed=6)
    person.play_until(stop_at_summary=True)
    assert held == [] and ready == [] and window.controller.coached == 0
