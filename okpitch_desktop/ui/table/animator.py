"""The one animator of the table: moves, turns and flips card items, knows what is moving,
and says when everything has come to rest (KPat's ``KCard::animate`` in spirit).

Starting an animation on a card first stops the card's running one, so that no stale move
can finish last and win; a move shorter than a pixel is made at once (as KPat does).

PySide6 cannot subclass two wrapped classes, so items are plain QGraphicsPixmapItems driven
by a QVariantAnimation from 0 to 1 that interpolates position, rotation and a flip.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QPauseAnimation,
    QPointF,
    QSequentialAnimationGroup,
    QTimer,
    QVariantAnimation,
)
from PySide6.QtGui import QTransform

from .card_item import CardItem

MIN_MOVE = 1.0  # pixels: a shorter move (with no turn or flip) is not animated


@dataclass(slots=True)
class _Motion:
    """One running animation: what it moves (None for a pause), the side it turns the
    card to, and how to put everything at its end at once."""

    item: CardItem | None
    face_up: bool | None
    finish: Callable[[], None]
    pos: QPointF = field(default_factory=QPointF)
    rotation: float = 0.0

    def heads_for(self, pos: QPointF, rotation: float, face_up: bool | None) -> bool:
        """Whether it already takes its card there (a repeated move changes nothing)."""
        return (
            (self.pos - pos).manhattanLength() < MIN_MOVE
            and self.rotation == rotation
            and face_up in (None, self.face_up)
        )


class Animator(QObject):
    """Runs card animations; ``when_idle`` calls back once nothing moves any more."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.factor = 1.0  # the speed setting: 0 = no animation
        self._running: dict[QAbstractAnimation, _Motion] = {}
        self._by_item: dict[int, QAbstractAnimation] = {}  # id(item) -> its animation
        self._idle_callbacks: list[Callable[[], None]] = []
        self._deferred: list[Callable[[], None]] = []  # animations to start once painted
        self._deferred_soon = False

    @property
    def busy(self) -> bool:
        """Whether anything is moving, or waits to start moving."""
        return bool(self._running or self._deferred)

    def defer(self, start: Callable[[], None]) -> None:
        """Call ``start`` (which starts animations) once the table has been drawn as it is
        now (``drawn``): the first paint of a deal waits for none of its 54 animations. The
        animator is busy until then; ``finish_all`` starts and ends them at once. Moves and
        pauses asked for meanwhile wait behind it, in order."""
        self._deferred.append(start)

    def _waits_for_paint(self, start: Callable[[], None]) -> bool:
        """Whether ``start`` must wait behind deferred animations (and now does)."""
        if self._deferred:
            self._deferred.append(start)
        return bool(self._deferred)

    def drawn(self) -> None:
        """The table was painted: the deferred animations start from the event loop."""
        if self._deferred and not self._deferred_soon:
            self._deferred_soon = True
            QTimer.singleShot(0, self._start_deferred_now)

    def _start_deferred(self) -> None:
        starts, self._deferred = self._deferred, []
        for start in starts:
            start()

    def _start_deferred_now(self) -> None:
        self._deferred_soon = False
        self._start_deferred()
        self._report_idle()  # (when none of them moved anything)

    def animate(
        self,
        item: CardItem,
        pos: QPointF,
        rotation: float = 0.0,
        duration_ms: int = 0,
        delay_ms: int = 0,
        face_up: bool | None = None,
        z: float | None = None,
        hold_ms: int = 0,
    ) -> None:
        """Move ``item`` to ``pos`` turned by ``rotation``, flipping it to ``face_up``, after
        ``delay_ms`` (at the speed setting) and ``hold_ms`` (at any speed: a pause to read
        the table). A move started before on the item stops where it is (its turn of side
        is kept), unless it already goes there."""
        if self._waits_for_paint(
            lambda: self.animate(item, pos, rotation, duration_ms, delay_ms, face_up, z, hold_ms)
        ):
            return
        if z is not None:
            item.setZValue(z)
        running = self._by_item.get(id(item))
        if running is not None and self._running[running].heads_for(pos, rotation, face_up):
            return
        stopped = self._stop(item)
        if face_up is None and stopped is not None:
            face_up = stopped.face_up
        duration = int(duration_ms * self.factor)
        delay = int(delay_ms * self.factor) + hold_ms
        start_pos, start_rotation = item.pos(), item.rotation()
        flip = face_up is not None and face_up != item.face_up

        def finish() -> None:
            item.setPos(pos)
            item.setRotation(rotation)
            item.setTransform(QTransform())
            if face_up is not None:
                item.set_face_up(face_up)

        still = (pos - start_pos).manhattanLength() < MIN_MOVE and rotation == start_rotation
        if duration <= 0 or (still and not flip):
            if delay <= 0:
                finish()
            else:  # at once, after the pause
                motion = _Motion(item, face_up, finish, QPointF(pos), rotation)
                self._start(QPauseAnimation(delay, self), motion)
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
        self._start(runner, _Motion(item, face_up, finish, QPointF(pos), rotation))

    def wait(self, duration_ms: int) -> None:
        """Hold the table still for a while (the finished trick stays in view)."""
        if self._waits_for_paint(lambda: self.wait(duration_ms)):
            return
        duration = int(duration_ms * self.factor)
        if duration > 0:
            self._start(QPauseAnimation(duration, self), _Motion(None, None, lambda: None))

    def finish_all(self) -> None:
        """Jump every animation to its end (a resize, a new game)."""
        self._start_deferred()
        for animation, motion in list(self._running.items()):
            animation.stop()
            motion.finish()
            animation.deleteLater()
        self._running.clear()
        self._by_item.clear()
        self._report_idle()

    def when_idle(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` once nothing moves (soon, from the event loop, if already so)."""
        self._idle_callbacks.append(callback)
        if not self.busy:
            QTimer.singleShot(0, self._report_idle)

    def _start(self, runner: QAbstractAnimation, motion: _Motion) -> None:
        runner.finished.connect(lambda: self._finished(runner))
        self._running[runner] = motion
        if motion.item is not None:
            self._by_item[id(motion.item)] = runner
        runner.start()

    def _stop(self, item: CardItem) -> _Motion | None:
        """Stop the item's running animation where it is, without jumping to its end."""
        runner = self._by_item.pop(id(item), None)
        motion = None if runner is None else self._running.pop(runner, None)
        if motion is not None:
            runner.stop()
            item.setTransform(QTransform())
            runner.deleteLater()
        return motion

    def _finished(self, animation: QAbstractAnimation) -> None:
        motion = self._running.pop(animation, None)
        if motion is not None:
            motion.finish()
            animation.deleteLater()
            if motion.item is not None and self._by_item.get(id(motion.item)) is animation:
                del self._by_item[id(motion.item)]
        if not self._running:
            self._report_idle()

    def _report_idle(self) -> None:
        if self.busy:
            return
        callbacks, self._idle_callbacks = self._idle_callbacks, []
        for callback in callbacks:
            callback()
