/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-pgn-read.c — the PGN reader: one pass, one position, no allocation per
 * move once the game's arrays have grown.
 *
 * Moves are matched and made as they are read. A variation is an alternative
 * to the move just made: '(' takes that move back, the variation's moves are
 * made after it, ')' takes them back and makes the move again. The moves made
 * so far form the path, a stack of (move, undo) pairs; open variations are
 * frames on a stack of at most AB_PGN_MAX_DEPTH.
 *
 * Errors that end a game where it ends anyway (no result before the next
 * game's tags, a variation open at the result, a comment running into the
 * next game's tags) are reported and reading goes on from there. Any other
 * error skips to the next line that starts a game: "[Event " or a '[' after a
 * blank line. */
#include "ab-pgn-read-private.h"

#include <stdlib.h>
#include <string.h>

AbPgnReader *
ab_pgn_reader_new (void)
{
  AbPgnReader *self = calloc (1, sizeof *self);

  if (self == NULL)
    return NULL;
  ab_position_set_start (&self->board);
  self->line = 1;
  return self;
}

void
ab_pgn_reader_free (AbPgnReader *self)
{
  if (self == NULL)
    return;
  free (self->path);
  free (self->scratch);
  free (self);
}

void
ab_pgn_reader_input (AbPgnReader *self, const char *data, size_t len, bool final)
{
  self->data = data;
  self->len = len;
  self->final = final;
  self->pos = 0;
  self->consumed = 0;
  self->line = self->consumed_line ? self->consumed_line : 1;
  self->consumed_line = self->line;
}

size_t
ab_pgn_reader_consumed (const AbPgnReader *self)
{
  return self->consumed;
}

void
_ab_pgn_fail (AbPgnReader *r, AbPgnError *e, AbPgnErrorCode code, size_t line, const char *tok,
              size_t n)
{
  size_t k = 0;

  memset (e, 0, sizeof *e);
  e->code = code;
  e->line = line;
  for (size_t i = 0; tok && i < n && k < sizeof e->token - 1; i++)
    {
      unsigned char c = (unsigned char) tok[i];

      e->token[k++] = c < 0x20 || c == 0x7f ? '?' : (char) c;
    }
  e->token[k] = '\0';
  e->side = r->board.side;
}

/* Pushes (move, node) on the path and makes the move. */
static bool
path_make (AbPgnReader *r, AbMove move, uint32_t node)
{
  AbPgnStep *step;

  if (r->path_len == r->path_cap)
    {
      size_t cap = r->path_cap ? r->path_cap * 2 : 256;
      AbPgnStep *p = realloc (r->path, cap * sizeof *p);

      if (p == NULL)
        return false;
      r->path = p;
      r->path_cap = cap;
    }
  step = &r->path[r->path_len++];
  step->move = move;
  step->node = node;
  ab_position_make (&r->board, move, &step->undo);
  return true;
}

static void
path_unmake (AbPgnReader *r)
{
  AbPgnStep *step = &r->path[--r->path_len];

  ab_position_unmake (&r->board, step->move, &step->undo);
}

/* Back to the end of the main line, closing every open variation. */
static void
close_all (AbPgnReader *r, AbPgnGame *g)
{
  while (r->depth > 0)
    {
      AbPgnFrame *f = &r->frames[--r->depth];

      while (r->path_len > f->path_len)
        path_unmake (r);
      path_make (r, g->moves[f->outer.last].move, f->outer.last);
    }
}

/* Where the next move of the current line hangs: after the last one, at the
 * game's start, or as a new variation to the frame's move. */
static void
link_move (AbPgnReader *r, AbPgnGame *g, uint32_t node)
{
  AbPgnLine *ln = &r->cur;

  if (ln->last != AB_PGN_NONE)
    g->moves[ln->last].next = node;
  else if (r->depth == 0)
    g->first = node;
  else
    {
      AbPgnFrame *f = &r->frames[r->depth - 1];
      uint32_t *slot;

      if (f->outer.tail != AB_PGN_NONE)
        slot = &g->moves[f->outer.tail].next_variation;
      else
        slot = &g->moves[f->outer.last].variations;
      while (*slot != AB_PGN_NONE)
        slot = &g->moves[*slot].next_variation;
      *slot = node;
    }
  if (ln->first == AB_PGN_NONE)
    ln->first = node;
  g->moves[node].comment_before = ln->pending;
  ln->pending = AB_PGN_NONE;
  ln->last = node;
  ln->tail = AB_PGN_NONE;
}

static AbPgnStatus
fail_move (AbPgnReader *r, AbPgnError *e, const char *tok, size_t n, const AbMoveError *why)
{
  bool syntax = why->code == AB_MOVE_ERROR_SYNTAX || why->code == AB_MOVE_ERROR_EMPTY
                || why->code == AB_MOVE_ERROR_TOO_LONG;

  _ab_pgn_fail (r, e, syntax ? AB_PGN_ERROR_UNKNOWN_TOKEN : AB_PGN_ERROR_ILLEGAL_MOVE, r->line,
                tok, n);
  if (!syntax)
    {
      e->move = *why;
      e->move_number = r->board.fullmove;
      ab_position_get_fen (&r->board, r->board.chess960 ? AB_FEN_CASTLING_SHREDDER
                                                         : AB_FEN_CASTLING_AUTO,
                           e->position, sizeof e->position);
    }
  return AB_PGN_ST_ERROR;
}

/* "!" "?" "!!" "??" "!?" "?!" as NAG 1–6; 0 for anything else. */
static int
suffix_nag (const char *s, size_t n)
{
  static const char *const glyphs[] = { "!", "?", "!!", "??", "!?", "?!" };

  for (int i = 0; i < 6; i++)
    if (strlen (glyphs[i]) == n && memcmp (glyphs[i], s, n) == 0)
      return i + 1;
  return 0;
}

static AbPgnStatus
add_nag (AbPgnReader *r, AbPgnGame *g, AbPgnError *e, int nag, const char *tok, size_t n)
{
  AbPgnMove *m;

  if (r->cur.last == AB_PGN_NONE)
    {
      _ab_pgn_fail (r, e, AB_PGN_ERROR_NAG_WITHOUT_MOVE, r->line, tok, n);
      return AB_PGN_ST_ERROR;
    }
  m = &g->moves[r->cur.last];
  if (m->n_nags >= AB_PGN_MAX_NAGS)
    {
      _ab_pgn_fail (r, e, AB_PGN_ERROR_TOO_MANY_NAGS, r->line, tok, n);
      return AB_PGN_ST_ERROR;
    }
  m->nags[m->n_nags++] = (uint8_t) nag;
  return AB_PGN_ST_OK;
}

/* A move token (annotation suffix included). */
static AbPgnStatus
read_move (AbPgnReader *r, AbPgnGame *g, AbPgnError *e, const char *tok, size_t n)
{
  size_t len = n;
  int nag = 0;
  AbMove move;
  uint32_t node;

  while (len > 0 && (tok[len - 1] == '!' || tok[len - 1] == '?'))
    len--;
  if (len < n && (nag = suffix_nag (tok + len, n - len)) == 0)
    len = n; /* an odd run of marks: the tolerant reader drops them */

  move = _ab_pgn_san_fast (&r->board, tok, len);
  if (move == AB_MOVE_NONE)
    {
      AbMoveError why;
      char text[AB_NOTATION_READ_MAX + 1];

      /* "exd6 e.p." (Appendix C) writes the en-passant mark apart. */
      if (r->cur.last != AB_PGN_NONE
          && ab_move_kind (g->moves[r->cur.last].move) == AB_MOVE_EN_PASSANT
          && ((len == 4 && memcmp (tok, "e.p.", 4) == 0)
              || (len == 2 && memcmp (tok, "ep", 2) == 0)))
        return AB_PGN_ST_OK;
      if (len > AB_NOTATION_READ_MAX)
        {
          _ab_pgn_fail (r, e, AB_PGN_ERROR_UNKNOWN_TOKEN, r->line, tok, n);
          return AB_PGN_ST_ERROR;
        }
      memcpy (text, tok, len);
      text[len] = '\0';
      if (memchr (text, '\0', len) != NULL)
        {
          _ab_pgn_fail (r, e, AB_PGN_ERROR_UNKNOWN_TOKEN, r->line, tok, n);
          return AB_PGN_ST_ERROR;
        }
      move = ab_move_parse (&r->board, text, &why);
      /* A record means the one move that fits: "e5" for dxe5 when nothing else does. */
      if (move == AB_MOVE_NONE)
        move = ab_move_error_loose_move (&why);
      if (move == AB_MOVE_NONE)
        return fail_move (r, e, tok, n, &why);
    }

  node = _ab_pgn_game_push_move (g, move);
  if (node == AB_PGN_NONE)
    {
      _ab_pgn_fail (r, e, AB_PGN_ERROR_NO_MEMORY, r->line, NULL, 0);
      return AB_PGN_ST_ERROR;
    }
  g->moves[node].line = (uint32_t) (r->line > UINT32_MAX ? UINT32_MAX : r->line);
  link_move (r, g, node);
  if (nag)
    g->moves[node].nags[g->moves[node].n_nags++] = (uint8_t) nag;
  if (!path_make (r, move, node))
    {
      _ab_pgn_fail (r, e, AB_PGN_ERROR_NO_MEMORY, r->line, NULL, 0);
      return AB_PGN_ST_ERROR;
    }
  return AB_PGN_ST_OK;
}

/* A $n glyph at pos. */
static AbPgnStatus
read_nag (AbPgnReader *r, AbPgnGame *g, AbPgnError *e)
{
  const char *d = r->data;
  size_t start = r->pos, i = r->pos + 1;
  int value = 0;

  while (i < r->len && d[i] >= '0' && d[i] <= '9')
    {
      if (value <= 255)
        value = value * 10 + (d[i] - '0');
      i++;
    }
  if (i >= r->len && !r->final)
    return AB_PGN_ST_MORE;
  r->pos = i;
  if (i == start + 1 || value > 255 || (i < r->len && ab_pgn_token_chars[(unsigned char) d[i]]))
    {
      while (r->pos < r->len && ab_pgn_token_chars[(unsigned char) d[r->pos]])
        r->pos++;
      _ab_pgn_fail (r, e, AB_PGN_ERROR_BAD_NAG, r->line, d + start, r->pos - start);
      return AB_PGN_ST_ERROR;
    }
  /* $0 is the null annotation: nothing to keep */
  return value == 0 ? AB_PGN_ST_OK : add_nag (r, g, e, value, d + start, i - start);
}

/* A comment still waiting for a move when its line ends goes after the
 * line's last move. The pending text lives in g->text, which appending may
 * move: it is copied out first. */
static bool
flush_pending (AbPgnReader *r, AbPgnGame *g, AbPgnLine *ln)
{
  size_t len;
  char *text;
  bool ok;

  if (ln->pending == AB_PGN_NONE || ln->last == AB_PGN_NONE)
    return true;
  len = strlen (g->text + ln->pending);
  text = malloc (len + 1);
  if (text == NULL)
    return false;
  memcpy (text, g->text + ln->pending, len + 1);
  ln->pending = AB_PGN_NONE;
  ok = _ab_pgn_read_comment_after (r, g, ln->last, text, len);
  free (text);
  return ok;
}

static AbPgnStatus
open_variation (AbPgnReader *r, AbPgnError *e)
{
  AbPgnFrame *f;

  if (r->cur.last == AB_PGN_NONE)
    {
      _ab_pgn_fail (r, e, AB_PGN_ERROR_VARIATION_WITHOUT_MOVE, r->line, "(", 1);
      return AB_PGN_ST_ERROR;
    }
  if (r->depth == AB_PGN_MAX_DEPTH)
    {
      _ab_pgn_fail (r, e, AB_PGN_ERROR_TOO_DEEP, r->line, "(", 1);
      return AB_PGN_ST_ERROR;
    }
  f = &r->frames[r->depth++];
  f->outer = r->cur;
  f->outer.pending = AB_PGN_NONE;
  f->open_line = r->line;
  path_unmake (r);
  f->path_len = r->path_len;
  /* A comment between two variations opens the second one. */
  r->cur.last = AB_PGN_NONE;
  r->cur.first = AB_PGN_NONE;
  r->cur.tail = AB_PGN_NONE;
  return AB_PGN_ST_OK;
}

static AbPgnStatus
close_variation (AbPgnReader *r, AbPgnGame *g, AbPgnError *e)
{
  AbPgnFrame *f;
  uint32_t first = r->cur.first;

  if (r->depth == 0)
    {
      _ab_pgn_fail (r, e, AB_PGN_ERROR_UNMATCHED_PARENTHESIS, r->line, ")", 1);
      return AB_PGN_ST_ERROR;
    }
  if (first == AB_PGN_NONE)
    {
      _ab_pgn_fail (r, e, AB_PGN_ERROR_EMPTY_VARIATION, r->line, "()", 2);
      return AB_PGN_ST_ERROR;
    }
  if (!flush_pending (r, g, &r->cur))
    {
      _ab_pgn_fail (r, e, AB_PGN_ERROR_TOO_LARGE, r->line, NULL, 0);
      return AB_PGN_ST_ERROR;
    }
  f = &r->frames[--r->depth];
  while (r->path_len > f->path_len)
    path_unmake (r);
  r->cur = f->outer;
  r->cur.tail = first;
  path_make (r, g->moves[r->cur.last].move, r->cur.last);
  return AB_PGN_ST_OK;
}

/* Digits first: a move number (12. 12... or bare 12), a result, 0-0, or a
 * move glued to its number (12.Nf3). */
static AbPgnStatus
read_number (AbPgnReader *r, AbPgnGame *g, AbPgnError *e, const char *tok, size_t n,
             AbPgnResult *result)
{
  size_t i = 0;

  if ((n == 3 && memcmp (tok, "1-0", 3) == 0) || (n == 3 && memcmp (tok, "0-1", 3) == 0)
      || (n == 7 && memcmp (tok, "1/2-1/2", 7) == 0))
    {
      *result = tok[0] == '0' ? AB_PGN_RESULT_BLACK_WINS
                : tok[1] == '-' ? AB_PGN_RESULT_WHITE_WINS
                                : AB_PGN_RESULT_DRAW;
      return AB_PGN_ST_DONE;
    }
  while (i < n && tok[i] >= '0' && tok[i] <= '9')
    i++;
  if (i == n)
    return AB_PGN_ST_OK;
  if (tok[i] == '.')
    {
      while (i < n && tok[i] == '.')
        i++;
      return i == n ? AB_PGN_ST_OK : read_move (r, g, e, tok + i, n - i);
    }
  return read_move (r, g, e, tok, n);
}

static bool
is_token_char (unsigned char c)
{
  return ab_pgn_token_chars[c];
}

/* The result and the final position: do they agree? */
static AbPgnStatus
check_result (AbPgnReader *r, AbPgnGame *g, AbPgnError *e, AbPgnResult marker, size_t line)
{
  const char *tag = ab_pgn_game_text (g, r->tag_result);
  AbPgnResult tagged = tag ? ab_pgn_result_from_string (tag) : AB_PGN_RESULT_NONE;
  AbPgnResult winner;
  AbStatus status;

  g->result = marker != AB_PGN_RESULT_NONE ? marker : tagged;
  if (marker == AB_PGN_RESULT_NONE)
    {
      _ab_pgn_fail (r, e, AB_PGN_ERROR_MISSING_RESULT, line, NULL, 0);
      e->tag_result = tagged;
      return AB_PGN_ST_ERROR;
    }
  if (tagged != AB_PGN_RESULT_NONE && tagged != marker)
    {
      _ab_pgn_fail (r, e, AB_PGN_ERROR_RESULT_MISMATCH, line, NULL, 0);
      e->result = marker;
      e->tag_result = tagged;
      return AB_PGN_ST_ERROR;
    }
  if (marker == AB_PGN_RESULT_UNKNOWN)
    return AB_PGN_ST_OK;
  status = ab_position_status (&r->board);
  winner = r->board.side == AB_WHITE ? AB_PGN_RESULT_BLACK_WINS : AB_PGN_RESULT_WHITE_WINS;
  if (status == AB_STATUS_CHECKMATE && marker != winner)
    {
      _ab_pgn_fail (r, e, AB_PGN_ERROR_RESULT_AFTER_CHECKMATE, line, NULL, 0);
      e->result = marker;
      return AB_PGN_ST_ERROR;
    }
  if (status == AB_STATUS_STALEMATE && marker != AB_PGN_RESULT_DRAW)
    {
      _ab_pgn_fail (r, e, AB_PGN_ERROR_RESULT_AFTER_STALEMATE, line, NULL, 0);
      e->result = marker;
      return AB_PGN_ST_ERROR;
    }
  return AB_PGN_ST_OK;
}

/* The movetext, up to and including the result. DONE when the game ended
 * (error filled in if it ended wrongly), ERROR when the rest must be skipped. */
static AbPgnStatus
read_movetext (AbPgnReader *r, AbPgnGame *g, AbPgnError *e)
{
  const char *d = r->data;
  AbPgnResult result = AB_PGN_RESULT_NONE;
  size_t end_line = r->line;
  AbPgnStatus st = AB_PGN_ST_OK;

  r->path_len = 0;
  r->depth = 0;
  r->cur.last = r->cur.first = r->cur.pending = r->cur.tail = AB_PGN_NONE;

  while (st == AB_PGN_ST_OK)
    {
      size_t start, n;
      unsigned char c;

      while (r->pos < r->len && ab_pgn_space_chars[(unsigned char) d[r->pos]])
        if (d[r->pos++] == '\n')
          r->line++;
      if (r->pos >= r->len)
        {
          if (!r->final)
            return AB_PGN_ST_MORE;
          break;
        }
      c = (unsigned char) d[r->pos];
      start = r->pos;
      if (c != '[')
        end_line = r->line;

      if (is_token_char (c))
        {
          while (r->pos < r->len && is_token_char ((unsigned char) d[r->pos]))
            r->pos++;
          if (r->pos >= r->len && !r->final)
            return AB_PGN_ST_MORE;
          n = r->pos - start;
          if (c >= '0' && c <= '9')
            st = read_number (r, g, e, d + start, n, &result);
          else if (c == '!' || c == '?')
            {
              int nag = suffix_nag (d + start, n);

              if (nag == 0)
                {
                  _ab_pgn_fail (r, e, AB_PGN_ERROR_UNKNOWN_TOKEN, r->line, d + start, n);
                  st = AB_PGN_ST_ERROR;
                }
              else
                st = add_nag (r, g, e, nag, d + start, n);
            }
          else
            st = read_move (r, g, e, d + start, n);
          continue;
        }

      switch (c)
        {
        case '{':
        case ';':
          st = _ab_pgn_read_comment (r, g, e);
          break;
        case '(':
          r->pos++;
          st = open_variation (r, e);
          break;
        case ')':
          r->pos++;
          st = close_variation (r, g, e);
          break;
        case '$':
          st = read_nag (r, g, e);
          break;
        case '*':
          r->pos++;
          result = AB_PGN_RESULT_UNKNOWN;
          st = AB_PGN_ST_DONE;
          break;
        case '%':
          st = _ab_pgn_skip_line (r);
          break;
        case '[':
          st = AB_PGN_ST_DONE; /* the next game's tags: this one has no result */
          break;
        default:
          while (r->pos < r->len && !ab_pgn_space_chars[(unsigned char) d[r->pos]])
            r->pos++;
          _ab_pgn_fail (r, e, AB_PGN_ERROR_UNKNOWN_TOKEN, r->line, d + start, r->pos - start);
          st = AB_PGN_ST_ERROR;
          break;
        }
    }

  if (st == AB_PGN_ST_MORE || st == AB_PGN_ST_ERROR)
    return st;
  if (st == AB_PGN_ST_ENDED)
    {
      close_all (r, g);
      return AB_PGN_ST_DONE; /* ended by an unterminated comment: error is set */
    }
  if (r->depth > 0)
    {
      size_t open_line = r->frames[r->depth - 1].open_line;

      close_all (r, g);
      g->result = result;
      _ab_pgn_fail (r, e, AB_PGN_ERROR_UNTERMINATED_VARIATION, open_line, "(", 1);
      return AB_PGN_ST_DONE;
    }
  if (r->cur.pending != AB_PGN_NONE && g->first == AB_PGN_NONE)
    g->comment = r->cur.pending;
  else if (!flush_pending (r, g, &r->cur))
    {
      _ab_pgn_fail (r, e, AB_PGN_ERROR_TOO_LARGE, end_line, NULL, 0);
      return AB_PGN_ST_DONE;
    }
  if (check_result (r, g, e, result, end_line) == AB_PGN_ST_ERROR)
    return AB_PGN_ST_DONE;
  e->code = AB_PGN_OK;
  return AB_PGN_ST_DONE;
}

static AbPgnReadStatus
finish (AbPgnReader *r, AbPgnReadStatus status)
{
  r->consumed = r->pos;
  r->consumed_line = r->line;
  return status;
}

AbPgnReadStatus
ab_pgn_reader_next (AbPgnReader *r, AbPgnGame *g, AbPgnError *e)
{
  size_t start, start_line;
  AbPgnStatus st;

  ab_pgn_game_reset (g);
  memset (e, 0, sizeof *e);
  if (r->skipping && _ab_pgn_resync (r) == AB_PGN_ST_MORE)
    return finish (r, AB_PGN_READ_MORE);
  st = _ab_pgn_skip_between (r);
  if (st == AB_PGN_ST_MORE)
    return finish (r, AB_PGN_READ_MORE);
  if (r->pos >= r->len)
    return finish (r, AB_PGN_READ_END);

  start = r->pos;
  start_line = r->line;
  g->line = r->line;
  st = _ab_pgn_read_tags (r, g, e);
  if (st == AB_PGN_ST_OK)
    st = _ab_pgn_set_up (r, g, e);
  if (st == AB_PGN_ST_OK)
    st = read_movetext (r, g, e);

  if (st == AB_PGN_ST_MORE)
    {
      r->pos = start;
      r->line = start_line;
      return finish (r, AB_PGN_READ_MORE);
    }
  if (st == AB_PGN_ST_ERROR)
    {
      r->skipping = true;
      r->skip_blank = false;
      r->at_line_start = false;
      _ab_pgn_resync (r);
      return finish (r, AB_PGN_READ_ERROR);
    }
  return finish (r, e->code == AB_PGN_OK ? AB_PGN_READ_GAME : AB_PGN_READ_ERROR);
}
