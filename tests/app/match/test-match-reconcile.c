/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-match-reconcile.c — the arbiter's comparison (D.2.9) made from the match's record:
 * scoresheet A as the match kept it, the ruling from the match's start with the other
 * sheet and the boards, the half-moves that stand and the clocks the arbiter sets. Each
 * table row plays a match, compares it with a sighted player's sheet and checks the
 * ruling and what applying it would do. */
#include <string.h>

#include "ab-fen.h"
#include "ab-match-reconcile.h"
#include "match-fixture.h"

#define MS(h, m, s) ((((gint64) (h) * 60 + (m)) * 60 + (s)) * 1000)

/* The blind player's scoresheet is the match's moves in the announcement language's
 * letters, each with the mover's time left once the clock was pressed. */
static void
test_sheet (TmFixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = ab_match_new (f->path);
  g_autoptr (GError) error = NULL;
  static const char *const moves[] = { "e4", "e5", "Sf3", "Sc6" };
  AbMatchSetup setup;
  AbReconcileSheet sheet;

  ab_match_setup_init (&setup);
  setup.time_control = "5400";
  g_assert_true (ab_match_start_setup (match, &setup, &error));
  ab_match_set_language (match, AB_LANG_DE);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      AbMoveError move_error;
      AbMove move = ab_match_parse (match, moves[i], &move_error);

      g_assert_true (move != AB_MOVE_NONE);
      g_assert_true (ab_match_play (match, i % 2 ? AB_BLACK : AB_WHITE, move, &error));
    }
  ab_reconcile_sheet_init (&sheet);
  g_assert_true (ab_match_reconcile_sheet (match, &sheet));
  g_assert_cmpuint (sheet.n_entries, ==, G_N_ELEMENTS (moves));
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      g_assert_cmpstr (sheet.entries[i].text, ==, moves[i]);
      /* 90 minutes, a test's moves take well under ten seconds. */
      g_assert_cmpint (sheet.entries[i].clock_ms, <=, 5400000);
      g_assert_cmpint (sheet.entries[i].clock_ms, >, 5390000);
    }
  /* Without a clock no time is written with the moves. */
  setup.time_control = NULL;
  g_assert_true (ab_match_start_setup (match, &setup, &error));
  tm_play (match, "e2e4");
  g_assert_true (ab_match_reconcile_sheet (match, &sheet));
  g_assert_cmpuint (sheet.n_entries, ==, 1);
  g_assert_cmpint (sheet.entries[0].clock_ms, ==, -1);
  ab_reconcile_sheet_clear (&sheet);
}

typedef enum
{
  CLOCKS_NONE,   /* the match has no clock */
  CLOCKS_ABOUT,  /* both near 90 minutes: written by the match or shown now */
  CLOCKS_EXACT,  /* white_ms, black_ms */
} ClocksKind;

typedef struct
{
  const char *name;
  const char *control;    /* NULL: no clock */
  const char *start;      /* NULL: the standard start */
  const char *moves;      /* played, long notation, spaces between */
  const char *imported_a; /* NULL: the match's own sheet A */
  const char *sheet_b;
  const char *boards[2];  /* FENs; NULL: not given */
  AbReconcileDecision decision;
  int first_difference;   /* ply; 0: none */
  guint plies;            /* ab_match_reconcile_plies */
  int sheet_plies[2];     /* entries compared on each sheet */
  AbReconcileBoardState board_states[2];
  ClocksKind clocks;
  gint64 white_ms, black_ms;
} Case;

#define OPENING "e2e4 e7e5 g1f3 b8c6 f1b5"
#define AFTER_BB5 "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"
#define AFTER_NC6 "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
#define A_WITH_CLOCKS \
  "1. e4 {1:29:56} e5 {1:29:50} 2. Nf3 {1:29:00} Nc6 {1:28:00} 3. Bb5 {1:27:30}"
#define NOT_GIVEN AB_RECONCILE_BOARD_NOT_GIVEN

static const Case cases[] = {
  { "sheets agree", NULL, NULL, OPENING, NULL, "1. e4 e5 2. Nf3 Nc6 3. Bb5",
    { NULL, NULL }, AB_RECONCILE_CORRECT_BOARDS, 0, 5, { 5, 5 }, { NOT_GIVEN, NOT_GIVEN },
    CLOCKS_NONE },
  /* the sighted player has not yet written his last move: no discrepancy */
  { "sheet B behind", NULL, NULL, OPENING, NULL, "1. e4 e5 2. Nf3 Nc6", { NULL, NULL },
    AB_RECONCILE_CORRECT_BOARDS, 0, 5, { 5, 4 }, { NOT_GIVEN, NOT_GIVEN }, CLOCKS_NONE },
  { "sheet B empty", NULL, NULL, OPENING, NULL, "", { NULL, NULL },
    AB_RECONCILE_CORRECT_BOARDS, 0, 5, { 5, 0 }, { NOT_GIVEN, NOT_GIVEN }, CLOCKS_NONE },
  /* back to 2. Nf3; the clocks as the match wrote them with 2. Nf3 and 1... e5 */
  { "sheets differ", "5400", NULL, OPENING, NULL, "1. e4 e5 2. Nf3 Nf6", { NULL, NULL },
    AB_RECONCILE_TAKE_BACK, 4, 3, { 5, 4 }, { NOT_GIVEN, NOT_GIVEN }, CLOCKS_ABOUT },
  /* an imported sheet A is compared instead of the match's, with its own clocks */
  { "imported sheet A", "5400", NULL, OPENING, A_WITH_CLOCKS, "1. e4 e5 2. Nf3 Nf6",
    { NULL, NULL }, AB_RECONCILE_TAKE_BACK, 4, 3, { 5, 4 }, { NOT_GIVEN, NOT_GIVEN },
    CLOCKS_EXACT, MS (1, 29, 0), MS (1, 29, 50) },
  { "imported sheet A, not the match's", NULL, NULL, OPENING, "1. d4", "1. d4",
    { NULL, NULL }, AB_RECONCILE_CORRECT_BOARDS, 0, 5, { 1, 1 }, { NOT_GIVEN, NOT_GIVEN },
    CLOCKS_NONE },
  /* no move stands: the clocks as they show now */
  { "back to the start", "5400", NULL, OPENING, NULL, "1. d4", { NULL, NULL },
    AB_RECONCILE_TAKE_BACK, 1, 0, { 5, 1 }, { NOT_GIVEN, NOT_GIVEN }, CLOCKS_ABOUT },
  { "the moves stand, clocks now", "5400", NULL, OPENING, NULL, "1. e4 e5 2. Nf3 Nc6 3. Bb5",
    { NULL, NULL }, AB_RECONCILE_CORRECT_BOARDS, 0, 5, { 5, 5 }, { NOT_GIVEN, NOT_GIVEN },
    CLOCKS_ABOUT },
  /* the boards as entered: A is right, B lacks 3. Bb5 */
  { "boards given", NULL, NULL, OPENING, NULL, "1. e4 e5 2. Nf3 Nc6 3. Bb5",
    { AFTER_BB5, AFTER_NC6 }, AB_RECONCILE_CORRECT_BOARDS, 0, 5, { 5, 5 },
    { AB_RECONCILE_BOARD_RIGHT, AB_RECONCILE_BOARD_WRONG }, CLOCKS_NONE },
  { "board B only", NULL, NULL, OPENING, NULL, "1. e4 e5 2. Nf3 Nc6 3. Bb5",
    { NULL, AFTER_BB5 }, AB_RECONCILE_CORRECT_BOARDS, 0, 5, { 5, 5 },
    { NOT_GIVEN, AB_RECONCILE_BOARD_RIGHT }, CLOCKS_NONE },
  /* the sheets are read from the match's start: 1... Kd7 is legal only there */
  { "from a set-up position", NULL, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2e3 e8d7", NULL,
    "1. e3 Kd7", { NULL, NULL }, AB_RECONCILE_CORRECT_BOARDS, 0, 2, { 2, 2 },
    { NOT_GIVEN, NOT_GIVEN }, CLOCKS_NONE },
  { "from a set-up position, differing", NULL, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
    "e2e3 e8d7", NULL, "1. e3 Kf7", { NULL, NULL }, AB_RECONCILE_TAKE_BACK, 2, 1, { 2, 2 },
    { NOT_GIVEN, NOT_GIVEN }, CLOCKS_NONE },
};

static void
read_board (AbReconcileBoard *board, const char *fen)
{
  AbFenError error;

  g_assert_true (ab_reconcile_board_read_fen (board, fen, &error));
}

static void
test_reconcile (TmFixture *f, gconstpointer data)
{
  const Case *c = data;
  g_autoptr (AbMatch) match = ab_match_new (f->path);
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) moves = g_strsplit (c->moves, " ", -1);
  g_autofree AbReconcileRuling *ruling = g_new0 (AbReconcileRuling, 1);
  AbReconcileSheet a, b;
  AbReconcileBoard boards[2];
  AbReconcileSheetError sheet_error;
  AbMatchSetup setup;
  gint64 ms[2];

  ab_match_setup_init (&setup);
  setup.fen = c->start;
  setup.time_control = c->control;
  g_assert_true (ab_match_start_setup (match, &setup, &error));
  g_assert_no_error (error);
  for (guint i = 0; moves[i] != NULL; i++)
    tm_play (match, moves[i]);
  ab_reconcile_sheet_init (&a);
  ab_reconcile_sheet_init (&b);
  if (c->imported_a != NULL)
    g_assert_true (ab_reconcile_sheet_read (&a, c->imported_a, strlen (c->imported_a),
                                            &sheet_error));
  g_assert_true (ab_reconcile_sheet_read (&b, c->sheet_b, strlen (c->sheet_b), &sheet_error));
  for (int i = 0; i < 2; i++)
    if (c->boards[i] != NULL)
      read_board (&boards[i], c->boards[i]);

  g_assert_true (ab_match_reconcile (match, c->imported_a ? &a : NULL, &b,
                                     c->boards[0] ? &boards[0] : NULL,
                                     c->boards[1] ? &boards[1] : NULL, ruling));
  g_assert_cmpint (ruling->decision, ==, c->decision);
  g_assert_cmpint (ruling->first_difference_ply, ==, c->first_difference);
  g_assert_cmpint (ruling->plies[0], ==, c->sheet_plies[0]);
  g_assert_cmpint (ruling->plies[1], ==, c->sheet_plies[1]);
  for (int i = 0; i < 2; i++)
    g_assert_cmpint (ruling->boards[i], ==, c->board_states[i]);
  g_assert_cmpuint (ab_match_reconcile_plies (match, ruling), ==, c->plies);

  g_assert_cmpint (ab_match_reconcile_clocks (match, ruling, ms), ==, c->clocks != CLOCKS_NONE);
  for (int i = 0; i < 2; i++)
    switch (c->clocks)
      {
      case CLOCKS_NONE:
        g_assert_cmpint (ms[i], ==, -1);
        break;
      case CLOCKS_ABOUT:
        /* 90 minutes; a test's moves take well under ten seconds */
        g_assert_cmpint (ms[i], <=, MS (1, 30, 0));
        g_assert_cmpint (ms[i], >, MS (1, 29, 50));
        break;
      case CLOCKS_EXACT:
        g_assert_cmpint (ms[i], ==, i == AB_WHITE ? c->white_ms : c->black_ms);
        break;
      default:
        g_assert_not_reached ();
      }
  /* Comparing changes nothing in the match. */
  g_assert_cmpuint (ab_match_get_n_plies (match), ==, g_strv_length (moves));
  ab_reconcile_sheet_clear (&a);
  ab_reconcile_sheet_clear (&b);
}

/* The clocks the ruling names win over what the clocks show now; a colour the ruling has
 * no time for takes the time shown now. */
static void
test_clocks_from_ruling (TmFixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = ab_match_new (f->path);
  g_autoptr (GError) error = NULL;
  AbReconcileRuling ruling = { .decision = AB_RECONCILE_TAKE_BACK, .clock_ms = { 600000, -1 } };
  AbMatchSetup setup;
  gint64 ms[2];

  ab_match_setup_init (&setup);
  setup.time_control = "5400";
  g_assert_true (ab_match_start_setup (match, &setup, &error));
  g_assert_true (ab_match_reconcile_clocks (match, &ruling, ms));
  g_assert_cmpint (ms[AB_WHITE], ==, 600000);
  g_assert_cmpint (ms[AB_BLACK], >, MS (1, 29, 50));
  /* when the moves stand, the times shown now, whatever the sheets wrote */
  ruling.decision = AB_RECONCILE_CORRECT_BOARDS;
  g_assert_true (ab_match_reconcile_clocks (match, &ruling, ms));
  g_assert_cmpint (ms[AB_WHITE], >, MS (1, 29, 50));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/match-reconcile/D.2.9/sheet", TmFixture, NULL, tm_set_up, test_sheet,
              tm_tear_down);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/match-reconcile/D.2.9/%s", cases[i].name);

      g_test_add (path, TmFixture, &cases[i], tm_set_up, test_reconcile, tm_tear_down);
    }
  g_test_add ("/match-reconcile/D.2.9/clocks-from-ruling", TmFixture, NULL, tm_set_up,
              test_clocks_from_ruling, tm_tear_down);
  return g_test_run ();
}
