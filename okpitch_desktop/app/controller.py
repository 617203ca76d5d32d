"""GameController: the one state machine the window talks to.

It owns the game (the engine's state is the single source of truth), asks the worker for
the computer seats' actions, and tells the table what happened through signals carrying
typed values (table_news.py). Every move, a person's or a computer's, comes in through
``submit``. After every event it waits for the table's ``animations_finished()`` before
the next seat acts, and gives each computer action at least ``pace_ms`` so a person can
follow. Nothing here imports widgets.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from ..ai.players.levels import DEFAULT_LEVEL, HINT_LEVEL, decision_seed
from ..engine import (
    Action,
    Game,
    HandState,
    IllegalAction,
    Observation,
    Phase,
    Play,
    RuleSet,
    hand_record,
    hand_report,
)
from ..engine.actions import same_action
from ..engine.claim import claim_line, settled_line
from .coach import Coach
from .computers.advice import Advice
from .computers.seats import ComputerSeats
from .logs import logger
from .review.hand_reasons import PlayedHand
from .saves.savegame import game_snapshot, restore_game
from .seating import HUMAN, Seating
from .stats.score_sheet import ScoreSheet, SheetRow
from .table_events import TableEvents
from .table_news import ActionRefused, ComputerReasoned

if TYPE_CHECKING:
    from ..ai.review.reasons import Reasons

__all__ = ["HUMAN", "GameController", "Seating"]


class GameController(TableEvents):
    """Runs games; the table calls its methods and listens to its signals (TableEvents)."""

    human_turn = Signal(object)  # the human seat's Observation
    ai_thinking = Signal(int)  # seat
    action_refused = Signal(object)  # table_news.ActionRefused: a person's move not taken
    hint_ready = Signal(object)  # advice.Advice
    request_dropped = Signal(int)  # a cancelled computer decision's id: its answer never comes
    computer_reasoned = Signal(object)  # table_news.ComputerReasoned: practice only

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
        self.finish_settled_hands = False  # a hand no point can change plays itself out
        self.reasons_in_play = False  # practice: each computer's reasons right after its move
        self.script: list[Action] | None = None  # a lesson: every move of the hand, in order
        self.undos = 0  # the person's decisions taken back in this game
        self.game: Game | None = None
        self._claim: list[Play] | None = None  # the person's team's winning line, if any
        self.sheet = ScoreSheet()  # the game's scored hands, kept and saved with it
        self.seating = Seating((HUMAN,) + (DEFAULT_LEVEL,) * 3)
        self._waiting_animation = False
        self._shut_down = False  # closing: a step queued before must not start the worker
        self.computers = ComputerSeats(use_process, self)
        self.computers.answered.connect(self._on_answer)
        self.computers.hinted.connect(self._on_hint)
        self.computers.dropped.connect(self.request_dropped)
        self.computers.explained.connect(self._on_reasons)
        self.coach = Coach(self.computers, self)  # Settings > Practice: off unless enabled
        app = QCoreApplication.instance()
        if app is not None:  # the thread must stop before Qt destroys it at exit
            app.aboutToQuit.connect(self.shutdown)

    # ------------------------------------------------------------------ options
    def configure(
        self,
        pace_ms: int,
        autoplay_single_card: bool,
        finish_settled_hands: bool = False,
        reasons_in_play: bool = False,
        coach: bool = False,
    ) -> None:
        """The settings that shape play: the least time a computer's move takes, whether
        a person's only legal card plays itself, whether a hand in which no point can
        change hands finishes by itself, whether the computers' reasons are told during
        play (a practice setting: they show what the computers hold), and whether the
        coach checks the person's moves (app.coach)."""
        self.pace_ms = pace_ms
        self.autoplay_single_card = autoplay_single_card
        self.finish_settled_hands = finish_settled_hands
        self.reasons_in_play = reasons_in_play
        self.coach.enabled = coach

    @property
    def coached(self) -> int:
        """The person's moves the coach held in this game (or since its resume)."""
        return self.coach.held_moves

    def wait_for_table(self) -> None:
        """A table shows the events: each next seat waits for ``animations_finished``."""
        self.wait_for_animations = True

    # ------------------------------------------------------------------ starting games
    def new_game(self, rules: RuleSet, seating: Seating, seed: int | None = None) -> None:
        """Start a game; any search in progress is dropped."""
        if len(seating.levels) != rules.players:
            raise ValueError(f"{rules.players} players need {rules.players} seats")
        self._cancel_search()
        self._shut_down = False
        self.seating = seating
        self.game = Game(rules, random.randrange(2**31) if seed is None else seed)
        self.sheet = ScoreSheet()
        self.undos = self.coach.held_moves = 0
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

    def played_hand(self) -> PlayedHand | None:
        """The current hand with who played it and its seeds (the computers' reasons)."""
        game = self.game
        if game is None:
            return None
        return PlayedHand(hand_record(game.hand), self.seating.levels, game.seed, game.hand_number)

    def snapshot(self) -> dict | None:
        """The game as plain data for a save (savegame.py), or None before the first game."""
        if self.game is None:
            return None
        return game_snapshot(self.game, self.seating.levels, self.sheet)

    def resume(self, snapshot: dict) -> None:
        """Continue a snapshot's game exactly where it stopped: the table is shown the deal
        and every action of the hand again, then the seat to act is asked as usual.
        Raises savegame.SaveError (nothing changed) if the snapshot is not a valid game."""
        restored = restore_game(snapshot)
        self._cancel_search()
        self._shut_down = False
        self.seating = Seating(restored.levels)
        self.game = restored.game
        self.sheet = restored.sheet
        self.undos = self.coach.held_moves = 0
        self._announce_start()
        self._show_again()
        self._event_done()

    def _announce_start(self) -> None:
        self.announce_start(self.game.rules, self.seating, self.game.seed)

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
    def submit(self, seat: int, action: Action, anyway: bool = False) -> bool:
        """A move of ``seat``: a person's (from the table) or a computer's answer. False
        (and ``action_refused`` for a person) if it is not that seat's turn or not legal;
        False too when the coach holds a person's costly move (``coach.held``), unless
        ``anyway``."""
        hand = self._hand()
        if hand is None or hand.to_act != seat:
            self._refuse(seat, "not_your_turn", {}, "It is not your turn")
            return False
        if self._waiting_animation:
            self._refuse(seat, "busy", {}, "Wait for the cards to settle")
            return False
        person = self.seating.is_human(seat)
        if person and not anyway and self._held(hand, seat, action):
            return False
        try:
            self._apply(action)
        except IllegalAction as refusal:
            self._refuse(seat, refusal.code, refusal.params, str(refusal))
            return False
        return True

    def _held(self, hand: HandState, seat: int, action: Action) -> bool:
        """Whether the person's move is held: in a lesson, any but the recorded one (it is
        refused, code "lesson"); a drill holds every legal move (an illegal one is refused
        as in play); otherwise the coach may hold it."""
        if self.script is not None:
            wanted = self.script[len(hand.history)]
            if same_action(action, wanted):
                return False
            self._refuse(seat, "lesson", {"action": wanted}, "This lesson asks for another move")
            return True
        if self.coach.drilling:
            try:
                hand.rewound(len(hand.history)).apply(action)
            except IllegalAction as refusal:
                self._refuse(seat, refusal.code, refusal.params, str(refusal))
                return True
        return self.coach.holds(hand.observation(seat), action)

    def _refuse(self, seat: int, code: str, params: dict, message: str) -> None:
        if self.seating.is_human(seat):
            self.action_refused.emit(ActionRefused(code, dict(params), message))
        else:
            logger().warning("computer seat %s refused: %s", seat, message)

    def request_hint(self) -> None:
        """Ask for the best move by the coach's measure; hint_ready follows with why."""
        hand = self._hand()
        if hand is None or hand.to_act is None or not self.seating.is_human(hand.to_act):
            return
        self.computers.hint(HINT_LEVEL, hand.observation(hand.to_act), self._decision_seed())

    @property
    def can_undo(self) -> bool:
        """Whether the hand in play holds a decision of the person to take back (a scored
        hand is final: it is in the statistics and the history)."""
        return self._last_human_turn() is not None

    def _last_human_turn(self) -> int | None:
        hand = self._hand()
        if hand is None or hand.result is not None:
            return None
        human = [i for i, (seat, _) in enumerate(hand.history) if self.seating.is_human(seat)]
        return human[-1] if human else None

    def undo(self) -> bool:
        """Take back the person's last decision; the computers' moves after it replay the
        same (their seeds depend only on the game, the hand and the number of actions)."""
        turn = self._last_human_turn()
        if turn is None:
            return False
        self._cancel_search()
        self.game.hand = self.game.hand.rewound(turn)
        self.sheet.forget_from(self.game.hand_number)
        self.undos += 1
        self._show_again()
        self._event_done()
        return True

    @property
    def can_claim(self) -> bool:
        """Whether the person, at their play turn, may claim the rest: their team wins
        every remaining trick however the others play (engine/claim.py)."""
        return self._claim is not None

    def claim(self) -> bool:
        """The person's team takes the remaining tricks at once: the winning line is
        played out through the usual events, so the engine scores it and the table shows
        the cards going to the piles."""
        line = self._claim
        if line is None:
            return False
        self._apply(*line)
        return True

    # ------------------------------------------------------------------ the table's side
    @Slot()
    def animations_finished(self) -> None:
        """The table has shown the last event: the next seat may act."""
        if self._waiting_animation:
            self._waiting_animation = False
            self._advance()

    def shutdown(self) -> None:
        """Stop searching and the worker thread and process (closing the window); nothing
        more is asked until a new game starts."""
        self._shut_down = True
        self._cancel_search()
        self.computers.stop()

    @property
    def thinking_request(self) -> int:
        """The id of the computer decision awaited now, 0 when none."""
        return self.computers.request

    @property
    def worker_alive(self) -> bool:
        """Whether a worker thread or process still runs (tests: nothing left behind)."""
        return self.computers.alive

    @property
    def fallbacks(self) -> int:
        """Computer decisions replaced by the easy level after a failure (self-test)."""
        return self.computers.fallbacks

    @property
    def first_failure(self) -> str:
        """Why the first of the ``fallbacks`` failed ("" if none did)."""
        return self.computers.first_failure

    # ------------------------------------------------------------------ the state machine
    def _hand(self) -> HandState | None:
        return None if self.game is None else self.game.hand

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
            report = hand_report(hand)
            self.sheet.record(
                SheetRow.scored(self.game.hand_number, hand.dealer, hand.scores, report)
            )
            self.hand_scored.emit(report)
            if self.game.over:
                self.game_over.emit(self.game.winner)
            elif self.auto_next_hand:
                self.next_hand()
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
            self._claim = claim_line(hand, hand.rules.team_of(seat))
            self.coach.begin(observation, self._decision_seed())
            self.human_turn.emit(observation)
            return
        if self.script is not None:
            self._play_scripted(seat, len(hand.history))
            return
        level = self.seating.levels[seat]
        explain = self.reasons_in_play and hand.phase is not Phase.PLAY
        self.computers.ask(level, observation, self._decision_seed(), self.pace_ms, explain)
        self.ai_thinking.emit(seat)

    def _play_scripted(self, seat: int, index: int) -> None:
        """A lesson's computer makes the recorded move, after the computers' pace."""

        def play() -> None:
            hand = self._hand()
            if hand is not None and len(hand.history) == index and not self._shut_down:
                self.submit(seat, self.script[index])

        self.ai_thinking.emit(seat)
        QTimer.singleShot(self.pace_ms, play)

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

    def _on_hint(self, seen: Observation, advice: Advice) -> None:
        hand = self._hand()
        if hand is not None and hand.to_act == seen.seat and hand.observation(seen.seat) == seen:
            self.hint_ready.emit(advice)  # else the person has moved on

    def _cancel_search(self) -> None:
        self.computers.cancel()
        self.coach.end()
        self._claim = None
        self._waiting_animation = False
