#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""How the acoustic model hears the words: pronunciations proposed for annabella.lexicon,
learnt from a development set.

Each move and command of DATA-DIR (announcements.py's set: expected.tsv holds the words
as said) is aligned by pocketsphinx_continuous to a grammar of those words alone, with
a dictionary of the lexicon's pronunciations and their neighbours (one phone replaced by
a like one, or an r, schwa, h, t, n or y left out). The pronunciation the alignment
chooses for each word is counted per language. Prints the counts, then the lines that a
pronunciation chosen at least MIN times and in at least SHARE of a word's occurrences
would add, unless another word of the same language has it or one a phone away from it
(a new near homophone would turn "not understood" into "wrong").

It only proposes: a person keeps what a speaker may say ("Eva" as IY F AA), after the
lexicon's "[heard]" line (heard with, never adapted to), and drops what only a
synthesiser makes the model hear (B for V). Run it on the tuning voices' set
(listen_reliability.py makes it, listen-dev-data), never on the benchmark's.

Usage: listen-pronounce.py LEXICON DATA-DIR [MIN [SHARE]]   (defaults 3 and 0.3)"""

import collections
import importlib.util
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "listen"))
import announcements  # noqa: E402

spec = importlib.util.spec_from_file_location("listen_bench",
                                              os.path.join(HERE, "listen-bench.py"))
listen_bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(listen_bench)

# Phones the model may hear for one another.
LIKE = {
    "IH": ["IY", "EY", "EH"], "IY": ["IH"], "EY": ["EH", "IY", "IH"], "EH": ["IH", "AE", "EY"],
    "AE": ["EH", "AA"], "AA": ["AH", "AO", "AE"], "AH": ["AA", "ER", "EH"], "AO": ["AA", "OW"],
    "OW": ["AO", "UW"], "UH": ["UW", "AH"], "UW": ["UH", "IY"], "ER": ["AH"], "AY": ["AA"],
    "OY": ["AO"], "AW": ["AA", "OW"], "V": ["F", "W", "B"], "F": ["V"], "W": ["V"],
    "Z": ["S"], "S": ["Z"], "D": ["T"], "T": ["D"], "B": ["P"], "P": ["B"],
    "G": ["K", "HH"], "K": ["G", "HH"], "HH": ["K"], "SH": ["S", "CH"], "R": ["G"],
    "N": ["M"], "M": ["N"],
}
# Phones a speaker may swallow.
SWALLOWED = {"R", "AH", "HH", "T", "N", "Y", "ER"}


def neighbours(phones):
    p = phones.split()
    out = []
    for i, phone in enumerate(p):
        out += [" ".join(p[:i] + [other] + p[i + 1:]) for other in LIKE.get(phone, [])]
        if phone in SWALLOWED and len(p) > 2:
            out.append(" ".join(p[:i] + p[i + 1:]))
    return out


def one_apart(a, b):
    a, b = a.split(), b.split()
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) <= 1
    short, long = sorted((a, b), key=len)
    return len(long) - len(short) == 1 and any(long[:i] + long[i + 1:] == short
                                               for i in range(len(long)))


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    lexicon = listen_bench.read_lexicon(sys.argv[1])
    data = sys.argv[2]
    least = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    share = float(sys.argv[4]) if len(sys.argv) > 4 else 0.3
    keys = {said.lower(): key for spelling in announcements.SPELLING.values()
            for key, said in spelling.items()}
    keys[announcements.ONE_NL] = "een"
    candidates = {w: list(dict.fromkeys(v + [n for p in v for n in neighbours(p)]))
                  for w, v in lexicon.items()}
    items = []
    with open(os.path.join(data, "expected.tsv")) as f:
        for line in f:
            wav, _, kind, voice, text = line.rstrip("\n").split("\t")
            words = [keys.get(t.lower(), t.lower()) for t in text.split()]
            if kind != "foreign" and all(w in lexicon for w in words):
                items.append((wav, voice.split("/")[0], words))

    with tempfile.TemporaryDirectory() as tmp:
        dictionary = os.path.join(tmp, "candidates.dict")
        listen_bench.write_dictionary(candidates, dictionary)

        def align(item):
            wav, lang, words = item
            gram = os.path.join(tmp, wav + ".gram")
            with open(gram, "w") as g:
                g.write("#JSGF V1.0;\ngrammar g;\npublic <g> = " + " ".join(words) + ";\n")
            out = subprocess.run(["pocketsphinx_continuous", "-hmm", listen_bench.MODEL,
                                  "-dict", dictionary, "-jsgf", gram, "-infile",
                                  os.path.join(data, wav), "-time", "yes", "-logfn",
                                  "/dev/null"], capture_output=True, text=True).stdout
            return lang, [line.split()[0] for line in out.splitlines()
                          if len(line.split()) == 4 and line[0] not in "<["]

        counts = collections.defaultdict(collections.Counter)
        with ThreadPoolExecutor(os.cpu_count() or 1) as pool:
            for lang, chosen in pool.map(align, items):
                for entry in chosen:
                    word, _, n = entry.partition("(")
                    counts[(lang, word)][candidates[word][int(n[:-1]) - 1 if n else 0]] += 1

    owner = {p: w for w, v in lexicon.items() for p in v}
    # The app listens in one language at a time: a word of another ("sieben" beside
    # "zeven") never competes. The files' names are in every language; a word not heard
    # in the set may be in any.
    heard_in = collections.defaultdict(set)
    for lang, word in counts:
        heard_in[word].add(lang)

    def compete(a, b):
        return (a in announcements.FILES or b in announcements.FILES
                or not heard_in[a] or not heard_in[b] or bool(heard_in[a] & heard_in[b]))

    proposed = []
    for (lang, word), chosen in sorted(counts.items()):
        total = sum(chosen.values())
        print(f"{lang} {word} {total}: " + " | ".join(
            f"{p}{'' if p in lexicon[word] else ' (new)'} {c}" for p, c in chosen.most_common(5)))
        for phones, c in chosen.most_common():
            if c < least or c < share * total or owner.get(phones) == word:
                continue
            if any(w != word and compete(w, word) and (p == phones or one_apart(p, phones))
                   for p, w in owner.items()):
                print(f"#   {word} {phones}: another word is (nearly) said so; not proposed")
                continue
            owner[phones] = word
            proposed.append(f"{word} {phones}")
    print(f"# {len(proposed)} pronunciations proposed (chosen at least {least} times and in "
          f"{share:.0%} of a word's occurrences):")
    print("\n".join(proposed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
