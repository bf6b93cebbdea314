/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-voice-learner.c — the recordings a profile is made of, kept beside it, and the
 * profile made again from them. */
#include "ab-voice-learner.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "ab-voice-adapt.h"
#include "ab-voice-profile.h"
#include "ab-wav.h"

#define LIST_NAME "recordings.tsv"

static const char *const kind_names[] = {
  [AB_VOICE_RECORDING_ENROLMENT] = "enrolment",
  [AB_VOICE_RECORDING_GAME] = "game",
};

typedef struct
{
  AbVoiceRecordingKind kind;
  char *wav; /* the file's name in the recordings folder */
  char *words;
} Recording;

struct _AbVoiceLearner
{
  GMutex lock;
  char *profile_dir;
  char *dir;         /* PROFILE.recordings */
  GArray *recordings; /* Recording */
  guint next;        /* the number of the next WAV file */
  GMutex remaking;   /* one remake at a time */
};

static void
recording_clear (gpointer data)
{
  Recording *r = data;

  g_free (r->wav);
  g_free (r->words);
}

static void
read_list (AbVoiceLearner *self)
{
  g_autofree char *path = g_build_filename (self->dir, LIST_NAME, NULL);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return;
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto (GStrv) f = g_strsplit (lines[i], "\t", 3);
      Recording r;
      guint number;

      if (g_strv_length (f) != 3 || strchr (f[0], '/') != NULL || f[2][0] == '\0')
        continue;
      if (strcmp (f[1], kind_names[AB_VOICE_RECORDING_ENROLMENT]) == 0)
        r.kind = AB_VOICE_RECORDING_ENROLMENT;
      else if (strcmp (f[1], kind_names[AB_VOICE_RECORDING_GAME]) == 0)
        r.kind = AB_VOICE_RECORDING_GAME;
      else
        continue;
      r.wav = g_strdup (f[0]);
      r.words = g_strdup (f[2]);
      g_array_append_val (self->recordings, r);
      number = (guint) strtoul (f[0], NULL, 10);
      self->next = MAX (self->next, number + 1);
    }
}

AbVoiceLearner *
ab_voice_learner_new (const char *profile_dir)
{
  AbVoiceLearner *self = g_new0 (AbVoiceLearner, 1);

  g_mutex_init (&self->lock);
  g_mutex_init (&self->remaking);
  self->profile_dir = profile_dir != NULL ? g_canonicalize_filename (profile_dir, NULL)
                                          : ab_voice_profile_default_dir ();
  self->dir = g_strdup_printf ("%s.recordings", self->profile_dir);
  self->recordings = g_array_new (FALSE, FALSE, sizeof (Recording));
  g_array_set_clear_func (self->recordings, recording_clear);
  read_list (self);
  return self;
}

void
ab_voice_learner_free (AbVoiceLearner *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->recordings);
  g_free (self->dir);
  g_free (self->profile_dir);
  g_mutex_clear (&self->remaking);
  g_mutex_clear (&self->lock);
  g_free (self);
}

const char *
ab_voice_learner_get_profile_dir (AbVoiceLearner *self)
{
  return self->profile_dir;
}

guint
ab_voice_learner_count (AbVoiceLearner *self, AbVoiceRecordingKind kind)
{
  g_autoptr (GMutexLocker) locker = g_mutex_locker_new (&self->lock);
  guint n = 0;

  for (guint i = 0; i < self->recordings->len; i++)
    n += g_array_index (self->recordings, Recording, i).kind == kind;
  return n;
}

/* The list written whole, then renamed over the old one: a power cut leaves one or the
 * other. Under the lock. */
static gboolean
write_list (AbVoiceLearner *self, GError **error)
{
  g_autofree char *path = g_build_filename (self->dir, LIST_NAME, NULL);
  g_autoptr (GString) text = g_string_new ("");

  for (guint i = 0; i < self->recordings->len; i++)
    {
      const Recording *r = &g_array_index (self->recordings, Recording, i);

      g_string_append_printf (text, "%s\t%s\t%s\n", r->wav, kind_names[r->kind], r->words);
    }
  return g_file_set_contents (path, text->str, (gssize) text->len, error);
}

/* PROFILE.recordings/base: a profile made before its recordings were kept (an enrolment of
 * an older Annabella, adapt --list from files elsewhere), as it was. What it learnt cannot be
 * made again, so it stays the model the profile is made from, as an enrolment would. */
static char *
base_dir (AbVoiceLearner *self)
{
  return g_build_filename (self->dir, "base", NULL);
}

gboolean
ab_voice_learner_has_base (AbVoiceLearner *self)
{
  g_autofree char *base = base_dir (self);

  return ab_voice_profile_valid (base);
}

/* The model files of from copied into to (made). */
static gboolean
copy_model (const char *from, const char *to, GError **error)
{
  g_autoptr (GDir) d = g_dir_open (from, 0, error);
  const char *name;

  if (d == NULL)
    return FALSE;
  if (g_mkdir_with_parents (to, 0700) != 0)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED, "%s cannot be made", to);
      return FALSE;
    }
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *src = g_build_filename (from, name, NULL);
      g_autofree char *dst = g_build_filename (to, name, NULL);
      g_autofree char *data = NULL;
      gsize len;

      if (!g_file_test (src, G_FILE_TEST_IS_REGULAR))
        continue;
      if (!g_file_get_contents (src, &data, &len, error)
          || !g_file_set_contents (dst, data, (gssize) len, error))
        return FALSE;
    }
  return TRUE;
}

gboolean
ab_voice_learner_add (AbVoiceLearner *self, AbVoiceRecordingKind kind, const char *words,
                      GBytes *audio, GError **error)
{
  g_autoptr (GMutexLocker) locker = g_mutex_locker_new (&self->lock);
  g_autofree char *name = NULL, *path = NULL, *clean = NULL;
  gsize n_bytes;
  const int16_t *samples = g_bytes_get_data (audio, &n_bytes);
  size_t len = 0;
  uint8_t *wav;
  gboolean ok;
  Recording r;

  clean = g_strstrip (g_strdelimit (g_strdup (words), "\t\n\r", ' '));
  if (*clean == '\0' || n_bytes < sizeof (int16_t))
    {
      g_set_error (error, AB_VOICE_ADAPT_ERROR, AB_VOICE_ADAPT_ERROR_WORDS,
                   "a recording needs its words and its audio");
      return FALSE;
    }
  if (!g_file_test (self->dir, G_FILE_TEST_IS_DIR) && kind == AB_VOICE_RECORDING_GAME
      && ab_voice_profile_valid (self->profile_dir))
    {
      g_autofree char *base = base_dir (self);
      g_autoptr (GError) copy_error = NULL;

      /* The first recording kept for a profile made without them: not to be lost. */
      if (!copy_model (self->profile_dir, base, &copy_error))
        g_warning ("the voice profile was not kept as it was: %s", copy_error->message);
    }
  if (g_mkdir_with_parents (self->dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s cannot be made: %s",
                   self->dir, g_strerror (saved));
      return FALSE;
    }
  name = g_strdup_printf ("%04u.wav", self->next);
  path = g_build_filename (self->dir, name, NULL);
  wav = ab_wav_write (samples, n_bytes / sizeof (int16_t), &len);
  if (wav == NULL)
    {
      g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_NOMEM, "out of memory");
      return FALSE;
    }
  ok = g_file_set_contents (path, (const char *) wav, (gssize) len, error);
  free (wav);
  if (!ok)
    return FALSE;
  r.kind = kind;
  r.wav = g_steal_pointer (&name);
  r.words = g_steal_pointer (&clean);
  g_array_append_val (self->recordings, r);
  self->next++;
  if (!write_list (self, error))
    {
      g_unlink (path);
      g_array_set_size (self->recordings, self->recordings->len - 1);
      return FALSE;
    }
  return TRUE;
}

gboolean
ab_voice_learner_drop (AbVoiceLearner *self, AbVoiceRecordingKind kind, GError **error)
{
  g_autoptr (GMutexLocker) locker = g_mutex_locker_new (&self->lock);
  g_autoptr (GPtrArray) dropped = g_ptr_array_new_with_free_func (g_free);

  /* A new enrolment replaces an old one's profile too. */
  if (kind == AB_VOICE_RECORDING_ENROLMENT)
    {
      g_autofree char *base = base_dir (self);

      ab_voice_profile_remove (base);
    }
  for (guint i = self->recordings->len; i-- > 0;)
    {
      Recording *r = &g_array_index (self->recordings, Recording, i);

      if (r->kind != kind)
        continue;
      g_ptr_array_add (dropped, g_build_filename (self->dir, r->wav, NULL));
      g_array_remove_index (self->recordings, i);
    }
  if (dropped->len == 0)
    return TRUE;
  /* The list first: a file it no longer names is only litter. */
  if (!write_list (self, error))
    return FALSE;
  for (guint i = 0; i < dropped->len; i++)
    g_unlink (g_ptr_array_index (dropped, i));
  return TRUE;
}

gboolean
ab_voice_learner_remake (AbVoiceLearner *self, GError **error)
{
  g_autoptr (GMutexLocker) remaking = g_mutex_locker_new (&self->remaking);
  g_autoptr (GPtrArray) wavs = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *base = NULL;

  /* What is kept now; recordings added meanwhile wait for the next remake. */
  g_mutex_lock (&self->lock);
  for (guint i = 0; i < self->recordings->len; i++)
    {
      const Recording *r = &g_array_index (self->recordings, Recording, i);

      g_ptr_array_add (wavs, g_build_filename (self->dir, r->wav, NULL));
      g_ptr_array_add (words, g_strdup (r->words));
    }
  g_mutex_unlock (&self->lock);
  g_ptr_array_add (wavs, NULL);
  g_ptr_array_add (words, NULL);
  base = ab_voice_learner_has_base (self) ? base_dir (self) : NULL;
  g_debug ("the voice profile is made from %s", base != NULL ? base : "the installed model");
  return ab_voice_adapt (base, NULL, (const char *const *) wavs->pdata,
                         (const char *const *) words->pdata, self->profile_dir, error);
}

gboolean
ab_voice_learner_forget (AbVoiceLearner *self, GError **error)
{
  if (!ab_voice_learner_drop (self, AB_VOICE_RECORDING_GAME, error))
    return FALSE;
  if (ab_voice_learner_count (self, AB_VOICE_RECORDING_ENROLMENT) > 0)
    return ab_voice_learner_remake (self, error);
  if (ab_voice_learner_has_base (self))
    {
      g_autofree char *base = base_dir (self);

      /* The profile as it was before the games. */
      return copy_model (base, self->profile_dir, error);
    }
  /* Nothing left to learn from: the installed model alone. */
  ab_voice_profile_remove (self->profile_dir);
  if (ab_voice_learner_count (self, AB_VOICE_RECORDING_GAME) == 0)
    ab_voice_profile_remove (self->dir);
  return TRUE;
}
