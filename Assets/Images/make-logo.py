#!/usr/bin/env python3
"""Draws Assets/Images/logo.png (the login screen's logo): a blue keycap with a white
up-arrow, 180×180 px (60×60 points at @3x). Standard library only; 4×4 supersampling
for anti-aliased edges. Run: python3 Assets/Images/make-logo.py"""
import os, struct, zlib

SIZE, SS = 180, 4

def rounded(x, y, x0, y0, x1, y1, r):
    cx = min(max(x, x0 + r), x1 - r)
    cy = min(max(y, y0 + r), y1 - r)
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r and x0 <= x <= x1 and y0 <= y <= y1

def arrow(x, y):
    # Triangle head plus a stem, centred: the "shift" glyph of a keyboard.
    if 44 <= y <= 92 and abs(x - 90) <= (y - 44) * 1.0: return True
    return 92 <= y <= 130 and abs(x - 90) <= 17

def shade(x, y):
    """RGBA of one sample point."""
    if rounded(x, y, 18, 18, 162, 162, 30):
        if arrow(x, y - 4): return (255, 255, 255, 255)
        return (0, 122, 255, 255) if rounded(x, y, 18, 18, 162, 150, 30) else (0, 88, 200, 255)
    if rounded(x, y, 20, 26, 160, 166, 30): return (0, 0, 0, 40)  # soft drop shadow
    return (0, 0, 0, 0)

rows = []
for py in range(SIZE):
    row = bytearray([0])  # filter: none
    for px in range(SIZE):
        acc = [0, 0, 0, 0]
        for sy in range(SS):
            for sx in range(SS):
                r, g, b, a = shade(px + (sx + 0.5) / SS, py + (sy + 0.5) / SS)
                acc[0] += r * a; acc[1] += g * a; acc[2] += b * a; acc[3] += a
        alpha = acc[3] / (SS * SS)
        rgb = [round(c / acc[3]) if acc[3] else 0 for c in acc[:3]]
        row += bytes(rgb + [round(alpha)])
    rows.append(bytes(row))

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", SIZE, SIZE, 8, 6, 0, 0, 0))
png += chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b"")
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "logo.png")
with open(out, "wb") as f: f.write(png)
print(out, len(png), "bytes")
