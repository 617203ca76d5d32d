"""Game > Undo and Claim the rest, and a settled hand finishing by itself, driven through
the real window at speed "normal" and "off": the table must show exactly the hand the
engine holds afterwards, every card at rest at its home."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers.table_driver import WAIT_MS, Person, make_window, misplaced, short_rules
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QCheckBox

from okpitch_desktop.engine import HandState, Phase, Play

SEED = 7
SPEEDS = ["normal", "off"]
CLAIMS = Path(__file__).parent.parent / "data" / "claims"


def shows_exactly(qtbot, window, hand: HandState) -> None:
    """Once nothing moves: the table holds the engine's hand, card for card."""
    scene, rules = window.scene, hand.rules
    qtbot.waitUntil(lambda: not scene.animator.busy, timeout=WAIT_MS)
    assert [item.card for item in scene.hands[0]] == list(hand.observation(0).display_hand)
    assert [len(items) for items in scene.hands] == [len(cards) for cards in hand.hands]
    assert [item.card for item in scene.trick] == hand.trick
    leader = hand.leader
    assert scene.trick.seats == [(leader + i) % rules.players for i in range(len(hand.trick))]
    won = [0] * rules.teams
    for trick in hand.tricks:
        won[rules.team_of(trick.winner)] += rules.players
    assert [len(pile) for pile in scene.piles] == won
    given = [*(hand.exchanges), *(hand.discards)]
    assert len(scene.discards) == sum(len(cards) for cards in given if cards)
    assert len(scene.widow) == len(hand.widow)
    assert misplaced(scene) == []


def last_decision(hand: HandState) -> tuple[int, str] | None:
    """The index in the history of the person's last decision, and its kind: the phase it
    was taken in, or "trick" for a card played to a trick that is finished since."""
    turns = [i for i, (seat, _action) in enumerate(hand.history) if seat == 0]
    if not turns:
        return None
    index = turns[-1]
    before = hand.rewound(index)
    if isinstance(hand.history[index][1], Play):
        return index, "trick" if len(hand.tricks) > len(before.tricks) else "play"
    return index, before.phase.value


@pytest.mark.parametrize("speed", SPEEDS)
def test_undo_takes_back_each_kind_of_decision(qtbot, speed):
    """Undo from the exchange (a bid), the discard (an exchange), the first play (a
    discard) and a later play (a card of a finished trick); the computers replay the
    same moves when the person decides the same again."""
    window = make_window(qtbot, speed=speed)
    controller = window.controller
    undo = window.findChild(QAction, "undo_action")
    assert undo.shortcut() == QKeySequence(QKeySequence.StandardKey.Undo)
    person = Person(qtbot, window, seed=SEED)
    window.new_game(short_rules(4, target=21), seed=SEED)
    wanted = {"bid", "exchange", "discard", "trick"}
    undone: list[str] = []

    def worth_undoing(_observation) -> bool:
        found = last_decision(controller.game.hand)
        return found is not None and found[1] in wanted - set(undone)

    while set(undone) != wanted:
        person.play_until(stop=worth_undoing)
        hand = controller.game.hand
        index, kind = last_decision(hand)
        history = list(hand.history)
        assert undo.isEnabled()
        person.turns.clear()
        if kind == "trick":  # the key, where the others use the menu
            qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        else:
            undo.trigger()
        qtbot.waitUntil(lambda: bool(person.turns), timeout=WAIT_MS)
        undone.append(kind)
        assert controller.undos == len(undone)
        rewound = controller.game.hand
        assert rewound.history == history[:index]
        assert person.turns[-1] == rewound.observation(0)
        shows_exactly(qtbot, window, rewound)
        # The same decision again: every computer move after it comes back the same.
        person.turns.clear()
        person.act(history[index][1])
        qtbot.waitUntil(lambda: bool(person.turns), timeout=WAIT_MS)
        assert controller.game.hand.history == history
        assert person.refusals == []
        shows_exactly(qtbot, window, controller.game.hand)


def test_nothing_to_undo_before_the_persons_first_decision(qtbot):
    window = make_window(qtbot)
    person = Person(qtbot, window, seed=SEED)
    window.new_game(short_rules(4), seed=SEED)
    person.wait_for_turn_or_summary()
    hand = window.controller.game.hand
    history = list(hand.history)
    assert not any(seat == 0 for seat, _ in history)
    undo = window.findChild(QAction, "undo_action")
    assert not undo.isEnabled()
    assert not window.controller.undo()
    assert window.controller.game.hand is hand and hand.history == history
    assert window.controller.undos == 0


def resume_position(window, name: str) -> HandState:
    """Continue the recorded position ``name`` (tests/data/claims) with the person at
    seat 0 and easy computers."""
    record = json.loads((CLAIMS / f"{name}.json").read_text())
    players = record["rules"]["players"]
    window.controller.resume(
        {
            "rules": record["rules"],
            "levels": [None] + ["easy"] * (players - 1),
            "seed": SEED,
            "first_dealer": record["dealer"],
            "dealer": record["dealer"],
            "hand_number": 0,
            "scores": record["scores"],
            "hand": record,
        }
    )
    return window.controller.game.hand


@pytest.mark.parametrize("speed", SPEEDS)
def test_claim_the_rest_takes_every_trick_left(qtbot, speed):
    window = make_window(qtbot, speed=speed)
    person = Person(qtbot, window)
    hand = resume_position(window, "claim_certain_4p")
    qtbot.waitUntil(lambda: bool(person.turns), timeout=WAIT_MS)
    played: list[int] = []
    window.controller.card_played.connect(lambda event: played.append(event.card))
    claim = window.findChild(QAction, "claim_action")
    button = window.bar.claim
    qtbot.waitUntil(button.isVisible, timeout=WAIT_MS)
    assert claim.isEnabled()
    tricks_before, left = len(hand.tricks), sum(map(len, hand.hands))
    person.turns.clear()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: person.summary_open() is not None, timeout=WAIT_MS)
    assert person.turns == []  # nobody was asked again
    assert len(played) == left and hand.phase is Phase.DONE
    assert {hand.rules.team_of(t.winner) for t in hand.tricks[tricks_before:]} == {0}
    assert person.reports[-1].points == hand.result.points
    shows_exactly(qtbot, window, hand)
    assert not button.isVisible() and not claim.isEnabled()


@pytest.mark.parametrize("speed", SPEEDS)
@pytest.mark.parametrize(
    "position",
    ["no_claim_though_top_trump_4p", "claim_mid_trick_4p"],
    ids=["others_can_take_a_trick", "person_cannot_see_it"],
)
def test_no_claim_unless_the_person_sees_it_holds(qtbot, speed, position):
    """Not offered when the others can take a trick, nor when the team would take every
    trick only because of where the cards the person has not seen lie (the partner holds
    both jokers): offering it would tell the person so."""
    window = make_window(qtbot, speed=speed)
    person = Person(qtbot, window)
    hand = resume_position(window, position)
    qtbot.waitUntil(lambda: bool(person.turns), timeout=WAIT_MS)
    played: list[int] = []
    window.controller.card_played.connect(lambda event: played.append(event.card))
    assert window.bar.hint.isVisible() and not window.bar.claim.isVisible()
    claim = window.findChild(QAction, "claim_action")
    assert not claim.isEnabled()
    history = list(hand.history)
    claim.trigger()
    assert not window.controller.claim()
    assert played == [] and hand.history == history and person.turns  # still asked


@pytest.mark.parametrize("speed", SPEEDS)
@pytest.mark.parametrize("finish", [True, False], ids=["finish", "ask"])
def test_a_settled_hand_finishes_by_itself_when_set(qtbot, speed, finish):
    window = make_window(qtbot, speed=speed)
    window.controller.configure(0, False, finish_settled_hands=finish)
    person = Person(qtbot, window)
    hand = resume_position(window, "settled_not_claimed_4p")
    person.wait_for_turn_or_summary()
    if finish:
        assert person.turns == [] and hand.phase is Phase.DONE
        shows_exactly(qtbot, window, hand)
    else:
        assert person.summary_open() is None and hand.phase is Phase.PLAY


def test_the_statistics_window_can_leave_out_games_with_undos(qtbot, tmp_path):
    from okpitch_desktop.app.stats.database import Statistics
    from okpitch_desktop.ui.dialogs.statistics import StatisticsDialog

    stats = Statistics(tmp_path / "s.sqlite3")
    for game_id, undos in (("clean", 0), ("undone", 3)):
        stats.write(
            [
                (
                    "INSERT INTO games (id, started_at, finished_at, players, rules, levels,"
                    " level, human_team, winner, hands, undos)"
                    " VALUES (?, 1, 2, 4, '{}', '[]', 'easy', 0, 0, 1, ?)",
                    (game_id, undos),
                )
            ]
        )
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    box = dialog.findChild(QCheckBox, "include_undone")
    assert box.isChecked() and dialog.data["games"]["played"] == 2
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert not box.isChecked() and dialog.data["games"]["played"] == 1


def test_undo_while_the_cards_fly(qtbot):
    """At speed "normal", Ctrl+Z right after the person's card leaves the hand (it and the
    computers' answers still moving): the hand comes back before that card, at rest."""
    window = make_window(qtbot, speed="normal")
    controller = window.controller
    person = Person(qtbot, window, seed=SEED)
    window.new_game(short_rules(4), seed=SEED)
    observation = person.play_until(stop=lambda seen: seen.phase is Phase.PLAY)
    history = list(controller.game.hand.history)
    person.answer(observation)
    assert window.scene.animator.busy  # the card is on its way to the trick
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: bool(person.turns), timeout=WAIT_MS)
    hand = controller.game.hand
    assert hand.history == history and person.turns[-1] == observation
    shows_exactly(qtbot, window, hand)
