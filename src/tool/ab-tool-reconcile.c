/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tool-reconcile.c — annabella-tool reconcile --sheet-a FILE --sheet-b FILE
 * [--board-a BOARD] [--board-b BOARD] [--json] [--lang de|nl|en]: the arbiter's
 * ruling when the two boards differ (FIDE Laws, Appendix D.2.9).
 *
 * A sheet file is PGN (it starts with a tag, '['; one game, its FEN tag
 * gives the start) or plain move text in any notation and language, which
 * starts where the other sheet starts (the format is in ab-reconcile-sheet.h):
 * "1. e4 e5 2. Sf3", spoken moves separated by commas or lines, and the
 * mover's time left after a move in braces, "e4 {1:29:56}" or PGN's
 * "{[%clk 1:29:56]}". A board is a FEN or its placement field alone, or the pieces
 * square by square in the letters of --lang: "white: Kg1 Rf1 a2 black: Kg8 a7".
 * Prints the ruling in words (German unless --lang), then the FEN to set
 * up; with --json one JSON object instead (its keys are listed at
 * print_json). Bad input: FILE:LINE: message (FILE: message when the file
 * cannot be read; --board-X: message for a FEN) on stderr, exit status 1. */
#include "ab-tool.h"
#include "ab-tool-args.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "ab-describe-move.h"
#include "ab-describe-pgn.h"
#include "ab-describe-reconcile.h"
#include "ab-describe.h"
#include "ab-pgn.h"
#include "ab-reconcile.h"

#define RECONCILE_USAGE                                                                    \
  "Usage: annabella-tool reconcile --sheet-a FILE --sheet-b FILE [--board-a BOARD]\n"      \
  "       [--board-b BOARD] [--json] [--lang de|nl|en]\n"
/* No scoresheet comes near this; a larger file is not one. */
#define SHEET_FILE_MAX (16u << 20)

typedef struct
{
  const char *path;
  char *data;
  size_t len;
  AbReconcileSheet sheet;
  AbPosition *start;
  bool has_start; /* PGN names its start; plain move text starts where the other sheet does */
} SheetFile;

/* The whole file into memory; false with a message on stderr. */
static bool
slurp (SheetFile *f)
{
  FILE *in = fopen (f->path, "rb");
  size_t cap = 4096;

  if (in == NULL)
    {
      fprintf (stderr, "%s: %s\n", f->path, strerror (errno));
      return false;
    }
  f->data = malloc (cap);
  f->len = 0;
  while (f->data)
    {
      size_t n = fread (f->data + f->len, 1, cap - f->len, in);

      f->len += n;
      if (n == 0)
        break;
      if (f->len == cap)
        {
          char *p = cap < SHEET_FILE_MAX ? realloc (f->data, cap * 2) : NULL;

          if (p == NULL)
            {
              fprintf (stderr, "%s: %s\n", f->path,
                       cap < SHEET_FILE_MAX ? strerror (ENOMEM) : "too large for a scoresheet");
              fclose (in);
              return false;
            }
          f->data = p;
          cap *= 2;
        }
    }
  if (f->data == NULL || ferror (in))
    {
      fprintf (stderr, "%s: %s\n", f->path, f->data ? strerror (errno) : strerror (ENOMEM));
      fclose (in);
      return false;
    }
  fclose (in);
  return true;
}

static bool
is_pgn (const SheetFile *f)
{
  for (size_t i = 0; i < f->len; i++)
    if (f->data[i] != ' ' && f->data[i] != '\t' && f->data[i] != '\r' && f->data[i] != '\n')
      return f->data[i] == '[';
  return false;
}

/* PGN: the reader checks the file and gives the start position. An illegal
 * move is no error here (the ruling reports it), nor a missing result (the
 * game goes on); the moves themselves are read as written, below. */
static bool
check_pgn (SheetFile *f)
{
  AbPgnReader *reader = ab_pgn_reader_new ();
  AbPgnGame game;
  AbPgnError error;
  AbPgnReadStatus status;
  char msg[AB_DESCRIBE_MAX];
  bool ok = false;

  ab_pgn_game_init (&game);
  if (reader == NULL)
    {
      fprintf (stderr, "%s: %s\n", f->path, strerror (ENOMEM));
      goto out;
    }
  ab_pgn_reader_input (reader, f->data, f->len, true);
  status = ab_pgn_reader_next (reader, &game, &error);
  if (status == AB_PGN_READ_ERROR && error.code != AB_PGN_ERROR_ILLEGAL_MOVE
      && error.code != AB_PGN_ERROR_MISSING_RESULT)
    {
      ab_describe_pgn_error (&error, msg, sizeof msg);
      fprintf (stderr, "%s:%zu: %s\n", f->path, error.line, msg);
      goto out;
    }
  if (status == AB_PGN_READ_GAME || status == AB_PGN_READ_ERROR)
    ab_pgn_game_start_position (&game, f->start);
  status = ab_pgn_reader_next (reader, &game, &error);
  if (status == AB_PGN_READ_GAME || status == AB_PGN_READ_ERROR)
    {
      fprintf (stderr, "%s:%zu: a scoresheet holds one game; another begins here\n", f->path,
               game.line);
      goto out;
    }
  ok = true;
out:
  ab_pgn_game_clear (&game);
  ab_pgn_reader_free (reader);
  return ok;
}

static bool
read_sheet (SheetFile *f)
{
  AbReconcileSheetError error;
  char msg[AB_DESCRIBE_MAX];

  if (!slurp (f))
    return false;
  ab_position_set_start (f->start);
  f->has_start = is_pgn (f);
  if (f->has_start && !check_pgn (f))
    return false;
  if (!ab_reconcile_sheet_read (&f->sheet, f->data, f->len, &error))
    {
      ab_describe_reconcile_sheet_error (&error, msg, sizeof msg);
      fprintf (stderr, "%s:%zu: %s\n", f->path, error.line, msg);
      return false;
    }
  return true;
}

/* JSON. */

static void
json_string (const char *s)
{
  putchar ('"');
  for (; *s; s++)
    {
      unsigned char c = (unsigned char) *s;

      if (c == '"' || c == '\\')
        printf ("\\%c", c);
      else if (c == '\n')
        printf ("\\n");
      else if (c < 0x20)
        printf ("\\u%04x", c);
      else
        putchar (c);
    }
  putchar ('"');
}

static const char *
sheet_key (int sheet)
{
  return sheet ? "b" : "a";
}

/* {"ply": 5, "text": "Lb5", "san": "Bb5"}; san is null when it cannot be played. */
static void
json_entry (const AbReconcileEntry *e)
{
  AbPosition *pos = ab_position_new ();
  AbFenError error;
  char san[AB_NOTATION_MAX];

  printf ("{\"ply\": %d, \"text\": ", e->ply);
  json_string (e->text);
  printf (", \"san\": ");
  if (pos && e->move != AB_MOVE_NONE && ab_position_set_fen (pos, e->fen, &error))
    {
      ab_move_to_san (pos, e->move, &ab_san_style_pgn, san, sizeof san);
      json_string (san);
    }
  else
    printf ("null");
  printf ("}");
  ab_position_free (pos);
}

static void
json_entries (const AbReconcileEntry *entries, int n)
{
  printf ("[");
  for (int i = 0; i < n; i++)
    {
      printf (i ? ", " : "");
      json_entry (&entries[i]);
    }
  printf ("]");
}

static void
json_illegal (const AbReconcileEntry *e, int sheet)
{
  AbPosition *pos = ab_position_new ();
  AbFenError error;
  char why[AB_DESCRIBE_MAX] = "";

  if (pos && ab_position_set_fen (pos, e->fen, &error))
    ab_describe_move_error (pos, &e->error, AB_LANG_EN, why, sizeof why);
  ab_position_free (pos);
  printf ("{\"sheet\": \"%s\", \"ply\": %d, \"text\": ", sheet_key (sheet), e->ply);
  json_string (e->text);
  printf (", \"position\": ");
  json_string (e->fen);
  printf (", \"reason\": ");
  json_string (why);
  printf ("}");
}

static void
json_square (const char *key, AbSquare sq)
{
  char name[3];

  printf (", \"%s\": ", key);
  if (sq == AB_NO_SQUARE)
    printf ("null");
  else
    {
      ab_describe_square (sq, name);
      json_string (name);
    }
}

static void
json_corrections (const AbReconcileRuling *r, AbLanguage lang)
{
  static const char *const changes[] = { "move", "put", "remove" };
  static const char *const types[] = { "", "pawn", "knight", "bishop", "rook", "queen", "king" };
  static const char letters[] = " PNBRQK";

  printf ("[");
  for (int i = 0; i < r->n_corrections; i++)
    {
      const AbReconcileCorrection *c = &r->corrections[i];
      bool white = AB_PIECE_COLOR (c->piece) == AB_WHITE;
      char letter = letters[AB_PIECE_TYPE (c->piece)];
      char words[256];

      ab_describe_reconcile_correction (c, lang, words, sizeof words);
      printf ("%s{\"board\": \"%s\", \"change\": \"%s\", \"piece\": \"%c\", \"color\": \"%s\", "
              "\"type\": \"%s\"",
              i ? ", " : "", sheet_key (c->board), changes[c->change],
              white ? letter : letter - 'A' + 'a', white ? "white" : "black",
              types[AB_PIECE_TYPE (c->piece)]);
      json_square ("square", c->change == AB_RECONCILE_PUT_PIECE ? c->to : c->from);
      json_square ("from", c->from);
      json_square ("to", c->to);
      printf (", \"words\": ");
      json_string (words);
      printf ("}");
    }
  printf ("]");
}

static void
json_clock (const char *key, int32_t ms, bool last)
{
  if (ms < 0)
    printf ("  \"%s\": null%s\n", key, last ? "" : ",");
  else
    printf ("  \"%s\": %d%s\n", key, ms, last ? "" : ",");
}

/* Sheets and boards are "a" and "b", plies count from 1 for the first
 * half-move, an entry is {"ply", "text" (as written), "san" (English, or
 * null when it cannot be played)}:
 *   agree                 true when no entry differs (one sheet may be ahead)
 *   decision              "correct_boards" or "take_back"
 *   first_difference_ply  where the entries first differ, or null
 *   take_back_to_ply      half-moves that stand after the ruling
 *   plies, taken_back     per sheet: its entries, and those after take_back_to_ply
 *   position              the FEN to set up on both boards
 *   last_standing         the entry of the last half-move that stands, or null
 *   difference            null, "move", "illegal" or "missing"; differing: each
 *                         sheet's entry there (null: none)
 *   missing               null or {"sheet", "moves": the entries it lacks}
 *   transposed            null or {"sheet", "order_legal", "moves": in the order played}
 *   ahead                 null or {"sheet", "plies", "moves": the first two}
 *   illegal               null or the earliest {"sheet", "ply", "text", "position",
 *                         "reason"}; illegal_moves: each sheet's first
 *   boards                per board "right", "wrong" or null (not given)
 *   corrections           [{"board", "change": "move"|"put"|"remove", "piece" (FEN
 *                         letter), "color", "type", "square" (where it stands, or
 *                         for "put" where it goes), "from", "to", "words"}]
 *   sheets_have_clocks, clock_white_ms, clock_black_ms (null: not written)
 *   text                  the ruling in words */
static void
print_json (const AbReconcileRuling *r, AbLanguage lang, const char *words)
{
  static const char *const differences[] = { NULL, "move", "illegal", "missing" };
  static const char *const boards[] = { NULL, "right", "wrong" };
  int first_illegal = -1;

  for (int s = 0; s < 2; s++)
    if (r->illegal[s].ply
        && (first_illegal < 0 || r->illegal[s].ply < r->illegal[first_illegal].ply))
      first_illegal = s;

  printf ("{\n  \"agree\": %s,\n", r->sheets_agree ? "true" : "false");
  printf ("  \"decision\": \"%s\",\n",
          r->decision == AB_RECONCILE_TAKE_BACK ? "take_back" : "correct_boards");
  if (r->first_difference_ply)
    printf ("  \"first_difference_ply\": %d,\n", r->first_difference_ply);
  else
    printf ("  \"first_difference_ply\": null,\n");
  printf ("  \"take_back_to_ply\": %d,\n", r->take_back_to_ply);
  printf ("  \"plies\": {\"a\": %d, \"b\": %d},\n", r->plies[0], r->plies[1]);
  printf ("  \"taken_back\": {\"a\": %d, \"b\": %d},\n", r->taken_back[0], r->taken_back[1]);
  printf ("  \"position\": ");
  json_string (r->position);
  printf (",\n  \"last_standing\": ");
  if (r->last_standing.ply)
    json_entry (&r->last_standing);
  else
    printf ("null");
  printf (",\n  \"difference\": ");
  if (r->difference == AB_RECONCILE_DIFF_NONE)
    printf ("null,\n  \"differing\": null");
  else
    {
      printf ("\"%s\",\n  \"differing\": {", differences[r->difference]);
      for (int s = 0; s < 2; s++)
        {
          printf ("%s\"%s\": ", s ? ", " : "", sheet_key (s));
          if (r->differing[s].ply)
            json_entry (&r->differing[s]);
          else
            printf ("null");
        }
      printf ("}");
    }
  printf (",\n  \"missing\": ");
  if (r->missing_sheet < 0)
    printf ("null");
  else
    {
      printf ("{\"sheet\": \"%s\", \"moves\": ", sheet_key (r->missing_sheet));
      json_entries (r->missing, r->n_missing);
      printf ("}");
    }
  printf (",\n  \"transposed\": ");
  if (r->transposed_sheet < 0)
    printf ("null");
  else
    {
      printf ("{\"sheet\": \"%s\", \"order_legal\": %s, \"moves\": ",
              sheet_key (r->transposed_sheet), r->transposed_order_legal ? "true" : "false");
      json_entries (r->transposed, 2);
      printf ("}");
    }
  printf (",\n  \"ahead\": ");
  if (r->ahead_sheet < 0)
    printf ("null");
  else
    {
      printf ("{\"sheet\": \"%s\", \"plies\": %d, \"moves\": ", sheet_key (r->ahead_sheet),
              r->n_ahead);
      json_entries (r->ahead, r->n_ahead < 2 ? r->n_ahead : 2);
      printf ("}");
    }
  printf (",\n  \"illegal\": ");
  if (first_illegal < 0)
    printf ("null");
  else
    json_illegal (&r->illegal[first_illegal], first_illegal);
  printf (",\n  \"illegal_moves\": [");
  for (int s = 0, n = 0; s < 2; s++)
    if (r->illegal[s].ply)
      {
        printf (n++ ? ", " : "");
        json_illegal (&r->illegal[s], s);
      }
  printf ("],\n  \"boards\": {");
  for (int b = 0; b < 2; b++)
    {
      printf ("%s\"%s\": ", b ? ", " : "", sheet_key (b));
      if (boards[r->boards[b]])
        printf ("\"%s\"", boards[r->boards[b]]);
      else
        printf ("null");
    }
  printf ("},\n  \"corrections\": ");
  json_corrections (r, lang);
  printf (",\n  \"sheets_have_clocks\": %s,\n", r->sheets_have_clocks ? "true" : "false");
  json_clock ("clock_white_ms", r->clock_ms[AB_WHITE], false);
  json_clock ("clock_black_ms", r->clock_ms[AB_BLACK], false);
  printf ("  \"text\": ");
  json_string (words);
  printf ("\n}\n");
}

/* Options. */

typedef struct
{
  const char *sheet[2];
  const char *board[2];
  bool json;
  AbLanguage lang;
} Options;

static bool
read_options (int argc, char **argv, Options *o)
{
  for (int i = 1; i < argc; i++)
    {
      static const char *const valued[] = { "--sheet-a", "--sheet-b", "--board-a", "--board-b",
                                            "--lang" };
      const char **slot[] = { &o->sheet[0], &o->sheet[1], &o->board[0], &o->board[1], NULL };
      size_t k;

      if (strcmp (argv[i], "--json") == 0)
        {
          o->json = true;
          continue;
        }
      for (k = 0; k < sizeof valued / sizeof valued[0]; k++)
        if (strcmp (argv[i], valued[k]) == 0)
          break;
      if (k == sizeof valued / sizeof valued[0])
        {
          fprintf (stderr, "annabella-tool: reconcile: unknown argument '%s'\n" RECONCILE_USAGE,
                   argv[i]);
          return false;
        }
      if (i + 1 >= argc)
        {
          fprintf (stderr, "annabella-tool: reconcile: %s needs a value\n" RECONCILE_USAGE,
                   argv[i]);
          return false;
        }
      i++;
      if (slot[k])
        *slot[k] = argv[i];
      else if (!ab_language_from_code (argv[i], &o->lang))
        {
          fprintf (stderr, "annabella-tool: %s: the language is de, nl or en\n", argv[i]);
          return false;
        }
    }
  if (!o->sheet[0] || !o->sheet[1])
    {
      fprintf (stderr, RECONCILE_USAGE);
      return false;
    }
  return true;
}

int
ab_tool_reconcile (int argc, char **argv)
{
  Options o = { { NULL, NULL }, { NULL, NULL }, false, AB_LANG_DE };
  SheetFile files[2] = { 0 };
  AbReconcileBoard boards[2];
  AbReconcileInput input = { 0 };
  AbReconcileRuling *ruling = NULL;
  char *words = NULL;
  int rc = 1;

  if (!read_options (argc, argv, &o))
    return 1;
  for (int s = 0; s < 2; s++)
    {
      files[s].path = o.sheet[s];
      ab_reconcile_sheet_init (&files[s].sheet);
      files[s].start = ab_position_new ();
      if (files[s].start == NULL)
        {
          fprintf (stderr, "annabella-tool: %s\n", strerror (ENOMEM));
          goto out;
        }
    }
  for (int s = 0; s < 2; s++)
    {
      if (!read_sheet (&files[s]))
        goto out;
      input.sheets[s] = &files[s].sheet;
    }
  if (files[0].has_start && files[1].has_start
      && !ab_position_equal (files[0].start, files[1].start))
    {
      fprintf (stderr, "%s: the scoresheets start from different positions (%s has another)\n",
               files[1].path, files[0].path);
      goto out;
    }
  input.start = files[files[0].has_start ? 0 : 1].start;
  for (int b = 0; b < 2; b++)
    {
      AbReconcileBoardError error;
      char msg[AB_DESCRIBE_MAX];

      if (o.board[b] == NULL)
        continue;
      if (!ab_reconcile_board_read (&boards[b], o.board[b], o.lang, &error))
        {
          ab_describe_reconcile_board_error (&error, msg, sizeof msg);
          fprintf (stderr, "annabella-tool: --board-%s: %s\n", sheet_key (b), msg);
          goto out;
        }
      input.boards[b] = &boards[b];
    }

  ruling = malloc (sizeof *ruling);
  words = malloc (AB_DESCRIBE_RECONCILE_MAX);
  if (ruling == NULL || words == NULL)
    {
      fprintf (stderr, "annabella-tool: %s\n", strerror (ENOMEM));
      goto out;
    }
  ab_reconcile (&input, ruling);
  ab_describe_reconcile (ruling, o.lang, words, AB_DESCRIBE_RECONCILE_MAX);
  if (o.json)
    print_json (ruling, o.lang, words);
  else
    printf ("%s\nFEN: %s\n", words, ruling->position);
  rc = 0;
out:
  for (int s = 0; s < 2; s++)
    {
      ab_reconcile_sheet_clear (&files[s].sheet);
      ab_position_free (files[s].start);
      free (files[s].data);
    }
  free (ruling);
  free (words);
  return rc;
}
