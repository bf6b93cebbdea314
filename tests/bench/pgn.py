#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Benchmark: annabella-tool pgn against Debian's pgn-extract -r, reading and
validating the same large real PGN file in the same run. Prints games per
second of both and the ratio (ours / pgn-extract's; above 1.0 means faster).

pgn-extract -r checks syntax and move legality; annabella-tool pgn also
checks results against checkmate and stalemate. Both are timed as whole
processes in CPU seconds (user + system), best of REPEAT runs.

The data: book_1.02.pgn, 145,716 master games (85 MB) from which GNU Chess
builds its opening book. Debian ships it in the source package gnuchess-book
(the binary package holds only the built book). It is fetched once with
apt-get into the cache directory given as the second argument, through a
private sources list, so the system's apt configuration is not touched.
PGN_BENCH_FILE=path uses another file instead. Without network or apt the
benchmark is skipped (exit 77).
"""
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile

TOOL = sys.argv[1]
CACHE = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.getcwd(), "bench-data")
PGN_EXTRACT = os.environ.get("PGN_EXTRACT", "/usr/games/pgn-extract")
REPEAT = int(os.environ.get("REPEAT", "3"))
SOURCE_PACKAGE = "gnuchess-book"
MEMBER = "book_1.02.pgn"
SOURCES = "deb-src http://deb.debian.org/debian bookworm main\n"


def fetch():
    """The book's PGN from Debian's source package, cached; None if unavailable."""
    target = os.path.join(CACHE, MEMBER)
    if os.path.exists(target):
        return target
    if shutil.which("apt-get") is None:
        return None
    apt = os.path.join(CACHE, "apt")
    for d in ("lists/partial", "cache/archives/partial", "dl"):
        os.makedirs(os.path.join(apt, d), exist_ok=True)
    with open(os.path.join(apt, "sources.list"), "w") as f:
        f.write(SOURCES)
    opts = [
        "-o", "Dir::Etc::SourceList=" + os.path.join(apt, "sources.list"),
        "-o", "Dir::Etc::SourceParts=" + os.path.join(apt, "none"),
        "-o", "Dir::State::Lists=" + os.path.join(apt, "lists"),
        "-o", "Dir::Cache=" + os.path.join(apt, "cache"),
        "-o", "Debug::NoLocking=1",
    ]
    dl = os.path.join(apt, "dl")
    try:
        subprocess.run(["apt-get", "-q"] + opts + ["update"], check=True, capture_output=True)
        subprocess.run(["apt-get", "-q"] + opts + ["source", "--download-only", "--tar-only",
                                                   SOURCE_PACKAGE],
                       cwd=dl, check=True, capture_output=True)
    except (subprocess.CalledProcessError, OSError) as e:
        print("cannot fetch the %s source package: %s" % (SOURCE_PACKAGE, e), file=sys.stderr)
        return None
    origs = [n for n in os.listdir(dl) if n.endswith(".orig.tar.gz")]
    if not origs:
        return None
    with tarfile.open(os.path.join(dl, origs[0])) as tar:
        for m in tar.getmembers():
            if os.path.basename(m.name) == MEMBER and m.isfile():
                with tar.extractfile(m) as src, open(target + ".part", "wb") as dst:
                    shutil.copyfileobj(src, dst)
                os.rename(target + ".part", target)
                break
    shutil.rmtree(apt, ignore_errors=True)
    return target if os.path.exists(target) else None


class Run:
    def __init__(self, stdout, stderr):
        self.stdout = stdout
        self.stderr = stderr


def timed(cmd):
    """CPU seconds (user + system) of the whole process, and its output.
    CPU time, not wall time: the machine is shared, and waiting for a core
    is not the program's cost."""
    out = tempfile.TemporaryFile()
    err = tempfile.TemporaryFile()
    proc = subprocess.Popen(cmd, stdout=out, stderr=err)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    out.seek(0)
    err.seek(0)
    r = Run(out.read().decode(errors="replace"), err.read().decode(errors="replace"))
    return usage.ru_utime + usage.ru_stime, r


def ours(path):
    dt, r = timed([TOOL, "pgn", path])
    m = re.search(r"^games (\d+), errors (\d+)$", r.stdout, re.M)
    if m is None:
        raise SystemExit("annabella-tool pgn printed no summary: %s" % r.stderr[-500:])
    return dt, int(m.group(1)), int(m.group(2))


def pgn_extract(path):
    dt, r = timed([PGN_EXTRACT, "-r", path])
    m = re.search(r"(\d+) games matched out of (\d+)", r.stderr)
    if m is None:
        raise SystemExit("pgn-extract printed no count: %s" % r.stderr[-500:])
    return dt, int(m.group(2)), None


def best(fn, path):
    runs = [fn(path) for _ in range(REPEAT)]
    return min(r[0] for r in runs), runs[0][1], runs[0][2]


def main():
    if not os.path.exists(PGN_EXTRACT):
        print("pgn-extract not found (Debian package pgn-extract): skipped")
        return 77
    path = os.environ.get("PGN_BENCH_FILE") or fetch()
    if path is None:
        print("no benchmark data: skipped")
        return 77
    size = os.path.getsize(path)
    t_ours, n_ours, errors = best(ours, path)
    t_ref, n_ref, _ = best(pgn_extract, path)
    if n_ours != n_ref:
        print("game counts differ: annabella %d, pgn-extract %d" % (n_ours, n_ref))
        return 1
    gps_ours = n_ours / t_ours
    gps_ref = n_ref / t_ref
    print("file: %s (%.1f MB, %d games; annabella found %d with errors)" %
          (path, size / 1e6, n_ours, errors))
    print("%-24s %10s %14s %10s" % ("program", "CPU s", "games/s", "MB/s"))
    print("%-24s %10.3f %14.0f %10.1f" %
          ("annabella-tool pgn", t_ours, gps_ours, size / 1e6 / t_ours))
    print("%-24s %10.3f %14.0f %10.1f" % ("pgn-extract -r", t_ref, gps_ref, size / 1e6 / t_ref))
    print("pgn speed ratio annabella/pgn-extract: %.2f" % (gps_ours / gps_ref))
    return 0


if __name__ == "__main__":
    sys.exit(main())
