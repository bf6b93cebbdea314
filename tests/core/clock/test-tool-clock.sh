#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# annabella-tool clock on the event files beside this script: the output must match the
# expected files line for line; bad lines go to stderr as FILE:LINE: message, exit 1.
# Usage: test-tool-clock.sh ANNABELLA-TOOL
case $1 in
  /*) tool=$1 ;;
  *) tool=$(pwd)/$1 ;;
esac
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failed=0
n=0

check () {
  n=$((n + 1))
  if [ "$1" = ok ]; then
    echo "ok $n - $2"
  else
    echo "not ok $n - $2"
    failed=1
  fi
}

cd "$here" || exit 1
echo "1..7"

"$tool" clock 2/60+10:30+5 game.events >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ $rc -eq 0 ] && [ ! -s "$tmp/err" ] && diff -u game.expected "$tmp/out" >&2; then
  check ok "a game: periods, increments, penalty, pause, set clocks, flag, adjournment"
else
  check fail "a game (exit $rc)"
fi

"$tool" clock 300 bad.events >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ $rc -eq 1 ] && diff -u bad.expected "$tmp/out" >&2 &&
   diff -u bad.expected-err "$tmp/err" >&2; then
  check ok "bad lines: FILE:LINE: message, exit status 1, the good lines still run"
else
  check fail "bad lines (exit $rc)"
fi

# The same game read from standard input, the control given as a preset.
printf '0 start\n1:00:00 press white\n1:00:10.5 press black\n' |
  "$tool" clock fide-classical - >"$tmp/out" 2>&1
want='1:00:10.500 press black: white 0:30:30.000 black 1:30:19.500 | white runs | move 2 | flags: none'
if grep -qxF "$want" "$tmp/out" &&
   grep -q '^control 40/5400+30:1800+30: ' "$tmp/out" &&
   grep -qx 'speed: 2001 standard 2005 standard 2014 standard 2023 standard' "$tmp/out"; then
  check ok "preset fide-classical, events from standard input"
else
  cat "$tmp/out" >&2
  check fail "preset fide-classical, events from standard input"
fi

"$tool" clock '?' game.events >"$tmp/out" 2>"$tmp/err"
rc=$?
want="Bad time control, period 1, character 1: '?' means the time control is unknown"
if [ $rc -eq 1 ] && [ ! -s "$tmp/out" ] && grep -qF "$want" "$tmp/err"; then
  check ok "an unknown control ('?') is a clear error"
else
  check fail "an unknown control ('?') (exit $rc)"
fi

"$tool" clock 300 "$tmp/missing.events" >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ $rc -eq 1 ] && grep -q "missing.events" "$tmp/err"; then
  check ok "a missing file is an error"
else
  check fail "a missing file (exit $rc)"
fi

"$tool" clock --help >"$tmp/out" 2>&1
rc=$?
if [ $rc -eq 0 ] && grep -q '^Usage: annabella-tool clock CONTROL EVENTS-FILE' "$tmp/out" &&
   grep -q 'bN Bronstein' "$tmp/out"; then
  check ok "usage text"
else
  check fail "usage text (exit $rc)"
fi

"$tool" clock 300 >"$tmp/out" 2>&1
rc=$?
if [ $rc -eq 1 ] && grep -q '^Usage:' "$tmp/out"; then
  check ok "missing argument: usage on stderr, exit 1"
else
  check fail "missing argument (exit $rc)"
fi

exit $failed
