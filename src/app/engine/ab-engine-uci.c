/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-engine-uci.c — reading and writing UCI lines. */
#include "ab-engine-uci.h"

#include <string.h>

#include "ab-fen.h"
#include "ab-uci.h"

/* The words of a line; UCI separates tokens by any run of spaces and tabs. */
static GPtrArray *
split_words (const char *text)
{
  GPtrArray *words = g_ptr_array_new_with_free_func (g_free);
  const char *p = text;

  while (*p != '\0')
    {
      const char *start;

      while (*p == ' ' || *p == '\t' || *p == '\r')
        p++;
      start = p;
      while (*p != '\0' && *p != ' ' && *p != '\t' && *p != '\r')
        p++;
      if (p > start)
        g_ptr_array_add (words, g_strndup (start, (gsize) (p - start)));
    }
  return words;
}

static const char *
word_at (GPtrArray *words, guint i)
{
  return i < words->len ? g_ptr_array_index (words, i) : NULL;
}

/* words[from, to) joined by single spaces. */
static char *
join_words (GPtrArray *words, guint from, guint to)
{
  GString *s = g_string_new (NULL);

  for (guint i = from; i < to && i < words->len; i++)
    {
      if (s->len > 0)
        g_string_append_c (s, ' ');
      g_string_append (s, g_ptr_array_index (words, i));
    }
  return g_string_free (s, FALSE);
}

static gboolean
read_number (const char *text, gint64 min, gint64 max, gint64 *out)
{
  gint64 value;

  if (text == NULL || !g_ascii_string_to_signed (text, 10, min, max, &value, NULL))
    return FALSE;
  *out = value;
  return TRUE;
}

gboolean
ab_uci_is_move_text (const char *text)
{
  size_t len = strlen (text);

  if (len != 4 && len != 5)
    return FALSE;
  for (int i = 0; i < 4; i += 2)
    if (text[i] < 'a' || text[i] > 'h' || text[i + 1] < '1' || text[i + 1] > '8')
      return FALSE;
  return len == 4 || strchr ("nbrqNBRQ", text[4]) != NULL;
}

static const char *const option_keywords[] = { "name", "type", "default", "min", "max", "var" };

static gboolean
is_option_keyword (const char *word)
{
  for (guint i = 0; i < G_N_ELEMENTS (option_keywords); i++)
    if (strcmp (word, option_keywords[i]) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
read_option_type (const char *word, AbUciOptionType *type)
{
  static const char *const names[] = { "check", "spin", "combo", "button", "string" };

  for (guint i = 0; word != NULL && i < G_N_ELEMENTS (names); i++)
    if (strcmp (word, names[i]) == 0)
      {
        *type = (AbUciOptionType) i;
        return TRUE;
      }
  return FALSE;
}

/* "option name <words> type <t> [default <words>] [min <n>] [max <n>] [var <words>]…";
 * names and string defaults may hold spaces, so a field runs to the next keyword. */
static gboolean
parse_option (GPtrArray *words, AbUciOption *option)
{
  guint i = 1, end;

  option->min = G_MININT64;
  option->max = G_MAXINT64;
  if (g_strcmp0 (word_at (words, i), "name") != 0)
    return FALSE;
  for (end = ++i; end < words->len && strcmp (word_at (words, end), "type") != 0; end++)
    ;
  if (end == i || end + 1 >= words->len || !read_option_type (word_at (words, end + 1),
                                                              &option->type))
    return FALSE;
  option->name = join_words (words, i, end);
  for (i = end + 2; i < words->len;)
    {
      const char *key = word_at (words, i);

      for (end = ++i; end < words->len && !is_option_keyword (word_at (words, end)); end++)
        ;
      if (strcmp (key, "default") == 0 && option->default_value == NULL)
        {
          option->default_value = join_words (words, i, end);
          if (strcmp (option->default_value, "<empty>") == 0)
            option->default_value[0] = '\0';
        }
      else if (strcmp (key, "min") == 0 && end == i + 1)
        read_number (word_at (words, i), G_MININT64, G_MAXINT64, &option->min);
      else if (strcmp (key, "max") == 0 && end == i + 1)
        read_number (word_at (words, i), G_MININT64, G_MAXINT64, &option->max);
      i = end;
    }
  return TRUE;
}

static void
parse_score (GPtrArray *words, guint *i, AbEngineScore *score)
{
  const char *kind = word_at (words, *i);
  gint64 value;

  if (kind == NULL || !read_number (word_at (words, *i + 1), -1000000, 1000000, &value))
    return;
  if (strcmp (kind, "cp") == 0)
    score->kind = AB_ENGINE_SCORE_CP;
  else if (strcmp (kind, "mate") == 0)
    score->kind = AB_ENGINE_SCORE_MATE;
  else
    return;
  score->value = (int) value;
  score->bound = AB_ENGINE_BOUND_EXACT;
  *i += 2;
  if (g_strcmp0 (word_at (words, *i), "lowerbound") == 0)
    score->bound = AB_ENGINE_BOUND_LOWER, (*i)++;
  else if (g_strcmp0 (word_at (words, *i), "upperbound") == 0)
    score->bound = AB_ENGINE_BOUND_UPPER, (*i)++;
}

static void
parse_info (GPtrArray *words, AbUciLine *line)
{
  AbEngineInfo *info = &line->info;
  /* a second "pv" replaces the first: the free function lets go of its moves */
  GPtrArray *pv = g_ptr_array_new_with_free_func (g_free);

  info->depth = info->seldepth = info->multipv = -1;
  info->nodes = info->nps = info->time_ms = -1;
  for (guint i = 1; i < words->len;)
    {
      const char *key = word_at (words, i++);
      gint64 n;

      if (strcmp (key, "string") == 0)
        break; /* free text to the end of the line */
      if (strcmp (key, "score") == 0)
        parse_score (words, &i, &info->score);
      else if (strcmp (key, "pv") == 0)
        {
          g_ptr_array_set_size (pv, 0);
          while (i < words->len && ab_uci_is_move_text (word_at (words, i)))
            g_ptr_array_add (pv, g_strdup (word_at (words, i++)));
        }
      else if (read_number (word_at (words, i), 0, G_MAXINT64, &n))
        {
          if (strcmp (key, "depth") == 0 && n <= G_MAXINT)
            info->depth = (int) n;
          else if (strcmp (key, "seldepth") == 0 && n <= G_MAXINT)
            info->seldepth = (int) n;
          else if (strcmp (key, "multipv") == 0 && n <= G_MAXINT)
            info->multipv = (int) n;
          else if (strcmp (key, "nodes") == 0)
            info->nodes = n;
          else if (strcmp (key, "nps") == 0)
            info->nps = n;
          else if (strcmp (key, "time") == 0)
            info->time_ms = n;
          i++;
        }
    }
  g_ptr_array_add (pv, NULL);
  line->pv = (char **) g_ptr_array_free (pv, FALSE);
}

void
ab_uci_line_parse (const char *text, AbUciLine *line)
{
  /* An engine's name and options are shown and spoken: its bytes must be text. */
  g_autofree char *valid = g_utf8_validate (text, -1, NULL) ? NULL : g_utf8_make_valid (text, -1);
  g_autoptr (GPtrArray) words = split_words (valid != NULL ? valid : text);
  const char *first = word_at (words, 0);

  memset (line, 0, sizeof *line);
  if (first == NULL)
    return;
  if (strcmp (first, "uciok") == 0)
    line->kind = AB_UCI_LINE_UCIOK;
  else if (strcmp (first, "readyok") == 0)
    line->kind = AB_UCI_LINE_READYOK;
  else if (strcmp (first, "id") == 0 && words->len >= 2
           && (strcmp (word_at (words, 1), "name") == 0
               || strcmp (word_at (words, 1), "author") == 0))
    {
      line->kind = strcmp (word_at (words, 1), "name") == 0 ? AB_UCI_LINE_ID_NAME
                                                            : AB_UCI_LINE_ID_AUTHOR;
      line->text = join_words (words, 2, words->len);
    }
  else if (strcmp (first, "option") == 0)
    {
      if (parse_option (words, &line->option))
        line->kind = AB_UCI_LINE_OPTION;
      else
        ab_uci_option_clear (&line->option);
    }
  else if (strcmp (first, "bestmove") == 0 && words->len >= 2)
    {
      const char *best = word_at (words, 1);

      line->kind = AB_UCI_LINE_BESTMOVE;
      if (ab_uci_is_move_text (best))
        line->best = g_strdup (best);
      if (g_strcmp0 (word_at (words, 2), "ponder") == 0 && word_at (words, 3) != NULL
          && ab_uci_is_move_text (word_at (words, 3)))
        line->ponder = g_strdup (word_at (words, 3));
    }
  else if (strcmp (first, "info") == 0)
    {
      line->kind = AB_UCI_LINE_INFO;
      parse_info (words, line);
    }
}

void
ab_uci_option_clear (AbUciOption *option)
{
  g_clear_pointer (&option->name, g_free);
  g_clear_pointer (&option->default_value, g_free);
}

void
ab_uci_line_clear (AbUciLine *line)
{
  g_free (line->text);
  ab_uci_option_clear (&line->option);
  g_free (line->best);
  g_free (line->ponder);
  g_strfreev (line->pv);
  memset (line, 0, sizeof *line);
}

char *
ab_uci_format_position (const AbPosition *start, const AbMove *moves, guint n_moves,
                        AbPosition *final, guint *bad_ply)
{
  g_autoptr (GString) s = g_string_new ("position ");
  AbPosition *pos = ab_position_copy (start);
  gboolean chess960 = ab_position_is_chess960 (start);
  char fen[AB_FEN_MAX];

  g_return_val_if_fail (n_moves == 0 || moves != NULL, NULL);

  ab_position_get_fen (start, chess960 ? AB_FEN_CASTLING_SHREDDER : AB_FEN_CASTLING_AUTO, fen,
                       sizeof fen);
  if (!chess960 && strcmp (fen, AB_START_FEN) == 0)
    g_string_append (s, "startpos");
  else
    g_string_append_printf (s, "fen %s", fen);
  if (n_moves > 0)
    g_string_append (s, " moves");
  for (guint i = 0; i < n_moves; i++)
    {
      char text[AB_UCI_MAX];
      AbUndo undo;

      if (!ab_position_is_legal (pos, moves[i]))
        {
          if (bad_ply != NULL)
            *bad_ply = i;
          ab_position_free (pos);
          return NULL;
        }
      ab_move_to_uci (pos, moves[i], text);
      g_string_append_printf (s, " %s", text);
      ab_position_make (pos, moves[i], &undo);
    }
  g_string_append_c (s, '\n');
  if (final != NULL)
    ab_position_assign (final, pos);
  ab_position_free (pos);
  return g_string_free (g_steal_pointer (&s), FALSE);
}

gboolean
ab_engine_limits_check (const AbEngineLimits *limits)
{
  if (limits == NULL)
    return FALSE;
  if (!limits->use_clock && limits->movetime_ms == 0 && limits->depth == 0 && limits->nodes == 0
      && !limits->infinite)
    return FALSE;
  if (limits->movetime_ms < 0 || limits->movetime_ms > AB_ENGINE_MAX_TIME_MS
      || limits->depth > AB_ENGINE_MAX_DEPTH || limits->nodes > (guint64) G_MAXINT64)
    return FALSE;
  if (limits->use_clock)
    for (int c = 0; c < 2; c++)
      if (limits->time_ms[c] < 0 || limits->time_ms[c] > AB_ENGINE_MAX_TIME_MS
          || limits->inc_ms[c] < 0 || limits->inc_ms[c] > AB_ENGINE_MAX_TIME_MS)
        return FALSE;
  return TRUE;
}

char *
ab_uci_format_go (const AbEngineLimits *limits)
{
  GString *s = g_string_new ("go");

  g_return_val_if_fail (ab_engine_limits_check (limits), NULL);

  if (limits->use_clock)
    {
      g_string_append_printf (s, " wtime %" G_GINT64_FORMAT " btime %" G_GINT64_FORMAT,
                              limits->time_ms[AB_WHITE], limits->time_ms[AB_BLACK]);
      if (limits->inc_ms[AB_WHITE] > 0 || limits->inc_ms[AB_BLACK] > 0)
        g_string_append_printf (s, " winc %" G_GINT64_FORMAT " binc %" G_GINT64_FORMAT,
                                limits->inc_ms[AB_WHITE], limits->inc_ms[AB_BLACK]);
      if (limits->moves_to_go > 0)
        g_string_append_printf (s, " movestogo %u", limits->moves_to_go);
    }
  if (limits->movetime_ms > 0)
    g_string_append_printf (s, " movetime %" G_GINT64_FORMAT, limits->movetime_ms);
  if (limits->depth > 0)
    g_string_append_printf (s, " depth %u", limits->depth);
  if (limits->nodes > 0)
    g_string_append_printf (s, " nodes %" G_GUINT64_FORMAT, limits->nodes);
  if (limits->infinite)
    g_string_append (s, " infinite");
  g_string_append_c (s, '\n');
  return g_string_free (s, FALSE);
}

char *
ab_uci_format_setoption (const char *name, const char *value)
{
  g_autoptr (GPtrArray) words = NULL;

  g_return_val_if_fail (name != NULL, NULL);

  if (strpbrk (name, "\r\n") != NULL || (value != NULL && strpbrk (value, "\r\n") != NULL))
    return NULL;
  words = split_words (name);
  if (words->len == 0)
    return NULL;
  for (guint i = 0; i < words->len; i++)
    if (strcmp (word_at (words, i), "value") == 0)
      return NULL;
  if (value == NULL)
    return g_strdup_printf ("setoption name %s\n", name);
  return g_strdup_printf ("setoption name %s value %s\n", name, value);
}

/* The bonus of the period a side is in: periods count repeats of a
 * repeating last period. */
static gint64
period_bonus_ms (const AbTimeControl *control, int period)
{
  int index = MIN (MAX (period, 1), control->n_periods) - 1;

  if (control->kind != AB_TIME_CONTROL_PERIODS || index < 0)
    return 0;
  if (control->periods[index].bonus == AB_TIME_BONUS_NONE)
    return 0;
  return control->periods[index].bonus_us / 1000;
}

gboolean
ab_engine_limits_set_clock (AbEngineLimits *limits, const AbClock *clock, gint64 now)
{
  const AbTimeControl *control;
  AbClockReading readings[2];
  AbColor side;

  g_return_val_if_fail (limits != NULL && clock != NULL, FALSE);

  control = ab_clock_get_control (clock);
  if (control->kind == AB_TIME_CONTROL_NONE)
    return FALSE;
  for (int c = 0; c < 2; c++)
    if (ab_clock_get_reading (clock, (AbColor) c, now, &readings[c]) != AB_CLOCK_OK)
      return FALSE;
  side = ab_clock_get_side (clock);
  limits->use_clock = TRUE;
  for (int c = 0; c < 2; c++)
    {
      limits->time_ms[c] = MIN ((readings[c].time_us + readings[c].delay_us) / 1000,
                                AB_ENGINE_MAX_TIME_MS);
      limits->inc_ms[c] = MIN (period_bonus_ms (control, readings[c].period),
                               AB_ENGINE_MAX_TIME_MS);
    }
  limits->moves_to_go = control->kind == AB_TIME_CONTROL_PERIODS
                            ? (guint) MAX (readings[side].moves_to_go, 0)
                            : 0;
  return TRUE;
}

gint64
ab_engine_limits_deadline_ms (const AbEngineLimits *limits, AbColor side_to_move,
                              gint64 margin_ms)
{
  gint64 given = G_MAXINT64;

  if (limits->movetime_ms > 0)
    given = limits->movetime_ms;
  if (limits->use_clock)
    given = MIN (given, limits->time_ms[side_to_move]);
  if (limits->infinite || given == G_MAXINT64)
    return G_MAXINT64;
  return given + margin_ms;
}
