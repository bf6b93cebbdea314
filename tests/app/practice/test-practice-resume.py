#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End to end: a practice game survives a crash of the app, and a program that is no
chess engine is refused without losing the game. Real annabella, real Stockfish, real
key events, under Xvfb with AT-SPI and a PulseAudio null sink.

    test-practice-resume.py ANNABELLA ANNABELLA_TOOL

`annabella --practice=white,beginner,none` starts an untimed game at the lowest level.
After White's first move and the engine's reply, Ctrl+Shift+H takes a hint. In the
preferences (Ctrl+comma) the engine row is given /bin/false: it is said and shown that
this is no UCI engine, and the game goes on with Stockfish. After White's next move the
app is killed with SIGKILL (its Stockfish too) while the engine thinks. A new annabella
offers the interrupted match; Enter resumes it: the practice game goes on (said), a new
Stockfish is started and, when it is its turn, moves; the scoresheet over AT-SPI is the
one before the crash plus that move. One more move each, then resigning tells the one
hint taken before the crash (replayed from the journal). Ctrl+Alt+H tells it too.
Then, with engine-path set to /bin/false (a keyfile GSettings backend), a practice game
as Black starts, says and shows that this is no engine and waits; the preferences' row
given Stockfish tries it, keeps it, and the engine makes the waiting game's first move.

Needs DISPLAY and a D-Bus session and /usr/games/stockfish; a missing piece skips (77),
or fails when REQUIRE_ALL_TESTS=1. Artefacts: $MESON_BUILD_ROOT/tests/app/practice-resume-output.
"""
import os
import shutil
import signal
import subprocess
import sys
import time

# meson runs the script by its path: the shared helpers sit next to it.
# apptest.py lives in tests/app, one folder up.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import apptest  # noqa: E402
from apptest import *  # noqa: E402,F401,F403


APP_BIN, TOOL = app_args("ANNABELLA", "ANNABELLA_TOOL")

pyatspi = require_session(("xdotool", "pulseaudio", "pactl", "pgrep"))
if not os.access("/usr/games/stockfish", os.X_OK) and shutil.which("stockfish") is None:
    missing("stockfish is not installed")

OUT, WORK = make_dirs("practice-resume-output", "ab-practice-resume-")
TRANSCRIPT = os.path.join(OUT, "transcript.tsv")
env = app_env(WORK, TRANSCRIPT, pulse_sink="ab_practice_resume_sink", config=False)
apptest.use(env, OUT, WORK, TRANSCRIPT, app_bin=APP_BIN, type_delay=30, type_pause=0.15,
            tool_bin=TOOL)


def focused_role():
    f = focused()
    return f.getRoleName() if f is not None else None


def start_app(*args):
    app_log = open(os.path.join(OUT, "app.log"), "a")
    p = start([APP_BIN, *args], stdout=app_log, stderr=subprocess.STDOUT)
    check(wait_for(app_accessible, 15) is not None, "annabella appears on the AT-SPI bus")
    return p


def other_windows(app, *keep):
    return [w for w in xdo("search", "--onlyvisible", "--pid", str(app.pid)).split()
            if w not in keep and w != window_id("Mirror")]


def scoresheet():
    sheet = find_all(frame("Annabella"), lambda a: a.getRoleName() == "label"
                     and a.name.startswith("1. "))
    return sheet[0].name if sheet else None


class Game:
    def __init__(self):
        self.moves = []

    def fen(self):
        return tool("fen", "startpos", *self.moves)

    def engine_reply(self, after, timeout=20):
        fen = self.fen()

        def find():
            for prio, said in utterances()[after:]:
                if prio == "important" and parse_spoken(fen, said):
                    return said
            return None
        said = wait_for(find, timeout, 0.2)
        if check(said is not None, f"the engine's move {len(self.moves) + 1} is announced "
                                   f"({said!r})"):
            self.moves.append(parse_spoken(fen, said))
            return True
        return False

    def player_move(self):
        """Types a pawn move (the first legal one from the a-file on); waits for its words."""
        fen = self.fen()
        moves = legal_moves(fen)
        pawns = [m for m in moves if m[1] in "27" and m[3] in "3456"
                 and abs(int(m[3]) - int(m[1])) == 1]
        move = (pawns or moves)[0]
        n = len(utterances())
        type_text(move)
        key("Return")
        spoken = tool("speak", fen, move)
        said = wait_said(spoken, n, 10) if spoken else None
        check(said is not None, f"the player's {move} is announced ({spoken!r})")
        self.moves.append(move)
        return n


def set_engine_path(app, blind, path):
    """The preferences' engine row, by keyboard: the text typed, Enter applies it."""
    focus_window(blind)
    key("ctrl+comma")
    prefs = wait_for(lambda: frame("Preferences"), 5)
    if not check(prefs is not None, "Ctrl+comma opens the preferences"):
        return None
    row = wait_for(lambda: find_all(prefs, lambda a: a.name.startswith("Chess engine program")
                                    and a.getRoleName() == "text"), 5)
    if not check(bool(row), "the preferences have a named engine row"):
        return prefs
    wid = window_id("Preferences")
    if wid:
        focus_window(wid)
    # The row is the last one: from the first row Shift+Tab goes back to it, as a keyboard
    # user would (GTK 4.8 does not expose the entry row's focus or text: the message that
    # names the program typed shows it arrived).
    check(wait_for(lambda: focused("Preferences") is not None
                   and focused("Preferences").name == "Announcement language", 5),
          "the preferences open on their first row")
    key("shift+Tab", "ctrl+a")
    type_text(path)
    key("Return")
    return prefs


def main():
    start(["xdotool", "sleep", "100000"])
    start_pulse("ab_practice_resume_sink", record=False)
    t0 = time.monotonic()

    app = start_app("--practice=white,beginner,none")
    check(wait_said("Übungspartie gegen den Computer", 0, 15) is not None,
          "the practice game starts")
    blind = wait_for(lambda: window_id("^Annabella$"), 10)
    if not check(blind is not None, "the player's window is mapped"):
        return
    xdo("windowmove", blind, "0", "0")
    xdo("windowsize", blind, "900", "600")
    focus_window(blind)
    check(wait_for(lambda: focused_role() == "text", 5), "the move line has the focus")

    game = Game()
    game.engine_reply(game.player_move())

    # A hint, journaled before it is spoken.
    n = len(utterances())
    key("ctrl+shift+h")
    hint = wait_said("Tipp: ", n, 10)
    check(hint is not None and parse_spoken(game.fen(), hint[2][len("Tipp: "):].rstrip("."))
          in legal_moves(game.fen()), f"Ctrl+Shift+H speaks a legal hint ({hint!r})")

    # A program that is no UCI engine: said, shown, nothing changed.
    pids = engine_pids(app)
    n = len(utterances())
    set_engine_path(app, blind, "/bin/false")
    said = wait_said("/bin/false ist kein UCI-Schachprogramm", n, 15)
    check(said is not None and said[1] == "interrupt",
          f"a program that is no engine is reported by voice ({said!r})")
    check(bool(wait_for(lambda: find_all(app_accessible(),
                                         lambda a: a.name == "Not a Chess Engine"), 5)),
          "and on screen")
    for wid in other_windows(app, blind):
        focus_window(wid)
        key("Escape")
    check(wait_for(lambda: frame("Preferences") is None, 5), "Escape closes the preferences")
    focus_window(blind)
    key("ctrl+l")
    check(engine_pids(app) == pids, "the game's Stockfish still runs")

    # The next move, then the crash while the engine thinks (it takes a second).
    scoresheet_before = scoresheet()
    before_crash = len(utterances())
    game.player_move()
    stop(app, signal.SIGKILL)
    for pid in pids:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    # The engine may have answered just before the crash.
    fen = game.fen()
    for prio, said in utterances()[before_crash:]:
        if prio == "important" and parse_spoken(fen, said):
            game.moves.append(parse_spoken(fen, said))
            break
    engine_to_move = len(game.moves) % 2 == 1
    log(f"killed after {len(game.moves)} half-moves; engine to move: {engine_to_move}")
    time.sleep(0.5)

    n = len(utterances())
    app = start_app()
    check(wait_said("Eine unterbrochene Partie nach", n, 15) is not None,
          "the interrupted match is offered")
    blind = wait_for(lambda: window_id("^Annabella$"), 10)
    xdo("windowmove", blind, "0", "0")
    xdo("windowsize", blind, "900", "600")
    dialogs = wait_for(lambda: other_windows(app, blind), 5) or []
    if dialogs:
        focus_window(dialogs[0])
    key("Return")
    said = wait_said("Die Übungspartie gegen den Computer geht weiter", n, 10)
    check(said is not None and "Du spielst Weiß, Stufe Anfänger" in said[2],
          f"Enter resumes it as a practice game, and says so ({said!r})")
    check(wait_for(lambda: len(engine_pids(app)) == 1, 10), "a new Stockfish is started")
    if engine_to_move:
        game.engine_reply(n)
    check(occupied_on_board() == occupied_by_fen(game.fen()),
          "the board over AT-SPI is the position of the moves played")
    sheet = scoresheet() or ""
    plies = [w for w in sheet.split() if not w.endswith(".")]
    check(scoresheet_before is not None and sheet.startswith(scoresheet_before + " ")
          and len(plies) == len(game.moves),
          f"the scoresheet is as it was, with the moves since ({scoresheet_before!r} → "
          f"{sheet!r})")

    # The game goes on, spoken; the hint before the crash counts, on Ctrl+Alt+H and at the end.
    focus_window(blind)
    key("ctrl+l")
    n = len(utterances())
    key("ctrl+alt+h")
    check(wait_said("Du hast einen Tipp genommen.", n, 5) is not None,
          "Ctrl+Alt+H tells the hint taken before the crash")
    game.engine_reply(game.player_move())
    n = len(utterances())
    key("ctrl+shift+r")
    time.sleep(0.5)
    key("Return")
    check(wait_said("Du hast einen Tipp genommen.", n, 10) is not None,
          "the hint taken before the crash is counted at the end")
    stop(app)
    log(f"game: {' '.join(game.moves)} in {time.monotonic() - t0:.1f} s")
    broken_engine_at_start()


def broken_engine_at_start():
    """engine-path names a program that is no engine: the game starts, waits, and goes on
    once the preferences name a real one."""
    config = os.path.join(WORK, "config")
    os.makedirs(os.path.join(config, "glib-2.0", "settings"))
    with open(os.path.join(config, "glib-2.0", "settings", "keyfile"), "w") as f:
        f.write("[org/annabella/Annabella]\nengine-path='/bin/false'\n")
    env.update({"XDG_CONFIG_HOME": config, "GSETTINGS_BACKEND": "keyfile"})
    n = len(utterances())
    app = start_app("--practice=black,beginner,none")
    said = wait_said("/bin/false ist kein UCI-Schachprogramm", n, 15)
    check(said is not None, f"a practice game with no engine says so ({said!r})")
    check(bool(wait_for(lambda: find_all(app_accessible(),
                                         lambda a: a.name == "Not a Chess Engine"), 5)),
          "and shows it")
    blind = wait_for(lambda: window_id("^Annabella$"), 10)
    for wid in other_windows(app, blind):
        focus_window(wid)
        key("Escape")
    check(wait_said("Übungspartie gegen den Computer", n, 5) is not None
          and occupied_on_board() == occupied_by_fen(tool("fen", "startpos")),
          "the game is there, waiting for an engine")
    n = len(utterances())
    set_engine_path(app, blind, shutil.which("stockfish") or "/usr/games/stockfish")
    check(wait_said("ist bereit und wird benutzt", n, 15) is not None,
          "a real engine is tried and kept")
    # The waiting game goes on: the engine, White, moves.
    game = Game()
    game.engine_reply(n)
    stop(app)


t0 = time.monotonic()
try:
    main()
finally:
    cleanup()
finish(f"; {time.monotonic() - t0:.1f} s")
