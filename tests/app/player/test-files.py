#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End to end: the player's window's files, in the real annabella under Xvfb with AT-SPI,
the built-in voice's transcript and a PulseAudio null sink.

    test-files.py ANNABELLA

The blind player types 1. e4; Ctrl+S saves the match through the file chooser (the path
typed with real key events) and the file holds the move with its [%clk]. Ctrl+E exports
the scoresheet as text. Ctrl+O opens a PGN of 400 games, read slowly (a test knob) so
that the progress is spoken; the game chooser lists them with their accessible names,
typing "Polgar" narrows the list, Down and Enter open the game, and the scoresheet shows
its moves over AT-SPI. Escape cancels the game chooser of a smaller file, and a second
read of the large one; a damaged PGN given to the running instance with --open is refused
with its game, line and reason spoken and shown, and the match is unchanged. Over the
match in progress Ctrl+O asks first (Escape keeps the match, Enter goes on); a file given
as the argument, as the file manager gives it, opens in the running instance, and a
second one given with it is named as not opened.

Needs DISPLAY and a D-Bus session. A missing piece skips (77), or fails when
REQUIRE_ALL_TESTS=1. Artefacts are kept in $MESON_BUILD_ROOT/tests/app/files-output.
"""
import os
import subprocess
import sys
import time

# meson runs the script by its path: the shared helpers sit next to it.
# apptest.py lives in tests/app, one folder up.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import apptest  # noqa: E402
from apptest import *  # noqa: E402,F401,F403

APP_BIN, = app_args("ANNABELLA")

pyatspi = require_session(("xdotool", "pulseaudio", "pactl"))

OUT, WORK = make_dirs("files-output", "ab-files-")
TRANSCRIPT = os.path.join(OUT, "transcript.tsv")
env = app_env(WORK, TRANSCRIPT, pulse_sink="ab_files_sink", LC_ALL="C.UTF-8",
              ANNABELLA_TEST_READ_DELAY_US="5000")  # 400 games: two seconds
apptest.use(env, OUT, WORK, TRANSCRIPT, app_bin=APP_BIN, key_pause=0.2)

CHOOSER = "Choose a Game"


def scoresheet():
    """The scoresheet label's text: the last label of the player's window with a move."""
    labels = find_all(frame("Annabella"), lambda a: a.getRoleName() == "label"
                      and a.name.startswith("1."))
    return labels[-1].name if labels else ""


QUESTION = "End the Match and Open a Game?"


def confirm_open(pid):
    """Ctrl+O over a match in progress, and Enter in the question it asks; the windows
    then, or None."""
    n = len(utterances())
    before = set(window_ids(pid))
    key("ctrl+o")
    if not check(wait_said(QUESTION, n) is not None, "Ctrl+O asks before the match ends"):
        return None
    new_window(pid, before)
    before = set(window_ids(pid))  # the question's window, not yet the file chooser
    key("Return")
    return before


GAMES = [
    ("Carlsen", "Anand", "World Championship", "2014.11.23", "1/2-1/2",
     "1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 1/2-1/2"),
    ("Polgar", "Kasparov", "Russia vs World", "2002.09.09", "0-1",
     "1. f3 {[%clk 0:24:50]} e5 {[%clk 0:24:40]} 2. g4 {[%clk 0:24:30]} Qh4# 0-1"),
]


def write_games(path, n):
    with open(path, "w") as f:
        for i in range(n):
            white, black, event, date, result, moves = GAMES[i % 2] if i < 2 else (
                f"Club player {i}", f"Guest {i}", "Club night", "2026.01.15", "*", "1. d4 d5 *")
            f.write(f'[Event "{event}"]\n[Site "?"]\n[Date "{date}"]\n[Round "-"]\n'
                    f'[White "{white}"]\n[Black "{black}"]\n[Result "{result}"]\n'
                    f'[TimeControl "1500"]\n\n{moves}\n\n')


def main():
    start(["xdotool", "sleep", "100000"])  # keeps the X server from resetting
    start_pulse("ab_files_sink", record=False)
    app = start_app()
    if not check(wait_said("Neue Partie", 0, 20) is not None, "a new match starts"):
        return
    blind, mirror = place_windows()
    focus_window(blind)

    # 1. e4, then Ctrl+S: the chooser, the path typed into its name field.
    type_text("e4")
    n = len(utterances())
    key("Return")
    check(wait_said("Eva vier", n) is not None, "1. e4 is played")
    saved = os.path.join(WORK, "saved.pgn")
    n = len(utterances())
    before = set(window_ids(app.pid))
    key("ctrl+s")
    if file_chooser(app.pid, before, "Save the Match as PGN", saved, location=False):
        check(wait_said("Saved saved.pgn.", n) is not None, "the save is said")
        text = open(saved).read() if wait_for(lambda: os.path.exists(saved), 5) else ""
        check('[TimeControl "5400+10"]' in text and "1. e4 {[%clk 1:3" in text
              and '[Annotator "Annabella"]' in text,
              f"the file holds the move with its clock and the tags: {text!r}")
    focus_window(blind)

    # Ctrl+E: the export dialog; Enter exports as text with the piece letters shown.
    n = len(utterances())
    before = set(window_ids(app.pid))
    key("ctrl+e")
    check(wait_said("Export the scoresheet.", n) is not None, "Ctrl+E opens the export dialog")
    new_window(app.pid, before)
    before = set(window_ids(app.pid))
    key("alt+t")  # "As _Text"
    exported = os.path.join(WORK, "sheet.txt")
    if file_chooser(app.pid, before, "Export the Scoresheet", exported, location=False):
        check(wait_said("Scoresheet exported to sheet.txt.", n) is not None, "the export is said")
        text = open(exported).read() if wait_for(lambda: os.path.exists(exported), 5) else ""
        check("Time control: 5400+10" in text and "  1. e4 (1:3" in text and "Result: *" in text,
              f"the text scoresheet has the clock after the move: {text!r}")
    focus_window(blind)

    # Ctrl+O over the match in progress asks first: Escape keeps the match, no chooser.
    n = len(utterances())
    before = set(window_ids(app.pid))
    key("ctrl+o")
    said = wait_said(QUESTION, n)
    check(said is not None and "is kept in the journal folder" in said[2]
          and said[2].endswith("Enter opens, Escape cancels."),
          f"Ctrl+O over a match in progress asks first, saying the match is kept ({said})")
    check(wait_for(lambda: find_all(app_accessible(), lambda a: a.name.startswith(
        "The match in progress ends;")), 5), "the question's dialog shows the same words")
    new_window(app.pid, before)
    key("Escape")
    check(wait_said("Cancelled. The match stays as it was.", n, 10) is not None,
          "Escape in the question cancels")
    time.sleep(0.5)
    check(frame("Open a PGN File") is None and "1. e4" in scoresheet(),
          "no file chooser, and the match is still 1. e4")
    focus_window(blind)

    # Ctrl+O, Enter in the question: a file of two games is read at once; Escape in the
    # game chooser cancels.
    small = os.path.join(WORK, "two.pgn")
    write_games(small, 2)
    n = len(utterances())
    before = confirm_open(app.pid)
    if before is not None and file_chooser(app.pid, before, "Open a PGN File", small):
        check(wait_said("The file holds 2 games.", n, 10) is not None,
              "two games are offered in the game chooser")
        wait_for(lambda: focused(CHOOSER) is not None, 5)
        key("Escape")
        check(wait_said("Cancelled. The match stays as it was.", n, 10) is not None,
              "Escape in the game chooser cancels")
        check(wait_for(lambda: frame(CHOOSER) is None, 5) and "1. e4" in scoresheet(),
              "the match is still 1. e4")
    focus_window(blind)

    # Ctrl+O: a file of 400 games, read with spoken progress, then the game chooser.
    games = os.path.join(WORK, "games.pgn")
    write_games(games, 400)
    n = len(utterances())
    before = confirm_open(app.pid)
    if before is not None and file_chooser(app.pid, before, "Open a PGN File", games):
        check(wait_said("Reading games:", n, 10) is not None, "the reading's progress is spoken")
        check(wait_said("The file holds 400 games.", n, 15) is not None,
              "the game chooser says how many games there are")
        rows = wait_for(lambda: [r.name for r in find_all(frame(CHOOSER), lambda a:
                                                          a.getRoleName() == "list item")], 10)
        check(rows is not None and len(rows) == 400
              and rows[0] == "Carlsen – Anand, World Championship, 2014.11.23, 1/2-1/2, 3 moves",
              f"each row's accessible name says the game ({rows[:2] if rows else rows})")
        n = len(utterances())
        type_text("polgar")
        check(wait_said("1 game found.", n) is not None, "typing a name narrows the list")
        # The row is read as the list narrows to it or as Down reaches it, whichever first.
        key("Down")
        check(wait_for(lambda: focused(CHOOSER) is not None
                       and focused(CHOOSER).name.startswith("Polgar – Kasparov"), 5),
              "Down goes to the game found")
        check(wait_said("Polgar – Kasparov, Russia vs World, 2002.09.09, 0-1, 2 moves", n, 5)
              is not None, "the built-in voice reads the row reached")
        n = len(utterances())
        key("Return")
        check(wait_said("Opened Polgar – Kasparov", n) is not None, "Enter opens the game")
        check(wait_for(lambda: "2. g4 Dh4#" in scoresheet(), 5),
              f"the scoresheet shows the game's moves ({scoresheet()!r})")
        check(wait_said("Schwarz gewinnt", n) is not None, "the game's result is said")
    focus_window(blind)

    # The same file again, cancelled with Escape while it is read; the game is over, so
    # nothing is asked.
    n = len(utterances())
    before = set(window_ids(app.pid))
    key("ctrl+o")
    if file_chooser(app.pid, before, "Open a PGN File", games):
        check(wait_said("Reading the games. Escape cancels.", n, 10) is not None,
              "the progress dialog is announced")
        new_window(app.pid, before)
        key("Escape")
        check(wait_said("Cancelled. The match stays as it was.", n, 10) is not None,
              "Escape cancels the reading")
        time.sleep(0.5)
        check(frame(CHOOSER) is None and "2. g4 Dh4#" in scoresheet(), "nothing changed")
    focus_window(blind)

    # A damaged file, given to the running Annabella with --open: its game, line and
    # reason spoken and shown; the match stays.
    damaged = os.path.join(WORK, "damaged.pgn")
    with open(damaged, "w") as f:
        f.write('[Event "A"]\n[Result "*"]\n\n1. e4 *\n\n[Event "B"]\n[Result "*"]\n\n'
                '1. e4 e5 2. Ke3 *\n')
    n = len(utterances())
    second = subprocess.run([APP_BIN, "--open", damaged], env=env, capture_output=True,
                            text=True, timeout=20)
    check(second.returncode == 0, f"annabella --open exits 0 ({second.stderr.strip()})")
    said = wait_said("Cannot Open damaged.pgn. Game 2, line 9: 2. Ke3", n, 10)
    check(said is not None and said[1] == "interrupt",
          f"the damaged game is named, with line and reason, as an error ({said})")
    check(wait_for(lambda: find_all(app_accessible(), lambda a: a.name.startswith(
        "Game 2, line 9:")), 5), "the dialog shows the same words")
    check("2. g4 Dh4#" in scoresheet(), "the match is unchanged")

    # A file given as the argument (the file manager's way, Exec=annabella %f) opens as
    # --open does, in the running Annabella; a second one given with it is named as not
    # opened, in the same words.
    one = os.path.join(WORK, "one.pgn")
    write_games(one, 1)
    n = len(utterances())
    third = subprocess.run([APP_BIN, one, damaged], env=env, capture_output=True, text=True,
                           timeout=20)
    check(third.returncode == 0, f"annabella FILE.pgn exits 0 ({third.stderr.strip()})")
    said = wait_said("Opened Carlsen – Anand", n, 10)
    check(said is not None, "the file's game is opened")
    check(said is not None and "Not opened: damaged.pgn." in said[2],
          f"the other file is named as not opened ({said})")
    check(wait_for(lambda: "3. Lb5" in scoresheet(), 5),
          f"the scoresheet shows its moves ({scoresheet()!r})")
    subprocess.run(["import", "-window", "root", os.path.join(OUT, "screen.png")], env=env,
                   capture_output=True)
    dump_tree(os.path.join(OUT, "atspi-tree.txt"))


try:
    main()
finally:
    cleanup()
finish()
