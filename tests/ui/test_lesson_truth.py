"""Help > Learn to play tells the truth (issue 62), in the real lesson window at speed normal
and off: Escape clears the choice and never closes the lesson, closing it asks first; a
refused move is explained from the position and the lesson's move, and the refusal goes once
the right move is made; the scoring line gives Low by the rule in force (R8); every step's
words are checked against the position; the end breaks the hand's points down."""

from __future__ import annotations

import pytest
from helpers.table_driver import WAIT_MS, Person, window_at_turn
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox

from okpitch_desktop.ai.search.knowledge import known_voids, order_of, unseen_cards
from okpitch_desktop.app.computers.advice import Advice, advise_from
from okpitch_desktop.engine import (
    Bid,
    Exchange,
    HandState,
    Observation,
    Phase,
    RuleSet,
    replay_record,
)
from okpitch_desktop.engine.report import hand_report
from okpitch_desktop.engine.scoring import point_cards
from okpitch_desktop.ui.practice.lesson_table import LessonTable
from okpitch_desktop.ui.seat_names import card_label
from okpitch_desktop.ui.turn.explanations import hint_text

SPEEDS = ["normal", "off"]
LABELS = {"high": "High", "low": "Low", "jack": "Jack", "off_jack": "Off-jack",
          "high_joker": "High joker", "low_joker": "Low joker", "game": "Game"}  # fmt: skip


def open_lesson(qtbot, speed: str) -> tuple[LessonTable, Person]:
    window = window_at_turn(qtbot, speed)
    window.findChild(QAction, "lesson_action").trigger()
    table = window.dialogs.lesson_table
    assert isinstance(table, LessonTable) and table.isVisible()
    return table, Person(qtbot, table)


def next_turn(qtbot, table: LessonTable, person: Person) -> Observation | None:
    """The person's next turn once its check has come (None at the end)."""
    done = table.line.done.isVisible  # the hand is over
    qtbot.waitUntil(lambda: bool(person.turns) or done(), timeout=WAIT_MS)
    if done():
        return None
    seen = person.turns[-1]
    coach = table.controller.coach
    qtbot.waitUntil(lambda: coach.check is not None and coach.check.observation == seen,
                    timeout=WAIT_MS)  # fmt: skip
    return seen


def leave_box(table: LessonTable) -> QMessageBox:
    """The one open "Leave the lesson?" question."""
    shown = [b for b in table.findChildren(QMessageBox, "leave_lesson_box") if b.isVisible()]
    assert len(shown) == 1, shown
    return shown[0]


def make(person: Person, table: LessonTable) -> None:
    """The lesson's move, by clicks."""
    move = table.lesson.move_now()
    person.turns.clear()
    person.act(move)


@pytest.mark.parametrize("speed", SPEEDS)
def test_escape_clears_the_choice_and_closing_asks(qtbot, speed):
    table, person = open_lesson(qtbot, speed)
    next_turn(qtbot, table, person)
    qtbot.keyClick(table.view, Qt.Key.Key_Escape)  # bidding: nothing chosen, nothing closes
    assert table.isVisible() and table.lesson.move_now() == Bid(2)
    window = table.parent()
    window.findChild(QAction, "lesson_action").trigger()  # one lesson at a time: this one
    assert window.dialogs.lesson_table is table and table.isVisible()
    assert not [b for b in table.findChildren(QMessageBox) if b.isVisible()]
    while next_turn(qtbot, table, person).phase is not Phase.EXCHANGE:
        make(person, table)
    give = table.lesson.move_now()
    assert isinstance(give, Exchange)
    for card in give.cards[:2]:
        person.click_card(card)
    assert sorted(table.turn.chosen) == sorted(give.cards[:2])
    qtbot.keyClick(table.bar.confirm, Qt.Key.Key_Escape)  # the focus on the bar
    assert table.isVisible() and table.turn.chosen == []

    table.close()  # the window's close button: asked first
    assert table.isVisible()
    box = leave_box(table)
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    assert table.isVisible() and not box.isVisible()
    make(person, table)  # the lesson goes on
    assert next_turn(qtbot, table, person).phase is Phase.DISCARD

    table.close()
    box = leave_box(table)
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert not table.isVisible()


@pytest.mark.parametrize("speed", SPEEDS)
def test_a_refused_move_says_why(qtbot, speed):
    table, person = open_lesson(qtbot, speed)
    line = table.line
    next_turn(qtbot, table, person)
    check = table.controller.coach.check
    person.click_button(person.bar_button("7"))
    assert [r.code for r in person.refusals] == ["lesson"]
    seven = next(v for v in check.values if v.action == Bid(7))
    best = check.values[0]
    text = line.do.text()
    percent = f"{round(100 * seven.odds.make_chance)}%"
    assert text.startswith("Not this one: the lesson follows one recorded hand. Bid 7: ")
    assert f"makes 7 in {percent} of the simulated deals" in text
    assert f"against bid {best.action.points}" in text  # what it gives away, and to what
    assert "\nDo: Bid 2" in text and table.controller.game.hand.history == []


@pytest.mark.parametrize("speed", SPEEDS)
def test_the_refusal_goes_once_the_right_move_is_made(qtbot, speed):
    table, person = open_lesson(qtbot, speed)
    line, said = table.line, []

    def record(_observation: Observation) -> None:  # as the table is told of each move
        said.append(line.do.text())

    next_turn(qtbot, table, person)
    person.click_button(person.bar_button("7"))
    assert "Not this one" in line.do.text()
    table.controller.person_sees.connect(record)
    person.turns.clear()
    person.act(Bid(2))
    qtbot.waitUntil(lambda: bool(said), timeout=WAIT_MS)
    table.controller.person_sees.disconnect(record)
    assert table.controller.game.hand.history[0] == (0, Bid(2))
    assert "Not this one" not in said[0] and "Not this one" not in line.do.text()


def claims_hold(seen: Observation, advice: Advice, truth: HandState) -> None:
    """Each reason of the lesson's move is true of the position, and of the real deal
    (``truth``) where it says something absolute of the others' hands."""
    others = [s for s in range(seen.rules.players) if s != seen.seat]
    for reason in advice.reasons:
        code, params = reason.code, reason.params
        if code == "only_card":
            assert len(seen.legal_cards) == 1
        if code in ("trumps_held", "keeps_trumps"):
            assert set(params["cards"]) <= set(seen.hand)
        if seen.trump is None:
            continue
        order = order_of(seen)
        held = [c for s in others for c in truth.hands[s] if order.is_trump(c)]
        if code == "draws_trumps":  # someone may still hold one: not all shown out of trump
            voids = known_voids(seen)
            assert any(order.trump not in voids[s] for s in others), advice
            assert 0 < params["count"] <= sum(order.is_trump(c) for c in unseen_cards(seen))
        if code == "no_trumps_out":
            assert not held, advice
        if code == "top_trump":
            card = advice.action.card
            assert all(order.strength[c] < order.strength[card] for c in held), advice


@pytest.mark.parametrize("speed", SPEEDS)
def test_every_step_is_true_of_its_position(qtbot, speed):
    table, person = open_lesson(qtbot, speed)
    line, record = table.line, table.lesson.record
    played = replay_record(record)
    kinds = []
    while (seen := next_turn(qtbot, table, person)) is not None:
        move = table.lesson.move_now()
        heading, text, do = line.heading.text(), line.text.text(), line.do.text()
        advice = advise_from(table.controller.coach.check, move)
        assert do == "Do: " + hint_text(advice)  # the lesson's move, explained
        claims_hold(seen, advice, played.rewound(len(table.controller.game.hand.history)))
        if seen.phase is Phase.PLAY:
            last = len(seen.tricks) == 5
            leading = not seen.trick
            assert ("The winner leads next" in text) == (not last and not leading), text
            assert ("you lead" in text) == (leading and not last and bool(seen.tricks)), text
            if not seen.tricks and leading:
                assert "the team that plays the highest and the lowest trump" in text
                assert "takes High" not in text and "Low (the lowest)" not in text
            if last:
                assert heading == "The last trick" and "draw" not in do.lower()
        kinds.append(heading)
        make(person, table)
    assert kinds[-1] == "The last trick" and kinds.count("Playing") == 4


@pytest.mark.parametrize("speed", SPEEDS)
def test_the_end_breaks_the_points_down(qtbot, speed):
    table, person = open_lesson(qtbot, speed)
    line = table.line
    played = replay_record(table.lesson.record)
    while next_turn(qtbot, table, person) is not None:
        make(person, table)
    report = hand_report(played)
    lines = line.do.text().split("\n")
    order = played.order
    seats = {c: (t.leader + i) % 4 for t in played.tricks for i, c in enumerate(t.cards)}
    names = ["You", "West", "North", "East"]
    expected = []
    for name, team in report.points.items():
        if name == "three":
            continue
        whose = {0: "your team", 1: "the other team", None: "nobody"}[team]
        card = report.point_cards[name]
        label = LABELS[name]
        if name == "game":
            us, them = report.game_counts
            expected.append(f"Game: {whose}, {max(us, them)} card points against {min(us, them)}")
        elif name in ("high", "low"):
            who = "you" if seats[card] == 0 else names[seats[card]]
            expected.append(f"{label}: {card_label(card)}, played by {who}: {whose}")
        else:
            assert card in point_cards(order, played.rules)
            expected.append(f"{label}: {card_label(card)}, taken by {whose}")
    assert lines == expected
    assert "Low: 4♣, played by North: your team" in lines  # R8: Low to who played it
    assert line.text.text().startswith("Your team made its bid of 4: it scores the 6 points")


def test_the_scoring_line_follows_the_rule_in_force():
    from okpitch_desktop.ui.practice.lesson_words import first_lead_text

    played = first_lead_text(RuleSet())
    captured = first_lead_text(RuleSet(low_point="captured", game_point="ten_of_trump"))
    assert "High and Low go to the team that plays the highest and the lowest trump" in played
    assert "Low to the team that takes the lowest" in captured
    assert "the team that takes the ten of trump" in captured
