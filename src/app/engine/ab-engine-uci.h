/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-engine-uci.h — the lines of the UCI protocol: reading what an engine says
 * and writing what it is told. No I/O and no GObject: ab-engine.c moves the
 * lines; these functions only turn text into facts and facts into text.
 *
 * Scores are as UCI gives them: from the point of view of the side to move. */
#pragma once

#include <glib.h>

#include "ab-clock.h"
#include "ab-position.h"

G_BEGIN_DECLS

#define AB_ENGINE_PV_MAX 32

typedef enum
{
  AB_ENGINE_SCORE_NONE = 0, /* the line gave no score */
  AB_ENGINE_SCORE_CP,       /* value in centipawns */
  AB_ENGINE_SCORE_MATE,     /* value in moves: > 0 the side to move mates, < 0 it is mated */
} AbEngineScoreKind;

typedef enum
{
  AB_ENGINE_BOUND_EXACT = 0,
  AB_ENGINE_BOUND_LOWER, /* the score is at least value */
  AB_ENGINE_BOUND_UPPER, /* the score is at most value */
} AbEngineBound;

typedef struct
{
  AbEngineScoreKind kind;
  int value;
  AbEngineBound bound;
} AbEngineScore;

/* What an "info" line says about the search; fields not given are -1 (score:
 * AB_ENGINE_SCORE_NONE). The principal variation is given as moves of the
 * searched position, up to the first one that is not legal there. */
typedef struct
{
  int depth;
  int seldepth;
  int multipv;
  AbEngineScore score;
  gint64 nodes;
  gint64 nps;
  gint64 time_ms;
  int n_pv;
  AbMove pv[AB_ENGINE_PV_MAX];
} AbEngineInfo;

/* What a search may use. Zeroed means "nothing given": set at least one of
 * use_clock, movetime_ms, depth, nodes or infinite. */
typedef struct
{
  gboolean use_clock;     /* time_ms and inc_ms (by colour) and moves_to_go are given */
  gint64 time_ms[2];      /* wtime, btime: what each clock shows */
  gint64 inc_ms[2];       /* winc, binc */
  guint moves_to_go;      /* 0: the clock's time is for the rest of the game */
  gint64 movetime_ms;     /* 0: not given */
  guint depth;            /* 0: not given */
  guint64 nodes;          /* 0: not given */
  gboolean infinite;      /* until stopped */
  gboolean full_strength; /* search at full strength whatever the engine's level:
                           * hints and evaluations */
} AbEngineLimits;

/* Limits are bounded so that a deadline derived from them cannot overflow. */
#define AB_ENGINE_MAX_TIME_MS (G_GINT64_CONSTANT (1000) * 3600 * 1000) /* 1000 hours */
#define AB_ENGINE_MAX_DEPTH 1000

typedef enum
{
  AB_UCI_OPTION_CHECK,
  AB_UCI_OPTION_SPIN,
  AB_UCI_OPTION_COMBO,
  AB_UCI_OPTION_BUTTON,
  AB_UCI_OPTION_STRING,
} AbUciOptionType;

/* An option the engine declared: "option name Skill Level type spin default 20 min 0 max 20". */
typedef struct
{
  char *name;
  AbUciOptionType type;
  char *default_value; /* NULL when not given; "" for "<empty>" */
  gint64 min;          /* spin only; G_MININT64 / G_MAXINT64 when not given */
  gint64 max;
} AbUciOption;

typedef enum
{
  AB_UCI_LINE_UNKNOWN = 0, /* anything else, ignored as the protocol asks */
  AB_UCI_LINE_ID_NAME,
  AB_UCI_LINE_ID_AUTHOR,
  AB_UCI_LINE_OPTION,
  AB_UCI_LINE_UCIOK,
  AB_UCI_LINE_READYOK,
  AB_UCI_LINE_BESTMOVE,
  AB_UCI_LINE_INFO,
} AbUciLineKind;

typedef struct
{
  AbUciLineKind kind;
  char *text;        /* ID_NAME, ID_AUTHOR */
  AbUciOption option; /* OPTION */
  char *best;        /* BESTMOVE: the move as written; NULL for "(none)" and "0000" */
  char *ponder;      /* BESTMOVE: NULL when not given */
  AbEngineInfo info; /* INFO, with n_pv 0: */
  char **pv;         /* INFO: the principal variation as written, NULL-terminated */
} AbUciLine;

/* Reads one line (without its line ending; a trailing '\r' is ignored).
 * Malformed fields are left out, and bytes that are not UTF-8 are replaced, so that
 * every text is valid UTF-8; clear the result with ab_uci_line_clear. */
void ab_uci_line_parse (const char *text, AbUciLine *line);
void ab_uci_line_clear (AbUciLine *line);

void ab_uci_option_clear (AbUciOption *option);

/* Whether text reads as a move in coordinate form: e2e4, e7e8q. */
gboolean ab_uci_is_move_text (const char *text);

/* "position startpos moves e2e4 …" or "position fen … moves …", with a newline:
 * castling in Chess960 as king takes rook, the start in Shredder-FEN. NULL when
 * moves[i] is not legal after the moves before it; *bad_ply (if given) is i.
 * final (if given) receives the position after the moves. */
char *ab_uci_format_position (const AbPosition *start, const AbMove *moves, guint n_moves,
                              AbPosition *final, guint *bad_ply);

/* "go wtime … btime … winc … binc … movestogo … movetime … depth … nodes …"
 * or "go infinite", with a newline. */
char *ab_uci_format_go (const AbEngineLimits *limits);

/* "setoption name N value V" (no value for a button), with a newline. NULL
 * when name or value holds a line break or name holds the word "value". */
char *ab_uci_format_setoption (const char *name, const char *value);

/* Whether limits name at least one limit and every number is in range. */
gboolean ab_engine_limits_check (const AbEngineLimits *limits);

/* Fills the clock part of limits from clock at now: each side's time (with
 * what is left of a simple delay), the period's bonus as increment (Fischer;
 * Bronstein and delay give at most as much back, which an engine planning with
 * an increment copes with), and the moves to go in the period. FALSE, and
 * limits unchanged, when the clock measures no time (no time control, or not
 * readable at now). */
gboolean ab_engine_limits_set_clock (AbEngineLimits *limits, const AbClock *clock, gint64 now);

/* How long a search with these limits may take before its engine counts as
 * hung: the time it was given (move time, or the clock of the side to move),
 * plus margin_ms; G_MAXINT64 when only depth, nodes or infinite limit it. */
gint64 ab_engine_limits_deadline_ms (const AbEngineLimits *limits, AbColor side_to_move,
                                     gint64 margin_ms);

G_END_DECLS
