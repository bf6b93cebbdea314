/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-san.c — the written-move reader (SAN, long algebraic, UCI) on any
 * bytes.
 *
 * The first byte picks a start position, the second a number of seeded
 * random plies from it (both counted from '0', so seeds can be written as
 * text); the rest is the typed text. A move that comes back
 * must be legal and read back from its SAN, long and UCI forms in every
 * letter set; an error must be worded; the position must never change. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ab-describe-move.h"
#include "ab-fen.h"
#include "ab-notation.h"
#include "ab-uci.h"

static const char *const fens[] = {
  AB_START_FEN,
  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
  "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
  "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
  "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
  "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1",
  "7k/8/8/8/8/3Q4/8/K2Q1Q2 w - - 0 1",
  "1r1k2r1/3p2p1/8/8/8/8/3P2P1/1R1K2R1 w GBgb - 0 1",
  "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
};

#define N_FENS (sizeof fens / sizeof fens[0])
#define N_CHESS960 4

static void
set_start (AbPosition *pos, uint8_t pick)
{
  static const int chess960[N_CHESS960] = { 0, 333, 707, 959 };
  AbFenError err;

  if (pick % (N_FENS + N_CHESS960) < N_FENS)
    {
      if (!ab_position_set_fen (pos, fens[pick % (N_FENS + N_CHESS960)], &err))
        abort ();
    }
  else if (!ab_position_set_chess960 (pos, chess960[pick % (N_FENS + N_CHESS960) - N_FENS]))
    abort ();
}

static void
play_random (AbPosition *pos, uint8_t plies, uint64_t seed)
{
  for (int i = 0; i < plies % 48; i++)
    {
      AbMoveList list;
      AbUndo undo;

      ab_position_legal_moves (pos, &list);
      if (list.count == 0)
        return;
      seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
      ab_position_make (pos, list.moves[(seed >> 33) % (uint64_t) list.count], &undo);
    }
}

static void
expect (const AbPosition *pos, const char *text, AbMove move)
{
  if (ab_move_parse (pos, text, NULL) != move)
    abort ();
}

static void
check_move (const AbPosition *pos, AbMove move)
{
  char text[AB_NOTATION_MAX];

  if (!ab_position_is_legal (pos, move))
    abort ();
  for (int lang = AB_LANG_DE; lang <= AB_LANG_EN; lang++)
    {
      const AbSanStyle *style = ab_san_style_default ((AbLanguage) lang);

      if (ab_move_to_san (pos, move, style, text, sizeof text) >= sizeof text)
        abort ();
      expect (pos, text, move);
      if (ab_move_to_long (pos, move, style, text, sizeof text) >= sizeof text)
        abort ();
      expect (pos, text, move);
    }
  ab_move_to_uci (pos, move, text);
  expect (pos, text, move);
}

static void
check_error (const AbPosition *pos, const AbMoveError *error, const char *text)
{
  char msg[AB_DESCRIBE_MAX];

  if (error->code == AB_MOVE_ERROR_NONE || error->n_candidates < 0
      || error->n_candidates > AB_MAX_CANDIDATES)
    abort ();
  if (error->code == AB_MOVE_ERROR_AMBIGUOUS && error->n_candidates < 2)
    abort ();
  for (int i = 0; i < error->n_candidates; i++)
    if (!ab_position_is_legal (pos, error->candidates[i]))
      abort ();
  /* A syntax error names the characters reading stopped at, inside the text. */
  if (error->code == AB_MOVE_ERROR_SYNTAX
      && (error->offset < 0 || error->length < 0
          || (size_t) error->offset + (size_t) error->length > strlen (text)))
    abort ();
  for (int lang = AB_LANG_DE; lang <= AB_LANG_EN; lang++)
    {
      ab_describe_move_error (pos, error, (AbLanguage) lang, msg, sizeof msg);
      if (msg[0] == '\0')
        abort ();
      ab_describe_move_error_text (pos, error, text, (AbLanguage) lang, lang == AB_LANG_DE, msg,
                                   sizeof msg);
      if (msg[0] == '\0')
        abort ();
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  AbPosition *pos, *before;
  AbMoveError error;
  AbMove move;
  char *text;

  if (size < 2)
    return 0;
  pos = ab_position_new ();
  set_start (pos, (uint8_t) (data[0] - '0'));
  play_random (pos, (uint8_t) (data[1] - '0'), 0x9E3779B97F4A7C15ULL * (data[0] + 1) + data[1]);
  before = ab_position_copy (pos);
  text = malloc (size - 1);
  memcpy (text, data + 2, size - 2);
  text[size - 2] = '\0';

  move = ab_move_parse (pos, text, &error);
  if (!ab_position_equal (pos, before))
    abort ();
  if (move != AB_MOVE_NONE)
    {
      if (error.code != AB_MOVE_ERROR_NONE)
        abort ();
      check_move (pos, move);
    }
  else
    check_error (pos, &error, text);

  free (text);
  ab_position_free (before);
  ab_position_free (pos);
  return 0;
}
