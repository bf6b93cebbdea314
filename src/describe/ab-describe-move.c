/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-describe-move.c — move-reading errors as sentences a player can act on.
 *
 * Every piece gets whole phrases of its own ("No knight can reach %s.")
 * rather than a name pasted into a sentence, so translators can get gender
 * and case right. */
#include "ab-describe-move.h"

#include <stdio.h>
#include <string.h>

#include "ab-describe-i18n.h"
#include "ab-describe.h"
#include "ab-spoken.h"

#define PHRASE_MAX 96
/* A word of the player's input quoted back: longer ones are cut. */
#define WORD_MAX 48

/* How moves, squares and files are put in a sentence: written (SAN, e4, a to h) for the
 * screen, or in the announcement's words (D.2.1) for the voice. */
typedef struct
{
  AbLanguage lang;
  bool spoken;
} Words;

/* A square as the sentence puts it: "e4" written, "Eva vier" spoken. */
#define SQUARE_MAX 32

static void
square_words (Words w, AbSquare sq, char out[SQUARE_MAX])
{
  if (w.spoken && sq < 64)
    ab_spoken_square (w.lang, sq, out, SQUARE_MAX);
  else
    ab_describe_square (sq, out);
}

/* "The knight on %s" (capital) or "the knight on %s". */
static const char *
piece_on_format (AbPieceType type, bool capital)
{
  switch (type)
    {
    /* Translators: %s is a square such as e4; the subject of a sentence. */
    case AB_PAWN: return capital ? _("The pawn on %s") : _("the pawn on %s");
    case AB_KNIGHT: return capital ? _("The knight on %s") : _("the knight on %s");
    case AB_BISHOP: return capital ? _("The bishop on %s") : _("the bishop on %s");
    case AB_ROOK: return capital ? _("The rook on %s") : _("the rook on %s");
    case AB_QUEEN: return capital ? _("The queen on %s") : _("the queen on %s");
    case AB_KING: return capital ? _("The king on %s") : _("the king on %s");
    default: return capital ? _("The piece on %s") : _("the piece on %s");
    }
}

static const char *
a_piece (AbPieceType type)
{
  switch (type)
    {
    case AB_PAWN: return _("a pawn");
    case AB_KNIGHT: return _("a knight");
    case AB_BISHOP: return _("a bishop");
    case AB_ROOK: return _("a rook");
    case AB_QUEEN: return _("a queen");
    case AB_KING: return _("a king");
    default: return _("a piece");
    }
}

static const char *
no_piece_reaches_format (AbPieceType type)
{
  switch (type)
    {
    /* Translators: %s is the square the player named. */
    case AB_PAWN: return _("No pawn can reach %s.");
    case AB_KNIGHT: return _("No knight can reach %s.");
    case AB_BISHOP: return _("No bishop can reach %s.");
    case AB_ROOK: return _("No rook can reach %s.");
    case AB_QUEEN: return _("No queen can reach %s.");
    case AB_KING: return _("No king can reach %s.");
    default: return _("No piece can reach %s.");
    }
}

static const char *
no_piece_on_format (AbPieceType type)
{
  switch (type)
    {
    case AB_PAWN: return _("There is no pawn on %s.");
    case AB_KNIGHT: return _("There is no knight on %s.");
    case AB_BISHOP: return _("There is no bishop on %s.");
    case AB_ROOK: return _("There is no rook on %s.");
    case AB_QUEEN: return _("There is no queen on %s.");
    case AB_KING: return _("There is no king on %s.");
    default: return _("There is no piece on %s.");
    }
}

static AbPieceType
type_at (const AbPosition *pos, AbSquare sq)
{
  if (pos == NULL || sq >= 64)
    return AB_NO_PIECE_TYPE;
  return AB_PIECE_TYPE (ab_position_piece_at (pos, sq));
}

/* "the bishop on b6", from what stands there now. */
static void
piece_on (char out[PHRASE_MAX], const AbPosition *pos, AbSquare sq, AbPieceType fallback,
          bool capital, Words w)
{
  char square[SQUARE_MAX];
  AbPieceType type = type_at (pos, sq);

  square_words (w, sq, square);
  snprintf (out, PHRASE_MAX, piece_on_format (type ? type : fallback, capital), square);
}

/* A move as SAN, or as it is announced ("Springer Bella David zwei"). */
static void
write_move (const AbPosition *pos, AbMove move, Words w, char out[AB_SPOKEN_MAX])
{
  char from[SQUARE_MAX], to[SQUARE_MAX];

  if (pos != NULL && ab_position_is_legal (pos, move))
    {
      if (w.spoken)
        ab_move_to_spoken (pos, move, w.lang, AB_SPOKEN_SHORT, out, AB_SPOKEN_MAX);
      else
        ab_move_to_san (pos, move, ab_san_style_default (w.lang), out, AB_SPOKEN_MAX);
      return;
    }
  square_words (w, ab_move_from (move), from);
  square_words (w, ab_move_to (move), to);
  snprintf (out, AB_SPOKEN_MAX, w.spoken ? "%s %s" : "%s%s", from, to);
}

/* "Nbd2 or Nfd2", "Qa1, Qh1 or Qh8" (at least two candidates). */
static void
list_moves (const AbPosition *pos, const AbMoveError *e, Words w, char *buf, size_t size)
{
  char list[AB_DESCRIBE_MAX * 2] = "", last[AB_SPOKEN_MAX];
  int n = e->n_candidates < AB_MAX_CANDIDATES ? e->n_candidates : AB_MAX_CANDIDATES;

  for (int i = 0; i < n - 1; i++)
    {
      char move[AB_SPOKEN_MAX];
      size_t len = strlen (list);

      write_move (pos, e->candidates[i], w, move);
      /* Translators: separates moves in a list: "Qa1, Qh1 or Qh8". */
      snprintf (list + len, sizeof list - len, "%s%s", i > 0 ? _(", ") : "", move);
    }
  write_move (pos, e->candidates[n - 1], w, last);
  /* Translators: the end of a list of moves: "Qa1, Qh1 or Qh8"; the first %s is one move
   * or a list of moves, the second a move. */
  snprintf (buf, size, _("%s or %s"), list, last);
}

/* "Ambiguous: Nbd2 or Nfd2?", "Ambiguous: Qa1, Qh1 or Qh8?" */
static void
describe_ambiguous (const AbPosition *pos, const AbMoveError *e, Words w, char *buf, size_t size)
{
  char list[AB_DESCRIBE_MAX];

  if (e->n_candidates < 2)
    {
      snprintf (buf, size, "%s", _("The move is ambiguous."));
      return;
    }
  list_moves (pos, e, w, list, sizeof list);
  /* Translators: %s is a list of moves: "Nbd2 or Nfd2". */
  snprintf (buf, size, _("Ambiguous: %s?"), list);
}

/* "Do you mean dxe5?": the moves that fit only loosely, none of them played unasked. */
static void
describe_inexact (const AbPosition *pos, const AbMoveError *e, Words w, char *buf, size_t size)
{
  char moves[AB_DESCRIBE_MAX];

  if (e->n_candidates < 2)
    {
      if (e->n_candidates == 1)
        write_move (pos, e->candidates[0], w, moves);
      else
        snprintf (moves, sizeof moves, "%s", "?");
    }
  else
    list_moves (pos, e, w, moves, sizeof moves);
  /* Translators: %s is a move, or a list of moves ("cxd5 or exd5"), that the player's input
   * fits only loosely: a pawn named by its square alone that another pawn would capture
   * on. */
  snprintf (buf, size, _("Do you mean %s?"), moves);
}

/* The word of text that reading stopped at, as typed; NULL when there is none (missing
 * words, or no text). Invalid bytes become '?'. */
static const char *
stopped_word (const AbMoveError *e, const char *text, char out[WORD_MAX])
{
  size_t len, n = 0;

  if (text == NULL || e->length <= 0 || e->offset < 0)
    return NULL;
  len = strlen (text);
  if ((size_t) e->offset >= len)
    return NULL;
  for (size_t i = (size_t) e->offset; i < len && i < (size_t) e->offset + (size_t) e->length
                                      && n + 5 < WORD_MAX;
       i++)
    {
      unsigned char c = (unsigned char) text[i];
      size_t k = c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3
                              : (c & 0xF8) == 0xF0 ? 4 : 0;
      bool whole = k > 0 && i + k <= len;

      for (size_t j = 1; whole && j < k; j++)
        whole = ((unsigned char) text[i + j] & 0xC0) == 0x80;
      if (!whole || c < 0x20)
        {
          out[n++] = '?';
          continue;
        }
      memcpy (out + n, text + i, k);
      n += k;
      i += k - 1;
    }
  out[n] = '\0';
  return n > 0 ? out : NULL;
}

/* The first and last of a kind, as the sentence names the range: "Anna", "Hector" or "a",
 * "h"; "eins", "acht" or "1", "8". */
static void
range_of (AbMoveExpect expected, Words w, const char **first, const char **last)
{
  static const char *const files[] = { "a", "h" }, *const ranks[] = { "1", "8" };

  if (expected == AB_MOVE_EXPECT_FILE)
    {
      *first = w.spoken ? ab_spoken_file (0) : files[0];
      *last = w.spoken ? ab_spoken_file (7) : files[1];
    }
  else
    {
      *first = w.spoken ? ab_spoken_rank (w.lang, 0) : ranks[0];
      *last = w.spoken ? ab_spoken_rank (w.lang, 7) : ranks[1];
    }
}

/* "Zulu is not a file name: Anna to Hector.": the word reading stopped at, and what
 * would have fitted there; or what is missing at the end. */
static void
describe_syntax (const AbMoveError *e, const char *text, Words w, char *buf, size_t size)
{
  char word_buf[WORD_MAX], example[AB_SPOKEN_MAX];
  const char *word = stopped_word (e, text, word_buf), *first, *last;
  char pieces[4][AB_SPOKEN_MAX];
  static const AbPieceType promoted[] = { AB_QUEEN, AB_ROOK, AB_BISHOP, AB_KNIGHT };

  if (text == NULL)
    {
      snprintf (buf, size, _("This cannot be read as a move; the problem is at character %d."),
                e->offset + 1);
      return;
    }
  range_of (e->expected, w, &first, &last);
  for (int i = 0; i < 4; i++)
    if (w.spoken)
      snprintf (pieces[i], sizeof pieces[i], "%s", ab_spoken_piece (w.lang, promoted[i]));
    else
      snprintf (pieces[i], sizeof pieces[i], "%c", ab_piece_letter (w.lang, promoted[i]));
  switch (e->expected)
    {
    case AB_MOVE_EXPECT_FILE:
      if (word)
        /* Translators: "Zulu is not a file name: Anna to Hector." (or "a to h"). */
        snprintf (buf, size, _("%s is not a file name: %s to %s."), word, first, last);
      else
        snprintf (buf, size, _("A file name is missing: %s to %s."), first, last);
      break;
    case AB_MOVE_EXPECT_RANK:
      if (word)
        /* Translators: "nine is not a rank: one to eight." (or "1 to 8"). */
        snprintf (buf, size, _("%s is not a rank: %s to %s."), word, first, last);
      else
        snprintf (buf, size, _("A rank is missing: %s to %s."), first, last);
      break;
    case AB_MOVE_EXPECT_PIECE:
      if (word)
        /* Translators: %s is the word, then the four pieces a pawn can become. */
        snprintf (buf, size, _("%s is not a piece a pawn becomes: %s, %s, %s or %s."), word,
                  pieces[0], pieces[1], pieces[2], pieces[3]);
      else
        snprintf (buf, size, _("Say which piece the pawn becomes: %s, %s, %s or %s."), pieces[0],
                  pieces[1], pieces[2], pieces[3]);
      break;
    case AB_MOVE_EXPECT_CASTLING:
      if (word)
        /* Translators: %s is the word, then "Kurze Rochade" and "Lange Rochade". */
        snprintf (buf, size, _("%s does not belong to castling: say %s or %s."), word,
                  ab_spoken_castling (w.lang, false), ab_spoken_castling (w.lang, true));
      else
        snprintf (buf, size, _("Castling is said %s or %s."), ab_spoken_castling (w.lang, false),
                  ab_spoken_castling (w.lang, true));
      break;
    case AB_MOVE_EXPECT_END:
      if (word)
        /* Translators: %s is the word typed after a whole move. */
        snprintf (buf, size, _("%s does not fit: the move is whole without it."), word);
      else
        snprintf (buf, size, "%s", _("This cannot be read as a move."));
      break;
    case AB_MOVE_EXPECT_START:
    default:
      if (w.spoken)
        ab_spoken_square (w.lang, AB_SQUARE (4, 3), example, sizeof example);
      else
        snprintf (example, sizeof example, "%s", "e4");
      if (word)
        /* Translators: %s is the word, then a square as the example ("Eva vier" or "e4"). */
        snprintf (buf, size, _("%s does not begin a move: say a piece, a square such as %s, "
                               "or castling."),
                  word, example);
      else
        snprintf (buf, size, "%s", _("This cannot be read as a move."));
      break;
    }
}

static void
describe_pawn_cannot (const AbPosition *pos, const AbMoveError *e, const char *subject,
                      const char *to, char *buf, size_t size)
{
  bool diagonal = AB_SQUARE_FILE (e->from) != AB_SQUARE_FILE (e->to);

  if (diagonal && type_at (pos, e->to) == AB_NO_PIECE_TYPE)
    snprintf (buf, size, _("%s cannot move to %s: there is nothing to capture there."), subject,
              to);
  else if (!diagonal && type_at (pos, e->to) != AB_NO_PIECE_TYPE)
    snprintf (buf, size, _("%s cannot move to %s: a pawn does not capture straight ahead."),
              subject, to);
  else
    snprintf (buf, size, _("%s cannot move to %s."), subject, to);
}

static void
describe_castling (const AbPosition *pos, const AbMoveError *e, Words w, char *buf, size_t size)
{
  char cause[PHRASE_MAX], to[SQUARE_MAX];
  bool known = e->cause < 64;

  square_words (w, e->to, to);
  if (known)
    piece_on (cause, pos, e->cause, AB_NO_PIECE_TYPE, false, w);
  switch (e->reason)
    {
    case AB_ILLEGAL_CASTLING_RIGHT_LOST:
      if (e->to < 64 && AB_SQUARE_FILE (e->to) == 2)
        snprintf (buf, size, "%s",
                  _("Castling long is no longer allowed: the king or that rook has moved."));
      else
        snprintf (buf, size, "%s",
                  _("Castling short is no longer allowed: the king or that rook has moved."));
      break;
    case AB_ILLEGAL_CASTLING_BLOCKED:
      if (known)
        snprintf (buf, size, _("Castling is not possible: %s stands in the way."), cause);
      else
        snprintf (buf, size, "%s", _("Castling is not possible: a piece stands in the way."));
      break;
    case AB_ILLEGAL_CASTLING_IN_CHECK:
      if (known)
        snprintf (buf, size, _("Castling is not possible: your king is in check from %s."), cause);
      else
        snprintf (buf, size, "%s", _("Castling is not possible: your king is in check."));
      break;
    case AB_ILLEGAL_CASTLING_THROUGH_CHECK:
      if (known)
        snprintf (buf, size,
                  _("Castling is not possible: the king would cross %s, "
                    "which is attacked by %s."),
                  to, cause);
      else
        snprintf (buf, size,
                  _("Castling is not possible: the king would cross %s, which is attacked."), to);
      break;
    default:
      if (known)
        snprintf (buf, size,
                  _("Castling is not possible: the king would land on %s, "
                    "which is attacked by %s."),
                  to, cause);
      else
        snprintf (buf, size,
                  _("Castling is not possible: the king would land on %s, which is attacked."),
                  to);
      break;
    }
}

static void
describe_illegal (const AbPosition *pos, const AbMoveError *e, Words w, char *buf, size_t size)
{
  char subject[PHRASE_MAX], cause[PHRASE_MAX], from[SQUARE_MAX], to[SQUARE_MAX];
  bool known = e->cause < 64;

  if (e->reason >= AB_ILLEGAL_CASTLING_RIGHT_LOST && e->reason <= AB_ILLEGAL_CASTLING_INTO_CHECK)
    {
      describe_castling (pos, e, w, buf, size);
      return;
    }
  square_words (w, e->from, from);
  square_words (w, e->to, to);
  snprintf (subject, sizeof subject, piece_on_format (e->piece, true), from);
  if (known)
    piece_on (cause, pos, e->cause, AB_NO_PIECE_TYPE, false, w);

  switch (e->reason)
    {
    case AB_ILLEGAL_EMPTY_SQUARE:
      snprintf (buf, size, _("There is no piece on %s."), from);
      break;
    case AB_ILLEGAL_OPPONENT_PIECE:
      if (pos != NULL && ab_position_side_to_move (pos) == AB_BLACK)
        snprintf (buf, size, _("%s is White's; it is Black's move."), subject);
      else
        snprintf (buf, size, _("%s is Black's; it is White's move."), subject);
      break;
    case AB_ILLEGAL_WRONG_PIECE:
      {
        char first[PHRASE_MAX];

        snprintf (first, sizeof first, no_piece_on_format (e->piece), from);
        /* Translators: the first %s is "There is no bishop on g1.", the second "a knight". */
        snprintf (buf, size, _("%s It holds %s."), first, a_piece (type_at (pos, e->from)));
      }
      break;
    case AB_ILLEGAL_CANNOT_MOVE_THERE:
      if (e->piece == AB_PAWN)
        describe_pawn_cannot (pos, e, subject, to, buf, size);
      else
        snprintf (buf, size, _("%s cannot move to %s."), subject, to);
      break;
    case AB_ILLEGAL_OWN_PIECE_ON_TARGET:
      piece_on (cause, pos, e->to, AB_NO_PIECE_TYPE, true, w);
      snprintf (buf, size, _("%s is one of your own pieces."), cause);
      break;
    case AB_ILLEGAL_PATH_BLOCKED:
      if (known)
        snprintf (buf, size, _("%s cannot reach %s: %s is in the way."), subject, to, cause);
      else
        snprintf (buf, size, _("%s cannot reach %s: the way is blocked."), subject, to);
      break;
    case AB_ILLEGAL_IN_CHECK:
      if (pos != NULL && ab_position_in_check (pos)
          && __builtin_popcountll (ab_position_checkers (pos)) > 1)
        snprintf (buf, size, "%s",
                  _("Your king is in double check: only a king move can answer it."));
      else if (known)
        snprintf (buf, size, _("Your king is in check from %s, and this move does not stop it."),
                  cause);
      else
        snprintf (buf, size, "%s", _("Your king is in check, and this move does not stop it."));
      break;
    case AB_ILLEGAL_KING_INTO_CHECK:
      if (known)
        snprintf (buf, size, _("The king cannot go to %s: %s attacks that square."), to, cause);
      else
        snprintf (buf, size, _("The king cannot go to %s: that square is attacked."), to);
      break;
    case AB_ILLEGAL_PINNED:
      piece_on (cause, pos, e->pinner < 64 ? e->pinner : e->cause, AB_NO_PIECE_TYPE, false, w);
      snprintf (buf, size, _("%s is pinned by %s."), subject, cause);
      break;
    case AB_ILLEGAL_EXPOSES_KING:
      if (known)
        snprintf (buf, size, _("%s cannot move to %s: that would expose your king to %s."), subject,
                  to, cause);
      else
        snprintf (buf, size, _("%s cannot move to %s: that would expose your king."), subject, to);
      break;
    case AB_ILLEGAL_NOTHING_TO_CAPTURE:
      snprintf (buf, size, _("There is nothing to capture on %s."), to);
      break;
    default:
      snprintf (buf, size, "%s", _("That move is not allowed."));
      break;
    }
}

static void
describe (const AbPosition *pos, const AbMoveError *e, const char *text, Words w, char *buf,
          size_t size)
{
  char to[SQUARE_MAX];
  AbLanguage letters = w.lang;

  if (size == 0)
    return;
  square_words (w, e->to, to);
  switch (e->code)
    {
    case AB_MOVE_ERROR_NONE:
      snprintf (buf, size, "%s", _("No error."));
      break;
    case AB_MOVE_ERROR_EMPTY:
      /* Translators: %c is the knight's letter in the player's notation (N, P or S). */
      snprintf (buf, size, _("Type a move, for example e4 or %cf3."),
                ab_piece_letter (letters, AB_KNIGHT));
      break;
    case AB_MOVE_ERROR_SYNTAX:
      describe_syntax (e, text, w, buf, size);
      break;
    case AB_MOVE_ERROR_INEXACT:
      describe_inexact (pos, e, w, buf, size);
      break;
    case AB_MOVE_ERROR_TOO_LONG:
      snprintf (buf, size, _("That is too long for a move (at most %d characters)."),
                AB_NOTATION_READ_MAX);
      break;
    case AB_MOVE_ERROR_NO_PIECE:
      snprintf (buf, size, no_piece_reaches_format (e->piece), to);
      break;
    case AB_MOVE_ERROR_AMBIGUOUS:
      describe_ambiguous (pos, e, w, buf, size);
      break;
    case AB_MOVE_ERROR_ILLEGAL:
      describe_illegal (pos, e, w, buf, size);
      break;
    case AB_MOVE_ERROR_PROMOTION_MISSING:
      if (w.spoken)
        {
          snprintf (buf, size, _("Say which piece the pawn becomes: %s, %s, %s or %s."),
                    ab_spoken_piece (w.lang, AB_QUEEN), ab_spoken_piece (w.lang, AB_ROOK),
                    ab_spoken_piece (w.lang, AB_BISHOP), ab_spoken_piece (w.lang, AB_KNIGHT));
          break;
        }
      /* Translators: %s is the square; the letters are the player's piece letters. */
      snprintf (buf, size, _("Say which piece the pawn becomes on %s: %c, %c, %c or %c."), to,
                ab_piece_letter (letters, AB_QUEEN), ab_piece_letter (letters, AB_ROOK),
                ab_piece_letter (letters, AB_BISHOP), ab_piece_letter (letters, AB_KNIGHT));
      break;
    case AB_MOVE_ERROR_PROMOTION_WRONG:
      if (e->piece == AB_PAWN || e->piece == AB_KING)
        snprintf (buf, size, "%s",
                  _("A pawn can only become a queen, a rook, a bishop or a knight."));
      else
        snprintf (buf, size,
                  _("The move to %s is not a promotion: "
                    "only a pawn reaching the last rank is promoted."),
                  to);
      break;
    case AB_MOVE_ERROR_NO_MOVES:
      if (pos != NULL && ab_position_in_check (pos))
        snprintf (buf, size, "%s", _("The game is over: checkmate."));
      else if (pos != NULL)
        snprintf (buf, size, "%s", _("The game is over: stalemate."));
      else
        snprintf (buf, size, "%s", _("The game is over: there are no legal moves."));
      break;
    default:
      snprintf (buf, size, "%s", _("That move cannot be played."));
      break;
    }
}

void
ab_describe_move_error (const AbPosition *pos, const AbMoveError *e, AbLanguage letters, char *buf,
                        size_t size)
{
  describe (pos, e, NULL, (Words) { letters, false }, buf, size);
}

void
ab_describe_move_error_text (const AbPosition *pos, const AbMoveError *e, const char *text,
                             AbLanguage lang, bool spoken, char *buf, size_t size)
{
  describe (pos, e, text, (Words) { lang, spoken }, buf, size);
}
