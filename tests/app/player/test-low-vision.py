#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End to end: the player's board for low vision, measured on screenshots of the real
annabella under Xvfb (ImageMagick's import).

    test-low-vision.py ANNABELLA

After 1. e4 and the cursor moved to e3, the last move's squares (e2, e4) and the cursor's
(e3) are outlined in their colours at the squares' edges, which the board's squares are
found by their colours, and other squares are not. Ctrl+plus four times says "Brett bei
200 Prozent." and the squares are twice as large, outlines thicker. The desktop's high
contrast turned on while Annabella runs (org.gnome.desktop.a11y.interface high-contrast,
as AdwStyleManager reads it) redraws the board in its colours: squares 4.5:1 apart,
black pieces on either at 4.5:1 or more, the last move in black and the cursor in yellow.
Ctrl+P in large print writes a PDF whose text holds the moves.

Needs DISPLAY, a D-Bus session and ImageMagick. A missing piece skips (77), or fails when
REQUIRE_ALL_TESTS=1. Artefacts (the screenshots) are kept in
$MESON_BUILD_ROOT/tests/app/low-vision-output.
"""
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import apptest  # noqa: E402
from apptest import *  # noqa: E402,F401,F403

APP_BIN, = app_args("ANNABELLA")

pyatspi = require_session(("xdotool", "pulseaudio", "pactl", "import", "convert", "pdftotext"))

OUT, WORK = make_dirs("low-vision-output", "ab-low-vision-")
TRANSCRIPT = os.path.join(OUT, "transcript.tsv")
env = app_env(WORK, TRANSCRIPT, pulse_sink="ab_low_vision_sink", LC_ALL="C.UTF-8",
              GSETTINGS_BACKEND="keyfile")
apptest.use(env, OUT, WORK, TRANSCRIPT, app_bin=APP_BIN)

NORMAL = {"light": (0xF0, 0xD9, 0xB5), "dark": (0xB5, 0x88, 0x63),
          "last": (0xC6, 0x46, 0x00), "cursor": (0x1C, 0x71, 0xD8)}
HIGH = {"light": (0xFF, 0xFF, 0xFF), "dark": (0x76, 0x76, 0x76),
        "last": (0x00, 0x00, 0x00), "cursor": (0xFF, 0xFF, 0x00), "piece": (0, 0, 0)}


def settings(high_contrast, zoom=100):
    """The keyfile of both schemas: Annabella's (the board's zoom) and the desktop's
    contrast."""
    folder = os.path.join(WORK, "config", "glib-2.0", "settings")
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, "keyfile")
    with open(path + ".new", "w") as out:
        out.write(f"[org/annabella/Annabella]\nboard-zoom={zoom}\n\n"
                  "[org/gnome/desktop/a11y/interface]\n"
                  f"high-contrast={'true' if high_contrast else 'false'}\n")
    os.replace(path + ".new", path)


class Shot:
    """A screenshot's pixels, as ImageMagick reads them."""

    def __init__(self, wid, name):
        path = screenshot(wid, name)
        size = subprocess.run(["identify", "-format", "%w %h", path], capture_output=True,
                              text=True).stdout.split()
        self.w, self.h = int(size[0]), int(size[1])
        self.data = subprocess.run(["convert", path, "-depth", "8", "rgb:-"],
                                   capture_output=True).stdout

    def at(self, x, y):
        i = (int(y) * self.w + int(x)) * 3
        return tuple(self.data[i:i + 3])

    def box(self, color, least=100):
        """The bounding box of the rows and columns on the left of the window (the board)
        that have at least least pixels of color: a board's rank of four dark squares has
        them, a line of the window's frame does not."""
        width = self.w * 3 // 4
        rows, cols = [], [0] * width
        for y in range(self.h):
            row = self.data[y * self.w * 3:y * self.w * 3 + width * 3]
            hits = [x for x in range(width) if tuple(row[x * 3:x * 3 + 3]) == color]
            if len(hits) >= least:
                rows.append(y)
                for x in hits:
                    cols[x] += 1
        xs = [x for x in range(width) if cols[x] >= least]
        if not rows or not xs:
            return None
        return min(xs), min(rows), max(xs) + 1, max(rows) + 1


def board_geometry(shot, palette):
    """(left, top, cell) of the board, from where its dark squares are (a1 and h8 are dark,
    so they span it)."""
    box = shot.box(palette["dark"])
    if box is None:
        return None
    left, top, right, bottom = box
    return left, top, (right - left) / 8.0, (bottom - top) / 8.0


def square_origin(geo, square):
    left, top, cw, ch = geo
    f, r = "abcdefgh".index(square[0]), int(square[1]) - 1
    return left + f * cw, top + (7 - r) * ch, cw, ch


def edge(shot, geo, square):
    """The colour at the middle of the square's top edge, just inside it."""
    x, y, cw, ch = square_origin(geo, square)
    return shot.at(x + cw / 2, y + 1)


def inner(shot, geo, square, depth):
    """The colour depth pixels in from the middle of the square's left edge."""
    x, y, cw, ch = square_origin(geo, square)
    return shot.at(x + depth, y + ch / 2)


def luminance(rgb):
    def channel(c):
        c /= 255.0
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def check_marks(shot, geo, palette, what):
    check(edge(shot, geo, "e4") == palette["last"] and edge(shot, geo, "e2") == palette["last"],
          f"{what}: the last move's squares are outlined ({edge(shot, geo, 'e4')}, "
          f"{edge(shot, geo, 'e2')})")
    check(edge(shot, geo, "e3") == palette["cursor"],
          f"{what}: the cursor's square is outlined ({edge(shot, geo, 'e3')})")
    plain = {sq: edge(shot, geo, sq) for sq in ("d3", "f3", "d4", "a1")}
    check(all(c in (palette["light"], palette["dark"]) for c in plain.values()),
          f"{what}: other squares have no outline ({plain})")


def main():
    start(["xdotool", "sleep", "100000"])  # keeps the X server from resetting
    start_pulse("ab_low_vision_sink", record=False)
    settings(high_contrast=False)
    app = start_app()
    check(wait_said("Neue Partie", 0, 20) is not None, "a new match starts")
    blind, mirror = place_windows()
    if not check(blind is not None, "the windows are mapped"):
        return
    # Wider than the screen: the board at 200 % and the move line beside it.
    xdo("windowsize", blind, "1400", "1000")
    focus_window(blind)
    key("ctrl+l")
    n = len(utterances())
    type_text("e4")
    key("Return")
    check(wait_said("Eva vier", n) is not None, "1. e4 is played")
    key("ctrl+b", "Up")
    check(wait_for(lambda: (focused_name() or "").startswith("Eva drei"), 5),
          f"the cursor is on e3 ({focused_name()})")
    time.sleep(0.5)

    shot = Shot(blind, "board-100.png")
    geo = board_geometry(shot, NORMAL)
    if not check(geo is not None and abs(geo[2] - geo[3]) <= 1 and geo[2] >= 30,
                 f"the board's squares are found on the screenshot ({geo})"):
        return
    check_marks(shot, geo, NORMAL, "at 100 %")
    line_100 = max(d for d in range(1, 20) if inner(shot, geo, "e4", d) == NORMAL["last"])

    # Ctrl+plus four times: 200 %.
    n = len(utterances())
    for _ in range(4):
        key("ctrl+plus")
    check(wait_said("Brett bei 200 Prozent.", n) is not None, "the zoom is said: 200 percent")
    shot = geo2 = None

    def doubled():
        nonlocal shot, geo2
        shot = Shot(blind, "board-200.png")
        geo2 = board_geometry(shot, NORMAL)
        return geo2 is not None and abs(geo2[2] - 2 * geo[2]) <= 2
    wait_for(doubled, 8, 0.5)
    check(geo2 is not None and abs(geo2[2] - 2 * geo[2]) <= 2,
          f"at 200 % the squares are twice as large ({geo[2]} → {geo2 and geo2[2]})")
    if geo2 is not None:
        check_marks(shot, geo2, NORMAL, "at 200 %")
        line_200 = max(d for d in range(1, 40) if inner(shot, geo2, "e4", d) == NORMAL["last"])
        check(line_200 >= 2 * line_100 - 1,
              f"the outlines grow with the squares ({line_100} → {line_200} pixels)")

    # The desktop's high contrast, turned on while Annabella runs.
    settings(high_contrast=True, zoom=200)
    time.sleep(1.5)
    shot = Shot(blind, "board-200-high-contrast.png")
    geo3 = board_geometry(shot, HIGH)
    if check(geo3 is not None and abs(geo3[2] - geo2[2]) <= 2,
             f"in high contrast the board is drawn in its colours ({geo3})"):
        check_marks(shot, geo3, HIGH, "in high contrast")
        light, dark = HIGH["light"], HIGH["dark"]
        check(contrast(light, dark) >= 4.5 and contrast(HIGH["piece"], dark) >= 4.5,
              f"squares {contrast(light, dark):.2f}:1 apart, pieces "
              f"{contrast(HIGH['piece'], dark):.2f}:1 on the dark ones")
        x, y, cw, ch = square_origin(geo3, "d7")
        pawn = {shot.at(x + cw * i / 10, y + ch * j / 10) for i in range(3, 8)
                for j in range(3, 8)}
        check(HIGH["piece"] in pawn and light in pawn,
              f"the pawn on the light square d7 is drawn in black on white ({pawn})")

    # Ctrl+P in large print: a PDF that holds the moves.
    settings(high_contrast=False, zoom=200)
    pdf = os.path.join(WORK, "sheet.pdf")
    n = print_scoresheet(app.pid, "alt+l", "Save the Scoresheet in Large Print", pdf)
    if n is not None:
        check(wait_said("in Großdruck ist gespeichert als sheet.pdf", n) is not None,
              "the large print is said")
        wait_for(lambda: os.path.exists(pdf), 5)
        text = subprocess.run(["pdftotext", pdf, "-"], capture_output=True, text=True).stdout
        check("Partieformular" in text and "e4" in text,
              f"the PDF's text holds the heading and the move ({text[:80]!r})")


if __name__ == "__main__":
    try:
        main()
    finally:
        cleanup()
    finish()
