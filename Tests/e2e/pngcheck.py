#!/usr/bin/env python3
"""Reads the app's screenshots (standard library only: zlib + struct) and checks where
things are drawn. Used by Tests/e2e/run.sh.

  pngcheck.py field-top PNG SCALE            prints the y (points) of the todo field's top border
  pngcheck.py keyboard-top PNG SCALE         prints the y (points) where the keyboard panel starts
  pngcheck.py expect PNG SCALE FIELD_TOP KB  exits 1 unless both match (KB "none": no keyboard)
  pngcheck.py blue-run PNG SCALE X           prints "TOP BOTTOM" (points) of the first run of
                                             systemBlue down the column at x = X points, from
                                             y = 60 points (below the switcher); "none" if none
  pngcheck.py bar-run PNG SCALE X            prints "TOP BOTTOM" (points) of the first run of
                                             a bar's backdrop (248 grey: the translucent
                                             bar over white) down the column at x = X points
                                             from y = 40 points; "none" if none

The field's border is found by scanning the column at x = 300 points (inside the field,
right of its text, left of the navigation row's Add button) from y = 100 points (below
the switcher and the navigation row) downwards for the first clearly non-white pixel; the keyboard by scanning the column at x = 2 points (in the keyboard's
side margin: its grey panel colour, never a key) from the bottom up for the highest
run of the panel colour that reaches the bottom of the window.
"""
import struct
import sys
import zlib


def read_png(path):
    """Returns (width, height, rows) with rows as lists of (r, g, b) tuples."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind = data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or color not in (2, 6) or interlace != 0:
        raise ValueError(f"{path}: only 8-bit RGB/RGBA non-interlaced PNGs are read (got depth {depth}, colour {color})")
    channels = 4 if color == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, i = [], bytearray(stride), 0
    for _ in range(height):
        kind = raw[i]
        line = bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = previous[x]
            c = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + a) & 0xFF
            elif kind == 2:
                line[x] = (line[x] + b) & 0xFF
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 0xFF
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
        rows.append([tuple(line[x:x + 3]) for x in range(0, stride, channels)])
        previous = line
    return width, height, rows


def field_top(rows, scale):
    """First row (points) at x = 300 pt, from y = 100 pt down, darker than near-white."""
    x = int(300 * scale)
    for y in range(int(100 * scale), len(rows)):
        r, g, b = rows[y][x]
        if max(r, g, b) < 240:
            return y / scale
    return None


def keyboard_top(rows, scale):
    """Top (points) of the run of keyboard-panel colour that reaches the bottom at x = 2 pt."""
    x = int(2 * scale)
    bottom = rows[-1][x]

    def is_panel(p):
        # iOS's light keyboard panel: a light blue-grey, well away from white.
        return 190 <= p[0] <= 225 and 190 <= p[2] <= 230 and max(p) < 235

    if not is_panel(bottom):
        return None
    y = len(rows) - 1
    while y > 0 and is_panel(rows[y - 1][x]):
        y -= 1
    return y / scale


def blue_run(rows, scale, x_points):
    """The first vertical run of iOS systemBlue (#007AFF) pixels in a column: a button."""
    x = int(x_points * scale)

    def is_blue(p):
        return p[0] < 60 and 100 <= p[1] <= 150 and p[2] > 220

    y = int(60 * scale)
    while y < len(rows) and not is_blue(rows[y][x]):
        y += 1
    if y == len(rows):
        return None
    top = y
    while y < len(rows) and is_blue(rows[y][x]):
        y += 1
    return top / scale, y / scale


def bar_run(rows, scale, x_points):
    """The first run of the bars' backdrop colour down the column (within 2 of 248 grey)."""
    x = int(x_points * scale)

    def is_bar(p):
        return all(abs(c - 248) <= 2 for c in p[:3])

    top = None
    for y in range(int(40 * scale), len(rows)):
        if is_bar(rows[y][x]):
            if top is None:
                top = y
        elif top is not None:
            return top / scale, y / scale
    return None if top is None else (top / scale, len(rows) / scale)


def main(argv):
    command, path, scale = argv[1], argv[2], float(argv[3])
    width, height, rows = read_png(path)
    if command == "size":
        print(f"{width / scale:g}x{height / scale:g}")
    elif command == "pixel":
        x, y = int(float(argv[4]) * scale), int(float(argv[5]) * scale)
        print(" ".join(str(c) for c in rows[y][x][:3]))
    elif command == "field-top":
        print(field_top(rows, scale))
    elif command == "keyboard-top":
        print(keyboard_top(rows, scale))
    elif command == "blue-run":
        run = blue_run(rows, scale, float(argv[4]))
        print("none" if run is None else f"{run[0]} {run[1]}")
    elif command == "bar-run":
        run = bar_run(rows, scale, float(argv[4]))
        print("none" if run is None else f"{run[0]:g} {run[1]:g}")
    elif command == "expect":
        want_field = float(argv[4])
        want_keyboard = None if argv[5] == "none" else float(argv[5])
        got_field, got_keyboard = field_top(rows, scale), keyboard_top(rows, scale)
        ok_field = got_field is not None and abs(got_field - want_field) <= 1 / scale
        if want_keyboard is None:
            ok_keyboard = got_keyboard is None
        else:
            ok_keyboard = got_keyboard is not None and abs(got_keyboard - want_keyboard) <= 1 / scale
        status = "ok" if ok_field and ok_keyboard else "FAIL"
        print(f"{status}: {path}: field top {got_field} (want {want_field}), "
              f"keyboard top {got_keyboard} (want {want_keyboard}; window {height / scale})")
        return 0 if ok_field and ok_keyboard else 1
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
