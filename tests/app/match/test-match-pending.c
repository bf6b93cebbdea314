/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-match-pending.c — the one move that waits for a confirmation (ab-match-pending.h):
 * a typed text's loose fit and a heard move; what Enter plays (the heard move, never the
 * move line's text), what drops it, the readings after "no", the clock press; a question
 * between two heard moves, which nothing confirms. */
#include "ab-match-pending.h"
#include "ab-uci.h"
#include "match-fixture.h"

typedef struct
{
  TmFixture tm;
  AbMatch *match;
  guint changed;
} Fixture;

static void
pending_changed_cb (AbMatch *match, Fixture *f)
{
  f->changed++;
}

static void
set_up (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  tm_set_up (&f->tm, NULL);
  f->match = ab_match_new (f->tm.path);
  g_assert_true (ab_match_start (f->match, NULL, AB_WHITE, &error));
  g_assert_no_error (error);
  g_signal_connect (f->match, "pending-changed", G_CALLBACK (pending_changed_cb), f);
}

static void
tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->match);
  tm_tear_down (&f->tm, NULL);
}

static AbMove
uci (Fixture *f, const char *text)
{
  return ab_move_from_uci (ab_match_get_position (f->match), text);
}

static char *
last_uci (Fixture *f)
{
  guint n = ab_match_get_n_plies (f->match);
  AbPosition *before = ab_match_get_position_before (f->match, n - 1);
  char text[AB_UCI_MAX];

  ab_move_to_uci (before, ab_match_get_move (f->match, n - 1), text);
  ab_position_free (before);
  return g_strdup (text);
}

static AbEntered
enter (Fixture *f, const char *text, GError **error)
{
  AbMoveError move_error;

  return ab_match_enter (f->match, text, FALSE, &move_error, error);
}

static void
hear (Fixture *f, const char *const *readings)
{
  g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (AbMove));

  for (guint i = 0; readings[i] != NULL; i++)
    {
      AbMove move = uci (f, readings[i]);

      g_array_append_val (moves, move);
    }
  ab_match_offer_heard (f->match, (const AbMove *) moves->data, moves->len, FALSE);
}

/* "e5" after 1. d4 e5 fits only dxe5: offered, played on a second Enter on the same text,
 * never on another text. */
static void
test_typed_offer (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *played = NULL;

  tm_play (f->match, "d4");
  tm_play (f->match, "e5");
  g_assert_cmpint (enter (f, "e5", &error), ==, AB_ENTERED_REFUSED);
  g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_UNREADABLE);
  g_clear_error (&error);
  g_assert_cmpint (ab_match_get_pending_kind (f->match), ==, AB_MATCH_PENDING_TYPED);
  g_assert_true (ab_match_get_pending (f->match) == uci (f, "d4e5"));
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 2);
  g_assert_cmpuint (f->changed, ==, 1);

  /* Another text is the player's new move, not a confirmation. */
  g_assert_cmpint (enter (f, "Sc3", &error), ==, AB_ENTERED_TEXT);
  g_assert_no_error (error);
  played = last_uci (f);
  g_assert_cmpstr (played, ==, "b1c3");
  g_assert_cmpint (ab_match_get_pending_kind (f->match), ==, AB_MATCH_PENDING_NONE);

  tm_play (f->match, "Sc6");
  g_assert_cmpint (enter (f, "e5", &error), ==, AB_ENTERED_REFUSED);
  g_clear_error (&error);
  g_assert_cmpint (enter (f, "e5", &error), ==, AB_ENTERED_PENDING);
  g_assert_no_error (error);
  g_free (played);
  played = last_uci (f);
  g_assert_cmpstr (played, ==, "d4e5");
}

/* An edit of the move line drops a typed offer: Enter on the edited text is read anew. */
static void
test_typed_offer_edited (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  tm_play (f->match, "d4");
  tm_play (f->match, "e5");
  g_assert_cmpint (enter (f, "e5", NULL), ==, AB_ENTERED_REFUSED);
  ab_match_pending_text_changed (f->match, "e5");
  g_assert_cmpint (ab_match_get_pending_kind (f->match), ==, AB_MATCH_PENDING_TYPED);
  ab_match_pending_text_changed (f->match, "e");
  g_assert_cmpint (ab_match_get_pending_kind (f->match), ==, AB_MATCH_PENDING_NONE);
  ab_match_pending_text_changed (f->match, "e5");
  g_assert_cmpint (enter (f, "e5", &error), ==, AB_ENTERED_REFUSED);
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 2);
}

/* D.2.8: with text on the move line ("Sc3", or a refused "e5"), Enter confirms the move
 * that was heard and read back, and leaves the text unplayed. */
static void
test_enter_plays_heard_not_text (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *played = NULL;

  hear (f, (const char *const[]){ "g1f3", NULL });
  g_assert_cmpint (enter (f, "Sc3", &error), ==, AB_ENTERED_PENDING);
  g_assert_no_error (error);
  played = last_uci (f);
  g_assert_cmpstr (played, ==, "g1f3");
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 1);

  tm_play (f->match, "d5");
  /* The refused text stays selected on the line; the heard move is what Enter plays. */
  g_assert_cmpint (enter (f, "e5", &error), ==, AB_ENTERED_REFUSED);
  g_clear_error (&error);
  hear (f, (const char *const[]){ "b1c3", NULL });
  g_assert_cmpint (ab_match_get_pending_kind (f->match), ==, AB_MATCH_PENDING_HEARD);
  g_assert_cmpint (enter (f, "e5", &error), ==, AB_ENTERED_PENDING);
  g_assert_no_error (error);
  g_free (played);
  played = last_uci (f);
  g_assert_cmpstr (played, ==, "b1c3");
}

/* After the read-back the player types: he now means his text, and the heard move no
 * longer waits. */
static void
test_heard_dropped_by_typing (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *played = NULL;

  hear (f, (const char *const[]){ "g1f3", NULL });
  ab_match_pending_text_changed (f->match, "S");
  g_assert_cmpint (ab_match_get_pending_kind (f->match), ==, AB_MATCH_PENDING_NONE);
  g_assert_cmpint (enter (f, "Sc3", &error), ==, AB_ENTERED_TEXT);
  g_assert_no_error (error);
  played = last_uci (f);
  g_assert_cmpstr (played, ==, "b1c3");
}

/* Listening to both, a heard move waits unsaid for its repetition: no key plays it, and
 * typing does not drop it (it is not the player's yet). */
static void
test_unsaid (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  AbMove move = uci (f, "e2e4");

  ab_match_offer_heard (f->match, &move, 1, TRUE);
  g_assert_true (ab_match_get_pending_unsaid (f->match));
  g_assert_cmpint (enter (f, "d4", &error), ==, AB_ENTERED_REFUSED);
  g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_REFUSED);
  g_clear_error (&error);
  g_assert_false (ab_match_confirm_pending (f->match, FALSE, &error));
  g_clear_error (&error);
  ab_match_pending_text_changed (f->match, "d");
  g_assert_cmpint (ab_match_get_pending_kind (f->match), ==, AB_MATCH_PENDING_HEARD);
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 0);
  ab_match_pending_said (f->match);
  g_assert_true (ab_match_confirm_pending (f->match, FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 1);
}

/* "no" offers the next reading, then drops: nothing played. Readings not legal here are
 * never offered. */
static void
test_readings (Fixture *f, gconstpointer data)
{
  AbMove moves[] = { uci (f, "e2e4"), AB_MOVE_NONE, uci (f, "e2e3") };

  ab_match_offer_heard (f->match, moves, 3, FALSE);
  g_assert_true (ab_match_get_pending (f->match) == moves[0]);
  g_assert_true (ab_match_refuse_pending (f->match));
  g_assert_true (ab_match_get_pending (f->match) == moves[2]);
  g_assert_false (ab_match_refuse_pending (f->match));
  g_assert_cmpint (ab_match_get_pending_kind (f->match), ==, AB_MATCH_PENDING_NONE);
  g_assert_true (ab_match_get_pending (f->match) == AB_MOVE_NONE);
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 0);
  /* A hearing with no reading legal here offers nothing. */
  ab_match_offer_heard (f->match, (AbMove[]){ AB_MOVE_NONE }, 1, FALSE);
  g_assert_cmpint (ab_match_get_pending_kind (f->match), ==, AB_MATCH_PENDING_NONE);
}

/* Any change of the position drops it: a move on the mirror, a new match. */
static void
test_dropped_by_position (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  AbMatchSetup setup;

  ab_match_setup_init (&setup);
  setup.enters_both = TRUE;
  g_assert_true (ab_match_start_setup (f->match, &setup, &error));
  hear (f, (const char *const[]){ "e2e4", NULL });
  tm_play (f->match, "d4");
  g_assert_cmpint (ab_match_get_pending_kind (f->match), ==, AB_MATCH_PENDING_NONE);
  hear (f, (const char *const[]){ "g8f6", NULL });
  g_assert_true (ab_match_start (f->match, NULL, AB_WHITE, &error));
  g_assert_cmpint (ab_match_get_pending_kind (f->match), ==, AB_MATCH_PENDING_NONE);
  g_assert_false (ab_match_confirm_pending (f->match, FALSE, &error));
  g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_REFUSED);
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 0);
}

/* With the press by key, Alt+Enter (press) plays the heard move and presses the clock;
 * Enter alone leaves the press to the player. */
static void
test_press (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  AbMatchSetup setup;
  AbMoveError move_error;

  ab_match_setup_init (&setup);
  setup.time_control = "5400";
  g_assert_true (ab_match_start_setup (f->match, &setup, &error));
  ab_match_set_press_by_key (f->match, TRUE);
  hear (f, (const char *const[]){ "e2e4", NULL });
  g_assert_cmpint (ab_match_enter (f->match, NULL, FALSE, &move_error, &error), ==,
                   AB_ENTERED_PENDING);
  g_assert_true (ab_match_press_due (f->match, AB_WHITE));
  g_assert_true (ab_match_press_clock (f->match, AB_WHITE, &error));
  tm_play (f->match, "e5");
  hear (f, (const char *const[]){ "g1f3", NULL });
  g_assert_cmpint (ab_match_enter (f->match, NULL, TRUE, &move_error, &error), ==,
                   AB_ENTERED_PENDING);
  g_assert_no_error (error);
  g_assert_false (ab_match_press_due (f->match, AB_WHITE));
  g_assert_cmpint (ab_clock_get_side (ab_game_get_clock (ab_match_get_game (f->match))), ==,
                   AB_BLACK);
}

/* A question between two moves: asked only between two legal, different moves; it replaces
 * what waited; no key plays either; the move line's text is played as typed; "no" drops
 * it whole. */
static void
test_asked (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  AbMove a = AB_MOVE_NONE, b = AB_MOVE_NONE;
  g_autofree char *played = NULL;

  g_assert_false (ab_match_ask_heard (f->match, uci (f, "e2e4"), uci (f, "e2e4")));
  g_assert_false (ab_match_ask_heard (f->match, uci (f, "e2e4"), AB_MOVE_NONE));
  g_assert_false (ab_match_get_asked (f->match, &a, &b));
  hear (f, (const char *const[]){ "g1f3", NULL });
  f->changed = 0;
  g_assert_true (ab_match_ask_heard (f->match, uci (f, "e2e4"), uci (f, "e2e3")));
  g_assert_cmpuint (f->changed, ==, 1);
  g_assert_cmpint (ab_match_get_pending_kind (f->match), ==, AB_MATCH_PENDING_ASKED);
  g_assert_true (ab_match_get_asked (f->match, &a, &b));
  g_assert_true (a == uci (f, "e2e4") && b == uci (f, "e2e3"));
  g_assert_true (ab_match_get_pending (f->match) == AB_MOVE_NONE);
  g_assert_false (ab_match_get_pending_unsaid (f->match));
  g_assert_false (ab_match_confirm_pending (f->match, FALSE, &error));
  g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_REFUSED);
  g_clear_error (&error);
  g_assert_cmpint (enter (f, NULL, &error), ==, AB_ENTERED_REFUSED);
  g_clear_error (&error);
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 0);
  g_assert_false (ab_match_refuse_pending (f->match));
  g_assert_cmpint (ab_match_get_pending_kind (f->match), ==, AB_MATCH_PENDING_NONE);

  /* Typed while asked: the text, as typed. */
  g_assert_true (ab_match_ask_heard (f->match, uci (f, "e2e4"), uci (f, "e2e3")));
  g_assert_cmpint (enter (f, "d4", &error), ==, AB_ENTERED_TEXT);
  g_assert_no_error (error);
  played = last_uci (f);
  g_assert_cmpstr (played, ==, "d2d4");
  g_assert_cmpint (ab_match_get_pending_kind (f->match), ==, AB_MATCH_PENDING_NONE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn) g_test_add (path, Fixture, NULL, set_up, fn, tear_down)
  ADD ("/match-pending/typed-offer", test_typed_offer);
  ADD ("/match-pending/typed-offer-edited", test_typed_offer_edited);
  ADD ("/match-pending/enter-plays-heard-not-text", test_enter_plays_heard_not_text);
  ADD ("/match-pending/heard-dropped-by-typing", test_heard_dropped_by_typing);
  ADD ("/match-pending/unsaid", test_unsaid);
  ADD ("/match-pending/readings", test_readings);
  ADD ("/match-pending/dropped-by-position", test_dropped_by_position);
  ADD ("/match-pending/press", test_press);
  ADD ("/match-pending/asked", test_asked);
  return g_test_run ();
}
