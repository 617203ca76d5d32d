"""GameController: the one state machine the window talks to.

It owns the game (the engine's state is the single source of truth) and its turns
(turn_flow.TurnFlow: every move comes in through ``submit``, a person's is the turn rule's
to take or hold, given when the controller is built); here is what the window and the
session ask of it: the settings that shape play, new and resumed games, the records of the
hand, a hint, undo and claim. It tells the table what happened through signals carrying
typed values (table_news.py). Nothing here imports widgets.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QObject, Signal

from ..ai.players.levels import HINT_LEVEL
from ..engine import Game, Observation, RuleSet, hand_record
from .computers.advice import Advice
from .practice.turn_rule import TurnRule
from .review.hand_reasons import PlayedHand
from .saves.savegame import game_snapshot, restore_game
from .seating import HUMAN, Seating
from .stats.score_sheet import ScoreSheet
from .turn_flow import TurnFlow

__all__ = ["HUMAN", "GameController", "Seating"]


class GameController(TurnFlow):
    """Runs games; the table calls its methods and listens to its signals (TableEvents)."""

    hint_ready = Signal(object)  # advice.Advice

    def __init__(
        self,
        parent: QObject | None = None,
        use_process: bool = True,
        wait_for_animations: bool = False,
        pace_ms: int = 0,
        auto_next_hand: bool = False,
        rule: TurnRule | None = None,
    ) -> None:
        """``rule`` decides the person's moves (FreePlay if None: Settings > Practice >
        Coach turns its coach on and off through ``configure``)."""
        super().__init__(parent, use_process, wait_for_animations, pace_ms, auto_next_hand, rule)
        self.undos = 0  # the person's decisions taken back in this game
        self.computers.hinted.connect(self._on_hint)

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
        coach checks the person's moves (practice.turn_rule.FreePlay)."""
        self.pace_ms = pace_ms
        self.autoplay_single_card = autoplay_single_card
        self.finish_settled_hands = finish_settled_hands
        self.reasons_in_play = reasons_in_play
        self._rule.coach_on(coach)

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
        self.undos = 0
        self.coach.new_game()
        self._announce_start()
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
        self.undos = 0
        self.coach.new_game()
        self._announce_start()
        self._show_again()
        self._event_done()

    def _announce_start(self) -> None:
        self.announce_start(self.game.rules, self.seating, self.game.seed)

    def _show_again(self) -> None:
        self.announce_again(self.game.hand, self.game.hand_number, self.seating)

    # ------------------------------------------------------------------ the person's help
    def withdraw(self) -> None:
        """The person takes back a move waiting for the coach's check (Choose again)."""
        self.coach.withdraw()

    def request_hint(self) -> None:
        """Ask for the best move by the coach's measure; hint_ready follows with why (at
        once when the coach's check of the turn, the same search, has come)."""
        hand = self._hand()
        if hand is None or hand.to_act is None or not self.seating.is_human(hand.to_act):
            return
        seen = hand.observation(hand.to_act)
        known = self.coach.best_move(seen)  # the coach's check of this turn answers it
        if known is not None:
            self.hint_ready.emit(known)
            return
        self.computers.hint(HINT_LEVEL, seen, self._decision_seed())

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
        """Whether the person, at their play turn, may claim the rest: from their own
        cards and the cards played they can see that they win every trick left, wherever
        the cards they have not seen lie (engine/claim.py, claim_is_certain)."""
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

    # ------------------------------------------------------------------ the computers
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

    def _on_hint(self, seen: Observation, advice: Advice) -> None:
        hand = self._hand()
        if hand is not None and hand.to_act == seen.seat and hand.observation(seen.seat) == seen:
            self.hint_ready.emit(advice)  # else the person has moved on
