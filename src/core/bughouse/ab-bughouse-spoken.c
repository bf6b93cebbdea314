/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-spoken.c — doorgeefschaak moves spoken, and read back.
 *
 * A placement is the piece, the placement word and the square: "Dame auf
 * Felix sieben", "Dame op Felix zeven", "Queen drop Felix seven"; a pawn is
 * named too ("Bauer auf Eva vier"), because nothing else would tell the
 * listener where it came from. "auf"/"op" say where a piece is put, as a
 * German or Dutch player says it; English has no such preposition in chess
 * use, so the bughouse term "drop" is the word. Normal moves are the
 * standard announcement with this variant's check and mate words. */
#include "ab-bughouse-notation.h"

#include <ctype.h>
#include <string.h>

#include "ab-bughouse-private.h"

static const char *const drop_words[3] = { "auf", "op", "drop" };

static AbLanguage
valid_language (AbLanguage lang)
{
  return (unsigned) lang <= AB_LANG_EN ? lang : AB_LANG_DE;
}

const char *
ab_bughouse_spoken_drop_word (AbLanguage lang)
{
  return drop_words[valid_language (lang)];
}

typedef struct
{
  char *buf;
  size_t size;
  size_t len;
} Out;

static void
put_str (Out *out, const char *s)
{
  for (; *s; s++)
    {
      if (out->size > 0 && out->len + 1 < out->size)
        {
          out->buf[out->len] = *s;
          out->buf[out->len + 1] = '\0';
        }
      out->len++;
    }
}

/* Drops a final " word" from text (of length *len) when it is there. */
static bool
strip_word (char *text, size_t *len, const char *word)
{
  size_t w = strlen (word);

  if (*len > w && text[*len - w - 1] == ' ' && strcmp (text + *len - w, word) == 0)
    {
      *len -= w + 1;
      text[*len] = '\0';
      return true;
    }
  return false;
}

size_t
ab_bughouse_move_to_spoken (const AbBughousePosition *pos, AbBughouseMove move,
                            AbLanguage lang, AbSpokenStyle style, char *buf, size_t size)
{
  Out out = { buf, size, 0 };
  char text[AB_SPOKEN_MAX];

  lang = valid_language (lang);
  if (size > 0)
    buf[0] = '\0';
  if (ab_bughouse_move_is_drop (move))
    {
      AbPieceType t = ab_bughouse_move_drop_type (move);

      ab_spoken_square (lang, ab_bughouse_move_to (move), text, sizeof text);
      put_str (&out, ab_spoken_piece (lang, t));
      put_str (&out, " ");
      put_str (&out, drop_words[lang]);
      put_str (&out, " ");
      put_str (&out, text);
      return out.len;
    }
  {
    AbBughousePosition after = *pos;
    AbBughouseUndo undo;
    size_t len;

    ab_move_to_spoken (&pos->pos, ab_bughouse_move_base (move), lang, style, text, sizeof text);
    len = strlen (text);
    if (!strip_word (text, &len, ab_spoken_word (lang, AB_SPOKEN_WORD_MATE)))
      strip_word (text, &len, ab_spoken_word (lang, AB_SPOKEN_WORD_CHECK));
    put_str (&out, text);
    ab_bughouse_position_make (&after, move, &undo);
    if (after.pos.checkers)
      {
        bool mate = ab_bughouse_position_status (&after) == AB_BUGHOUSE_STATUS_CHECKMATE;

        put_str (&out, " ");
        put_str (&out, ab_spoken_word (lang, mate ? AB_SPOKEN_WORD_MATE : AB_SPOKEN_WORD_CHECK));
      }
  }
  return out.len;
}

/* Lower-case ASCII with umlauts folded ("ä", "ae" and "a" alike), so that
 * typed "Laeufer", "Läufer" and "Laufer" compare equal. */
static void
fold (const char *word, size_t len, char *out, size_t size)
{
  size_t n = 0;

  for (size_t i = 0; i < len && n + 1 < size; i++)
    {
      unsigned char c = (unsigned char) word[i];

      if (c == 0xC3 && i + 1 < len)
        {
          unsigned char d = (unsigned char) word[++i];

          switch (d | 0x20)
            {
            case 0xA4: out[n++] = 'a'; break; /* ä Ä */
            case 0xB6: out[n++] = 'o'; break; /* ö Ö */
            case 0xBC: out[n++] = 'u'; break; /* ü Ü */
            default: out[n++] = '?'; break;
            }
          continue;
        }
      c = (unsigned char) tolower (c);
      if (c == 'e' && n > 0 && strchr ("aou", out[n - 1]))
        continue;
      out[n++] = (char) c;
    }
  out[n] = '\0';
}

static bool
same_word (const char *folded, const char *word)
{
  char f[32];

  fold (word, strlen (word), f, sizeof f);
  return strcmp (folded, f) == 0;
}

static bool
is_drop_word (const char *folded)
{
  for (int l = 0; l < 3; l++)
    if (same_word (folded, drop_words[l]))
      return true;
  return strcmp (folded, "@") == 0 || strcmp (folded, "*") == 0;
}

static AbPieceType
piece_word (const char *folded, bool *also_knight)
{
  *also_knight = false;
  for (int l = 0; l < 3; l++)
    for (int t = AB_PAWN; t <= AB_QUEEN; t++)
      if (same_word (folded, ab_spoken_piece ((AbLanguage) l, (AbPieceType) t)))
        return (AbPieceType) t;
  if (strlen (folded) == 1)
    switch (folded[0])
      {
      case 'q': case 'd': return AB_QUEEN;
      case 'r': case 't': return AB_ROOK;
      case 'b': case 'l': return AB_BISHOP;
      case 'n': case 's': return AB_KNIGHT;
      case 'p': *also_knight = true; return AB_PAWN;
      default: break;
      }
  return AB_NO_PIECE_TYPE;
}

static int
file_word (const char *folded)
{
  for (int f = 0; f < 8; f++)
    if (same_word (folded, ab_spoken_file (f)))
      return f;
  /* how the German voice wants it spelled, and the Latin spelling */
  if (strcmp (folded, "casar") == 0 || strcmp (folded, "zasar") == 0
      || strcmp (folded, "caesar") == 0)
    return 2;
  return -1;
}

static int
rank_word (const char *folded)
{
  if (folded[0] >= '1' && folded[0] <= '8' && folded[1] == '\0')
    return folded[0] - '1';
  for (int l = 0; l < 3; l++)
    for (int r = 0; r < 8; r++)
      if (same_word (folded, ab_spoken_rank ((AbLanguage) l, r)))
        return r;
  return -1;
}

#define MAX_WORDS 8

typedef struct
{
  char word[MAX_WORDS][32];
  int offset[MAX_WORDS];
  int count;
  bool too_many;
} Words;

static void
split_words (const char *text, Words *w)
{
  size_t i = 0;

  w->count = 0;
  w->too_many = false;
  while (text[i])
    {
      size_t start;

      while (text[i] && (isspace ((unsigned char) text[i]) || strchr (",.;:!?-", text[i])))
        i++;
      if (!text[i])
        break;
      start = i;
      if (text[i] == '@' || text[i] == '*')
        i++;
      else
        while (text[i] && !isspace ((unsigned char) text[i]) && !strchr (",.;:!?-@*", text[i]))
          i++;
      if (w->count == MAX_WORDS)
        {
          w->too_many = true;
          return;
        }
      fold (text + start, i - start, w->word[w->count], sizeof w->word[0]);
      w->offset[w->count++] = (int) start;
    }
}

static bool
has_drop_word (const Words *w)
{
  for (int i = 0; i < w->count; i++)
    if (is_drop_word (w->word[i]))
      return true;
  return false;
}

static AbBughouseMove
syntax (AbBughouseMoveError *error, int offset)
{
  memset (error, 0, sizeof *error);
  error->base.code = AB_MOVE_ERROR_SYNTAX;
  error->base.offset = offset;
  error->base.from = AB_NO_SQUARE;
  error->base.to = AB_NO_SQUARE;
  error->to = AB_NO_SQUARE;
  error->is_drop = true;
  return AB_BUGHOUSE_MOVE_NONE;
}

/* [piece] drop-word square, the square as "f7" or as two words. */
static AbBughouseMove
parse_spoken_drop (const AbBughousePosition *pos, const char *text, const Words *w,
                   AbBughouseMoveError *error)
{
  AbPieceType t = AB_PAWN;
  bool also_knight = false;
  int i = 0, file, rank;

  if (!is_drop_word (w->word[0]))
    {
      t = piece_word (w->word[0], &also_knight);
      if (t == AB_NO_PIECE_TYPE)
        return syntax (error, w->offset[0]);
      i = 1;
    }
  if (i >= w->count || !is_drop_word (w->word[i]))
    return syntax (error, i < w->count ? w->offset[i] : (int) strlen (text));
  i++;
  if (i >= w->count)
    return syntax (error, (int) strlen (text));
  if (strlen (w->word[i]) == 2 && w->word[i][0] >= 'a' && w->word[i][0] <= 'h'
      && w->word[i][1] >= '1' && w->word[i][1] <= '8')
    {
      file = w->word[i][0] - 'a';
      rank = w->word[i][1] - '1';
      i++;
    }
  else
    {
      file = file_word (w->word[i]);
      if (file < 0)
        return syntax (error, w->offset[i]);
      if (++i >= w->count)
        return syntax (error, (int) strlen (text));
      rank = rank_word (w->word[i]);
      if (rank < 0)
        return syntax (error, w->offset[i]);
      i++;
    }
  if (i < w->count)
    return syntax (error, w->offset[i]);
  return _ab_bughouse_choose_drop (pos, t, also_knight, AB_SQUARE (file, rank), error);
}

static AbBughouseMove
normal_result (AbMove m, AbBughouseMoveError *error)
{
  /* The doorgeefschaak boards take the one move that fits, as they always did. */
  if (m == AB_MOVE_NONE && (m = ab_move_error_loose_move (&error->base)) != AB_MOVE_NONE)
    error->base.code = AB_MOVE_ERROR_NONE;
  error->is_drop = false;
  error->drop = AB_DROP_OK;
  error->ambiguous_p = false;
  error->piece = AB_NO_PIECE_TYPE;
  error->to = AB_NO_SQUARE;
  return m;
}

AbBughouseMove
ab_bughouse_move_parse_spoken (const AbBughousePosition *pos, const char *text,
                               AbBughouseMoveError *error)
{
  AbBughouseMoveError scratch;
  Words w;

  if (error == NULL)
    error = &scratch;
  if (text == NULL)
    text = "";
  if (strlen (text) > AB_NOTATION_READ_MAX)
    {
      syntax (error, 0);
      error->base.code = AB_MOVE_ERROR_TOO_LONG;
      return AB_BUGHOUSE_MOVE_NONE;
    }
  split_words (text, &w);
  if (!w.too_many && w.count > 0 && has_drop_word (&w))
    return parse_spoken_drop (pos, text, &w, error);
  return normal_result (ab_move_parse_spoken (&pos->pos, text, &error->base), error);
}

AbBughouseMove
ab_bughouse_move_parse_any (const AbBughousePosition *pos, const char *text,
                            AbBughouseMoveError *error)
{
  AbBughouseMoveError scratch;
  Words w;

  if (error == NULL)
    error = &scratch;
  if (text == NULL)
    text = "";
  if (strlen (text) > AB_NOTATION_READ_MAX)
    return ab_bughouse_move_parse (pos, text, error);
  if (strpbrk (text, "@*"))
    return ab_bughouse_move_parse (pos, text, error);
  split_words (text, &w);
  if (!w.too_many && w.count > 1 && has_drop_word (&w))
    return parse_spoken_drop (pos, text, &w, error);
  return normal_result (ab_move_parse_any (&pos->pos, text, &error->base), error);
}
