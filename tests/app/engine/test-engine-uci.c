/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-engine-uci.c — the UCI lines without an engine: reading what engines
 * say, writing positions, searches and options, the clock's times, the named
 * strengths, and the review's arithmetic. */
#include <string.h>

#include "ab-engine-options.h"
#include "ab-engine-review.h"
#include "ab-engine-uci.h"
#include "ab-fen.h"
#include "ab-time-control.h"
#include "ab-uci.h"

/* Reading lines */

typedef struct
{
  const char *line;
  AbUciLineKind kind;
  const char *text;   /* ID_*: the text; OPTION: the name; BESTMOVE: the move */
  const char *value;  /* OPTION: the default; BESTMOVE: the ponder move */
  int type;           /* OPTION */
  gint64 min, max;    /* OPTION */
} LineCase;

static const LineCase line_cases[] = {
  { "uciok", AB_UCI_LINE_UCIOK },
  { "  readyok\r", AB_UCI_LINE_READYOK },
  { "id name Stockfish 15.1", AB_UCI_LINE_ID_NAME, "Stockfish 15.1" },
  { "id  author\tthe Stockfish developers", AB_UCI_LINE_ID_AUTHOR, "the Stockfish developers" },
  { "id", AB_UCI_LINE_UNKNOWN },
  { "option name Skill Level type spin default 20 min 0 max 20", AB_UCI_LINE_OPTION,
    "Skill Level", "20", AB_UCI_OPTION_SPIN, 0, 20 },
  { "option name UCI_Elo type spin default 1350 min 1350 max 2850", AB_UCI_LINE_OPTION,
    "UCI_Elo", "1350", AB_UCI_OPTION_SPIN, 1350, 2850 },
  { "option name Debug Log File type string default ", AB_UCI_LINE_OPTION, "Debug Log File", "",
    AB_UCI_OPTION_STRING, G_MININT64, G_MAXINT64 },
  { "option name SyzygyPath type string default <empty>", AB_UCI_LINE_OPTION, "SyzygyPath", "",
    AB_UCI_OPTION_STRING, G_MININT64, G_MAXINT64 },
  { "option name Clear Hash type button", AB_UCI_LINE_OPTION, "Clear Hash", NULL,
    AB_UCI_OPTION_BUTTON, G_MININT64, G_MAXINT64 },
  { "option name UCI_Chess960 type check default false", AB_UCI_LINE_OPTION, "UCI_Chess960",
    "false", AB_UCI_OPTION_CHECK, G_MININT64, G_MAXINT64 },
  { "option name Style type combo default Normal var Solid var Normal var Risky",
    AB_UCI_LINE_OPTION, "Style", "Normal", AB_UCI_OPTION_COMBO, G_MININT64, G_MAXINT64 },
  { "option name Hash type spin default 16 min x max 99999999999999999999", AB_UCI_LINE_OPTION,
    "Hash", "16", AB_UCI_OPTION_SPIN, G_MININT64, G_MAXINT64 },
  { "option name type spin default 1", AB_UCI_LINE_UNKNOWN },
  { "option name Foo type colour", AB_UCI_LINE_UNKNOWN },
  { "option name Foo", AB_UCI_LINE_UNKNOWN },
  { "option type spin", AB_UCI_LINE_UNKNOWN },
  { "bestmove e2e4 ponder e7e5", AB_UCI_LINE_BESTMOVE, "e2e4", "e7e5" },
  { "bestmove e7e8q", AB_UCI_LINE_BESTMOVE, "e7e8q", NULL },
  { "bestmove (none)", AB_UCI_LINE_BESTMOVE, NULL, NULL },
  { "bestmove 0000", AB_UCI_LINE_BESTMOVE, NULL, NULL },
  { "bestmove e2e4 ponder", AB_UCI_LINE_BESTMOVE, "e2e4", NULL },
  { "bestmove e2e4 ponder z9z9", AB_UCI_LINE_BESTMOVE, "e2e4", NULL },
  { "bestmove", AB_UCI_LINE_UNKNOWN },
  { "", AB_UCI_LINE_UNKNOWN },
  { "Stockfish 15.1 by the Stockfish developers", AB_UCI_LINE_UNKNOWN },
  { "uciokay", AB_UCI_LINE_UNKNOWN },
  /* bytes that are not UTF-8 are replaced: the name is shown and spoken */
  { "id name Fritz \xff\xfe 8", AB_UCI_LINE_ID_NAME, "Fritz \xef\xbf\xbd\xef\xbf\xbd 8" },
};

static void
test_parse_lines (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (line_cases); i++)
    {
      const LineCase *c = &line_cases[i];
      AbUciLine line;

      g_test_message ("line %u: \"%s\"", i, c->line);
      ab_uci_line_parse (c->line, &line);
      g_assert_cmpint (line.kind, ==, c->kind);
      switch (c->kind)
        {
        case AB_UCI_LINE_ID_NAME:
        case AB_UCI_LINE_ID_AUTHOR:
          g_assert_cmpstr (line.text, ==, c->text);
          break;
        case AB_UCI_LINE_OPTION:
          g_assert_cmpstr (line.option.name, ==, c->text);
          g_assert_cmpstr (line.option.default_value, ==, c->value);
          g_assert_cmpint (line.option.type, ==, c->type);
          g_assert_cmpint (line.option.min, ==, c->min);
          g_assert_cmpint (line.option.max, ==, c->max);
          break;
        case AB_UCI_LINE_BESTMOVE:
          g_assert_cmpstr (line.best, ==, c->text);
          g_assert_cmpstr (line.ponder, ==, c->value);
          break;
        default:
          g_assert_null (line.text);
          g_assert_null (line.option.name);
          g_assert_null (line.best);
          break;
        }
      ab_uci_line_clear (&line);
    }
}

typedef struct
{
  const char *line;
  int depth, seldepth, multipv;
  AbEngineScoreKind score;
  int value;
  AbEngineBound bound;
  gint64 nodes, nps, time_ms;
  const char *pv; /* joined by spaces */
} InfoCase;

static const InfoCase info_cases[] = {
  { "info depth 5 seldepth 2 multipv 1 score cp 58 nodes 174 nps 174000 hashfull 0 tbhits 0 "
    "time 1 pv d2d4 a7a6",
    5, 2, 1, AB_ENGINE_SCORE_CP, 58, AB_ENGINE_BOUND_EXACT, 174, 174000, 1, "d2d4 a7a6" },
  { "info depth 12 score mate -3 upperbound pv e2e4", 12, -1, -1, AB_ENGINE_SCORE_MATE, -3,
    AB_ENGINE_BOUND_UPPER, -1, -1, -1, "e2e4" },
  { "info score cp -20 lowerbound depth 7", 7, -1, -1, AB_ENGINE_SCORE_CP, -20,
    AB_ENGINE_BOUND_LOWER, -1, -1, -1, "" },
  { "info string NNUE evaluation using nn-ad9b42354671.nnue enabled depth 3", -1, -1, -1,
    AB_ENGINE_SCORE_NONE, 0, 0, -1, -1, -1, "" },
  { "info depth x score cp nodes -5 time 3", -1, -1, -1, AB_ENGINE_SCORE_NONE, 0, 0, -1, -1, 3,
    "" },
  { "info depth 9 currmove e2e4 currmovenumber 1", 9, -1, -1, AB_ENGINE_SCORE_NONE, 0, 0, -1, -1,
    -1, "" },
  { "info depth 3 pv e7e8q e2e4 hashfull 12 nodes 40", 3, -1, -1, AB_ENGINE_SCORE_NONE, 0, 0, 40,
    -1, -1, "e7e8q e2e4" },
  { "info score mate 99999999999 depth 2", 2, -1, -1, AB_ENGINE_SCORE_NONE, 0, 0, -1, -1, -1, "" },
  /* a second pv replaces the first (and the first's moves are freed: the sanitizer
   * build checks) */
  { "info depth 4 pv e2e4 e7e5 nodes 9 pv d2d4 d7d5 g1f3", 4, -1, -1, AB_ENGINE_SCORE_NONE, 0, 0,
    9, -1, -1, "d2d4 d7d5 g1f3" },
};

static void
test_parse_info (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (info_cases); i++)
    {
      const InfoCase *c = &info_cases[i];
      g_autofree char *pv = NULL;
      AbUciLine line;

      g_test_message ("info %u: \"%s\"", i, c->line);
      ab_uci_line_parse (c->line, &line);
      g_assert_cmpint (line.kind, ==, AB_UCI_LINE_INFO);
      g_assert_cmpint (line.info.depth, ==, c->depth);
      g_assert_cmpint (line.info.seldepth, ==, c->seldepth);
      g_assert_cmpint (line.info.multipv, ==, c->multipv);
      g_assert_cmpint (line.info.score.kind, ==, c->score);
      if (c->score != AB_ENGINE_SCORE_NONE)
        {
          g_assert_cmpint (line.info.score.value, ==, c->value);
          g_assert_cmpint (line.info.score.bound, ==, c->bound);
        }
      g_assert_cmpint (line.info.nodes, ==, c->nodes);
      g_assert_cmpint (line.info.nps, ==, c->nps);
      g_assert_cmpint (line.info.time_ms, ==, c->time_ms);
      g_assert_cmpint (line.info.n_pv, ==, 0);
      pv = g_strjoinv (" ", line.pv);
      g_assert_cmpstr (pv, ==, c->pv);
      ab_uci_line_clear (&line);
    }
}

/* Whatever an engine prints is read without harm: random lines of protocol
 * words, numbers and bytes. */
static void
test_parse_random (void)
{
  static const char *const vocabulary[] = {
    "info", "depth", "seldepth", "score", "cp", "mate", "lowerbound", "upperbound", "pv",
    "bestmove", "ponder", "option", "name", "type", "spin", "check", "string", "default", "min",
    "max", "var", "id", "uciok", "readyok", "e2e4", "e7e8q", "a1h8", "0000", "(none)", "-",
    "99999999999999999999999", "-7", "12", "\t", "\r", " ", "",
  };
  GRand *rand = g_rand_new_with_seed (960);

  for (guint i = 0; i < 20000; i++)
    {
      g_autoptr (GString) text = g_string_new (NULL);
      guint n = g_rand_int_range (rand, 0, 16);
      AbUciLine line;

      for (guint j = 0; j < n; j++)
        {
          if (g_rand_int_range (rand, 0, 8) == 0)
            g_string_append_c (text, (char) g_rand_int_range (rand, 1, 256));
          else
            g_string_append (text, vocabulary[g_rand_int_range (rand, 0,
                                                                G_N_ELEMENTS (vocabulary))]);
          g_string_append_c (text, g_rand_boolean (rand) ? ' ' : '\t');
        }
      ab_uci_line_parse (text->str, &line);
      if (line.kind == AB_UCI_LINE_INFO)
        for (guint j = 0; line.pv[j] != NULL; j++)
          g_assert_true (ab_uci_is_move_text (line.pv[j]));
      if (line.kind == AB_UCI_LINE_BESTMOVE && line.best != NULL)
        g_assert_true (ab_uci_is_move_text (line.best));
      if (line.kind == AB_UCI_LINE_OPTION)
        g_assert_nonnull (line.option.name);
      ab_uci_line_clear (&line);
      g_assert_cmpint (line.kind, ==, AB_UCI_LINE_UNKNOWN);
    }
  g_rand_free (rand);
}

/* Writing positions */

typedef struct
{
  const char *fen;   /* NULL: the standard start */
  const char *moves; /* UCI, as the engine writes them */
  const char *expected;
  int bad_ply;       /* -1: all legal */
} PositionCase;

static const PositionCase position_cases[] = {
  { NULL, "", "position startpos\n", -1 },
  { NULL, "e2e4 e7e5 g1f3", "position startpos moves e2e4 e7e5 g1f3\n", -1 },
  /* standard castling is the king's two-square step, even when read as king takes rook */
  { NULL, "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1h1",
    "position startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1\n", -1 },
  { "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8n",
    "position fen 4k3/P7/8/8/8/8/8/4K3 w - - 0 1 moves a7a8n\n", -1 },
  /* Chess960: Shredder-FEN, castling as king takes rook */
  { "1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R4KR w HBhb - 0 1", "g1h1 g8b8",
    "position fen 1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R4KR w HBhb - 0 1 moves g1h1 g8b8\n", -1 },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1", "e7e5",
    "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1 moves e7e5\n", -1 },
  { NULL, "e2e4 e2e4", NULL, 1 },
  { NULL, "e2e5", NULL, 0 },
};

/* The moves as AbMove, read in turn; the unreadable one as a null move. */
static GArray *
read_moves (const AbPosition *start, const char *text)
{
  g_auto (GStrv) words = g_strsplit (text, " ", -1);
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (AbMove));
  AbPosition *pos = ab_position_copy (start);

  for (guint i = 0; words[i] != NULL; i++)
    {
      AbMove move;
      AbUndo undo;

      if (words[i][0] == '\0')
        continue;
      move = ab_move_from_uci (pos, words[i]);
      g_array_append_val (moves, move);
      if (move == AB_MOVE_NONE)
        break;
      ab_position_make (pos, move, &undo);
    }
  ab_position_free (pos);
  return moves;
}

static AbPosition *
position_from (const char *fen)
{
  AbPosition *pos = ab_position_new ();

  if (fen != NULL)
    g_assert_true (ab_position_set_fen (pos, fen, NULL));
  return pos;
}

static void
test_format_position (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (position_cases); i++)
    {
      const PositionCase *c = &position_cases[i];
      AbPosition *start = position_from (c->fen);
      AbPosition *final = ab_position_new ();
      g_autoptr (GArray) moves = read_moves (start, c->moves);
      g_autofree char *text = NULL;
      char before[AB_FEN_MAX], after[AB_FEN_MAX];
      guint bad = G_MAXUINT;

      g_test_message ("position %u: %s", i, c->moves);
      ab_position_get_fen (final, AB_FEN_CASTLING_AUTO, before, sizeof before);
      text = ab_uci_format_position (start, (const AbMove *) moves->data, moves->len, final,
                                     &bad);
      g_assert_cmpstr (text, ==, c->expected);
      if (c->bad_ply >= 0)
        {
          /* refused: final untouched */
          g_assert_cmpuint (bad, ==, (guint) c->bad_ply);
          ab_position_get_fen (final, AB_FEN_CASTLING_AUTO, after, sizeof after);
          g_assert_cmpstr (after, ==, before);
        }
      else
        g_assert_cmpint (ab_position_side_to_move (final), ==,
                         (ab_position_side_to_move (start) + moves->len) % 2);
      ab_position_free (final);
      ab_position_free (start);
    }
}

/* Writing searches and options */

typedef struct
{
  AbEngineLimits limits;
  const char *expected; /* NULL: refused */
  gint64 deadline_ms;   /* with White to move and a margin of 1000 ms */
} GoCase;

static const GoCase go_cases[] = {
  { { .movetime_ms = 500 }, "go movetime 500\n", 1500 },
  { { .depth = 12 }, "go depth 12\n", G_MAXINT64 },
  { { .nodes = 5000 }, "go nodes 5000\n", G_MAXINT64 },
  { { .infinite = TRUE }, "go infinite\n", G_MAXINT64 },
  { { .use_clock = TRUE, .time_ms = { 60000, 30000 } }, "go wtime 60000 btime 30000\n", 61000 },
  { { .use_clock = TRUE, .time_ms = { 60000, 30000 }, .inc_ms = { 2000, 2000 },
      .moves_to_go = 20 },
    "go wtime 60000 btime 30000 winc 2000 binc 2000 movestogo 20\n", 61000 },
  { { .use_clock = TRUE, .time_ms = { 0, 0 } }, "go wtime 0 btime 0\n", 1000 },
  { { .use_clock = TRUE, .time_ms = { 9000, 9000 }, .movetime_ms = 100, .depth = 3 },
    "go wtime 9000 btime 9000 movetime 100 depth 3\n", 1100 },
  { { .depth = 8, .movetime_ms = 2000, .full_strength = TRUE }, "go movetime 2000 depth 8\n",
    3000 },
  { { 0 }, NULL, 0 },
  { { .full_strength = TRUE }, NULL, 0 },
  { { .movetime_ms = -5 }, NULL, 0 },
  { { .use_clock = TRUE, .time_ms = { -1, 1000 } }, NULL, 0 },
  { { .use_clock = TRUE, .time_ms = { 1000, 1000 }, .inc_ms = { 0, -1 } }, NULL, 0 },
  { { .depth = AB_ENGINE_MAX_DEPTH + 1 }, NULL, 0 },
  { { .movetime_ms = AB_ENGINE_MAX_TIME_MS + 1 }, NULL, 0 },
};

static void
test_format_go (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (go_cases); i++)
    {
      const GoCase *c = &go_cases[i];

      g_test_message ("go %u", i);
      g_assert_cmpint (ab_engine_limits_check (&c->limits), ==, c->expected != NULL);
      if (c->expected != NULL)
        {
          g_autofree char *text = ab_uci_format_go (&c->limits);

          g_assert_cmpstr (text, ==, c->expected);
          g_assert_cmpint (ab_engine_limits_deadline_ms (&c->limits, AB_WHITE, 1000), ==,
                           c->deadline_ms);
        }
    }
}

typedef struct
{
  const char *name, *value, *expected;
} SetoptionCase;

static const SetoptionCase setoption_cases[] = {
  { "Skill Level", "3", "setoption name Skill Level value 3\n" },
  { "Debug Log File", "/tmp/a b.log", "setoption name Debug Log File value /tmp/a b.log\n" },
  { "Clear Hash", NULL, "setoption name Clear Hash\n" },
  { "Hash", "16\nquit", NULL },
  { "Hash\n", "16", NULL },
  { "Default value", "1", NULL },
  { "  ", "1", NULL },
};

static void
test_format_setoption (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (setoption_cases); i++)
    {
      const SetoptionCase *c = &setoption_cases[i];
      g_autofree char *text = ab_uci_format_setoption (c->name, c->value);

      g_assert_cmpstr (text, ==, c->expected);
    }
}

/* The clock's times (6.3) as the search's limits */

typedef struct
{
  const char *control;
  gint64 used_s;        /* White's first move took this long; then Black's clock runs */
  gboolean readable;
  gint64 time_ms[2], inc_ms[2];
  guint moves_to_go;
} ClockCase;

static const ClockCase clock_cases[] = {
  { "300+5", 10, TRUE, { 295000, 300000 }, { 5000, 5000 }, 0 },
  { "40/5400:1800", 60, TRUE, { 5340000, 5400000 }, { 0, 0 }, 40 },
  { "40/5400+30:1800+30", 60, TRUE, { 5370000, 5400000 }, { 30000, 30000 }, 40 },
  { "*180", 20, TRUE, { 160000, 200000 }, { 0, 0 }, 0 },
  { "-", 10, FALSE },
};

static void
test_limits_from_clock (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (clock_cases); i++)
    {
      const ClockCase *c = &clock_cases[i];
      AbTimeControl control;
      AbTimeControlError error;
      AbClock *clock;
      AbEngineLimits limits = { .depth = 7 };
      gint64 now = 1000 * AB_USEC_PER_SEC;

      g_test_message ("clock %u: %s", i, c->control);
      g_assert_true (ab_time_control_parse (c->control, &control, &error));
      clock = ab_clock_new (&control);
      g_assert_nonnull (clock);
      g_assert_cmpint (ab_clock_start (clock, AB_WHITE, now), ==, AB_CLOCK_OK);
      now += c->used_s * AB_USEC_PER_SEC;
      g_assert_cmpint (ab_clock_press (clock, AB_WHITE, now, NULL), ==, AB_CLOCK_OK);
      g_assert_cmpint (ab_engine_limits_set_clock (&limits, clock, now), ==, c->readable);
      g_assert_cmpint (limits.use_clock, ==, c->readable);
      g_assert_cmpuint (limits.depth, ==, 7);
      for (int side = 0; c->readable && side < 2; side++)
        {
          g_assert_cmpint (limits.time_ms[side], ==, c->time_ms[side]);
          g_assert_cmpint (limits.inc_ms[side], ==, c->inc_ms[side]);
        }
      g_assert_cmpuint (limits.moves_to_go, ==, c->moves_to_go);
      ab_clock_free (clock);
    }
}

/* Named strengths as options */

static const char *const stockfish_options[] = {
  "option name Threads type spin default 1 min 1 max 1024",
  "option name Hash type spin default 16 min 1 max 33554432",
  "option name Clear Hash type button",
  "option name Skill Level type spin default 20 min 0 max 20",
  "option name UCI_Chess960 type check default false",
  "option name UCI_LimitStrength type check default false",
  "option name UCI_Elo type spin default 1350 min 1350 max 2850",
  "option name Debug Log File type string default ",
  NULL,
};

static const char *const skill_only_options[] = {
  "option name Skill Level type spin default 10 min 0 max 10",
  NULL,
};

static const char *const elo_only_options[] = {
  "option name UCI_LimitStrength type check default false",
  "option name UCI_Elo type spin default 2000 min 1000 max 3000",
  "option name Threads type spin default 1 min 1 max 4",
  NULL,
};

static const char *const no_options[] = { NULL };

typedef struct
{
  const char *const *declared;
  AbEngineStrength strength;
  guint threads;
  gboolean chess960;
  const char *expected;
} StrengthCase;

static const StrengthCase strength_cases[] = {
  { stockfish_options, AB_ENGINE_STRENGTH_BEGINNER, 1, FALSE,
    "setoption name Threads value 1\n"
    "setoption name Hash value 16\n"
    "setoption name Skill Level value 0\n"
    "setoption name UCI_LimitStrength value false\n"
    "setoption name UCI_Chess960 value false\n" },
  { stockfish_options, AB_ENGINE_STRENGTH_CLUB, 2, FALSE,
    "setoption name Threads value 2\n"
    "setoption name Hash value 16\n"
    "setoption name Skill Level value 20\n"
    "setoption name UCI_LimitStrength value true\n"
    "setoption name UCI_Elo value 1700\n"
    "setoption name UCI_Chess960 value false\n" },
  { stockfish_options, AB_ENGINE_STRENGTH_STRONG, 1, TRUE,
    "setoption name Threads value 1\n"
    "setoption name Hash value 16\n"
    "setoption name Skill Level value 20\n"
    "setoption name UCI_LimitStrength value true\n"
    "setoption name UCI_Elo value 2200\n"
    "setoption name UCI_Chess960 value true\n" },
  { stockfish_options, AB_ENGINE_STRENGTH_FULL, 5000, FALSE,
    "setoption name Threads value 1024\n"
    "setoption name Hash value 16\n"
    "setoption name Skill Level value 20\n"
    "setoption name UCI_LimitStrength value false\n"
    "setoption name UCI_Chess960 value false\n" },
  { skill_only_options, AB_ENGINE_STRENGTH_CLUB, 1, FALSE,
    "setoption name Skill Level value 3\n" },
  { skill_only_options, AB_ENGINE_STRENGTH_STRONG, 1, FALSE,
    "setoption name Skill Level value 7\n" },
  { skill_only_options, AB_ENGINE_STRENGTH_FULL, 1, FALSE,
    "setoption name Skill Level value 10\n" },
  { elo_only_options, AB_ENGINE_STRENGTH_BEGINNER, 8, FALSE,
    "setoption name Threads value 4\n"
    "setoption name UCI_LimitStrength value true\n"
    "setoption name UCI_Elo value 1000\n" },
  { elo_only_options, AB_ENGINE_STRENGTH_CLUB, 1, TRUE,
    "setoption name Threads value 1\n"
    "setoption name UCI_LimitStrength value true\n"
    "setoption name UCI_Elo value 1700\n" },
  { elo_only_options, AB_ENGINE_STRENGTH_FULL, 1, FALSE,
    "setoption name Threads value 1\n"
    "setoption name UCI_LimitStrength value false\n" },
  { no_options, AB_ENGINE_STRENGTH_CLUB, 1, FALSE, "" },
};

static AbEngineOptions *
declare_options (const char *const *lines)
{
  AbEngineOptions *options = ab_engine_options_new ();

  for (guint i = 0; lines[i] != NULL; i++)
    {
      AbUciLine line;

      ab_uci_line_parse (lines[i], &line);
      g_assert_cmpint (line.kind, ==, AB_UCI_LINE_OPTION);
      ab_engine_options_declare (options, &line.option);
      ab_uci_line_clear (&line);
    }
  return options;
}

static void
test_strength_options (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (strength_cases); i++)
    {
      const StrengthCase *c = &strength_cases[i];
      g_autoptr (AbEngineOptions) options = declare_options (c->declared);
      AbEngineSettings settings = { c->strength, c->threads, 16, c->chess960, NULL };
      g_autoptr (GString) first = g_string_new (NULL);
      g_autoptr (GString) again = g_string_new (NULL);

      g_test_message ("strength %u", i);
      ab_engine_options_update (options, &settings, first);
      g_assert_cmpstr (first->str, ==, c->expected);
      /* what the engine has already is not sent again */
      ab_engine_options_update (options, &settings, again);
      g_assert_cmpstr (again->str, ==, "");
    }
}

static void
test_options_changes (void)
{
  g_autoptr (AbEngineOptions) options = declare_options (stockfish_options);
  g_autoptr (GHashTable) custom = g_hash_table_new (g_str_hash, g_str_equal);
  AbEngineSettings settings = { AB_ENGINE_STRENGTH_BEGINNER, 1, 16, FALSE, custom };
  g_autoptr (GString) commands = g_string_new (NULL);

  ab_engine_options_update (options, &settings, commands);
  /* one change, one line; names are matched without case */
  g_string_truncate (commands, 0);
  settings.chess960 = TRUE;
  g_hash_table_insert (custom, "debug log file", "/tmp/x.log");
  g_hash_table_insert (custom, "No Such Option", "1");
  g_hash_table_insert (custom, "Clear Hash", "");
  ab_engine_options_update (options, &settings, commands);
  g_assert_cmpstr (commands->str, ==,
                   "setoption name Debug Log File value /tmp/x.log\n"
                   "setoption name UCI_Chess960 value true\n");
  g_assert_nonnull (ab_engine_options_lookup (options, "uci_elo"));
  g_assert_null (ab_engine_options_lookup (options, "Contempt"));
  /* a new process has declared nothing yet */
  ab_engine_options_reset (options);
  g_string_truncate (commands, 0);
  ab_engine_options_update (options, &settings, commands);
  g_assert_cmpstr (commands->str, ==, "");
}

/* The review's arithmetic */

typedef struct
{
  AbEngineScore score;
  double chances;
} ChancesCase;

static const ChancesCase chances_cases[] = {
  { { AB_ENGINE_SCORE_CP, 0 }, 50.0 },
  { { AB_ENGINE_SCORE_CP, 100 }, 59.1 },
  { { AB_ENGINE_SCORE_CP, -300 }, 24.9 },
  { { AB_ENGINE_SCORE_CP, 1000 }, 97.5 },
  { { AB_ENGINE_SCORE_CP, 5000 }, 97.5 },
  { { AB_ENGINE_SCORE_MATE, 3 }, 100.0 },
  { { AB_ENGINE_SCORE_MATE, -1 }, 0.0 },
  { { AB_ENGINE_SCORE_MATE, 0 }, 0.0 },
  { { AB_ENGINE_SCORE_NONE, 0 }, 50.0 },
};

static void
test_score_chances (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (chances_cases); i++)
    g_assert_cmpfloat_with_epsilon (ab_engine_score_chances (&chances_cases[i].score),
                                    chances_cases[i].chances, 0.1);
  g_assert_cmpint (ab_engine_judge_drop (4.9), ==, AB_ENGINE_JUDGEMENT_NONE);
  g_assert_cmpint (ab_engine_judge_drop (5.0), ==, AB_ENGINE_JUDGEMENT_INACCURACY);
  g_assert_cmpint (ab_engine_judge_drop (12.0), ==, AB_ENGINE_JUDGEMENT_MISTAKE);
  g_assert_cmpint (ab_engine_judge_drop (15.0), ==, AB_ENGINE_JUDGEMENT_BLUNDER);
}

#define CP(v) { AB_ENGINE_SCORE_CP, (v), AB_ENGINE_BOUND_EXACT }
#define MATE(v) { AB_ENGINE_SCORE_MATE, (v), AB_ENGINE_BOUND_EXACT }
#define NONE { AB_ENGINE_SCORE_NONE, 0, AB_ENGINE_BOUND_EXACT }

typedef struct
{
  const char *moves;
  AbEngineScore scores[8]; /* side to move's view, positions 0 … n */
  AbColor player;
  guint max_drops;
  guint n_drops;
  guint plies[4];          /* biggest first */
  AbEngineJudgement judgements[4];
} DropsCase;

static const DropsCase drops_cases[] = {
  /* Fool's mate: 2. g4?? allows mate in one */
  { "f2f3 e7e5 g2g4 d8h4", { CP (30), CP (50), CP (-150), MATE (1), MATE (0) }, AB_WHITE, 0, 2,
    { 2, 0 }, { AB_ENGINE_JUDGEMENT_BLUNDER, AB_ENGINE_JUDGEMENT_INACCURACY } },
  /* Black found the mate and lost nothing */
  { "f2f3 e7e5 g2g4 d8h4", { CP (30), CP (50), CP (-150), MATE (1), MATE (0) }, AB_BLACK, 0, 0 },
  { "f2f3 e7e5 g2g4 d8h4", { CP (30), CP (50), CP (-150), MATE (1), MATE (0) }, AB_WHITE, 1, 1,
    { 2 }, { AB_ENGINE_JUDGEMENT_BLUNDER } },
  /* equal drops: the earlier move first; a position without score leaves its moves out */
  { "e2e4 e7e5 g1f3 b8c6 f1b5", { CP (20), CP (60), CP (20), CP (60), NONE, CP (0) }, AB_WHITE, 0,
    2, { 0, 2 }, { AB_ENGINE_JUDGEMENT_INACCURACY, AB_ENGINE_JUDGEMENT_INACCURACY } },
  { "e2e4 e7e5 g1f3 b8c6 f1b5", { CP (20), CP (60), CP (20), CP (60), NONE, CP (0) }, AB_BLACK, 0,
    1, { 1 }, { AB_ENGINE_JUDGEMENT_INACCURACY } },
  { "", { CP (20) }, AB_WHITE, 0, 0 },
};

static void
test_find_drops (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (drops_cases); i++)
    {
      const DropsCase *c = &drops_cases[i];
      AbPosition *start = ab_position_new ();
      g_autoptr (GArray) moves = read_moves (start, c->moves);
      AbMove best[8] = { 0 };
      g_autoptr (GArray) drops = NULL;

      g_test_message ("drops %u", i);
      for (guint j = 0; j < moves->len; j++)
        best[j] = g_array_index (moves, AbMove, j);
      drops = ab_engine_find_drops (start, (const AbMove *) moves->data, moves->len, c->scores,
                                    best, c->player, c->max_drops);
      g_assert_cmpuint (drops->len, ==, c->n_drops);
      for (guint j = 0; j < drops->len; j++)
        {
          const AbEngineDrop *d = &g_array_index (drops, AbEngineDrop, j);

          g_assert_cmpuint (d->ply, ==, c->plies[j]);
          g_assert_cmpint (d->judgement, ==, c->judgements[j]);
          g_assert_cmpuint (d->move, ==, g_array_index (moves, AbMove, d->ply));
          g_assert_cmpint (d->before.value, ==, c->scores[d->ply].value);
          g_assert_cmpint (d->after.value, ==, c->scores[d->ply + 1].value);
          g_assert_cmpfloat (d->drop, >, 0.0);
          if (j > 0)
            g_assert_cmpfloat (d->drop, <=, g_array_index (drops, AbEngineDrop, j - 1).drop);
        }
      ab_position_free (start);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine-uci/parse-lines", test_parse_lines);
  g_test_add_func ("/engine-uci/parse-info", test_parse_info);
  g_test_add_func ("/engine-uci/parse-random", test_parse_random);
  g_test_add_func ("/engine-uci/format-position", test_format_position);
  g_test_add_func ("/engine-uci/format-go", test_format_go);
  g_test_add_func ("/engine-uci/format-setoption", test_format_setoption);
  g_test_add_func ("/engine-uci/limits-from-clock-6.3", test_limits_from_clock);
  g_test_add_func ("/engine-uci/strength-options", test_strength_options);
  g_test_add_func ("/engine-uci/options-changes", test_options_changes);
  g_test_add_func ("/engine-uci/score-chances", test_score_chances);
  g_test_add_func ("/engine-uci/find-drops", test_find_drops);

  return g_test_run ();
}
