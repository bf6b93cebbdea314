#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Benchmark: a real key press to the first audible sample, with Annabella's own voice
and with the real Orca screen reader, in one run on the same sink.

    key-to-sound.py KEY-TO-SOUND ANNABELLA ORCA-WRAPPER [PRESSES]

The real annabella runs under Xvfb with a PulseAudio null sink. The board cursor is
walked with real key presses (XTest, Right and Left in turn, e2 and f2); key-to-sound
(C) times each press and the first loud sample on the sink's monitor on one clock.

1. Self-voicing (the default): annabella says the square itself (espeak-ng).
2. Screen-reader mode (self-voicing off): Debian's Orca speaks the focused square
   through speech-dispatcher (espeak-ng module) to the same sink.

Prints the median and p99 of both, the ratio of the medians, and one line in the
stable format of build-aux/dev bench:
    bench key-to-sound: median X ms, p99 Y ms; orca median Z ms; ratio R
Goal (issue 17): median <= 20 ms with annabella's voice, at least 3x faster than Orca.
ORCA-WRAPPER is tests/app/orca/orca-ci.py (Orca 43.1 with its log flushed and without
its single-instance check), or "-" to measure annabella alone. Without Orca the second
half is left out and said so.
"""
import os
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchlib as b  # noqa: E402

if len(sys.argv) < 4:
    print("usage: key-to-sound.py KEY-TO-SOUND ANNABELLA ORCA-WRAPPER [PRESSES]")
    sys.exit(2)
PROBE, APP = (os.path.abspath(a) for a in sys.argv[1:3])
ORCA_WRAPPER = os.path.abspath(sys.argv[3]) if sys.argv[3] != "-" else None
PRESSES = int(sys.argv[4]) if len(sys.argv) > 4 else 100
SINK = "ab_bench_key_sink"
KEYS = ["Right", "Left"]

b.session("key-to-sound")


def app_env(state, self_voicing):
    """annabella's environment: its settings in a keyfile (self-voicing as asked), its
    state folder, AT-SPI on as on a desktop."""
    config = os.path.join(state, "config")
    os.makedirs(os.path.join(config, "glib-2.0", "settings"))
    with open(os.path.join(config, "glib-2.0", "settings", "keyfile"), "w") as f:
        f.write("[org/annabella/Annabella]\n"
                f"self-voicing={'true' if self_voicing else 'false'}\n")
    return dict(b.env, GSETTINGS_BACKEND="keyfile", XDG_CONFIG_HOME=config,
                ANNABELLA_TRANSCRIPT=os.path.join(state, "said.tsv"),
                XDG_STATE_HOME=os.path.join(state, "state"), GTK_A11Y="atspi",
                NO_AT_BRIDGE="0")


def start_app(state, self_voicing):
    app = b.start([APP], app_env(state, self_voicing), stdout=subprocess.DEVNULL,
                  stderr=open(os.path.join(state, "app.log"), "w"))
    wid = b.window_titled(app.pid, "Annabella")
    if wid is None:
        raise RuntimeError("annabella's window did not appear")
    return app, wid


def said_times(state):
    """The monotonic times (us) at which annabella handed an utterance to its voice."""
    try:
        with open(os.path.join(state, "said.tsv"), encoding="utf-8") as f:
            return sorted(int(ln.split("\t", 1)[0]) for ln in f if ln[:1].isdigit())
    except FileNotFoundError:
        return []


def breakdown(state, pressed, times, label):
    """Where the time goes: key to the utterance handed to the voice (GTK, the board, the
    announcer), and from there to the sound."""
    said = said_times(state)
    ui, voice = [], []
    for at, total in zip(pressed, times):
        after = next((s for s in said if s >= at), None)
        if after is not None and (after - at) / 1000 <= total:
            ui.append((after - at) / 1000)
            voice.append(total - (after - at) / 1000)
    if ui:
        print(f"{label}: key -> handed to the voice median {b.median(ui):.1f} ms "
              f"(p99 {b.percentile(ui, 0.99):.1f}); voice -> first sample median "
              f"{b.median(voice):.1f} ms (p99 {b.percentile(voice, 0.99):.1f})")


def measure(wid, label, state=None, focus_key="ctrl+b", keys=KEYS, presses=None):
    """Focuses the board (Ctrl+B) and times PRESSES cursor keys."""
    presses = presses or PRESSES
    b.focus(wid)
    time.sleep(0.5)
    b.xdo("key", "--clearmodifiers", focus_key)
    time.sleep(1.0)
    r = subprocess.run([PROBE, f"{SINK}.monitor", str(presses + 3), *keys], env=b.env,
                       capture_output=True, text=True, timeout=presses * 10 + 60)
    times, pressed, misses, interval = [], [], 0, None
    for ln in r.stdout.splitlines():
        if ln.startswith("press "):
            times.append(float(ln.split()[1]))
            pressed.append(int(ln.split()[2]))
        elif ln == "miss":
            misses += 1
        elif ln.startswith("fragment-interval "):
            interval = float(ln.split()[1])
    if r.returncode != 0:
        raise RuntimeError(f"key-to-sound: {r.stderr.strip()}")
    # The first presses warm the path up, as the first minute of a game does.
    times, pressed = times[3:], pressed[3:]
    print(f"{label}: {len(times)} presses heard, {misses} not heard within 3 s; "
          f"median {b.median(times):.1f} ms, p99 {b.percentile(times, 0.99):.1f} ms, "
          f"min {min(times):.1f}, max {max(times):.1f} (monitor fragments every "
          f"{interval} ms)")
    print(f"# {label}, every press in ms: " + b.spread(times, "{:.1f}"))
    if state:
        breakdown(state, pressed, times, label)
    return times, misses


def own_voice():
    state = os.path.join(b.WORK, "own")
    app, wid = start_app(state, True)
    try:
        result = measure(wid, "annabella's own voice", state)
        # Beside it, not in the line: a question key (Alt+W, whose move) from the move
        # line, where the focus is most of a game.
        measure(wid, "annabella's own voice, Alt+W on the move line", state, "ctrl+l",
                ["alt+w"], max(10, PRESSES // 3))
        return result
    finally:
        b.stop(app)


def start_speechd():
    """speech-dispatcher with its espeak-ng module playing to our sink, in the foreground
    on the socket Orca's client looks for."""
    runtime = b.env["XDG_RUNTIME_DIR"]
    conf = os.path.join(b.WORK, "speechd")
    shutil.copytree("/etc/speech-dispatcher", conf)
    with open(os.path.join(conf, "speechd.conf"), "a") as f:
        f.write('AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\n'
                'DefaultModule espeak-ng\nAudioOutputMethod "pulse"\n')
    os.makedirs(os.path.join(runtime, "speech-dispatcher"), exist_ok=True)
    os.makedirs(os.path.join(b.WORK, "speechd-log"))
    sock = os.path.join(runtime, "speech-dispatcher", "speechd.sock")
    b.start(["speech-dispatcher", "-s", "-t", "0", "-l", "1", "-C", conf,
             "-L", os.path.join(b.WORK, "speechd-log"), "-c", "unix_socket", "-S", sock],
            dict(b.env, LC_ALL="C.UTF-8"), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if not b.wait_for(lambda: os.path.exists(sock), 10):
        raise RuntimeError("speech-dispatcher did not start")


def orca():
    state = os.path.join(b.WORK, "orca")
    home = os.path.join(b.WORK, "orca-home")
    log = os.path.join(b.WORK, "orca.log")
    os.makedirs(os.path.join(home, "prefs"))
    start_speechd()
    app, wid = start_app(state, False)
    orca_env = dict(b.env, HOME=home, XDG_CONFIG_HOME=os.path.join(home, "config"),
                    XDG_DATA_HOME=os.path.join(home, "data"), GTK_A11Y="atspi")
    for var in ("GSETTINGS_SCHEMA_DIR", "G_DEBUG"):
        orca_env.pop(var, None)
    b.start(["/usr/bin/python3", ORCA_WRAPPER, "--disable", "braille", "--disable",
             "key-echo", "--user-prefs", os.path.join(home, "prefs"), f"--debug-file={log}"],
            orca_env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def ready():
        try:
            with open(log, errors="replace") as f:
                return "ORCA: Starting registry" in f.read()
        except FileNotFoundError:
            return False
    if not b.wait_for(ready, 30, 0.1):
        raise RuntimeError("Orca did not start")
    time.sleep(2.0)
    try:
        return measure(wid, "Orca 43.1 (self-voicing off)")
    finally:
        b.stop(app)


def main():
    b.start_pulse(SINK)
    own, own_missed = own_voice()
    if (ORCA_WRAPPER is None or not os.access("/usr/bin/orca", os.X_OK)
            or shutil.which("speech-dispatcher") is None):
        print("key-to-sound: no Orca reference (not asked for, or Orca or speech-dispatcher "
              "is not installed)")
        print(f"bench key-to-sound: median {b.median(own):.1f} ms, "
              f"p99 {b.percentile(own, 0.99):.1f} ms; orca median - ms; ratio -")
        return 0
    ref, ref_missed = orca()
    m, r = b.median(own), b.median(ref)
    print(f"bench key-to-sound: median {m:.1f} ms, p99 {b.percentile(own, 0.99):.1f} ms; "
          f"orca median {r:.1f} ms; ratio {r / m:.1f}")
    # Every press must be heard: a silent press is a failure, not a fast one.
    return 1 if own_missed > PRESSES // 20 or not own else 0


b.run(main)
