#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Speech through a real PulseAudio with a null sink, its monitor recorded.

Starts its own user-mode PulseAudio (own XDG_RUNTIME_DIR), records the null
sink's monitor with parec and stops everything it started, by PID, also on
failure. Checks: an utterance is non-silent audio of plausible length; an
interrupt cuts the first utterance short and the second follows; earcons play;
the server killed in mid-sentence and started again: no crash, no hang, and
speech comes back; no server or no voice data: a clear error, at once.

Usage: test-pulse.py SPEECH-PROBE ANNABELLA-TOOL.  TAP on stdout. With
REQUIRE_ALL_TESTS=1 a missing program fails the test instead of skipping it.
"""
import array
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time

RATE = 22050
FRAME = RATE // 100          # 10 ms
LOUD = 300                   # RMS of a 10 ms frame that counts as sound
SINK = "ab_test_sink"
LONG = ("Springer Gustav eins Felix drei, Läufer Felix eins Cesar vier, "
        "Kurze Rochade, Dame David eins Eva zwei, Turm Hector eins Eva eins")
SHORT = "Turm Hector acht"
CUT_AT = 0.7                 # seconds into LONG when the interrupt comes

PROBE, TOOL = sys.argv[1], sys.argv[2]
started = []                 # Popen objects to stop at the end


def stop(proc, sig=signal.SIGTERM):
    if proc.poll() is None:
        proc.send_signal(sig)
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def stop_all():
    while started:
        stop(started.pop())


def on_signal(signum, frame):
    stop_all()
    sys.exit(1)


def need(*programs):
    missing = [p for p in programs if not shutil.which(p)]
    if missing:
        why = "missing: " + ", ".join(missing)
        if os.environ.get("REQUIRE_ALL_TESTS") == "1":
            print("Bail out! " + why + " (REQUIRE_ALL_TESTS=1)")
            sys.exit(1)
        print("1..0 # SKIP " + why)
        sys.exit(0)


class Pulse:
    """A private PulseAudio server with one null sink."""

    def __init__(self, rundir):
        self.env = dict(os.environ, XDG_RUNTIME_DIR=rundir, PULSE_SINK=SINK,
                        PULSE_SERVER="unix:" + os.path.join(rundir, "pulse", "native"))
        self.env.pop("DISPLAY", None)
        self.log = os.path.join(rundir, "pulseaudio.log")
        self.proc = None

    def start(self):
        with open(self.log, "a") as log:
            # It takes a name on the session bus the suite's tests share: another test's
            # would give up. Ours has no bus.
            no_bus = "unix:path=" + os.path.join(self.env["XDG_RUNTIME_DIR"], "no-bus")
            self.proc = subprocess.Popen(
                ["pulseaudio", "--daemonize=no", "--exit-idle-time=-1", "--system=false", "-n",
                 "--load=module-native-protocol-unix auth-anonymous=1",
                 "--load=module-null-sink sink_name=" + SINK],
                env=dict(self.env, DBUS_SESSION_BUS_ADDRESS=no_bus), stdout=log, stderr=log)
        started.append(self.proc)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            if subprocess.run(["pactl", "info"], env=self.env, capture_output=True).returncode == 0:
                return
            time.sleep(0.05)
        raise RuntimeError("PulseAudio did not start: " + open(self.log).read()[-500:])

    def kill(self):
        self.proc.kill()
        self.proc.wait()
        started.remove(self.proc)


class Recorder:
    """parec on the monitor, low latency; raw S16LE mono at RATE."""

    def __init__(self, pulse, path):
        self.path = path
        self.out = open(path, "wb")
        self.proc = subprocess.Popen(
            ["parec", "-d", SINK + ".monitor", "--latency-msec=20", "--format=s16le",
             "--rate=%d" % RATE, "--channels=1", "--raw"],
            env=pulse.env, stdout=self.out, stderr=subprocess.DEVNULL)
        started.append(self.proc)
        # An idle null sink renders in 2 s blocks; a reader and one suspend
        # and resume make it real-time.
        time.sleep(0.2)
        for flag in ("1", "0"):
            subprocess.run(["pactl", "suspend-sink", SINK, flag], env=pulse.env, check=True)
        time.sleep(0.1)

    def stop(self):
        time.sleep(0.3)
        stop(self.proc, signal.SIGINT)
        if self.proc in started:
            started.remove(self.proc)
        self.out.close()
        samples = array.array("h")
        with open(self.path, "rb") as f:
            samples.frombytes(f.read()[: os.path.getsize(self.path) // 2 * 2])
        return samples


def loud_frames(samples):
    """Indices of the 10 ms frames that are sound, not silence."""
    loud = []
    for i in range(0, len(samples) - FRAME + 1, FRAME):
        frame = samples[i:i + FRAME]
        if (sum(s * s for s in frame) / FRAME) ** 0.5 > LOUD:
            loud.append(i // FRAME)
    return loud


def span(samples):
    """Seconds from the first to the last sound."""
    loud = loud_frames(samples)
    return (loud[-1] - loud[0] + 1) * FRAME / RATE if loud else 0.0


def reference_span(text, rundir):
    """How long espeak-ng itself takes to say text (German voice)."""
    path = os.path.join(rundir, "reference.wav")
    subprocess.run(["espeak-ng", "-v", "de", "-w", path, text], check=True)
    with open(path, "rb") as f:
        data = f.read()[44:]
    samples = array.array("h")
    samples.frombytes(data[: len(data) // 2 * 2])
    return span(samples)


class Probe:
    def __init__(self, pulse):
        self.proc = subprocess.Popen([PROBE], env=pulse.env, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        started.append(self.proc)
        self.lines = []
        self.pending = b""
        self.expect("ready", 10)

    def send(self, *commands):
        for c in commands:
            self.proc.stdin.write((c + "\n").encode())
        self.proc.stdin.flush()

    def expect(self, prefix, timeout):
        """The next line starting with prefix; other lines are kept."""
        deadline = time.monotonic() + timeout
        fd = self.proc.stdout.fileno()
        while True:
            for i, line in enumerate(self.lines):
                if line.startswith(prefix):
                    del self.lines[: i + 1]
                    return line
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError("no '%s' from the probe within %gs (got %r)"
                                     % (prefix, timeout, self.lines))
            # Unbuffered reads: a buffered readline could swallow a second
            # line that select() then never reports.
            ready, _, _ = select.select([fd], [], [], left)
            if ready:
                data = os.read(fd, 4096)
                if not data:
                    raise AssertionError("the probe died (exit %s) waiting for '%s'"
                                         % (self.proc.wait(), prefix))
                self.pending += data
                *complete, self.pending = self.pending.split(b"\n")
                self.lines += [line.decode() for line in complete]

    def quit(self):
        self.send("quit")
        code = self.proc.wait(timeout=10)
        started.remove(self.proc)
        assert code == 0, "the probe exited with %d" % code


def check_utterance(pulse, rundir):
    rec = Recorder(pulse, os.path.join(rundir, "utterance.raw"))
    run = subprocess.run([TOOL, "say", "--lang", "de", SHORT], env=pulse.env,
                         capture_output=True, text=True, timeout=30)
    samples = rec.stop()
    assert run.returncode == 0, "say failed: " + run.stderr
    got, want = span(samples), reference_span(SHORT, rundir)
    peak = max(abs(s) for s in samples)
    assert peak > 3000, "the recording is silent (peak %d)" % peak
    assert abs(got - want) < 0.25 * want + 0.1, \
        "heard %.2fs of speech, espeak-ng says it in %.2fs" % (got, want)
    return "%.2fs of speech (espeak-ng: %.2fs), peak %d" % (got, want, peak)


def check_interrupt(pulse, rundir):
    long_span, short_span = reference_span(LONG, rundir), reference_span(SHORT, rundir)
    rec = Recorder(pulse, os.path.join(rundir, "interrupt.raw"))
    probe = Probe(pulse)
    probe.send("say queue " + LONG, "sleep %d" % (CUT_AT * 1000), "say interrupt " + SHORT, "wait")
    probe.expect("idle", 20)
    probe.quit()
    samples = rec.stop()
    got = span(samples)
    # Cut at CUT_AT, then all of SHORT: far shorter than LONG alone.
    want = CUT_AT + short_span
    assert long_span > got + 1.0, "not cut short: %.2fs heard, LONG is %.2fs" % (got, long_span)
    assert abs(got - want) < 0.35, \
        "heard %.2fs; a cut at %.2fs and %.2fs of the second make %.2fs" % (
            got, CUT_AT, short_span, want)
    return "%.2fs heard (LONG alone %.2fs, cut at %.2fs + second %.2fs)" % (
        got, long_span, CUT_AT, short_span)


def check_earcons(pulse, rundir):
    rec = Recorder(pulse, os.path.join(rundir, "earcon.raw"))
    probe = Probe(pulse)
    probe.send("earcon flag-fall", "wait")
    probe.expect("idle", 10)
    probe.quit()
    got = span(rec.stop())
    assert 0.08 < got < 0.2, "the flag-fall earcon lasted %.2fs" % got
    return "flag-fall earcon %.3fs" % got


def check_server_killed(pulse, rundir):
    probe = Probe(pulse)
    probe.send("say queue " + LONG, "sleep 800", "status")
    probe.expect("status", 10)
    pulse.kill()
    killed = time.monotonic()
    probe.send("wait")
    fault = probe.expect("fault", 5)
    assert fault.startswith("fault 1 "), "expected a NO_AUDIO fault, got " + fault
    probe.expect("idle", 5)
    silent_after = time.monotonic() - killed
    # While the server is gone, saying things neither blocks nor crashes.
    probe.send("say interrupt Anna", "say queue Bella", "wait")
    probe.expect("idle", 5)

    pulse.start()
    rec = Recorder(pulse, os.path.join(rundir, "restart.raw"))
    probe.expect("status 0", 5)
    probe.send("say important " + SHORT, "wait")
    probe.expect("idle", 15)
    samples = rec.stop()
    probe.quit()
    got, want = span(samples), reference_span(SHORT, rundir)
    assert abs(got - want) < 0.25 * want + 0.1, \
        "after the restart heard %.2fs, espeak-ng says it in %.2fs" % (got, want)
    return "silent %.2fs after the kill; after the restart %.2fs of speech" % (silent_after, got)


def check_screen_reader_only(pulse, rundir):
    transcript = os.path.join(rundir, "transcript.txt")
    rec = Recorder(pulse, os.path.join(rundir, "screen-reader.raw"))
    env_before = pulse.env
    pulse.env = dict(env_before, ANNABELLA_TRANSCRIPT=transcript)
    try:
        probe = Probe(pulse)
    finally:
        pulse.env = env_before
    probe.send("backend screen-reader", "say queue " + LONG, "wait")
    probe.expect("idle", 10)
    silent = span(rec.stop())
    rec = Recorder(pulse, os.path.join(rundir, "screen-reader-earcon.raw"))
    probe.send("earcon check", "wait")
    probe.expect("idle", 10)
    probe.quit()
    earcon = span(rec.stop())
    with open(transcript) as f:
        lines = [line.rstrip("\n").split("\t") for line in f]
    assert silent == 0.0, "the built-in voice spoke %.2fs in screen-reader mode" % silent
    assert 0.05 < earcon < 0.2, "the earcon lasted %.2fs" % earcon
    assert [l[1:] for l in lines] == [["queue", LONG], ["queue", "earcon:check"]], lines
    return "no speech, earcon %.3fs, transcript kept" % earcon


def check_speech_dispatcher(pulse, rundir):
    rec = Recorder(pulse, os.path.join(rundir, "speechd.raw"))
    try:
        run = subprocess.run([TOOL, "say", "--backend", "speechd", SHORT], env=pulse.env,
                             capture_output=True, text=True, timeout=30)
        samples = rec.stop()
    finally:
        stop_speech_dispatcher(rundir)
    assert run.returncode == 0, "say --backend speechd failed: " + run.stderr
    got = span(samples)
    assert got > 0.5, "speech-dispatcher made %.2fs of sound" % got
    return "%.2fs of speech through speech-dispatcher" % got


def stop_speech_dispatcher(rundir):
    """libspeechd started it for us; its pid file names it."""
    pidfile = os.path.join(rundir, "speech-dispatcher", "pid", "speech-dispatcher.pid")
    try:
        pid = int(open(pidfile).read().strip())
    except (OSError, ValueError):
        return
    try:
        os.kill(pid, signal.SIGTERM)
        for _ in range(100):
            os.kill(pid, 0)
            time.sleep(0.05)
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def check_no_server(pulse, rundir):
    env = dict(pulse.env, PULSE_SERVER="unix:" + os.path.join(rundir, "nothing-here"))
    t0 = time.monotonic()
    run = subprocess.run([TOOL, "say", "Anna"], env=env, capture_output=True, text=True,
                         timeout=10)
    took = time.monotonic() - t0
    assert run.returncode == 1, "exit %d without a server" % run.returncode
    assert "speech was silent" in run.stderr and "PulseAudio" in run.stderr, run.stderr
    assert took < 2, "took %.2fs to give up" % took
    return "exit 1 after %.2fs: %s" % (took, run.stderr.strip().splitlines()[-1])


def check_no_voice_data(pulse, rundir):
    env = dict(pulse.env, ESPEAK_DATA_PATH=os.path.join(rundir, "no-voices"))
    run = subprocess.run([TOOL, "say", "Anna"], env=env, capture_output=True, text=True,
                         timeout=10)
    assert run.returncode == 1, "exit %d without voice data" % run.returncode
    assert "no voice data" in run.stderr, run.stderr
    return run.stderr.strip().splitlines()[-1]


def main():
    need("pulseaudio", "pactl", "parec", "espeak-ng", "speech-dispatcher")
    signal.signal(signal.SIGTERM, on_signal)
    checks = [check_utterance, check_interrupt, check_earcons, check_screen_reader_only,
              check_speech_dispatcher, check_no_server, check_no_voice_data, check_server_killed]
    print("1..%d" % len(checks))
    failed = 0
    rundir = tempfile.mkdtemp(prefix="ab-pulse-")
    os.chmod(rundir, 0o700)
    try:
        pulse = Pulse(rundir)
        pulse.start()
        for n, check in enumerate(checks, 1):
            name = check.__name__[6:].replace("_", " ")
            try:
                print("ok %d - %s # %s" % (n, name, check(pulse, rundir)), flush=True)
            except Exception as e:  # a failed check must not stop the others
                failed += 1
                print("not ok %d - %s" % (n, name))
                for line in str(e).splitlines() or [type(e).__name__]:
                    print("# " + line)
                sys.stdout.flush()
                if pulse.proc is None or pulse.proc.poll() is not None:
                    pulse.start()
    finally:
        stop_speech_dispatcher(rundir)
        stop_all()
        shutil.rmtree(rundir, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
