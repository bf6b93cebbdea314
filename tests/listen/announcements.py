#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Announcements as WAV files, for the recogniser's tests and benchmark.

Positions come from random games; for each, a legal move is announced in one
of the forms the grammar allows (annabella-tool hear --phrases), or a spoken
command, or something that is not in the grammar at all (a move that is not
legal there, a remark), which must come back as "none". The words are spoken
by a real synthesiser: espeak-ng in its voices and variants, or flite for
English; at several speeds and pitches, with silence around them and, for
some, noise mixed in with sox.

  announcements.py --tool annabella-tool --out DIR --count N [--seed S]
                   [--noise FRACTION] VOICE…

  announcements.py --enrolment DATA-DIR --out DIR [--seed S] VOICE…

The second form reads each voice's enrolment script
(DATA-DIR/enrolment-WORDS.txt, what a player reads to teach the recogniser
his voice) in that voice into DIR/VOICE-SLUG/NN.wav, with the list
DIR/VOICE-SLUG/list.tsv (WAV<TAB>the phrase's keys) for annabella-tool adapt.

VOICE is WORDS/ENGINE:NAME: the language of the words (de, nl, en), the
synthesiser and its voice, e.g. de/espeak:de+m3 (German words, the German
voice, variant m3), de/espeak:nl (German words in a Dutch mouth),
en/flite:slt. Writes DIR/list-LANG.tsv for each language of the words
(FEN<TAB>WAV, for hear --lang LANG --list) and DIR/expected.tsv
(WAV<TAB>expected<TAB>kind<TAB>voice<TAB>text).
"""

import argparse
import os
import random
import shutil
import subprocess
import sys

# Keys of the grammar as a synthesiser of that language should get them: the
# German voice says ASCII "fuenf" and "Cesar" wrongly (the app's speech
# lexicon spells them the same way).
SPELLING = {
    "de": {
        "schlaegt": "schlägt", "fuenf": "fünf", "koenig": "König", "laeufer": "Läufer",
        "cesar": "Zäsar", "david": "[[d'A:vIt]]", "rochade": "[[rOx'A:d@]]",
        "hector": "Hektor", "passant": "[[pas'A~]]", "en": "[[A~]]",
    },
    "nl": {},
    "en": {"cesar": "Caesar"},
}

# What a player might say that is no move and no command.
REMARKS = {
    "de": ["Guten Abend", "Ich überlege noch", "Moment bitte", "Na gut", "Wie spät ist es",
           "Das war ein Fehler", "Hm, mal sehen", "Danke schön"],
    "nl": ["Goedenavond", "Ik denk nog na", "Even wachten", "Nou goed", "Hoe laat is het",
           "Dat was een fout", "Eens kijken", "Dank je wel"],
    "en": ["Good evening", "I am still thinking", "Just a moment", "Well then",
           "What time is it", "That was a mistake", "Let me see", "Thank you"],
}


def tool_lines(tool, *args):
    out = subprocess.run([tool, *args], check=True, capture_output=True, text=True).stdout
    return [line for line in out.splitlines() if line]


def phrases(tool, fen, lang):
    """[(expected, words)] of the grammar: UCI or a command name."""
    return [tuple(line.split("\t", 1)) for line in tool_lines(tool, "hear", "--lang", lang,
                                                                   "--phrases", fen)]


def random_positions(tool, count, rng):
    """FENs of positions from random games: each game is played to its end
    or to 80 plies, and every position of it may be taken."""
    pool = []
    while len(pool) < count * 3:
        fen = "startpos"
        for _ in range(rng.randint(20, 80)):
            moves = sorted({uci for uci, _ in phrases(tool, fen, "en") if uci[1:2].isdigit()})
            if not moves:
                break
            pool.append(fen)
            fen = tool_lines(tool, "fen", fen, rng.choice(moves))[0]
    return rng.sample(pool, count)


def legal_here(tool, fen, text, lang):
    """Whether the typed reader makes a legal move of the words here."""
    return subprocess.run([tool, "parse", "--lang", lang, fen, text],
                          capture_output=True).returncode == 0


def speakable(words, lang):
    spell = SPELLING.get(lang, {})
    return " ".join(spell.get(w, w) for w in words.split())


class Voice:
    def __init__(self, spec):
        self.spec = spec
        self.words, rest = spec.split("/", 1)
        self.engine, self.name = rest.split(":", 1)
        if self.words not in SPELLING or self.engine not in ("espeak", "flite"):
            raise SystemExit(f"announcements.py: bad voice {spec}")
        # The synthesiser's own language decides the spelling it needs.
        self.mouth = self.name.split("+")[0][:2] if self.engine == "espeak" else "en"

    def say(self, text, wav, rng):
        if self.engine == "espeak":
            subprocess.run(["espeak-ng", "-v", self.name, "-s", str(rng.randint(130, 200)),
                            "-p", str(rng.randint(30, 70)), "-w", wav, text], check=True)
        else:
            subprocess.run(["flite", "-voice", self.name, "--setf",
                            f"duration_stretch={rng.uniform(0.85, 1.2):.2f}", "-t", text,
                            "-o", wav], check=True)


def finish(raw, wav, rng, noisy):
    """Silence around the words, maybe noise, and a rate: mostly 16 kHz, some
    left at the synthesiser's rate for the reader to convert."""
    before, after = rng.uniform(0.2, 0.8), rng.uniform(0.4, 1.0)
    padded = wav + ".pad.wav"
    rate = ["-r", "16000"] if rng.random() < 0.8 else []
    # sox -R: the same dither and noise for the same seed, so that a set can be made again.
    subprocess.run(["sox", "-R", raw, *rate, "-c", "1", "-b", "16", padded,
                    "pad", f"{before:.2f}", f"{after:.2f}"], check=True)
    if noisy:
        length = subprocess.run(["soxi", "-D", padded], check=True, capture_output=True,
                                text=True).stdout.strip()
        info = subprocess.run(["soxi", "-r", padded], check=True, capture_output=True,
                              text=True).stdout.strip()
        noise = wav + ".noise.wav"
        colour = rng.choice(["whitenoise", "pinknoise", "brownnoise"])
        subprocess.run(["sox", "-R", "-n", "-r", info, "-c", "1", "-b", "16", noise, "synth", length,
                        colour, "vol", f"{rng.uniform(0.01, 0.04):.3f}"], check=True)
        subprocess.run(["sox", "-R", "-m", padded, noise, wav], check=True)
        os.unlink(noise)
        os.unlink(padded)
    else:
        os.replace(padded, wav)
    os.unlink(raw)


def slug(spec):
    """A voice as a directory name: de/espeak:de+m3 -> de-espeak-de+m3."""
    return spec.replace("/", "-").replace(":", "-")


def enrol(args, voices, rng):
    """Each voice reads its language's enrolment script, in a quiet room."""
    for voice in voices:
        with open(os.path.join(args.enrolment, f"enrolment-{voice.words}.txt")) as f:
            script = [line.split("#")[0].strip() for line in f]
        script = [line for line in script if line]
        out = os.path.join(args.out, slug(voice.spec))
        os.makedirs(out, exist_ok=True)
        with open(os.path.join(out, "list.tsv"), "w") as listing:
            for i, words in enumerate(script):
                wav = os.path.join(out, f"{i:02d}.wav")
                voice.say(speakable(words, voice.mouth), wav + ".raw.wav", rng)
                finish(wav + ".raw.wav", wav, rng, False)
                listing.write(f"{wav}\t{words}\n")
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tool")
    ap.add_argument("--enrolment", metavar="DATA-DIR")
    ap.add_argument("--out", required=True)
    ap.add_argument("--count", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--noise", type=float, default=0.25)
    ap.add_argument("--foreign", type=float, default=0.1,
                    help="fraction of utterances outside the grammar")
    ap.add_argument("--commands", type=float, default=0.05)
    ap.add_argument("--impossible", type=float, default=0.0,
                    help="fraction of moves the position does not allow, said plainly "
                         "(\"Dame Anna acht\"): they should be refused, not heard as a legal "
                         "move")
    ap.add_argument("voices", nargs="+")
    args = ap.parse_args()
    for program in ("espeak-ng", "sox", "soxi"):
        if shutil.which(program) is None:
            raise SystemExit(f"announcements.py: {program} is not installed")
    voices = [Voice(v) for v in args.voices]
    rng = random.Random(args.seed)
    os.makedirs(args.out, exist_ok=True)
    if args.enrolment:
        return enrol(args, voices, rng)
    if not args.tool:
        raise SystemExit("announcements.py: --tool is needed")
    positions = random_positions(args.tool, args.count * 2, rng)
    others = positions[args.count:]
    positions = positions[:args.count]
    lists = {v.words: open(os.path.join(args.out, f"list-{v.words}.tsv"), "w") for v in voices}
    with open(os.path.join(args.out, "expected.tsv"), "w") as exp:
        for i, fen in enumerate(positions):
            voice = voices[i % len(voices)]
            grammar = phrases(args.tool, fen, voice.words)
            moves = [(e, w) for e, w in grammar if e[1:2].isdigit()]
            commands = [(e, w) for e, w in grammar
                        if not e[1:2].isdigit() and e != "impossible"]
            roll = rng.random()
            if roll < args.foreign:
                kind, expected = "foreign", "none"
                outside = [w for e, w in phrases(args.tool, others[i], voice.words)
                           if e[1:2].isdigit()]
                rng.shuffle(outside)
                outside = [w for w in outside[:8]
                           if not legal_here(args.tool, fen, w, voice.words)]
                if outside and rng.random() < 0.6:
                    text = speakable(outside[0], voice.mouth)
                else:
                    text = rng.choice(REMARKS[voice.words])
            elif roll < args.foreign + args.commands:
                kind = "command"
                expected, words = rng.choice(commands)
                text = speakable(words, voice.mouth)
            elif roll < args.foreign + args.commands + args.impossible:
                kind, expected = "impossible", "impossible"
                words = rng.choice([w for e, w in grammar if e == "impossible"])
                text = speakable(words, voice.mouth)
            else:
                kind = "move"
                expected = rng.choice(sorted({e for e, _ in moves}))
                words = rng.choice([w for e, w in moves if e == expected])
                text = speakable(words, voice.mouth)
            name = f"{i:04d}.wav"
            wav = os.path.join(args.out, name)
            voice.say(text, wav + ".raw.wav", rng)
            finish(wav + ".raw.wav", wav, rng, rng.random() < args.noise)
            lists[voice.words].write(f"{fen}\t{name}\n")
            exp.write(f"{name}\t{expected}\t{kind}\t{voice.spec}\t{text}\n")
    for f in lists.values():
        f.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
