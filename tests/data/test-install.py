#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Installs the build into a temporary DESTDIR and checks, as TAP, that every
file lands where GNOME looks for it: the programs, the desktop file, the
metainfo, the icons, the settings schema, the help and the translations.

    test-install.py --meson MESON --build DIR --source DIR --prefix P --bindir B
                    --datadir D --localedir L --app yes|no --linguas de,nl
"""
import argparse
import configparser
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

# The TAP writer is shared by the scripts of tests/ (tests/tap.py).
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from tap import Tap  # noqa: E402

APP_ID = 'org.annabella.Annabella'
ENV = dict(os.environ, LC_ALL='C.UTF-8', LANGUAGE='')


def run(args):
    return subprocess.run(args, env=ENV, capture_output=True, text=True)


def under(root, *parts):
    """root joined with install paths that may be absolute (/usr/share)."""
    return os.path.join(root, *(p.lstrip('/') for p in parts))


def png_size(path):
    """(width, height) from a PNG's IHDR chunk, or None for another file."""
    with open(path, 'rb') as f:
        head = f.read(24)
    if head[:8] != b'\x89PNG\r\n\x1a\n' or head[12:16] != b'IHDR':
        return None
    return int.from_bytes(head[16:20], 'big'), int.from_bytes(head[20:24], 'big')


def check_tool(tap, name, args, what):
    """Runs a validator on an installed file when the validator exists."""
    if shutil.which(args[0]) is None:
        tap.check(False, f'{what}: {args[0]} is installed', [f'{args[0]} was not found'])
        return
    r = run(args)
    tap.check(r.returncode == 0, what, [r.stdout, r.stderr])


def check_desktop(tap, prefix_root, o, icon_names):
    path = under(prefix_root, o.datadir, 'applications', APP_ID + '.desktop')
    if not tap.check(os.path.isfile(path), 'desktop file in share/applications', [path]):
        return None
    check_tool(tap, 'desktop file', ['desktop-file-validate', path], 'desktop-file-validate')
    entry = configparser.ConfigParser(interpolation=None, strict=False)
    entry.optionxform = str
    entry.read(path, encoding='utf-8')
    section = entry['Desktop Entry'] if entry.has_section('Desktop Entry') else {}
    exe = section.get('Exec', '').split(' ')[0]
    if o.app == 'yes':
        tap.check(os.path.isfile(under(prefix_root, o.bindir, exe)),
                  'the desktop file’s Exec is an installed program', [f'Exec={exe}'])
    else:
        tap.skip('the desktop file’s Exec is an installed program', 'built with -Dapp=false')
    tap.check(section.get('Icon') in icon_names, 'the desktop file’s Icon is an installed icon',
              [f'Icon={section.get("Icon")}', f'installed: {sorted(icon_names)}'])
    for lang in o.linguas:
        tap.check(f'Comment[{lang}]' in section,
                  f'the desktop file is translated into {lang}', [f'no Comment[{lang}] in {path}'])
        tap.check(f'Keywords[{lang}]' in section,
                  f'the desktop file’s search words are translated into {lang}',
                  [f'no Keywords[{lang}] in {path}'])
    # A PGN opened from the file manager starts Annabella with it (Exec's %f).
    mime = set(filter(None, section.get('MimeType', '').split(';')))
    tap.check({'application/x-chess-pgn', 'application/vnd.chess-pgn'} <= mime
              and section.get('Exec', '').split(' ')[1:] == ['%f'],
              'the desktop file opens PGN files',
              [f'MimeType={section.get("MimeType")}', f'Exec={section.get("Exec")}'])
    # What a blind user or a helper types in the Activities search.
    wanted = {'blind', 'visually impaired', 'braille', 'accessibility', 'screen reader', 'FIDE'}
    have = set(section.get('Keywords', '').split(';'))
    tap.check(wanted <= have, 'the desktop file’s search words name the audience',
              [f'missing: {sorted(wanted - have)}'])
    return path


def check_metainfo(tap, prefix_root, o, desktop_path):
    path = under(prefix_root, o.datadir, 'metainfo', APP_ID + '.metainfo.xml')
    if not tap.check(os.path.isfile(path), 'metainfo in share/metainfo', [path]):
        return
    check_tool(tap, 'metainfo', ['appstreamcli', 'validate', '--no-net', path],
               'appstreamcli validate --no-net')
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as e:
        tap.check(False, 'metainfo is well-formed XML', [e])
        return
    tap.check(root.findtext('id') == APP_ID, 'metainfo id is the application id',
              [f'id: {root.findtext("id")}'])
    lang_attr = '{http://www.w3.org/XML/1998/namespace}lang'
    summaries = {s.get(lang_attr) for s in root.findall('summary')}
    for lang in o.linguas:
        tap.check(lang in summaries, f'the metainfo is translated into {lang}',
                  [f'summary languages: {sorted(l or "C" for l in summaries)}'])
    launchable = root.findtext("launchable[@type='desktop-id']")
    tap.check(desktop_path is not None and launchable == os.path.basename(desktop_path),
              'metainfo launchable names the installed desktop file', [f'launchable: {launchable}'])
    binaries = [b.text for b in root.findall('provides/binary')]
    missing = [b for b in binaries if not os.path.isfile(under(prefix_root, o.bindir, b))]
    if o.app == 'yes':
        tap.check(binaries and not missing, 'every binary the metainfo provides is installed',
                  [f'provides: {binaries}', f'missing: {missing}'])
    else:
        tap.skip('every binary the metainfo provides is installed', 'built with -Dapp=false')
    media = {m.text for m in root.findall('provides/mediatype')}
    tap.check({'application/x-chess-pgn', 'application/vnd.chess-pgn'} <= media,
              'the metainfo says Annabella opens PGN files', [f'mediatypes: {sorted(media)}'])
    shots = root.findall('screenshots/screenshot/image')
    local = []
    for image in shots:
        url = image.text or ''
        marker = '/data/screenshots/'
        if marker in url:
            local.append(os.path.join(o.source, 'data', 'screenshots', url.split(marker, 1)[1]))
    if not tap.check(len(shots) >= 2 and len(local) == len(shots)
                     and all(map(os.path.isfile, local)),
                     'each metainfo screenshot is a file in data/screenshots',
                     [f'screenshots: {[i.text for i in shots]}']):
        return
    wrong = []
    for image, path in zip(shots, local):
        size = png_size(path)
        said = (int(image.get('width', '0')), int(image.get('height', '0')))
        if size != said:
            wrong.append(f'{os.path.basename(path)}: metainfo says {said}, the PNG is {size}')
    tap.check(not wrong, 'each screenshot has the size the metainfo gives', wrong)


def check_icons(tap, prefix_root, o):
    names = set()
    hicolor = under(prefix_root, o.datadir, 'icons', 'hicolor')
    for sub, name in (('scalable', APP_ID), ('symbolic', APP_ID + '-symbolic')):
        path = os.path.join(hicolor, sub, 'apps', name + '.svg')
        if not tap.check(os.path.isfile(path), f'{sub} icon in icons/hicolor/{sub}/apps', [path]):
            continue
        try:
            svg = ET.parse(path).getroot()
            ok = svg.tag == '{http://www.w3.org/2000/svg}svg'
            details = [f'root element: {svg.tag}']
        except ET.ParseError as e:
            ok, details = False, [e]
        tap.check(ok, f'{sub} icon is an SVG document', details)
        if sub == 'symbolic' and ok:
            # GTK recolours a symbolic icon: it must be drawn in one colour.
            colours = {v.lower() for el in svg.iter() for k, v in el.attrib.items()
                       if k in ('fill', 'stroke') and v.lower() not in ('none', 'currentcolor')}
            tap.check(len(colours) <= 1, 'symbolic icon is drawn in a single colour',
                      [f'colours: {sorted(colours)}'])
        names.add(name)
    return names


def check_schema(tap, prefix_root, o):
    schemas = under(prefix_root, o.datadir, 'glib-2.0', 'schemas')
    path = os.path.join(schemas, APP_ID + '.gschema.xml')
    if not tap.check(os.path.isfile(path), 'schema in share/glib-2.0/schemas', [path]):
        return
    check_tool(tap, 'schema', ['glib-compile-schemas', '--strict', '--dry-run', schemas],
               'the installed schemas compile with --strict')


def check_help(tap, prefix_root, o):
    source = os.path.join(o.source, 'help', 'C')
    installed = under(prefix_root, o.datadir, 'help', 'C', 'annabella')
    if not tap.check(os.path.isfile(os.path.join(installed, 'index.page')),
                     'help index in share/help/C/annabella (help:annabella)', [installed]):
        return
    pages = sorted(f for f in os.listdir(source) if f.endswith(('.page', '.xml')))
    missing = [p for p in pages if not os.path.isfile(os.path.join(installed, p))]
    tap.check(not missing, 'every page of help/C is installed', [f'missing: {missing}'])
    check_tool(tap, 'help', ['yelp-check', 'validate', installed],
               'the installed help validates')
    linguas = os.path.join(o.source, 'help', 'LINGUAS')
    if os.path.isfile(linguas):
        with open(linguas, encoding='utf-8') as f:
            langs = [l.strip() for l in f if l.strip() and not l.startswith('#')]
        for lang in langs:
            lang_dir = under(prefix_root, o.datadir, 'help', lang, 'annabella')
            there = [p for p in pages if os.path.isfile(os.path.join(lang_dir, p))]
            if tap.check(there == pages, f'help translated into {lang} is installed',
                         [f'missing: {sorted(set(pages) - set(there))}']):
                check_tool(tap, 'help', ['yelp-check', 'validate', lang_dir],
                           f'the installed {lang} help validates')


def check_translations(tap, prefix_root, o):
    for lang in o.linguas:
        mo = under(prefix_root, o.localedir, lang, 'LC_MESSAGES', 'annabella.mo')
        if not tap.check(os.path.isfile(mo), f'{lang} catalogue in {o.localedir}', [mo]):
            continue
        r = run(['msgunfmt', mo])
        entries = r.stdout.count('\nmsgid ') if r.returncode == 0 else 0
        tap.check(entries > 1, f'the {lang} catalogue holds translations',
                  [r.stderr, f'{entries} messages'])
        # The voice's sentences are read from it (ab-speech-catalog.h), not compiled in.
        tap.check('msgctxt "spoken"\nmsgid "Annabella is ready."\n' in r.stdout,
                  f'the {lang} catalogue holds the spoken phrases')


def check_lexicon(tap, prefix_root, o):
    """The pronunciation dictionary the recogniser reads (src/listen), where the
    tool and the app look for it, the same as the source's."""
    path = under(prefix_root, o.datadir, 'annabella', 'listen', 'annabella.lexicon')
    if not tap.check(os.path.isfile(path), 'the pronunciation dictionary in share/annabella/listen',
                     [path]):
        return
    with open(path, 'rb') as a, open(os.path.join(o.source, 'data', 'listen',
                                                  'annabella.lexicon'), 'rb') as b:
        tap.check(a.read() == b.read(), 'the installed dictionary is the source\'s')


def check_module(tap, prefix_root, o, name, what, libraries):
    """A module the app loads when it is first needed (ab-listen-table.h,
    ab-braille-module-table.h): installed where the installed app looks, exporting its
    table alone, and the app not linked to the module's libraries itself."""
    module = under(prefix_root, o.libdir, 'annabella', f'libannabella-{name}.so')
    if not tap.check(os.path.isfile(module), f'the {what} module in {o.libdir}/annabella',
                     [module]):
        return
    r = run(['nm', '-D', '--defined-only', module])
    exported = [ln.split()[-1] for ln in r.stdout.splitlines() if ln.strip()]
    tap.check(exported == [f'ab_{name}_module_table'], f'the {what} module exports its table alone',
              exported[:10] + [r.stderr])
    app = under(prefix_root, o.bindir, 'annabella')
    with open(app, 'rb') as f:
        binary = f.read()
    wanted = os.path.join(o.prefix, o.libdir, 'annabella', f'libannabella-{name}.so')
    tap.check(wanted.encode() in binary, f'the app looks for the {what} module there', [wanted])
    r = run(['ldd', app])
    tap.check(r.returncode == 0 and not any(lib in r.stdout for lib in libraries),
              f'the app itself does not load {", ".join(libraries)}', [r.stdout[-2000:]])


def check_nothing_outside(tap, destdir, prefix):
    outside = []
    for root, dirs, files in os.walk(destdir):
        for name in files:
            path = os.path.join(root, name)
            if not path.startswith(under(destdir, prefix) + os.sep):
                outside.append(os.path.relpath(path, destdir))
    tap.check(not outside, f'nothing is installed outside the prefix {prefix}', outside[:20])


def main():
    p = argparse.ArgumentParser()
    for arg in ('meson', 'build', 'source', 'prefix', 'bindir', 'datadir', 'libdir', 'localedir',
                'app'):
        p.add_argument('--' + arg, required=True)
    p.add_argument('--linguas', default='')
    o = p.parse_args()
    o.linguas = [l for l in o.linguas.split(',') if l]

    tap = Tap()
    with tempfile.TemporaryDirectory(prefix='annabella-install-') as destdir:
        r = run([o.meson, 'install', '-C', o.build, '--destdir', destdir, '--quiet'])
        if not tap.check(r.returncode == 0, 'meson install --destdir',
                         [r.stdout[-3000:], r.stderr[-3000:]]):
            return tap.done()
        prefix_root = under(destdir, o.prefix)
        check_nothing_outside(tap, destdir, o.prefix)
        programs = ['annabella-tool'] + (['annabella'] if o.app == 'yes' else [])
        for program in programs:
            path = under(prefix_root, o.bindir, program)
            tap.check(os.access(path, os.X_OK), f'{program} is installed in {o.bindir}', [path])
        icons = check_icons(tap, prefix_root, o)
        desktop = check_desktop(tap, prefix_root, o, icons)
        check_metainfo(tap, prefix_root, o, desktop)
        check_schema(tap, prefix_root, o)
        check_help(tap, prefix_root, o)
        check_translations(tap, prefix_root, o)
        check_lexicon(tap, prefix_root, o)
        if o.app == 'yes' and os.path.exists(os.path.join(o.build, 'src', 'listen')):
            check_module(tap, prefix_root, o, 'listen', 'listening', ['pocketsphinx'])
        if o.app == 'yes':
            check_module(tap, prefix_root, o, 'braille', 'braille', ['brlapi', 'liblouis'])
    return tap.done()


if __name__ == '__main__':
    sys.exit(main())
