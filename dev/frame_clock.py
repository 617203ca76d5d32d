"""A 16 ms timer on the GUI thread that records how late it really fires: the measure of
a smooth window, shared by the benchmark commands."""

from __future__ import annotations

import statistics
import time

from PySide6.QtCore import QObject, Qt, QTimer

TICK_MS = 16


class FrameClock(QObject):
    """Records the intervals between the ticks of a precise 16 ms timer."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.intervals: list[float] = []
        self._last = 0.0
        self._timer = QTimer(self, interval=TICK_MS, timeout=self._tick)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)

    def start(self) -> None:
        """Start (or restart after a stop) measuring."""
        self._last = time.perf_counter()
        self._timer.start()

    def stop(self) -> None:
        """Stop measuring; the intervals so far are kept."""
        self._timer.stop()

    def _tick(self) -> None:
        now = time.perf_counter()
        self.intervals.append((now - self._last) * 1000)
        self._last = now

    def figures(self) -> dict[str, float]:
        """Ticks, and the median, p95 and max interval in milliseconds."""
        ordered = sorted(self.intervals)
        return {
            "ticks": len(ordered),
            "median_ms": round(statistics.median(ordered), 2),
            "p95_ms": round(ordered[int(0.95 * (len(ordered) - 1))], 2),
            "max_ms": round(ordered[-1], 2),
        }
