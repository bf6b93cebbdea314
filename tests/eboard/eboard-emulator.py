#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""eboard-emulator.py — a DGT or Millennium electronic board on a pseudo-terminal, moved by
hands that follow a script or play whole games, for the tests and benchmarks of Annabella's
e-board reading. Python 3 standard library only.

    eboard-emulator.py --protocol dgt|millennium [--script FILE] [--games FILE [--count N]]
                       [--seed N] [--fen FEN] [--log FILE] [--stream FILE [--raw]]
                       [--control] [--link PATH] …

On a pseudo-terminal (the default) it prints the slave's path on a line of its own and waits
for the computer to ask for the board as a real one would (DGT: SEND_BRD, update mode;
Millennium: S, the automatic reports set with W02); then its hands begin, and at the end the
board is unplugged (the pseudo-terminal closed). It answers like the real board:
  DGT 9600 8N1: SEND_RESET, SEND_BRD (board dump), SEND_UPDATE(_BRD/_NICE) (a field update
    per change, clock times when they change), SEND_VERSION, RETURN_SERIALNR, SEND_CLK;
  Millennium 38400 7O1: V, S, L, X, W, R, T, each checked (a wrong check is ignored, as the
    board does), answers in lower case with their check, odd parity in the high bit, a status
    on every change at the next scan (41 ms) when asked with W02.
With --stream FILE it needs no computer: it writes what the board would send in update mode
as a recording with times (annabella-tool eboard --replay reads it), or with --raw the bare
bytes.

With --control the hands wait for a test: each line on standard input is an action of the
script (below), carried out at once (the man's moves with their pauses); "idle" is printed
when the hands have done everything asked so far, and "lit SQUARES…" (none when put out)
whenever the computer lights a Millennium board's LEDs. The board stays plugged in until
"unplug", "replug" gives it a new pseudo-terminal (printed on a line of its own, as at the
start), and the end of the input ends it. --link PATH keeps a symbolic link PATH to the
pseudo-terminal the board is on, as /dev/serial/by-id names a board that comes and goes.

The script, one action a line ('#' comments); each action 100 ms after the one before unless
it begins with +MS:
  lift SQ                    a man lifted
  place SQ PIECE             a man put down (FEN letter: P N B R Q K, p … k)
  move UCI [HOW]             a whole move by hand; HOW: plain (default), taken-first,
                             taken-last, king-first, rook-first, slide, pawn-first (a
                             promotion: the pawn put on the last rank, then exchanged)
  knock SQ MS                a man knocked over, set up again MS later
  wait MS
  setup FEN                  the board shows a placement at once (as after setting up)
  turn                       the board turned 180° with the men as they stood for the players
  clock LEFT RIGHT [left|right|stop]  a DGT clock's display (H:MM:SS) and whose side runs
  garbage N                  N random bytes on the line
  broken                     a message cut short (DGT) or with a wrong check (Millennium)
  unplug                     the line closed now
  replug                     (--control) plugged in again on a new pseudo-terminal
The games file has one game a line: an optional start FEN, '|', then UCI moves (from
annabella-tool pgn --to uci, see games_from_pgn below); the hands make each move in a random
realistic order with pauses between moves. --log writes "move UCI TIME" for each move, TIME
the monotonic µs its last man was put down (or lifted), for latency measurements.
"""
import argparse
import heapq
import os
import random
import re
import select
import sys
import termios
import time
import tty

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
DGT_CODES = {'P': 1, 'R': 2, 'N': 3, 'B': 4, 'K': 5, 'Q': 6,
             'p': 7, 'r': 8, 'n': 9, 'b': 10, 'k': 11, 'q': 12}


def square(name):
    return ord(name[0]) - ord('a'), int(name[1]) - 1


def square_name(sq):
    return "abcdefgh"[sq[0]] + str(sq[1] + 1)


def read_placement(fen):
    board = {}
    for i, row in enumerate(fen.split()[0].split('/')):
        f = 0
        for c in row:
            if c.isdigit():
                f += int(c)
            else:
                board[(f, 7 - i)] = c
                f += 1
    return board


def odd_parity(c):
    v = ord(c) & 0x7f
    return v | 0x80 if bin(v).count('1') % 2 == 0 else v


def millennium_bytes(text):
    check = 0
    for c in text:
        check ^= ord(c)
    return bytes(odd_parity(c) for c in text + "%02X" % check)


class Line:
    """Where the board's bytes go: a pseudo-terminal in real time, or a recording in
    simulated time."""

    def __init__(self, master=None):
        self.master = master
        self.real = master is not None
        self.virtual = 0
        self.records = []
        self.open = True

    def now(self):
        return time.monotonic_ns() // 1000 if self.real else self.virtual

    def send(self, data):
        if not self.open:
            return
        if not self.real:
            self.records.append((self.virtual, data))
            return
        try:
            os.write(self.master, data)
        except OSError:
            self.open = False


class Dgt:
    def __init__(self, line, board, rng):
        self.line, self.board, self.rng = line, board, rng
        self.clock_state = None
        self.reset()

    def reset(self):
        """Plugged in: nobody has asked for anything yet."""
        self.mode = "idle"
        self.started = False

    def message(self, ident, data):
        size = 3 + len(data)
        self.line.send(bytes([ident, (size >> 7) & 0x7f, size & 0x7f]) + bytes(data))

    def dump(self):
        data = []
        for i in range(64):
            data.append(DGT_CODES.get(self.board.get((i % 8, 7 - i // 8)), 0))
        self.message(0x86, data)

    def send_clock(self):
        if self.clock_state is None:
            self.message(0x8d, [0, 0, 0, 0, 0, 0, 0x20])
            return
        left, right, runs = self.clock_state

        def side(ms):
            s = ms // 1000
            m = s // 60 % 60
            sec = s % 60
            return [s // 3600, (m // 10) << 4 | m % 10, (sec // 10) << 4 | sec % 10]
        status = 0
        if runs != "stop":
            status |= 0x01
        status |= 0x08 if runs == "right" else 0x10 if runs == "left" else 0
        self.message(0x8d, side(right) + side(left) + [status])

    def host_bytes(self, data):
        for b in data:
            if b == 0x40:
                self.mode = "idle"
            elif b == 0x41:
                self.send_clock()
            elif b == 0x42:
                self.dump()
            elif b in (0x43, 0x44, 0x4b):
                self.mode = {0x43: "update", 0x44: "board", 0x4b: "nice"}[b]
                self.started = True
            elif b == 0x45:
                self.message(0x91, list(b"01234"))
            elif b == 0x4d:
                self.message(0x93, [1, 8])

    def host_start(self):
        """What a computer asks of it first, for a recording made without one."""
        self.host_bytes(bytes([0x40, 0x4d, 0x42, 0x4b]))

    def changed(self, sq):
        if self.mode != "idle":
            self.message(0x8e, [(7 - sq[1]) * 8 + sq[0], DGT_CODES.get(self.board.get(sq), 0)])

    def clock(self, left, right, runs):
        self.clock_state = (left, right, runs)
        if self.mode in ("update", "nice"):
            self.send_clock()

    def broken(self):
        self.line.send(bytes([0x86, 0x00, 0x43, 1, 2, 3]))


class Millennium:
    SIZES = {'V': 0, 'S': 0, 'X': 0, 'T': 0, 'L': 2 + 162, 'W': 4, 'R': 2}

    def __init__(self, line, board, rng, scan_us, schedule, report=None):
        self.line, self.board, self.rng, self.scan_us = line, board, rng, scan_us
        self.schedule = schedule
        self.report = report
        self.e2rom = [0] * 256
        self.reset()

    def reset(self):
        """Plugged in: its settings kept, nothing reported yet."""
        self.buf = ""
        self.reported = None
        self.report_due = False
        self.started = False
        self.leds = None

    def answer(self, text):
        self.line.send(millennium_bytes(text))

    def status_text(self):
        return "s" + "".join(self.board.get((i % 8, 7 - i // 8), '.') for i in range(64))

    def status(self):
        self.reported = dict(self.board)
        self.answer(self.status_text())

    def host_bytes(self, data):
        self.buf += "".join(chr(b & 0x7f) for b in data)
        while self.buf:
            c = self.buf[0]
            if c not in self.SIZES:
                self.buf = self.buf[1:]
                continue
            need = 1 + self.SIZES[c] + 2
            if len(self.buf) < need:
                return
            text, check, self.buf = self.buf[:need - 2], self.buf[need - 2:need], self.buf[need:]
            x = 0
            for ch in text:
                x ^= ord(ch)
            if "%02X" % x != check.upper():
                continue  # the real board ignores a command whose check is wrong
            self.command(text)

    def command(self, text):
        c, args = text[0], text[1:]
        if c == 'V':
            self.answer("v0103")
        elif c == 'S':
            self.status()
            self.started = True
        elif c == 'X':
            self.leds = None
            self.answer("x")
            self.report_lit()
        elif c == 'L':
            self.leds = args[2:]
            self.answer("l")
            self.report_lit()
        elif c == 'W':
            self.e2rom[int(args[:2], 16)] = int(args[2:], 16)
            self.answer("w" + args)
        elif c == 'R':
            self.answer("r" + args + "%02X" % self.e2rom[int(args, 16)])

    def lit(self):
        """The squares whose four corner LEDs are on, as the sensors see them."""
        if not self.leds:
            return []
        on = [int(self.leds[2 * i:2 * i + 2], 16) != 0 for i in range(81)]
        out = []
        for f in range(8):
            for r in range(8):
                row = 7 - r
                if all(on[(f + dc) * 9 + row + dr] for dc in (0, 1) for dr in (0, 1)):
                    out.append(square_name((f, r)))
        return sorted(out)

    def report_lit(self):
        if self.report is not None:
            self.report("lit" + "".join(" " + sq for sq in self.lit()))

    def host_start(self):
        self.host_bytes(millennium_bytes("W0203") + millennium_bytes("S"))

    def changed(self, sq):
        # reported at the board's next scan, if the reports are on
        if self.e2rom[2] in (1, 2) or self.report_due:
            return
        self.report_due = True
        now = self.line.now()
        self.schedule(now - now % self.scan_us + self.scan_us, self.scan)

    def scan(self):
        self.report_due = False
        if self.board != self.reported:
            self.status()

    def clock(self, left, right, runs):
        pass

    def broken(self):
        data = bytearray(millennium_bytes(self.status_text()))
        data[-1] ^= 0x01
        self.line.send(bytes(data))


class Emulator:
    def __init__(self, args):
        self.args = args
        self.rng = random.Random(args.seed)
        self.events = []
        self.seq = 0
        self.men = read_placement(args.fen or START)   # as the players see them
        self.turned = False
        self.board = {}                                  # as the sensors read them
        self.sync_board(notify=False)
        self.master = None
        if args.stream is None:
            self.plug_in()
        self.line = Line(self.master)
        if args.protocol == "dgt":
            self.proto = Dgt(self.line, self.board, self.rng)
        else:
            self.proto = Millennium(self.line, self.board, self.rng, args.scan_ms * 1000,
                                    self.schedule,
                                    (lambda t: print(t, flush=True)) if args.control else None)
        self.todo = []
        self.last_touch = 0
        self.log = open(args.log, "w") if args.log else None
        self.running = True
        self.stepping = False
        self.pending_input = b""

    def plug_in(self):
        """A new pseudo-terminal, raw, linked from --link; its path printed."""
        self.master, self.slave = os.openpty()
        tty.setraw(self.slave)
        path = os.ttyname(self.slave)
        if self.args.link:
            tmp = self.args.link + ".new"
            if os.path.lexists(tmp):
                os.unlink(tmp)
            os.symlink(path, tmp)
            os.replace(tmp, self.args.link)
        print(path, flush=True)

    # time and events
    def schedule(self, at, fn):
        self.seq += 1
        heapq.heappush(self.events, (at, self.seq, fn))

    def run_due(self):
        while self.events and self.events[0][0] <= self.line.now():
            _, _, fn = heapq.heappop(self.events)
            fn()

    # the board
    def sensor(self, sq):
        return (7 - sq[0], 7 - sq[1]) if self.turned else sq

    def sync_board(self, notify=True):
        new = {self.sensor(sq): p for sq, p in self.men.items()}
        changed = set(new) ^ set(self.board) | {s for s in new if self.board.get(s) != new[s]}
        self.board.clear()
        self.board.update(new)
        if notify:
            for s in sorted(changed):
                self.proto.changed(s)

    def lift(self, sq):
        self.men.pop(sq, None)
        self.board.pop(self.sensor(sq), None)
        self.proto.changed(self.sensor(sq))
        self.last_touch = self.line.now()

    def place(self, sq, piece):
        self.men[sq] = piece
        self.board[self.sensor(sq)] = piece
        self.proto.changed(self.sensor(sq))
        self.last_touch = self.line.now()

    # the hands: a queue of (delay µs, action); an action may put more in front
    def then(self, items):
        self.todo[0:0] = items

    def step(self):
        self.stepping = bool(self.todo)
        if not self.todo:
            if self.args.control:
                print("idle", flush=True)
            else:
                self.schedule(self.line.now() + self.args.hold_ms * 1000, self.unplug)
            return
        delay, action = self.todo.pop(0)

        def run():
            action()
            self.step()
        self.schedule(self.line.now() + delay, run)

    def gap(self):
        return self.rng.randint(self.args.gap_ms[0], self.args.gap_ms[1]) * 1000

    def quick(self):
        return self.rng.randint(20, 90) * 1000

    def unplug(self):
        if not self.args.control:
            self.running = False
            return
        # the line closed; the hands go on with the board unplugged
        if self.master is not None:
            os.close(self.master)
            os.close(self.slave)
            self.master = self.line.master = None
            self.line.open = False

    def replug(self):
        if self.master is not None:
            return
        self.plug_in()
        self.line.master = self.master
        self.line.open = True
        self.proto.reset()

    # whole moves
    def move(self, uci, how):
        frm, to = square(uci[:2]), square(uci[2:4])
        piece = self.men.get(frm)
        if piece is None:
            raise SystemExit("eboard-emulator: no man on %s for %s" % (uci[:2], uci))
        white = piece.isupper()
        taken = self.men.get(to)
        steps = []
        lift = lambda s: (self.gap(), lambda: self.lift(s))            # noqa: E731
        place = lambda s, p: (self.gap(), lambda: self.place(s, p))   # noqa: E731
        if piece in "Kk" and (abs(to[0] - frm[0]) == 2 or (taken is not None and taken in "Rr"
                                                            and taken.isupper() == white)):
            if taken is not None and taken in "Rr":
                rook_from = to
            else:
                rook_from = (7 if to[0] > frm[0] else 0, frm[1])
            short = rook_from[0] > frm[0]
            king_to, rook_to = (6 if short else 2, frm[1]), (5 if short else 3, frm[1])
            rook = self.men[rook_from]
            king_part = [] if king_to == frm else [lift(frm), place(king_to, piece)]
            rook_part = [] if rook_to == rook_from else [lift(rook_from), place(rook_to, rook)]
            if how == "king-first" and (king_to == frm or king_to not in self.men):
                steps = king_part + rook_part
            elif how == "rook-first" and (rook_to == rook_from or rook_to not in self.men):
                steps = rook_part + king_part
            else:
                steps = [lift(frm), lift(rook_from), place(king_to, piece), place(rook_to, rook)]
        elif piece in "Pp" and frm[0] != to[0] and taken is None:
            victim = (to[0], frm[1])
            if how == "taken-first":
                steps = [lift(victim), lift(frm), place(to, piece)]
            else:
                steps = [lift(frm), place(to, piece), lift(victim)]
        else:
            put = piece
            if len(uci) == 5:
                put = uci[4].upper() if white else uci[4].lower()
            if taken is not None and how == "taken-first":
                steps = [lift(to), lift(frm)]
            elif taken is not None and how == "taken-last":
                steps = [lift(frm), lift(to)]
            else:
                steps = [lift(frm)]
            df, dr = to[0] - frm[0], to[1] - frm[1]
            if how == "slide" and taken is None and (df == 0 or dr == 0 or abs(df) == abs(dr)):
                sf, sr = (df > 0) - (df < 0), (dr > 0) - (dr < 0)
                f, r = frm[0] + sf, frm[1] + sr
                while (f, r) != to:
                    steps += [(self.quick(), (lambda s: lambda: self.place(s, piece))((f, r))),
                              (self.quick(), (lambda s: lambda: self.lift(s))((f, r)))]
                    f, r = f + sf, r + sr
            if put != piece and how == "pawn-first":
                steps += [place(to, piece), lift(to)]
            steps.append(place(to, put))
        if self.log is not None:
            def note():
                self.log.write("move %s %d\n" % (uci, self.last_touch))
                self.log.flush()
            steps.append((0, note))
        self.then(steps)

    def random_how(self, uci):
        return self.rng.choice(["plain", "taken-first", "taken-last", "king-first", "rook-first",
                                "slide", "pawn-first"])

    # scripts and games
    def load_script(self, path):
        with open(path) as f:
            for raw in f:
                words = raw.split('#')[0].split()
                if not words:
                    continue
                delay = 100000
                if words[0].startswith('+'):
                    delay = int(words.pop(0)[1:]) * 1000
                self.todo.append((delay, self.script_action(words)))

    def script_action(self, w):
        verb = w[0]
        if verb == "lift":
            return lambda: self.lift(square(w[1]))
        if verb == "place":
            return lambda: self.place(square(w[1]), w[2])
        if verb == "move":
            return lambda: self.move(w[1], w[2] if len(w) > 2 else "plain")
        if verb == "knock":
            sq = square(w[1])

            def knock():
                piece = self.men[sq]
                self.lift(sq)
                self.then([(int(w[2]) * 1000, lambda: self.place(sq, piece))])
            return knock
        if verb == "wait":
            return lambda: self.then([(int(w[1]) * 1000, lambda: None)])
        if verb == "setup":
            def setup():
                self.men = read_placement(w[1])
                self.sync_board()
            return setup
        if verb == "turn":
            def turn():
                self.turned = not self.turned
                self.sync_board()
            return turn
        if verb == "clock":
            def ms(text):
                h, m, s = (int(x) for x in text.split(':'))
                return ((h * 60 + m) * 60 + s) * 1000
            runs = w[3] if len(w) > 3 else "left"
            return lambda: self.proto.clock(ms(w[1]), ms(w[2]), runs)
        if verb == "garbage":
            return lambda: self.line.send(bytes(self.rng.randrange(256) for _ in range(int(w[1]))))
        if verb == "broken":
            return lambda: self.proto.broken()
        if verb == "unplug":
            return self.unplug
        if verb == "replug" and self.args.control:
            return self.replug
        raise SystemExit("eboard-emulator: unknown action %s" % verb)

    def load_games(self, games):
        for n, (fen, moves) in enumerate(games):
            if n > 0 or (fen and read_placement(fen) != self.men):
                self.todo.append((self.think(), (lambda f: lambda: self.setup_game(f))(fen or START)))
            for uci in moves:
                self.todo.append((self.think(), (lambda u: lambda: self.move(u, self.random_how(u)))(uci)))

    def setup_game(self, fen):
        self.men = read_placement(fen)
        self.sync_board()

    def think(self):
        return self.rng.randint(self.args.think_ms[0], self.args.think_ms[1]) * 1000

    # running
    def control_input(self):
        """The actions on standard input so far, each carried out at once (read unbuffered:
        select sees what a buffered reader would keep); False at its end."""
        data = os.read(sys.stdin.fileno(), 4096)
        self.pending_input += data
        while b"\n" in self.pending_input:
            raw, self.pending_input = self.pending_input.split(b"\n", 1)
            words = raw.decode().split('#')[0].split()
            if not words:
                continue
            delay = int(words.pop(0)[1:]) * 1000 if words[0].startswith('+') else 0
            self.todo.append((delay, self.script_action(words)))
            if not self.stepping:
                self.stepping = True
                self.step()
        return bool(data)

    def run_pty(self):
        deadline = time.monotonic() + self.args.wait_s
        started = self.args.control
        while self.running:
            if not started and self.proto.started:
                started = True
                self.schedule(self.line.now() + self.args.start_ms * 1000, self.step)
            if not started and time.monotonic() > deadline:
                print("eboard-emulator: nobody asked for the board", file=sys.stderr)
                return 1
            timeout = 0.05
            if self.events:
                timeout = max(0.0, min(timeout, (self.events[0][0] - self.line.now()) / 1e6))
            watched = [f for f in (self.master, sys.stdin if self.args.control else None)
                       if f is not None]
            readable, _, _ = select.select(watched, [], [], timeout)
            if self.master is not None and self.master in readable:
                try:
                    data = os.read(self.master, 4096)
                except OSError:
                    data = b""
                self.proto.host_bytes(data)
            if sys.stdin in readable and not self.control_input():
                self.running = False
            self.run_due()
        if self.master is not None:
            os.close(self.master)
            os.close(self.slave)
        return 0

    def run_stream(self):
        self.proto.host_start()
        self.step()
        while self.running and self.events:
            self.line.virtual = max(self.line.virtual, self.events[0][0])
            self.run_due()
        with open(self.args.stream, "wb") as f:
            if not self.args.raw:
                f.write(b"annabella-eboard-recording 1\n")
            for t, data in self.line.records:
                if not self.args.raw:
                    f.write(b"%d %d\n" % (t, len(data)))
                f.write(data)
        return 0


def games_from_pgn(tool, path, count):
    """Games from a PGN file as (start FEN or None, [UCI moves]): annabella-tool writes them
    in UCI coordinates; comments, variations, annotations and numbers are left out."""
    import subprocess
    text = subprocess.run([tool, "pgn", "--to", "uci", path], capture_output=True, text=True,
                          check=True).stdout
    games = []
    for block in re.split(r"\n\s*\n(?=\[)", text):
        fen = None
        m = re.search(r'^\[FEN "([^"]*)"\]', block, re.M)
        if m:
            fen = m.group(1)
        body = "\n".join(l for l in block.splitlines() if not l.startswith('['))
        body = re.sub(r"\{[^}]*\}", " ", body)
        depth, kept = 0, []
        for c in body:
            if c == '(':
                depth += 1
            elif c == ')':
                depth -= 1
            elif depth == 0:
                kept.append(c)
        moves = [t for t in "".join(kept).split()
                 if re.fullmatch(r"[a-h][1-8][a-h][1-8][nbrq]?", t)]
        if moves:
            games.append((fen, moves))
        if len(games) >= count:
            break
    return games


def read_games(path, count):
    games = []
    with open(path) as f:
        for raw in f:
            if '|' not in raw:
                continue
            fen, moves = raw.split('|', 1)
            games.append((fen.strip() or None, moves.split()))
            if len(games) >= count:
                break
    return games


def pair(text):
    a, b = text.split(',')
    return int(a), int(b)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--protocol", choices=["dgt", "millennium"], required=True)
    p.add_argument("--script")
    p.add_argument("--games", help="a games file: FEN|UCI moves, one game a line")
    p.add_argument("--pgn", help="games from a PGN file (needs --tool)")
    p.add_argument("--tool", help="annabella-tool, to read --pgn")
    p.add_argument("--count", type=int, default=1000000, help="games to play at most")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--fen", help="the men on the board at first (a FEN's placement)")
    p.add_argument("--log")
    p.add_argument("--stream", help="no pseudo-terminal: write what the board sends to FILE")
    p.add_argument("--raw", action="store_true", help="with --stream: the bytes alone")
    p.add_argument("--scan-ms", type=int, default=41, help="a Millennium board's scan period")
    p.add_argument("--gap-ms", type=pair, default=(60, 350), help="MIN,MAX between touches")
    p.add_argument("--think-ms", type=pair, default=(600, 2500), help="MIN,MAX between moves")
    p.add_argument("--start-ms", type=int, default=300, help="after the board was asked for")
    p.add_argument("--hold-ms", type=int, default=600, help="before unplugging at the end")
    p.add_argument("--wait-s", type=float, default=20, help="for the computer to ask")
    p.add_argument("--control", action="store_true",
                   help="the actions come on standard input; 'idle' when done")
    p.add_argument("--link", help="a symbolic link to the pseudo-terminal, kept on replug")
    args = p.parse_args()
    emu = Emulator(args)
    if args.script:
        emu.load_script(args.script)
    if args.games:
        emu.load_games(read_games(args.games, args.count))
    if args.pgn:
        emu.load_games(games_from_pgn(args.tool, args.pgn, args.count))
    status = emu.run_stream() if args.stream else emu.run_pty()
    if emu.log is not None:
        emu.log.close()
    return status


if __name__ == "__main__":
    sys.exit(main())
