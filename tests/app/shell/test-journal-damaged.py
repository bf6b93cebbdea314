#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End to end: a damaged journal is kept aside for the arbiter, and the players are told.

    test-journal-damaged.py ANNABELLA

A match journal whose middle line a crash or a hand edit spoilt is left where the app
keeps its match. The real annabella, started under Xvfb with AT-SPI and a PulseAudio
null sink, says (real espeak-ng, heard on the sink) and shows in its announcement line
that the interrupted match is damaged and which file keeps it, starts a new match and
takes a typed move; the damaged file is there byte for byte under that name, beside a
new match.journal with the move. Killed and started again, the app offers the new
match for resumption and leaves the damaged file alone; spoilt while the offer waits,
Enter keeps that one aside too and says so.

Needs DISPLAY and a D-Bus session; a missing piece skips (77), or fails when
REQUIRE_ALL_TESTS=1. Artefacts: $MESON_BUILD_ROOT/tests/app/journal-damaged-output.
"""
import glob
import os
import re
import signal
import sys
import time

# apptest.py lives in tests/app, one folder up.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import apptest  # noqa: E402
from apptest import *  # noqa: E402,F401,F403

if len(sys.argv) != 2 or not os.access(sys.argv[1], os.X_OK):
    print("usage: test-journal-damaged.py ANNABELLA")
    sys.exit(2)
APP_BIN = os.path.abspath(sys.argv[1])

pyatspi = require_session(("xdotool", "pulseaudio", "pactl", "parec"))
OUT, WORK = make_dirs("journal-damaged-output", "ab-journal-damaged-")
RUNTIME = os.path.join(WORK, "runtime")
os.makedirs(RUNTIME, mode=0o700)
STATE = os.path.join(WORK, "state", "annabella")
os.makedirs(STATE)
TRANSCRIPT = os.path.join(OUT, "transcript.tsv")

env = dict(os.environ)
env.update({
    "XDG_RUNTIME_DIR": RUNTIME,
    "XDG_STATE_HOME": os.path.join(WORK, "state"),
    "ANNABELLA_TRANSCRIPT": TRANSCRIPT,
    "PULSE_SINK": "ab_journal_damaged_sink",
    "GSETTINGS_BACKEND": "memory",
    "GTK_A11Y": "atspi",
    "LANGUAGE": "en",
    "NO_AT_BRIDGE": "0",
})
apptest.use(env, OUT, WORK, TRANSCRIPT, app_bin=APP_BIN)

# Two moves, then a line cut in two by a crash of the file system, then more.
DAMAGED = ("annabella-journal\t1\n"
           "start\t1000\tw\trnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
           "move\t2000\te2e4\n"
           "press\t2000\tw\n"
           "move\t3000\te7\n"
           "press\t3000\tb\n"
           "move\t4000\tg1f3\n").encode()
JOURNAL = os.path.join(STATE, "match.journal")
with open(JOURNAL, "wb") as f:
    f.write(DAMAGED)


def announcement_shown(text):
    """The player's window's announcement line, as AT-SPI reads it, holding text."""
    labels = find_all(frame("Annabella"), lambda a: a.getRoleName() == "label"
                      and text in (a.name or ""))
    return labels[0].name if labels else None


try:
    pa, rec = start_pulse("ab_journal_damaged_sink")
    app = start_app()

    # The announcement language is German unless set otherwise.
    said = wait_said("Die unterbrochene Partie ist beschädigt", 0, 20)
    check(said is not None, f"the damaged match is said ({said and said[2]!r})")
    kept = sorted(glob.glob(os.path.join(STATE, "damaged-*.journal")))
    check(len(kept) == 1, f"the damaged journal is kept aside ({kept})")
    if said and kept:
        name = os.path.basename(kept[0])
        check(re.fullmatch(r"damaged-\d{8}-\d{6}\.journal", name) is not None,
              f"under a dated name ({name})")
        check(said[1] == "interrupt" and name in said[2] and "Schiedsrichter" in said[2]
              and "Neue Partie" in said[2],
              "one error message names the file for the arbiter, then the new match")
        check(wait_for(lambda: announcement_shown(name), 10) is not None,
              "the announcement line shows it")
        with open(kept[0], "rb") as f:
            check(f.read() == DAMAGED, "the damaged journal is kept byte for byte")

    # The new match takes a move, and its journal is a new one.
    def journal_lines():
        with open(JOURNAL) as f:
            return f.read().splitlines()

    type_text("e4")
    key("Return")
    check(wait_for(lambda: any(ln.startswith("move\t") and ln.endswith("\te2e4")
                               for ln in journal_lines()), 10),
          "the new match takes a typed move into its journal")
    lines = journal_lines()
    check(lines[0] == "annabella-journal\t1" and "move\t3000\te7" not in lines,
          "match.journal is the new match's")

    # A crash now: the new match is offered again, the damaged file stays as it was.
    stop(app, signal.SIGKILL)
    n = len(utterances())
    app = start_app()
    check(wait_said("unterbrochene Partie nach 1 Halbzügen", n, 20) is not None,
          "the new match is offered for resumption after a crash")
    check(wait_said("beschädigt", n, 1) is None, "nothing more is called damaged")
    check(sorted(glob.glob(os.path.join(STATE, "damaged-*.journal"))) == kept,
          "the damaged journal is left alone")

    # Spoilt while the offer waits: Enter cannot resume it, and says why.
    with open(JOURNAL, "ab") as f:
        f.write(b"move\t5000\tzz\n")
    n = len(utterances())
    key("Return")
    said = wait_said("Die unterbrochene Partie ist beschädigt", n, 10)
    now_kept = sorted(glob.glob(os.path.join(STATE, "damaged-*.journal")))
    check(said is not None and len(now_kept) == 2 and "Neue Partie" in said[2],
          f"a resumption that fails keeps that journal too and says so ({now_kept})")
    # The check below is on the sound itself: let the last sentence play a while (a quick
    # run had stopped the app 0.7 s into the recording, every sentence cut short).
    time.sleep(2.0)
    stop(app)
    stop(rec, signal.SIGINT)
    peak, loud = audio_peak(os.path.join(OUT, "speech.wav"))
    check(peak > 1000 and loud > 0.5, f"the speech is heard on the sink (peak {peak}, "
                                      f"{loud:.1f} s loud)")
finally:
    cleanup()
finish()
