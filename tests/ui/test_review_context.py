"""The Review gives a card decision its context (issue 62): the trick so far on a small
table, drawn from the hand record up to that decision (each card by its id, where its seat
played it, the lead and the trump), and the value said in words: what the choice is worth
against the best, in points, with a tooltip that says what a value is."""

from __future__ import annotations

from helpers.planted_reviews import planted, planted_review
from helpers.table_driver import REVIEW_MS, make_window
from PySide6.QtCore import QPoint

from okpitch_desktop.ai.review.hand_review import step_names
from okpitch_desktop.app.computers.advice import Advice
from okpitch_desktop.app.computers.child_jobs import ReviewedHand
from okpitch_desktop.app.review.trick_at import trick_before
from okpitch_desktop.engine import Action, Play, replay_record
from okpitch_desktop.engine.cards import parse_card
from okpitch_desktop.ui.dialogs.review import ReviewDialog

FELT = (0x1F, 0x6B, 0x3A)


def best_is_the_jack_of_clubs(action: Action, cost: float) -> tuple:
    """A costly decision's best is the Jack of clubs, worth 0.5 (a planted value)."""
    best = Play(parse_card("JC")) if cost else action
    return (action, 0.5 - cost, best, 0.5, cost, cost >= 0.5, Advice(best))


def review_of(record: dict, seat: int, costs: dict[str, float]) -> ReviewedHand:
    """A review of ``seat`` whose decisions cost ``costs`` by step (no search)."""
    return planted_review(record, seat, costs, best_is_the_jack_of_clubs)


def open_at(qtbot, record: dict, seat: int, step: str, costs: dict[str, float]) -> ReviewDialog:
    reviewed = review_of(record, seat, costs)
    dialog = ReviewDialog(record, seat, reviewed=reviewed)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.list.setCurrentRow([d.step for d in reviewed.decisions].index(step))
    dialog.trick.grab()  # paints the picture now
    return dialog


def test_a_card_decision_shows_the_trick_so_far_by_its_cards(qtbot):
    record = planted()  # trick 1: West (1) leads K♠, North (2) follows with J♠
    dialog = open_at(qtbot, record, 2, "plays[1]", {"plays[1]": 1.37})
    picture = dialog.trick
    assert picture.isVisible()
    assert picture.painted == ((1, parse_card("KS")),)  # West's K♠, nothing after it
    trick = picture.trick
    assert (trick.number, trick.leader, trick.seat, trick.trump) == (1, 1, 2, 0)
    assert "Trump ♠" in picture.toolTip() and "West: K♠" in picture.toolTip()
    image = picture.grab().toImage()
    middle = picture.place(1).toPoint()
    assert image.pixelColor(middle).getRgb()[:3] != FELT  # a card lies at West's place
    empty = picture.place(3).toPoint()  # East has not played
    assert image.pixelColor(empty + QPoint(0, 0)).getRgb()[:3] == FELT


def test_later_in_the_hand_the_trick_holds_only_the_cards_before_the_decision(qtbot):
    record = planted()
    state = replay_record(record)
    steps = step_names(state)
    for step in (s for s in steps if s.startswith("plays[")):
        index = steps.index(step)
        before = state.rewound(index)
        trick = trick_before(record, step)
        assert trick is not None and trick.seat == before.to_act
        assert [card for _seat, card in trick.played] == list(before.trick)
        n = int(step[6:-1])
        assert [card for _seat, card in trick.played] == [
            parse_card(c) for c in record["plays"][n - n % 4 : n]
        ]
        assert trick.number == n // 4 + 1
    assert trick_before(record, "bids[0]") is None and trick_before(record, "plays[99]") is None


def test_a_lead_shows_an_empty_table_and_a_bid_shows_no_picture(qtbot):
    record = planted()
    state = replay_record(record)
    steps = step_names(state)
    lead = next(s for i, s in enumerate(steps)
                if s.startswith("plays[") and state.rewound(i).trick == [])  # fmt: skip
    seat = state.rewound(steps.index(lead)).to_act
    dialog = open_at(qtbot, record, seat, lead, {})
    assert dialog.trick.isVisible() and dialog.trick.painted == ()
    assert "leads" in dialog.trick.toolTip()
    bid = next(d.step for d in dialog.reviewed.decisions if d.step.startswith("bids["))
    dialog.list.setCurrentRow([d.step for d in dialog.reviewed.decisions].index(bid))
    assert not dialog.trick.isVisible()


def test_the_value_is_said_in_points_against_the_best(qtbot):
    record = planted()
    dialog = open_at(qtbot, record, 2, "plays[1]", {"plays[1]": 1.37})
    words = dialog.detail.text()
    assert "You: J♠, costs 1.37 points against the best" in words
    assert "Best: J♣" in words  # black: no red span
    assert "yours −0.87, the best +0.5" in words
    assert "(value" not in words
    assert "minus yours is what your choice cost" in dialog.detail.toolTip()
    good = next(i for i, d in enumerate(dialog.reviewed.decisions) if d.cost == 0)
    dialog.list.setCurrentRow(good)
    words = dialog.detail.text()
    assert ", the best choice" in words and "Worth +0.5 points for your team" in words


def test_red_cards_are_written_in_red(qtbot):
    record = planted()
    reviewed = review_of(record, 2, {})
    exchange = next(d for d in reviewed.decisions if d.step.startswith("exchanges["))
    dialog = open_at(qtbot, record, 2, exchange.step, {})
    assert '<span style="color:#c00000">2♥</span>' in dialog.detail.text()


def test_the_review_the_window_opens_draws_the_trick_with_the_tables_cards(qtbot):
    """Hand history's Review (and the summary's, and game over's) opens through the window's
    ``open_review``: the real review runs, and the picture uses the table's card pictures."""
    window = make_window(qtbot)
    record = planted()
    dialog = window.open_review(record, 2)
    with qtbot.waitSignal(dialog.runner.finished, timeout=REVIEW_MS):
        pass
    assert dialog.trick.pixmaps is window.pixmaps
    steps = [decision.step for decision in dialog.reviewed.decisions]
    dialog.list.setCurrentRow(steps.index("plays[5]"))  # trick 2: West led 2♠
    dialog.trick.grab()
    assert dialog.trick.painted == ((1, parse_card("2S")),)
    assert "Trick 2 · Trump ♠" in dialog.trick.toolTip()
    dialog.reject()
