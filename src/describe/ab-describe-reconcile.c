/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-describe-reconcile.c — the D.2.9 ruling in German, Dutch or English.
 *
 * Like the announcements, these sentences come from the catalog of the language
 * the caller names (ab-describe-catalog.h), so an arbiter can have the ruling in
 * the language of the announcements whatever the desktop's locale. */
#include "ab-describe-reconcile.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "ab-describe.h"
#include "ab-describe-catalog.h"
#include "ab-describe-clock.h"
#include "ab-describe-i18n.h"
#include "ab-describe-move.h"
#include "ab-fen.h"
#include "ab-spoken.h"

typedef enum
{
  P_AGREE,
  P_AGREE_EMPTY,
  P_SAME_POSITION,
  P_AHEAD,
  P_TRANSPOSED,
  P_TRANSPOSED_ILLEGAL,
  P_ILLEGAL,
  P_RIGHT_POSITION,
  P_RIGHT_START,
  P_BOARD_WRONG,
  P_BOARD_SHOWS,
  P_BOTH_RIGHT,
  P_NO_BOARDS,
  P_DIFFER,
  P_HAS,
  P_HAS_NOTHING,
  P_MISSING,
  P_AGREE_UNTIL,
  P_AGREE_NONE,
  P_TAKEN_BACK,
  P_SET_UP,
  P_SET_UP_START,
  P_CLOCKS,
  P_NO_CLOCKS,
  P_NOT_WRITTEN,
  P_BOARD_HEADER,
  P_BOARD_ALREADY,
  P_MOVE_PIECE,
  P_PUT_PIECE,
  P_REMOVE_PIECE,
  P_PLY,
  P_PLIES,
  P_COUNT,
} Phrase;

/* English msgids: each in the caller's language from its catalog (ab-describe-catalog.h). */
static const char *const phrases[P_COUNT] = {
  [P_AGREE] = N_ ("The scoresheets agree (art. D.2.9)."),
  [P_AGREE_EMPTY] = N_ ("Neither scoresheet holds a move yet (art. D.2.9)."),
  [P_SAME_POSITION] = N_ ("The scoresheets lead to the same position (art. D.2.9)."),
  [P_AHEAD] = N_ ("Scoresheet %s is %s ahead: the other player has not yet written %s; that is "
                  "not a discrepancy."),
  [P_TRANSPOSED] = N_ ("Scoresheet %s writes %s and %s in the other order; both orders lead to "
                       "the same position."),
  [P_TRANSPOSED_ILLEGAL] = N_ ("Scoresheet %s writes %s and %s in the other order, in which they "
                               "cannot be played."),
  [P_ILLEGAL] = N_ ("Scoresheet %s holds a move at half-move %d that cannot be played there: %s. "
                    "%s"),
  [P_RIGHT_POSITION] = N_ ("The right position is the one after %s (%s)."),
  [P_RIGHT_START] = N_ ("The right position is the starting position."),
  [P_BOARD_WRONG] = N_ ("Board %s differs from it: the player at board %s wrote the right move "
                        "but made another, and corrects his board (art. D.2.9):"),
  [P_BOARD_SHOWS] = N_ ("Board %s shows it."),
  [P_BOTH_RIGHT] = N_ ("Both boards show it: there is nothing to correct."),
  [P_NO_BOARDS] = N_ ("The player who wrote the right move but made another sets his board to it "
                      "(art. D.2.9)."),
  [P_DIFFER] = N_ ("The scoresheets differ from half-move %d on: %s, %s."),
  [P_HAS] = N_ ("scoresheet %s has %s"),
  [P_HAS_NOTHING] = N_ ("scoresheet %s has nothing there"),
  [P_MISSING] = N_ ("Scoresheet %s lacks %s; the moves after that follow scoresheet %s."),
  [P_AGREE_UNTIL] = N_ ("They agree up to %s (%s)."),
  [P_AGREE_NONE] = N_ ("They agree on no move."),
  [P_TAKEN_BACK] = N_ ("The moves after that are taken back: %s on scoresheet A, %s on scoresheet "
                       "B (art. D.2.9)."),
  [P_SET_UP] = N_ ("Both boards are set to the position after %s."),
  [P_SET_UP_START] = N_ ("Both boards are set to the starting position."),
  [P_CLOCKS] = N_ ("Clocks, as written with the moves at that point: White %s, Black %s; the "
                   "arbiter may change them (art. D.2.9)."),
  [P_NO_CLOCKS] = N_ ("The scoresheets carry no clock times: the arbiter sets the clocks (art. "
                      "D.2.9)."),
  [P_NOT_WRITTEN] = N_ ("not written"),
  [P_BOARD_HEADER] = N_ ("Board %s:"),
  [P_BOARD_ALREADY] = N_ ("Board %s shows it already."),
  [P_MOVE_PIECE] = N_ ("%s from %s to %s"),
  [P_PUT_PIECE] = N_ ("%s on %s is missing"),
  [P_REMOVE_PIECE] = N_ ("%s on %s does not belong there"),
  [P_PLY] = N_ ("%d half-move"),
  [P_PLIES] = N_ ("%d half-moves"),
};

#define WORDS_MAX 256

typedef struct
{
  char *buf;
  size_t size;
  size_t len;
  AbLanguage lang;
} Text;

static AbLanguage
valid_language (AbLanguage lang)
{
  return (unsigned) lang <= AB_LANG_EN ? lang : AB_LANG_DE;
}

static const char *
phrase (AbLanguage lang, Phrase p)
{
  return ab_describe_catalog_gettext (valid_language (lang), phrases[p]);
}

static void
add (Text *t, const char *format, ...)
{
  va_list ap;
  int n;

  if (t->size == 0 || t->len + 1 >= t->size)
    return;
  va_start (ap, format);
  n = vsnprintf (t->buf + t->len, t->size - t->len, format, ap);
  va_end (ap);
  if (n > 0)
    t->len += (size_t) n < t->size - t->len ? (size_t) n : t->size - t->len - 1;
}

/* A new line, unless the text is still empty. */
static void
new_line (Text *t)
{
  if (t->len > 0)
    add (t, "\n");
}

static const char *
sheet_name (int sheet)
{
  return sheet ? "B" : "A";
}

static void
format_plies (AbLanguage lang, int n, char *buf, size_t size)
{
  snprintf (buf, size, phrase (lang, n == 1 ? P_PLY : P_PLIES), n);
}

/* "12. Sf3" or "12... Sc6" (number false: "Sc6"), SAN with the language's
 * letters, or the text as written when it cannot be played. */
static void
format_entry (const AbReconcileEntry *e, AbLanguage lang, bool number, char *buf, size_t size)
{
  AbPosition *pos = ab_position_new ();
  char san[AB_NOTATION_MAX];
  const char *move = e->text;
  AbFenError error;
  int fullmove = 1;
  AbColor side = AB_WHITE;

  if (pos && ab_position_set_fen (pos, e->fen, &error))
    {
      fullmove = ab_position_fullmove_number (pos);
      side = ab_position_side_to_move (pos);
      if (e->move != AB_MOVE_NONE)
        {
          ab_move_to_san (pos, e->move, ab_san_style_default (valid_language (lang)), san,
                          sizeof san);
          move = san;
        }
    }
  if (!number)
    snprintf (buf, size, "%s", move);
  else
    snprintf (buf, size, side == AB_WHITE ? "%d. %s" : "%d... %s", fullmove, move);
  ab_position_free (pos);
}

/* "3. Lb5 a6", "2... Sc6 3. Lb5": a run of entries as a scoresheet shows it. */
static void
format_entries (const AbReconcileEntry *entries, int n, bool more, AbLanguage lang, char *buf,
                size_t size)
{
  size_t len = 0;

  buf[0] = '\0';
  for (int i = 0; i < n && len + 1 < size; i++)
    {
      char one[WORDS_MAX];
      bool white = strstr (entries[i].fen, " w ") != NULL;

      format_entry (&entries[i], lang, i == 0 || white, one, sizeof one);
      len += (size_t) snprintf (buf + len, size - len, "%s%s", i ? " " : "", one);
    }
  if (more && len + 1 < size)
    snprintf (buf + len, size - len, " …");
}

/* "1:29:56", with tenths when the reading has them. */
static void
format_clock (int32_t ms, AbLanguage lang, char *buf, size_t size)
{
  int s = ms / 1000;

  if (ms < 0)
    snprintf (buf, size, "%s", phrase (lang, P_NOT_WRITTEN));
  else if (ms % 1000)
    snprintf (buf, size, "%d:%02d:%02d.%d", s / 3600, s / 60 % 60, s % 60, ms % 1000 / 100);
  else
    ab_describe_clock_hms (ms, buf, size);
}

/* "weißer Turm", "weiße Dame", "wit paard", "witte toren", "white rook". */
static void
format_piece (AbPiece piece, AbLanguage lang, char *buf, size_t size)
{
  AbPieceType type = AB_PIECE_TYPE (piece);
  bool white = AB_PIECE_COLOR (piece) == AB_WHITE;
  const char *word = ab_spoken_piece (lang, type);
  const char *adjective;
  int n;

  switch (valid_language (lang))
    {
    case AB_LANG_DE:
      adjective = type == AB_QUEEN ? (white ? "weiße" : "schwarze")
                                   : (white ? "weißer" : "schwarzer");
      break;
    case AB_LANG_NL:
      /* het paard: an adjective before a neuter noun without article takes no -e */
      adjective = type == AB_KNIGHT ? (white ? "wit" : "zwart") : (white ? "witte" : "zwarte");
      break;
    default:
      adjective = white ? "white" : "black";
      break;
    }
  n = snprintf (buf, size, "%s %s", adjective, word);
  /* Dutch and English nouns are not capitalised in a sentence */
  if (valid_language (lang) != AB_LANG_DE && n > 0 && (size_t) n < size)
    {
      char *noun = buf + strlen (adjective) + 1;

      if (*noun >= 'A' && *noun <= 'Z')
        *noun = (char) (*noun - 'A' + 'a');
    }
}

size_t
ab_describe_reconcile_correction (const AbReconcileCorrection *c, AbLanguage lang, char *buf,
                                  size_t size)
{
  char piece[64], from[64], to[64];
  int n;

  format_piece (c->piece, lang, piece, sizeof piece);
  ab_spoken_square (lang, c->from, from, sizeof from);
  ab_spoken_square (lang, c->to, to, sizeof to);
  switch (c->change)
    {
    case AB_RECONCILE_MOVE_PIECE:
      n = snprintf (buf, size, phrase (lang, P_MOVE_PIECE), piece, from, to);
      break;
    case AB_RECONCILE_PUT_PIECE:
      n = snprintf (buf, size, phrase (lang, P_PUT_PIECE), piece, to);
      break;
    default:
      n = snprintf (buf, size, phrase (lang, P_REMOVE_PIECE), piece, from);
      break;
    }
  return n < 0 ? 0 : (size_t) n;
}

static void
add_corrections (Text *t, const AbReconcileRuling *r, int board)
{
  for (int i = 0; i < r->n_corrections; i++)
    if (r->corrections[i].board == board)
      {
        char words[WORDS_MAX];

        ab_describe_reconcile_correction (&r->corrections[i], t->lang, words, sizeof words);
        new_line (t);
        add (t, "– %s", words);
      }
}

static void
add_ahead (Text *t, const AbReconcileRuling *r)
{
  char plies[64], moves[2 * WORDS_MAX];

  if (r->ahead_sheet < 0)
    return;
  format_plies (t->lang, r->n_ahead, plies, sizeof plies);
  format_entries (r->ahead, r->n_ahead < 2 ? r->n_ahead : 2, r->n_ahead > 2, t->lang, moves,
                  sizeof moves);
  new_line (t);
  add (t, phrase (t->lang, P_AHEAD), sheet_name (r->ahead_sheet), plies, moves);
}

static void
add_transposition (Text *t, const AbReconcileRuling *r)
{
  char first[WORDS_MAX], second[WORDS_MAX];

  if (r->transposed_sheet < 0)
    return;
  format_entry (&r->transposed[0], t->lang, true, first, sizeof first);
  format_entry (&r->transposed[1], t->lang, true, second, sizeof second);
  new_line (t);
  add (t, phrase (t->lang, r->transposed_order_legal ? P_TRANSPOSED : P_TRANSPOSED_ILLEGAL),
       sheet_name (r->transposed_sheet), first, second);
}

static void
add_illegal (Text *t, const AbReconcileRuling *r)
{
  for (int s = 0; s < 2; s++)
    {
      const AbReconcileEntry *e = &r->illegal[s];
      char move[WORDS_MAX], why[AB_DESCRIBE_MAX];
      AbPosition *pos;
      AbFenError error;

      if (e->ply == 0)
        continue;
      pos = ab_position_new ();
      if (pos == NULL || !ab_position_set_fen (pos, e->fen, &error))
        why[0] = '\0';
      else
        ab_describe_move_error (pos, &e->error, valid_language (t->lang), why, sizeof why);
      ab_position_free (pos);
      format_entry (e, t->lang, true, move, sizeof move);
      new_line (t);
      add (t, phrase (t->lang, P_ILLEGAL), sheet_name (s), e->ply, move, why);
    }
}

/* The sheets agree on one position: which board is set to it. */
static void
add_board_verdicts (Text *t, const AbReconcileRuling *r)
{
  char move[WORDS_MAX], plies[64];
  bool given = false, wrong = false;

  new_line (t);
  if (r->last_standing.ply == 0)
    add (t, "%s", phrase (t->lang, P_RIGHT_START));
  else
    {
      format_entry (&r->last_standing, t->lang, true, move, sizeof move);
      format_plies (t->lang, r->take_back_to_ply, plies, sizeof plies);
      add (t, phrase (t->lang, P_RIGHT_POSITION), move, plies);
    }
  for (int b = 0; b < 2; b++)
    {
      given = given || r->boards[b] != AB_RECONCILE_BOARD_NOT_GIVEN;
      wrong = wrong || r->boards[b] == AB_RECONCILE_BOARD_WRONG;
    }
  if (!given)
    {
      new_line (t);
      add (t, "%s", phrase (t->lang, P_NO_BOARDS));
      return;
    }
  if (!wrong && r->boards[0] == AB_RECONCILE_BOARD_RIGHT
      && r->boards[1] == AB_RECONCILE_BOARD_RIGHT)
    {
      new_line (t);
      add (t, "%s", phrase (t->lang, P_BOTH_RIGHT));
      return;
    }
  for (int b = 0; b < 2; b++)
    {
      if (r->boards[b] == AB_RECONCILE_BOARD_NOT_GIVEN)
        continue;
      new_line (t);
      if (r->boards[b] == AB_RECONCILE_BOARD_RIGHT)
        add (t, phrase (t->lang, P_BOARD_SHOWS), sheet_name (b));
      else
        {
          add (t, phrase (t->lang, P_BOARD_WRONG), sheet_name (b), sheet_name (b));
          add_corrections (t, r, b);
        }
    }
}

static void
add_difference (Text *t, const AbReconcileRuling *r)
{
  char clause[2][2 * WORDS_MAX], move[WORDS_MAX], moves[2 * WORDS_MAX];

  for (int s = 0; s < 2; s++)
    {
      if (r->differing[s].ply == 0)
        snprintf (clause[s], sizeof clause[s], phrase (t->lang, P_HAS_NOTHING), sheet_name (s));
      else
        {
          format_entry (&r->differing[s], t->lang, true, move, sizeof move);
          snprintf (clause[s], sizeof clause[s], phrase (t->lang, P_HAS), sheet_name (s), move);
        }
    }
  new_line (t);
  add (t, phrase (t->lang, P_DIFFER), r->take_back_to_ply + 1, clause[0], clause[1]);
  if (r->difference == AB_RECONCILE_DIFF_MISSING)
    {
      format_entries (r->missing, r->n_missing, false, t->lang, moves, sizeof moves);
      new_line (t);
      add (t, phrase (t->lang, P_MISSING), sheet_name (r->missing_sheet), moves,
           sheet_name (1 - r->missing_sheet));
    }
}

/* The sheets differ: back to where they agree, the position, the clocks. */
static void
add_take_back (Text *t, const AbReconcileRuling *r)
{
  char move[WORDS_MAX], plies[64], back[2][64], clocks[2][64];

  new_line (t);
  if (r->last_standing.ply == 0)
    add (t, "%s", phrase (t->lang, P_AGREE_NONE));
  else
    {
      format_entry (&r->last_standing, t->lang, true, move, sizeof move);
      format_plies (t->lang, r->take_back_to_ply, plies, sizeof plies);
      add (t, phrase (t->lang, P_AGREE_UNTIL), move, plies);
    }
  format_plies (t->lang, r->taken_back[0], back[0], sizeof back[0]);
  format_plies (t->lang, r->taken_back[1], back[1], sizeof back[1]);
  new_line (t);
  add (t, phrase (t->lang, P_TAKEN_BACK), back[0], back[1]);
  new_line (t);
  if (r->last_standing.ply == 0)
    add (t, "%s", phrase (t->lang, P_SET_UP_START));
  else
    add (t, phrase (t->lang, P_SET_UP), move);
  new_line (t);
  if (!r->sheets_have_clocks)
    add (t, "%s", phrase (t->lang, P_NO_CLOCKS));
  else
    {
      format_clock (r->clock_ms[AB_WHITE], t->lang, clocks[0], sizeof clocks[0]);
      format_clock (r->clock_ms[AB_BLACK], t->lang, clocks[1], sizeof clocks[1]);
      add (t, phrase (t->lang, P_CLOCKS), clocks[0], clocks[1]);
    }
  for (int b = 0; b < 2; b++)
    {
      if (r->boards[b] == AB_RECONCILE_BOARD_NOT_GIVEN)
        continue;
      new_line (t);
      if (r->boards[b] == AB_RECONCILE_BOARD_RIGHT)
        add (t, phrase (t->lang, P_BOARD_ALREADY), sheet_name (b));
      else
        {
          add (t, phrase (t->lang, P_BOARD_HEADER), sheet_name (b));
          add_corrections (t, r, b);
        }
    }
}

void
ab_describe_reconcile (const AbReconcileRuling *r, AbLanguage lang, char *buf, size_t size)
{
  Text t = { buf, size, 0, valid_language (lang) };

  if (size == 0)
    return;
  buf[0] = '\0';
  if (r->decision == AB_RECONCILE_TAKE_BACK)
    add_difference (&t, r);
  else if (!r->sheets_agree)
    add (&t, "%s", phrase (lang, P_SAME_POSITION));
  else
    add (&t, "%s",
         phrase (lang, r->plies[0] == 0 && r->plies[1] == 0 ? P_AGREE_EMPTY : P_AGREE));
  add_transposition (&t, r);
  add_ahead (&t, r);
  add_illegal (&t, r);
  if (r->decision == AB_RECONCILE_TAKE_BACK)
    add_take_back (&t, r);
  else
    add_board_verdicts (&t, r);
}

void
ab_describe_reconcile_sheet_error (const AbReconcileSheetError *e, char *buf, size_t size)
{
  const char *what;

  switch (e->code)
    {
    case AB_RECONCILE_SHEET_OK:
      what = _("No error.");
      break;
    case AB_RECONCILE_SHEET_ERROR_NOT_TEXT:
      what = _("This is not text: it holds a NUL byte.");
      break;
    case AB_RECONCILE_SHEET_ERROR_UNTERMINATED_COMMENT:
      what = _("The comment opened here is not closed with '}'.");
      break;
    case AB_RECONCILE_SHEET_ERROR_UNMATCHED_BRACE:
      what = _("'}' closes no comment.");
      break;
    case AB_RECONCILE_SHEET_ERROR_UNTERMINATED_VARIATION:
      what = _("The variation opened here is not closed with ')'.");
      break;
    case AB_RECONCILE_SHEET_ERROR_UNMATCHED_PARENTHESIS:
      what = _("')' closes no variation.");
      break;
    case AB_RECONCILE_SHEET_ERROR_UNTERMINATED_TAG:
      what = _("The tag is not closed with ']' on its line.");
      break;
    case AB_RECONCILE_SHEET_ERROR_BAD_CLOCK:
      what = _("A clock reading is written h:mm:ss or m:ss, like 1:29:56 or 29:56.");
      break;
    case AB_RECONCILE_SHEET_ERROR_CLOCK_WITHOUT_MOVE:
      what = _("A clock reading follows the move it was written with; here no move comes "
               "before it.");
      break;
    case AB_RECONCILE_SHEET_ERROR_TWO_CLOCKS:
      what = _("This move has a clock reading already.");
      break;
    case AB_RECONCILE_SHEET_ERROR_MOVE_TOO_LONG:
      what = _("A move is too long: separate spoken moves with commas, or write one a line.");
      break;
    case AB_RECONCILE_SHEET_ERROR_TOO_MANY_MOVES:
      what = _("The sheet holds more moves than a game can have.");
      break;
    case AB_RECONCILE_SHEET_ERROR_NO_MEMORY:
      what = _("Out of memory.");
      break;
    default:
      what = _("Unknown error.");
      break;
    }
  snprintf (buf, size, "%s", what);
}

void
ab_describe_reconcile_board_error (const AbReconcileBoardError *e, char *buf, size_t size)
{
  char square[3] = { 0 };

  switch (e->code)
    {
    case AB_RECONCILE_BOARD_FEN:
      ab_describe_fen_error (&e->fen, buf, size);
      return;
    case AB_RECONCILE_BOARD_WORD:
      /* TRANSLATORS: %s is what the arbiter typed; a board is entered as a FEN or as
       * "White: Ke1 e2, Black: Ke8" */
      snprintf (buf, size, _("“%s” is neither a colour nor a piece on a square, like Ke1 or, "
                             "for a pawn, e2."),
                e->word);
      return;
    case AB_RECONCILE_BOARD_NO_COLOR:
      snprintf (buf, size, _("Whose is “%s”? Name the colour first, like “White: Ke1 e2, "
                             "Black: Ke8 e7”."),
                e->word);
      return;
    case AB_RECONCILE_BOARD_TWICE:
      square[0] = (char) ('a' + AB_SQUARE_FILE (e->square));
      square[1] = (char) ('1' + AB_SQUARE_RANK (e->square));
      snprintf (buf, size, _("Square %s is named twice."), square);
      return;
    case AB_RECONCILE_BOARD_EMPTY:
      snprintf (buf, size, "%s", _("No piece is named: enter a FEN, or the pieces square by "
                                   "square, like “White: Ke1 e2, Black: Ke8 e7”."));
      return;
    case AB_RECONCILE_BOARD_OK:
    default:
      snprintf (buf, size, "%s", _("No error."));
      return;
    }
}
