"""A whole game without a mouse, and what the keyboard and screen readers are told."""

from __future__ import annotations

from helpers.services_driver import open_window
from helpers.table_driver import WAIT_MS, KeyboardPerson, make_window, short_rules
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

from okpitch_desktop.engine import Phase
from okpitch_desktop.ui.seat_names import seat_name, spoken_card
from okpitch_desktop.ui.turn.explanations import refusal_text

SEED = 7  # the person bids, names trump, exchanges, discards and plays (checked below)


def test_a_whole_game_played_with_the_keyboard_alone(qtbot):
    window = make_window(qtbot, speed="off")
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=WAIT_MS)
    person = KeyboardPerson(qtbot, window, seed=SEED)
    window.new_game(short_rules(4), seed=SEED)
    assert person.play_until() is None
    assert person.over and window.controller.game.over
    assert person.refusals == []
    assert {Phase.BID, Phase.TRUMP, Phase.EXCHANGE, Phase.DISCARD, Phase.PLAY} <= set(person.phases)


def test_arrows_move_a_visible_focus_said_for_screen_readers(qtbot):
    window = make_window(qtbot, speed="off")
    window.activateWindow()
    person = KeyboardPerson(qtbot, window, seed=SEED)
    window.new_game(short_rules(4), seed=SEED)
    turn = person.play_until(stop=lambda o: o.phase is Phase.PLAY and 0 < len(o.legal_cards)
                             < len(o.hand))  # fmt: skip
    scene = window.scene
    person.press(Qt.Key.Key_Home)
    seen = []
    for _ in turn.hand:
        card = window.turn.focus_card()
        legal = card in turn.legal_cards
        expected = f"{spoken_card(card)}, {'legal' if legal else 'cannot be played now'}"
        assert window.view.accessibleDescription() == expected
        assert scene.ring.isVisible() and scene.ring.parentItem().card == card
        seen.append(card)
        person.press(Qt.Key.Key_Right)
    assert sorted(seen) == sorted(turn.hand)
    assert window.turn.focus_card() == seen[-1]  # stops at the last card

    # Enter on a card that may not be played: refused with the reason, nothing played.
    illegal = next(card for card in turn.hand if card not in turn.legal_cards)
    person.focus_on(illegal)
    person.press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(person.refusals), timeout=WAIT_MS)
    refused = person.refusals[-1]
    said = refusal_text(refused.code, refused.params, refused.message)
    assert window.statusBar().currentMessage() == said
    assert window.statusBar().accessibleDescription() == window.statusBar().currentMessage()
    assert len(scene.hands[0]) == len(turn.hand)


def test_escape_clears_the_chosen_cards(qtbot):
    window = make_window(qtbot, speed="off")
    window.activateWindow()
    person = KeyboardPerson(qtbot, window, seed=SEED)
    window.new_game(short_rules(4), seed=SEED)
    turn = person.play_until(stop=lambda o: o.phase is Phase.DISCARD)
    person.focus_on(turn.hand[0])
    person.press(Qt.Key.Key_Space)
    assert window.turn.chosen == [turn.hand[0]]
    assert window.view.accessibleDescription().endswith(", selected")
    person.press(Qt.Key.Key_Escape)
    assert window.turn.chosen == []
    assert window.bar.confirm.text() == f"Choose {turn.discard_count} more"


def test_a_digit_that_is_not_a_legal_bid_is_explained(qtbot):
    window = make_window(qtbot, speed="off")
    window.activateWindow()
    person = KeyboardPerson(qtbot, window, seed=SEED)
    window.new_game(short_rules(4), seed=SEED)
    turn = person.play_until(stop=lambda o: o.phase is Phase.BID and o.bid_holder is not None)
    person.press(getattr(Qt.Key, f"Key_{turn.bid}"))  # the standing bid itself
    assert window.controller.game.hand.to_act == 0  # nothing was bid
    assert f"You cannot bid {turn.bid} now" in window.statusBar().currentMessage()


def test_every_menu_action_has_a_shortcut(qtbot):
    window = open_window(qtbot, settings=None, autosave=False)
    missing = []
    for menu_action in window.menuBar().actions():
        for action in _all_actions(menu_action.menu()):
            if action.shortcut().isEmpty():
                missing.append(action.text())
    assert missing == []
    shortcuts = [a.shortcut().toString() for m in window.menuBar().actions()
                 for a in _all_actions(m.menu())]  # fmt: skip
    assert len(shortcuts) == len(set(shortcuts)), shortcuts
    for box in list(window.dialogs.boxes):
        box.close()


def _all_actions(menu) -> list[QAction]:
    found = []
    for action in menu.actions():
        if action.isSeparator():
            continue
        if action.menu() is not None:
            found += _all_actions(action.menu())
        else:
            found.append(action)
    return found


def test_every_control_can_be_named_by_a_screen_reader(qtbot):
    from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QLineEdit, QSpinBox

    from okpitch_desktop.app.settings import Settings
    from okpitch_desktop.ui.dialogs.settings import SettingsDialog

    window = make_window(qtbot, speed="off")
    person = KeyboardPerson(qtbot, window, seed=SEED)
    window.new_game(short_rules(4), seed=SEED)
    person.play_until(stop=lambda o: o.phase is Phase.BID)
    dialog = SettingsDialog(Settings(), parent=window)
    qtbot.addWidget(dialog)
    for top in (window, dialog):
        labelled = {label.buddy() for label in top.findChildren(QLabel) if label.buddy()}
        controls = [c for kind in (QAbstractButton, QComboBox, QSpinBox, QLineEdit)
                    for c in top.findChildren(kind)]  # fmt: skip
        for control in controls:
            if not control.isVisibleTo(top) or control.objectName().startswith("qt_"):
                continue  # hidden, or a part of a Qt control (a spin box's line edit)
            text = control.text() if isinstance(control, QAbstractButton) else ""
            assert control.accessibleName() or text or control in labelled, control
    assert window.view.accessibleName() == "Card table"
    assert window.statusBar().accessibleName() == "Status"


def test_what_happens_at_the_table_is_announced(qtbot):
    window = make_window(qtbot, speed="off")
    window.activateWindow()
    person = KeyboardPerson(qtbot, window, seed=SEED)
    played: list[tuple[int, int]] = []
    window.controller.card_played.connect(lambda event: played.append((event.seat, event.card)))
    window.new_game(short_rules(4), seed=SEED)
    person.play_until(stop=lambda o: o.phase is Phase.PLAY and len(o.trick) == 0 and played)
    spoken = window.announcer.spoken
    for seat, card in played:
        assert f"{seat_name(seat, 4)}: {spoken_card(card)}" in spoken
    assert any(line.startswith("Trick taken by ") for line in spoken)
    assert any(": bid " in line or line.endswith(": pass") for line in spoken)
