#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# annabella-tool perft, speak, parse and status with --variant doorgeefschaak:
# placements written and spoken, the variant's check marks, the art. 11F
# claim, and bad input (a reason on stderr, exit status 1).
# Usage: test-tool-bughouse.sh TOOL
tool=$1
n=0
failed=0

# check NAME STATUS EXPECTED_STDOUT EXPECTED_STDERR_PART -- ARGS…
check () {
  local name=$1 want_status=$2 want_out=$3 want_err=$4
  shift 5
  local out err status
  err=$(mktemp)
  out=$("$tool" "$@" 2>"$err")
  status=$?
  n=$((n + 1))
  local problem=""
  if [ "$status" -ne "$want_status" ]; then
    problem="exit status $status, expected $want_status"
  elif [ "$out" != "$want_out" ]; then
    problem="stdout '$out', expected '$want_out'"
  elif [ -n "$want_err" ] && ! grep -qF -- "$want_err" "$err"; then
    problem="stderr '$(cat "$err")' lacks '$want_err'"
  elif [ -z "$want_err" ] && [ -s "$err" ]; then
    problem="unexpected stderr '$(cat "$err")'"
  elif [ "$want_status" -ne 0 ] && ! [ -s "$err" ]; then
    problem="no reason on stderr"
  fi
  if [ -z "$problem" ]; then
    echo "ok $n - $name"
  else
    echo "not ok $n - $name: $problem"
    failed=$((failed + 1))
  fi
  rm -f "$err"
}

v=(--variant doorgeefschaak)
open='r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R[Qn] w KQkq - 4 4'
lone_queen='4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1'
rook_check='4k3/8/8/8/8/8/8/r3K3[PN] w - - 0 1'
back_rank='6k1/5ppp/8/8/8/8/8/3R2K1[] w - - 0 1'
quiet='4k3/8/8/8/8/8/8/R3K3[] w - - 59 40'

# perft: the start is standard chess; 5 king moves and 42 queen squares that
# do not check (art. 5A); in check, placements only between (no pawn on rank 1).
check "perft start position" 0 '8902' "" -- perft "${v[@]}" startpos 3
check "perft placements never check" 0 '47' "" -- perft "${v[@]}" "$lone_queen" 1
check "perft --variant=NAME" 0 '47' "" -- perft --variant=doorgeefschaak "$lone_queen" 1
check "perft divide with placements" 0 \
  $'e1d2: 1\ne1e2: 1\ne1f2: 1\nN@b1: 1\nN@c1: 1\nN@d1: 1\n\n6' "" -- \
  perft --divide "${v[@]}" "$rook_check" 1
check "perft unknown variant" 1 '' "the only variant is doorgeefschaak" -- \
  perft --variant crazyhouse startpos 1
check "perft bad reserve" 1 '' "in the reserve is not a pawn, knight, bishop, rook or queen" -- \
  perft "${v[@]}" '4k3/8/8/8/8/8/8/4K3[Kq] w - - 0 1' 1
check "perft bad depth" 1 '' "DEPTH must be a whole number" -- perft "${v[@]}" startpos x

# speak: the piece, the placement word and the square.
check "speak placements, German" 0 $'Dame auf David drei\nSpringer auf Eva sechs' "" -- \
  speak "${v[@]}" "$open" Q@d3 "S*e6"
check "speak placement, Dutch" 0 'Dame op David drie' "" -- speak "${v[@]}" --lang nl "$open" D*d3
check "speak placement, English, spoken input" 0 'Queen drop David three' "" -- \
  speak "${v[@]}" --lang en "$open" "Dame auf David drei"
check "speak a check a placement could stop" 0 'Toren David acht schaak' "" -- \
  speak "${v[@]}" --lang nl "$back_rank" Td8
check "speak refuses a placement that checks" 1 '' \
  'a placed piece may not give check (art. 5A)' -- \
  speak "${v[@]}" "$lone_queen" Q@e4

# parse: UCI and SAN.
check "parse Dutch letters" 0 $'N@e6\nN@e6' "" -- \
  parse "${v[@]}" "${open/\[Qn\]/[QNn]}" "P*e6"
check "parse spoken, Dutch SAN out" 0 $'Q@d3\nD*d3' "" -- \
  parse "${v[@]}" --lang nl "$open" Dame op David drie
check "parse a normal move" 0 $'f3g5\nNg5' "" -- parse "${v[@]}" "$open" Sg5
check "parse no such piece" 1 '' 'you have no such piece in reserve (art. 4B)' -- \
  parse "${v[@]}" "$open" R@d3
check "parse pawn on the last rank" 1 '' 'first or eighth rank (art. 5B)' -- \
  parse "${v[@]}" '4k3/8/8/8/8/8/8/4K3[P] w - - 0 1' P@b8

# status: one board on its own.
check "status check a placement could stop" 0 'check-waiting' "" -- \
  status "${v[@]}" "$back_rank" Rd8
check "status thirty moves claimable" 0 $'ongoing\nclaimable: thirty' "" -- \
  status "${v[@]}" "$quiet" Ra2
check "status a placement resets the count" 0 'ongoing' "" -- \
  status "${v[@]}" '4k3/8/8/8/8/8/8/R3K3[N] w - - 59 40' N@c3
check "status stops at an illegal move" 1 '' 'You cannot place a knight' -- \
  status "${v[@]}" "$quiet" N@c3

echo "1..$n"
[ "$failed" -eq 0 ]
