/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-pgn-game.c — the PGN game: tags, the move tree, comments and clocks. */
#include "ab-pgn-private.h"

#include <stdlib.h>
#include <string.h>

#include "ab-position-private.h"

const char *const ab_pgn_roster[AB_PGN_ROSTER_SIZE] = {
  "Event", "Site", "Date", "Round", "White", "Black", "Result",
};

void
ab_pgn_game_init (AbPgnGame *self)
{
  memset (self, 0, sizeof *self);
  ab_pgn_game_reset (self);
}

void
ab_pgn_game_clear (AbPgnGame *self)
{
  free (self->text);
  free (self->tags);
  free (self->moves);
  ab_pgn_game_init (self);
}

void
ab_pgn_game_reset (AbPgnGame *self)
{
  self->text_len = 0;
  self->text_last = AB_PGN_NONE;
  self->n_tags = 0;
  self->n_moves = 0;
  self->first = AB_PGN_NONE;
  self->comment = AB_PGN_NONE;
  self->result = AB_PGN_RESULT_NONE;
  memcpy (self->start_fen, AB_START_FEN, sizeof AB_START_FEN);
  self->chess960 = false;
  self->missing_tags = 0;
  self->line = 0;
}

/* Grows an array to hold at least need elements; false when out of memory. */
static bool
grow (void **array, size_t *cap, size_t need, size_t size)
{
  size_t n = *cap ? *cap : 16;
  void *p;

  if (need <= *cap)
    return true;
  while (n < need)
    {
      if (n > SIZE_MAX / 2 / size)
        return false;
      n *= 2;
    }
  p = realloc (*array, n * size);
  if (p == NULL)
    return false;
  *array = p;
  *cap = n;
  return true;
}

/* Room for len more bytes of text (a NUL included), within 32-bit offsets. */
static bool
text_room (AbPgnGame *self, size_t len)
{
  return len < UINT32_MAX - 1 - self->text_len
         && grow ((void **) &self->text, &self->text_cap, self->text_len + len, 1);
}

uint32_t
_ab_pgn_game_push_text (AbPgnGame *self, const char *s, size_t len)
{
  size_t at = self->text_len;

  if (!text_room (self, len + 1))
    return AB_PGN_NONE;
  if (len)
    memcpy (self->text + at, s, len);
  self->text[at + len] = '\0';
  self->text_len = at + len + 1;
  self->text_last = (uint32_t) at;
  return (uint32_t) at;
}

uint32_t
_ab_pgn_game_append_text (AbPgnGame *self, uint32_t old, const char *s, size_t len)
{
  /* s may lie in the text itself, which growing moves */
  bool inside = self->text && s >= self->text && s < self->text + self->text_len;
  size_t s_off = inside ? (size_t) (s - self->text) : 0;
  size_t old_len, at = self->text_len;

  if (old == AB_PGN_NONE)
    {
      if (!text_room (self, len + 1))
        return AB_PGN_NONE;
      memmove (self->text + at, inside ? self->text + s_off : s, len);
      self->text[at + len] = '\0';
      self->text_len = at + len + 1;
      self->text_last = (uint32_t) at;
      return (uint32_t) at;
    }
  if (old == self->text_last && self->text_len > 0)
    {
      /* the last string: it grows where it stands, without a copy */
      if (!text_room (self, len + 1))
        return AB_PGN_NONE;
      self->text[at - 1] = ' ';
      memmove (self->text + at, inside ? self->text + s_off : s, len);
      self->text[at + len] = '\0';
      self->text_len = at + len + 1;
      return old;
    }
  old_len = strlen (self->text + old);
  if (!text_room (self, old_len + len + 2))
    return AB_PGN_NONE;
  memcpy (self->text + at, self->text + old, old_len);
  self->text[at + old_len] = ' ';
  memmove (self->text + at + old_len + 1, inside ? self->text + s_off : s, len);
  self->text[at + old_len + 1 + len] = '\0';
  self->text_len = at + old_len + len + 2;
  self->text_last = (uint32_t) at;
  return (uint32_t) at;
}

uint32_t
_ab_pgn_game_push_move (AbPgnGame *self, AbMove move)
{
  AbPgnMove *m;

  if (self->n_moves >= UINT32_MAX - 1
      || !grow ((void **) &self->moves, &self->moves_cap, self->n_moves + 1, sizeof *m))
    return AB_PGN_NONE;
  m = &self->moves[self->n_moves];
  memset (m, 0, sizeof *m);
  m->move = move;
  m->next = AB_PGN_NONE;
  m->variations = AB_PGN_NONE;
  m->next_variation = AB_PGN_NONE;
  m->comment_before = AB_PGN_NONE;
  m->comment_after = AB_PGN_NONE;
  m->clock_ms = -1;
  m->emt_ms = -1;
  return (uint32_t) self->n_moves++;
}

bool
_ab_pgn_game_push_tag (AbPgnGame *self, uint32_t name, uint32_t value)
{
  if (!grow ((void **) &self->tags, &self->tags_cap, self->n_tags + 1, sizeof *self->tags))
    return false;
  self->tags[self->n_tags].name = name;
  self->tags[self->n_tags].value = value;
  self->n_tags++;
  return true;
}

const char *
ab_pgn_game_text (const AbPgnGame *self, uint32_t offset)
{
  return offset == AB_PGN_NONE || offset >= self->text_len ? NULL : self->text + offset;
}

const char *
ab_pgn_game_tag (const AbPgnGame *self, const char *name)
{
  for (size_t i = 0; i < self->n_tags; i++)
    if (strcmp (self->text + self->tags[i].name, name) == 0)
      return self->text + self->tags[i].value;
  return NULL;
}

bool
ab_pgn_game_set_tag (AbPgnGame *self, const char *name, const char *value)
{
  uint32_t v = _ab_pgn_game_push_text (self, value, strlen (value));
  uint32_t n;

  if (v == AB_PGN_NONE)
    return false;
  for (size_t i = 0; i < self->n_tags; i++)
    if (strcmp (self->text + self->tags[i].name, name) == 0)
      {
        self->tags[i].value = v;
        return true;
      }
  n = _ab_pgn_game_push_text (self, name, strlen (name));
  return n != AB_PGN_NONE && _ab_pgn_game_push_tag (self, n, v);
}

void
ab_pgn_game_start_position (const AbPgnGame *self, AbPosition *pos)
{
  if (!ab_position_set_fen (pos, self->start_fen, NULL))
    ab_position_set_start (pos);
  if (self->chess960)
    ab_position_set_chess960_flag (pos, true);
}

bool
ab_pgn_game_set_start (AbPgnGame *self, const AbPosition *pos)
{
  char fen[AB_FEN_MAX];
  AbPosition start;

  if (self->n_moves)
    return false;
  ab_position_get_fen (pos, pos->chess960 ? AB_FEN_CASTLING_SHREDDER : AB_FEN_CASTLING_AUTO, fen,
                       sizeof fen);
  ab_position_set_start (&start);
  if (!ab_position_equal (&start, pos) || pos->chess960)
    {
      if (!ab_pgn_game_set_tag (self, "SetUp", "1") || !ab_pgn_game_set_tag (self, "FEN", fen))
        return false;
      if (pos->chess960 && !ab_pgn_game_set_tag (self, "Variant", "Chess960"))
        return false;
    }
  memcpy (self->start_fen, fen, sizeof fen);
  self->chess960 = pos->chess960;
  return true;
}

uint32_t
ab_pgn_game_add_move (AbPgnGame *self, uint32_t after, AbMove move)
{
  uint32_t *slot, idx;

  if (after != AB_PGN_NONE && after >= self->n_moves)
    return AB_PGN_NONE;
  idx = _ab_pgn_game_push_move (self, move);
  if (idx == AB_PGN_NONE)
    return AB_PGN_NONE;
  self->moves[idx].line = 0;
  slot = after == AB_PGN_NONE ? &self->first : &self->moves[after].next;
  if (*slot == AB_PGN_NONE)
    {
      *slot = idx;
      return idx;
    }
  /* the place is taken: the new move becomes the last variation to it */
  slot = &self->moves[*slot].variations;
  while (*slot != AB_PGN_NONE)
    slot = &self->moves[*slot].next_variation;
  *slot = idx;
  return idx;
}

bool
ab_pgn_game_set_comment (AbPgnGame *self, uint32_t move, bool before, const char *text)
{
  uint32_t off = AB_PGN_NONE;

  if (move >= self->n_moves)
    return false;
  if (text && *text)
    {
      off = _ab_pgn_game_push_text (self, text, strlen (text));
      if (off == AB_PGN_NONE)
        return false;
    }
  if (before)
    self->moves[move].comment_before = off;
  else
    self->moves[move].comment_after = off;
  return true;
}

bool
ab_pgn_game_add_nag (AbPgnGame *self, uint32_t move, int nag)
{
  AbPgnMove *m;

  if (move >= self->n_moves || nag < 1 || nag > 255)
    return false;
  m = &self->moves[move];
  if (m->n_nags >= AB_PGN_MAX_NAGS)
    return false;
  m->nags[m->n_nags++] = (uint8_t) nag;
  return true;
}

size_t
ab_pgn_game_main_line_length (const AbPgnGame *self)
{
  size_t n = 0;

  for (uint32_t i = self->first; i != AB_PGN_NONE; i = self->moves[i].next)
    n++;
  return n;
}

const char *
ab_pgn_result_string (AbPgnResult result)
{
  switch (result)
    {
    case AB_PGN_RESULT_WHITE_WINS: return "1-0";
    case AB_PGN_RESULT_BLACK_WINS: return "0-1";
    case AB_PGN_RESULT_DRAW: return "1/2-1/2";
    default: return "*";
    }
}

AbPgnResult
ab_pgn_result_from_string (const char *text)
{
  if (strcmp (text, "1-0") == 0)
    return AB_PGN_RESULT_WHITE_WINS;
  if (strcmp (text, "0-1") == 0)
    return AB_PGN_RESULT_BLACK_WINS;
  if (strcmp (text, "1/2-1/2") == 0)
    return AB_PGN_RESULT_DRAW;
  if (strcmp (text, "*") == 0)
    return AB_PGN_RESULT_UNKNOWN;
  return AB_PGN_RESULT_NONE;
}

static bool
is_digit (char c)
{
  return c >= '0' && c <= '9';
}

int32_t
_ab_pgn_parse_time (const char *s, size_t len)
{
  int64_t fields[3] = { 0, 0, 0 }, ms = 0;
  int n = 0;
  size_t i = 0;

  while (i < len && n < 3)
    {
      size_t start = i;

      while (i < len && is_digit (s[i]) && i - start < 7)
        fields[n] = fields[n] * 10 + (s[i++] - '0');
      if (i == start)
        return -1;
      n++;
      if (i < len && s[i] == ':')
        i++;
      else
        break;
    }
  if (i < len && s[i] == '.')
    {
      int64_t scale = 100;

      if (++i >= len || !is_digit (s[i]))
        return -1;
      for (int k = 0; i < len && is_digit (s[i]) && k < 3; i++, k++, scale /= 10)
        ms += (s[i] - '0') * scale;
    }
  if (i != len || n < 2)
    return -1;
  /* minutes and seconds past the first field stay below 60 */
  for (int k = 1; k < n; k++)
    if (fields[k] >= 60)
      return -1;
  if (n == 3)
    ms += ((fields[0] * 60 + fields[1]) * 60 + fields[2]) * 1000;
  else
    ms += (fields[0] * 60 + fields[1]) * 1000;
  return ms > INT32_MAX ? -1 : (int32_t) ms;
}

size_t
_ab_pgn_format_time (int32_t ms, char buf[24])
{
  int32_t h = ms / 3600000, m = ms / 60000 % 60, s = ms / 1000 % 60, frac = ms % 1000;
  size_t n = 0;
  char digits[12];
  int nd = 0;

  if (ms < 0)
    h = m = s = frac = 0;
  do
    digits[nd++] = (char) ('0' + h % 10);
  while ((h /= 10) > 0);
  while (nd > 0)
    buf[n++] = digits[--nd];
  buf[n++] = ':';
  buf[n++] = (char) ('0' + m / 10);
  buf[n++] = (char) ('0' + m % 10);
  buf[n++] = ':';
  buf[n++] = (char) ('0' + s / 10);
  buf[n++] = (char) ('0' + s % 10);
  if (frac)
    {
      buf[n++] = '.';
      buf[n++] = (char) ('0' + frac / 100);
      if (frac % 100)
        {
          buf[n++] = (char) ('0' + frac / 10 % 10);
          if (frac % 10)
            buf[n++] = (char) ('0' + frac % 10);
        }
    }
  buf[n] = '\0';
  return n;
}

/* Control characters, NUL among them, count as space: a comment keeps words. */
static bool
is_space (char c)
{
  return (unsigned char) c <= ' ' || c == 0x7f;
}

/* At s[i] == '[': a "[%clk TIME]" or "[%emt TIME]" command? Sets *end past it. */
static bool
read_command (const char *s, size_t len, size_t i, const char *name, int32_t *value,
              size_t *end)
{
  size_t n = strlen (name), j = i + 2 + n, k;
  int32_t t;

  if (len - i < n + 4 || s[i + 1] != '%' || memcmp (s + i + 2, name, n) != 0 || !is_space (s[j]))
    return false;
  while (j < len && is_space (s[j]))
    j++;
  /* a time is short: do not scan a long run of text for its end */
  for (k = j; k < len && k - j < 24 && s[k] != ']' && !is_space (s[k]); k++)
    ;
  t = _ab_pgn_parse_time (s + j, k - j);
  while (k < len && is_space (s[k]))
    k++;
  if (t < 0 || k >= len || s[k] != ']')
    return false;
  *value = t;
  *end = k + 1;
  return true;
}

size_t
_ab_pgn_clean_comment (const char *s, size_t len, char *out, int32_t *clock_ms, int32_t *emt_ms)
{
  size_t n = 0;
  bool space = false;

  for (size_t i = 0; i < len;)
    {
      size_t end;

      if (s[i] == '[' && clock_ms
          && (read_command (s, len, i, "clk", clock_ms, &end)
              || read_command (s, len, i, "emt", emt_ms, &end)))
        {
          space = n > 0;
          i = end;
          continue;
        }
      if (is_space (s[i]))
        {
          space = n > 0;
          i++;
          continue;
        }
      if (space)
        out[n++] = ' ';
      space = false;
      /* only a ; comment can hold '}'; written in braces it would end early */
      out[n++] = s[i] == '}' ? ')' : s[i];
      i++;
    }
  return n;
}
