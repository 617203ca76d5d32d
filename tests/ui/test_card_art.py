"""The card art: generated files in step with their script, every card renders, cache, sets.

Run as a script to write contact sheets of both sets for looking at:
``python tests/ui/test_card_art.py /tmp`` writes cards_classic.png and cards_four_colour.png.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter

from okpitch_desktop.app.resources import resources_dir
from okpitch_desktop.engine.cards import (
    BLACK_JOKER,
    DECK,
    DIAMONDS,
    JOKERS,
    RED_JOKER,
    card_name,
    make_card,
)
from okpitch_desktop.ui.table.card_pixmaps import CardPixmaps

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "make_card_art.py"
FELT = QColor(0x1E, 0x6B, 0x3C)


def test_art_on_disk_is_what_the_script_writes():
    result = subprocess.run(
        [sys.executable, str(SCRIPT), "--check"], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr


def test_script_check_notices_a_changed_file(tmp_path):
    subprocess.run([sys.executable, str(SCRIPT), "--out", str(tmp_path)], check=True)
    check = [sys.executable, str(SCRIPT), "--check", "--out", str(tmp_path)]
    assert subprocess.run(check, capture_output=True, check=False).returncode == 0
    (tmp_path / "classic" / "QH.svg").write_text("<svg/>", encoding="utf-8")
    assert subprocess.run(check, capture_output=True, check=False).returncode == 1


def test_resources_are_found_in_a_checkout_and_in_a_bundle(monkeypatch, tmp_path):
    import okpitch_desktop.app.resources as resources

    assert resources_dir() == ROOT / "resources"
    (tmp_path / "bundle" / "resources").mkdir(parents=True)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "bundle"), raising=False)
    assert resources_dir() == tmp_path / "bundle" / "resources"
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "empty"))
    monkeypatch.setattr(resources, "__file__", str(tmp_path / "a" / "b" / "resources.py"))
    with pytest.raises(RuntimeError, match="resources folder is missing"):
        resources_dir()


def test_an_installed_packages_resources_come_before_a_checkouts(monkeypatch, tmp_path):
    import okpitch_desktop.app.resources as resources

    package = tmp_path / "okpitch_desktop"
    monkeypatch.setattr(resources, "__file__", str(package / "app" / "resources.py"))
    (tmp_path / "resources").mkdir()
    assert resources_dir() == tmp_path / "resources"
    (package / "resources").mkdir(parents=True)
    assert resources_dir() == package / "resources"


def test_art_files_are_small_and_complete():
    cards = resources_dir() / "cards"
    for set_name in ("classic", "four_colour"):
        names = {path.name for path in (cards / set_name).glob("*.svg")}
        assert names == {f"{card_name(card)}.svg" for card in DECK} | {"back.svg"}
        for name in names:
            assert (cards / set_name / name).stat().st_size < 20_000, name


@pytest.mark.parametrize("four_colour", [False, True], ids=["classic", "four_colour"])
@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_every_card_and_the_back_render_at_the_right_size(qapp, four_colour, dpr):
    pixmaps = CardPixmaps(four_colour=four_colour)
    width = 61
    height = CardPixmaps.height_for(width)
    assert height == 85
    pictures = [pixmaps.face(card, width, dpr) for card in DECK]
    pictures += [
        pixmaps.joker_face(card, width, dpr, high) for card in JOKERS for high in (True, False)
    ]
    pictures.append(pixmaps.back(width, dpr))
    for picture in pictures:
        assert not picture.isNull()
        assert picture.devicePixelRatio() == dpr
        assert (picture.width(), picture.height()) == (round(width * dpr), round(height * dpr))
        assert picture.deviceIndependentSize().toSize().width() == width


def test_cache_returns_the_same_pixmap_for_the_same_key(qapp):
    pixmaps = CardPixmaps()
    assert pixmaps.face(7, 80) is pixmaps.face(7, 80)
    assert pixmaps.back(80, 2.0) is pixmaps.back(80, 2.0)
    assert pixmaps.joker_face(RED_JOKER, 80, 1.0, True) is pixmaps.joker_face(RED_JOKER, 80)
    assert pixmaps.face(7, 80) is not pixmaps.face(7, 81)
    assert pixmaps.face(7, 80) is not pixmaps.face(7, 80, 2.0)
    assert pixmaps.joker_face(RED_JOKER, 80, high=True) is not pixmaps.joker_face(
        RED_JOKER, 80, high=False
    )
    classic = pixmaps.face(7, 80)
    pixmaps.four_colour = True
    assert pixmaps.face(7, 80) is not classic


def test_a_card_that_is_not_a_joker_gets_no_badge(qapp):
    with pytest.raises(ValueError, match="not a joker"):
        CardPixmaps().joker_face(make_card(DIAMONDS, 5), 80)


def ink(image: QImage) -> QColor:
    """The average colour of the image's strongly coloured pixels (the pips' ink)."""
    total = [0, 0, 0]
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            colour = image.pixelColor(x, y)
            if colour.saturation() > 120 and colour.value() > 60:
                total = [
                    total[0] + colour.red(),
                    total[1] + colour.green(),
                    total[2] + colour.blue(),
                ]
                count += 1
    assert count > 0, "no coloured pixels"
    return QColor(*(round(channel / count) for channel in total))


def centre_pip(pixmaps: CardPixmaps, card: int) -> QImage:
    """The middle of a large card: the ace's or three's centre pip."""
    picture = pixmaps.face(card, 250).toImage()
    return picture.copy(100, 150, 50, 50)


def test_four_colour_diamonds_are_blue_and_classic_ones_red(qapp):
    three_of_diamonds = make_card(DIAMONDS, 3)
    classic = ink(centre_pip(CardPixmaps(four_colour=False), three_of_diamonds))
    four = ink(centre_pip(CardPixmaps(four_colour=True), three_of_diamonds))
    assert classic.red() > 150 and classic.blue() < 90, classic.name()
    assert four.blue() > 150 and four.red() < 90, four.name()


def test_the_two_jokers_look_substantially_different(qapp):
    pixmaps = CardPixmaps()
    red = pixmaps.face(RED_JOKER, 100).toImage().convertToFormat(QImage.Format.Format_Grayscale8)
    black = (
        pixmaps.face(BLACK_JOKER, 100).toImage().convertToFormat(QImage.Format.Format_Grayscale8)
    )
    # Compared in grey, so the difference is in shape, not only in colour.
    differing = sum(
        abs(red.pixelColor(x, y).value() - black.pixelColor(x, y).value()) > 60
        for y in range(red.height())
        for x in range(red.width())
    )
    assert differing > 0.05 * red.width() * red.height()


def contact_sheet(pixmaps: CardPixmaps, widths: tuple[int, ...] = (80, 140)) -> QImage:
    """All 52 faces, both jokers high and low, and the back, at each width, on felt."""
    margin, gap = 16, 8
    cards: list[tuple[str, int | None, bool]] = [("face", card, False) for card in DECK[:52]]
    cards += [("joker", joker, high) for joker in JOKERS for high in (True, False)]
    cards.append(("back", None, False))
    rows_per_width = []
    height = margin
    for width in widths:
        per_row = 13
        rows = -(-len(cards) // per_row)
        rows_per_width.append((width, per_row, rows))
        height += rows * (CardPixmaps.height_for(width) + gap) + margin
    sheet_width = margin * 2 + 13 * (max(widths) + gap)
    dpr = 1.0
    image = QImage(sheet_width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(FELT)
    painter = QPainter(image)
    painter.setFont(QFont("sans-serif", 8))
    y = margin
    for width, per_row, rows in rows_per_width:
        card_height = CardPixmaps.height_for(width)
        for index, (kind, card, high) in enumerate(cards):
            row, column = divmod(index, per_row)
            x = margin + column * (width + gap)
            top = y + row * (card_height + gap)
            if kind == "face":
                picture = pixmaps.face(card, width, dpr)
            elif kind == "joker":
                picture = pixmaps.joker_face(card, width, dpr, high)
            else:
                picture = pixmaps.back(width, dpr)
            painter.drawPixmap(QPointF(x, top), picture)
        y += rows * (card_height + gap) + margin
    painter.setPen(Qt.GlobalColor.white)
    painter.drawText(
        QRectF(0, 0, sheet_width - 4, 14), Qt.AlignmentFlag.AlignRight, pixmaps.set_name
    )
    painter.end()
    return image


def test_contact_sheets_are_written(qapp, tmp_path):
    for four_colour in (False, True):
        pixmaps = CardPixmaps(four_colour=four_colour)
        path = tmp_path / f"cards_{pixmaps.set_name}.png"
        assert contact_sheet(pixmaps).save(str(path))
        assert path.stat().st_size > 10_000


if __name__ == "__main__":
    out = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    app = QGuiApplication(sys.argv[:1])
    for four_colour in (False, True):
        pixmaps = CardPixmaps(four_colour=four_colour)
        target = out / f"cards_{pixmaps.set_name}.png"
        contact_sheet(pixmaps).save(str(target))
        print(target)


def test_the_cache_keeps_the_most_recently_used_within_its_bytes(qapp):
    """A window dragged through many sizes must not keep a deck per size for ever."""
    one_card = 100 * 140 * 4  # a card 100 px wide at ratio 1, 32 bits a pixel
    pixmaps = CardPixmaps(cache_bytes=3 * one_card)
    first = pixmaps.face(0, 100)
    for card in (1, 2):
        pixmaps.face(card, 100)
    assert pixmaps.face(0, 100) is first  # used again: now the most recent
    pixmaps.face(3, 100)  # one too many: card 1, the least recently used, goes
    assert pixmaps.cached_bytes <= 3 * one_card
    assert pixmaps.face(0, 100) is first
    for width in range(60, 120, 5):  # dragging the window
        pixmaps.face(5, width)
    assert pixmaps.cached_bytes <= 3 * one_card
