# SPDX-License-Identifier: GPL-3.0-or-later
"""What the listening tests that teach a voice share: announcements said by an espeak-ng
voice as 16 kHz WAV files, the recordings kept beside a profile, and the skip when
espeak-ng, sox or sphinxtrain is missing.

A script of tests/listen imports it with
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
"""
import os
import shutil
import subprocess


def synth(voice, text, path):
    """text said by the espeak-ng voice at 150 words a minute, with silence around it."""
    raw = path + ".raw.wav"
    subprocess.run(["espeak-ng", "-v", voice, "-s", "150", "-w", raw, text], check=True)
    subprocess.run(["sox", "-R", raw, "-r", "16000", "-c", "1", "-b", "16", path,
                    "pad", "0.4", "0.6"], check=True)
    os.unlink(raw)


def recordings(profile):
    """The recordings kept beside a voice profile (PROFILE.recordings/recordings.tsv), a
    [WAV, kind, words] list each, in order; [] when there are none."""
    try:
        with open(profile + ".recordings/recordings.tsv", encoding="utf-8") as f:
            return [line.rstrip("\n").split("\t") for line in f if line.strip()]
    except OSError:
        return []


def skip_without_tools(also=()):
    """None when the tools are there (espeak-ng, sox, sphinxtrain and the programs ALSO
    names); else the exit status after printing the TAP skip (77), or a failure with
    REQUIRE_ALL_TESTS=1."""
    missing = [p for p in ("espeak-ng", "sox", *also) if shutil.which(p) is None]
    if not missing and os.path.exists("/usr/lib/sphinxtrain/bw") and shutil.which("sphinx_fe"):
        return None
    why = ", ".join(missing) or "sphinxtrain or sphinxbase-utils"
    if os.environ.get("REQUIRE_ALL_TESTS"):
        print(f"1..1\nnot ok 1 - {why} is not installed (build-aux/dev installs it)")
        return 1
    print(f"1..0 # SKIP {why} is not installed")
    return 77
