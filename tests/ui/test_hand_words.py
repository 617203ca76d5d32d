"""The words at a hand's end (issue 63): one whole sentence per person and result in every
language ("You bid 7 and were set.", never "You bid 7 and was set."), one minus sign (U+2212)
in every score the summary, the score sheet, game over and the hand history show, and
hearts and diamonds in red in the Computers' reasons and the hand history's lists, whose
rows wrap rather than being cut and carry their whole line in a tooltip."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.hands import deal_with, win_bidding
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QTextDocument
from PySide6.QtWidgets import QListWidget

from okpitch_desktop.app.language import install_language
from okpitch_desktop.app.stats.history import HandEntry
from okpitch_desktop.app.stats.score_sheet import SheetRow
from okpitch_desktop.engine import DeclareTrump, HandReport, RuleSet, hand_record
from okpitch_desktop.ui.dialogs import history as history_module
from okpitch_desktop.ui.dialogs import reasons as reasons_module
from okpitch_desktop.ui.dialogs.history import entry_label
from okpitch_desktop.ui.dialogs.outcome_words import outcome_sentence
from okpitch_desktop.ui.dialogs.red_suits import RED, RedSuitsDelegate
from okpitch_desktop.ui.dialogs.summary import HandSummary
from okpitch_desktop.ui.table.card_pixmaps import CardPixmaps
from okpitch_desktop.ui.table.plate_words import board_lines

LANGUAGES = ("de", "fr", "ru", "ja", "sw")
HYPHEN_MINUS = "-"
MINUS = "\u2212"
ENGLISH = {  # (pitcher, made) at four players -> the sentence
    (0, True): "You bid 7 and made it.",
    (0, False): "You bid 7 and were set.",
    (2, True): "Your partner North bid 7 and made it.",
    (2, False): "Your partner North bid 7 and was set.",
    (1, True): "West bid 7 and made it.",
    (1, False): "West bid 7 and was set.",
}


def report(pitcher: int, made: bool, scores: tuple[int, int] = (3, -7)) -> HandReport:
    """A planted hand's result at four players: team 0 set for 7 unless ``made``."""
    return HandReport(
        pitcher=pitcher, bid=7, trump=1, points={"high": 0, "low": 1, "game": 1},
        point_cards={"high": 12, "low": 14, "game": None}, game_counts=(9, 14),
        earned=(3, 4), made=made, scores=scores, winner=None, tricks=(),
    )  # fmt: skip


@pytest.mark.parametrize(("pitcher", "made"), list(ENGLISH))
def test_the_summary_says_a_whole_sentence_per_person_and_result(qtbot, pitcher, made):
    summary = HandSummary(report(pitcher, made), RuleSet(), CardPixmaps())
    qtbot.addWidget(summary)
    assert summary.headline.text() == ENGLISH[pitcher, made]


def test_six_players_partner_sits_opposite():
    assert outcome_sentence(3, 5, False, 6) == "Your partner North bid 5 and was set."
    assert outcome_sentence(4, 5, True, 6) == "North-east bid 5 and made it."


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_language_has_six_whole_sentences(qapp, code):
    install_language(code)
    try:
        said = {key: outcome_sentence(key[0], 7, key[1], 4) for key in ENGLISH}
    finally:
        install_language("en")
    assert len(set(said.values())) == 6, said  # each person and result its own sentence
    for key, sentence in said.items():
        assert sentence != ENGLISH[key] and "7" in sentence and "{" not in sentence


def test_one_minus_sign_in_the_summary(qtbot):
    summary = HandSummary(report(0, False, (3, -7)), RuleSet(), CardPixmaps())
    qtbot.addWidget(summary)
    text = summary.scores.text()
    assert f"{MINUS}7 → 3" in text and f"→ {MINUS}7" in text
    assert HYPHEN_MINUS not in text


def test_one_minus_sign_in_the_history_list():
    entry = HandEntry(path=Path("h.json"), game="odd", hand_number=2)
    row = SheetRow(hand_number=2, dealer=1, pitcher=0, bid=3, trump=1, made=False,
                   points=(-3, 2), totals=(-5, 9))  # fmt: skip
    label = entry_label(entry, row)
    assert label == f"hand 3 · You bid 3 ♥ and were set. · {MINUS}5 – 9"


def as_shown(rich: str) -> str:
    """The text a reader sees of a rich-text tooltip."""
    document = QTextDocument()
    document.setHtml(rich)
    return document.toPlainText()


def red_pixels(widget) -> int:
    image = widget.grab().toImage()
    red = QColor(RED)
    return sum(
        image.pixelColor(x, y) == red for y in range(image.height()) for x in range(image.width())
    )


def test_the_computers_reasons_show_red_suits_in_red(qtbot, monkeypatch):
    monkeypatch.setattr(reasons_module.ReviewRunner, "run", lambda *args: None)
    monkeypatch.setattr(reasons_module, "reason_text", lambda found, players: found)
    played = type("Played", (), {"levels": ("easy",) * 4})()
    dialog = reasons_module.ReasonsDialog(played)
    qtbot.addWidget(dialog)
    dialog.show()
    long = "East: bid 3. " + "The lowest of its best bids, as it could raise. " * 4
    dialog.show_reasons(
        (long + "\nExpects 4.7 points with ♥; counted on J♦ 10♥", "North: pass.", "East: ♦")
    )
    qtbot.waitExposed(dialog)
    assert isinstance(dialog.list.itemDelegate(), RedSuitsDelegate)
    assert red_pixels(dialog.list.viewport()) > 20
    item = dialog.list.item(0)
    rect = dialog.list.visualItemRect(item)
    assert rect.height() > 2 * dialog.list.fontMetrics().height()  # wrapped, not cut
    rows = [dialog.list.visualItemRect(dialog.list.item(row)) for row in range(3)]
    assert all(rows[n].bottom() < rows[n + 1].top() for n in range(2))  # none over another


def test_history_rows_wrap_in_colour_with_the_whole_line_as_tooltip(qtbot, monkeypatch):
    entry = HandEntry(path=Path("h.json"), game="20261207-140000-g", hand_number=2)
    row = SheetRow(hand_number=2, dealer=1, pitcher=0, bid=3, trump=1, made=True,
                   points=(3, 1), totals=(12, 9))  # fmt: skip
    history = type("History", (), {"entries": lambda self: [entry]})()
    monkeypatch.setattr(history_module, "hand_result", lambda path: row)
    monkeypatch.setattr(history_module, "load_hand", lambda path: None)
    dialog = history_module.HistoryDialog(history)
    qtbot.addWidget(dialog)
    dialog.resize(900, 600)
    dialog.show()
    qtbot.waitExposed(dialog)
    listed: QListWidget = dialog.list
    item = listed.item(0)
    whole = entry_label(entry, row)
    assert item.text() == whole and "You bid 3 ♥ and made it." in whole
    assert as_shown(item.toolTip()) == whole  # the whole line
    rect = listed.visualItemRect(item)
    assert rect.width() <= listed.viewport().width()
    assert rect.height() > 1.5 * listed.fontMetrics().height()  # on two lines: nothing cut
    listed.clearSelection()  # a selected row takes the selection's colours
    assert red_pixels(listed.viewport()) > 5
    assert listed.itemAt(QPoint(5, rect.bottom() - 2)) is item


def test_plain_text_survives_in_a_history_tooltip(qtbot, monkeypatch):
    """An imported file's name is shown as written, in the row and in its tooltip."""
    history = type("History", (), {"entries": lambda self: []})()
    monkeypatch.setattr(history_module, "load_hand", lambda path: None)
    dialog = history_module.HistoryDialog(history)
    qtbot.addWidget(dialog)
    assert dialog.import_file(Path("/nowhere/<b>bold<img src=x.png>.json"))
    item = dialog.list.item(0)
    assert item.text() == "Imported: <b>bold<img src=x.png>.json"
    assert as_shown(item.toolTip()) == item.text()


def test_the_hand_historys_pages_write_trump_in_red():
    state = deal_with()
    win_bidding(state, pitcher=0, bid=3)
    state.apply(DeclareTrump(1))  # hearts
    bidding = history_module.hand_steps(hand_record(state))[1]
    assert f'<span style="color:{RED}">♥</span>' in bidding


def test_the_score_board_writes_a_negative_score_with_the_minus_sign():
    rules = RuleSet()
    lines = [text for text, _colour in board_lines((-3, 5), rules, None)]
    assert lines[1].endswith(f": {MINUS}3") and HYPHEN_MINUS not in lines[1]
    assert lines[2].endswith(": 5")
