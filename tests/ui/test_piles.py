"""The table's card homes (ui/table/piles.py) without a scene: which cards each holds, in order,
and where each lies on a table of a given size."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from okpitch_desktop.ui.table.layout import TableLayout
from okpitch_desktop.ui.table.piles import (
    HAND_Z,
    TRICK_Z,
    Hand,
    Spot,
    Trick,
    discard_stack,
    widow_stack,
    won_pile,
)

TABLE = TableLayout(1280, 800, 4)


def test_a_hand_fans_its_cards_along_its_seat_in_order():
    hand = Hand(1)
    hand.extend(["a", "b", "c"])
    assert hand.spots(TABLE) == [
        Spot(TABLE.hand_position(1, index, 3), TABLE.seat_rotation(1), HAND_Z + index)
        for index in range(3)
    ]


def test_the_persons_hand_lifts_a_card_by_its_lift_in_card_heights():
    hand = Hand(0, lift=lambda card: 0.5 if card == "b" else 0.0)
    hand.extend(["a", "b"])
    flat, lifted = hand.spots(TABLE)
    assert flat.pos == TABLE.hand_position(0, 0, 2)
    assert lifted.pos == TABLE.hand_position(0, 1, 2) - QPointF(0, 0.5 * TABLE.card_height)


def test_each_trick_card_lies_towards_the_seat_that_played_it():
    trick = Trick()
    trick.play(2, "first")
    trick.play(3, "second")
    assert trick.played() == [(2, "first"), (3, "second")]
    assert trick.card_of(3) == "second" and trick.card_of(0) is None
    assert trick.spots(TABLE) == [
        Spot(TABLE.trick_position(2), 0.0, TRICK_Z),
        Spot(TABLE.trick_position(3), 0.0, TRICK_Z + 1),
    ]


def test_a_collected_trick_leaves_no_card_and_no_seat_behind():
    trick = Trick()
    trick.play(1, "x")
    trick.play(2, "y")
    assert trick.clear() == ["x", "y"]
    assert len(trick) == 0 and trick.seats == [] and trick.spots(TABLE) == []


def test_a_trick_card_comes_only_with_the_seat_that_played_it():
    with pytest.raises(TypeError):
        Trick().append("x")


@pytest.mark.parametrize(
    ("stack", "anchor", "step", "rotation"),
    [
        (won_pile(1), TABLE.pile_position(1), QPointF(0, -0.4), 0.0),
        (widow_stack(), TABLE.widow_position(), QPointF(0.5, -0.5), 0.0),
        (discard_stack(), TABLE.discard_position(), QPointF(0.4, -0.4), 8.0),
    ],
    ids=["won", "widow", "discards"],
)
def test_a_stack_steps_each_card_up_from_its_anchor(stack, anchor, step, rotation):
    stack.extend(["a", "b", "c"])
    assert stack.spots(TABLE) == [
        Spot(anchor + step * index, rotation, index) for index in range(3)
    ]


def test_a_draw_takes_the_first_cards_and_keeps_the_rest_in_order():
    widow = widow_stack()
    widow.extend(["a", "b", "c", "d"])
    assert widow.take(3) == ["a", "b", "c"]
    assert list(widow) == ["d"] and widow.spots(TABLE)[0].pos == TABLE.widow_position()


def test_a_pile_holds_each_card_item_by_identity():
    same_face = [[1], [1]]  # equal values, two items
    hand = Hand(2)
    hand.extend(same_face)
    hand.remove(same_face[1])
    assert hand.items[0] is same_face[0] and same_face[1] not in hand
    assert hand.index(same_face[0]) == 0 and hand[-1:] == [same_face[0]]
