#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""annabella-tool scoresheet: the scoresheet on paper (D.2.7), as TAP.

The braille file is read as an embosser reads it (40 cells a line, 25 lines a page, a
form feed after each page, the page number at the right of the last line) and translated
back with liblouis's own lou_backTranslateString, through its BRF display table
(en-us-brf.dis) and the language's table: it must give the scoresheet's text back. The
large-print PDF is
rendered with pdftoppm (no page blank) and read back with pdftotext (the moves, the
page numbers).

Usage: test-tool-scoresheet.py TOOL
"""
import ctypes
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from tap import Tap  # noqa: E402

TOOL = sys.argv[1]
TABLES = {'de': 'de-g1.ctb', 'nl': 'nl-NL-g0.utb', 'en': 'en-ueb-g1.ctb'}
CELLS, LINES = 40, 25

SHORT_GAME = """[Event "Offene Stadtmeisterschaft der Blinden und Sehbehinderten"]
[Site "Köln"]
[Date "2024.03.02"]
[Round "4"]
[White "Jäger, Anna"]
[Black "Brand, Bella"]
[Result "1-0"]

1. e4 d5 2. e5 f5 3. exf6 e6 4. fxg7 Bd6 5. gxh8=Q Qh4 6. Qxg8+ 1-0

"""

LONG_GAME = """[Event "Club match"]
[Site "?"]
[Date "2024.??.??"]
[Round "-"]
[White "Anna"]
[Black "Bella"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O
9. h3 Nb8 10. d4 Nbd7 11. c4 c6 12. cxb5 axb5 13. Nc3 Bb7 14. Bg5 b4 15. Nb1 h6
16. Bh4 c5 17. dxe5 Nxe4 18. Bxe7 Qxe7 19. exd6 Qf6 20. Nbd2 Nxd6 21. Nc4 Nxc4
22. Bxc4 Nb6 23. Ne5 Rae8 24. Bxf7+ Rxf7 25. Nxf7 Rxe1+ 26. Qxe1 Kxf7 27. Qe3 Qg5
28. Qxg5 hxg5 29. b3 Ke6 30. a3 Kd6 31. axb4 cxb4 32. Ra5 Nd5 33. f3 Bc8 34. Kf2 Bf5
35. Ra7 g6 36. Ra6+ Kc5 37. Ke1 Nf4 38. g3 Nxh3 39. Kd2 Kb5 40. Rd6 Kc5 41. Ra6 Nf2
42. g4 Bd3 43. Re6 1-0
"""

# The short game's scoresheet, paragraph by paragraph, in each language.
EXPECTED = {
    'de': ['Partieformular',
           'Turnier: Offene Stadtmeisterschaft der Blinden und Sehbehinderten',
           'Ort: Köln', 'Datum: 02.03.2024', 'Runde: 4', 'Weiß: Jäger, Anna',
           'Schwarz: Brand, Bella', 'Ergebnis: 1-0',
           '1. e4 d5', '2. e5 f5', '3. exf6 e.p. e6', '4. fxg7 Ld6', '5. gxh8D Dh4',
           '6. Dxg8+', '1-0'],
    'nl': ['Notatieformulier',
           'Toernooi: Offene Stadtmeisterschaft der Blinden und Sehbehinderten',
           'Plaats: Köln', 'Datum: 02-03-2024', 'Ronde: 4', 'Wit: Jäger, Anna',
           'Zwart: Brand, Bella', 'Uitslag: 1-0',
           '1. e4 d5', '2. e5 f5', '3. exf6 e.p. e6', '4. fxg7 Ld6', '5. gxh8D Dh4',
           '6. Dxg8+', '1-0'],
    'en': ['Scoresheet',
           'Event: Offene Stadtmeisterschaft der Blinden und Sehbehinderten',
           'Site: Köln', 'Date: 2024-03-02', 'Round: 4', 'White: Jäger, Anna',
           'Black: Brand, Bella', 'Result: 1-0',
           '1. e4 d5', '2. e5 f5', '3. exf6 e6', '4. fxg7 Bd6', '5. gxh8=Q Qh4',
           '6. Qxg8+', '1-0'],
}

louis = ctypes.CDLL('liblouis.so.20')
louis.lou_charSize.restype = ctypes.c_int
WIDE = ctypes.c_uint32 if louis.lou_charSize() == 4 else ctypes.c_uint16


def louis_call(func, table, text):
    inbuf = (WIDE * (len(text) + 1))(*[ord(c) for c in text])
    inlen = ctypes.c_int(len(text))
    cap = len(text) * 4 + 64
    outbuf = (WIDE * cap)()
    outlen = ctypes.c_int(cap)
    ok = func(f'en-us-brf.dis,{table}'.encode(), inbuf, ctypes.byref(inlen), outbuf,
              ctypes.byref(outlen), None, None, 0)
    assert ok, f'liblouis failed on {text!r}'
    return ''.join(chr(outbuf[i]) for i in range(outlen.value))


def back(table, braille):
    return louis_call(louis.lou_backTranslateString, table, braille)


def run(*args):
    return subprocess.run([TOOL, 'scoresheet', *args], capture_output=True)


def brf_pages(data):
    """The pages of a BRF file as lists of lines; raises on a malformed file."""
    text = data.decode('ascii')
    assert text.endswith('\r\n\f'), 'the file does not end with a page'
    return [page.split('\r\n')[:-1] for page in text[:-1].split('\f')]


def geometry(tap, lang, pages, table):
    """Every line within 40 cells, 25 lines a page, the page number at the right."""
    problems = []
    for n, page in enumerate(pages, 1):
        if len(page) != LINES:
            problems.append(f'page {n} has {len(page)} lines')
        for i, line in enumerate(page):
            if len(line) > CELLS or any(not (' ' <= c <= '_') for c in line):
                problems.append(f'page {n} line {i + 1} is not 40 cells of Braille ASCII: {line!r}')
        last = page[-1]
        number = back(table, last.strip())
        if not last.endswith(last.strip()) or len(last) != CELLS or not last.startswith('   ') \
                or number != str(n):
            problems.append(f'page {n}: its last line {last!r} reads {number!r}, not {n}')
    tap.check(not problems, f'{lang}: {len(pages)} pages of 40 cells by 25 lines, numbered',
              problems)


def paragraphs(pages):
    """The text lines of all pages, runover lines (two blanks in) joined to their own."""
    out = []
    for page in pages:
        for line in page[:-1]:
            if line.startswith('  ') and out and out[-1] and not line.startswith('   '):
                out[-1] += ' ' + line.strip()
            elif line.strip():
                out.append(line.strip())
    return out


def same(lang, a, b):
    # German grade 1 has no capital signs: its back translation is lower case.
    return a.lower() == b.lower() if lang == 'de' else a == b


def check_text(tap, lang, table, got, expected):
    problems = []
    if len(got) != len(expected):
        problems.append(f'{len(got)} paragraphs, expected {len(expected)}: {got}')
    for braille, text in zip(got, expected):
        reading = back(table, braille)
        if not same(lang, reading, text):
            problems.append(f'{braille!r} reads {reading!r}, expected {text!r}')
    tap.check(not problems, f'{lang}: the braille reads back as the scoresheet', problems)


def pdf_text(path, layout=True):
    args = ['pdftotext'] + (['-layout'] if layout else []) + [path, '-']
    return subprocess.run(args, capture_output=True, text=True, check=True).stdout


def pdf_rows(text):
    rows = []
    for line in text.splitlines():
        m = re.match(r'^\s*(\d+)\.\s+(\S+(?: e\.p\.)?)(?:\s{2,}(\S+(?: e\.p\.)?))?\s*$', line)
        if m:
            rows.append(' '.join(x for x in (m.group(1) + '.', m.group(2), m.group(3)) if x))
    return rows


def check_pdf(tap, work, name, pgn, lang, rows, title, page_word):
    pdf = os.path.join(work, f'{name}.pdf')
    out = run('--large-print', '--lang', lang, '-o', pdf, pgn)
    if not tap.check(out.returncode == 0 and os.path.getsize(pdf) > 0,
                     f'{name}: large print written', out.stderr.decode()):
        return
    info = subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout
    pages = int(re.search(r'^Pages:\s+(\d+)', info, re.M).group(1))
    prefix = os.path.join(work, name)
    subprocess.run(['pdftoppm', '-r', '30', '-png', pdf, prefix], check=True)
    means = []
    for n in range(1, pages + 1):
        pngs = [f for f in os.listdir(work) if re.fullmatch(rf'{re.escape(name)}-0*{n}\.png', f)]
        png = os.path.join(work, pngs[0]) if pngs else None
        mean = float(subprocess.run(['convert', png, '-colorspace', 'Gray', '-format',
                                     '%[fx:mean]', 'info:'], capture_output=True, text=True,
                                    check=True).stdout) if png else 1.0
        means.append(mean)
    # Black type on white: mostly white, not blank.
    tap.check(all(0.6 < m < 0.995 for m in means),
              f'{name}: {pages} pages rendered, none blank', [f'grey means {means}'])
    text = pdf_text(pdf)
    tap.check(pdf_rows(text) == rows, f'{name}: the moves read back from the PDF in order',
              [f'got {pdf_rows(text)}', f'expected {rows}'])
    feet = re.findall(page_word.replace('%u', r'(\d+)'), pdf_text(pdf, layout=False))
    tap.check(feet == [(str(n), str(pages)) for n in range(1, pages + 1)] and title in text,
              f'{name}: the heading, and each page numbered', [f'feet {feet}'])
    return pages


def main():
    tap = Tap()
    with tempfile.TemporaryDirectory() as work:
        short = os.path.join(work, 'short.pgn')
        both = os.path.join(work, 'both.pgn')
        with open(short, 'w', encoding='utf-8') as f:
            f.write(SHORT_GAME)
        with open(both, 'w', encoding='utf-8') as f:
            f.write(SHORT_GAME + LONG_GAME)

        for lang, table in TABLES.items():
            out = run('--braille', '--lang', lang, short)
            if not tap.check(out.returncode == 0, f'{lang}: braille written', out.stderr.decode()):
                continue
            pages = brf_pages(out.stdout)
            geometry(tap, lang, pages, table)
            check_text(tap, lang, table, paragraphs(pages), EXPECTED[lang])

        # The long game: several pages, every move row in order.
        out = run('--braille', '--lang', 'en', '--game', '2', '-o',
                  os.path.join(work, 'long.brf'), both)
        tap.check(out.returncode == 0 and out.stdout == b'', 'long game: braille written to a file',
                  out.stderr.decode())
        with open(os.path.join(work, 'long.brf'), 'rb') as f:
            pages = brf_pages(f.read())
        tap.check(len(pages) >= 3, f'long game: {len(pages)} braille pages')
        geometry(tap, 'long game', pages, TABLES['en'])
        texts = [back(TABLES['en'], p) for p in paragraphs(pages)]
        braille_rows = [t for t in texts if re.match(r'^\d+\. ', t)]
        tap.check([int(r.split('.')[0]) for r in braille_rows] == list(range(1, 44))
                  and texts[-1] == '1-0' and 'Date: 2024' in texts and 'Site: ?' not in texts,
                  'long game: 43 move rows in order, the result after them, unknown tags left out',
                  texts)

        check_pdf(tap, work, 'short-de', short, 'de', EXPECTED['de'][8:-1], 'Partieformular',
                  'Seite %u von %u')
        long_pdf = os.path.join(work, 'long.pgn')
        with open(long_pdf, 'w', encoding='utf-8') as f:
            f.write(LONG_GAME)
        pages = check_pdf(tap, work, 'long-en', long_pdf, 'en', braille_rows, 'Scoresheet',
                          'Page %u of %u')
        tap.check(pages is not None and pages >= 2, f'long game: {pages} large-print pages')

        # Refusals, with the reason.
        for name, args, reason in [
            ('no such file', ['--braille', os.path.join(work, 'none.pgn')], b'none.pgn'),
            ('braille and large print at once', ['--braille', '--large-print', short], b'Usage'),
            ('a game the file does not hold', ['--braille', '--game', '3', both],
             b'holds 2 game(s), not game 3'),
            ('an unknown language', ['--braille', '--lang', 'fr', short], b'de, nl or en'),
        ]:
            out = run(*args)
            tap.check(out.returncode == 1 and reason in out.stderr and out.stdout == b'',
                      f'refused: {name}', [out.stderr.decode()])
    return tap.done()


if __name__ == '__main__':
    sys.exit(main())
