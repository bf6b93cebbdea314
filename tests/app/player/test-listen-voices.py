#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End to end: listening to both players, each heard with his own voice profile.

    test-listen-voices.py ANNABELLA

The real annabella under Xvfb with AT-SPI and real key events (xdotool); German
announcements; listening to both (D.2.1), open microphone. A PulseAudio of our own has two
null sinks: Annabella speaks into one; the players' words, synthesised by espeak-ng in two
voices (the blind player "de", his opponent "de+m3" at another speed), are played into the
other, "room", whose monitor is the default source. A match of Anna (White, the blind
player) against Jansen is resumed after 1. e4. The enrolment script is a short one of eight
phrases beside a copy of the dictionary.
- Jansen teaches his voice from the mirror (its Learn My Voice button, activated over
  AT-SPI): Annabella names him and begins at once, with the six phrases of the script that
  are his to say (not the question, not the phrase of words said already); the mirror
  shows each phrase ("1 von 6: …") as she says it; he says each after her; she learns and
  says she knows his voice; his profile stands under his name
  ($XDG_DATA_HOME/annabella/voices/jansen) with its six recordings, the mirror no longer shows a phrase, and the opponent is heard with it;
- the game goes on: Jansen's moves entered on the mirror, repeated by Anna; Anna's
  announced, repeated by Jansen (the agreement plays them). Each utterance is heard as the
  voice the match expected (the log says "the player" or "the opponent"), and what each
  said and confirmed is kept with his own profile: Jansen's repetitions with his, Anna's
  announcements and repetitions with hers, never the other's;
- Jansen asks (Forget My Voice on the mirror) that his voice be forgotten: his profile and
  recordings are removed, said and shown, he is heard with Anna's profile when she has one
  (a recogniser of its own, without her pronunciations), Anna's stays; asked
  again, nothing is left;
- a new match against him, his voice not known now: Annabella offers, once, that he teach
  it, said and shown on the mirror; the first move takes it off the mirror.
Artefacts: $MESON_BUILD_ROOT/tests/app/listen-voices-output. Skips (77) without the tools.
"""
import os
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import apptest  # noqa: E402
from apptest import *  # noqa: E402,F401,F403

APP_BIN, = app_args("ANNABELLA")
pyatspi = require_session(("xdotool", "pulseaudio", "pactl", "parec", "paplay", "espeak-ng"))
OUT, WORK = make_dirs("listen-voices-output", "ab-voices-")
TRANSCRIPT = os.path.join(OUT, "transcript.tsv")
LISTEN_DATA = os.path.join(WORK, "listen")
PHRASES = ["springer felix drei", "laeufer cesar vier", "eva vier", "dame david eins",
           "turm anna acht", "kurze rochade"]
# The script as the blind player reads it: a question and a phrase of words already said
# are not the opponent's to say.
SCRIPT = PHRASES[:3] + ["zeit"] + PHRASES[3:5] + ["eva acht"] + PHRASES[5:]
PLAYER = os.path.join(WORK, "voice")
OPPONENT = os.path.join(WORK, "data", "annabella", "voices", "jansen")
VOICES = {"player": ("de", "150"), "opponent": ("de+m3", "135")}
env = app_env(WORK, TRANSCRIPT, pulse_sink="ab_voices_speakers", GSETTINGS_BACKEND="keyfile",
              G_MESSAGES_DEBUG="Annabella Annabella-Listen",
              XDG_DATA_HOME=os.path.join(WORK, "data"),
              ANNABELLA_LEXICON=os.path.join(LISTEN_DATA, "annabella.lexicon"),
              ANNABELLA_VOICE_PROFILE=PLAYER)
apptest.use(env, OUT, WORK, TRANSCRIPT, app_bin=APP_BIN)
WINDOWS = {}
MIRROR = "Annabella — Mirror"


def journal_after_e4():
    """Anna (White) against Jansen, interrupted after 1. e4."""
    path = os.path.join(WORK, "state", "annabella", "match.journal")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    t0 = 1_000_000
    with open(path, "w") as f:
        f.write("annabella-journal\t1\n"
                f"start\t{t0}\tw\t{START_FEN}\n"
                f"setup\t{t0}\t2023\t5400\n"
                f"names\t{t0}\tAnna\tJansen\n"
                f"move\t{t0 + 5_000_000}\te2e4\npress\t{t0 + 5_000_000}\tw\n")


def say(who, text, name):
    """text said into the room in who's voice, once Annabella is quiet."""
    wait_quiet()
    voice, speed = VOICES[who]
    wav = os.path.join(OUT, name + ".wav")
    subprocess.run(["espeak-ng", "-v", voice, "-s", speed, "-w", wav, text], check=True)
    subprocess.run(["paplay", "-d", "ab_voices_room", wav], env=env, check=True)


def mirror_phrase():
    """The phrase the mirror shows Jansen to say: (number, words), or (None, None)."""
    labels = find_all(frame(MIRROR), lambda a: a.getRoleName() == "label"
                      and re.match(r"\d von 6: ", a.name or ""))
    if not labels:
        return None, None
    m = re.match(r"(\d) von 6: (.*)$", labels[0].name)
    return int(m.group(1)), m.group(2)


def resume():
    app = WINDOWS["app"] = start_app()
    resume_offered(app, 0, 1)
    check(wait_said("Ich höre zu", 0, 20) is not None, "listening began")
    blind, mirror = place_windows()
    WINDOWS.update(blind=blind, mirror=mirror)
    return blind is not None


def opponent_enrols():
    """Jansen teaches his voice from the mirror."""
    button = mirror_button("Learn My Voice")
    if not check(button is not None, "the mirror offers Learn My Voice"):
        dump_tree(os.path.join(OUT, "tree.txt"))
        return
    n = len(utterances())
    button.queryAction().doAction(0)
    intro = wait_said("Jansen, ich lerne deine Stimme", n, 10)
    check(intro is not None and "1 von 6: " in intro[2],
          f"Annabella names him and asks for the first phrase at once ({intro and intro[2]!r})")
    asked = set()
    for attempt in range(len(PHRASES) + 4):
        number, words = wait_for(lambda: mirror_phrase() if mirror_phrase()[0] else None, 10) \
            or (None, None)
        if number is None:
            break
        if attempt == 0:
            check(number == 1 and words == "Springer felix drei",
                  f"the mirror shows the first phrase ({number}, {words!r})")
        asked.add(number)
        n = len(utterances())
        say("opponent", words, f"enrol-{attempt}")
        if number == len(PHRASES):
            break
        wait_for(lambda: mirror_phrase()[0] != number
                 or any("Noch einmal" in u[1] for u in utterances()[n:]), 10)
    check(asked == set(range(1, len(PHRASES) + 1)),
          f"the mirror showed every phrase ({sorted(asked)})")
    learnt = wait_said("kennt jetzt die Stimme von Jansen, aus 6 Sätzen", 0, 180)
    check(learnt is not None, f"she says she knows his voice ({learnt and learnt[2]!r})")
    check(os.path.isfile(os.path.join(OPPONENT, "means")),
          f"his profile is written under his name ({OPPONENT})")
    kept = recordings(OPPONENT)
    check(len(kept) == 6 and all(k[1] == "enrolment" for k in kept),
          f"with its six recordings ({len(kept)})")
    check(mirror_phrase() == (None, None), "the mirror no longer shows a phrase")
    check(not recordings(PLAYER), "nothing of his went into the blind player's profile")

    def models():
        with open(os.path.join(OUT, "app.log"), errors="replace") as f:
            return re.findall(r"acoustic model ([^,\s]+)", f.read())
    check(wait_for(lambda: OPPONENT in models(), 30),
          f"and the opponent is heard with it ({models()[-3:]})")


def pair(first, first_text, second, second_text, expect, name):
    """first says first_text, second repeats second_text; said again (twice at most) while
    expect is not announced. The hearings logged since."""
    for attempt in range(3):
        h, n = len(heard_lines()), len(utterances())
        say(first, first_text, f"{name}-{attempt}-a")
        say(second, second_text, f"{name}-{attempt}-b")
        # The move announced as played (a disagreement names it too, with more words).
        if wait_said(expect, n, 10, exact=True) is not None:
            time.sleep(0.5)
            return heard_lines()[h:]
        log(f"{expect!r} not said: {[u[1] for u in utterances()[n:]]}; said again")
        # What was heard of them is read back when its wait ends: dropped, as players would;
        # a disagreement left nothing waiting.
        if not any("Nicht derselbe Zug" in u[1] for u in utterances()[n:]) \
                and wait_said("Gehört", n, 8) is not None:
            for _ in range(4):
                m = len(utterances())
                key("Escape")
                if wait_said("Verworfen", m, 3) is not None:
                    break
    return []


def game():
    """Jansen's moves on the mirror repeated by Anna; Anna's announced and repeated by
    Jansen; each voice kept with its own profile."""
    mirror_repeats = []
    for mirror_move, anna_repeats, anna_moves, jansen_repeats, uci in (
            ("e5", "Eva fünf", "Springer Felix drei", "Springer Felix drei", "g1f3"),
            ("Nc6", "Springer Cesar sechs", "Läufer Bella fünf", "Läufer Bella fünf", "f1b5"),
            ("a6", "Anna sechs", "Läufer Anna vier", "Läufer Anna vier", "b5a4")):
        mirror_plays(WINDOWS["mirror"], mirror_move, anna_repeats.split()[-1])
        focus_window(WINDOWS["blind"])
        key("ctrl+l")
        h = len(heard_lines())
        say("player", anna_repeats, f"late-{uci}")
        late = wait_for(lambda: heard_lines()[h:], 10)
        # Learnt from when understood (at the threshold), as the match took it then.
        if late and float(re.search(r"confidence ([0-9.]+)", late[0]).group(1)) >= 0.5:
            mirror_repeats.append(re.search(r'heard "([^"]+)"', late[0]).group(1))
        check(late and "(the player)" in late[0],
              f"Anna's repetition of {mirror_move} is heard as hers ({late and late[0]!r})")
        heard = pair("player", anna_moves, "opponent", jansen_repeats, anna_moves, uci)
        check(wait_for(lambda: journaled_moves()[-1:] == [uci], 5),
              f"{anna_moves}, repeated by Jansen, is played ({journaled_moves()[-2:]})")
        check(len(heard) >= 2 and "(the player)" in heard[-2] and "(the opponent)" in heard[-1],
              f"the announcement is heard as Anna's, the repetition as Jansen's ({heard!r})")
    time.sleep(1.0)
    jansen = [k[2] for k in recordings(OPPONENT) if k[1] == "game"]
    anna = [k[2] for k in recordings(PLAYER) if k[1] == "game"]
    check(jansen == ["springer felix drei", "laeufer bella fuenf", "laeufer anna vier"],
          f"Jansen's agreeing repetitions are kept with his profile ({jansen})")
    # A repetition heard after its wait (the test's own slowness) is not compared: not kept.
    repeats = [w for w in anna if w not in jansen]
    check([w for w in anna if w in jansen] == jansen and repeats
          and all(w in mirror_repeats for w in repeats),
          f"Anna's announcements and repetitions with hers ({anna}; "
          f"repetitions understood: {mirror_repeats})")


def mirror_button(name):
    return wait_for(lambda: next(iter(find_all(
        frame(MIRROR), lambda a: a.getRoleName() == "push button" and name in (a.name or ""))),
        None), 5)


def opponent_forgets():
    """Jansen asks that his voice be forgotten: everything kept of it is removed, said and
    shown; he is heard untaught again. Asked again, there is nothing left."""
    button = mirror_button("Forget My Voice")
    if not check(button is not None, "the mirror offers Forget My Voice"):
        return
    n, h = len(utterances()), log_lines()
    button.queryAction().doAction(0)
    said = wait_said("Die Stimme von Jansen ist vergessen", n, 10)
    check(said is not None, f"it is forgotten, and said ({said and said[2]!r})")
    check(not os.path.exists(OPPONENT) and not os.path.exists(OPPONENT + ".recordings"),
          "his profile and every recording of his voice are removed")
    check(bool(shown_announcement("Die Stimme von Jansen ist vergessen", MIRROR)),
          "the mirror shows it")
    # Anna's profile, when her game made one (five moves learnt), in a recogniser of its
    # own; else hers, the installed model.
    anna_has_one = os.path.isfile(os.path.join(PLAYER, "means"))
    check(wait_for(lambda: any("the opponent is heard with" in ln
                               for ln in log_lines_since(h)), 20)
          and (any(f"acoustic model {PLAYER}," in ln for ln in log_lines_since(h))
               if anna_has_one else
               any("heard with the player's recogniser" in ln for ln in log_lines_since(h))),
          "the opponent's recogniser is loaded again, without his profile "
          f"({'her profile, in a recogniser of its own' if anna_has_one else 'her recogniser'})")
    check(os.path.isdir(PLAYER + ".recordings"), "Anna's voice is kept")
    n = len(utterances())
    button.queryAction().doAction(0)
    check(wait_said("Von der Stimme des Gegners wird hier nichts aufbewahrt", n, 10)
          is not None, "asked again, there is nothing left to forget")


def new_match_offers():
    """A new match against Jansen, whose voice is not known now: Annabella offers, once,
    that he teach it (said, and shown on the mirror); the first move takes it off the
    mirror."""
    focus_window(WINDOWS["blind"])
    n = len(utterances())
    key("ctrl+n")
    dialog = wait_for(lambda: [w for w in window_ids(WINDOWS["app"].pid)
                               if w not in (WINDOWS["blind"], WINDOWS["mirror"])], 5)
    if not check(bool(dialog), "Ctrl+N opens the new-match dialog"):
        return
    focus_window(dialog[0])
    # The White's name first; Tab goes on to Black's.
    type_text("Anna")
    key("Tab")
    type_text("Jansen")
    key("Return")
    check(wait_said("Neue Partie", n, 10) is not None, "the new match begins")
    offer = wait_said("Die Stimme von Jansen ist noch nicht bekannt", n, 10)
    check(offer is not None and "Meine Stimme lernen" in offer[2],
          f"his voice not known, he is offered to teach it ({offer and offer[2]!r})")
    check(bool(wait_for(lambda: shown_announcement("noch nicht bekannt", MIRROR), 5)),
          "the mirror shows him the offer")
    focus_window(WINDOWS["blind"])
    key("ctrl+l")
    n = len(utterances())
    type_text("e4")
    key("Return")
    check(wait_said("Eva vier", n, 10) is not None, "the first move is played")
    check(wait_for(lambda: not shown_announcement("noch nicht bekannt", MIRROR), 5),
          "and the offer leaves the mirror")


def log_lines():
    with open(os.path.join(OUT, "app.log"), errors="replace") as f:
        return len(f.read().splitlines())


def log_lines_since(n):
    with open(os.path.join(OUT, "app.log"), errors="replace") as f:
        return f.read().splitlines()[n:]


def main():
    short_enrolment(LISTEN_DATA, SCRIPT)
    journal_after_e4()
    start(["xdotool", "sleep", "100000"])
    start_pulse("ab_voices_speakers")
    subprocess.run(["pactl", "load-module", "module-null-sink", "sink_name=ab_voices_room"],
                   env=env, check=True, capture_output=True)
    subprocess.run(["pactl", "set-default-source", "ab_voices_room.monitor"], env=env,
                   check=True)
    write_settings(time_control="'5400'", listen_mode="'open'", listen_both="true")
    if not resume():
        return
    opponent_enrols()
    game()
    opponent_forgets()
    new_match_offers()
    stop(WINDOWS["app"])


try:
    main()
finally:
    cleanup()
finish()
