#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End to end: Annabella does not hear herself. Her own voice is routed into the
microphone she listens to, and nothing she says is heard as a move or a question.

    test-listen-self.py ANNABELLA

The real annabella under Xvfb with AT-SPI and real key events (xdotool); German
announcements; open microphone, listening to both players. A PulseAudio of our own has
ONE null sink: Annabella speaks into it, and its monitor is the default source, the
microphone; announcements synthesised by espeak-ng are played into the same sink once she
is silent. Her words are the grammar's words: the read-back "Gehört: Springer Felix drei.
Eingabe bestätigt, Escape nein." names the pending move (heard, it would agree with it and
play it without a key) and "nein" (heard, it would refuse it); Alt+H names every spoken
question; her announcement of each move is, for a few seconds, the repetition listened for.
Each time she has spoken, the window has logged no hearing (G_MESSAGES_DEBUG) and said
nothing it would say to a hearing; each WAV played after she is silent is heard.
Artefacts: $MESON_BUILD_ROOT/tests/app/listen-self-output (speech.wav: the microphone).
Skips (77) without the tools.
"""
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from apptest import *  # noqa: E402,F401,F403

APP_BIN, = app_args("ANNABELLA")
pyatspi = require_session(("xdotool", "pulseaudio", "pactl", "parec", "paplay", "espeak-ng"))
SINK = "ab_listen_voice"
env, OUT, WORK = use_listening("listen-self-output", "ab-listen-self-", SINK, APP_BIN)
# What the window says to a hearing besides a read-back: none may follow her own words.
REPLIES = ("Nicht verstanden", "Oder:", "Verworfen", "Kein gehörter Zug", "Deine Zeit",
           "Nicht derselbe")


def deaf_to_herself(what, n, h, settle=2.5):
    """After Annabella has said utterances n… (and the heard lines were h): once she is
    quiet, and the time an utterance takes to be heard, nothing was heard and nothing
    replied to."""
    wait_quiet()
    time.sleep(settle)
    said = [u[1] for u in utterances()[n:]]
    heard = heard_lines()[h:]
    check(not heard, f"{what}: none of her words is heard ({heard!r})")
    replies = [u for u in said if any(r in u for r in REPLIES)]
    check(not replies, f"{what}: nothing replies to her words ({replies!r})")
    return said


def main():
    start(["xdotool", "sleep", "100000"])
    start_pulse(SINK)
    subprocess.run(["pactl", "set-default-source", f"{SINK}.monitor"], env=env, check=True)
    write_settings(time_control="'5400'", listen_mode="'open'", listen_both="true")
    app, blind, mirror = start_listening()
    if blind is None:
        return
    deaf_to_herself("her greeting and 'Ich höre zu'", 0, 0)

    # Alt+H: every spoken question is named ("Zeit", "Zugnummer", "letzter Zug",
    # "wiederholen", "Remis", "nein").
    n, h = len(utterances()), len(heard_lines())
    key("alt+h")
    keys = wait_said("Zugnummer", n, 10)
    check(keys is not None, f"Alt+H names the spoken questions ({keys and keys[2][:80]!r})")
    deaf_to_herself("the key list", n, h)

    # A WAV after she is silent is heard; listening to both, it waits for its repetition,
    # then is read back. The read-back names the move (an agreeing repetition, if heard,
    # would play it with no key) and "nein" (which would refuse it).
    n, h = len(utterances()), len(heard_lines())
    say_into(SINK, "Springer Felix drei", "nf3")
    said = wait_said("Gehört: Springer Felix drei.", n, 20)
    check(said is not None, f"the announcement played into the microphone is heard and read "
          f"back ({[u[1] for u in utterances()[n:]]!r})")
    check(len(heard_lines()) == h + 1, f"heard once ({heard_lines()[h:]!r})")
    n, h = len(utterances()), len(heard_lines())
    deaf_to_herself("the read-back", n - 1, h, settle=4.0)
    check(journaled_moves() == [], "her read-back did not play the move")
    check(sum("Gehört" in u[1] for u in utterances()) == 1, "and was not read back again")
    check(wait_for(lambda: shown_announcement("Gehört: Springer Felix drei"), 5),
          "the window still shows the read-back")

    # Enter plays it; her announcement of it is, for a moment, the repetition listened for.
    n, h = len(utterances()), len(heard_lines())
    key("Return")
    check(wait_for(lambda: journaled_moves() == ["g1f3"], 10), "Enter plays it: 1. Nf3")
    check(wait_said("Springer Felix drei", n, 10) is not None, "the move is announced")
    deaf_to_herself("her announcement of her player's move", n, h)

    # The opponent's move, announced by her: its words are listened for as its repetition.
    n, h = len(utterances()), len(heard_lines())
    mirror_plays(mirror, "Nc6", "Springer Cesar sechs")
    focus_window(blind)
    key("ctrl+l")
    deaf_to_herself("her announcement of the opponent's move", n, h)

    # Still listening: the next announcement played after she is silent is heard. As a
    # player would, it is said again (twice at most) when she did not understand it: her
    # "not understood" shows it was heard, which is what this checks; the read-back is
    # needed for the rest.
    n, h = len(utterances()), len(heard_lines())
    for attempt in range(3):
        m = len(utterances())
        say_into(SINK, "Eva vier", f"e4-{attempt}")
        said = wait_said("Gehört: Eva vier.", m, 20)
        if said is not None or not any("Nicht verstanden" in u[1] for u in utterances()[m:]):
            break
        log("\"Eva vier\" not understood, said again")
    check(said is not None, f"after her, an announcement is still heard "
          f"({[u[1] for u in utterances()[n:]]!r})")
    check(len(heard_lines()) == h + attempt + 1,
          f"heard once each time it was said ({heard_lines()[h:]!r})")
    n, h = len(utterances()), len(heard_lines())
    deaf_to_herself("the second read-back", n - 1, h, settle=4.0)
    n = len(utterances())
    key("Return")
    check(wait_for(lambda: journaled_moves() == ["g1f3", "b8c6", "e2e4"], 10),
          "Enter plays it: 2. e4")
    stop(app)


try:
    main()
finally:
    cleanup()
finish()
