/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-voice-enrolment.c — the app's recordings as WAV files, adapted from. */
#include "ab-voice-enrolment.h"

#include <glib/gstdio.h>
#include <stdlib.h>

#include "ab-voice-adapt.h"
#include "ab-wav.h"

static gboolean
write_wav (const char *path, GBytes *audio, GError **error)
{
  gsize n_bytes = 0;
  const int16_t *samples = g_bytes_get_data (audio, &n_bytes);
  size_t len = 0;
  uint8_t *wav = ab_wav_write (samples, n_bytes / sizeof (int16_t), &len);
  gboolean ok;

  if (wav == NULL)
    {
      g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_NOMEM, "out of memory");
      return FALSE;
    }
  ok = g_file_set_contents (path, (const char *) wav, (gssize) len, error);
  free (wav);
  return ok;
}

gboolean
ab_voice_enrolment_learn (const char *const *words, GBytes *const *audio, guint n,
                          GError **error)
{
  g_autofree char *dir = g_dir_make_tmp ("annabella-enrolment-XXXXXX", error);
  g_autoptr (GPtrArray) wavs = g_ptr_array_new_with_free_func (g_free);
  gboolean ok = dir != NULL;

  for (guint i = 0; ok && i < n; i++)
    {
      char *path = g_strdup_printf ("%s/%03u.wav", dir, i);

      g_ptr_array_add (wavs, path);
      ok = write_wav (path, audio[i], error);
    }
  g_ptr_array_add (wavs, NULL);
  if (ok)
    ok = ab_voice_adapt (NULL, NULL, (const char *const *) wavs->pdata, words, NULL, error);
  /* The recordings were only the way to the profile. */
  for (guint i = 0; wavs->pdata[i] != NULL; i++)
    g_unlink (wavs->pdata[i]);
  if (dir != NULL)
    g_rmdir (dir);
  return ok;
}
