"""The turns of a game: who acts next, and what happens when a seat acts. The base of the
GameController (controller.py, what the window asks of the game), as TableEvents (what the
table is told) is the base of this.

Every move, a person's or a computer's, comes in through ``submit``: not that seat's turn,
or cards still moving, and it is refused; a person's move is then the turn rule's to take
or not (free play, with or without the coach; the lesson; a drill: practice.turn_rule),
and the engine's to refuse if illegal. After every event the next seat waits for the
table's ``animations_finished()``; a computer is asked through the computer seats (the
worker) and answers through ``submit`` too, no sooner than ``pace_ms``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from ..ai.players.levels import DEFAULT_LEVEL, decision_seed
from ..engine import Action, Game, HandState, IllegalAction, Phase, Play, hand_report
from ..engine.claim import player_claim, settled_line
from .computers.seats import ComputerSeats
from .logs import logger
from .practice.coach import Coach
from .practice.turn_rule import FreePlay, TurnRule
from .seating import HUMAN, Seating
from .stats.score_sheet import ScoreSheet, SheetRow
from .table_events import TableEvents
from .table_news import ActionRefused, ComputerReasoned

if TYPE_CHECKING:
    from ..ai.review.reasons import Reasons


class TurnFlow(TableEvents):
    """The state machine of a game's turns (the game itself is ``game``)."""

    human_turn = Signal(object)  # the human seat's Observation
    ai_thinking = Signal(int)  # seat
    action_refused = Signal(object)  # table_news.ActionRefused: a person's move not taken
    request_dropped = Signal(int)  # a cancelled computer decision's id: its answer never comes
    computer_reasoned = Signal(object)  # table_news.ComputerReasoned: practice only

    def __init__(
        self,
        parent: QObject | None,
        use_process: bool,
        wait_for_animations: bool,
        pace_ms: int,
        auto_next_hand: bool,
        rule: TurnRule | None,
    ) -> None:
        super().__init__(parent)
        self.wait_for_animations = wait_for_animations
        self.pace_ms = pace_ms
        self.auto_next_hand = auto_next_hand
        self.autoplay_single_card = False
        self.finish_settled_hands = False  # a hand no point can change plays itself out
        self.reasons_in_play = False  # practice: each computer's reasons right after its move
        self.game: Game | None = None
        self.sheet = ScoreSheet()  # the game's scored hands, kept and saved with it
        self.seating = Seating((HUMAN,) + (DEFAULT_LEVEL,) * 3)
        self._claim: list[Play] | None = None  # the person's certain claim's line, if any
        self._waiting_animation = False
        self._shut_down = False  # closing: a step queued before must not start the worker
        self.computers = ComputerSeats(use_process, self)
        self.computers.answered.connect(self._on_answer)
        self.computers.dropped.connect(self.request_dropped)
        self.computers.explained.connect(self._on_reasons)
        self.coach = Coach(self.computers, self)  # the check of the person's turn, if wanted
        self.coach.released.connect(self.submit)  # a move that waited for it, judged again
        self._rule = rule or FreePlay()
        self._rule.setParent(self)
        self._rule.attach(self.coach)
        app = QCoreApplication.instance()
        if app is not None:  # the thread must stop before Qt destroys it at exit
            app.aboutToQuit.connect(self.shutdown)

    def submit(self, seat: int, action: Action, anyway: bool = False) -> bool:
        """A move of ``seat``: a person's (from the table) or a computer's answer. False
        (and ``action_refused`` for a person) if it is not that seat's turn, cards are still
        moving, the turn rule does not take a person's move (it is held or waits for the
        coach's check, unless ``anyway``: Play anyway), or the engine refuses it."""
        hand = self._hand()
        if hand is None or hand.to_act != seat:
            return self._refuse(seat, ActionRefused("not_your_turn", {}, "It is not your turn"))
        if self._waiting_animation:
            return self._refuse(seat, ActionRefused("busy", {}, "Wait for the cards to settle"))
        if self.seating.is_human(seat):
            verdict = self._rule.judge(hand, seat, action, anyway)
            if not verdict.take:  # refused, or the rule's own: held, waiting, graded
                return self._refuse(seat, verdict.refusal) if verdict.refusal else False
        try:
            self._apply(action)
        except IllegalAction as refusal:
            why = ActionRefused(refusal.code, dict(refusal.params), str(refusal))
            return self._refuse(seat, why)
        return True

    @Slot()
    def animations_finished(self) -> None:
        """The table has shown the last event: the next seat may act."""
        if self._waiting_animation:
            self._waiting_animation = False
            self._advance()

    def next_hand(self) -> None:
        """Deal the next hand after the table has shown the scored one."""
        if self.game is None or self.game.hand.result is None or self.game.over:
            return
        self.game.next_hand()
        self._start_hand()

    def shutdown(self) -> None:
        """Stop searching and the worker thread and process (closing the window); nothing
        more is asked until a new game starts."""
        self._shut_down = True
        self._cancel_search()
        self.computers.stop()

    def _refuse(self, seat: int, refusal: ActionRefused) -> bool:
        """Say why a move was not taken (a computer's in the log); always False."""
        if self.seating.is_human(seat):
            self.action_refused.emit(refusal)
        else:
            logger().warning("computer seat %s refused: %s", seat, refusal.message)
        return False

    def _hand(self) -> HandState | None:
        return None if self.game is None else self.game.hand

    def _start_hand(self) -> None:
        self.announce_deal(self.game.hand, self.game.hand_number, self.seating)
        self._event_done()

    def _apply(self, *actions: Action) -> None:
        """Apply and announce ``actions`` in turn; the next seat acts once all are shown."""
        self._claim = None
        self.coach.end()
        hand = self.game.hand
        for action in actions:
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
        if hand is None or self.computers.request or self._shut_down:
            return
        if hand.result is not None:
            self._score(hand)
            return
        seat = hand.to_act
        settled = settled_line(hand) if self.finish_settled_hands else None
        if settled:
            self._apply(*settled)
            return
        observation = hand.observation(seat)
        if self.seating.is_human(seat):
            single = hand.phase is Phase.PLAY and len(observation.legal_cards) == 1
            if self.autoplay_single_card and single:
                self._apply(Play(observation.legal_cards[0]))
                return
            self._claim = player_claim(hand)
            self._rule.begin(observation, self._decision_seed())
            self.human_turn.emit(observation)
            return
        level, known = self.seating.levels[seat], self._rule.scripted(len(hand.history))
        explain = self.reasons_in_play and hand.phase is not Phase.PLAY
        seed = self._decision_seed()
        self.computers.ask(level, observation, seed, self.pace_ms, explain, known)
        self.ai_thinking.emit(seat)

    def _score(self, hand: HandState) -> None:
        """The hand is over: on the score sheet, and told; the game may be over too."""
        report = hand_report(hand)
        self.sheet.record(SheetRow.scored(self.game.hand_number, hand.dealer, hand.scores, report))
        self.hand_scored.emit(report)
        if self.game.over:
            self.game_over.emit(self.game.winner)
        elif self.auto_next_hand:
            self.next_hand()

    def _decision_seed(self) -> int:
        """Deterministic per game, hand and action: replays and undo give the same moves."""
        game = self.game
        return decision_seed(game.seed, game.hand_number, len(game.hand.history))

    def _on_answer(self, seat: int, action: Action) -> None:
        """A computer's move: the same entry as a person's; a computer player's bug (an
        illegal move) must not stop the game."""
        if not self.submit(seat, action):
            why = f"illegal action {action!r}"
            seen = self.game.hand.observation(seat)
            self.submit(seat, self.computers.fallback(seen, self._decision_seed(), why))

    def _on_reasons(self, seat: int, reasons: Reasons) -> None:
        self.computer_reasoned.emit(ComputerReasoned(seat, reasons))

    def _cancel_search(self) -> None:
        self.computers.cancel()
        self.coach.end()
        self._claim = None
        self._waiting_animation = False
