/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tournament-trf.c — the FIDE Tournament Report File: round trips, files as other
 * programs write them, every kind of broken line with its line and column, and the
 * exports (text, CSV, HTML). */
#include "test-tournament-helpers.h"

#include <stdlib.h>

#include "ab-describe-tournament.h"
#include "ab-tournament-trf.h"

#define BIG 65536

static char *
write_all (const AbTournament *t, int group)
{
  size_t len = ab_tournament_write_trf (t, group, NULL, 0);
  char *buf = malloc (len + 1);

  assert_non_null (buf);
  assert_int_equal (ab_tournament_write_trf (t, group, buf, len + 1), len);
  assert_int_equal (strlen (buf), len);
  return buf;
}

static AbTournament *
read_ok (const char *text)
{
  AbTournament *t = ab_tournament_new ();
  AbTrfError error;

  if (!ab_tournament_read_trf (t, text, strlen (text), &error))
    {
      char msg[512];

      ab_describe_trf_error (&error, msg, sizeof msg);
      fail_msg ("line %d: %s\n%s", error.line, msg, text);
    }
  return t;
}

/* Three groups (4, 4 and 3 players), every kind of result, postponements, a withdrawal,
 * evenings, header texts and names beyond ASCII. */
static AbTournament *
make_championship (void)
{
  static const char *const names[] = {
    "Janssens, Jan", "Peeters, Piet", "Maes, Marc", "Jacobs, Joris", "Mertens, Mieke",
    "Willems, Wim", "Claes, Luc", "Goossens, Griet", "Wouters, Ward", "Dubois, Zoë",
    "Lambert, André",
  };
  AbTournament *t = ab_tournament_new ();
  AbTournamentInfo info = { .name = "Clubkampioenschap 2014-2015", .city = "Gent",
                            .federation = "BEL", .start = "2014/09/05", .end = "2015/05/29",
                            .type = "Round robin, double", .arbiter = "Luc Croket",
                            .time_control = "90 min + 10 s" };
  int order[11];

  for (int i = 0; i < 11; i++)
    {
      AbPlayer p = { .sex = i == 4 || i == 9 ? 'w' : 'm', .rating = i == 6 ? 0 : 2100 - 40 * i };

      snprintf (p.name, sizeof p.name, "%s", names[i]);
      if (i == 0)
        {
          snprintf (p.title, sizeof p.title, "FM");
          snprintf (p.id, sizeof p.id, "12345678901");
          snprintf (p.birth, sizeof p.birth, "1969/12/06");
          snprintf (p.federation, sizeof p.federation, "BEL");
        }
      order[i] = ab_tournament_add_player (t, &p, NULL);
    }
  assert_true (ab_tournament_set_info (t, &info));
  assert_true (ab_tournament_make_groups (t, order, 3, false, NULL)); /* 4, 4, 3 */
  for (int r = 1; r <= 6; r++)
    {
      AbDate d = { 2014, 9 + (r > 4), 5 + 7 * (r - 1) - 28 * (r > 4) };

      assert_true (ab_tournament_set_evening (t, r, d, NULL));
    }
  play (t, 0, 1, 4, 1, '1');
  play (t, 0, 2, 3, 1, '+');
  play (t, 0, 4, 3, 1, 'x');
  play (t, 0, 1, 2, 1, '=');
  assert_true (ab_tournament_set_result (t, 0, find_pair (t, 0, 2, 4, 1), AB_TOURNAMENT_RESULT_DRAW, true,
                                         NULL));
  play (t, 1, 1, 4, 1, '0');
  play (t, 1, 2, 3, 1, '-');
  play (t, 2, 2, 3, 1, '=');
  assert_true (ab_tournament_postpone (t, 0, find_pair (t, 0, 3, 1, 1), AB_WHITE,
                                       (AbDate) { 2014, 9, 26 }, false, NULL));
  assert_true (ab_tournament_postpone (t, 0, find_pair (t, 0, 3, 1, 1), AB_BLACK,
                                       (AbDate) { 2014, 10, 3 }, false, NULL));
  assert_true (ab_tournament_postpone (t, 1, find_pair (t, 1, 1, 2, 1), AB_BLACK,
                                       (AbDate) { 0 }, false, NULL));
  assert_true (ab_tournament_withdraw (t, 10, NULL));
  return t;
}

static void
test_trf_round_trip (void **state)
{
  AbTournament *t = make_championship ();
  char *text = write_all (t, -1), *again;
  AbTournament *back = read_ok (text);

  assert_true (ab_tournament_equal (t, back));
  again = write_all (back, -1);
  assert_string_equal (text, again);
  /* what the file says, as a reader sees it */
  assert_non_null (strstr (text, "\nXXR 6\n"));
  assert_non_null (strstr (text, "\nABG    3    9   10   11\n"));
  assert_non_null (strstr (text, "\nABP    3    3\nABP    3    1 2014/10/03\nABP    2    6\n"));
  assert_non_null (strstr (text, "\nABW   11\n"));
  /* 33 characters of name, not bytes: the rating stays in columns 49–52 */
  assert_non_null (strstr (text, "Dubois, Zoë" "                      " " 1740"));
  free (again);
  ab_tournament_free (back);

  /* the same again after a change: the reader is not fooled by the old file */
  play (t, 0, 3, 1, 1, '=');
  again = write_all (t, -1);
  assert_string_not_equal (text, again);
  back = read_ok (again);
  assert_true (ab_tournament_equal (t, back));
  ab_tournament_free (back);
  free (again);
  free (text);
  ab_tournament_free (t);
}

/* One group alone is a standard TRF: players renumbered 1 … n, no ABG line. */
static void
test_trf_one_group (void **state)
{
  AbTournament *t = make_championship ();
  char *text = write_all (t, 1);
  AbTournament *back = read_ok (text);

  assert_null (strstr (text, "ABG"));
  assert_int_equal (ab_tournament_n_groups (back), 1);
  assert_int_equal (ab_tournament_n_players (back), 4);
  assert_string_equal (ab_tournament_get_player (back, 0)->name, "Mertens, Mieke");
  assert_int_equal (ab_tournament_n_games (back, 0), ab_tournament_n_games (t, 1));
  for (int i = 0; i < ab_tournament_n_games (t, 1); i++)
    {
      const AbTournamentGame *a = ab_tournament_get_game (t, 1, i), *b = ab_tournament_get_game (back, 0, i);

      assert_int_equal (a->result, b->result);
      assert_int_equal (a->postponed, b->postponed);
      assert_int_equal (a->white - 4, b->white);
    }
  free (text);
  ab_tournament_free (back);
  ab_tournament_free (t);
}

/* A file as a pairing program writes it: no ABG (one group), an unplayed forfeit with no
 * colour, free rounds as 0000, dots in the birth date, records this reader passes by. */
static const char foreign[] =
  "012 Zomertoernooi\n"
  "062 3\n"
  "XXC white1\n"
  "001    1 m  g Vasquez,Rodrigo                   2558 CHI     3400042 1969.12.06  1.0    2 "
  " 0000 - Z     2 w -     3 b 1  0000 - U     2 b       3 w\n"
  "001    2 m    Milov,Leonid                      2482        14101068 1966.02.06  2.0    1 "
  "    3 w =     1 - +  0000 - -     3 b =     1 w\n"
  "001    3      Sopur,Lech                        2395 POL     1103032 1973.07.22  1.0    3 "
  "    2 b =               1 w 0     2 w =               1 b\n";

static void
test_trf_other_programs (void **state)
{
  AbTournament *t = read_ok (foreign);
  AbStandings st;

  assert_int_equal (ab_tournament_n_groups (t), 1);
  assert_int_equal (ab_tournament_n_rounds (t, 0), 6);
  assert_string_equal (ab_tournament_get_info (t)->name, "Zomertoernooi");
  assert_string_equal (ab_tournament_get_player (t, 0)->title, "g");
  assert_string_equal (ab_tournament_get_player (t, 0)->birth, "1969.12.06");
  assert_string_equal (ab_tournament_get_player (t, 2)->federation, "POL");
  assert_int_equal (ab_tournament_get_game (t, 0, find_pair (t, 0, 1, 2, 1))->result,
                    AB_TOURNAMENT_RESULT_BLACK_FORFEIT);
  assert_int_equal (ab_tournament_get_game (t, 0, find_pair (t, 0, 2, 3, 2))->result,
                    AB_TOURNAMENT_RESULT_DRAW);
  ab_tournament_standings (t, 0, 0, &st);
  assert_int_equal (st.rows[0].player, 1); /* Milov: ½ + 1 (forfeit) + ½ */
  assert_int_equal (st.rows[0].points2, 4);
  ab_tournament_free (t);
}

/* ---- broken files ---- */

#define SP44 "                                            "
#define SP88 SP44 SP44
static const char *const base_lines[] = {
  "012 Clubkampioenschap 2014-2015",
  "132" SP88 "14/09/05  14/09/12",
  "XXR 6",
  "001    1 m    Janssens, Jan                     1900                             1.0    2"
  "     4 w 1     2 w       3 b       4 b       2 b       3 w",
  "001    2 m    Peeters, Piet                     1800                             1.0    1"
  "     3 w +     1 b       4 w       3 b       1 w       4 b",
  "001    3 m    Maes, Marc                        1700                             0.0    4"
  "     2 b -     4 b       1 w       2 w       4 w       1 b",
  "001    4 m    Jacobs, Joris                     1600                             0.0    3"
  "     1 b 0     3 w       2 b       1 w       3 b       2 w",
  "ABG    1    1    2    3    4",
};
#define N_BASE ((int) (sizeof base_lines / sizeof base_lines[0]))

/* base_lines with line `replace` (1-based) replaced by text, or text appended (0). */
static char *
variant (int replace, const char *text)
{
  char *buf = calloc (1, BIG);

  for (int i = 1; i <= N_BASE; i++)
    {
      strcat (buf, i == replace ? text : base_lines[i - 1]);
      strcat (buf, "\n");
    }
  if (replace == 0)
    strcat (buf, text);
  return buf;
}

static char *
with_changed (int line, int column, const char *chars)
{
  char copy[1024];

  snprintf (copy, sizeof copy, "%s", base_lines[line - 1]);
  memcpy (copy + column - 1, chars, strlen (chars));
  return variant (line, copy);
}

static const struct
{
  int line, column;        /* where to change the base (column 0: replace the line) */
  const char *text;
  AbTrfErrorCode code;
  int err_line, err_column;
  const char *words;       /* part of the describe layer's sentence */
} broken[] = {
  { 4, 97, "b", AB_TRF_ERROR_COLOUR, 4, 97, "round 1: the Berger table gives this player White" },
  { 7, 99, "1", AB_TRF_ERROR_MISMATCH, 7, 99, "does not match the line of opponent 1" },
  { 5, 105, "3", AB_TRF_ERROR_PAIRING, 5, 102, "pairs this player with 1, the line names 3" },
  { 4, 10, "x", AB_TRF_ERROR_CHARACTER, 4, 10, "'x' is not allowed in the sex" },
  { 4, 51, "a", AB_TRF_ERROR_NUMBER, 4, 51, "rating must be a right-aligned number" },
  { 4, 9, "x", AB_TRF_ERROR_BLANK, 4, 9, "must be blank, it holds 'x'" },
  { 7, 8, "3", AB_TRF_ERROR_DUPLICATE, 7, 5, "starting rank 3 is used twice" },
  { 7, 8, "5", AB_TRF_ERROR_RANGE, 7, 5, "starting rank 5 is out of range (at most 4)" },
  { 3, 0, "XXR 5", AB_TRF_ERROR_ROUNDS, 3, 5, "XXR says 5 rounds, the double round robin has 6" },
  { 2, 0, "132" SP88 "14/02/30", AB_TRF_ERROR_DATE, 2, 92, "not a valid date" },
  { 4, 16, "\xc3(", AB_TRF_ERROR_ENCODING, 4, 16, "not UTF-8" },
  { 4, 20, "\t", AB_TRF_ERROR_ENCODING, 4, 20, "control character" },
  { 1, 0, "Hello, world", AB_TRF_ERROR_RECORD, 1, 1, "not a TRF record" },
  { 8, 0, "ABG    1    1    2    3    5", AB_TRF_ERROR_UNKNOWN_PLAYER, 8, 25,
    "no player has starting rank 5" },
  { 8, 0, "ABG    1    1    2    3", AB_TRF_ERROR_NO_GROUP, 7, 5, "player 4 is in no group" },
  { 8, 0, "ABG    2    1    2    3    4", AB_TRF_ERROR_GROUP, 8, 5, "numbered 1 to 1" },
  { 8, 0, "ABG    1    1    2    2    4", AB_TRF_ERROR_IN_TWO_GROUPS, 8, 20,
    "player 2 is already in a group" },
  { 4, 99, "X", AB_TRF_ERROR_CHARACTER, 4, 99, "'X' is not allowed in the result" },
  { 4, 102, "    ", AB_TRF_ERROR_EMPTY, 4, 102, "the opponent is missing" },
  { 0, 0, "012 Twice\n", AB_TRF_ERROR_TWICE, 9, 1, "given twice" },
  { 0, 0, "ABP    1    1\nABP    1    1\n", AB_TRF_ERROR_POSTPONEMENT, 10, 10,
    "postponed it before" },
  { 0, 0, "ABP    1    5\n", AB_TRF_ERROR_UNKNOWN_PLAYER, 9, 10, "no player has starting rank 5" },
  { 0, 0, "ABP    7    1\n", AB_TRF_ERROR_RANGE, 9, 5, "round 7 is out of range (at most 6)" },
  { 0, 0, "ABP    1    1 2014-09-19\n", AB_TRF_ERROR_DATE, 9, 15, "not a valid date" },
  { 0, 0, "ABW    9\n", AB_TRF_ERROR_UNKNOWN_PLAYER, 9, 5, "no player has starting rank 9" },
  { 0, 0, "ABW    1\nABW    1\n", AB_TRF_ERROR_TWICE, 10, 5, "given twice" },
  { 0, 0, "ABW    1 x\n", AB_TRF_ERROR_TOO_LONG, 9, 9, "past its last field" },
  { 4, 0, "001    1 m    Janssens, Jan                     1900                             1.0"
          "    2"
          "     4 w 1     2 w       3 b       4 b       2 b       3 w       2 w 1",
    AB_TRF_ERROR_PAST_ROUNDS, 4, 152, "round 7: the group plays only 6 rounds" },
  { 4, 81, "1.x", AB_TRF_ERROR_NUMBER, 4, 83,
    "points must be a right-aligned number, it holds 'x'" },
};

static void
test_trf_errors (void **state)
{
  AbTournament *t = ab_tournament_new ();
  AbTrfError error;
  char *base = variant (-1, "");

  /* the base itself is good, and a failure leaves what was read before untouched */
  assert_true (ab_tournament_read_trf (t, base, strlen (base), &error));
  for (size_t i = 0; i < sizeof broken / sizeof broken[0]; i++)
    {
      char *text, msg[512];
      AbTournament *before = ab_tournament_copy (t);

      text = broken[i].column ? with_changed (broken[i].line, broken[i].column, broken[i].text)
                              : variant (broken[i].line, broken[i].text);
      if (ab_tournament_read_trf (t, text, strlen (text), &error))
        fail_msg ("case %zu was read:\n%s", i, text);
      ab_describe_trf_error (&error, msg, sizeof msg);
      if (error.code != broken[i].code || error.line != broken[i].err_line
          || error.column != broken[i].err_column || strstr (msg, broken[i].words) == NULL)
        fail_msg ("case %zu: code %d line %d column %d '%s'; expected code %d line %d "
                  "column %d '%s'", i, error.code, error.line, error.column, msg,
                  broken[i].code, broken[i].err_line, broken[i].err_column, broken[i].words);
      assert_true (ab_tournament_equal (t, before));
      ab_tournament_free (before);
      free (text);
    }
  free (base);
  ab_tournament_free (t);
}

static void
test_trf_whole_file_errors (void **state)
{
  AbTournament *t = ab_tournament_new ();
  AbTrfError error;
  const char *none = "012 Nobody came\n";
  const char *one = "001    1 m    Alone, Al\n";
  char h_bye[1024];

  /* three players: round 1 pairs 1 with the dummy 4, so 1 is free; the file pairs him */
  snprintf (h_bye, sizeof h_bye, "%-89s%s\n%-89s%s\n%-89s%s\n", "001    1      A", "     2 w 1",
            "001    2      B", "     1 b 0", "001    3      C", "  0000 - H");

  assert_false (ab_tournament_read_trf (t, none, strlen (none), &error));
  assert_int_equal (error.code, AB_TRF_ERROR_NO_PLAYERS);
  assert_int_equal (error.line, 0);
  assert_false (ab_tournament_read_trf (t, one, strlen (one), &error));
  assert_int_equal (error.code, AB_TRF_ERROR_GROUP_SIZE);
  assert_false (ab_tournament_read_trf (t, "", 0, &error));
  assert_int_equal (error.code, AB_TRF_ERROR_NO_PLAYERS);
  assert_false (ab_tournament_read_trf (t, h_bye, strlen (h_bye), &error));
  assert_int_equal (error.code, AB_TRF_ERROR_PAIRING);
  assert_int_equal (error.line, 1);
  assert_int_equal (error.expected, 0);
  ab_tournament_free (t);
}

/* ---- exports ---- */

static void
test_exports (void **state)
{
  /* the SB case of test-tournament-standings.c: P2 2 (SB 2½), P1 2 (2), P4 1½, P3 ½ */
  const Result results[] = { { 1, 4, 1, '1' }, { 2, 3, 1, '1' }, { 4, 3, 1, '=' },
                             { 2, 1, 1, '1' }, { 4, 2, 1, '1' }, { 1, 3, 1, '1' } };
  const int ratings[] = { 1800, 0, 1500, 1600 };
  AbTournament *t = make_group (4, ratings);
  AbStandings st;
  AbExportLabels labels;
  char *buf = malloc (BIG);
  size_t len;

  play_all (t, 0, results, 6);
  ab_tournament_standings (t, 0, 0, &st);
  ab_describe_export_labels (&labels, "Group 1, after round 3");
  labels.decimal = ',';
  ab_tournament_export_standings (t, &st, AB_EXPORT_CSV, &labels, buf, BIG);
  assert_string_equal (buf,
    "Rank,Name,Points,Games,SB,Mutual,Kashdan,Rating,Black played,Black calendar,Decided by\n"
    "1,Player 2,2,3,2.5,,9,,1,1,Sonneborn-Berger\n"
    "2,Player 1,2,3,2,,9,1800,1,1,Sonneborn-Berger\n"
    "3,Player 4,1.5,3,2.25,,7,1600,2,2,points\n"
    "4,Player 3,0.5,3,0.75,,4,1500,2,2,points\n");
  ab_tournament_export_standings (t, &st, AB_EXPORT_TEXT, &labels, buf, BIG);
  assert_non_null (strstr (buf, "Group 1, after round 3\nRank  Name      Points"));
  assert_non_null (strstr (buf, "   1  Player 2       2      3   2,5                9"));
  ab_tournament_export_standings (t, &st, AB_EXPORT_HTML, &labels, buf, BIG);
  assert_non_null (strstr (buf, "<caption>Group 1, after round 3</caption>"));
  assert_non_null (strstr (buf, "<tr><td>1</td><th scope=\"row\">Player 2</th><td>2</td>"));
  assert_non_null (strstr (buf, "<th scope=\"col\">Decided by</th>"));
  /* a buffer too small gets what fits and the length it needed */
  len = ab_tournament_export_standings (t, &st, AB_EXPORT_HTML, &labels, buf, 10);
  assert_true (len > 100);
  assert_int_equal (strlen (buf), 9);

  ab_tournament_export_crosstable (t, 0, AB_EXPORT_CSV, &labels, buf, BIG);
  assert_string_equal (buf,
    "No.,Name,1,2,3,4,Points\n"
    "1,Player 1,x,0 .,1 .,1 .,2\n"
    "2,Player 2,1 .,x,1 .,0 .,2\n"
    "3,Player 3,0 .,0 .,x,½ .,0.5\n"
    "4,Player 4,0 .,1 .,½ .,x,1.5\n");
  free (buf);
  ab_tournament_free (t);
}

/* Names with commas and quotes are quoted in CSV and escaped in HTML. */
static void
test_export_escaping (void **state)
{
  AbTournament *t = ab_tournament_new ();
  AbPlayer a = { .name = "O\"Neil, <Sean> & co", .sex = 'm' }, b = { .name = "B", .sex = 'm' };
  int players[2];
  AbStandings st;
  AbExportLabels labels;
  char buf[4096];

  players[0] = ab_tournament_add_player (t, &a, NULL);
  players[1] = ab_tournament_add_player (t, &b, NULL);
  ab_tournament_add_group (t, 2, players, NULL);
  ab_tournament_standings (t, 0, 0, &st);
  ab_describe_export_labels (&labels, NULL);
  ab_tournament_export_standings (t, &st, AB_EXPORT_CSV, &labels, buf, sizeof buf);
  assert_non_null (strstr (buf, "\"O\"\"Neil, <Sean> & co\""));
  ab_tournament_export_standings (t, &st, AB_EXPORT_HTML, &labels, buf, sizeof buf);
  assert_non_null (strstr (buf, "O&quot;Neil, &lt;Sean&gt; &amp; co"));
  ab_tournament_free (t);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_trf_round_trip),
    cmocka_unit_test (test_trf_one_group),
    cmocka_unit_test (test_trf_other_programs),
    cmocka_unit_test (test_trf_errors),
    cmocka_unit_test (test_trf_whole_file_errors),
    cmocka_unit_test (test_exports),
    cmocka_unit_test (test_export_escaping),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
