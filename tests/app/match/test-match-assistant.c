/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-match-assistant.c — assistant mode (D.2.10, D.2.11): the assistant in the journal
 * and back on resumption, both sides' moves entered with the clock pressed for the blind
 * player, touched pieces logged (4.3, D.2.10.5), a fallen flag signalled rather than
 * ruled on, and adjournment: sealed, the record written, resumed with the sealed move
 * (Guideline I, D.2.10.6). */
#include <glib/gstdio.h>
#include <string.h>

#include "ab-journal.h"
#include "ab-match-assistant.h"
#include "ab-match.h"
#include "match-fixture.h"

typedef struct
{
  TmFixture tm;
  int flag_fallen; /* the colour signalled, -1: none */
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  tm_set_up (&f->tm, data);
  f->flag_fallen = -1;
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  tm_tear_down (&f->tm, data);
}

static void
flag_fallen_cb (AbMatch *match, guint color, Fixture *f)
{
  f->flag_fallen = (int) color;
}

static AbMatch *
new_match_full (Fixture *f, const char *control, AbAssistant assistant, gboolean enters_both)
{
  AbMatch *match = ab_match_new (f->tm.path);
  g_autoptr (GError) error = NULL;
  AbMatchSetup setup;

  ab_match_setup_init (&setup);
  setup.time_control = control;
  setup.white = "Anna";
  setup.black = "Bert";
  setup.blind_color = AB_BLACK;
  setup.assistant = assistant;
  setup.assistant_name = "Clara";
  setup.enters_both = enters_both;
  /* The blind player's own setting: his assistant presses for him all the same. */
  ab_match_set_press_by_key (match, TRUE);
  tm_listen (&f->tm, match);
  g_signal_connect (match, "flag-fallen", G_CALLBACK (flag_fallen_cb), f);
  g_assert_true (ab_match_start_setup (match, &setup, &error));
  g_assert_no_error (error);
  return match;
}

static AbMatch *
new_match (Fixture *f, const char *control, AbAssistant assistant)
{
  return new_match_full (f, control, assistant, FALSE);
}

static void
play (AbMatch *match, const char *text)
{
  g_autoptr (GError) error = NULL;
  AbMoveError move_error;
  AbMove move = ab_match_parse (match, text, &move_error);

  g_assert_cmpuint (move, !=, AB_MOVE_NONE);
  /* The move line enters whichever side is to move (D.2.10.1). */
  g_assert_true (ab_match_play (match, ab_match_get_entering_side (match), move, &error));
  g_assert_no_error (error);
}

/* The assistant is journaled with the setup and comes back on resumption; without one
 * the move line is the blind player's only. */
static void
test_setup_round_trip (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = new_match (f, "5400+30", AB_ASSISTANT_BLIND);
  g_autoptr (AbMatch) resumed = NULL;
  g_autoptr (AbMatch) plain = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_cmpint (ab_match_get_assistant (match), ==, AB_ASSISTANT_BLIND);
  g_assert_cmpstr (ab_match_get_assistant_name (match), ==, "Clara");
  g_assert_true (g_file_get_contents (f->tm.path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "\tb\tassistant\tClara\n"));
  /* White (the sighted player) and Black both entered on the one line. */
  g_assert_cmpint (ab_match_get_entering_side (match), ==, AB_WHITE);
  play (match, "e4");
  g_assert_cmpint (ab_match_get_entering_side (match), ==, AB_BLACK);
  play (match, "Eva fünf");
  /* D.2.10.2: both announced; D.2.10.3: the blind player's move pressed the clock. */
  g_assert_true (tm_said (&f->tm, AB_ANNOUNCEMENT_OPPONENT_MOVE, "Eva vier"));
  g_assert_true (tm_said (&f->tm, AB_ANNOUNCEMENT_OWN_MOVE, "Eva fünf"));
  g_assert_false (ab_match_press_due (match, AB_BLACK));
  g_clear_object (&match);

  resumed = ab_match_new (f->tm.path);
  g_assert_true (ab_match_resume (resumed, &error));
  g_assert_no_error (error);
  g_assert_cmpint (ab_match_get_assistant (resumed), ==, AB_ASSISTANT_BLIND);
  g_assert_cmpstr (ab_match_get_assistant_name (resumed), ==, "Clara");
  g_assert_cmpuint (ab_match_get_n_plies (resumed), ==, 2);

  /* A new match without an assistant forgets him. */
  plain = new_match (f, NULL, AB_ASSISTANT_NONE);
  g_assert_cmpint (ab_match_get_assistant (plain), ==, AB_ASSISTANT_NONE);
  g_assert_cmpint (ab_match_get_entering_side (plain), ==, AB_BLACK);
}

/* One device without an assistant: the blind player's move line takes the move his
 * opponent announces too, announced as the opponent's and pressed for him; the blind
 * player still presses his own. Journaled with the setup, back on resumption, and
 * refused in a journal once the game has begun. */
static void
test_enters_both (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = new_match_full (f, "300", AB_ASSISTANT_NONE, TRUE);
  g_autoptr (AbMatch) plain = NULL;
  g_autoptr (AbMatch) resumed = NULL;
  g_autoptr (AbMatch) late = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *late_path = g_strconcat (f->tm.path, ".late", NULL);
  g_autofree char *late_text = NULL;

  g_assert_true (ab_match_enters_both (match));
  g_assert_cmpint (ab_match_get_assistant (match), ==, AB_ASSISTANT_NONE);
  g_assert_true (g_file_get_contents (f->tm.path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "\tb\tenters-both\t"));
  /* White, the sighted opponent, is to move: the blind player's line enters it. */
  g_assert_cmpint (ab_match_get_entering_side (match), ==, AB_WHITE);
  play (match, "Springer Felix drei");
  g_assert_true (tm_said (&f->tm, AB_ANNOUNCEMENT_OPPONENT_MOVE, "Springer Felix drei"));
  g_assert_false (ab_match_press_due (match, AB_WHITE));
  g_assert_cmpint (ab_match_get_entering_side (match), ==, AB_BLACK);
  play (match, "d5");
  g_assert_true (tm_said (&f->tm, AB_ANNOUNCEMENT_OWN_MOVE, "David fünf"));
  g_assert_true (ab_match_press_due (match, AB_BLACK));
  g_clear_object (&match);

  resumed = ab_match_new (f->tm.path);
  g_assert_true (ab_match_resume (resumed, &error));
  g_assert_no_error (error);
  g_assert_true (ab_match_enters_both (resumed));
  g_assert_cmpint (ab_match_get_entering_side (resumed), ==, AB_WHITE);
  g_clear_object (&resumed);

  /* The setting belongs to the setup: a journal that turns it on mid-game is damaged. */
  g_clear_pointer (&text, g_free);
  g_assert_true (g_file_get_contents (f->tm.path, &text, NULL, NULL));
  {
    g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

    for (guint i = 0; lines[i] != NULL && late_text == NULL; i++)
      if (strstr (lines[i], "\tenters-both\t") != NULL)
        late_text = g_strconcat (text, lines[i], "\n", NULL);
  }
  g_assert_nonnull (late_text);
  g_assert_true (g_file_set_contents (late_path, late_text, -1, NULL));
  late = ab_match_new (late_path);
  g_assert_false (ab_match_resume (late, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_unlink (late_path);

  /* Without it, the move line is the blind player's only: the opponent's move is his. */
  plain = new_match (f, NULL, AB_ASSISTANT_NONE);
  g_assert_false (ab_match_enters_both (plain));
  g_assert_cmpint (ab_match_get_entering_side (plain), ==, AB_BLACK);
  g_assert_false (ab_match_play_text (plain, ab_match_get_entering_side (plain), "e4",
                                      &(AbMoveError) { 0 }, &error));
  g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_NOT_YOUR_TURN);
}

/* D.2.11: the sighted player's assistant; the blind player still presses himself. */
static void
test_sighted_assistant (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = new_match (f, "5400+30", AB_ASSISTANT_SIGHTED);

  g_assert_cmpint (ab_match_get_assistant (match), ==, AB_ASSISTANT_SIGHTED);
  play (match, "e4");
  play (match, "e5");
  g_assert_true (ab_match_press_due (match, AB_BLACK));
}

/* 4.3, D.2.10.5: the touch is journaled with its square, piece and move, survives the
 * resumption, and an empty square or the wrong side changes nothing. */
static void
test_touch_log (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = new_match (f, NULL, AB_ASSISTANT_BLIND);
  g_autoptr (AbMatch) resumed = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) touches = NULL;
  g_autoptr (GArray) again = NULL;
  const AbTouch *t;
  AbTouchDuty duty;

  play (match, "e4");
  play (match, "e5");
  /* White (sighted) to move touches his knight on g1. */
  g_assert_true (ab_match_touch (match, AB_WHITE, AB_SQUARE (6, 0), &duty, &error));
  g_assert_no_error (error);
  g_assert_cmpint (duty, ==, AB_TOUCH_DUTY_MOVE);
  g_assert_false (ab_match_touch (match, AB_WHITE, AB_SQUARE (4, 2), &duty, &error));
  g_assert_error (error, AB_MATCH_RULES_ERROR, AB_GAME_ERROR_BAD_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (ab_match_touch (match, AB_BLACK, AB_SQUARE (1, 7), &duty, &error));
  g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_NOT_YOUR_TURN);
  g_clear_error (&error);
  touches = ab_match_get_touches (match);
  g_assert_cmpuint (touches->len, ==, 1);
  t = &g_array_index (touches, AbTouch, 0);
  g_assert_cmpint (t->player, ==, AB_WHITE);
  g_assert_cmpint (t->square, ==, AB_SQUARE (6, 0));
  g_assert_cmpint (t->piece, ==, AB_PIECE (AB_WHITE, AB_KNIGHT));
  g_assert_cmpuint (t->move_number, ==, 2);
  g_assert_cmpint (t->wall_usec, >, 0);
  play (match, "Nf3");
  g_assert_true (ab_game_get_move (ab_match_get_game (match), 2)->remarks
                 & AB_REMARK_TOUCHED_PIECE);
  g_clear_object (&match);

  resumed = ab_match_new (f->tm.path);
  g_assert_true (ab_match_resume (resumed, &error));
  g_assert_no_error (error);
  again = ab_match_get_touches (resumed);
  g_assert_cmpuint (again->len, ==, 1);
  g_assert_cmpint (g_array_index (again, AbTouch, 0).square, ==, AB_SQUARE (6, 0));
}

static void
quit_cb (GMainLoop *loop)
{
  g_main_loop_quit (loop);
}

static gboolean
quit_timeout_cb (gpointer loop)
{
  g_main_loop_quit (loop);
  return G_SOURCE_REMOVE;
}

/* D.2.10.5: the flag falls; nothing rules on it until the assistant claims it. */
static void
test_flag_signalled (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = new_match (f, "1", AB_ASSISTANT_BLIND);
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autoptr (GError) error = NULL;
  guint timeout;

  g_signal_connect_swapped (match, "flag-fallen", G_CALLBACK (quit_cb), loop);
  timeout = g_timeout_add_seconds (10, quit_timeout_cb, loop);
  g_main_loop_run (loop);
  if (f->flag_fallen >= 0)
    g_source_remove (timeout);
  g_assert_cmpint (f->flag_fallen, ==, AB_WHITE);
  g_assert_false (ab_match_is_over (match));
  /* Told once: no second signal, no busy timer. */
  f->flag_fallen = -1;
  g_timeout_add (300, quit_timeout_cb, loop);
  g_main_loop_run (loop);
  g_assert_cmpint (f->flag_fallen, ==, -1);
  g_assert_true (ab_match_act (match, AB_MATCH_ACT_FLAG, AB_WHITE, AB_MOVE_NONE, &error));
  g_assert_no_error (error);
  g_assert_true (ab_match_is_over (match));
  g_assert_cmpint (ab_match_get_result (match), ==, AB_MATCH_RESULT_BLACK_WINS);
}

/* Guideline I, D.2.10.6: sealed, the record has I.2's contents with the sealed move
 * after a page break, nothing moves while adjourned, and the resumption after a restart
 * plays the sealed move, announced. */
static void
test_adjournment (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = new_match (f, "5400+30", AB_ASSISTANT_BLIND);
  g_autoptr (AbMatch) resumed = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *record = NULL;
  gsize inside;
  AbMoveError move_error;

  play (match, "e4");
  play (match, "e5");
  play (match, "Nf3");
  g_assert_true (ab_match_seal (match, "Sc6", &error));
  g_assert_no_error (error);
  g_assert_true (ab_match_is_adjourned (match));
  g_assert_false (ab_match_is_over (match));
  g_assert_nonnull (ab_match_get_record_path (match));
  g_assert_true (g_file_get_contents (ab_match_get_record_path (match), &record, NULL, NULL));
  g_assert_true (g_str_has_prefix (ab_match_get_record_path (match), f->tm.dir));
  g_assert_nonnull (strchr (record, '\f'));
  inside = (gsize) (strchr (record, '\f') - record);
  g_assert_null (g_strstr_len (record, (gssize) inside, "Sc6"));
  g_assert_nonnull (strstr (record + inside, "Sc6"));
  g_assert_nonnull (strstr (record, "Anna"));
  g_assert_nonnull (strstr (record, "Bert"));
  g_assert_nonnull (strstr (record, "Clara"));
  g_assert_nonnull (strstr (record, "5400+30"));
  g_assert_nonnull (strstr (record, "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq"));
  g_assert_nonnull (strstr (record, "Ke8 Qd8 Ra8 Rh8 Bc8 Bf8 Nb8 Ng8 e5 a7 b7 c7 d7 f7 g7 h7\n"));
  g_assert_nonnull (strstr (record, "1. e4 e5 2. Sf3"));
  g_assert_nonnull (strstr (record, ", move 2\n"));
  g_assert_nonnull (strstr (record, "Time used: White 0:00:0"));
  g_assert_nonnull (strstr (record, "No draw offer stands."));
  /* Adjourned: no move, no second seal. */
  g_assert_false (ab_match_play (match, AB_BLACK, ab_match_parse (match, "Nc6", &move_error),
                                 &error));
  g_clear_error (&error);
  g_assert_false (ab_match_seal (match, "Sf6", &error));
  g_assert_error (error, AB_MATCH_RULES_ERROR, AB_GAME_ERROR_ADJOURNED);
  g_clear_error (&error);
  g_clear_object (&match);

  /* The program restarted: still adjourned, then the envelope is opened. */
  resumed = ab_match_new (f->tm.path);
  tm_listen (&f->tm, resumed);
  g_assert_true (ab_match_resume (resumed, &error));
  g_assert_no_error (error);
  g_assert_true (ab_match_is_adjourned (resumed));
  g_assert_cmpuint (ab_match_get_n_plies (resumed), ==, 3);
  g_ptr_array_set_size (f->tm.said, 0);
  g_assert_true (ab_match_resume_adjourned (resumed, &error));
  g_assert_no_error (error);
  g_assert_false (ab_match_is_adjourned (resumed));
  g_assert_cmpuint (ab_match_get_n_plies (resumed), ==, 4);
  g_assert_cmpstr (ab_match_get_san (resumed, 3), ==, "Sc6");
  g_assert_true (tm_said (&f->tm, AB_ANNOUNCEMENT_OWN_MOVE, "Springer Cesar sechs"));
  g_assert_false (ab_match_resume_adjourned (resumed, &error));
  g_assert_error (error, AB_MATCH_RULES_ERROR, AB_GAME_ERROR_NOT_ADJOURNED);
  g_clear_error (&error);
  /* White's clock runs again, and the game goes on. */
  play (resumed, "Bb5");
  g_assert_cmpuint (ab_match_get_n_plies (resumed), ==, 5);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(name, func) \
  g_test_add (name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/match-assistant/D-2-10-setup-round-trip", test_setup_round_trip);
  ADD ("/match-assistant/D-2-11-sighted-assistant", test_sighted_assistant);
  ADD ("/match-assistant/enters-both", test_enters_both);
  ADD ("/match-assistant/art-4-3-touch-log", test_touch_log);
  ADD ("/match-assistant/D-2-10-5-flag-signalled", test_flag_signalled);
  ADD ("/match-assistant/guideline-I-adjournment", test_adjournment);
#undef ADD

  return g_test_run ();
}
