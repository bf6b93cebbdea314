/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-speech-voice.c — espeak-ng, synchronous mode, audio by callback. */
#include "ab-speech-voice.h"

#include <espeak-ng/espeak_ng.h>
#include <gio/gio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Chunks of 10 ms: the speech thread checks for a cut between chunks. */
#define CHUNK_MSEC 10

typedef struct
{
  AbVoiceAudioFunc func;
  gpointer data;
  gboolean stopped;
} SpeakContext;

/* espeak-ng keeps its voice list in globals, so the variants are listed once,
 * while starting, before any synthesis; the lock makes the start itself safe
 * from two threads. */
static GMutex voice_lock;
static GPtrArray *variants;
static gboolean started;
static espeak_ng_STATUS start_status = ENS_OK;
static char start_message[512];

static int
synth_cb (short *wav, int n, espeak_EVENT *events)
{
  SpeakContext *ctx = events ? events->user_data : NULL;

  if (!ctx || ctx->stopped)
    return 1;
  if (wav && n > 0 && !ctx->func ((const gint16 *) wav, (gsize) n, ctx->data))
    {
      ctx->stopped = TRUE;
      return 1;
    }
  return 0;
}

static gboolean
has_voice_data (const char *path)
{
  g_autofree char *nested = g_build_filename (path, "espeak-ng-data", "phontab", NULL);
  g_autofree char *direct = g_build_filename (path, "phontab", NULL);

  return g_file_test (nested, G_FILE_TEST_IS_REGULAR)
         || g_file_test (direct, G_FILE_TEST_IS_REGULAR);
}

static gint
compare_variants (gconstpointer a, gconstpointer b)
{
  const AbVoiceVariant *va = *(AbVoiceVariant *const *) a;
  const AbVoiceVariant *vb = *(AbVoiceVariant *const *) b;

  return g_utf8_collate (va->name, vb->name);
}

static void
list_variants (void)
{
  espeak_VOICE spec = { .languages = "variant" };
  const espeak_VOICE **voices = espeak_ListVoices (&spec);

  for (gsize i = 0; voices && voices[i]; i++)
    {
      const char *id = voices[i]->identifier;
      const char *slash = id ? strrchr (id, '/') : NULL;
      AbVoiceVariant *v;

      if (!voices[i]->name || !slash || !slash[1])
        continue;
      v = g_new0 (AbVoiceVariant, 1);
      v->id = g_strdup (slash + 1);
      v->name = g_strdup (voices[i]->name);
      g_ptr_array_add (variants, v);
    }
  g_ptr_array_sort (variants, compare_variants);
}

static gboolean
init_locked (GError **error)
{
  if (!started)
    {
      const char *path = g_getenv ("ESPEAK_DATA_PATH");

      started = TRUE;
      variants = g_ptr_array_new ();
      /* espeak-ng quietly falls back to its built-in path when the one asked
       * for has no data; a path set on purpose should be used or fail. */
      if (path && *path && !has_voice_data (path))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                       "espeak-ng: no voice data in %s (ESPEAK_DATA_PATH)", path);
          g_snprintf (start_message, sizeof start_message, "no voice data in %s (ESPEAK_DATA_PATH)",
                      path);
          start_status = ENS_VOICE_NOT_FOUND;
          return FALSE;
        }
      espeak_ng_InitializePath (path);
      start_status = espeak_ng_Initialize (NULL);
      if (start_status == ENS_OK)
        start_status = espeak_ng_InitializeOutput (ENOUTPUT_MODE_SYNCHRONOUS, CHUNK_MSEC, NULL);
      if (start_status == ENS_OK)
        {
          espeak_SetSynthCallback (synth_cb);
          list_variants ();
        }
      else
        espeak_ng_GetStatusCodeMessage (start_status, start_message, sizeof start_message);
    }
  if (start_status != ENS_OK)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "espeak-ng: %s", start_message);
      return FALSE;
    }
  return TRUE;
}

gboolean
ab_voice_init (GError **error)
{
  gboolean ok;

  g_mutex_lock (&voice_lock);
  ok = init_locked (error);
  g_mutex_unlock (&voice_lock);
  return ok;
}

guint
ab_voice_get_sample_rate (void)
{
  int rate = started && start_status == ENS_OK ? espeak_ng_GetSampleRate () : 0;

  return rate > 0 ? (guint) rate : 22050;
}

static gboolean
check (espeak_ng_STATUS status, GError **error)
{
  char msg[512];

  if (status == ENS_OK)
    return TRUE;
  espeak_ng_GetStatusCodeMessage (status, msg, sizeof msg);
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "espeak-ng: %s", msg);
  return FALSE;
}

gboolean
ab_voice_set_language (AbLanguage lang, GError **error)
{
  return ab_voice_set_language_variant (lang, NULL, error);
}

gboolean
ab_voice_set_language_variant (AbLanguage lang, const char *variant, GError **error)
{
  g_autofree char *name = NULL;

  /* A variant name is a file name: nothing that could leave !v/. */
  if (variant && *variant && strpbrk (variant, "/+\\") == NULL)
    name = g_strdup_printf ("%s+%s", ab_language_code (lang), variant);
  else
    name = g_strdup (ab_language_code (lang));
  return ab_voice_init (error) && check (espeak_ng_SetVoiceByName (name), error);
}

GPtrArray *
ab_voice_list_variants (void)
{
  ab_voice_init (NULL);
  return variants;
}

void
ab_voice_set_rate (guint words_per_minute)
{
  if (started && start_status == ENS_OK)
    espeak_ng_SetParameter (espeakRATE, (int) CLAMP (words_per_minute, espeakRATE_MINIMUM,
                                                     espeakRATE_MAXIMUM), 0);
}

void
ab_voice_set_pitch (guint pitch)
{
  if (started && start_status == ENS_OK)
    espeak_ng_SetParameter (espeakPITCH, (int) MIN (pitch, 100), 0);
}

gboolean
ab_voice_speak (const char *text, AbVoiceAudioFunc func, gpointer data, GError **error)
{
  SpeakContext ctx = { func, data, FALSE };
  espeak_ng_STATUS status;

  if (!ab_voice_init (error))
    return FALSE;
  /* The lexicon may write phonemes as [[…]]; it escapes any in the text. */
  status = espeak_ng_Synthesize (text, strlen (text) + 1, 0, POS_CHARACTER, 0,
                                 espeakCHARS_UTF8 | espeakPHONEMES, NULL, &ctx);
  if (ctx.stopped)
    return TRUE;
  return check (status, error);
}

static gboolean
discard_audio (const gint16 *samples, gsize n, gpointer data)
{
  return TRUE;
}

char *
ab_voice_phonemes (const char *text)
{
  char *buf = NULL;
  size_t len = 0;
  FILE *trace;
  char **lines;
  char *joined;

  if (!ab_voice_init (NULL) || !(trace = open_memstream (&buf, &len)))
    return g_strdup ("");
  /* The trace of a real synthesis: what `espeak-ng -q -x` prints, with the
   * same handling of [[phonemes]] as speech. */
  espeak_SetPhonemeTrace (espeakPHONEMES_SHOW, trace);
  ab_voice_speak (text, discard_audio, NULL, NULL);
  espeak_SetPhonemeTrace (0, NULL);
  fclose (trace);
  lines = g_strsplit_set (g_strstrip (buf), "\n", -1);
  for (char **l = lines; *l; l++)
    g_strstrip (*l);
  joined = g_strjoinv (" ", lines);
  g_strfreev (lines);
  free (buf);
  return joined;
}
