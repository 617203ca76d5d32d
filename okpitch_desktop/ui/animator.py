"""The one animator of the table: moves, turns and flips card items, knows what is moving,
and says when everything has come to rest (KPat's ``KCard::animate`` in spirit).

PySide6 cannot subclass two wrapped classes, so items are plain QGraphicsPixmapItems driven
by a QVariantAnimation from 0 to 1 that interpolates position, rotation and a flip.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QPauseAnimation,
    QPointF,
    QSequentialAnimationGroup,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QTransform

from .card_item import CardItem


class Animator(QObject):
    """Runs card animations; ``when_idle`` calls back once nothing moves any more."""

    all_done = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.factor = 1.0  # the speed setting: 0 = no animation
        self._running: dict[QAbstractAnimation, Callable[[], None]] = {}
        self._idle_callbacks: list[Callable[[], None]] = []

    @property
    def busy(self) -> bool:
        """Whether anything is moving."""
        return bool(self._running)

    def animate(
        self,
        item: CardItem,
        pos: QPointF,
        rotation: float = 0.0,
        duration_ms: int = 0,
        delay_ms: int = 0,
        face_up: bool | None = None,
        z: float | None = None,
    ) -> None:
        """Move ``item`` to ``pos`` turned by ``rotation``, flipping it to ``face_up``."""
        duration = int(duration_ms * self.factor)
        delay = int(delay_ms * self.factor)
        if z is not None:
            item.setZValue(z)
        start_pos, start_rotation = item.pos(), item.rotation()
        flip = face_up is not None and face_up != item.face_up

        def finish() -> None:
            item.setPos(pos)
            item.setRotation(rotation)
            item.setTransform(QTransform())
            if face_up is not None:
                item.set_face_up(face_up)

        if duration <= 0:
            finish()
            return
        animation = QVariantAnimation(self, startValue=0.0, endValue=1.0, duration=duration)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)

        def step(value: float) -> None:
            item.setPos(start_pos + (pos - start_pos) * value)
            item.setRotation(start_rotation + (rotation - start_rotation) * value)
            if flip:
                if value >= 0.5 and item.face_up != face_up:
                    item.set_face_up(face_up)
                item.setTransform(
                    QTransform.fromScale(max(0.02, abs(math.cos(math.pi * value))), 1)
                )

        animation.valueChanged.connect(step)
        runner: QAbstractAnimation = animation
        if delay > 0:  # one object, so that finish_all() also stops one not yet started
            runner = QSequentialAnimationGroup(self)
            runner.addPause(delay)
            runner.addAnimation(animation)
        runner.finished.connect(lambda: self._finished(runner))
        self._running[runner] = finish
        runner.start()

    def wait(self, duration_ms: int) -> None:
        """Hold the table still for a while (the finished trick stays in view)."""
        duration = int(duration_ms * self.factor)
        if duration <= 0:
            return
        pause = QPauseAnimation(duration, self)
        pause.finished.connect(lambda: self._finished(pause))
        self._running[pause] = lambda: None
        pause.start()

    def finish_all(self) -> None:
        """Jump every animation to its end (a resize, a new game)."""
        for animation, finish in list(self._running.items()):
            animation.stop()
            finish()
            self._running.pop(animation, None)
            animation.deleteLater()
        self._report_idle()

    def when_idle(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` once nothing moves (soon, from the event loop, if already so)."""
        self._idle_callbacks.append(callback)
        if not self._running:
            QTimer.singleShot(0, self._report_idle)

    def _finished(self, animation: QAbstractAnimation) -> None:
        finish = self._running.pop(animation, None)
        if finish is not None:
            finish()
            animation.deleteLater()
        if not self._running:
            self._report_idle()

    def _report_idle(self) -> None:
        if self._running:
            return
        callbacks, self._idle_callbacks = self._idle_callbacks, []
        for callback in callbacks:
            callback()
        self.all_done.emit()
