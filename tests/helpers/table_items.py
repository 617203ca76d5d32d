"""The table's visible items, named, and which of them cover each other: every pair of
name plates, bid bubbles, the contract, the score board, the dealer button, the labels of
the piles, the widow and the discards, and every card, and each must lie on the table.

The only overlaps meant to be are narrow: the cards of one hand (fanned, each over the
next), the cards of one stack (a team's won tricks, the widow, the discards), and a card
in flight (not at its home: it crosses the table on its way)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF

from okpitch_desktop.ui.seat_names import seat_name
from okpitch_desktop.ui.table.card_item import CardItem

LEEWAY = 1.0  # pixels of overlap (or of reaching past the edge) taken as touching


@dataclass(frozen=True)
class Seen:
    """One visible item of the table: what it is, the group it may overlap within (the
    cards of one hand or one stack; None: nothing), and where it lies."""

    name: str
    group: str | None
    rect: QRectF


def names_of(scene) -> dict[int, tuple[str, str | None]]:
    """Every item the table places, by id: its name and its group."""
    players, decor = scene.players, scene.decor
    known: dict[int, tuple[str, str | None]] = {}
    for seat, (name, bubble) in enumerate(zip(decor.names, decor.bubbles, strict=True)):
        known[id(name)] = (f"{seat_name(seat, players)}'s name plate", None)
        known[id(bubble)] = (f"{seat_name(seat, players)}'s bid bubble", None)
    for team, label in enumerate(decor.pile_labels):
        known[id(label)] = (f"team {team}'s pile label", None)
    for name, item in (("contract", decor.contract), ("score board", decor.board),
                       ("dealer button", decor.button), ("widow label", decor.widow_label),
                       ("discards label", decor.discard_label)):  # fmt: skip
        known[id(item)] = (name, None)
    for seat, hand in enumerate(scene.hands):
        for item in hand:
            known[id(item)] = (f"{seat_name(seat, players)}'s card {item.card}", f"hand {seat}")
    for seat, item in scene.trick.played():
        known[id(item)] = (f"{seat_name(seat, players)}'s card in the trick", None)
    stacks = [(f"team {team}'s won tricks", pile) for team, pile in enumerate(scene.piles)]
    for name, stack in [*stacks, ("widow", scene.widow), ("discards", scene.discards)]:
        for item in stack:
            known[id(item)] = (f"a card of the {name}", name)
    return known


def visible_items(scene) -> list[Seen]:
    """Every visible top-level item of the table, named, except cards in flight."""
    known = names_of(scene)
    homes = {id(item): spot.pos for item, spot in scene.homes()}
    seen = []
    for item in scene.items():
        if item.parentItem() is not None or not item.isVisible():
            continue  # a child (a card's ring, a plate's text) lies within its parent
        home = homes.get(id(item))
        if (
            isinstance(item, CardItem)
            and home is not None
            and (item.pos() - home).manhattanLength() > 0.5
        ):
            continue  # on its way home
        name, group = known.get(id(item), (f"an unknown {type(item).__name__}", None))
        seen.append(Seen(name, group, item.sceneBoundingRect()))
    return seen


def overlaps(scene) -> list[str]:
    """Every pair of visible items that cover each other (but those of one group), and
    every item that reaches past the table's edge."""
    items = visible_items(scene)
    table = scene.sceneRect().adjusted(-LEEWAY, -LEEWAY, LEEWAY, LEEWAY)
    found = [f"{a.name} reaches past the table's edge" for a in items if not table.contains(a.rect)]
    for i, a in enumerate(items):
        for b in items[i + 1 :]:
            if a.group is not None and a.group == b.group:
                continue
            common = a.rect.intersected(b.rect)
            if common.width() > LEEWAY and common.height() > LEEWAY:
                size = f"{common.width():.0f}x{common.height():.0f}"
                found.append(f"{a.name} and {b.name} cover each other by {size}")
    return found
