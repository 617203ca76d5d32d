#!/usr/bin/env python3
"""Write the project's own card art as SVG files under resources/cards/.

The cards are drawn here, in code, so the art has no licence question, can be changed in one
place, and renders the same on every system: pips and index characters are SVG paths, never
font glyphs, so no font has to be present. Two sets are written, ``classic`` (red and black)
and ``four_colour`` (diamonds blue, clubs green) for players who tell suits apart more easily
by colour; the jokers differ by shape and text, not colour alone.

Standard library only, and deterministic: the same files every run, so ``--check`` (used by
the tests) can tell whether the committed art is in step with this script.

    python packaging/make_card_art.py           # write the files
    python packaging/make_card_art.py --check   # exit 1 if the files on disk differ
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CARDS_DIR = ROOT / "resources" / "cards"

WIDTH, HEIGHT = 250, 350
CX, CY = WIDTH / 2, HEIGHT / 2
CORNER_RADIUS = 16

SUIT_LETTERS = "SHDC"  # engine order: spades, hearts, diamonds, clubs
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
RANK_LETTERS = "23456789TJQKA"
RANK_NAMES = {11: "Jack", 12: "Queen", 13: "King", 14: "Ace"}

INK = "#1a1a1a"
RED = "#c8102e"
BLUE = "#1757b8"
GREEN = "#157a34"
GOLD = "#e0ad2a"
GOLD_DARK = "#8c6410"
SKIN = "#f5d9bd"
PANEL = "#fdf7e8"
BORDER = "#6b6b6b"

SETS: dict[str, tuple[str, str, str, str]] = {
    # colour of spades, hearts, diamonds, clubs
    "classic": (INK, RED, RED, INK),
    "four_colour": (INK, RED, BLUE, GREEN),
}


def num(value: float) -> str:
    """A number as short, stable text (two decimals at most)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


# --- Suit pips: filled paths in a 100 x 100 box centred on the origin -------------------------

PIPS = {
    "S": (
        "M0,-48C12,-30 46,-12 46,12C46,29 34,37 22,37C13,37 6,33 3,27"
        "C4,38 9,45 17,50H-17C-9,45 -4,38 -3,27C-6,33 -13,37 -22,37"
        "C-34,37 -46,29 -46,12C-46,-12 -12,-30 0,-48Z"
    ),
    "H": (
        "M0,46C-14,30 -47,10 -47,-16C-47,-34 -35,-44 -22,-44C-11,-44 -3,-37 0,-28"
        "C3,-37 11,-44 22,-44C35,-44 47,-34 47,-16C47,10 14,30 0,46Z"
    ),
    "D": "M0,-50Q18,-24 38,0Q18,24 0,50Q-18,24 -38,0Q-18,-24 0,-50Z",
    "C": (
        "M0,-49A20.5,20.5 0 0 1 17.6,-18A20.5,20.5 0 1 1 5,13"
        "C6,28 11,40 19,50H-19C-11,40 -6,28 -5,13A20.5,20.5 0 1 1 -17.6,-18"
        "A20.5,20.5 0 0 1 0,-49Z"
    ),
}


def pip(suit: str, x: float, y: float, size: float, colour: str, flip: bool = False) -> str:
    """A suit pip ``size`` units tall centred at (x, y), upside down when ``flip``."""
    turn = " rotate(180)" if flip else ""
    return (
        f'<path fill="{colour}" transform="translate({num(x)},{num(y)}){turn} '
        f'scale({num(size / 100)})" d="{PIPS[suit]}"/>'
    )


# --- Index characters: stroked paths in a box 40 wide and 60 tall (y down) -------------------
# Drawn as strokes with round caps and joins: bold, even and legible at small sizes.

GLYPHS = {
    "A": ("M2,60L20,0L38,60M8.5,40H31.5", 40),
    "2": ("M3,15C3,5 11,0 20,0C29,0 37,5 37,15C37,29 22,38 3,60H38", 40),
    "3": (
        "M4,8C8,3 13,0 20,0C30,0 36,6 36,14C36,23 29,28 18,28"
        "C31,28 38,35 38,44C38,54 30,60 20,60C12,60 6,57 2,52",
        40,
    ),
    "4": ("M29,60V0L2,42H39", 40),
    "5": ("M35,0H8L5,27C9,24 14,22 20,22C31,22 38,30 38,41C38,53 30,60 19,60C11,60 5,57 2,52", 40),
    "6": (
        "M34,6C31,2 26,0 21,0C9,0 3,12 3,36M3,41A17,18 0 1 0 37,41A17,18 0 1 0 3,41Z",
        40,
    ),
    "7": ("M2,0H38C27,17 19,37 16,60", 40),
    "8": (
        "M20,28A14.5,14 0 1 1 20,0A14.5,14 0 1 1 20,28ZM20,60A17,16 0 1 1 20,28A17,16 0 1 1 20,60Z",
        40,
    ),
    "9": (
        "M6,54C9,58 14,60 19,60C31,60 37,48 37,24M37,19A17,18 0 1 0 3,19A17,18 0 1 0 37,19Z",
        40,
    ),
    "T": ("M1,9L10,0V60M34,0A13,30 0 1 0 34,60A13,30 0 1 0 34,0Z", 47),  # "10"
    "J": ("M18,0H36M33,0V43C33,54 27,60 18,60C10,60 4,56 2,48", 40),
    "Q": ("M20,0A18,28 0 1 0 20,56A18,28 0 1 0 20,0ZM23,42L39,60", 40),
    "K": ("M4,0V60M37,0L4,37M16,25L38,60", 40),
    "O": ("M20,0A18,30 0 1 0 20,60A18,30 0 1 0 20,0Z", 40),
    "E": ("M36,0H4V60H36M4,30H30", 40),
    "R": ("M4,60V0H21C32,0 37,7 37,16C37,25 32,31 21,31H4M20,31L38,60", 40),
    "D": ("M4,0V60H16C30,60 37,47 37,30C37,13 30,0 16,0Z", 40),
    "B": (
        "M4,30V0H19C29,0 34,6 34,15C34,24 28,30 19,30H4V60H22C32,60 38,54 38,45C38,36 32,30 22,30",
        40,
    ),
    "L": ("M5,0V60H36", 40),
    "C": ("M37,10C33,3 27,0 21,0C10,0 3,12 3,30C3,48 10,60 21,60C27,60 33,57 37,50", 40),
}


def glyph(char: str, x: float, y: float, height: float, colour: str, weight: float = 8) -> str:
    """One index character, its box's top-centre at (x, y), ``height`` units tall.

    ``weight`` is the stroke width in glyph units (the box is 60 tall).
    """
    path, box_width = GLYPHS[char]
    scale = height / 60
    left = x - box_width * scale / 2
    return (
        f'<path fill="none" stroke="{colour}" stroke-width="{num(weight)}" '
        'stroke-linecap="round" stroke-linejoin="round" '
        f'transform="translate({num(left)},{num(y)}) scale({num(scale)})" d="{path}"/>'
    )


def rotated(parts: Iterable[str]) -> str:
    """The parts turned half round the card's centre (the bottom-right twin of a corner)."""
    return f'<g transform="rotate(180 {num(CX)} {num(CY)})">{"".join(parts)}</g>'


def card(title: str, body: Iterable[str], background: str = "#ffffff") -> str:
    """A whole card: rounded white face with a thin border, then the body."""
    parts = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{WIDTH}" '
        f'height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}">',
        f"<title>{title}</title>",
        f'<rect x="1.5" y="1.5" width="{WIDTH - 3}" height="{HEIGHT - 3}" '
        f'rx="{CORNER_RADIUS}" ry="{CORNER_RADIUS}" fill="{background}" '
        f'stroke="{BORDER}" stroke-width="3"/>',
        *body,
        "</svg>",
    ]
    return "\n".join(parts) + "\n"


# --- Suited cards -------------------------------------------------------------------------

INDEX_X = 30  # centre of the corner index column
INDEX_TOP = 16
INDEX_HEIGHT = 46
INDEX_PIP_Y = 88
INDEX_PIP_SIZE = 32


def corner_index(rank_char: str, suit: str, colour: str) -> list[str]:
    """Rank and small pip in the top-left corner, and the same turned in the bottom-right."""
    top = [
        glyph(rank_char, INDEX_X, INDEX_TOP, INDEX_HEIGHT, colour, weight=8.5),
        pip(suit, INDEX_X, INDEX_PIP_Y, INDEX_PIP_SIZE, colour),
    ]
    return [*top, rotated(top)]


LEFT, MIDDLE, RIGHT = 79, 125, 171
TOP, BOTTOM = 74, 276
ROW = (BOTTOM - TOP) / 6  # the pip grid is seven rows: 0 (top) .. 6 (bottom)
PIP_SIZE = 45

# The classic layouts: for each number card, the rows (0 top .. 6 bottom) of the pips in the
# two side columns and of those in the middle column.
LAYOUTS: dict[int, tuple[tuple[float, ...], tuple[float, ...]]] = {
    2: ((), (0, 6)),
    3: ((), (0, 3, 6)),
    4: ((0, 6), ()),
    5: ((0, 6), (3,)),
    6: ((0, 3, 6), ()),
    7: ((0, 3, 6), (1.5,)),
    8: ((0, 3, 6), (1.5, 4.5)),
    9: ((0, 2, 4, 6), (3,)),
    10: ((0, 2, 4, 6), (1, 5)),
}


def number_card(rank: int, suit: str, colour: str) -> list[str]:
    body = corner_index(RANK_LETTERS[rank - 2], suit, colour)
    side_rows, middle_rows = LAYOUTS[rank]
    places = [(x, row) for row in side_rows for x in (LEFT, RIGHT)]
    places += [(MIDDLE, row) for row in middle_rows]
    for x, row in places:
        # pips below the middle are turned, as on printed cards
        body.append(pip(suit, x, TOP + row * ROW, PIP_SIZE, colour, flip=row > 3))
    return body


def ace_card(suit: str, colour: str) -> list[str]:
    body = corner_index("A", suit, colour)
    if suit == "S":  # the ace of spades keeps its traditional flourish: a ring round the pip
        body.append(
            f'<circle cx="{num(CX)}" cy="{num(CY)}" r="74" fill="none" '
            f'stroke="{colour}" stroke-width="2"/>'
            f'<circle cx="{num(CX)}" cy="{num(CY)}" r="68" fill="none" '
            f'stroke="{colour}" stroke-width="1"/>'
        )
    body.append(pip(suit, CX, CY, 104, colour))
    return body


# --- Court cards: a framed panel holding a double-headed bust ---------------------------------

PANEL_LEFT, PANEL_TOP = 56, 34
PANEL_RIGHT, PANEL_BOTTOM = WIDTH - PANEL_LEFT, HEIGHT - PANEL_TOP


def crown(rank: int, x: float, y: float, colour: str) -> str:
    """The headdress that tells the court cards apart, standing on (x, y), the brow line."""
    if rank == 13:  # King: a tall crown with three points and jewels
        points = (
            f"M{num(x - 21)},{num(y)}L{num(x - 25)},{num(y - 30)}L{num(x - 11)},{num(y - 15)}"
            f"L{num(x)},{num(y - 36)}L{num(x + 11)},{num(y - 15)}L{num(x + 25)},{num(y - 30)}"
            f"L{num(x + 21)},{num(y)}Z"
        )
        balls = "".join(
            f'<circle cx="{num(bx)}" cy="{num(by)}" r="3.6" fill="{GOLD}" '
            f'stroke="{GOLD_DARK}" stroke-width="1.2"/>'
            for bx, by in ((x - 25, y - 31), (x, y - 38), (x + 25, y - 31))
        )
        band = (
            f'<rect x="{num(x - 22)}" y="{num(y - 8)}" width="44" height="8" fill="{GOLD}" '
            f'stroke="{GOLD_DARK}" stroke-width="1.2"/>'
        )
        gem = f'<circle cx="{num(x)}" cy="{num(y - 4)}" r="2.6" fill="{colour}"/>'
        return (
            f'<path d="{points}" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1.5" '
            f'stroke-linejoin="round"/>{band}{gem}{balls}'
        )
    if rank == 12:  # Queen: a low rounded tiara with arches and an orb
        arches = (
            f"M{num(x - 20)},{num(y)}C{num(x - 22)},{num(y - 16)} {num(x - 12)},{num(y - 20)} "
            f"{num(x - 7)},{num(y - 12)}C{num(x - 5)},{num(y - 24)} {num(x + 5)},{num(y - 24)} "
            f"{num(x + 7)},{num(y - 12)}C{num(x + 12)},{num(y - 20)} {num(x + 22)},{num(y - 16)} "
            f"{num(x + 20)},{num(y)}Z"
        )
        orb = (
            f'<circle cx="{num(x)}" cy="{num(y - 26)}" r="4.5" fill="{GOLD}" '
            f'stroke="{GOLD_DARK}" stroke-width="1.2"/>'
        )
        pearls = "".join(
            f'<circle cx="{num(x + dx)}" cy="{num(y - 3)}" r="2" fill="#ffffff" '
            f'stroke="{GOLD_DARK}" stroke-width="0.8"/>'
            for dx in (-13, -6.5, 0, 6.5, 13)
        )
        return (
            f'<path d="{arches}" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1.5" '
            f'stroke-linejoin="round"/>{orb}{pearls}'
        )
    # Jack: a soft cap with a feather swept back
    cap = (
        f"M{num(x - 22)},{num(y + 1)}C{num(x - 22)},{num(y - 20)} {num(x + 16)},{num(y - 24)} "
        f"{num(x + 24)},{num(y - 2)}L{num(x + 22)},{num(y + 2)}Z"
    )
    feather = (
        f"M{num(x - 8)},{num(y - 12)}C{num(x - 18)},{num(y - 32)} {num(x - 28)},{num(y - 38)} "
        f"{num(x - 38)},{num(y - 46)}C{num(x - 32)},{num(y - 30)} {num(x - 24)},{num(y - 16)} "
        f"{num(x - 14)},{num(y - 7)}Z"
    )
    quill = (
        f'<path d="M{num(x - 11)},{num(y - 9)}C{num(x - 20)},{num(y - 28)} {num(x - 28)},'
        f'{num(y - 36)} {num(x - 36)},{num(y - 44)}" fill="none" stroke="{GOLD_DARK}" '
        'stroke-width="1"/>'
    )
    brim = (
        f'<rect x="{num(x - 23)}" y="{num(y - 4)}" width="47" height="6" rx="3" fill="{GOLD}" '
        f'stroke="{GOLD_DARK}" stroke-width="1.2"/>'
    )
    return (
        f'<path d="{feather}" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1.2"/>{quill}'
        f'<path d="{cap}" fill="{colour}" stroke="{GOLD_DARK}" stroke-width="1.2"/>{brim}'
    )


def held_item(rank: int, x: float, top: float, bottom: float, colour: str) -> str:
    """What the figure holds upright at x, from ``top`` to ``bottom``.

    The King a sceptre, the Queen a flower, the Jack a spear.
    """
    if rank == 13:
        return (
            f'<path d="M{num(x)},{num(top + 10)}V{num(bottom)}" stroke="{GOLD_DARK}" '
            'stroke-width="4.5" stroke-linecap="round"/>'
            f'<path d="M{num(x)},{num(top + 10)}V{num(bottom)}" stroke="{GOLD}" '
            'stroke-width="2.5" stroke-linecap="round"/>'
            f'<circle cx="{num(x)}" cy="{num(top + 8)}" r="6" fill="{GOLD}" '
            f'stroke="{GOLD_DARK}" stroke-width="1.2"/>'
            f'<path d="M{num(x)},{num(top - 6)}V{num(top + 2)}M{num(x - 4)},{num(top - 2)}'
            f'H{num(x + 4)}" stroke="{GOLD_DARK}" stroke-width="2" stroke-linecap="round"/>'
        )
    if rank == 12:
        petals = "".join(
            f'<ellipse cx="{num(x)}" cy="{num(top - 1)}" rx="3.6" ry="6" fill="{colour}" '
            f'transform="rotate({angle} {num(x)} {num(top + 5)})"/>'
            for angle in range(0, 360, 72)
        )
        return (
            f'<path d="M{num(x)},{num(top + 8)}C{num(x - 4)},{num(top + 40)} {num(x + 3)},'
            f'{num(top + 70)} {num(x)},{num(bottom)}" fill="none" stroke="#2f6b2f" '
            'stroke-width="2.5"/>'
            f'<path d="M{num(x)},{num(top + 40)}C{num(x + 8)},{num(top + 30)} {num(x + 14)},'
            f"{num(top + 32)} {num(x + 16)},{num(top + 30)}C{num(x + 12)},{num(top + 40)} "
            f'{num(x + 6)},{num(top + 42)} {num(x)},{num(top + 42)}Z" fill="#2f6b2f"/>'
            f"{petals}"
            f'<circle cx="{num(x)}" cy="{num(top + 5)}" r="3" fill="{GOLD}"/>'
        )
    return (
        f'<path d="M{num(x)},{num(top + 12)}V{num(bottom)}" stroke="#7a4b1e" '
        'stroke-width="3.5" stroke-linecap="round"/>'
        f'<path d="M{num(x)},{num(top - 6)}C{num(x + 6)},{num(top + 2)} {num(x + 6)},'
        f"{num(top + 8)} {num(x)},{num(top + 14)}C{num(x - 6)},{num(top + 8)} {num(x - 6)},"
        f'{num(top + 2)} {num(x)},{num(top - 6)}Z" fill="#c9ced6" stroke="#5a6068" '
        'stroke-width="1.2"/>'
        f'<path d="M{num(x - 6)},{num(top + 16)}H{num(x + 6)}" stroke="{GOLD_DARK}" '
        'stroke-width="3" stroke-linecap="round"/>'
    )


def bust(rank: int, suit: str, colour: str) -> list[str]:
    """The upper half of a court card: the figure's bust, what it holds, and the suit."""
    x, head_y = 120, 96
    parts: list[str] = []
    if rank == 12:  # long hair falling to the shoulders
        parts.append(
            f'<path d="M{num(x - 16)},{num(head_y - 10)}C{num(x - 26)},{num(head_y + 14)} '
            f"{num(x - 22)},{num(head_y + 30)} {num(x - 28)},{num(head_y + 40)}"
            f"H{num(x + 28)}C{num(x + 22)},{num(head_y + 30)} {num(x + 26)},{num(head_y + 14)} "
            f'{num(x + 16)},{num(head_y - 10)}Z" fill="#6b3d1e"/>'
        )
    # robe: square shoulders falling straight to the panel's middle line
    neck_y = head_y + 24
    robe = (
        f"M{num(x - 50)},{num(CY)}L{num(x - 49)},{num(neck_y + 24)}"
        f"C{num(x - 48)},{num(neck_y + 8)} {num(x - 36)},{num(neck_y + 2)} {num(x - 14)},"
        f"{num(neck_y)}H{num(x + 14)}C{num(x + 36)},{num(neck_y + 2)} {num(x + 48)},"
        f"{num(neck_y + 8)} {num(x + 49)},{num(neck_y + 24)}L{num(x + 50)},{num(CY)}Z"
    )
    parts.append(f'<path d="{robe}" fill="{colour}"/>')
    # a light tunic in the collar's V, gold trims, a gold band down the middle with the suit
    vee = f"M{num(x - 14)},{num(neck_y)}L{num(x)},{num(neck_y + 30)}L{num(x + 14)},{num(neck_y)}"
    parts.append(f'<path d="{vee}Z" fill="#ffffff"/>')
    parts.append(
        f'<path d="{vee}" fill="none" stroke="{GOLD}" stroke-width="4" stroke-linejoin="round"/>'
    )
    parts.append(
        f'<rect x="{num(x - 5)}" y="{num(neck_y + 30)}" width="10" '
        f'height="{num(CY - neck_y - 30)}" fill="{GOLD}"/>'
    )
    parts.append(
        f'<circle cx="{num(x)}" cy="{num(neck_y + 40)}" r="9" fill="{GOLD}" '
        f'stroke="{GOLD_DARK}" stroke-width="1"/>'
    )
    parts.append(pip(suit, x, neck_y + 40, 11, "#ffffff"))
    # shoulder trim
    parts.append(
        f'<path d="M{num(x - 49)},{num(neck_y + 22)}C{num(x - 46)},{num(neck_y + 10)} '
        f"{num(x - 34)},{num(neck_y + 6)} {num(x - 16)},{num(neck_y + 4)}"
        f"M{num(x + 49)},{num(neck_y + 22)}C{num(x + 46)},{num(neck_y + 10)} "
        f'{num(x + 34)},{num(neck_y + 6)} {num(x + 16)},{num(neck_y + 4)}" fill="none" '
        f'stroke="{GOLD}" stroke-width="2"/>'
    )
    # neck and head
    parts.append(
        f'<rect x="{num(x - 6)}" y="{num(head_y + 12)}" width="12" height="14" fill="{SKIN}"/>'
    )
    if rank == 13:  # beard
        parts.append(
            f'<path d="M{num(x - 15)},{num(head_y + 2)}C{num(x - 15)},{num(head_y + 24)} '
            f"{num(x - 6)},{num(head_y + 32)} {num(x)},{num(head_y + 34)}"
            f"C{num(x + 6)},{num(head_y + 32)} {num(x + 15)},{num(head_y + 24)} "
            f'{num(x + 15)},{num(head_y + 2)}Z" fill="#8a8a8a"/>'
        )
    parts.append(
        f'<ellipse cx="{num(x)}" cy="{num(head_y)}" rx="14.5" ry="17" fill="{SKIN}" '
        'stroke="#a07850" stroke-width="1"/>'
    )
    if rank == 13:  # moustache over the beard
        parts.append(
            f'<path d="M{num(x - 10)},{num(head_y + 9)}C{num(x - 4)},{num(head_y + 4)} '
            f'{num(x + 4)},{num(head_y + 4)} {num(x + 10)},{num(head_y + 9)}" '
            'fill="none" stroke="#6f6f6f" stroke-width="3" stroke-linecap="round"/>'
        )
    # eyes: two dots are enough to give the figure a face
    parts.append(
        f'<circle cx="{num(x - 5.5)}" cy="{num(head_y - 2)}" r="1.6" fill="#3a2a1a"/>'
        f'<circle cx="{num(x + 5.5)}" cy="{num(head_y - 2)}" r="1.6" fill="#3a2a1a"/>'
    )
    if rank == 11:  # short fringe under the cap
        parts.append(
            f'<path d="M{num(x - 14.5)},{num(head_y - 3)}C{num(x - 14)},{num(head_y - 16)} '
            f"{num(x + 14)},{num(head_y - 16)} {num(x + 14.5)},{num(head_y - 3)}"
            f"C{num(x + 8)},{num(head_y - 9)} {num(x - 8)},{num(head_y - 9)} "
            f'{num(x - 14.5)},{num(head_y - 3)}Z" fill="#8a5a2b"/>'
        )
    parts.append(crown(rank, x, head_y - 12, colour))
    # what the figure holds, in a hand at the right shoulder, and the suit by the head
    item_x = x + 42
    parts.append(held_item(rank, item_x, PANEL_TOP + 18, CY - 6, colour))
    parts.append(
        f'<circle cx="{num(item_x)}" cy="{num(neck_y + 34)}" r="6" fill="{SKIN}" '
        'stroke="#a07850" stroke-width="1"/>'
    )
    parts.append(pip(suit, PANEL_LEFT + 19, head_y + 4, 24, colour))
    return parts


def court_card(rank: int, suit: str, colour: str) -> list[str]:
    body = corner_index(RANK_LETTERS[rank - 2], suit, colour)
    width, height = PANEL_RIGHT - PANEL_LEFT, PANEL_BOTTOM - PANEL_TOP
    body.append(
        f'<rect x="{PANEL_LEFT}" y="{PANEL_TOP}" width="{width}" height="{height}" rx="6" '
        f'fill="{PANEL}" stroke="{colour}" stroke-width="2.5"/>'
    )
    half = bust(rank, suit, colour)
    body += half
    body.append(rotated(half))
    # the dividing line where the two halves meet, with a gold rule
    body.append(
        f'<path d="M{PANEL_LEFT},{num(CY)}H{PANEL_RIGHT}" stroke="{GOLD}" stroke-width="3"/>'
    )
    body.append(
        f'<rect x="{PANEL_LEFT + 4}" y="{PANEL_TOP + 4}" width="{width - 8}" '
        f'height="{height - 8}" rx="4" fill="none" stroke="{GOLD}" stroke-width="1.5"/>'
    )
    return body


# --- Jokers ------------------------------------------------------------------------------
# The Red Joker is a sun, the Black Joker a crescent moon; their corner text and their
# banner words differ too. The lower middle (y 240..300) stays free for the HIGH/LOW badge
# the game draws at run time.

JOKER_LETTER_HEIGHT = 23
JOKER_LETTER_STEP = 29


def sun(x: float, y: float, radius: float, colour: str) -> str:
    """A sun: a disc with a ring and sixteen alternating long and short rays."""
    rays = []
    for i in range(16):
        angle = i * 22.5
        outer = radius * (1.75 if i % 2 == 0 else 1.45)
        rays.append(
            f'<path transform="translate({num(x)},{num(y)}) rotate({num(angle)})" '
            f'd="M-{num(radius * 0.16)},-{num(radius * 1.08)}L0,-{num(outer)}'
            f'L{num(radius * 0.16)},-{num(radius * 1.08)}Z" fill="{colour}"/>'
        )
    return (
        "".join(rays)
        + f'<circle cx="{num(x)}" cy="{num(y)}" r="{num(radius)}" fill="{colour}"/>'
        + f'<circle cx="{num(x)}" cy="{num(y)}" r="{num(radius * 0.74)}" fill="none" '
        f'stroke="#ffffff" stroke-width="{num(radius * 0.07)}"/>'
        + star(x, y, radius * 0.5, "#ffffff")
    )


def star(x: float, y: float, radius: float, colour: str, points: int = 5) -> str:
    """A pointed star, point up."""
    coords = []
    for i in range(points * 2):
        r = radius if i % 2 == 0 else radius * 0.42
        angle = math.pi * i / points
        coords.append(f"{num(x + r * math.sin(angle))},{num(y - r * math.cos(angle))}")
    return f'<path fill="{colour}" d="M{"L".join(coords)}Z"/>'


def moon(x: float, y: float, radius: float, colour: str) -> str:
    """A crescent moon opening to the right, with stars in its arms.

    The crescent is the disc at (x, y) less a disc shifted right; the horns are where the two
    circles cross.
    """
    inner, shift = radius * 0.85, radius * 0.45
    cross_x = (radius**2 - inner**2 + shift**2) / (2 * shift)
    cross_y = math.sqrt(radius**2 - cross_x**2)
    large = 1 if cross_x > shift else 0
    top = f"{num(x + cross_x)},{num(y - cross_y)}"
    bottom = f"{num(x + cross_x)},{num(y + cross_y)}"
    path = (
        f"M{top}A{num(radius)},{num(radius)} 0 1 0 {bottom}"
        f"A{num(inner)},{num(inner)} 0 {large} 1 {top}Z"
    )
    return (
        f'<path fill="{colour}" d="{path}"/>'
        + star(x + radius * 0.5, y, radius * 0.3, colour)
        + star(x + radius * 0.95, y - radius * 0.55, radius * 0.15, colour)
        + star(x + radius * 0.95, y + radius * 0.55, radius * 0.15, colour)
    )


def word(text: str, x: float, y: float, height: float, colour: str, weight: float = 8) -> str:
    """A word of index characters set on one line, centred on x."""
    advance = height / 60 * 48
    start = x - advance * (len(text) - 1) / 2
    return "".join(
        glyph(char, start + i * advance, y, height, colour, weight) for i, char in enumerate(text)
    )


def joker_card(red: bool) -> list[str]:
    colour = RED if red else INK
    corner = [
        glyph(char, INDEX_X, INDEX_TOP + i * JOKER_LETTER_STEP, JOKER_LETTER_HEIGHT, colour, 9)
        for i, char in enumerate("JOKER")
    ]
    small_y = INDEX_TOP + 5 * JOKER_LETTER_STEP + 14
    corner.append(
        star(INDEX_X, small_y, 15, colour, points=8)
        if red
        else moon(INDEX_X - 3, small_y, 14, colour)
    )
    body = [*corner, rotated(corner)]
    body.append(
        f'<rect x="60" y="26" width="130" height="298" rx="8" fill="none" '
        f'stroke="{colour}" stroke-width="1.5" stroke-dasharray="{"6,4" if red else "2,4"}"/>'
    )
    if red:
        body.append(sun(CX, 118, 34, colour))
    else:
        body.append(moon(CX - 10, 118, 52, colour))
    banner = "RED" if red else "BLACK"
    body.append(word(banner, CX, 192, 20, colour, 9))
    body.append(word("JOKER", CX, 220, 14, colour, 10))
    return body


# --- Back ----------------------------------------------------------------------------------

BACK_DARK = "#143255"
BACK_MID = "#1f4b7a"
BACK_LIGHT = "#3f7cb5"
BACK_ACCENT = "#2e8f7a"


def back_card() -> list[str]:
    """A deep blue back: a lattice of diamonds inside a white frame, a medallion of the suits."""
    left, top, right, bottom = 14, 14, WIDTH - 14, HEIGHT - 14
    parts = [
        f'<rect x="{left}" y="{top}" width="{right - left}" height="{bottom - top}" rx="9" '
        f'fill="{BACK_DARK}"/>'
    ]
    step_x, step_y = 22.2, 26
    columns, rows = 10, 12
    origin_x = CX - step_x * (columns - 1) / 2
    origin_y = CY - step_y * (rows - 1) / 2
    for row in range(rows):
        for column in range(columns):
            x, y = origin_x + column * step_x, origin_y + row * step_y
            fill = BACK_MID if (row + column) % 2 == 0 else BACK_ACCENT
            parts.append(
                f'<path fill="{fill}" d="M{num(x)},{num(y - step_y / 2 + 1.5)}'
                f"L{num(x + step_x / 2 - 1.5)},{num(y)}L{num(x)},{num(y + step_y / 2 - 1.5)}"
                f'L{num(x - step_x / 2 + 1.5)},{num(y)}Z"/>'
            )
            parts.append(f'<circle cx="{num(x)}" cy="{num(y)}" r="2" fill="{BACK_LIGHT}"/>')
    parts.append(
        f'<rect x="{left + 5}" y="{top + 5}" width="{right - left - 10}" '
        f'height="{bottom - top - 10}" rx="6" fill="none" stroke="#ffffff" stroke-width="2.5"/>'
    )
    parts.append(
        f'<rect x="{left}" y="{top}" width="{right - left}" height="{bottom - top}" rx="9" '
        f'fill="none" stroke="{BACK_DARK}" stroke-width="2"/>'
    )
    # medallion: a white-ringed oval with the four suits round a centre star
    parts.append(
        f'<ellipse cx="{num(CX)}" cy="{num(CY)}" rx="58" ry="72" fill="{BACK_DARK}" '
        'stroke="#ffffff" stroke-width="3"/>'
        f'<ellipse cx="{num(CX)}" cy="{num(CY)}" rx="50" ry="64" fill="none" '
        f'stroke="{BACK_LIGHT}" stroke-width="1.5"/>'
    )
    for suit, dx, dy in (("S", 0, -34), ("H", 24, 0), ("C", 0, 34), ("D", -24, 0)):
        parts.append(pip(suit, CX + dx, CY + dy, 24, "#ffffff"))
    parts.append(star(CX, CY, 9, GOLD, points=4))
    return parts


# --- The files -------------------------------------------------------------------------------


def card_files(set_name: str) -> dict[str, str]:
    """Every file of one set, by file name."""
    colours = SETS[set_name]
    files: dict[str, str] = {}
    for suit_index, suit in enumerate(SUIT_LETTERS):
        colour = colours[suit_index]
        for rank in range(2, 15):
            name = f"{RANK_LETTERS[rank - 2]}{suit}"
            title = f"{RANK_NAMES.get(rank, str(rank))} of {SUIT_NAMES[suit_index]}"
            if rank == 14:
                body = ace_card(suit, colour)
            elif rank >= 11:
                body = court_card(rank, suit, colour)
            else:
                body = number_card(rank, suit, colour)
            files[f"{name}.svg"] = card(title, body)
    files["RJ.svg"] = card("Red Joker", joker_card(red=True))
    files["BJ.svg"] = card("Black Joker", joker_card(red=False))
    files["back.svg"] = card("Card back", back_card())
    return files


def all_files(out_dir: Path) -> dict[Path, str]:
    return {
        out_dir / set_name / name: text
        for set_name in SETS
        for name, text in card_files(set_name).items()
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check", action="store_true", help="exit 1 if the files on disk are not up to date"
    )
    parser.add_argument("--out", type=Path, default=CARDS_DIR, help="folder of the card sets")
    args = parser.parse_args(argv)

    files = all_files(args.out)
    stale = [
        path
        for path, text in files.items()
        if not path.is_file() or path.read_text(encoding="utf-8") != text
    ]
    if args.check:
        for path in stale:
            print(f"out of date: {path}", file=sys.stderr)
        if stale:
            print("run: python packaging/make_card_art.py", file=sys.stderr)
        return 1 if stale else 0
    for path in stale:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(files[path], encoding="utf-8", newline="\n")
    print(f"{len(files)} files, {len(stale)} written, under {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
