"""What the table calls seats, teams, suits, points and cards, in the player's language."""

from __future__ import annotations

from PySide6.QtCore import QT_TR_NOOP, QLocale
from PySide6.QtGui import QColor

from ..app.language import tr
from ..engine.cards import BLACK_JOKER, RED_JOKER, Card

TEAM_COLOURS = (QColor("#4aa3ff"), QColor("#ff8a4a"), QColor("#b6e35a"))
SUIT_SYMBOLS = "♠♥♦♣"
MINUS = "\u2212"  # the typographic minus of every negative score and change shown

SUIT_NAMES = (
    QT_TR_NOOP("spades"),
    QT_TR_NOOP("hearts"),
    QT_TR_NOOP("diamonds"),
    QT_TR_NOOP("clubs"),
)
# A suit as it is said inside a card's name ("Queen of hearts": Russian and German decline it).
#: The suit as the second part of a card's name ("Queen" + "of hearts")
SUIT_IN_CARD_NAME = (
    QT_TR_NOOP("of spades"),
    QT_TR_NOOP("of hearts"),
    QT_TR_NOOP("of diamonds"),
    QT_TR_NOOP("of clubs"),
)
RANK_NAMES = (
    QT_TR_NOOP("Two"),
    QT_TR_NOOP("Three"),
    QT_TR_NOOP("Four"),
    QT_TR_NOOP("Five"),
    QT_TR_NOOP("Six"),
    QT_TR_NOOP("Seven"),
    QT_TR_NOOP("Eight"),
    QT_TR_NOOP("Nine"),
    QT_TR_NOOP("Ten"),
    QT_TR_NOOP("Jack"),
    QT_TR_NOOP("Queen"),
    QT_TR_NOOP("King"),
    QT_TR_NOOP("Ace"),
)
# The letters on a card's corner, as players of the language write them (German: B D K A).
FACE_LETTERS = {
    #: The letter a player writes for a Jack (German: B)
    9: QT_TR_NOOP("J"),
    #: The letter a player writes for a Queen (German: D)
    10: QT_TR_NOOP("Q"),
    #: The letter a player writes for a King
    11: QT_TR_NOOP("K"),
    #: The letter a player writes for an Ace
    12: QT_TR_NOOP("A"),
}
JOKER_NAMES = {RED_JOKER: QT_TR_NOOP("Red joker"), BLACK_JOKER: QT_TR_NOOP("Black joker")}
POINT_LABELS = {
    "high": QT_TR_NOOP("High"),
    "low": QT_TR_NOOP("Low"),
    "jack": QT_TR_NOOP("Jack"),
    "off_jack": QT_TR_NOOP("Off-jack"),
    "high_joker": QT_TR_NOOP("High joker"),
    "low_joker": QT_TR_NOOP("Low joker"),
    "game": QT_TR_NOOP("Game"),
    "three": QT_TR_NOOP("Three"),
}


def seat_name(seat: int, players: int) -> str:
    """The human is "You"; the others are named by where they sit."""
    names = {
        4: (tr("You"), tr("West"), tr("North"), tr("East")),
        6: (tr("You"), tr("West"), tr("North-west"), tr("North"), tr("North-east"), tr("East")),
    }
    return names[players][seat]


def team_name(team: int, teams: int) -> str:
    """Team 0 is the person's ("Us"); with three teams the others are named by their
    players ("West & North-east"), partners sitting opposite (R1)."""
    if team == 0:
        return tr("Us")
    if teams == 2:
        return tr("Them")
    #: A team of two named by its players: "West & North-east"
    return tr("{first} & {second}").format(
        first=seat_name(team, 2 * teams), second=seat_name(team + teams, 2 * teams)
    )


def suit_name(suit: int) -> str:
    """A suit's name."""
    return tr(SUIT_NAMES[suit])


def point_name(point: str) -> str:
    """A point's name (R8)."""
    return tr(POINT_LABELS[point])


def card_label(card: Card) -> str:
    """A card as a player writes it: rank and suit symbol ("Q♥", "10♣"), or a joker's name."""
    if card in JOKER_NAMES:
        return tr(JOKER_NAMES[card])
    rank = card % 13
    letter = tr(FACE_LETTERS[rank]) if rank in FACE_LETTERS else str(rank + 2)
    return letter + SUIT_SYMBOLS[card // 13]


def card_labels(cards: list[Card]) -> str:
    """Several cards as a player writes them, separated by spaces."""
    return " ".join(card_label(card) for card in cards)


def spoken_card(card: Card) -> str:
    """A card's full name, for screen readers and tooltips ("Queen of hearts")."""
    if card in JOKER_NAMES:
        return tr(JOKER_NAMES[card])
    rank, suit = tr(RANK_NAMES[card % 13]), tr(SUIT_IN_CARD_NAME[card // 13])
    #: A card's full name from "Queen" and "of hearts"; reorder for your language
    return tr("{rank} {of_suit}").format(rank=rank, of_suit=suit)


def number(value: float, decimals: int = 0) -> str:
    """A number written the way the player's language writes it."""
    if decimals == 0:
        return QLocale().toString(int(round(value)))
    return QLocale().toString(float(value), "f", decimals)


def score_text(value: int) -> str:
    """A score or total as the player reads it, a negative one with a real minus sign
    (U+2212, as in ``signed``): "−7", never the hyphen "-7"."""
    return (MINUS if value < 0 else "") + number(abs(value))


def scores_text(scores, separator: str = " – ") -> str:
    """Several scores in a row ("9 – −4"), each as ``score_text`` writes it."""
    return separator.join(score_text(score) for score in scores)


def signed(value: float) -> str:
    """Points for or against, always with their sign ("+5", "−1.5", "+0.25"; 0 as "0"),
    with as many decimals as they need, up to two (three teams' averages give halves)."""
    decimals = next(d for d in (0, 1, 2) if round(value, d) == round(value, 2))
    text = number(abs(value), decimals)
    return text if round(value, 2) == 0 else ("+" if value > 0 else MINUS) + text
