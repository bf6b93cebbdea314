#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks a translation of the help, as TAP.

    check-help-po.py SRCDIR LANG PAGE...

help/LANG/LANG.po passes `msgfmt --check`, has no fuzzy, untranslated or
obsolete entry, and translates every message that itstool finds in the pages
today (a fresh template, not a stored one), so a page added or changed in
help/C without its translation fails here.
"""
import os
import re
import subprocess
import sys
import tempfile

# The TAP writer is shared by the scripts of tests/ (tests/tap.py).
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from tap import Tap  # noqa: E402

ENV = dict(os.environ, LC_ALL='C', LANGUAGE='')


def run(args):
    return subprocess.run(args, env=ENV, capture_output=True, text=True)


def statistics(path):
    """(translated, fuzzy, untranslated) from msgfmt --statistics."""
    r = run(['msgfmt', '--statistics', '-o', os.devnull, path])
    counts = {}
    for n, kind in re.findall(r'(\d+) (translated|fuzzy|untranslated)', r.stderr):
        counts[kind] = int(n)
    return counts.get('translated', 0), counts.get('fuzzy', 0), counts.get('untranslated', 0)


def main():
    srcdir, lang, pages = sys.argv[1], sys.argv[2], sys.argv[3:]
    tap = Tap()
    po = os.path.join(srcdir, 'help', lang, lang + '.po')
    if not tap.check(os.path.isfile(po), f'help/{lang}/{lang}.po exists', [po]):
        return tap.done()
    r = run(['msgfmt', '--check', '-o', os.devnull, po])
    tap.check(r.returncode == 0, 'msgfmt --check', [r.stderr])
    translated, fuzzy, untranslated = statistics(po)
    tap.check(fuzzy == 0 and untranslated == 0, 'no fuzzy or untranslated message',
              [f'{translated} translated, {fuzzy} fuzzy, {untranslated} untranslated'])
    r = run(['msgattrib', '--only-obsolete', '--no-wrap', po])
    obsolete = r.stdout.count('#~ msgid ')
    tap.check(r.returncode == 0 and obsolete == 0, 'no obsolete message',
              [r.stderr, f'{obsolete} obsolete: run ninja help-annabella-update-po'])
    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, 'help.pot')
        r = run(['itstool', '-o', pot] + [os.path.join(srcdir, 'help', 'C', p) for p in pages])
        if not tap.check(r.returncode == 0, 'itstool makes a template of the pages', [r.stderr]):
            return tap.done()
        merged = os.path.join(tmp, 'merged.po')
        r = run(['msgmerge', '--quiet', '--no-fuzzy-matching', '-o', merged, po, pot])
        if not tap.check(r.returncode == 0, 'msgmerge with the fresh template', [r.stderr]):
            return tap.done()
        _, fuzzy, untranslated = statistics(merged)
        r = run(['msgattrib', '--untranslated', '--no-wrap', merged])
        missing = [m[:70] for m in re.findall(r'^msgid "(.+)"$', r.stdout, re.M)]
        tap.check(fuzzy == 0 and untranslated == 0,
                  'every message of the pages as they are now is translated',
                  [f'{untranslated} untranslated:'] + missing[:10])
    return tap.done()


if __name__ == '__main__':
    sys.exit(main())
