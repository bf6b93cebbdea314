#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End to end: music on the loudspeaker keeps listening paused, and Annabella says so.

    test-listen-sound.py ANNABELLA

The real annabella under Xvfb with AT-SPI and real key events (xdotool); German
announcements; open microphone, "Do not listen while the computer plays sound" on (its
default). A PulseAudio of our own has two null sinks: the default one, the computer's
loudspeaker, where Annabella speaks and where a sound that goes on (sox's noise, shaped
like music) is played; and "room", whose monitor is the microphone. While the sound plays
an announcement is not heard; after 8 s Annabella says, and shows, why she does not listen
and which setting turns it off; once the sound ends she hears again; a second long sound
in the same listening is not told again. Listening to both players, the wait for a
repetition stands still while the sound plays, as it does for Annabella's own voice.
Artefacts: $MESON_BUILD_ROOT/tests/app/listen-sound-output. Skips (77) without the tools.
"""
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from apptest import *  # noqa: E402,F401,F403

APP_BIN, = app_args("ANNABELLA")
pyatspi = require_session(("xdotool", "pulseaudio", "pactl", "parec", "paplay", "espeak-ng",
                           "sox"))
SPEAKERS, ROOM = "ab_listen_speakers", "ab_listen_room"
env, OUT, WORK = use_listening("listen-sound-output", "ab-listen-sound-", SPEAKERS, APP_BIN)
NOTICE = "Ich höre nicht zu: der Computer spielt Ton ab."
SETTING = "„Nicht zuhören, solange der Computer Ton abspielt“ aus, in Einstellungen, Zuhören"


def music(name, seconds):
    """A sound that goes on, played on the computer's loudspeaker (in the background)."""
    wav = os.path.join(OUT, name + ".wav")
    subprocess.run(["sox", "-n", "-r", "22050", "-c", "1", "-b", "16", wav, "synth",
                    str(seconds), "pinknoise", "tremolo", "3", "40", "vol", "0.3"], check=True)
    return start(["paplay", "-d", SPEAKERS, wav])


def told():
    return [u for u in utterances() if NOTICE in u[1]]


def main():
    start(["xdotool", "sleep", "100000"])
    start_pulse(SPEAKERS)
    subprocess.run(["pactl", "load-module", "module-null-sink", f"sink_name={ROOM}"],
                   env=env, check=True, capture_output=True)
    subprocess.run(["pactl", "set-default-source", f"{ROOM}.monitor"], env=env, check=True)
    write_settings(listen_mode="'open'")
    app, blind, _ = start_listening()
    if blind is None:
        return

    wait_quiet()
    n, h = len(utterances()), len(heard_lines())
    began = time.monotonic()
    song = music("song", 16)
    time.sleep(2.0)
    say_into(ROOM, "Eva vier", "e4-over-music")
    said = wait_said(NOTICE, n, 20)
    after = time.monotonic() - began
    check(said is not None and SETTING in said[2],
          f"after {after:.1f} s of sound Annabella says she does not listen, naming the "
          f"setting ({said and said[2]!r})")
    check(said is not None and 7.5 < after < 16, "not before the sound has gone on for 8 s, "
          "and while it still plays")
    check(wait_for(lambda: shown_announcement("Ich höre nicht zu"), 5),
          "the window shows it")
    song.wait(30)
    check(heard_lines()[h:] == [], f"nothing was heard over the sound ({heard_lines()[h:]!r})")
    check(len(told()) == 1, f"it is said once ({len(told())})")

    # The sound has ended: she hears again.
    n = len(utterances())
    time.sleep(1.0)
    say_into(ROOM, "Eva vier", "e4-after")
    check(wait_said("Gehört: Eva vier.", n, 20) is not None,
          "once the sound ends, an announcement is heard again")
    key("Escape")

    # Another long sound in the same listening: not told again.
    wait_quiet()
    music("song-again", 12).wait(30)
    time.sleep(1.0)
    check(len(told()) == 1, f"a second long sound in the same listening is not told again "
          f"({len(told())})")
    both_waits_for_sound()
    stop(app)


def both_waits_for_sound():
    """Listening to both: while the computer's sound (a screen reader reading) keeps the
    microphone deaf, the wait for the repetition stands still, as for Annabella's voice."""
    write_settings(listen_mode="'open'", listen_both="true")
    time.sleep(1.0)
    wait_quiet()
    n, h = len(utterances()), len(heard_lines())
    say_into(ROOM, "Eva vier", "e4-announced")
    check(wait_for(lambda: heard_lines()[h:], 5), "the announcement is heard")
    music("reader", 6).wait(30)  # longer than the 4 s the repetition is waited for
    time.sleep(0.8)
    say_into(ROOM, "Eva vier", "e4-repeated")
    check(wait_for(lambda: journaled_moves() == ["e2e4"], 10),
          f"the repetition after the sound agrees: 1. e4 is played ({journaled_moves()})")
    check(not any("Gehört" in u[1] for u in utterances()[n:]),
          f"the wait did not run out while the sound played ({utterances()[n:]!r})")


try:
    main()
finally:
    cleanup()
finish()
