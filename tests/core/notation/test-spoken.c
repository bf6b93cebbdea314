/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-spoken.c — spoken notation (FIDE Laws, Appendix D.2.1): the words,
 * announcements in German, Dutch and English in both styles, reading typed
 * spoken moves back, the reasons for bad input, and a write → read round
 * trip over every legal move of a few hundred positions. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ab-fen.h"
#include "ab-spoken.h"
#include "ab-uci.h"

static AbPosition *
position_from_fen (const char *fen)
{
  AbPosition *pos = ab_position_new ();
  AbFenError err;

  if (!ab_position_set_fen (pos, fen, &err))
    fail_msg ("bad test FEN: %s", fen);
  return pos;
}

static AbMove
uci_move (const AbPosition *pos, const char *uci)
{
  AbMove m = ab_move_from_uci (pos, uci);

  if (m == AB_MOVE_NONE)
    fail_msg ("%s is not legal in the test position", uci);
  return m;
}

static void
check_uci (const AbPosition *pos, AbMove m, const char *expected, const char *text)
{
  char uci[AB_UCI_MAX];

  if (m == AB_MOVE_NONE)
    fail_msg ("\"%s\" was not read (expected %s)", text, expected);
  ab_move_to_uci (pos, m, uci);
  if (strcmp (uci, expected) != 0)
    fail_msg ("\"%s\" read as %s, expected %s", text, uci, expected);
}

/* D.2.1: the names of files, ranks, pieces and castling as the Appendix
 * lists them, and the Dutch and English words of the same table. */
static void
test_d_2_1_words (void **state)
{
  static const char *const files[8] = { "Anna", "Bella", "Cesar", "David",
                                        "Eva",  "Felix", "Gustav", "Hector" };
  static const char *const ranks[3][8] = {
    { "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht" },
    { "een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht" },
    { "one", "two", "three", "four", "five", "six", "seven", "eight" },
  };
  static const char *const pieces[3][6] = {
    { "Bauer", "Springer", "Läufer", "Turm", "Dame", "König" },
    { "Pion", "Paard", "Loper", "Toren", "Dame", "Koning" },
    { "Pawn", "Knight", "Bishop", "Rook", "Queen", "King" },
  };
  static const char *const castling[3][2] = {
    { "Kurze Rochade", "Lange Rochade" },
    { "korte rokade", "lange rokade" },
    { "short castling", "long castling" },
  };
  static const char *const words[3][4] = {
    { "schlägt", "Schach", "Schachmatt", "en passant" },
    { "slaat", "schaak", "schaakmat", "en passant" },
    { "takes", "check", "checkmate", "en passant" },
  };
  char buf[AB_SPOKEN_MAX];

  for (int f = 0; f < 8; f++)
    assert_string_equal (ab_spoken_file (f), files[f]);
  for (int lang = AB_LANG_DE; lang <= AB_LANG_EN; lang++)
    {
      for (int r = 0; r < 8; r++)
        assert_string_equal (ab_spoken_rank ((AbLanguage) lang, r), ranks[lang][r]);
      for (int p = AB_PAWN; p <= AB_KING; p++)
        assert_string_equal (ab_spoken_piece ((AbLanguage) lang, (AbPieceType) p),
                             pieces[lang][p - 1]);
      assert_string_equal (ab_spoken_castling ((AbLanguage) lang, false), castling[lang][0]);
      assert_string_equal (ab_spoken_castling ((AbLanguage) lang, true), castling[lang][1]);
      for (int w = AB_SPOKEN_WORD_CAPTURE; w <= AB_SPOKEN_WORD_EN_PASSANT; w++)
        assert_string_equal (ab_spoken_word ((AbLanguage) lang, (AbSpokenWord) w), words[lang][w]);
    }
  assert_int_equal (ab_spoken_square (AB_LANG_DE, AB_SQUARE (5, 4), buf, sizeof buf),
                    strlen ("Felix fünf"));
  assert_string_equal (buf, "Felix fünf");
  ab_spoken_square (AB_LANG_EN, AB_SQUARE (2, 7), buf, sizeof buf);
  assert_string_equal (buf, "Cesar eight");
  /* Out of range: empty words, never a crash. */
  assert_string_equal (ab_spoken_file (8), "");
  assert_string_equal (ab_spoken_file (-1), "");
  assert_string_equal (ab_spoken_rank (AB_LANG_DE, 8), "");
  assert_string_equal (ab_spoken_piece (AB_LANG_DE, AB_NO_PIECE_TYPE), "");
  assert_string_equal (ab_spoken_rank ((AbLanguage) 7, 0), "eins");
}

#define START AB_START_FEN
#define DISAMBIG_FILE "4k3/8/8/8/8/2N5/8/4K1N1 w - - 0 1"
#define DISAMBIG_RANK "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1"
#define DISAMBIG_BOTH "8/8/1k6/8/4Q2Q/8/8/K6Q w - - 0 1"
#define PAWN_CAPTURE "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
#define EN_PASSANT "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
#define PROMOTION "3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1"
#define CASTLING "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
#define CASTLING_CHECK "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1"
#define CASTLING_960 "rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1"
#define CHECK "rnbqkbnr/ppppp1pp/5p2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
#define MATE "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2"
#define PIECE_CAPTURE "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
#define BLACK_PROMOTION "4k3/8/8/8/8/8/p7/1R2K3 b - - 0 1"

static const struct
{
  const char *fen;
  const char *uci;
  AbSpokenStyle style;
  const char *text[3]; /* de, nl, en */
} announcements[] = {
  { START, "g1f3", AB_SPOKEN_SHORT,
    { "Springer Felix drei", "Paard Felix drie", "Knight Felix three" } },
  { START, "g1f3", AB_SPOKEN_LONG,
    { "Springer Gustav eins Felix drei", "Paard Gustav een Felix drie",
      "Knight Gustav one Felix three" } },
  { START, "e2e4", AB_SPOKEN_SHORT, { "Eva vier", "Eva vier", "Eva four" } },
  { START, "e2e4", AB_SPOKEN_LONG,
    { "Eva zwei Eva vier", "Eva twee Eva vier", "Eva two Eva four" } },
  { START, "b1c3", AB_SPOKEN_SHORT,
    { "Springer Cesar drei", "Paard Cesar drie", "Knight Cesar three" } },
  /* C.10 disambiguation: file first, then rank, then both. */
  { DISAMBIG_FILE, "c3e2", AB_SPOKEN_SHORT,
    { "Springer Cesar Eva zwei", "Paard Cesar Eva twee", "Knight Cesar Eva two" } },
  { DISAMBIG_FILE, "g1e2", AB_SPOKEN_LONG,
    { "Springer Gustav eins Eva zwei", "Paard Gustav een Eva twee", "Knight Gustav one Eva two" } },
  { DISAMBIG_RANK, "a1a3", AB_SPOKEN_SHORT,
    { "Turm eins Anna drei", "Toren een Anna drie", "Rook one Anna three" } },
  { DISAMBIG_RANK, "a5a3", AB_SPOKEN_SHORT,
    { "Turm fünf Anna drei", "Toren vijf Anna drie", "Rook five Anna three" } },
  { DISAMBIG_RANK, "a1a3", AB_SPOKEN_LONG,
    { "Turm Anna eins Anna drei", "Toren Anna een Anna drie", "Rook Anna one Anna three" } },
  { DISAMBIG_BOTH, "h4e1", AB_SPOKEN_SHORT,
    { "Dame Hector vier Eva eins", "Dame Hector vier Eva een", "Queen Hector four Eva one" } },
  { DISAMBIG_BOTH, "h1e1", AB_SPOKEN_SHORT,
    { "Dame eins Eva eins", "Dame een Eva een", "Queen one Eva one" } },
  { DISAMBIG_BOTH, "e4e1", AB_SPOKEN_SHORT,
    { "Dame Eva Eva eins", "Dame Eva Eva een", "Queen Eva Eva one" } },
  /* The king never needs one, and a move without a rival has none. */
  { DISAMBIG_BOTH, "a1b2", AB_SPOKEN_SHORT,
    { "König Bella zwei", "Koning Bella twee", "King Bella two" } },
  { DISAMBIG_BOTH, "h4h5", AB_SPOKEN_SHORT,
    { "Dame Hector fünf", "Dame Hector vijf", "Queen Hector five" } },
  { PAWN_CAPTURE, "e4d5", AB_SPOKEN_SHORT,
    { "Eva schlägt David fünf", "Eva slaat David vijf", "Eva takes David five" } },
  { PAWN_CAPTURE, "e4d5", AB_SPOKEN_LONG,
    { "Eva vier schlägt David fünf", "Eva vier slaat David vijf", "Eva four takes David five" } },
  { PIECE_CAPTURE, "f3e5", AB_SPOKEN_SHORT,
    { "Springer schlägt Eva fünf", "Paard slaat Eva vijf", "Knight takes Eva five" } },
  { PIECE_CAPTURE, "f3e5", AB_SPOKEN_LONG,
    { "Springer Felix drei schlägt Eva fünf", "Paard Felix drie slaat Eva vijf",
      "Knight Felix three takes Eva five" } },
  { EN_PASSANT, "e5f6", AB_SPOKEN_SHORT,
    { "Eva schlägt Felix sechs en passant", "Eva slaat Felix zes en passant",
      "Eva takes Felix six en passant" } },
  { EN_PASSANT, "e5f6", AB_SPOKEN_LONG,
    { "Eva fünf schlägt Felix sechs en passant", "Eva vijf slaat Felix zes en passant",
      "Eva five takes Felix six en passant" } },
  /* D.2.1: a promotion names the chosen piece, after the square. */
  { PROMOTION, "e7e8n", AB_SPOKEN_SHORT,
    { "Eva acht Springer", "Eva acht Paard", "Eva eight Knight" } },
  { PROMOTION, "e7e8q", AB_SPOKEN_SHORT,
    { "Eva acht Dame Schach", "Eva acht Dame schaak", "Eva eight Queen check" } },
  { PROMOTION, "e7d8q", AB_SPOKEN_SHORT,
    { "Eva schlägt David acht Dame Schach", "Eva slaat David acht Dame schaak",
      "Eva takes David eight Queen check" } },
  { PROMOTION, "e7d8b", AB_SPOKEN_LONG,
    { "Eva sieben schlägt David acht Läufer", "Eva zeven slaat David acht Loper",
      "Eva seven takes David eight Bishop" } },
  { BLACK_PROMOTION, "a2b1r", AB_SPOKEN_SHORT,
    { "Anna schlägt Bella eins Turm Schach", "Anna slaat Bella een Toren schaak",
      "Anna takes Bella one Rook check" } },
  { CASTLING, "e1g1", AB_SPOKEN_SHORT, { "Kurze Rochade", "korte rokade", "short castling" } },
  { CASTLING, "e1c1", AB_SPOKEN_SHORT, { "Lange Rochade", "lange rokade", "long castling" } },
  { CASTLING, "e1g1", AB_SPOKEN_LONG, { "Kurze Rochade", "korte rokade", "short castling" } },
  { CASTLING_CHECK, "e1c1", AB_SPOKEN_SHORT,
    { "Lange Rochade Schach", "lange rokade schaak", "long castling check" } },
  /* Chess960: the king b1 castles with the rook a1 (long) or h1 (short). */
  { CASTLING_960, "b1a1", AB_SPOKEN_SHORT, { "Lange Rochade", "lange rokade", "long castling" } },
  { CASTLING_960, "b1h1", AB_SPOKEN_LONG, { "Kurze Rochade", "korte rokade", "short castling" } },
  { CHECK, "d1h5", AB_SPOKEN_SHORT,
    { "Dame Hector fünf Schach", "Dame Hector vijf schaak", "Queen Hector five check" } },
  { MATE, "d8h4", AB_SPOKEN_SHORT,
    { "Dame Hector vier Schachmatt", "Dame Hector vier schaakmat",
      "Queen Hector four checkmate" } },
  { MATE, "d8h4", AB_SPOKEN_LONG,
    { "Dame David acht Hector vier Schachmatt", "Dame David acht Hector vier schaakmat",
      "Queen David eight Hector four checkmate" } },
};

static void
test_d_2_1_announcements (void **state)
{
  for (size_t i = 0; i < sizeof announcements / sizeof announcements[0]; i++)
    {
      AbPosition *pos = position_from_fen (announcements[i].fen);
      AbMove m = uci_move (pos, announcements[i].uci);

      for (int lang = AB_LANG_DE; lang <= AB_LANG_EN; lang++)
        {
          char buf[AB_SPOKEN_MAX];
          size_t n = ab_move_to_spoken (pos, m, (AbLanguage) lang, announcements[i].style, buf,
                                        sizeof buf);

          if (strcmp (buf, announcements[i].text[lang]) != 0)
            fail_msg ("%s %s (lang %d): \"%s\", expected \"%s\"", announcements[i].fen,
                      announcements[i].uci, lang, buf, announcements[i].text[lang]);
          assert_int_equal (n, strlen (buf));
        }
      ab_position_free (pos);
    }
}

/* Like snprintf: the length needed is returned, the text cut to fit. */
static void
test_spoken_buffer_size (void **state)
{
  AbPosition *pos = position_from_fen (START);
  AbMove m = uci_move (pos, "g1f3");
  char small[9];

  assert_int_equal (ab_move_to_spoken (pos, m, AB_LANG_DE, AB_SPOKEN_SHORT, small, sizeof small),
                    strlen ("Springer Felix drei"));
  assert_string_equal (small, "Springer");
  assert_int_equal (ab_move_to_spoken (pos, m, AB_LANG_DE, AB_SPOKEN_LONG, NULL, 0),
                    strlen ("Springer Gustav eins Felix drei"));
  ab_position_free (pos);
}

static const struct
{
  const char *fen;
  const char *text;
  const char *uci;
} readings[] = {
  { START, "Springer Felix drei", "g1f3" },
  { START, "springer f3", "g1f3" },
  { START, "S f3", "g1f3" },
  { START, "N f3", "g1f3" },
  { START, "Knight Felix three", "g1f3" },
  { START, "Paard Felix drie", "g1f3" },
  { START, "paard f 3", "g1f3" },
  { START, "SPRINGER FELIX DREI", "g1f3" },
  { START, "  Springer,  Felix drei. ", "g1f3" },
  { START, "Springer nach Felix drei", "g1f3" },
  { START, "Knight to f3!", "g1f3" },
  { START, "Springer Gustav eins Felix drei", "g1f3" },
  { START, "Springer g1 f3", "g1f3" },
  { START, "S g1-f3", "g1f3" },
  { START, "Springer g1f3", "g1f3" },
  { START, "Gustav eins Felix drei", "g1f3" },
  { START, "Springer Felix 3", "g1f3" },
  { START, "Eva vier", "e2e4" },
  { START, "eva 4", "e2e4" },
  { START, "Bauer Eva vier", "e2e4" },
  { START, "Pion Eva vier", "e2e4" },
  { START, "pawn e4", "e2e4" },
  { START, "Eva zwei Eva vier", "e2e4" },
  { START, "e2 e4", "e2e4" },
  { START, "Eva four", "e2e4" },
  { START, "Eva zwo Eva vier", "e2e4" },
  { START, "Felix vier", "f2f4" },
  { START, "Cesar drei", "c2c3" },
  { START, "Caesar drei", "c2c3" },
  { START, "Cäsar drei", "c2c3" },
  { START, "César drei", "c2c3" },
  /* B: a bishop or the b-file; D: the Dame or the d-file. */
  { START, "b3", "b2b3" },
  { START, "B drei", "b2b3" },
  { START, "d 4", "d2d4" },
  { CHECK, "D h5", "d1h5" },
  { CHECK, "d h5", "d1h5" },
  { CHECK, "Dame Hector fünf Schach", "d1h5" },
  { CHECK, "Dame Hector fuenf", "d1h5" },
  { CHECK, "Dame Hector funf", "d1h5" },
  { CHECK, "Queen Hector five check", "d1h5" },
  { CHECK, "Q h5+", "d1h5" },
  { CHECK, "Läufer Cesar vier", "f1c4" },
  { CHECK, "LÄUFER Cesar vier", "f1c4" },
  { CHECK, "Laeufer c4", "f1c4" },
  { CHECK, "Laufer c4", "f1c4" },
  { CHECK, "Loper Cesar vier", "f1c4" },
  { CHECK, "L c4", "f1c4" },
  { CHECK, "B c4", "f1c4" },
  { CHECK, "König Eva zwei", "e1e2" },
  { CHECK, "Koenig Eva zwei", "e1e2" },
  { CHECK, "Konig e2", "e1e2" },
  { CHECK, "Koning Eva twee", "e1e2" },
  { CHECK, "K e2", "e1e2" },
  /* P is a Dutch Paard or an English pawn: the legal one is taken. */
  { "rnbqkbnr/pppppppp/8/8/5P2/8/PPPPP1PP/RNBQKBNR w KQkq - 0 1", "P f3", "g1f3" },
  { "rnbqkbnr/pppppppp/8/8/5P2/8/PPPPP1PP/RNBQKBNR w KQkq - 0 1", "P e3", "e2e3" },
  { DISAMBIG_FILE, "Springer Cesar Eva zwei", "c3e2" },
  { DISAMBIG_FILE, "Springer c e2", "c3e2" },
  { DISAMBIG_FILE, "Paard Gustav Eva twee", "g1e2" },
  { DISAMBIG_RANK, "Turm eins Anna drei", "a1a3" },
  { DISAMBIG_RANK, "Toren vijf Anna drie", "a5a3" },
  { DISAMBIG_RANK, "Rook 1 a3", "a1a3" },
  { DISAMBIG_RANK, "T 5 a3", "a5a3" },
  { DISAMBIG_BOTH, "Dame Hector vier Eva eins", "h4e1" },
  { DISAMBIG_BOTH, "Queen h4 e1", "h4e1" },
  { DISAMBIG_BOTH, "Dame eins Eva eins", "h1e1" },
  { DISAMBIG_BOTH, "Dame Eva Eva eins", "e4e1" },
  { DISAMBIG_BOTH, "D e e1", "e4e1" },
  { PAWN_CAPTURE, "Eva schlägt David fünf", "e4d5" },
  { PAWN_CAPTURE, "Eva schlaegt David fuenf", "e4d5" },
  { PAWN_CAPTURE, "Eva schlagt David funf", "e4d5" },
  { PAWN_CAPTURE, "Eva SCHLÄGT David fünf", "e4d5" },
  { PAWN_CAPTURE, "Eva slaat David vijf", "e4d5" },
  { PAWN_CAPTURE, "Eva takes David five", "e4d5" },
  { PAWN_CAPTURE, "e x d5", "e4d5" },
  { PAWN_CAPTURE, "Eva David fünf", "e4d5" },
  { PAWN_CAPTURE, "Eva vier schlägt David fünf", "e4d5" },
  { PIECE_CAPTURE, "Springer schlägt Eva fünf", "f3e5" },
  { PIECE_CAPTURE, "Springer Felix drei schlägt Eva fünf", "f3e5" },
  { EN_PASSANT, "Eva schlägt Felix sechs en passant", "e5f6" },
  { EN_PASSANT, "Eva schlägt Felix sechs e.p.", "e5f6" },
  { EN_PASSANT, "e5 f6 ep", "e5f6" },
  { EN_PASSANT, "Eva slaat Felix zes", "e5f6" },
  { EN_PASSANT, "Eva fünf schlägt Felix sechs en passant", "e5f6" },
  { PROMOTION, "Eva acht Dame", "e7e8q" },
  { PROMOTION, "eva 8 dame", "e7e8q" },
  { PROMOTION, "e8 Queen", "e7e8q" },
  { PROMOTION, "Eva acht D", "e7e8q" },
  { PROMOTION, "Eva acht Springer", "e7e8n" },
  { PROMOTION, "Eva eight Knight", "e7e8n" },
  { PROMOTION, "Eva acht Paard", "e7e8n" },
  { PROMOTION, "Eva acht Toren", "e7e8r" },
  { PROMOTION, "Eva acht wird Turm", "e7e8r" },
  { PROMOTION, "Eva acht = Läufer", "e7e8b" },
  { PROMOTION, "Eva sieben Eva acht Dame", "e7e8q" },
  { PROMOTION, "Eva schlägt David acht Dame", "e7d8q" },
  { PROMOTION, "Eva slaat David acht Dame schaak", "e7d8q" },
  { PROMOTION, "Eva takes David eight Queen check", "e7d8q" },
  { CASTLING, "Kurze Rochade", "e1g1" },
  { CASTLING, "kurze rochade", "e1g1" },
  { CASTLING, "Lange Rochade", "e1c1" },
  { CASTLING, "lange rokade", "e1c1" },
  { CASTLING, "korte rokade", "e1g1" },
  { CASTLING, "short castling", "e1g1" },
  { CASTLING, "Long Castling", "e1c1" },
  { CASTLING, "castles kingside", "e1g1" },
  { CASTLING_CHECK, "Lange Rochade Schach", "e1c1" },
  { CASTLING_960, "Lange Rochade", "b1a1" },
  { CASTLING_960, "Kurze Rochade", "b1h1" },
  { MATE, "Dame Hector vier Schachmatt", "d8h4" },
  { MATE, "Queen h4 mate", "d8h4" },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "Springer  Felix\tdrei", "g1f3" },
  { START, "Springer\xc2\xa0" "Felix drei", "g1f3" },
};

static void
test_d_2_1_reading (void **state)
{
  for (size_t i = 0; i < sizeof readings / sizeof readings[0]; i++)
    {
      AbPosition *pos = position_from_fen (readings[i].fen);
      AbMoveError error;
      AbMove m = ab_move_parse_spoken (pos, readings[i].text, &error);

      if (m == AB_MOVE_NONE)
        fail_msg ("\"%s\" not read: error %d reason %d offset %d", readings[i].text, error.code,
                  error.reason, error.offset);
      assert_int_equal (error.code, AB_MOVE_ERROR_NONE);
      check_uci (pos, m, readings[i].uci, readings[i].text);
      ab_position_free (pos);
    }
}

#define PINNED "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1"
#define NO_RIGHT "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1"
#define INTO_CHECK "4k3/8/8/8/8/8/5r2/4K3 w - - 0 1"
#define THROUGH_CHECK "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1"
#define SQ(name) AB_SQUARE ((name)[0] - 'a', (name)[1] - '1')

static const struct
{
  const char *fen;
  const char *text;
  AbMoveErrorCode code;
  AbIllegalReason reason;
  AbPieceType piece;
  AbSquare to;
  int n_candidates; /* for AMBIGUOUS; the offset for SYNTAX */
} reading_errors[] = {
  { START, "Springer Eva vier", AB_MOVE_ERROR_NO_PIECE, 0, AB_KNIGHT, SQ ("e4"), 0 },
  { START, "Knight e4", AB_MOVE_ERROR_NO_PIECE, 0, AB_KNIGHT, SQ ("e4"), 0 },
  { START, "Eva fünf", AB_MOVE_ERROR_NO_PIECE, 0, AB_PAWN, SQ ("e5"), 0 },
  { START, "Springer schlägt Felix drei", AB_MOVE_ERROR_ILLEGAL, AB_ILLEGAL_NOTHING_TO_CAPTURE,
    AB_KNIGHT, SQ ("f3"), 0 },
  { START, "Turm Anna drei", AB_MOVE_ERROR_ILLEGAL,
    AB_ILLEGAL_PATH_BLOCKED, AB_ROOK, SQ ("a3"), 0 },
  { START, "Anna drei Anna vier", AB_MOVE_ERROR_ILLEGAL, AB_ILLEGAL_EMPTY_SQUARE, AB_NO_PIECE_TYPE,
    SQ ("a4"), 0 },
  /* P f3 at the start: f2-f3 and Pg1-f3 both fit. */
  { START, "P f3", AB_MOVE_ERROR_AMBIGUOUS, 0, AB_KNIGHT, SQ ("f3"), 2 },
  { DISAMBIG_FILE, "Springer Eva zwei", AB_MOVE_ERROR_AMBIGUOUS, 0, AB_KNIGHT, SQ ("e2"), 2 },
  { DISAMBIG_RANK, "Turm Anna drei", AB_MOVE_ERROR_AMBIGUOUS, 0, AB_ROOK, SQ ("a3"), 2 },
  { DISAMBIG_BOTH, "Dame Eva eins", AB_MOVE_ERROR_AMBIGUOUS, 0, AB_QUEEN, SQ ("e1"), 3 },
  { DISAMBIG_BOTH, "Dame Hector eins", AB_MOVE_ERROR_ILLEGAL,
    AB_ILLEGAL_OWN_PIECE_ON_TARGET, AB_QUEEN, SQ ("h1"), 0 },
  { PINNED, "Springer Cesar drei", AB_MOVE_ERROR_ILLEGAL,
    AB_ILLEGAL_PINNED, AB_KNIGHT, SQ ("c3"), 0 },
  { PINNED, "König Eva zwei", AB_MOVE_ERROR_ILLEGAL, AB_ILLEGAL_OWN_PIECE_ON_TARGET, AB_KING,
    SQ ("e2"), 0 },
  { INTO_CHECK, "König Felix eins", AB_MOVE_ERROR_ILLEGAL, AB_ILLEGAL_KING_INTO_CHECK, AB_KING,
    SQ ("f1"), 0 },
  { NO_RIGHT, "Kurze Rochade", AB_MOVE_ERROR_ILLEGAL, AB_ILLEGAL_CASTLING_RIGHT_LOST, AB_KING,
    AB_NO_SQUARE, 0 },
  { THROUGH_CHECK, "korte rokade", AB_MOVE_ERROR_ILLEGAL,
    AB_ILLEGAL_CASTLING_THROUGH_CHECK, AB_KING, SQ ("f1"), 0 },
  { PROMOTION, "Eva acht", AB_MOVE_ERROR_PROMOTION_MISSING, 0, AB_NO_PIECE_TYPE, SQ ("e8"), 0 },
  { PROMOTION, "Eva acht König", AB_MOVE_ERROR_PROMOTION_WRONG, 0, AB_NO_PIECE_TYPE, SQ ("e8"), 0 },
  { CHECK, "Dame Hector fünf Dame", AB_MOVE_ERROR_PROMOTION_WRONG,
    0, AB_NO_PIECE_TYPE, SQ ("h5"), 0 },
  { "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "König Gustav acht", AB_MOVE_ERROR_NO_MOVES, 0,
    AB_NO_PIECE_TYPE, AB_NO_SQUARE, 0 },
  /* Syntax: the offset is where reading stopped. */
  { START, "Springer Felix", AB_MOVE_ERROR_SYNTAX, 0, AB_NO_PIECE_TYPE, AB_NO_SQUARE, 14 },
  { START, "Springer Kaffee drei", AB_MOVE_ERROR_SYNTAX, 0, AB_NO_PIECE_TYPE, AB_NO_SQUARE, 9 },
  { START, "Springer Felix neun", AB_MOVE_ERROR_SYNTAX, 0, AB_NO_PIECE_TYPE, AB_NO_SQUARE, 15 },
  { START, "Springer Felix 9", AB_MOVE_ERROR_SYNTAX, 0, AB_NO_PIECE_TYPE, AB_NO_SQUARE, 15 },
  { START, "Springer Felix drei Eva", AB_MOVE_ERROR_SYNTAX, 0, AB_NO_PIECE_TYPE, AB_NO_SQUARE, 23 },
  { START, "Schach Springer Felix drei", AB_MOVE_ERROR_SYNTAX,
    0, AB_NO_PIECE_TYPE, AB_NO_SQUARE, 0 },
  /* "Rochade" is missing at the end. */
  { CASTLING, "Kurze", AB_MOVE_ERROR_SYNTAX, 0, AB_NO_PIECE_TYPE, AB_NO_SQUARE, 5 },
  { CASTLING, "Kurze Lange Rochade", AB_MOVE_ERROR_SYNTAX, 0, AB_NO_PIECE_TYPE, AB_NO_SQUARE, 0 },
  { CASTLING, "Kurze Rochade Eva", AB_MOVE_ERROR_SYNTAX, 0, AB_NO_PIECE_TYPE, AB_NO_SQUARE, 14 },
  { START, "Eva Eva Eva vier", AB_MOVE_ERROR_SYNTAX, 0, AB_NO_PIECE_TYPE, AB_NO_SQUARE, 8 },
  { START, "Springer \xff drei", AB_MOVE_ERROR_SYNTAX, 0, AB_NO_PIECE_TYPE, AB_NO_SQUARE, 9 },
  { START, "", AB_MOVE_ERROR_EMPTY, 0, AB_NO_PIECE_TYPE, AB_NO_SQUARE, 0 },
  { START, " ,. ", AB_MOVE_ERROR_EMPTY, 0, AB_NO_PIECE_TYPE, AB_NO_SQUARE, 0 },
};

static void
test_reading_errors (void **state)
{
  for (size_t i = 0; i < sizeof reading_errors / sizeof reading_errors[0]; i++)
    {
      AbPosition *pos = position_from_fen (reading_errors[i].fen);
      AbPosition *before = ab_position_copy (pos);
      AbMoveError error;
      AbMove m = ab_move_parse_spoken (pos, reading_errors[i].text, &error);

      if (m != AB_MOVE_NONE || error.code != reading_errors[i].code)
        fail_msg ("\"%s\": move %d, error %d, expected error %d", reading_errors[i].text, m,
                  error.code, reading_errors[i].code);
      if (error.code == AB_MOVE_ERROR_ILLEGAL)
        assert_int_equal (error.reason, reading_errors[i].reason);
      if (error.code == AB_MOVE_ERROR_SYNTAX)
        assert_int_equal (error.offset, reading_errors[i].n_candidates);
      if (error.code == AB_MOVE_ERROR_AMBIGUOUS)
        {
          assert_int_equal (error.n_candidates, reading_errors[i].n_candidates);
          for (int c = 0; c < error.n_candidates; c++)
            assert_true (ab_position_is_legal (pos, error.candidates[c]));
        }
      if (error.code == AB_MOVE_ERROR_NO_PIECE || error.code == AB_MOVE_ERROR_ILLEGAL
          || error.code == AB_MOVE_ERROR_AMBIGUOUS)
        assert_int_equal (error.piece, reading_errors[i].piece);
      if (error.code != AB_MOVE_ERROR_SYNTAX && error.code != AB_MOVE_ERROR_EMPTY
          && reading_errors[i].to != AB_NO_SQUARE)
        assert_int_equal (error.to, reading_errors[i].to);
      assert_true (ab_position_equal (pos, before));
      ab_position_free (before);
      ab_position_free (pos);
    }
  /* A null error pointer is allowed. */
  {
    AbPosition *pos = ab_position_new ();

    assert_int_equal (ab_move_parse_spoken (pos, "Springer Eva vier", NULL), AB_MOVE_NONE);
    assert_int_equal (ab_move_parse_spoken (pos, NULL, NULL), AB_MOVE_NONE);
    assert_int_not_equal (ab_move_parse_spoken (pos, "Springer Felix drei", NULL), AB_MOVE_NONE);
    ab_position_free (pos);
  }
}

/* Where reading stopped names the word and what would have fitted there (a file after a
 * piece, a rank after a file, nothing after a whole move), whichever reader stopped. */
#define BLOCKED "rnbqkbnr/pppp1ppp/8/4p3/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 3"
#define TWO_TAKE "rnbqkbnr/ppp1pppp/8/3p4/2PPP3/8/PP3PPP/RNBQKBNR w KQkq - 0 3"

static const struct
{
  const char *fen;
  const char *text;
  int offset, length;
  AbMoveExpect expected;
} stops[] = {
  { START, "Springer Zulu drei", 9, 4, AB_MOVE_EXPECT_FILE },
  { START, "hallo welt", 0, 5, AB_MOVE_EXPECT_START },
  { START, "Springer Felix zehn", 15, 4, AB_MOVE_EXPECT_RANK },
  { START, "Springer Felix", 14, 0, AB_MOVE_EXPECT_RANK },
  { START, "Springer drei", 9, 4, AB_MOVE_EXPECT_FILE },
  { START, "Eva vier hallo", 9, 5, AB_MOVE_EXPECT_END },
  { START, "Springer schlägt Xaver drei", 18, 5, AB_MOVE_EXPECT_FILE },
  { CASTLING, "Kurze", 5, 0, AB_MOVE_EXPECT_CASTLING },
  { CASTLING, "Kurze Rochade Eva", 14, 3, AB_MOVE_EXPECT_CASTLING },
  { PROMOTION, "Eva acht Kaffee", 9, 6, AB_MOVE_EXPECT_PIECE },
  /* Written: the character. */
  { START, "Nz3", 1, 1, AB_MOVE_EXPECT_FILE },
  { START, "Nf9", 2, 1, AB_MOVE_EXPECT_RANK },
  { START, "Nf", 2, 0, AB_MOVE_EXPECT_RANK },
  { PROMOTION, "e8=Z", 3, 1, AB_MOVE_EXPECT_PIECE },
};

/* A pawn move named by its square alone that only another pawn's capture fits is not
 * played: the capture is offered, and taken only with the capture said or the file. */
static const struct
{
  const char *fen;
  const char *text;
  const char *uci; /* the move, or NULL: refused as loose */
  int n_loose;
} loose[] = {
  { BLOCKED, "e5", NULL, 1 },
  { BLOCKED, "Eva fünf", NULL, 1 },
  { BLOCKED, "Bauer Eva fuenf", NULL, 1 },
  { BLOCKED, "pawn e5", NULL, 1 },
  { BLOCKED, "dxe5", "d4e5", 0 },
  { BLOCKED, "de5", "d4e5", 0 },
  { BLOCKED, "xe5", "d4e5", 0 },
  { BLOCKED, "David schlägt Eva fünf", "d4e5", 0 },
  { BLOCKED, "Bauer schlägt Eva fünf", "d4e5", 0 },
  { BLOCKED, "d4e5", "d4e5", 0 },
  { TWO_TAKE, "d5", NULL, 2 },
  { TWO_TAKE, "David fünf", NULL, 2 },
};

static void
test_reading_stops (void **state)
{
  for (size_t i = 0; i < sizeof stops / sizeof stops[0]; i++)
    {
      AbPosition *pos = position_from_fen (stops[i].fen);
      AbMoveError error;

      if (ab_move_parse_any (pos, stops[i].text, &error) != AB_MOVE_NONE
          || error.code != AB_MOVE_ERROR_SYNTAX || error.offset != stops[i].offset
          || error.length != stops[i].length || error.expected != stops[i].expected)
        fail_msg ("\"%s\": error %d at %d, %d bytes, expecting %d", stops[i].text, error.code,
                  error.offset, error.length, (int) error.expected);
      ab_position_free (pos);
    }
  for (size_t i = 0; i < sizeof loose / sizeof loose[0]; i++)
    {
      AbPosition *pos = position_from_fen (loose[i].fen);
      AbMoveError error;
      AbMove m = ab_move_parse_any (pos, loose[i].text, &error);
      char uci[8] = "";

      if (m != AB_MOVE_NONE)
        ab_move_to_uci (pos, m, uci);
      if (loose[i].uci != NULL)
        {
          if (m == AB_MOVE_NONE || strcmp (uci, loose[i].uci) != 0)
            fail_msg ("\"%s\": %s, error %d, expected %s", loose[i].text, uci, error.code,
                      loose[i].uci);
          ab_position_free (pos);
          continue;
        }
      if (m != AB_MOVE_NONE || error.code != AB_MOVE_ERROR_INEXACT
          || error.n_candidates != loose[i].n_loose)
        fail_msg ("\"%s\": %s, error %d with %d candidates", loose[i].text, uci, error.code,
                  error.n_candidates);
      for (int c = 0; c < error.n_candidates; c++)
        assert_true (ab_position_is_legal (pos, error.candidates[c])
                     && ab_position_is_capture (pos, error.candidates[c]));
      assert_int_equal (ab_move_error_loose_move (&error),
                        loose[i].n_loose == 1 ? error.candidates[0] : AB_MOVE_NONE);
      ab_position_free (pos);
    }
}

/* Written forms first, then spoken; the most useful error of the two. */
static const struct
{
  const char *fen;
  const char *text;
  const char *uci;       /* NULL: an error is expected */
  AbMoveErrorCode code;
  AbPieceType piece;
  int offset; /* for SYNTAX */
} any_cases[] = {
  { START, "Sf3", "g1f3", 0, 0 },
  { START, "Nf3", "g1f3", 0, 0 },
  { START, "Pg1f3", "g1f3", 0, 0 },
  { START, "e4", "e2e4", 0, 0 },
  { START, "e2e4", "e2e4", 0, 0 },
  { START, "Springer Felix drei", "g1f3", 0, 0 },
  { START, "Eva vier", "e2e4", 0, 0 },
  { CASTLING, "O-O", "e1g1", 0, 0 },
  { CASTLING, "0-0-0", "e1c1", 0, 0 },
  { CASTLING, "Kurze Rochade", "e1g1", 0, 0 },
  { PROMOTION, "e8D", "e7e8q", 0, 0 },
  { PROMOTION, "Eva acht Dame", "e7e8q", 0, 0 },
  { START, "Springer Eva vier", NULL, AB_MOVE_ERROR_NO_PIECE, AB_KNIGHT },
  { START, "Sd4", NULL, AB_MOVE_ERROR_NO_PIECE, AB_KNIGHT },
  { START, "Turm Anna drei", NULL, AB_MOVE_ERROR_ILLEGAL, AB_ROOK },
  /* Clearly spoken: the spoken reader's reason, not the SAN reader's. */
  { START, "Springer Kaffee", NULL, AB_MOVE_ERROR_SYNTAX, 0, 9 },
  { START, "Eva fünf", NULL, AB_MOVE_ERROR_NO_PIECE, AB_PAWN },
  { PROMOTION, "Eva acht", NULL, AB_MOVE_ERROR_PROMOTION_MISSING, 0 },
  { START, "", NULL, AB_MOVE_ERROR_EMPTY, 0 },
};

static void
test_parse_any (void **state)
{
  for (size_t i = 0; i < sizeof any_cases / sizeof any_cases[0]; i++)
    {
      AbPosition *pos = position_from_fen (any_cases[i].fen);
      AbMoveError error;
      AbMove m = ab_move_parse_any (pos, any_cases[i].text, &error);

      if (any_cases[i].uci)
        check_uci (pos, m, any_cases[i].uci, any_cases[i].text);
      else
        {
          if (m != AB_MOVE_NONE || error.code != any_cases[i].code)
            fail_msg ("\"%s\": move %d, error %d, expected error %d", any_cases[i].text, m,
                      error.code, any_cases[i].code);
          if (error.code == AB_MOVE_ERROR_NO_PIECE || error.code == AB_MOVE_ERROR_ILLEGAL)
            assert_int_equal (error.piece, any_cases[i].piece);
          if (error.code == AB_MOVE_ERROR_SYNTAX)
            assert_int_equal (error.offset, any_cases[i].offset);
        }
      ab_position_free (pos);
    }
}

/* Every legal move of a few hundred positions, written in each language and
 * style and read back, names the same move. Positions come from seeded
 * random playouts of the start, of Chess960 starts and of the perft test
 * positions rich in promotions, en passant and castling. */
static const char *const playout_fens[] = {
  AB_START_FEN,
  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
  "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
  "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
  "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
  "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
  "4k3/1P4P1/8/2pP4/8/8/1p4p1/R3K2R w KQ c6 0 1",
};

static uint32_t
next_random (uint32_t *seed)
{
  *seed = *seed * 1664525u + 1013904223u;
  return *seed >> 8;
}

typedef struct
{
  int moves, promotions, en_passant, castling, disambiguated, mates;
} RoundTripCounts;

static void
round_trip_position (const AbPosition *pos, RoundTripCounts *counts)
{
  AbMoveList list;

  ab_position_legal_moves (pos, &list);
  for (int i = 0; i < list.count; i++)
    {
      AbMove m = list.moves[i];

      counts->moves++;
      counts->promotions += ab_move_kind (m) == AB_MOVE_PROMOTION;
      counts->en_passant += ab_move_kind (m) == AB_MOVE_EN_PASSANT;
      counts->castling += ab_move_kind (m) == AB_MOVE_CASTLING;
      counts->disambiguated += ab_move_disambiguation (pos, m) != AB_DISAMBIG_NONE;
      for (int lang = AB_LANG_DE; lang <= AB_LANG_EN; lang++)
        for (int style = AB_SPOKEN_SHORT; style <= AB_SPOKEN_LONG; style++)
          {
            char buf[AB_SPOKEN_MAX];
            AbMoveError error;
            size_t n = ab_move_to_spoken (pos, m, (AbLanguage) lang, (AbSpokenStyle) style, buf,
                                          sizeof buf);
            AbMove back = ab_move_parse_spoken (pos, buf, &error);

            assert_true (n > 0 && n < sizeof buf);
            assert_null (strstr (buf, "  "));
            assert_true (buf[0] != ' ' && buf[n - 1] != ' ');
            if (back != m)
              {
                char uci[AB_UCI_MAX];

                ab_move_to_uci (pos, m, uci);
                fail_msg ("%s: \"%s\" read back as %d (error %d), not %d", uci, buf, back,
                          error.code, m);
              }
            if (lang == AB_LANG_EN && style == AB_SPOKEN_SHORT && strstr (buf, "checkmate"))
              counts->mates++;
          }
    }
}

static void
test_spoken_round_trip (void **state)
{
  RoundTripCounts counts = { 0 };
  AbPosition *pos = ab_position_new ();
  uint32_t seed = 20230101;
  int positions = 0;

  for (int game = 0; game < 28; game++)
    {
      AbFenError err;

      if (game % 4 == 3)
        assert_true (ab_position_set_chess960 (pos, (int) (next_random (&seed) % 960)));
      else
        assert_true (ab_position_set_fen (pos, playout_fens[game % 7], &err));
      for (int ply = 0; ply < 12; ply++)
        {
          AbMoveList list;
          AbUndo undo;

          round_trip_position (pos, &counts);
          positions++;
          ab_position_legal_moves (pos, &list);
          if (list.count == 0)
            break;
          ab_position_make (pos, list.moves[next_random (&seed) % (unsigned) list.count], &undo);
        }
    }
  /* A fixed mate, so "checkmate" is read back at least once. */
  ab_position_free (pos);
  pos = position_from_fen (MATE);
  round_trip_position (pos, &counts);
  positions++;

  print_message ("# %d positions, %d moves, %d promotions, %d en passant, %d castling, "
                 "%d disambiguated, %d mates\n",
                 positions, counts.moves, counts.promotions, counts.en_passant, counts.castling,
                 counts.disambiguated, counts.mates);
  assert_true (positions >= 300);
  assert_true (counts.promotions > 0 && counts.en_passant > 0 && counts.castling > 0);
  assert_true (counts.disambiguated > 0 && counts.mates > 0);
  ab_position_free (pos);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_d_2_1_words),
    cmocka_unit_test (test_d_2_1_announcements),
    cmocka_unit_test (test_spoken_buffer_size),
    cmocka_unit_test (test_d_2_1_reading),
    cmocka_unit_test (test_reading_errors),
    cmocka_unit_test (test_parse_any),
    cmocka_unit_test (test_reading_stops),
    cmocka_unit_test (test_spoken_round_trip),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
