#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End to end: a game played by voice, confirmations included (D.2.8), and listening
without a microphone or a model.

    test-listen.py ANNABELLA

The real annabella under Xvfb with AT-SPI and real key events (xdotool); German
announcements. A PulseAudio of our own has two null sinks: Annabella speaks into one;
announcements synthesised by espeak-ng are played with paplay into the other, "room",
whose monitor is the default source, the microphone Annabella listens to (open
microphone, listen-mode 'open').
- "Eva vier" is read back ("Gehört: Eva vier. …") and nothing is journaled until Enter;
  Enter plays it, through the match as a typed move: journaled, then announced;
- the sighted opponent answers on the mirror;
- "Springer Felix drei" heard, Escape: the next reading or "Verworfen", nothing played;
  said again with "Sc3" typed on the move line: the read-back says the text stays, Enter
  plays the move heard (Nf3), never the text, which is still on the line (D.2.8);
- on the opponent's turn, a move said is refused as not the player's turn, not taken for
  a question; a move no piece can make ("Dame Anna acht") is refused with its reason, not
  read back as another move;
- a spoken question ("Zeit") is answered as its key (Alt+T) answers it;
- a remark that is no move is not played;
- listening to both players: an announcement and its repetition play the move without
  a key; a repetition naming another move is said at once and nothing is played; a move
  confirmed by Enter before its repetition came is compared with the repetition heard
  after it: the same move quietly, another said at once with D.2.9, the move standing; a
  repetition not understood is said after the announcement's read-back, not before it;
- the player's moves confirmed by key or by repetition are kept as recordings of his voice
  (nothing else is), the profile is made again after the fifth, and listening goes on
  with it;
- push-to-talk: what is said without F8 held is not heard, what is said with it is; with
  a refused "e5" still selected on the move line, Enter plays the move heard;
- then with a source that does not exist, and with no acoustic model: the reason is
  said and shown, and a typed move is still played.
Artefacts: $MESON_BUILD_ROOT/tests/app/listen-output. Skips (77) without the tools.
"""
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from apptest import *  # noqa: E402,F401,F403

APP_BIN, = app_args("ANNABELLA")
pyatspi = require_session(("xdotool", "pulseaudio", "pactl", "parec", "paplay", "espeak-ng"))
env, OUT, WORK = use_listening("listen-output", "ab-listen-", "ab_listen_speakers", APP_BIN)
WINDOWS = {}
# The player's voice profile, not made yet: his confirmed moves are learnt into it.
PROFILE = os.path.join(WORK, "voice")
env["ANNABELLA_VOICE_PROFILE"] = PROFILE


def say_into_room(text, name):
    """espeak-ng's German voice says text into the room's sink, once Annabella is
    quiet."""
    say_into("ab_listen_room", text, name)


def hear(text, name, expect, timeout=15):
    """Says text into the room; the first utterance after it that holds expect. As a
    player would, says it again (twice at most) when Annabella did not understand, asked
    with both readings ("Eva vier oder Cesar vier?", answered by saying it again), or
    refused other words ("Kein Bauer kann Anna acht erreichen" for "Dame Anna acht"):
    the recogniser's first utterances come before it has learnt the room. A move read
    back that was not said is not said again: that is a failure."""
    for attempt in range(3):
        n = len(utterances())
        say_into_room(text, name)
        said = wait_said(expect, n, timeout)
        replies = [u[1] for u in utterances()[n:]]
        if said is not None or not replies or any("Gehört" in r for r in replies):
            break
        log(f"\"{text}\" not understood, said again")
    check(said is not None,
          f"\"{text}\" spoken: {expect!r} said "
          f"({said[2] if said else [u[1] for u in utterances()[n:]]!r})")
    return said


def focus_blind():
    focus_window(WINDOWS["blind"])
    key("ctrl+l")


def game_by_voice():
    start_pulse("ab_listen_speakers")
    subprocess.run(["pactl", "load-module", "module-null-sink", "sink_name=ab_listen_room"],
                   env=env, check=True, capture_output=True)
    subprocess.run(["pactl", "set-default-source", "ab_listen_room.monitor"], env=env,
                   check=True)
    write_settings(time_control="'5400'", listen_mode="'open'")
    app, blind, mirror = start_listening()
    WINDOWS.update(app=app, blind=blind, mirror=mirror)
    if blind is None:
        return

    said = hear("Eva vier", "e4", "Gehört: Eva vier.")
    if said:
        check("Eingabe bestätigt, Escape nein." in said[2], f"the keys are said ({said[2]!r})")
    time.sleep(1.0)
    check(journaled_moves() == [], "nothing is played before the confirmation")
    n = len(utterances())
    key("Return")
    check(wait_said("Eva vier", n, 10) is not None, "Enter plays the heard move")
    check(wait_for(lambda: journaled_moves() == ["e2e4"], 5), "1. e4 is journaled")
    mirror_plays(WINDOWS["mirror"], "e5", "Eva fünf")
    focus_blind()

    said = hear("Springer Felix drei", "nf3-no", "Gehört: Springer Felix drei.")
    # Escape until it is dropped: every reading offered, none played.
    for _ in range(4):
        n = len(utterances())
        key("Escape")
        s = wait_said("", n, 5)
        if s is None or "Verworfen" in s[2]:
            break
        check(s[2].startswith("Oder:"), f"Escape offers the next reading ({s[2]!r})")
    check(s is not None and "Verworfen" in s[2], "at last Escape drops it")
    check(journaled_moves() == ["e2e4", "e7e5"], "nothing refused was played")

    # Text typed but not entered: Enter confirms the move read back, not the text.
    type_text("Sc3")
    said = hear("Springer Felix drei", "nf3", "Gehört: Springer Felix drei.")
    check(said is not None and "Auf der Zugzeile steht noch Sc3" in said[2],
          f"the read-back says the typed text stays ({said and said[2]!r})")
    n = len(utterances())
    key("Return")
    check(wait_said("Springer Felix drei", n, 10) is not None, "Enter plays it")
    check(wait_for(lambda: journaled_moves()[-1:] == ["g1f3"], 5),
          f"2. Nf3, the move heard, is journaled, not the typed Nc3 ({journaled_moves()})")
    check(move_line() == "Sc3", f"the typed text is still on the line ({move_line()!r})")
    key("ctrl+a", "BackSpace")
    # Out of turn: the opponent's move, said so; not the nearest question.
    said = hear("Läufer Cesar vier", "out-of-turn", "Der Gegner ist am Zug")
    check(said is not None and "Zeit" not in said[2], "a move out of turn is not a question")
    mirror_plays(WINDOWS["mirror"], "Nc6", "Springer Cesar sechs")
    focus_blind()

    # A move no piece can make: its reason, never another move read back.
    said = hear("Dame Anna acht", "qa8", "Keine Dame kann Anna acht erreichen")
    check(said is not None and not any("Gehört" in u[1] for u in utterances()[-3:]),
          "an impossible move is not read back as another")
    check(len(journaled_moves()) == 4, "and nothing is played")

    # A question by voice: the same answer as its key.
    n = len(utterances())
    key("alt+t")
    by_key = wait_said("Deine Zeit", n, 5)
    check(by_key is not None, "Alt+T answers the time")
    hear("Zeit", "time", "Deine Zeit")
    check(len(journaled_moves()) == 4, "a question plays nothing")

    # A remark: never played.
    n = len(utterances())
    say_into_room("Guten Abend, wie geht es dir", "remark")
    said = wait_said("", n, 10)
    if said and "Gehört" in said[2]:
        key("Escape")
        time.sleep(0.5)
        key("Escape")
    time.sleep(1.0)
    check(len(journaled_moves()) == 4, f"a remark plays nothing ({said and said[2]!r})")

    # Listening to both (D.2.1): the repetition of the announcement confirms the move.
    write_settings(time_control="'5400'", listen_mode="'open'", listen_both="true")
    time.sleep(1.0)
    wait_quiet()
    n = len(utterances())
    say_into_room("Läufer Bella fünf", "bb5")
    say_into_room("Läufer Bella fünf", "bb5-repeated")
    check(wait_said("Läufer Bella fünf", n, 10) is not None,
          "the announcement and its repetition play the move")
    check(wait_for(lambda: journaled_moves()[-1:] == ["f1b5"], 5), "3. Bb5 is journaled")
    check(not any("Gehört" in u[1] for u in utterances()[n:]),
          "agreement needs no read-back and no key")
    mirror_plays(WINDOWS["mirror"], "a6", "Anna sechs")
    focus_blind()

    # A different repetition is said at once, and nothing is played.
    said = disagreement("Läufer Anna vier", "Läufer schlägt Cesar sechs")
    check(said is not None, f"a disagreement is said ({said and said[2]!r})")
    time.sleep(1.0)
    check(len(journaled_moves()) == 6, "and nothing is played")
    unclear_repetition("Läufer Anna vier", "Guten Abend, wie geht es dir")
    late_repetition()
    learnt()
    too_late()
    stop(app)


def learnt():
    """The player's moves confirmed by Enter or by the repetition were kept as recordings
    of his voice, and nothing else: not the move dropped with Escape, not the opponent's,
    not a remark or a move refused; after the fifth the profile is made again, and
    listening goes on with it."""
    kept = recordings(PROFILE)
    words = [k[2] for k in kept]
    check(words == ["eva vier", "springer felix drei", "laeufer bella fuenf",
                    "laeufer anna vier", "laeufer bella drei"]
          and all(k[1] == "game" for k in kept),
          f"the five confirmed moves are kept as recordings of his voice ({words})")
    check(all(os.path.getsize(os.path.join(PROFILE + ".recordings", k[0])) > 8000
              for k in kept), "each with its audio")
    check(wait_for(lambda: os.path.exists(os.path.join(PROFILE, "annabella-voice-profile")), 60),
          "after the fifth the voice profile is made again from them")
    # Heard with the new profile: a spoken move is still read back and played on Enter.
    mirror_plays(WINDOWS["mirror"], "Bb7", "Läufer Bella sieben")
    focus_blind()
    time.sleep(1.0)
    hear("Hektor drei", "h3-taught", "Gehört: Hector drei.")
    n = len(utterances())
    key("Return")
    check(wait_for(lambda: journaled_moves()[-1:] == ["h2h3"], 10),
          "with the profile learnt, a spoken move is heard and played on Enter")
    wait_said("Hector drei", n, 10)
    check(wait_for(lambda: len(recordings(PROFILE)) == 6, 5), "and is learnt from in turn")


def move_line():
    """The text on the player's move line, as a screen reader reads it."""
    import pyatspi
    hits = find_all(frame("Annabella"),
                    lambda a: a.getRoleName() == "text" and a.getState().contains(
                        pyatspi.STATE_EDITABLE))
    if not hits:
        return None
    text = hits[0].queryText()
    return text.getText(0, text.characterCount)


def drop_heard():
    """Escape until the move waiting is dropped ("Verworfen")."""
    for _ in range(4):
        m = len(utterances())
        key("Escape")
        if wait_said("Verworfen", m, 3) is not None:
            break


def say_pair(announced, repeated, name, expect):
    """An announcement and its repetition said into the room, again (twice at most) while
    nothing holding expect follows them, as players would when not understood; a move
    read back meanwhile is dropped first. (n, the utterance that holds expect, or None),
    n the utterances before them."""
    for attempt in range(3):
        wait_quiet()
        n = len(utterances())
        say_into_room(announced, f"{name}-announced-{attempt}")
        say_into_room(repeated, f"{name}-repeated-{attempt}")
        said = wait_said(expect, n, 10)
        if said is not None:
            return n, said
        log(f"{expect!r} not said: {[u[1] for u in utterances()[n:]]}; said again")
        if wait_said("Gehört", n, 8) is not None:
            drop_heard()
    return n, None


def disagreement(announced, repeated):
    """An announcement and a repetition naming another move: what is said of them. As the
    players would, they are said again when either was not understood: the announcement
    is then read back when no repetition came, and Escape drops it."""
    return say_pair(announced, repeated, "disagree", "Nicht derselbe Zug")[1]


def unclear_repetition(announced, mumble):
    """Listening to both: the repetition is not understood. The players hear of the
    announcement first (its read-back), then of the repetition, in the order they spoke;
    Escape drops the move."""
    n, said = say_pair(announced, mumble, "unclear", "Gehört")
    before = [u[1] for u in utterances()[n:said[0]]] if said else []
    check(said is not None and "Wiederholung nicht verstanden" in said[2],
          f"the read-back says the repetition was not understood ({said and said[2]!r})")
    check(not any("verstanden" in u for u in before),
          f"nothing is said of the repetition before the announcement's read-back ({before!r})")
    drop_heard()
    check(len(journaled_moves()) == 6, "a move whose repetition was not understood waits")


def confirm_alone(words, name, uci, label):
    """A move said with no repetition, confirmed by Enter as its read-back asks."""
    hear(words, name, f"Gehört: {words}.")
    n = len(utterances())
    key("Return")
    check(wait_for(lambda: journaled_moves()[-1:] == [uci], 10), f"{label} is journaled")
    wait_said(words, n, 10)


def late_repetition():
    """Listening to both, the move confirmed by Enter before its repetition came: the
    repetition heard after it is still compared (D.2.9 caught early)."""
    hear("Läufer Anna vier", "ba4-alone", "Gehört: Läufer Anna vier.")
    n = len(utterances())
    key("Return")
    check(wait_said("Läufer Anna vier", n, 10) is not None, "Enter plays the move read back")
    check(wait_for(lambda: journaled_moves()[-1:] == ["b5a4"], 5), "4. Ba4 is journaled")
    n, h = len(utterances()), len(heard_lines())
    say_into_room("Läufer Anna vier", "ba4-late")
    heard = wait_for(lambda: heard_lines()[h:], 8)
    time.sleep(1.5)
    check(heard and "laeufer anna vier" in heard[0],
          f"the late repetition is heard ({heard and heard[0]!r})")
    check(not any("Nicht derselbe" in u[1] or "Gehört" in u[1] or "verstanden" in u[1]
                  for u in utterances()[n:]),
          f"the same move repeated late is accepted quietly ({utterances()[n:]!r})")
    check(journaled_moves()[-1:] == ["b5a4"], "and changes nothing")
    mirror_plays(WINDOWS["mirror"], "b5", "Bella fünf")
    focus_blind()

    confirm_alone("Läufer Bella drei", "bb3-alone", "a4b3", "5. Bb3")
    n = len(utterances())
    say_into_room("Läufer schlägt Bella fünf", "bxb5-late")
    said = wait_said("Nicht derselbe Zug", n, 10)
    check(said is not None and "gespielt Läufer Bella drei" in said[2]
          and "Läufer schlägt Bella fünf" in said[2] and "D.2.9" in said[2],
          f"another move repeated late is said at once, with the article ({said and said[2]!r})")
    time.sleep(1.0)
    check(journaled_moves()[-3:] == ["b5a4", "b7b5", "a4b3"], "and the move stands")


def too_late():
    """Listening to both, another move of the position before heard after the wait for
    the repetition (4 s of listening): not compared, but both moves are said, and why."""
    mirror_plays(WINDOWS["mirror"], "Nf6", "Springer Felix sechs")
    focus_blind()
    confirm_alone("Kurze Rochade", "oo-alone", "e1g1", "6. O-O")
    wait_quiet()
    time.sleep(5.0)
    n = len(utterances())
    say_into_room("Dame Eva zwei", "qe2-too-late")
    said = wait_said("Zu spät zum Vergleichen", n, 10)
    check(said is not None and "Kurze Rochade" in said[2] and "Dame Eva zwei" in said[2]
          and "Nichts geändert" in said[2],
          f"a move of the position before, after the wait, is said with the move played "
          f"({said and said[2]!r}; after it: {[u[1] for u in utterances()[n:]]!r})")
    time.sleep(1.0)
    check(journaled_moves()[-1:] == ["e1g1"], "and the move stands")


def push_to_talk():
    """Push-to-talk: only what is said while F8 is held is heard."""
    subprocess.run(["rm", "-rf", os.path.join(WORK, "state")])
    write_settings(time_control="'5400'", listen_mode="'push-to-talk'")
    n = len(utterances())
    app = WINDOWS["app"] = start_app()
    check(wait_said("Ich höre zu, solange du F8 hältst", n, 20) is not None,
          "push-to-talk: listening began, naming the key")
    blind, mirror = place_windows()
    WINDOWS.update(blind=blind, mirror=mirror)
    if not blind:
        return
    focus_blind()
    n = len(utterances())
    say_into_room("Eva vier", "ptt-not-held")
    time.sleep(2.0)
    check(not any("Gehört" in u[1] or "verstanden" in u[1] for u in utterances()[n:]),
          "push-to-talk: without the key nothing is heard")
    # A refused text stays selected on the line; the move heard is what Enter plays.
    n = len(utterances())
    type_text("e5")
    key("Return")
    check(wait_said("Eva fünf", n, 10) is not None, "push-to-talk: a typed e5 is refused")
    wait_quiet()
    n = len(utterances())
    xdo("keydown", "F8")
    time.sleep(0.3)
    say_into_room("Eva vier", "ptt-held")
    time.sleep(0.3)
    xdo("keyup", "F8")
    said = wait_said("Gehört: Eva vier.", n, 10)
    check(said is not None, "push-to-talk: what is said while F8 is held is read back")
    check(said is not None and "steht noch e5" in said[2],
          f"push-to-talk: the read-back says the refused e5 stays ({said and said[2]!r})")
    n = len(utterances())
    key("Return")
    check(wait_said("Eva vier", n, 10) is not None, "push-to-talk: Enter plays it")
    check(wait_for(lambda: journaled_moves() == ["e2e4"], 5),
          f"push-to-talk: 1. e4 journaled, the refused e5 not played ({journaled_moves()})")

    # The settings are rows of the preferences, each named for a screen reader.
    key("ctrl+comma")
    if check(wait_for(lambda: frame("Preferences"), 10) is not None,
             "Ctrl+, opens the preferences"):
        names = set()
        walk(frame("Preferences"), lambda a, d: names.add(a.name))
        for row in ("Listen for spoken moves", "Microphone (empty: the default)", "Talk key",
                    "Listen to both players", "Confidence needed (0 to 1)"):
            check(row in names, f"the preferences have the row {row!r}")
        key("Escape")
    stop(app)


def without(what, expect, **settings):
    """Listening asked for but impossible: the reason, and the keyboard as before."""
    for name in ("state",):
        subprocess.run(["rm", "-rf", os.path.join(WORK, name)])
    write_settings(time_control="'5400'", listen_mode="'open'", **settings)
    n = len(utterances())
    app = WINDOWS["app"] = start_app()
    said = wait_said(expect, n, 20)
    check(said is not None, f"{what}: the reason is said ({said and said[2]!r})")
    check(said is not None and "Die Tastatur geht wie bisher" in said[2],
          "and that the keyboard works")
    check(wait_for(lambda: shown_announcement(expect), 5), f"{what}: the reason is shown")
    blind, mirror = place_windows()
    WINDOWS.update(blind=blind, mirror=mirror)
    if blind:
        focus_blind()
        n = len(utterances())
        type_text("e4")
        key("Return")
        check(wait_said("Eva vier", n, 10) is not None, f"{what}: a typed move is played")
        check(wait_for(lambda: journaled_moves() == ["e2e4"], 5), f"{what}: and journaled")
    stop(app)


def main():
    start(["xdotool", "sleep", "100000"])
    game_by_voice()
    push_to_talk()
    without("no such microphone", "kein Mikrofon, no-such-source",
            listen_source="'no-such-source'")
    env["ANNABELLA_ACOUSTIC_MODEL"] = os.path.join(WORK, "no-model")
    without("no acoustic model", "Spracherkennungsmodell")
    # PocketSphinx comes in a module loaded when listening is turned on.
    del env["ANNABELLA_ACOUSTIC_MODEL"]
    env["ANNABELLA_LISTEN_MODULE"] = os.path.join(WORK, "no-such-module.so")
    without("no listening module", "Spracherkennungsmodell")


try:
    main()
finally:
    cleanup()
finish()
