#!/usr/bin/env python3
"""Draw the game's icon: the SVG in resources/icons/, and the platform files made from it.

The icon is drawn here, in code, like the card art (make_card_art.py, whose pip and index
shapes it borrows): two cards fanned on green felt, the front one the ten of spades. The SVG
is committed and checked against this script; the raster files every platform wants are
rendered from it with QtSvg at build time (packaging/build.py), so no binary is committed:

    python packaging/make_icon.py                # write resources/icons/okpitch.svg
    python packaging/make_icon.py --check        # exit 1 if the file on disk differs
    python packaging/make_icon.py --render DIR   # PNGs, .ico and .icns under DIR

``--render`` writes ``DIR/hicolor/<n>x<n>/apps/okpitch.png`` for the freedesktop sizes plus
``DIR/hicolor/scalable/apps/okpitch.svg`` (Linux), ``DIR/okpitch.ico`` (Windows, every size
in one file) and ``DIR/okpitch.icns`` (macOS, written directly, so no ``iconutil`` is needed).
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent
SVG_PATH = ROOT / "resources" / "icons" / "okpitch.svg"
ICON_NAME = "okpitch"

sys.path.insert(0, str(PACKAGING))
from make_card_art import (  # noqa: E402 - the card art's shapes, so icon and cards agree
    BACK_DARK,
    BACK_LIGHT,
    BACK_MID,
    BORDER,
    GLYPHS,
    GOLD,
    INK,
    PIPS,
    num,
)

HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, by pixel size (the @2x types reuse the larger images).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"ic11", 32),
    (b"icp5", 32),
    (b"ic12", 64),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic13", 256),
    (b"ic08", 256),
    (b"ic14", 512),
    (b"ic09", 512),
    (b"ic10", 1024),
)

FELT_LIGHT = "#2f9a58"
FELT_DARK = "#135a31"
FELT_EDGE = "#0b3d20"
CARD_W, CARD_H = 200, 280


def card_outline(fill: str, stroke: str, stroke_width: float) -> str:
    return (
        f'<rect x="{-CARD_W / 2:g}" y="{-CARD_H / 2:g}" width="{CARD_W}" height="{CARD_H}" '
        f'rx="18" fill="{fill}" stroke="{stroke}" stroke-width="{num(stroke_width)}"/>'
    )


def shadow(x: float, y: float, angle: float) -> str:
    return (
        f'<g transform="translate({num(x + 7)},{num(y + 10)}) rotate({num(angle)})">'
        f'<rect x="{-CARD_W / 2:g}" y="{-CARD_H / 2:g}" width="{CARD_W}" height="{CARD_H}" '
        'rx="18" fill="#000000" fill-opacity="0.28"/></g>'
    )


def back_card(x: float, y: float, angle: float) -> str:
    inset = 16
    inner_w, inner_h = CARD_W - 2 * inset, CARD_H - 2 * inset
    return (
        f'<g transform="translate({num(x)},{num(y)}) rotate({num(angle)})">'
        + card_outline("#ffffff", BORDER, 3)
        + f'<rect x="{-inner_w / 2:g}" y="{-inner_h / 2:g}" width="{inner_w}" '
        f'height="{inner_h}" rx="10" fill="{BACK_MID}" stroke="{BACK_DARK}" stroke-width="4"/>'
        f'<path fill="none" stroke="{BACK_LIGHT}" stroke-width="6" '
        f'd="M0,-96L58,0L0,96L-58,0Z"/>'
        f'<path fill="{GOLD}" d="M0,-40L24,0L0,40L-24,0Z"/>'
        "</g>"
    )


def front_card(x: float, y: float, angle: float) -> str:
    """The ten of spades: a corner index "10" and one big spade, legible down to 16 pixels."""
    path, box_width = GLYPHS["T"]
    index_height = 58
    scale = index_height / 60
    left = -CARD_W / 2 + 16
    top = -CARD_H / 2 + 16
    index = (
        f'<path fill="none" stroke="{INK}" stroke-width="9" stroke-linecap="round" '
        f'stroke-linejoin="round" transform="translate({num(left)},{num(top)}) '
        f'scale({num(scale)})" d="{path}"/>'
    )
    small_pip = (
        f'<path fill="{INK}" transform="translate({num(left + box_width * scale / 2)},'
        f'{num(top + index_height + 26)}) scale(0.3)" d="{PIPS["S"]}"/>'
    )
    big_pip = f'<path fill="{INK}" transform="translate(12,22) scale(1.45)" d="{PIPS["S"]}"/>'
    return (
        f'<g transform="translate({num(x)},{num(y)}) rotate({num(angle)})">'
        + card_outline("#ffffff", BORDER, 3)
        + index
        + small_pip
        + big_pip
        + "</g>"
    )


def svg_text() -> str:
    """The icon as SVG text: deterministic, so --check can compare it with the file."""
    back = (212.0, 268.0, -13.0)
    front = (304.0, 252.0, 9.0)
    parts = [
        '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">',
        "<title>Oklahoma Ten Point Pitch</title>",
        '<defs><linearGradient id="felt" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" stop-color="{FELT_LIGHT}"/>'
        f'<stop offset="1" stop-color="{FELT_DARK}"/>'
        "</linearGradient></defs>",
        '<rect x="24" y="24" width="464" height="464" rx="100" fill="url(#felt)" '
        f'stroke="{FELT_EDGE}" stroke-width="8"/>',
        shadow(*back),
        back_card(*back),
        shadow(*front),
        front_card(*front),
        "</svg>",
    ]
    return "\n".join(parts) + "\n"


# --- Raster files (QtSvg) ----------------------------------------------------------------------


def render_png(svg: bytes, size: int) -> bytes:
    """The SVG rendered to a square PNG of ``size`` pixels, transparent around the felt."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if QGuiApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        render_png.app = QGuiApplication([])  # kept alive for the later sizes
    renderer = QSvgRenderer(QByteArray(svg))
    if not renderer.isValid():
        raise ValueError("the icon SVG does not parse")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError(f"could not encode the {size}px icon as PNG")
    buffer.close()
    return bytes(data)


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG images (read by Windows Vista and later)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size  # 0 stands for 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding PNG elements (read by OS X 10.7 and later)."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def render_all(out_dir: Path) -> list[Path]:
    """Write every raster form of the icon under ``out_dir``; returns the files written."""
    svg = SVG_PATH.read_bytes()
    sizes = sorted({*HICOLOR_SIZES, *ICO_SIZES, *(size for _, size in ICNS_TYPES)})
    pngs = {size: render_png(svg, size) for size in sizes}
    written: list[Path] = []

    def write(path: Path, data: bytes) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        written.append(path)

    for size in HICOLOR_SIZES:
        write(out_dir / "hicolor" / f"{size}x{size}" / "apps" / f"{ICON_NAME}.png", pngs[size])
    write(out_dir / "hicolor" / "scalable" / "apps" / f"{ICON_NAME}.svg", svg)
    write(out_dir / f"{ICON_NAME}.ico", ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    write(out_dir / f"{ICON_NAME}.icns", icns_bytes(pngs))
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write or render the game's icon.")
    action = parser.add_mutually_exclusive_group()
    action.add_argument("--check", action="store_true", help="exit 1 if the SVG is stale")
    action.add_argument("--render", type=Path, metavar="DIR", help="write PNG, ICO and ICNS")
    args = parser.parse_args(argv)
    text = svg_text()
    if args.check:
        on_disk = SVG_PATH.read_text(encoding="utf-8") if SVG_PATH.exists() else None
        if on_disk != text:
            print(f"{SVG_PATH} is not what make_icon.py writes: run it", file=sys.stderr)
            return 1
        return 0
    if args.render:
        for path in render_all(args.render):
            print(path)
        return 0
    SVG_PATH.parent.mkdir(parents=True, exist_ok=True)
    SVG_PATH.write_text(text, encoding="utf-8")
    print(SVG_PATH)
    return 0


if __name__ == "__main__":
    sys.exit(main())
