#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks, as TAP, that the help's key page documents every key of the
shortcuts window, in the shortcuts window's groups, and every other key that
the application binds to an action.

    check-keys.py SRCDIR

Reads data/gtk/help-overlay.ui (the GtkShortcutsWindow), the accelerators
that src/app/*/*.c sets for the actions the window names, and help/C/keys.page.
A key in the help is <keyseq><key>Ctrl</key><key>B</key></keyseq> or a lone
<key>; "A to B" between two of them stands for the keys from A to B (digits
or letters), as in "Alt+1 to Alt+6".
"""
import glob
import os
import re
import sys
import xml.etree.ElementTree as ET

# The TAP writer is shared by the scripts of tests/ (tests/tap.py).
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from tap import Tap  # noqa: E402

MALLARD = '{http://projectmallard.org/1.0/}'

# GTK's accelerator names → the names the help uses, both made canonical.
GTK_KEYS = {
    'left': 'left', 'right': 'right', 'up': 'up', 'down': 'down',
    'return': 'enter', 'kp_enter': 'enter', 'iso_enter': 'enter', 'space': 'space',
    'escape': 'esc', 'backspace': 'backspace', 'tab': 'tab', 'comma': ',',
    'question': '?', 'period': '.', 'slash': '/', 'home': 'home', 'end': 'end',
    'page_up': 'page up', 'page_down': 'page down', 'delete': 'delete',
    'plus': '+', 'minus': '-', 'equal': '=',
}
HELP_KEYS = {
    '←': 'left', '→': 'right', '↑': 'up', '↓': 'down', 'enter': 'enter',
    'esc': 'esc', 'space': 'space', 'backspace': 'backspace', 'tab': 'tab',
    'page up': 'page up', 'page down': 'page down',
}
GTK_MODS = {'control': 'ctrl', 'primary': 'ctrl', 'ctrl': 'ctrl', 'alt': 'alt',
            'shift': 'shift', 'super': 'super'}
HELP_MODS = {'ctrl': 'ctrl', 'alt': 'alt', 'shift': 'shift', 'super': 'super'}

# GtkApplication itself binds the shortcuts window to Ctrl+?.
BUILTIN = {'win.show-help-overlay': ['<Control>question']}


def gtk_combo(accel):
    """'<Control><Shift>o' → ('ctrl', 'shift', 'o')."""
    mods = [GTK_MODS.get(m.lower(), m.lower()) for m in re.findall(r'<([^>]+)>', accel)]
    key = re.sub(r'<[^>]+>', '', accel).lower()
    return tuple(sorted(set(mods))) + (GTK_KEYS.get(key, key),)


def help_combo(keys):
    """['Ctrl', 'Shift', 'O'] → ('ctrl', 'shift', 'o')."""
    words = [k.strip().lower() for k in keys]
    mods = [HELP_MODS[w] for w in words[:-1] if w in HELP_MODS]
    key = words[-1]
    return tuple(sorted(set(mods))) + (HELP_KEYS.get(key, key),)


def text_of(el):
    return ''.join(el.itertext()).strip()


def overlay_groups(path):
    """[(group title, [(shortcut title, accelerator or None, action or None)])]."""
    root = ET.parse(path).getroot()
    groups = []
    for group in root.iter('object'):
        if group.get('class') != 'GtkShortcutsGroup':
            continue
        title = group.findtext("property[@name='title']", '').strip()
        shortcuts = []
        for obj in group.iter('object'):
            if obj.get('class') != 'GtkShortcutsShortcut':
                continue
            shortcuts.append((obj.findtext("property[@name='title']", '').strip(),
                              obj.findtext("property[@name='accelerator']"),
                              obj.findtext("property[@name='action-name']")))
        groups.append((title, shortcuts))
    return groups


def source_accels(srcdir):
    """Action → accelerators, from the { "app.x", { "<Control>x", NULL } } tables."""
    found = dict(BUILTIN)
    pattern = re.compile(r'\{\s*"([a-z-]+\.[a-z-]+)(?:\([^)]*\))?"\s*,\s*\{((?:\s*"[^"]*"\s*,)+)'
                         r'\s*NULL\s*\}')
    for path in sorted(glob.glob(os.path.join(srcdir, 'src', 'app', '*', '*.c'))):
        with open(path, encoding='utf-8') as f:
            for action, accels in pattern.findall(f.read()):
                found.setdefault(action, []).extend(re.findall(r'"([^"]*)"', accels))
    return found


GDK_MASKS = {'CONTROL': 'ctrl', 'ALT': 'alt', 'SHIFT': 'shift', 'SUPER': 'super'}


def bound_combos(srcdir):
    """Every key with a modifier that src/app/*/*.c binds, with the file that binds it:
    accelerator strings ("<Control><Shift>o") and GDK_KEY_x, GDK_..._MASK bindings."""
    found = {}
    literal = re.compile(r'"((?:<(?:Control|Primary|Alt|Shift|Super)>)+[A-Za-z0-9_]+)"')
    binding = re.compile(r'GDK_KEY_(\w+)\s*,\s*((?:GDK_[A-Z]+_MASK\s*\|?\s*)+)')
    for path in sorted(glob.glob(os.path.join(srcdir, 'src', 'app', '*', '*.c'))):
        with open(path, encoding='utf-8') as f:
            text = f.read()
        name = os.path.basename(path)
        for accel in literal.findall(text):
            found.setdefault(gtk_combo(accel), (name, accel))
        for key, masks in binding.findall(text):
            mods = sorted({GDK_MASKS[m] for m in re.findall(r'GDK_([A-Z]+)_MASK', masks)
                           if m in GDK_MASKS})
            key = key.lower()
            found.setdefault(tuple(mods) + (GTK_KEYS.get(key, key),),
                             (name, '+'.join(mods + [key])))
    return found


def expand(first, last):
    """The combos from first to last, which differ only in a digit or a letter."""
    if first[:-1] != last[:-1] or len(first[-1]) != 1 or len(last[-1]) != 1:
        return [first, last]
    lo, hi = ord(first[-1]), ord(last[-1])
    if hi < lo or not (first[-1].isalnum() and last[-1].isalnum()):
        return [first, last]
    return [first[:-1] + (chr(c),) for c in range(lo, hi + 1)]


def documented(path):
    """Section title → set of combos documented in that section of keys.page."""
    root = ET.parse(path).getroot()
    sections = {}
    for section in root.iter(MALLARD + 'section'):
        title = text_of(section.find(MALLARD + 'title'))
        combos = set()
        for parent in section.iter():
            items = list(parent)
            for i, el in enumerate(items):
                if el.tag == MALLARD + 'keyseq':
                    combo = help_combo([text_of(k) for k in el.findall(MALLARD + 'key')])
                elif el.tag == MALLARD + 'key' and parent.tag != MALLARD + 'keyseq':
                    combo = help_combo([text_of(el)])
                else:
                    continue
                combos.add(combo)
                nxt = items[i + 1] if i + 1 < len(items) else None
                if nxt is not None and (el.tail or '').strip() == 'to' and \
                        nxt.tag in (MALLARD + 'keyseq', MALLARD + 'key'):
                    keys = [text_of(k) for k in nxt.findall(MALLARD + 'key')] or [text_of(nxt)]
                    combos.update(expand(combo, help_combo(keys)))
        sections[title] = combos
    return sections


def main():
    src = sys.argv[1]
    tap = Tap()
    groups = overlay_groups(os.path.join(src, 'data', 'gtk', 'help-overlay.ui'))
    accels = source_accels(src)
    sections = documented(os.path.join(src, 'help', 'C', 'keys.page'))
    tap.check(len(groups) > 0, 'the shortcuts window has groups')

    for title, shortcuts in groups:
        # "Game actions (each asks first: …)" is the section "Game actions".
        name = title.split(' (')[0]
        if not tap.check(name in sections, f'keys.page has a section “{name}”',
                         [f'sections: {sorted(sections)}']):
            continue
        missing = []
        for label, accel, action in shortcuts:
            wanted = accel.split() if accel else accels.get(action, [])
            if not wanted:
                missing.append(f'{label}: no key found for the action {action}')
            for one in wanted:
                if gtk_combo(one) not in sections[name]:
                    missing.append(f'{label}: {one}')
        tap.check(not missing, f'keys.page documents every key of “{name}” in that section',
                  missing)

    # Keys the application binds outside the shortcuts window, in any of its windows,
    # are documented too.
    everywhere = set().union(*sections.values())
    undocumented = sorted(f'{where}: {accel}' for combo, (where, accel)
                          in bound_combos(src).items() if combo not in everywhere)
    tap.check(not undocumented, 'keys.page documents every key with a modifier that the '
              'application binds', undocumented)
    return tap.done()


if __name__ == '__main__':
    sys.exit(main())
