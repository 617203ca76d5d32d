"""GameController: the one state machine the window talks to.

It owns the game (the engine's state is the single source of truth), asks the worker for
the computer seats' actions, and tells the table what happened through signals carrying
plain data. Every move, a person's or a computer's, comes in through ``submit``. After every
event it waits for the table's ``animations_finished()`` before the next seat acts, and
gives each computer action at least ``pace_ms`` so a person can follow. Nothing here
imports widgets.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from ..ai.levels import DEFAULT_LEVEL, HINT_LEVEL
from ..engine import (
    Action,
    Game,
    HandState,
    IllegalAction,
    Phase,
    Play,
    RuleSet,
    hand_record,
    hand_report,
)
from .advice import advise
from .ai_worker import AiWorker
from .logs import logger
from .savegame import game_snapshot, restore_game
from .seating import HUMAN, Seating
from .table_events import TableEvents

__all__ = ["HUMAN", "GameController", "Seating"]


class GameController(TableEvents):
    """Runs games; the table calls its methods and listens to its signals (TableEvents)."""

    human_turn = Signal(object)  # the human seat's Observation
    ai_thinking = Signal(int)  # seat
    action_refused = Signal(str, object, str)  # code, params, message (a refused action)
    hint_ready = Signal(object)  # advice.Advice
    request_dropped = Signal(int)  # a cancelled computer decision's id: its answer never comes

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
        self.fallbacks = 0  # computer decisions replaced by the easy level after a failure
        self.undos = 0  # the person's decisions taken back in this game
        self.game: Game | None = None
        self.seating = Seating((HUMAN,) + (DEFAULT_LEVEL,) * 3)
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
        self._worker.dropped.connect(self.request_dropped)
        app = QCoreApplication.instance()
        if app is not None:  # the thread must stop before Qt destroys it at exit
            app.aboutToQuit.connect(self.shutdown)

    # ------------------------------------------------------------------ options
    def configure(self, pace_ms: int, autoplay_single_card: bool) -> None:
        """The settings that shape play: the least time a computer's move takes, and
        whether a person's only legal card plays itself."""
        self.pace_ms = pace_ms
        self.autoplay_single_card = autoplay_single_card

    def wait_for_table(self) -> None:
        """A table shows the events: each next seat waits for ``animations_finished``."""
        self.wait_for_animations = True

    # ------------------------------------------------------------------ starting games
    def new_game(self, rules: RuleSet, seating: Seating, seed: int | None = None) -> None:
        """Start a game; any search in progress is dropped."""
        if len(seating.levels) != rules.players:
            raise ValueError(f"{rules.players} players need {rules.players} seats")
        self._cancel_search()
        self.seating = seating
        self.game = Game(rules, random.randrange(2**31) if seed is None else seed)
        self.undos = 0
        self._announce_start()
        self._start_hand()

    def next_hand(self) -> None:
        """Deal the next hand after the table has shown the scored one."""
        if self.game is None or self.game.hand.result is None or self.game.over:
            return
        self.game.next_hand()
        self._start_hand()

    def hand_record(self) -> dict | None:
        """The current hand as an okpitch-hand/1 record (review, export), or None."""
        return None if self.game is None else hand_record(self.game.hand)

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
        self.undos = 0
        self._announce_start()
        self._show_again()
        self._event_done()

    def _announce_start(self) -> None:
        self.game_started.emit(
            {"rules": self.game.rules, "seating": self.seating, "seed": self.game.seed}
        )

    def _start_hand(self) -> None:
        self.announce_deal(self.game.hand, self.game.hand_number, self.seating)
        self._event_done()

    def _show_again(self) -> None:
        """Show the current hand from its deal, every action again, without animation."""
        hand = self.game.hand
        self.replaying.emit(True)
        shown = hand.rewound(0)
        self.announce_deal(shown, self.game.hand_number, self.seating)
        for seat, action in hand.history:
            tricks_before = len(shown.tricks)
            shown.apply(action)
            self.announce(seat, action, shown, tricks_before, self.seating)
        self.replaying.emit(False)

    # ------------------------------------------------------------------ moves
    def submit(self, seat: int, action: Action) -> bool:
        """A move of ``seat``: a person's (from the table) or a computer's answer. False
        (and ``action_refused`` for a person) if it is not that seat's turn or not legal."""
        hand = self._hand()
        if hand is None or hand.to_act != seat:
            self._refuse(seat, "not_your_turn", {}, "It is not your turn")
            return False
        if self._waiting_animation:
            self._refuse(seat, "busy", {}, "Wait for the cards to settle")
            return False
        try:
            self._apply(action)
        except IllegalAction as refusal:
            self._refuse(seat, refusal.code, refusal.params, str(refusal))
            return False
        return True

    def _refuse(self, seat: int, code: str, params: dict, message: str) -> None:
        if self.seating.is_human(seat):
            self.action_refused.emit(code, params, message)
        else:
            logger().warning("computer seat %s refused: %s", seat, message)

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
        """Take back the person's last decision; the computers' moves after it replay the
        same (their seeds depend only on the game, the hand and the number of actions)."""
        hand = self._hand()
        if hand is None:
            return False
        human_turns = [i for i, (seat, _) in enumerate(hand.history) if self.seating.is_human(seat)]
        if not human_turns:
            return False
        self._cancel_search()
        self.game.hand = hand.rewound(human_turns[-1])
        self.undos += 1
        self._show_again()
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
    def thinking_request(self) -> int:
        """The id of the computer decision awaited now, 0 when none."""
        return self._request

    @property
    def worker_alive(self) -> bool:
        """Whether a worker thread or process still runs (tests: nothing left behind)."""
        return self._worker.alive

    # ------------------------------------------------------------------ the state machine
    def _hand(self) -> HandState | None:
        return None if self.game is None else self.game.hand

    def _apply(self, action: Action) -> None:
        hand = self.game.hand
        seat = hand.to_act
        tricks_before = len(hand.tricks)
        hand.apply(action)
        self.announce(seat, action, hand, tricks_before, self.seating)
        self._event_done()

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
            self.hand_scored.emit(hand_report(hand))
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
        game = self.game
        key = f"okpitch/{game.seed}/decision/{game.hand_number}/{len(game.hand.history)}"
        return random.Random(key).getrandbits(31)

    @Slot(int, object)
    def _on_decided(self, request_id: int, action: object) -> None:
        if request_id == self._hint_request:
            self._hint_request = 0
            hand = self._hand()
            seen = self._hint_for
            if (
                hand is not None
                and hand.to_act == seen.seat
                and hand.observation(seen.seat) == seen
            ):
                self.hint_ready.emit(advise(seen, action))  # else the person has moved on
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
        from ..ai.heuristic_player import HeuristicPlayer  # rarely needed: not at start-up

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
        seat = self.game.hand.to_act
        if not self.submit(seat, action):  # a computer player's bug must not stop the game
            self.submit(seat, self._fallback_action(f"illegal action {action!r}"))

    def _cancel_search(self) -> None:
        self._worker.cancel_through(self._last_request)
        self._request = self._hint_request = 0
        self._answer = None
        self._pace.stop()
        self._waiting_animation = False
