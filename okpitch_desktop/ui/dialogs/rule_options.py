"""The rule options of RULES.md "Options" as a player reads them: a label, a one-line
explanation and the words for each value. The settings dialog and the rules page share it.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TR_NOOP

from ...app.language import tr
from ...engine import RuleSet

# Each choice option: (label, explanation, [(value, text), ...]).
CHOICES = {
    "game_point": (
        QT_TR_NOOP("Game point"),
        QT_TR_NOOP("Who wins the Game point (R8)."),
        [
            ("count", QT_TR_NOOP("Most card points won (A 4, K 3, Q 2, J 1, 10 10)")),
            ("ten_of_trump", QT_TR_NOOP("The team that wins the 10 of trump")),
        ],
    ),
    "four_player_discard": (
        QT_TR_NOOP("Four players"),
        QT_TR_NOOP("What happens after trump is named with 4 players (R6)."),
        [
            ("exchange", QT_TR_NOOP("Exchange up to 3 cards with the widow, then discard to 6")),
            ("discard_three", QT_TR_NOOP("Everyone discards 3 cards; the widow stays unused")),
        ],
    ),
    "follow": (
        QT_TR_NOOP("Following"),
        QT_TR_NOOP("What you must play to a trick (R7)."),
        [
            (
                "suit_trump_anytime",
                QT_TR_NOOP("Follow suit or trump; anything when out of the suit"),
            ),
            ("suit_or_trump", QT_TR_NOOP("Follow suit or trump; trump when out of the suit")),
            ("suit", QT_TR_NOOP("Follow suit; anything when out of the suit")),
        ],
    ),
    "low_point": (
        QT_TR_NOOP("Low point"),
        QT_TR_NOOP("Who gets the Low point (R8)."),
        [
            ("played", QT_TR_NOOP("The team that played the lowest trump")),
            ("captured", QT_TR_NOOP("The team that won the trick holding it")),
        ],
    ),
    "bidding": (
        QT_TR_NOOP("Bidding"),
        QT_TR_NOOP("How the bidding goes round (R5)."),
        [
            ("auction", QT_TR_NOOP("Round and round until all but one have passed")),
            ("single_round", QT_TR_NOOP("Everyone speaks once, the dealer last")),
        ],
    ),
}
# Each on/off option: (label, what "on" means).
CHECKS = {
    "three_of_trump": (
        QT_TR_NOOP("Three of trump"),
        QT_TR_NOOP("The 3 of trump is worth 3 points; bids go up to 10."),
    ),
    "first_lead_trump": (
        QT_TR_NOOP("Trump first lead"),
        QT_TR_NOOP("The pitcher must lead trump to the first trick."),
    ),
}
JOKER_CHOICES = (("red", QT_TR_NOOP("Red joker high")), ("black", QT_TR_NOOP("Black joker high")))


def option_lines(rules: RuleSet) -> list[tuple[str, str]]:
    """Every option of ``rules`` as (label, chosen value), in the player's language."""
    jokers = dict(JOKER_CHOICES)
    lines = [
        (tr("Players"), tr("{n} players").format(n=rules.players)),
        (tr("High joker"), tr(jokers[rules.high_joker])),
    ]
    for name, (label, _help, options) in CHOICES.items():
        if name == "four_player_discard" and rules.players != 4:
            continue
        lines.append((tr(label), tr(dict(options)[getattr(rules, name)])))
    for name, (label, meaning) in CHECKS.items():
        #: An on/off rule option that is off
        lines.append((tr(label), tr(meaning) if getattr(rules, name) else tr("Off")))
    lines.append((tr("Target score"), str(rules.target)))
    return lines
