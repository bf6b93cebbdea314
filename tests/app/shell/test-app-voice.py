#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End to end: the announcement language, the voice variant and the mirror's place.

    test-app-voice.py ANNABELLA_BINARY

The real annabella under Xvfb with an English interface (LANGUAGE=en) and the
default announcement language, German. A move no piece can make, typed on the
player's window, is refused in German: spoken (transcript) and in the move
line's accessible description. The preferences window (Ctrl+,) is walked with
Tab to the voice variant row, each control it passes said by Annabella's own voice with
its value and how to change it (no screen reader runs); its list, opened with the keyboard,
holds
espeak-ng's variants (over AT-SPI); the one chosen with Down and Enter is
stored in the settings keyfile, and a sample move is spoken at once. Xvfb has
one monitor: the mirror stays a normal window. Two monitors are not tested.
Drawn by GTK's cairo renderer, the app maps no shared memory (cairo's image pool).
"""
import configparser
import os
import subprocess
import sys
import time

# apptest.py lives in tests/app, one folder up.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import apptest  # noqa: E402
from apptest import *  # noqa: E402,F401,F403

APP_BIN, = app_args("ANNABELLA_BINARY")

pyatspi = require_session(("xdotool", "xprop", "pulseaudio", "pactl", "parec"))

OUT, WORK = make_dirs("voice-output", "ab-voice-")
TRANSCRIPT = os.path.join(OUT, "transcript.tsv")
KEYFILE = os.path.join(WORK, "config", "glib-2.0", "settings", "keyfile")
env = app_env(WORK, TRANSCRIPT, pulse_sink="ab_voice_sink", build_locales=True,
              GSETTINGS_BACKEND="keyfile", LC_ALL="C.UTF-8")
apptest.use(env, OUT, WORK, TRANSCRIPT, app_bin=APP_BIN)


def stored_variant():
    cp = configparser.ConfigParser(interpolation=None)
    try:
        cp.read(KEYFILE)
        return cp.get("org/annabella/Annabella", "espeak-variant", fallback=None)
    except configparser.Error:
        return None


def wm_state(wid):
    return subprocess.run(["xprop", "-id", wid, "_NET_WM_STATE"], env=env,
                          capture_output=True, text=True).stdout


def refused_in_german(blind):
    focus_window(blind)
    key("ctrl+l")
    n = len(utterances())
    type_text("Se5")
    key("Return")
    said = wait_for(lambda: [u for u in utterances()[n:] if u[0] == "interrupt"], 5)
    # The first refusal also says, once, that the refused text stays selected.
    check(bool(said)
          and said[0][1].startswith("Kein Springer kann Eva fünf erreichen. Der abgelehnte"),
          "with an English interface the refusal is spoken in German "
          f"({said[0][1] if said else None!r})")
    line = find_all(frame("Annabella"), lambda a: a.getRoleName() == "text")
    check(bool(wait_for(lambda: line and line[0].description == said[0][1], 5)),
          "the same German sentence is the move line's accessible description")
    key("ctrl+a", "BackSpace")


def tab_to(name, limit=40):
    for _ in range(limit):
        f = focused("Preferences")
        if f is not None and f.name == name:
            return f
        key("Tab")
    return None


def choose_variant():
    n = len(utterances())
    key("ctrl+comma")
    if not check(wait_for(lambda: frame("Preferences"), 10) is not None,
                 "Ctrl+, opens the preferences"):
        return
    row = tab_to("Voice variant")
    if not check(row is not None, "Tab reaches the voice variant row"):
        dump_tree(os.path.join(OUT, "prefs-tree.txt"))
        return
    # With the built-in voice and no screen reader, every control the focus reaches is said.
    said = wait_said("Voice variant: ", n, 5)
    check(said is not None and "Eine Auswahl: Leertaste öffnet die Liste" in said[2],
          f"the voice variant row is said with its value and how to change it "
          f"({said and said[2]!r})")
    passed = [u[1] for u in utterances()[n:] if u[0] in ("interrupt", "queue")]
    check(len(passed) >= 3 and any("Schalter" in u or "Auswahl" in u or "Textfeld" in u
                                   for u in passed[:-1]),
          f"the controls Tab passes on the way are said too ({passed[:4]!r} …)")
    key("space")

    def offered():
        texts = []
        for item in find_all(app_accessible(), lambda a: a.getRoleName() == "list item"):
            labels = find_all(item, lambda a: a.getRoleName() == "label" and a.name)
            texts.append(item.name or (labels[0].name if labels else ""))
        return texts if "The language’s own voice" in texts else None
    names = wait_for(offered, 5) or []
    first = names.index("The language’s own voice") if names else 0
    names = names[first:]
    log(f"{len(names)} voices offered, e.g. {names[:6]}")
    check(len(names) > 10 and "Annie" in names,
          "the list offers the language's own voice and espeak-ng's variants")
    n = len(utterances())
    key("Down", "Return")
    variant = wait_for(lambda: (stored_variant() or "").strip("'") or None, 5)
    check(variant is not None, f"the chosen variant is stored in the settings ({variant!r})")
    said = wait_said("Springer Felix drei", n, 5, exact=True)
    check(said is not None, "a sample move is spoken in the new voice at once")
    key("Escape")


def shared_segments(pid):
    with open(f"/proc/{pid}/maps") as f:
        return [int(end, 16) - int(begin, 16)
                for begin, end in (ln.split()[0].split("-") for ln in f if "/SYSV" in ln)]


def cairo_without_shared_pool():
    """cairo would keep a shared-memory pool for the images it sends to the X server,
    resident page by page; src/app/shell/ab-memory.c tells it there is none. With GTK's
    cairo renderer for both windows, the app maps no shared memory at all."""
    n = len(utterances())
    app = start([APP_BIN], dict(apptest.env, GSK_RENDERER="cairo"),
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        check(wait_said("bereit", n, 15) is not None and place_windows()[1] is not None,
              "the app drawn by cairo starts and shows the mirror")
        time.sleep(1.0)
        segments = shared_segments(app.pid)
        check(not segments, f"no shared-memory pool for cairo's images (segments {segments})")
    finally:
        stop(app)


def main():
    start(["xdotool", "sleep", "100000"])
    start_pulse("ab_voice_sink", record=False)
    app = start_app()
    check(wait_said("bereit", 0, 15) is not None, "Annabella speaks German at start")
    blind, mirror = place_windows()
    if not check(blind is not None and mirror is not None, "both windows are mapped"):
        return
    check("FULLSCREEN" not in wm_state(mirror),
          "with one monitor the mirror is a normal window, not fullscreen")
    refused_in_german(blind)
    focus_window(blind)
    choose_variant()
    stop(app)
    cairo_without_shared_pool()


try:
    main()
finally:
    cleanup()
finish()
