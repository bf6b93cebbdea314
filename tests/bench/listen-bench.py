#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The recogniser's benchmark: announcements in voices it was not tuned on, heard by
listen-bench (the app's own stream: endpointer, grammar, confidence) and, beside it, by
plain pocketsphinx_continuous with the same grammar (as an FSG file, a tree of the
phrases) and the same dictionary (no endpointing of ours, no confidence: it always
answers). Prints per voice: right, not understood, wrong, foreign utterances accepted,
the delay from the end of speech to the result, and the real-time factor of each; then
the totals and the ratios, and the same per language of the words said (the acoustic
model is American English: English words are heard best).

Then the same after an enrolment: each voice reads the enrolment script of
its language (data/listen/enrolment-LANG.txt, the same for every player and
not the benchmark's sentences), annabella-tool adapt makes a voice profile of
it, and both ours and the reference hear that voice again with its profile.
The per-voice lines before and after stand side by side, and a second stable
line "bench listen-enrolled: …" follows the first.

Between the two, the same announcements in a tournament hall (announcements.py
--hall: the speaker about a metre away, the babble of other boards'
announcements 10 to 15 dB below him, chess clocks' clicks), heard by both;
per voice, quiet beside hall, and the stable line "bench listen-hall: …".

After each run, the reliability table (listen_reliability.py: of the moves heard with
confidence at least x, how many were right) and how often Annabella would ask with both
readings, and how often the move said was one of the two; listen_reliability.py prints
the same for a development set in the tuning voices. Then the utterances that are no move
of the position in two, remarks and moves of another position, each with how many were
taken for a move or a command.

Usage: listen-bench.py LISTEN-BENCH TOOL ANNOUNCEMENTS.PY LEXICON DATA-DIR
The announcements and the enrolments are synthesised once into DATA-DIR
(espeak-ng, flite, sox) and kept there; BENCH_COUNT (default 360) sets how
many announcements, BENCH_HALL_COUNT (default 120) how many of them in the hall.
BENCH_NO_HALL=1 skips the hall, BENCH_NO_ENROLMENT=1 the enrolment."""

import collections
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time

from listen_reliability import APP_THRESHOLD, parse, report  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "listen"))
from announcements import REMARKS  # noqa: E402

# The readings that are commands, as listen-bench names them; any other is a move.
COMMANDS = {"time", "move-number", "last-move", "repeat", "no", "draw"}

# Voices the recogniser was never tuned on (tuning used de, de+m1, de+f1,
# nl, nl+m2, en-us, en+f2 and German words in the nl voice; later also de+m2,
# de+f4, de+klatt4, German words in the en voice, nl+f4, nl+klatt5, en+klatt4,
# en-us+m4 and flite's kal16).
VOICES = [
    "de/espeak:de+klatt", "de/espeak:de+klatt3", "de/espeak:de+m3", "de/espeak:de+f3",
    "de/espeak:en-us",
    "nl/espeak:nl+klatt", "nl/espeak:nl+m3", "nl/espeak:nl+f2",
    "en/flite:slt", "en/flite:awb", "en/flite:rms", "en/espeak:en+klatt2",
]

# The other boards in the hall: voices in neither list above.
HALL_VOICES = [
    "de/espeak:de+m5", "de/espeak:de+f5", "de/espeak:de+m7", "nl/espeak:nl+m4",
    "nl/espeak:nl+f3", "en/espeak:en+m5", "en/espeak:en+f4", "en/flite:kal",
]

MODEL = "/usr/share/pocketsphinx/model/en-us/en-us"


def main():
    bench, tool, announcements, lexicon, data = sys.argv[1:6]
    count = int(os.environ.get("BENCH_COUNT", "360"))
    # The installed model alone, whatever profile the user running this has.
    env = dict(os.environ, ANNABELLA_LEXICON=lexicon, ANNABELLA_VOICE_PROFILE="none")
    for program in ("espeak-ng", "flite", "sox"):
        if shutil.which(program) is None:
            print(f"listen-bench: {program} is not installed (build-aux/dev installs it)")
            return 1
    stamp = os.path.join(data, "expected.tsv")
    if not os.path.exists(stamp) or os.environ.get("BENCH_REGENERATE"):
        print(f"# synthesising {count} announcements in {len(VOICES)} voices into {data}",
              flush=True)
        subprocess.run([sys.executable, announcements, "--tool", tool, "--out", data,
                        "--count", str(count), "--seed", "2024", "--foreign", "0.12",
                        "--commands", "0.05", *VOICES], check=True, env=env)

    before = run_once(bench, tool, data, lexicon, env, None, "listen")
    if before is None:
        return 1
    if not os.environ.get("BENCH_NO_HALL"):
        if in_the_hall(bench, tool, announcements, data, lexicon, env, before) is None:
            return 1
    if os.environ.get("BENCH_NO_ENROLMENT"):
        return 0
    profiles = enrol(tool, announcements, data, env)
    if profiles is None:
        return 1
    after = run_once(bench, tool, data, lexicon, env, profiles, "listen-enrolled")
    if after is None:
        return 1
    print("# per voice, before and after the enrolment (ours; reference in brackets)")
    for voice in before[0]:
        b, a = before[0][voice], after[0].get(voice, {})
        rb, ra = before[1].get(voice, {}), after[1].get(voice, {})
        print(f"enrolment {voice} n {b['n']} right {b['right']} -> {a.get('right')} "
              f"none {b['none']} -> {a.get('none')} wrong {b['wrong']} -> {a.get('wrong')} "
              f"accepted {b['accepted']} -> {a.get('accepted')} of {b['foreign']} "
              f"(reference right {rb.get('right')} -> {ra.get('right')}, wrong "
              f"{rb.get('wrong')} -> {ra.get('wrong')})")
    return 0


def in_the_hall(bench, tool, announcements, data, lexicon, env, quiet):
    """The set mixed into a tournament hall (once, into DATA-DIR/hall) and heard by
    both; per voice quiet beside hall, and the stable line. (ours, reference) or None."""
    hall = os.path.join(data, "hall")
    stamp = os.path.join(hall, "expected.tsv")
    # The hall costs more to hear than the quiet room (the babble keeps the decoder busy):
    # the first BENCH_HALL_COUNT announcements, 10 a voice by default.
    count = int(os.environ.get("BENCH_HALL_COUNT", "120"))
    with open(os.path.join(data, "expected.tsv")) as f:
        count = min(count, sum(1 for line in f if line.strip()))
    if (not os.path.exists(stamp) or os.environ.get("BENCH_REGENERATE")
            or os.path.getmtime(stamp) < os.path.getmtime(os.path.join(data, "expected.tsv"))
            or sum(1 for line in open(stamp) if line.strip()) != count):
        print(f"# mixing {count} announcements into a tournament hall in {hall}", flush=True)
        subprocess.run([sys.executable, announcements, "--hall", data, "--out", hall,
                        "--seed", "25", "--count", str(count), *HALL_VOICES],
                       check=True, env=env)
    with open(os.path.join(hall, "hall.tsv")) as f:
        snr = [float(line.split("\t")[1]) for line in f if line.strip()]
    print(f"# in the hall: babble {sum(snr) / len(snr):.1f} dB below the speaker's active "
          f"speech level (from {min(snr):.1f} to {max(snr):.1f} dB), clocks' clicks",
          flush=True)
    # Between the announcements ours hears the hall go on, not a quiet room.
    room = dict(env, LISTEN_BENCH_ROOM=os.path.join(hall, "room.wav"))
    after = run_once(bench, tool, hall, lexicon, room, None, "listen-hall", prefix="hall ",
                     stable=False)
    if after is None:
        return None
    print("# per voice, quiet -> hall (ours; reference in brackets)")
    for voice in quiet[0]:
        q, h = quiet[0][voice], after[0].get(voice, {})
        rq, rh = quiet[1].get(voice, {}), after[1].get(voice, {})
        print(f"hall {voice} n {q['n']} right {q['right']} -> {h.get('right')} "
              f"none {q['none']} -> {h.get('none')} wrong {q['wrong']} -> {h.get('wrong')} "
              f"accepted {q['accepted']} -> {h.get('accepted')} of {q['foreign']} "
              f"(reference right {rq.get('right')} -> {rh.get('right')}, none "
              f"{rq.get('none')} -> {rh.get('none')}, wrong {rq.get('wrong')} -> "
              f"{rh.get('wrong')}, accepted {rq.get('accepted')} -> {rh.get('accepted')})")
    t, rt, tq, rq = after[0].get("all"), after[1].get("all"), quiet[0].get("all"), quiet[1].get("all")
    if t and rt and tq and rq and rt["n"]:
        n, nq = int(t["n"]), int(tq["n"])
        # The stable line, to compare between commits (build-aux/dev bench).
        print(f"bench listen-hall: right {int(t['right']) / n:.1%}, none "
              f"{int(t['none']) / n:.1%}, wrong {int(t['wrong']) / n:.1%} of {n} (reference "
              f"right {rt['right'] / rt['n']:.1%}, none {rt['none'] / rt['n']:.1%}, wrong "
              f"{rt['wrong'] / rt['n']:.1%}); foreign accepted {t['accepted']}/{t['foreign']} "
              f"(reference {rt['accepted']}/{rt['foreign']}); quiet right "
              f"{int(tq['right']) / nq:.1%} (reference {rq['right'] / rq['n']:.1%}); babble "
              f"{sum(snr) / len(snr):.1f} dB below the speaker ({min(snr):.1f} to "
              f"{max(snr):.1f}); latency p50 {t['latency-p50']} ms, p95 {t['latency-p95']} ms; "
              f"rtf {float(t['rtf']):.3f} (reference {rt['rtf']:.3f})")
    return after


def enrol(tool, announcements, data, env):
    """Each voice's enrolment synthesised (once) and adapted to: the profiles' directory."""
    enrolment = os.path.join(data, "enrolment")
    profiles = os.path.join(data, "profiles")
    script_dir = os.path.dirname(env["ANNABELLA_LEXICON"])
    if not os.path.exists(os.path.join(enrolment, "done")) or os.environ.get("BENCH_REGENERATE"):
        print(f"# synthesising the enrolment in {len(VOICES)} voices into {enrolment}",
              flush=True)
        subprocess.run([sys.executable, announcements, "--enrolment", script_dir, "--out",
                        enrolment, "--seed", "7", *VOICES], check=True, env=env)
        open(os.path.join(enrolment, "done"), "w").close()
    seconds = []
    for voice in VOICES:
        slug = voice.replace("/", "-").replace(":", "-")
        start = time.monotonic()
        done = subprocess.run([tool, "adapt", "--profile", os.path.join(profiles, slug), "--list",
                               os.path.join(enrolment, slug, "list.tsv")],
                              env=env, capture_output=True, text=True)
        seconds.append(time.monotonic() - start)
        if done.returncode != 0:
            sys.stderr.write(done.stderr)
            return None
    print(f"# adapted to {len(VOICES)} voices, {max(seconds):.1f} s at most for one "
          f"({sum(seconds) / len(seconds):.1f} s on average)", flush=True)
    return profiles


def run_once(bench, tool, data, lexicon, env, profiles, name, prefix=None, stable=True,
             other_voice=False):
    """Ours and the reference over the set, with the voices' profiles or without (another
    voice's profiles, other_voice: as the app hears an opponent without one); prints the
    lines and the stable one. (ours, reference) by voice, or None."""
    what = "with each voice's profile" if profiles else "the installed model"
    print(f"# ours: listen-bench (AbHearingStream, open microphone), {what}", flush=True)
    ours_env = dict(env, LISTEN_BENCH_READINGS="1")
    if other_voice:
        ours_env["LISTEN_BENCH_OTHER_VOICE"] = "1"
    ours = subprocess.run([bench, data] + ([profiles] if profiles else []), env=ours_env,
                          capture_output=True, text=True)
    if prefix is None:
        prefix = "enrolled " if profiles else ""
    sys.stdout.write("".join(prefix + line + "\n" for line in ours.stdout.splitlines()
                             if not line.startswith("reading ")))
    if ours.returncode != 0:
        sys.stderr.write(ours.stderr)
        return None
    mine = {}
    for line in ours.stdout.splitlines():
        f = line.split()
        if f and f[0] in ("voice", "total"):
            mine[f[1]] = dict(zip(f[2::2], f[3::2]))

    print("# reference: pocketsphinx_continuous, the same grammar (FSG) and dictionary, "
          + what, flush=True)
    ref = reference(tool, data, lexicon, env, profiles)
    for voice, r in ref.items():
        print(f"{prefix}reference {voice} n {r['n']} right {r['right']} none {r['none']} "
              f"wrong {r['wrong']} foreign {r['foreign']} accepted {r['accepted']} "
              f"rtf {r['rtf']:.3f}")
    t, rt = mine.get("all"), ref.get("all")
    if t and rt and rt["n"]:
        n = int(t["n"])
        print(f"right {int(t['right']) / n:.1%} (reference {rt['right'] / rt['n']:.1%}), "
              f"not understood {int(t['none']) / n:.1%}, wrong {int(t['wrong']) / n:.1%} "
              f"(reference {rt['wrong'] / rt['n']:.1%}); foreign accepted "
              f"{int(t['accepted'])}/{t['foreign']} (reference {rt['accepted']}/{rt['foreign']})")
        print(f"latency to the read-back p50 {t['latency-p50']} ms, p95 {t['latency-p95']} ms "
              f"(to 'not understood' outside the grammar p95 {t['foreign-latency-p95']} ms); "
              f"rtf {float(t['rtf']):.3f} against the reference's {rt['rtf']:.3f} "
              f"(ratio {float(t['rtf']) / max(rt['rtf'], 1e-9):.2f})")
    for line in by_language(mine, ref):
        print(prefix + line)
    if t and rt and rt["n"] and stable:
        # The stable line, to compare between commits (build-aux/dev bench).
        print(f"bench {name}: right {int(t['right']) / n:.1%}, none {int(t['none']) / n:.1%}, "
              f"wrong {int(t['wrong']) / n:.1%} of {n} (reference right "
              f"{rt['right'] / rt['n']:.1%}, wrong {rt['wrong'] / rt['n']:.1%}); foreign "
              f"accepted {t['accepted']}/{t['foreign']}; latency p50 {t['latency-p50']} ms, "
              f"p95 {t['latency-p95']} ms (outside the grammar p95 "
              f"{t['foreign-latency-p95']} ms); rtf {float(t['rtf']):.3f} (reference "
              f"{rt['rtf']:.3f}, ratio {float(t['rtf']) / max(rt['rtf'], 1e-9):.2f})")
    readings = parse(ours.stdout.splitlines())
    print("\n".join(report(readings, name)), flush=True)
    print(prefix + remarks_apart(readings, data), flush=True)
    return mine, ref


def remarks_apart(readings, data):
    """The utterances that are no move of the position, in two: remarks (announcements.py's
    REMARKS: "Moment bitte") and moves of another position ("Turm Anna eins Bella eins"
    where no rook can go to b1), each with how many files were taken for a move or a
    command (one of its hearings was: in a hall a file may be heard in pieces), and of
    those how many for a move, which the goal counts (a command taken is said: the clock's
    time or the last move spoken, a draw offered or a "no" answered)."""
    said = {}
    with open(os.path.join(data, "expected.tsv")) as f:
        for line in f:
            w = line.rstrip("\n").split("\t")
            if w[2] == "foreign":
                said[w[0]] = w[4]
    remarks = {text for texts in REMARKS.values() for text in texts}
    taken = collections.defaultdict(set)
    for r in readings:
        if (r["kind"] == "foreign" and r["best"] not in ("impossible", "-")
                and r["confidence"] >= APP_THRESHOLD):
            taken[r["file"]].add(r["best"])
    count = collections.Counter()
    commands = []
    for wav, text in said.items():
        what = "remark" if text in remarks else "move"
        count[what] += 1
        count[what + " taken"] += wav in taken
        count["as a move"] += any(b not in COMMANDS for b in taken.get(wav, ()))
        commands += [f"{text!r} as {b}" for b in sorted(taken.get(wav, ())) if b in COMMANDS]
    return (f"not a move of the position: remarks taken {count['remark taken']} of "
            f"{count['remark']}, moves of another position taken {count['move taken']} of "
            f"{count['move']}; of all {count['remark'] + count['move']}, taken for a move "
            f"{count['as a move']}, for a command: {', '.join(commands) or 'none'}")


def by_language(mine, ref):
    """Lines of right, not understood, wrong and foreign accepted per language of the words
    said (a voice's "de/", "nl/" or "en/"), ours beside the reference: the acoustic model
    is American English, so the languages are not heard alike."""
    out = []
    for lang in ("de", "nl", "en"):
        t = collections.Counter()
        r = collections.Counter()
        for voice, v in mine.items():
            if voice.startswith(lang + "/"):
                t.update({k: int(v[k]) for k in ("n", "right", "none", "wrong", "foreign",
                                                  "accepted")})
                r.update({k: ref.get(voice, {}).get(k, 0) for k in ("n", "right", "wrong")})
        if t["n"]:
            out.append(f"language {lang} n {t['n']} right {t['right'] / t['n']:.1%} none "
                       f"{t['none'] / t['n']:.1%} wrong {t['wrong'] / t['n']:.1%} foreign "
                       f"accepted {t['accepted']}/{t['foreign']} (reference right "
                       f"{r['right'] / max(r['n'], 1):.1%}, wrong "
                       f"{r['wrong'] / max(r['n'], 1):.1%})")
    return out


def read_lexicon(path):
    """annabella.lexicon as {word: [phones, …]}, in the file's order (the lines after
    "[heard]" too, as the recogniser hears with them)."""
    lexicon = {}
    with open(path) as f:
        for line in f:
            words = line.split("#")[0].split()
            if words and words != ["[heard]"]:
                lexicon.setdefault(words[0], []).append(" ".join(words[1:]))
    return lexicon


def write_dictionary(lexicon, path):
    """A PocketSphinx dictionary: a word's second pronunciation is "word(2)", and so on."""
    with open(path, "w") as out:
        for word, variants in lexicon.items():
            for i, phones in enumerate(variants):
                out.write(f"{word if i == 0 else f'{word}({i + 1})'} {phones}\n")


def square_forms(tool, lang, env):
    """The grammar's square-to-square forms of any move (hear --square-forms, a graph of
    words): {state: [(word, next state), …]}, 0 the first state, 1 the last."""
    arcs = collections.defaultdict(list)
    out = subprocess.run([tool, "hear", "--lang", lang, "--square-forms"], capture_output=True,
                         text=True, env=env, check=True).stdout
    for line in out.splitlines():
        _, start, end, word = line.split("\t")
        arcs[int(start)].append((word, int(end)))
    return arcs


def grammar_fsg(phrases, squares):
    """The position's grammar as PocketSphinx's FSG text: every phrase and the square
    forms alike likely, as a JSGF grammar "public <m> = (phrase) | … | <s0>;" with the
    square forms as rules would have them, written as a tree of the phrases' words beside
    the square forms' graph. The same grammar as JSGF took pocketsphinx_continuous 10 to
    20 s a file to compile (a chain of states for each phrase, closed over its empty arcs);
    this loads at once."""
    tree = [{}]  # state -> {word: child state}
    through = [len(phrases) + 1]  # the phrases through each state (the start: and <s0>)
    final = [0]  # the phrases ending in each state
    for words in phrases:
        state = 0
        for word in words.split():
            if word not in tree[state]:
                tree[state][word] = len(tree)
                tree.append({})
                through.append(0)
                final.append(0)
            state = tree[state][word]
            through[state] += 1
        final[state] += 1
    # State 0 the start, 1 the end; the tree's state k (k >= 1) is k + 1; the square
    # forms' state k is base + k.
    base = len(tree) + 1
    lines = []
    for state, children in enumerate(tree):
        at = state + 1 if state else 0
        for word, child in children.items():
            p = through[child] / through[state]
            lines.append(f"TRANSITION {at} {child + 1} {p:.8g} {word}")
        if final[state]:
            lines.append(f"TRANSITION {at} 1 {final[state] / through[state]:.8g}")
    lines.append(f"TRANSITION 0 {base} {1 / through[0]:.8g}")
    for state, arcs in sorted(squares.items()):
        for word, end in arcs:
            to = 1 if end == 1 else base + end
            lines.append(f"TRANSITION {base + state} {to} {1 / len(arcs):.8g} {word}")
    states = base + 1 + max(e for a in squares.values() for _, e in a)
    return (f"FSG_BEGIN m\nNUM_STATES {states}\nSTART_STATE 0\nFINAL_STATE 1\n"
            + "\n".join(lines) + "\nFSG_END\n")


def reference(tool, data, lexicon, env, profiles=None):
    """Every file through pocketsphinx_continuous with the position's grammar."""
    expected = {}
    with open(os.path.join(data, "expected.tsv")) as f:
        for line in f:
            w = line.rstrip("\n").split("\t")
            expected[w[0]] = w
    counts = collections.defaultdict(lambda: collections.Counter())
    audio = collections.Counter()
    cpu = collections.Counter()
    with tempfile.TemporaryDirectory() as tmp:
        dictionary = os.path.join(tmp, "lexicon.dict")
        write_dictionary(read_lexicon(lexicon), dictionary)
        for lang in ("de", "nl", "en"):
            path = os.path.join(data, f"list-{lang}.tsv")
            if not os.path.exists(path):
                continue
            squares = square_forms(tool, lang, env)
            with open(path) as f:
                rows = [line.rstrip("\n").split("\t") for line in f if line.strip()]
            for fen, wav in rows:
                _, exp, kind, voice, _ = expected[wav]
                phrases = subprocess.run([tool, "hear", "--lang", lang, "--phrases", fen],
                                         capture_output=True, text=True, env=env).stdout
                names = {}
                for line in phrases.splitlines():
                    name, words = line.split("\t")
                    names[words] = name
                gram = os.path.join(tmp, "g.fsg")
                with open(gram, "w") as g:
                    g.write(grammar_fsg(list(names), squares))
                sixteen = os.path.join(tmp, "in.wav")
                subprocess.run(["sox", os.path.join(data, wav), "-r", "16000", "-c", "1", "-b",
                                "16", sixteen], check=True)
                before = resource.getrusage(resource.RUSAGE_CHILDREN)
                model = (os.path.join(profiles, voice.replace("/", "-").replace(":", "-"))
                         if profiles else MODEL)
                out = subprocess.run(["pocketsphinx_continuous", "-hmm", model, "-dict",
                                      dictionary, "-fsg", gram, "-infile", sixteen,
                                      "-logfn", "/dev/null"],
                                     capture_output=True, text=True).stdout
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
                seconds = float(subprocess.run(["soxi", "-D", sixteen], capture_output=True,
                                               text=True).stdout)
                heard = [names.get(line.strip()) for line in out.splitlines() if line.strip()]
                # A move the position does not allow is refused, as ours refuses it.
                heard = [h for h in heard if h and h != "impossible"]
                for key in (voice, "all"):
                    c = counts[key]
                    cpu[key] += (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
                    audio[key] += seconds
                    if kind == "foreign":
                        c["foreign"] += 1
                        c["accepted"] += bool(heard)
                    else:
                        c["n"] += 1
                        if exp in heard and len(set(heard)) == 1:
                            c["right"] += 1
                        elif heard:
                            c["wrong"] += 1
                        else:
                            c["none"] += 1
    result = {}
    for key, c in counts.items():
        result[key] = dict(n=c["n"], right=c["right"], none=c["none"], wrong=c["wrong"],
                           foreign=c["foreign"], accepted=c["accepted"],
                           rtf=cpu[key] / audio[key] if audio[key] else 0.0)
    return dict(sorted(result.items(), key=lambda kv: kv[0] == "all"))


if __name__ == "__main__":
    sys.exit(main())
