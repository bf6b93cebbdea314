#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# test-orca.sh ANNABELLA_BINARY — the real annabella under the real Orca screen reader.
#
# Gives test-orca.py an X server and a D-Bus session of its own (xvfb-run +
# dbus-run-session), so that its AT-SPI bus holds nothing but annabella and Orca,
# whatever other tests or sessions run on the machine. A missing tool skips (77),
# or fails when REQUIRE_ALL_TESTS=1.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

missing() {
  if [ "${REQUIRE_ALL_TESTS:-}" = 1 ]; then
    echo "FAIL: $1 (REQUIRE_ALL_TESTS=1)"
    exit 1
  fi
  echo "SKIP: $1"
  exit 77
}

[ $# -eq 1 ] && [ -x "$1" ] || { echo "usage: test-orca.sh ANNABELLA_BINARY"; exit 2; }
for tool in xvfb-run xauth dbus-run-session /usr/bin/python3; do
  command -v "$tool" >/dev/null || missing "$tool is not installed"
done

# -noreset: an X client connecting while the last one leaves must not meet a
# resetting server. timeout: nothing may hang past meson's own limit.
exec timeout -k 5 150 xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" \
  dbus-run-session -- /usr/bin/python3 "$here/test-orca.py" "$1"
