/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-pgn.c — PGN: tags, comments, annotation glyphs, variations, clocks,
 * results, other letters and long algebraic in the input, Chess960, broken
 * games and the reader going on after them, streaming in chunks, the SAN
 * fast path against the tolerant reader, and read → write → read. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ab-describe-pgn.h"
#include "ab-fen.h"
#include "ab-notation.h"
#include "ab-pgn-private.h"
#include "ab-pgn.h"
#include "ab-uci.h"

#define DUMP_MAX 4096

typedef struct
{
  char s[DUMP_MAX];
  size_t n;
} Str;

static void
add (Str *s, const char *fmt, ...)
{
  va_list ap;
  int k;

  va_start (ap, fmt);
  k = vsnprintf (s->s + s->n, sizeof s->s - s->n, fmt, ap);
  va_end (ap);
  if (k > 0)
    s->n += (size_t) k < sizeof s->s - s->n ? (size_t) k : sizeof s->s - s->n - 1;
}

/* The move tree in one line: SAN, $n, clk=ms, emt=ms, {after}, [before], (variations). */
static void
dump_line (const AbPgnGame *g, const AbPosition *start, uint32_t first, Str *s)
{
  AbPosition *pos = ab_position_copy (start);

  for (uint32_t i = first; i != AB_PGN_NONE; i = g->moves[i].next)
    {
      const AbPgnMove *m = &g->moves[i];
      char san[AB_NOTATION_MAX];
      AbUndo undo;

      if (i != first)
        add (s, " ");
      if (m->comment_before != AB_PGN_NONE)
        add (s, "[%s] ", g->text + m->comment_before);
      ab_move_to_san (pos, m->move, &ab_san_style_pgn, san, sizeof san);
      add (s, "%s", san);
      for (int k = 0; k < m->n_nags; k++)
        add (s, " $%d", m->nags[k]);
      if (m->clock_ms >= 0)
        add (s, " clk=%d", m->clock_ms);
      if (m->emt_ms >= 0)
        add (s, " emt=%d", m->emt_ms);
      if (m->comment_after != AB_PGN_NONE)
        add (s, " {%s}", g->text + m->comment_after);
      for (uint32_t v = m->variations; v != AB_PGN_NONE; v = g->moves[v].next_variation)
        {
          add (s, " (");
          dump_line (g, pos, v, s);
          add (s, ")");
        }
      ab_position_make (pos, m->move, &undo);
    }
  ab_position_free (pos);
}

static void
dump (const AbPgnGame *g, Str *s)
{
  AbPosition *pos = ab_position_new ();

  s->n = 0;
  s->s[0] = '\0';
  ab_pgn_game_start_position (g, pos);
  dump_line (g, pos, g->first, s);
  if (g->comment != AB_PGN_NONE)
    add (s, "{%s}", g->text + g->comment);
  add (s, " | %s", ab_pgn_result_string (g->result));
  ab_position_free (pos);
}

/* Reads exactly one game from text; returns its status. */
static AbPgnReadStatus
read_one (const char *text, AbPgnGame *g, AbPgnError *e)
{
  AbPgnReader *r = ab_pgn_reader_new ();
  AbPgnReadStatus st;
  AbPgnGame rest;
  AbPgnError rest_error;

  ab_pgn_reader_input (r, text, strlen (text), true);
  st = ab_pgn_reader_next (r, g, e);
  ab_pgn_game_init (&rest);
  if (st == AB_PGN_READ_GAME)
    assert_int_equal (ab_pgn_reader_next (r, &rest, &rest_error), AB_PGN_READ_END);
  ab_pgn_game_clear (&rest);
  ab_pgn_reader_free (r);
  return st;
}

static void
expect_game (const char *text, const char *expected)
{
  AbPgnGame g;
  AbPgnError e;
  Str s;
  AbPgnReadStatus st;
  char msg[AB_DESCRIBE_MAX];

  ab_pgn_game_init (&g);
  st = read_one (text, &g, &e);
  if (st != AB_PGN_READ_GAME)
    {
      ab_describe_pgn_error (&e, msg, sizeof msg);
      fail_msg ("%s\n→ line %zu: %s", text, e.line, msg);
    }
  dump (&g, &s);
  if (strcmp (s.s, expected) != 0)
    fail_msg ("%s\n→ %s\nexpected %s", text, s.s, expected);
  ab_pgn_game_clear (&g);
}

static const struct
{
  const char *pgn, *tree;
} read_cases[] = {
  { "1. e4 e5 2. Nf3 *", "e4 e5 Nf3 | *" },
  /* comments before, after, joined, on several lines, and ; to the line's end */
  { "{Start} 1. e4 {good} e5 {reply}\n{more\n  text} 2. Nf3 *",
    "[Start] e4 {good} e5 {reply more text} Nf3 | *" },
  { "1. e4 ; king's pawn\ne5 *", "e4 {king's pawn} e5 | *" },
  { "1. e4 ; {braces} stay apart\ne5 *", "e4 {{braces) stay apart} e5 | *" },
  /* annotation glyphs: $n and the six suffixes */
  { "1. e4! e5? 2. Nf3!! Nc6?? 3. Bb5!? a6?! 4. Ba4 $14 $32 ! *",
    "e4 $1 e5 $2 Nf3 $3 Nc6 $4 Bb5 $5 a6 $6 Ba4 $14 $32 $1 | *" },
  /* variations kept as a tree, nested, several to one move */
  { "1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Nc6) d6) (1... e6) 2. Nf3 *",
    "e4 e5 (c5 Nf3 (Nc3 Nc6) d6) (e6) Nf3 | *" },
  { "1. d4 ({Or} 1. e4 {best} e5 (1... c5 {Sicilian})) 1... d5 *",
    "d4 ([Or] e4 {best} e5 (c5 {Sicilian})) d5 | *" },
  /* a comment after a variation waits for the next move */
  { "1. e4 {main} (1. d4) {after the variation} 1... e5 *",
    "e4 {main} (d4) [after the variation] e5 | *" },
  /* clocks and move times, taken out of the comment text */
  { "1. e4 {[%clk 1:29:56]} e5 {[%clk 1:29:50] [%emt 0:00:10]} 2. Nf3 { [%clk 1:29:00.5] fine } *",
    "e4 clk=5396000 e5 clk=5390000 emt=10000 Nf3 clk=5340500 {fine} | *" },
  { "1. e4 {[%eval 0.3] [%clk 0:03:00]} *", "e4 clk=180000 {[%eval 0.3]} | *" },
  { "1. e4 {[%clk 1:75:00]} *", "e4 {[%clk 1:75:00]} | *" },
  /* Dutch and German letters, long algebraic, UCI, 0-0 */
  { "1. e4 e5 2. Pf3 Pc6 3. Lb5 a6 4. La4 Pf6 5. 0-0 Le7 6. Te1 *",
    "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 | *" },
  { "1. e4 e5 2. Sf3 Sc6 3. Lc4 Lc5 4. 0-0 Sf6 5. De2 d6 6. Td1 *",
    "e4 e5 Nf3 Nc6 Bc4 Bc5 O-O Nf6 Qe2 d6 Rd1 | *" },
  { "1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 3. Bf1-b5 a7-a6 4. Bb5xc6 d7xc6 5. O-O *",
    "e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O | *" },
  { "1. e2e4 e7e5 2. g1f3 b8c6 3. f1c4 g8f6 4. e1g1 *", "e4 e5 Nf3 Nc6 Bc4 Nf6 O-O | *" },
  /* move numbers glued, repeated, enormous, and Black's "1..." */
  { "1.e4 e5 2.Nf3 2...Nc6 99999999999999999999999. Bb5 *", "e4 e5 Nf3 Nc6 Bb5 | *" },
  /* en passant with Appendix C's separate "e.p.", promotions */
  { "[FEN \"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1\"]\n\n1. exd6 e.p. Kd7 *", "exd6 Kd7 | *" },
  { "[FEN \"1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. a8=Q (1. axb8N Kd8) 1... Kd7 2. Qxb8 *",
    "a8=Q (axb8=N Kd8) Kd7 Qxb8 | *" },
  { "[FEN \"1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. axb8Q+ *", "axb8=Q+ | *" },
  /* a game of a comment only */
  { "{nothing happened} *", "{nothing happened} | *" },
  /* %-escaped lines are skipped */
  { "% a tool's note\n1. e4 *", "e4 | *" },
};

static void
test_read_movetext (void **state)
{
  for (size_t i = 0; i < sizeof read_cases / sizeof read_cases[0]; i++)
    expect_game (read_cases[i].pgn, read_cases[i].tree);
}

/* Tags keep their order and unescaped values; the roster check is a warning. */
static void
test_read_tags (void **state)
{
  const char *pgn = "[Event \"Tata \\\"Steel\\\"\"]\n[Site \"Wijk aan Zee\"]\n"
                    "[Date \"2024.01.13\"]\n[Round \"1\"]\n[White \"Gukesh D\"]\n"
                    "[Black \"Giri, Anish\"]\n[Result \"1/2-1/2\"]\n[WhiteElo \"2725\"]\n"
                    "[Annotator \"a\\\\b\"] [TimeControl \"40/5400+30:1800+30\"]\n\n"
                    "1. d4 Nf6 1/2-1/2\n";
  AbPgnGame g;
  AbPgnError e;

  ab_pgn_game_init (&g);
  assert_int_equal (read_one (pgn, &g, &e), AB_PGN_READ_GAME);
  assert_int_equal (g.n_tags, 10);
  assert_string_equal (g.text + g.tags[0].name, "Event");
  assert_string_equal (g.text + g.tags[0].value, "Tata \"Steel\"");
  assert_string_equal (g.text + g.tags[7].name, "WhiteElo");
  assert_string_equal (g.text + g.tags[9].name, "TimeControl");
  assert_string_equal (ab_pgn_game_tag (&g, "Annotator"), "a\\b");
  assert_string_equal (ab_pgn_game_tag (&g, "Black"), "Giri, Anish");
  assert_null (ab_pgn_game_tag (&g, "black"));
  assert_int_equal (g.missing_tags, 0);
  assert_int_equal (g.result, AB_PGN_RESULT_DRAW);
  assert_int_equal (g.line, 1);

  assert_int_equal (read_one ("[White \"A\"]\n[Black \"B\"]\n\n1. e4 *", &g, &e), AB_PGN_READ_GAME);
  assert_int_equal (g.missing_tags, AB_PGN_TAG_EVENT | AB_PGN_TAG_SITE | AB_PGN_TAG_DATE
                                        | AB_PGN_TAG_ROUND | AB_PGN_TAG_RESULT);
  ab_pgn_game_clear (&g);
}

static const struct
{
  const char *pgn;
  AbPgnResult result;
} result_cases[] = {
  { "[Result \"1-0\"]\n\n1. e4 1-0", AB_PGN_RESULT_WHITE_WINS },
  { "[Result \"0-1\"]\n\n1. e4 0-1", AB_PGN_RESULT_BLACK_WINS },
  { "1. e4 1/2-1/2", AB_PGN_RESULT_DRAW },
  { "[Result \"*\"]\n1. e4 *", AB_PGN_RESULT_UNKNOWN },
  /* checkmate and stalemate with the result they need, or * */
  { "1. f3 e5 2. g4 Qh4# 0-1", AB_PGN_RESULT_BLACK_WINS },
  { "1. f3 e5 2. g4 Qh4# *", AB_PGN_RESULT_UNKNOWN },
  { "[FEN \"7k/8/8/8/4Q3/8/8/6K1 w - - 0 1\"]\n1. Qg6 1/2-1/2", AB_PGN_RESULT_DRAW },
  /* a resignation in a lost position is nothing the board can contradict */
  { "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0", AB_PGN_RESULT_WHITE_WINS },
  { "1. e4 e5 0-1", AB_PGN_RESULT_BLACK_WINS },
};

static void
test_results (void **state)
{
  AbPgnGame g;
  AbPgnError e;

  ab_pgn_game_init (&g);
  for (size_t i = 0; i < sizeof result_cases / sizeof result_cases[0]; i++)
    {
      if (read_one (result_cases[i].pgn, &g, &e) != AB_PGN_READ_GAME)
        fail_msg ("%s: error %d", result_cases[i].pgn, e.code);
      assert_int_equal (g.result, result_cases[i].result);
    }
  ab_pgn_game_clear (&g);
}

/* Chess960: Variant tag spellings, X-FEN and Shredder-FEN castling, castling
 * onto the king's own square, and UCI castling written king-takes-rook. */
static void
test_chess960 (void **state)
{
  static const char *const games[] = {
    "[Variant \"Chess960\"]\n[FEN \"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1\"]\n\n"
    "1. O-O O-O 2. g3 g6 *",
    "[Variant \"chess 960\"]\n[SetUp \"1\"]\n"
    "[FEN \"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1\"]\n\n"
    "1. O-O O-O 2. g3 g6 *",
    "[Variant \"Fischerandom\"]\n"
    "[FEN \"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1\"]\n\n"
    "1. f1g1 f8g8 2. g3 g6 *",
  };
  AbPgnGame g;
  AbPgnError e;
  Str s;
  AbPgnOutput out = { 0 };

  ab_pgn_game_init (&g);
  for (size_t i = 0; i < sizeof games / sizeof games[0]; i++)
    {
      assert_int_equal (read_one (games[i], &g, &e), AB_PGN_READ_GAME);
      assert_true (g.chess960);
      assert_string_equal (g.start_fen, "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1");
      dump (&g, &s);
      assert_string_equal (s.s, "O-O O-O g3 g6 | *");
      out.len = 0;
      assert_true (ab_pgn_write_game (&g, AB_PGN_NOTATION_UCI, &out));
      assert_non_null (strstr (out.data, "1. f1g1 f8g8 2. g2g3 g7g6 *"));
    }
  /* the standard start played as Chess960: castling is king takes rook */
  assert_int_equal (read_one ("[Variant \"Chess960\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O *",
                              &g, &e),
                    AB_PGN_READ_GAME);
  out.len = 0;
  assert_true (ab_pgn_write_game (&g, AB_PGN_NOTATION_UCI, &out));
  assert_non_null (strstr (out.data, "4. e1h1 *"));
  ab_pgn_output_clear (&out);
  ab_pgn_game_clear (&g);
}

/* A broken game, the line the error is on, and the game after it. */
static const struct
{
  const char *pgn;
  AbPgnErrorCode code;
  size_t line;
  const char *token;
  const char *next; /* the next game's tree */
} broken_cases[] = {
  { "[Event \"a\"]\n\n1. e4 e5 2. Ke3 Nc6 *\n\n[Event \"b\"]\n\n1. d4 *", AB_PGN_ERROR_ILLEGAL_MOVE,
    3, "Ke3", "d4 | *" },
  { "1. e4 e5\n2. Nf3 Nf6 3. Nxe5 Nxe4 4. Qe2 Nf6 5. Nc6+ Ke8 *\n\n[Event \"b\"]\n1. d4 *",
    AB_PGN_ERROR_ILLEGAL_MOVE, 2, "Ke8", "d4 | *" },
  { "1. f3 e5 2. g4 Qh4# 3. a3 0-1\n[Event \"b\"]\n1. d4 *", AB_PGN_ERROR_ILLEGAL_MOVE, 1, "a3",
    "d4 | *" },
  { "[Event \"a\"]\n\n1. e4 @@ e5 *\n\n[Event \"b\"]\n\n1. d4 *", AB_PGN_ERROR_UNKNOWN_TOKEN, 3,
    "@@", "d4 | *" },
  { "1. e4 Zz9 *\n\n[Site \"b\"]\n\n1. d4 *", AB_PGN_ERROR_UNKNOWN_TOKEN, 1, "Zz9", "d4 | *" },
  { "[Event \"a\"]\n\n1. e4 {never\nclosed\n\n[Event \"b\"]\n\n1. d4 *",
    AB_PGN_ERROR_UNTERMINATED_COMMENT, 3, "{", "d4 | *" },
  { "[Event \"a\"]\n\n1. e4 (1. d4\nd5 *\n\n[Event \"b\"]\n\n1. c4 *",
    AB_PGN_ERROR_UNTERMINATED_VARIATION, 3, "(", "c4 | *" },
  { "1. e4 ) e5 *\n\n[Event \"b\"]\n1. d4 *", AB_PGN_ERROR_UNMATCHED_PARENTHESIS, 1, ")",
    "d4 | *" },
  { "( 1. e4 ) *\n\n[Event \"b\"]\n1. d4 *", AB_PGN_ERROR_VARIATION_WITHOUT_MOVE, 1, "(",
    "d4 | *" },
  { "1. e4 () e5 *\n\n[Event \"b\"]\n1. d4 *", AB_PGN_ERROR_EMPTY_VARIATION, 1, "()", "d4 | *" },
  { "[Event \"x]\n[Site \"y\"]\n\n1. e4 *\n\n[Event \"z\"]\n\n1. d4 *", AB_PGN_ERROR_BAD_TAG, 1,
    "[Event \"x]", "d4 | *" },
  { "[Event \"a\"]\n[Site]\n\n1. e4 *\n[Event \"z\"]\n1. d4 *", AB_PGN_ERROR_BAD_TAG, 2, "[Site]",
    "d4 | *" },
  { "1. e4 $256 *\n\n[Event \"b\"]\n1. d4 *", AB_PGN_ERROR_BAD_NAG, 1, "$256", "d4 | *" },
  { "1. e4 $ *\n\n[Event \"b\"]\n1. d4 *", AB_PGN_ERROR_BAD_NAG, 1, "$", "d4 | *" },
  { "$1 1. e4 *\n\n[Event \"b\"]\n1. d4 *", AB_PGN_ERROR_NAG_WITHOUT_MOVE, 1, "$1", "d4 | *" },
  { "1. e4 $1 $2 $3 $4 $5 $6 $7 *\n\n[Event \"b\"]\n1. d4 *", AB_PGN_ERROR_TOO_MANY_NAGS, 1, "$7",
    "d4 | *" },
  { "[Event \"a\"]\n\n1. e4 e5\n\n[Event \"b\"]\n\n1. d4 *", AB_PGN_ERROR_MISSING_RESULT, 3, "",
    "d4 | *" },
  { "[Result \"1-0\"]\n\n1. e4 e5 0-1\n\n[Event \"b\"]\n1. d4 *", AB_PGN_ERROR_RESULT_MISMATCH, 3,
    "", "d4 | *" },
  { "1. f3 e5 2. g4 Qh4# 1/2-1/2\n[Event \"b\"]\n1. d4 *", AB_PGN_ERROR_RESULT_AFTER_CHECKMATE, 1,
    "", "d4 | *" },
  { "1. f3 e5 2. g4\nQh4# 1-0\n[Event \"b\"]\n1. d4 *", AB_PGN_ERROR_RESULT_AFTER_CHECKMATE, 2, "",
    "d4 | *" },
  { "[FEN \"7k/8/8/8/4Q3/8/8/6K1 w - - 0 1\"]\n\n1. Qg6 1-0\n[Event \"b\"]\n1. d4 *",
    AB_PGN_ERROR_RESULT_AFTER_STALEMATE, 3, "", "d4 | *" },
  { "[Event \"a\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *\n\n[Event \"b\"]\n1. d4 *",
    AB_PGN_ERROR_BAD_FEN, 2, "8/8/8/8/8/8/8/8 w - - 0 1", "d4 | *" },
  { "[Event \"a\"]\n[SetUp \"1\"]\n\n1. e4 *\n\n[Event \"b\"]\n1. d4 *",
    AB_PGN_ERROR_SETUP_WITHOUT_FEN, 2, "", "d4 | *" },
  { "[Variant \"Crazyhouse\"]\n\n1. e4 *\n\n[Event \"b\"]\n1. d4 *",
    AB_PGN_ERROR_UNSUPPORTED_VARIANT, 1, "Crazyhouse", "d4 | *" },
};

static void
test_broken_games_continue (void **state)
{
  for (size_t i = 0; i < sizeof broken_cases / sizeof broken_cases[0]; i++)
    {
      const char *pgn = broken_cases[i].pgn;
      size_t len = strlen (pgn);
      AbPgnReader *r = ab_pgn_reader_new ();
      AbPgnGame g;
      AbPgnError e;
      Str s;

      ab_pgn_game_init (&g);
      ab_pgn_reader_input (r, pgn, len, true);
      if (ab_pgn_reader_next (r, &g, &e) != AB_PGN_READ_ERROR || e.code != broken_cases[i].code
          || e.line != broken_cases[i].line)
        fail_msg ("case %zu: code %d line %zu, expected %d line %zu", i, e.code, e.line,
                  broken_cases[i].code, broken_cases[i].line);
      assert_string_equal (e.token, broken_cases[i].token);
      assert_int_equal (ab_pgn_reader_next (r, &g, &e), AB_PGN_READ_GAME);
      dump (&g, &s);
      assert_string_equal (s.s, broken_cases[i].next);
      assert_int_equal (ab_pgn_reader_next (r, &g, &e), AB_PGN_READ_END);
      ab_pgn_game_clear (&g);
      ab_pgn_reader_free (r);
    }
}

/* What an illegal move's error keeps, and its sentence. */
static void
test_illegal_move_details (void **state)
{
  AbPgnGame g;
  AbPgnError e;
  char msg[AB_DESCRIBE_MAX];

  ab_pgn_game_init (&g);
  assert_int_equal (read_one ("1. e4 e5 2. Nf3 Nc6 3. Nd5 *", &g, &e), AB_PGN_READ_ERROR);
  assert_int_equal (e.code, AB_PGN_ERROR_ILLEGAL_MOVE);
  assert_int_equal (e.move_number, 3);
  assert_int_equal (e.side, AB_WHITE);
  assert_int_equal (e.move.code, AB_MOVE_ERROR_NO_PIECE);
  assert_string_equal (e.position,
                       "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
  ab_describe_pgn_error (&e, msg, sizeof msg);
  assert_non_null (strstr (msg, "3. Nd5: "));

  assert_int_equal (read_one ("1. e4 e5 2. Nf3 Ke6 *", &g, &e), AB_PGN_READ_ERROR);
  assert_int_equal (e.side, AB_BLACK);
  ab_describe_pgn_error (&e, msg, sizeof msg);
  assert_non_null (strstr (msg, "2... Ke6: "));
  ab_pgn_game_clear (&g);
}

/* A NUL byte is a character like any other that fits no token. */
static void
test_nul_byte (void **state)
{
  static const char pgn[] = "1. e4 e\0005 *\n\n[Site \"b\"]\n1. d4 *";
  AbPgnReader *r = ab_pgn_reader_new ();
  AbPgnGame g;
  AbPgnError e;

  ab_pgn_game_init (&g);
  ab_pgn_reader_input (r, pgn, sizeof pgn - 1, true);
  assert_int_equal (ab_pgn_reader_next (r, &g, &e), AB_PGN_READ_ERROR);
  assert_int_equal (e.code, AB_PGN_ERROR_UNKNOWN_TOKEN);
  assert_int_equal (e.line, 1);
  assert_string_equal (e.token, "e");
  assert_int_equal (ab_pgn_reader_next (r, &g, &e), AB_PGN_READ_GAME);
  assert_int_equal (ab_pgn_game_main_line_length (&g), 1);
  assert_int_equal (ab_pgn_reader_next (r, &g, &e), AB_PGN_READ_END);
  ab_pgn_game_clear (&g);
  ab_pgn_reader_free (r);
}

/* No input may crash or hang: nesting past the limit, a huge comment. */
static void
test_limits (void **state)
{
  size_t n = AB_PGN_MAX_DEPTH + 1, len = 0;
  char *pgn = malloc (n * 12 + 64);
  AbPgnGame g;
  AbPgnError e;

  len += (size_t) sprintf (pgn, "1. e4");
  for (size_t i = 0; i < n; i++)
    len += (size_t) sprintf (pgn + len, " (1. d4");
  sprintf (pgn + len, " *");
  ab_pgn_game_init (&g);
  assert_int_equal (read_one (pgn, &g, &e), AB_PGN_READ_ERROR);
  assert_int_equal (e.code, AB_PGN_ERROR_TOO_DEEP);
  free (pgn);

  pgn = malloc (1 << 20);
  memcpy (pgn, "1. e4 {", 7);
  memset (pgn + 7, 'x', (1 << 20) - 16);
  strcpy (pgn + (1 << 20) - 9, "} e5 *");
  assert_int_equal (read_one (pgn, &g, &e), AB_PGN_READ_GAME);
  assert_int_equal (strlen (g.text + g.moves[g.first].comment_after), (1 << 20) - 16);
  free (pgn);
  ab_pgn_game_clear (&g);
}

/* Comments joined may spell a clock command; the join reads as the joined
 * text would. */
static void
test_joined_comments (void **state)
{
  expect_game ("1. e4 {[%clk} {1:00:00]} e5 *", "e4 clk=3600000 e5 | *");
  expect_game ("1. e4 {note [%clk} {1:00:00] more} *", "e4 clk=3600000 {note more} | *");
  expect_game ("1. e4 {a [%emt 0:00:01]} {[%clk 0:01:00.999]} *", "e4 clk=60999 emt=1000 {a} | *");
  expect_game ("1. e4 {[%clk 0:01:00.1234]} *", "e4 {[%clk 0:01:00.1234]} | *");
  /* a comment after a line's last variation goes after its last move, and
   * is written there: its clock must read as that move's, as it will */
  expect_game ("1. e4 e5 2. Nf3 (2. f4 exf4) {[%clk 0:01:00]} *",
               "e4 e5 Nf3 clk=60000 (f4 exf4) | *");
  expect_game ("1. e4 (1. d4 d5 {x} (1... f5) {[%clk 0:00:05] y}) *",
               "e4 (d4 d5 clk=5000 {x y} (f5)) | *");
}

/* Inputs built to make work grow faster than their size: a move with a
 * hundred thousand comments, unclosed commands, variations with comments
 * between them. Meson's timeout fails the test if any of them is slow. */
static void
repeat_read (const char *head, const char *unit, const char *tail, size_t times, size_t moves)
{
  size_t hl = strlen (head), ul = strlen (unit), tl = strlen (tail), len = 0;
  char *pgn = malloc (hl + ul * times + tl + 1);
  AbPgnGame g;
  AbPgnError e;

  memcpy (pgn, head, hl);
  len = hl;
  for (size_t i = 0; i < times; i++, len += ul)
    memcpy (pgn + len, unit, ul);
  memcpy (pgn + len, tail, tl + 1);
  ab_pgn_game_init (&g);
  if (read_one (pgn, &g, &e) != AB_PGN_READ_GAME)
    fail_msg ("%s%s…: error %d on line %zu", head, unit, e.code, e.line);
  assert_int_equal (g.n_moves, moves);
  ab_pgn_game_clear (&g);
  free (pgn);
}

static void
test_no_quadratic_inputs (void **state)
{
  repeat_read ("1. e4 ", "{a} ", "*", 200000, 1);
  repeat_read ("1. e4 ", "{[%x} ", "*", 200000, 1);
  repeat_read ("1. e4 ", "{[%clk 1111111111111111111111111111111111111} ", "*", 50000, 1);
  repeat_read ("1. e4 ", "(1. d4 {x}) {y} ", "*", 100000, 100001);
  repeat_read ("1. e4 ", "$1 (1. d4) {y} ", "*", 5, 6);
  repeat_read ("", "1. Nf3 Nf6 2. Ng1 Ng8 ", "*", 50000, 200000);
}

/* A stream in chunks of any size reads as the whole buffer does. */
static const char stream_text[] =
  "[Event \"one\"]\n[Site \"s\"]\n\n1. e4 {[%clk 0:10:00]} e5 (1... c5 {Sicilian}) 2. Nf3 1-0\n\n"
  "[Event \"two\"]\n\n1. d4 Qxd4 *\n\n"
  "[Event \"three\"]\n\n1. c4 {open\n\n[Event \"four\"]\n\n1. Nf3 d5 $1 2. g3 1/2-1/2\n"
  "; a comment\n[Event \"five\"]\n1. e4 e5\n";

typedef struct
{
  AbPgnReadStatus status;
  AbPgnErrorCode code;
  size_t line;
  char tree[DUMP_MAX];
} Seen;

static int
read_stream (size_t chunk, Seen *seen, int max)
{
  AbPgnReader *r = ab_pgn_reader_new ();
  AbPgnGame g;
  size_t total = sizeof stream_text - 1, fed = 0, len = 0;
  char *buf = malloc (total + 1);
  int n = 0;

  ab_pgn_game_init (&g);
  for (;;)
    {
      AbPgnError e;
      AbPgnReadStatus st;
      size_t add_n = chunk < total - fed ? chunk : total - fed, done;

      memcpy (buf + len, stream_text + fed, add_n);
      fed += add_n;
      len += add_n;
      ab_pgn_reader_input (r, buf, len, fed == total);
      while ((st = ab_pgn_reader_next (r, &g, &e)) == AB_PGN_READ_GAME || st == AB_PGN_READ_ERROR)
        {
          Str s;

          assert_true (n < max);
          dump (&g, &s);
          seen[n].status = st;
          seen[n].code = e.code;
          seen[n].line = e.line;
          snprintf (seen[n].tree, sizeof seen[n].tree, "%s", s.s);
          n++;
        }
      if (st == AB_PGN_READ_END)
        break;
      done = ab_pgn_reader_consumed (r);
      memmove (buf, buf + done, len - done);
      len -= done;
    }
  free (buf);
  ab_pgn_game_clear (&g);
  ab_pgn_reader_free (r);
  return n;
}

static void
test_streaming_in_chunks (void **state)
{
  Seen whole[8], part[8];
  int n = read_stream (sizeof stream_text, whole, 8);

  assert_int_equal (n, 5);
  assert_int_equal (whole[0].status, AB_PGN_READ_GAME);
  assert_string_equal (whole[0].tree, "e4 clk=600000 e5 (c5 {Sicilian}) Nf3 | 1-0");
  assert_int_equal (whole[1].code, AB_PGN_ERROR_ILLEGAL_MOVE);
  assert_int_equal (whole[1].line, 8);
  assert_int_equal (whole[2].code, AB_PGN_ERROR_UNTERMINATED_COMMENT);
  assert_int_equal (whole[2].line, 12);
  assert_string_equal (whole[3].tree, "Nf3 d5 $1 g3 | 1/2-1/2");
  assert_int_equal (whole[4].code, AB_PGN_ERROR_MISSING_RESULT);
  assert_int_equal (whole[4].line, 19);
  for (size_t chunk = 1; chunk < 40; chunk++)
    {
      assert_int_equal (read_stream (chunk, part, 8), n);
      for (int i = 0; i < n; i++)
        {
          assert_int_equal (part[i].status, whole[i].status);
          assert_int_equal (part[i].code, whole[i].code);
          assert_int_equal (part[i].line, whole[i].line);
          assert_string_equal (part[i].tree, whole[i].tree);
        }
    }
}

/* The fast path gives what the tolerant reader gives, on every legal move of
 * positions from seeded random games, and on bent forms of their SAN. */
static void
check_token (const AbPosition *pos, const char *tok)
{
  AbMove fast = _ab_pgn_san_fast (pos, tok, strlen (tok));
  AbMove slow = ab_move_parse (pos, tok, NULL);

  if (fast != AB_MOVE_NONE && fast != slow)
    {
      char fen[AB_FEN_MAX];

      ab_position_get_fen (pos, AB_FEN_CASTLING_AUTO, fen, sizeof fen);
      fail_msg ("%s in %s: fast %04x, tolerant %04x", tok, fen, fast, slow);
    }
}

static void
test_san_fast_path_matches_reader (void **state)
{
  static const char *const starts[] = {
    AB_START_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1",
    "8/2P5/8/8/8/6k1/1p4P1/4K2R w K - 0 1",
    "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
    "3q2k1/8/8/8/1B3B2/2N1N3/8/Q3K2Q w - - 0 1",
  };
  uint64_t seed = 0x9E3779B97F4A7C15ULL;
  long fast_hits = 0, checked = 0;
  AbPosition *pos = ab_position_new ();

  for (size_t s = 0; s < sizeof starts / sizeof starts[0]; s++)
    for (int game = 0; game < 25; game++)
      {
        assert_true (ab_position_set_fen (pos, starts[s], NULL));
        for (int ply = 0; ply < 120; ply++)
          {
            AbMoveList list;
            AbUndo undo;

            ab_position_legal_moves (pos, &list);
            if (list.count == 0)
              break;
            for (int i = 0; i < list.count; i++)
              {
                char san[AB_NOTATION_MAX], bent[AB_NOTATION_MAX + 4];
                size_t n;

                ab_move_to_san (pos, list.moves[i], &ab_san_style_pgn, san, sizeof san);
                n = strlen (san);
                /* en passant is left to the tolerant reader */
                if (_ab_pgn_san_fast (pos, san, n) == list.moves[i])
                  fast_hits++;
                else if (ab_move_kind (list.moves[i]) != AB_MOVE_EN_PASSANT)
                  fail_msg ("fast path missed %s", san);
                else
                  checked--;
                check_token (pos, san);
                checked++;
                /* without x, lower-case letter, without =, with a from-square */
                for (size_t k = 0, j = 0; k <= n; k++)
                  if (san[k] != 'x')
                    bent[j++] = san[k];
                check_token (pos, bent);
                snprintf (bent, sizeof bent, "%s", san);
                bent[0] = (char) (bent[0] | 0x20);
                check_token (pos, bent);
                for (size_t k = 0, j = 0; k <= n; k++)
                  if (san[k] != '=')
                    bent[j++] = san[k];
                check_token (pos, bent);
                if (san[0] >= 'A' && san[0] <= 'Z' && san[0] != 'O')
                  {
                    AbSquare from = ab_move_from (list.moves[i]);

                    snprintf (bent, sizeof bent, "%c%c%c%s", san[0], 'a' + from % 8, '1' + from / 8,
                              san + 1);
                    check_token (pos, bent);
                  }
                /* one character changed */
                seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
                snprintf (bent, sizeof bent, "%s", san);
                bent[(seed >> 33) % n] = "abcdefgh12345678xX=+#KQRBNPO0-"[(seed >> 40) % 31];
                check_token (pos, bent);
              }
            seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
            ab_position_make (pos, list.moves[(seed >> 33) % (uint64_t) list.count], &undo);
          }
      }
  assert_int_equal (fast_hits, checked);
  assert_true (checked > 10000);
  ab_position_free (pos);
}

/* Read → write (each notation) → read gives the same games. */
static const char *const round_trip_games[] = {
  "[Event \"Casual Game\"]\n[Site \"London ENG\"]\n[Date \"1851.06.21\"]\n[Round \"?\"]\n"
  "[White \"Anderssen, Adolf\"]\n[Black \"Kieseritzky, Lionel\"]\n[Result \"1-0\"]\n"
  "[ECO \"C33\"]\n\n"
  "1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ 4. Kf1 b5 5. Bxb5 Nf6 6. Nf3 Qh6 7. d3 Nh5 8. Nh4 Qg5\n"
  "9. Nf5 c6 10. g4 Nf6 11. Rg1 cxb5 12. h4 Qg6 13. h5 Qg5 14. Qf3 Ng8 15. Bxf4 Qf6\n"
  "16. Nc3 Bc5 17. Nd5 Qxb2 18. Bd6 Bxg1 {It is a sacrifice} 19. e5 Qxa1+ 20. Ke2 Na6\n"
  "21. Nxg7+ Kd8 22. Qf6+ Nxf6 23. Be7# 1-0\n",
  "[Event \"Annotated\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"A\"]\n"
  "[Black \"B\"]\n[Result \"*\"]\n[Annotator \"Someone \\\"quoted\\\"\"]\n\n"
  "{A long introduction that will certainly not fit on a single line of eighty characters, "
  "so the writer has to wrap it.} 1. e4 $1 {[%clk 1:30:00]} e5 {[%clk 1:29:58] [%emt 0:00:02]} "
  "(1... c5 {[%clk 1:29:00]} 2. Nf3 (2. Nc3 {closed}) d6 $14) (1... e6) "
  "{between} (1... c6) 2. Nf3 {[%clk 1:29:30.25]} Nc6 3. Bb5 a6 *\n",
  "[Event \"960\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"A\"]\n"
  "[Black \"B\"]\n[Result \"1/2-1/2\"]\n[Variant \"Chess960\"]\n"
  "[FEN \"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1\"]\n[SetUp \"1\"]\n\n"
  "1. O-O O-O 2. g3 g6 3. b3 b6 4. Bxh8 Kxh8 1/2-1/2\n",
  "[Event \"Promotion\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"A\"]\n"
  "[Black \"B\"]\n[Result \"1-0\"]\n[FEN \"1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n"
  "1. axb8=N Kd8 (1... Ke7 2. Nc6+) 2. Kd2 1-0\n",
};

static void
test_round_trip (void **state)
{
  static const AbPgnNotation notations[] = {
    AB_PGN_NOTATION_SAN, AB_PGN_NOTATION_SAN_NL, AB_PGN_NOTATION_SAN_DE, AB_PGN_NOTATION_UCI,
  };
  AbPgnGame a, b;
  AbPgnError e;
  AbPgnOutput out = { 0 };

  ab_pgn_game_init (&a);
  ab_pgn_game_init (&b);
  for (size_t i = 0; i < sizeof round_trip_games / sizeof round_trip_games[0]; i++)
    for (size_t k = 0; k < sizeof notations / sizeof notations[0]; k++)
      {
        Str sa, sb;

        assert_int_equal (read_one (round_trip_games[i], &a, &e), AB_PGN_READ_GAME);
        out.len = 0;
        assert_true (ab_pgn_write_game (&a, notations[k], &out));
        if (read_one (out.data, &b, &e) != AB_PGN_READ_GAME)
          fail_msg ("re-reading failed (line %zu, code %d):\n%s", e.line, e.code, out.data);
        dump (&a, &sa);
        dump (&b, &sb);
        assert_string_equal (sa.s, sb.s);
        assert_int_equal (a.n_tags, b.n_tags);
        for (size_t t = 0; t < a.n_tags; t++)
          assert_string_equal (ab_pgn_game_tag (&b, a.text + a.tags[t].name),
                               a.text + a.tags[t].value);
        assert_string_equal (a.start_fen, b.start_fen);
        assert_int_equal (a.chess960, b.chess960);
        /* and lines of at most 80 characters */
        for (const char *line = out.data; *line;)
          {
            const char *nl = strchr (line, '\n');

            assert_true (nl - line <= AB_PGN_LINE_MAX);
            line = nl + 1;
          }
      }
  ab_pgn_output_clear (&out);
  ab_pgn_game_clear (&a);
  ab_pgn_game_clear (&b);
}

/* Export: the roster first and in order, the clock after each move, the
 * chosen letters. */
static void
test_write_export_format (void **state)
{
  AbPgnGame g;
  AbPosition *pos = ab_position_new ();
  AbPgnOutput out = { 0 };
  uint32_t e4, e5, d4, nf3;
  const char *expect_san =
    "[Event \"Club\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"W\"]\n"
    "[Black \"?\"]\n[Result \"1-0\"]\n[TimeControl \"5400+30\"]\n\n"
    "1. e4 {[%clk 1:29:56]} (1. d4 $1 {queen's pawn}) 1... e5 {[%clk 1:29:50]} 2. Nf3\n"
    "{[%clk 1:29:00.5]} 1-0\n\n";

  ab_pgn_game_init (&g);
  assert_true (ab_pgn_game_set_tag (&g, "TimeControl", "5400+30"));
  assert_true (ab_pgn_game_set_tag (&g, "White", "W"));
  assert_true (ab_pgn_game_set_tag (&g, "Event", "Club"));
  e4 = ab_pgn_game_add_move (&g, AB_PGN_NONE, ab_move_from_uci (pos, "e2e4"));
  d4 = ab_pgn_game_add_move (&g, AB_PGN_NONE, ab_move_from_uci (pos, "d2d4"));
  ab_position_make (pos, g.moves[e4].move, &(AbUndo) { 0 });
  e5 = ab_pgn_game_add_move (&g, e4, ab_move_from_uci (pos, "e7e5"));
  ab_position_make (pos, g.moves[e5].move, &(AbUndo) { 0 });
  nf3 = ab_pgn_game_add_move (&g, e5, ab_move_from_uci (pos, "g1f3"));
  g.moves[e4].clock_ms = 5396000;
  g.moves[e5].clock_ms = 5390000;
  g.moves[nf3].clock_ms = 5340500;
  assert_true (ab_pgn_game_add_nag (&g, d4, 1));
  assert_true (ab_pgn_game_set_comment (&g, d4, false, "queen's pawn"));
  g.result = AB_PGN_RESULT_WHITE_WINS;
  assert_int_equal (g.moves[e4].variations, d4);
  assert_int_equal (ab_pgn_game_main_line_length (&g), 3);

  assert_true (ab_pgn_write_game (&g, AB_PGN_NOTATION_SAN, &out));
  assert_string_equal (out.data, expect_san);
  out.len = 0;
  assert_true (ab_pgn_write_game (&g, AB_PGN_NOTATION_SAN_NL, &out));
  assert_non_null (strstr (out.data, "2. Pf3\n"));
  out.len = 0;
  assert_true (ab_pgn_write_game (&g, AB_PGN_NOTATION_SAN_DE, &out));
  assert_non_null (strstr (out.data, "2. Sf3\n"));
  out.len = 0;
  assert_true (ab_pgn_write_game (&g, AB_PGN_NOTATION_UCI, &out));
  assert_non_null (strstr (out.data, "1. e2e4 {[%clk 1:29:56]} (1. d2d4 $1"));

  /* an illegal move is refused and nothing is written */
  g.moves[nf3].move
    = ab_move_make (AB_SQUARE (0, 0), AB_SQUARE (0, 5), AB_MOVE_NORMAL, AB_NO_PIECE_TYPE);
  out.len = 0;
  assert_false (ab_pgn_write_game (&g, AB_PGN_NOTATION_SAN, &out));
  assert_int_equal (out.len, 0);

  ab_pgn_output_clear (&out);
  ab_pgn_game_clear (&g);
  ab_position_free (pos);
}

static void
test_time_format (void **state)
{
  static const struct
  {
    const char *text;
    int32_t ms;
    const char *written;
  } cases[] = {
    { "1:29:56", 5396000, "1:29:56" },  { "0:00:05.3", 5300, "0:00:05.3" },
    { "0:00:05.25", 5250, "0:00:05.25" }, { "10:00", 600000, "0:10:00" },
    { "100:00:00", 360000000, "100:00:00" }, { "1:60:00", -1, NULL },
    { "1:2", 62000, "0:01:02" },         { "", -1, NULL },
    { "abc", -1, NULL },                 { "99999999:00:00", -1, NULL },
  };

  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      char buf[24];
      int32_t ms = _ab_pgn_parse_time (cases[i].text, strlen (cases[i].text));

      assert_int_equal (ms, cases[i].ms);
      if (cases[i].written)
        {
          _ab_pgn_format_time (ms, buf);
          assert_string_equal (buf, cases[i].written);
        }
    }
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_read_movetext),
    cmocka_unit_test (test_read_tags),
    cmocka_unit_test (test_results),
    cmocka_unit_test (test_chess960),
    cmocka_unit_test (test_broken_games_continue),
    cmocka_unit_test (test_illegal_move_details),
    cmocka_unit_test (test_nul_byte),
    cmocka_unit_test (test_limits),
    cmocka_unit_test (test_joined_comments),
    cmocka_unit_test (test_no_quadratic_inputs),
    cmocka_unit_test (test_streaming_in_chunks),
    cmocka_unit_test (test_san_fast_path_matches_reader),
    cmocka_unit_test (test_round_trip),
    cmocka_unit_test (test_write_export_format),
    cmocka_unit_test (test_time_format),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
