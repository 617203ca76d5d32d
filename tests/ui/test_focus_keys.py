"""The table keeps the keyboard (issue 63): after any button of the action bar, the coach's
line or the drill's line is clicked, digits, letters, arrows and Enter play at once, at
animation speed normal and off. The coach's and the drill's buttons show their keys, and
Escape chooses again, ends the drills and puts the last trick away."""

from __future__ import annotations

import pytest
from helpers.planted_reviews import planted
from helpers.table_driver import REVIEW_MS, WAIT_MS, KeyboardPerson, make_window, short_rules
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication

from okpitch_desktop.app.practice.rules import COSTLY
from okpitch_desktop.app.stats.drills import load_drills
from okpitch_desktop.engine import Observation, Phase, Play
from okpitch_desktop.ui.practice.practice_table import PracticeTable

SPEEDS = ["normal", "off"]
SEED = 7  # the person bids, names trump, exchanges, discards and plays (test_keyboard)
COACH_SEED = 6  # a play turn with a card costing COSTLY comes early (test_coach_window)


class ClickThenKeys(KeyboardPerson):
    """Decides like the easy computer; makes one decision with the mouse (a bar's button:
    a bid, a suit, the confirm button) and the next with keys, after a click on Hint the
    first time in each phase."""

    def __init__(self, qtbot, window, seed: int) -> None:
        super().__init__(qtbot, window, seed=seed)
        self.by_mouse = True
        self.hinted: set[Phase] = set()
        self.by_keys: list[Phase] = []
        self.clicked: list[Phase] = []

    def answer(self, observation: Observation) -> None:
        window = self.window
        if not self.by_mouse and observation.phase not in self.hinted:
            self.hinted.add(observation.phase)
            with self.qtbot.waitSignal(window.controller.hint_ready, timeout=WAIT_MS):
                self.click_button(window.bar.hint)
            if observation.phase in (Phase.EXCHANGE, Phase.DISCARD):
                self.press(Qt.Key.Key_Escape)  # the hint chose its cards: this person chooses
        super().answer(observation)
        assert window.turn.observation is not observation  # taken at once
        (self.clicked if self.by_mouse else self.by_keys).append(observation.phase)
        self.by_mouse = not self.by_mouse

    def close_summary(self, summary) -> None:
        """By Enter, once the summary has the keyboard (it opens as the last card lands)."""
        focus = QApplication.focusWidget
        self.qtbot.waitUntil(lambda: focus() is not None and focus().window() is summary,
                             timeout=WAIT_MS)  # fmt: skip
        super().close_summary(summary)

    def act(self, action) -> None:
        if self.by_mouse:
            super(KeyboardPerson, self).act(action)  # Person.act: clicks
        else:
            super().act(action)


def activated(qtbot, window):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=WAIT_MS)
    return window


@pytest.mark.parametrize("speed", SPEEDS)
def test_keys_play_after_each_button_of_the_action_bar(qtbot, speed):
    window = activated(qtbot, make_window(qtbot, speed=speed))
    person = ClickThenKeys(qtbot, window, seed=SEED)
    window.new_game(short_rules(4), seed=SEED)
    for _hand in range(2):  # the first summary closed by Enter
        assert person.play_until(stop_at_summary=True) is None
        person.close_summary(person.summary_open())
    assert person.refusals == []
    clicked, by_keys = set(person.clicked), set(person.by_keys)
    assert Phase.BID in clicked and {Phase.EXCHANGE, Phase.DISCARD} & clicked  # Confirm
    assert Phase.PLAY in by_keys and {Phase.BID, Phase.TRUMP} & by_keys
    assert person.hinted == set(person.by_keys)


def costly_turn(person, coach) -> tuple[Observation, Play, Play]:
    """Play (by clicks) up to a play turn with a card costing COSTLY against the best: the
    turn, that card and the best."""
    for _ in range(40):
        turn = person.play_until(stop=lambda o: o.phase is Phase.PLAY)
        person.qtbot.waitUntil(lambda: coach.check is not None, timeout=WAIT_MS)
        check = coach.check
        worst = check.values[-1].action
        if check.cost_of(worst) >= COSTLY:
            return turn, worst, check.best.action
        person.answer(turn)
    raise AssertionError("no card of the person's cost half a point in 40 play turns")


@pytest.mark.parametrize("speed", SPEEDS)
def test_keys_play_after_the_coachs_buttons_and_escape_chooses_again(qtbot, speed):
    window = activated(qtbot, make_window(qtbot, speed=speed, rules=short_rules(4), coach=True))
    coach, line = window.controller.coach, window.coach_line
    history = lambda: window.controller.game.hand.history  # noqa: E731
    person = KeyboardPerson(qtbot, window, seed=COACH_SEED)
    held, watching = [], []

    def on_held(warning) -> None:
        held.append(warning)
        if not watching:  # an easy move held on the way: Play anyway, and keys go on
            QTimer.singleShot(0, lambda: qtbot.mouseClick(line.anyway, Qt.MouseButton.LeftButton))

    coach.held.connect(on_held)
    window.new_game(seed=COACH_SEED)
    turn, worst, best = costly_turn(person, coach)
    watching.append(turn)
    count = len(held)

    # Clicked, then the keys make the same move: held again.
    before = len(history())
    person.click_card(worst.card)
    qtbot.waitUntil(line.isVisible, timeout=WAIT_MS)
    qtbot.mouseClick(line.again, Qt.MouseButton.LeftButton)
    assert line.isHidden() and window.turn.observation == turn
    assert QApplication.focusWidget() is window.view
    person.act(worst)
    qtbot.waitUntil(lambda: len(held) == count + 2, timeout=WAIT_MS)
    assert line.isVisible() and len(history()) == before

    # Escape chooses again; then Play anyway by a click, and the next turn by keys.
    person.press(Qt.Key.Key_Escape)  # the button shows itself pressed, then acts
    qtbot.waitUntil(line.isHidden, timeout=WAIT_MS)
    assert window.turn.observation == turn and len(history()) == before
    person.act(worst)
    qtbot.waitUntil(lambda: len(held) == count + 3, timeout=WAIT_MS)
    person.turns.clear()
    qtbot.mouseClick(line.anyway, Qt.MouseButton.LeftButton)
    assert history()[before][1] == worst
    person.wait_for_turn_or_summary()
    if person.summary_open() is None:
        qtbot.waitUntil(lambda: coach.check is not None, timeout=WAIT_MS)
        good, mark = coach.check.best.action, len(history())
        person.act(good)
        qtbot.waitUntil(lambda: len(history()) > mark, timeout=WAIT_MS)
        assert history()[mark][1] == good and len(held) == count + 3
    assert line.again.text() == "Choose again (Esc)" and line.anyway.text() == "Play anyway (A)"
    assert best != worst


@pytest.mark.parametrize("speed", SPEEDS)
def test_keys_play_after_next_drill_and_escape_ends_the_drills(qtbot, speed):
    window = make_window(qtbot, speed=speed)
    with qtbot.waitSignal(window.session.reviews.reviewed, timeout=REVIEW_MS):
        window.session.reviews.add("planted", 0, planted("jack_thrown"), 2)
    drill = next(d for d in load_drills(window.session.statistics).drills if d.step == "plays[1]")
    table = PracticeTable(lambda: window.session.statistics, window.pixmaps, speed, window)
    qtbot.addWidget(table)
    table.start([drill, drill])
    activated(qtbot, table)
    line = table.line
    person = KeyboardPerson(qtbot, table)
    answers = []
    table.practice.answered.connect(answers.append)

    qtbot.waitUntil(lambda: bool(person.turns), timeout=WAIT_MS)
    turn = person.turns[-1]
    first, other = Play(turn.legal_cards[0]), Play(turn.legal_cards[-1])
    person.click_card(first.card)
    qtbot.waitUntil(line.isVisible, timeout=WAIT_MS)
    assert QApplication.focusWidget() is table.view  # the line does not take the keys
    person.act(other)  # another try on the same position, by keys while the line shows
    qtbot.waitUntil(lambda: len(answers) == 2, timeout=WAIT_MS)
    assert [a.move.action for a in answers] == [first, other]
    person.turns.clear()
    qtbot.mouseClick(line.next, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(person.turns), timeout=WAIT_MS)
    assert QApplication.focusWidget() is table.view
    person.act(other)
    qtbot.waitUntil(lambda: len(answers) == 3, timeout=WAIT_MS)
    assert answers[2].move.action == other
    assert line.next.text() == "Next drill (N)" and line.done.text() == "Done (Esc)"
    qtbot.waitUntil(line.done.isVisible, timeout=WAIT_MS)
    person.press(Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not table.isVisible(), timeout=WAIT_MS)


@pytest.mark.parametrize("speed", SPEEDS)
def test_escape_puts_the_last_trick_away(qtbot, speed):
    window = activated(qtbot, make_window(qtbot, speed=speed))
    person = KeyboardPerson(qtbot, window, seed=SEED)
    window.new_game(short_rules(4), seed=SEED)
    person.play_until(stop=lambda o: o.phase is Phase.PLAY and bool(o.tricks))
    window.findChild(QAction, "last_trick_action").trigger()
    shown = window.scene.last_trick_view
    assert shown.shown
    person.press(Qt.Key.Key_Escape)
    assert not shown.shown
    person.answer(person.turns[-1])  # and the keys play on
    assert window.turn.observation is None
