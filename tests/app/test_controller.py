"""GameController: whole games run by the computer seats, a person's seat driven through
its methods, cancelled searches, a failing computer player, and a clean shutdown."""

from __future__ import annotations

import multiprocessing
import random

import pytest
from PySide6.QtCore import QCoreApplication

from okpitch_desktop.ai.players.heuristic_player import HeuristicPlayer
from okpitch_desktop.app.computers import worker as ai_worker
from okpitch_desktop.app.controller import HUMAN, GameController, Seating
from okpitch_desktop.app.table_news import (
    ActionRefused,
    BidMade,
    CardPlayed,
    CardsDiscarded,
    CardsExchanged,
    GameStarted,
    HandDealt,
    TrickWon,
    TrumpDeclared,
)
from okpitch_desktop.engine import Bid, DeclareTrump, Discard, Exchange, Pass, Play, RuleSet

GAME_TIMEOUT_MS = 120_000


@pytest.fixture
def make_controller(qtbot):
    """Controllers that are always shut down, and checked to leave nothing running."""
    made: list[GameController] = []
    before = {child.pid for child in multiprocessing.active_children()}  # other tests' own

    def make(**options) -> GameController:
        options.setdefault("auto_next_hand", True)
        controller = GameController(**options)
        made.append(controller)
        return controller

    yield make
    for controller in made:
        controller.shutdown()
        assert not controller.worker_alive
    left = [child for child in multiprocessing.active_children() if child.pid not in before]
    assert left == []  # found by process id: another test file's children are not these


@pytest.mark.parametrize(
    "rules",
    [
        RuleSet(),
        RuleSet(players=6),
        RuleSet(four_player_discard="discard_three", follow="suit", bidding="single_round"),
        RuleSet(players=6, three_of_trump=True, game_point="ten_of_trump", target=11),
        RuleSet(follow="suit_or_trump", first_lead_trump=True, low_point="captured"),
    ],
    ids=["default", "six", "discard-three", "six-three-ten", "trump-first"],
)
def test_computer_seats_play_a_whole_game(qtbot, make_controller, rules: RuleSet) -> None:
    controller = make_controller(use_process=False)
    scored: list[dict] = []
    controller.hand_scored.connect(scored.append)
    with qtbot.waitSignal(controller.game_over, timeout=GAME_TIMEOUT_MS) as over:
        controller.new_game(rules, Seating(("easy",) * rules.players), seed=3)
    assert over.args[0] == controller.game.winner
    assert scored and scored[-1].winner == over.args[0]


def test_searching_seats_play_in_the_worker_process(qtbot, make_controller) -> None:
    controller = make_controller(use_process=True)
    rules = RuleSet(target=5)
    with qtbot.waitSignal(controller.game_over, timeout=GAME_TIMEOUT_MS):
        controller.new_game(rules, Seating(("normal", "easy", "normal", "easy")), seed=5)
    assert controller.game.over


def test_a_person_plays_through_the_controller(qtbot, make_controller) -> None:
    controller = make_controller(use_process=False)
    person = HeuristicPlayer()
    turns: list[str] = []

    def on_turn(observation) -> None:
        turns.append(observation.phase.value)
        action = person.choose(observation, random.Random(len(turns)))
        assert controller.submit(observation.seat, action)

    controller.human_turn.connect(on_turn)
    with qtbot.waitSignal(controller.game_over, timeout=GAME_TIMEOUT_MS):
        controller.new_game(RuleSet(), Seating((HUMAN, "easy", "easy", "easy")), seed=8)
    assert {"bid", "play"} <= set(turns)


def test_each_table_event_is_one_value_that_shows_only_the_persons_cards(
    qtbot, make_controller
) -> None:
    """A hand's events, in order, are the table_news values of the hand's actions: seats
    and cards as the engine has them, faces only for the person at seat 0."""
    controller = make_controller(use_process=False, auto_next_hand=False)
    person = HeuristicPlayer()
    events: list[object] = []
    for name in ("game_started", "hand_dealt", "bid_made", "trump_declared",
                 "cards_exchanged", "cards_discarded", "card_played", "trick_won"):  # fmt: skip
        getattr(controller, name).connect(events.append)
    controller.human_turn.connect(
        lambda seen: controller.submit(0, person.choose(seen, random.Random(len(events))))
    )
    seating = Seating((HUMAN, "easy", "easy", "easy"))
    with qtbot.waitSignal(controller.hand_scored, timeout=GAME_TIMEOUT_MS):
        controller.new_game(RuleSet(), seating, seed=8)
    hand = controller.game.hand
    dealt = hand.rewound(0)
    assert events[0] == GameStarted(RuleSet(), seating, 8)
    assert events[1] == HandDealt(
        0, dealt.dealer, (0, 0), (9, 9, 9, 9), {0: dealt.observation(0).display_hand}
    )
    moves = [e for e in events[2:] if not isinstance(e, TrickWon)]
    assert len(moves) == len(hand.history)
    for event, (seat, action) in zip(moves, hand.history, strict=True):
        shown = action.cards if seat == 0 and isinstance(action, Exchange | Discard) else ()
        match action:
            case Bid(points):
                assert event == BidMade(seat, points)
            case Pass():
                assert event == BidMade(seat, None)
            case DeclareTrump(suit):
                assert event == TrumpDeclared(seat, suit)
            case Exchange(cards):
                received = hand.received[0] if seat == 0 else ()
                assert event == CardsExchanged(seat, len(cards), shown, received)
            case Discard(cards):
                assert event == CardsDiscarded(seat, len(cards), shown)
            case Play(card):
                assert event == CardPlayed(seat, card)
    won = [e for e in events if isinstance(e, TrickWon)]
    assert won == [TrickWon(trick.winner, trick.cards) for trick in hand.tricks]


def test_an_illegal_move_is_refused_and_changes_nothing(qtbot, make_controller) -> None:
    controller = make_controller(use_process=False)
    with qtbot.waitSignal(controller.human_turn, timeout=10_000):
        controller.new_game(RuleSet(), Seating((HUMAN, "easy", "easy", "easy")), seed=2)
    before = controller.game.hand.observation(0)
    with qtbot.waitSignal(controller.action_refused) as refused:
        assert not controller.submit(0, Play(before.hand[0]))  # still bidding
    assert isinstance(refused.args[0], ActionRefused)
    assert refused.args[0].code == "wrong_phase"
    assert controller.game.hand.observation(0) == before


def test_a_new_game_cancels_the_search_in_progress(qtbot, make_controller) -> None:
    controller = make_controller(use_process=True)
    rules = RuleSet()
    with qtbot.waitSignal(controller.ai_thinking, timeout=10_000):
        controller.new_game(rules, Seating(("expert",) * 4), seed=11)
    expert = controller.thinking_request
    dropped: list[int] = []
    controller.request_dropped.connect(dropped.append)
    bids: list[tuple[int, object]] = []
    controller.bid_made.connect(lambda bid: bids.append((bid.seat, bid.points)))
    controller.new_game(rules, Seating(("easy",) * 4), seed=12)
    dealer = controller.game.dealer
    qtbot.waitUntil(lambda: expert in dropped and len(bids) >= 2, timeout=20_000)
    assert bids[0][0] == (dealer + 1) % 4  # the new game's first bidder: no stray action
    assert controller.game.seed == 12


def test_a_failing_computer_player_is_replaced_by_the_easy_level(
    qtbot, make_controller, monkeypatch, private_home
) -> None:
    def broken(level, observation, seed):
        raise RuntimeError("injected failure")

    monkeypatch.setattr(ai_worker, "decide", broken)
    controller = make_controller(use_process=False)
    with qtbot.waitSignal(controller.game_over, timeout=GAME_TIMEOUT_MS):
        controller.new_game(RuleSet(target=5), Seating(("hard",) * 4), seed=4)
    log = (private_home / "log" / "okpitch.log").read_text(encoding="utf-8")
    assert "injected failure" in log


def test_undo_takes_back_the_last_human_action(qtbot, make_controller) -> None:
    controller = make_controller(use_process=False)
    turns: list[object] = []
    controller.human_turn.connect(turns.append)
    with qtbot.waitSignal(controller.human_turn, timeout=10_000):
        controller.new_game(RuleSet(), Seating((HUMAN, "easy", "easy", "easy")), seed=21)
    first = turns[-1]
    legal_bid = [bid for bid in first.legal_bids if bid is not None][0]
    with qtbot.waitSignal(controller.human_turn, timeout=10_000):
        controller.submit(0, Bid(legal_bid))
    with qtbot.waitSignal(controller.human_turn, timeout=10_000) as again:
        assert controller.undo()
    assert again.args[0] == first
    assert controller.undos == 1


def test_the_controller_waits_for_the_table(qtbot, make_controller) -> None:
    """Each seat is asked only once the table says it has shown the last event; without
    the wait the controller asks from the event loop at once (processEvents would run it)."""
    controller = make_controller(use_process=False, wait_for_animations=True)
    bids: list[int] = []
    asked: list[int] = []
    controller.bid_made.connect(lambda bid: bids.append(bid.seat))
    controller.ai_thinking.connect(asked.append)
    controller.new_game(RuleSet(), Seating(("easy",) * 4), seed=6)
    QCoreApplication.processEvents()
    assert asked == [] and bids == []  # the deal is still being animated
    controller.animations_finished()
    with qtbot.waitSignal(controller.bid_made, timeout=5_000):
        pass
    QCoreApplication.processEvents()
    assert len(asked) == 1 and len(bids) == 1  # the bid is being shown: nobody asked yet
    controller.animations_finished()
    with qtbot.waitSignal(controller.bid_made, timeout=5_000):
        pass
    assert len(asked) == 2


def test_a_step_queued_before_shutdown_starts_no_computer(qtbot, make_controller) -> None:
    """Closing the window right after the person's move: the controller's next step is
    already queued, and must not ask a computer (and so start the worker again) once shut
    down; at exit that thread was destroyed while running."""
    controller = make_controller(use_process=False)
    with qtbot.waitSignal(controller.human_turn, timeout=10_000) as turn:
        controller.new_game(RuleSet(), Seating((HUMAN, "easy", "easy", "easy")), seed=2)
    observation = turn.args[0]
    asked: list[int] = []
    controller.ai_thinking.connect(asked.append)
    assert None in observation.legal_bids  # a pass: a computer acts next
    assert controller.submit(0, Pass())  # queues the next step
    assert controller.game.hand.to_act != 0
    controller.shutdown()
    for _ in range(5):
        QCoreApplication.processEvents()
    assert asked == [] and not controller.worker_alive
