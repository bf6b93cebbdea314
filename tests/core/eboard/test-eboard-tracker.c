/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-eboard-tracker.c — moves read from a board's snapshots in time: told at once when
 * final, after the settle time when the man may still be on its way (slides, castling,
 * promotion); captures, castling and en passant in every order; Chess960 castling; a man
 * knocked over; the board turned; takebacks; a new game; the match ahead of the board
 * (waiting, then arrived, or D.2.9); a board wrong for three seconds with what is missing
 * and extra. Each case is a script of hands on the board and the verdicts it must give,
 * with their times. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ab-eboard-tracker.h"
#include "ab-uci.h"
#include "eboard-table.h"

#define MS 1000

static AbSquare
square_of (const char *s)
{
  return AB_SQUARE (s[0] - 'a', s[1] - '1');
}

static AbPiece
piece_of (char c)
{
  static const char letters[] = " PNBRQK  pnbrqk";
  const char *at = strchr (letters, c);

  assert_non_null (at);
  return (AbPiece) (at - letters);
}

/* "-e2" lift, "+e4P" place, each 100 ms after the last unless "/MS" follows; "~MS" wait;
 * "=e2e4" the match plays a move made elsewhere, "<N" it takes N back; "@" the board
 * turned; "." the board sends the same again; "#PLACEMENT" the board shows that at once.
 * At the end five seconds pass. */
static void
run_script (Table *t, const char *script)
{
  char *copy = strdup (script), *save = NULL;

  for (char *w = strtok_r (copy, " ", &save); w != NULL; w = strtok_r (NULL, " ", &save))
    {
      char *slash = strchr (w, '/');
      int64_t after = 100 * MS;

      if (slash != NULL && w[0] != '#')
        {
          after = atoi (slash + 1) * MS;
          *slash = '\0';
        }
      switch (w[0])
        {
        case '-':
          table_lift (t, square_of (w + 1), after);
          break;
        case '+':
          table_place (t, square_of (w + 1), piece_of (w[3]), after);
          break;
        case '~':
          table_wait (t, atoi (w + 1) * MS);
          break;
        case '=':
          table_wait (t, after);
          assert_true (table_match_plays (
              t, ab_move_from_uci (ab_eboard_tracker_get_position (t->tracker), w + 1)));
          break;
        case '<':
          table_wait (t, after);
          table_match_takes_back (t, atoi (w + 1));
          break;
        case '@':
          table_turn (t, after);
          break;
        case '.':
          table_place (t, 0, t->board.squares[0], after);
          break;
        case '#':
          table_wait (t, after);
          assert_true (ab_eboard_snapshot_from_placement (&t->board, w + 1));
          table_place (t, 0, t->board.squares[0], 0);
          break;
        default:
          fail_msg ("bad script word %s", w);
        }
    }
  table_wait (t, 5000 * MS);
  free (copy);
}

static void
add_square (char *out, size_t size, AbSquare sq)
{
  size_t n = strlen (out);

  snprintf (out + n, size - n, "%c%c", 'a' + AB_SQUARE_FILE (sq), '1' + AB_SQUARE_RANK (sq));
}

static void
add_move (char *out, size_t size, AbMove m)
{
  static const char promo[] = "  nbrq";
  size_t n;

  add_square (out, size, ab_move_from (m));
  add_square (out, size, ab_move_to (m));
  n = strlen (out);
  if (ab_move_kind (m) == AB_MOVE_PROMOTION && n + 1 < size)
    {
      out[n] = promo[ab_move_promotion (m)];
      out[n + 1] = '\0';
    }
}

static void
add_men (char *out, size_t size, char sign, const AbEboardMan *men, int count)
{
  static const char letters[] = " PNBRQK  pnbrqk";

  for (int i = 0; i < count; i++)
    {
      size_t n = strlen (out);

      snprintf (out + n, size - n, "%c%c", sign, letters[men[i].piece & 15]);
      add_square (out, size, men[i].square);
    }
}

/* The verdicts as one line: "move g1f3@200 wrong -Qd1@3100 …" (times in ms). */
static void
render (const Table *t, char *out, size_t size)
{
  out[0] = '\0';
  for (int i = 0; i < t->n; i++)
    {
      const AbEboardVerdict *v = &t->verdicts[i];
      size_t n = strlen (out);

      if (n > 0)
        snprintf (out + n, size - n, " ");
      n = strlen (out);
      switch (v->kind)
        {
        case AB_EBOARD_MOVE:
          snprintf (out + n, size - n, "move ");
          add_move (out, size, v->move);
          break;
        case AB_EBOARD_ARRIVED:
          snprintf (out + n, size - n, "arrived");
          break;
        case AB_EBOARD_DISCREPANCY:
          snprintf (out + n, size - n, "discrepancy ");
          add_move (out, size, v->move);
          snprintf (out + strlen (out), size - strlen (out), "/");
          add_move (out, size, v->expected);
          break;
        case AB_EBOARD_TAKEBACK:
          snprintf (out + n, size - n, "takeback %d", v->plies);
          break;
        case AB_EBOARD_NEW_GAME:
          snprintf (out + n, size - n, "new-game %d", v->chess960);
          break;
        case AB_EBOARD_ROTATED:
          snprintf (out + n, size - n, "rotated");
          break;
        case AB_EBOARD_WRONG:
          snprintf (out + n, size - n, "wrong ");
          add_men (out, size, '-', v->diff.missing, v->diff.n_missing);
          add_men (out, size, '+', v->diff.extra, v->diff.n_extra);
          break;
        default:
          snprintf (out + n, size - n, "?%d", v->kind);
          break;
        }
      snprintf (out + strlen (out), size - strlen (out), "@%lld", (long long) (t->at[i] / MS));
    }
}

typedef struct
{
  const char *name;
  const char *fen;   /* NULL: the standard start */
  const char *moves; /* played before, in UCI */
  const char *script;
  const char *expected;
} Case;

#define D4D5 "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2"
#define E4D5 "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
#define CASTLE "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1"
#define EP "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
#define PROMOTE "8/4P1k1/8/8/8/8/6K1/8 w - - 0 1"

static const Case cases[] = {
  /* final at once */
  { "a knight's move at once", NULL, NULL, "-g1 +f3N", "move g1f3@200" },
  { "a double step at once", NULL, NULL, "-e2 +e4P", "move e2e4@200" },
  { "a step that cannot go on, at once",
    "rnbqkbnr/pppppppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", NULL, "-e7 +e6p",
    "move e7e6@200" },
  { "a bishop slid to the edge, at once", D4D5, NULL, "-c1 +h6B", "move c1h6@200" },
  /* waiting for stillness */
  { "a single step from the second rank may slide on", NULL, NULL, "-e2 +e3P",
    "move e2e3@500" },
  { "the same board sent again does not restart the wait", NULL, NULL, "-e2 +e3P . .",
    "move e2e3@500" },
  { "a bishop slid square by square", D4D5, NULL,
    "-c1 +d2B/60 -d2/30 +e3B/60 -e3/30 +f4B/60", "move c1f4@640" },
  /* captures */
  { "a capture, the taken man removed first", E4D5, NULL, "-d5 -e4 +d5P", "move e4d5@300" },
  { "a capture, the taken man removed last", E4D5, NULL, "-e4 -d5 +d5P", "move e4d5@300" },
  { "a capture, the taken man pushed off", E4D5, NULL, "-e4 +d5P", "move e4d5@200" },
  /* castling */
  { "short castling, king first", CASTLE, NULL, "-e1 +g1K -h1 +f1R", "move e1h1@400" },
  { "short castling, rook first", CASTLE, NULL, "-h1 +f1R -e1 +g1K", "move e1h1@400" },
  { "long castling, rook first, the king lifted late", CASTLE, NULL, "-a1 +d1R -e1/700 +c1K",
    "move e1a1@1000" },
  { "castling with the king slid", CASTLE, NULL, "-e1 +f1K/50 -f1/30 +g1K/50 -h1 +f1R",
    "move e1h1@430" },
  { "a rook's move along the castling way waits the castle time", CASTLE, NULL, "-h1 +g1R",
    "move h1g1@1200" },
  { "a king's step towards castling waits too", CASTLE, NULL, "-e1 +f1K", "move e1f1@1200" },
  { "Chess960: king and rook change places", "rk4r1/pppppppp/8/8/8/8/PPPPPPPP/RK4R1 w AGag - 0 1",
    NULL, "-g1 -b1 +g1K +f1R", "move b1g1@400" },
  { "Chess960: castling where the king stays", "6kr/pppppppp/8/8/8/8/PPPPPPPP/6KR w Hh - 0 1",
    NULL, "-h1 +f1R", "move g1h1@200" },
  /* en passant and promotion */
  { "en passant, the taken pawn removed last", EP, NULL, "-e5 +f6P -f5", "move e5f6@300" },
  { "en passant, the taken pawn removed first", EP, NULL, "-f5 -e5 +f6P", "move e5f6@300" },
  { "promotion to a queen waits for the piece to stay", PROMOTE, NULL, "-e7 +e8Q",
    "move e7e8q@500" },
  { "underpromotion to a knight", PROMOTE, NULL, "-e7 +e8N", "move e7e8n@500" },
  { "the pawn put down first, then exchanged for a rook", PROMOTE, NULL, "-e7 +e8P -e8 +e8R",
    "move e7e8r@700" },
  /* moves made at once after another */
  { "a slid bishop, then the opponent begins at once", NULL, "e2e4 e7e5",
    "-f1 +c4B -g8/150 +f6n/200", "move f1c4@350 move g8f6@550" },
  { "a slid bishop taken at once, lifted first by the taker",
    "rnbqkbnr/pppp1ppp/4p3/8/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2", NULL,
    "-c1 +g5B -g5/150 -d8 +g5q", "move c1g5@550 move d8g5@550" },
  /* hands that are not making a move */
  { "a man knocked over and set up again says nothing", NULL, NULL, "-d1 ~1000 +d1Q", "" },
  { "a man knocked over and left: wrong after three seconds", NULL, NULL, "-d1",
    "wrong -Qd1@3100" },
  { "a knight on a wrong square", NULL, NULL, "-g1 +g3N", "wrong -Ng1+Ng3@3200" },
  { "set right after it was told wrong", NULL, NULL, "-g1 +g3N ~4000 -g3 +g1N",
    "wrong -Ng1+Ng3@3200 arrived@4400" },
  /* the board and the game */
  { "the board turned", NULL, NULL, "@ ~500 -e2 +e4P", "rotated@400 arrived@400 move e2e4@800" },
  { "a takeback, then back to the start", NULL, "e2e4 e7e5",
    "-e5 +e7p -e4/400 +e2P ~500 <2", "takeback 1@500 takeback 2@1000 arrived@1300" },
  { "a new game set up in the middle of a game", NULL, "e2e4 e7e5 g1f3 b8c6",
    "-e4 +e2P -e5 +e7p -f3 +g1N -c6 +b8n", "new-game 518@1100" },
  { "a Chess960 start set up", NULL, "e2e4",
    "#bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR", "new-game 0@400" },
  /* the match ahead of the board */
  { "the match one move ahead: waiting, not wrong", NULL, NULL, "=e2e4 ~5000 -e2 +e4P",
    "arrived@5300" },
  { "a different move carried out: D.2.9", NULL, NULL, "=e2e4 -d2 +d4P",
    "discrepancy d2d4/e2e4@600" },
  { "the move carried out and answered at once", NULL, NULL,
    "=e2e4 -e2 +e4P -e7/100 +e5p/150", "arrived@300 move e7e5@550" },
  { "the last move changed for another", NULL, "e2e4", "-e4 +e3P", "discrepancy e2e3/e2e4@500" },
};

static void
test_scripts (void **state)
{
  int failed = 0;

  for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++)
    {
      Table t;
      char got[1024];

      assert_true (table_init (&t, cases[c].fen, cases[c].moves));
      run_script (&t, cases[c].script);
      render (&t, got, sizeof got);
      if (strcmp (got, cases[c].expected) != 0)
        {
          print_message ("# %s: got \"%s\", expected \"%s\"\n", cases[c].name, got,
                         cases[c].expected);
          failed++;
        }
      table_free (&t);
    }
  assert_int_equal (failed, 0);
}

/* The match's own calls: a move that is not legal is refused, the game kept. */
static void
test_refusals (void **state)
{
  AbEboardTracker *tr = ab_eboard_tracker_new ();
  AbPosition *pos = ab_position_new ();
  AbMove moves[2];
  AbEboardVerdict v;

  moves[0] = ab_move_from_uci (pos, "e2e4");
  moves[1] = ab_move_from_uci (pos, "d2d4"); /* White again: not legal after e2e4 */
  assert_false (ab_eboard_tracker_set_game (tr, pos, moves, 2, 0, &v));
  assert_int_equal (ab_eboard_tracker_get_ply (tr), 0);
  assert_true (ab_eboard_tracker_set_game (tr, pos, moves, 1, 0, &v));
  assert_int_equal (ab_eboard_tracker_get_ply (tr), 1);
  assert_false (ab_eboard_tracker_play (tr, moves[1], 0, &v));
  assert_int_equal (ab_eboard_tracker_get_ply (tr), 1);
  assert_false (ab_eboard_tracker_take_back (tr, 2, 0, &v));
  assert_true (ab_eboard_tracker_take_back (tr, 1, 0, &v));
  assert_int_equal (ab_eboard_tracker_get_ply (tr), 0);
  ab_position_free (pos);
  ab_eboard_tracker_free (tr);
}

/* A resumed match whose last move, typed, is not on the board yet: the board is behind. */
static void
test_resume_behind (void **state)
{
  AbEboardTracker *tr = ab_eboard_tracker_new ();
  AbPosition *pos = ab_position_new ();
  AbEboardSnapshot board;
  AbMove e4 = ab_move_from_uci (pos, "e2e4");
  AbEboardVerdict v;

  assert_true (ab_eboard_tracker_set_game (tr, pos, NULL, 0, 0, &v));
  assert_true (ab_eboard_tracker_play (tr, e4, 0, &v));
  assert_int_equal (ab_eboard_tracker_get_lag (tr), 1);
  {
    AbBitboard squares;

    assert_int_equal (ab_eboard_tracker_get_move_to_show (tr, &squares), e4);
    assert_int_equal (squares, ((AbBitboard) 1 << AB_SQUARE (4, 1)) | ((AbBitboard) 1 << AB_SQUARE (4, 3)));
  }
  ab_eboard_snapshot_from_position (&board, pos);
  ab_eboard_tracker_board (tr, &board, 1000, &v);
  assert_int_equal (v.kind, AB_EBOARD_NOTHING);
  ab_eboard_tracker_tick (tr, 10000000, &v);
  assert_int_equal (v.kind, AB_EBOARD_NOTHING);
  assert_int_equal (ab_eboard_tracker_get_lag (tr), 1);
  /* carried out: in step, nothing more to show */
  {
    AbPosition *after = ab_position_copy (pos);
    AbUndo undo;
    AbBitboard squares;

    ab_position_make (after, e4, &undo);
    ab_eboard_snapshot_from_position (&board, after);
    ab_eboard_tracker_board (tr, &board, 11000000, &v);
    assert_int_equal (v.kind, AB_EBOARD_ARRIVED);
    assert_int_equal (ab_eboard_tracker_get_lag (tr), 0);
    assert_int_equal (ab_eboard_tracker_get_move_to_show (tr, &squares), AB_MOVE_NONE);
    assert_int_equal (squares, 0);
    ab_position_free (after);
  }
  ab_position_free (pos);
  ab_eboard_tracker_free (tr);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_scripts),
    cmocka_unit_test (test_refusals),
    cmocka_unit_test (test_resume_behind),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
