#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End to end: the player's window on a braille display of its own (D.2.7), in the real
annabella under Xvfb, with a real BRLTTY whose virtual driver (vr) is the display: this
script reads its cells and presses its keys (tests/braille/brltty_vr.py).

    test-braille.py ANNABELLA BRLTTY

With the braille-display setting on, Annabella says she writes to the display herself.
1. e4 typed on the move line appears on the display with its number; the opponent's
reply on the mirror follows it; Alt+C shows the clocks as they are said. Alt+S shows the scoresheet a move a row: a routing key over
Black's move says it, and its row shows it in words. Sf3 typed on the display's braille
keyboard is played through the same match command and journaled. Alt+B shows the board in
the braille chess code and says the pieces of both sides; a routing key over a square says
it, the display's line keys reach the pieces, and panning goes on along their line. While
the player reads, the opponent's move waits behind the news cell and shows when he pans
past the end. Ctrl+P saves the scoresheet as a BRF file, said. A screen reader
that starts (a process named orca) takes the display: the mode is said, and Annabella's
own comes back when it ends. BRLTTY killed: the lost display is said once, and braille
being off because BRLTTY no longer runs is said once however often the window gets the
focus; speech carries on.

Needs DISPLAY, a D-Bus session and BRLTTY. A missing piece skips (77), or fails when
REQUIRE_ALL_TESTS=1. Artefacts are kept in $MESON_BUILD_ROOT/tests/app/braille-output.
"""
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, os.path.join(HERE, "..", "..", "braille"))
import apptest  # noqa: E402
from apptest import *  # noqa: E402,F401,F403
from brltty_vr import BrlttyVr  # noqa: E402

if len(sys.argv) == 3 and not os.access(sys.argv[2], os.X_OK):
    missing(f"BRLTTY is not installed ({sys.argv[2]})")
APP_BIN, BRLTTY = app_args("ANNABELLA", "BRLTTY")

pyatspi = require_session(("xdotool", "pulseaudio", "pactl"))

OUT, WORK = make_dirs("braille-output", "ab-braille-")
TRANSCRIPT = os.path.join(OUT, "transcript.tsv")

OWN = "Braille: Annabella schreibt selbst auf die Braillezeile."
SCREEN_READER = "Braille: der Bildschirmleser steuert die Braillezeile"
LOST = "Die Verbindung zur Braillezeile ist verloren"
NO_DAEMON = "Braille ist aus: BRLTTY läuft nicht."


def count_said(text, after=0):
    return sum(1 for _, said in utterances()[after:] if text in said)


def shown(vr, prefix, what, timeout=10):
    ok = vr.wait_shows(prefix, timeout)
    return check(ok, f"{what}: the display shows “{prefix}” ({vr.visual!r})")


def main():
    start(["xdotool", "sleep", "100000"])  # keeps the X server from resetting
    vr = BrlttyVr(BRLTTY, os.path.join(WORK, "brltty"))
    children.append(vr.proc)
    env = app_env(WORK, TRANSCRIPT, pulse_sink="ab_braille_sink", LC_ALL="C.UTF-8",
                  GSETTINGS_BACKEND="keyfile", BRLAPI_HOST=vr.host, BRLAPI_AUTH="none",
                  G_MESSAGES_DEBUG="Annabella")
    apptest.use(env, OUT, WORK, TRANSCRIPT, app_bin=APP_BIN)
    write_settings(braille_display="'on'")
    start_pulse("ab_braille_sink", record=False)
    app = start_app()
    check(wait_said(OWN, 0, 20) is not None, "Annabella says she writes to the display herself")
    blind, mirror = place_windows()
    if not check(blind is not None, "the windows are mapped"):
        return
    focus_window(blind)
    key("ctrl+l")

    # The announced move, with its number; the opponent's after it.
    n = len(utterances())
    type_text("e4")
    key("Return")
    check(wait_said("Eva vier", n) is not None, "1. e4 is announced")
    shown(vr, "1. Eva vier.", "the own move")
    mirror_plays(mirror, "e5", "Eva fünf")
    shown(vr, "1… Eva fünf.", "the opponent's move")
    focus_window(blind)

    # Alt+C: the clocks on request, on the display as they are said.
    n = len(utterances())
    key("alt+c")
    said = wait_said("Zug 2, Weiß am Zug.", n)
    if check(said is not None, "Alt+C says both clocks"):
        shown(vr, said[2][:vr.cells - 1].rsplit(" ", 1)[0], "the clocks")

    # Alt+S: the scoresheet a move a row; a routing key over Black's move says it.
    n = len(utterances())
    key("alt+s")
    check(wait_said("1. Eva vier, Eva fünf.", n) is not None, "Alt+S reads the scoresheet")
    shown(vr, "1. e4 e5", "the scoresheet")
    n = len(utterances())
    vr.press("ROUTE 6")
    check(wait_said("1… Eva fünf.", n) is not None, "a routing key over e5 says Black's move")
    shown(vr, "1… Eva fünf.", "the routed move in words")

    # Sf3 on the braille keyboard: s, f and 3 in computer braille, then Enter.
    n = len(utterances())
    for dots in ("PASSDOTS 14", "PASSDOTS 11", "PASSDOTS 18"):
        vr.step(dots)
    shown(vr, "sf3", "the line typed on the braille keyboard")
    vr.press("KEY_ENTER")
    check(wait_said("Springer Felix drei", n) is not None,
          "the braille keyboard's move is played and announced")
    shown(vr, "2. Springer Felix drei.", "its announcement answers it")
    check(wait_for(lambda: journaled_moves()[-1:] == ["g1f3"], 5),
          f"the move is journaled ({journaled_moves()})")

    # Alt+B: the board in the braille chess code; the pieces said.
    n = len(utterances())
    key("alt+b")
    check(wait_said("Weiß: König Eva eins, Dame David eins", n) is not None,
          "Alt+B says White's pieces")
    check(wait_said("Schwarz: König Eva acht", n) is not None, "and Black's")
    shown(vr, "⠦ ⠷⠮⠧⠿⠥⠧⠮⠷", "rank 8 in the braille chess code")
    n = len(utterances())
    vr.press("ROUTE 5")
    check(wait_said("David acht", n) is not None, "a routing key over d8 says the square")
    for _ in range(4):
        vr.step("LNDN")
    shown(vr, "⠲ ⠲⠏⠒", "rank 4 after the line keys")
    for _ in range(4):
        vr.step("LNDN")
    shown(vr, "Weiß: König Eva eins,", "White's pieces after the ranks")
    first = vr.visual
    # The mirror's move arrives while he reads: it waits behind the news cell.
    mirror_plays(mirror, "Nc6", "Springer Cesar sechs")
    focus_window(blind)
    check(vr.wait(vr.news_waiting, 5) and vr.visual[:-1] == first[:-1],
          f"news waits while he reads: the news cell is full, the line stays ({vr.visual!r})")
    vr.step("FWINRT")
    check(vr.wait(lambda: vr.visual != first and not vr.visual.startswith("⠦")
                  and "Eva eins" not in vr.visual[:8], 5),
          f"panning goes on along the line ({vr.visual!r})")
    for _ in range(16):
        if vr.shows("2… Springer Cesar sechs."):
            break
        vr.step("FWINRT")
    shown(vr, "2… Springer Cesar sechs.", "panning past the end shows the waiting move")

    # Ctrl+P: the scoresheet as a BRF file for an embosser.
    brf = os.path.join(WORK, "sheet.brf")
    n = print_scoresheet(app.pid, "alt+b", "Save the Scoresheet in Braille", brf)  # In _Braille
    if n is not None:
        check(wait_said("in Braille ist gespeichert als sheet.brf", n) is not None,
              "the braille file is said")
        data = open(brf, "rb").read() if wait_for(lambda: os.path.exists(brf), 5) else b""
        check(len(data) > 40 and all(0x20 <= b <= 0x5F or b in (10, 12, 13) for b in data),
              f"the file is BRF: braille ASCII in lines and pages ({data[:60]!r})")
    focus_window(blind)

    # A screen reader that runs takes the display; when it ends, Annabella's comes back.
    orca = os.path.join(WORK, "orca")
    os.symlink("/bin/sleep", orca)
    reader = start([orca, "100"])
    n = len(utterances())
    focus_window(mirror)
    focus_window(blind)
    check(wait_said(SCREEN_READER, n) is not None, "a running screen reader's mode is said")
    stop(reader)
    n = len(utterances())
    focus_window(mirror)
    focus_window(blind)
    check(wait_said(OWN, n) is not None, "Annabella's own display again, said")

    # BRLTTY dies: the lost display is said once; then its absence once, however often the
    # window gets the focus again. Speech carries on.
    n = len(utterances())
    vr.stop()
    check(wait_said(LOST, n) is not None, "the lost display is said")
    for _ in range(3):
        focus_window(mirror)
        focus_window(blind)
    check(wait_said(NO_DAEMON, n) is not None, "braille off, BRLTTY not running, is said")
    time.sleep(1)
    check(count_said(LOST, n) == 1 and count_said(NO_DAEMON, n) == 1,
          f"each is said once ({count_said(LOST, n)}, {count_said(NO_DAEMON, n)})")
    m = len(utterances())
    key("alt+l")
    check(wait_said("Springer Cesar sechs", m) is not None, "speech carries on")


if __name__ == "__main__":
    try:
        main()
    finally:
        cleanup()
    finish()
