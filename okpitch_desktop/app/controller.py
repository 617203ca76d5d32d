"""GameController: the one state machine the window talks to.

It owns the game (the engine's state is the single source of truth), asks the worker for
the computer seats' actions, and tells the table what happened through signals carrying
plain data. After every event it waits for the table's ``animations_finished()`` before
the next seat acts, and gives each computer action at least ``pace_ms`` so a person can
follow. Nothing here imports widgets.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from ..ai.heuristic_player import HeuristicPlayer
from ..ai.hint import explain
from ..engine import (
    Action,
    Bid,
    DeclareTrump,
    Discard,
    Exchange,
    Game,
    HandState,
    IllegalAction,
    Pass,
    Phase,
    Play,
    RuleSet,
)  # fmt: skip
from ..engine.report import hand_progress as progress_of
from ..engine.report import hand_summary
from .ai_worker import AiWorker
from .logs import logger
from .savegame import game_snapshot, restore_game
from .seating import HUMAN, Seating

HINT_LEVEL = "hard"


class GameController(QObject):
    """Runs games; the table calls its methods and listens to its signals."""

    game_started = Signal(object)  # dict: rules, seating, seed
    hand_dealt = Signal(object)  # dict: hand number, dealer, scores, hand sizes, own cards
    bid_made = Signal(int, object)  # seat, points or None for a pass
    trump_declared = Signal(int, int)  # pitcher, suit
    widow_taken = Signal(int, int)  # pitcher, number of cards (6 players)
    cards_exchanged = Signal(int, int, object, object)  # seat, count, given, received
    cards_discarded = Signal(int, int, object)  # seat, count, cards (only a human's)
    card_played = Signal(int, int)  # seat, card
    trick_won = Signal(int, object)  # winner, the trick's cards
    hand_progress = Signal(object)  # point cards and Game count each team has won so far
    hand_scored = Signal(object)  # the okpitch-cli score report, with cards and counts
    game_over = Signal(int)  # winning team
    human_turn = Signal(object)  # the human seat's Observation
    ai_thinking = Signal(int)  # seat
    hand_restored = Signal(object)  # after undo: the human seat's Observation
    action_refused = Signal(str, object, str)  # code, params, message (a refused action)
    hint_ready = Signal(object)  # Hint

    _think = Signal(int, str, object, int)  # to the worker thread

    def __init__(
        self,
        parent: QObject | None = None,
        use_process: bool = True,
        wait_for_animations: bool = False,
        pace_ms: int = 0,
        auto_next_hand: bool = False,
    ) -> None:
        super().__init__(parent)
        self.wait_for_animations = wait_for_animations
        self.pace_ms = pace_ms
        self.auto_next_hand = auto_next_hand
        self.autoplay_single_card = False
        self.practice = False
        self.fallbacks = 0  # computer decisions replaced by the easy level after a failure
        self.computer_levels: dict[int, str] = {}  # settings: a level per computer seat
        self.game: Game | None = None
        self.seating = Seating((HUMAN, "hard", "hard", "hard"))
        self._actions: list[Action] = []  # this hand's, for undo and replays
        self._last_request = 0
        self._request = 0  # id of the computer decision awaited, 0 when none
        self._hint_request = 0  # id of the hint awaited, with the observation it is for
        self._hint_for: object = None
        self._answer: Action | None = None
        self._pace_done = True
        self._waiting_animation = False
        self._pace = QTimer(self, singleShot=True, timeout=self._on_pace_done)
        self._worker = AiWorker(use_process=use_process)
        self._think.connect(self._worker.think)
        self._worker.decided.connect(self._on_decided)
        self._worker.failed.connect(self._on_failed)
        app = QCoreApplication.instance()
        if app is not None:  # the thread must stop before Qt destroys it at exit
            app.aboutToQuit.connect(self.shutdown)

    # ------------------------------------------------------------------ starting games
    def new_game(self, rules: RuleSet, seating: Seating, seed: int | None = None) -> None:
        """Start a game; any search in progress is dropped."""
        if len(seating.levels) != rules.players:
            raise ValueError(f"{rules.players} players need {rules.players} seats")
        self._cancel_search()
        self.seating = Seating(tuple(
            level if level is HUMAN else self.computer_levels.get(seat, level)
            for seat, level in enumerate(seating.levels)
        ))  # fmt: skip
        self.game = Game(rules, random.randrange(2**31) if seed is None else seed)
        self.game_started.emit({"rules": rules, "seating": self.seating, "seed": self.game.seed})
        self._start_hand()

    def next_hand(self) -> None:
        """Deal the next hand after the table has shown the scored one."""
        if self.game is None or self.game.hand.result is None or self.game.over:
            return
        self.game.next_hand()
        self._start_hand()

    def snapshot(self) -> dict | None:
        """The game as plain data for a save (savegame.py), or None before the first game."""
        return None if self.game is None else game_snapshot(self.game, self.seating.levels)

    def resume(self, snapshot: dict) -> None:
        """Continue a snapshot's game exactly where it stopped: the table is shown the deal
        and every action of the hand again, then the seat to act is asked as usual.
        Raises savegame.SaveError (nothing changed) if the snapshot is not a valid game."""
        restored = restore_game(snapshot)
        self._cancel_search()
        self.seating = Seating(restored.levels)
        self.game = restored.game
        self._actions = list(restored.actions)
        self.game_started.emit({"rules": self.game.rules, "seating": self.seating,
                                "seed": self.game.seed})  # fmt: skip
        shown = self.game.hand.replayed([])
        self._emit_deal(shown)
        for action in restored.actions:
            seat, tricks_before = shown.to_act, len(shown.tricks)
            shown.apply(action)
            self._announce(seat, action, shown, tricks_before)
        self._event_done()

    def _start_hand(self) -> None:
        self._actions = []
        self._emit_deal(self.game.hand)
        self._event_done()

    def _emit_deal(self, hand: HandState) -> None:
        human = [s for s in range(hand.rules.players) if self.seating.is_human(s)]
        self.hand_dealt.emit({
            "hand_number": self.game.hand_number,
            "dealer": hand.dealer,
            "scores": hand.scores,
            "hand_sizes": [len(cards) for cards in hand.hands],
            "cards": {seat: list(hand.hands[seat]) for seat in human},
        })  # fmt: skip

    # ------------------------------------------------------------------ the human seat
    def act(self, action: Action) -> bool:
        """A person's action for the seat to act; False (and action_refused) if illegal."""
        hand = self._hand()
        if hand is None or hand.to_act is None or not self.seating.is_human(hand.to_act):
            self.action_refused.emit("not_your_turn", {}, "It is not your turn")
            return False
        if self._waiting_animation:
            self.action_refused.emit("busy", {}, "Wait for the cards to settle")
            return False
        try:
            self._apply(action)
        except IllegalAction as refusal:
            self.action_refused.emit(refusal.code, refusal.params, str(refusal))
            return False
        return True

    def bid(self, points: int | None) -> bool:
        """Bid ``points``, or pass with None (R5)."""
        return self.act(Pass() if points is None else Bid(points))

    def declare_trump(self, suit: int) -> bool:
        """Name trump (R6)."""
        return self.act(DeclareTrump(suit))

    def exchange(self, cards: list[int]) -> bool:
        """Give up 0 to 3 cards for as many from the widow (R6)."""
        return self.act(Exchange(tuple(cards)))

    def discard(self, cards: list[int]) -> bool:
        """Come down to 6 cards (R6)."""
        return self.act(Discard(tuple(cards)))

    def play(self, card: int) -> bool:
        """Play a card (R7)."""
        return self.act(Play(card))

    def request_hint(self) -> None:
        """Ask the worker for the hard level's move; hint_ready follows with its reason."""
        hand = self._hand()
        if hand is None or hand.to_act is None or not self.seating.is_human(hand.to_act):
            return
        self._hint_for = hand.observation(hand.to_act)
        self._hint_request = self._next_request_id()
        self._start_worker()
        self._think.emit(self._hint_request, HINT_LEVEL, self._hint_for, self._decision_seed())

    def undo(self) -> bool:
        """Practice mode: take back the human's last action (computers replay the same)."""
        hand = self._hand()
        if not self.practice or hand is None:
            return False
        seats = self._acting_seats()
        human_turns = [i for i, seat in enumerate(seats) if self.seating.is_human(seat)]
        if not human_turns:
            return False
        self._cancel_search()
        keep = self._actions[: human_turns[-1]]
        self.game.hand = self.game.hand.replayed(keep)
        self._actions = keep
        seat = self.game.hand.to_act
        self.hand_restored.emit(self.game.hand.observation(seat))
        self._event_done()
        return True

    # ------------------------------------------------------------------ the table's side
    @Slot()
    def animations_finished(self) -> None:
        """The table has shown the last event: the next seat may act."""
        if self._waiting_animation:
            self._waiting_animation = False
            self._advance()

    def shutdown(self) -> None:
        """Stop searching and the worker thread and process (closing the window)."""
        self._cancel_search()
        self._worker.stop()

    @property
    def worker_alive(self) -> bool:
        """Whether a worker thread or process still runs (tests: nothing left behind)."""
        return self._worker.alive

    # ------------------------------------------------------------------ the state machine
    def _hand(self) -> HandState | None:
        return None if self.game is None else self.game.hand

    def _acting_seats(self) -> list[int]:
        """The seat that took each of this hand's actions."""
        hand = self.game.hand.replayed([])
        seats = []
        for action in self._actions:
            seats.append(hand.to_act)
            hand.apply(action)
        return seats

    def _apply(self, action: Action) -> None:
        hand = self.game.hand
        seat = hand.to_act
        tricks_before = len(hand.tricks)
        hand.apply(action)
        self._actions.append(action)
        self._announce(seat, action, hand, tricks_before)
        self._event_done()

    def _announce(self, seat: int, action: Action, hand: HandState, tricks_before: int) -> None:
        """Tell the table what happened, showing cards only to the seats that may see them."""
        human = self.seating.is_human(seat)
        match action:
            case Bid(points):
                self.bid_made.emit(seat, points)
            case Pass():
                self.bid_made.emit(seat, None)
            case DeclareTrump(suit):
                self.trump_declared.emit(seat, suit)
            case Exchange(cards):
                given = list(cards) if human else []
                received = list(hand.received[seat]) if human else []
                self.cards_exchanged.emit(seat, len(cards), given, received)
            case Discard(cards):
                self.cards_discarded.emit(seat, len(cards), list(cards) if human else [])
            case Play(card):
                self.card_played.emit(seat, card)
                if len(hand.tricks) > tricks_before:
                    trick = hand.tricks[-1]
                    self.trick_won.emit(trick.winner, list(trick.cards))
                    self.hand_progress.emit(progress_of(hand))
        bidding_ended = hand.phase is Phase.TRUMP and isinstance(action, Bid | Pass)
        if bidding_ended and hand.rules.players == 6:  # R6: the pitcher takes the widow
            self.widow_taken.emit(hand.pitcher, len(hand.dealt_widow))

    def _event_done(self) -> None:
        if self.wait_for_animations:
            self._waiting_animation = True
        else:
            QTimer.singleShot(0, self._advance)

    def _advance(self) -> None:
        hand = self._hand()
        if hand is None or self._request:
            return
        if hand.result is not None:
            self.hand_scored.emit(hand_summary(hand))
            if self.game.over:
                self.game_over.emit(self.game.winner)
            elif self.auto_next_hand:
                self.next_hand()
            return
        seat = hand.to_act
        observation = hand.observation(seat)
        if self.seating.is_human(seat):
            single = hand.phase is Phase.PLAY and len(observation.legal_cards) == 1
            if self.autoplay_single_card and single:
                self._apply(Play(observation.legal_cards[0]))
                return
            self.human_turn.emit(observation)
            return
        self._request = self._next_request_id()
        self._answer = None
        self._pace_done = self.pace_ms <= 0
        if not self._pace_done:
            self._pace.start(self.pace_ms)
        self.ai_thinking.emit(seat)
        level = self.seating.levels[seat]
        self._start_worker()
        self._think.emit(self._request, level, observation, self._decision_seed())

    def _start_worker(self) -> None:
        """The worker thread starts with the first question, so an idle window has none."""
        self._worker.start()

    def _next_request_id(self) -> int:
        self._last_request += 1
        return self._last_request

    def _decision_seed(self) -> int:
        """Deterministic per game, hand and action: replays and undo give the same moves."""
        return hash((self.game.seed, self.game.hand_number, len(self._actions))) & 0x7FFFFFFF

    @Slot(int, object)
    def _on_decided(self, request_id: int, action: object) -> None:
        if request_id == self._hint_request:
            self._hint_request = 0
            self.hint_ready.emit(explain(self._hint_for, action))
            return
        if request_id != self._request:
            return  # an answer to a cancelled request
        self._answer = action
        self._try_apply_answer()

    @Slot(int, str)
    def _on_failed(self, request_id: int, message: str) -> None:
        if request_id == self._hint_request:
            self._hint_request = 0
            logger().warning("hint failed: %s", message)
            return
        if request_id == self._request:
            self._on_decided(request_id, self._fallback_action(message))

    def _fallback_action(self, message: str) -> Action:
        """The easy level's move, when a computer player failed (logged, never shown)."""
        self.fallbacks += 1
        hand = self.game.hand
        level = self.seating.levels[hand.to_act]
        logger().warning("computer seat %s (%s) failed: %s", hand.to_act, level, message)
        observation = hand.observation(hand.to_act)
        return HeuristicPlayer().choose(observation, random.Random(self._decision_seed()))

    @Slot()
    def _on_pace_done(self) -> None:
        self._pace_done = True
        self._try_apply_answer()

    def _try_apply_answer(self) -> None:
        if self._answer is None or not self._pace_done:
            return
        action, self._answer, self._request = self._answer, None, 0
        try:
            self._apply(action)
        except IllegalAction as error:  # a computer player's bug must not stop the game
            self._apply(self._fallback_action(f"illegal action {action!r}: {error}"))

    def _cancel_search(self) -> None:
        self._worker.cancel_through(self._last_request)
        self._request = self._hint_request = 0
        self._answer = None
        self._pace.stop()
        self._waiting_animation = False
