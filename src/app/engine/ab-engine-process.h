/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-engine-process.h — the engine program as a process: lines in, lines out,
 * never waiting for it.
 *
 * Commands are queued and written asynchronously in order; the output is read
 * line by line asynchronously. The owner hears of each line and, once, of the
 * end: the process exited, its output ended and no exit followed within a
 * second, or it said a line of more than a megabyte and was killed. Killing or quitting detaches the owner: no more callbacks; the
 * process object lives on until the program has gone and been reaped. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct _AbEngineProcess AbEngineProcess;

typedef struct
{
  void (*line) (const char *text, gpointer user_data);
  /* detail: "killed by signal 9", "exited with status 1", "closed its output",
   * "said a line of more than a megabyte" */
  void (*ended) (const char *detail, gpointer user_data);
} AbEngineProcessCallbacks;

/* Starts path with piped input and output (its errors go nowhere). The
 * callbacks come from the thread-default main context. */
AbEngineProcess *ab_engine_process_spawn (const char *path,
                                          const AbEngineProcessCallbacks *callbacks,
                                          gpointer user_data, GError **error);

void ab_engine_process_write (AbEngineProcess *self, const char *commands);
/* The process id as text; NULL once it has exited. */
const char *ab_engine_process_get_identifier (AbEngineProcess *self);

/* Detaches the owner, kills the program (SIGKILL) and drops the owner's
 * reference. */
void ab_engine_process_kill (AbEngineProcess *self);
/* Detaches the owner, writes farewell and closes the program's input; after
 * timeout_ms sends SIGTERM, after twice that SIGKILL. task (may be NULL) gets
 * TRUE when the program left by itself, FALSE when it had to be terminated.
 * Drops the owner's reference. */
void ab_engine_process_quit (AbEngineProcess *self, const char *farewell, guint timeout_ms,
                             GTask *task);

G_END_DECLS
