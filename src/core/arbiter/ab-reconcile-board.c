/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-reconcile-board.c — the pieces on a physical board and the changes
 * that set it right. */
#include "ab-reconcile-board.h"

#include <string.h>

#include "ab-position-private.h"

static bool
fail (AbFenError *error, AbFenErrorCode code)
{
  if (error)
    {
      memset (error, 0, sizeof *error);
      error->code = code;
      error->field = AB_FEN_FIELD_PLACEMENT;
    }
  return false;
}

static AbPiece
piece_from_letter (char c)
{
  static const char letters[] = "PNBRQK";
  const char *p = c ? strchr (letters, c >= 'a' ? c - 'a' + 'A' : c) : NULL;

  if (p == NULL)
    return AB_NO_PIECE;
  return AB_PIECE (c >= 'a' ? AB_BLACK : AB_WHITE, (AbPieceType) (AB_PAWN + (p - letters)));
}

/* The placement field, ranks 8 to 1, with ab-fen.c's errors and numbering. */
static bool
read_placement (AbPiece squares[64], const char *s, size_t n, AbFenError *error)
{
  int rank = 7, file = 0;

  memset (squares, 0, 64 * sizeof squares[0]);
  for (size_t i = 0; i < n; i++)
    {
      char c = s[i];
      AbPiece pc;

      if (c == '/')
        {
          if (file != 8)
            goto bad_length;
          if (--rank < 0)
            {
              fail (error, AB_FEN_ERROR_RANK_COUNT);
              if (error)
                error->count = 9;
              return false;
            }
          file = 0;
          continue;
        }
      if (c >= '1' && c <= '8')
        {
          file += c - '0';
          if (file > 8)
            goto bad_length;
          continue;
        }
      pc = piece_from_letter (c);
      if (pc == AB_NO_PIECE)
        {
          fail (error, AB_FEN_ERROR_PLACEMENT_CHAR);
          if (error)
            {
              error->character = c;
              error->rank = rank;
            }
          return false;
        }
      if (file > 7)
        goto bad_length;
      squares[AB_SQUARE (file, rank)] = pc;
      file++;
    }
  if (rank != 0)
    {
      fail (error, AB_FEN_ERROR_RANK_COUNT);
      if (error)
        error->count = 8 - rank;
      return false;
    }
  if (file == 8)
    return true;

bad_length:
  fail (error, AB_FEN_ERROR_RANK_LENGTH);
  if (error)
    {
      error->rank = rank;
      error->count = file;
    }
  return false;
}

/* Errors about a position no game reaches: a board can still show it. */
static bool
is_position_error (AbFenErrorCode code)
{
  switch (code)
    {
    case AB_FEN_ERROR_CASTLING_NO_ROOK:
    case AB_FEN_ERROR_CASTLING_KING:
    case AB_FEN_ERROR_EN_PASSANT_NO_PAWN:
    case AB_FEN_ERROR_KING_COUNT:
    case AB_FEN_ERROR_PAWN_ON_BACK_RANK:
    case AB_FEN_ERROR_TOO_MANY_PIECES:
    case AB_FEN_ERROR_TOO_MANY_PAWNS:
    case AB_FEN_ERROR_TOO_MANY_PROMOTED:
    case AB_FEN_ERROR_OPPONENT_IN_CHECK:
    case AB_FEN_ERROR_TOO_MANY_CHECKERS:
      return true;
    default:
      return false;
    }
}

static bool
is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

bool
ab_reconcile_board_read_fen (AbReconcileBoard *self, const char *fen, AbFenError *error)
{
  AbPiece squares[64];
  const char *s = fen, *rest;
  size_t n;

  if (fen == NULL)
    return fail (error, AB_FEN_ERROR_EMPTY);
  while (is_blank (*s))
    s++;
  for (n = 0; s[n] && !is_blank (s[n]); n++)
    ;
  if (n == 0)
    return fail (error, AB_FEN_ERROR_EMPTY);
  for (rest = s + n; is_blank (*rest); rest++)
    ;
  if (*rest)
    {
      AbPosition pos;
      AbFenError full;

      if (!ab_position_set_fen (&pos, fen, &full) && !is_position_error (full.code))
        {
          if (error)
            *error = full;
          return false;
        }
    }
  if (!read_placement (squares, s, n, error))
    return false;
  memcpy (self->squares, squares, sizeof squares);
  return true;
}

/* ---- square by square ---- */

static bool
list_fail (AbReconcileBoardError *error, AbReconcileBoardErrorCode code, const char *word,
           size_t len, AbSquare square)
{
  if (error)
    {
      memset (error, 0, sizeof *error);
      error->code = code;
      error->square = square;
      if (len >= sizeof error->word)
        len = sizeof error->word - 1;
      memcpy (error->word, word, len);
    }
  return false;
}

static bool
word_is (const char *word, size_t len, const char *what)
{
  size_t n = strlen (what);

  if (len != n)
    return false;
  for (size_t i = 0; i < n; i++)
    if ((word[i] >= 'A' && word[i] <= 'Z' ? word[i] - 'A' + 'a' : word[i]) != what[i])
      return false;
  return true;
}

/* A colour named in English, German or Dutch (a lone letter only with a colon). */
static int
color_word (const char *word, size_t len, bool colon)
{
  static const char *const white[] = { "white", "weiß", "weiss", "wit" };
  static const char *const black[] = { "black", "schwarz", "zwart" };

  for (size_t i = 0; i < sizeof white / sizeof white[0]; i++)
    if (word_is (word, len, white[i]))
      return AB_WHITE;
  for (size_t i = 0; i < sizeof black / sizeof black[0]; i++)
    if (word_is (word, len, black[i]))
      return AB_BLACK;
  if (colon && len == 1)
    switch (word[0])
      {
      case 'w':
      case 'W':
        return AB_WHITE;
      case 'b':
      case 'B':
      case 's':
      case 'S':
      case 'z':
      case 'Z':
        return AB_BLACK;
      default:
        break;
      }
  return -1;
}

/* The piece type a letter names in lang, or in English; a pawn also by P (English) or
 * B (German, Bauer), where that letter names nothing else. */
static AbPieceType
type_of_letter (char c, AbLanguage lang)
{
  char up = c >= 'a' && c <= 'z' ? (char) (c - 'a' + 'A') : c;

  for (AbPieceType t = AB_KNIGHT; t <= AB_KING; t++)
    if (up == ab_piece_letter (lang, t))
      return t;
  if ((up == 'B' && lang == AB_LANG_DE) || (up == 'P' && lang != AB_LANG_NL))
    return AB_PAWN;
  for (AbPieceType t = AB_KNIGHT; t <= AB_KING; t++)
    if (up == ab_piece_letter (AB_LANG_EN, t))
      return t;
  return AB_NO_PIECE_TYPE;
}

static bool
is_separator (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',' || c == ';' || c == ':'
         || c == '.';
}

static bool
read_list (AbPiece squares[64], const char *s, AbLanguage lang, AbReconcileBoardError *error)
{
  int color = -1, n = 0;

  memset (squares, 0, 64 * sizeof squares[0]);
  for (size_t i = 0; s[i];)
    {
      size_t start, len;
      AbPieceType type = AB_PAWN;
      int side = color;
      const char *w;

      while (s[i] && is_separator (s[i]))
        i++;
      if (!s[i])
        break;
      start = i;
      while (s[i] && !is_separator (s[i]))
        i++;
      w = s + start;
      len = i - start;
      if (color_word (w, len, s[i] == ':') >= 0)
        {
          color = color_word (w, len, s[i] == ':');
          continue;
        }
      if (len == 3)
        {
          type = type_of_letter (w[0], lang);
          if (color < 0 && type != AB_NO_PIECE_TYPE)
            side = w[0] >= 'a' ? AB_BLACK : AB_WHITE;
        }
      if ((len != 2 && len != 3) || type == AB_NO_PIECE_TYPE || w[len - 2] < 'a'
          || w[len - 2] > 'h' || w[len - 1] < '1' || w[len - 1] > '8')
        return list_fail (error, AB_RECONCILE_BOARD_WORD, w, len, AB_NO_SQUARE);
      if (side < 0)
        return list_fail (error, AB_RECONCILE_BOARD_NO_COLOR, w, len, AB_NO_SQUARE);
      {
        AbSquare sq = AB_SQUARE (w[len - 2] - 'a', w[len - 1] - '1');

        if (squares[sq] != AB_NO_PIECE)
          return list_fail (error, AB_RECONCILE_BOARD_TWICE, w, len, sq);
        squares[sq] = AB_PIECE ((AbColor) side, type);
        n++;
      }
    }
  return n > 0 || list_fail (error, AB_RECONCILE_BOARD_EMPTY, "", 0, AB_NO_SQUARE);
}

bool
ab_reconcile_board_read (AbReconcileBoard *self, const char *text, AbLanguage lang,
                         AbReconcileBoardError *error)
{
  AbPiece squares[64];

  if (text == NULL)
    return list_fail (error, AB_RECONCILE_BOARD_EMPTY, "", 0, AB_NO_SQUARE);
  /* A FEN's placement always holds '/'; a list of pieces never does. */
  if (strchr (text, '/') != NULL)
    {
      AbFenError fen;

      if (ab_reconcile_board_read_fen (self, text, &fen))
        return true;
      list_fail (error, AB_RECONCILE_BOARD_FEN, "", 0, AB_NO_SQUARE);
      if (error)
        error->fen = fen;
      return false;
    }
  if (!read_list (squares, text, lang, error))
    return false;
  memcpy (self->squares, squares, sizeof squares);
  return true;
}

void
ab_reconcile_board_from_position (AbReconcileBoard *self, const AbPosition *pos)
{
  for (int sq = 0; sq < 64; sq++)
    self->squares[sq] = ab_position_piece_at (pos, (AbSquare) sq);
}

bool
ab_reconcile_board_equal (const AbReconcileBoard *a, const AbReconcileBoard *b)
{
  return memcmp (a->squares, b->squares, sizeof a->squares) == 0;
}

static int
distance (AbSquare a, AbSquare b)
{
  int df = AB_SQUARE_FILE (a) - AB_SQUARE_FILE (b);
  int dr = AB_SQUARE_RANK (a) - AB_SQUARE_RANK (b);

  df = df < 0 ? -df : df;
  dr = dr < 0 ? -dr : dr;
  return df > dr ? df : dr;
}

typedef struct
{
  AbReconcileCorrection *out;
  int n;
  int board;
} Changes;

static void
add_change (Changes *c, AbReconcileChange change, AbPiece piece, AbSquare from, AbSquare to)
{
  if (c->n >= AB_RECONCILE_BOARD_MAX_CORRECTIONS)
    return;
  c->out[c->n++] = (AbReconcileCorrection) { c->board, change, piece, from, to };
}

/* For one piece: squares where it stands but does not belong (extra) and
 * where it belongs but does not stand (missing); the nearest pairs become
 * moves. */
static int
pair_piece (const AbPiece *board, const AbPiece *target, AbPiece piece,
            AbSquare moves[][2], bool extra_left[64], bool missing_left[64])
{
  int n = 0;

  for (;;)
    {
      int best = 99;
      AbSquare from = AB_NO_SQUARE, to = AB_NO_SQUARE;

      for (int e = 0; e < 64; e++)
        {
          if (board[e] != piece || target[e] == piece || !extra_left[e])
            continue;
          for (int m = 0; m < 64; m++)
            if (target[m] == piece && board[m] != piece && missing_left[m]
                && distance ((AbSquare) e, (AbSquare) m) < best)
              {
                best = distance ((AbSquare) e, (AbSquare) m);
                from = (AbSquare) e;
                to = (AbSquare) m;
              }
        }
      if (from == AB_NO_SQUARE)
        return n;
      extra_left[from] = false;
      missing_left[to] = false;
      moves[n][0] = from;
      moves[n][1] = to;
      n++;
    }
}

/* In a ring of moves a piece may already stand on the square it leaves. */
static void
move_piece (Changes *c, const AbPiece *board, AbPiece *now, const AbSquare move[2])
{
  AbPiece piece = board[move[0]];

  add_change (c, AB_RECONCILE_MOVE_PIECE, piece, move[0], move[1]);
  if (now[move[0]] == piece)
    now[move[0]] = AB_NO_PIECE;
  now[move[1]] = piece;
}

int
ab_reconcile_board_corrections (const AbReconcileBoard *board, const AbReconcileBoard *target,
                                int board_index, AbReconcileCorrection *out)
{
  const AbPiece *b = board->squares, *t = target->squares;
  AbSquare moves[64][2];
  bool extra_left[64], missing_left[64], done[64] = { false };
  AbPiece now[64];
  Changes c = { out, 0, board_index };
  int n_moves = 0;

  for (int sq = 0; sq < 64; sq++)
    {
      extra_left[sq] = true;
      missing_left[sq] = true;
    }
  for (int color = AB_WHITE; color <= AB_BLACK; color++)
    for (int type = AB_PAWN; type <= AB_KING; type++)
      n_moves += pair_piece (b, t, AB_PIECE (color, type), moves + n_moves, extra_left,
                             missing_left);

  memcpy (now, b, sizeof now);
  for (int sq = 0; sq < 64; sq++)
    if (b[sq] != AB_NO_PIECE && b[sq] != t[sq] && extra_left[sq])
      {
        add_change (&c, AB_RECONCILE_REMOVE_PIECE, b[sq], (AbSquare) sq, AB_NO_SQUARE);
        now[sq] = AB_NO_PIECE;
      }
  /* A move waits until its square is free, unless only a ring of moves is left. */
  for (int left = n_moves; left > 0;)
    {
      bool any = false;

      for (int i = 0; i < n_moves; i++)
        if (!done[i] && now[moves[i][1]] == AB_NO_PIECE)
          {
            move_piece (&c, b, now, moves[i]);
            done[i] = any = true;
            left--;
          }
      for (int i = 0; !any && i < n_moves; i++)
        if (!done[i])
          {
            move_piece (&c, b, now, moves[i]);
            done[i] = any = true;
            left--;
          }
    }
  for (int sq = 0; sq < 64; sq++)
    if (t[sq] != AB_NO_PIECE && t[sq] != b[sq] && missing_left[sq])
      add_change (&c, AB_RECONCILE_PUT_PIECE, t[sq], AB_NO_SQUARE, (AbSquare) sq);
  return c.n;
}
