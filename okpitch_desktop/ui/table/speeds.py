"""Every animation duration of the table, in one place (after KPat's speeds.h).

Durations are for the "normal" speed and are scaled by the player's animation-speed
setting; a factor of 0 turns animation off (tests and fast players).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TR_NOOP

SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
SPEED_TEXT = {
    "off": QT_TR_NOOP("Off"),
    "fast": QT_TR_NOOP("Fast"),
    "normal": QT_TR_NOOP("Normal"),
    "slow": QT_TR_NOOP("Slow"),
}

DEAL_CARD_MS = 140  # one card flying from the dealer to a seat
DEAL_PACKET_GAP_MS = 90  # between packets of 3
FLIP_MS = 160
PLAY_CARD_MS = 260  # a card sliding to the centre
TRICK_PAUSE_MS = 600  # the finished trick stays in view, at every speed (a setting)
COLLECT_TRICK_MS = 320  # the trick sliding to the winner's pile
WIDOW_MS = 350  # the widow or an exchange flying between a seat and the table
DISCARD_MS = 300
SORT_HAND_MS = 180
BID_BUBBLE_MS = 900  # how long a bid stays in its bubble before the next seat speaks
