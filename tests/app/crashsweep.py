# SPDX-License-Identifier: GPL-3.0-or-later
"""A crash at any moment: the real annabella plays a scripted 60-move game with running
clocks and is killed with SIGKILL at random moments, then started again and resumed,
over and over. Shared by the test (tests/app/shell/test-crash-sweep.py, 50 kills) and
the benchmark (tests/bench/crash-sweep.py, 1,000 kills).

The game is entered on the player's move line by real key events (xdotool), in
assistant mode (D.2.10: one move line for both sides, the clock pressed with each
announced move), with a 90-minute + 10 s clock. A kill comes either at a random moment
after the start (start-up, the resumption offer, the resumption, typing, the clock's
ticks) or a random 0-40 ms after the Enter of a move, while the move and the clock
press are written to the journal (then with each fsync made 15 ms slower, as on a slow
disk, by tests/bench/slow-fsync.c preloaded, so that the kill does come while they are
written).

After each kill, before the restart:
- the journal must read: the header, then complete lines of known events; a torn last
  line (a write cut off) is allowed, since annabella cuts it off and it was never
  announced. Anything else counts as an unreadable journal.
Then annabella is started again and the resumption taken with Enter (plain Resume):
- clock presses lost: in assistant mode each move presses the clock; a move followed
  by another move in the journal lost its press (the mover's clock ran on);
- moves lost: the plies announced before the kill (their earcon in the transcript) that
  the resumption does not count ("resumed after N half-moves"); a resumption not offered
  loses them all;
- clock error: plain Resume keeps the clocks as they stood at the journal's last line
  (the help says so: the best known reading of the clock at the kill, an event's or the
  heartbeat's, written once a second while a clock runs). The game's time, which every
  journal line carries and from which the clocks are read, must go on from there as real
  time goes on from the resumption's announcement: for the first heartbeat after it,
  (its game time - the last line's) - (its wall time - the announcement's). A heartbeat
  reads both times at once. A move's line is no such reference: its time is read
  before the line is written and synced, its announcement (the transcript's time) after,
  so that "its time - the last line's" against "its announcement - the resumption's"
  also counts the journal's write, which a slow disk or a loaded machine makes long
  (kept as the move's figure, for information).
When the scripted game is over, it starts again from a fresh journal.
"""
import os
import random
import re
import signal
import subprocess
import threading
import time

# A fixed 60-move game of legal moves (a walk over the move lists made with
# annabella-tool, as tests/bench/benchlib.py game_moves does), still going after it.
GAME = """
1. a3 c6 2. Nh3 a5 3. e3 f6 4. e4 Qb6 5. Ra2 Qxb2 6. e5 Qc3 7. Qf3 Kf7 8. g3 Qa1
9. g4 Kg6 10. exf6 Qc3 11. Bb2 Qd4 12. Ng1 Na6 13. Bc1 Nc5 14. Qf4 Kf7 15. c4 h5
16. Ra1 Ra7 17. Ne2 Qe5 18. d3 exf6 19. Qg3 Qxg3 20. Rg1 Ke7 21. Ra2 a4 22. Rh1
Qd6 23. Ng1 Nh6 24. Rd2 Qd5 25. f3 hxg4 26. Rc2 Nb3 27. Be3 Qe4 28. Ke2 Qd4
29. Bxh6 Qf4 30. c5 Qf5 31. Rc1 Qf4 32. Nh3 Ra6 33. d4 Qf5 34. Bg2 Qxb1 35. Be3
Rb6 36. Rhf1 Ra6 37. Rxb1 Ra7 38. Rg1 Na1 39. Rge1 g3 40. Rb3 Nc2 41. Rbb1 Ra5
42. Nf2 g6 43. Bh3 b6 44. Rec1 d5 45. Rb5 g5 46. Kf1 Nb4 47. Ra1 gxh2 48. Ng4
Ke8 49. Nxh2 Kf7 50. Kg1 g4 51. Ra2 Bd6 52. Kh1 Bc7 53. Ra1 Bf5 54. Bf2 Kf8
55. Rc1 Rxb5 56. Nf1 Na2 57. cxb6 gxh3 58. Rc4 Be6 59. Nh2 Rb2 60. Nf1 Kg8
"""
PLIES = [t for t in GAME.split() if not t[0].isdigit()]
# The journal of a new game holds the first ply (a match with none is not offered).
FIRST_UCI = "a2a3"
START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
CONTROL = "5400+10"
RESUMED = re.compile(r"Match resumed after (\d+) half-move")
NEW_MATCH = re.compile(r"New match\.")
EVENTS = {"start", "setup", "move", "press", "names", "action", "note", "beat"}
APP_ID = "org.annabella.Annabella"
WINDOW_KILL_MAX = 4.0   # a kill at a random moment: within this many seconds of the start
WRITE_KILL_MAX = 0.040  # or this soon after a move's Enter
SLOW_FSYNC = 0.015      # how much longer an fsync takes then
MOVE_PAUSE_MAX = 0.4    # between two moves


def wall_offset_us():
    """Wall time - monotonic time, in µs (the transcript's times are CLOCK_MONOTONIC's,
    as time.monotonic()'s): from the tightest of a few readings, so that being
    descheduled between two reads on a loaded machine does not shift it."""
    best = None
    for _ in range(20):
        before = time.monotonic()
        wall = time.time()
        after = time.monotonic()
        if best is None or after - before < best[0]:
            best = (after - before, wall - (before + after) / 2)
    return int(best[1] * 1e6)


class Stats:
    def __init__(self):
        self.kills = 0
        self.lost = 0
        self.unreadable = 0
        self.not_offered = 0
        self.torn = 0
        self.between = 0         # kills that left a move journaled without its clock press
        self.presses_lost = 0    # moves whose automatic clock press never came
        self.clock_errors = []   # ms, one per resumption followed by a heartbeat
        self.move_errors = []    # ms, the same taken at the first move's announcement
        self.plies = 0           # plies announced in all
        self.games = 0
        self.notes = []

    def max_clock_error(self):
        return max((abs(e) for e in self.clock_errors), default=0.0)


class App:
    """annabella as a child; with slow_fsync (the path of tests/bench/slow-fsync.c's
    library) preloaded, each fsync takes SLOW_FSYNC longer, as on a slow disk: a kill
    soon after a move's Enter then comes while its journal lines are written."""

    def __init__(self, args, env, slow_fsync):
        if slow_fsync:
            env = dict(env, LD_PRELOAD=slow_fsync,
                       AB_SLOW_FSYNC_USEC=str(int(SLOW_FSYNC * 1e6)))
        self.proc = subprocess.Popen(args, env=env, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL)
        self.pid = self.proc.pid

    def poll(self):
        return self.proc.poll()

    def kill(self):
        if self.proc.poll() is None:
            self.proc.kill()

    def wait(self):
        self.proc.wait()


class Sweep:
    """One sweep in env (with DISPLAY, a session bus and a sound server) and work."""

    def __init__(self, app, env, work, seed=17, log=print, slow_fsync=None):
        self.app = app
        self.work = work
        self.log = log
        self.rng = random.Random(seed)
        self.state = os.path.join(work, "state")
        self.journal = os.path.join(self.state, "annabella", "match.journal")
        self.transcript = os.path.join(work, "said.tsv")
        config = os.path.join(work, "config")
        os.makedirs(os.path.join(config, "glib-2.0", "settings"), exist_ok=True)
        with open(os.path.join(config, "glib-2.0", "settings", "keyfile"), "w") as f:
            f.write("[org/annabella/Annabella]\nannouncement-language='en'\n"
                    f"time-control='{CONTROL}'\nassistant='blind'\n")
        self.env = dict(env, XDG_STATE_HOME=self.state, XDG_CONFIG_HOME=config,
                        GSETTINGS_BACKEND="keyfile", ANNABELLA_TRANSCRIPT=self.transcript,
                        GSK_RENDERER=env.get("GSK_RENDERER", "cairo"))
        self.stats = Stats()
        self.slow_fsync = slow_fsync if slow_fsync and os.path.exists(slow_fsync) else None
        self.acked = 0  # plies of the current game announced so far

    # ------------------------------------------------------------ files
    def new_game(self):
        """A fresh interrupted match at its start: assistant mode, the clock set."""
        os.makedirs(os.path.dirname(self.journal), exist_ok=True)
        t0 = int(time.time() * 1e6)
        with open(self.journal, "w") as f:
            f.write("annabella-journal\t1\n"
                    f"start\t{t0}\tw\t{START_FEN}\n"
                    f"setup\t{t0}\t2023\t{CONTROL}\n"
                    f"action\t{t0}\tw\tassistant\tClara\n"
                    # One ply played: a match with none is not offered for resumption.
                    f"move\t{t0 + 1000000}\t{FIRST_UCI}\npress\t{t0 + 1000000}\tw\n")
            f.flush()
            os.fsync(f.fileno())
        self.stats.games += 1
        self.acked = 1

    def read_journal(self):
        """(readable, plies, last time, torn, lines) of the journal as the kill left it."""
        try:
            with open(self.journal, "rb") as f:
                data = f.read()
        except OSError:
            return False, 0, 0, False, []
        torn = not data.endswith(b"\n")
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            return False, 0, 0, torn, []
        lines = text.split("\n")
        complete = lines[:-1]   # the last element is "" or a torn line
        if not complete or complete[0] != "annabella-journal\t1":
            return False, 0, 0, torn, []
        plies, last = 0, 0
        for ln in complete[1:]:
            f = ln.split("\t")
            if len(f) < 3 or f[0] not in EVENTS or not f[1].isdigit():
                return False, 0, 0, torn, complete
            last = max(last, int(f[1]))
            plies += f[0] == "move"
        if len(complete) < 2 or not complete[1].startswith("start\t"):
            return False, 0, 0, torn, complete
        return True, plies, last, torn, complete

    def said(self):
        """[(monotonic us, text)] of the transcript."""
        try:
            with open(self.transcript, encoding="utf-8", errors="replace") as f:
                rows = [ln.rstrip("\n").split("\t", 2) for ln in f]
        except FileNotFoundError:
            return []
        return [(int(r[0]), r[2]) for r in rows if len(r) == 3 and r[0].isdigit()]

    # ------------------------------------------------------------ X
    def xdo(self, *args):
        return subprocess.run(["xdotool", *args], env=self.env, capture_output=True,
                              text=True).stdout.strip()

    def windows(self, pid):
        ids = self.xdo("search", "--onlyvisible", "--pid", str(pid)).split()
        return {w: self.xdo("getwindowname", w) for w in ids}

    def name_free(self):
        r = subprocess.run(["gdbus", "call", "--session", "--dest", "org.freedesktop.DBus",
                            "--object-path", "/org/freedesktop/DBus", "--method",
                            "org.freedesktop.DBus.NameHasOwner", APP_ID],
                           env=self.env, capture_output=True, text=True)
        return "false" in r.stdout

    # ------------------------------------------------------------ one life
    def life(self):
        """Starts annabella, resumes, plays until the planned kill; returns what it saw."""
        ok, plies_before, last_before, torn, lines = self.read_journal()
        if torn:
            self.stats.torn += 1
        if ok and lines and lines[-1].startswith("move\t"):
            self.stats.between += 1
        if not ok:
            self.stats.unreadable += 1
            self.stats.notes.append(f"kill {self.stats.kills}: unreadable journal")
            self.new_game()
            ok, plies_before, last_before, torn, lines = self.read_journal()
        if plies_before >= len(PLIES):
            self.new_game()
            ok, plies_before, last_before, torn, lines = self.read_journal()
        n_lines = len(lines)
        n_said = len(self.said())

        for _ in range(100):
            if self.name_free():
                break
            time.sleep(0.02)
        by_write = self.rng.random() < 0.4
        app = App([self.app], self.env, by_write and self.slow_fsync)
        t_start = time.monotonic()
        killer = None
        if not by_write:
            delay = self.rng.uniform(0, WINDOW_KILL_MAX)
            killer = threading.Timer(delay, lambda: app.poll() is None and app.kill())
            killer.start()
        write_kill_move = self.rng.randint(1, 4)
        resumed_n = None
        try:
            resumed_n = self.drive(app, plies_before, n_said, by_write, write_kill_move)
        finally:
            if killer:
                killer.join()
            app.kill()
            app.wait()
        self.stats.kills += 1
        return plies_before, last_before, n_lines, n_said, resumed_n, t_start

    def drive(self, app, plies_before, n_said, by_write, write_kill_move):
        """Enter on the resumption offer, then moves of the game until killed."""
        def alive():
            return app.poll() is None

        dialog = None
        give_up = time.monotonic() + 30
        while alive() and dialog is None and time.monotonic() < give_up:
            dialog = next((w for w, t in self.windows(app.pid).items()
                           if t not in ("", "Annabella", "Annabella — Mirror")), None)
            if dialog is None:
                time.sleep(0.02)
        if not alive():
            return None
        if dialog is None:
            app.kill()
            return -1
        self.xdo("windowfocus", "--sync", dialog)
        self.xdo("key", "Return")
        resumed = None
        give_up = time.monotonic() + 30
        while alive() and resumed is None and time.monotonic() < give_up:
            for at, text in self.said()[n_said:]:
                if RESUMED.search(text) or NEW_MATCH.search(text):
                    resumed = (at, text)
                    break
            time.sleep(0.01)
        if resumed is None:
            if alive():
                app.kill()
                return -1
            return None
        m = RESUMED.search(resumed[1])
        if m is None:
            return -1
        n = int(m.group(1))
        ply, made = n, 0
        main = [w for w, t in self.windows(app.pid).items() if t == "Annabella"]
        if main:
            self.xdo("windowfocus", "--sync", main[0])
            self.xdo("key", "ctrl+l")
        while alive() and ply < len(PLIES):
            count = len([1 for _, t in self.said() if t.startswith("earcon:")])
            self.xdo("type", "--delay", "1", PLIES[ply])
            self.xdo("key", "Return")
            made += 1
            if by_write and made == write_kill_move:
                time.sleep(self.rng.uniform(0, WRITE_KILL_MAX))
                app.kill()
                return n
            end = time.monotonic() + 5
            while alive() and time.monotonic() < end:
                if len([1 for _, t in self.said() if t.startswith("earcon:")]) > count:
                    break
                time.sleep(0.005)
            ply += 1
            # A player's pace, shortened: the clock ticks between moves too.
            time.sleep(self.rng.uniform(0, MOVE_PAUSE_MAX))
        if by_write:
            app.kill()
        while alive():
            time.sleep(0.05)
        return n

    def account(self, plies_before, last_before, n_lines, n_said, resumed_n):
        """Moves lost and the clock error of one life, from the transcript and journal."""
        said = self.said()[n_said:]
        # Plies announced in this life: their earcons after the resumption's words.
        announced = [at for at, t in said if t.startswith("earcon:")]
        if resumed_n is None:
            # Killed before the resumption: nothing was played, nothing may be lost.
            return 0
        if resumed_n < 0:
            self.stats.not_offered += 1
            self.stats.lost += self.acked
            self.stats.notes.append(f"kill {self.stats.kills}: the resumption was not "
                                    "offered or not taken")
            self.new_game()
            return len(announced)
        # Lost: announced to the players, not there after the resumption.
        if resumed_n < self.acked:
            self.stats.lost += self.acked - resumed_n
            self.stats.notes.append(f"kill {self.stats.kills}: resumed at {resumed_n} plies, "
                                    f"{self.acked} had been announced")
        if resumed_n != plies_before:
            self.stats.notes.append(f"kill {self.stats.kills}: resumed at {resumed_n} plies, "
                                    f"the journal held {plies_before}")
        self.acked = resumed_n + len(announced)
        ok, plies_after, _, _, lines = self.read_journal()
        # In assistant mode every move presses the clock: a move followed by another move
        # in the journal lost its press, and the wrong clock ran after it.
        kinds = [ln.split("\t", 1)[0] for ln in lines[max(n_lines - 1, 1):]]
        self.stats.presses_lost += sum(1 for a, b in zip(kinds, kinds[1:])
                                       if a == "move" and b == "move")
        resumed_at = next((at for at, t in said if RESUMED.search(t)), None)
        if ok and resumed_at is not None:
            wall_at = resumed_at + wall_offset_us()
            # A heartbeat that ended the journal before is replaced by this life's first.
            beat = next((f for f in (ln.split("\t") for ln in lines[max(n_lines - 1, 1):])
                         if f[0] == "beat" and len(f) == 3 and int(f[2]) >= wall_at), None)
            if beat is not None:
                self.stats.clock_errors.append(
                    ((int(beat[1]) - last_before) - (int(beat[2]) - wall_at)) / 1000.0)
        if announced and ok and plies_after > plies_before and resumed_at is not None:
            first_move = next((ln for ln in lines[n_lines:] if ln.startswith("move\t")), None)
            if first_move is not None:
                game_gap = int(first_move.split("\t")[1]) - last_before
                mono_gap = announced[0] - resumed_at
                self.stats.move_errors.append((game_gap - mono_gap) / 1000.0)
        return len(announced)

    def run(self, kills):
        self.new_game()
        while self.stats.kills < kills:
            before = self.read_journal()[1]
            plies_before, last_before, n_lines, n_said, resumed_n, _ = self.life()
            self.stats.plies += self.account(plies_before, last_before, n_lines, n_said,
                                             resumed_n)
            if self.stats.kills % 50 == 0:
                s = self.stats
                self.log(f"# {s.kills} kills: {s.plies} plies announced, lost {s.lost}, "
                         f"unreadable {s.unreadable}, torn lines {s.torn}, max clock error "
                         f"{s.max_clock_error():.0f} ms over {len(s.clock_errors)} "
                         f"resumptions (journal at {before} plies)")
        return self.stats

