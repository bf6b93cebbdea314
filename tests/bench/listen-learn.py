#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The learning curve: how well a voice is heard after 0, 10, 20 and 40 of its moves were
confirmed during a game, for voices the recogniser was never tuned on.

Each voice plays a "game": announcements of moves only, heard in turn by
annabella-tool hear --learn, which learns from every move heard as the one said, as the
app learns from a move the player confirmed (the profile made again after every 10). The
recordings it kept, in the order they were confirmed, give the profile after the first
10, 20 and 40 (annabella-tool adapt). Then a separate set of that voice's announcements
(moves, commands and remarks that are not moves) is heard by listen-bench (the app's own
stream) with no profile and with each of those, and, beside it, by plain
pocketsphinx_continuous with the same grammar and the same profile (the reference of
listen-bench.py). A voice that confirmed fewer moves than a step uses all it confirmed.

Usage: listen-learn.py LISTEN-BENCH TOOL ANNOUNCEMENTS.PY LEXICON DATA-DIR
BENCH_LEARN_VOICES (comma-separated) chooses the voices; BENCH_LEARN_GAME (default 60)
and BENCH_LEARN_TEST (default 30) how many announcements each says in the game and in
the test. The audio is synthesised once into DATA-DIR and kept."""

import importlib.util
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("listen_bench", os.path.join(HERE, "listen-bench.py"))
listen_bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(listen_bench)

# Of listen-bench.py's voices (never used for tuning): the weaker ones of each language.
VOICES = ["de/espeak:de+klatt", "de/espeak:en-us", "nl/espeak:nl+klatt", "nl/espeak:nl+m3",
          "en/flite:rms", "en/espeak:en+klatt2"]
STEPS = (0, 10, 20, 40)


def slug(voice):
    return voice.replace("/", "-").replace(":", "-")


def synthesise(announcements, tool, out, voices, count, seed, foreign, commands, env):
    if os.path.exists(os.path.join(out, "expected.tsv")) and not os.environ.get("BENCH_REGENERATE"):
        return
    shutil.rmtree(out, ignore_errors=True)
    print(f"# synthesising {count} announcements in {len(voices)} voices into {out}", flush=True)
    subprocess.run([sys.executable, announcements, "--tool", tool, "--out", out, "--count",
                    str(count), "--seed", str(seed), "--foreign", str(foreign), "--commands",
                    str(commands), *voices], check=True, env=env)


def rows(data):
    """(voice, language, FEN, WAV, expected, kind) of a synthesised set, in order."""
    expected = {}
    with open(os.path.join(data, "expected.tsv")) as f:
        for line in f:
            w = line.rstrip("\n").split("\t")
            expected[w[0]] = w
    out = []
    for lang in ("de", "nl", "en"):
        path = os.path.join(data, f"list-{lang}.tsv")
        if os.path.exists(path):
            with open(path) as f:
                for line in f:
                    if line.strip():
                        fen, wav = line.rstrip("\n").split("\t")
                        _, exp, kind, voice, _ = expected[wav]
                        out.append((voice, lang, fen, wav, exp, kind))
    return sorted(out, key=lambda r: r[3])


def play_game(tool, game, voice, lang, moves, work, env):
    """The voice's game heard with learning: the recordings kept, in order, and what was
    heard right."""
    profile = os.path.join(work, "learning", slug(voice))
    shutil.rmtree(profile, ignore_errors=True)
    shutil.rmtree(profile + ".recordings", ignore_errors=True)
    listed = os.path.join(work, f"game-{slug(voice)}.tsv")
    with open(listed, "w") as f:
        for _, _, fen, wav, exp, _ in moves:
            f.write(f"{fen}\t{os.path.join(game, wav)}\t{exp}\n")
    start = time.monotonic()
    done = subprocess.run([tool, "hear", "--lang", lang, "--learn", "--learn-every", "10",
                           "--list", listed], capture_output=True, text=True,
                          env=dict(env, ANNABELLA_VOICE_PROFILE=profile))
    if done.returncode != 0:
        sys.stderr.write(done.stderr)
        return None
    remakes = [float(line.rsplit(" in ", 1)[1].split()[0]) for line in done.stderr.splitlines()
               if "the profile made again" in line]
    right = sum(1 for line, m in zip(done.stdout.splitlines(), moves)
                if line.split("\t")[1] == m[4])
    with open(os.path.join(profile + ".recordings", "recordings.tsv")) as f:
        kept = [line.rstrip("\n").split("\t") for line in f if line.strip()]
    print(f"game {voice}: {len(moves)} moves, {right} heard right and learnt from; profile "
          f"made again {len(remakes)} times, {max(remakes or [0]):.1f} s at most; "
          f"{time.monotonic() - start:.0f} s in all", flush=True)
    return [(os.path.join(profile + ".recordings", k[0]), k[2]) for k in kept]


def make_profile(tool, kept, profile, listed, env):
    """The profile PROFILE made of the recordings KEPT (as play_game returns them), listed
    in LISTED; False when annabella-tool adapt failed."""
    with open(listed, "w") as f:
        f.writelines(f"{wav}\t{words}\n" for wav, words in kept)
    done = subprocess.run([tool, "adapt", "--profile", profile, "--list", listed],
                          capture_output=True, text=True, env=env)
    if done.returncode != 0:
        sys.stderr.write(done.stderr)
    return done.returncode == 0


def main():
    bench, tool, announcements, lexicon, data = (os.path.abspath(a) for a in sys.argv[1:6])
    voices = [v for v in os.environ.get("BENCH_LEARN_VOICES", ",".join(VOICES)).split(",") if v]
    n_game = int(os.environ.get("BENCH_LEARN_GAME", "60"))
    n_test = int(os.environ.get("BENCH_LEARN_TEST", "30"))
    env = dict(os.environ, ANNABELLA_LEXICON=lexicon, ANNABELLA_VOICE_PROFILE="none")
    for program in ("espeak-ng", "flite", "sox", "pocketsphinx_continuous"):
        if shutil.which(program) is None:
            print(f"listen-learn: {program} is not installed (build-aux/dev installs it)")
            return 1
    root = os.path.join(data, "learn")
    game, test, work = (os.path.join(root, name) for name in ("game", "test", "work"))
    synthesise(announcements, tool, game, voices, n_game * len(voices), 31, 0, 0, env)
    synthesise(announcements, tool, test, voices, n_test * len(voices), 32, 0.12, 0.05, env)
    os.makedirs(work, exist_ok=True)

    learnt = {}
    for voice in voices:
        moves = [r for r in rows(game) if r[0] == voice]
        kept = play_game(tool, game, voice, moves[0][1], moves, work, env)
        if kept is None:
            return 1
        learnt[voice] = kept

    curve = []
    for step in STEPS:
        profiles = None
        if step:
            profiles = os.path.join(work, f"after-{step}")
            shutil.rmtree(profiles, ignore_errors=True)
            os.makedirs(profiles)
            for voice, kept in learnt.items():
                if not make_profile(tool, kept[:step], os.path.join(profiles, slug(voice)),
                                    os.path.join(work, f"first-{step}-{slug(voice)}.tsv"), env):
                    return 1
        print(f"# after {step} confirmed moves", flush=True)
        # Each line names its step: these profiles are learnt in a game, not enrolled.
        result = listen_bench.run_once(bench, tool, test, lexicon, env, profiles,
                                       f"listen-learn-{step}", prefix=f"after-{step} ")
        if result is None:
            return 1
        curve.append((step, result[0].get("all"), result[1].get("all")))

    print("# the curve: right, not understood, wrong (of the moves and commands), foreign "
          "accepted; the reference in brackets")
    parts = []
    for step, t, r in curve:
        n = int(t["n"])
        parts.append(f"after {step}: right {int(t['right']) / n:.1%}, none "
                     f"{int(t['none']) / n:.1%}, wrong {int(t['wrong']) / n:.1%}, foreign "
                     f"accepted {t['accepted']}/{t['foreign']} (reference right "
                     f"{r['right'] / r['n']:.1%}, wrong {r['wrong'] / r['n']:.1%})")
        print(parts[-1])
    print(f"bench listen-learn: {len(voices)} voices, {n} moves and commands and "
          f"{t['foreign']} remarks heard at each step; "
          + "; ".join(parts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
