"""What the table calls seats, teams and suits, in words a player reads (translatable)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

TEAM_COLOURS = (QColor("#4aa3ff"), QColor("#ff8a4a"), QColor("#b6e35a"))


def tr(text: str) -> str:
    """Translate a table string (Qt's translation system, context "Table")."""
    return QCoreApplication.translate("Table", text)


def seat_name(seat: int, players: int) -> str:
    """The human is "You"; the others are named by where they sit."""
    names = {
        4: (tr("You"), tr("West"), tr("North"), tr("East")),
        6: (tr("You"), tr("West"), tr("North-west"), tr("North"), tr("North-east"), tr("East")),
    }
    return names[players][seat]


def team_name(team: int, teams: int) -> str:
    """Team 0 is the human's."""
    if team == 0:
        return tr("Us")
    return tr("Them") if teams == 2 else (tr("Left team"), tr("Right team"))[team - 1]


def suit_name(suit: int) -> str:
    """A suit's name."""
    return (tr("spades"), tr("hearts"), tr("diamonds"), tr("clubs"))[suit]


SUIT_SYMBOLS = "♠♥♦♣"

POINT_LABELS = {
    "high": "High", "low": "Low", "jack": "Jack", "off_jack": "Off-jack",
    "high_joker": "High joker", "low_joker": "Low joker", "game": "Game", "three": "Three",
}  # fmt: skip


def point_name(point: str) -> str:
    """A point's name (R8)."""
    return tr(POINT_LABELS[point])
