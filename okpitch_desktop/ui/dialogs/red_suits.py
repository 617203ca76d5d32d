"""Hearts and diamonds in red where cards are written in words: as HTML for a label, and a
delegate that draws a list's or tree's text so."""

from __future__ import annotations

import re
from html import escape

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF
from PySide6.QtGui import QAbstractTextDocumentLayout, QPainter, QPalette, QTextDocument
from PySide6.QtWidgets import QApplication, QStyle, QStyledItemDelegate, QStyleOptionViewItem

RED = "#c00000"
RED_CARD = re.compile(r"\w*[♥♦]")  # "7♥", "10♦", "B♥", a suit alone: "♦"


def red_suits_html(text: str) -> str:
    """``text`` as HTML, lines kept, cards of hearts and diamonds in red."""
    html = escape(text, quote=False)
    html = RED_CARD.sub(lambda found: f'<span style="color:{RED}">{found.group(0)}</span>', html)
    return html.replace("\n", "<br>")


class RedSuitsDelegate(QStyledItemDelegate):
    """Draws an item's text with red hearts and diamonds (the selection's colours kept)."""

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)
        text = item.text
        if not RED_CARD.search(text):
            super().paint(painter, option, index)
            return
        item.text = ""
        style = item.widget.style() if item.widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, item, painter, item.widget)
        area = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, item, item.widget)
        selected = bool(item.state & QStyle.StateFlag.State_Selected)
        document = QTextDocument()
        document.setDefaultFont(item.font)
        document.setDocumentMargin(0)
        document.setHtml(text_html(text, selected))
        context = QAbstractTextDocumentLayout.PaintContext()
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        context.palette.setColor(QPalette.ColorRole.Text, item.palette.color(role))
        painter.save()
        top = area.top() + (area.height() - document.size().height()) / 2
        painter.translate(QPointF(area.left() + 2, top))
        document.documentLayout().draw(painter, context)
        painter.restore()


def text_html(text: str, selected: bool) -> str:
    """One line of an item: on the selection's colour the red stays the selection's text."""
    if selected:
        return escape(text, quote=False)
    return f"<span style='white-space:pre'>{red_suits_html(text)}</span>"
