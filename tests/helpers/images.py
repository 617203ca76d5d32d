"""Reading pictures the tests took (screenshots as PNG files)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QColor, QImage

STEP = 4  # every 4th pixel of every 4th row: plenty for a share of the picture


def share_of_colour(picture: Path, colour: str, tolerance: int = 24) -> float:
    """The share of ``picture``'s pixels within ``tolerance`` of ``colour`` in each of red,
    green and blue (0 when the picture cannot be read)."""
    image = QImage(str(picture))
    if image.isNull():
        return 0.0
    target = QColor(colour)
    wanted = (target.red(), target.green(), target.blue())
    near = total = 0
    for y in range(0, image.height(), STEP):
        for x in range(0, image.width(), STEP):
            pixel = image.pixelColor(x, y)
            total += 1
            near += all(
                abs(a - b) <= tolerance
                for a, b in zip((pixel.red(), pixel.green(), pixel.blue()), wanted, strict=True)
            )
    return near / total if total else 0.0
