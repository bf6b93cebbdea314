#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# annabella-tool speak, parse and fen with written and spoken moves:
# announcements (Appendix D.2.1), the move a text names, and bad input
# (a reason on stderr, exit status 1). Usage: test-tool-spoken.sh TOOL
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

promotion='3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1'
castling='r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'
chess960='rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1'
two_knights='4k3/8/8/8/8/2N5/8/4K1N1 w - - 0 1'

# speak: one announcement per move, German by default.
check "speak short, German" 0 $'Eva vier\nEva fünf\nSpringer Felix drei' "" -- \
  speak startpos e4 e5 Nf3
check "speak Dutch, mate" 0 $'Felix drie\nEva vijf\nGustav vier\nDame Hector vier schaakmat' "" -- \
  speak --lang nl startpos f3 e5 g4 Qh4
check "speak English long, spoken input" 0 \
  $'Eva two Eva four\nEva seven Eva five\nKnight Gustav one Felix three' "" -- \
  speak --lang en --long startpos e2e4 "Eva sieben Eva fünf" "Springer Felix drei"
check "speak options in any order" 0 $'Springer Gustav eins Felix drei' "" -- \
  speak --long --lang de startpos Sf3
check "speak promotion with capture and check" 0 'Eva schlägt David acht Dame Schach' "" -- \
  speak "$promotion" exd8=Q
check "speak promotion, Dutch letters in" 0 'Eva acht Paard' "" -- \
  speak --lang nl "$promotion" e8P
check "speak castling" 0 $'Lange Rochade\nKurze Rochade' "" -- \
  speak "$castling" O-O-O "Kurze Rochade"
check "speak Chess960 castling" 0 'short castling' "" -- \
  speak --lang en "$chess960" b1h1
check "speak en passant" 0 \
  $'Eva vier\nAnna sechs\nEva fünf\nDavid fünf\nEva schlägt David sechs en passant' "" -- \
  speak startpos e4 a6 e5 d5 exd6
check "speak disambiguation" 0 'Springer Cesar Eva zwei' "" -- \
  speak "$two_knights" Nce2
check "speak 960:N" 0 'Eva vier' "" -- speak 960:518 e4
check "speak stops at an illegal move" 1 'Eva vier' \
  'Turm Anna drei: The rook on a8 cannot reach a3: the pawn on a7 is in the way.' -- \
  speak startpos e4 "Turm Anna drei"
check "speak bad FEN" 1 '' 'Bad FEN' -- speak nonsense e4
check "speak bad language" 1 '' 'the language is de, nl or en' -- speak --lang fr startpos e4
check "speak unknown option" 1 '' "unknown option '--short'" -- speak --short startpos e4
check "speak without moves" 1 '' 'Usage: annabella-tool speak' -- speak startpos

# parse: UCI on the first line, SAN on the second (English letters unless --lang).
check "parse spoken" 0 $'g1f3\nNf3' "" -- parse startpos "Springer Felix drei"
check "parse words over several arguments" 0 $'g1f3\nSf3' "" -- \
  parse --lang de startpos Springer Felix drei
check "parse lower case and a square" 0 $'g1f3\nNf3' "" -- parse startpos "springer f3"
check "parse letter and square" 0 $'g1f3\nNf3' "" -- parse startpos "S f3"
check "parse Dutch" 0 $'e2e4\ne4' "" -- parse --lang nl startpos "Pion Eva vier"
check "parse written" 0 $'g1f3\nNf3' "" -- parse startpos Pg1f3
check "parse promotion, Dutch SAN" 0 $'e7d8q\nexd8D+' "" -- \
  parse --lang nl "$promotion" "Eva schlägt David acht Dame"
check "parse ASCII umlauts" 0 $'e7e8q\ne8=Q+' "" -- parse "$promotion" "eva acht dame"
check "parse castling" 0 $'e1c1\nO-O-O' "" -- parse "$castling" "lange rokade"
check "parse Chess960 castling is king takes rook" 0 $'b1a1\nO-O-O' "" -- \
  parse "$chess960" "Lange Rochade"
check "parse no piece can reach" 1 '' 'Springer Eva vier: No knight can reach e4.' -- \
  parse startpos "Springer Eva vier"
check "parse ambiguous lists the candidates" 1 '' 'Ambiguous: Sge2 or Sce2?' -- \
  parse --lang de "$two_knights" "Springer Eva zwei"
check "parse castling blocked" 1 '' 'the bishop on f1 stands in the way' -- \
  parse startpos "Kurze Rochade"
check "parse unknown word" 1 '' 'the problem is at character 10' -- \
  parse startpos "Springer Kaffee"
check "parse empty" 1 '' 'Type a move' -- parse startpos ""
check "parse without text" 1 '' 'Usage: annabella-tool parse' -- parse startpos
check "parse bad FEN" 1 '' 'Bad FEN' -- parse "8/8/8 w" e4

# fen: moves in any form, spoken ones too.
check "fen after spoken moves" 0 \
  'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2' "" -- \
  fen startpos "Eva vier" "Eva fünf" "Springer Felix drei"
check "fen stops at an unreadable move" 1 '' 'No knight can reach e4.' -- \
  fen startpos Nf3 e5 "Springer Eva vier"

echo "1..$n"
[ "$failed" -eq 0 ]
