/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-spoken-read.c — reading a typed spoken move back (Appendix D.2.1).
 *
 * The text is cut into words (at spaces, punctuation and letter/digit
 * boundaries, so "f3" is a file and a rank), each word is looked up in the
 * three languages at once, and the words fill an AbMoveSpec that
 * ab_position_match_move resolves, so a spoken move fails for the same
 * reasons as a written one. A few one-letter words mean two things (B is
 * a bishop or the b-file, D the Dame or the d-file, P a Dutch Paard or an
 * English pawn): every reading is tried and the legal moves they name are
 * collected; two different ones make the text ambiguous. */
#include "ab-spoken.h"

#include <string.h>

#include "ab-position-private.h"

typedef enum
{
  EL_PIECE,
  EL_FILE,
  EL_RANK,
  EL_CAPTURE,
  EL_SIDE,    /* kurze / lange … : 1 short, 2 long */
  EL_CASTLE,  /* Rochade, rokade, castling */
  EL_EP,      /* en, passant, ep, e.p. */
  EL_CHECK,   /* check and mate words: informative, not checked */
  EL_FILLER,  /* "to", "nach": skipped anywhere */
} ElementKind;

typedef struct
{
  ElementKind kind;
  int value;
} Meaning;

#define MAX_TOKENS 24
#define MAX_WORD 24
/* At most 2^MAX_AMBIGUOUS readings are tried. */
#define MAX_AMBIGUOUS 6

typedef struct
{
  Meaning meanings[2];
  int n_meanings;
  int offset; /* byte offset in the text */
  int length; /* in bytes */
  bool word;  /* a word of two or more letters, not a letter or a digit */
} Token;

/* Where a reading stopped: the word, and what would have fitted there. */
typedef struct
{
  int offset;
  int length; /* 0: words are missing at the end */
  AbMoveExpect expected;
} Stop;

typedef struct
{
  Token tokens[MAX_TOKENS];
  int n_tokens;
  int end; /* length of the text */
} Tokens;

/* Words the announcement never writes but people type. */
static const struct
{
  const char *word;
  Meaning meaning;
} extra_words[] = {
  { "funf", { EL_RANK, 4 } },
  { "zwo", { EL_RANK, 1 } },
  { "konig", { EL_PIECE, AB_KING } },
  { "laufer", { EL_PIECE, AB_BISHOP } },
  { "caesar", { EL_FILE, 2 } },
  { "zaesar", { EL_FILE, 2 } },
  { "hektor", { EL_FILE, 7 } },
  { "schlagt", { EL_CAPTURE, 0 } },
  { "captures", { EL_CAPTURE, 0 } },
  { "x", { EL_CAPTURE, 0 } },
  { "kurz", { EL_SIDE, 1 } },
  { "kort", { EL_SIDE, 1 } },
  { "kingside", { EL_SIDE, 1 } },
  { "lang", { EL_SIDE, 2 } },
  { "long", { EL_SIDE, 2 } },
  { "queenside", { EL_SIDE, 2 } },
  { "castle", { EL_CASTLE, 0 } },
  { "castles", { EL_CASTLE, 0 } },
  { "ep", { EL_EP, 0 } },
  { "matt", { EL_CHECK, 0 } },
  { "mat", { EL_CHECK, 0 } },
  { "mate", { EL_CHECK, 0 } },
  { "to", { EL_FILLER, 0 } },
  { "nach", { EL_FILLER, 0 } },
  { "naar", { EL_FILLER, 0 } },
  { "zu", { EL_FILLER, 0 } },
  { "wird", { EL_FILLER, 0 } },
  { "tot", { EL_FILLER, 0 } },
  { "promotes", { EL_FILLER, 0 } },
  { "promoveert", { EL_FILLER, 0 } },
  { "promotion", { EL_FILLER, 0 } },
};

/* Piece letters of the three written notations (C.2): K D T L P/S and
 * K Q R B N. B, D and P have a second meaning, added by letter_meanings. */
static const struct
{
  char letter;
  AbPieceType type;
} piece_letters[] = {
  { 'k', AB_KING },   { 'q', AB_QUEEN },  { 'd', AB_QUEEN },  { 'r', AB_ROOK },
  { 't', AB_ROOK },   { 'b', AB_BISHOP }, { 'l', AB_BISHOP }, { 'n', AB_KNIGHT },
  { 's', AB_KNIGHT }, { 'p', AB_KNIGHT }, { 'p', AB_PAWN },
};

/* The second byte of a UTF-8 letter U+00C0–U+00FF that the words use,
 * written out in lower-case ASCII; either case. */
static const char *
latin1_letter (unsigned char second)
{
  if (second == 0x9f)
    return "ss";
  switch (second | 0x20)
    {
    case 0xa4: /* ä Ä */
      return "ae";
    case 0xb6: /* ö Ö */
      return "oe";
    case 0xbc: /* ü Ü */
      return "ue";
    case 0xa8: /* è È */
    case 0xa9: /* é É */
      return "e";
    default:
      return NULL;
    }
}

/* Lower-case ASCII with the umlauts written out (ä → ae), so "Läufer",
 * "LÄUFER" and "Laeufer" are one word. Returns false when the word does not
 * fit. Bytes of other characters are kept and so match nothing. */
static bool
normalize_word (const char *in, size_t len, char *out, size_t size)
{
  size_t n = 0;

  for (size_t i = 0; i < len; i++)
    {
      unsigned char c = (unsigned char) in[i];
      const char *rep = NULL;
      char one[2] = { 0, 0 };

      if (c == 0xc3 && i + 1 < len)
        {
          rep = latin1_letter ((unsigned char) in[i + 1]);
          if (rep)
            i++;
        }
      if (rep == NULL)
        {
          one[0] = (char) (c >= 'A' && c <= 'Z' ? c + 32 : c);
          rep = one;
        }
      for (; *rep; rep++)
        {
          if (n + 1 >= size)
            return false;
          out[n++] = *rep;
        }
    }
  out[n] = '\0';
  return true;
}

static void
add_meaning (Token *t, ElementKind kind, int value)
{
  for (int i = 0; i < t->n_meanings; i++)
    if (t->meanings[i].kind == kind && t->meanings[i].value == value)
      return;
  if (t->n_meanings < 2)
    t->meanings[t->n_meanings++] = (Meaning) { kind, value };
}

static bool
same_word (const char *official, const char *word)
{
  char norm[MAX_WORD + 8];

  return normalize_word (official, strlen (official), norm, sizeof norm)
         && strcmp (norm, word) == 0;
}

/* The first word of a two-word phrase ("Kurze" of "Kurze Rochade") and the second. */
static bool
same_phrase_word (const char *phrase, bool second, const char *word)
{
  const char *space = strchr (phrase, ' ');
  char norm[MAX_WORD + 8];

  if (space == NULL)
    return false;
  if (second)
    return same_word (space + 1, word);
  return normalize_word (phrase, (size_t) (space - phrase), norm, sizeof norm)
         && strcmp (norm, word) == 0;
}

/* A single letter: a file, a piece letter, or both (original case decides
 * which reading comes first, for the error when neither is legal). */
static void
letter_meanings (Token *t, char original)
{
  char c = (char) (original >= 'A' && original <= 'Z' ? original + 32 : original);
  bool upper = original >= 'A' && original <= 'Z';
  bool file = c >= 'a' && c <= 'h';

  if (file && !upper)
    add_meaning (t, EL_FILE, c - 'a');
  for (size_t i = 0; i < sizeof piece_letters / sizeof piece_letters[0]; i++)
    if (piece_letters[i].letter == c)
      add_meaning (t, EL_PIECE, piece_letters[i].type);
  if (file && upper)
    add_meaning (t, EL_FILE, c - 'a');
}

static void
word_meanings (Token *t, const char *word)
{
  for (int i = 0; i < 8; i++)
    if (same_word (ab_spoken_file (i), word))
      add_meaning (t, EL_FILE, i);
  for (int lang = AB_LANG_DE; lang <= AB_LANG_EN; lang++)
    {
      const char *mate = ab_spoken_word ((AbLanguage) lang, AB_SPOKEN_WORD_MATE);
      const char *en_passant = ab_spoken_word ((AbLanguage) lang, AB_SPOKEN_WORD_EN_PASSANT);

      for (int i = 0; i < 8; i++)
        if (same_word (ab_spoken_rank ((AbLanguage) lang, i), word))
          add_meaning (t, EL_RANK, i);
      for (int p = AB_PAWN; p <= AB_KING; p++)
        if (same_word (ab_spoken_piece ((AbLanguage) lang, (AbPieceType) p), word))
          add_meaning (t, EL_PIECE, p);
      for (int is_long = 0; is_long < 2; is_long++)
        {
          if (same_phrase_word (ab_spoken_castling ((AbLanguage) lang, is_long), false, word))
            add_meaning (t, EL_SIDE, is_long + 1);
          if (same_phrase_word (ab_spoken_castling ((AbLanguage) lang, is_long), true, word))
            add_meaning (t, EL_CASTLE, 0);
        }
      if (same_word (ab_spoken_word ((AbLanguage) lang, AB_SPOKEN_WORD_CAPTURE), word))
        add_meaning (t, EL_CAPTURE, 0);
      if (same_word (ab_spoken_word ((AbLanguage) lang, AB_SPOKEN_WORD_CHECK), word)
          || same_word (mate, word))
        add_meaning (t, EL_CHECK, 0);
      if (same_phrase_word (en_passant, false, word) || same_phrase_word (en_passant, true, word))
        add_meaning (t, EL_EP, 0);
    }
  for (size_t i = 0; i < sizeof extra_words / sizeof extra_words[0]; i++)
    if (strcmp (extra_words[i].word, word) == 0)
      add_meaning (t, extra_words[i].meaning.kind, extra_words[i].meaning.value);
}

static bool
is_separator (const char *s, size_t i)
{
  unsigned char c = (unsigned char) s[i];

  if (c == 0xc2 && (unsigned char) s[i + 1] == 0xa0) /* no-break space */
    return true;
  return c < 0x80 && !(c >= '0' && c <= '9') && !((c | 0x20) >= 'a' && (c | 0x20) <= 'z');
}

static bool
is_digit (char c)
{
  return c >= '0' && c <= '9';
}

/* "e.p." as one word, before the dots cut it into a file and a piece letter. */
static size_t
ep_abbreviation (const char *s, size_t i)
{
  if ((s[i] | 0x20) == 'e' && s[i + 1] == '.' && (s[i + 2] | 0x20) == 'p'
      && (s[i + 3] == '\0' || is_separator (s, i + 3)))
    return s[i + 3] == '.' ? 4 : 3;
  return 0;
}

static AbMove
syntax_error (AbMoveError *error, AbMoveErrorCode code, int offset)
{
  if (error)
    {
      memset (error, 0, sizeof *error);
      error->code = code;
      error->from = AB_NO_SQUARE;
      error->to = AB_NO_SQUARE;
      error->pinner = AB_NO_SQUARE;
      error->cause = AB_NO_SQUARE;
      error->offset = offset;
    }
  return AB_MOVE_NONE;
}

static AbMove
stop_error (AbMoveError *error, const Stop *stop)
{
  syntax_error (error, AB_MOVE_ERROR_SYNTAX, stop->offset);
  if (error)
    {
      error->length = stop->length;
      error->expected = stop->expected;
    }
  return AB_MOVE_NONE;
}

/* What fits after an element of this kind (none: at the start). */
static AbMoveExpect
expected_after (const Meaning *before)
{
  if (before == NULL)
    return AB_MOVE_EXPECT_START;
  switch (before->kind)
    {
    case EL_PIECE:
    case EL_CAPTURE:
      return AB_MOVE_EXPECT_FILE;
    case EL_FILE:
      return AB_MOVE_EXPECT_RANK;
    case EL_RANK:
      /* On the last rank a pawn's promotion may follow. */
      return before->value == 0 || before->value == 7 ? AB_MOVE_EXPECT_PIECE
                                                      : AB_MOVE_EXPECT_END;
    case EL_SIDE:
      return AB_MOVE_EXPECT_CASTLING;
    case EL_CASTLE:
    case EL_EP:
    case EL_CHECK:
      return AB_MOVE_EXPECT_END;
    case EL_FILLER:
    default:
      return AB_MOVE_EXPECT_START;
    }
}

/* The last word before token k that means something, for what fits at k. */
static const Meaning *
meaning_before (const Tokens *tokens, int k)
{
  for (int j = k - 1; j >= 0; j--)
    if (tokens->tokens[j].n_meanings > 0 && tokens->tokens[j].meanings[0].kind != EL_FILLER)
      return &tokens->tokens[j].meanings[0];
  return NULL;
}

/* Cuts the text into looked-up words. False (with where it stopped) for an unknown word
 * or too many words. */
static bool
tokenize (const char *text, Tokens *out, Stop *bad)
{
  size_t i = 0;

  out->n_tokens = 0;
  while (text[i])
    {
      size_t start = i, ep;
      char word[MAX_WORD + 1];
      Token *t;

      if (is_separator (text, i))
        {
          i += (unsigned char) text[i] == 0xc2 ? 2 : 1;
          continue;
        }
      if (out->n_tokens == MAX_TOKENS)
        {
          *bad = (Stop) { (int) i, (int) strlen (text + i), AB_MOVE_EXPECT_END };
          return false;
        }
      t = &out->tokens[out->n_tokens++];
      t->n_meanings = 0;
      t->offset = (int) start;
      t->word = false;
      if ((ep = ep_abbreviation (text, i)))
        {
          add_meaning (t, EL_EP, 0);
          i += ep;
          t->length = (int) ep;
          continue;
        }
      if (is_digit (text[i]))
        {
          while (is_digit (text[i]))
            i++;
          if (i - start == 1 && text[start] >= '1' && text[start] <= '8')
            add_meaning (t, EL_RANK, text[start] - '1');
        }
      else
        {
          while (text[i] && !is_separator (text, i) && !is_digit (text[i]))
            i++;
          t->word = i - start > 1;
          if (i - start == 1)
            letter_meanings (t, text[start]);
          if (normalize_word (text + start, i - start, word, MAX_WORD + 1))
            word_meanings (t, word);
        }
      t->length = (int) (i - start);
      if (t->n_meanings == 0)
        {
          *bad = (Stop) { (int) start, t->length,
                          expected_after (meaning_before (out, out->n_tokens - 1)) };
          return false;
        }
    }
  out->end = (int) i;
  return true;
}

/* Stops reading at element k of el (n: at the end): that word and what fits there. */
static bool
stop_at (const Tokens *tokens, const int *index, const Meaning *el, int n, int k,
         AbMoveExpect expected, Stop *bad)
{
  bad->offset = k < n ? tokens->tokens[index[k]].offset : tokens->end;
  bad->length = k < n ? tokens->tokens[index[k]].length : 0;
  bad->expected = expected;
  return false;
}

/* One reading: a meaning chosen for every word, filled into spec. */
static bool
read_spec (const Tokens *tokens, const Meaning *chosen, AbMoveSpec *spec, Stop *bad)
{
  Meaning el[MAX_TOKENS];
  int index[MAX_TOKENS + 1], n = 0, i = 0, side = 0, castle_words = 0;
  int part_file[2], part_rank[2], n_parts = 0;
  bool capture = false;

  for (int k = 0; k < tokens->n_tokens; k++)
    if (chosen[k].kind != EL_FILLER)
      {
        index[n] = k;
        el[n++] = chosen[k];
      }
  ab_move_spec_init (spec);

  for (int k = 0; k < n; k++)
    {
      if (el[k].kind == EL_SIDE)
        side = side ? -1 : el[k].value;
      else if (el[k].kind == EL_CASTLE)
        castle_words++;
    }
  if (side || castle_words)
    {
      for (int k = 0; k < n; k++)
        if (el[k].kind != EL_SIDE && el[k].kind != EL_CASTLE && el[k].kind != EL_CHECK)
          return stop_at (tokens, index, el, n, k, AB_MOVE_EXPECT_CASTLING, bad);
      if (side <= 0 || castle_words != 1)
        return stop_at (tokens, index, el, n, castle_words == 0 ? n : 0,
                        AB_MOVE_EXPECT_CASTLING, bad);
      spec->castling = side;
      return true;
    }

  if (i < n && el[i].kind == EL_PIECE)
    spec->piece = (AbPieceType) el[i++].value;
  /* Up to two squares or parts of one, a capture word before the last. */
  while (i < n && n_parts < 2)
    {
      if (el[i].kind == EL_CAPTURE && !capture && n_parts < 2)
        {
          capture = true;
          i++;
          continue;
        }
      if (el[i].kind == EL_FILE)
        {
          part_file[n_parts] = el[i++].value;
          part_rank[n_parts] = i < n && el[i].kind == EL_RANK ? el[i++].value : -1;
        }
      else if (el[i].kind == EL_RANK)
        {
          part_file[n_parts] = -1;
          part_rank[n_parts] = el[i++].value;
        }
      else
        break;
      n_parts++;
      if (capture)
        break;
    }
  if (n_parts == 0 || part_file[n_parts - 1] < 0 || part_rank[n_parts - 1] < 0)
    {
      AbMoveExpect expected = n_parts > 0 && part_file[n_parts - 1] >= 0 ? AB_MOVE_EXPECT_RANK
                              : i > 0                                    ? AB_MOVE_EXPECT_FILE
                                                                         : AB_MOVE_EXPECT_START;

      /* "Springer drei": the file is what is missing before the rank. */
      if (n_parts > 0 && part_file[n_parts - 1] < 0)
        return stop_at (tokens, index, el, n, i - 1, AB_MOVE_EXPECT_FILE, bad);
      return stop_at (tokens, index, el, n, i, expected, bad);
    }
  spec->capture = capture;
  spec->to = AB_SQUARE (part_file[n_parts - 1], part_rank[n_parts - 1]);
  if (n_parts == 2)
    {
      spec->from_file = part_file[0];
      spec->from_rank = part_rank[0];
    }
  if (i < n && el[i].kind == EL_PIECE)
    spec->promotion = (AbPieceType) el[i++].value;
  while (i < n && el[i].kind == EL_EP)
    i++;
  while (i < n && el[i].kind == EL_CHECK)
    i++;
  if (i < n)
    return stop_at (tokens, index, el, n, i,
                    spec->promotion == AB_NO_PIECE_TYPE && el[i - 1].kind == EL_RANK
                        && AB_SQUARE_RANK (spec->to) % 7 == 0
                      ? AB_MOVE_EXPECT_PIECE
                      : AB_MOVE_EXPECT_END,
                    bad);
  return true;
}

/* Which failure tells the user most: a move that exists but is illegal
 * beats a wrong promotion, which beats "no piece can reach". */
static int
error_rank (AbMoveErrorCode code)
{
  switch (code)
    {
    case AB_MOVE_ERROR_INEXACT:
      return 7;
    case AB_MOVE_ERROR_NO_MOVES:
      return 6;
    case AB_MOVE_ERROR_ILLEGAL:
      return 5;
    case AB_MOVE_ERROR_PROMOTION_MISSING:
      return 4;
    case AB_MOVE_ERROR_PROMOTION_WRONG:
      return 3;
    case AB_MOVE_ERROR_NO_PIECE:
      return 2;
    default:
      return 1;
    }
}

static void
add_candidate (AbMove *moves, int *n, AbMove m)
{
  for (int i = 0; i < *n; i++)
    if (moves[i] == m)
      return;
  if (*n < AB_MAX_MOVES)
    moves[(*n)++] = m;
}

AbMove
ab_move_parse_spoken (const AbPosition *pos, const char *text, AbMoveError *error)
{
  Tokens tokens;
  Meaning chosen[MAX_TOKENS];
  int ambiguous[MAX_TOKENS], n_ambiguous = 0;
  Stop bad = { 0 }, syntax = { -1, 0, AB_MOVE_EXPECT_START };
  AbMove found[AB_MAX_MOVES];
  int n_found = 0;
  bool any_read = false;
  AbMoveError best, err;
  AbPieceType found_piece = AB_NO_PIECE_TYPE;
  AbSquare found_to = AB_NO_SQUARE;

  if (text == NULL)
    return syntax_error (error, AB_MOVE_ERROR_EMPTY, 0);
  if (!tokenize (text, &tokens, &bad))
    return stop_error (error, &bad);
  if (tokens.n_tokens == 0)
    return syntax_error (error, AB_MOVE_ERROR_EMPTY, 0);

  for (int k = 0; k < tokens.n_tokens; k++)
    if (tokens.tokens[k].n_meanings > 1)
      {
        if (n_ambiguous == MAX_AMBIGUOUS)
          {
            bad = (Stop) { tokens.tokens[k].offset, tokens.tokens[k].length,
                           AB_MOVE_EXPECT_END };
            return stop_error (error, &bad);
          }
        ambiguous[n_ambiguous++] = k;
      }

  syntax_error (&best, AB_MOVE_ERROR_SYNTAX, 0);
  for (unsigned combo = 0; combo < (1u << n_ambiguous); combo++)
    {
      AbMoveSpec spec;
      AbMove m;

      for (int k = 0; k < tokens.n_tokens; k++)
        chosen[k] = tokens.tokens[k].meanings[0];
      for (int a = 0; a < n_ambiguous; a++)
        chosen[ambiguous[a]] = tokens.tokens[ambiguous[a]].meanings[(combo >> a) & 1];
      if (!read_spec (&tokens, chosen, &spec, &bad))
        {
          /* The reading that got furthest tells where the text went wrong. */
          if (bad.offset > syntax.offset)
            syntax = bad;
          continue;
        }
      memset (&err, 0, sizeof err);
      m = ab_position_match_move (pos, &spec, &err);
      if (err.code == AB_MOVE_ERROR_NO_MOVES)
        {
          if (error)
            *error = err;
          return AB_MOVE_NONE;
        }
      if (m != AB_MOVE_NONE || err.code == AB_MOVE_ERROR_AMBIGUOUS)
        {
          if (m != AB_MOVE_NONE)
            add_candidate (found, &n_found, m);
          for (int c = 0; m == AB_MOVE_NONE && c < err.n_candidates; c++)
            add_candidate (found, &n_found, err.candidates[c]);
          if (found_to == AB_NO_SQUARE)
            {
              found_piece = m != AB_MOVE_NONE ? ab_position_moving_type (pos, m) : err.piece;
              found_to = m != AB_MOVE_NONE ? ab_move_to (m) : err.to;
            }
          continue;
        }
      if (!any_read || error_rank (err.code) > error_rank (best.code))
        best = err;
      any_read = true;
    }

  if (n_found == 1)
    {
      if (error)
        error->code = AB_MOVE_ERROR_NONE;
      return found[0];
    }
  if (n_found > 1)
    {
      syntax_error (error, AB_MOVE_ERROR_AMBIGUOUS, 0);
      if (error)
        {
          error->piece = found_piece;
          error->to = found_to;
          error->n_candidates = n_found < AB_MAX_CANDIDATES ? n_found : AB_MAX_CANDIDATES;
          memcpy (error->candidates, found, (size_t) error->n_candidates * sizeof found[0]);
        }
      return AB_MOVE_NONE;
    }
  if (!any_read)
    return stop_error (error, &syntax);
  if (error)
    *error = best;
  return AB_MOVE_NONE;
}

/* Text is clearly meant as spoken when a word of it is a spoken word
 * ("Springer", "Eva"); then the spoken reader's error is the useful one. */
static bool
looks_spoken (const char *text)
{
  Tokens tokens;
  Stop bad;

  if (text == NULL)
    return false;
  tokenize (text, &tokens, &bad);
  for (int k = 0; k < tokens.n_tokens; k++)
    if (tokens.tokens[k].word && tokens.tokens[k].n_meanings > 0)
      return true;
  return false;
}

AbMove
ab_move_parse_any (const AbPosition *pos, const char *text, AbMoveError *error)
{
  AbMoveError written, spoken;
  AbMove m;

  m = ab_move_parse (pos, text, &written);
  if (m != AB_MOVE_NONE)
    {
      if (error)
        error->code = AB_MOVE_ERROR_NONE;
      return m;
    }
  m = ab_move_parse_spoken (pos, text, &spoken);
  if (m != AB_MOVE_NONE)
    {
      if (error)
        error->code = AB_MOVE_ERROR_NONE;
      return m;
    }
  if (error)
    {
      /* A written reading that got past the syntax knows best ("Sf3" with
       * no knight); text only the spoken reader understood gets its reason
       * (also text too long for the written reader); when neither could
       * read it, the spoken reader's error if the text has spoken words. */
      bool written_read = written.code != AB_MOVE_ERROR_SYNTAX
                          && written.code != AB_MOVE_ERROR_TOO_LONG;

      /* A word of three letters or more that is no word of a move ("hallo") is
       * named as a word, not by the character where notation stopped making sense. */
      if (written_read)
        *error = written;
      else if (spoken.code != AB_MOVE_ERROR_SYNTAX || written.code == AB_MOVE_ERROR_TOO_LONG
               || spoken.length >= 3 || looks_spoken (text))
        *error = spoken;
      else
        *error = written;
    }
  return AB_MOVE_NONE;
}
