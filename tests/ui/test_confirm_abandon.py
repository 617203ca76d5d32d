"""Confirm before losing anything: Game > New game (and Ctrl+N), Hand history > "Play this
deal again" and "start now" after a rule change ask first while a game is in progress,
naming it; "No" leaves the game exactly as it was, and nothing asks once the game is over."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from helpers.services_driver import WAIT_MS, close_boxes, open_window
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox

from okpitch_desktop.engine import RuleSet

DATA = Path(__file__).parent.parent / "data"
SIX_AT_HAND_5 = "Abandon the game in progress (hand 5, \u22126 / 17 / \u22124)?"


def at_hand_5(qtbot, window, scores=(-6, 17, -4), position="claim_6p"):
    """The window continues a 6-player game at its fifth hand (the person to play)."""
    record = json.loads((DATA / "claims" / f"{position}.json").read_text())
    players = record["rules"]["players"]
    record["scores"] = list(scores)
    turns = []
    window.controller.human_turn.connect(turns.append)
    assert window.session.resume(
        {
            "rules": record["rules"],
            "levels": [None] + ["easy"] * (players - 1),
            "seed": 3,
            "first_dealer": (record["dealer"] - 4) % players,
            "dealer": record["dealer"],
            "hand_number": 4,
            "scores": record["scores"],
            "hand": record,
        }
    )
    qtbot.waitUntil(lambda: bool(turns), timeout=WAIT_MS)
    return window.controller.game


def question(qtbot, window) -> QMessageBox:
    qtbot.waitUntil(lambda: window.abandon.box is not None, timeout=WAIT_MS)
    box = window.abandon.box
    assert box.isVisible()  # open, and the test goes on: it does not block
    return box


def answer(qtbot, box: QMessageBox, yes: bool) -> None:
    button = box.button(QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def started(window) -> list:
    games: list = []
    window.controller.game_started.connect(games.append)
    return games


@pytest.mark.parametrize("how", ["menu", "key"])
def test_new_game_asks_first_and_no_keeps_the_game(qtbot, how):
    window = open_window(qtbot)
    close_boxes(window)
    game = at_hand_5(qtbot, window)
    history = list(game.hand.history)
    games = started(window)
    action = window.findChild(QAction, "new_game_action")

    def ask() -> QMessageBox:
        if how == "menu":
            action.trigger()
        else:
            window.view.setFocus()
            qtbot.keyClick(window.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        return question(qtbot, window)

    box = ask()
    assert box.text() == SIX_AT_HAND_5
    assert games == [] and window.controller.game is game  # nothing yet, while it asks
    answer(qtbot, box, yes=False)
    assert window.abandon.box is None and games == []
    assert window.controller.game is game and game.hand.history == history
    answer(qtbot, ask(), yes=True)
    assert len(games) == 1 and window.controller.game is not game
    assert window.controller.game.hand_number == 0


def test_play_this_deal_again_asks_first(qtbot):
    window = open_window(qtbot)
    close_boxes(window)
    game = at_hand_5(qtbot, window)
    games = started(window)
    history = window.dialogs.open_history()
    assert history.import_file(DATA / "records" / "r4_off_jack_led.json")
    history.again.click()
    box = question(qtbot, window)
    assert box.text() == SIX_AT_HAND_5 and games == [] and window.controller.game is game
    answer(qtbot, box, yes=True)
    assert len(games) == 1 and window.controller.game.rules.players == 4


def test_start_now_after_a_rule_change_names_the_game(qtbot):
    window = open_window(qtbot)
    close_boxes(window)
    game = at_hand_5(qtbot, window)
    games = started(window)
    settings = window.session.settings
    window.dialogs.settings_chosen(replace(settings, rules=RuleSet(players=6, target=15)))
    boxes = window.dialogs.boxes
    assert len(boxes) == 1
    assert "Abandon the game in progress (hand 5, \u22126 / 17 / \u22124)" in boxes[0].text()
    assert games == [] and window.controller.game is game
    answer(qtbot, boxes[0], yes=False)
    assert games == [] and window.controller.game is game


def test_nothing_asks_when_nothing_would_be_lost(qtbot):
    """A first hand the person has not acted in, and a game that is over."""
    window = open_window(qtbot)
    close_boxes(window)
    games = started(window)
    window.findChild(QAction, "new_game_action").trigger()
    assert window.abandon.box is None and len(games) == 1
    # The person's team claims the last tricks of a game it wins with them.
    game = at_hand_5(qtbot, window, scores=(20, 0), position="claim_certain_4p")
    window.findChild(QAction, "claim_action").trigger()
    qtbot.waitUntil(lambda: game.over, timeout=WAIT_MS)
    window.findChild(QAction, "new_game_action").trigger()
    assert window.abandon.box is None and len(games) == 3
