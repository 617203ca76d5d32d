"""Help > How to play: a short tour of a game, shown once at the first start."""

from __future__ import annotations

from PySide6.QtCore import QT_TR_NOOP, Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...app.language import tr

TEXT_WIDTH_LINES = 30  # the text's width, in lines of its font's height (about 60 letters)
PAGES = (
    (
        QT_TR_NOOP("Welcome"),
        QT_TR_NOOP(
            "You and your partner, sitting opposite you, play against the other team. "
            "Bid, name trump, and win the tricks that hold the point cards. The first "
            "team to reach the target score wins."
        ),
    ),
    (
        QT_TR_NOOP("Bidding"),
        QT_TR_NOOP(
            "When it is your turn, bid the number of points your team will make, or "
            "pass. With the keyboard, a digit bids (0 is 10) and P passes. The highest "
            "bidder is the pitcher and names trump: S, H, D or C."
        ),
    ),
    (
        QT_TR_NOOP("Trump and the widow"),
        QT_TR_NOOP(
            "Trump is the named suit, the other jack of the same colour (the off-jack) "
            "and both jokers. Then you may exchange cards with the widow and discard "
            "down to 6: click cards, or move with Left and Right and press Space, then "
            "confirm with Ctrl+Enter. Escape clears your choice."
        ),
    ),
    (
        QT_TR_NOOP("Playing"),
        QT_TR_NOOP(
            "On your turn the cards you may play stand up and the others are darkened. "
            "Click one, or move to it with Left and Right and press Enter. The highest "
            "trump wins the trick, otherwise the highest card of the suit led."
        ),
    ),
    (
        QT_TR_NOOP("Scoring"),
        QT_TR_NOOP(
            "High, Low, Jack, Off-jack, the two jokers and Game are worth a point each. "
            "If the pitcher's team makes less than its bid, it loses the bid. Help > "
            "Rules (F1) has the whole rules, and Game > Hint (Ctrl+H) suggests a move."
        ),
    ),
    (
        QT_TR_NOOP("Learn by playing"),
        QT_TR_NOOP(
            "Help > Learn to play (Ctrl+F2) deals a first hand and plays it with you, "
            "saying at each of your turns what to do and why. Open it now or at any time."
        ),
    ),
)


class TourDialog(QDialog):
    """A few pages with Back and Next; Done (or Escape) closes it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("How to play"))
        layout = QVBoxLayout(self)
        # Its own size, not resizable: a window manager draws no resize handle along the
        # bottom (openbox's thin line with ticks), and the pages all fit one width.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        self.heading = QLabel()
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.heading.setFont(font)
        self.text = QLabel(wordWrap=True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        lines = self.text.fontMetrics().height()
        self.text.setFixedWidth(lines * TEXT_WIDTH_LINES)  # the same width on every page
        self.text.setMinimumHeight(lines * 6)
        self.counter = QLabel()
        layout.addWidget(self.heading)
        layout.addWidget(self.text, 1)
        row = QHBoxLayout()
        row.addWidget(self.counter, 1)
        self.back = QPushButton(tr("Back"))
        self.next = QPushButton(tr("Next"))
        self.back.clicked.connect(lambda: self.show_page(self.page - 1))
        self.next.clicked.connect(self._next)
        row.addWidget(self.back)
        row.addWidget(self.next)
        layout.addLayout(row)
        self.page = 0
        self.show_page(0)

    def show_page(self, page: int) -> None:
        """Show page ``page`` (0-based) of the tour."""
        self.page = page
        heading, text = PAGES[page]
        self.heading.setText(tr(heading))
        self.text.setText(tr(text))
        self.setAccessibleDescription(f"{tr(heading)}. {tr(text)}")
        self.counter.setText(tr("{n} of {count}").format(n=page + 1, count=len(PAGES)))
        self.back.setEnabled(page > 0)
        last = page == len(PAGES) - 1
        self.next.setText(tr("Done") if last else tr("Next"))
        self.next.setDefault(True)
        self.next.setFocus()

    def _next(self) -> None:
        if self.page == len(PAGES) - 1:
            self.accept()
        else:
            self.show_page(self.page + 1)
