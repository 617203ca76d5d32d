"""A text plate on the table: plain text, or lines in their own colours, on a dark rounded
plate centred on its position; a gold frame marks the seat to act."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsScene, QGraphicsTextItem

LABEL_Z = 500
PLATE = QColor(0, 0, 0, 150)
ACTIVE_PLATE = QColor(0, 0, 0, 215)
ACTIVE_FRAME = QColor("#ffd23f")


class Label(QGraphicsRectItem):
    """Text on a plate. Each line may have its own colour; the default is the label's."""

    def __init__(self, scene: QGraphicsScene, colour: QColor | None = None) -> None:
        super().__init__()
        self.colour = colour or QColor("white")
        self.text = QGraphicsTextItem(self)
        self.text.document().setDocumentMargin(0)
        # Laid-out text is costly to paint and rarely changes: paint it from a cached image.
        self.text.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.lines: list[str] = []
        self._shown: tuple | None = None  # what the plate shows now: text, size, colours
        self._active = False  # framed as the seat to act
        self.setBrush(PLATE)
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setZValue(LABEL_Z)
        self.hide()  # until it has text
        scene.addItem(self)

    def show_text(self, text: str, size: float, centre: QPointF,
                  colours: list[QColor] | None = None) -> None:  # fmt: skip
        """Set the text (lines split at newlines, the n-th in ``colours[n]`` if given) at
        ``size`` points, and centre the plate on ``centre``; empty text hides it. The same
        text again is only moved (the table lays its plates out after every event)."""
        shown = (text, size, tuple(colour.name() for colour in colours or ()))
        if shown == self._shown:
            self.place(centre)
            return
        self._shown = shown
        self.lines = text.split("\n") if text else []
        font = QFont()
        font.setPointSizeF(max(7.0, size))
        self.text.setFont(font)
        colours = colours or []
        html = "<br>".join(
            f'<span style="color:{(colours[i] if i < len(colours) else self.colour).name()}">'
            f"{escape(line)}</span>"
            for i, line in enumerate(self.lines)
        )
        self.text.setHtml(f"<div style='white-space:pre'>{html}</div>")
        bounds = self.text.boundingRect()
        pad = size * 0.5
        self.setRect(QRectF(0, 0, bounds.width() + 2 * pad, bounds.height() + pad))
        self.text.setPos(pad, pad / 2)
        self.place(centre)
        self.setVisible(bool(text))

    def place(self, centre: QPointF) -> None:
        """Centre the plate on ``centre`` (its size is its text's)."""
        rect = self.rect()  # (the table places every plate after every event: kept lean)
        self.setPos(centre.x() - rect.width() / 2, centre.y() - rect.height() / 2)

    def set_active(self, active: bool) -> None:
        """A gold frame and a darker plate: this seat is to act."""
        if active == self._active:
            return  # the same again (the table sets every plate after every event)
        self._active = active
        self.setPen(QPen(ACTIVE_FRAME, 3) if active else QPen(Qt.PenStyle.NoPen))
        self.setBrush(ACTIVE_PLATE if active else PLATE)

    @property
    def active(self) -> bool:
        """Whether the plate is framed as the seat to act."""
        return self._active
