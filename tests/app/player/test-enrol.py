#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End to end: the player teaches listening his voice, from the main menu.

    test-enrol.py ANNABELLA

The real annabella under Xvfb with AT-SPI and real key events (xdotool); German
announcements; listening on (open microphone). A PulseAudio of our own has two null
sinks: Annabella speaks into one; the player's phrases, synthesised by espeak-ng, are
played into the other, "room", whose monitor is the default source. The enrolment
script is a short one of six phrases beside a copy of the dictionary (the installed one
has 25: the same code reads either).
- Main menu › Learn My Voice (F10, over AT-SPI as a screen reader activates it): the
  introduction says how many phrases and the keys; Escape stops, nothing is written,
  and listening is back;
- again: Enter says "1 von 6: …", the player says it after her; R says the phrase
  again; Backspace goes back one; a phrase said, then the next, to the last;
- Annabella learns (sphinxtrain) and says she knows the voice: the profile stands in
  $XDG_DATA_HOME/annabella/voice; listening is back and hears a move with it;
- with no sphinxtrain (ANNABELLA_SPHINXTRAIN naming an empty folder), the reason
  is said at once, before anything is recorded, and nothing is written.
Artefacts: $MESON_BUILD_ROOT/tests/app/enrol-output. Skips (77) without the tools.
"""
import os
import re
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import apptest  # noqa: E402
from apptest import *  # noqa: E402,F401,F403

APP_BIN, = app_args("ANNABELLA")
pyatspi = require_session(("xdotool", "pulseaudio", "pactl", "parec", "paplay", "espeak-ng"))
OUT, WORK = make_dirs("enrol-output", "ab-enrol-")
TRANSCRIPT = os.path.join(OUT, "transcript.tsv")
LISTEN_DATA = os.path.join(WORK, "listen")
PHRASES = ["springer felix drei", "laeufer cesar vier", "eva vier", "dame david eins",
           "turm anna acht", "kurze rochade"]
PROFILE = os.path.join(WORK, "data", "annabella", "voice")
env = app_env(WORK, TRANSCRIPT, pulse_sink="ab_enrol_speakers", GSETTINGS_BACKEND="keyfile",
              G_MESSAGES_DEBUG="Annabella Annabella-Listen",
              XDG_DATA_HOME=os.path.join(WORK, "data"),
              ANNABELLA_LEXICON=os.path.join(LISTEN_DATA, "annabella.lexicon"))
# The profile this test writes, not none (app_env's choice for the other tests).
env.pop("ANNABELLA_VOICE_PROFILE", None)
apptest.use(env, OUT, WORK, TRANSCRIPT, app_bin=APP_BIN)


def learn_voice_from_menu():
    """F10 opens the main menu; its item is activated as a screen reader does."""
    focus_window(WINDOWS["blind"])
    key("F10")
    item = wait_for(lambda: next(iter(find_all(
        app_accessible(), lambda a: a.getRoleName() == "menu item"
        and (a.name or "").replace("_", "") == "Learn My Voice")), None), 5)
    if not check(item is not None, "the main menu offers Learn My Voice"):
        return False
    item.queryAction().doAction(0)
    # The menu closes; the keys that follow are the window's.
    time.sleep(1.0)
    focus_window(WINDOWS["blind"])
    return True


def phrase_asked(n):
    """The phrase Annabella asks for at utterance n or after: (number, words)."""
    said = wait_said(" von 6: ", n, 15)
    if said is None:
        return None, None
    m = re.search(r"(\d) von 6: (.*)$", said[2])
    return int(m.group(1)), m.group(2)


def say_phrase(words, name):
    say_into("ab_enrol_room", words, name)


def stopped_with_escape():
    n = len(utterances())
    if not learn_voice_from_menu():
        return
    intro = wait_said("Ich lerne deine Stimme", n, 10)
    check(intro is not None and "6 Sätze" in intro[2] and "Escape bricht ab" in intro[2],
          f"the introduction says how many phrases and the keys ({intro and intro[2]!r})")
    n = len(utterances())
    key("Return")
    number, words = phrase_asked(n)
    check(number == 1 and words == "Springer felix drei",
          f"Enter asks for the first phrase ({number}, {words!r})")
    n = len(utterances())
    key("Escape")
    check(wait_said("Abgebrochen. Nichts geändert", n, 10) is not None, "Escape stops")
    check(wait_said("Ich höre zu", n, 20) is not None, "listening is back after the stop")
    check(not os.path.exists(PROFILE), "nothing is written when stopped")


def enrolment():
    n = len(utterances())
    if not learn_voice_from_menu():
        return
    check(wait_said("Ich lerne deine Stimme", n, 10) is not None, "the enrolment begins again")
    n = len(utterances())
    key("Return")
    number, words = phrase_asked(n)
    n = len(utterances())
    key("r")
    again, words_again = phrase_asked(n)
    check(number == again == 1 and words == words_again, "R says the phrase again")
    asked = set()
    went_back = False
    for _ in range(len(PHRASES) + 3):
        if number is None:
            break
        asked.add(number)
        n = len(utterances())
        say_phrase(words, f"phrase-{number}")
        if number == 3 and not went_back:
            # The third phrase heard: Backspace goes back to it.
            number, words = phrase_asked(n)
            n = len(utterances())
            key("BackSpace")
            back, words = phrase_asked(n)
            check(back == 3 and number == 4, f"Backspace goes back one ({number} -> {back})")
            number, went_back = back, True
            continue
        if number == len(PHRASES):
            break
        follows, words = phrase_asked(n)
        if follows is None and any("Noch einmal" in u[1] for u in utterances()[n:]):
            follows = number
            words = re.search(r"Noch einmal: (.*)$", utterances()[-1][1]).group(1)
        check(follows in (number, number + 1), f"after phrase {number}, phrase {follows}")
        number = follows
    check(asked == set(range(1, len(PHRASES) + 1)), f"every phrase was asked for ({asked})")
    check(wait_said("Danke. Ich lerne deine Stimme", n, 20) is not None,
          "after the last phrase she learns")
    learnt = wait_said("Fertig: Ich kenne deine Stimme jetzt, aus 6 Sätzen", n, 180)
    check(learnt is not None, "she says when she knows the voice")
    check(os.path.isfile(os.path.join(PROFILE, "means")),
          f"the voice profile is written ({PROFILE})")
    try:
        with open(PROFILE + ".recordings/recordings.tsv", encoding="utf-8") as f:
            kept = [line.split("\t") for line in f if line.strip()]
    except OSError:
        kept = []
    check(len(kept) == 6 and all(k[1] == "enrolment" for k in kept),
          f"its six recordings are kept beside it, to make it again ({len(kept)})")
    check(wait_said("Ich höre zu", n, 30) is not None, "listening is back")
    with open(os.path.join(OUT, "app.log"), errors="replace") as f:
        models = re.findall(r"acoustic model ([^,\s]+)", f.read())
    check(models[-1:] == [PROFILE], f"and hears with the profile ({models[-1:]})")
    n = len(utterances())
    say_into("ab_enrol_room", "Eva vier", "e4")
    check(wait_said("Gehört: Eva vier.", n, 20) is not None,
          "listening with the profile hears a move")


def without_sphinxtrain():
    """The programs are missing: the reason at once, before anything is recorded."""
    shutil.rmtree(PROFILE, ignore_errors=True)
    bare = os.path.join(WORK, "bare-bin")
    os.makedirs(bare, exist_ok=True)
    n = len(utterances())
    app = WINDOWS["app"] = start([APP_BIN], dict(env, ANNABELLA_SPHINXTRAIN=bare),
                                 stdout=open(os.path.join(OUT, "app2.log"), "w"),
                                 stderr=subprocess.STDOUT)
    if not check(wait_said("Ich höre zu", n, 20) is not None, "the app starts again"):
        return
    WINDOWS["blind"] = wait_for(lambda: window_id("^Annabella$"), 10)
    n = len(utterances())
    if not learn_voice_from_menu():
        return
    said = wait_said("nicht installiert", n, 10)
    check(said is not None and "sphinxtrain" in said[2],
          f"without sphinxtrain the reason is said at once ({said and said[2]!r})")
    check(not any("Ich lerne deine Stimme" in u[1] for u in utterances()[n:]),
          "and no enrolment begins")
    key("Return")
    time.sleep(1.0)
    check(not any(" von 6: " in u[1] for u in utterances()[n:]), "Enter asks for no phrase")
    check(not os.path.exists(PROFILE), "nothing is written")
    stop(app)


WINDOWS = {}


def main():
    short_enrolment(LISTEN_DATA, PHRASES)
    start_pulse("ab_enrol_speakers")
    subprocess.run(["pactl", "load-module", "module-null-sink", "sink_name=ab_enrol_room"],
                   env=env, check=True, capture_output=True)
    subprocess.run(["pactl", "set-default-source", "ab_enrol_room.monitor"], env=env,
                   check=True)
    write_settings(listen_mode="'open'")
    app = WINDOWS["app"] = start_app()
    check(wait_said("bereit", 0, 15) is not None, "Annabella is ready")
    check(wait_said("Ich höre zu", 0, 20) is not None, "listening began")
    blind, mirror = place_windows()
    WINDOWS["blind"] = blind
    if not check(blind is not None, "the windows are mapped"):
        return
    stopped_with_escape()
    enrolment()
    stop(app)
    without_sphinxtrain()


try:
    main()
finally:
    cleanup()
finish()
