"""Card pictures: the SVG art under resources/cards rendered to pixmaps, cached.

Every pixmap is rendered at its size in device pixels (width x device-pixel ratio) and
tagged with that ratio, so cards stay sharp at any size and on any screen scale instead of
being stretched from one bitmap. Rendering an SVG costs about a millisecond, a deal needs
dozens of cards and a resize all of them again, so rendered pixmaps are kept, the least
recently used going first once they fill ``CACHE_BYTES`` (a window resized by dragging
renders every size it passes through).
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

from PySide6.QtCore import QByteArray, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ...app.language import tr
from ...app.logs import logger
from ...app.resources import resources_dir, usable
from ...engine.cards import JOKERS, card_name

CLASSIC = "classic"
FOUR_COLOUR = "four_colour"

# The art's own coordinate system (packaging/make_card_art.py): 250 x 350, i.e. 5:7.
ART_WIDTH, ART_HEIGHT = 250.0, 350.0
# Where the HIGH/LOW badge goes on a joker: the lower middle the art leaves free.
BADGE_RECT = QRectF(64, 248, 122, 50)
BADGE_HIGH_FILL = QColor("#e0ad2a")
BADGE_HIGH_EDGE = QColor("#6e4e08")
BADGE_LOW_FILL = QColor("#ffffff")
BADGE_LOW_EDGE = QColor("#3c3c3c")
BADGE_TEXT = QColor("#1a1a1a")

CacheKey = tuple[str, int | str, int, float, str]
CACHE_BYTES = 64 * 1024 * 1024  # about 40 decks at 200% on a large window


class CardPixmaps:
    """Renders and caches the pictures of cards, jokers (with a HIGH/LOW badge) and the back."""

    def __init__(
        self,
        four_colour: bool = False,
        cards_dir: Path | None = None,
        cache_bytes: int = CACHE_BYTES,
    ) -> None:
        self._cards_dir = cards_dir if cards_dir is not None else resources_dir() / "cards"
        self._four_colour = four_colour
        self._pixmaps: OrderedDict[CacheKey, QPixmap] = OrderedDict()  # oldest use first
        self._cache_bytes = cache_bytes
        self.cached_bytes = 0
        self._renderers: dict[Path, QSvgRenderer] = {}

    @property
    def four_colour(self) -> bool:
        """Whether the four-colour deck (diamonds blue, clubs green) is drawn."""
        return self._four_colour

    @four_colour.setter
    def four_colour(self, value: bool) -> None:
        if value != self._four_colour:
            self._four_colour = value
            self.clear()

    @property
    def set_name(self) -> str:
        return FOUR_COLOUR if self._four_colour else CLASSIC

    @staticmethod
    def height_for(width: int) -> int:
        """A card's height for its width: cards are 5:7."""
        return round(width * ART_HEIGHT / ART_WIDTH)

    def face(self, card: int, width: int, dpr: float = 1.0) -> QPixmap:
        """The face of ``card`` (a joker without badge) ``width`` logical pixels wide."""
        return self._pixmap(card, card_name(card), width, dpr, "")

    def joker_face(self, card: int, width: int, dpr: float = 1.0, high: bool = True) -> QPixmap:
        """A joker's face with a badge saying whether it is the high or the low joker."""
        if card not in JOKERS:
            raise ValueError(f"{card_name(card)} is not a joker")
        return self._pixmap(card, card_name(card), width, dpr, "high" if high else "low")

    def back(self, width: int, dpr: float = 1.0) -> QPixmap:
        """The back of every card, ``width`` logical pixels wide."""
        return self._pixmap("back", "back", width, dpr, "")

    def clear(self) -> None:
        """Forget every rendered pixmap (the renderers stay)."""
        self._pixmaps.clear()
        self.cached_bytes = 0

    def _pixmap(
        self, card: int | str, file_stem: str, width: int, dpr: float, badge: str
    ) -> QPixmap:
        if width <= 0 or dpr <= 0:
            raise ValueError(f"a card needs a positive width and ratio, not {width} at {dpr}")
        key = (self.set_name, card, width, dpr, badge)
        pixmap = self._pixmaps.get(key)
        if pixmap is not None:
            self._pixmaps.move_to_end(key)
            return pixmap
        pixmap = self._render(self._renderer(file_stem), width, dpr, badge)
        self._pixmaps[key] = pixmap
        self.cached_bytes += _size_in_bytes(pixmap)
        while self.cached_bytes > self._cache_bytes and len(self._pixmaps) > 1:
            _key, oldest = self._pixmaps.popitem(last=False)
            self.cached_bytes -= _size_in_bytes(oldest)
        return pixmap

    def _renderer(self, file_stem: str) -> QSvgRenderer:
        path = self._cards_dir / self.set_name / f"{file_stem}.svg"
        renderer = self._renderers.get(path)
        if renderer is None:
            renderer = QSvgRenderer(str(path)) if usable(path) else QSvgRenderer()
            if not renderer.isValid():  # a damaged install: a plain card, said in the log
                from .plain_card import plain_card_svg  # (only then: start-up time)

                logger().warning("card picture %s cannot be used: a plain one is drawn", path)
                renderer = QSvgRenderer(QByteArray(plain_card_svg(file_stem)))
            self._renderers[path] = renderer
        return renderer

    def _render(self, renderer: QSvgRenderer, width: int, dpr: float, badge: str) -> QPixmap:
        pixel_width = max(1, round(width * dpr))
        pixel_height = max(1, round(self.height_for(width) * dpr))
        pixmap = QPixmap(pixel_width, pixel_height)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            renderer.render(painter, QRectF(0, 0, pixel_width, pixel_height))
            if badge:
                painter.scale(pixel_width / ART_WIDTH, pixel_height / ART_HEIGHT)
                _draw_badge(painter, badge == "high")
        finally:
            painter.end()
        pixmap.setDevicePixelRatio(dpr)
        return pixmap


def _size_in_bytes(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * pixmap.depth() // 8


def badge_text(high: bool) -> str:
    """The badge's word, through Qt's translations."""
    if high:
        return tr("HIGH")
    return tr("LOW")


def _draw_badge(painter: QPainter, high: bool) -> None:
    """A pill with an arrow and a word, in the art's coordinates.

    High and low differ in three ways, so neither colour nor reading is needed: a filled gold
    pill against a white one, an arrow up against an arrow down, and the word.
    """
    rect = BADGE_RECT
    radius = rect.height() / 2
    painter.setPen(QPen(BADGE_HIGH_EDGE if high else BADGE_LOW_EDGE, 3))
    painter.setBrush(BADGE_HIGH_FILL if high else BADGE_LOW_FILL)
    painter.drawRoundedRect(rect, radius, radius)

    # the arrow: a triangle in the pill's left end
    arrow_x = rect.left() + radius * 0.95
    middle_y = rect.center().y()
    size = rect.height() * 0.26
    tip, base = (-size, size * 0.8) if high else (size, -size * 0.8)
    arrow = QPainterPath(QPointF(arrow_x, middle_y + tip))
    arrow.lineTo(arrow_x + size, middle_y + base)
    arrow.lineTo(arrow_x - size, middle_y + base)
    arrow.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(BADGE_TEXT)
    painter.drawPath(arrow)

    # the word, bold, shrunk if a translation is long
    text_rect = QRectF(arrow_x + size + 4, rect.top(), rect.right() - arrow_x - size - 12, 0)
    text_rect.setHeight(rect.height())
    font = QFont()
    font.setBold(True)
    font.setPixelSize(26)
    word = badge_text(high)
    fitted = QFontMetricsF(font).horizontalAdvance(word)
    if fitted > text_rect.width():
        font.setPixelSize(max(10, int(26 * text_rect.width() / fitted)))
    painter.setFont(font)
    painter.setPen(BADGE_TEXT)
    painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, word)
