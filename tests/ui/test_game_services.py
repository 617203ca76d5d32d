"""The window's services: resume after closing the window mid-trick, damaged saves and
statistics, a second running copy, an unwritable data folder, the statistics and hand
history dialogs, and pyqtgraph loaded only when the statistics open."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from dataclasses import replace

import pytest
from helpers.services_driver import QUICK, WAIT_MS, Person, close_boxes, open_window
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox

from okpitch_desktop.app.paths import HOME_OVERRIDE, data_dir
from okpitch_desktop.app.saves.savegame import SaveStore
from okpitch_desktop.app.settings import load_settings, settings_path
from okpitch_desktop.engine import (
    Phase,
    RuleSet,
    hand_record,
    parse_card,
    replay_record,
    score_report,
)
from okpitch_desktop.ui.dialogs.outcome_words import outcome_sentence
from okpitch_desktop.ui.seat_names import SUIT_SYMBOLS, scores_text


@pytest.fixture(autouse=True)
def fixed_deals() -> None:
    """A new game's seed comes from ``random``: seeded, every first deal is one in which
    seat 0 follows to a trick before the hand ends (a hand it led throughout would stop at
    the summary dialog, waiting for a click these tests do not give)."""
    random.seed(12)


def mid_trick(observation) -> bool:
    return observation.phase is Phase.PLAY and 0 < len(observation.trick) < len(
        observation.hand_sizes
    )


def answer_resume(qtbot, window, resume: bool = True) -> None:
    offer = window.dialogs.resume_offer
    assert offer is not None and offer.isVisible()
    button = offer.buttons()[0 if resume else 1]
    assert button.text() == ("Resume" if resume else "New game")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_resume_after_closing_the_window_mid_trick(qtbot) -> None:
    window = open_window(qtbot)
    person = Person(window, seed=3, stop=mid_trick)
    window.session.new_game(RuleSet(), seed=11)
    qtbot.waitUntil(lambda: person.waiting is not None, timeout=WAIT_MS)
    controller = window.controller
    left = (
        hand_record(controller.game.hand),
        controller.game.scores,
        controller.game.dealer,
        controller.game.hand_number,
        person.waiting,
    )
    window.close()  # mid-trick: cards on the table, the person to play
    assert not controller.worker_alive

    again = open_window(qtbot)
    answer_resume(qtbot, again)
    turns: list = []
    again.controller.human_turn.connect(turns.append)
    qtbot.waitUntil(lambda: bool(turns), timeout=WAIT_MS)
    game = again.controller.game
    assert (hand_record(game.hand), game.scores, game.dealer, game.hand_number) == left[:4]
    assert turns[0] == left[4]  # same cards, same trick, same scores, same turn
    scene = again.scene
    assert [item.card for item in scene.trick] == list(game.hand.trick)
    assert sorted(item.card for item in scene.hands[0]) == sorted(turns[0].hand)
    assert [len(h) for h in scene.hands] == list(turns[0].hand_sizes)
    # and the resumed game goes on to its end
    person = Person(again, seed=4)  # answers the turn asked before it sat down
    qtbot.waitUntil(lambda: game.hand_over, timeout=WAIT_MS)


def left_mid_trick(qtbot) -> bytes:
    """A window closed mid-trick; the bytes of its save."""
    window = open_window(qtbot)
    person = Person(window, seed=12, stop=mid_trick)
    qtbot.waitUntil(lambda: person.waiting is not None, timeout=WAIT_MS)
    window.close()
    return SaveStore(data_dir()).path.read_bytes()


def test_a_person_seated_after_the_first_turn_was_asked_answers_it(qtbot) -> None:
    window = open_window(qtbot, deal_first=True)
    qtbot.waitUntil(lambda: window.turn.observation is not None, timeout=WAIT_MS)
    person = Person(window, seed=15)
    assert person.turns == 1  # answered at once, not left waiting
    qtbot.waitUntil(lambda: person.turns > 2, timeout=WAIT_MS)


def test_attached_after_the_first_deal_the_save_waits_for_the_answer(qtbot) -> None:
    saved = left_mid_trick(qtbot)
    again = open_window(qtbot, deal_first=True)
    person = Person(again, seed=13)
    qtbot.waitUntil(lambda: person.turns > 2, timeout=WAIT_MS)  # the dealt game goes on...
    assert SaveStore(data_dir()).path.read_bytes() == saved  # ...without overwriting the save
    person.detach()
    answer_resume(qtbot, again)
    assert again.controller.snapshot() == json.loads(saved)["game"]


def test_without_autosave_the_save_is_left_alone(qtbot) -> None:
    saved = left_mid_trick(qtbot)
    again = open_window(qtbot, autosave=False)
    assert again.dialogs.resume_offer is None and again.session.messages == []
    person = Person(again, seed=14)
    qtbot.waitUntil(lambda: person.turns > 2, timeout=WAIT_MS)
    assert SaveStore(data_dir()).path.read_bytes() == saved


def test_declining_resume_starts_a_new_game(qtbot) -> None:
    window = open_window(qtbot)
    _person = Person(window, seed=1, stop=mid_trick)  # kept: connections die with it
    qtbot.waitUntil(lambda: SaveStore(data_dir()).path.exists(), timeout=WAIT_MS)
    window.close()
    again = open_window(qtbot)
    answer_resume(qtbot, again, resume=False)
    assert again.controller.game is not None and again.controller.game.hand_number == 0


@pytest.mark.parametrize(
    "content",
    [b"", b'{"format": "okpitch-save", "version": 99}', b"garbage\x00\xff"],
    ids=["empty", "newer", "garbage"],
)
def test_a_bad_save_at_launch_is_a_message_and_a_new_game(qtbot, content: bytes) -> None:
    folder = data_dir()
    folder.mkdir(parents=True)
    (folder / "autosave.json").write_bytes(content)
    window = open_window(qtbot)
    texts = close_boxes(window)
    assert len(texts) == 1 and "could not be used" in texts[0]
    assert window.dialogs.resume_offer is None
    person = Person(window, seed=2)
    qtbot.waitUntil(lambda: person.turns > 2, timeout=WAIT_MS)  # a working game


def test_a_second_copy_neither_resumes_nor_saves(qtbot) -> None:
    first = open_window(qtbot)
    waiting = Person(first, seed=5, stop=mid_trick)
    qtbot.waitUntil(lambda: waiting.waiting is not None, timeout=WAIT_MS)  # the first is still
    saved = SaveStore(data_dir()).path.read_bytes()
    second = open_window(qtbot)
    texts = close_boxes(second)
    assert any("Another copy" in text for text in texts)
    assert second.dialogs.resume_offer is None
    person = Person(second, seed=6)
    qtbot.waitUntil(lambda: person.turns > 2, timeout=WAIT_MS)
    assert SaveStore(data_dir()).path.read_bytes() == saved  # only the first copy writes


def test_damaged_settings_read_before_the_window_are_still_told(qtbot) -> None:
    """The launcher reads the settings first (for the language); reading sets a damaged
    file aside, so the services get that reading's messages instead of reading again."""
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text("{ not json")
    loaded = load_settings()
    window = open_window(qtbot, settings=None, loaded=loaded)
    texts = close_boxes(window)
    assert len(texts) == 1 and "is damaged; the defaults are used" in texts[0]


def test_a_damaged_statistics_database_is_a_message(qtbot) -> None:
    folder = data_dir()
    folder.mkdir(parents=True)
    (folder / "statistics.sqlite3").write_bytes(b"not a database" * 200)
    window = open_window(qtbot)
    texts = close_boxes(window)
    assert len(texts) == 1 and "statistics database was damaged" in texts[0]
    person = Person(window, seed=7)
    hands = window.session.statistics
    qtbot.waitUntil(lambda: hands.rows("SELECT COUNT(*) FROM hands") == [(1,)], timeout=WAIT_MS)
    assert person.turns > 0


def test_an_unwritable_data_folder_is_a_message_and_a_working_game(qtbot, tmp_path, monkeypatch):
    home = tmp_path / "home-file"
    home.write_text("a file where the folders should be")
    monkeypatch.setenv(HOME_OVERRIDE, str(home))
    window = open_window(qtbot, settings=None)
    texts = close_boxes(window)
    assert len(texts) == 1 and "cannot be saved in" in texts[0]
    assert "kept in memory only" in texts[0] and "lost when the game closes" in texts[0]
    # Quick computers (no settings file can be written: one more message).
    window.session.change_settings(replace(QUICK))
    close_boxes(window)
    person = Person(window, seed=8)
    window.session.new_game()
    qtbot.waitUntil(lambda: person.turns > 2, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: window.controller.game.hand_over, timeout=WAIT_MS)
    assert window.controller.game.hand.result is not None  # scored, recorded in memory


def test_statistics_and_history_dialogs(qtbot, tmp_path) -> None:
    window = open_window(qtbot)
    person = Person(window, seed=9)
    qtbot.waitUntil(lambda: len(window.session.history.entries()) == 1, timeout=WAIT_MS)
    assert person.turns > 0
    record = hand_record(window.controller.game.hand)
    menu_texts = [a.text() for a in window.menuBar().actions()[0].menu().actions()]
    assert menu_texts.index("Hand hist&ory") == menu_texts.index("S&tatistics") + 1
    for name in ("settings_action", "statistics_action", "history_action"):
        assert window.findChild(QAction, name).isEnabled()

    statistics = window.dialogs.open_statistics()
    assert statistics.data["hands"] == 1 and statistics.score_chart.plot.plotItem.listDataItems()
    statistics.confirm = lambda _parent: True
    statistics.reset()
    assert statistics.data["hands"] == 0
    statistics.close()

    history = window.dialogs.open_history()
    assert history.list.count() == 1 and history.hand.record == record
    report = score_report(replay_record(record))  # the hand's result, as the CLI scores it
    players = replay_record(record).rules.players
    bid = f"{report['bid']} {SUIT_SYMBOLS['SHDC'.index(report['trump'])]}"
    outcome = outcome_sentence(report["pitcher"], bid, report["made"], players)
    result = f"{outcome} · {scores_text(report['scores'])}"
    assert history.list.item(0).text().endswith(result)  # the list shows each hand's result
    pages = len(history.steps)
    assert pages == 2 + 6 + 1  # the deal, bidding and discards, six tricks, the result
    for _ in range(pages):
        history.next.click()
    assert history.step == pages - 1 and "Scores" in history.view.toPlainText()
    exported = tmp_path / "exported.json"
    history.export_to(exported)
    assert json.loads(exported.read_text()) == record
    assert history.import_file(exported) and history.list.count() == 2
    history.seat.setCurrentIndex(2)
    history.again.click()  # play the same deal again, holding seat 2's cards
    box = window.abandon.box  # the scored first hand is a game in progress: it asks
    assert box is not None and "hand 1" in box.text()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    game = window.controller.game
    assert game.hand_number == 0 and game.hand.dealt_widow == tuple(
        parse_card(card) for card in record["widow"]
    )
    assert game.hand.dealt_hands[0] == tuple(parse_card(card) for card in record["hands"][2])


def test_pyqtgraph_waits_for_the_statistics_dialog(tmp_path) -> None:
    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from okpitch_desktop.app.controller import GameController\n"
        "from okpitch_desktop.ui.main_window import MainWindow\n"
        "from okpitch_desktop.app.session import GameSession\n"
        "app = QApplication([])\n"
        "c = GameController(use_process=False)\n"
        "w = MainWindow(GameSession(c))\n"
        "s = w.dialogs\n"
        "print('pyqtgraph' in sys.modules)\n"
        "s.open_statistics()\n"
        "print('pyqtgraph' in sys.modules)\n"
        "w.close()\n"
    )
    env = {**os.environ, HOME_OVERRIDE: str(tmp_path / "home"), "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120
    )
    assert out.stdout.split() == ["False", "True"], out.stderr


def test_no_message_box_blocks(qtbot) -> None:
    window = open_window(qtbot)
    window.session.tell("something to say")
    box = window.dialogs.boxes[-1]
    assert box.isVisible() and box.windowModality() != Qt.WindowModality.ApplicationModal
    assert isinstance(box, QMessageBox)
