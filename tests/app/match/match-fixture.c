/* SPDX-License-Identifier: GPL-3.0-or-later */
/* match-fixture.c — what the AbMatch tests share: a temporary folder for the journal,
 * the announcements heard, and moves played by their text. */
#include "match-fixture.h"

#include <glib/gstdio.h>
#include <string.h>

#include "ab-fen.h"

void
tm_set_up (TmFixture *f, gconstpointer data)
{
  f->dir = g_dir_make_tmp ("ab-match-test-XXXXXX", NULL);
  g_assert_nonnull (f->dir);
  f->path = g_build_filename (f->dir, "match.journal", NULL);
  f->said = g_ptr_array_new_with_free_func (g_free);
}

void
tm_tear_down (TmFixture *f, gconstpointer data)
{
  tm_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->path);
  g_ptr_array_unref (f->said);
}

void
tm_remove_tree (const char *dir)
{
  GDir *d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *child = g_build_filename (dir, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        tm_remove_tree (child);
      else
        g_unlink (child);
    }
  if (d != NULL)
    g_dir_close (d);
  g_rmdir (dir);
}

static void
announcement_cb (AbMatchWords *words, const char *text, guint kind, TmFixture *f)
{
  g_ptr_array_add (f->said, g_strdup_printf ("%u:%s", kind, text));
}

void
tm_listen (TmFixture *f, AbMatch *match)
{
  /* The match's news as the announcer words it; the words go with the match. */
  AbMatchWords *words = ab_match_words_new (match);

  g_object_set_data_full (G_OBJECT (match), "test-words", words, g_object_unref);
  g_signal_connect (words, "announcement", G_CALLBACK (announcement_cb), f);
}

gboolean
tm_said (TmFixture *f, AbAnnouncementKind kind, const char *text)
{
  g_autofree char *prefix = g_strdup_printf ("%u:", kind);

  for (guint i = 0; i < f->said->len; i++)
    {
      const char *line = g_ptr_array_index (f->said, i);

      if (g_str_has_prefix (line, prefix) && strstr (line + strlen (prefix), text) != NULL)
        return TRUE;
    }
  return FALSE;
}

void
tm_play (AbMatch *match, const char *text)
{
  g_autoptr (GError) error = NULL;
  AbMoveError move_error;
  AbMove move = ab_match_parse (match, text, &move_error);

  g_assert_cmpuint (move, !=, AB_MOVE_NONE);
  g_assert_true (ab_match_play (match, ab_position_side_to_move (ab_match_get_position (match)),
                                move, &error));
  g_assert_no_error (error);
}

void
tm_play_all (AbMatch *match, const char *const *texts)
{
  for (; *texts != NULL; texts++)
    tm_play (match, *texts);
}

void
tm_act_ok (AbMatch *match, AbMatchAct act, AbColor actor)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (ab_match_act (match, act, actor, AB_MOVE_NONE, &error));
  g_assert_no_error (error);
}

char *
tm_fen (AbMatch *match)
{
  char text[AB_FEN_MAX];

  ab_position_get_fen (ab_match_get_position (match), AB_FEN_CASTLING_AUTO, text, sizeof text);
  return g_strdup (text);
}

gint64
tm_clock_ms (AbMatch *match, AbColor side)
{
  AbClockReading reading;

  g_assert_true (ab_match_get_clock_reading (match, side, &reading));
  return reading.time_us / 1000;
}

char *
tm_read_text (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}
