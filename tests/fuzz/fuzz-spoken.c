/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-spoken.c — the spoken reader (and ab_move_parse_any) on any bytes.
 *
 * The first byte picks a position; the rest is the typed text. A move that
 * comes back must be legal, its announcement must read back to it in every
 * language and style, and the position must not change. The same text as a
 * recogniser's words (ab_spoken_grammar_lookup_heard): a move it names is the one the
 * reader takes, and a refusal one the reader refuses. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ab-describe-move.h"
#include "ab-describe.h"
#include "ab-fen.h"
#include "ab-spoken-grammar.h"
#include "ab-spoken.h"

static const char *const fens[] = {
  AB_START_FEN,
  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
  "3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1",
  "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
  "8/8/1k6/8/4Q2Q/8/8/K6Q w - - 0 1",
  "rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1",
  "4k3/8/8/8/8/8/p7/1R2K3 b - - 0 1",
  "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
};

#define N_FENS (sizeof fens / sizeof fens[0])

/* Strict UTF-8, as a speech engine and a GTK label want it. */
static bool
utf8_valid (const char *s)
{
  const unsigned char *p = (const unsigned char *) s;

  while (*p)
    {
      int n = *p < 0x80 ? 0 : (*p & 0xE0) == 0xC0 ? 1 : (*p & 0xF0) == 0xE0 ? 2
                          : (*p & 0xF8) == 0xF0 ? 3 : -1;

      if (n < 0)
        return false;
      for (p++; n > 0; n--, p++)
        if ((*p & 0xC0) != 0x80)
          return false;
    }
  return true;
}

static void
check_move (const AbPosition *pos, AbMove move)
{
  if (!ab_position_is_legal (pos, move))
    abort ();
  for (int lang = AB_LANG_DE; lang <= AB_LANG_EN; lang++)
    for (int style = AB_SPOKEN_SHORT; style <= AB_SPOKEN_LONG; style++)
      {
        char text[AB_SPOKEN_MAX];

        ab_move_to_spoken (pos, move, (AbLanguage) lang, (AbSpokenStyle) style, text, sizeof text);
        if (ab_move_parse_spoken (pos, text, NULL) != move)
          abort ();
      }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static AbPosition *positions[N_FENS];
  static AbSpokenGrammar *grammars[N_FENS];
  const AbSpokenPhrase *heard;
  AbPosition *pos, *before;
  AbMoveError error;
  char msg[AB_DESCRIBE_MAX];
  char *text;
  AbMove move;

  if (size == 0)
    return 0;
  if (positions[0] == NULL)
    for (size_t i = 0; i < N_FENS; i++)
      {
        AbFenError err;

        positions[i] = ab_position_new ();
        if (!ab_position_set_fen (positions[i], fens[i], &err))
          abort ();
      }
  pos = positions[data[0] % N_FENS];
  /* Built when first needed: a listener's grammar reads each impossible phrase back,
   * slow under the sanitizers. */
  if (grammars[data[0] % N_FENS] == NULL
      && (grammars[data[0] % N_FENS] = ab_spoken_grammar_new (pos, AB_SPOKEN_LANGUAGES_ALL,
                                                              AB_SPOKEN_GRAMMAR_LISTENER))
             == NULL)
    abort ();
  before = ab_position_copy (pos);
  text = malloc (size);
  memcpy (text, data + 1, size - 1);
  text[size - 1] = '\0';

  move = ab_move_parse_spoken (pos, text, &error);
  if (move != AB_MOVE_NONE)
    check_move (pos, move);
  else
    ab_describe_move_error (pos, &error, AB_LANG_DE, msg, sizeof msg);
  move = ab_move_parse_any (pos, text, &error);
  if (move != AB_MOVE_NONE)
    {
      if (!ab_position_is_legal (pos, move))
        abort ();
    }
  else
    {
      ab_describe_move_error (pos, &error, AB_LANG_EN, msg, sizeof msg);
      /* The word reading stopped at is quoted back from the text: within it, readable. */
      if (error.code == AB_MOVE_ERROR_SYNTAX
          && (error.offset < 0 || error.length < 0
              || (size_t) error.offset + (size_t) error.length > strlen (text)))
        abort ();
      if (error.code == AB_MOVE_ERROR_INEXACT && error.n_candidates < 1)
        abort ();
      ab_describe_move_error_text (pos, &error, text, AB_LANG_DE, true, msg, sizeof msg);
      if (msg[0] == '\0' || !utf8_valid (msg))
        abort ();
      ab_describe_move_error_text (pos, &error, text, AB_LANG_NL, false, msg, sizeof msg);
      if (msg[0] == '\0')
        abort ();
    }
  heard = ab_spoken_grammar_lookup_heard (grammars[data[0] % N_FENS], text);
  if (heard != NULL)
    {
      if (strcmp (heard->words, text) != 0)
        abort ();
      /* A move's phrase, legal or refused, is what the reader makes of its words. */
      if (heard->command == AB_SPOKEN_COMMAND_NONE
          && ab_move_parse_spoken (pos, heard->words, &error) != heard->move)
        abort ();
    }
  if (!ab_position_equal (pos, before))
    abort ();

  free (text);
  ab_position_free (before);
  return 0;
}
