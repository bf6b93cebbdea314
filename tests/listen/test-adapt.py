#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""annabella-tool adapt with real audio: an espeak-ng voice reads the German
enrolment script (adapt --script), adapt makes a voice profile of the
recordings with the real sphinxtrain programs, and hear with that profile
hears announcements in the same voice (none wrong, at most one not
understood), and the profile keeps the pronunciations the voice used of each word it
said twice. The profile in the user's data directory is used by default and
--voice-profile none ignores it. Then the refusals, each with a reason and
nothing written: sphinxtrain missing, a recording that is no WAV, a word the
dictionary lacks, too few phrases.

Usage: test-adapt.py TOOL LEXICON. TAP output. Without espeak-ng, sox or
sphinxtrain the test is skipped (exit 77), or fails with REQUIRE_ALL_TESTS=1."""

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile

# The TAP writer is shared by the scripts of tests/ (tests/tap.py).
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from tap import Tap  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from voicetest import skip_without_tools, synth  # noqa: E402

VOICE = "de+f2"
START = "startpos"
CAPTURE = "rnbqkbnr/ppp2ppp/8/3pp3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3"
# Announcements in the enrolled voice, none of them a phrase of the script.
HEARD = [
    (START, "Springer Gustav drei", "g1f3"),
    (START, "Bauer Cesar vier", "c2c4"),
    (START, "Hektor drei", "h2h3"),
    (CAPTURE, "Eva schlägt [[d'A:vIt]] fünf", "e4d5"),
    (START, "Anna vier", "a2a4"),
    (START, "wiederholen", "repeat"),
]
SPELL = {"schlaegt": "schlägt", "fuenf": "fünf", "koenig": "König", "laeufer": "Läufer",
         "cesar": "Zäsar", "david": "[[d'A:vIt]]", "rochade": "[[rOx'A:d@]]", "hector": "Hektor",
         "passant": "[[pas'A~]]", "en": "[[A~]]"}

TAP = Tap()


def digest(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def main():
    tool, lexicon = sys.argv[1], sys.argv[2]
    skipped = skip_without_tools()
    if skipped is not None:
        return skipped
    tmp = tempfile.mkdtemp(prefix="test-adapt-")
    env = dict(os.environ, ANNABELLA_LEXICON=lexicon, XDG_DATA_HOME=os.path.join(tmp, "data"))
    env.pop("ANNABELLA_VOICE_PROFILE", None)
    env.pop("ANNABELLA_ACOUSTIC_MODEL", None)

    def run(*args, **kw):
        return subprocess.run([tool, *args], capture_output=True, text=True,
                              env=dict(env, **kw))

    script = run("adapt", "--lang", "de", "--script")
    phrases = script.stdout.splitlines()
    TAP.check(script.returncode == 0 and len(phrases) >= 20
           and all(len(p.split()) >= 1 for p in phrases),
           f"adapt --script prints the German enrolment ({len(phrases)} phrases)", script.stderr)
    os.makedirs(os.path.join(tmp, "enrol"))
    with open(os.path.join(tmp, "enrol", "list.tsv"), "w") as listing:
        for i, words in enumerate(phrases):
            wav = os.path.join(tmp, "enrol", f"{i:02d}.wav")
            synth(VOICE, " ".join(SPELL.get(w, w) for w in words.split()), wav)
            listing.write(f"{i:02d}.wav\t{words}\n")
    listing = os.path.join(tmp, "enrol", "list.tsv")

    # The enrolment into the default place, the user's data directory.
    profile = os.path.join(tmp, "data", "annabella", "voice")
    done = run("adapt", "--list", listing)
    stamp = os.path.join(profile, "annabella-voice-profile")
    means = os.path.join(profile, "means")
    base = "/usr/share/pocketsphinx/model/en-us/en-us/means"
    TAP.check(done.returncode == 0 and os.path.exists(stamp) and os.path.exists(means)
           and digest(means) != digest(base) and os.path.getsize(means) == os.path.getsize(base)
           and not os.path.exists(profile + ".new"),
           "adapt --list writes a voice profile whose means moved towards the voice",
           done.stdout + done.stderr)

    # The pronunciations the voice used: of the words it said at least twice, lines of the
    # lexicon for that word (never the "[heard]" ones, never a word said once).
    said = {}
    for words in phrases:
        for w in words.split():
            said[w] = said.get(w, 0) + 1
    lexicon_lines, heard_only = set(), False
    with open(lexicon) as f:
        for line in f:
            line = line.split("#")[0].strip()
            if line == "[heard]":
                heard_only = True
            elif line and not heard_only:
                lexicon_lines.add(" ".join(line.split()))
    own_path = os.path.join(profile, "pronunciations")
    own = []
    if os.path.exists(own_path):
        with open(own_path) as f:
            own = [" ".join(line.split()) for line in f if line.strip() and line[0] != "#"]
    own_words = {line.split()[0] for line in own}
    fewer = [w for w in own_words
             if sum(line.split()[0] == w for line in own)
             < sum(line.split()[0] == w for line in lexicon_lines)]
    TAP.check(own and all(line in lexicon_lines for line in own)
              and all(said.get(w, 0) >= 2 for w in own_words)
              and len(own_words) >= len([w for w in said if said[w] >= 2]) - 2 and fewer,
              f"the profile keeps the pronunciations the voice used: {len(own)} for "
              f"{len(own_words)} words, fewer than the lexicon for {len(fewer)}",
              "\n".join(own))

    # Hearing with it: by default, and named.
    hear_list = os.path.join(tmp, "hear.tsv")
    with open(hear_list, "w") as f:
        for i, (fen, text, _) in enumerate(HEARD):
            wav = os.path.join(tmp, f"heard{i}.wav")
            synth(VOICE, text, wav)
            f.write(f"{fen}\t{wav}\n")
    for how, args in (("the default profile", []), ("--voice-profile DIR", ["--voice-profile",
                                                                            profile])):
        heard = run("hear", *args, "--lang", "de", "--list", hear_list)
        names = [line.split("\t")[1] for line in heard.stdout.splitlines()]
        right = sum(a == e for a, (_, _, e) in zip(names, HEARD))
        wrong = sum(a not in (e, "none") for a, (_, _, e) in zip(names, HEARD))
        TAP.check(heard.returncode == 0 and len(names) == len(HEARD) and wrong == 0
               and right >= len(HEARD) - 1,
               f"hear with {how}: {right} of {len(HEARD)} right, none wrong",
               heard.stdout + heard.stderr)

    # Its pronunciations are read: a damaged line is refused with its place.
    with open(own_path) as f:
        kept = f.read()
    with open(own_path, "a") as f:
        f.write("drei D R XX\n")
    damaged = run("hear", "--lang", "de", "--fen", START, os.path.join(tmp, "heard0.wav"))
    TAP.check(damaged.returncode != 0 and own_path in damaged.stderr,
              "a damaged pronunciation of the profile is refused, with the file named",
              damaged.stdout + damaged.stderr)
    # Another voice (an opponent without a profile) is heard with the profile's model, but
    # not with the pronunciations this voice used: the damaged line is not even read.
    other = run("hear", "--as-opponent", "--lang", "de", "--list", hear_list)
    names = [line.split("\t")[1] for line in other.stdout.splitlines()]
    TAP.check(other.returncode == 0 and len(names) == len(HEARD)
              and sum(a == e for a, (_, _, e) in zip(names, HEARD)) >= len(HEARD) - 1,
              "--as-opponent hears with the profile, without its pronunciations",
              other.stdout + other.stderr)
    with open(own_path, "w") as f:
        f.write(kept)

    # The default is really used: a broken one is refused, "none" ignores it.
    os.unlink(means)
    broken = run("hear", "--lang", "de", "--fen", START, os.path.join(tmp, "heard0.wav"))
    TAP.check(broken.returncode != 0 and "voice profile" in broken.stderr and profile in broken.stderr,
           "a broken default profile is named in the error", broken.stderr)
    ignored = run("hear", "--voice-profile", "none", "--lang", "de", "--fen", START,
                  os.path.join(tmp, "heard0.wav"))
    TAP.check(ignored.returncode == 0 and ignored.stdout.strip() in ("g1f3", "none"),
           "--voice-profile none hears with the installed model", ignored.stdout + ignored.stderr)

    # Refusals: a reason, and the profile there stays as it was.
    named = os.path.join(tmp, "named")
    first = run("adapt", "--profile", named, "--list", listing)
    before = digest(os.path.join(named, "means")) if first.returncode == 0 else None
    TAP.check(before is not None, "adapt --profile DIR writes there", first.stderr)

    def refused(what, expect, list_path, **kw):
        out = run("adapt", "--profile", named, "--list", list_path, **kw)
        after = digest(os.path.join(named, "means"))
        leftovers = [p for p in os.listdir(tmp) if p.startswith("named.")]
        TAP.check(out.returncode != 0 and expect in out.stderr
               and "no voice profile was written" in out.stderr and after == before
               and not leftovers, what, out.stderr)

    refused("sphinxtrain missing: a reason, nothing written", "sphinxtrain is not installed",
            listing, ANNABELLA_SPHINXTRAIN=os.path.join(tmp, "nowhere"))
    bad = os.path.join(tmp, "enrol", "bad.tsv")
    with open(listing) as src, open(bad, "w") as out:
        rows = src.read().splitlines()
        with open(os.path.join(tmp, "enrol", "broken.wav"), "w") as junk:
            junk.write("this is no audio\n")
        out.write("\n".join(rows[:-1] + ["broken.wav\t" + rows[-1].split("\t")[1]]) + "\n")
    refused("a recording that is no WAV: its name, nothing written", "broken.wav", bad)
    unknown = os.path.join(tmp, "enrol", "unknown.tsv")
    with open(unknown, "w") as out:
        out.write("\n".join(rows[:-1] + [rows[-1].split("\t")[0] + "\tturm xylophon acht"]) + "\n")
    refused("a word the dictionary lacks: named, nothing written", "xylophon", unknown)
    few = os.path.join(tmp, "enrol", "few.tsv")
    with open(few, "w") as out:
        out.write("\n".join(rows[:3]) + "\n")
    refused("three recordings are too few", "at least", few)
    bare = run("adapt")
    TAP.check(bare.returncode != 0 and "Usage" in bare.stderr, "adapt without a list: the usage")

    shutil.rmtree(tmp)
    return TAP.done()


if __name__ == "__main__":
    sys.exit(main())
