#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# annabella-tool can-mate: the first word is yes, no or undecided (art. 5.2.2, 6.9). Every
# "yes" is checked by replaying its witness with annabella-tool status, which must say
# "checkmate"; every "no" here is a position whose proof the comment gives; "undecided"
# comes only from a budget too small to decide. Usage: test-tool-can-mate.sh TOOL
tool=$1
n=0
failed=0

report () {
  n=$((n + 1))
  if [ -z "$2" ]; then
    echo "ok $n - $1"
  else
    echo "not ok $n - $1: $2"
    failed=$((failed + 1))
  fi
}

# expect NAME WORD FEN SIDE [OPTIONS…]
expect () {
  local name=$1 want=$2 fen=$3 side=$4
  shift 4
  local out first problem="" moves
  out=$("$tool" can-mate "$@" "$fen" "$side" 2>&1)
  first=$(printf '%s\n' "$out" | head -n 1 | cut -d' ' -f1)
  if [ "$first" != "$want" ]; then
    problem="first word '$first', expected '$want' (output: $out)"
  elif [ "$want" = yes ]; then
    # the witness, without move numbers, replayed: it must end in checkmate
    # (a position mate already has an empty witness, said in parentheses)
    moves=$(printf '%s\n' "$out" | sed -n 's/^witness://p' | sed 's/([^)]*)//; s/[0-9]*\.\(\.\.\)\?//g')
    if ! printf '%s\n' "$out" | grep -q '^witness:'; then
      problem="no witness line (output: $out)"
    else
      # shellcheck disable=SC2086
      status=$("$tool" status "$fen" $moves 2>&1 | head -n 1)
      [ "$status" = checkmate ] || problem="witness '$moves' replays to '$status'"
    fi
  elif ! printf '%s\n' "$out" | grep -q '^reason: '; then
    problem="no reason line (output: $out)"
  fi
  report "$name" "$problem"
}

# A queen mates a lone king with the king's help; the lone king never mates (material).
expect "queen: yes" yes 'k7/8/8/8/8/8/8/3QK3 w - - 0 1' white
expect "lone king: no" no 'k7/8/8/8/8/8/8/3QK3 w - - 0 1' black
# A pawn promotes; the witness has Black's moves too.
expect "pawn ending: yes" yes '8/8/4k3/8/8/4K3/4P3/8 w - - 0 1' white
# Black to move first: the witness starts with Black's move.
expect "black to move: yes" yes '8/5k2/8/8/3q4/8/2K5/2N5 b - - 0 1' black
# Locked pawns on every file, kings on their own sides: neither king can cross (the
# squares in front of the wall are guarded by the other side's pawns), no pawn can move.
expect "locked wall: no" no '8/8/4k3/p1p1p1p1/P1P1P1P1/8/4K3/8 w - - 0 1' white
# The same wall with the dark bishop of White: every dark square of rank 4 holds a White
# pawn, so it never crosses, and the Black pawns stand on light squares it never attacks.
expect "bishop behind the wall: no" no '8/2k5/8/1p1p1p1p/1P1P1P1P/4B3/2K5/8 w - - 0 1' white
# A knight jumps the wall: it can take a pawn and open the way.
expect "knight over the wall: yes" yes '8/8/4k3/p1p1p1p1/P1P1P1P1/8/4K3/7N w - - 0 1' white
# Every line ends in stalemate or in a position where nobody can mate: needs the search
# of every continuation; a budget of a hundred positions is too small to tell.
expect "fortress: no" no '1k6/6p1/5pP1/5p1K/5Pp1/6P1/8/8 w - - 0 1' white
expect "fortress, small budget: undecided" undecided '1k6/6p1/5pP1/5p1K/5Pp1/6P1/8/8 w - - 0 1' \
  white --nodes 100
expect "fortress, time budget: no" no '1k6/6p1/5pP1/5p1K/5Pp1/6P1/8/8 w - - 0 1' \
  white --budget 500
# Already over.
expect "already mate: yes" yes '7k/5Q2/6K1/7Q/8/8/8/8 b - - 0 1' white

# Bad input: a reason on stderr, exit status 1.
bad () {
  local name=$1 want_err=$2
  shift 2
  local err status
  err=$("$tool" can-mate "$@" 2>&1 >/dev/null)
  status=$?
  if [ "$status" -ne 1 ]; then
    report "$name" "exit status $status, expected 1"
  elif ! printf '%s' "$err" | grep -qF -- "$want_err"; then
    report "$name" "stderr '$err' lacks '$want_err'"
  else
    report "$name" ""
  fi
}
bad "side" "the side must be" startpos green
bad "budget" "--budget takes" --budget x startpos white
bad "nodes" "--nodes takes" --nodes 0 startpos white
bad "usage" "Usage:" startpos
bad "fen" "Bad FEN" '8/8/8/8/8/8/8/8 w - - 0 1' white

echo "1..$n"
[ "$failed" -eq 0 ]
