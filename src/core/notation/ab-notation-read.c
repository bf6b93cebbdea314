/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-notation-read.c — the tolerant reader of written moves (Appendix C).
 *
 * What it reads, step by step:
 *  1. Whitespace anywhere is ignored; "×" reads as x, dashes (– — ‐ −) as -,
 *     figurines as English letters (the pawn figurine as nothing, C.4). A
 *     leading move number ("12.", "3...") is skipped.
 *  2. Trailing marks are dropped, in any order: + ++ # ! ? (=) and e.p./ep
 *     after the destination square. They are not checked against the move.
 *  3. Castling: 0-0, O-O, 00, oo (three for the long side), O/o/0 mixed, with
 *     or without dashes.
 *  4. Otherwise [piece] [from-file][from-rank] [x : -] square [[= /] piece | (piece)].
 *     Without a piece letter a full from-square names the piece (g1f3, e2e4,
 *     UCI e7e8q); a king going to its castling square (e1g1) or onto its own
 *     castling rook (e1h1, Chess960) castles.
 *
 * Piece letters of all three languages are read in either case: K king; Q, D
 * queen; R, T rook; B, L bishop; N, S, P knight. The clashes are settled by
 * trying every reading and taking the one that names a legal move, in order
 * of preference (readings of equal preference that name different legal
 * moves make the move ambiguous):
 *  - lower-case b and d are files first, so "bxc3" and "dc3" are pawn
 *    captures (C.13 writes "ed4"); they are the bishop and the Dame only when
 *    no pawn move fits ("dc3" without a d-pawn that can take on c3 is Dc3);
 *  - P is the Dutch Paard (C.2). Some write P for a pawn: with a from-square
 *    (Pe2e4, Pg1f3) the piece standing there decides; in short form the knight
 *    comes first, so "Pf3" is always the knight and "Pe4" a pawn only when no
 *    knight can go there.
 * When no reading names a legal move, the error of the preferred reading is
 * reported, unless it only says the named piece is not there and another
 * reading knows more. */
#include "ab-notation.h"

#include <string.h>

#include "ab-position-private.h"

/* The input as plain ASCII without whitespace, with where each character
 * came from so a syntax error can point into the original text. */
typedef struct
{
  char c[AB_NOTATION_READ_MAX + 1];
  int at[AB_NOTATION_READ_MAX + 1];
  int len;
  int end; /* bytes read from the original text */
} Text;

typedef struct
{
  AbPieceType piece; /* AB_NO_PIECE_TYPE: the squares decide */
  int start;         /* where the squares begin in the Text */
  int tier;          /* lower is preferred */
} Reading;

#define MAX_READINGS 2

static void
clear_error (AbMoveError *error, AbMoveErrorCode code)
{
  memset (error, 0, sizeof *error);
  error->code = code;
  error->from = AB_NO_SQUARE;
  error->to = AB_NO_SQUARE;
  error->pinner = AB_NO_SQUARE;
  error->cause = AB_NO_SQUARE;
}

static bool
is_file (char c)
{
  return c >= 'a' && c <= 'h';
}

static bool
is_rank (char c)
{
  return c >= '1' && c <= '8';
}

static bool
is_digit (char c)
{
  return c >= '0' && c <= '9';
}

static bool
is_alpha (char c)
{
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static char
lower (char c)
{
  return c >= 'A' && c <= 'Z' ? (char) (c - 'A' + 'a') : c;
}

/* The piece a letter names in any of the three languages, either case. */
static AbPieceType
letter_piece (char c)
{
  switch (lower (c))
    {
    case 'k': return AB_KING;
    case 'q': case 'd': return AB_QUEEN;
    case 'r': case 't': return AB_ROOK;
    case 'b': case 'l': return AB_BISHOP;
    case 'n': case 's': case 'p': return AB_KNIGHT;
    default: return AB_NO_PIECE_TYPE;
    }
}

/* A UTF-8 sequence at s (lead byte already known non-ASCII): the ASCII it
 * stands for ('\0' for nothing, ' ' for a space), its length, or 0 when it is
 * not one we read. Never reads past the terminating NUL. */
static int
read_utf8 (const unsigned char *s, char *out)
{
  *out = '\0';
  if (s[1] == '\0')
    return 0;
  if (s[0] == 0xC3 && s[1] == 0x97) /* × */
    {
      *out = 'x';
      return 2;
    }
  if (s[0] == 0xC2 && s[1] == 0xA0) /* no-break space */
    {
      *out = ' ';
      return 2;
    }
  if (s[0] != 0xE2 || s[2] == '\0')
    return 0;
  if ((s[1] == 0x80 && s[2] >= 0x90 && s[2] <= 0x94) || (s[1] == 0x88 && s[2] == 0x92))
    {
      *out = '-'; /* hyphen, dashes, minus */
      return 3;
    }
  if (s[1] == 0x99 && s[2] >= 0x94 && s[2] <= 0x9F) /* ♔ … ♟ */
    {
      int k = (s[2] - 0x94) % 6;

      *out = k < 5 ? "KQRBN"[k] : '\0'; /* the pawn figurine: a pawn has no letter */
      return 3;
    }
  return 0;
}

/* Fills t; on failure returns the error code and sets *offset. */
static AbMoveErrorCode
normalise (const char *text, Text *t, int *offset)
{
  const unsigned char *s = (const unsigned char *) text;
  int i = 0;

  t->len = 0;
  while (s[i] != '\0')
    {
      char c = (char) s[i];
      int n = 1;

      if (i >= AB_NOTATION_READ_MAX)
        {
          *offset = i;
          return AB_MOVE_ERROR_TOO_LONG;
        }
      if (s[i] >= 0x80)
        {
          n = read_utf8 (s + i, &c);
          if (n == 0)
            {
              *offset = i;
              return AB_MOVE_ERROR_SYNTAX;
            }
        }
      else if (s[i] < 0x20 && c != '\t' && c != '\n' && c != '\r')
        {
          *offset = i;
          return AB_MOVE_ERROR_SYNTAX;
        }
      if (c != '\0' && c != ' ' && c != '\t' && c != '\n' && c != '\r')
        {
          t->c[t->len] = c;
          t->at[t->len] = i;
          t->len++;
        }
      i += n;
    }
  t->c[t->len] = '\0';
  t->end = i;
  *offset = 0;
  return t->len == 0 ? AB_MOVE_ERROR_EMPTY : AB_MOVE_ERROR_NONE;
}

static int
original_offset (const Text *t, int index)
{
  return index < t->len ? t->at[index] : t->end;
}

static bool
ends_with_ci (const Text *t, int start, int end, const char *suffix)
{
  int n = (int) strlen (suffix);

  if (end - start < n)
    return false;
  for (int i = 0; i < n; i++)
    if (lower (t->c[end - n + i]) != suffix[i])
      return false;
  return true;
}

/* Drops trailing check, mate, annotation, draw-offer and e.p. marks. */
static int
strip_marks (const Text *t, int start, int end)
{
  static const char *const ep_forms[] = { "e.p.", "e.p", "ep.", "ep" };

  for (;;)
    {
      bool again = false;

      if (end <= start)
        return end;
      if (ends_with_ci (t, start, end, "(=)"))
        {
          end -= 3;
          continue;
        }
      if (strchr ("+#!?", t->c[end - 1]))
        {
          end--;
          continue;
        }
      for (size_t i = 0; i < sizeof ep_forms / sizeof ep_forms[0] && !again; i++)
        {
          int n = (int) strlen (ep_forms[i]);

          if (ends_with_ci (t, start, end, ep_forms[i]) && end - n > start
              && is_rank (t->c[end - n - 1]))
            {
              end -= n;
              again = true;
            }
        }
      if (!again)
        return end;
    }
}

/* 1 short, 2 long, 0 not castling. */
static int
read_castling (const Text *t, int start, int end)
{
  int os = 0;

  for (int i = start; i < end; i++)
    {
      char c = t->c[i];

      if (c == '0' || c == 'O' || c == 'o')
        os++;
      else if (c != '-' || i == start || i == end - 1 || t->c[i - 1] == '-')
        return 0;
    }
  return os == 2 || os == 3 ? os - 1 : 0;
}

/* The squares part of a reading into spec: returns -1, or the index in t
 * where it stops making sense (expected: what would have fitted there). A
 * promotion letter is read like a piece letter, so P is the Paard there too
 * (C.11: exf8P). */
static int
read_squares (const Text *t, int start, int end, AbMoveSpec *spec, AbMoveExpect *expected)
{
  int k = end, i = start, seps = 0;

  *expected = AB_MOVE_EXPECT_PIECE;
  if (k - start >= 4 && t->c[k - 1] == ')' && t->c[k - 3] == '(')
    {
      if ((spec->promotion = letter_piece (t->c[k - 2])) == AB_NO_PIECE_TYPE)
        return k - 2;
      k -= 3;
    }
  else if (k - start >= 3 && is_alpha (t->c[k - 1])
           && (is_rank (t->c[k - 2]) || t->c[k - 2] == '=' || t->c[k - 2] == '/'))
    {
      if ((spec->promotion = letter_piece (t->c[k - 1])) == AB_NO_PIECE_TYPE)
        return k - 1;
      k--;
      if (t->c[k - 1] == '=' || t->c[k - 1] == '/')
        k--;
    }
  else if (k - start >= 3 && t->c[k - 1] == '=' && is_rank (t->c[k - 2]))
    k--; /* "e8=": the piece is not said; matching tells whether one is needed */

  if (k - start < 2)
    {
      if (k - start == 1 && !is_file (t->c[start]))
        {
          *expected = AB_MOVE_EXPECT_START;
          return start;
        }
      /* "e": the rank is missing; nothing at all: the square. */
      *expected = k > start ? AB_MOVE_EXPECT_RANK : AB_MOVE_EXPECT_FILE;
      return k;
    }
  *expected = AB_MOVE_EXPECT_FILE;
  if (!is_file (t->c[k - 2]))
    return k - 2;
  *expected = AB_MOVE_EXPECT_RANK;
  if (!is_rank (t->c[k - 1]))
    return k - 1;
  *expected = AB_MOVE_EXPECT_START;
  spec->to = AB_SQUARE (t->c[k - 2] - 'a', t->c[k - 1] - '1');
  k -= 2;

  while (k > start && seps < 2 && strchr ("xX:-", t->c[k - 1]))
    {
      if (t->c[k - 1] != '-')
        spec->capture = true;
      k--;
      seps++;
    }

  if (i < k && is_file (t->c[i]))
    spec->from_file = t->c[i++] - 'a';
  if (i < k && is_rank (t->c[i]))
    spec->from_rank = t->c[i++] - '1';
  return i < k ? i : -1;
}

static int
list_readings (const Text *t, int start, int end, Reading readings[MAX_READINGS])
{
  char c = t->c[start];
  AbPieceType piece = letter_piece (c);
  bool long_form;

  if (piece == AB_NO_PIECE_TYPE)
    {
      readings[0] = (Reading) { AB_NO_PIECE_TYPE, start, 0 };
      return 1;
    }
  if (c == 'b' || c == 'd')
    {
      readings[0] = (Reading) { AB_NO_PIECE_TYPE, start, 0 };
      readings[1] = (Reading) { piece, start + 1, 1 };
      return 2;
    }
  if (lower (c) == 'p')
    {
      long_form = end - start >= 5 && is_file (t->c[start + 1]) && is_rank (t->c[start + 2]);
      readings[0] = (Reading) { AB_KNIGHT, start + 1, 0 };
      readings[1] = (Reading) { AB_PAWN, start + 1, long_form ? 0 : 1 };
      return 2;
    }
  readings[0] = (Reading) { piece, start + 1, 0 };
  return 1;
}

/* A king written going to its castling square (e1g1, e1c1) or onto its own
 * castling rook (e1h1, the Chess960 form) means castling. */
static int
castling_by_squares (const AbPosition *pos, const AbMoveSpec *spec)
{
  AbColor us = pos->side;
  AbSquare ksq = ab_pos_king (pos, us), from, to = spec->to;
  int back = us == AB_WHITE ? 0 : 7;
  int df, idx;
  bool is_long, onto_rook, onto_target;

  if (spec->from_file < 0 || spec->from_rank < 0 || spec->promotion != AB_NO_PIECE_TYPE
      || (spec->piece != AB_NO_PIECE_TYPE && spec->piece != AB_KING))
    return 0;
  from = AB_SQUARE (spec->from_file, spec->from_rank);
  if (from != ksq || AB_SQUARE_RANK (from) != back || AB_SQUARE_RANK (to) != back || to == from)
    return 0;
  is_long = to < from;
  idx = AB_CASTLE_INDEX (us, is_long);
  if (pos->castling & (1u << idx))
    onto_rook = pos->castle_rook[idx] == to;
  else
    onto_rook = pos->board[to] == AB_PIECE (us, AB_ROOK);
  df = AB_SQUARE_FILE (to) - AB_SQUARE_FILE (from);
  onto_target = (df == 2 || df == -2) && (AB_SQUARE_FILE (to) == 2 || AB_SQUARE_FILE (to) == 6);
  return onto_rook || onto_target ? (is_long ? 2 : 1) : 0;
}

/* How much an error tells: a syntax error least, "that piece is not there"
 * little (another reading of the letter may explain more). */
static int
error_weight (const AbMoveError *e)
{
  if (e->code == AB_MOVE_ERROR_SYNTAX)
    return 0;
  if (e->code == AB_MOVE_ERROR_ILLEGAL && e->reason == AB_ILLEGAL_WRONG_PIECE)
    return 1;
  return 2;
}

/* A syntax error at the character at index of t (t->len: nothing more there). */
static void
syntax_at (AbMoveError *e, const char *text, const Text *t, int index, AbMoveExpect expected)
{
  const unsigned char *s = (const unsigned char *) text;
  int at = original_offset (t, index), n = 0;

  clear_error (e, AB_MOVE_ERROR_SYNTAX);
  e->offset = at;
  e->expected = expected;
  if (index < t->len)
    /* One character, UTF-8 included. */
    for (n = 1; s[at + n] != '\0' && (s[at + n] & 0xC0) == 0x80; n++)
      ;
  e->length = n;
}

static void
add_candidate (AbMoveError *e, AbMove m)
{
  for (int i = 0; i < e->n_candidates; i++)
    if (e->candidates[i] == m)
      return;
  if (e->n_candidates < AB_MAX_CANDIDATES)
    e->candidates[e->n_candidates++] = m;
}

AbMove
ab_move_parse (const AbPosition *pos, const char *text, AbMoveError *error)
{
  AbMoveError local, results[MAX_READINGS];
  AbMove moves[MAX_READINGS];
  AbMoveSpec specs[MAX_READINGS];
  Reading readings[MAX_READINGS];
  Text t;
  int offset, start = 0, end, n, castling, best = -1, best_tier = MAX_READINGS + 1;
  AbMoveErrorCode code;

  if (error == NULL)
    error = &local;
  clear_error (error, AB_MOVE_ERROR_NONE);
  if (text == NULL)
    {
      error->code = AB_MOVE_ERROR_EMPTY;
      return AB_MOVE_NONE;
    }
  if ((code = normalise (text, &t, &offset)) != AB_MOVE_ERROR_NONE)
    {
      const unsigned char *s = (const unsigned char *) text;

      error->code = code;
      error->offset = offset;
      /* The character it could not read: a control character or an unknown one. */
      if (code == AB_MOVE_ERROR_SYNTAX && s[offset] != '\0')
        for (error->length = 1;
             s[offset + error->length] != '\0' && (s[offset + error->length] & 0xC0) == 0x80;
             error->length++)
          ;
      return AB_MOVE_NONE;
    }

  while (start < t.len && is_digit (t.c[start]))
    start++;
  if (start > 0 && start < t.len && t.c[start] == '.')
    while (start < t.len && t.c[start] == '.')
      start++;
  else
    start = 0;
  end = strip_marks (&t, start, t.len);
  if (end <= start)
    {
      syntax_at (error, text, &t, start, AB_MOVE_EXPECT_START);
      return AB_MOVE_NONE;
    }

  if ((castling = read_castling (&t, start, end)) != 0)
    {
      ab_move_spec_init (&specs[0]);
      specs[0].castling = castling;
      return ab_position_match_move (pos, &specs[0], error);
    }

  n = list_readings (&t, start, end, readings);
  for (int r = 0; r < n; r++)
    {
      int stop;
      AbMoveExpect expected;

      ab_move_spec_init (&specs[r]);
      specs[r].piece = readings[r].piece;
      stop = read_squares (&t, readings[r].start, end, &specs[r], &expected);
      if (stop >= 0)
        {
          /* Missing at the end of the squares, not of the marks stripped after them. */
          syntax_at (&results[r], text, &t, stop == end ? t.len : stop, expected);
          moves[r] = AB_MOVE_NONE;
          continue;
        }
      specs[r].castling = castling_by_squares (pos, &specs[r]);
      if (specs[r].castling)
        specs[r].to = AB_NO_SQUARE;
      moves[r] = ab_position_match_move (pos, &specs[r], &results[r]);
      if ((moves[r] != AB_MOVE_NONE || results[r].code == AB_MOVE_ERROR_AMBIGUOUS)
          && readings[r].tier < best_tier)
        best_tier = readings[r].tier;
    }

  if (best_tier <= MAX_READINGS)
    {
      AbMoveError found;

      clear_error (&found, AB_MOVE_ERROR_AMBIGUOUS);
      for (int r = 0; r < n; r++)
        {
          if (readings[r].tier != best_tier)
            continue;
          if (moves[r] != AB_MOVE_NONE)
            add_candidate (&found, moves[r]);
          else if (results[r].code == AB_MOVE_ERROR_AMBIGUOUS)
            for (int i = 0; i < results[r].n_candidates; i++)
              add_candidate (&found, results[r].candidates[i]);
          if (found.to == AB_NO_SQUARE)
            found.to = specs[r].to;
        }
      if (found.n_candidates == 1)
        return found.candidates[0];
      found.piece = ab_position_moving_type (pos, found.candidates[0]);
      for (int i = 1; i < found.n_candidates; i++)
        if (ab_position_moving_type (pos, found.candidates[i]) != found.piece)
          found.piece = AB_NO_PIECE_TYPE;
      *error = found;
      return AB_MOVE_NONE;
    }

  for (int r = 0; r < n; r++)
    if (best < 0 || error_weight (&results[r]) > error_weight (&results[best]))
      best = r;
  *error = results[best];
  return AB_MOVE_NONE;
}
