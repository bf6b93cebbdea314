/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-spoken-grammar.c — the phrases a listener may hear: every phrase of
 * every legal move reads back as that move with the typed spoken reader,
 * the announcement Annabella herself would make is among them in both
 * styles, the optional words come and go as Appendix D allows, no phrase
 * names two moves, and the commands are there in each language. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ab-fen.h"
#include "ab-spoken-grammar.h"
#include "ab-uci.h"

#define ALL_MOVES (AB_SPOKEN_GRAMMAR_MOVES | AB_SPOKEN_GRAMMAR_COMMANDS)
#define G_N_ELEMENTS_TEST(a) (sizeof (a) / sizeof (a)[0])

static AbPosition *
position_from_fen (const char *fen)
{
  AbPosition *pos = ab_position_new ();
  AbFenError err;

  if (!ab_position_set_fen (pos, fen, &err))
    fail_msg ("bad test FEN: %s", fen);
  return pos;
}

static bool
has_phrase (const AbSpokenGrammar *g, const char *words, AbMove move)
{
  const AbSpokenPhrase *p = ab_spoken_grammar_lookup (g, words);

  return p && p->move == move;
}

static bool
in_vocabulary (const char *word)
{
  for (const char *const *v = ab_spoken_grammar_vocabulary (); *v; v++)
    if (strcmp (*v, word) == 0)
      return true;
  return false;
}

/* Every phrase: legal, read back as its move, words of the vocabulary; every
 * legal move: its own announcement in both styles is a phrase. */
static void
check_position (const AbPosition *pos, unsigned languages)
{
  AbSpokenGrammar *g = ab_spoken_grammar_new (pos, languages, ALL_MOVES);
  AbMoveList list;

  assert_non_null (g);
  for (size_t i = 0; i < ab_spoken_grammar_count (g); i++)
    {
      const AbSpokenPhrase *p = ab_spoken_grammar_phrase (g, i);
      char copy[AB_SPOKEN_MAX];
      char *save = NULL;

      if (p->move != AB_MOVE_NONE)
        {
          AbMoveError err;
          AbMove read = ab_move_parse_spoken (pos, p->words, &err);

          if (read != p->move)
            fail_msg ("\"%s\" is read as another move or none", p->words);
          assert_int_equal (p->command, AB_SPOKEN_COMMAND_NONE);
        }
      else
        assert_int_not_equal (p->command, AB_SPOKEN_COMMAND_NONE);
      snprintf (copy, sizeof copy, "%s", p->words);
      for (char *w = strtok_r (copy, " ", &save); w; w = strtok_r (NULL, " ", &save))
        if (!in_vocabulary (w))
          fail_msg ("\"%s\" of \"%s\" is not in the vocabulary", w, p->words);
    }
  ab_position_legal_moves (pos, &list);
  for (int lang = AB_LANG_DE; lang <= AB_LANG_EN; lang++)
    {
      if (!(languages & AB_SPOKEN_LANGUAGE_BIT (lang)))
        continue;
      for (int i = 0; i < list.count; i++)
        for (int style = AB_SPOKEN_SHORT; style <= AB_SPOKEN_LONG; style++)
          {
            char spoken[AB_SPOKEN_MAX], key[AB_SPOKEN_MAX];

            ab_move_to_spoken (pos, list.moves[i], (AbLanguage) lang, (AbSpokenStyle) style,
                               spoken, sizeof spoken);
            ab_spoken_key (spoken, key, sizeof key);
            if (!has_phrase (g, key, list.moves[i]))
              fail_msg ("the announcement \"%s\" is not a phrase", key);
          }
    }
  ab_spoken_grammar_free (g);
}

static void
test_differ_in_one (void **state)
{
  assert_true (ab_spoken_words_differ_in_one ("eva fuenf", "eva vier"));
  assert_true (ab_spoken_words_differ_in_one ("springer felix drei", "springer david drei"));
  assert_true (ab_spoken_words_differ_in_one ("dame", "turm"));
  assert_false (ab_spoken_words_differ_in_one ("eva vier", "eva vier"));
  assert_false (ab_spoken_words_differ_in_one ("eva vier", "david fuenf"));
  assert_false (ab_spoken_words_differ_in_one ("eva vier", "bauer eva vier"));
  assert_false (ab_spoken_words_differ_in_one ("eva vier", "eva vier schach"));
  assert_false (ab_spoken_words_differ_in_one ("eva vier", NULL));
  assert_false (ab_spoken_words_differ_in_one ("", ""));
}

static void
test_start_position (void **state)
{
  AbPosition *pos = ab_position_new ();
  AbSpokenGrammar *g = ab_spoken_grammar_new (pos, AB_SPOKEN_LANGUAGE_BIT (AB_LANG_DE),
                                              ALL_MOVES);
  AbMove nf3 = ab_move_from_uci (pos, "g1f3"), e4 = ab_move_from_uci (pos, "e2e4");

  assert_true (has_phrase (g, "springer felix drei", nf3));
  assert_true (has_phrase (g, "springer gustav eins felix drei", nf3));
  assert_true (has_phrase (g, "gustav eins felix drei", nf3));
  assert_true (has_phrase (g, "eva vier", e4));
  assert_true (has_phrase (g, "bauer eva vier", e4));
  assert_true (has_phrase (g, "eva zwei eva vier", e4));
  /* "eva zwei" begins "eva zwei eva vier": wait; "eva vier" is whole. */
  assert_true (ab_spoken_grammar_continues (g, "eva zwei"));
  assert_false (ab_spoken_grammar_continues (g, "eva vier"));
  assert_true (ab_spoken_grammar_continues (g, "eva"));
  /* Not needed, so not offered: a from-file that tells nothing apart, a
   * knight without its name, words of another language, a capture word. */
  assert_null (ab_spoken_grammar_lookup (g, "springer gustav felix drei"));
  assert_true (has_phrase (g, "felix drei", ab_move_from_uci (pos, "f2f3")));
  assert_null (ab_spoken_grammar_lookup (g, "gustav felix drei"));
  assert_null (ab_spoken_grammar_lookup (g, "knight felix three"));
  assert_null (ab_spoken_grammar_lookup (g, "eva schlaegt eva vier"));
  assert_null (ab_spoken_grammar_lookup (g, "eva vier schach"));
  check_position (pos, AB_SPOKEN_LANGUAGES_ALL);
  ab_spoken_grammar_free (g);
  ab_position_free (pos);
}

/* Castling, promotion, en passant, a capture, a disambiguation, check. */
static void
test_special_moves (void **state)
{
  AbPosition *pos = position_from_fen ("r3k2r/pPpp1ppp/8/3Pp3/8/2N5/PPP2PPP/R3K2R w KQkq e6 0 1");
  AbSpokenGrammar *g = ab_spoken_grammar_new (pos, AB_SPOKEN_LANGUAGES_ALL, ALL_MOVES);

  assert_true (has_phrase (g, "kurze rochade", ab_move_from_uci (pos, "e1g1")));
  assert_true (has_phrase (g, "lange rokade", ab_move_from_uci (pos, "e1c1")));
  assert_true (has_phrase (g, "castles kingside", ab_move_from_uci (pos, "e1g1")));
  assert_true (has_phrase (g, "bella schlaegt anna acht dame", ab_move_from_uci (pos, "b7a8q")));
  assert_true (has_phrase (g, "bella schlaegt anna acht dame schach",
                           ab_move_from_uci (pos, "b7a8q")));
  assert_true (has_phrase (g, "pawn bella eight knight", ab_move_from_uci (pos, "b7b8n")));
  assert_true (has_phrase (g, "david schlaegt eva sechs en passant",
                           ab_move_from_uci (pos, "d5e6")));
  assert_true (has_phrase (g, "david slaat eva zes", ab_move_from_uci (pos, "d5e6")));
  /* A promotion always names the piece. */
  assert_null (ab_spoken_grammar_lookup (g, "bella acht"));
  check_position (pos, AB_SPOKEN_LANGUAGES_ALL);
  ab_spoken_grammar_free (g);
  ab_position_free (pos);

  /* Two rooks may go to d2: the from-file is needed and offered, and the
   * from-rank, which tells nothing apart, is not. */
  pos = position_from_fen ("4k3/8/8/8/8/8/R6R/4K3 w - - 0 1");
  g = ab_spoken_grammar_new (pos, AB_SPOKEN_LANGUAGE_BIT (AB_LANG_DE), ALL_MOVES);
  assert_true (has_phrase (g, "turm anna david zwei", ab_move_from_uci (pos, "a2d2")));
  assert_true (has_phrase (g, "turm hector zwei david zwei", ab_move_from_uci (pos, "h2d2")));
  assert_null (ab_spoken_grammar_lookup (g, "turm david zwei"));
  assert_null (ab_spoken_grammar_lookup (g, "turm zwei david zwei"));
  check_position (pos, AB_SPOKEN_LANGUAGES_ALL);
  ab_spoken_grammar_free (g);
  ab_position_free (pos);
}

static void
test_mate_words (void **state)
{
  /* Qh5xf7 is mate (the scholar's mate). */
  AbPosition *pos = position_from_fen (
    "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
  AbSpokenGrammar *g = ab_spoken_grammar_new (pos, AB_SPOKEN_LANGUAGES_ALL, ALL_MOVES);
  AbMove mate = ab_move_from_uci (pos, "h5f7");

  assert_true (has_phrase (g, "dame schlaegt felix sieben schachmatt", mate));
  assert_true (has_phrase (g, "dame schlaegt felix sieben schach", mate));
  assert_true (has_phrase (g, "dame schlaegt felix sieben", mate));
  assert_true (has_phrase (g, "queen takes felix seven checkmate", mate));
  assert_true (has_phrase (g, "dame slaat felix zeven schaakmat", mate));
  /* A check word after the move is no reason to wait for more. */
  assert_false (ab_spoken_grammar_continues (g, "dame schlaegt felix sieben"));
  assert_true (ab_spoken_grammar_continues (g, "dame hector fuenf"));
  check_position (pos, AB_SPOKEN_LANGUAGES_ALL);
  ab_spoken_grammar_free (g);
  ab_position_free (pos);
}

static void
test_commands (void **state)
{
  AbSpokenGrammar *g = ab_spoken_grammar_new (NULL, AB_SPOKEN_LANGUAGES_ALL, ALL_MOVES);
  static const struct
  {
    const char *words;
    AbSpokenCommand command;
  } expected[] = {
    { "zeit", AB_SPOKEN_COMMAND_TIME },
    { "letzter zug", AB_SPOKEN_COMMAND_LAST_MOVE },
    { "nein", AB_SPOKEN_COMMAND_NO },
    { "nee", AB_SPOKEN_COMMAND_NO },
    { "ik bied remise aan", AB_SPOKEN_COMMAND_DRAW },
    { "move number", AB_SPOKEN_COMMAND_MOVE_NUMBER },
    { "repeat", AB_SPOKEN_COMMAND_REPEAT },
  };

  for (size_t i = 0; i < sizeof expected / sizeof expected[0]; i++)
    {
      const AbSpokenPhrase *p = ab_spoken_grammar_lookup (g, expected[i].words);

      assert_non_null (p);
      assert_int_equal (p->command, expected[i].command);
      assert_int_equal (p->move, AB_MOVE_NONE);
    }
  for (int lang = AB_LANG_DE; lang <= AB_LANG_EN; lang++)
    for (int c = AB_SPOKEN_COMMAND_TIME; c < AB_SPOKEN_COMMAND_COUNT; c++)
      assert_non_null (ab_spoken_command_phrases ((AbLanguage) lang, (AbSpokenCommand) c)[0]);
  assert_null (ab_spoken_command_phrases (AB_LANG_DE, AB_SPOKEN_COMMAND_NONE)[0]);
  ab_spoken_grammar_free (g);

  /* Moves only: no command; no languages: nothing. */
  g = ab_spoken_grammar_new (NULL, AB_SPOKEN_LANGUAGES_ALL, AB_SPOKEN_GRAMMAR_MOVES);
  assert_int_equal (ab_spoken_grammar_count (g), 0);
  ab_spoken_grammar_free (g);
}

static void
test_keys (void **state)
{
  char key[32];

  assert_int_equal (ab_spoken_key ("Läufer", key, sizeof key), 7);
  assert_string_equal (key, "laeufer");
  ab_spoken_key ("König schlägt fünf", key, sizeof key);
  assert_string_equal (key, "koenig schlaegt fuenf");
  ab_spoken_key ("Kurze Rochade", key, sizeof key);
  assert_string_equal (key, "kurze rochade");
  /* Cut to the buffer, always terminated; the length needed is returned. */
  assert_int_equal (ab_spoken_key ("Springer", key, 4), 8);
  assert_string_equal (key, "spr");
}

/* Random games in every language: no phrase read as another move, every
 * move's announcement present, and a phrase never names two moves. */
static void
test_random_positions (void **state)
{
  AbPosition *pos = ab_position_new ();
  uint32_t seed = 4242;
  int positions = 0;

  for (int game = 0; game < 6; game++)
    {
      if (game % 3 == 2)
        assert_true (ab_position_set_chess960 (pos, (int) (seed % 960)));
      else
        ab_position_set_start (pos);
      for (int ply = 0; ply < 40; ply++)
        {
          AbMoveList list;
          AbUndo undo;

          if (ply % 4 == 0)
            {
              check_position (pos, AB_SPOKEN_LANGUAGES_ALL);
              positions++;
            }
          ab_position_legal_moves (pos, &list);
          if (list.count == 0)
            break;
          seed = seed * 1103515245u + 12345u;
          ab_position_make (pos, list.moves[(seed >> 16) % (unsigned) list.count], &undo);
        }
    }
  assert_true (positions >= 40);
  ab_position_free (pos);
}

/* A move that is not legal here is heard as itself, never as the nearest legal one, and
 * refused; out of turn every move is, so that it is not taken for a command. */
static void
test_impossible (void **state)
{
  AbPosition *pos = ab_position_new ();
  unsigned de = AB_SPOKEN_LANGUAGE_BIT (AB_LANG_DE);
  AbSpokenGrammar *g = ab_spoken_grammar_new (pos, de, ALL_MOVES | AB_SPOKEN_GRAMMAR_IMPOSSIBLE);
  AbSpokenGrammar *out_of_turn = ab_spoken_grammar_new (pos, de,
                                                        AB_SPOKEN_GRAMMAR_COMMANDS
                                                          | AB_SPOKEN_GRAMMAR_IMPOSSIBLE);
  AbMove nf3 = ab_move_from_uci (pos, "g1f3");
  size_t impossible = 0;

  assert_true (ab_spoken_phrase_is_impossible (ab_spoken_grammar_lookup (g, "dame anna acht")));
  assert_true (ab_spoken_phrase_is_impossible (ab_spoken_grammar_lookup (g, "eva fuenf")));
  assert_true (ab_spoken_phrase_is_impossible (
    ab_spoken_grammar_lookup (g, "springer schlaegt felix drei")));
  assert_true (ab_spoken_phrase_is_impossible (ab_spoken_grammar_lookup (g, "kurze rochade")));
  /* With the check word too ("Paard Felix vijf schaak" of another game): refused, not
   * heard as the legal move of the same piece it sounds nearest. */
  assert_true (ab_spoken_phrase_is_impossible (
    ab_spoken_grammar_lookup (g, "springer felix fuenf schach")));
  /* Only what the reader refuses: it takes a legal move said with a check it does not
   * give, so that is no refusal either. */
  assert_null (ab_spoken_grammar_lookup (g, "springer felix drei schach"));
  /* A legal move keeps its move; a command its command. */
  assert_true (has_phrase (g, "springer felix drei", nf3));
  assert_int_equal (ab_spoken_grammar_lookup (g, "zeit")->command, AB_SPOKEN_COMMAND_TIME);
  for (size_t i = 0; i < ab_spoken_grammar_count (g); i++)
    {
      const AbSpokenPhrase *p = ab_spoken_grammar_phrase (g, i);
      AbMoveError err;

      if (!ab_spoken_phrase_is_impossible (p))
        continue;
      impossible++;
      if (ab_move_parse_spoken (pos, p->words, &err) != AB_MOVE_NONE)
        fail_msg ("\"%s\" names a legal move", p->words);
    }
  /* A pawn by its square, 6 pieces × 2 × 64 forms, each with the check word or without,
   * and 2 castlings, less the legal ones. */
  assert_true (impossible > 2 * 760 && impossible < 2 * (64 + 6 * 2 * 64) + 2);
  /* Out of turn: the move is there, without a move. */
  assert_true (ab_spoken_phrase_is_impossible (
    ab_spoken_grammar_lookup (out_of_turn, "springer felix drei")));
  impossible = 0;
  for (size_t i = 0; i < ab_spoken_grammar_count (out_of_turn); i++)
    impossible += ab_spoken_phrase_is_impossible (ab_spoken_grammar_phrase (out_of_turn, i));
  assert_int_equal (impossible, 2 * (64 + 6 * 2 * 64) + 2);
  assert_false (ab_spoken_phrase_is_impossible (ab_spoken_grammar_lookup (out_of_turn, "zeit")));
  ab_spoken_grammar_free (out_of_turn);
  ab_spoken_grammar_free (g);
  ab_position_free (pos);
}

/* The square-to-square forms: any move of another game said from square to square is
 * heard as itself, a move the position does not allow; a legal move's words stay its
 * phrase; words off the pattern are nothing. */
static void
test_square_forms (void **state)
{
  AbPosition *pos = ab_position_new ();
  unsigned de = AB_SPOKEN_LANGUAGE_BIT (AB_LANG_DE), en = AB_SPOKEN_LANGUAGE_BIT (AB_LANG_EN);
  AbSpokenGrammar *g = ab_spoken_grammar_new (pos, de | en, ALL_MOVES | AB_SPOKEN_GRAMMAR_IMPOSSIBLE);
  AbSpokenGrammar *plain = ab_spoken_grammar_new (pos, de, ALL_MOVES);
  AbSpokenGrammar *out_of_turn = ab_spoken_grammar_new (pos, de,
                                                        AB_SPOKEN_GRAMMAR_COMMANDS
                                                          | AB_SPOKEN_GRAMMAR_IMPOSSIBLE);
  AbSpokenGrammar *copy = ab_spoken_grammar_copy (g);
  AbSpokenArc arcs[AB_SQUARE_FORM_ARCS];
  const AbSpokenPhrase *p;
  const char *const impossible[] = {
    "felix drei gustav fuenf", "turm anna eins schlaegt bella eins schach",
    "eva drei eva vier", "bauer felix fuenf schlaegt eva vier", "bella three bella four",
  };
  const char *const nothing[] = {
    "gustav", "felix drei gustav", "turm turm anna eins bella eins",
    "felix drei schach gustav fuenf", "felix drei gustav fuenf schach schach",
    "felix three gustav fuenf", "",
  };
  size_t n;

  assert_int_equal (ab_spoken_grammar_square_forms (g), de | en);
  assert_int_equal (ab_spoken_grammar_square_forms (copy), de | en);
  assert_int_equal (ab_spoken_grammar_square_forms (plain), 0);
  for (size_t i = 0; i < G_N_ELEMENTS_TEST (impossible); i++)
    {
      p = ab_spoken_grammar_lookup_heard (g, impossible[i]);
      if (p == NULL)
        fail_msg ("\"%s\" is not heard", impossible[i]);
      assert_true (ab_spoken_phrase_is_impossible (p));
      assert_string_equal (p->words, impossible[i]);
      assert_null (ab_spoken_grammar_lookup (g, impossible[i]));
      assert_null (ab_spoken_grammar_lookup_heard (plain, impossible[i]));
    }
  assert_int_equal (ab_spoken_grammar_lookup_heard (g, "bella three bella four")->lang, AB_LANG_EN);
  for (size_t i = 0; i < G_N_ELEMENTS_TEST (nothing); i++)
    if (ab_spoken_grammar_lookup_heard (g, nothing[i]) != NULL)
      fail_msg ("\"%s\" is heard", nothing[i]);
  /* A legal move said square to square is that move, not a refusal. */
  p = ab_spoken_grammar_lookup_heard (g, "eva zwei eva vier");
  assert_non_null (p);
  assert_int_equal (p->move, ab_move_from_uci (pos, "e2e4"));
  /* So is one the reader takes though no phrase has it: heard as that move, as typed. */
  assert_null (ab_spoken_grammar_lookup (g, "eva zwo eva vier"));
  p = ab_spoken_grammar_lookup_heard (g, "eva zwo eva vier");
  assert_non_null (p);
  assert_int_equal (p->move, ab_move_from_uci (pos, "e2e4"));
  /* Out of turn every move is refused. */
  p = ab_spoken_grammar_lookup_heard (out_of_turn, "eva zwo eva vier");
  assert_non_null (p);
  assert_true (ab_spoken_phrase_is_impossible (p));
  /* Every arc's word is a key of the vocabulary, and a language's arcs fit. */
  for (int lang = AB_LANG_DE; lang <= AB_LANG_EN; lang++)
    {
      n = ab_spoken_square_form_arcs ((AbLanguage) lang, arcs, AB_SQUARE_FORM_ARCS);
      assert_true (n > 60 && n < AB_SQUARE_FORM_ARCS);
      for (size_t i = 0; i < n; i++)
        {
          if (!in_vocabulary (arcs[i].word))
            fail_msg ("\"%s\" is no key of the vocabulary", arcs[i].word);
          assert_true (arcs[i].from >= 0 && arcs[i].from < AB_SQUARE_FORM_STATES);
          assert_true (arcs[i].to >= 0 && arcs[i].to < AB_SQUARE_FORM_STATES);
          assert_int_not_equal (arcs[i].from, 1);
        }
    }
  assert_int_equal (ab_spoken_square_form_arcs ((AbLanguage) 7, arcs, AB_SQUARE_FORM_ARCS), 0);
  /* Too small an array gets what fits. */
  assert_int_equal (ab_spoken_square_form_arcs (AB_LANG_EN, arcs, 3), 3);
  ab_spoken_grammar_free (out_of_turn);
  ab_spoken_grammar_free (copy);
  ab_spoken_grammar_free (plain);
  ab_spoken_grammar_free (g);
  ab_position_free (pos);
}

static void
test_add (void **state)
{
  AbPosition *pos = ab_position_new ();
  AbSpokenGrammar *all = ab_spoken_grammar_new (pos, AB_SPOKEN_LANGUAGE_BIT (AB_LANG_EN),
                                                ALL_MOVES);
  AbSpokenGrammar *some = ab_spoken_grammar_new (NULL, 0, 0);

  assert_int_equal (ab_spoken_grammar_count (some), 0);
  ab_spoken_grammar_add (some, ab_spoken_grammar_phrase (all, 0));
  ab_spoken_grammar_add (some, ab_spoken_grammar_phrase (all, 0));
  ab_spoken_grammar_add (some, ab_spoken_grammar_phrase (all, 1));
  assert_int_equal (ab_spoken_grammar_count (some), 2);
  assert_string_equal (ab_spoken_grammar_phrase (some, 1)->words,
                       ab_spoken_grammar_phrase (all, 1)->words);
  ab_spoken_grammar_free (some);
  ab_spoken_grammar_free (all);
  ab_position_free (pos);
}

/* A copy holds the same phrases and lives on its own; an empty one copies too. */
static void
test_copy (void **state)
{
  AbPosition *pos = ab_position_new ();
  AbSpokenGrammar *g = ab_spoken_grammar_new (pos, AB_SPOKEN_LANGUAGES_ALL, ALL_MOVES);
  AbSpokenGrammar *copy = ab_spoken_grammar_copy (g);
  AbSpokenGrammar *empty = ab_spoken_grammar_new (NULL, 0, 0);
  AbSpokenGrammar *empty_copy = ab_spoken_grammar_copy (empty);
  size_t n = ab_spoken_grammar_count (g);

  assert_true (n > 100);
  assert_int_equal (ab_spoken_grammar_count (copy), n);
  for (size_t i = 0; i < n; i++)
    {
      const AbSpokenPhrase *a = ab_spoken_grammar_phrase (g, i);
      const AbSpokenPhrase *b = ab_spoken_grammar_phrase (copy, i);

      assert_ptr_not_equal (a, b);
      assert_string_equal (a->words, b->words);
      assert_int_equal (a->move, b->move);
      assert_int_equal (a->command, b->command);
      assert_int_equal (a->lang, b->lang);
    }
  ab_spoken_grammar_free (g);
  /* Still whole, and it grows as any grammar does. */
  assert_non_null (ab_spoken_grammar_lookup (copy, "eva vier"));
  ab_spoken_grammar_add (empty_copy, ab_spoken_grammar_phrase (copy, 0));
  assert_int_equal (ab_spoken_grammar_count (empty_copy), 1);
  assert_null (ab_spoken_grammar_copy (NULL));
  ab_spoken_grammar_free (copy);
  ab_spoken_grammar_free (empty);
  ab_spoken_grammar_free (empty_copy);
  ab_position_free (pos);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_start_position),
    cmocka_unit_test (test_special_moves),
    cmocka_unit_test (test_mate_words),
    cmocka_unit_test (test_commands),
    cmocka_unit_test (test_keys),
    cmocka_unit_test (test_random_positions),
    cmocka_unit_test (test_impossible),
    cmocka_unit_test (test_square_forms),
    cmocka_unit_test (test_add),
    cmocka_unit_test (test_copy),
    cmocka_unit_test (test_differ_in_one),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
