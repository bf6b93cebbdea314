#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End to end: a practice game against the real Stockfish in the real annabella, under
Xvfb with AT-SPI and a PulseAudio null sink.

    test-practice.py ANNABELLA ANNABELLA_TOOL

`annabella --practice=white,beginner,blitz` starts a game against Stockfish at the lowest
level on a running 3+2 clock. The player's moves are typed with real key events in the
move line (each a legal move of the position the engine left, found with annabella-tool).
Checked in the speech transcript: every engine move is announced, as important speech, in
order, and is legal where it was made (annabella-tool parse reads it back); Ctrl+Shift+H
speaks a hint that is a legal move. The Stockfish process the app started (its child) is
killed with SIGKILL mid-game: the failure is said and shown in a dialog, a new Stockfish
starts and answers the next move, and nothing of the game is lost (the board over AT-SPI
matches the moves). Ctrl+Shift+P opens the new-practice-game dialog with named fields;
resigning ends the game: the hints taken are told and the review is spoken. Then a new
annabella starts a Chess960 practice game (position 100) as Black: the engine opens, and
the game is played to its end by the rules, the player's moves typed in SAN as a Stockfish
of the test's own at full strength finds them; the end is announced and every move of the
engine was announced in order.

Needs DISPLAY and a D-Bus session (build-aux/dev test runs meson test inside xvfb-run +
dbus-run-session) and /usr/games/stockfish. A missing piece skips (77), or fails when
REQUIRE_ALL_TESTS=1. Artefacts are kept in $MESON_BUILD_ROOT/tests/app/practice-output.
"""
import collections
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

# meson runs the script by its path: the shared helpers sit next to it.
# apptest.py lives in tests/app, one folder up.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import apptest  # noqa: E402
from apptest import *  # noqa: E402,F401,F403


APP_BIN, TOOL = app_args("ANNABELLA", "ANNABELLA_TOOL")

pyatspi = require_session(("xdotool", "import", "pulseaudio", "pactl", "pgrep"))
if not os.access("/usr/games/stockfish", os.X_OK) and shutil.which("stockfish") is None:
    missing("stockfish is not installed")

OUT, WORK = make_dirs("practice-output", "ab-practice-")
TRANSCRIPT = os.path.join(OUT, "transcript.tsv")
env = app_env(WORK, TRANSCRIPT, pulse_sink="ab_practice_sink", config=False)
apptest.use(env, OUT, WORK, TRANSCRIPT, app_bin=APP_BIN, type_delay=30, type_pause=0.15,
            tool_bin=TOOL)


# ------------------------------------------------------------------ the rules, by the tool
def fen_after(start, moves):
    return tool("fen", start, *moves)


def pick_move(fen):
    """A quiet legal move: a pawn or minor piece before the king."""
    moves = legal_moves(fen)
    board = fen.split()[0].split("/")

    def piece(sq):
        row = board[8 - int(sq[1])]
        col = 0
        for ch in row:
            if ch.isdigit():
                col += int(ch)
            else:
                if col == "abcdefgh".index(sq[0]):
                    return ch.upper()
                col += 1
        return None
    order = {"P": 0, "N": 1, "B": 2, "Q": 3, "R": 4, "K": 5}
    moves.sort(key=lambda m: (order.get(piece(m[:2]), 9), m))
    return moves[0] if moves else None


# ------------------------------------------------------------------ AT-SPI
def start_app(*args):
    app_log = open(os.path.join(OUT, "app.log"), "a")
    p = start([APP_BIN, *args], stdout=app_log, stderr=subprocess.STDOUT)
    check(wait_for(app_accessible, 15) is not None, "annabella appears on the AT-SPI bus")
    return p


# ------------------------------------------------------------------ the game
class Game:
    def __init__(self, start_fen):
        self.start = start_fen
        self.moves = []          # UCI, both sides
        self.engine_said = []    # the engine's moves as announced

    def fen(self):
        return fen_after(self.start, self.moves)

    def engine_reply(self, after, timeout=20):
        """Waits for the engine's move announced after utterance `after`; checks it."""
        fen = self.fen()

        def find():
            for prio, said in utterances()[after:]:
                if prio == "important" and parse_spoken(fen, said):
                    return said
            return None
        said = wait_for(find, timeout, 0.2)
        if not check(said is not None, f"the engine's move {len(self.moves) + 1} is announced "
                                       f"as important speech ({said!r})"):
            return False
        self.moves.append(parse_spoken(fen, said))
        self.engine_said.append(said)
        return True

    def player_move(self, then=None, move=None, typed=None):
        """Types a legal move (move, as typed; by default a quiet one); then() runs at once
        after Return (the engine thinks)."""
        fen = self.fen()
        move = move or pick_move(fen)
        n = len(utterances())
        type_text(typed or move)
        key("Return")
        if then is not None:
            then()
        spoken = tool("speak", fen, move)
        said = wait_said(spoken, n, 10) if spoken else None
        check(said is not None and said[1] != "important",
              f"the player's {move} typed is announced ({spoken!r})")
        self.moves.append(move)
        return n


def practice_game():
    t0 = time.monotonic()
    app = start_app("--practice=white,beginner,blitz")
    said = wait_said("Übungspartie gegen den Computer", 0, 15)
    check(said is not None and "Du spielst Weiß, Stufe Anfänger" in said[2]
          and "Du bist am Zug" in said[2],
          f"--practice starts a practice game and says so ({said[2] if said else None!r})")
    blind = wait_for(lambda: window_id("^Annabella$"), 10)
    if not check(blind is not None, "the player's window is mapped"):
        return
    xdo("windowmove", blind, "0", "0")
    xdo("windowsize", blind, "900", "600")
    focus_window(blind)
    check(wait_for(lambda: focused() is not None and focused().getRoleName() == "text", 5),
          "the move line has the focus")
    check(wait_for(lambda: len(engine_pids(app)) == 1, 10), "one Stockfish runs, the app's child")

    game = Game("startpos")
    for i in range(6):
        if i == 1:
            # A hint: the engine's best move for the player, spoken; a legal move.
            n = len(utterances())
            key("ctrl+shift+h")
            hint = wait_said("Tipp: ", n, 10)
            move = parse_spoken(game.fen(), hint[2][len("Tipp: "):].rstrip(".")) if hint else None
            check(move in legal_moves(game.fen()),
                  f"Ctrl+Shift+H speaks a legal hint ({hint[2] if hint else None!r})")
        if i == 3:
            # The engine dies while it thinks (Return has just been pressed): said, shown,
            # restarted, and its move still comes.
            pids = engine_pids(app)
            check(len(pids) == 1, f"the app's Stockfish is found: {pids}")
            n = len(utterances())

            def kill():
                for pid in pids:
                    os.kill(pid, signal.SIGKILL)
            before = game.player_move(kill)
            log(f"killed Stockfish {pids} after {len(game.moves)} half-moves")
            said = wait_said("Der Computer antwortet nicht mehr", n, 10)
            check(said is not None and said[1] == "important",
                  "the crashed engine is reported as important speech")
            shown = wait_for(lambda: find_all(app_accessible(), lambda a: a.name
                                              == "The Chess Engine Failed"), 5)
            check(bool(shown), "the failure is shown on screen")
            check(wait_said("Der Computer ist wieder bereit", n, 15) is not None,
                  "the engine is restarted and says it is ready")
            new = wait_for(lambda: [p for p in engine_pids(app) if p not in pids], 5)
            check(bool(new), f"a new Stockfish runs ({new})")
            if not game.engine_reply(before):
                break
            # Close the dialog: the focus returns to the player's window.
            for wid in xdo("search", "--onlyvisible", "--pid", str(app.pid)).split():
                if wid not in (blind, window_id("Mirror")):
                    focus_window(wid)
                    key("Escape")
            focus_window(blind)
            key("ctrl+l")
            check(wait_for(lambda: focused() is not None
                           and focused().getRoleName() == "text", 5),
                  "after the dialog the move line has the focus again")
            continue
        n = game.player_move()
        if not game.engine_reply(n):
            break
    check(occupied_on_board() == occupied_by_fen(game.fen()),
          "nothing lost: the board over AT-SPI is the position of the moves played")
    # Every engine move announced once, in order, as the match made it.
    speak = (tool("speak", "startpos", *game.moves) or "").splitlines()
    check(game.engine_said == speak[1::2],
          f"every engine move announced, in order: {game.engine_said}")
    # Counted over both sides' moves: the player's and the engine's announcements
    # can be the same words ("Anna fünf" for a4-a5 and for a7-a5).
    moves_said = collections.Counter(t for p, t in utterances() if t in speak)
    check(moves_said == collections.Counter(speak),
          f"each move is announced once ({sum(moves_said.values())} of {len(speak)})")
    log("game:", " ".join(game.moves), f"after {time.monotonic() - t0:.1f} s")

    # Alt+H in a practice game: the list of keys ends with the practice keys.
    n = len(utterances())
    key("alt+h")
    said = wait_said("Tasten:", n)
    check(said is not None and "Übungspartie: Steuerung Umschalt H ein Tipp" in said[2],
          f"Alt+H adds the practice keys: {said[2][-120:] if said else None!r}")

    # Ctrl+Shift+P: the new-practice-game dialog, with named fields; Escape closes it.
    n = len(utterances())
    key("ctrl+shift+p")
    dialog = wait_for(lambda: frame("New Practice Game"), 5)
    check(dialog is not None and wait_said("Neue Übungspartie", n, 5) is not None,
          "Ctrl+Shift+P opens the practice dialog, and it is spoken")
    if dialog is not None:
        names = {a.name for a in find_all(dialog, lambda a: True)}
        check({"Your colour", "Computer’s level", "Time control", "Start position"} <= names,
              "every field of the dialog has an accessible name")
        wid = window_id("New Practice Game")
        if wid:
            focus_window(wid)
        key("Escape")
        check(wait_for(lambda: frame("New Practice Game") is None, 5),
              "Escape closes the dialog")
    focus_window(blind)
    key("ctrl+l")

    # Resigning ends the game: the hints taken, then the review of the biggest drops.
    n = len(utterances())
    key("ctrl+shift+r")
    time.sleep(0.5)
    key("Return")
    check(wait_said("Du hast einen Tipp genommen.", n, 10) is not None,
          "at the end the hints taken are told")
    review = wait_said("Auswertung", n, 30)
    check(review is not None and ("Zug " in review[2] or "kein Zug" in review[2]),
          f"the review is spoken ({review[2] if review else None!r})")
    check(bool(wait_for(lambda: find_all(app_accessible(), lambda a: a.name
                                         == "Practice Game Review"), 5)),
          "the review is shown on screen")
    subprocess.run(["import", "-window", "root", os.path.join(OUT, "practice.png")], env=env,
                   capture_output=True)
    for wid in xdo("search", "--onlyvisible", "--pid", str(app.pid)).split():
        if wid not in (blind, window_id("Mirror")):
            focus_window(wid)
            key("Escape")

    # A new practice game from the dialog, by keyboard alone: Black; the same engine opens.
    pids = engine_pids(app)
    focus_window(blind)
    n = len(utterances())
    key("ctrl+shift+p")
    wid = wait_for(lambda: window_id("New Practice Game"), 5)
    if check(wid is not None, "the dialog opens again"):
        focus_window(wid)
        key("space", "Down", "Return")       # the colour row's list: White → Black
        key("ctrl+Return")
    said = wait_said("Du spielst Schwarz", n, 10)
    check(said is not None, f"Ctrl+Enter starts the chosen game ({said[2] if said else None!r})")
    check(wait_for(lambda: focused() is not None and focused().getRoleName() == "text", 5),
          "the dialog closed, the move line has the focus")
    game = Game("startpos")
    game.engine_reply(n, 20)
    check(engine_pids(app) == pids, "the engine that reviewed plays the new game")
    stop(app)


class Strong:
    """A Stockfish of the test's own at full strength: the player's moves, so that the
    practice game reaches its end."""

    def __init__(self):
        path = "/usr/games/stockfish" if os.access("/usr/games/stockfish", os.X_OK) \
            else shutil.which("stockfish")
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True)
        self.ask("uci", "uciok")
        self.send("setoption name UCI_Chess960 value true")
        self.ask("isready", "readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def ask(self, line, answer):
        self.send(line)
        for out in self.p.stdout:
            if out.startswith(answer):
                return out.split()

    def best(self, fen):
        self.send(f"position fen {fen}")
        return self.ask("go movetime 40", "bestmove")[1]

    def close(self):
        self.send("quit")
        self.p.wait(5)


ENDED = ("checkmate", "stalemate", "dead", "fivefold", "seventy-five")


def chess960_game():
    """A whole Chess960 game at the lowest level, the player's moves typed (in SAN, as the
    player's strong Stockfish finds them) until the rules end it."""
    t0 = time.monotonic()
    n = len(utterances())
    app = start_app("--practice=black,beginner,blitz,960:100")
    said = wait_said("Übungspartie gegen den Computer", n, 15)
    check(said is not None and "Chess960, Stellung 100" in said[2]
          and "Du spielst Schwarz" in said[2],
          f"a Chess960 practice game starts ({said[2] if said else None!r})")
    # The earlier game's journal is there, but --practice=… asked for this game: no offer to
    # resume it (an Enter typed for a move must not answer that question).
    check(not any("unterbrochene Partie" in t for p, t in utterances()[n:]),
          "--practice=… starts its game without offering to resume the interrupted one")
    game = Game(tool("fen", "960:100"))
    if not game.engine_reply(n, 20):
        stop(app)
        return
    check(wait_for(lambda: board_cells().get("a1") == "Anna eins, weiße Dame", 5),
          "the board is position 100 (White's queen on a1)")
    blind = wait_for(lambda: window_id("^Annabella$"), 10)
    if blind:
        focus_window(blind)
        key("ctrl+l")
    strong = Strong()
    status = "ongoing"
    last = n
    while len(game.moves) < 300:
        fen = game.fen()
        uci, san = tool("parse", fen, strong.best(fen)).splitlines()[:2]
        last = game.player_move(move=uci, typed=san)
        status = (tool("status", fen_after(game.start, game.moves)) or "").splitlines()[0]
        if status.split(":")[0] in ENDED or not game.engine_reply(last):
            break
        status = (tool("status", game.fen()) or "").splitlines()[0]
        if status.split(":")[0] in ENDED:
            break
    strong.close()
    log("chess960 game:", " ".join(game.moves), f"({status}) after {time.monotonic() - t0:.1f} s")
    check(status.split(":")[0] in ENDED,
          f"the game ends by the rules ({status}) after {len(game.moves)} half-moves")
    end = wait_for(lambda: next((t for p, t in utterances()[last:] if p == "important"
                                 and ("gewinnt" in t or "remis" in t.lower())), None), 15)
    check(end is not None, f"the result is announced as important speech ({end!r})")
    check(occupied_on_board() == occupied_by_fen(game.fen()),
          "the board over AT-SPI is the position of every move played")
    speak = (tool("speak", game.start, *game.moves) or "").splitlines()
    check(game.engine_said == speak[0::2],
          f"every engine move announced, in order ({len(game.engine_said)} moves)")
    stop(app)


def main():
    # An X server resets when its last client leaves: keep one client connected.
    start(["xdotool", "sleep", "100000"])
    start_pulse("ab_practice_sink", record=False)
    practice_game()
    chess960_game()


t0 = time.monotonic()
try:
    main()
finally:
    cleanup()
finish(f"; {time.monotonic() - t0:.1f} s")
