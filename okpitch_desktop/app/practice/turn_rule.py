"""Who decides whether the person's move is taken: a turn rule, given to the controller when
it is built (KDE lskat's ``Player::setInput``: the input is an object, not a flag). Free
play, with or without the coach, is the rule here; the lesson (practice.lesson) and a
drill (practice.sitting) are the others. The controller's ``submit`` asks only the rule,
after "not your turn" and "cards still moving"; the lesson's rule also knows the
computers' moves (``scripted``), which they answer through the computer seats as ever."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject

from ...engine import Action, HandState, IllegalAction, Observation
from ..table_news import ActionRefused
from .coach import Coach
from .rules import costly


@dataclass(frozen=True, slots=True)
class Verdict:
    """A rule's answer to a person's move: take it now, or not; a move not taken is
    ``refusal``'s (said on the status line) or the rule's own (held, waiting for the
    check, graded: the rule has said so through the coach or its signals)."""

    take: bool
    refusal: ActionRefused | None = None


TAKE = Verdict(True)
KEEP = Verdict(False)  # not taken, and the rule has said why


def refused(code: str, params: dict, message: str) -> Verdict:
    """Not taken, for the reason ``code`` (the status line words it)."""
    return Verdict(False, ActionRefused(code, dict(params), message))


def illegal(hand: HandState, action: Action) -> Verdict | None:
    """The engine's refusal of ``action`` as a verdict, None if it is legal (a rule that
    waits for the check must not keep an illegal move waiting)."""
    try:
        hand.clone().apply(action)
    except IllegalAction as refusal:
        return refused(refusal.code, refusal.params, str(refusal))
    return None


class TurnRule(QObject):
    """The base: every move taken, nothing checked, no move known in advance."""

    checks_every_turn = False  # whether each of the person's turns is checked at once

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.coach: Coach | None = None

    def attach(self, coach: Coach) -> None:
        """The controller hands the rule its coach once, when it is built."""
        self.coach = coach

    def begin(self, observation: Observation, seed: int) -> None:
        """The person's turn begins (``observation`` is theirs; ``seed``, the check's)."""
        self.coach.begin(observation, seed)
        if self.checks_every_turn:
            self.coach.ask()

    def judge(self, hand: HandState, seat: int, action: Action, anyway: bool) -> Verdict:
        """The verdict on the person's ``action``; ``anyway``: a held move made all the
        same (Play anyway)."""
        return TAKE

    def scripted(self, done: int) -> Action | None:
        """The computer's move after ``done`` actions when it is known in advance."""
        return None

    def coach_on(self, on: bool) -> None:
        """Settings > Practice > Coach (free play only listens)."""


class FreePlay(TurnRule):
    """Free play. With the coach on (Settings > Practice) a move costing COSTLY or more
    against the search's best is held and said; a move made before the check has come
    waits for it, so no costly move slips through; if the check fails, the move goes."""

    def __init__(self, coached: bool = False, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.coached = coached

    @property
    def checks_every_turn(self) -> bool:
        return self.coached

    def attach(self, coach: Coach) -> None:
        super().attach(coach)
        coach.failed.connect(coach.release)  # no check will come: the move goes

    def coach_on(self, on: bool) -> None:
        """Turned on in the middle of a turn, the coach checks it at once; turned off, it
        lets a waiting move go."""
        if on == self.coached:
            return
        self.coached = on
        coach = self.coach
        if on and coach.turn is not None and coach.check is None and not coach.checking:
            coach.ask()
        if not on:
            coach.release()

    def judge(self, hand: HandState, seat: int, action: Action, anyway: bool) -> Verdict:
        coach = self.coach
        if not self.coached or anyway or coach.unchecked or coach.turn is None:
            return TAKE  # (no turn: a move submitted before the turn was offered, by a tool)
        check = coach.check
        if check is None:
            wrong = illegal(hand, action)
            if wrong is not None:
                return wrong
            if not coach.checking:  # (a safety net: every coached turn is asked at once)
                coach.ask()
            coach.wait(action)
            return KEEP
        cost = check.cost_of(action)
        if cost is None or not costly(cost):
            return TAKE
        coach.hold(action, cost)
        return KEEP
