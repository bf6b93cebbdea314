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

  announcements.py --hall QUIET-DIR --out DIR [--seed S] [--count N] VOICE…

The second form reads each voice's enrolment script
(DATA-DIR/enrolment-WORDS.txt, what a player reads to teach the recogniser
his voice) in that voice into DIR/VOICE-SLUG/NN.wav, with the list
DIR/VOICE-SLUG/list.tsv (WAV<TAB>the phrase's keys) for annabella-tool adapt.

The third form hears a set the first form made (QUIET-DIR) in a tournament
hall: each file (or the first N) again, under the same name in DIR, with the speaker about a
metre away (the room's reverberation and colour, 8 dB quieter), the babble of
other boards (3 or 4 of the VOICEs at once, each saying other announcements of
the set, further away and more reverberant, 10 to 15 dB below the speaker's
active speech level) and the clicks of chess clocks at random moments. Mixed
with sox; the same seed makes the same hall. Writes DIR/hall.tsv
(WAV<TAB>babble SNR dB<TAB>SNR with the clicks dB<TAB>talkers<TAB>clicks<TAB>
the speaker's level change dB), measured on the tracks as mixed, DIR/room.wav
(30 s of the hall without the speaker, for between the files), and copies the
lists and expected.tsv (last, so that its presence says the set is whole).

VOICE is WORDS/ENGINE:NAME: the language of the words (de, nl, en), the
synthesiser and its voice, e.g. de/espeak:de+m3 (German words, the German
voice, variant m3), de/espeak:nl (German words in a Dutch mouth),
en/flite:slt. Writes DIR/list-LANG.tsv for each language of the words
(FEN<TAB>WAV, for hear --lang LANG --list) and DIR/expected.tsv
(WAV<TAB>expected<TAB>kind<TAB>voice<TAB>text).
"""

import argparse
import array
import math
import os
import random
import shutil
import subprocess
import sys
import tempfile
import wave

# German "Remis" is the French word, its s silent; espeak-ng says "r'e:mIs".
REMIS = "[[r@m'i:]]"

# German words as every mouth gets them: a player who learnt them by ear says "schlägt",
# not the ASCII key read aloud (a Dutch voice "sxl'a:xt", an English one "Sl'i:gt").
UMLAUTS = {"schlaegt": "schlägt", "fuenf": "fünf", "koenig": "König", "laeufer": "Läufer"}

# German words as an English speaker who plays in German says them: with his own sounds,
# but not read by English spelling rules, which make "sechs" "s'EtSz", "acht" "'a#tSt",
# "nein" "n'i:n", "Dame" "d'eIm", "zwei" "zw'eI" (espeak-ng -x -v en-us). Only words no
# English grammar has; the names of the files he may say as English names.
GERMAN_BY_EAR_EN = {
    "acht": "[['A:kt]]", "sechs": "[[z'Eks]]", "nein": "nine", "schach": "[[S'A:k]]",
    "rochade": "[[r0S'A:d@]]", "welcher": "[[v'ElS3]]", "zug": "[[ts'u:k]]",
    "zeit": "[[ts'aIt]]", "zugnummer": "[[ts'u:knUm3]]", "zwei": "[[tsv'aI]]",
    "zwo": "[[tsv'oU]]", "drei": "[[dr'aI]]", "biete": "[[b'i:t@]]",
    "wiederholen": "[[v'i:d3hoUl@n]]", "kurze": "[[k'U@ts@]]", "lange": "[[l'A:N@]]",
    "turm": "[[t'U@m]]", "dame": "[[d'A:m@]]", "laeufer": "[[l'OIf3]]",
}

# Keys of the grammar as a synthesiser of that language should get them: the
# German voice says ASCII "fuenf" and "Cesar" wrongly (the app's speech
# lexicon spells them the same way).
SPELLING = {
    "de": {
        **UMLAUTS, "cesar": "Zäsar", "david": "[[d'A:vIt]]", "rochade": "[[rOx'A:d@]]",
        "hector": "Hektor", "passant": "[[pas'A~]]", "en": "[[A~]]", "remis": REMIS,
    },
    "nl": {**UMLAUTS, "remis": REMIS},
    "en": {**UMLAUTS, **GERMAN_BY_EAR_EN, "cesar": "Caesar", "remis": REMIS},
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


# The files' names: after one, a Dutch "een" is the rank, the numeral "één", which
# espeak-ng would otherwise read as the article ("@n"), as in "nog een keer".
FILES = ("anna", "bella", "cesar", "david", "eva", "felix", "gustav", "hector")
ONE_NL = "één"


def speakable(words, lang):
    spell = SPELLING.get(lang, {})
    out = []
    for w in words.split():
        if lang == "nl" and w == "een" and out and out[-1] in FILES:
            out.append(ONE_NL)
        else:
            out.append(w)
    return " ".join(spell.get(w, w) for w in out)


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


# The hall: the speaker about a metre from the microphone (early reflections and
# reverberation of a large room, less treble, quieter), the other boards further away.
SPEAKER_ROOM = ["highpass", "80", "lowpass", "6000", "reverb", "35", "60", "50", "0", "8", "-4",
                "gain", "-8"]
BABBLE_ROOM = ["highpass", "120", "lowpass", "4500", "reverb", "70", "50", "100", "0", "20", "0"]
# Chess clocks pressed: a few ms of filtered noise, sharp onset, fast decay.
CLICKS = [["0.008", "highpass", "2000"], ["0.012", "highpass", "1200"],
          ["0.015", "bandpass", "2500", "1q"], ["0.010", "highpass", "800"]]
FRAME = 160  # 10 ms at 16 kHz


def read_wav(path):
    with wave.open(path) as w:
        if w.getsampwidth() != 2 or w.getnchannels() != 1:
            raise SystemExit(f"announcements.py: {path} is not 16-bit mono")
        a = array.array("h", w.readframes(w.getnframes()))
    if sys.byteorder == "big":
        a.byteswap()
    return a


def write_wav(path, samples, rate=16000):
    a = array.array("h", (max(-32768, min(32767, int(round(x)))) for x in samples))
    if sys.byteorder == "big":
        a.byteswap()
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(a.tobytes())


def frame_powers(samples):
    return [sum(x * x for x in samples[i:i + FRAME]) / FRAME
            for i in range(0, len(samples) - FRAME + 1, FRAME)]


def active_frames(powers):
    """The frames of active speech, as ITU-T P.56 finds them, by 10 ms frames: those
    within 15.9 dB of the mean power of the frames so chosen."""
    top = max(powers)
    if top <= 0:
        return []
    threshold = top / 1e4
    for _ in range(20):
        chosen = [i for i, p in enumerate(powers) if p > threshold]
        level = sum(powers[i] for i in chosen) / len(chosen)
        if abs(level / 10 ** 1.59 - threshold) < 1e-6 * level:
            break
        threshold = level / 10 ** 1.59
    return chosen


def db(ratio):
    return 10 * math.log10(max(ratio, 1e-12))


def sox(*args):
    subprocess.run(["sox", "-R", *args], check=True, capture_output=True)


def hall(args, voices, rng):
    """The quiet set in QUIET-DIR heard again in a tournament hall (see the top)."""
    with open(os.path.join(args.hall, "expected.tsv")) as f:
        rows = [line.rstrip("\n").split("\t") for line in f if line.strip()]
    # The first COUNT of the set (all of it without --count).
    rows = rows[:args.count] if args.count else rows
    names = {r[0] for r in rows}
    os.makedirs(args.out, exist_ok=True)
    pool_dir = os.path.join(args.out, "babble")
    os.makedirs(pool_dir, exist_ok=True)
    # Each other board's voice says announcements of the set in its language.
    pool = {}
    for voice in voices:
        texts = sorted({r[4] for r in rows if r[2] == "move" and Voice(r[3]).words == voice.words
                        and Voice(r[3]).mouth == voice.mouth})
        rng.shuffle(texts)
        pool[voice.spec] = []
        for i, text in enumerate(texts[:10]):
            wav = os.path.join(pool_dir, f"{slug(voice.spec)}-{i}.wav")
            voice.say(text, wav + ".raw.wav", rng)
            sox(wav + ".raw.wav", "-r", "16000", "-c", "1", "-b", "16", wav)
            os.unlink(wav + ".raw.wav")
            pool[voice.spec].append((text, read_wav(wav)))
    clicks = []
    for i, (length, *band) in enumerate(CLICKS):
        wav = os.path.join(pool_dir, f"click-{i}.wav")
        sox("-n", "-r", "16000", "-c", "1", "-b", "16", wav, "synth", length, "whitenoise",
            "fade", "q", "0.0003", length, str(float(length) * 0.95), *band)
        clicks.append(read_wav(wav))
    table, levels = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for name, _, _, spec, text in rows:
            src = os.path.join(args.hall, name)
            speaker, dry, babble, knocks = (os.path.join(tmp, f"{w}.wav")
                                            for w in ("speaker", "dry", "babble", "clicks"))
            sox(src, "-r", "16000", "-c", "1", "-b", "16", speaker, *SPEAKER_ROOM)
            quiet = os.path.join(tmp, "quiet.wav")
            sox(src, "-r", "16000", "-c", "1", "-b", "16", quiet)
            s = read_wav(speaker)
            n = len(s)
            # 3 or 4 other boards, mostly in the speaker's language, each talking on.
            words = Voice(spec).words
            near = [v.spec for v in voices if v.words == words]
            others = [v.spec for v in voices]
            talkers = []
            wanted = rng.randint(3, 4)
            while len(talkers) < wanted:
                choice = rng.choice(near if near and rng.random() < 0.6 else others)
                if choice not in talkers and pool[choice]:
                    talkers.append(choice)
            mix = [0.0] * n
            for talker in talkers:
                said_here = [p for p in pool[talker] if p[0] != text]
                at = -int(rng.uniform(0.0, 2.0) * 16000)
                while said_here and at < n:
                    _, samples = rng.choice(said_here)
                    for i in range(max(0, -at), min(len(samples), n - at)):
                        mix[at + i] += samples[i] * 0.5
                    at += len(samples) + int(rng.uniform(0.3, 1.2) * 16000)
            write_wav(dry, mix)
            sox(dry, babble, *BABBLE_ROOM)
            b = read_wav(babble)
            # The babble's gain: SNR dB below the speaker's active speech level,
            # measured over the speaker's active frames.
            ps, pb = frame_powers(s), frame_powers(b)
            active = active_frames(ps)
            speech = sum(ps[i] for i in active) / len(active)
            noise = sum(pb[i] for i in active) / len(active)
            snr = rng.uniform(10.0, 15.0)
            gain = math.sqrt(speech / max(noise, 1e-9) / 10 ** (snr / 10))
            # Clocks pressed at random moments, their peaks 2 to 10 dB below the speaker's.
            peak = max(abs(x) for x in s)
            track = [0.0] * n
            count = rng.randint(1, 3)
            for _ in range(count):
                click = rng.choice(clicks)
                at = rng.randrange(0, max(1, n - len(click)))
                scale = peak * 10 ** (-rng.uniform(2.0, 10.0) / 20) / max(1, max(map(abs, click)))
                for i in range(min(len(click), n - at)):
                    track[at + i] += click[i] * scale
            write_wav(knocks, track)
            out = os.path.join(args.out, name)
            sox("-m", "-v", "1", speaker, "-v", f"{gain:.6f}", babble, "-v", "1", knocks, out)
            # Measured on what was written: the babble alone, and everything that is not
            # the speaker (babble, clicks, rounding) over the same frames.
            m = read_wav(out)
            rest = frame_powers([m[i] - s[i] for i in range(min(len(m), n))])
            babble_power = gain * gain * noise
            levels.append((babble_power, peak))
            table.append((name, db(speech / babble_power),
                          db(speech / (sum(rest[i] for i in active) / len(active))),
                          len(talkers), count,
                          db(speech / active_level(frame_powers(read_wav(quiet))))))
        room(args, voices, pool, clicks, levels, rng, tmp)
    with open(os.path.join(args.out, "hall.tsv"), "w") as f:
        for row in table:
            f.write(f"{row[0]}\t{row[1]:.2f}\t{row[2]:.2f}\t{row[3]}\t{row[4]}\t{row[5]:.2f}\n")
    lists = [name for name in sorted(os.listdir(args.hall))
             if name.startswith("list-") and name.endswith(".tsv")]
    for listing in lists + ["expected.tsv"]:
        wav_column = 0 if listing == "expected.tsv" else 1
        with open(os.path.join(args.hall, listing)) as f:
            kept = [line for line in f
                    if line.strip() and line.rstrip("\n").split("\t")[wav_column] in names]
        with open(os.path.join(args.out, listing), "w") as f:
            f.writelines(kept)
    snrs = sorted(r[1] for r in table)
    print(f"hall: {len(table)} files, babble {sum(snrs) / len(snrs):.1f} dB below the speaker "
          f"({snrs[0]:.1f} to {snrs[-1]:.1f}), with the clicks "
          f"{sum(r[2] for r in table) / len(table):.1f} dB; the speaker "
          f"{-sum(r[5] for r in table) / len(table):.1f} dB quieter than in the quiet set")
    return 0


def room(args, voices, pool, clicks, levels, rng, tmp):
    """DIR/room.wav: the hall without the speaker, 30 s of the babble at its mean level
    in the files and the clocks, for between the announcements (listen-bench's
    LISTEN_BENCH_ROOM), so that the hall does not fall quiet after each."""
    n = 30 * 16000
    mix = [0.0] * n
    for talker in rng.sample([v.spec for v in voices if pool[v.spec]], 4):
        at = -int(rng.uniform(0.0, 2.0) * 16000)
        while at < n:
            _, samples = rng.choice(pool[talker])
            for i in range(max(0, -at), min(len(samples), n - at)):
                mix[at + i] += samples[i] * 0.5
            at += len(samples) + int(rng.uniform(0.3, 1.2) * 16000)
    dry, babble = os.path.join(tmp, "room-dry.wav"), os.path.join(tmp, "room-babble.wav")
    write_wav(dry, mix)
    sox(dry, babble, *BABBLE_ROOM)
    b = read_wav(babble)
    level = 10 ** (sum(db(p) for p, _ in levels) / len(levels) / 10)
    gain = math.sqrt(level / (sum(x * x for x in b) / len(b)))
    peak = 10 ** (sum(db(k) for _, k in levels) / len(levels) / 10)
    track = [x * gain for x in b]
    at = int(rng.expovariate(1 / 1.5) * 16000)
    while at < n:
        click = rng.choice(clicks)
        scale = peak * 10 ** (-rng.uniform(2.0, 10.0) / 20) / max(1, max(map(abs, click)))
        for i in range(min(len(click), n - at)):
            track[at + i] += click[i] * scale
        at += int(rng.expovariate(1 / 1.5) * 16000) + len(click)
    write_wav(os.path.join(args.out, "room.wav"), track)


def active_level(powers):
    active = active_frames(powers)
    return sum(powers[i] for i in active) / len(active) if active else 1e-9


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tool")
    ap.add_argument("--enrolment", metavar="DATA-DIR")
    ap.add_argument("--hall", metavar="QUIET-DIR",
                    help="the set in QUIET-DIR again in a tournament hall, the VOICEs "
                         "the other boards")
    ap.add_argument("--out", required=True)
    ap.add_argument("--count", type=int, default=None,
                    help="announcements to make (20 unless given); with --hall, how many of "
                         "the set to mix (all unless given)")
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
    if args.hall:
        return hall(args, voices, rng)
    if not args.tool:
        raise SystemExit("announcements.py: --tool is needed")
    args.count = args.count or 20
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
