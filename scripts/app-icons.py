#!/usr/bin/env python3
"""Draws the web app's PNG icons (the Foodly leaf, white on green, full bleed so they work as maskable icons)
into Sources/FoodlyServer/Resources/static/: icon-192.png and icon-512.png. Standard library only; the output is
the same bytes every run. Usage: scripts/app-icons.py"""

import math
import struct
import zlib
from pathlib import Path

GREEN = (0x15, 0x80, 0x3D)
WHITE = (0xFF, 0xFF, 0xFF)
OUT = Path(__file__).resolve().parents[1] / "Sources/FoodlyServer/Resources/static"


def leaf(x: float, y: float) -> float:
    """How much of the point (in a 32-unit square) is leaf: 1 inside, 0 outside, the vein cut out."""
    # The leaf lies on the diagonal from (9, 23) to (24, 9), as on the favicon, scaled to sit in the safe zone.
    cx, cy, angle = 16.5, 16.0, math.atan2(9 - 23, 24 - 9)
    dx, dy = (x - cx) / 0.8, (y - cy) / 0.8
    u = dx * math.cos(-angle) - dy * math.sin(-angle)
    v = dx * math.sin(-angle) + dy * math.cos(-angle)
    radius, offset = 13.0, 8.0  # two circles whose overlap is a lens 21 units long and 10 wide
    inside = math.hypot(u, v - offset) <= radius and math.hypot(u, v + offset) <= radius
    vein = abs(v) < 0.5 and -9.0 < u < 7.0
    return 1.0 if inside and not vein else 0.0


def draw(size: int) -> bytes:
    rows = []
    samples = 4
    for py in range(size):
        row = bytearray([0])  # filter: none
        for px in range(size):
            cover = sum(leaf((px + (sx + 0.5) / samples) * 32 / size, (py + (sy + 0.5) / samples) * 32 / size)
                        for sx in range(samples) for sy in range(samples)) / samples ** 2
            row += bytes(round(g + (w - g) * cover) for g, w in zip(GREEN, WHITE))
        rows.append(bytes(row))
    raw = zlib.compress(b"".join(rows), 9)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)  # 8-bit RGB
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", raw) + chunk(b"IEND", b"")


if __name__ == "__main__":
    for size in (192, 512):
        (OUT / f"icon-{size}.png").write_bytes(draw(size))
        print(f"icon-{size}.png")
