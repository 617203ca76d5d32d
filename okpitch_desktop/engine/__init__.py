"""The rules of Oklahoma Ten Point Pitch as pure Python (no Qt): RULES.md R1-R9.

One API drives everything: ``HandState.legal_actions()``, ``apply(action)``, ``to_act``,
``phase``, ``clone()`` and ``observation(seat)``; ``Game`` strings hands together.
"""

from .actions import Action, Bid, DeclareTrump, Discard, Exchange, Pass, Play, describe
from .cards import SUIT_LETTERS, Card, Suit, card_name, card_names, parse_card, parse_suit
from .errors import IllegalAction, RecordError
from .game import Game
from .hand import HandState, Phase
from .observation import Observation
from .record import FORMAT, hand_record, replay_record
from .report import HandProgress, HandReport, hand_progress, hand_report, score_report
from .rules import RuleError, RuleSet
from .scoring import POINT_NAMES, HandResult, Trick

__all__ = [
    "FORMAT",
    "POINT_NAMES",
    "SUIT_LETTERS",
    "Action",
    "Bid",
    "Card",
    "DeclareTrump",
    "Discard",
    "Exchange",
    "Game",
    "HandProgress",
    "HandReport",
    "HandResult",
    "HandState",
    "IllegalAction",
    "Observation",
    "Pass",
    "Phase",
    "Play",
    "RecordError",
    "RuleError",
    "RuleSet",
    "Suit",
    "Trick",
    "card_name",
    "card_names",
    "describe",
    "hand_progress",
    "hand_record",
    "hand_report",
    "parse_card",
    "parse_suit",
    "replay_record",
    "score_report",
]
