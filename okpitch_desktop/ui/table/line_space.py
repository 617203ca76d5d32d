"""The space under the table for its lines (the chance to win, the coach's, a drill's, the
lesson's). The lines come and go and change their length, but the space keeps its height, so
the table above never jumps: it keeps room for each line in use (at least a few lines of its
text and its buttons), grows when a line needs more, and shrinks back only when the window's
width changes (the table is laid out again then anyway)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QSizePolicy, QVBoxLayout, QWidget


class LineSpace(QWidget):
    """Lines one under the other at the top of a space of a steady height."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, objectName="line_space")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(0)
        self._layout.addStretch(1)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._lines: list[QWidget] = []
        self._text_lines: dict[int, int] = {}  # by line: the lines of text it keeps room for
        self._held: set[int] = set()  # lines whose room stays while they are hidden
        self._kept: dict[int, int] = {}  # by line: the height kept for it at this width
        self._width = -1
        self.setFixedHeight(0)

    def add(self, line: QWidget, text_lines: int, held: bool = False) -> None:
        """Put ``line`` under the lines added before; keep room for ``text_lines`` lines of
        its text while it is shown, and while it is hidden too if ``held``."""
        self._layout.insertWidget(len(self._lines), line)
        self._lines.append(line)
        self._text_lines[id(line)] = text_lines
        line.installEventFilter(self)
        self.hold(line, held)

    def hold(self, line: QWidget, held: bool) -> None:
        """Whether ``line``'s room stays while it is hidden (a line that comes and goes
        during the game, such as the coach's while the coach is on)."""
        if held:
            self._held.add(id(line))
        else:
            self._held.discard(id(line))
        self._fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() in (QEvent.Type.Show, QEvent.Type.Hide, QEvent.Type.LayoutRequest):
            self._fit()
        return False

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # a line's text changed its length
            self._fit()
        return super().event(event)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if event.size().width() != self._width:
            self._width = event.size().width()
            self._kept.clear()
            self._fit()

    def _fit(self) -> None:
        """As tall as the lines in use have needed at this width."""
        height = 0
        for line in self._lines:
            shown = not line.isHidden()
            if not shown and id(line) not in self._held:
                continue
            kept = max(self._kept.get(id(line), 0), self._least(line))
            if shown:
                kept = max(kept, self._needs(line))
            self._kept[id(line)] = kept
            height += kept
        if height != self.height() or height != self.minimumHeight():
            self.setFixedHeight(height)

    def _needs(self, line: QWidget) -> int:
        """The height ``line`` needs now at the space's width."""
        width = self.width()
        if line.hasHeightForWidth() and width > 0:
            return line.heightForWidth(width)
        return line.sizeHint().height()

    def _least(self, line: QWidget) -> int:
        """The room ``line`` has from the start: its text lines and its buttons."""
        margins = line.contentsMargins()
        inner = line.layout().contentsMargins() if line.layout() is not None else None
        frame = margins.top() + margins.bottom()
        if inner is not None:
            frame += inner.top() + inner.bottom()
        text = self._text_lines[id(line)] * line.fontMetrics().lineSpacing()
        return max(frame + text, self._needs(line))
