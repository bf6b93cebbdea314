#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End to end: refusals a blind player can act on, and the mirror's own notation.

    test-refusals.py ANNABELLA

The real annabella under Xvfb with AT-SPI, real key events (xdotool) and a PulseAudio
null sink; German announcements, an English interface. A game by the move line (the
blind player, White) and the mirror's move line (the sighted player):
- with the e-pawn blocked, "Eva fuenf" is not played as dxe5: it asks "Meinst du David
  schlägt Eva fünf? Eingabe bestätigt.", the journal is unchanged, and Enter plays it;
- a refused move stays on the move line selected, so that the next move typed replaces
  it ("Nf6" then "Nf3" plays Nf3, not "Nf6Nf3"); that is said once;
- an unreadable word is named with what fits there ("Zulu ist kein Linienname: Anna bis
  Hector."), a stray word as no beginning of a move;
- an ambiguous move is said in the announcement's words ("Springer Bella David zwei
  oder Springer Felix David zwei");
- the mirror's scoresheet is in the interface language's letters (Nc6), not the
  announcement language's, and follows the "mirror-notation" setting (Sc6).
Artefacts: $MESON_BUILD_ROOT/tests/app/refusals-output. Skips (77) without the tools.
"""
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import apptest  # noqa: E402
from apptest import *  # noqa: E402,F401,F403

APP_BIN, = app_args("ANNABELLA")
pyatspi = require_session(("xdotool", "pulseaudio", "pactl", "parec"))
OUT, WORK = make_dirs("refusals-output", "ab-refusals-")
TRANSCRIPT = os.path.join(OUT, "transcript.tsv")
env = app_env(WORK, TRANSCRIPT, pulse_sink="ab_refusals_sink", GSETTINGS_BACKEND="keyfile")
apptest.use(env, OUT, WORK, TRANSCRIPT, app_bin=APP_BIN)
JOURNAL = os.path.join(WORK, "state", "annabella", "match.journal")
WINDOWS = {}


def moves_journaled():
    with open(JOURNAL) as f:
        return [ln.split("\t")[2] for ln in f.read().splitlines() if ln.startswith("move\t")]


def blind_types(text, expect, what):
    """Types text on the player's move line and Enter; the first utterance after it that
    holds expect, checked."""
    focus_window(WINDOWS["blind"])
    n = len(utterances())
    type_text(text)
    key("Return")
    said = wait_said(expect, n, 10)
    check(said is not None, f"{what}: {said[2] if said else [u[1] for u in utterances()[n:]]!r}")
    return said


def move_line():
    """The player's move line: (its text, the selected range or None)."""
    line = focused()
    if line is None or line.getRoleName() != "text":
        return None, None
    t = line.queryText()
    sel = t.getSelection(0) if t.getNSelections() > 0 else None
    return t.getText(0, t.characterCount), (tuple(sel) if sel else None)


def mirror_sheet():
    labels = find_all(frame("Annabella — Mirror"), lambda a: a.getRoleName() == "label"
                      and (a.name or "").startswith("1. "))
    return labels[0].name if labels else ""


def main():
    start(["xdotool", "sleep", "100000"])
    start_pulse("ab_refusals_sink")
    write_settings(time_control="'5400'")
    app = WINDOWS["app"] = start_app()
    check(wait_said("bereit", 0, 15) is not None, "Annabella is ready")
    blind, mirror = place_windows()
    WINDOWS.update(blind=blind, mirror=mirror)
    if not check(blind is not None, "the windows are mapped"):
        return

    blind_types("e4", "Eva vier", "1. e4")
    mirror_plays(WINDOWS["mirror"], "e5", "Eva fünf")
    blind_types("d4", "David vier", "2. d4")
    mirror_plays(WINDOWS["mirror"], "Nc6", "Springer Cesar sechs")

    # 6. The e-pawn is blocked: "Eva fünf" names no move exactly; dxe5 is asked, not played.
    before = moves_journaled()
    said = blind_types("Eva fuenf", "Meinst du David schlägt Eva fünf?", "the loose move is asked")
    if said:
        check("Eingabe bestätigt." in said[2] and said[1] == "interrupt",
              f"Enter confirms it, said as a refusal ({said[2]!r})")
        check("Der abgelehnte Text bleibt markiert" in said[2],
              "the first refusal says that typing replaces the text")
    check(moves_journaled() == before, "nothing was played on the loose move")
    text, sel = move_line()
    check(text == "Eva fuenf" and sel == (0, len("Eva fuenf")),
          f"the refused text is selected ({text!r}, {sel})")
    n = len(utterances())
    key("Return")
    said = wait_said("David schlägt Eva fünf", n, 10)
    check(said is not None and "Meinst" not in said[2], "Enter plays the move offered")
    check(wait_for(lambda: moves_journaled()[-1:] == ["d4e5"], 5), "3. dxe5 is journaled")
    mirror_plays(WINDOWS["mirror"], "Nxe5", "Springer schlägt Eva fünf")

    # 7. A refused move is replaced by the next one typed.
    said = blind_types("Nf6", "Springer", "Nf6 is refused")
    check(said is not None and said[1] == "interrupt" and "markiert" not in said[2],
          f"refused, without saying again that typing replaces it ({said and said[2]!r})")
    text, sel = move_line()
    check(text == "Nf6" and sel == (0, 3), f"the refused move is selected ({text!r}, {sel})")
    n = len(utterances())
    type_text("Nf3")
    text, _ = move_line()
    check(text == "Nf3", f"typing replaced it ({text!r})")
    key("Return")
    check(wait_said("Springer Felix drei", n, 10) is not None, "4. Nf3 is played")
    check(wait_for(lambda: moves_journaled()[-1:] == ["g1f3"], 5), "4. Nf3 is journaled")
    mirror_plays(WINDOWS["mirror"], "d6", "David sechs")

    # 8. Words that are no move: the word, and what fits there.
    said = blind_types("Springer Zulu drei", "Zulu ist kein Linienname: Anna bis Hector.",
                       "an unknown file name is named, with the names that fit")
    key("ctrl+a", "BackSpace")
    said = blind_types("hallo welt", "hallo beginnt keinen Zug",
                       "a stray word is named as no beginning of a move")
    check(said is not None and "Zeichen" not in said[2], "no character number is said")
    key("ctrl+a", "BackSpace")

    # 9. Ambiguity in the announcement's words.
    blind_types("Springer David zwei",
                "Mehrdeutig: Springer Bella David zwei oder Springer Felix David zwei?",
                "the candidates are said in the announcement's words")
    check(len(moves_journaled()) == 8, "no refused move was played")

    # 10. The mirror's notation: the interface's letters, then the setting's.
    check(wait_for(lambda: "Nc6" in mirror_sheet() and "Nf3" in mirror_sheet()
                   and "Sc6" not in mirror_sheet(), 5),
          f"the mirror's scoresheet has the interface's (English) letters: {mirror_sheet()!r}")
    write_settings(time_control="'5400'", mirror_notation="'de'")
    check(wait_for(lambda: "Sc6" in mirror_sheet() and "Sf3" in mirror_sheet(), 10),
          f"set to German, the mirror's scoresheet follows: {mirror_sheet()!r}")
    stop(app)


try:
    main()
finally:
    cleanup()
finish()
