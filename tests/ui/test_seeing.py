"""Seeing the cards: the four-colour deck as a setting, jokers told apart without colour,
the first-start tour, and the window at 200% scale."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from helpers.services_driver import open_window
from helpers.table_driver import WAIT_MS, Person
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from okpitch_desktop.app.settings import load_settings
from okpitch_desktop.engine import Phase
from okpitch_desktop.engine.cards import BLACK_JOKER, RED_JOKER
from okpitch_desktop.ui.dialogs.tour import PAGES, TourDialog
from okpitch_desktop.ui.table.card_pixmaps import CardPixmaps, badge_text

SCREENSHOTS = Path(__file__).resolve().parents[2] / "dev" / "screenshots.py"


def test_the_four_colour_deck_setting_redraws_the_cards(qtbot):
    window = open_window(qtbot, settings=None, autosave=False, size=(1280, 800))
    person = Person(qtbot, window, seed=3)
    person.play_until(stop=lambda o: o.phase is Phase.BID)
    items = {item.card: item for item in window.scene.hands[0]}
    before = {card: item.pixmap().toImage() for card, item in items.items()}
    window.dialogs.settings_chosen(replace(window.session.settings, four_colour_deck=True))
    assert window.pixmaps.four_colour and load_settings()[0].four_colour_deck
    for card, item in items.items():
        changed = item.pixmap().toImage() != before[card]
        suit = card // 13 if card < 52 else None
        assert changed == (suit in (2, 3)), card  # diamonds blue, clubs green; others alike


def test_jokers_differ_by_shape_and_word_not_colour_alone(qtbot):
    """Seen without colour (ink or paper only), the two jokers still look different."""
    pixmaps = CardPixmaps(four_colour=True)

    def ink(card: int, high: bool) -> QImage:
        image = pixmaps.joker_face(card, 200, 1.0, high=high).toImage()
        return image.convertToFormat(QImage.Format.Format_Grayscale8)

    def share_differing(a: QImage, b: QImage) -> float:
        differing = sum(
            (a.pixelColor(x, y).value() < 200) != (b.pixelColor(x, y).value() < 200)
            for x in range(0, a.width(), 2)
            for y in range(0, a.height(), 2)
        )
        return differing / ((a.width() // 2) * (a.height() // 2))

    assert share_differing(ink(RED_JOKER, True), ink(BLACK_JOKER, True)) > 0.03  # sun, moon
    assert share_differing(ink(RED_JOKER, True), ink(RED_JOKER, False)) > 0.005  # HIGH, LOW
    assert badge_text(True) != badge_text(False)


def test_the_tour_is_shown_once_at_the_first_start(qtbot):
    window = open_window(qtbot, settings=None, autosave=False, first_start=True)
    tours = window.findChildren(TourDialog)
    assert len(tours) == 1 and tours[0].isVisible()
    tour = tours[0]
    assert window.controller.game is None  # nobody deals or bids behind the tour
    for _ in PAGES:
        qtbot.keyClick(tour.next, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not tour.isVisible(), timeout=WAIT_MS)
    assert window.session.settings.tour_seen and load_settings()[0].tour_seen
    assert window.controller.game is not None  # the game starts once the tour is closed
    window.close()

    again = open_window(qtbot, settings=None, autosave=False, first_start=True)
    assert again.findChildren(TourDialog) == []


def test_the_window_at_200_percent_scale_and_with_the_four_colour_deck(tmp_path):
    """The screenshot command at scale 2: every picture has twice the pixels."""
    command = [sys.executable, str(SCREENSHOTS), str(tmp_path),
               "--scale", "2", "--four-colour"]  # fmt: skip
    done = subprocess.run(command, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    table = QImage(str(tmp_path / "table.png"))
    assert (table.width(), table.height()) == (2560, 1600)
    for name in ("settings.png", "rules.png", "tour.png"):
        assert not QImage(str(tmp_path / name)).isNull(), name
