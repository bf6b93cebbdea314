/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-engine-process.c — the engine program's pipes, exit and end. */
#include "ab-engine-process.h"

#include <signal.h>
#include <string.h>

/* After the output ends, how long the exit status may take to arrive. */
#define EXIT_GRACE_MS 1000
/* No UCI line comes near this; a program that never ends its line must not
 * fill the memory. */
#define LINE_MAX_BYTES (1024 * 1024)
#define BUFFER_BYTES 4096

struct _AbEngineProcess
{
  grefcount ref_count;
  const AbEngineProcessCallbacks *callbacks; /* NULL once the owner is detached */
  gpointer user_data;
  GSubprocess *process;
  GBufferedInputStream *output; /* what the program says, up to its next line end */
  GOutputStream *input;      /* what it is told */
  GCancellable *cancellable; /* the reading */
  GString *pending;          /* commands not yet handed to a write */
  GBytes *writing;           /* the write in flight */
  gboolean close_input;      /* once everything is written */
  gboolean exited;
  gboolean terminated; /* it was sent SIGTERM or SIGKILL */
  guint grace_id;      /* the output ended; waiting for the exit status */
  guint kill_id;       /* quitting: the next step of ending it */
  guint kill_step;
  GTask *quit_task;
};

static AbEngineProcess *
process_ref (AbEngineProcess *self)
{
  g_ref_count_inc (&self->ref_count);
  return self;
}

static void
process_unref (gpointer data)
{
  AbEngineProcess *self = data;

  if (!g_ref_count_dec (&self->ref_count))
    return;
  g_assert (self->grace_id == 0 && self->kill_id == 0 && self->writing == NULL);
  g_clear_object (&self->quit_task);
  g_string_free (self->pending, TRUE);
  g_object_unref (self->cancellable);
  g_object_unref (self->output);
  g_object_unref (self->process);
  g_free (self);
}

static void
detach (AbEngineProcess *self)
{
  self->callbacks = NULL;
  self->user_data = NULL;
  g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->grace_id, g_source_remove);
}

/* Tells the owner of the end, once, and lets go of it. */
static void
report_end (AbEngineProcess *self, const char *detail)
{
  const AbEngineProcessCallbacks *callbacks = self->callbacks;
  gpointer user_data = self->user_data;

  if (callbacks == NULL)
    return;
  detach (self);
  callbacks->ended (detail, user_data);
}

/* Writing */

static void flush (AbEngineProcess *self);

static void
write_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  AbEngineProcess *self = data;
  g_autoptr (GError) error = NULL;

  g_clear_pointer (&self->writing, g_bytes_unref);
  if (!g_output_stream_write_all_finish (G_OUTPUT_STREAM (source), result, NULL, &error))
    {
      /* The program is going; its exit or the owner's watchdog will tell. */
      g_debug ("engine input: %s", error->message);
      g_string_truncate (self->pending, 0);
    }
  flush (self);
  process_unref (self);
}

/* One write at a time, so that commands arrive whole and in order. */
static void
flush (AbEngineProcess *self)
{
  gsize size;

  if (self->writing != NULL)
    return;
  if (self->pending->len == 0)
    {
      if (self->close_input)
        g_output_stream_close (self->input, NULL, NULL);
      self->close_input = FALSE;
      return;
    }
  size = self->pending->len;
  self->writing = g_string_free_to_bytes (self->pending);
  self->pending = g_string_new (NULL);
  g_output_stream_write_all_async (self->input, g_bytes_get_data (self->writing, NULL), size,
                                   G_PRIORITY_DEFAULT, NULL, write_cb, process_ref (self));
}

void
ab_engine_process_write (AbEngineProcess *self, const char *commands)
{
  g_debug ("to engine: %s", commands);
  g_string_append (self->pending, commands);
  flush (self);
}

/* Reading */

static gboolean
grace_cb (gpointer data)
{
  AbEngineProcess *self = data;

  self->grace_id = 0;
  report_end (self, "closed its output");
  return G_SOURCE_REMOVE;
}

static void read_next (AbEngineProcess *self);

static void
fill_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  AbEngineProcess *self = data;
  g_autoptr (GError) error = NULL;
  gssize n = g_buffered_input_stream_fill_finish (G_BUFFERED_INPUT_STREAM (source), result,
                                                  &error);

  if (self->callbacks == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    ;
  else if (n <= 0)
    {
      gsize avail;
      const char *rest = g_buffered_input_stream_peek_buffer (self->output, &avail);
      g_autofree char *last = avail > 0 ? g_strndup (rest, avail) : NULL;

      /* a last line without its line end still counts */
      if (last != NULL)
        self->callbacks->line (last, self->user_data);
      /* The exit status, if it comes soon, says more than the end of output. */
      if (error != NULL)
        g_debug ("engine output: %s", error->message);
      if (self->callbacks != NULL)
        self->grace_id = g_timeout_add_full (G_PRIORITY_DEFAULT, EXIT_GRACE_MS, grace_cb,
                                             process_ref (self), process_unref);
    }
  else
    read_next (self);
  process_unref (self);
}

/* Hands over every whole line that has come, then waits for more. */
static void
read_next (AbEngineProcess *self)
{
  gsize avail, size;

  process_ref (self);
  for (;;)
    {
      const char *buf = g_buffered_input_stream_peek_buffer (self->output, &avail);
      const char *end = memchr (buf, '\n', avail);
      g_autofree char *text = NULL;

      if (end == NULL)
        break;
      /* as a C string: a NUL byte ends the line's text */
      text = g_strndup (buf, (gsize) (end - buf));
      g_input_stream_skip (G_INPUT_STREAM (self->output), (gsize) (end - buf) + 1, NULL, NULL);
      g_debug ("from engine: %s", text);
      self->callbacks->line (text, self->user_data);
      if (self->callbacks == NULL)
        {
          process_unref (self);
          return;
        }
    }
  size = g_buffered_input_stream_get_buffer_size (self->output);
  if (avail >= LINE_MAX_BYTES)
    {
      g_subprocess_force_exit (self->process);
      self->terminated = TRUE;
      report_end (self, "said a line of more than a megabyte");
      process_unref (self);
      return;
    }
  if (avail == size)
    g_buffered_input_stream_set_buffer_size (self->output, MIN (2 * size, LINE_MAX_BYTES));
  g_buffered_input_stream_fill_async (self->output, -1, G_PRIORITY_DEFAULT, self->cancellable,
                                      fill_cb, self);
}

/* The end */

static char *
describe_exit (GSubprocess *process)
{
  if (g_subprocess_get_if_signaled (process))
    return g_strdup_printf ("killed by signal %d", g_subprocess_get_term_sig (process));
  return g_strdup_printf ("exited with status %d", g_subprocess_get_exit_status (process));
}

static void
wait_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  AbEngineProcess *self = data;
  g_autofree char *detail = NULL;

  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  self->exited = TRUE;
  g_clear_handle_id (&self->grace_id, g_source_remove);
  g_clear_handle_id (&self->kill_id, g_source_remove);
  detail = describe_exit (self->process);
  report_end (self, detail);
  if (self->quit_task != NULL)
    g_task_return_boolean (self->quit_task, !self->terminated);
  g_clear_object (&self->quit_task);
  process_unref (self);
}

AbEngineProcess *
ab_engine_process_spawn (const char *path, const AbEngineProcessCallbacks *callbacks,
                         gpointer user_data, GError **error)
{
  static gsize sigpipe_ignored = 0;
  AbEngineProcess *self;
  GSubprocess *process;

  /* Writing to a program that just died must report EPIPE, not kill us;
   * GSocket does the same for sockets. */
  if (g_once_init_enter (&sigpipe_ignored))
    {
      signal (SIGPIPE, SIG_IGN);
      g_once_init_leave (&sigpipe_ignored, 1);
    }
  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                  | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                              error, path, NULL);
  if (process == NULL)
    return NULL;
  self = g_new0 (AbEngineProcess, 1);
  g_ref_count_init (&self->ref_count);
  self->callbacks = callbacks;
  self->user_data = user_data;
  self->process = process;
  self->output = G_BUFFERED_INPUT_STREAM (
      g_buffered_input_stream_new_sized (g_subprocess_get_stdout_pipe (process), BUFFER_BYTES));
  self->input = g_subprocess_get_stdin_pipe (process);
  self->cancellable = g_cancellable_new ();
  self->pending = g_string_new (NULL);
  g_subprocess_wait_async (process, NULL, wait_cb, process_ref (self));
  read_next (self);
  return self;
}

const char *
ab_engine_process_get_identifier (AbEngineProcess *self)
{
  return g_subprocess_get_identifier (self->process);
}

void
ab_engine_process_kill (AbEngineProcess *self)
{
  detach (self);
  if (!self->exited)
    {
      self->terminated = TRUE;
      g_subprocess_force_exit (self->process);
    }
  process_unref (self);
}

static gboolean
kill_cb (gpointer data)
{
  AbEngineProcess *self = data;

  self->terminated = TRUE;
  if (self->kill_step++ == 0)
    {
      g_subprocess_send_signal (self->process, SIGTERM);
      return G_SOURCE_CONTINUE;
    }
  g_subprocess_force_exit (self->process);
  self->kill_id = 0;
  return G_SOURCE_REMOVE;
}

void
ab_engine_process_quit (AbEngineProcess *self, const char *farewell, guint timeout_ms,
                        GTask *task)
{
  detach (self);
  if (self->exited)
    {
      if (task != NULL)
        g_task_return_boolean (task, !self->terminated);
      g_clear_object (&task);
      process_unref (self);
      return;
    }
  self->quit_task = task;
  ab_engine_process_write (self, farewell);
  self->close_input = TRUE;
  flush (self);
  self->kill_id = g_timeout_add_full (G_PRIORITY_DEFAULT, timeout_ms, kill_cb, process_ref (self),
                                      process_unref);
  process_unref (self);
}
