"""Guard against the PySide6 reference leak on None that kills the process.

PySide6 6.12.0 on Python 3.11 drops a reference to None on every wrapped call that returns
nothing (`setPos`, `move`, `setWindowTitle`...). After about 5,000 such calls the count
reaches zero and the process dies with `Fatal Python error: none_dealloc`; 6.11.3 is clean.
The game calls `setPos` thousands of times a hand, so this test keeps an upgrade from
bringing the bug back. Python 3.12+ makes None immortal, so only 3.11 can see it.
"""

import sys

import pytest
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QGraphicsPixmapItem, QGraphicsScene

CALLS = 5_000
BATCH = 500


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12 on")
def test_set_pos_keeps_none_alive(qapp):
    scene = QGraphicsScene()
    item = QGraphicsPixmapItem(QPixmap(10, 10))
    scene.addItem(item)
    before = sys.getrefcount(None)
    # Checked batch by batch so a leak fails here, long before the interpreter would die.
    for start in range(0, CALLS, BATCH):
        for i in range(start, start + BATCH):
            item.setPos(i, i)
        lost = before - sys.getrefcount(None)
        assert lost <= 0, f"{lost} references to None lost after {start + BATCH} setPos calls"
