#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""annabella-tool eboard against emulated boards (tests/eboard/eboard-emulator.py), TAP.

- The recorded streams of tests/eboard/streams (made by the emulator: timed recordings and
  bare bytes) replayed: every line as tests/eboard/scripts/NAME.expected says (a
  Millennium board has no clock).
- Every script of tests/eboard/scripts made by the emulator's hands on a DGT and on a
  Millennium board, recorded and replayed: the same lines.
- Live on a pseudo-terminal, both boards at once (the Millennium one found without
  --protocol): the same lines, then 'unplugged' when the emulator closes the line.
- Faults: no such device, not a serial line, a line where no board answers, a device the
  user may not open (run as nobody when the test runs as root: the group to join is named).

Usage: test-tool-eboard.py TOOL
"""
import os
import pwd
import subprocess
import sys
import tempfile
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from tap import Tap  # noqa: E402

EBOARD = os.path.join(os.path.dirname(HERE), "eboard")
EMULATOR = os.path.join(EBOARD, "eboard-emulator.py")
SCRIPTS = os.path.join(EBOARD, "scripts")
STREAMS = os.path.join(EBOARD, "streams")
TOOL = sys.argv[1]
tap = Tap()


def script_fen(name):
    with open(os.path.join(SCRIPTS, name + ".txt")) as f:
        for line in f:
            if line.startswith("#! fen "):
                return line[len("#! fen "):].strip()
    return None


def expected(name, protocol):
    with open(os.path.join(SCRIPTS, name + ".expected")) as f:
        lines = f.read().splitlines()
    return [l for l in lines if protocol == "dgt" or not l.startswith("clock ")]


def tool(*args, **kw):
    return subprocess.run([TOOL, "eboard", *args], capture_output=True, text=True, timeout=60, **kw)


def compare(name, got, want, err=""):
    ok = got == want
    details = []
    if not ok:
        details = ["got:"] + got + ["expected:"] + want + ([err] if err else [])
    tap.check(ok, name, details)


def fen_args(fen):
    return ["--fen", fen] if fen else []


def test_streams():
    for stream in sorted(os.listdir(STREAMS)):
        name, protocol = os.path.splitext(stream)[0].rsplit("-", 1)
        r = tool("--replay", os.path.join(STREAMS, stream), *fen_args(script_fen(name)))
        compare(f"replay of the recorded stream {stream}", r.stdout.splitlines(),
                expected(name, protocol), r.stderr)


def test_scripts(work):
    for script in sorted(os.listdir(SCRIPTS)):
        if not script.endswith(".txt"):
            continue
        name = script[:-4]
        fen = script_fen(name)
        for protocol in ("dgt", "millennium"):
            rec = os.path.join(work, f"{name}-{protocol}.rec")
            subprocess.run([sys.executable, EMULATOR, "--protocol", protocol, "--script",
                            os.path.join(SCRIPTS, script), "--stream", rec, *fen_args(fen)],
                           check=True)
            r = tool("--replay", rec, *fen_args(fen))
            compare(f"{name} on a {protocol} board, recorded and replayed",
                    r.stdout.splitlines(), expected(name, protocol), r.stderr)


def live(protocol, name, given, results):
    """The emulator on a pseudo-terminal, the tool reading it live."""
    emu = subprocess.Popen([sys.executable, EMULATOR, "--protocol", protocol, "--script",
                            os.path.join(SCRIPTS, name + ".txt"), "--gap-ms", "30,90",
                            "--start-ms", "100", "--hold-ms", "200"],
                           stdout=subprocess.PIPE, text=True)
    device = emu.stdout.readline().strip()
    args = ["--device", device] + (["--protocol", protocol] if given else [])
    r = tool(*args)
    emu.wait(timeout=30)
    results[protocol] = (device, r)


def test_live():
    results = {}
    threads = [threading.Thread(target=live, args=("dgt", "noise", True, results)),
               threading.Thread(target=live, args=("millennium", "noise", False, results))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for protocol in ("dgt", "millennium"):
        device, r = results[protocol]
        lines = r.stdout.splitlines()
        tap.check(r.returncode == 0 and lines[:1] and lines[0].startswith("identified " + protocol),
                  f"live {protocol} board on {device}: identified",
                  lines[:1] + [r.stderr])
        want = expected("noise", protocol)
        got = [l for l in lines[1:] if l != "unplugged"]
        compare(f"live {protocol} board: the moves, then the game", got, want, r.stderr)
        tap.check("unplugged" in lines, f"live {protocol} board: unplugged at the end", lines[-3:])


def test_faults():
    r = tool("--device", "/nonexistent/ttyACM9")
    tap.check(r.returncode == 1 and "No such file" in r.stderr, "no such device", [r.stderr])
    r = tool("--device", "/dev/null")
    tap.check(r.returncode == 1 and "ioctl" in r.stderr, "not a serial line", [r.stderr])
    master, slave = os.openpty()
    try:
        r = tool("--device", os.ttyname(slave), "--protocol", "dgt")
        tap.check(r.returncode == 1 and "no board answered" in r.stderr,
                  "a line where no board answers", [r.stderr])
        if os.getuid() == 0:
            nobody = pwd.getpwnam("nobody")
            os.chmod(os.ttyname(slave), 0o620)

            def drop():
                os.setgid(nobody.pw_gid)
                os.setgroups([])
                os.setuid(nobody.pw_uid)
            r = tool("--device", os.ttyname(slave), preexec_fn=drop)
            tap.check(r.returncode == 1 and "Permission denied" in r.stderr
                      and "add the user to the group" in r.stderr,
                      "no permission: the group to join is named", [r.stderr])
        else:
            tap.skip("no permission: the group to join is named", "needs root to run as nobody")
    finally:
        os.close(master)
        os.close(slave)
    r = tool("--list")
    tap.check(r.returncode == 0 and all(os.path.exists(d) for d in r.stdout.splitlines()),
              "--list names devices that exist", [r.stdout, r.stderr])
    r = tool()
    tap.check(r.returncode == 1 and "Usage" in r.stderr, "neither --device nor --replay", [r.stderr])
    r = tool("--replay", os.path.join(STREAMS, "noise-dgt.raw"), "--protocol", "certabo")
    tap.check(r.returncode == 1 and "Usage" in r.stderr, "an unknown protocol", [r.stderr])


def main():
    with tempfile.TemporaryDirectory() as work:
        test_streams()
        test_scripts(work)
        test_live()
        test_faults()
    return tap.done()


if __name__ == "__main__":
    sys.exit(main())
