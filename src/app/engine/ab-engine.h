/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-engine.h — a chess engine over UCI, as a practice opponent and adviser.
 *
 * AbEngine runs the engine program (Debian's /usr/games/stockfish unless told
 * otherwise) and talks to it without ever blocking the main loop: lines are
 * read asynchronously, commands written asynchronously in order.
 *
 * The engine keeps no game: every search is given the start position and the
 * moves so far, so after a crash the caller restarts the engine and asks
 * again with the same game. Results come as signals:
 *   "ready"      ()  the handshake is done (after ab_engine_start)
 *   "best-move"  (guint search, guint move, guint ponder)  AbMove values in the
 *                searched position; ponder (the expected reply) may be
 *                AB_MOVE_NONE
 *   "info"       (guint search, gpointer info)  a const AbEngineInfo * while
 *                the search runs, scores from the side to move's view
 *   "failed"     (guint reason, const char *detail)  an AbEngineFailure; detail
 *                is for logs, not for display. The process is gone, the state
 *                is FAILED and searches in progress are lost; ab_engine_start
 *                again to continue.
 * A crash (the process ends), an engine that does not finish the handshake, that
 * stops answering "isready" (asked every response-timeout while it searches),
 * or that gives no "bestmove" within the time it was given plus
 * response-timeout, is reported as "failed". */
#pragma once

#include <gio/gio.h>

#include "ab-engine-options.h"
#include "ab-engine-uci.h"

G_BEGIN_DECLS

typedef enum
{
  AB_ENGINE_STATE_STOPPED,  /* not running: new, or after ab_engine_quit */
  AB_ENGINE_STATE_STARTING, /* the handshake runs */
  AB_ENGINE_STATE_READY,    /* waiting for a search */
  AB_ENGINE_STATE_THINKING, /* a search runs; its "best-move" will come */
  AB_ENGINE_STATE_FAILED,   /* crashed or hung; see "failed" */
} AbEngineState;

#define AB_TYPE_ENGINE_STATE (ab_engine_state_get_type ())
GType ab_engine_state_get_type (void);

typedef enum
{
  AB_ENGINE_FAILURE_EXITED,       /* the process ended, closed its output or flooded it */
  AB_ENGINE_FAILURE_NOT_UCI,      /* no "uciok" within response-timeout */
  AB_ENGINE_FAILURE_NO_RESPONSE,  /* no "readyok" within response-timeout */
  AB_ENGINE_FAILURE_NO_BESTMOVE,  /* no "bestmove" within the time given plus response-timeout */
  AB_ENGINE_FAILURE_ILLEGAL_MOVE, /* its best move is not legal in the position */
} AbEngineFailure;

#define AB_ENGINE_ERROR (ab_engine_error_quark ())
GQuark ab_engine_error_quark (void);

typedef enum
{
  AB_ENGINE_ERROR_START,        /* the program could not be started */
  AB_ENGINE_ERROR_RUNNING,      /* started already */
  AB_ENGINE_ERROR_NOT_READY,    /* not started, still starting, or failed */
  AB_ENGINE_ERROR_BUSY,         /* a search runs: stop or cancel it first */
  AB_ENGINE_ERROR_ILLEGAL_MOVE, /* a move of the game is not legal where it stands */
  AB_ENGINE_ERROR_NO_MOVES,     /* the side to move has no legal move: the game is over */
  AB_ENGINE_ERROR_BAD_LIMITS,   /* no limit given, or a number out of range */
  AB_ENGINE_ERROR_UNSUPPORTED,  /* Chess960, and the engine has no UCI_Chess960 */
  AB_ENGINE_ERROR_FAILED,       /* the engine failed while it worked for a caller */
} AbEngineError;

/* Hints search this long at full strength. */
#define AB_ENGINE_HINT_MOVETIME_MS 1000

#define AB_TYPE_ENGINE (ab_engine_get_type ())
G_DECLARE_FINAL_TYPE (AbEngine, ab_engine, AB, ENGINE, GObject)

/* path: the engine program; NULL for the default engine. */
AbEngine *ab_engine_new (const char *path);

/* The default engine: /usr/games/stockfish, else "stockfish" on the PATH;
 * NULL when neither exists. Free with g_free. */
char *ab_engine_find_default (void);

/* Properties; changes apply from the next start (path) or search (the rest). */
const char *ab_engine_get_path (AbEngine *self);
void ab_engine_set_path (AbEngine *self, const char *path);
AbEngineStrength ab_engine_get_strength (AbEngine *self);
void ab_engine_set_strength (AbEngine *self, AbEngineStrength strength);
guint ab_engine_get_threads (AbEngine *self);
void ab_engine_set_threads (AbEngine *self, guint threads);
guint ab_engine_get_hash (AbEngine *self); /* MB */
void ab_engine_set_hash (AbEngine *self, guint hash_mb);
guint ab_engine_get_response_timeout (AbEngine *self); /* ms */
void ab_engine_set_response_timeout (AbEngine *self, guint timeout_ms);
/* Any other option the engine declares (SyzygyPath, a log file); value NULL
 * forgets it. Set as given, after the handshake and before each search, before
 * the options above, which win where they name the same option. */
void ab_engine_set_option (AbEngine *self, const char *name, const char *value);

AbEngineState ab_engine_get_state (AbEngine *self);
/* The engine's "id name", once it said it; else NULL. */
const char *ab_engine_get_name (AbEngine *self);
/* Whether the running engine declared the option. */
gboolean ab_engine_has_option (AbEngine *self, const char *name);
/* The process id as text while the process runs; else NULL. */
const char *ab_engine_get_identifier (AbEngine *self);

/* Starts the program and the handshake; "ready" or "failed" follows. Allowed
 * when STOPPED or FAILED; on error nothing changes. */
gboolean ab_engine_start (AbEngine *self, GError **error);

/* The next search belongs to a new game ("ucinewgame": the engine forgets
 * what it learnt). A start implies it. */
void ab_engine_new_game (AbEngine *self);

/* Searches the position after moves[0 … n_moves - 1] from start. Returns the
 * search's number (never 0), passed with its "info" and "best-move"; 0 and an
 * error when not READY, the moves are not legal, the side to move has no move,
 * or limits are out of range. */
guint ab_engine_go (AbEngine *self, const AbPosition *start, const AbMove *moves, guint n_moves,
                    const AbEngineLimits *limits, GError **error);
/* The engine's best move for the side to move: AB_ENGINE_HINT_MOVETIME_MS at
 * full strength. As ab_engine_go. */
guint ab_engine_hint (AbEngine *self, const AbPosition *start, const AbMove *moves,
                      guint n_moves, GError **error);

/* "stop": the running search ends now and its "best-move" follows. FALSE
 * when no search runs. */
gboolean ab_engine_stop (AbEngine *self);
/* Stops the running search and drops its result: the engine is READY at
 * once and that search sends nothing more. FALSE when no search runs. */
gboolean ab_engine_cancel (AbEngine *self);

/* Says "quit" and closes the engine's input; a process still there after
 * response-timeout is terminated, and killed after twice that. The state is
 * STOPPED at once; callback (may be NULL) runs when the process has gone. */
void ab_engine_quit (AbEngine *self, GAsyncReadyCallback callback, gpointer user_data);
/* TRUE when the engine left by itself, FALSE when it had to be terminated. */
gboolean ab_engine_quit_finish (AbEngine *self, GAsyncResult *result);

G_END_DECLS
