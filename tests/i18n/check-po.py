#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks Annabella's translations against the sources, as TAP.

    check-po.py SRCDIR potfiles -- XGETTEXT_ARGS...
        po/POTFILES.in is sorted, every file in it exists and has translatable
        strings, and no file under src/ or data/ with such strings is missing.
    check-po.py SRCDIR po LANG -- XGETTEXT_ARGS...
        po/LANG.po passes `msgfmt --check`, has no fuzzy or untranslated entry,
        translates every message that xgettext finds in the sources today (a
        fresh template, not a stored one), has no message the sources no longer
        use, and keeps the leading and trailing blanks of fragments that the
        code pastes together.

XGETTEXT_ARGS are po/meson.build's own arguments; the keywords and flags of
meson's 'glib' preset are added here, as i18n.gettext adds them.
"""
import os
import subprocess
import sys
import tempfile

# The TAP writer is shared by the scripts of tests/ (tests/tap.py).
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from tap import Tap  # noqa: E402

# meson's i18n 'glib' preset (mesonbuild/modules/i18n.py).
GLIB_PRESET = [
    '--from-code=UTF-8', '--add-comments',
    '--keyword=_', '--keyword=N_', '--keyword=C_:1c,2', '--keyword=NC_:1c,2',
    '--keyword=g_dcgettext:2', '--keyword=g_dngettext:2,3', '--keyword=g_dpgettext2:2c,3',
    '--flag=N_:1:pass-c-format', '--flag=C_:2:pass-c-format', '--flag=NC_:2:pass-c-format',
    '--flag=g_dngettext:2:pass-c-format', '--flag=g_strdup_printf:1:c-format',
    '--flag=g_string_printf:2:c-format', '--flag=g_string_append_printf:2:c-format',
    '--flag=g_error_new:3:c-format', '--flag=g_set_error:4:c-format',
    '--flag=g_markup_printf_escaped:1:c-format', '--flag=g_log:3:c-format',
    '--flag=g_print:1:c-format', '--flag=g_printerr:1:c-format', '--flag=g_printf:1:c-format',
    '--flag=g_fprintf:2:c-format', '--flag=g_sprintf:2:c-format', '--flag=g_snprintf:3:c-format',
]

# Where translatable strings can live: C sources, and the data files that
# po/ translates (GtkBuilder, desktop entry, GSettings schema, metainfo).
DATA_SUFFIXES = ('.ui', '.desktop.in', '.gschema.xml', '.metainfo.xml.in')

ENV = dict(os.environ, LC_ALL='C', LANGUAGE='')


def run(args, **kw):
    return subprocess.run(args, env=ENV, capture_output=True, text=True, **kw)


def unquote(s):
    """The value of a PO string literal ("a\\tb" → a<TAB>b)."""
    s = s.strip()
    assert s.startswith('"') and s.endswith('"'), s
    out, i, body = [], 0, s[1:-1]
    escapes = {'n': '\n', 't': '\t', '"': '"', '\\': '\\', 'r': '\r', 'a': '\a', 'b': '\b',
               'f': '\f', 'v': '\v'}
    while i < len(body):
        c = body[i]
        if c == '\\' and i + 1 < len(body):
            out.append(escapes.get(body[i + 1], body[i + 1]))
            i += 2
        else:
            out.append(c)
            i += 1
    return ''.join(out)


def parse_po(path):
    """The entries of a PO file: dicts with ctx, id, plural, strs, flags, obsolete."""
    entries, cur, field = [], None, None

    def flush():
        if cur is not None and 'id' in cur:
            entries.append(cur)

    with open(path, encoding='utf-8') as f:
        for raw in f:
            line = raw.rstrip('\n')
            obsolete = line.startswith('#~')
            if obsolete:
                line = line[2:].lstrip()
                if line.startswith('|'):
                    continue
            if not line.strip():
                flush()
                cur, field = None, None
                continue
            if cur is None:
                cur = {'ctx': None, 'plural': None, 'strs': {}, 'flags': set(),
                       'obsolete': False}
            if line.startswith('#,'):
                cur['flags'].update(f.strip() for f in line[2:].split(','))
                continue
            if line.startswith('#'):
                continue
            cur['obsolete'] = cur['obsolete'] or obsolete
            if line.startswith('"'):
                if field is None:
                    raise ValueError(f'{path}: string without keyword: {line}')
                kind, index = field
                if kind == 'str':
                    cur['strs'][index] += unquote(line)
                else:
                    cur[kind] += unquote(line)
                continue
            keyword, _, value = line.partition(' ')
            if keyword == 'msgctxt':
                flush()
                cur = {'ctx': unquote(value), 'plural': None, 'strs': {}, 'flags': cur['flags'],
                       'obsolete': obsolete}
                field = ('ctx', None)
            elif keyword == 'msgid':
                if 'id' in cur:
                    flush()
                    cur = {'ctx': None, 'plural': None, 'strs': {}, 'flags': set(),
                           'obsolete': obsolete}
                cur['id'] = unquote(value)
                field = ('id', None)
            elif keyword == 'msgid_plural':
                cur['plural'] = unquote(value)
                field = ('plural', None)
            elif keyword.startswith('msgstr'):
                index = int(keyword[7:-1]) if keyword.startswith('msgstr[') else 0
                cur['strs'][index] = unquote(value)
                field = ('str', index)
            else:
                raise ValueError(f'{path}: cannot read: {line}')
    flush()
    return entries


def key(e):
    return (e['ctx'], e['id'])


def show(k):
    ctx, msgid = k
    return (f'[{ctx}] ' if ctx else '') + repr(msgid)


def potfiles(src):
    with open(os.path.join(src, 'po', 'POTFILES.in'), encoding='utf-8') as f:
        return [l.strip() for l in f if l.strip() and not l.startswith('#')]


def candidates(src):
    found = []
    for top in ('src', 'data'):
        for root, dirs, files in os.walk(os.path.join(src, top)):
            dirs.sort()
            for name in sorted(files):
                if (top == 'src' and name.endswith(('.c', '.h'))) or \
                   (top == 'data' and name.endswith(DATA_SUFFIXES)):
                    found.append(os.path.relpath(os.path.join(root, name), src))
    return found


def xgettext(src, files, out, args):
    """A template of files (paths relative to src), or the error text."""
    listing = out + '.files'
    with open(listing, 'w', encoding='utf-8') as f:
        f.write(''.join(p + '\n' for p in files))
    r = run(['xgettext', '--directory', src, '--files-from', listing, '--output', out,
             '--force-po', '--no-wrap'] + GLIB_PRESET + args)
    return None if r.returncode == 0 else r.stderr.strip()


def referenced_files(pot):
    refs = set()
    with open(pot, encoding='utf-8') as f:
        for line in f:
            if line.startswith('#:'):
                refs.update(ref.rsplit(':', 1)[0] for ref in line[2:].split())
    return refs


def check_potfiles(tap, src, args, tmp):
    listed = potfiles(src)
    in_order = sorted(listed, key=lambda s: s.encode())
    tap.check(listed == in_order, 'POTFILES.in is sorted (C locale)',
              [f'expected order: {" ".join(in_order)}'])
    dupes = sorted({p for p in listed if listed.count(p) > 1})
    tap.check(not dupes, 'POTFILES.in names each file once', dupes)
    missing = [p for p in listed if not os.path.isfile(os.path.join(src, p))]
    tap.check(not missing, 'every file in POTFILES.in exists', missing)

    pot = os.path.join(tmp, 'all.pot')
    error = xgettext(src, candidates(src), pot, args)
    tap.check(error is None, 'xgettext reads every source and data file', [error or ''])
    if error is not None:
        return
    with_strings = referenced_files(pot)
    absent = sorted(with_strings - set(listed))
    tap.check(not absent, 'every file with translatable strings is in POTFILES.in', absent)
    idle = sorted(set(listed) - with_strings - set(missing))
    tap.check(not idle, 'every file in POTFILES.in has translatable strings', idle)


def check_po(tap, src, lang, args, tmp):
    po = os.path.join(src, 'po', lang + '.po')
    with open(os.path.join(src, 'po', 'LINGUAS'), encoding='utf-8') as f:
        linguas = f.read().split()
    tap.check(lang in linguas, f'{lang} is in po/LINGUAS')
    tap.check(os.path.isfile(po), f'po/{lang}.po exists')
    if not os.path.isfile(po):
        return

    r = run(['msgfmt', '--check', '--check-accelerators=_', '--statistics', '-o', os.devnull, po])
    tap.check(r.returncode == 0 and 'warning' not in r.stderr,
              f'msgfmt --check po/{lang}.po (header, plurals, format directives, mnemonics)',
              r.stderr.splitlines())

    entries = [e for e in parse_po(po) if not e['obsolete'] and e['id'] != '']
    fuzzy = [show(key(e)) for e in entries if 'fuzzy' in e['flags']]
    tap.check(not fuzzy, f'{lang}: no fuzzy entry', fuzzy)
    empty = [show(key(e)) for e in entries if not e['strs'] or not all(e['strs'].values())]
    tap.check(not empty, f'{lang}: no untranslated entry', empty)

    pot = os.path.join(tmp, 'annabella.pot')
    error = xgettext(src, potfiles(src), pot, args)
    tap.check(error is None, 'xgettext makes a fresh template from POTFILES.in', [error or ''])
    if error is not None:
        return
    template = [e for e in parse_po(pot) if e['id'] != '']
    ours = {key(e): e for e in entries}
    theirs = {key(e): e for e in template}
    lacking = [show(k) for k in theirs if k not in ours]
    tap.check(not lacking, f'{lang}: every message of the sources is in the po', lacking)
    stale = [show(k) for k in ours if k not in theirs]
    tap.check(not stale, f'{lang}: no message the sources no longer have (run annabella-update-po)',
              stale)
    plurals = [show(k) for k, e in theirs.items()
               if k in ours and e['plural'] != ours[k]['plural']]
    tap.check(not plurals, f'{lang}: plural msgids match the sources', plurals)

    # The po's own flags may be stale: check the formats with the template's.
    # msgmerge marks an entry whose format no longer fits fuzzy, so fuzzy ones count.
    merged = os.path.join(tmp, lang + '.po')
    r = run(['msgmerge', '--quiet', '--no-fuzzy-matching', '--output-file', merged, po, pot])
    if r.returncode == 0:
        r = run(['msgfmt', '--use-fuzzy', '--check-format', '-o', os.devnull, merged])
    tap.check(r.returncode == 0,
              f'{lang}: format directives match under the sources\' c-format flags',
              r.stderr.splitlines())

    # Fragments such as ", then " or "%s made the move " are pasted together.
    blanks = []
    for k, e in ours.items():
        sources = [e['id']] + ([e['plural']] if e['plural'] else [])
        for s in e['strs'].values():
            for ends, name in ((lambda t: t[:len(t) - len(t.lstrip())], 'leading'),
                               (lambda t: t[len(t.rstrip()):], 'trailing')):
                if ends(s) != ends(sources[0]):
                    blanks.append(f'{show(k)}: {name} blanks differ in {s!r}')
    tap.check(not blanks, f'{lang}: leading and trailing blanks as in the msgid', blanks)


def main(argv):
    if '--' not in argv or len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    split = argv.index('--')
    src, mode, rest, args = argv[1], argv[2], argv[3:split], argv[split + 1:]
    tap = Tap()
    with tempfile.TemporaryDirectory() as tmp:
        if mode == 'potfiles' and not rest:
            check_potfiles(tap, src, args, tmp)
        elif mode == 'po' and len(rest) == 1:
            check_po(tap, src, rest[0], args, tmp)
        else:
            print(__doc__, file=sys.stderr)
            return 2
    return tap.done()


if __name__ == '__main__':
    sys.exit(main(sys.argv))
