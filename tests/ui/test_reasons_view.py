"""The computers' reasons in the window: after a hand the summary opens a view that lists
each computer's bid or pass with the estimate it acted on, worked out in the review's
process; during play they stay hidden unless the practice setting shows them on the status
line right after each computer's bid, trump, exchange or discard. At speed off and normal."""

from __future__ import annotations

from dataclasses import replace

import pytest
from helpers.services_driver import QUICK, open_window
from helpers.services_driver import Person as ServicesPerson
from helpers.table_driver import (
    REVIEW_MS,
    Person,
    computer_bids,
    make_window,
    open_reasons_from,
    review_children,
    short_rules,
)
from PySide6.QtCore import Qt

from okpitch_desktop.engine import Play
from okpitch_desktop.ui.dialogs.reasons_text import why_text
from okpitch_desktop.ui.dialogs.settings import SettingsDialog
from okpitch_desktop.ui.seat_names import seat_name

SPEEDS = ["off", "normal"]
BID_CODES = ("bid_low", "bid_best", "bid_safe", "bid_stop", "pass_better", "pass_unlikely",
             "pass_partner", "forced")  # fmt: skip
REASON_CODES = (*BID_CODES, "trump_best", "keep_best")
CODE_WORDS = [why_text(code) for code in BID_CODES]


@pytest.mark.parametrize("speed", SPEEDS)
def test_after_a_hand_the_reasons_view_shows_each_computer_bid_reason(qtbot, speed):
    window = make_window(qtbot, speed=speed, level="hard")
    person = Person(qtbot, window, seed=3)
    window.new_game(short_rules(4), seed=3)
    person.play_until(stop_at_summary=True)
    summary = person.summary_open()
    dialog = open_reasons_from(qtbot, window, summary.reasons_button)
    bids = computer_bids(window)
    assert bids, "the computers bid in this hand"
    rows = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    shown = [r for r in dialog.reasons if r.phase.value == "bid"]
    assert [(r.seat, r.action) for r in shown] == bids  # each one, as it was taken
    for reasons, row in zip(dialog.reasons, rows, strict=True):
        assert row.startswith(seat_name(reasons.seat, 4) + ":")
        if reasons in shown:
            assert any(words in row for words in CODE_WORDS), row
            assert "Expects" in row
            if reasons.why != "forced":  # the searched chance of each bid it considered
                assert "%" in row and reasons.chances
    assert all(0 <= c.chance <= 1 for r in dialog.reasons for c in r.chances)
    dialog.reject()
    assert review_children() == []


def play_one_hand(qtbot, window, seed: int) -> list[tuple[str, object]]:
    """A new game's first hand, the person answering like the easy level: the computers'
    bids, trumps, exchanges and discards, and every status line, in the order they came."""
    events: list[tuple[str, object]] = []
    controller = window.controller
    controller.bid_made.connect(lambda bid: events.append(("move", bid.seat)))
    controller.trump_declared.connect(lambda trump: events.append(("move", trump.pitcher)))
    controller.cards_exchanged.connect(lambda exchange: events.append(("move", exchange.seat)))
    controller.cards_discarded.connect(lambda discard: events.append(("move", discard.seat)))
    controller.computer_reasoned.connect(lambda why: events.append(("reasoned", why.seat)))
    window.statusBar().messageChanged.connect(lambda text: events.append(("status", text)))
    person = ServicesPerson(window, seed=seed)
    with qtbot.waitSignal(controller.hand_scored, timeout=REVIEW_MS):
        window.new_game(short_rules(4), seed=seed)
    person.detach()
    return events


def practice_window(qtbot, speed: str, practice: bool):
    settings = replace(QUICK, computer_level="hard", animation_speed=speed)
    window = open_window(qtbot, settings)
    dialog = window.dialogs.open_settings()
    assert isinstance(dialog, SettingsDialog) and not dialog.reasons_in_play.isChecked()
    if practice:
        qtbot.mouseClick(dialog.reasons_in_play, Qt.MouseButton.LeftButton)
    dialog.accept()
    assert window.controller.reasons_in_play is practice
    return window


@pytest.mark.parametrize("speed", SPEEDS)
def test_during_play_the_reasons_stay_hidden_by_default(qtbot, speed):
    window = practice_window(qtbot, speed, practice=False)
    events = play_one_hand(qtbot, window, seed=5)
    assert any(kind == "move" and seat != 0 for kind, seat in events)
    assert [e for e in events if e[0] == "reasoned"] == []
    statuses = [text for kind, text in events if kind == "status"]
    assert not any(words in text for text in statuses for words in CODE_WORDS)
    assert not any("Expects" in text for text in statuses)


@pytest.mark.parametrize("speed", SPEEDS)
def test_the_practice_setting_shows_each_computer_reason_right_after_its_move(qtbot, speed):
    window = practice_window(qtbot, speed, practice=True)
    events = play_one_hand(qtbot, window, seed=5)
    hand = window.controller.game.hand
    computer_moves = [seat for seat, a in hand.history if seat != 0 and not isinstance(a, Play)]
    moves = [seat for kind, seat in events if kind == "move" and seat != 0]
    assert moves == computer_moves
    for index, (kind, seat) in enumerate(events):
        if kind != "move" or seat == 0:
            continue
        after = events[index + 1 : index + 3]  # its reasons, and their status line
        assert ("reasoned", seat) in after, events[index : index + 3]
        status = [text for kind, text in after if kind == "status"]
        assert len(status) == 1 and status[0].startswith(seat_name(seat, 4) + ":")
        assert any(why_text(code) in status[0] for code in REASON_CODES), status[0]


def test_hand_history_shows_the_reasons_of_a_kept_hand_and_not_of_an_imported_one(qtbot, tmp_path):
    window = practice_window(qtbot, "off", practice=False)
    play_one_hand(qtbot, window, seed=6)
    bids = computer_bids(window)
    history = window.dialogs.open_history()
    assert history.list.count() == 1 and history.reasons_button.isEnabled()
    dialog = open_reasons_from(qtbot, window, history.reasons_button)
    shown = [(r.seat, r.action) for r in dialog.reasons if r.phase.value == "bid"]
    assert shown == bids
    rows = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert len(rows) == len(dialog.reasons) and rows[0].startswith(seat_name(bids[0][0], 4))
    dialog.reject()
    exported = tmp_path / "hand.json"
    history.export_to(exported)
    assert history.import_file(exported)  # a plain record: no seeds, no computers
    assert not history.reasons_button.isEnabled()
