/* SPDX-License-Identifier: GPL-3.0-or-later */
/* journal-mutate-ops.c — the damage test-journal-mutate.c does to a journal: bytes
 * flipped, inserted and deleted, lines duplicated, dropped and swapped, numbers and fields
 * replaced with garbage, events of every kind inserted. */
#include "journal-mutate-ops.h"

#include <string.h>

/* Replacements for a field or a number: limits, signs, not numbers, not UTF-8-safe bytes
 * taken apart, other event kinds' arguments. */
static const char *const garbage[] = {
  "", "-", " ", "w", "b", "x", "0", "-1", "1", "9223372036854775807", "-9223372036854775808",
  "9223372036854775808", "99999999999999999999", "4294967296", "2147483648", "1e9", "0x10",
  " 5", "5 ", "nan", "e2e4", "a1a1", "e7e8q", "h8h9", "e1g1", "e1h1", "0000", "z9", "@@@@",
  "i9 K 0", "e4 P 1", "e4 X 99999999999", "e4", "e4 P", "0 e2e4", "99999999999 e2e4",
  "4294967295 e2e4", "-5 e2e4", "3 ", "1:2", "::", "0:0:0", "3:-1:5", "3:99999999999:0",
  "4294967296:1:1", "999999:1:1", "1:1:1:1", "black,club,300+3 /x", "random,club,60 -",
  "white,nonsense -", "black,club,300+3,960:518", "-", "40/5400+30:1800+30", "*180", "?",
  "1000/360000+3600:1000/360000+3600", "0", "1/1", "999999999", "2001", "2023", "2000",
  "1999", "2024", "Sc6", "Nc6", "Sx", "Kxx9", "assistant", "enters-both", "touch", "seal",
  "unseal", "arbiter-take-back", "retract", "flags", "flag", "offer", "accept", "decline", "resign",
  "pause", "resume", "claim-threefold", "claim-fifty", "hint", "practice",
  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "8/8/8/8/8/8/8/8 w - - 0 1",
  "K7/8/8/8/8/8/8/7k w - - 0 1", "k7/8/8/8/8/8/8/K6R b - - 0 1", "8/8/8/8/8/8/8/8",
  "kk6/8/8/8/8/8/8/KK6 w - - 0 1", "4k3/8/8/8/8/8/8/4K2R w KQkq e3 9999 0",
  "\xc3\xa4\xc3\xb6\xc3\xbc", "\xe2\x80\x94",
};

/* Each event kind with its fields after the time: c colour, f FEN, u UCI move, e edition,
 * t time control, s a name, n an action's or note's name, a its argument. */
static const struct
{
  const char *name;
  guint n_fields;
  const char *fields;
} kinds[] = {
  { "start", 2, "cf" }, { "move", 1, "u" },   { "press", 1, "c" },    { "setup", 2, "et" },
  { "names", 2, "ss" }, { "action", 3, "cna" }, { "note", 3, "cna" },
};

/* The names of actions and notes. */
static const char *const names[] = {
  "offer", "accept", "decline", "resign", "flag", "flags", "claim-threefold", "claim-fifty",
  "pause", "resume", "retract", "arbiter-take-back", "assistant", "enters-both", "touch", "seal",
  "unseal", "hint", "practice",
};

const char *
journal_garbage (GRand *rand, GString *scratch)
{
  g_string_truncate (scratch, 0);
  switch (g_rand_int_range (rand, 0, 6))
    {
    case 0: /* a long field */
      for (int i = g_rand_int_range (rand, 100, 5000); i > 0; i--)
        g_string_append_c (scratch, "e2:4 /+w"[g_rand_int_range (rand, 0, 8)]);
      return scratch->str;
    case 1: /* a number of any size */
      if (g_rand_boolean (rand))
        g_string_append_c (scratch, '-');
      for (int i = g_rand_int_range (rand, 1, 25); i > 0; i--)
        g_string_append_c (scratch, (char) ('0' + g_rand_int_range (rand, 0, 10)));
      return scratch->str;
    default:
      return garbage[g_rand_int_range (rand, 0, G_N_ELEMENTS (garbage))];
    }
}

/* A field's value, most often one that reads as its kind (kinds), else anything. */
static const char *
plausible (char kind, GRand *rand, GString *scratch)
{
  static const char *const fens[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
    "7k/8/8/8/8/8/8/K7 b - - 99 120",
  };
  static const char *const editions[] = { "2023", "2018", "2017", "2014", "2001" };
  static const char *const controls[] = { "-", "5400", "40/5400+30:1800+30", "300+3", "60d5",
                                          "1800b10", "*180" };

  if (g_rand_int_range (rand, 0, 4) == 0)
    return journal_garbage (rand, scratch);
  g_string_truncate (scratch, 0);
  switch (kind)
    {
    case 'c':
      return g_rand_boolean (rand) ? "w" : "b";
    case 'f':
      return fens[g_rand_int_range (rand, 0, G_N_ELEMENTS (fens))];
    case 'u':
      g_string_printf (scratch, "%c%c%c%c", 'a' + g_rand_int_range (rand, 0, 8),
                       '1' + g_rand_int_range (rand, 0, 8), 'a' + g_rand_int_range (rand, 0, 8),
                       '1' + g_rand_int_range (rand, 0, 8));
      return scratch->str;
    case 'e':
      return editions[g_rand_int_range (rand, 0, G_N_ELEMENTS (editions))];
    case 't':
      return controls[g_rand_int_range (rand, 0, G_N_ELEMENTS (controls))];
    case 'n':
      return names[g_rand_int_range (rand, 0, G_N_ELEMENTS (names))];
    case 's':
      return "Ödön";
    default:
      return journal_garbage (rand, scratch);
    }
}

/* Line starts (after the header, if kept) of text, as offsets. */
static GArray *
line_starts (const GString *text)
{
  GArray *starts = g_array_new (FALSE, FALSE, sizeof (gsize));

  for (gsize i = 0; i < text->len; i++)
    if (i == 0 || text->str[i - 1] == '\n')
      g_array_append_val (starts, i);
  return starts;
}

static gsize
line_end (const GString *text, gsize at)
{
  const char *nl = memchr (text->str + at, '\n', text->len - at);

  return nl ? (gsize) (nl - text->str) + 1 : text->len;
}

/* The time of the event before the line at offset line (0 if none reads). */
static gint64
line_time (const GString *text, gsize line)
{
  gsize at = line;
  const char *tab;

  if (at > 0)
    for (at--; at > 0 && text->str[at - 1] != '\n'; at--)
      ;
  tab = memchr (text->str + at, '\t', text->len - at);
  return tab != NULL ? g_ascii_strtoll (tab + 1, NULL, 10) : 0;
}

/* One random change of text. */
void
journal_mutate (GString *text, GRand *rand, GString *scratch)
{
  g_autoptr (GArray) starts = line_starts (text);
  guint n_lines = starts->len;
  gsize at = text->len ? (gsize) g_rand_int_range (rand, 0, (gint32) text->len) : 0;
  gsize line = n_lines ? g_array_index (starts, gsize, g_rand_int_range (rand, 0, n_lines)) : 0;

  switch (g_rand_int_range (rand, 0, 12))
    {
    case 0: /* a bit flipped */
      if (text->len)
        text->str[at] ^= (char) (1 << g_rand_int_range (rand, 0, 8));
      break;
    case 1: /* bytes inserted: separators, not UTF-8, NUL */
      {
        static const char bytes[] = { '\t', '\n', '\r', '\0', ' ', '\xff', '\xc3', '-', '9' };

        g_string_insert_len (text, at, &bytes[g_rand_int_range (rand, 0, sizeof bytes)], 1);
      }
      break;
    case 2: /* bytes deleted */
      {
        gsize n = (gsize) g_rand_int_range (rand, 1, 40);

        g_string_erase (text, at, MIN (n, text->len - at));
      }
      break;
    case 3: /* a line duplicated */
      if (n_lines)
        {
          g_autofree char *copy = g_strndup (text->str + line, line_end (text, line) - line);

          g_string_insert (text, line, copy);
        }
      break;
    case 4: /* a line dropped */
      if (n_lines)
        g_string_erase (text, line, line_end (text, line) - line);
      break;
    case 5: /* a line swapped with the next */
      if (line_end (text, line) < text->len)
        {
          gsize mid = line_end (text, line);
          gsize end = line_end (text, mid);
          g_autofree char *first = g_strndup (text->str + line, mid - line);

          g_string_erase (text, line, mid - line);
          g_string_insert (text, line + (end - mid), first);
        }
      break;
    case 6: /* a number replaced */
      {
        gsize s = at, e;

        while (s < text->len && !g_ascii_isdigit (text->str[s]))
          s++;
        for (e = s; e < text->len && g_ascii_isdigit (text->str[e]); e++)
          ;
        g_string_erase (text, s, e - s);
        g_string_insert (text, s, journal_garbage (rand, scratch));
      }
      break;
    case 7: /* a field replaced, most often an event's argument */
    case 8:
      if (n_lines)
        {
          gsize end = line_end (text, line);
          g_autofree char *body = g_strndup (text->str + line, end - line);
          g_auto (GStrv) fields = NULL;
          guint n, which;
          g_autofree char *joined = NULL;

          g_strchomp (body);
          fields = g_strsplit (body, "\t", -1);
          n = g_strv_length (fields);
          which = g_rand_boolean (rand) ? n - 1 : (guint) g_rand_int_range (rand, 0, (gint32) n);
          g_free (fields[which]);
          fields[which] = g_strdup (journal_garbage (rand, scratch));
          joined = g_strjoinv ("\t", fields);
          g_string_erase (text, line, end - line);
          g_string_insert (text, line, "\n");
          g_string_insert (text, line, joined);
        }
      break;
    default: /* an event of any kind, mostly well formed, with any arguments */
      {
        guint kind = (guint) g_rand_int_range (rand, 0, G_N_ELEMENTS (kinds));
        g_autoptr (GString) event = g_string_new (kinds[kind].name);
        guint n_fields = g_rand_int_range (rand, 0, 4) ? kinds[kind].n_fields
                                                       : (guint) g_rand_int_range (rand, 0, 5);

        /* At the time of the event it follows: the replay refuses time that goes back. */
        g_string_append_printf (event, "\t%" G_GINT64_FORMAT,
                                line_time (text, line) + g_rand_int_range (rand, -1, 2));
        for (guint i = 0; i < n_fields; i++)
          {
            char c = i < strlen (kinds[kind].fields) ? kinds[kind].fields[i] : '?';

            g_string_append_c (event, '\t');
            g_string_append (event, plausible (c, rand, scratch));
          }
        g_string_append_c (event, '\n');
        g_string_insert (text, MAX (line, line_end (text, 0)), event->str);
      }
      break;
    }
}

/* text with field `field` of line `which` replaced by value. */
GString *
journal_with_field (const char *text, guint which, guint field, const char *value)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  g_auto (GStrv) fields = which < g_strv_length (lines) ? g_strsplit (lines[which], "\t", -1)
                                                        : NULL;
  g_autofree char *joined = NULL;

  if (fields == NULL || field >= g_strv_length (fields))
    return NULL;
  g_free (fields[field]);
  fields[field] = g_strdup (value);
  joined = g_strjoinv ("\t", fields);
  g_free (lines[which]);
  lines[which] = g_steal_pointer (&joined);
  joined = g_strjoinv ("\n", lines);
  return g_string_new (joined);
}

/* text with the time of line `which` (-1: every line; -2: the last) set to value. */
GString *
journal_with_time (const char *text, int which, const char *value)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  guint n = g_strv_length (lines);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      g_auto (GStrv) fields = g_strsplit (lines[i], "\t", -1);
      g_autofree char *joined = NULL;

      if (i > 0 && g_strv_length (fields) > 2
          && (which == -1 || (int) i == which || (which == -2 && i + 2 == n)))
        {
          g_free (fields[1]);
          fields[1] = g_strdup (value);
        }
      if (i > 0)
        g_string_append_c (out, '\n');
      joined = g_strjoinv ("\t", fields);
      g_string_append (out, joined);
    }
  return out;
}
