"""German speaks to the player with "du", as card games in German do (issue 63: "Du bist
dran" stood beside "Gewinnchance Ihres Teams"): no translation and no line of the German
rules page has the polite Sie, Ihr, Ihre or Ihnen, not even as "they" or "its" at the start
of a sentence, where a reader cannot tell it from an address; and du, dein, dich, dir are
written in lower case inside a sentence (capitalised only where a sentence starts or as a
name, "Du" for the person's seat), as docs/development.md's translation notes say."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "resources" / "translations" / "okpitch_de.ts"
RULES = ROOT / "resources" / "help" / "rules.de.md"
POLITE = re.compile(r"\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b")
FAMILIAR = r"(Du|Dein|Deine|Deinen|Deinem|Deiner|Deines|Dich|Dir|Euch|Euer|Eure|Euren|Eurem)"
# Inside a sentence: right after a word or a comma ("dann Du", "wenn, Du"); a capital
# after ". ", ": ", "? ", "! ", a list's "- " or at the start is a sentence's start.
MID_SENTENCE = re.compile(rf"(?<=[\w,]) {FAMILIAR}\b")


def german_texts() -> list[str]:
    """Every German translation (each plural form too) and every line of the rules page."""
    root = ET.parse(TRANSLATIONS).getroot()
    texts = []
    for translation in root.iter("translation"):
        forms = list(translation.iter("numerusform")) or [translation]
        texts += [form.text or "" for form in forms]
    return texts + RULES.read_text(encoding="utf-8").splitlines()


def test_german_never_uses_the_polite_address():
    polite = [text for text in german_texts() if POLITE.search(text)]
    assert polite == []


def test_du_is_lower_case_inside_a_sentence():
    capital = [text for text in german_texts() if MID_SENTENCE.search(text)]
    assert capital == []
