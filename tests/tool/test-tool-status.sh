#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# annabella-tool status: the outcome word after replaying a game (art. 5, 9.6) and the
# draws the player to move may claim (9.2, 9.3), per edition; bad input gets a reason on
# stderr and exit status 1. Usage: test-tool-status.sh TOOL
tool=$1
n=0
failed=0

# check NAME STATUS EXPECTED_STDOUT EXPECTED_STDERR_PART -- ARGS…
check () {
  local name=$1 want_status=$2 want_out=$3 want_err=$4
  shift 5
  local out err status problem=""
  err=$(mktemp)
  out=$("$tool" status "$@" 2>"$err")
  status=$?
  n=$((n + 1))
  if [ "$status" -ne "$want_status" ]; then
    problem="exit status $status, expected $want_status"
  elif [ "$out" != "$want_out" ]; then
    problem="stdout '$out', expected '$want_out'"
  elif [ -n "$want_err" ] && ! grep -qF -- "$want_err" "$err"; then
    problem="stderr '$(cat "$err")' lacks '$want_err'"
  elif [ -z "$want_err" ] && [ -s "$err" ]; then
    problem="unexpected stderr '$(cat "$err")'"
  fi
  if [ -z "$problem" ]; then
    echo "ok $n - $name"
  else
    echo "not ok $n - $name: $problem"
    failed=$((failed + 1))
  fi
  rm -f "$err"
}

dance="Nf3 Nf6 Ng1 Ng8"
# the start position at plies 4, 12, 16 and 20 (five times), but not at 8
spread="Nf3 Nf6 Ng1 Ng8 Nc3 Nc6 Na4 Na5 Nc3 Nc6 Nb1 Nb8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8"
rook='8/8/4k3/8/8/8/4K3/R7 w - - 149 100'

# The basic words.
check "ongoing" 0 "ongoing" "" -- startpos e4 e5
check "check" 0 "check" "" -- startpos e4 f5 Qh5
check "5.1.1 checkmate" 0 "checkmate" "" -- startpos f3 e5 g4 Qh4
check "5.2.1 stalemate" 0 "stalemate" "" -- '7k/8/8/8/8/8/5Q2/K7 w - - 0 1' Qf7
check "5.2.2 dead: king and bishop" 0 "dead" "" -- '8/8/8/4k3/8/8/3BKr2/8 w - - 0 1' Kxf2
check "5.2.2 dead: a pawn wall" 0 "dead" "" -- '8/8/1k6/p1p1p1p1/P1P1P1P1/8/8/K7 w - - 0 1'
check "5.2.2 the game stays over" 0 "dead" "" -- '8/8/8/4k3/8/8/3BKr2/8 w - - 0 1' Kxf2 Kd5 Ke3
# Not dead unless proven: with a budget too small to tell, the game goes on and says so;
# with the default budget White's helpmate is found (the king walks round to take c4 and
# b3, the c-pawn promotes).
check "5.2.2 undecided: the game goes on" 0 $'ongoing\ndead: undecided' "" -- \
  --budget 1 '8/8/8/2k5/2p5/1pP5/1P6/1KB5 w - - 0 1'
check "5.2.2 decided with the default budget" 0 "ongoing" "" -- '8/8/8/2k5/2p5/1pP5/1P6/1KB5 w - - 0 1'
check "--budget refused" 1 "" "--budget takes" -- --budget 0 startpos

# 9.6.1: fivefold repetition, per edition.
check "9.6.1 fivefold (2023)" 0 "fivefold" "" -- startpos $dance $dance $dance $dance
check "9.6a fivefold on alternate moves (2014)" 0 "fivefold" "" -- \
  --edition 2014 startpos $dance $dance $dance $dance
check "9.6.1 any order (2023)" 0 "fivefold" "" -- startpos $spread
check "9.6a not consecutive (2014)" 0 $'ongoing\nclaimable: threefold' "" -- \
  --edition 2014 startpos $spread
check "no automatic repetition (2001)" 0 $'ongoing\nclaimable: threefold' "" -- \
  --edition 2001 startpos $dance $dance $dance $dance

# 9.6.2: seventy-five moves, with mate first.
check "9.6.2 seventy-five (2023)" 0 "seventy-five" "" -- "$rook" Ra2
check "9.6b seventy-five (2014)" 0 "seventy-five" "" -- --edition=2014 "$rook" Ra2
check "no 75-move rule (2005)" 0 $'ongoing\nclaimable: fifty' "" -- --edition 2005 "$rook" Ra2
check "9.6.2 mate takes precedence" 0 "checkmate" "" -- '7k/8/6K1/8/8/8/8/R7 w - - 149 100' Ra8

# 9.2 and 9.3: what the player to move may claim.
check "9.2.1.2 threefold has appeared" 0 $'ongoing\nclaimable: threefold' "" -- \
  startpos $dance $dance
check "9.2.1.1 threefold with the next move" 0 $'ongoing\nclaimable: threefold' "" -- \
  startpos $dance Nf3 Nf6 Ng1
check "twice only" 0 "ongoing" "" -- startpos $dance Nf3 Nf6
check "9.3.1 fifty with the next move" 0 $'ongoing\nclaimable: fifty' "" -- \
  '8/8/4k3/8/8/8/4K3/R7 w - - 99 80'
check "both claims" 0 $'ongoing\nclaimable: threefold\nclaimable: fifty' "" -- \
  '8/8/4k3/8/8/8/4K3/R7 w - - 100 80' Kd2 Kd6 Ke2 Ke6 Kd2 Kd6 Ke2 Ke6

# Bad input.
check "unknown edition" 1 "" "--edition takes 2001, 2005, 2014 or 2023" -- --edition 2010 startpos
check "edition without value" 1 "" "--edition takes" -- --edition
check "no position" 1 "" "Usage" --
check "illegal move" 1 "" "e5" -- startpos e5
check "illegal move after the end" 1 "" "Kd7" -- '8/8/8/4k3/8/8/3BKr2/8 w - - 0 1' Kxf2 Kd7 Kd7
check "bad FEN" 1 "" "FEN" -- 'not a fen'

echo "1..$n"
[ "$failed" -eq 0 ]
