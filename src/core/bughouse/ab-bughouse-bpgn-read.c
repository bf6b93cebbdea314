/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-bpgn-read.c — reading a match from BPGN.
 *
 * Tags first (several may share a line, as bughouse databases write
 * "[WhiteA \"x\"][WhiteAElo \"2100\"]"), then the moves: "12A." style numbers
 * say board and side, a number in a comment right after a move is the
 * mover's clock in seconds, other comments ("{C:…}", "{x resigns}"), NAGs
 * and variations are skipped. Every move is played through the match, so a
 * file cannot bring in anything the rules would not allow; "{illegal}",
 * "{restart A}" and "{stand A}" replay art. 8 as it happened. The text ends at the result or
 * at a line starting a new game's tags. */
#include "ab-bughouse-bpgn.h"

#include <ctype.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "ab-bughouse-match-private.h"

typedef struct
{
  const char *s;
  int line;
  AbBpgnError *error;
  char result[2][16];
  char ending[2][32];
  int ending_line[2];
  int fen_line;
  bool have_fen;
  char fen[2 * AB_BUGHOUSE_FEN_MAX + 8];
} Reader;

static bool
fail (Reader *r, AbBpgnErrorCode code, int board, const char *text, size_t len)
{
  AbBpgnError *e = r->error;

  memset (e, 0, sizeof *e);
  e->code = code;
  e->line = r->line;
  e->board = board;
  if (text)
    {
      if (len >= sizeof e->text)
        len = sizeof e->text - 1;
      memcpy (e->text, text, len);
      e->text[len] = '\0';
    }
  return false;
}

static void
skip_space (Reader *r)
{
  while (*r->s && isspace ((unsigned char) *r->s))
    {
      if (*r->s == '\n')
        r->line++;
      r->s++;
    }
}

static void
copy_tag (char *dst, size_t size, const char *value)
{
  size_t n = strlen (value);

  if (n >= size)
    n = size - 1;
  memcpy (dst, value, n);
  dst[n] = '\0';
}

static void
store_tag (Reader *r, AbBpgnTags *tags, const char *name, const char *value)
{
  static const struct
  {
    const char *name;
    size_t offset;
  } fields[] = {
    { "Event", offsetof (AbBpgnTags, event) },     { "Site", offsetof (AbBpgnTags, site) },
    { "Date", offsetof (AbBpgnTags, date) },       { "Round", offsetof (AbBpgnTags, round) },
    { "WhiteA", offsetof (AbBpgnTags, white_a) },  { "BlackA", offsetof (AbBpgnTags, black_a) },
    { "WhiteB", offsetof (AbBpgnTags, white_b) },  { "BlackB", offsetof (AbBpgnTags, black_b) },
    { "TimeControl", offsetof (AbBpgnTags, time_control) },
  };

  for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++)
    if (strcmp (name, fields[i].name) == 0)
      copy_tag ((char *) tags + fields[i].offset, AB_BPGN_TAG_MAX, value);
  if (strcmp (name, "ResultA") == 0 || strcmp (name, "ResultB") == 0)
    {
      copy_tag (r->result[name[6] == 'B'], sizeof r->result[0], value);
      r->ending_line[name[6] == 'B'] = r->line;
    }
  if (strcmp (name, "EndingA") == 0 || strcmp (name, "EndingB") == 0)
    {
      copy_tag (r->ending[name[6] == 'B'], sizeof r->ending[0], value);
      r->ending_line[name[6] == 'B'] = r->line;
    }
  if (strcmp (name, "FEN") == 0)
    {
      copy_tag (r->fen, sizeof r->fen, value);
      r->have_fen = true;
      r->fen_line = r->line;
    }
}

/* [Name "value"] */
static bool
read_tag (Reader *r, AbBpgnTags *tags)
{
  char name[32], value[2 * AB_BUGHOUSE_FEN_MAX + 8];
  size_t n = 0, v = 0;
  const char *start = r->s;

  r->s++;
  while (*r->s == ' ' || *r->s == '\t')
    r->s++;
  while (isalnum ((unsigned char) *r->s) || *r->s == '_')
    {
      if (n + 1 < sizeof name)
        name[n++] = *r->s;
      r->s++;
    }
  name[n] = '\0';
  while (*r->s == ' ' || *r->s == '\t')
    r->s++;
  if (n == 0 || *r->s != '"')
    return fail (r, AB_BPGN_ERROR_TAG, -1, start, strcspn (start, "\n"));
  r->s++;
  while (*r->s && *r->s != '"' && *r->s != '\n')
    {
      if (*r->s == '\\' && (r->s[1] == '"' || r->s[1] == '\\'))
        r->s++;
      if (v + 1 < sizeof value)
        value[v++] = *r->s;
      r->s++;
    }
  value[v] = '\0';
  if (*r->s != '"')
    return fail (r, AB_BPGN_ERROR_TAG, -1, start, strcspn (start, "\n"));
  r->s++;
  while (*r->s == ' ' || *r->s == '\t')
    r->s++;
  if (*r->s != ']')
    return fail (r, AB_BPGN_ERROR_TAG, -1, start, strcspn (start, "\n"));
  r->s++;
  store_tag (r, tags, name, value);
  return true;
}

static bool
set_start (Reader *r, AbBughouseMatch *match)
{
  AbBughousePosition start[2];
  char *bar;

  if (!r->have_fen)
    return true;
  r->line = r->fen_line;
  bar = strchr (r->fen, '|');
  if (bar == NULL)
    return fail (r, AB_BPGN_ERROR_FEN, -1, r->fen, strlen (r->fen));
  *bar = '\0';
  for (int b = 0; b < 2; b++)
    if (!ab_bughouse_position_set_fen (&start[b], b ? bar + 1 : r->fen, &r->error->fen))
      {
        AbBughouseFenError fen = r->error->fen;

        fail (r, AB_BPGN_ERROR_FEN, b, NULL, 0);
        r->error->fen = fen;
        return false;
      }
  ab_bughouse_match_reset (match, &start[0], &start[1]);
  return true;
}

/* A comment's text (without braces) into buf; r->s after the '}'. */
static bool
read_comment (Reader *r, char *buf, size_t size)
{
  size_t n = 0;

  r->s++;
  while (*r->s && *r->s != '}')
    {
      if (*r->s == '\n')
        r->line++;
      if (n + 1 < size)
        buf[n++] = *r->s;
      r->s++;
    }
  buf[n] = '\0';
  if (*r->s != '}')
    return fail (r, AB_BPGN_ERROR_COMMENT, -1, "{", 1);
  r->s++;
  return true;
}

static bool
skip_variation (Reader *r)
{
  int depth = 0;

  do
    {
      if (*r->s == '(')
        depth++;
      else if (*r->s == ')')
        depth--;
      else if (*r->s == '\n')
        r->line++;
      else if (*r->s == '\0')
        return fail (r, AB_BPGN_ERROR_COMMENT, -1, "(", 1);
      r->s++;
    }
  while (depth > 0);
  return true;
}

/* A clock comment: seconds, with an optional fraction. */
static bool
parse_clock (const char *text, int64_t *ms)
{
  int64_t whole = 0, frac = 0, scale = 1000;
  const char *p = text;

  while (*p == ' ')
    p++;
  if (!isdigit ((unsigned char) *p))
    return false;
  for (; isdigit ((unsigned char) *p); p++)
    if ((whole = whole * 10 + (*p - '0')) > INT64_MAX / 4000)
      return false;
  if (*p == '.')
    for (p++; isdigit ((unsigned char) *p); p++)
      if (scale > 1)
        frac += (scale /= 10) * (*p - '0');
  while (*p == ' ')
    p++;
  if (*p)
    return false;
  *ms = whole * 1000 + frac;
  return true;
}

/* UCI as written for an illegal move: "e2e5", "e7e8q", "Q@f7". */
static AbBughouseMove
parse_uci_unchecked (const AbBughousePosition *pos, const char *t)
{
  static const char promo[] = "nbrq";

  if (strlen (t) == 4 && t[1] == '@' && strchr ("PNBRQ", t[0]) && t[2] >= 'a' && t[2] <= 'h'
      && t[3] >= '1' && t[3] <= '8')
    {
      static const char letters[] = " PNBRQ";

      return ab_bughouse_move_drop ((AbPieceType) (strchr (letters, t[0]) - letters),
                                    AB_SQUARE (t[2] - 'a', t[3] - '1'));
    }
  if ((strlen (t) == 4 || strlen (t) == 5) && t[0] >= 'a' && t[0] <= 'h' && t[1] >= '1'
      && t[1] <= '8' && t[2] >= 'a' && t[2] <= 'h' && t[3] >= '1' && t[3] <= '8')
    {
      AbSquare from = AB_SQUARE (t[0] - 'a', t[1] - '1'), to = AB_SQUARE (t[2] - 'a', t[3] - '1');
      const char *p = t[4] ? strchr (promo, t[4]) : NULL;
      AbBughouseMove m;

      if (t[4] && p == NULL)
        return AB_BUGHOUSE_MOVE_NONE;
      m = p ? ab_move_make (from, to, AB_MOVE_PROMOTION, (AbPieceType) (AB_KNIGHT + (p - promo)))
            : ab_move_make (from, to, AB_MOVE_NORMAL, AB_NO_PIECE_TYPE);
      return ab_bughouse_position_is_possible (pos, m) ? m : AB_BUGHOUSE_MOVE_NONE;
    }
  return AB_BUGHOUSE_MOVE_NONE;
}

static bool
is_result (const char *t)
{
  return strcmp (t, "1-0") == 0 || strcmp (t, "0-1") == 0 || strcmp (t, "1/2-1/2") == 0
         || strcmp (t, "*") == 0;
}

/* "{restart A}" or "{restart B lift d4}". */
static int
restart_comment (const char *c, AbSquare *lifted)
{
  int board;

  if (strncmp (c, "restart ", 8) != 0 || (c[8] != 'A' && c[8] != 'B'))
    return -1;
  board = c[8] == 'B';
  *lifted = AB_NO_SQUARE;
  if (c[9] == '\0')
    return board;
  if (strncmp (c + 9, " lift ", 6) == 0 && c[15] >= 'a' && c[15] <= 'h' && c[16] >= '1'
      && c[16] <= '8' && c[17] == '\0')
    {
      *lifted = AB_SQUARE (c[15] - 'a', c[16] - '1');
      return board;
    }
  return -1;
}

/* One numbered move and the comments after it. */
static bool
read_move (Reader *r, AbBughouseMatch *match, int board, AbColor side)
{
  const AbBughousePosition *pos = ab_bughouse_match_position (match, (AbBughouseBoard) board);
  char text[AB_NOTATION_READ_MAX + 1], comment[64];
  size_t n = 0;
  int64_t clock_ms = -1;
  bool illegal = false;
  AbBughouseError err;

  skip_space (r);
  while (*r->s && !isspace ((unsigned char) *r->s) && *r->s != '{' && *r->s != '(')
    {
      if (n + 1 < sizeof text)
        text[n++] = *r->s;
      r->s++;
    }
  text[n] = '\0';
  if (n == 0)
    return fail (r, AB_BPGN_ERROR_MOVE_NUMBER, board, r->s, strcspn (r->s, " \n"));
  if (match->outcome[board].result)
    return fail (r, AB_BPGN_ERROR_GAME_OVER, board, text, n);
  if (ab_bughouse_position_side_to_move (pos) != side)
    return fail (r, AB_BPGN_ERROR_WRONG_SIDE, board, text, n);
  /* the comments that belong to it */
  for (;;)
    {
      const char *mark = r->s;
      int line = r->line;

      skip_space (r);
      if (*r->s != '{')
        {
          r->s = mark;
          r->line = line;
          break;
        }
      if (!read_comment (r, comment, sizeof comment))
        return false;
      if (strcmp (comment, "illegal") == 0)
        illegal = true;
      else if (clock_ms < 0 && parse_clock (comment, &clock_ms))
        continue;
      else if (strncmp (comment, "restart ", 8) == 0 || strncmp (comment, "stand ", 6) == 0)
        {
          /* an event of its own: leave it for the main loop */
          r->s = mark;
          r->line = line;
          break;
        }
    }
  if (illegal)
    {
      AbBughouseMove m = parse_uci_unchecked (pos, text);

      err = m ? ab_bughouse_match_play_illegal (match, (AbBughouseBoard) board, m,
                                                AB_BUGHOUSE_UNTIMED)
              : AB_BUGHOUSE_ERROR_IMPOSSIBLE_MOVE;
      if (err != AB_BUGHOUSE_OK)
        return fail (r, err == AB_BUGHOUSE_ERROR_NO_MEMORY ? AB_BPGN_ERROR_NO_MEMORY
                                                           : AB_BPGN_ERROR_ILLEGAL_RECORD,
                     board, text, n);
      match->record[match->record_length - 1].clock_ms = clock_ms;
      return true;
    }
  {
    AbBughouseMoveError move_error;
    AbBughouseMove m = ab_bughouse_move_parse (pos, text, &move_error);

    if (m == AB_BUGHOUSE_MOVE_NONE)
      {
        fail (r, AB_BPGN_ERROR_MOVE, board, text, n);
        r->error->move = move_error;
        ab_bughouse_position_get_fen (pos, r->error->position, sizeof r->error->position);
        return false;
      }
    err = ab_bughouse_match_play (match, (AbBughouseBoard) board, m, AB_BUGHOUSE_UNTIMED);
    if (err != AB_BUGHOUSE_OK)
      {
        fail (r, err == AB_BUGHOUSE_ERROR_NO_MEMORY ? AB_BPGN_ERROR_NO_MEMORY : AB_BPGN_ERROR_MOVE,
              board, text, n);
        r->error->match = err;
        return false;
      }
    match->record[match->record_length - 1].clock_ms = clock_ms;
  }
  return true;
}

/* A clock comment right after "{restart A}": the clock of the offender's opponent. */
static bool
restart_clock (AbBughouseMatch *match, const char *comment)
{
  AbBughouseRecordEntry *last =
      match->record_length ? &match->record[match->record_length - 1] : NULL;
  int64_t ms;

  if (last == NULL || last->kind != AB_RECORD_RESTART || last->clock_ms >= 0
      || !parse_clock (comment, &ms))
    return false;
  last->clock_ms = ms;
  return true;
}

static bool
read_moves (Reader *r, AbBughouseMatch *match)
{
  for (;;)
    {
      char token[48], comment[64];
      size_t n = 0;

      skip_space (r);
      if (!*r->s || *r->s == '[')
        return true;
      if (*r->s == '{')
        {
          AbSquare lifted;
          int board;

          if (!read_comment (r, comment, sizeof comment))
            return false;
          if (restart_clock (match, comment))
            continue;
          board = restart_comment (comment, &lifted);
          if (board >= 0
              && ab_bughouse_match_restart_offender (match, (AbBughouseBoard) board, lifted,
                                                     AB_BUGHOUSE_UNTIMED, NULL)
                     != AB_BUGHOUSE_OK)
            return fail (r, AB_BPGN_ERROR_ILLEGAL_RECORD, board, comment, strlen (comment));
          /* "{stand A}": the opponent let the illegal move stand (8C) */
          if (strncmp (comment, "stand ", 6) == 0 && (comment[6] == 'A' || comment[6] == 'B')
              && comment[7] == '\0'
              && ab_bughouse_match_let_stand (match, (AbBughouseBoard) (comment[6] == 'B'))
                     != AB_BUGHOUSE_OK)
            return fail (r, AB_BPGN_ERROR_ILLEGAL_RECORD, comment[6] == 'B', comment,
                         strlen (comment));
          continue;
        }
      if (*r->s == '(')
        {
          if (!skip_variation (r))
            return false;
          continue;
        }
      while (*r->s && !isspace ((unsigned char) *r->s) && *r->s != '{' && *r->s != '(')
        {
          if (n + 1 < sizeof token)
            token[n++] = *r->s;
          r->s++;
          /* "1A.e4": the number ends at its dot */
          if (token[n - 1] == '.' && n >= 3 && isalpha ((unsigned char) token[n - 2]))
            break;
        }
      token[n] = '\0';
      if (is_result (token))
        return true;
      if (token[0] == '$')
        continue;
      {
        size_t d = strspn (token, "0123456789");
        char letter = token[d];

        if (d == 0 || !strchr ("AaBb", letter) || letter == '\0' || token[d + 1] != '.'
            || token[d + 2] != '\0')
          return fail (r, AB_BPGN_ERROR_MOVE_NUMBER, -1, token, n);
        if (!read_move (r, match, letter == 'B' || letter == 'b',
                        islower ((unsigned char) letter) ? AB_BLACK : AB_WHITE))
          return false;
      }
    }
}

static AbBughouseResult
result_from_text (const char *t)
{
  if (strcmp (t, "1-0") == 0)
    return AB_BUGHOUSE_RESULT_WHITE_WINS;
  if (strcmp (t, "0-1") == 0)
    return AB_BUGHOUSE_RESULT_BLACK_WINS;
  if (strcmp (t, "1/2-1/2") == 0)
    return AB_BUGHOUSE_RESULT_DRAW;
  return AB_BUGHOUSE_RESULT_NONE;
}

/* EndingA/ResultA: endings the moves alone do not show (a flag, a claim). */
static bool
apply_endings (Reader *r, AbBughouseMatch *match)
{
  for (int b = 0; b < 2; b++)
    {
      AbBughouseResult result = result_from_text (r->result[b]);
      AbBughouseEnding ending;

      if (!r->ending[b][0] && !r->result[b][0])
        continue;
      r->line = r->ending_line[b];
      ending = ab_bughouse_ending_from_keyword (r->ending[b]);
      if (!result || !ending)
        return fail (r, AB_BPGN_ERROR_ENDING, b, r->ending[b], strlen (r->ending[b]));
      if (match->outcome[b].result)
        {
          if (match->outcome[b].result != result || match->outcome[b].ending != ending)
            return fail (r, AB_BPGN_ERROR_ENDING, b, r->ending[b], strlen (r->ending[b]));
          continue;
        }
      /* a win or a loss needs one; checkmate shows on the board or not at all */
      if (ending == AB_BUGHOUSE_ENDING_CHECKMATE
          || ((result == AB_BUGHOUSE_RESULT_DRAW)
              != (ending == AB_BUGHOUSE_ENDING_AGREEMENT || ending == AB_BUGHOUSE_ENDING_BOTH_FLAGS
                  || ending == AB_BUGHOUSE_ENDING_FLAG_CANNOT_MATE
                  || ending == AB_BUGHOUSE_ENDING_THIRTY_MOVES)))
        return fail (r, AB_BPGN_ERROR_ENDING, b, r->ending[b], strlen (r->ending[b]));
      if (ending == AB_BUGHOUSE_ENDING_THIRTY_MOVES
          && !ab_bughouse_position_thirty_moves (&match->board[b]))
        return fail (r, AB_BPGN_ERROR_ENDING, b, r->ending[b], strlen (r->ending[b]));
      ab_bughouse_match_end (match, (AbBughouseBoard) b, result, ending);
    }
  ab_bughouse_match_settle (match);
  return true;
}

bool
ab_bughouse_bpgn_read (AbBughouseMatch *match, AbBpgnTags *tags, const char *text,
                       AbBpgnError *error)
{
  AbBpgnError scratch;
  AbBpgnTags read_tags;
  AbBughouseMatch *fresh;
  Reader r = { 0 };
  bool any_tag = false, ok;

  r.error = error ? error : &scratch;
  r.s = text ? text : "";
  r.line = 1;
  ab_bpgn_tags_init (&read_tags);
  memset (r.error, 0, sizeof *r.error);
  fresh = ab_bughouse_match_new ();
  if (fresh == NULL)
    return fail (&r, AB_BPGN_ERROR_NO_MEMORY, -1, NULL, 0);

  for (;;)
    {
      skip_space (&r);
      if (*r.s != '[')
        break;
      if (!read_tag (&r, &read_tags))
        {
          ab_bughouse_match_free (fresh);
          return false;
        }
      any_tag = true;
    }
  if (!any_tag && !*r.s)
    {
      ab_bughouse_match_free (fresh);
      return fail (&r, AB_BPGN_ERROR_EMPTY, -1, NULL, 0);
    }
  ok = set_start (&r, fresh) && read_moves (&r, fresh) && apply_endings (&r, fresh);
  /* The clocks as the record leaves them, under the match's control. */
  if (ok)
    ab_bughouse_match_set_control (fresh, ab_bughouse_match_get_control (match));
  if (ok)
    {
      AbBughouseMatch swap = *match;

      *match = *fresh;
      *fresh = swap;
      if (tags)
        *tags = read_tags;
    }
  ab_bughouse_match_free (fresh);
  return ok;
}
