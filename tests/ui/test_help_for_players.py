"""Help is for players (issue 63): Help > Rules (F1) in every language says nothing of how
hand records write cards ("10S is also accepted" went to docs/hand_records.md), and the
first-start tour's last page names Help > Learn to play with the menu's own words. Its
hearts and diamonds are red, as everywhere."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QColor

from okpitch_desktop.app.language import LANGUAGES, install_language, tr
from okpitch_desktop.engine import RuleSet
from okpitch_desktop.ui.dialogs.red_suits import RED
from okpitch_desktop.ui.dialogs.rules_page import RulesDialog, rules_markdown
from okpitch_desktop.ui.dialogs.tour import PAGES, TourDialog

RECORD_NOTATION = re.compile(r"\b(10S|TS|QH|RJ|BJ)\b|okpitch-hand")


def menu_words(text: str) -> str:
    """A menu's text as read, without its mnemonic ("&Help", "ヘルプ(&H)")."""
    return re.sub(r"\(&\w\)|&", "", text)


@pytest.fixture
def speak():
    yield install_language
    install_language("en")


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_rules_page_leaves_the_record_notation_to_the_docs(speak, code):
    speak(code)
    page = rules_markdown(code, RuleSet())
    assert RECORD_NOTATION.findall(page) == []
    assert "♥" in page and "♣" in page  # the suits as the table shows them


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_tours_last_page_names_learn_to_play(qtbot, speak, code):
    speak(code)
    tour = TourDialog()
    qtbot.addWidget(tour)
    tour.show_page(len(PAGES) - 1)
    menu, item = menu_words(tr("&Help")), menu_words(tr("&Learn to play"))
    text = tour.text.text()
    assert menu in text and item in text[text.index(menu) :], text  # "Help > Learn to play"
    assert tour.next.text() == tr("Done")


def test_the_rules_page_shows_hearts_and_diamonds_in_red(qtbot):
    dialog = RulesDialog("en", RuleSet())
    qtbot.addWidget(dialog)
    document = dialog.browser.document()
    for symbol, colour in (("♥", RED), ("♦", RED)):
        found = document.find(symbol)
        assert not found.isNull()
        assert found.charFormat().foreground().color() == QColor(colour), symbol
    spades = document.find("♠")
    assert spades.charFormat().foreground().color() != QColor(RED)
