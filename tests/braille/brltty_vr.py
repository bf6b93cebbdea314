# SPDX-License-Identifier: GPL-3.0-or-later
"""BRLTTY with its virtual braille driver (vr), and the virtual display on its socket, for
the end-to-end tests: the same daemon as test-braille-display.c starts (BrlAPI on a free
TCP port of 127.0.0.1, no screen or speech driver, the en-nabcc text table), and this
module is the display on the other end.

    vr = BrlttyVr(brltty_path, workdir)   # BRLTTY started, 40 cells
    env["BRLAPI_HOST"] = vr.host         # where a BrlAPI client finds it
    vr.wait_shows("12. Springer")        # the characters shown begin so
    vr.press("FWINRT")                   # a key of the display (vr's command names)
    vr.stop()

The display says "Visual" lines (the characters shown, cells wide) and "Braille" lines
(the dots of each cell); keys are BRLTTY's command names (FWINRT, FWINLT, LNUP, LNDN,
"ROUTE n" — the routing key over cell n + 1, as vr counts from 0 —, "PASSDOTS d", KEY_ENTER,
KEY_BACKSPACE). Without BRLTTY the caller skips.
"""
import os
import random
import select
import socket
import subprocess
import time

CELLS = 40
NEWS_CELL = 0xFF


def _unescape(text):
    """The bytes of a C string's escapes (as g_strcompress reads them)."""
    out = bytearray()
    i = 0
    simple = {ord("n"): 10, ord("t"): 9, ord("r"): 13, ord("b"): 8, ord("f"): 12,
              ord("v"): 11, ord("a"): 7}
    while i < len(text):
        c = text[i]
        if c != ord("\\") or i + 1 >= len(text):
            out.append(c)
            i += 1
            continue
        j = i + 1
        if ord("0") <= text[j] <= ord("7"):
            k = j
            while k < len(text) and k < j + 3 and ord("0") <= text[k] <= ord("7"):
                k += 1
            out.append(int(text[j:k], 8) & 0xFF)
            i = k
        else:
            out.append(simple.get(text[j], text[j]))
            i = j + 1
    return bytes(out)


def _port_free(number):
    with socket.socket() as s:
        try:
            s.bind(("127.0.0.1", 4101 + number))
            return True
        except OSError:
            return False


def _port_open(number):
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", 4101 + number)) == 0


class BrlttyVr:
    def __init__(self, brltty, workdir, cells=CELLS, timeout=10.0):
        self.dir = workdir
        os.makedirs(workdir, exist_ok=True)
        self.cells = cells
        self.visual = None
        self.dots = []
        self.log = []
        self._buf = b""
        self.number = random.randrange(1000, 60000)
        while not _port_free(self.number):
            self.number = random.randrange(1000, 60000)
        self.host = f"127.0.0.1:{self.number}"
        sock_path = os.path.join(workdir, "vr.sock")
        self.proc = subprocess.Popen(
            [brltty, "--no-daemon", "--quiet", "--configuration-file=/dev/null",
             "--preferences-file=/dev/null", "--writable-directory", workdir,
             "--updatable-directory", workdir, "--pid-file", os.path.join(workdir, "brltty.pid"),
             "--log-file", os.path.join(workdir, "brltty.log"), "--braille-driver", "vr",
             "--braille-device", f"server:{sock_path}", "--text-table", "en-nabcc",
             "--screen-driver", "no", "--speech-driver", "no",
             "--api-parameters", f"host={self.host},auth=none"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        end = time.monotonic() + timeout
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        while True:
            try:
                self.sock.connect(sock_path)
                break
            except OSError:
                if time.monotonic() > end:
                    raise RuntimeError("BRLTTY's virtual display socket did not appear")
                time.sleep(0.05)
        self.sock.sendall(f"cells {cells}\n".encode())
        if not self.wait(lambda: self.visual is not None, timeout):
            raise RuntimeError("BRLTTY's virtual display shows nothing")
        while not _port_open(self.number):
            if time.monotonic() > end:
                raise RuntimeError("BRLTTY does not listen for BrlAPI clients")
            time.sleep(0.05)

    def _line(self, raw):
        line = raw.decode("utf-8", "replace")
        if raw.startswith(b'Visual "') and raw.endswith(b'"'):
            self.visual = _unescape(raw[8:-1]).decode("utf-8", "replace")
            self.log.append(self.visual)
        elif line.startswith('Braille "'):
            cells = []
            for cell in line[9:].rstrip('"').split("|"):
                dots = 0
                for ch in cell.strip():
                    if "1" <= ch <= "8":
                        dots |= 1 << (ord(ch) - ord("1"))
                cells.append(dots)
            self.dots = cells

    def pump(self, seconds=0.0):
        """Reads what vr sent, for up to seconds."""
        end = time.monotonic() + seconds
        while True:
            left = max(0.0, end - time.monotonic())
            ready, _, _ = select.select([self.sock], [], [], left)
            if ready:
                data = self.sock.recv(65536)
                if not data:
                    return
                self._buf += data
                while b"\n" in self._buf:
                    raw, self._buf = self._buf.split(b"\n", 1)
                    self._line(raw.rstrip())
            if time.monotonic() >= end:
                return

    def wait(self, predicate, timeout=10.0):
        end = time.monotonic() + timeout
        while not predicate():
            if time.monotonic() > end:
                return False
            self.pump(0.05)
        return True

    def shows(self, prefix):
        return self.visual is not None and self.visual.startswith(prefix)

    def wait_shows(self, prefix, timeout=10.0):
        return self.wait(lambda: self.shows(prefix), timeout)

    def news_waiting(self):
        return len(self.dots) == self.cells and self.dots[-1] == NEWS_CELL

    def press(self, key, settle=0.15):
        """One key; vr takes one command at a time, so the next waits a moment."""
        self.sock.sendall(f"{key}\n".encode())
        self.pump(settle)

    def step(self, key, timeout=3.0):
        """A key that changes what is shown: pressed, and waited for until it did."""
        before = self.visual
        self.press(key, 0)
        return self.wait(lambda: self.visual != before, timeout)

    def stop(self):
        # vr's driver waits for its display with signals held off: it is killed.
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        self.sock.close()
