/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-bpgn-write.c — writing a match in BPGN and a board in PGN. */
#include "ab-bughouse-bpgn.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ab-bughouse-match-private.h"

static const char *const ending_words[] = {
  [AB_BUGHOUSE_ENDING_NONE] = NULL,
  [AB_BUGHOUSE_ENDING_CHECKMATE] = "checkmate",
  [AB_BUGHOUSE_ENDING_FLAG] = "flag",
  [AB_BUGHOUSE_ENDING_REFUSED_RULES] = "refused-rules",
  [AB_BUGHOUSE_ENDING_RESIGNATION] = "resignation",
  [AB_BUGHOUSE_ENDING_AGREEMENT] = "agreement",
  [AB_BUGHOUSE_ENDING_BOTH_FLAGS] = "both-flags",
  [AB_BUGHOUSE_ENDING_FLAG_CANNOT_MATE] = "flag-cannot-mate",
  [AB_BUGHOUSE_ENDING_THIRTY_MOVES] = "thirty-moves",
  [AB_BUGHOUSE_ENDING_ILLEGAL_MOVES] = "illegal-moves",
};

#define N_ENDINGS ((int) (sizeof ending_words / sizeof ending_words[0]))

const char *
ab_bughouse_ending_keyword (AbBughouseEnding ending)
{
  return (unsigned) ending < (unsigned) N_ENDINGS ? ending_words[ending] : NULL;
}

AbBughouseEnding
ab_bughouse_ending_from_keyword (const char *word)
{
  for (int i = 1; i < N_ENDINGS; i++)
    if (strcmp (word, ending_words[i]) == 0)
      return (AbBughouseEnding) i;
  return AB_BUGHOUSE_ENDING_NONE;
}

void
ab_bpgn_tags_init (AbBpgnTags *tags)
{
  memset (tags, 0, sizeof *tags);
}

/* A bounded writer that counts what it could not store, with PGN's line
 * length: tokens are wrapped before column 80. */
typedef struct
{
  char *buf;
  size_t size;
  size_t len;
  size_t column;
} Out;

static void
put_raw (Out *out, const char *s)
{
  for (; *s; s++)
    {
      if (out->size > 0 && out->len + 1 < out->size)
        {
          out->buf[out->len] = *s;
          out->buf[out->len + 1] = '\0';
        }
      out->len++;
      out->column = *s == '\n' ? 0 : out->column + 1;
    }
}

static void
put_token (Out *out, const char *token)
{
  if (out->column > 0 && out->column + 1 + strlen (token) > 79)
    put_raw (out, "\n");
  else if (out->column > 0)
    put_raw (out, " ");
  put_raw (out, token);
}

static void
put_tag (Out *out, const char *name, const char *value, const char *unknown)
{
  put_raw (out, "[");
  put_raw (out, name);
  put_raw (out, " \"");
  if (!value || !*value)
    value = unknown;
  for (; *value; value++)
    {
      char c[3] = { 0 };

      /* PGN escapes quote and backslash; line breaks have no place in a tag */
      if (*value == '"' || *value == '\\')
        {
          c[0] = '\\';
          c[1] = *value;
        }
      else
        c[0] = *value == '\n' || *value == '\r' ? ' ' : *value;
      put_raw (out, c);
    }
  put_raw (out, "\"]\n");
}

static const char *
result_text (AbBughouseResult r)
{
  switch (r)
    {
    case AB_BUGHOUSE_RESULT_WHITE_WINS: return "1-0";
    case AB_BUGHOUSE_RESULT_BLACK_WINS: return "0-1";
    case AB_BUGHOUSE_RESULT_DRAW: return "1/2-1/2";
    default: return "*";
    }
}

static const char *
team_result (const AbBughouseMatch *match)
{
  int one = ab_bughouse_match_team_half_points (match, AB_TEAM_1);
  int two = ab_bughouse_match_team_half_points (match, AB_TEAM_2);

  if (!ab_bughouse_match_is_over (match))
    return "*";
  return one > two ? "1-0" : one < two ? "0-1" : "1/2-1/2";
}

static bool
standard_start (const AbBughousePosition *pos)
{
  AbBughousePosition start;

  ab_bughouse_position_set_start (&start);
  return ab_bughouse_position_equal (pos, &start);
}

static void
put_clock (Out *out, int64_t ms, bool pgn_clk)
{
  char token[48];

  if (ms < 0)
    return;
  if (pgn_clk)
    snprintf (token, sizeof token, "{[%%clk %" PRId64 ":%02" PRId64 ":%02" PRId64 "]}",
              ms / 3600000, ms / 60000 % 60, ms / 1000 % 60);
  else
    snprintf (token, sizeof token, "{%" PRId64 ".%03" PRId64 "}", ms / 1000, ms % 1000);
  put_token (out, token);
}

size_t
ab_bughouse_bpgn_write (const AbBughouseMatch *match, const AbBpgnTags *tags, char *buf,
                        size_t size)
{
  static const char board_letters[2][2] = { { 'A', 'a' }, { 'B', 'b' } };
  AbBpgnTags empty;
  Out out = { buf, size, 0, 0 };
  AbBughouseReplay *replay;

  if (size > 0)
    buf[0] = '\0';
  if (tags == NULL)
    {
      ab_bpgn_tags_init (&empty);
      tags = &empty;
    }
  put_tag (&out, "Event", tags->event, "?");
  put_tag (&out, "Site", tags->site, "?");
  put_tag (&out, "Date", tags->date, "????.??.??");
  put_tag (&out, "Round", tags->round, "?");
  put_tag (&out, "WhiteA", tags->white_a, "?");
  put_tag (&out, "BlackA", tags->black_a, "?");
  put_tag (&out, "WhiteB", tags->white_b, "?");
  put_tag (&out, "BlackB", tags->black_b, "?");
  if (tags->time_control[0])
    put_tag (&out, "TimeControl", tags->time_control, "-");
  put_tag (&out, "Result", team_result (match), "*");
  put_tag (&out, "Variant", "Bughouse", "");
  put_tag (&out, "Ruleset", "doorgeefschaak-1988", "");
  for (int b = 0; b < 2; b++)
    {
      const AbBughouseOutcome *o = &match->outcome[b];

      if (o->result)
        {
          put_tag (&out, b ? "ResultB" : "ResultA", result_text (o->result), "*");
          put_tag (&out, b ? "EndingB" : "EndingA", ab_bughouse_ending_keyword (o->ending), "?");
        }
    }
  if (!standard_start (&match->start[0]) || !standard_start (&match->start[1]))
    {
      char fen[2][AB_BUGHOUSE_FEN_MAX], both[2 * AB_BUGHOUSE_FEN_MAX + 4];

      ab_bughouse_position_get_fen (&match->start[0], fen[0], sizeof fen[0]);
      ab_bughouse_position_get_fen (&match->start[1], fen[1], sizeof fen[1]);
      snprintf (both, sizeof both, "%s | %s", fen[0], fen[1]);
      put_tag (&out, "SetUp", "1", "");
      put_tag (&out, "FEN", both, "");
    }
  put_raw (&out, "\n");

  replay = malloc (sizeof *replay);
  if (replay == NULL)
    return 0;
  ab_bughouse_replay_init (replay, match);
  for (int i = 0; i < match->record_length; i++)
    {
      const AbBughouseRecordEntry *e = &match->record[i];
      const AbBughousePosition *pos = &replay->boards[e->board];
      char token[AB_NOTATION_MAX + 16], move[AB_NOTATION_MAX + 8];

      if (e->kind == AB_RECORD_RESTART)
        {
          char sq[3] = { 0 };

          if (e->lifted != AB_NO_SQUARE)
            {
              sq[0] = (char) ('a' + AB_SQUARE_FILE (e->lifted));
              sq[1] = (char) ('1' + AB_SQUARE_RANK (e->lifted));
            }
          snprintf (token, sizeof token, "{restart %c%s%s}", board_letters[e->board][0],
                    sq[0] ? " lift " : "", sq);
          put_token (&out, token);
          /* the clock of the opponent, who restarted the offender's */
          put_clock (&out, e->clock_ms, false);
          ab_bughouse_replay_step (replay, e, i);
          continue;
        }
      if (e->kind == AB_RECORD_STAND)
        {
          snprintf (token, sizeof token, "{stand %c}", board_letters[e->board][0]);
          put_token (&out, token);
          continue;
        }
      if (e->illegal)
        ab_bughouse_move_to_uci (pos, e->move, move);
      else
        ab_bughouse_move_to_san (pos, e->move, &ab_san_style_pgn, move, sizeof move);
      snprintf (token, sizeof token, "%d%c.", pos->pos.fullmove,
                board_letters[e->board][pos->pos.side]);
      put_token (&out, token);
      put_token (&out, move);
      put_clock (&out, e->clock_ms, false);
      if (e->illegal)
        put_token (&out, "{illegal}");
      ab_bughouse_replay_step (replay, e, i);
    }
  free (replay);
  put_token (&out, team_result (match));
  put_raw (&out, "\n");
  return out.len;
}

size_t
ab_bughouse_pgn_write_board (const AbBughouseMatch *match, AbBughouseBoard board,
                             const AbBpgnTags *tags, char *buf, size_t size)
{
  AbBpgnTags empty;
  Out out = { buf, size, 0, 0 };
  AbBughouseReplay *replay;
  bool *taken_back;
  bool need_number = true;

  if (size > 0)
    buf[0] = '\0';
  if ((unsigned) board > AB_BOARD_B)
    return 0;
  if (tags == NULL)
    {
      ab_bpgn_tags_init (&empty);
      tags = &empty;
    }
  put_tag (&out, "Event", tags->event, "?");
  put_tag (&out, "Site", tags->site, "?");
  put_tag (&out, "Date", tags->date, "????.??.??");
  put_tag (&out, "Round", tags->round, "?");
  put_tag (&out, "White", board ? tags->white_b : tags->white_a, "?");
  put_tag (&out, "Black", board ? tags->black_b : tags->black_a, "?");
  put_tag (&out, "Result", result_text (match->outcome[board].result), "*");
  put_tag (&out, "Board", board ? "B" : "A", "");
  if (tags->time_control[0])
    put_tag (&out, "TimeControl", tags->time_control, "-");
  put_tag (&out, "Variant", "Bughouse", "");
  if (match->outcome[board].result)
    put_tag (&out, "Termination", ab_bughouse_ending_keyword (match->outcome[board].ending), "?");
  if (!standard_start (&match->start[board]))
    {
      char fen[AB_BUGHOUSE_FEN_MAX];

      ab_bughouse_position_get_fen (&match->start[board], fen, sizeof fen);
      put_tag (&out, "SetUp", "1", "");
      put_tag (&out, "FEN", fen, "");
    }
  put_raw (&out, "\n");

  replay = malloc (sizeof *replay);
  taken_back = calloc ((size_t) match->record_length + 1, sizeof *taken_back);
  if (replay == NULL || taken_back == NULL)
    {
      free (replay);
      free (taken_back);
      return 0;
    }
  /* The game as it stands: an illegal move taken back (art. 8C) is left out. */
  {
    int last = -1;

    for (int i = 0; i < match->record_length; i++)
      if (match->record[i].board == board)
        {
          if (match->record[i].kind == AB_RECORD_RESTART && last >= 0)
            taken_back[last] = true;
          else if (match->record[i].kind == AB_RECORD_MOVE)
            last = i;
        }
  }
  ab_bughouse_replay_init (replay, match);
  for (int i = 0; i < match->record_length; i++)
    {
      const AbBughouseRecordEntry *e = &match->record[i];
      const AbBughousePosition *pos = &replay->boards[e->board];

      if (e->board == board && e->kind == AB_RECORD_MOVE && !taken_back[i])
        {
          char token[AB_NOTATION_MAX + 16];

          if (pos->pos.side == AB_WHITE || need_number)
            {
              snprintf (token, sizeof token, pos->pos.side == AB_WHITE ? "%d." : "%d...",
                        pos->pos.fullmove);
              put_token (&out, token);
            }
          if (e->illegal)
            ab_bughouse_move_to_uci (pos, e->move, token);
          else
            ab_bughouse_move_to_san (pos, e->move, &ab_san_style_pgn, token, sizeof token);
          put_token (&out, token);
          put_clock (&out, e->clock_ms, true);
          need_number = e->clock_ms >= 0;
        }
      ab_bughouse_replay_step (replay, e, i);
    }
  free (replay);
  free (taken_back);
  put_token (&out, result_text (match->outcome[board].result));
  put_raw (&out, "\n");
  return out.len;
}
