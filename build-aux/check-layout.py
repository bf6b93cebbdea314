#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""check-layout.py SOURCE-ROOT [BUILD-ROOT] — the shape of the source tree (TAP).
check-layout.py --core-purity STAMP FILE… — the build's check of the core's sources: fails
(and writes no stamp) when one includes what the core must not.

Fails on what HACKING.md forbids:
- a dependency between folders of src/ that HACKING.md's table of allowed edges does not
  list (its "Allowed edges" section: a line "- `from`: `to`, `to`, …" per folder, where
  `core/*` and `app/*` stand for every folder below them), by #include or, with a build
  directory, by calls (the symbols each object file uses and defines, read with nm);
- a cycle across the folders of src/, by #include or by calls;
- a cycle between files of one folder, unless HACKING.md lists them as one type
  split in parts (a line of its "Types split in parts" section naming every file);
- a .c file over 800 lines, counting its own private header;
- a source file (C, Python, shell, meson) without its licence line
  (SPDX-License-Identifier: GPL-3.0-or-later, COPYING) at its top;
- a core file that includes GLib, GTK or an audio or speech library, or the system's
  headers for devices, files and the clock (the core is given its bytes and its time).
Prints the files per folder, the largest files and the median size.
"""
import collections
import os
import re
import statistics
import subprocess
import sys

MAX_LINES = 800
# What the core must not include: GLib and GTK, sound, speech and speech recognition,
# braille, and the system's headers for devices, files and the clock (the e-board's serial
# line lives in src/eboard): the core is given its bytes and its time.
IMPURE = re.compile(r'^\s*#\s*include\s*[<"](glib|gio|gobject|gtk|gdk|adwaita|cairo|pango|'
                    r'pulse|espeak|speech-dispatcher|libspeechd|pocketsphinx|sphinxbase|'
                    r'brlapi|liblouis|louis|'
                    r'termios\.h|unistd\.h|fcntl\.h|poll\.h|sys/|time\.h)', re.M)
INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)


class Tap:
    def __init__(self):
        self.n = 0
        self.failed = 0

    def check(self, ok, what, details=()):
        self.n += 1
        print(f'{"ok" if ok else "not ok"} {self.n} - {what}')
        for line in details:
            print(f'#   {line}')
        if not ok:
            self.failed += 1

    def done(self):
        print(f'1..{self.n}')
        return 1 if self.failed else 0


def sources(src_root):
    """Every .c and .h under src/, as paths relative to the source root."""
    out = []
    for root, dirs, files in os.walk(os.path.join(src_root, 'src')):
        dirs.sort()
        for name in sorted(files):
            if name.endswith(('.c', '.h')):
                out.append(os.path.relpath(os.path.join(root, name), src_root))
    return out


def sccs(nodes, edges):
    """Strongly connected components with more than one node (Tarjan, iterative)."""
    index, low, on, stack, out = {}, {}, set(), [], []
    counter = 0
    for start in sorted(nodes):
        if start in index:
            continue
        work = [(start, iter(sorted(edges.get(start, ()))))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on.add(start)
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(edges.get(w, ())))))
                elif w in on:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1:
                    out.append(sorted(comp))
    return out


def parts_groups(src_root):
    """HACKING.md's "Types split in parts": one set of file names per line."""
    path = os.path.join(src_root, 'HACKING.md')
    groups, inside = [], False
    if not os.path.exists(path):
        return groups
    with open(path, encoding='utf-8') as f:
        for line in f:
            if line.startswith('#'):
                inside = 'split in parts' in line.lower()
                continue
            if inside and line.lstrip().startswith('- '):
                names = set(re.findall(r'`([\w.-]+\.c)`', line))
                if names:
                    groups.append(names)
    return groups


SPDX = 'SPDX-License-Identifier: GPL-3.0-or-later'


def unlicensed(src_root):
    """The project's source files (git's list) whose first two lines lack the SPDX line."""
    listed = subprocess.run(['git', '-C', src_root, 'ls-files'], capture_output=True,
                            text=True).stdout.split()
    out = []
    for f in listed:
        name = os.path.basename(f)
        if not (re.search(r'\.(c|h|py|sh)$', name) or name in ('meson.build', 'meson_options.txt')
                or f in ('build-aux/dev', '.ci/run')):
            continue
        path = os.path.join(src_root, f)
        if not os.path.exists(path):
            continue
        with open(path, encoding='utf-8') as fh:
            head = fh.readline() + fh.readline()
        if SPDX not in head:
            out.append(f)
    return out


def allowed_edges(src_root):
    """HACKING.md's "Allowed edges": {from: {to, …}} with folders relative to src/."""
    path = os.path.join(src_root, 'HACKING.md')
    table, inside = {}, False
    with open(path, encoding='utf-8') as f:
        for line in f:
            if line.startswith('#'):
                inside = 'allowed edges' in line.lower()
                continue
            m = re.match(r'\s*- `([\w/*]+)`:(.*)', line) if inside else None
            if m:
                table[m.group(1)] = set(re.findall(r'`([\w/*]+)`', m.group(2)))
    return table


def edge_allowed(table, a, b):
    """Whether folder a (src/…) may use folder b."""
    a, b = a[len('src/'):], b[len('src/'):]
    for to in table.get(a, ()):
        if to == b or (to.endswith('/*') and b.startswith(to[:-1])):
            return True
    return False


def wrong_directions(table, nodes, edges, describe):
    """The edges between folders that the table does not allow, and folders it lacks."""
    details, seen = [], set()
    for n in sorted({n[0] for n in nodes}):
        if n[len('src/'):] not in table:
            details.append(f'{n}: not in the table of allowed edges')
    for a, targets in sorted(edges.items()):
        for b in sorted(targets):
            if a[0] != b[0] and not edge_allowed(table, a[0], b[0]) and (a[0], b[0]) not in seen:
                seen.add((a[0], b[0]))
                details.append(f'{a[0]} -> {b[0]}: {describe (a, b)}')
    return details


def core_purity(stamp, paths):
    """The build's check: no core source includes what the core must not."""
    bad = [f'{p}: {m.group(0).strip()}' for p in paths
           for m in IMPURE.finditer(open(p, encoding='utf-8').read())]
    if bad:
        print('src/core must not depend on GLib, GTK, sound, speech, braille, devices or the '
              'clock:', file=sys.stderr)
        print('\n'.join(bad), file=sys.stderr)
        return 1
    open(stamp, 'w').close()
    return 0


def object_folders(build_root):
    """Each object file of src/ with the folder of its source."""
    out = {}
    base = os.path.join(build_root, 'src')
    for root, dirs, files in os.walk(base):
        for name in files:
            if not name.endswith('.o'):
                continue
            # build/src/app/match/libabmatch.a.p/ab-match.c.o -> src/app/match
            target_dir = os.path.dirname(root)
            folder = os.path.relpath(target_dir, build_root)
            stem = name[:-len('.o')]
            if stem.startswith('meson-generated_'):
                stem = stem.split('_')[-1]
            out[os.path.join(root, name)] = (folder, stem)
    return out


def call_edges(build_root):
    defs, uses = {}, collections.defaultdict(set)
    objects = object_folders(build_root)
    for path, (folder, stem) in objects.items():
        node = (folder, stem)
        text = subprocess.run(['nm', path], capture_output=True, text=True, check=True).stdout
        for line in text.splitlines():
            parts = line.split()
            if len(parts) == 3 and parts[1] in 'TDBRC':
                defs[parts[2]] = node
            elif len(parts) == 2 and parts[0] == 'U':
                uses[node].add(parts[1])
    edges = collections.defaultdict(set)
    why = {}
    for node, syms in uses.items():
        for sym in syms:
            target = defs.get(sym)
            if target is not None and target != node:
                edges[node].add(target)
                why.setdefault((node, target), sym)
    return set(objects.values()), edges, why


def folder_cycles(nodes, edges, why, describe):
    fedges = collections.defaultdict(set)
    reasons = collections.defaultdict(list)
    for a, targets in edges.items():
        for b in targets:
            if a[0] != b[0]:
                fedges[a[0]].add(b[0])
                reasons[(a[0], b[0])].append(describe(a, b))
    details = []
    for comp in sccs({n[0] for n in nodes}, fedges):
        details.append('cycle: ' + ' <-> '.join(comp))
        for a in comp:
            for b in sorted(fedges[a] & set(comp)):
                details.append(f'  {a} -> {b}: ' + ', '.join(sorted(reasons[(a, b)])[:4]))
    return details


def file_cycles(nodes, edges, groups, describe):
    details = []
    by_folder = collections.defaultdict(set)
    for n in nodes:
        by_folder[n[0]].add(n)
    for folder, members in sorted(by_folder.items()):
        inner = {a: {b for b in edges.get(a, ()) if b in members} for a in members}
        for comp in sccs(members, inner):
            names = {stem for _, stem in comp}
            if any(names <= g for g in groups):
                continue
            details.append(f'{folder}: ' + ', '.join(sorted(names)))
            for a in comp:
                for b in sorted(inner[a] & set(comp)):
                    details.append(f'  {describe(a, b)}')
    return details


def main(argv):
    if len(argv) >= 3 and argv[1] == '--core-purity':
        return core_purity(argv[2], argv[3:])
    if len(argv) not in (2, 3):
        print(__doc__.strip().splitlines()[0], file=sys.stderr)
        return 2
    src_root = argv[1]
    build_root = argv[2] if len(argv) == 3 else None
    tap = Tap()
    files = sources(src_root)
    groups = parts_groups(src_root)
    tap.check(bool(groups), 'HACKING.md lists the types split in parts')
    table = allowed_edges(src_root)
    tap.check(bool(table), 'HACKING.md has the table of allowed edges')
    missing = unlicensed(src_root)
    tap.check(os.path.exists(os.path.join(src_root, 'COPYING')) and not missing,
              'COPYING, and every source file begins with its SPDX licence line',
              missing[:20])

    # Sizes: a .c file with its own private header.
    text = {f: open(os.path.join(src_root, f), encoding='utf-8').read() for f in files}
    lines = {f: t.count('\n') for f, t in text.items()}
    headers = {os.path.basename(f): f for f in files if f.endswith('.h')}
    sizes = {}
    for f in files:
        if not f.endswith('.c'):
            continue
        stem = os.path.basename(f)[:-2]
        n = lines[f]
        for inc in INCLUDE.findall(text[f]):
            h = headers.get(inc)
            if (h and inc.endswith('-private.h') and os.path.dirname(h) == os.path.dirname(f)
                    and stem.startswith(inc[:-len('-private.h')])):
                n += lines[h]
        sizes[f] = n
    big = sorted((n, f) for f, n in sizes.items() if n > MAX_LINES)
    tap.check(not big, f'no .c file over {MAX_LINES} lines with its own private header',
              [f'{f}: {n}' for n, f in big])
    median = statistics.median(lines[f] for f in sizes)
    print(f'# {len(sizes)} .c files, median {median:.0f} lines; the largest:')
    for n, f in sorted(((n, f) for f, n in sizes.items()), reverse=True)[:5]:
        print(f'#   {f}: {n}')
    per_folder = collections.Counter(os.path.dirname(f) for f in sizes)
    print('# .c files per folder: ' + ', '.join(f'{d} {n}' for d, n in sorted(per_folder.items())))

    # The core: C and libc only.
    impure = [f'{f}: {m.group(0).strip()}' for f in files if f.startswith('src/core/')
              for m in IMPURE.finditer(text[f])]
    tap.check(not impure, 'the core includes no GLib, GTK, audio, speech, device or clock header',
              impure)

    # Includes across folders.
    inc_nodes = {(os.path.dirname(f), os.path.basename(f)) for f in files}
    inc_edges = collections.defaultdict(set)
    for f in files:
        for inc in INCLUDE.findall(text[f]):
            h = headers.get(inc)
            if h:
                inc_edges[(os.path.dirname(f), os.path.basename(f))].add(
                    (os.path.dirname(h), inc))
    details = folder_cycles(inc_nodes, inc_edges, {},
                            lambda a, b: f'{a[1]} includes {b[1]}')
    tap.check(not details, 'no cycle across folders by #include', details)
    tap.check(not (d := wrong_directions(table, inc_nodes, inc_edges,
                                         lambda a, b: f'{a[1]} includes {b[1]}')),
              'every #include across folders is an allowed edge', d)

    if build_root is None:
        print('# no build directory: calls not checked')
        return tap.done()
    nodes, edges, why = call_edges(build_root)
    tap.check(bool(nodes), 'the build has object files to read')
    describe = lambda a, b: f'{a[1]} calls {why[(a, b)]} ({b[1]})'  # noqa: E731
    tap.check(not (d := folder_cycles(nodes, edges, why, describe)),
              'no cycle across folders by calls', d)
    tap.check(not (d := wrong_directions(table, nodes, edges, describe)),
              'every call across folders is an allowed edge', d)
    tap.check(not (d := file_cycles(nodes, edges, groups, describe)),
              'no cycle between files of a folder but a type split in parts', d)
    return tap.done()


if __name__ == '__main__':
    sys.exit(main(sys.argv))
