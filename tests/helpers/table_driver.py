"""A person at the table, for the UI tests: decides like the easy computer, but acts only by
clicking what a person would click (panel buttons and card items on the table)."""

from __future__ import annotations

import multiprocessing
import random
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication, QPushButton

from helpers.review_waits import REVIEW_MS
from okpitch_desktop.ai.players.heuristic_player import HeuristicPlayer
from okpitch_desktop.app.controller import GameController
from okpitch_desktop.app.language import tr
from okpitch_desktop.app.review.runner import PROCESS_NAME
from okpitch_desktop.app.session import GameSession, tool_settings
from okpitch_desktop.app.settings import Settings
from okpitch_desktop.app.table_news import ActionRefused
from okpitch_desktop.engine import (
    Bid,
    DeclareTrump,
    Discard,
    Exchange,
    Observation,
    Pass,
    Phase,
    Play,
    RuleSet,
)
from okpitch_desktop.ui.dialogs.reasons import ReasonsDialog
from okpitch_desktop.ui.dialogs.review import ReviewDialog
from okpitch_desktop.ui.dialogs.summary import SummaryDialog
from okpitch_desktop.ui.main_window import MainWindow
from okpitch_desktop.ui.seat_names import SUIT_SYMBOLS
from okpitch_desktop.ui.table.card_item import CardItem
from okpitch_desktop.ui.turn.keyboard import TRUMP_LETTERS

WAIT_MS = 20_000  # for one step of a game at speed "off" (normally a few milliseconds)
POS_TOLERANCE = 0.01  # pixels: "exactly at its home", short of float rounding


def review_children() -> list[multiprocessing.Process]:
    """The review processes still running (or told to end and not yet gone)."""
    return [p for p in multiprocessing.active_children() if p.name == PROCESS_NAME]


def make_window(
    qtbot,
    speed: str = "off",
    trick_pause_ms: int = 0,
    level: str = "easy",
    rules: RuleSet | None = None,
    **options: object,
) -> MainWindow:
    """A shown 1280x800 window with a scratch session whose computers play at ``level``,
    decide in-thread, without pacing, and without the pause over a finished trick unless
    one is asked for; hands are not reviewed in the background. New games take ``rules``
    (the default rules if None) unless told others; ``options`` are further settings."""
    base = table_settings(speed, trick_pause_ms, level)
    settings = replace(base, rules=rules or RuleSet(), **options)
    window = MainWindow(GameSession.scratch(quick_controller(), settings))
    qtbot.addWidget(window, before_close_func=lambda w: w.controller.shutdown())
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def window_at_turn(qtbot, speed: str, seed: int = 3) -> MainWindow:
    """A window (``make_window``) whose new game waits for the person's first decision."""
    window = make_window(qtbot, speed=speed)
    window.new_game(seed=seed)
    qtbot.waitUntil(lambda: window.turn.observation is not None, timeout=WAIT_MS)
    return window


def quick_controller() -> GameController:
    """A controller whose computers decide in-thread and without pacing."""
    return GameController(use_process=False, pace_ms=0)


def table_settings(speed: str = "off", trick_pause_ms: int = 0, level: str = "easy") -> Settings:
    """Settings for a test's table: no pacing, no background reviews, the tour seen."""
    return tool_settings(computer_level=level, animation_speed=speed, trick_pause_ms=trick_pause_ms)


class Person:
    """Plays seat 0 of ``window`` through its widgets; records what happened."""

    def __init__(self, qtbot, window: MainWindow, seed: int = 0) -> None:
        self.qtbot = qtbot
        self.window = window
        self.player = HeuristicPlayer()
        self.rng = random.Random(seed)
        self.turns: list[Observation] = []  # waiting to be answered
        self.phases: list[Phase] = []  # every turn taken, in order
        self.refusals: list[ActionRefused] = []
        self.reports: list[dict] = []
        self.winner: int | None = None
        self.over = False
        controller = window.controller
        if window.turn.observation is not None:  # asked before this person sat down
            self.turns.append(window.turn.observation)
        controller.human_turn.connect(self.turns.append)
        controller.action_refused.connect(self.refusals.append)
        controller.hand_scored.connect(self.reports.append)
        controller.game_over.connect(self._on_game_over)

    def _on_game_over(self, team: int) -> None:
        self.over, self.winner = True, team

    # ------------------------------------------------------------------ waiting
    def summary_open(self) -> SummaryDialog | None:
        summary = self.window.summary
        return summary if summary is not None and summary.isVisible() else None

    def wait_for_turn_or_summary(self) -> None:
        """Until the human must act or a hand's summary is shown."""
        self.qtbot.waitUntil(lambda: bool(self.turns) or self.summary_open() is not None,
                             timeout=WAIT_MS)  # fmt: skip

    def play_until(
        self,
        stop: Callable[[Observation], bool] | None = None,
        on_summary: Callable[[SummaryDialog, dict], None] | None = None,
        on_turn: Callable[[Observation], None] | None = None,
        stop_at_summary: bool = False,
    ) -> Observation | None:
        """Play turns and close summaries until ``stop(observation)`` holds for a human turn
        (returned, not answered; the game must not end first) or the game is over (returns
        None, its summary left open; with ``stop_at_summary`` at the first summary)."""
        while True:
            self.wait_for_turn_or_summary()
            summary = self.summary_open()
            if summary is not None:
                report = self.reports[-1]
                if on_summary is not None:
                    on_summary(summary, report)
                if report.winner is not None or stop_at_summary:
                    assert stop is None, "the game ended before the awaited turn"
                    return None
                self.close_summary(summary)
                self.qtbot.waitUntil(lambda: self.summary_open() is None, timeout=WAIT_MS)
                continue
            observation = self.turns[-1]
            if stop is not None and stop(observation):
                return observation
            if on_turn is not None:
                on_turn(observation)
            self.answer(observation)

    # ------------------------------------------------------------------ acting
    def answer(self, observation: Observation) -> None:
        """Decide as the easy computer would, and do it with clicks."""
        assert self.turns and self.turns[-1] is observation
        self.turns.clear()
        self.phases.append(observation.phase)
        action = self.player.choose(observation, self.rng)
        refused = len(self.refusals)
        self.act(action)
        assert self.refusals[refused:] == [], f"{action} was refused"

    def act(self, action) -> None:
        match action:
            case Bid(points):
                self.click_button(self.bar_button(str(points)))
            case Pass():
                self.click_button(self.bar_button(tr("Pass")))
            case DeclareTrump(suit):
                self.click_button(self.bar_button(SUIT_SYMBOLS[suit], prefix=True))
            case Exchange(cards) | Discard(cards):
                for card in cards:
                    self.click_card(card)
                assert sorted(self.window.turn.chosen) == sorted(cards)
                confirm = self.window.bar.confirm
                assert confirm.isVisible() and confirm.isEnabled(), confirm.text()
                self.click_button(confirm)
            case Play(card):
                self.click_card(card)
            case _:
                raise AssertionError(f"not an action: {action!r}")

    def close_summary(self, summary: SummaryDialog) -> None:
        """Go on to the next hand."""
        self.click_button(summary.next_button)

    def bar_buttons(self) -> list[QPushButton]:
        layout = self.window.bar.buttons
        return [layout.itemAt(i).widget() for i in range(layout.count())]

    def bar_button(self, text: str, prefix: bool = False) -> QPushButton:
        found = [
            b
            for b in self.bar_buttons()
            if (b.text().startswith(text) if prefix else b.text() == text)
        ]
        assert len(found) == 1, f"no single {text!r} button in {self.button_texts()}"
        return found[0]

    def button_texts(self) -> list[str]:
        return [b.text() for b in self.bar_buttons()]

    def click_button(self, button: QPushButton) -> None:
        # A button added to the shown bar appears on the next pass of the event loop.
        self.qtbot.waitUntil(button.isVisible, timeout=WAIT_MS)
        assert button.isEnabled(), button.text()
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    def card_item(self, card: int) -> CardItem:
        found = [item for item in self.window.scene.hands[0] if item.card == card]
        assert len(found) == 1, f"card {card} is not once in the human's hand on the table"
        return found[0]

    def click_card(self, card: int) -> None:
        """Click the card's item where it shows (not under a neighbour)."""
        view = self.window.view
        point = visible_point(self.window, self.card_item(card))
        self.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


class KeyboardPerson(Person):
    """The same person with the keyboard alone: every key goes where Qt sends a real one
    (the widget with the keyboard focus), and nothing is ever clicked."""

    def press(self, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
        widget = QApplication.focusWidget()
        assert widget is not None and widget.window() is self.window, f"the focus is on {widget}"
        self.qtbot.keyClick(widget, key, modifier)

    def act(self, action) -> None:
        match action:
            case Bid(points):
                self.press(getattr(Qt.Key, f"Key_{points % 10}"))
            case Pass():
                self.press(Qt.Key.Key_P)
            case DeclareTrump(suit):
                self.press(getattr(Qt.Key, f"Key_{TRUMP_LETTERS[suit]}"))
            case Exchange(cards) | Discard(cards):
                for card in cards:
                    self.focus_on(card)
                    self.press(Qt.Key.Key_Space)
                assert sorted(self.window.turn.chosen) == sorted(cards)
                self.press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
            case Play(card):
                self.focus_on(card)
                self.press(Qt.Key.Key_Return)
            case _:
                raise AssertionError(f"not an action: {action!r}")

    def focus_on(self, card: int) -> None:
        """Arrow keys from the first card until the keyboard is on ``card``."""
        scene = self.window.scene
        self.press(Qt.Key.Key_Home)
        for _ in scene.hands[0]:
            if self.window.turn.focus_card() == card:
                break
            self.press(Qt.Key.Key_Right)
        assert self.window.turn.focus_card() == card
        assert scene.ring.isVisible() and scene.ring.parentItem().card == card

    def close_summary(self, summary: SummaryDialog) -> None:
        """Enter presses the summary's default button (Next hand)."""
        self.qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=WAIT_MS)
        assert QApplication.focusWidget().window() is summary
        self.qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        self.qtbot.waitUntil(lambda: not summary.isVisible(), timeout=WAIT_MS)
        # A desktop's window manager gives the parent window back its activation; the
        # offscreen platform has none, so the test does what it would.
        self.window.activateWindow()
        self.qtbot.waitUntil(self.window.isActiveWindow, timeout=WAIT_MS)


def visible_point(window: MainWindow, item: CardItem) -> QPoint:
    """A point of the viewport where ``item`` is the topmost card (as the scene picks it)."""
    scene, view = window.scene, window.view
    rect = item.sceneBoundingRect()
    viewport = view.viewport().rect()
    # Across the card's middle band, from its centre towards the uncovered left edge.
    for fx in (0.5, 0.35, 0.2, 0.1, 0.65, 0.8, 0.9):
        for fy in (0.5, 0.3, 0.7):
            scene_point = QPointF(rect.left() + fx * rect.width(), rect.top() + fy * rect.height())
            point = view.mapFromScene(scene_point)
            if not viewport.contains(point):
                continue
            cards = [i for i in scene.items(view.mapToScene(point)) if isinstance(i, CardItem)]
            if cards and cards[0] is item:
                return point
    raise AssertionError(f"card {item.card} shows nowhere in the view (at {rect})")


def short_rules(players: int, **options) -> RuleSet:
    """Short games for the tests."""
    return RuleSet(players=players, target=options.pop("target", 11), **options)


def every_card(scene) -> list[CardItem]:
    """All the card items of the table."""
    return [item for item in scene.items() if isinstance(item, CardItem)]


def misplaced(scene) -> list[str]:
    """Card items not exactly at their homes (position and rotation), described."""
    wrong = []
    for item, spot in scene.homes():
        pos, rotation = spot.pos, spot.rotation
        delta = item.pos() - pos
        if (
            abs(delta.x()) > POS_TOLERANCE
            or abs(delta.y()) > POS_TOLERANCE
            or abs(item.rotation() - rotation) > POS_TOLERANCE
        ):
            wrong.append(
                f"{where(scene, item)} card {item.card} at ({item.pos().x():.1f}, "
                f"{item.pos().y():.1f}) rot {item.rotation():g}, home "
                f"({pos.x():.1f}, {pos.y():.1f}) rot {rotation:g}"
            )
    return wrong


def where(scene, item) -> str:
    for seat, hand in enumerate(scene.hands):
        if item in hand:
            return f"seat {seat} hand[{hand.index(item)}]"
    for index, (seat, trick_item) in enumerate(scene.trick.played()):
        if trick_item is item:
            return f"trick[{index}] (seat {seat})"
    for team, pile in enumerate(scene.piles):
        if item in pile:
            return f"team {team} pile[{pile.index(item)}]"
    if item in scene.widow:
        return f"widow[{scene.widow.index(item)}]"
    if item in scene.discards:
        return f"discards[{scene.discards.index(item)}]"
    return "nowhere"


def review_from(qtbot, window: MainWindow, button) -> None:
    """Click ``button`` (a Review button): the review of the hand just played opens, runs in
    its process, and reviews exactly the person's decisions of that hand; then close it."""
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    review = window.findChild(ReviewDialog)
    assert review is not None and review.isVisible()
    with qtbot.waitSignal(review.runner.finished, timeout=REVIEW_MS):
        pass
    person_actions = [a for seat, a in window.controller.game.hand.history if seat == 0]
    assert [d.chosen for d in review.reviewed.decisions] == person_actions
    review.reject()


def computer_bids(window: MainWindow) -> list[tuple[int, Bid | Pass]]:
    """The computers' bids and passes of the hand on the table (the person plays seat 0)."""
    hand = window.controller.game.hand
    return [(seat, a) for seat, a in hand.history if seat != 0 and isinstance(a, Bid | Pass)]


def open_reasons_from(qtbot, window: MainWindow, button) -> ReasonsDialog:
    """Click ``button`` (a Computers' reasons button): the reasons open and are worked out
    in their process."""
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    dialog = window.findChild(ReasonsDialog)
    assert dialog is not None and dialog.isVisible()
    with qtbot.waitSignal(dialog.runner.finished, timeout=REVIEW_MS):
        pass
    return dialog
