/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-pgn-write.c — a game in PGN export format, in SAN (English, Dutch or
 * German letters) or UCI coordinates, lines of at most AB_PGN_LINE_MAX. */
#include "ab-pgn-private.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ab-position-private.h"
#include "ab-uci.h"

/* Appendix C's letters and 0-0 and d8D, but no " e.p.": a space inside a
 * move would split it in two for other PGN readers. */
static const AbSanStyle style_nl = { AB_LANG_NL, true, false, false };
static const AbSanStyle style_de = { AB_LANG_DE, true, false, false };

typedef struct
{
  const AbPgnGame *game;
  AbPgnOutput *out;
  AbPgnNotation notation;
  const AbSanStyle *style;
  size_t column; /* characters on the current line */
  bool ok;
} Writer;

static void
put (Writer *w, const char *s, size_t n)
{
  AbPgnOutput *o = w->out;

  if (!w->ok)
    return;
  if (o->len + n + 1 > o->cap)
    {
      size_t cap = o->cap ? o->cap : 1024;
      char *p;

      while (cap < o->len + n + 1)
        cap *= 2;
      p = realloc (o->data, cap);
      if (p == NULL)
        {
          w->ok = false;
          return;
        }
      o->data = p;
      o->cap = cap;
    }
  memcpy (o->data + o->len, s, n);
  o->len += n;
  o->data[o->len] = '\0';
}

static void
put_str (Writer *w, const char *s)
{
  put (w, s, strlen (s));
}

/* A word of movetext: on this line after a space, or on the next. */
static void
word (Writer *w, const char *pre, const char *s, size_t n, const char *post)
{
  size_t len = strlen (pre) + n + strlen (post);

  if (w->column > 0 && w->column + 1 + len > AB_PGN_LINE_MAX)
    {
      put (w, "\n", 1);
      w->column = 0;
    }
  else if (w->column > 0)
    {
      put (w, " ", 1);
      w->column++;
    }
  put_str (w, pre);
  put (w, s, n);
  put_str (w, post);
  w->column += len;
}

/* Text glued to the word before it, as ")" is. */
static void
glue (Writer *w, const char *s)
{
  size_t n = strlen (s);

  if (w->column + n > AB_PGN_LINE_MAX)
    {
      put (w, "\n", 1);
      w->column = 0;
    }
  put (w, s, n);
  w->column += n;
}

/* { … } word by word; '}' cannot stand inside and becomes ')'. The clock
 * commands come first. */
static void
comment (Writer *w, const char *text, int32_t clock_ms, int32_t emt_ms)
{
  char words[2][40];
  int n_commands = 0;
  const char *s = text ? text : "";
  char buf[AB_PGN_LINE_MAX + 1];
  bool first = true;

  if (clock_ms >= 0)
    {
      char t[24];

      _ab_pgn_format_time (clock_ms, t);
      snprintf (words[n_commands++], sizeof words[0], "[%%clk %s]", t);
    }
  if (emt_ms >= 0)
    {
      char t[24];

      _ab_pgn_format_time (emt_ms, t);
      snprintf (words[n_commands++], sizeof words[0], "[%%emt %s]", t);
    }
  while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r')
    s++;
  if (n_commands == 0 && *s == '\0')
    return;

  for (int i = 0; i < n_commands; i++)
    {
      /* a command stays on one line, as most readers need */
      word (w, first ? "{" : "", words[i], strlen (words[i]),
            i == n_commands - 1 && *s == '\0' ? "}" : "");
      first = false;
    }
  while (*s)
    {
      size_t n = 0;
      const char *next;

      while (s[n] && s[n] != ' ' && s[n] != '\t' && s[n] != '\n' && s[n] != '\r')
        n++;
      next = s + n;
      while (*next == ' ' || *next == '\t' || *next == '\n' || *next == '\r')
        next++;
      if (memchr (s, '}', n))
        {
          /* a long word is cut into pieces that fit the buffer */
          size_t k = n < sizeof buf - 1 ? n : sizeof buf - 1;

          for (size_t i = 0; i < k; i++)
            buf[i] = s[i] == '}' ? ')' : s[i];
          n = k;
          next = s + k;
          while (*next == ' ' || *next == '\t' || *next == '\n' || *next == '\r')
            next++;
          word (w, first ? "{" : "", buf, n, *next ? "" : "}");
        }
      else
        word (w, first ? "{" : "", s, n, *next ? "" : "}");
      first = false;
      s = next;
    }
}

/* The move with what goes before it: "(" opening a variation, and its
 * number ("12. ", or "12... " for Black where the thread was broken), kept
 * on one line with it. */
static void
move_word (Writer *w, const AbPosition *pos, AbMove move, bool open, bool force)
{
  char pre[32], buf[AB_NOTATION_MAX];

  if (pos->side == AB_WHITE)
    snprintf (pre, sizeof pre, "%s%u. ", open ? "(" : "", pos->fullmove);
  else if (force || open)
    snprintf (pre, sizeof pre, "%s%u... ", open ? "(" : "", pos->fullmove);
  else
    pre[0] = '\0';
  if (w->notation == AB_PGN_NOTATION_UCI)
    ab_move_to_uci (pos, move, buf);
  else
    ab_move_to_san (pos, move, w->style, buf, sizeof buf);
  word (w, pre, buf, strlen (buf), "");
}

/* One line of moves from first, played on a copy of pos; its variations
 * recursively, at most AB_PGN_MAX_DEPTH deep. */
static void
write_line (Writer *w, AbPosition pos, uint32_t first, int depth)
{
  const AbPgnGame *g = w->game;
  bool force = true, open = depth > 0;

  if (depth > AB_PGN_MAX_DEPTH)
    {
      w->ok = false;
      return;
    }
  for (uint32_t i = first; i != AB_PGN_NONE && w->ok; i = g->moves[i].next)
    {
      const AbPgnMove *m = &g->moves[i];
      AbUndo undo;

      if (i >= g->n_moves || !ab_position_is_legal (&pos, m->move))
        {
          w->ok = false;
          return;
        }
      if (m->comment_before != AB_PGN_NONE && g->text[m->comment_before])
        {
          if (open)
            word (w, "", "(", 1, "");
          open = false;
          comment (w, g->text + m->comment_before, -1, -1);
          force = true;
        }
      move_word (w, &pos, m->move, open, force);
      open = false;
      for (int k = 0; k < m->n_nags; k++)
        {
          char buf[8];

          snprintf (buf, sizeof buf, "$%u", m->nags[k]);
          word (w, "", buf, strlen (buf), "");
        }
      force = false;
      if (m->comment_after != AB_PGN_NONE || m->clock_ms >= 0 || m->emt_ms >= 0)
        {
          comment (w, ab_pgn_game_text (g, m->comment_after), m->clock_ms, m->emt_ms);
          force = true;
        }
      for (uint32_t v = m->variations; v != AB_PGN_NONE && w->ok; v = g->moves[v].next_variation)
        {
          if (v >= g->n_moves)
            {
              w->ok = false;
              return;
            }
          write_line (w, pos, v, depth + 1);
          glue (w, ")");
          force = true;
        }
      ab_position_make (&pos, m->move, &undo);
    }
}

static void
tag (Writer *w, const char *name, const char *value)
{
  put (w, "[", 1);
  put_str (w, name);
  put (w, " \"", 2);
  for (const char *v = value; *v; v++)
    {
      if (*v == '"' || *v == '\\')
        put (w, "\\", 1);
      put (w, *v == '\n' ? " " : v, 1);
    }
  put (w, "\"]\n", 3);
}

static bool
is_roster (const char *name)
{
  for (int t = 0; t < AB_PGN_ROSTER_SIZE; t++)
    if (strcmp (name, ab_pgn_roster[t]) == 0)
      return true;
  return false;
}

bool
ab_pgn_write_game (const AbPgnGame *game, AbPgnNotation notation, AbPgnOutput *out)
{
  Writer w = { game, out, notation, &ab_san_style_pgn, 0, true };
  size_t saved = out->len;
  const char *result = ab_pgn_result_string (game->result);
  AbPosition pos;

  if (notation == AB_PGN_NOTATION_SAN_NL)
    w.style = &style_nl;
  else if (notation == AB_PGN_NOTATION_SAN_DE)
    w.style = &style_de;

  for (int t = 0; t < AB_PGN_ROSTER_SIZE; t++)
    {
      const char *v = ab_pgn_game_tag (game, ab_pgn_roster[t]);

      if (t == AB_PGN_ROSTER_SIZE - 1)
        v = result;
      else if (v == NULL)
        v = t == 2 ? "????.??.??" : "?";
      tag (&w, ab_pgn_roster[t], v);
    }
  for (size_t i = 0; i < game->n_tags; i++)
    {
      const char *name = game->text + game->tags[i].name;

      if (!is_roster (name))
        tag (&w, name, game->text + game->tags[i].value);
    }
  put (&w, "\n", 1);

  ab_position_clear (&pos);
  ab_pgn_game_start_position (game, &pos);
  write_line (&w, pos, game->first, 0);
  if (game->first == AB_PGN_NONE && game->comment != AB_PGN_NONE)
    comment (&w, ab_pgn_game_text (game, game->comment), -1, -1);
  word (&w, "", result, strlen (result), "");
  put (&w, "\n\n", 2);

  if (!w.ok)
    {
      out->len = saved;
      if (out->data)
        out->data[saved] = '\0';
    }
  return w.ok;
}

void
ab_pgn_output_clear (AbPgnOutput *out)
{
  free (out->data);
  out->data = NULL;
  out->len = 0;
  out->cap = 0;
}
