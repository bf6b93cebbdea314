#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Learning a voice from confirmed moves, with real audio: annabella-tool hear --learn
hears announcements an espeak-ng voice makes, keeps the recording of each move heard as
the one said beside the voice profile, makes the profile again from them with the real
sphinxtrain programs, and hears with it from then on; a move heard as another, or not
understood, is not learnt from. adapt --forget drops what was learnt and removes a profile
no enrolment made. A profile made before its recordings were kept is kept as it was and
made again from, and forgetting brings it back. And a tool run from the build tree takes the dictionary and enrolment
scripts of the sources, not an installed copy (no ANNABELLA_LEXICON here).

Usage: test-learn.py TOOL SOURCE-ROOT. TAP output. Without espeak-ng, sox or sphinxtrain
the test is skipped (exit 77), or fails with REQUIRE_ALL_TESTS=1."""

import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from tap import Tap  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from voicetest import recordings, skip_without_tools, synth  # noqa: E402

VOICE = "de+m3"
START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
CAPTURE = "rnbqkbnr/ppp2ppp/8/3pp3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3"
# (FEN, what the voice says, the move the list says was said)
SAID = [
    (START, "Springer Gustav drei", "g1f3"),
    (START, "Bauer Zäsar vier", "c2c4"),
    (START, "Hektor drei", "h2h3"),
    (CAPTURE, "Eva schlägt [[d'A:vIt]] fünf", "e4d5"),
    (START, "Anna vier", "a2a4"),
    (START, "Springer Zäsar drei", "b1c3"),
    # said one move, listed as another: heard right, so not learnt from
    (START, "Bella vier", "b2b3"),
    (START, "Felix vier", "f2f4"),
    (START, "Guten Abend", "e2e4"),  # no move: not understood, not learnt from
    (START, "Gustav vier", "g2g4"),
    (START, "Eva vier", "e2e4"),
]

TAP = Tap()


def same_file(a, b):
    try:
        with open(a, "rb") as fa, open(b, "rb") as fb:
            return fa.read() == fb.read()
    except OSError:
        return False


def legacy_profile(run, learnt, listed, tmp):
    """A profile made before its recordings were kept (an older enrolment, adapt --list):
    its first game keeps it as it was, the profile is made again from it rather than from
    the installed model, and forgetting brings it back as it was."""
    legacy = os.path.join(tmp, "legacy")
    os.makedirs(legacy)
    for name in os.listdir(learnt):
        shutil.copy(os.path.join(learnt, name), legacy)
    base = os.path.join(legacy + ".recordings", "base")
    got = run("hear", "--learn", "--learn-every", "3", "--list", listed,
              ANNABELLA_VOICE_PROFILE=legacy, G_MESSAGES_DEBUG="Annabella-Listen")
    TAP.check(got.returncode == 0 and same_file(os.path.join(base, "means"),
                                                os.path.join(learnt, "means")),
              "a profile without recordings is kept as it was when its first game is learnt",
              got.stderr[-400:])
    TAP.check(f"the voice profile is made from {base}" in got.stderr
              and "made from the installed model" not in got.stderr
              and not same_file(os.path.join(legacy, "means"), os.path.join(base, "means")),
              "and it is made again from that, not from the installed model", got.stderr[-600:])
    got = run("adapt", "--profile", legacy, "--forget")
    TAP.check(got.returncode == 0 and "as it was before the games" in got.stdout
              and same_file(os.path.join(legacy, "means"), os.path.join(base, "means"))
              and not [k for k in recordings(legacy) if k[1] == "game"],
              "forgetting what the games taught brings it back as it was",
              got.stdout + got.stderr)


def main():
    tool, source = sys.argv[1], sys.argv[2]
    skipped = skip_without_tools()
    if skipped is not None:
        return skipped
    tmp = tempfile.mkdtemp(prefix="test-learn-")
    env = dict(os.environ, XDG_DATA_HOME=os.path.join(tmp, "data"))
    for name in ("ANNABELLA_LEXICON", "ANNABELLA_VOICE_PROFILE", "ANNABELLA_ACOUSTIC_MODEL"):
        env.pop(name, None)

    def run(*args, **kw):
        return subprocess.run([tool, *args], capture_output=True, text=True,
                              env=dict(env, **kw))

    # The build tree's data: the sources' dictionary and enrolment scripts.
    lexicon = os.path.join(source, "data", "listen", "annabella.lexicon")
    script = os.path.join(source, "data", "listen", "enrolment-de.txt")
    got = run("adapt", "--lang", "de", "--script", G_MESSAGES_DEBUG="Annabella-Listen")
    TAP.check(got.returncode == 0 and f"enrolment script {script}" in got.stderr
              and len(got.stdout.splitlines()) >= 20,
              "adapt --script from the build tree reads the sources' enrolment script",
              got.stderr[-400:])
    got = run("hear", "--phrases", START, G_MESSAGES_DEBUG="Annabella-Listen")
    TAP.check(got.returncode == 0 and "g1f3\tspringer felix drei" in got.stdout.lower(),
              "hear from the build tree builds its grammar", got.stderr[-400:])

    lines = []
    for i, (fen, text, said) in enumerate(SAID):
        wav = os.path.join(tmp, f"{i:02d}.wav")
        synth(VOICE, text, wav)
        lines.append(f"{fen}\t{wav}\t{said}\n")
    listed = os.path.join(tmp, "learn.tsv")
    with open(listed, "w", encoding="utf-8") as f:
        f.writelines(lines)
    profile = os.path.join(tmp, "voice")
    got = run("hear", "--learn", "--learn-every", "3", "--list", listed,
              ANNABELLA_VOICE_PROFILE=profile, G_MESSAGES_DEBUG="Annabella-Listen")
    out = [line.split("\t") for line in got.stdout.splitlines()]
    TAP.check(got.returncode == 0 and len(out) == len(SAID),
              "hear --learn prints a line for each file", got.stderr[-600:])
    TAP.check(f"dictionary {lexicon}" in got.stderr,
              "and hears with the sources' dictionary", got.stderr[-400:])
    heard = [fields[1] if len(fields) > 1 else "" for fields in out]
    right = [i for i, (h, (_, _, said)) in enumerate(zip(heard, SAID)) if h == said]
    kept = recordings(profile)
    TAP.check(len(kept) == len(right) and all(k[1] == "game" for k in kept),
              f"a recording is kept for each move heard as the one said ({len(right)}), "
              f"and only for those: {heard}", repr(kept))
    TAP.check(heard[6] != "b2b3" and heard[8] == "none" and 6 not in right and 8 not in right,
              "a move said otherwise than listed, and a remark, are not learnt from",
              repr(heard))
    made = got.stderr.count("learnt: the profile made again")
    TAP.check(len(right) >= 5 and made >= 2
              and os.path.exists(os.path.join(profile, "annabella-voice-profile"))
              and os.path.exists(os.path.join(profile, "means")),
              f"the profile is made again as it learns ({made} times) and at the end",
              got.stderr[-600:])
    for k in kept:
        TAP.check(os.path.getsize(os.path.join(profile + ".recordings", k[0])) > 8000,
                  f"{k[0]} holds the audio of '{k[2]}'")
    # Heard again, with what it learnt: none of the moves heard as another.
    again = run("hear", "--list", listed, ANNABELLA_VOICE_PROFILE=profile,
                G_MESSAGES_DEBUG="Annabella-Listen")
    TAP.check(again.returncode == 0 and f"acoustic model {profile}," in again.stderr,
              "hear takes the learnt profile", again.stderr[-400:])
    wrong = [line for line, (_, _, said) in zip(again.stdout.splitlines(), SAID)
             if line.split("\t")[1] not in ("none", said)
             and said not in ("b2b3",)]
    TAP.check(not wrong, "with it no move is heard as another", "\n".join(wrong))

    bad = os.path.join(tmp, "bad.tsv")
    with open(bad, "w", encoding="utf-8") as f:
        f.write(lines[0].rsplit("\t", 1)[0] + "\n")
    got = run("hear", "--learn", "--list", bad, ANNABELLA_VOICE_PROFILE=profile)
    TAP.check(got.returncode == 1 and "FEN<TAB>WAVPATH<TAB>UCI-said" in got.stderr
              and len(recordings(profile)) == len(kept),
              "a learning line without the said move is refused, nothing learnt", got.stderr)
    got = run("hear", "--learn", "--list", listed, ANNABELLA_VOICE_PROFILE="none")
    TAP.check(got.returncode == 1 and "needs a voice profile" in got.stderr,
              "--learn with no profile to learn into is refused", got.stderr)

    legacy_profile(run, profile, listed, tmp)

    got = run("adapt", "--profile", profile, "--forget")
    TAP.check(got.returncode == 0 and "removed" in got.stdout
              and not os.path.exists(profile) and recordings(profile) == [],
              "adapt --forget drops what was learnt; with no enrolment the profile goes",
              got.stdout + got.stderr)
    shutil.rmtree(tmp, ignore_errors=True)
    return TAP.done()


if __name__ == "__main__":
    sys.exit(main())
