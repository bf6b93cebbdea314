#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""annabella-tool hear --microphone while speech-dispatcher speaks, as a blind player's
screen reader does: no recording, the real daemon with its espeak-ng module.

A PulseAudio of our own has two null sinks: "speaker", the default sink, the computer's
loudspeaker; and "room", whose monitor is the microphone. speech-dispatcher runs with a
configuration of its own (its pulse output, espeak-ng) in the test's folder, on a socket
there, in the test's XDG_RUNTIME_DIR, so it plays to that server; spd-say asks it for a
long sentence. A reader on the loudspeaker's monitor tells when its voice sounded.

An announcement played into the microphone while speech-dispatcher speaks is not heard
(nothing at all, not a word); the same announcement after its voice has ended (and the
microphone's 0.4 s tail) is heard as its words. With --over-sound, the watch of the
loudspeaker off, the announcement said over the voice is heard: what the first case
must not see is there to be seen.

Usage: test-speechd.py TOOL LEXICON. TAP output. Without pulseaudio, the PulseAudio
tools, espeak-ng, speech-dispatcher, its espeak-ng module or spd-say the test is skipped
(77), or fails with REQUIRE_ALL_TESTS=1."""

import array
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time

ESPEAK_MODULE = "/usr/lib/speech-dispatcher-modules/sd_espeak-ng"
ANNOUNCEMENT = "Springer Felix drei"
# The words the tool prints for it (g1f3). Whether the sound reached the recogniser is what this
# test asks, not how sure it is: the confidence of this one synthetic utterance, the first
# of a session, lies about the threshold (0.49 to 0.53 seen), and a reading below it prints
# "none" with the words. How well announcements are heard, listen-bench measures.
WORDS = "springer felix drei"
# One long sentence: no full stop, whose pause could open the microphone between two.
# Shorter than 8 s, as a screen reader's line, on a loaded machine too (6.8 s seen): no
# sound the microphone tells of.
SENTENCE = ("Annabella chess move line edit where you type the move you want to play "
            "and press Enter while white has five minutes left")
TAIL = 0.4  # the microphone's, after the last sound (ab-microphone.c)
LOUD = 1000  # a 16-bit sample above this is the voice (about -30 dBFS)
RATE = 16000

n = 0
failed = 0


def result(ok, what, detail=""):
    global n, failed
    n += 1
    print(f"{'ok' if ok else 'not ok'} {n} - {what}", flush=True)
    for line in detail.splitlines():
        print(f"# {line}", flush=True)
    if not ok:
        failed += 1


def missing_tool():
    for program in ("pulseaudio", "pactl", "paplay", "parec", "espeak-ng",
                    "speech-dispatcher", "spd-say"):
        if shutil.which(program) is None:
            return program
    if not os.access(ESPEAK_MODULE, os.X_OK):
        return "speech-dispatcher-espeak-ng"
    return None


class Loudspeaker:
    """Reads the loudspeaker's monitor as it plays; the monotonic times of its sound."""

    def __init__(self, env):
        self.lock = threading.Lock()
        self.loud = []  # monotonic times of 10 ms blocks with sound
        self.parec = subprocess.Popen(["parec", "-d", "speaker.monitor", "--raw",
                                       "--format=s16le", f"--rate={RATE}", "--channels=1",
                                       "--latency-msec=20"],
                                      env=env, stdout=subprocess.PIPE)
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        block = RATE // 100 * 2
        while True:
            data = self.parec.stdout.read(block)
            if not data:
                return
            samples = array.array("h", data[: len(data) // 2 * 2])
            if samples and max(abs(s) for s in samples) > LOUD:
                with self.lock:
                    self.loud.append(time.monotonic())

    def since(self, t):
        with self.lock:
            return [x for x in self.loud if x >= t]

    def wait_sound(self, t, timeout):
        """The first sound after t, waiting up to timeout seconds; None if none came."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            loud = self.since(t)
            if loud:
                return loud[0]
            time.sleep(0.02)
        return None

    def stop(self):
        self.parec.terminate()
        self.parec.wait(timeout=10)


class Listener:
    """annabella-tool hear --microphone; each line it prints with the time it came."""

    def __init__(self, tool, env, over_sound):
        self.lines = []
        self.began = time.monotonic()
        self.proc = subprocess.Popen([tool, "hear", "--lang", "de", "--microphone",
                                      "--source", "room.monitor", "--fen", "startpos",
                                      "--count", "1", "--seconds", "40"]
                                     + (["--over-sound"] if over_sound else []),
                                     env=env, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True)
        self.err = []
        # Each pipe read by a thread of its own, and by nothing else: communicate() would
        # read stdout beside the reader, and a line it took would be lost to the test.
        self.readers = [threading.Thread(target=self._read, daemon=True),
                        threading.Thread(target=self._read_err, daemon=True)]
        for reader in self.readers:
            reader.start()

    def _read(self):
        for line in self.proc.stdout:
            self.lines.append((time.monotonic(), line.rstrip("\n")))

    def _read_err(self):
        self.err = self.proc.stderr.readlines()

    def finish(self):
        """Waits for the tool to end; its stderr, and its status when it failed."""
        status = self.proc.wait(timeout=60)
        for reader in self.readers:
            reader.join(timeout=10)
        return "".join(self.err) + (f"exit status {status}\n" if status else "")

    def text(self, err=""):
        return "\n".join(f"at {t - self.began:.1f} s: {line}"
                         for t, line in self.lines) + "\n" + err


def play(env, wav):
    """The announcement into the microphone's sink; the times it began and ended."""
    began = time.monotonic()
    subprocess.run(["paplay", "-d", "room", wav], env=env, check=True)
    return began, time.monotonic()


def speak(env):
    """spd-say: speech-dispatcher says the sentence; -w, the process ends with it."""
    return subprocess.Popen(["spd-say", "-w", "-o", "espeak-ng", "-l", "en", SENTENCE],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            text=True)


def over_speech(tool, env, speaker, wav, over_sound):
    """The announcement played into the microphone while speech-dispatcher speaks, the
    tool listening since before. Returns (listener, when the voice began and ended on the
    loudspeaker, when the announcement began and ended, whether spd-say still waited for
    the voice after it, spd-say's status and stderr) and "", or None and why."""
    listener = Listener(tool, env, over_sound)
    time.sleep(2.0)  # the recogniser loads its model
    asked = time.monotonic()
    spd = speak(env)
    began = speaker.wait_sound(asked, 15)
    if began is None:
        spd.kill()
        _, err = spd.communicate()
        listener.proc.kill()
        listener.finish()
        return None, f"spd-say: {err}"
    time.sleep(1.0)
    said = play(env, wav)
    speaking = spd.poll() is None
    _, spd_err = spd.communicate(timeout=60)
    voice = speaker.since(began)
    ended = voice[-1] if voice else began
    return (listener, began, ended, said, speaking, spd.returncode, spd_err), ""


NO_BUS = "unix:path={}/no-bus"


def main():
    tool, lexicon = sys.argv[1], sys.argv[2]
    program = missing_tool()
    if program:
        if os.environ.get("REQUIRE_ALL_TESTS") == "1":
            print(f"1..1\nnot ok 1 - {program} is not installed (build-aux/dev installs it)")
            return 1
        print(f"1..0 # SKIP {program} is not installed")
        return 77
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp:
        runtime = os.path.join(tmp, "run")
        os.mkdir(runtime, 0o700)
        sock = os.path.join(runtime, "speechd.sock")
        env = dict(os.environ, XDG_RUNTIME_DIR=runtime,
                   XDG_CONFIG_HOME=os.path.join(tmp, "config"),
                   ANNABELLA_LEXICON=lexicon, ANNABELLA_VOICE_PROFILE="none",
                   SPEECHD_ADDRESS=f"unix_socket:{sock}")
        for var in ("PULSE_SERVER", "PULSE_SINK", "PULSE_SOURCE", "SPEECHD_HOST",
                    "SPEECHD_PORT"):
            env.pop(var, None)
        pulse = subprocess.Popen(["pulseaudio", "--daemonize=no", "--exit-idle-time=-1",
                                  "--disallow-exit", "--system=false", "-n",
                                  "--load=module-native-protocol-unix auth-anonymous=1",
                                  "--load=module-null-sink sink_name=speaker",
                                  "--load=module-null-sink sink_name=room"],
                                 # It takes a name on the session bus the suite's tests share:
                                 # another test's would give up. Ours has no bus.
                                 env=dict(env, DBUS_SESSION_BUS_ADDRESS=NO_BUS.format(runtime)),
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        speechd = speaker = None
        try:
            # A busy machine (the whole suite beside it) may take seconds to start it.
            for _ in range(300):
                if subprocess.run(["pactl", "info"], env=env,
                                  capture_output=True).returncode == 0 or pulse.poll() is not None:
                    break
                time.sleep(0.1)
            if subprocess.run(["pactl", "info"], env=env, capture_output=True).returncode != 0:
                print("1..1\nnot ok 1 - our own PulseAudio server did not start"
                      f" (exit status {pulse.poll()})")
                return 1
            subprocess.run(["pactl", "set-default-sink", "speaker"], env=env, check=True)
            subprocess.run(["pactl", "set-default-source", "room.monitor"], env=env, check=True)

            # speech-dispatcher's own configuration: the system's, with espeak-ng through
            # PulseAudio; in the foreground on our socket, never autospawned.
            conf = os.path.join(tmp, "speechd")
            shutil.copytree("/etc/speech-dispatcher", conf)
            with open(os.path.join(conf, "speechd.conf"), "a") as f:
                f.write('AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\n'
                        'DefaultModule espeak-ng\nAudioOutputMethod "pulse"\n')
            logs = os.path.join(tmp, "speechd-log")
            os.mkdir(logs)
            speechd = subprocess.Popen(["speech-dispatcher", "-s", "-t", "0", "-l", "3",
                                        "-C", conf, "-L", logs, "-c", "unix_socket",
                                        "-S", sock],
                                       env=dict(env, LC_ALL="C.UTF-8"),  # it refuses locales
                                       stdout=subprocess.DEVNULL,      # not generated
                                       stderr=subprocess.DEVNULL)
            for _ in range(100):
                if os.path.exists(sock) or speechd.poll() is not None:
                    break
                time.sleep(0.1)
            result(os.path.exists(sock), "speech-dispatcher starts on its own socket")

            speaker = Loudspeaker(env)
            wav = os.path.join(tmp, "announcement.wav")
            subprocess.run(["espeak-ng", "-v", "de", "-s", "160", "-w", wav, ANNOUNCEMENT],
                           check=True)

            # The watch on, as the app listens: not while the voice speaks, then again.
            run, why = over_speech(tool, env, speaker, wav, False)
            result(run is not None, "speech-dispatcher's voice sounds on the loudspeaker", why)
            if run is not None:
                listener, began, ended, said, speaking, status, spd_err = run
                result(status == 0 and ended - began > 3.0,
                       f"speech-dispatcher spoke {ended - began:.1f} s through PulseAudio",
                       spd_err)
                result(speaking and began < said[0] and said[1] < ended,
                       f"the announcement ({said[0] - began:.1f} to {said[1] - began:.1f} s) "
                       f"was played while it spoke (to {ended - began:.1f} s)")
                # Quiet for the tail and more: the voice has ended, not paused.
                while time.monotonic() < ended + TAIL + 0.6:
                    time.sleep(0.05)
                    ended = speaker.since(began)[-1]
                later = play(env, wav)
                err = listener.finish()
                during = [line for t, line in listener.lines if t < later[0]]
                after = [line for t, line in listener.lines if t >= later[0]]
                result(not during, "the announcement said while speech-dispatcher speaks is "
                       "not heard", listener.text(err))
                result(len(after) == 1 and after[0].split("\t")[1:2] == [WORDS],
                       f"the same announcement {later[0] - ended:.1f} s after its voice "
                       f"ended is heard as \"{WORDS}\"", listener.text(err))

            # The watch off: the announcement over the voice is heard, so the test can see it.
            run, why = over_speech(tool, env, speaker, wav, True)
            if run is None:
                result(False, "with --over-sound, speech-dispatcher speaks again", why)
            else:
                listener, began, ended, said, speaking, status, _ = run
                if listener.proc.poll() is None:
                    listener.proc.terminate()
                err = listener.finish()
                heard = [(t, line) for t, line in listener.lines if t <= ended + TAIL]
                result(speaking and len(heard) == 1 and heard[0][1].split("\t")[1:2] == [WORDS],
                       f"with --over-sound the announcement said while it speaks is heard "
                       f"as \"{WORDS}\"", listener.text(err))
        finally:
            if speaker:
                speaker.stop()
            if speechd:
                speechd.terminate()
                try:
                    speechd.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    speechd.kill()
            pulse.terminate()
            pulse.wait(timeout=10)
    print(f"# {time.monotonic() - started:.0f} s")
    print(f"1..{n}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
