"""The coach never lets a costly move slip (issue 62), in the real window at speed normal and
off: a card clicked the instant the person's turn begins, before the coach's check has come,
waits for the check ("Checking…" at once) and is then held if it is costly, or played if it
is not; the person can cancel a waiting move (Choose again); and the coach turned on in the
middle of a turn checks that turn at once.

"The instant the turn begins" is the human_turn signal itself: the card is clicked inside
its slot, so the worker's answer (a queued signal) cannot have come yet, and the test
asserts that it had not. Nothing here waits for a fixed time: each "nothing happened" is
proved by the event that came instead (the hold, the check) and by the hand's history."""

from __future__ import annotations

from dataclasses import dataclass, replace

import pytest
from helpers.table_driver import WAIT_MS, Person, make_window, short_rules
from PySide6.QtCore import Qt, QTimer

from okpitch_desktop.ai.players.levels import HINT_LEVEL, decision_seed
from okpitch_desktop.ai.review.coach import CoachCheck, check_decision
from okpitch_desktop.app.practice.rules import COSTLY
from okpitch_desktop.engine import Observation, Phase, Play
from okpitch_desktop.ui.main_window import MainWindow

SPEEDS = ["normal", "off"]


def the_check(window: MainWindow, seen: Observation) -> CoachCheck:
    """The check the coach asks for this turn (the same position, seed and level)."""
    game = window.controller.game
    seed = decision_seed(game.seed, game.hand_number, len(game.hand.history))
    return check_decision(seen, seed, HINT_LEVEL)


class AtOnce:
    """Clicks a card of the first play turn that ``pick`` chooses one for, inside the
    human_turn slot, then does ``then(self)`` if given (still inside it); records what the
    table showed right after the click."""

    def __init__(self, window: MainWindow, person: Person, pick, then=None) -> None:
        self.window, self.person, self.pick, self.then = window, person, pick, then
        self.turn: Observation | None = None
        self.card: int | None = None
        self.check: CoachCheck | None = None
        self.history = -1  # the hand's actions when the card was clicked
        self.coached = -1  # the moves held so far in the game, then
        self.coach_had_checked = True
        self.line_said = ""
        window.controller.human_turn.connect(self.on_turn)

    def on_turn(self, seen: Observation) -> None:
        if self.turn is not None or seen.phase is not Phase.PLAY:
            return
        check = the_check(self.window, seen)
        card = self.pick(check)
        if card is None:
            return
        self.turn, self.card, self.check = seen, card, check
        controller = self.window.controller
        self.history, self.coached = len(controller.game.hand.history), controller.coached
        self.coach_had_checked = controller.coach.check is not None
        self.person.click_card(card)
        line = self.window.coach_line
        self.line_said = line.text.text() if line.isVisible() else ""
        if self.then is not None:
            self.then(self)


class Coached:
    """What the coach said, by turn; a costly move of the easy person before the card
    clicked at once is played anyway, as a person may."""

    def __init__(self, qtbot, window: MainWindow, at_once: AtOnce) -> None:
        coach = window.controller.coach
        self.held: list = []  # (turn, warning)
        self.ready: list[Observation] = []
        coach.ready.connect(self.ready.append)

        def on_held(warning) -> None:
            self.held.append((coach.turn, warning))
            if at_once.turn is None:
                anyway = window.coach_line.anyway
                QTimer.singleShot(0, lambda: qtbot.mouseClick(anyway, Qt.MouseButton.LeftButton))

        coach.held.connect(on_held)

    def held_at(self, turn: Observation) -> list:
        return [warning for seen, warning in self.held if seen == turn]


def costly(check: CoachCheck) -> int | None:
    worst = check.values[-1]
    return worst.action.card if check.cost_of(worst.action) >= COSTLY else None


def cheap(check: CoachCheck) -> int | None:
    return check.best.action.card if len(check.values) > 1 else None


@dataclass
class ClickedAtOnce:
    """A coached window whose person has clicked a card the instant a turn began."""

    window: MainWindow
    at_once: AtOnce
    coached: Coached
    played: list  # the person's cards played (CardPlayed news), in order


def click_at_once(qtbot, speed: str, pick, then=None) -> ClickedAtOnce:
    """A new coached game in which the person plays (like the easy computer) until the card
    ``pick`` chooses has been clicked at once (``then(at_once)`` right after, in the slot)."""
    window = make_window(qtbot, speed=speed, rules=short_rules(4), coach=True)
    person = Person(qtbot, window, seed=6)
    at_once = AtOnce(window, person, pick, then)
    coached, played = Coached(qtbot, window, at_once), []
    window.controller.card_played.connect(
        lambda news: played.append(news) if news.seat == 0 else None
    )
    window.new_game(seed=6)
    assert person.play_until(stop=lambda _seen: at_once.turn is not None) is at_once.turn
    return ClickedAtOnce(window, at_once, coached, played)


@pytest.mark.parametrize("speed", SPEEDS)
def test_a_costly_card_clicked_the_instant_the_turn_begins_is_held(qtbot, speed):
    clicked = click_at_once(qtbot, speed, costly)
    window, at_once, coached, played = (clicked.window, clicked.at_once, clicked.coached,
                                        clicked.played)  # fmt: skip
    controller, line = window.controller, window.coach_line
    assert not at_once.coach_had_checked  # clicked before the check had come
    assert at_once.line_said.startswith("Checking")  # said at once
    held = lambda: coached.held_at(at_once.turn)  # noqa: E731
    played_at_once = lambda: [n for n in played if n.card == at_once.card]  # noqa: E731

    qtbot.waitUntil(lambda: bool(held()) or bool(played_at_once()), timeout=WAIT_MS)
    assert played_at_once() == [], "the costly card was played before its check came"
    (warning,) = held()
    assert warning.action == Play(at_once.card)
    assert warning.cost == at_once.check.cost_of(Play(at_once.card)) >= COSTLY
    assert len(controller.game.hand.history) == at_once.history  # held: not played
    assert line.isVisible() and line.text.text().startswith("This move gives away about ")
    assert window.turn.observation == at_once.turn  # still the person's turn
    assert controller.coached == at_once.coached + 1


@pytest.mark.parametrize("speed", SPEEDS)
def test_a_good_card_clicked_at_once_waits_for_the_check_then_goes(qtbot, speed):
    clicked = click_at_once(qtbot, speed, cheap)
    window, at_once, coached, played = (clicked.window, clicked.at_once, clicked.coached,
                                        clicked.played)  # fmt: skip
    line = window.coach_line
    assert not at_once.coach_had_checked and at_once.line_said.startswith("Checking")

    qtbot.waitUntil(lambda: bool(played) and played[-1].card == at_once.card, timeout=WAIT_MS)
    assert coached.ready[-1] == at_once.turn  # it went once the check had come
    assert coached.held_at(at_once.turn) == [] and line.isHidden()
    assert window.turn.observation != at_once.turn  # the turn is over


@pytest.mark.parametrize("speed", SPEEDS)
def test_a_waiting_card_can_be_taken_back_before_the_check_comes(qtbot, speed):
    hidden = []

    def choose_again(at_once: AtOnce) -> None:
        line = at_once.window.coach_line
        qtbot.mouseClick(line.again, Qt.MouseButton.LeftButton)
        hidden.append(line.isHidden())

    clicked = click_at_once(qtbot, speed, cheap, then=choose_again)
    window, at_once, coached = clicked.window, clicked.at_once, clicked.coached
    controller, line = window.controller, window.coach_line
    assert not at_once.coach_had_checked and at_once.line_said.startswith("Checking")
    assert hidden == [True]  # Choose again, before the check came

    # The check comes, and nothing is played: the person chooses again.
    qtbot.waitUntil(lambda: at_once.turn in coached.ready, timeout=WAIT_MS)
    assert coached.held_at(at_once.turn) == []
    assert len(controller.game.hand.history) == at_once.history
    assert window.turn.observation == at_once.turn and line.isHidden()


def test_the_coach_turned_on_mid_turn_checks_that_turn_at_once(qtbot):
    window = make_window(qtbot, rules=short_rules(4))  # the coach off
    controller = window.controller
    person = Person(qtbot, window, seed=6)
    ready, held = [], []
    controller.coach.ready.connect(ready.append)
    controller.coach.held.connect(held.append)
    window.new_game(seed=6)
    turn = person.play_until(stop=lambda seen: seen.phase is Phase.PLAY)
    assert ready == [] and controller.coach.check is None
    window.session.change_settings(replace(window.session.settings, coach=True))
    qtbot.waitUntil(lambda: bool(ready), timeout=WAIT_MS)
    assert ready == [turn]
    check = controller.coach.check
    worst = check.values[-1].action
    person.turns.clear()
    person.click_card(worst.card)
    if check.cost_of(worst) >= COSTLY:
        assert [w.action for w in held] == [worst]
        assert window.turn.observation == turn
    else:
        assert held == [] and window.turn.observation != turn
