"""Six languages: the translations are complete and in step with the code, the window
speaks each language, and Help > Rules has a page in each, stating the game's options."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from helpers.repo_scripts import load_script
from helpers.table_driver import Person, make_window, short_rules
from PySide6.QtCore import QLocale

from okpitch_desktop.app.language import LANGUAGES, install_language, resolve_language
from okpitch_desktop.app.settings import LEVEL_STRENGTH
from okpitch_desktop.engine import Phase, RuleSet
from okpitch_desktop.ui.dialogs.rule_options import CHECKS, CHOICES
from okpitch_desktop.ui.dialogs.rules_page import RulesDialog, rules_markdown
from okpitch_desktop.ui.dialogs.settings import level_strength_text
from okpitch_desktop.ui.seat_names import card_label, number, spoken_card

ROOT = Path(__file__).resolve().parents[2]
TRANSLATED = [code for code in LANGUAGES if code != "en"]
OPTION_LABELS = ["Players", "High joker", "Target score",
                 *(label for label, _help, _values in CHOICES.values()),
                 *(label for label, _meaning in CHECKS.values())]  # fmt: skip


def _translations_tool():
    return load_script("dev/translations.py")


def translation(code: str, source: str) -> str:
    """What ``code``'s .ts file says for ``source``."""
    path = ROOT / "resources" / "translations" / f"okpitch_{code}.ts"
    for message in ElementTree.parse(path).getroot().iter("message"):
        if message.findtext("source") == source:
            return message.findtext("translation")
    raise AssertionError(f"{source!r} is not in {path.name}")


@pytest.fixture
def speak():
    """Install a language for the test; English again afterwards."""
    yield install_language
    install_language("en")


def test_translations_are_complete_and_in_step_with_the_code():
    """No unfinished or obsolete entry; every string of the code is in every .ts; every
    .qm is exactly what lrelease makes of its .ts (so never older than it)."""
    assert _translations_tool().problems() == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_window_speaks_each_language(qtbot, speak, code):
    assert speak(code) == code
    window = make_window(qtbot, speed="off")
    person = Person(qtbot, window, seed=3)
    window.new_game(short_rules(4), seed=3)
    person.play_until(stop=lambda o: o.phase is Phase.BID)
    assert window.windowTitle() == translation(code, "Oklahoma Ten Point Pitch")
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus == [translation(code, text) for text in ("&Game", "&View", "&Help")]
    assert menus != ["&Game", "&View", "&Help"]
    texts = person.button_texts()
    assert translation(code, "Pass") in texts and "Pass" not in texts
    english = {"Your bid: how many points will your team make?",
               "Everyone passed: as dealer you must bid 2"}  # fmt: skip
    assert window.bar.prompt.text() and window.bar.prompt.text() not in english
    assert window.bar.hint.text() == translation(code, "Hint")


def mnemonic(text: str) -> str | None:
    """The letter after the single "&" of a menu text (Alt+letter opens it), if any."""
    found = re.search(r"(?<!&)&([^&])", text)
    return found.group(1).lower() if found else None


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_each_menus_letters_are_unique_in_each_language(qtbot, speak, code):
    """Alt+letter reaches one item: within the menu bar and within each menu, no two items
    share their underlined letter."""
    speak(code)
    window = make_window(qtbot, speed="off")
    menus = [("menu bar", window.menuBar().actions())]
    menus += [(action.text(), action.menu().actions()) for action in window.menuBar().actions()]
    for name, actions in menus:
        letters = [mnemonic(action.text()) for action in actions if not action.isSeparator()]
        shared = {letter for letter in letters if letter and letters.count(letter) > 1}
        assert not shared, f"{code}, {name}: {[a.text() for a in actions]}"


def test_numbers_dates_and_cards_follow_the_language(speak):
    speak("de")
    assert QLocale().name() == "de_DE"
    assert number(1234.5, 1) == "1.234,5"
    queen_of_hearts = 13 + 10
    assert card_label(queen_of_hearts) == translation("de", "Q") + "♥"
    assert spoken_card(queen_of_hearts) == "Herz-Dame"
    speak("fr")
    assert number(1234.5, 1) == "1\u202f234,5"
    speak("en")
    assert number(1234.5, 1) == "1,234.5" and spoken_card(queen_of_hearts) == "Queen of hearts"


def test_the_language_follows_the_system_unless_chosen():
    assert resolve_language("system", QLocale("de_AT")) == "de"
    assert resolve_language("system", QLocale("sw_KE")) == "sw"
    assert resolve_language("system", QLocale("pt_BR")) == "en"
    assert resolve_language("ja", QLocale("de_DE")) == "ja"
    assert resolve_language("xx", QLocale("fr_FR")) == "fr"  # an unknown setting: the system


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_each_language_has_a_rules_page_with_every_rule(speak, code):
    page = (ROOT / "resources" / "help" / f"rules.{code}.md").read_text(encoding="utf-8")
    assert page.startswith("# ")
    headings = re.findall(r"^## (R\d)\b", page, flags=re.MULTILINE)
    assert headings == [f"R{n}" for n in range(1, 10)]
    if code != "en":
        for label in OPTION_LABELS:  # the page names the options as the settings do
            assert f"**{translation(code, label)}**" in page, label


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_help_rules_states_the_options_of_the_game(qtbot, speak, code):
    speak(code)
    rules = RuleSet(players=6, high_joker="black", three_of_trump=True, target=31)
    page = rules_markdown(code, rules)
    heading = "The options of this game"
    heading = heading if code == "en" else translation(code, heading)
    assert page.index(f"## {heading}") < page.index("## R1")
    black = "Black joker high" if code == "en" else translation(code, "Black joker high")
    assert black in page and "31" in page
    dialog = RulesDialog(code, rules)
    qtbot.addWidget(dialog)
    assert heading in dialog.browser.toPlainText()


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_level_tooltips_speak_each_language(qtbot, speak, code):
    speak(code)
    hard = LEVEL_STRENGTH["hard"]
    tip = level_strength_text("hard")
    assert "Against Easy" not in tip and str(hard.deals) in tip, tip
    assert "%" + "1" not in tip and "%n" not in tip, tip
    assert level_strength_text("easy") == translation(
        code, "The yardstick: the other levels are measured against it."
    )
