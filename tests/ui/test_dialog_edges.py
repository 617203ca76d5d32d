"""Dialogs without a stray line and without clipped help (issue 63). The "thin line with
ticks along the bottom edge" of every dialog is the window manager's resize handle (openbox
draws it, grips at both ends, for a window whose size may change); the dialogs that have
nothing to gain from resizing (the first-start tour, the hand's result, Settings) take the
size of their contents, so none is drawn. The help under Settings' "Trick pause" (any help
note that wraps) is shown on all its lines."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from okpitch_desktop.app.language import install_language
from okpitch_desktop.app.settings import Settings
from okpitch_desktop.engine import HandReport, RuleSet
from okpitch_desktop.ui.dialogs.settings import SettingsDialog
from okpitch_desktop.ui.dialogs.summary import SummaryDialog
from okpitch_desktop.ui.dialogs.tour import PAGES, TourDialog
from okpitch_desktop.ui.table.card_pixmaps import CardPixmaps


def shown(qtbot, dialog):
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def summary_dialog() -> SummaryDialog:
    report = HandReport(
        pitcher=1, bid=5, trump=0, points={"high": 1}, point_cards={"high": 12},
        game_counts=(9, 14), earned=(0, 1), made=False, scores=(4, -5), winner=None, tricks=(),
    )  # fmt: skip
    return SummaryDialog(report, RuleSet(), CardPixmaps())


@pytest.mark.parametrize(
    "make",
    [TourDialog, summary_dialog, lambda: SettingsDialog(Settings(), None)],
    ids=["tour", "summary", "settings"],
)
def test_a_dialog_of_fixed_contents_has_a_fixed_size(qtbot, make):
    """Equal smallest and largest sizes: what tells a window manager there is nothing to
    resize, so that it draws no resize handle along the bottom."""
    dialog = shown(qtbot, make())
    assert dialog.minimumSize() == dialog.maximumSize() == dialog.size()


def test_the_tour_keeps_its_width_from_page_to_page(qtbot):
    tour = shown(qtbot, TourDialog())
    widths = set()
    for page in range(len(PAGES)):
        tour.show_page(page)
        qtbot.waitUntil(lambda: not tour.layout().geometry().isEmpty(), timeout=60_000)
        tour.layout().activate()
        widths.add(tour.width())
        assert tour.text.height() >= tour.text.heightForWidth(tour.text.width())
    assert len(widths) == 1


@pytest.mark.parametrize("code", ["en", "de", "ja"])
def test_every_settings_help_note_shows_all_its_lines(qtbot, code):
    install_language(code)
    try:
        dialog = shown(qtbot, SettingsDialog(Settings(), None))
        notes = [label for label in dialog.findChildren(QLabel) if label.wordWrap()]
        assert len(notes) > 10
        for note in notes:
            qtbot.waitUntil(
                lambda note=note: note.height() >= note.heightForWidth(note.width()),
                timeout=60_000,
            )
    finally:
        install_language("en")
