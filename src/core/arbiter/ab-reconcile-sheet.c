/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-reconcile-sheet.c — a scoresheet's entries, and reading them from plain
 * move text or PGN movetext (the format is described in the header). */
#include "ab-reconcile-sheet.h"

#include <stdlib.h>
#include <string.h>

void
ab_reconcile_sheet_init (AbReconcileSheet *self)
{
  memset (self, 0, sizeof *self);
}

void
ab_reconcile_sheet_clear (AbReconcileSheet *self)
{
  for (size_t i = 0; i < self->n_entries; i++)
    free (self->entries[i].text);
  free (self->entries);
  ab_reconcile_sheet_init (self);
}

bool
ab_reconcile_sheet_add (AbReconcileSheet *self, const char *text, size_t len, int32_t clock_ms,
                        uint32_t line)
{
  AbReconcileSheetEntry *e;
  char *copy;

  if (len == 0 || len >= AB_RECONCILE_SHEET_TEXT_MAX
      || self->n_entries >= AB_RECONCILE_SHEET_MAX_PLIES)
    return false;
  if (self->n_entries == self->cap)
    {
      size_t cap = self->cap ? self->cap * 2 : 64;
      AbReconcileSheetEntry *p = realloc (self->entries, cap * sizeof *p);

      if (p == NULL)
        return false;
      self->entries = p;
      self->cap = cap;
    }
  copy = malloc (len + 1);
  if (copy == NULL)
    return false;
  memcpy (copy, text, len);
  copy[len] = '\0';
  e = &self->entries[self->n_entries++];
  e->text = copy;
  e->clock_ms = clock_ms < 0 ? -1 : clock_ms;
  e->line = line;
  return true;
}

bool
ab_reconcile_sheet_has_clocks (const AbReconcileSheet *self)
{
  for (size_t i = 0; i < self->n_entries; i++)
    if (self->entries[i].clock_ms >= 0)
      return true;
  return false;
}

/* Reading. */

typedef struct
{
  const char *data;
  size_t len;
  size_t pos;
  size_t line;
  AbReconcileSheet *sheet;
  AbReconcileSheetError *error;
} Reader;

/* A word of a segment: the text between spaces. */
typedef struct
{
  const char *s;
  size_t n;
} Word;

static bool
fail (Reader *r, AbReconcileSheetErrorCode code, size_t line)
{
  r->error->code = code;
  r->error->line = line;
  return false;
}

static bool
is_space (char c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f' || c == '\n';
}

static bool
is_digit (char c)
{
  return c >= '0' && c <= '9';
}

/* What ends a run of moves: a separator, a comment, a variation. */
static bool
ends_segment (char c)
{
  return c == ',' || c == '\n' || c == '{' || c == '}' || c == '(' || c == ')' || c == ';'
         || c == '\0';
}

/* Bytes at the start of s[0..n) that are in set (s need not end in NUL). */
static size_t
span (const char *s, size_t n, const char *set)
{
  size_t i = 0;

  while (i < n && s[i] != '\0' && strchr (set, s[i]))
    i++;
  return i;
}

static bool
word_is (Word w, const char *s)
{
  return strlen (s) == w.n && memcmp (w.s, s, w.n) == 0;
}

/* Drops a leading move number: "12." "12..." "12…" "12.e4" → "e4"; a bare
 * number goes whole, except 00 and 000 (castling written with zeros). */
static Word
strip_move_number (Word w)
{
  size_t i = 0;

  while (i < w.n && is_digit (w.s[i]))
    i++;
  if (i == 0)
    return w;
  if (i == w.n)
    {
      if (span (w.s, w.n, "0") == w.n && (w.n == 2 || w.n == 3))
        return w;
      w.n = 0;
      return w;
    }
  if (w.s[i] != '.' && !(w.n - i >= 3 && memcmp (w.s + i, "\xe2\x80\xa6", 3) == 0))
    return w;
  while (i < w.n)
    {
      if (w.s[i] == '.')
        i++;
      else if (w.n - i >= 3 && memcmp (w.s + i, "\xe2\x80\xa6", 3) == 0)
        i += 3;
      else
        break;
    }
  w.s += i;
  w.n -= i;
  return w;
}

/* Results, annotation glyphs and NAGs are not moves. */
static bool
is_noise (Word w)
{
  static const char *const results[] = { "1-0", "0-1", "1/2-1/2", "\xc2\xbd-\xc2\xbd", "*" };

  if (w.n == 0 || w.s[0] == '$')
    return true;
  for (size_t i = 0; i < sizeof results / sizeof results[0]; i++)
    if (word_is (w, results[i]))
      return true;
  return span (w.s, w.n, "!?") == w.n;
}

/* "e.p." after a written capture belongs to it. */
static bool
is_en_passant_suffix (Word w)
{
  return word_is (w, "e.p.") || word_is (w, "e.p") || word_is (w, "ep") || word_is (w, "i.p.");
}

/* A word of a spoken move: three or more letters ("Eva", "Springer",
 * "schlägt"), but not castling written with O's ("OOO"). */
static bool
is_spoken_word (Word w)
{
  bool all_o = true;

  if (w.n < 3)
    return false;
  for (size_t i = 0; i < w.n; i++)
    {
      unsigned char c = (unsigned char) w.s[i];

      if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80))
        return false;
      if (c != 'o' && c != 'O')
        all_o = false;
    }
  return !all_o;
}

/* The next word in [*pos, end), or n == 0 at the end. */
static Word
next_word (const char *data, size_t *pos, size_t end)
{
  Word w = { data + *pos, 0 };

  while (*pos < end && is_space (data[*pos]))
    (*pos)++;
  w.s = data + *pos;
  while (*pos < end && !is_space (data[*pos]))
    (*pos)++;
  w.n = (size_t) (data + *pos - w.s);
  return w;
}

static bool
add_move (Reader *r, const char *text, size_t n)
{
  if (n >= AB_RECONCILE_SHEET_TEXT_MAX)
    return fail (r, AB_RECONCILE_SHEET_ERROR_MOVE_TOO_LONG, r->line);
  if (r->sheet->n_entries >= AB_RECONCILE_SHEET_MAX_PLIES)
    return fail (r, AB_RECONCILE_SHEET_ERROR_TOO_MANY_MOVES, r->line);
  if (!ab_reconcile_sheet_add (r->sheet, text, n, -1, (uint32_t) r->line))
    return fail (r, AB_RECONCILE_SHEET_ERROR_NO_MEMORY, r->line);
  return true;
}

/* A spoken segment is one move: its words joined by single spaces. */
static bool
read_spoken (Reader *r, size_t end)
{
  char text[AB_RECONCILE_SHEET_TEXT_MAX];
  size_t n = 0, pos = r->pos;
  bool too_long = false;

  for (;;)
    {
      Word raw = next_word (r->data, &pos, end);
      Word w = strip_move_number (raw);

      if (raw.n == 0)
        break;
      if (is_noise (w))
        continue;
      if (n + w.n + 1 >= sizeof text)
        {
          too_long = true;
          break;
        }
      if (n > 0)
        text[n++] = ' ';
      memcpy (text + n, w.s, w.n);
      n += w.n;
    }
  if (too_long)
    return fail (r, AB_RECONCILE_SHEET_ERROR_MOVE_TOO_LONG, r->line);
  return n == 0 || add_move (r, text, n);
}

/* A written segment: each word a move, "e.p." joined to the one before. */
static bool
read_written (Reader *r, size_t end)
{
  size_t pos = r->pos;
  Word prev = { NULL, 0 };

  for (;;)
    {
      Word raw = next_word (r->data, &pos, end);
      Word w = strip_move_number (raw);
      bool at_end = raw.n == 0;

      if (!at_end && is_noise (w))
        continue;
      if (!at_end && prev.n > 0 && is_en_passant_suffix (w))
        {
          prev.n = (size_t) (w.s + w.n - prev.s);
          continue;
        }
      if (prev.n > 0 && !add_move (r, prev.s, prev.n))
        return false;
      if (at_end)
        return true;
      prev = w;
    }
}

static bool
read_segment (Reader *r)
{
  size_t end = r->pos, pos = r->pos;
  bool spoken = false;

  while (end < r->len && !ends_segment (r->data[end]))
    end++;
  for (;;)
    {
      Word w = next_word (r->data, &pos, end);

      if (w.n == 0)
        break;
      if (is_spoken_word (strip_move_number (w)))
        spoken = true;
    }
  if (!(spoken ? read_spoken (r, end) : read_written (r, end)))
    return false;
  r->pos = end;
  return true;
}

/* "1:29:56", "29:56", "1:29:56.4": the time in ms, or -1. */
static int32_t
parse_clock (const char *s, size_t n)
{
  long fields[3] = { 0 };
  int n_fields = 0, digits = 0, ms = 0, scale = 100;
  size_t i = 0;

  while (n > 0 && is_space (s[n - 1]))
    n--;
  while (i < n && is_space (s[i]))
    i++;
  for (; i < n && s[i] != '.'; i++)
    {
      if (s[i] == ':')
        {
          if (digits == 0 || n_fields == 2)
            return -1;
          n_fields++;
          digits = 0;
        }
      else if (is_digit (s[i]) && digits < 3)
        {
          fields[n_fields] = fields[n_fields] * 10 + (s[i] - '0');
          digits++;
        }
      else
        return -1;
    }
  if (digits != 2 || n_fields == 0)
    return -1;
  if (i < n)
    {
      if (++i == n)
        return -1;
      for (; i < n; i++)
        {
          if (!is_digit (s[i]))
            return -1;
          ms += (s[i] - '0') * scale;
          scale /= 10;
        }
    }
  if (fields[n_fields] >= 60 || (n_fields == 2 && (fields[1] >= 60 || fields[0] > 99)))
    return -1;
  if (n_fields == 1)
    return (int32_t) ((fields[0] * 60 + fields[1]) * 1000 + ms);
  return (int32_t) (((fields[0] * 60 + fields[1]) * 60 + fields[2]) * 1000 + ms);
}

static bool
attach_clock (Reader *r, int32_t ms, size_t line)
{
  AbReconcileSheetEntry *last;

  if (ms < 0)
    return fail (r, AB_RECONCILE_SHEET_ERROR_BAD_CLOCK, line);
  if (r->sheet->n_entries == 0)
    return fail (r, AB_RECONCILE_SHEET_ERROR_CLOCK_WITHOUT_MOVE, line);
  last = &r->sheet->entries[r->sheet->n_entries - 1];
  if (last->clock_ms >= 0)
    return fail (r, AB_RECONCILE_SHEET_ERROR_TWO_CLOCKS, line);
  last->clock_ms = ms;
  return true;
}

/* A comment's clock: "[%clk 1:29:56]" anywhere in it, or the whole comment
 * made of digits, colons and a point ("1:29:56"). Other comments are text. */
static bool
read_comment_clock (Reader *r, const char *s, size_t n, size_t line)
{
  static const char clk[] = "[%clk";
  size_t k = sizeof clk - 1;

  for (size_t i = 0; i + k <= n; i++)
    if (memcmp (s + i, clk, k) == 0)
      {
        const char *v = s + i + k;
        const char *close = memchr (v, ']', n - i - k);

        if (close == NULL)
          return fail (r, AB_RECONCILE_SHEET_ERROR_BAD_CLOCK, line);
        return attach_clock (r, parse_clock (v, (size_t) (close - v)), line);
      }
  while (n > 0 && is_space (*s))
    s++, n--;
  while (n > 0 && is_space (s[n - 1]))
    n--;
  if (n == 0 || span (s, n, "0123456789:.") < n || memchr (s, ':', n) == NULL)
    return true;
  return attach_clock (r, parse_clock (s, n), line);
}

/* From '{' to '}'; with_clock: a clock in it belongs to the last move. */
static bool
read_comment (Reader *r, bool with_clock)
{
  size_t open_line = r->line, start = ++r->pos;

  while (r->pos < r->len && r->data[r->pos] != '}')
    {
      if (r->data[r->pos] == '\0')
        return fail (r, AB_RECONCILE_SHEET_ERROR_NOT_TEXT, r->line);
      if (r->data[r->pos] == '\n')
        r->line++;
      r->pos++;
    }
  if (r->pos >= r->len)
    return fail (r, AB_RECONCILE_SHEET_ERROR_UNTERMINATED_COMMENT, open_line);
  r->pos++;
  return !with_clock || read_comment_clock (r, r->data + start, r->pos - 1 - start, open_line);
}

static void
skip_line (Reader *r)
{
  while (r->pos < r->len && r->data[r->pos] != '\n' && r->data[r->pos] != '\0')
    r->pos++;
}

/* A variation, nested ones and comments in it: none of it was played. */
static bool
skip_variation (Reader *r)
{
  size_t open_line = r->line;
  int depth = 0;

  while (r->pos < r->len)
    {
      char c = r->data[r->pos];

      if (c == '{')
        {
          if (!read_comment (r, false))
            return false;
          continue;
        }
      if (c == '\0')
        return fail (r, AB_RECONCILE_SHEET_ERROR_NOT_TEXT, r->line);
      if (c == '\n')
        r->line++;
      else if (c == ';')
        {
          skip_line (r);
          continue;
        }
      else if (c == '(')
        depth++;
      else if (c == ')' && --depth == 0)
        {
          r->pos++;
          return true;
        }
      r->pos++;
    }
  return fail (r, AB_RECONCILE_SHEET_ERROR_UNTERMINATED_VARIATION, open_line);
}

/* [Name "value"] on one line; a ']' in the quoted value does not end it. */
static bool
skip_tag (Reader *r)
{
  bool quoted = false;

  for (r->pos++; r->pos < r->len && r->data[r->pos] != '\n'; r->pos++)
    {
      char c = r->data[r->pos];

      if (c == '\0')
        return fail (r, AB_RECONCILE_SHEET_ERROR_NOT_TEXT, r->line);
      if (c == '\\' && quoted && r->pos + 1 < r->len && r->data[r->pos + 1] != '\n')
        r->pos++;
      else if (c == '"')
        quoted = !quoted;
      else if (c == ']' && !quoted)
        {
          r->pos++;
          return true;
        }
    }
  return fail (r, AB_RECONCILE_SHEET_ERROR_UNTERMINATED_TAG, r->line);
}

static bool
read_all (Reader *r)
{
  bool line_start = true;

  while (r->pos < r->len)
    {
      char c = r->data[r->pos];

      if (c == '\n')
        {
          r->line++;
          r->pos++;
          line_start = true;
          continue;
        }
      if (is_space (c))
        {
          r->pos++;
          continue;
        }
      if (line_start && c == '[')
        {
          if (!skip_tag (r))
            return false;
          continue;
        }
      if (line_start && c == '%')
        {
          skip_line (r);
          continue;
        }
      line_start = false;
      switch (c)
        {
        case '\0': return fail (r, AB_RECONCILE_SHEET_ERROR_NOT_TEXT, r->line);
        case '{':
          if (!read_comment (r, true))
            return false;
          break;
        case '}': return fail (r, AB_RECONCILE_SHEET_ERROR_UNMATCHED_BRACE, r->line);
        case '(':
          if (!skip_variation (r))
            return false;
          break;
        case ')': return fail (r, AB_RECONCILE_SHEET_ERROR_UNMATCHED_PARENTHESIS, r->line);
        case ';': skip_line (r); break;
        case ',': r->pos++; break;
        default:
          if (!read_segment (r))
            return false;
          break;
        }
    }
  return true;
}

bool
ab_reconcile_sheet_read (AbReconcileSheet *self, const char *data, size_t len,
                         AbReconcileSheetError *error)
{
  Reader r = { data, len, 0, 1, self, error };

  ab_reconcile_sheet_clear (self);
  error->code = AB_RECONCILE_SHEET_OK;
  error->line = 0;
  if (read_all (&r))
    return true;
  ab_reconcile_sheet_clear (self);
  return false;
}
