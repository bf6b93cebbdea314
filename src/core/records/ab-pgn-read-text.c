/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-pgn-read-text.c — the PGN reader's text parts: tag pairs, comments,
 * escape lines, the start position, and finding the next game after an error. */
#include "ab-pgn-read-private.h"

#include <stdlib.h>
#include <string.h>

#define T 1
/* Letters, digits, the marks SAN and results use, and UTF-8 bytes (×, figurines). */
const bool ab_pgn_token_chars[256] = {
  ['!'] = T, ['#'] = T, ['+'] = T, ['-'] = T, ['.'] = T, ['/'] = T, [':'] = T, ['='] = T,
  ['?'] = T, ['~'] = T,
  ['0'] = T, ['1'] = T, ['2'] = T, ['3'] = T, ['4'] = T, ['5'] = T, ['6'] = T, ['7'] = T,
  ['8'] = T, ['9'] = T,
  ['A'] = T, ['B'] = T, ['C'] = T, ['D'] = T, ['E'] = T, ['F'] = T, ['G'] = T, ['H'] = T,
  ['I'] = T, ['J'] = T, ['K'] = T, ['L'] = T, ['M'] = T, ['N'] = T, ['O'] = T, ['P'] = T,
  ['Q'] = T, ['R'] = T, ['S'] = T, ['T'] = T, ['U'] = T, ['V'] = T, ['W'] = T, ['X'] = T,
  ['Y'] = T, ['Z'] = T,
  ['a'] = T, ['b'] = T, ['c'] = T, ['d'] = T, ['e'] = T, ['f'] = T, ['g'] = T, ['h'] = T,
  ['i'] = T, ['j'] = T, ['k'] = T, ['l'] = T, ['m'] = T, ['n'] = T, ['o'] = T, ['p'] = T,
  ['q'] = T, ['r'] = T, ['s'] = T, ['t'] = T, ['u'] = T, ['v'] = T, ['w'] = T, ['x'] = T,
  ['y'] = T, ['z'] = T,
  [0x80 ... 0xff] = T,
};

const bool ab_pgn_space_chars[256] = {
  [' '] = T, ['\t'] = T, ['\n'] = T, ['\r'] = T, ['\v'] = T, ['\f'] = T,
};
#undef T

static bool
is_name_char (char c)
{
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

static bool
at_end (const AbPgnReader *r, size_t i)
{
  return i >= r->len;
}

AbPgnStatus
_ab_pgn_skip_line (AbPgnReader *r)
{
  const char *nl = memchr (r->data + r->pos, '\n', r->len - r->pos);

  if (nl == NULL)
    {
      if (!r->final)
        return AB_PGN_ST_MORE;
      r->pos = r->len;
      return AB_PGN_ST_OK;
    }
  r->pos = (size_t) (nl - r->data) + 1;
  r->line++;
  return AB_PGN_ST_OK;
}

/* Past whitespace, counting lines. */
static void
skip_space (AbPgnReader *r)
{
  while (r->pos < r->len && ab_pgn_space_chars[(unsigned char) r->data[r->pos]])
    if (r->data[r->pos++] == '\n')
      r->line++;
}

/* Does a tag pair start at i: '[', a name, spaces, '"'? */
static bool
tag_line_at (const AbPgnReader *r, size_t i)
{
  size_t j = i + 1;

  if (at_end (r, i) || r->data[i] != '[')
    return false;
  while (!at_end (r, j) && is_name_char (r->data[j]))
    j++;
  if (j == i + 1 || at_end (r, j) || r->data[j] != ' ')
    return false;
  while (!at_end (r, j) && r->data[j] == ' ')
    j++;
  return !at_end (r, j) && r->data[j] == '"';
}

/* A comment that only precedes the next game's tags (a file's header, say)
 * belongs to no game: skip it. Returns its end, or 0 when it is not one. */
static size_t
comment_before_tags (const AbPgnReader *r, bool *more)
{
  const char *d = r->data;
  size_t i = r->pos;

  if (d[i] == '{')
    {
      const char *close = memchr (d + i, '}', r->len - i);

      if (close == NULL)
        {
          *more = !r->final;
          return 0;
        }
      i = (size_t) (close - d) + 1;
    }
  else
    {
      const char *nl = memchr (d + i, '\n', r->len - i);

      if (nl == NULL)
        {
          *more = !r->final;
          return 0;
        }
      i = (size_t) (nl - d);
    }
  while (i < r->len && ab_pgn_space_chars[(unsigned char) d[i]])
    i++;
  if (i >= r->len)
    {
      *more = !r->final;
      return 0;
    }
  return d[i] == '[' ? i : 0;
}

AbPgnStatus
_ab_pgn_skip_between (AbPgnReader *r)
{
  for (;;)
    {
      bool more = false;
      size_t end;

      skip_space (r);
      if (r->pos >= r->len)
        return r->final ? AB_PGN_ST_OK : AB_PGN_ST_MORE;
      if (r->data[r->pos] == '%')
        {
          if (_ab_pgn_skip_line (r) == AB_PGN_ST_MORE)
            return AB_PGN_ST_MORE;
          continue;
        }
      if (r->data[r->pos] != '{' && r->data[r->pos] != ';')
        return AB_PGN_ST_OK;
      end = comment_before_tags (r, &more);
      if (more)
        return AB_PGN_ST_MORE;
      if (end == 0)
        return AB_PGN_ST_OK;
      for (size_t i = r->pos; i < end; i++)
        if (r->data[i] == '\n')
          r->line++;
      r->pos = end;
    }
}

AbPgnStatus
_ab_pgn_resync (AbPgnReader *r)
{
  const char *d = r->data;

  for (;;)
    {
      size_t i;
      bool blank;

      if (!r->at_line_start)
        {
          const char *nl = memchr (d + r->pos, '\n', r->len - r->pos);

          if (nl == NULL)
            {
              r->pos = r->len;
              if (!r->final)
                return AB_PGN_ST_MORE;
              r->skipping = false;
              return AB_PGN_ST_OK;
            }
          r->pos = (size_t) (nl - d) + 1;
          r->line++;
          r->at_line_start = true;
        }
      /* Decide on this line: the next game's first tag, blank, or neither. */
      i = r->pos;
      while (i < r->len && (d[i] == ' ' || d[i] == '\t' || d[i] == '\r'))
        i++;
      if (i >= r->len || (d[i] == '[' && r->len - i < 7))
        {
          if (!r->final)
            return AB_PGN_ST_MORE;
          r->pos = r->len;
          r->skipping = false;
          return AB_PGN_ST_OK;
        }
      if (i == r->pos && d[i] == '['
          && (r->skip_blank || memcmp (d + i, "[Event ", 7) == 0))
        {
          r->skipping = false;
          return AB_PGN_ST_OK;
        }
      blank = d[i] == '\n';
      r->skip_blank = blank;
      r->at_line_start = false;
      if (blank)
        {
          r->pos = i;
          continue;
        }
    }
}

/* The tags the reader acts on, and the roster seen; by first letter, as this
 * runs for every tag of every game. */
static void
note_tag (AbPgnReader *r, const char *n, uint32_t value)
{
  int roster = -1;

  switch (n[0])
    {
    case 'E': roster = strcmp (n, "Event") == 0 ? 0 : -1; break;
    case 'D': roster = strcmp (n, "Date") == 0 ? 2 : -1; break;
    case 'W': roster = strcmp (n, "White") == 0 ? 4 : -1; break;
    case 'B': roster = strcmp (n, "Black") == 0 ? 5 : -1; break;
    case 'S':
      if (strcmp (n, "Site") == 0)
        roster = 1;
      else if (strcmp (n, "SetUp") == 0)
        {
          r->tag_setup = value;
          r->setup_line = r->line;
        }
      break;
    case 'R':
      if (strcmp (n, "Round") == 0)
        roster = 3;
      else if (strcmp (n, "Result") == 0)
        {
          roster = 6;
          r->tag_result = value;
        }
      break;
    case 'F':
      if (strcmp (n, "FEN") == 0)
        {
          r->tag_fen = value;
          r->fen_line = r->line;
        }
      break;
    case 'V':
      if (strcmp (n, "Variant") == 0)
        {
          r->tag_variant = value;
          r->variant_line = r->line;
        }
      break;
    default:
      break;
    }
  if (roster >= 0)
    r->roster_seen |= 1u << roster;
}

/* One [Name "value"] pair at pos. */
static AbPgnStatus
read_tag (AbPgnReader *r, AbPgnGame *g, AbPgnError *e)
{
  const char *d = r->data;
  size_t i = r->pos + 1, name_start, name_end, value_start, k;
  uint32_t name, value;
  char *v;

  while (!at_end (r, i) && (d[i] == ' ' || d[i] == '\t'))
    i++;
  name_start = i;
  while (!at_end (r, i) && is_name_char (d[i]))
    i++;
  name_end = i;
  while (!at_end (r, i) && (d[i] == ' ' || d[i] == '\t'))
    i++;
  if (at_end (r, i) && !r->final)
    return AB_PGN_ST_MORE;
  if (name_end == name_start || at_end (r, i) || d[i] != '"')
    goto bad;
  value_start = ++i;
  while (!at_end (r, i) && d[i] != '"' && d[i] != '\n' && d[i] != '\0')
    i += d[i] == '\\' && !at_end (r, i + 1) && d[i + 1] != '\n' && d[i + 1] != '\0' ? 2 : 1;
  if (at_end (r, i) && !r->final)
    return AB_PGN_ST_MORE;
  if (at_end (r, i) || d[i] != '"')
    goto bad;

  name = _ab_pgn_game_push_text (g, d + name_start, name_end - name_start);
  value = _ab_pgn_game_push_text (g, d + value_start, i - value_start);
  if (name == AB_PGN_NONE || value == AB_PGN_NONE || !_ab_pgn_game_push_tag (g, name, value))
    {
      _ab_pgn_fail (r, e, AB_PGN_ERROR_NO_MEMORY, r->line, NULL, 0);
      return AB_PGN_ST_ERROR;
    }
  /* \" and \\ stand for themselves */
  v = g->text + value;
  k = 0;
  for (size_t j = 0; v[j]; j++)
    {
      if (v[j] == '\\' && (v[j + 1] == '"' || v[j + 1] == '\\'))
        j++;
      v[k++] = v[j];
    }
  v[k] = '\0';

  i++;
  while (!at_end (r, i) && (d[i] == ' ' || d[i] == '\t'))
    i++;
  if (at_end (r, i) && !r->final)
    return AB_PGN_ST_MORE;
  if (at_end (r, i) || d[i] != ']')
    goto bad;
  r->pos = i + 1;

  note_tag (r, g->text + name, value);
  return AB_PGN_ST_OK;

bad:
  {
    const char *nl = memchr (d + r->pos, '\n', r->len - r->pos);
    size_t end = nl ? (size_t) (nl - d) : r->len;

    _ab_pgn_fail (r, e, AB_PGN_ERROR_BAD_TAG, r->line, d + r->pos, end - r->pos);
    return AB_PGN_ST_ERROR;
  }
}

AbPgnStatus
_ab_pgn_read_tags (AbPgnReader *r, AbPgnGame *g, AbPgnError *e)
{
  r->tag_fen = r->tag_setup = r->tag_variant = r->tag_result = AB_PGN_NONE;
  r->roster_seen = 0;
  for (;;)
    {
      AbPgnStatus st;

      skip_space (r);
      if (r->pos >= r->len)
        return r->final ? AB_PGN_ST_OK : AB_PGN_ST_MORE;
      if (r->data[r->pos] == '%')
        {
          if (_ab_pgn_skip_line (r) == AB_PGN_ST_MORE)
            return AB_PGN_ST_MORE;
          continue;
        }
      if (r->data[r->pos] != '[')
        return AB_PGN_ST_OK;
      st = read_tag (r, g, e);
      if (st != AB_PGN_ST_OK)
        return st;
    }
}

/* Lower case without spaces, dashes and underscores: "Chess 960" → "chess960". */
static bool
variant_is (const char *v, const char *const names[])
{
  char key[32];
  size_t n = 0;

  for (; *v && n < sizeof key - 1; v++)
    if (*v != ' ' && *v != '-' && *v != '_')
      key[n++] = (char) (*v >= 'A' && *v <= 'Z' ? *v - 'A' + 'a' : *v);
  if (*v)
    return false;
  key[n] = '\0';
  for (int i = 0; names[i]; i++)
    if (strcmp (key, names[i]) == 0)
      return true;
  return false;
}

static const char *const chess960_names[] = {
  "chess960", "960", "fischerandom", "fischerrandom", "fischerrandomchess", NULL,
};
static const char *const standard_names[] = {
  "", "standard", "chess", "normal", "fromposition", NULL,
};

AbPgnStatus
_ab_pgn_set_up (AbPgnReader *r, AbPgnGame *g, AbPgnError *e)
{
  const char *fen = ab_pgn_game_text (g, r->tag_fen);
  const char *setup = ab_pgn_game_text (g, r->tag_setup);
  const char *variant = ab_pgn_game_text (g, r->tag_variant);
  bool chess960 = false;

  g->missing_tags = ~r->roster_seen & ((1u << AB_PGN_ROSTER_SIZE) - 1);
  if (variant)
    {
      chess960 = variant_is (variant, chess960_names);
      if (!chess960 && !variant_is (variant, standard_names))
        {
          _ab_pgn_fail (r, e, AB_PGN_ERROR_UNSUPPORTED_VARIANT, r->variant_line, variant,
                        strlen (variant));
          return AB_PGN_ST_ERROR;
        }
    }
  if (fen)
    {
      if (!ab_position_set_fen (&r->board, fen, &e->fen))
        {
          AbFenError why = e->fen;

          _ab_pgn_fail (r, e, AB_PGN_ERROR_BAD_FEN, r->fen_line, fen, strlen (fen));
          e->fen = why;
          return AB_PGN_ST_ERROR;
        }
    }
  else if (setup && strcmp (setup, "1") == 0)
    {
      _ab_pgn_fail (r, e, AB_PGN_ERROR_SETUP_WITHOUT_FEN, r->setup_line, NULL, 0);
      return AB_PGN_ST_ERROR;
    }
  else
    ab_position_set_start (&r->board);
  if (chess960)
    r->board.chess960 = true;
  g->chess960 = r->board.chess960;
  if (fen || chess960)
    ab_position_get_fen (&r->board, g->chess960 ? AB_FEN_CASTLING_SHREDDER : AB_FEN_CASTLING_AUTO,
                         g->start_fen, sizeof g->start_fen);
  return AB_PGN_ST_OK;
}

static bool
ensure_scratch (AbPgnReader *r, size_t n)
{
  char *p;

  if (n <= r->scratch_cap)
    return true;
  p = realloc (r->scratch, n);
  if (p == NULL)
    return false;
  r->scratch = p;
  r->scratch_cap = n;
  return true;
}

/* Two comments joined with a space may spell a command neither held alone
 * ("{[%clk} {1:00:00]}"); a reader of the written, joined text would take it
 * as one, so this one does too. A command is short, so only an unclosed "[%"
 * just before the join can start one: the work stays proportional to the
 * new text, however long the comment grows. */
static bool
rejoin (AbPgnReader *r, AbPgnGame *g, AbPgnMove *m, size_t old_len)
{
  char *text = g->text + m->comment_after;
  size_t join = old_len, p = join, total = strlen (text + join) + join, n, end;

  for (size_t i = join; i > 0 && join - i < 48; i--)
    {
      if (text[i - 1] == ']')
        break;
      if (text[i - 1] == '[' && text[i] == '%')
        {
          p = i - 1;
          break;
        }
    }
  if (p == join)
    return true;
  if (!ensure_scratch (r, total - p + 1))
    return false;
  n = _ab_pgn_clean_comment (text + p, total - p, r->scratch, &m->clock_ms, &m->emt_ms);
  memcpy (text + p, r->scratch, n);
  end = p + n;
  while (n == 0 && end > 0 && text[end - 1] == ' ')
    end--;
  text[end] = '\0';
  if (m->comment_after == g->text_last)
    g->text_len = m->comment_after + end + 1;
  if (end == 0)
    m->comment_after = AB_PGN_NONE;
  return true;
}

/* Adds src to the comment after move node, taking out its clock commands
 * as the move's clock: a comment that waited for a move and ended up after
 * one must read as it will when written there. False when out of memory. */
bool
_ab_pgn_read_comment_after (AbPgnReader *r, AbPgnGame *g, uint32_t node, const char *src,
                            size_t len)
{
  AbPgnMove *m = &g->moves[node];
  uint32_t old = m->comment_after, off;
  size_t old_len = 0, n;

  if (!ensure_scratch (r, len + 1))
    return false;
  if (old != AB_PGN_NONE)
    old_len = old == g->text_last ? g->text_len - 1 - old : strlen (g->text + old);
  n = _ab_pgn_clean_comment (src, len, r->scratch, &m->clock_ms, &m->emt_ms);
  if (n == 0)
    return true;
  off = _ab_pgn_game_append_text (g, old, r->scratch, n);
  if (off == AB_PGN_NONE)
    return false;
  m->comment_after = off;
  return old == AB_PGN_NONE || rejoin (r, g, m, old_len);
}

AbPgnStatus
_ab_pgn_read_comment (AbPgnReader *r, AbPgnGame *g, AbPgnError *e)
{
  const char *d = r->data;
  size_t open_line = r->line, body = r->pos + 1, end, n;
  AbPgnLine *ln = &r->cur;
  uint32_t off;

  if (d[r->pos] == '{')
    {
      const char *close = memchr (d + body, '}', r->len - body);
      size_t limit = close ? (size_t) (close - d) : r->len;

      /* A comment that runs into the next game's tags was never closed. */
      for (size_t i = body; i < limit; i++)
        if (d[i] == '\n')
          {
            r->line++;
            if (tag_line_at (r, i + 1))
              {
                r->pos = i + 1;
                _ab_pgn_fail (r, e, AB_PGN_ERROR_UNTERMINATED_COMMENT, open_line, "{", 1);
                return AB_PGN_ST_ENDED;
              }
          }
      if (close == NULL)
        {
          if (!r->final)
            return AB_PGN_ST_MORE;
          r->pos = r->len;
          _ab_pgn_fail (r, e, AB_PGN_ERROR_UNTERMINATED_COMMENT, open_line, "{", 1);
          return AB_PGN_ST_ENDED;
        }
      end = limit;
      r->pos = end + 1;
    }
  else
    {
      const char *nl = memchr (d + body, '\n', r->len - body);

      if (nl == NULL && !r->final)
        return AB_PGN_ST_MORE;
      end = nl ? (size_t) (nl - d) : r->len;
      r->pos = end;
    }

  if (!ensure_scratch (r, end - body + 1))
    {
      _ab_pgn_fail (r, e, AB_PGN_ERROR_NO_MEMORY, open_line, NULL, 0);
      return AB_PGN_ST_ERROR;
    }
  /* After a move (and before any variation to it) a comment is the move's;
   * otherwise it waits for the next move. */
  if (ln->last != AB_PGN_NONE && ln->tail == AB_PGN_NONE)
    {
      if (_ab_pgn_read_comment_after (r, g, ln->last, d + body, end - body))
        return AB_PGN_ST_OK;
      off = AB_PGN_NONE;
    }
  else
    {
      n = _ab_pgn_clean_comment (d + body, end - body, r->scratch, NULL, NULL);
      if (n == 0)
        return AB_PGN_ST_OK;
      off = _ab_pgn_game_append_text (g, ln->pending, r->scratch, n);
      if (off != AB_PGN_NONE)
        ln->pending = off;
    }
  if (off == AB_PGN_NONE)
    {
      _ab_pgn_fail (r, e, AB_PGN_ERROR_TOO_LARGE, open_line, NULL, 0);
      return AB_PGN_ST_ERROR;
    }
  return AB_PGN_ST_OK;
}
