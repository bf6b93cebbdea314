#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# annabella-tool tournament on a small championship (tests/core/tournament/club-2014.trf:
# two groups of four after three rounds): standings with every tie-break (art. 13), the
# calendar with a postponement (art. 12), the end of the season (art. 14-15), the file
# written back, and broken files (FILE:LINE: column C: what, exit status 1).
# Usage: test-tool-tournament.sh TOOL [DATA-DIR]   (default: tests/core/tournament)
tool=$1
data=${2:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../core/tournament" && pwd)}
trf=$data/club-2014.trf
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=0
failed=0

# check NAME STATUS EXPECTED_STDOUT EXPECTED_STDERR_PART -- ARGS…
# EXPECTED_STDOUT "*" accepts any output; a leading "~" asks only that it holds the rest.
check () {
  local name=$1 want_status=$2 want_out=$3 want_err=$4
  shift 5
  local out err status problem=""
  err=$tmp/stderr
  out=$("$tool" "$@" 2>"$err")
  status=$?
  n=$((n + 1))
  if [ "$status" -ne "$want_status" ]; then
    problem="exit status $status, expected $want_status ($(cat "$err"))"
  elif [ "${want_out:0:1}" = "~" ]; then
    [[ "$out" == *"${want_out:1}"* ]] || problem="stdout lacks '${want_out:1}':
$out"
  elif [ "$want_out" != "*" ] && [ "$out" != "$want_out" ]; then
    problem="stdout
$out
expected
$want_out"
  fi
  if [ -z "$problem" ]; then
    if [ -n "$want_err" ] && ! grep -qF -- "$want_err" "$err"; then
      problem="stderr '$(cat "$err")' lacks '$want_err'"
    elif [ -z "$want_err" ] && [ -s "$err" ]; then
      problem="unexpected stderr '$(cat "$err")'"
    fi
  fi
  if [ -z "$problem" ]; then
    echo "ok $n - $name"
  else
    echo "not ok $n - $name: $problem" | sed '2,$s/^/# /'
    failed=$((failed + 1))
  fi
}

# Hand-computed in tests/core/test-tournament-standings.c ("13.1 adjusted results for
# forfeits" and "13.2 mutual result"): group 1 is decided by SB with the forfeit adjusted,
# then by Kashdan; group 2 by the mutual result.
check "standings as CSV: every tie-break and the one that decided" 0 \
'Rank,Name,Points,Games,SB,Mutual,Kashdan,Rating,Black played,Black calendar,Decided by
1,"Aerts, Anna",2,3,3,,8,1900,1,1,Sonneborn-Berger
2,"Baert, Bram",2,3,2.5,,8,1850,1,1,Sonneborn-Berger
3,"Claes, Carl",1,3,1.5,0.5,5,1700,2,2,Kashdan
4,"Dierckx, Dirk",1,3,1.5,0.5,4,1650,1,2,Kashdan
Rank,Name,Points,Games,SB,Mutual,Kashdan,Rating,Black played,Black calendar,Decided by
1,"Hermans, Hilde",2.5,3,2.75,,10,1450,2,2,points
2,"Engels, Eva",1.5,3,1.75,1,7,1600,1,1,mutual result
3,"Fonteyn, Frans",1.5,3,1.75,0,7,1550,1,1,mutual result
4,"Geerts, Guy",0.5,3,0.75,,4,1500,2,2,points' "" -- tournament standings --csv "$trf"

check "standings as text" 0 \
'~Group 2, after round 3
Rank  Name            Points  Games  SB    Mutual  Kashdan  Rating  Black played  Black calendar  Decided by
---------------------------------------------------------------------------------------------------------------
   1  Hermans, Hilde     2.5      3  2.75               10    1450             2               2  points
   2  Engels, Eva        1.5      3  1.75       1        7    1600             1               1  mutual result' \
  "" -- tournament standings "$trf"

check "standings after round 1" 0 '~   1  Aerts, Anna         1      1' "" -- \
  tournament standings --round 1 "$trf"

check "standings as HTML for screen readers" 0 \
  '~<tr><td>1</td><th scope="row">Aerts, Anna</th><td>2</td>' "" -- \
  tournament standings --html "$trf"

check "pairings: forfeit result" 0 '~Round 1: 2014/09/05
  1. Aerts, Anna - Dierckx, Dirk  1-0 forfeit
  2. Baert, Bram - Claes, Carl  1-0' "" -- tournament pairings "$trf"

check "pairings: second half, colours reversed, a postponed game and its deadline" 0 \
'~Round 4 (second half): 2014/10/17
  1. Dierckx, Dirk - Aerts, Anna
     postponed by White, moved to 2014/11/21, to be played before 2015/05/29 (art. 12)' \
  "" -- tournament pairings "$trf"

check "crosstable" 0 '~  4  Dierckx, Dirk  - .  ½ .  ½ .  x         1' "" -- \
  tournament crosstable "$trf"

check "season: winners, champion, promotion and relegation" 0 \
'Group 1: winner Aerts, Anna - club champion (art. 14)
Group 2: winner Hermans, Hilde
Entrants: 8 this season, 8 next season: as many as this season (art. 15.1)
Next season'"'"'s groups (art. 2): 4, 4
Dierckx, Dirk: relegated to group 2 (art. 15)
Hermans, Hilde: promoted to group 1: winner of group 2 (art. 15)' "" -- tournament season "$trf"

check "season with fewer entrants next year" 0 \
  '~Entrants: 8 this season, 6 next season: fewer than this season (art. 15.2)
Next season'"'"'s groups (art. 2): 3, 3
Claes, Carl: relegated to group 2 (art. 15)
Dierckx, Dirk: relegated to group 2 (art. 15)' "" -- tournament season --next 6 "$trf"

# The writer's output is what was read.
"$tool" tournament trf "$trf" > "$tmp/again.trf"
n=$((n + 1))
if cmp -s "$trf" "$tmp/again.trf"; then
  echo "ok $n - trf written back unchanged"
else
  echo "not ok $n - trf written back differs"
  failed=$((failed + 1))
fi

# One group alone is a standard TRF; read from standard input it gives group 2's table.
"$tool" tournament trf --group 2 "$trf" > "$tmp/group2.trf"
check "one group as its own TRF" 0 '~1,"Hermans, Hilde",2.5,3,2.75,,10,1450,2,2,points' "" -- \
  tournament standings --csv "$tmp/group2.trf"

# Broken files: the line, the column and what is wrong.
sed '11s/4 w +/4 b +/' "$trf" > "$tmp/colour.trf"
check "wrong colour" 1 '' \
  "colour.trf:11: column 97: round 1: the Berger table gives this player White ('w'), the line says 'b'" \
  -- tournament standings "$tmp/colour.trf"
sed '14s/1 b -/1 b 0/' "$trf" > "$tmp/mismatch.trf"
check "results that disagree" 1 '' \
  "mismatch.trf:14: column 99: round 1: result '0' does not match the line of opponent 1" \
  -- tournament pairings "$tmp/mismatch.trf"
sed '12s/Baert, Bram  /Baert, Bram\t /' "$trf" > "$tmp/tab.trf"
check "a tab in a name" 1 '' "tab.trf:12: column 26: a control character" \
  -- tournament standings "$tmp/tab.trf"
sed 's/^XXR 6$/XXR 8/' "$trf" > "$tmp/rounds.trf"
check "XXR against the double round robin" 1 '' \
  "rounds.trf:10: column 5: XXR says 8 rounds, the double round robin has 6" \
  -- tournament standings "$tmp/rounds.trf"
printf 'garbage\n' > "$tmp/garbage.trf"
check "not a TRF" 1 '' "garbage.trf:1: column 1: not a TRF record" \
  -- tournament standings "$tmp/garbage.trf"
: > "$tmp/empty.trf"
check "empty file" 1 '' "empty.trf: the file has no player line (001)" \
  -- tournament standings "$tmp/empty.trf"
check "missing file" 1 '' "No such file" -- tournament standings "$tmp/none.trf"
check "unknown command" 1 '' "unknown command 'ranking'" -- tournament ranking "$trf"
check "unknown option" 1 '' "unknown option '--pdf'" -- tournament standings --pdf "$trf"
check "no file" 1 '' "no file given" -- tournament standings
check "bad round" 1 '' "--round takes a round" -- tournament standings --round x "$trf"

echo "1..$n"
[ "$failed" -eq 0 ]
