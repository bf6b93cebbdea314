#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# annabella-tool pgn on the files beside this script: broken games reported as
# FILE:LINE: message with the reader going on, the summary line, exit status,
# export in each notation and read back (round trip), lines of at most 80.
# Usage: test-tool-pgn.sh ANNABELLA-TOOL
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

# The reason an illegal move gives is the notation reader's sentence (its
# own tests check it): here only that it follows "FILE:LINE: 11. Ke3: ".
reasonless () {
  sed 's/^\(.*errors\.pgn:22: 11\. Ke3: \).\{1,\}$/\1(reason)/' "$1"
}

# Every line of the PGN files given is at most 80 characters long.
short_lines () {
  ! awk 'length($0) > 80 { bad = 1 } END { exit !bad }' "$@"
}

cd "$here" || exit 1
echo "1..10"

"$tool" pgn errors.pgn >"$tmp/out" 2>"$tmp/err"
rc=$?
reasonless errors.expected-err >"$tmp/want-err"
reasonless "$tmp/err" >"$tmp/got-err"
if [ $rc -eq 1 ] && diff -u errors.expected "$tmp/out" >&2 &&
   diff -u "$tmp/want-err" "$tmp/got-err" >&2; then
  check ok "broken games: FILE:LINE: message, the next games still read, exit 1"
else
  check fail "broken games (exit $rc)"
fi

"$tool" pgn - <errors.pgn >"$tmp/out" 2>"$tmp/err"
rc=$?
sed 's/^(stdin):/errors.pgn:/' "$tmp/err" >"$tmp/err-named"
reasonless "$tmp/err-named" >"$tmp/got-err"
if [ $rc -eq 1 ] && diff -u errors.expected "$tmp/out" >&2 &&
   diff -u "$tmp/want-err" "$tmp/got-err" >&2 && grep -q '^(stdin):22: ' "$tmp/err"; then
  check ok "the same from standard input, read in chunks"
else
  check fail "standard input (exit $rc)"
fi

"$tool" pgn games.pgn >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ $rc -eq 0 ] && [ ! -s "$tmp/err" ] && [ "$(cat "$tmp/out")" = "games 5, errors 0" ]; then
  check ok "valid games: no message, exit 0"
else
  check fail "valid games (exit $rc)"
fi

"$tool" pgn --to san games.pgn >"$tmp/san" 2>"$tmp/err"
rc=$?
if [ $rc -eq 0 ] && diff -u games.expected-san "$tmp/san" >&2 && short_lines "$tmp/san"; then
  check ok "--to san: export format, roster first, clocks after the moves, lines <= 80"
else
  check fail "--to san (exit $rc)"
fi

for to in san nl de uci; do
  "$tool" pgn --to $to games.pgn | sed '$d' >"$tmp/$to.pgn"
  "$tool" pgn --to san "$tmp/$to.pgn" >"$tmp/back" 2>"$tmp/err"
  rc=$?
  if [ $rc -eq 0 ] && [ ! -s "$tmp/err" ] && diff -u games.expected-san "$tmp/back" >&2 &&
     short_lines "$tmp/$to.pgn"; then
    check ok "--to $to, read back: the same games"
  else
    check fail "--to $to round trip (exit $rc)"
  fi
done

if grep -q '^1\. e4 e5 2\. Pf3 Pc6 3\. Lb5 Pf6 4\. 0-0 Pxe4' "$tmp/nl.pgn" &&
   grep -q '^1\. e4 e5 2\. Sf3 Sc6 3\. Lb5 Sf6 4\. 0-0 Sxe4' "$tmp/de.pgn" &&
   grep -q '^1\. O-O b1=Q 2\. c8=Q Qb6+' "$tmp/san.pgn" &&
   grep -q '^1\. e1g1 b2b1q 2\. c7c8q b1b6' "$tmp/uci.pgn" &&
   grep -q '^1\. f1g1 f8g8 ' "$tmp/uci.pgn"; then
  check ok "Dutch and German letters, UCI castling in standard chess and Chess960"
else
  check fail "letters and coordinates"
fi

"$tool" pgn --to xx games.pgn >"$tmp/out" 2>&1
rc1=$?
"$tool" pgn "$tmp/missing.pgn" >"$tmp/out2" 2>"$tmp/err2"
rc2=$?
if [ $rc1 -eq 1 ] && grep -q 'san, nl, de or uci' "$tmp/out" && [ $rc2 -eq 1 ] &&
   grep -q 'missing.pgn' "$tmp/err2" && grep -qx 'games 0, errors 1' "$tmp/out2"; then
  check ok "a bad --to and a missing file are errors"
else
  check fail "bad arguments (exit $rc1, $rc2)"
fi

exit $failed
