"""A plain picture for a card whose own art cannot be used (a damaged install: the file
missing, a pipe, not SVG): drawn in the art's size and coordinates, so the table goes on
with cards that can still be told apart, never a blank or a stopped game."""

from __future__ import annotations

SUITS = {"C": ("\u2663", "#1a1a1a"), "D": ("\u2666", "#c01818"),
         "H": ("\u2665", "#c01818"), "S": ("\u2660", "#1a1a1a")}  # fmt: skip
JOKERS = {"BJ": ("\u2605", "#1a1a1a"), "RJ": ("\u2605", "#c01818")}
BACK_FILL = "#1d4f91"


def plain_card_svg(file_stem: str) -> bytes:
    """The SVG of a plain card for the art file ``file_stem`` (``AS``, ``TD``, ``BJ``,
    ``back``): a white face with rank and suit, a joker's star, or a one-colour back."""
    fill, label, colour = "#ffffff", "", "#1a1a1a"
    if file_stem == "back":
        fill = BACK_FILL
    elif file_stem in JOKERS:
        label, colour = JOKERS[file_stem]
    elif file_stem[-1:] in SUITS:
        symbol, colour = SUITS[file_stem[-1]]
        label = file_stem[:-1].replace("T", "10") + symbol
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="250" height="350"'
        ' viewBox="0 0 250 350">'
        f'<rect x="4" y="4" width="242" height="342" rx="16" fill="{fill}"'
        ' stroke="#3c3c3c" stroke-width="4"/>'
        f'<text x="125" y="205" font-size="100" font-family="sans-serif"'
        f' text-anchor="middle" fill="{colour}">{label}</text></svg>'
    ).encode()
