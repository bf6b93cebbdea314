/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-speech-transcript.c — one write(2) per line with O_APPEND, so lines of
 * concurrent writers never interleave. */
#include "ab-speech-transcript.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

struct _AbTranscript
{
  char *path;
  gboolean warned;
};

AbTranscript *
ab_transcript_new (const char *path)
{
  AbTranscript *self;

  if (!path || !*path)
    return NULL;
  self = g_new0 (AbTranscript, 1);
  self->path = g_strdup (path);
  return self;
}

void
ab_transcript_free (AbTranscript *self)
{
  if (!self)
    return;
  g_free (self->path);
  g_free (self);
}

const char *
ab_transcript_priority (AbSpeechFlags flags)
{
  if (flags & AB_SPEECH_IMPORTANT)
    return "important";
  if (flags & AB_SPEECH_INTERRUPT)
    return "interrupt";
  return "queue";
}

gboolean
ab_transcript_append (AbTranscript *self, gint64 usec, AbSpeechFlags flags, const char *text)
{
  g_autoptr (GString) line = NULL;
  int fd;
  gssize written;
  int saved_errno;

  if (!self)
    return TRUE;
  line = g_string_new (NULL);
  g_string_printf (line, "%" G_GINT64_FORMAT "\t%s\t", usec, ab_transcript_priority (flags));
  for (const char *p = text; *p; p++)
    g_string_append_c (line, (*p == '\t' || *p == '\n' || *p == '\r') ? ' ' : *p);
  g_string_append_c (line, '\n');

  fd = open (self->path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0)
    written = -1;
  else
    {
      do
        written = write (fd, line->str, line->len);
      while (written < 0 && errno == EINTR);
    }
  saved_errno = errno;
  if (fd >= 0)
    close (fd);
  if (written != (gssize) line->len)
    {
      if (!self->warned)
        g_warning ("Cannot write the speech transcript %s: %s", self->path,
                   g_strerror (written < 0 ? saved_errno : EIO));
      self->warned = TRUE;
      return FALSE;
    }
  return TRUE;
}
