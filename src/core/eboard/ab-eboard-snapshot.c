/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-eboard-snapshot.c — the men an electronic board reads, compared and written. */
#include "ab-eboard-snapshot.h"

#include <string.h>

#include "ab-fen.h"

static const char piece_letters[] = " PNBRQK  pnbrqk";

void
ab_eboard_snapshot_clear (AbEboardSnapshot *self)
{
  memset (self->squares, 0, sizeof self->squares);
}

void
ab_eboard_snapshot_from_position (AbEboardSnapshot *self, const AbPosition *pos)
{
  for (int sq = 0; sq < 64; sq++)
    self->squares[sq] = ab_position_piece_at (pos, (AbSquare) sq);
}

bool
ab_eboard_snapshot_equal (const AbEboardSnapshot *a, const AbEboardSnapshot *b)
{
  return memcmp (a->squares, b->squares, sizeof a->squares) == 0;
}

AbBitboard
ab_eboard_snapshot_changed (const AbEboardSnapshot *a, const AbEboardSnapshot *b)
{
  AbBitboard changed = 0;

  for (int sq = 0; sq < 64; sq++)
    if (a->squares[sq] != b->squares[sq])
      changed |= (AbBitboard) 1 << sq;
  return changed;
}

void
ab_eboard_snapshot_rotate (const AbEboardSnapshot *self, AbEboardSnapshot *out)
{
  AbEboardSnapshot turned;

  for (int sq = 0; sq < 64; sq++)
    turned.squares[63 - sq] = self->squares[sq];
  *out = turned;
}

int
ab_eboard_snapshot_count (const AbEboardSnapshot *self)
{
  int n = 0;

  for (int sq = 0; sq < 64; sq++)
    n += self->squares[sq] != AB_NO_PIECE;
  return n;
}

size_t
ab_eboard_snapshot_to_placement (const AbEboardSnapshot *self, char buf[AB_EBOARD_PLACEMENT_MAX])
{
  size_t n = 0;

  for (int rank = 7; rank >= 0; rank--)
    {
      int empty = 0;

      for (int file = 0; file < 8; file++)
        {
          AbPiece piece = self->squares[AB_SQUARE (file, rank)];

          if (piece == AB_NO_PIECE)
            {
              empty++;
              continue;
            }
          if (empty > 0)
            buf[n++] = (char) ('0' + empty);
          empty = 0;
          buf[n++] = piece_letters[piece & 15];
        }
      if (empty > 0)
        buf[n++] = (char) ('0' + empty);
      if (rank > 0)
        buf[n++] = '/';
    }
  buf[n] = '\0';
  return n;
}

bool
ab_eboard_snapshot_from_placement (AbEboardSnapshot *self, const char *text)
{
  AbEboardSnapshot read;
  int rank = 7, file = 0;
  const char *p;

  ab_eboard_snapshot_clear (&read);
  for (p = text; *p != '\0' && *p != ' '; p++)
    {
      const char *letter;

      if (*p == '/')
        {
          if (file != 8 || rank == 0)
            return false;
          rank--;
          file = 0;
        }
      else if (*p >= '1' && *p <= '8')
        {
          file += *p - '0';
          if (file > 8)
            return false;
        }
      else if (*p != ' ' && (letter = strchr (piece_letters, *p)) != NULL)
        {
          if (file >= 8)
            return false;
          read.squares[AB_SQUARE (file, rank)] = (AbPiece) (letter - piece_letters);
          file++;
        }
      else
        return false;
    }
  if (rank != 0 || file != 8)
    return false;
  *self = read;
  return true;
}

void
ab_eboard_snapshot_diff (const AbEboardSnapshot *board, const AbEboardSnapshot *expected,
                         AbEboardDiff *diff)
{
  diff->n_missing = 0;
  diff->n_extra = 0;
  for (int sq = 0; sq < 64; sq++)
    {
      AbPiece want = expected->squares[sq], have = board->squares[sq];

      if (want == have)
        continue;
      if (want != AB_NO_PIECE)
        diff->missing[diff->n_missing++] = (AbEboardMan) { (AbSquare) sq, want };
      if (have != AB_NO_PIECE)
        diff->extra[diff->n_extra++] = (AbEboardMan) { (AbSquare) sq, have };
    }
}

/* Pawns on their second ranks, the middle empty, the back ranks each other's mirror with
 * the kings between the rooks: then the core knows its number. */
int
ab_eboard_snapshot_start_number (const AbEboardSnapshot *self)
{
  char fen[AB_EBOARD_PLACEMENT_MAX + 16];
  AbPosition *pos;
  int number;

  for (int file = 0; file < 8; file++)
    {
      AbPiece white = self->squares[AB_SQUARE (file, 0)];

      if (self->squares[AB_SQUARE (file, 1)] != AB_PIECE (AB_WHITE, AB_PAWN)
          || self->squares[AB_SQUARE (file, 6)] != AB_PIECE (AB_BLACK, AB_PAWN)
          || white == AB_NO_PIECE || AB_PIECE_COLOR (white) != AB_WHITE
          || self->squares[AB_SQUARE (file, 7)] != AB_PIECE (AB_BLACK, AB_PIECE_TYPE (white)))
        return -1;
      for (int rank = 2; rank < 6; rank++)
        if (self->squares[AB_SQUARE (file, rank)] != AB_NO_PIECE)
          return -1;
    }
  ab_eboard_snapshot_to_placement (self, fen);
  strcat (fen, " w - - 0 1");
  pos = ab_position_new ();
  if (pos == NULL)
    return -1;
  number = ab_position_set_fen (pos, fen, NULL) ? ab_position_chess960_number (pos) : -1;
  ab_position_free (pos);
  return number;
}
