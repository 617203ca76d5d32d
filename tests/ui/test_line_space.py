"""The table never jumps when a line under it comes, goes or grows (issue 63): the coach's
line ("Checking…", a held move, Choose again) and the chance to win (its lines, the bids'
table while the person bids, nothing once the hand is over) keep their room, so the view
keeps its size and the table is never laid out again, at speed off and normal."""

from __future__ import annotations

import pytest
from helpers.table_driver import WAIT_MS, Person, make_window, short_rules
from PySide6.QtCore import Qt

from okpitch_desktop.engine import Observation, Phase


def layouts_of(window) -> list[tuple[float, float]]:
    """Every size the table is laid out at from now on."""
    sizes: list[tuple[float, float]] = []
    original = window.scene.resize_table

    def spy(width: float, height: float, dpr: float) -> None:
        sizes.append((width, height))
        original(width, height, dpr)

    window.scene.resize_table = spy
    return sizes


def settled(window) -> bool:
    """Whether the window has given the lines' space its height, and the table the rest."""
    lines = window.lines
    view, bar = window.view.geometry(), window.bar.geometry()
    return lines.height() == lines.minimumHeight() > 0 and (
        view.bottom() < lines.geometry().top() and lines.geometry().bottom() < bar.top()
    )


@pytest.mark.parametrize("speed", ["off", "normal"])
def test_the_coach_line_comes_and_goes_without_moving_the_table(qtbot, speed):
    window = make_window(qtbot, speed=speed, coach=True)
    person = Person(qtbot, window, seed=3)
    line = window.coach_line
    seen: list[tuple[bool, object]] = []  # (line shown, the view's size) after the click

    def click_at_once(observation: Observation) -> None:
        """The card is clicked the instant the turn begins: it waits for the check."""
        if seen or observation.phase is not Phase.PLAY:
            return
        card = next(c for c in observation.hand if window.turn.is_legal(c))
        person.click_card(card)
        seen.append((line.isVisible(), window.view.size()))

    window.new_game(short_rules(4), seed=7)
    person.play_until(stop=lambda o: o.phase is Phase.BID)
    before, sizes = window.view.size(), layouts_of(window)
    window.controller.human_turn.connect(click_at_once)
    person.play_until(stop=lambda o: o.phase is Phase.PLAY)
    assert seen and seen[0][0], "the coach's line did not show 'Checking…'"
    qtbot.waitUntil(lambda: not line.isVisible() or line.warning is not None, timeout=WAIT_MS)
    if line.isVisible():  # held: the person chooses again
        qtbot.mouseClick(line.again, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not line.isVisible(), timeout=WAIT_MS)
    assert [size for _, size in seen] == [before]
    assert window.view.size() == before
    assert sizes == [], f"the table was laid out again at {sizes}"


@pytest.mark.parametrize("speed", ["off", "normal"])
def test_the_chance_line_grows_and_clears_without_moving_the_table(qtbot, speed):
    window = make_window(qtbot, speed=speed)
    window.win_chance_action.trigger()  # View > Chance to win
    qtbot.waitUntil(lambda: settled(window) and window.win_meter.isVisible(), timeout=WAIT_MS)
    before, sizes = window.view.size(), layouts_of(window)
    person = Person(qtbot, window, seed=3)
    said: list[tuple[str, object]] = []  # what the line said, and the view's size then
    window.win_meter.changed.connect(lambda text: said.append((text, window.view.size())))
    window.new_game(short_rules(4), seed=7)
    person.play_until(stop_at_summary=True)
    assert any("If you bid" in text for text, _ in said)  # the bids' table came
    assert said[-1][0] == ""  # and the line cleared once the hand was over
    assert {size for _, size in said} == {before}
    moved = [size for size in sizes if size != (before.width(), before.height())]
    assert moved == [], f"the table was laid out again at {moved}"
