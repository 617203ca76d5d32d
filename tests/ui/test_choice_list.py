"""A drill's list of choices always holds the choice made (issue 62): the best few with
their values, and the person's choice, marked, in the last place when it ranks lower."""

from __future__ import annotations

from dataclasses import dataclass

from okpitch_desktop.engine import Discard, Play, parse_card
from okpitch_desktop.ui.practice.choice_list import SHOWN_CHOICES, choices_text, listed_choices


@dataclass(frozen=True)
class Valued:
    action: object
    value: float


CARDS = ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7H"]
VALUES = tuple(Valued(Play(parse_card(c)), 2.0 - i * 0.5) for i, c in enumerate(CARDS))


def test_the_choice_made_is_listed_even_when_it_ranks_last():
    chosen = Play(parse_card("7H"))
    listed = listed_choices(VALUES, chosen)
    assert len(listed) == SHOWN_CHOICES and listed[-1].action == chosen
    assert listed[:-1] == list(VALUES[: SHOWN_CHOICES - 1])
    text = choices_text(VALUES, chosen)
    assert text.endswith("10♠ 0 · … · 7♥ \u22121.5 (yours)")
    assert text.startswith("Each choice, in points for your team: A♠ +2 · K♠ +1.5")


def test_a_choice_among_the_best_is_marked_in_its_place():
    chosen = Play(parse_card("KS"))
    assert listed_choices(VALUES, chosen) == list(VALUES[:SHOWN_CHOICES])
    text = choices_text(VALUES, chosen)
    assert "K♠ +1.5 (yours) · Q♠" in text and "…" not in text


def test_cards_in_any_order_are_the_same_choice():
    values = (Valued(Discard((1, 2)), 1.0), Valued(Discard((3, 4)), 0.5))
    listed = listed_choices(values, Discard((4, 3)), shown=1)
    assert [v.action for v in listed] == [Discard((3, 4))]
