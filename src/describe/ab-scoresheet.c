/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-scoresheet.c — a game record's heading and rows, in the scoresheet's language. */
#include "ab-scoresheet.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ab-describe-catalog.h"
#include "ab-describe-i18n.h"

static const char *const labels[AB_SCORESHEET_N_FIELDS] = {
  [AB_SCORESHEET_EVENT] = N_ ("Event"),
  [AB_SCORESHEET_SITE] = N_ ("Site"),
  [AB_SCORESHEET_DATE] = N_ ("Date"),
  [AB_SCORESHEET_ROUND] = N_ ("Round"),
  [AB_SCORESHEET_WHITE] = N_ ("White"),
  [AB_SCORESHEET_BLACK] = N_ ("Black"),
  [AB_SCORESHEET_RESULT] = N_ ("Result"),
};

/* The PGN tags of the fields, the result excepted (it is the game's termination). */
static const char *const tags[AB_SCORESHEET_N_FIELDS] = {
  "Event", "Site", "Date", "Round", "White", "Black", NULL,
};

static const char *const words[] = {
  [AB_SCORESHEET_WORD_TITLE] = N_ ("Scoresheet"),
  /* Translators: the heading of the column of move numbers on a scoresheet. */
  [AB_SCORESHEET_WORD_NUMBER] = N_ ("No."),
  /* Translators: a page of a printed scoresheet, such as "Page 1 of 2". */
  [AB_SCORESHEET_WORD_PAGE] = N_ ("Page %u of %u"),
  [AB_SCORESHEET_WORD_NO_MOVES] = N_ ("No moves were played."),
};

static AbLanguage
valid_language (AbLanguage lang)
{
  return (unsigned) lang <= AB_LANG_EN ? lang : AB_LANG_DE;
}

const char *
ab_scoresheet_word (AbLanguage lang, AbScoresheetWord word)
{
  return ab_describe_catalog_gettext (valid_language (lang), words[word]);
}

/* A tag's value, or NULL when PGN says it is not known ("?", "-", "????.??.??"); a date
 * loses the parts it does not know ("2024.??.??" is 2024). */
static char *
known_value (const char *value, bool date)
{
  size_t len;

  if (value == NULL || *value == '\0' || strcmp (value, "?") == 0 || strcmp (value, "-") == 0)
    return NULL;
  len = strlen (value);
  if (date)
    {
      const char *unknown = strstr (value, "??");

      if (unknown)
        len = (size_t) (unknown - value);
      while (len > 0 && value[len - 1] == '.')
        len--;
      if (len == 0)
        return NULL;
    }
  return strndup (value, len);
}

/* PGN's full date "2024.03.01" as the language writes dates; a partial one as it is. */
static char *
language_date (char *date, AbLanguage lang)
{
  int y, m, d, end = 0;
  char *out;

  if (date == NULL || sscanf (date, "%4d.%2d.%2d%n", &y, &m, &d, &end) != 3
      || date[end] != '\0')
    return date;
  out = malloc (16);
  if (out == NULL)
    return date;
  if (lang == AB_LANG_DE)
    snprintf (out, 16, "%02d.%02d.%04d", d, m, y);
  else if (lang == AB_LANG_NL)
    snprintf (out, 16, "%02d-%02d-%04d", d, m, y);
  else
    snprintf (out, 16, "%04d-%02d-%02d", y, m, d);
  free (date);
  return out;
}

static const char *
result_text (AbPgnResult result)
{
  switch (result)
    {
    case AB_PGN_RESULT_WHITE_WINS:
      return "1-0";
    case AB_PGN_RESULT_BLACK_WINS:
      return "0-1";
    case AB_PGN_RESULT_DRAW:
      return "½-½";
    case AB_PGN_RESULT_UNKNOWN:
    case AB_PGN_RESULT_NONE:
    default:
      return NULL;
    }
}

static bool
add_rows (AbScoresheet *self, const AbPgnGame *game)
{
  const AbSanStyle *style = ab_san_style_default (self->lang);
  size_t n = ab_pgn_game_main_line_length (game);
  AbPosition *pos = ab_position_new ();
  AbScoresheetRow *row = NULL;

  self->rows = calloc (n / 2 + 2, sizeof *self->rows);
  if (pos == NULL || self->rows == NULL)
    {
      ab_position_free (pos);
      return false;
    }
  ab_pgn_game_start_position (game, pos);
  for (uint32_t i = game->first; i != AB_PGN_NONE; i = game->moves[i].next)
    {
      AbMove move = game->moves[i].move;
      AbUndo undo;

      if (row == NULL || ab_position_side_to_move (pos) == AB_WHITE)
        {
          row = &self->rows[self->n_rows++];
          row->number = ab_position_fullmove_number (pos);
          if (ab_position_side_to_move (pos) == AB_BLACK)
            strcpy (row->white, "...");
        }
      ab_move_to_san (pos, move, style,
                      ab_position_side_to_move (pos) == AB_WHITE ? row->white : row->black,
                      AB_SCORESHEET_MOVE_MAX);
      ab_position_make (pos, move, &undo);
    }
  ab_position_free (pos);
  return true;
}

bool
ab_scoresheet_init (AbScoresheet *self, const AbPgnGame *game, AbLanguage lang)
{
  memset (self, 0, sizeof *self);
  self->lang = valid_language (lang);
  for (int f = 0; f < AB_SCORESHEET_N_FIELDS; f++)
    {
      const char *result;

      self->labels[f] = ab_describe_catalog_gettext (self->lang, labels[f]);
      if (tags[f])
        self->values[f] = known_value (ab_pgn_game_tag (game, tags[f]), f == AB_SCORESHEET_DATE);
      else if ((result = result_text (game->result)) != NULL)
        self->values[f] = strdup (result);
    }
  self->values[AB_SCORESHEET_DATE] = language_date (self->values[AB_SCORESHEET_DATE], self->lang);
  if (!add_rows (self, game))
    {
      ab_scoresheet_clear (self);
      return false;
    }
  return true;
}

void
ab_scoresheet_clear (AbScoresheet *self)
{
  for (int f = 0; f < AB_SCORESHEET_N_FIELDS; f++)
    free (self->values[f]);
  free (self->rows);
  memset (self, 0, sizeof *self);
}
