"""The table tells the game at a glance: whose turn it is, which card wins the trick, what
each seat bid, the last trick, what a hint suggests, what came from the widow, whose pile
is whose; and it lays itself out again for another number of players."""

from __future__ import annotations

import pytest
from helpers.table_driver import WAIT_MS, Person, make_window, short_rules
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction

from okpitch_desktop.app.table_news import CardsExchanged, TrickWon
from okpitch_desktop.engine import Bid, Pass, Phase
from okpitch_desktop.ui.seat_names import TEAM_COLOURS, seat_name

SEED = 7
SPEEDS = ["normal", "off"]


def trigger(window, name: str) -> None:
    window.findChild(QAction, name).trigger()


def framed(window) -> list[int]:
    return [seat for seat, plate in enumerate(window.scene.decor.names) if plate.active]


@pytest.mark.parametrize("speed", SPEEDS)
def test_the_seat_to_act_is_framed_and_a_thinking_computer_says_so(qtbot, speed):
    window = make_window(qtbot, speed=speed)
    person = Person(qtbot, window, seed=SEED)
    seen: list[tuple[int, list[int], str]] = []
    controller = window.controller
    controller.ai_thinking.connect(  # connected after the table: it has been shown
        lambda seat: seen.append((seat, framed(window), window.scene.decor.names[seat].lines[0]))
    )
    controller.human_turn.connect(lambda o: seen.append((o.seat, framed(window), "")))
    window.new_game(short_rules(4), seed=SEED)
    person.play_until(stop=lambda o: o.phase is Phase.PLAY)
    assert len(seen) > 4
    for seat, frames, first_line in seen:
        assert frames == [seat]
        if seat != 0:
            assert first_line == f"{seat_name(seat, 4)} …"


@pytest.mark.parametrize("speed", SPEEDS)
def test_the_card_winning_the_trick_is_framed(qtbot, speed):
    window = make_window(qtbot, speed=speed)
    person = Person(qtbot, window, seed=SEED)
    checked: list[int] = []

    def check(seat: int) -> None:  # after the table has framed the card
        hand = window.controller.game.hand
        winning = (hand.leader + hand.order.trick_winner(hand.trick)) % 4  # R7, by the engine
        assert seat == winning
        framed_item = window.scene.winning.card
        assert framed_item is window.scene.trick.card_of(winning)
        checked.append(winning)

    window.controller.trick_winning.connect(check)
    window.new_game(short_rules(4), seed=SEED)
    person.play_until(stop_at_summary=True)
    assert len(checked) >= 18  # three cards of each of the six tricks


def test_each_seats_bids_stay_on_its_plate_for_the_whole_hand(qtbot):
    window = make_window(qtbot)
    person = Person(qtbot, window, seed=SEED)
    window.new_game(short_rules(4), seed=SEED)
    person.play_until(stop=lambda o: o.phase is Phase.PLAY and len(o.tricks) == 2)
    said: dict[int, list[str]] = {seat: [] for seat in range(4)}
    for seat, action in window.controller.game.hand.history:
        if isinstance(action, Bid | Pass):
            said[seat].append("Pass" if isinstance(action, Pass) else str(action.points))
    for seat, plate in enumerate(window.scene.decor.names):
        assert plate.lines[0].startswith(seat_name(seat, 4))
        assert plate.lines[1:] == ([", ".join(said[seat])] if said[seat] else [])


@pytest.mark.parametrize("speed", SPEEDS)
def test_a_hint_raises_the_card_or_chooses_the_cards(qtbot, speed):
    window = make_window(qtbot, speed=speed)
    person = Person(qtbot, window, seed=SEED)
    window.new_game(short_rules(4), seed=SEED)
    turn = person.play_until(stop=lambda o: o.phase is Phase.DISCARD)
    with qtbot.waitSignal(window.controller.hint_ready, timeout=WAIT_MS) as hint:
        trigger(window, "hint_action")
    advised = list(hint.args[0].action.cards)
    assert window.turn.chosen == advised and len(advised) == turn.discard_count
    assert window.bar.confirm.isEnabled()  # ready to confirm, or to change
    person.turns.clear()
    person.click_button(window.bar.confirm)
    turn = person.play_until(stop=lambda o: o.phase is Phase.PLAY and len(o.legal_cards) > 1)
    with qtbot.waitSignal(window.controller.hint_ready, timeout=WAIT_MS) as hint:
        trigger(window, "hint_action")
    card = hint.args[0].action.card
    qtbot.waitUntil(lambda: not window.scene.animator.busy, timeout=WAIT_MS)
    items = {item.card: item for item in window.scene.hands[0]}
    assert window.scene.hinted.card is items[card]
    others = [item.pos().y() for c, item in items.items() if c != card]
    assert items[card].pos().y() < min(others)  # it stands above every other card


def test_the_last_trick_lies_on_the_table_until_the_key_is_let_go_or_a_click(qtbot):
    window = make_window(qtbot)
    person = Person(qtbot, window, seed=SEED)
    window.new_game(short_rules(4), seed=SEED)
    trigger(window, "last_trick_action")
    assert not window.scene.last_trick_view.shown
    assert window.statusBar().currentMessage() == "No trick has been played yet."
    person.play_until(stop=lambda o: o.phase is Phase.PLAY and len(o.tricks) == 1)
    trick = window.controller.game.hand.tricks[0]
    trigger(window, "last_trick_action")
    view = window.scene.last_trick_view
    assert view.shown
    assert [item.card for item in view.cards] == list(trick.cards)
    table = window.scene.table
    for index, item in enumerate(view.cards):
        assert item.pos() == table.trick_position((trick.leader + index) % 4)
    assert view.ring.card is view.cards[(trick.winner - trick.leader) % 4]
    assert seat_name(trick.winner, 4) in view.caption.lines[0]
    qtbot.keyRelease(window.view, Qt.Key.Key_L)
    assert not view.shown
    trigger(window, "last_trick_action")
    qtbot.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, pos=window.view.rect().center()
    )
    assert not view.shown
    assert window.controller.game.hand.to_act == 0  # the click played no card


def test_speed_off_keeps_a_pause_over_the_finished_trick(qtbot):
    window = make_window(qtbot, speed="off", trick_pause_ms=300)
    person = Person(qtbot, window, seed=SEED)
    held: list[bool] = []

    def at_trick_won(won: TrickWon) -> None:  # after the table's own slot
        scene = window.scene
        last = scene.piles[scene.rules.team_of(won.winner)][-4:]
        held.append(scene.animator.busy and all(
            item.pos() == scene.table.trick_position(seat)
            for (seat, _card), item in zip(scene.last_trick_seats, last, strict=True)
        ))  # fmt: skip

    window.controller.trick_won.connect(at_trick_won)
    window.new_game(short_rules(4), seed=SEED)
    person.play_until(stop=lambda o: o.phase is Phase.PLAY and len(o.tricks) == 2)
    assert held == [True, True]


def test_cards_received_from_the_widow_glow(qtbot):
    window = make_window(qtbot)
    person = Person(qtbot, window, seed=SEED)
    glowing: list[tuple[list, list]] = []

    def exchanged(exchange: CardsExchanged) -> None:
        if exchange.seat == 0:
            glowing.append(([ring.card.card for ring in window.scene.received], exchange.received))

    window.controller.cards_exchanged.connect(exchanged)
    window.new_game(short_rules(4), seed=SEED)
    person.play_until(stop=lambda o: o.phase is Phase.DISCARD)
    assert glowing, "the person exchanged nothing"
    shown, received = glowing[0]
    assert sorted(shown) == sorted(received)


def test_piles_widow_and_discards_are_labelled(qtbot):
    window = make_window(qtbot)
    person = Person(qtbot, window, seed=SEED)
    window.new_game(short_rules(4), seed=SEED)
    decor = window.scene.decor
    person.play_until(stop=lambda o: o.phase is Phase.BID)
    assert decor.widow_label.isVisible() and decor.widow_label.lines == ["Widow"]
    assert not decor.discard_label.isVisible()
    person.play_until(stop=lambda o: o.phase is Phase.PLAY and len(o.tricks) == 3)
    assert decor.discard_label.lines == ["Discards"]
    taken = [0, 0]
    for trick in window.controller.game.hand.tricks:
        taken[trick.winner % 2] += 1
    for team, label in enumerate(decor.pile_labels):
        expected = [] if not taken[team] else [
            f"{'Us' if team == 0 else 'Them'}: {taken[team]} trick{'s' * (taken[team] != 1)}"
        ]  # fmt: skip
        assert label.lines == expected


def test_six_player_teams_are_named_by_their_players_in_their_colours(qtbot):
    window = make_window(qtbot)
    Person(qtbot, window, seed=SEED)
    window.new_game(short_rules(6), seed=SEED)
    board = window.scene.decor.board_lines
    assert [line.split(":")[0] for line, _ in board[1:]] == [
        "Us", "West & North-east", "North-west & East"]  # fmt: skip
    assert [colour for _, colour in board[1:]] == list(TEAM_COLOURS)


def test_the_keyboard_frame_follows_a_resize(qtbot):
    window = make_window(qtbot)
    person = Person(qtbot, window, seed=SEED)
    window.new_game(short_rules(4), seed=SEED)
    person.play_until(stop=lambda o: o.phase is Phase.PLAY)
    ring = window.scene.ring
    card = ring.card
    assert card is not None
    window.resize(900, 640)
    qtbot.waitUntil(lambda: window.scene.table.width == window.view.viewport().width(),
                    timeout=WAIT_MS)  # fmt: skip
    assert ring.card is card
    assert ring.boundingRect().contains(card.boundingRect())
    assert ring.boundingRect().width() < card.boundingRect().width() * 1.2


def test_six_players_then_four_lays_the_table_out_for_four(qtbot):
    window = make_window(qtbot)
    person = Person(qtbot, window, seed=SEED)
    window.new_game(short_rules(6), seed=SEED)
    person.play_until(stop=lambda o: o.phase is Phase.BID)
    window.new_game(short_rules(4), seed=SEED)
    person.play_until(stop=lambda o: o.phase is Phase.BID)
    scene = window.scene
    decor = scene.decor
    assert len(decor.names) == 4 and len(scene.hands) == 4
    for seat, plate in enumerate(decor.names):
        assert plate.lines[0].startswith(seat_name(seat, 4))
        hand = scene.hands[seat][len(scene.hands[seat]) // 2].pos()  # its middle card
        label = scene.table.label_position(seat)
        assert (
            plate.sceneBoundingRect().center() - label
        ).manhattanLength() < scene.table.card_width
        assert (hand - scene.table.seat_anchor(seat)).manhattanLength() < 3 * scene.table.card_width
    button = decor.button.pos()
    dealer_plate = decor.names[window.controller.game.dealer].sceneBoundingRect()
    assert abs(button.y() - dealer_plate.center().y()) < 1
    assert isinstance(button, QPointF)


@pytest.mark.parametrize("game_point", ["count", "ten_of_trump"])
def test_the_summary_shows_the_card_count_only_when_it_decides_game(qtbot, game_point):
    window = make_window(qtbot)
    person = Person(qtbot, window, seed=SEED)
    window.new_game(short_rules(4, game_point=game_point), seed=SEED)
    person.play_until(stop_at_summary=True)
    label = person.summary_open().hand.point_labels["game"]
    assert ("(count " in label) == (game_point == "count"), label


@pytest.mark.parametrize("speed", SPEEDS)
def test_the_status_line_names_who_took_the_trick(qtbot, speed):
    window = make_window(qtbot, speed=speed, trick_pause_ms=200)
    person = Person(qtbot, window, seed=SEED)
    seen: list[tuple[str, int]] = []
    window.controller.trick_won.connect(  # connected after the window: it has spoken
        lambda won: seen.append((window.statusBar().currentMessage(), won.winner))
    )
    window.new_game(short_rules(4), seed=SEED)
    person.play_until(stop=lambda o: o.phase is Phase.PLAY and len(o.tricks) == 3)
    assert len(seen) == 3
    for message, winner in seen:
        assert message == f"Trick taken by {seat_name(winner, 4)}"
