#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# annabella-tool reconcile (FIDE Laws, Appendix D.2.9): the ruling in words
# and as JSON (parsed and checked with python3's json module) for sheets in
# PGN and plain text, in several notations, and bad input (FILE:LINE: reason
# on stderr, exit status 1). Usage: test-tool-reconcile.sh TOOL
tool=$1
data=$(cd "$(dirname "$0")/../core/arbiter/reconcile" && pwd)
n=0
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

report () {
  local name=$1 problem=$2
  n=$((n + 1))
  if [ -z "$problem" ]; then
    echo "ok $n - $name"
  else
    echo "not ok $n - $name: $problem"
    failed=$((failed + 1))
  fi
}

# check NAME STATUS EXPECTED_STDOUT EXPECTED_STDERR_PART -- ARGS…
check () {
  local name=$1 want_status=$2 want_out=$3 want_err=$4
  shift 5
  local out status problem=""
  out=$(cd "$data" && "$tool" reconcile "$@" 2>"$tmp/err")
  status=$?
  if [ "$status" -ne "$want_status" ]; then
    problem="exit status $status, expected $want_status"
  elif [ "$out" != "$want_out" ]; then
    problem="stdout '$out', expected '$want_out'"
  elif [ -n "$want_err" ] && ! grep -qF -- "$want_err" "$tmp/err"; then
    problem="stderr '$(cat "$tmp/err")' lacks '$want_err'"
  elif [ -z "$want_err" ] && [ -s "$tmp/err" ]; then
    problem="unexpected stderr '$(cat "$tmp/err")'"
  elif [ "$want_status" -ne 0 ] && ! [ -s "$tmp/err" ]; then
    problem="no reason on stderr"
  fi
  report "$name" "$problem"
}

# check_json NAME PYTHON-CONDITION -- ARGS…: the output parses as one JSON
# object d with the keys every ruling has, and the condition on d holds.
cat > "$tmp/check.py" <<'PY'
import json, sys
with open(sys.argv[1], encoding="utf-8") as f:
    try:
        d = json.load(f)
    except ValueError as e:
        sys.exit("not JSON: %s" % e)
for key in ("agree", "first_difference_ply", "take_back_to_ply", "position", "corrections",
            "illegal", "clock_white_ms", "clock_black_ms"):
    if key not in d:
        sys.exit("no key %s" % key)
if not eval("(" + sys.argv[2] + "\n)", {"d": d}):
    sys.exit("condition fails on %s" % json.dumps(d, ensure_ascii=False))
PY
check_json () {
  local name=$1 condition=$2
  shift 3
  local status problem=""
  (cd "$data" && "$tool" reconcile --json "$@" >"$tmp/out" 2>"$tmp/err")
  status=$?
  if [ "$status" -ne 0 ]; then
    problem="exit status $status: $(cat "$tmp/err")"
  elif [ -s "$tmp/err" ]; then
    problem="unexpected stderr '$(cat "$tmp/err")'"
  elif ! problem=$(python3 "$tmp/check.py" "$tmp/out" "$condition" 2>&1); then
    problem=${problem:-"python3 failed"}
  fi
  report "$name" "$problem"
}

after_re1='r1bqk2r/1pppbppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQR1K1 b kq - 5 6'
after_nc6='r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3'
qe2_board='r1bqk2r/1pppbppp/p1n2n2/4p3/B3P3/5N2/PPPPQPPP/RNB2RK1 b kq - 5 6'
no_knight='r1bqk2r/1pppbppp/p4n2/4p3/B3P3/5N2/PPPP1PPP/RNBQR1K1'

# In words: German unless --lang, the FEN to set up last.
check "D.2.9 agree, board A wrong, German" 0 \
"Die Partieformulare stimmen überein (Art. D.2.9).
Richtig ist die Stellung nach 6. Te1 (11 Halbzüge).
Brett A weicht davon ab: der Spieler an Brett A hat den richtigen Zug notiert, aber einen anderen ausgeführt, und korrigiert sein Brett (Art. D.2.9):
– weißer Turm von Felix eins nach Eva eins
– weiße Dame von Eva zwei nach David eins
Brett B zeigt sie.
FEN: $after_re1" "" -- \
  --sheet-a ruy-en.pgn --sheet-b ruy-de.txt --board-a "$qe2_board" --board-b "$after_re1"
check "D.2.9 agree, board B lacks a knight, Dutch" 0 \
"De notatieformulieren komen overeen (art. D.2.9).
De juiste stelling is die na 6. Te1 (11 halve zetten).
Bord B wijkt ervan af: de speler aan bord B heeft de juiste zet genoteerd maar een andere uitgevoerd, en corrigeert zijn bord (art. D.2.9):
– zwart paard op Cesar zes ontbreekt
FEN: $after_re1" "" -- \
  --lang nl --sheet-a ruy-spoken-nl.txt --sheet-b ruy-nl-long.txt --board-b "$no_knight"
# The same board entered square by square, in Dutch letters (P: paard), pawns by square.
check "D.2.9 board entered square by square, Dutch" 0 \
"De notatieformulieren komen overeen (art. D.2.9).
De juiste stelling is die na 6. Te1 (11 halve zetten).
Bord B wijkt ervan af: de speler aan bord B heeft de juiste zet genoteerd maar een andere uitgevoerd, en corrigeert zijn bord (art. D.2.9):
– zwart paard op Cesar zes ontbreekt
FEN: $after_re1" "" -- \
  --lang nl --sheet-a ruy-spoken-nl.txt --sheet-b ruy-nl-long.txt --board-b \
  "wit: Ta1 Pb1 Lc1 Dd1 Te1 Kg1 a2 b2 c2 d2 f2 g2 h2 Pf3 La4 e4
   zwart: Ta8 Lc8 Dd8 Ke8 Th8 b7 c7 d7 Le7 f7 g7 h7 a6 Pf6 e5"
check "D.2.9 differ with clocks, English" 0 \
"The scoresheets differ from half-move 5 on: scoresheet A has 3. Bb5, scoresheet B has 3. Bc4.
They agree up to 2... Nc6 (4 half-moves).
The moves after that are taken back: 2 half-moves on scoresheet A, 2 half-moves on scoresheet B (art. D.2.9).
Both boards are set to the position after 2... Nc6.
Clocks, as written with the moves at that point: White 1:29:00, Black 1:28:30; the arbiter may change them (art. D.2.9).
Board B:
– white bishop from Cesar four to Felix one
– black bishop from Cesar five to Felix eight
FEN: $after_nc6" "" -- \
  --sheet-a clocks-a.pgn --sheet-b clocks-b.txt --lang en \
  --board-b 'r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R'

# JSON.
check_json "json: agree, both boards right" \
  'd["agree"] is True and d["first_difference_ply"] is None and d["take_back_to_ply"] == 11
   and d["position"] == "'"$after_re1"'" and d["corrections"] == [] and d["illegal"] is None
   and d["boards"] == {"a": "right", "b": "right"} and d["clock_white_ms"] is None
   and d["clock_black_ms"] is None and d["decision"] == "correct_boards"' -- \
  --sheet-a ruy-en.pgn --sheet-b ruy-de.txt --board-a "$after_re1" --board-b "$after_re1"
check_json "json: agree, board A wrong, corrections name board, square and piece" \
  'd["agree"] and d["boards"] == {"a": "wrong", "b": None}
   and [(c["board"], c["change"], c["piece"], c["square"], c["to"]) for c in d["corrections"]]
       == [("a", "move", "R", "f1", "e1"), ("a", "move", "Q", "e2", "d1")]
   and d["corrections"][0]["words"] == "weißer Turm von Felix eins nach Eva eins"' -- \
  --sheet-a ruy-en.pgn --sheet-b ruy-de.txt --board-a "$qe2_board"
check_json "json: agree, board B wrong, piece missing" \
  '[(c["board"], c["change"], c["piece"], c["color"], c["type"], c["square"])
    for c in d["corrections"]] == [("b", "put", "n", "black", "knight", "c6")]
   and d["corrections"][0]["words"] == "black knight on Cesar six is missing"' -- \
  --sheet-a ruy-en.pgn --sheet-b ruy-de.txt --board-b "$no_knight" --lang en
check_json "json: differ at half-move 5, clocks from the sheets" \
  'd["agree"] is False and d["first_difference_ply"] == 5 and d["take_back_to_ply"] == 4
   and d["position"] == "'"$after_nc6"'" and d["clock_white_ms"] == 5340000
   and d["clock_black_ms"] == 5310000 and d["difference"] == "move"
   and d["differing"]["b"]["text"] == "Lc4" and d["differing"]["b"]["san"] == "Bc4"
   and d["taken_back"] == {"a": 2, "b": 2} and d["decision"] == "take_back"' -- \
  --sheet-a clocks-a.pgn --sheet-b clocks-b.txt
printf '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5\n' > "$tmp/italian.txt"
check_json "json: differ without clocks" \
  'not d["agree"] and d["first_difference_ply"] == 5 and d["clock_white_ms"] is None
   and d["clock_black_ms"] is None and not d["sheets_have_clocks"]' -- \
  --sheet-a ruy-en.pgn --sheet-b "$tmp/italian.txt"
check_json "json: illegal move on a PGN sheet" \
  'd["illegal"]["sheet"] == "b" and d["illegal"]["ply"] == 5 and d["illegal"]["text"] == "Bb4"
   and d["illegal"]["reason"] == "No bishop can reach b4." and d["take_back_to_ply"] == 4
   and d["difference"] == "illegal" and len(d["illegal_moves"]) == 1' -- \
  --sheet-a ruy-en.pgn --sheet-b illegal.pgn
check_json "json: a move missing on sheet B" \
  'd["missing"]["sheet"] == "b" and [m["san"] for m in d["missing"]["moves"]] == ["Bb5", "a6"]
   and d["difference"] == "missing" and d["first_difference_ply"] == 5
   and d["take_back_to_ply"] == 4' -- \
  --sheet-a ruy-en.pgn --sheet-b ruy-missing.txt
check_json "json: two moves transposed" \
  'd["transposed"]["sheet"] == "b" and d["transposed"]["order_legal"] is False
   and [m["san"] for m in d["transposed"]["moves"]] == ["O-O", "Re1"]
   and d["first_difference_ply"] == 9 and d["take_back_to_ply"] == 11
   and d["decision"] == "correct_boards" and d["illegal"]["ply"] == 9' -- \
  --sheet-a ruy-en.pgn --sheet-b ruy-transposed.txt
check_json "json: sheet A one half-move ahead" \
  'd["agree"] and d["ahead"] == {"sheet": "a", "plies": 1, "moves": [
     {"ply": 11, "text": "Re1", "san": "Re1"}]} and d["take_back_to_ply"] == 11' -- \
  --sheet-a ruy-en.pgn --sheet-b ruy-ahead.txt
: > "$tmp/empty.txt"
check_json "json: sheet B two half-moves ahead, from a set-up position" \
  'd["agree"] and d["ahead"]["sheet"] == "b" and d["ahead"]["plies"] == 2' -- \
  --sheet-a "$tmp/empty.txt" --sheet-b set-up-b.pgn
check_json "json: Dutch spoken and English PGN agree" \
  'd["agree"] and d["plies"] == {"a": 11, "b": 11} and d["position"] == "'"$after_re1"'"' -- \
  --sheet-a ruy-spoken-nl.txt --sheet-b ruy-en.pgn
printf '3. Bb5 Nf6\n' > "$tmp/set-up-b.txt"
check_json "json: plain text read from a PGN sheet's set-up position" \
  'd["first_difference_ply"] == 2 and d["last_standing"]["san"] == "Bb5"' -- \
  --sheet-a set-up-a.pgn --sheet-b "$tmp/set-up-b.txt"
check_json "json: set-up position, the sheets differ" \
  'd["first_difference_ply"] == 2 and d["last_standing"]["san"] == "Bb5"' -- \
  --sheet-a set-up-a.pgn --sheet-b set-up-b.pgn

# Bad input.
printf '1. e4\ne5\0 Nf3\n' > "$tmp/nul.txt"
check "missing file" 1 "" "nonexistent.txt: No such file or directory" -- \
  --sheet-a ruy-en.pgn --sheet-b nonexistent.txt
check "unterminated comment" 1 "" "broken-comment.txt:2: The comment opened here is not closed" -- \
  --sheet-a ruy-en.pgn --sheet-b broken-comment.txt
check "bad clock reading" 1 "" "bad-clock.txt:3: A clock reading is written h:mm:ss" -- \
  --sheet-a bad-clock.txt --sheet-b ruy-en.pgn
check "broken PGN" 1 "" "broken.pgn:2: Bad tag pair" -- \
  --sheet-a broken.pgn --sheet-b ruy-en.pgn
check "two games in one PGN" 1 "" "two-games.pgn:11: a scoresheet holds one game" -- \
  --sheet-a ruy-en.pgn --sheet-b two-games.pgn
check "a NUL byte" 1 "" "nul.txt:2: This is not text" -- \
  --sheet-a ruy-en.pgn --sheet-b "$tmp/nul.txt"
check "different start positions" 1 "" "the scoresheets start from different positions" -- \
  --sheet-a ruy-en.pgn --sheet-b set-up-a.pgn
check "broken board FEN" 1 "" "--board-a: Bad FEN, piece placement (field 1)" -- \
  --sheet-a ruy-en.pgn --sheet-b ruy-de.txt --board-a 'r1bqk2r/1pppbppp/p1n2n2/4p3'
check "board by squares, a word that is no piece" 1 "" "--board-a: “Xz9” is neither a colour" -- \
  --sheet-a ruy-en.pgn --sheet-b ruy-de.txt --board-a 'Weiß: Kg1 Xz9'
check "broken board FEN field" 1 "" "--board-b: Bad FEN, side to move (field 2)" -- \
  --sheet-a ruy-en.pgn --sheet-b ruy-de.txt --board-b "${after_re1/ b / x }"
check "bad language" 1 "" "fr: the language is de, nl or en" -- \
  --sheet-a ruy-en.pgn --sheet-b ruy-de.txt --lang fr
check "sheet B not named" 1 "" "Usage: annabella-tool reconcile" -- --sheet-a ruy-en.pgn
check "option without value" 1 "" "--board-a needs a value" -- \
  --sheet-a ruy-en.pgn --sheet-b ruy-de.txt --board-a
check "unknown option" 1 "" "unknown argument '--sheet'" -- --sheet ruy-en.pgn

echo "1..$n"
[ "$failed" -eq 0 ]
