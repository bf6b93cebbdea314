#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Listening to both players: the opponent heard with the blind player's profile (as
before each player had his own), with the installed model (an opponent without a
profile) or with his own profile.

Pairs of voices the recogniser was never tuned on (listen-learn.py's), of one language:
voice A is the blind player, voice B his opponent; each of a language's two voices is once
the one and once the other. Each voice plays a game heard with learning (annabella-tool
hear --learn, as in listen-learn.py) and his profile is made of his first BENCH_LEARNT
confirmed moves (all he confirmed if fewer). Then B's held-out announcements (moves and
commands, and remarks that are no move of the position: a move not legal there or a
sentence) are heard (a) with A's profile (as the app hears an opponent without one: its
model, not the pronunciations A used), (b) with the installed model, (c) with B's own;
by listen-bench (the app's own stream) and, beside it in the same run, by plain
pocketsphinx_continuous with the same grammar and the same profile (listen-bench.py's
reference). Prints each run's lines (with the ratios), per pair the three side by side,
the table over all pairs (right, not understood and wrong of the moves and commands;
remarks taken for a move or a command) and the stable line "bench listen-voices: …".

Usage: listen-voices.py LISTEN-BENCH TOOL ANNOUNCEMENTS.PY LEXICON DATA-DIR
BENCH_PAIRS (default 6, all) how many pairs, one language after another; BENCH_GAME
(default 30) how many moves each voice announces in his game, BENCH_LEARNT (default 20)
how many confirmed ones make his profile, BENCH_COUNT (default 20) how many announcements
each opponent says in the held-out set. The audio is synthesised once into
DATA-DIR/voices and kept (made again when the voices or the counts change)."""

import collections
import importlib.util
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "listen"))
import voicetest  # noqa: E402


def load(name, file):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, file))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


listen_learn = load("listen_learn", "listen-learn.py")
listen_bench = listen_learn.listen_bench
slug = listen_learn.slug

WAYS = (("a", "the player's profile (before)"), ("b", "the installed model"),
        ("c", "his own profile"))


def pairs(voices, count):
    """(A, B) pairs of one language, each voice once the opponent; the first pair of each
    language first."""
    groups = collections.defaultdict(list)
    for voice in voices:
        groups[voice.split("/")[0]].append(voice)
    rounds = collections.defaultdict(list)
    for group in groups.values():
        if len(group) > 1:
            for i, b in enumerate(group):
                rounds[i].append((group[i - 1], b))
    return [p for i in sorted(rounds) for p in rounds[i]][:count]


def synthesise(announcements, tool, out, voices, count, seed, foreign, commands, env):
    """listen_learn.synthesise, made again when the voices or the counts changed."""
    made = f"{count} {seed} {foreign} {commands} {','.join(voices)}\n"
    stamp = os.path.join(out, "made.txt")
    if not os.path.exists(stamp) or open(stamp).read() != made:
        shutil.rmtree(out, ignore_errors=True)
    listen_learn.synthesise(announcements, tool, out, voices, count * len(voices), seed,
                            foreign, commands, env)
    with open(stamp, "w") as f:
        f.write(made)


def share(part, whole):
    return f"{int(part)}/{int(whole)} {int(part) / max(int(whole), 1):6.1%}"


def main():
    bench, tool, announcements, lexicon, data = (os.path.abspath(a) for a in sys.argv[1:6])
    skip = voicetest.skip_without_tools(also=("flite", "pocketsphinx_continuous"))
    if skip is not None:
        return skip
    chosen = pairs(listen_learn.VOICES, int(os.environ.get("BENCH_PAIRS", "6")))
    n_game = int(os.environ.get("BENCH_GAME", "30"))
    n_learnt = int(os.environ.get("BENCH_LEARNT", "20"))
    n_test = int(os.environ.get("BENCH_COUNT", "20"))
    env = dict(os.environ, ANNABELLA_LEXICON=lexicon, ANNABELLA_VOICE_PROFILE="none")
    opponents = [b for _, b in chosen]
    voices = [v for v in listen_learn.VOICES if any(v in p for p in chosen)]
    root = os.path.join(data, "voices")
    game, test, work = (os.path.join(root, name) for name in ("game", "test", "work"))
    synthesise(announcements, tool, game, voices, n_game, 41, 0, 0, env)
    synthesise(announcements, tool, test, opponents, n_test, 42, 0.12, 0.05, env)
    os.makedirs(work, exist_ok=True)

    # Each voice's own profile; the blind player's stands in for his opponent's in (a).
    own, theirs = os.path.join(work, "own"), os.path.join(work, "player")
    for directory in (own, theirs):
        shutil.rmtree(directory, ignore_errors=True)
        os.makedirs(directory)
    learnt = {}
    for voice in voices:
        moves = [r for r in listen_learn.rows(game) if r[0] == voice]
        kept = listen_learn.play_game(tool, game, voice, moves[0][1], moves, work, env)
        if kept is None or not listen_learn.make_profile(
                tool, kept[:n_learnt], os.path.join(own, slug(voice)),
                os.path.join(work, f"first-{slug(voice)}.tsv"), env):
            return 1
        learnt[voice] = min(len(kept), n_learnt)
    for a, b in chosen:
        os.symlink(os.path.join(own, slug(a)), os.path.join(theirs, slug(b)))
        print(f"# pair: {a} the blind player ({learnt[a]} moves learnt), {b} the opponent "
              f"({learnt[b]} moves learnt)", flush=True)

    heard = {}
    for way, what in WAYS:
        print(f"# ({way}) the opponent heard with {what}", flush=True)
        profiles = {"a": theirs, "b": None, "c": own}[way]
        heard[way] = listen_bench.run_once(bench, tool, test, lexicon, env, profiles,
                                           f"listen-voices-{way}", prefix=f"({way}) ",
                                           other_voice=way == "a")
        if heard[way] is None:
            return 1

    print("# per pair, the opponent's moves and commands right (a) the player's profile, "
          "(b) the installed model, (c) his own; wrong and remarks taken likewise; the "
          "reference in brackets")
    worse = [0, 0]
    for a, b in chosen:
        ours = [heard[w][0][b] for w, _ in WAYS]
        ref = [heard[w][1][b] for w, _ in WAYS]
        line = []
        for key in ("right", "wrong", "accepted"):
            line.append(f"{key} " + " / ".join(str(o[key]) for o in ours) + " ("
                        + " / ".join(str(r[key]) for r in ref) + ")")
        print(f"pair {a} -> {b}: n {ours[0]['n']}, remarks {ours[0]['foreign']}; "
              + "; ".join(line))
        worse[0] += int(ours[1]["right"]) < int(ours[0]["right"])
        worse[1] += ref[1]["right"] < ref[0]["right"]

    t = {w: heard[w][0]["all"] for w, _ in WAYS}
    r = {w: heard[w][1]["all"] for w, _ in WAYS}
    n, foreign = t["a"]["n"], t["a"]["foreign"]
    print(f"# over {len(chosen)} pairs: the opponent's {n} moves and commands and {foreign} "
          "remarks")
    print(f"{'':43} {'right':>12} {'not understood':>14} {'wrong':>12} {'remarks taken':>14}")
    for way, what in WAYS:
        for who, c in (("ours", t[way]), ("reference", r[way])):
            print(f"({way}) {what:29} {who:9} {share(c['right'], c['n']):>12} "
                  f"{share(c['none'], c['n']):>14} {share(c['wrong'], c['n']):>12} "
                  f"{share(c['accepted'], c['foreign']):>14}")
    print(f"(b) hears fewer right than (a) for {worse[0]} of {len(chosen)} pairs "
          f"(reference {worse[1]})")

    def pct(c, key, whole="n"):
        return f"{int(c[key]) / max(int(c[whole]), 1):.1%}"

    print(f"bench listen-voices: {len(chosen)} pairs, {n} moves and commands and {foreign} "
          "remarks of the opponent; right " + ", ".join(
              f"({w}) {pct(t[w], 'right')}" for w, _ in WAYS) + "; wrong " + ", ".join(
              f"({w}) {pct(t[w], 'wrong')}" for w, _ in WAYS) + "; remarks taken " + ", ".join(
              f"({w}) {t[w]['accepted']}" for w, _ in WAYS) + " (reference right " + ", ".join(
              f"({w}) {pct(r[w], 'right')}" for w, _ in WAYS) + "; wrong " + ", ".join(
              f"({w}) {pct(r[w], 'wrong')}" for w, _ in WAYS) + "); (b) below (a) for "
          f"{worse[0]} of {len(chosen)} pairs (reference {worse[1]}); rtf " + ", ".join(
              f"({w}) {float(t[w]['rtf']):.3f}/{r[w]['rtf']:.3f}" for w, _ in WAYS))
    return 0


if __name__ == "__main__":
    sys.exit(main())
