#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every word that the spoken-phrase sources say is a msgid of the spoken catalog, as TAP.

    check-spoken.py SRCDIR

The sources under SRCDIR/src that include ab-speech-catalog.h (all but the reader
itself) may hold words only as msgids of the "spoken" context: NC_ ("spoken", "...")
in a table that ab_spoken_pgettext (lang, AB_SPOKEN_CONTEXT, ...) looks up, or the
literal arguments of ab_spoken_pgettext/ab_spoken_npgettext with the context "spoken".
An unmarked table entry, another context or an interface-language _() string would be
said in English (or in the desktop's language) whatever the announcement language, and
po-de/po-nl would not see it: xgettext never extracts it.
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from tap import Tap  # noqa: E402

READER = os.path.join('src', 'speech', 'ab-speech-catalog.c')
TOKENS = re.compile(r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'|/\*.*?\*/|//[^\n]*', re.S)
DIRECTIVE = re.compile(r'%[-+ #0-9.$]*[hlLqjzt]*[a-zA-Z%]')
CALLS = re.compile(r'\b(NC_|ab_spoken_n?pgettext)\s*\(')


def literals(text):
    """(offset, value) of the string literals, and the text with its comments and
    preprocessor lines blanked (offsets and lines kept)."""
    blank = lambda m: re.sub(r'[^\n]', ' ', m.group(0))
    text = TOKENS.sub(lambda m: m.group(0) if m.group(0)[0] in '"\'' else blank(m), text)
    text = re.sub(r'^[ \t]*#[^\n]*', blank, text, flags=re.M)
    return [(m.start(), m.group(0)[1:-1]) for m in TOKENS.finditer(text)
            if m.group(0).startswith('"')], text


def call_end(text, start):
    """The offset after the parenthesis that closes the one before start."""
    depth = 1
    for m in re.finditer(r'"(?:[^"\\\n]|\\.)*"|[()]', text[start:]):
        if m.group(0) == '(':
            depth += 1
        elif m.group(0) == ')':
            depth -= 1
            if depth == 0:
                return start + m.end()
    return len(text)


def check_file(path):
    """The complaints about one source."""
    with open(path, encoding='utf-8') as f:
        found, text = literals(f.read())
    allowed, bad = set(), []
    for m in CALLS.finditer(text):
        end = call_end(text, m.end())
        inside = [(at, s) for at, s in found if m.end() <= at < end]
        if not inside:
            continue
        line = text.count('\n', 0, m.start()) + 1
        if inside[0][1] != 'spoken':
            bad.append(f'{path}:{line}: {m.group(1)} with the context "{inside[0][1]}", '
                       'not "spoken"')
        allowed.update(at for at, _ in inside)
    for at, s in found:
        if at not in allowed and any(c.isalpha() for c in DIRECTIVE.sub('', s)):
            line = text.count('\n', 0, at) + 1
            bad.append(f'{path}:{line}: "{s}" is not a msgid of the "spoken" context')
    return bad


def main(argv):
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    src = argv[1]
    tap = Tap()
    sources = []
    for root, dirs, files in os.walk(os.path.join(src, 'src')):
        dirs.sort()
        for name in sorted(files):
            path = os.path.join(root, name)
            if name.endswith('.c') and os.path.relpath(path, src) != READER:
                with open(path, encoding='utf-8') as f:
                    if '#include "ab-speech-catalog.h"' in f.read():
                        sources.append(path)
    # The five phrase tables of src/app and the speech library's durations at least.
    tap.check(len(sources) >= 6, 'the sources that speak through the catalog are found',
              sources)
    for path in sources:
        rel = os.path.relpath(path, src)
        tap.check(not (bad := check_file(path)), f'{rel}: every word is a spoken msgid', bad)
    return tap.done()


if __name__ == '__main__':
    sys.exit(main(sys.argv))
