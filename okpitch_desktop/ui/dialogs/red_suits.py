"""Hearts and diamonds in red where cards are written in words: as HTML for a label, and a
delegate that draws a list's or tree's text so."""

from __future__ import annotations

import re
from html import escape
from math import ceil

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QSize
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QPainter,
    QPalette,
    QTextCharFormat,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QApplication,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
)

RED = "#c00000"
LINE_SEPARATOR = "\u2028"  # what an item view's text has for each "\n" of the item's
TEXT_MARGIN = 3  # as the style puts it: between the item's text area and its first letter
RED_CARD = re.compile(r"\w*[♥♦]")  # "7♥", "10♦", "B♥", a suit alone: "♦"


def red_suits_html(text: str) -> str:
    """``text`` as HTML, lines kept, cards of hearts and diamonds in red."""
    html = escape(text, quote=False)
    html = RED_CARD.sub(lambda found: f'<span style="color:{RED}">{found.group(0)}</span>', html)
    return html.replace("\n", "<br>")


def colour_red_suits(document: QTextDocument) -> None:
    """Hearts and diamonds in red in a document already laid out (a Markdown page)."""
    red = QTextCharFormat()
    red.setForeground(QColor(RED))
    for symbol in "♥♦":
        found = document.find(symbol)
        while not found.isNull():
            found.mergeCharFormat(red)
            found = document.find(symbol, found)


class RedSuitsDelegate(QStyledItemDelegate):
    """Draws an item's text with red hearts and diamonds (the selection's colours kept),
    on several lines where the view wraps its items' text."""

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
        document = _document(item, text, selected, area.width() - 2 * TEXT_MARGIN)
        context = QAbstractTextDocumentLayout.PaintContext()
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        context.palette.setColor(QPalette.ColorRole.Text, item.palette.color(role))
        painter.save()
        painter.setClipRect(area)
        top = area.top() + max((area.height() - document.size().height()) / 2, 0)
        painter.translate(QPointF(area.left() + TEXT_MARGIN, top))
        document.documentLayout().draw(painter, context)
        painter.restore()

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        """Room for the text as ``paint`` lays it out (wrapped lines included)."""
        size = super().sizeHint(option, index)
        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)
        if not RED_CARD.search(item.text) or not _wraps(item):
            return size
        width = option.rect.width()
        if isinstance(item.widget, QListView):  # a list asks with varying widths, and
            width = item.widget.viewport().width()  # its rows are as wide as it is
        document = _document(item, item.text, False, width - 4 * TEXT_MARGIN)
        return QSize(size.width(), ceil(document.size().height()) + 2 * TEXT_MARGIN)


def _wraps(item: QStyleOptionViewItem) -> bool:
    return bool(item.features & QStyleOptionViewItem.ViewItemFeature.WrapText)


def _document(item: QStyleOptionViewItem, text: str, selected: bool, width: int) -> QTextDocument:
    """The item's text laid out, wrapped at ``width`` where the view wraps."""
    document = QTextDocument()
    document.setDefaultFont(item.font)
    document.setDocumentMargin(0)
    wrap = _wraps(item)
    document.setHtml(text_html(text, selected, wrap))
    if wrap and width > 0:
        document.setTextWidth(width)
    return document


def text_html(text: str, selected: bool, wrap: bool = False) -> str:
    """An item's text: on the selection's colour the red stays the selection's text; one
    line unless ``wrap``."""
    text = text.replace(LINE_SEPARATOR, "\n")
    html = escape(text, quote=False).replace("\n", "<br>") if selected else red_suits_html(text)
    return html if wrap else f"<span style='white-space:pre'>{html}</span>"
