/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-match-heard.c — moves heard aloud (ab-match-heard.h): one player's move waits for
 * its confirmation; listening to both, the repetition agrees (played, journaled before it
 * is announced) or disagrees (said, nothing played); a repetition after a move played by
 * key is compared too (D.2.9 caught early) until the next announcement or the wait ends;
 * the wait stands still while the listener is deaf; a hearing not understood between two
 * moves that differ in one word asks with both, and the answer is read back, never played
 * unconfirmed. */
#include <string.h>

#include "ab-match-arbiter.h"
#include "ab-match-assistant.h"
#include "ab-match-heard.h"
#include "ab-match-pending.h"
#include "ab-uci.h"
#include "match-fixture.h"

typedef struct
{
  TmFixture tm;
  AbMatch *match;
  AbMatchHeard *heard;
  guint unrepeated;
  guint unclear; /* of them, with the repetition not understood */
  guint changed;
  GArray *disagreements; /* AbHeardDisagreement, position NULL */
  gboolean journaled_first; /* every move was on disk when "move-made" came */
} Fixture;

static void
unrepeated_cb (AbMatchHeard *heard, gboolean unclear, Fixture *f)
{
  f->unrepeated++;
  f->unclear += unclear;
}

static void
changed_cb (AbMatchHeard *heard, Fixture *f)
{
  f->changed++;
}

static void
disagreement_cb (AbMatchHeard *heard, const AbHeardDisagreement *d, Fixture *f)
{
  AbHeardDisagreement copy = *d;

  g_assert_nonnull (d->position);
  g_assert_true (ab_position_is_legal (d->position, d->announced));
  g_assert_true (ab_position_is_legal (d->position, d->repeated));
  copy.position = NULL;
  g_array_append_val (f->disagreements, copy);
}

static void
move_made_cb (AbMatch *match, guint ply, Fixture *f)
{
  g_autofree char *journal = tm_read_text (f->tm.path);
  char uci[AB_UCI_MAX], line[AB_UCI_MAX + 2];

  ab_move_to_uci (ab_match_get_position (match), ab_match_get_move (match, ply), uci);
  g_snprintf (line, sizeof line, "\t%s", uci);
  if (journal == NULL || strstr (journal, line) == NULL)
    f->journaled_first = FALSE;
}

static void
set_up_with (Fixture *f, gboolean enters_both)
{
  AbMatchSetup setup;
  g_autoptr (GError) error = NULL;

  tm_set_up (&f->tm, NULL);
  f->match = ab_match_new (f->tm.path);
  ab_match_setup_init (&setup);
  setup.enters_both = enters_both;
  g_assert_true (ab_match_start_setup (f->match, &setup, &error));
  g_assert_no_error (error);
  f->heard = ab_match_heard_new (f->match);
  f->disagreements = g_array_new (FALSE, TRUE, sizeof (AbHeardDisagreement));
  f->journaled_first = TRUE;
  g_signal_connect (f->heard, "unrepeated", G_CALLBACK (unrepeated_cb), f);
  g_signal_connect (f->heard, "changed", G_CALLBACK (changed_cb), f);
  g_signal_connect (f->heard, "disagreement", G_CALLBACK (disagreement_cb), f);
  g_signal_connect (f->match, "move-made", G_CALLBACK (move_made_cb), f);
}

static void
set_up (Fixture *f, gconstpointer data)
{
  set_up_with (f, FALSE);
}

static void
set_up_enters_both (Fixture *f, gconstpointer data)
{
  set_up_with (f, TRUE);
}

static void
tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->heard);
  g_clear_object (&f->match);
  g_array_unref (f->disagreements);
  tm_tear_down (&f->tm, NULL);
}

static AbMove
uci (Fixture *f, const char *text)
{
  return ab_move_from_uci (ab_match_get_position (f->match), text);
}

/* A move of the position before the last one (the repetition of the move just played). */
static AbMove
uci_before (Fixture *f, const char *text)
{
  AbPosition *pos = ab_position_new ();
  AbMove move = ab_move_from_uci (pos, text);

  ab_position_free (pos);
  return move;
}

/* Whether the grammar has words as a move (not as one it refuses). */
static gboolean
names_move (const AbSpokenGrammar *grammar, const char *words)
{
  const AbSpokenPhrase *p = ab_spoken_grammar_lookup (grammar, words);

  return p != NULL && p->move != AB_MOVE_NONE;
}

static AbHeardOutcome
hear (Fixture *f, AbMove move, GError **error)
{
  g_assert_true (move != AB_MOVE_NONE);
  return ab_match_heard_move (f->heard, &move, 1, 0, error);
}

/* Runs the main loop for ms milliseconds, or until *until changes (NULL: the whole time). */
static void
run_for (guint ms, const guint *until)
{
  gint64 end = g_get_monotonic_time () + (gint64) ms * 1000;
  guint was = until != NULL ? *until : 0;

  while (g_get_monotonic_time () < end && (until == NULL || *until == was))
    g_main_context_iteration (NULL, FALSE), g_usleep (1000);
}

/* The one disagreement said so far: between announced and repeated, the first played or
 * not. */
static void
assert_one_disagreement (Fixture *f, AbMove announced, AbMove repeated, gboolean played)
{
  const AbHeardDisagreement *d;

  g_assert_cmpuint (f->disagreements->len, ==, 1);
  d = &g_array_index (f->disagreements, AbHeardDisagreement, 0);
  g_assert_true (d->announced == announced);
  g_assert_true (d->repeated == repeated);
  g_assert_cmpint (d->played, ==, played);
}

static void
test_one_player_confirms (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  AbMove readings[] = { uci (f, "e2e4"), uci (f, "d2d4") };

  g_assert_cmpint (ab_match_heard_move (f->heard, readings, 2, 0, &error), ==, AB_HEARD_OFFER);
  g_assert_no_error (error);
  /* D.2.8: never unconfirmed. */
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 0);
  g_assert_cmpint (ab_match_get_pending_kind (f->match), ==, AB_MATCH_PENDING_HEARD);
  g_assert_true (ab_match_get_pending (f->match) == uci (f, "e2e4"));
  g_assert_false (ab_match_get_pending_unsaid (f->match));
  /* "no": the next reading waits; Enter plays that one. */
  g_assert_true (ab_match_refuse_pending (f->match));
  g_assert_true (ab_match_get_pending (f->match) == uci (f, "d2d4"));
  g_assert_true (ab_match_confirm_pending (f->match, FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 1);
  g_assert_true (ab_match_get_move (f->match, 0) == uci_before (f, "d2d4"));
  g_assert_true (f->journaled_first);
  g_assert_true (ab_match_get_pending (f->match) == AB_MOVE_NONE);
  /* Nothing waits now: a second Enter plays nothing. */
  g_assert_false (ab_match_confirm_pending (f->match, FALSE, &error));
  g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_REFUSED);
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 1);
  /* One player listened to: nothing is compared afterwards. */
  g_clear_error (&error);
  g_assert_cmpint (hear (f, uci_before (f, "e2e4"), &error), ==, AB_HEARD_REFUSED);
  g_assert_cmpuint (f->disagreements->len, ==, 0);
}

static void
test_dropped (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  hear (f, uci (f, "g1f3"), NULL);
  ab_match_drop_pending (f->match);
  g_assert_false (ab_match_confirm_pending (f->match, FALSE, &error));
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 0);
}

static void
test_both_agree (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *journal = NULL;

  ab_match_heard_set_both (f->heard, TRUE);
  g_assert_cmpint (hear (f, uci (f, "g1f3"), &error), ==, AB_HEARD_WAIT);
  g_assert_true (ab_match_get_pending_unsaid (f->match));
  /* Enter does not play what has not been read back. */
  g_assert_false (ab_match_confirm_pending (f->match, FALSE, &error));
  g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_REFUSED);
  g_clear_error (&error);
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 0);
  g_assert_cmpint (hear (f, uci (f, "g1f3"), &error), ==, AB_HEARD_AGREED);
  g_assert_no_error (error);
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 1);
  g_assert_true (f->journaled_first);
  journal = tm_read_text (f->tm.path);
  g_assert_nonnull (strstr (journal, "\tg1f3"));
  g_assert_false (ab_match_get_pending_unsaid (f->match));
  /* Agreed already: a third hearing is no repetition to compare. */
  g_assert_cmpint (hear (f, uci_before (f, "g1h3"), &error), ==, AB_HEARD_REFUSED);
  g_assert_cmpuint (f->disagreements->len, ==, 0);
  g_assert_cmpuint (f->unrepeated, ==, 0);
}

static void
test_both_disagree (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  ab_match_heard_set_both (f->heard, TRUE);
  hear (f, uci (f, "g1f3"), NULL);
  g_assert_cmpint (hear (f, uci (f, "g1h3"), &error), ==, AB_HEARD_DISAGREED);
  g_assert_no_error (error);
  assert_one_disagreement (f, uci (f, "g1f3"), uci (f, "g1h3"), FALSE);
  /* Nothing played, nothing waits: it is announced again. */
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 0);
  g_assert_true (ab_match_get_pending (f->match) == AB_MOVE_NONE);
  g_assert_false (ab_match_confirm_pending (f->match, FALSE, NULL));
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 0);
}

/* No repetition in time: read back; Enter plays it; the repetition that comes after is
 * still compared. */
static void
test_both_late_repetition (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  ab_match_heard_set_both (f->heard, TRUE);
  ab_match_heard_set_wait (f->heard, 50);
  hear (f, uci (f, "g1f3"), NULL);
  run_for (5000, &f->unrepeated);
  g_assert_cmpuint (f->unrepeated, ==, 1);
  g_assert_false (ab_match_get_pending_unsaid (f->match));
  ab_match_heard_set_wait (f->heard, 60000);
  g_assert_true (ab_match_confirm_pending (f->match, FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 1);

  /* The same move: accepted quietly. */
  g_assert_cmpint (hear (f, uci_before (f, "g1f3"), &error), ==, AB_HEARD_REPEATED_LATE);
  g_assert_no_error (error);
  g_assert_cmpuint (f->disagreements->len, ==, 0);
  /* Another: said, and the move stands. */
  g_assert_cmpint (hear (f, uci_before (f, "g1h3"), &error), ==, AB_HEARD_DISAGREED);
  g_assert_no_error (error);
  assert_one_disagreement (f, uci_before (f, "g1f3"), uci_before (f, "g1h3"), TRUE);
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 1);
  g_assert_true (ab_match_get_move (f->match, 0) == uci_before (f, "g1f3"));
  /* Said once: a further hearing is no longer compared. */
  g_assert_cmpint (hear (f, uci_before (f, "b1c3"), &error), ==, AB_HEARD_REFUSED);
  g_assert_cmpuint (f->disagreements->len, ==, 1);
}

/* A move typed (or made on the mirror) while listening to both is compared too. */
static void
test_both_typed_move_compared (Fixture *f, gconstpointer data)
{
  ab_match_heard_set_both (f->heard, TRUE);
  tm_play (f->match, "e2e4");
  g_assert_cmpint (hear (f, uci_before (f, "e2e3"), NULL), ==, AB_HEARD_DISAGREED);
  g_assert_cmpuint (f->disagreements->len, ==, 1);
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 1);
}

/* The wait for the late repetition ends: a repetition then is too late to be compared; the
 * grammar keeps the move before until that hearing (a grammar changed while someone speaks
 * would lose what is said), and then no longer. */
static void
test_late_wait_ends (Fixture *f, gconstpointer data)
{
  AbSpokenGrammar *during, *after;
  g_autoptr (GError) error = NULL;
  unsigned de = AB_SPOKEN_LANGUAGE_BIT (AB_LANG_DE);
  guint changed;

  ab_match_heard_set_both (f->heard, TRUE);
  ab_match_heard_set_wait (f->heard, 50);
  tm_play (f->match, "g1f3");
  /* Black to move, the blind player White: the commands, and White's move just played. */
  during = ab_match_heard_new_grammar (f->heard, de);
  g_assert_true (names_move (during, "springer felix drei"));
  g_assert_nonnull (ab_spoken_grammar_lookup (during, "zeit"));
  g_assert_false (names_move (during, "springer felix sechs"));
  changed = f->changed;
  run_for (300, NULL);
  g_assert_cmpuint (f->changed, ==, changed);
  after = ab_match_heard_new_grammar (f->heard, de);
  g_assert_true (names_move (after, "springer felix drei"));
  ab_spoken_grammar_free (after);
  /* Begun before the wait ended, heard after it: in time. */
  g_assert_cmpint (ab_match_heard_move (f->heard, &(AbMove) { uci_before (f, "g1f3") }, 1,
                                        g_get_monotonic_time () - 1000000, &error),
                   ==, AB_HEARD_REPEATED_LATE);
  g_assert_no_error (error);
  g_assert_cmpint (hear (f, uci_before (f, "g1h3"), &error), ==, AB_HEARD_TOO_LATE);
  g_assert_no_error (error);
  g_assert_cmpuint (f->disagreements->len, ==, 0);
  g_assert_cmpuint (f->changed, ==, changed + 1);
  after = ab_match_heard_new_grammar (f->heard, de);
  g_assert_false (names_move (after, "springer felix drei"));
  g_assert_nonnull (ab_spoken_grammar_lookup (after, "zeit"));
  ab_spoken_grammar_free (during);
  ab_spoken_grammar_free (after);
  g_assert_cmpint (hear (f, uci_before (f, "g1h3"), &error), ==, AB_HEARD_REFUSED);
  g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_NOT_YOUR_TURN);
  g_assert_cmpuint (f->disagreements->len, ==, 0);
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 1);
}

/* The same move repeated after the wait agrees with the one played: nothing to compare
 * or say (not "too late"), and the grammar lets the position before go. */
static void
test_late_same_after_wait (Fixture *f, gconstpointer data)
{
  AbSpokenGrammar *after;
  g_autoptr (GError) error = NULL;
  guint changed;

  ab_match_heard_set_both (f->heard, TRUE);
  ab_match_heard_set_wait (f->heard, 50);
  tm_play (f->match, "g1f3");
  changed = f->changed;
  run_for (300, NULL);
  g_assert_cmpint (hear (f, uci_before (f, "g1f3"), &error), ==, AB_HEARD_REPEATED_LATE);
  g_assert_no_error (error);
  g_assert_cmpuint (f->disagreements->len, ==, 0);
  g_assert_cmpuint (f->changed, ==, changed + 1);
  after = ab_match_heard_new_grammar (f->heard, AB_SPOKEN_LANGUAGE_BIT (AB_LANG_DE));
  g_assert_false (names_move (after, "springer felix drei"));
  ab_spoken_grammar_free (after);
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 1);
}

/* Entering both sides' moves: the grammar holds the next side's moves too, and the next
 * announcement ends the wait for the repetition of the move before. */
static void
test_next_announcement_ends_wait (Fixture *f, gconstpointer data)
{
  AbSpokenGrammar *grammar;
  g_autoptr (GError) error = NULL;

  ab_match_heard_set_both (f->heard, TRUE);
  tm_play (f->match, "g1f3");
  grammar = ab_match_heard_new_grammar (f->heard, AB_SPOKEN_LANGUAGE_BIT (AB_LANG_DE));
  g_assert_true (names_move (grammar, "springer felix drei"));
  g_assert_true (names_move (grammar, "springer felix sechs"));
  ab_spoken_grammar_free (grammar);
  g_assert_cmpint (hear (f, uci (f, "g8f6"), &error), ==, AB_HEARD_WAIT);
  g_assert_no_error (error);
  g_assert_cmpint (hear (f, uci_before (f, "g1h3"), &error), ==, AB_HEARD_REFUSED);
  g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_ILLEGAL);
  g_assert_cmpuint (f->disagreements->len, ==, 0);
  /* The pending announcement still waits for its own repetition. */
  g_assert_true (ab_match_get_pending (f->match) == uci (f, "g8f6"));
}

/* While the listener is deaf (Annabella speaks) the wait stands still. */
static void
test_deaf_holds_wait (Fixture *f, gconstpointer data)
{
  ab_match_heard_set_both (f->heard, TRUE);
  ab_match_heard_set_wait (f->heard, 100);
  hear (f, uci (f, "e2e4"), NULL);
  ab_match_heard_set_deaf (f->heard, TRUE);
  run_for (400, NULL);
  g_assert_cmpuint (f->unrepeated, ==, 0);
  g_assert_true (ab_match_get_pending_unsaid (f->match));
  /* A repetition heard meanwhile (the listener had it before it went deaf) still agrees. */
  ab_match_heard_set_deaf (f->heard, FALSE);
  run_for (5000, &f->unrepeated);
  g_assert_cmpuint (f->unrepeated, ==, 1);
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 0);
}

/* The computer's sound (a screen reader) keeps the microphone deaf too: the wait stands
 * still until both it and Annabella's voice are over. */
static void
test_deaf_for_sound_holds_wait (Fixture *f, gconstpointer data)
{
  ab_match_heard_set_both (f->heard, TRUE);
  ab_match_heard_set_wait (f->heard, 100);
  hear (f, uci (f, "e2e4"), NULL);
  ab_match_heard_set_deaf_for_sound (f->heard, TRUE);
  ab_match_heard_set_deaf (f->heard, TRUE);
  ab_match_heard_set_deaf (f->heard, FALSE);
  run_for (400, NULL);
  g_assert_cmpuint (f->unrepeated, ==, 0);
  ab_match_heard_set_deaf_for_sound (f->heard, FALSE);
  run_for (5000, &f->unrepeated);
  g_assert_cmpuint (f->unrepeated, ==, 1);
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 0);
}

/* A new match, or the move retracted (D.2.8): nothing heard before is kept. */
static void
test_reset_forgets (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  ab_match_heard_set_both (f->heard, TRUE);
  tm_play (f->match, "e2e4");
  g_assert_true (ab_match_start (f->match, NULL, AB_WHITE, &error));
  g_assert_cmpint (hear (f, uci (f, "d2d4"), &error), ==, AB_HEARD_WAIT);
  g_assert_no_error (error);
  g_assert_cmpuint (f->disagreements->len, ==, 0);
  g_assert_true (ab_match_start (f->match, NULL, AB_WHITE, &error));
  g_assert_true (ab_match_get_pending (f->match) == AB_MOVE_NONE);
}

/* The repetition of a move played after a take-back, or in a match resumed from its
 * journal, is compared with that move in the position before it, as the match's record
 * has it: a move taken back is no longer the one repeated. */
static void
test_late_after_take_back_and_resumption (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AbMatch) resumed = NULL;
  g_autoptr (AbMatchHeard) heard = NULL;
  AbPosition *after_e5;

  ab_match_heard_set_both (f->heard, TRUE);
  ab_match_heard_set_wait (f->heard, 60000);
  tm_play_all (f->match, (const char *const[]){ "e2e4", "e7e5", "g1f3", NULL });
  g_assert_true (ab_match_arbiter_take_back (f->match, 2, 0, 0, &error));
  g_assert_no_error (error);
  after_e5 = ab_position_copy (ab_match_get_position (f->match));
  tm_play (f->match, "d2d4");
  /* Nf3, taken back, is legal in the position before d4: it is the repetition heard, and
   * it names another move than the one that stands. */
  g_assert_cmpint (ab_match_heard_move (f->heard, &(AbMove) { ab_move_from_uci (after_e5, "g1f3") },
                                        1, 0, &error),
                   ==, AB_HEARD_DISAGREED);
  g_assert_no_error (error);
  assert_one_disagreement (f, ab_move_from_uci (after_e5, "d2d4"),
                           ab_move_from_uci (after_e5, "g1f3"), TRUE);
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 3);

  /* The same match, resumed by another AbMatch from its journal: the next move's
   * repetition is compared in the position before it. */
  resumed = ab_match_new (f->tm.path);
  g_assert_true (ab_match_resume (resumed, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ab_match_get_n_plies (resumed), ==, 3);
  heard = ab_match_heard_new (resumed);
  ab_match_heard_set_both (heard, TRUE);
  ab_match_heard_set_wait (heard, 60000);
  ab_position_free (after_e5);
  after_e5 = ab_position_copy (ab_match_get_position (resumed));
  tm_play (resumed, "e5d4");
  g_assert_cmpint (ab_match_heard_move (heard, &(AbMove) { ab_move_from_uci (after_e5, "e5d4") }, 1,
                                        0, &error),
                   ==, AB_HEARD_REPEATED_LATE);
  g_assert_no_error (error);
  ab_position_free (after_e5);
}

/* Words of no legal move: the reader's reason, or the match's own (not the listener's
 * turn); nothing changes. The grammar holds them, as moves of none. */
static void
test_impossible (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  AbSpokenGrammar *grammar;
  AbMoveError move_error;
  unsigned de = AB_SPOKEN_LANGUAGE_BIT (AB_LANG_DE);

  grammar = ab_match_heard_new_grammar (f->heard, de);
  g_assert_true (ab_spoken_phrase_is_impossible (ab_spoken_grammar_lookup (grammar,
                                                                           "dame anna acht")));
  g_assert_nonnull (ab_spoken_grammar_lookup (grammar, "springer felix drei"));
  g_assert_false (ab_spoken_phrase_is_impossible (
    ab_spoken_grammar_lookup (grammar, "springer felix drei")));
  ab_spoken_grammar_free (grammar);
  ab_match_heard_impossible (f->heard, "dame anna acht", &move_error, &error);
  g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_UNREADABLE);
  g_assert_cmpint (move_error.code, !=, AB_MOVE_ERROR_SYNTAX);
  g_clear_error (&error);

  /* The opponent's turn: his moves are not the listener's, every move is refused so. */
  tm_play (f->match, "e4");
  grammar = ab_match_heard_new_grammar (f->heard, de);
  g_assert_true (ab_spoken_phrase_is_impossible (
    ab_spoken_grammar_lookup (grammar, "springer felix drei")));
  ab_spoken_grammar_free (grammar);
  ab_match_heard_impossible (f->heard, "springer felix drei", &move_error, &error);
  g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_NOT_YOUR_TURN);
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 1);
}

/* Listening to both, the repetition not understood: the announcement is read back at
 * once, said to be unrepeated, before anything else is said; Enter may play it. Without a
 * repetition awaited, "not understood" is the listener's to say. */
static void
test_both_unclear_repetition (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  g_assert_false (ab_match_heard_unclear (f->heard));
  ab_match_heard_set_both (f->heard, TRUE);
  hear (f, uci (f, "g1f3"), NULL);
  g_assert_true (ab_match_heard_unclear (f->heard));
  g_assert_cmpuint (f->unrepeated, ==, 1);
  g_assert_cmpuint (f->unclear, ==, 1);
  g_assert_false (ab_match_get_pending_unsaid (f->match));
  g_assert_false (ab_match_heard_unclear (f->heard));
  /* The wait is over: it does not end a second time. */
  run_for (300, NULL);
  ab_match_heard_set_wait (f->heard, 50);
  run_for (300, NULL);
  g_assert_cmpuint (f->unrepeated, ==, 1);
  g_assert_true (ab_match_confirm_pending (f->match, FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 1);
}

/* "Eva vier oder Eva drei?": a hearing not understood between two legal moves that differ in
 * one word is a question; no key plays either; the answer is read back and confirmed as any
 * heard move, the other behind it for "no". */
static void
test_ask_both (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  AbMove readings[] = { uci (f, "e2e4"), uci (f, "e2e3") };
  const char *words[] = { "eva vier", "eva drei" };
  AbMove a = AB_MOVE_NONE, b = AB_MOVE_NONE, answer;
  AbMoveError move_error;

  g_assert_false (ab_match_heard_unclear (f->heard));
  g_assert_cmpint (ab_match_heard_ask (f->heard, readings, words, 2), ==, AB_HEARD_ASKED);
  g_assert_cmpint (ab_match_get_pending_kind (f->match), ==, AB_MATCH_PENDING_ASKED);
  g_assert_true (ab_match_get_asked (f->match, &a, &b));
  g_assert_true (a == uci (f, "e2e4") && b == uci (f, "e2e3"));
  /* Nothing to confirm: neither Enter nor the clock key plays one of the two. */
  g_assert_true (ab_match_get_pending (f->match) == AB_MOVE_NONE);
  g_assert_false (ab_match_confirm_pending (f->match, TRUE, &error));
  g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_REFUSED);
  g_clear_error (&error);
  g_assert_cmpint (ab_match_enter (f->match, NULL, FALSE, &move_error, &error), ==,
                   AB_ENTERED_REFUSED);
  g_clear_error (&error);
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 0);
  /* Another unclear hearing that asks nothing leaves the question standing. */
  g_assert_false (ab_match_heard_unclear (f->heard));
  g_assert_cmpint (ab_match_heard_ask (f->heard, (AbMove[]){ uci (f, "d2d4"), AB_MOVE_NONE },
                                       (const char *[]){ "david vier", "zeit" }, 2),
                   ==, AB_HEARD_ASKED);
  g_assert_cmpint (ab_match_get_pending_kind (f->match), ==, AB_MATCH_PENDING_ASKED);
  g_assert_true (ab_match_get_asked (f->match, &a, &b));
  g_assert_true (a == uci (f, "e2e4") && b == uci (f, "e2e3"));
  /* One that asks with two others asks anew. */
  g_assert_cmpint (ab_match_heard_ask (f->heard, (AbMove[]){ uci (f, "d2d4"), uci (f, "c2c4") },
                                       (const char *[]){ "david vier", "cesar vier" }, 2),
                   ==, AB_HEARD_ASKED);
  g_assert_true (ab_match_get_asked (f->match, &a, &b));
  g_assert_true (a == uci (f, "d2d4") && b == uci (f, "c2c4"));
  g_assert_cmpint (ab_match_heard_ask (f->heard, readings, words, 2), ==, AB_HEARD_ASKED);

  /* The answer, the second of the two: read back first (D.2.8), the first behind it. */
  answer = uci (f, "e2e3");
  g_assert_cmpint (ab_match_heard_move (f->heard, &answer, 1, 0, &error), ==, AB_HEARD_OFFER);
  g_assert_no_error (error);
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 0);
  g_assert_cmpint (ab_match_get_pending_kind (f->match), ==, AB_MATCH_PENDING_HEARD);
  g_assert_true (ab_match_get_pending (f->match) == uci (f, "e2e3"));
  g_assert_false (ab_match_get_asked (f->match, NULL, NULL));
  g_assert_true (ab_match_refuse_pending (f->match));
  g_assert_true (ab_match_get_pending (f->match) == uci (f, "e2e4"));
  g_assert_true (ab_match_refuse_pending (f->match) == FALSE);
  g_assert_cmpint (ab_match_get_pending_kind (f->match), ==, AB_MATCH_PENDING_NONE);

  /* The answer not understood either, but its first reading one of the two: heard with
   * that prior, read back like any heard move, the other behind it; nothing played. */
  g_assert_cmpint (ab_match_heard_ask (f->heard, readings, words, 2), ==, AB_HEARD_ASKED);
  g_assert_cmpint (ab_match_heard_ask (f->heard, (AbMove[]){ uci (f, "e2e3"), uci (f, "d2d4") },
                                       (const char *[]){ "eva drei", "david vier" }, 2),
                   ==, AB_HEARD_OFFER);
  g_assert_cmpint (ab_match_get_pending_kind (f->match), ==, AB_MATCH_PENDING_HEARD);
  g_assert_true (ab_match_get_pending (f->match) == uci (f, "e2e3"));
  g_assert_true (ab_match_refuse_pending (f->match));
  g_assert_true (ab_match_get_pending (f->match) == uci (f, "e2e4"));
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 0);
  ab_match_drop_pending (f->match);
  /* Without a question, the same unclear hearing is just not understood. */
  g_assert_cmpint (ab_match_heard_ask (f->heard, (AbMove[]){ uci (f, "e2e3"), uci (f, "d2d4") },
                                       (const char *[]){ "eva drei", "david vier" }, 2),
                   ==, AB_HEARD_UNCLEAR);

  /* Asked again, answered with the first, confirmed by Enter: played, journaled first. */
  g_assert_cmpint (ab_match_heard_ask (f->heard, readings, words, 2), ==, AB_HEARD_ASKED);
  answer = uci (f, "e2e4");
  g_assert_cmpint (ab_match_heard_move (f->heard, &answer, 1, 0, &error), ==, AB_HEARD_OFFER);
  g_assert_true (ab_match_confirm_pending (f->match, FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 1);
  g_assert_true (ab_match_get_move (f->match, 0) == uci_before (f, "e2e4"));
  g_assert_true (f->journaled_first);
}

/* Escape or "no" drops the question; a move said that is neither of the two is a new move
 * heard; the move line's text answers it too; a change of the position drops it. */
static void
test_ask_both_dropped (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  AbMove readings[] = { uci (f, "g1f3"), uci (f, "b1c3") };
  const char *words[] = { "springer felix drei", "springer cesar drei" };
  AbMove other[] = { uci (f, "d2d4"), uci (f, "g1f3") };
  AbMoveError move_error;

  g_assert_cmpint (ab_match_heard_ask (f->heard, readings, words, 2), ==, AB_HEARD_ASKED);
  g_assert_false (ab_match_refuse_pending (f->match));
  g_assert_cmpint (ab_match_get_pending_kind (f->match), ==, AB_MATCH_PENDING_NONE);

  g_assert_cmpint (ab_match_heard_ask (f->heard, readings, words, 2), ==, AB_HEARD_ASKED);
  g_assert_cmpint (ab_match_heard_move (f->heard, other, 2, 0, &error), ==, AB_HEARD_OFFER);
  g_assert_no_error (error);
  g_assert_true (ab_match_get_pending (f->match) == uci (f, "d2d4"));
  g_assert_true (ab_match_refuse_pending (f->match));
  g_assert_true (ab_match_get_pending (f->match) == uci (f, "g1f3"));

  g_assert_cmpint (ab_match_heard_ask (f->heard, readings, words, 2), ==, AB_HEARD_ASKED);
  ab_match_pending_text_changed (f->match, "Sf3");
  g_assert_cmpint (ab_match_get_pending_kind (f->match), ==, AB_MATCH_PENDING_NONE);

  g_assert_cmpint (ab_match_heard_ask (f->heard, readings, words, 2), ==, AB_HEARD_ASKED);
  g_assert_true (ab_match_play_text (f->match, ab_match_get_entering_side (f->match), "e4",
                                     &move_error, &error));
  g_assert_no_error (error);
  g_assert_cmpint (ab_match_get_pending_kind (f->match), ==, AB_MATCH_PENDING_NONE);
}

/* Not asked: readings that differ in more than one word, or in their number of words; a
 * second reading that is no legal move, or the same move; listening to both (the
 * repetition settles it); not the listener's turn. */
static void
test_ask_both_not (Fixture *f, gconstpointer data)
{
  AbMove two[] = { uci (f, "d2d4"), uci (f, "e2e3") };
  const char *two_words[] = { "david vier", "eva drei" };
  AbMove longer[] = { uci (f, "e2e4"), uci (f, "e2e3") };
  const char *longer_words[] = { "eva vier", "bauer eva drei" };
  AbMove none[] = { uci (f, "e2e4"), AB_MOVE_NONE };
  const char *none_words[] = { "eva vier", "eva fuenf" };
  AbMove same[] = { uci (f, "e2e4"), uci (f, "e2e4") };
  const char *same_words[] = { "eva vier", "eva zwei eva vier" };
  AbMove one[] = { uci (f, "e2e4"), uci (f, "e2e3") };
  const char *one_words[] = { "eva vier", "eva drei" };
  g_autoptr (GError) error = NULL;
  AbMoveError move_error;

  g_assert_cmpint (ab_match_heard_ask (f->heard, two, two_words, 2), ==, AB_HEARD_UNCLEAR);
  g_assert_cmpint (ab_match_heard_ask (f->heard, longer, longer_words, 2), ==, AB_HEARD_UNCLEAR);
  g_assert_cmpint (ab_match_heard_ask (f->heard, none, none_words, 2), ==, AB_HEARD_UNCLEAR);
  g_assert_cmpint (ab_match_heard_ask (f->heard, same, same_words, 2), ==, AB_HEARD_UNCLEAR);
  g_assert_cmpint (ab_match_heard_ask (f->heard, one, one_words, 1), ==, AB_HEARD_UNCLEAR);
  g_assert_cmpint (ab_match_get_pending_kind (f->match), ==, AB_MATCH_PENDING_NONE);
  ab_match_heard_set_both (f->heard, TRUE);
  g_assert_cmpint (ab_match_heard_ask (f->heard, one, one_words, 2), ==, AB_HEARD_UNCLEAR);
  ab_match_heard_set_both (f->heard, FALSE);
  g_assert_true (ab_match_play_text (f->match, ab_match_get_entering_side (f->match), "e4",
                                     &move_error, &error));
  g_assert_no_error (error);
  /* The sighted player's move now: nothing of the blind player's is asked. */
  one[0] = uci (f, "e7e5"), one[1] = uci (f, "e7e6");
  g_assert_cmpint (ab_match_heard_ask (f->heard, one, (const char *[]) { "eva fuenf", "eva sechs" },
                                      2), ==, AB_HEARD_UNCLEAR);
  g_assert_cmpint (ab_match_get_pending_kind (f->match), ==, AB_MATCH_PENDING_NONE);
}

/* Whose voice to hear next: listening to one, the blind player's always; listening to both
 * (one device, enters both), the announcer's, then the other's while his announcement awaits
 * its repetition, then the side to move's, who repeats the move just played and announces
 * his own; a repetition that never came gives the turn back; a new match with the blind
 * player on Black starts with White's voice. Each change is notified once. */
static guint speaker_notified;

static void
speaker_cb (AbMatchHeard *heard, GParamSpec *pspec, gpointer data)
{
  speaker_notified++;
}

static void
test_speaker (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  AbMoveError move_error;
  AbMatchSetup setup;

  speaker_notified = 0;
  g_signal_connect (f->heard, "notify::speaker", G_CALLBACK (speaker_cb), NULL);
  g_assert_cmpint (ab_match_heard_get_speaker (f->heard), ==, AB_WHITE);
  /* One player: the blind player even on the other's turn. */
  g_assert_true (ab_match_play_text (f->match, AB_WHITE, "e4", &move_error, &error));
  g_assert_cmpint (ab_match_heard_get_speaker (f->heard), ==, AB_WHITE);
  g_assert_cmpuint (speaker_notified, ==, 0);

  /* Both: Black to move announces, White repeats, then Black repeats White's. */
  ab_match_heard_set_both (f->heard, TRUE);
  g_assert_cmpint (ab_match_heard_get_speaker (f->heard), ==, AB_BLACK);
  g_assert_cmpuint (speaker_notified, ==, 1);
  g_assert_cmpint (hear (f, uci (f, "e7e5"), &error), ==, AB_HEARD_WAIT);
  g_assert_cmpint (ab_match_heard_get_speaker (f->heard), ==, AB_WHITE);
  g_assert_cmpint (hear (f, uci (f, "e7e5"), &error), ==, AB_HEARD_AGREED);
  g_assert_no_error (error);
  g_assert_cmpint (ab_match_heard_get_speaker (f->heard), ==, AB_WHITE);
  g_assert_cmpuint (speaker_notified, ==, 2);
  g_assert_cmpint (hear (f, uci (f, "g1f3"), &error), ==, AB_HEARD_WAIT);
  g_assert_cmpint (ab_match_heard_get_speaker (f->heard), ==, AB_BLACK);
  /* No repetition came: read back, and the announcer confirms it by key. */
  ab_match_heard_set_wait (f->heard, 50);
  g_assert_cmpint (hear (f, uci (f, "g1f3"), &error), ==, AB_HEARD_AGREED);
  g_assert_cmpint (hear (f, uci (f, "b8c6"), &error), ==, AB_HEARD_WAIT);
  g_assert_cmpint (ab_match_heard_get_speaker (f->heard), ==, AB_WHITE);
  run_for (500, &f->unrepeated);
  g_assert_cmpuint (f->unrepeated, ==, 1);
  g_assert_cmpint (ab_match_heard_get_speaker (f->heard), ==, AB_BLACK);
  /* Dropped: the side to move again. */
  ab_match_drop_pending (f->match);
  g_assert_cmpint (ab_match_heard_get_speaker (f->heard), ==, AB_BLACK);

  /* A new match, the blind player on Black: White speaks first; one player: Black. */
  ab_match_setup_init (&setup);
  setup.blind_color = AB_BLACK;
  setup.enters_both = TRUE;
  g_assert_true (ab_match_start_setup (f->match, &setup, &error));
  g_assert_cmpint (ab_match_heard_get_speaker (f->heard), ==, AB_WHITE);
  ab_match_heard_set_both (f->heard, FALSE);
  g_assert_cmpint (ab_match_heard_get_speaker (f->heard), ==, AB_BLACK);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn, setup) g_test_add (path, Fixture, NULL, setup, fn, tear_down)
  ADD ("/match-heard/one-player-confirms", test_one_player_confirms, set_up);
  ADD ("/match-heard/dropped", test_dropped, set_up);
  ADD ("/match-heard/both-agree", test_both_agree, set_up);
  ADD ("/match-heard/both-disagree", test_both_disagree, set_up);
  ADD ("/match-heard/both-late-repetition", test_both_late_repetition, set_up);
  ADD ("/match-heard/both-typed-move-compared", test_both_typed_move_compared, set_up);
  ADD ("/match-heard/late-wait-ends", test_late_wait_ends, set_up);
  ADD ("/match-heard/late-same-after-wait", test_late_same_after_wait, set_up);
  ADD ("/match-heard/next-announcement-ends-wait", test_next_announcement_ends_wait,
       set_up_enters_both);
  ADD ("/match-heard/deaf-holds-wait", test_deaf_holds_wait, set_up);
  ADD ("/match-heard/deaf-for-sound-holds-wait", test_deaf_for_sound_holds_wait, set_up);
  ADD ("/match-heard/reset-forgets", test_reset_forgets, set_up);
  ADD ("/match-heard/impossible", test_impossible, set_up);
  ADD ("/match-heard/both-unclear-repetition", test_both_unclear_repetition, set_up);
  ADD ("/match-heard/late-after-take-back-and-resumption",
       test_late_after_take_back_and_resumption, set_up);
  ADD ("/match-heard/ask-both", test_ask_both, set_up);
  ADD ("/match-heard/ask-both-dropped", test_ask_both_dropped, set_up);
  ADD ("/match-heard/ask-both-not", test_ask_both_not, set_up);
  ADD ("/match-heard/speaker", test_speaker, set_up_enters_both);
  return g_test_run ();
}
