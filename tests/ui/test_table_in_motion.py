"""The table at the animation speed people use ("normal"): once the cards have come to
rest, every card lies at its home, raised where the person's decision raises it. Bugs that
show only while cards move: a stale sort move finishing after the raise, a resize or a new
game in the middle of a deal."""

from __future__ import annotations

import pytest
from helpers.table_driver import WAIT_MS, Person, every_card, make_window, misplaced, short_rules

from okpitch_desktop.engine import Phase

SEED = 7
SPEEDS = ["normal", "off"]


def at_rest(qtbot, window) -> list[str]:
    """Wait until nothing moves on the table; the cards that are not at their homes."""
    qtbot.waitUntil(lambda: not window.scene.animator.busy, timeout=WAIT_MS)
    return misplaced(window.scene)


def raised(window) -> set[int]:
    """The person's cards that stand above the others."""
    items = window.scene.hands[0]
    lowest = max(item.pos().y() for item in items)  # larger y is lower on screen
    return {item.card for item in items if item.pos().y() < lowest - 1}


@pytest.mark.parametrize("speed", SPEEDS)
def test_legal_cards_rest_raised_on_every_play_turn(qtbot, speed):
    window = make_window(qtbot, speed=speed)
    person = Person(qtbot, window, seed=SEED)
    window.new_game(short_rules(4), seed=SEED)
    checked = []

    def check(observation) -> None:
        if observation.phase is not Phase.PLAY:
            return
        assert at_rest(qtbot, window) == []
        legal = set(observation.legal_cards)
        if len(legal) < len(observation.hand):
            assert raised(window) == legal
            checked.append(observation)

    person.play_until(on_turn=check, stop_at_summary=True)
    assert checked, "no play turn with a card that may not be played"


@pytest.mark.parametrize("speed", SPEEDS)
@pytest.mark.parametrize("phase", [Phase.EXCHANGE, Phase.DISCARD])
def test_chosen_cards_rest_raised_for_an_exchange_or_discard(qtbot, speed, phase):
    window = make_window(qtbot, speed=speed)
    person = Person(qtbot, window, seed=SEED)
    window.new_game(short_rules(4), seed=SEED)
    turn = person.play_until(stop=lambda o: o.phase is phase)
    assert at_rest(qtbot, window) == []
    chosen = list(turn.display_hand[: max(1, window.turn.needed)])
    for card in chosen:
        person.click_card(card)
    assert window.turn.chosen == chosen
    assert at_rest(qtbot, window) == []
    assert raised(window) == set(chosen)
    person.click_card(chosen[0])  # chosen again: no longer
    assert at_rest(qtbot, window) == []
    assert raised(window) == set(chosen[1:])


@pytest.mark.parametrize("speed", SPEEDS)
def test_a_resize_during_the_deal_puts_every_card_home(qtbot, speed):
    window = make_window(qtbot, speed=speed)
    window.new_game(short_rules(4), seed=SEED)
    if speed != "off":
        assert window.scene.animator.busy  # the deal is flying
    window.resize(1000, 700)
    qtbot.waitUntil(lambda: window.view.viewport().width() == 1000, timeout=WAIT_MS)
    assert at_rest(qtbot, window) == []


@pytest.mark.parametrize("speed", SPEEDS)
def test_a_new_game_in_the_middle_of_the_deal_starts_clean(qtbot, speed):
    window = make_window(qtbot, speed=speed)
    person = Person(qtbot, window, seed=SEED)
    window.new_game(short_rules(6), seed=SEED)
    window.new_game(short_rules(4), seed=SEED + 1)
    first = person.play_until(stop=lambda o: True)
    assert at_rest(qtbot, window) == []
    assert len(every_card(window.scene)) == 54
    assert sorted(item.card for item in window.scene.hands[0]) == sorted(first.hand)
    assert len(window.scene.hands) == 4
