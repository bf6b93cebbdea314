/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-fen-describe.c — an impossible position refused with its true reason, in English,
 * German and Dutch, worded from the catalogs as built ($ANNABELLA_LOCALEDIR): too many men,
 * too many pawns, or more promoted pieces than missing pawns allow. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ab-describe-translator.h"
#include "ab-describe.h"
#include "ab-fen.h"
#include "ab-mo-catalog.h"

typedef struct
{
  char *data;
  AbMoCatalog catalog;
} Catalog;

/* German and Dutch both have the plural rule n != 1. */
static const char *
translate (const char *msgid, const char *plural, unsigned long n, void *data)
{
  Catalog *c = data;
  unsigned form = plural && n != 1 ? 1 : 0;
  const char *t = ab_mo_catalog_lookup (&c->catalog, msgid, form);

  return t ? t : form ? plural : msgid;
}

static void
load (Catalog *c, const char *lang)
{
  const char *dir = getenv ("ANNABELLA_LOCALEDIR");
  char path[1024];
  FILE *f;
  long size;

  assert_non_null (dir);
  snprintf (path, sizeof path, "%s/%s/LC_MESSAGES/annabella.mo", dir, lang);
  f = fopen (path, "rb");
  if (f == NULL)
    fail_msg ("no catalog %s", path);
  fseek (f, 0, SEEK_END);
  size = ftell (f);
  rewind (f);
  c->data = malloc ((size_t) size);
  assert_non_null (c->data);
  assert_int_equal (fread (c->data, 1, (size_t) size, f), (size_t) size);
  fclose (f);
  assert_true (ab_mo_catalog_init (&c->catalog, c->data, (size_t) size));
}

static void
check (const char *fen, AbFenErrorCode code, const char *lang, const char *words)
{
  AbPosition *pos = ab_position_new ();
  AbFenError error;
  Catalog c = { 0 };
  char buf[AB_DESCRIBE_MAX];

  assert_false (ab_position_set_fen (pos, fen, &error));
  assert_int_equal (error.code, code);
  if (lang)
    {
      load (&c, lang);
      ab_describe_set_translator (translate, &c);
    }
  ab_describe_fen_error (&error, buf, sizeof buf);
  ab_describe_set_translator (NULL, NULL);
  free (c.data);
  assert_string_equal (buf, words);
  ab_position_free (pos);
}

/* Five bishops: three beyond the two of the start, but only one pawn is missing. */
#define FIVE_BISHOPS "4k3/8/8/8/8/3B1B2/PPPPPPPB/2B1KB2 w - - 0 1"
/* Three knights and three queens with no pawn missing. */
#define NO_PAWN_MISSING "4k3/8/8/8/8/1NQQ4/PPPPPPPP/1NQ1KN2 w - - 0 1"
/* Nine black pawns. */
#define NINE_PAWNS "4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1"
/* Seventeen white men. */
#define SEVENTEEN "4k3/8/8/8/NNNNNNNN/8/PPPPPPPP/4K3 w - - 0 1"

static void
test_impossible_positions_english (void **state)
{
  check (FIVE_BISHOPS, AB_FEN_ERROR_TOO_MANY_PROMOTED, NULL,
         "Bad FEN, piece placement (field 1): White has 5 bishops and 7 pawns: at most one "
         "piece can be promoted");
  check (NO_PAWN_MISSING, AB_FEN_ERROR_TOO_MANY_PROMOTED, NULL,
         "Bad FEN, piece placement (field 1): White has 3 knights, 3 queens and 8 pawns: no "
         "piece can be promoted");
  check ("4k3/8/8/8/8/NN1N4/1PPPPP2/RRRRKR2 w - - 0 1", AB_FEN_ERROR_TOO_MANY_PROMOTED, NULL,
         "Bad FEN, piece placement (field 1): White has 3 knights, 5 rooks and 5 pawns: at most 3 "
         "pieces can be promoted");
  check (NINE_PAWNS, AB_FEN_ERROR_TOO_MANY_PAWNS, NULL,
         "Bad FEN, piece placement (field 1): Black has 9 pawns; a side has at most 8");
  check (SEVENTEEN, AB_FEN_ERROR_TOO_MANY_PIECES, NULL,
         "Bad FEN, piece placement (field 1): White has 17 men on the board; a side has at most "
         "16");
}

static void
test_impossible_positions_german (void **state)
{
  check (FIVE_BISHOPS, AB_FEN_ERROR_TOO_MANY_PROMOTED, "de",
         "Ungültige FEN, Figurenstellung (Feld 1): Weiß hat 5 Läufer und 7 Bauern: höchstens "
         "eine Figur kann aus einer Umwandlung stammen");
  check (NINE_PAWNS, AB_FEN_ERROR_TOO_MANY_PAWNS, "de",
         "Ungültige FEN, Figurenstellung (Feld 1): Schwarz hat 9 Bauern; eine Seite hat "
         "höchstens 8");
}

static void
test_impossible_positions_dutch (void **state)
{
  check (FIVE_BISHOPS, AB_FEN_ERROR_TOO_MANY_PROMOTED, "nl",
         "Ongeldige FEN, stukkenopstelling (veld 1): Wit heeft 5 lopers en 7 pionnen: hoogstens "
         "één stuk kan door promotie zijn ontstaan");
  check (SEVENTEEN, AB_FEN_ERROR_TOO_MANY_PIECES, "nl",
         "Ongeldige FEN, stukkenopstelling (veld 1): Wit heeft 17 stukken en pionnen op het bord; "
         "een kant heeft er hoogstens 16");
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_impossible_positions_english),
    cmocka_unit_test (test_impossible_positions_german),
    cmocka_unit_test (test_impossible_positions_dutch),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
