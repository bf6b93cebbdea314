/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-reconcile.c — two different positions on the two boards (FIDE Laws,
 * Appendix D.2.9): rulings for sheets that agree (a board wrong, both right),
 * sheets that differ (with and without clock readings), an illegal entry, a
 * missing move, two moves transposed, a sheet ahead, and sheets written in
 * different notations. Each case reads its sheets from text as the tool
 * does, compares them and checks every fact of the ruling. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ab-fen.h"
#include "ab-reconcile.h"

#define NONE (-1)
#define HMS(h, m, s) ((int32_t) ((((h) * 60 + (m)) * 60 + (s)) * 1000))

/* Positions the cases expect, each checked with annabella-tool fen. */
#define AFTER_NC6 "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
#define AFTER_NF3 "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
#define AFTER_BB5 "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"
#define AFTER_A6 "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4"
#define AFTER_BC5 "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"
#define AFTER_RE1 "r1bqk2r/1pppbppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQR1K1 b kq - 5 6"
#define AFTER_QA5 "rnb1kbnr/ppp1pppp/8/q7/8/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 4"
#define AFTER_GIUOCO "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2P2N2/PP1P1PPP/RNBQK2R w KQkq - 1 5"
#define AFTER_BG5 "r1bqkb1r/pppp1ppp/2n2n2/4p1B1/4P3/3P4/PPP2PPP/RN1QKBNR w KQkq - 3 4"
#define AFTER_EXCHANGE "r1b1kbnr/1pp3pp/p4p2/2p5/4P3/1N6/PPP2PPP/RNBR2K1 b kq - 0 9"

/* One game, the Exchange Ruy Lopez to 9. Rxd1, in five notations. */
#define EXCHANGE_EN "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O f6 6. d4 exd4 7. Nxd4 c5\n" \
                    "8. Nb3 Qxd1 9. Rxd1"
#define EXCHANGE_DE "1.e4 e5 2.Sf3 Sc6 3.Lb5 a6 4.Lxc6 dxc6 5.0-0 f6 6.d4 exd4 7.Sxd4 c5 8.Sb3\n" \
                    "Dxd1 9.Txd1"
#define EXCHANGE_NL_LONG "e2-e4 e7-e5\nPg1-f3 Pb8-c6\nLf1-b5 a7-a6\nLb5xc6 d7xc6\n0-0 f7-f6\n" \
                         "d2-d4 e5xd4\nPf3xd4 c6-c5\nPd4-b3 Dd8xd1\nTf1xd1\n"
#define EXCHANGE_SPOKEN_DE "Eva vier, Eva fünf, Springer Felix drei, Springer Cesar sechs,\n" \
                           "Läufer Bella fünf, Anna sechs, Läufer schlägt Cesar sechs,\n" \
                           "David schlägt Cesar sechs, Kurze Rochade, Felix sechs, David vier,\n" \
                           "Eva schlägt David vier, Springer schlägt David vier, Cesar fünf,\n" \
                           "Springer Bella drei, Dame schlägt David eins, Turm schlägt David eins"
#define EXCHANGE_SPOKEN_NL "1. Eva vier, Eva vijf\n2. Paard Felix drie, Paard Cesar zes\n" \
                           "3. Loper Bella vijf, Anna zes\n4. Loper slaat Cesar zes, " \
                           "David slaat Cesar zes\n5. korte rokade, Felix zes\n" \
                           "6. David vier, Eva slaat David vier\n7. Paard slaat David vier, " \
                           "Cesar vijf\n8. Paard Bella drie, Dame slaat David een\n" \
                           "9. Toren slaat David een\n"

typedef struct
{
  const char *name;
  const char *start; /* NULL: the standard start */
  const char *sheet_a;
  const char *sheet_b;
  const char *board_a; /* NULL: not given */
  const char *board_b;

  AbReconcileDecision decision;
  bool agree;
  int first_difference_ply;
  int take_back_to_ply;
  const char *position;
  AbReconcileDifference difference;
  int illegal_ply[2];     /* each sheet's first illegal entry, 0: none */
  int ahead_sheet;        /* NONE or 0/1 */
  int n_ahead;
  int transposed_sheet;   /* NONE or 0/1 */
  bool transposed_legal;
  int missing_sheet;      /* NONE or 0/1 */
  int n_missing;
  AbReconcileBoardState boards[2];
  const char *corrections; /* "A:Rf1e1" moved, "B:+ng8" put, "B:-Ph3" removed */
  int32_t clock_white;
  int32_t clock_black;
  const char *last_standing; /* the text of the last move that stands, NULL: none */
} Case;

#define NOT_GIVEN AB_RECONCILE_BOARD_NOT_GIVEN
#define RIGHT AB_RECONCILE_BOARD_RIGHT
#define WRONG AB_RECONCILE_BOARD_WRONG
#define CORRECT AB_RECONCILE_CORRECT_BOARDS
#define TAKE_BACK AB_RECONCILE_TAKE_BACK

static const Case cases[] = {
  /* D.2.9, sheets agree: the player at board A wrote 6. Re1 but played Qe2. */
  { "D.2.9 agree, board A wrong", NULL,
    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1",
    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1",
    "r1bqk2r/1pppbppp/p1n2n2/4p3/B3P3/5N2/PPPPQPPP/RNB2RK1 b kq - 5 6", AFTER_RE1,
    CORRECT, true, 0, 11, AFTER_RE1, AB_RECONCILE_DIFF_NONE, { 0, 0 }, NONE, 0, NONE, false,
    NONE, 0, { WRONG, RIGHT }, "A:Rf1e1 A:Qe2d1", NONE, NONE, "Re1" },
  /* Board B lost the knight from g8 and has a white pawn too many on h3. */
  { "D.2.9 agree, board B wrong", NULL,
    "1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5", "1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5",
    AFTER_QA5, "rnb1kb1r/ppp1pppp/8/q7/8/2N4P/PPPP1PPP/R1BQKBNR",
    CORRECT, true, 0, 6, AFTER_QA5, AB_RECONCILE_DIFF_NONE, { 0, 0 }, NONE, 0, NONE, false,
    NONE, 0, { RIGHT, WRONG }, "B:-Ph3 B:+ng8", NONE, NONE, "Qa5" },
  { "D.2.9 agree, both boards right", NULL,
    "1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5", "1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5",
    AFTER_QA5, "rnb1kbnr/ppp1pppp/8/q7/8/2N5/PPPP1PPP/R1BQKBNR",
    CORRECT, true, 0, 6, AFTER_QA5, AB_RECONCILE_DIFF_NONE, { 0, 0 }, NONE, 0, NONE, false,
    NONE, 0, { RIGHT, RIGHT }, "", NONE, NONE, "Qa5" },
  { "D.2.9 agree, boards not given", NULL,
    "1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5", "1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5", NULL, NULL,
    CORRECT, true, 0, 6, AFTER_QA5, AB_RECONCILE_DIFF_NONE, { 0, 0 }, NONE, 0, NONE, false,
    NONE, 0, { NOT_GIVEN, NOT_GIVEN }, "", NONE, NONE, "Qa5" },
  /* Both boards wrong: A forgot to take the pawn off d5, B swapped the
   * white queen and king (a ring of two moves). */
  { "D.2.9 agree, both boards wrong", NULL,
    "1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5", "1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5",
    "rnb1kbnr/ppp1pppp/8/q2P4/8/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 4",
    "rnb1kbnr/ppp1pppp/8/q7/8/2N5/PPPP1PPP/R1BKQBNR",
    CORRECT, true, 0, 6, AFTER_QA5, AB_RECONCILE_DIFF_NONE, { 0, 0 }, NONE, 0, NONE, false,
    NONE, 0, { WRONG, WRONG }, "A:-Pd5 B:Qe1d1 B:Kd1e1", NONE, NONE, "Qa5" },
  { "D.2.9 agree, clocks of the last moves (sheet A's first)", NULL,
    "1. e4 {[%clk 1:29:58]} e5 {[%clk 1:29:50]} 2. Nf3 {[%clk 1:29:30]}",
    "1. e4 {1:29:57} e5 {1:29:49} 2. Nf3 {1:29:31} Nc6 {1:28:59.5}", NULL, NULL,
    CORRECT, true, 0, 4, AFTER_NC6, AB_RECONCILE_DIFF_NONE, { 0, 0 }, 1, 1, NONE, false,
    NONE, 0, { NOT_GIVEN, NOT_GIVEN }, "", HMS (1, 29, 30), HMS (1, 28, 59) + 500, "Nc6" },

  /* D.2.9, sheets differ at 3. Bb5 / 3. Bc4: back to 2... Nc6, the clocks
   * as written with 2. Nf3 and 2... Nc6; each board set to that position. */
  { "D.2.9 differ at half-move 5, with clocks", NULL,
    "1. e4 {[%clk 1:29:50]} e5 {[%clk 1:29:40]} 2. Nf3 {[%clk 1:29:00]} Nc6 {[%clk 1:28:30]}\n"
    "3. Bb5 {[%clk 1:28:00]} a6 {[%clk 1:27:10]}",
    "1. e4 {1:29:51} e5 {1:29:41} 2. Nf3 {1:29:01} Nc6 {1:28:31} 3. Bc4 {1:28:05} Bc5 {1:27:00}",
    AFTER_A6, AFTER_BC5,
    TAKE_BACK, false, 5, 4, AFTER_NC6, AB_RECONCILE_DIFF_MOVE, { 0, 0 }, NONE, 0, NONE, false,
    NONE, 0, { WRONG, WRONG }, "A:Bb5f1 A:pa6a7 B:Bc4f1 B:bc5f8", HMS (1, 29, 0),
    HMS (1, 28, 30), "Nc6" },
  { "D.2.9 differ, clocks only on sheet B", NULL,
    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6",
    "1. e4 {1:29:51} e5 {1:29:41} 2. Nf3 {1:29:01} Nc6 {1:28:31} 3. Bc4 {1:28:05}", NULL, NULL,
    TAKE_BACK, false, 5, 4, AFTER_NC6, AB_RECONCILE_DIFF_MOVE, { 0, 0 }, NONE, 0, NONE, false,
    NONE, 0, { NOT_GIVEN, NOT_GIVEN }, "", HMS (1, 29, 1), HMS (1, 28, 31), "Nc6" },
  { "D.2.9 differ without clocks", NULL,
    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6", "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5", AFTER_A6, NULL,
    TAKE_BACK, false, 5, 4, AFTER_NC6, AB_RECONCILE_DIFF_MOVE, { 0, 0 }, NONE, 0, NONE, false,
    NONE, 0, { WRONG, NOT_GIVEN }, "A:Bb5f1 A:pa6a7", NONE, NONE, "Nc6" },
  { "D.2.9 differ at the first move", NULL, "1. e4 e5", "1. d4 d5", NULL, NULL,
    TAKE_BACK, false, 1, 0, AB_START_FEN, AB_RECONCILE_DIFF_MOVE, { 0, 0 }, NONE, 0, NONE, false,
    NONE, 0, { NOT_GIVEN, NOT_GIVEN }, "", NONE, NONE, NULL },
  { "D.2.9 differ, game from a set-up position", AFTER_NC6, "3. Bb5 a6", "3. Bb5 Nf6", NULL,
    NULL, TAKE_BACK, false, 2, 1, AFTER_BB5, AB_RECONCILE_DIFF_MOVE, { 0, 0 }, NONE, 0, NONE,
    false, NONE, 0, { NOT_GIVEN, NOT_GIVEN }, "", NONE, NONE, "Bb5" },

  /* An entry that cannot be played where it stands. */
  { "illegal move on sheet B", NULL,
    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6", "1. e4 e5 2. Nf3 Nc6 3. Bb4 a6", NULL, NULL,
    TAKE_BACK, false, 5, 4, AFTER_NC6, AB_RECONCILE_DIFF_ILLEGAL, { 0, 5 }, NONE, 0, NONE,
    false, NONE, 0, { NOT_GIVEN, NOT_GIVEN }, "", NONE, NONE, "Nc6" },
  { "illegal move on sheet A", NULL,
    "1. e4 e5 2. Nf3 Ke6 3. Bb5", "1. e4 e5 2. Nf3 Nc6 3. Bb5", NULL, NULL,
    TAKE_BACK, false, 4, 3, AFTER_NF3, AB_RECONCILE_DIFF_ILLEGAL, { 4, 0 }, NONE, 0, NONE,
    false, NONE, 0, { NOT_GIVEN, NOT_GIVEN }, "", NONE, NONE, "Nf3" },
  { "unreadable entry on sheet A", NULL, "1. e4 e5 2. Nf3 Nf9", "1. e4 e5 2. Nf3 Nc6", NULL,
    NULL, TAKE_BACK, false, 4, 3, AFTER_NF3, AB_RECONCILE_DIFF_ILLEGAL, { 4, 0 }, NONE, 0,
    NONE, false, NONE, 0, { NOT_GIVEN, NOT_GIVEN }, "", NONE, NONE, "Nf3" },
  /* The sheets part at 3. Bb5 / 3. Bc4; sheet B's own line goes wrong later. */
  { "illegal move later in sheet B's own line", NULL,
    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4", "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Bb7", NULL, NULL,
    TAKE_BACK, false, 5, 4, AFTER_NC6, AB_RECONCILE_DIFF_MOVE, { 0, 7 }, NONE, 0, NONE, false,
    NONE, 0, { NOT_GIVEN, NOT_GIVEN }, "", NONE, NONE, "Nc6" },
  /* Sheet B runs on past A with 2... Nc6 (ahead) and then an illegal 3. Bb4. */
  { "illegal move where only one sheet has moves", NULL,
    "1. e4 e5 2. Nf3", "1. e4 e5 2. Nf3 Nc6 3. Bb4", NULL, NULL,
    TAKE_BACK, false, 5, 4, AFTER_NC6, AB_RECONCILE_DIFF_ILLEGAL, { 0, 5 }, 1, 1, NONE, false,
    NONE, 0, { NOT_GIVEN, NOT_GIVEN }, "", NONE, NONE, "Nc6" },
  { "the same illegal move on both sheets", NULL,
    "1. e4 e5 2. Nf3 Nc6 3. Bb4", "1. e4 e5 2. Nf3 Nc6 3. Bb4", NULL, NULL,
    TAKE_BACK, false, 5, 4, AFTER_NC6, AB_RECONCILE_DIFF_ILLEGAL, { 5, 5 }, NONE, 0, NONE,
    false, NONE, 0, { NOT_GIVEN, NOT_GIVEN }, "", NONE, NONE, "Nc6" },

  /* A move missing on one sheet: the entries after it follow the other sheet. */
  { "missing move: sheet B lacks move 3 (two half-moves)", NULL,
    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6", "1. e4 e5 2. Nf3 Nc6 4. Ba4 Nf6", NULL, NULL,
    TAKE_BACK, false, 5, 4, AFTER_NC6, AB_RECONCILE_DIFF_MISSING, { 0, 5 }, NONE, 0, NONE,
    false, 1, 2, { NOT_GIVEN, NOT_GIVEN }, "", NONE, NONE, "Nc6" },
  { "missing move: sheet B lacks 2... Nc6", NULL,
    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4", "1. e4 e5 2. Nf3 3. Bb5 a6 4. Ba4", NULL, NULL,
    TAKE_BACK, false, 4, 3, AFTER_NF3, AB_RECONCILE_DIFF_MISSING, { 0, 4 }, NONE, 0, NONE,
    false, 1, 1, { NOT_GIVEN, NOT_GIVEN }, "", NONE, NONE, "Nf3" },
  { "missing move: sheet A lacks 3. Bb5 a6, at its end", NULL,
    "1. e4 e5 2. Nf3 Nc6 4. Ba4", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4", NULL, NULL,
    TAKE_BACK, false, 5, 4, AFTER_NC6, AB_RECONCILE_DIFF_MISSING, { 5, 0 }, NONE, 0, NONE,
    false, 0, 2, { NOT_GIVEN, NOT_GIVEN }, "", NONE, NONE, "Nc6" },

  /* Two moves written in the other order: both sheets name the same position. */
  { "transposed: White's moves 2 and 3, both orders legal", NULL,
    "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6", "1. e4 e5 2. Bc4 Nc6 3. Nf3 Bc5 4. c3 Nf6",
    NULL, AFTER_GIUOCO,
    CORRECT, false, 3, 8, AFTER_GIUOCO, AB_RECONCILE_DIFF_NONE, { 0, 0 }, NONE, 0, 1, true,
    NONE, 0, { NOT_GIVEN, RIGHT }, "", NONE, NONE, "Nf6" },
  { "transposed: sheet A's order is illegal (Bg5 before d3)", NULL,
    "1. e4 e5 2. Bg5 Nc6 3. d3 Nf6", "1. e4 e5 2. d3 Nc6 3. Bg5 Nf6", NULL, NULL,
    CORRECT, false, 3, 6, AFTER_BG5, AB_RECONCILE_DIFF_NONE, { 3, 0 }, NONE, 0, 0, false,
    NONE, 0, { NOT_GIVEN, NOT_GIVEN }, "", NONE, NONE, "Nf6" },
  { "transposed: a move and its reply in each other's place", NULL,
    "1. e4 e5 2. Nf3 Nc6", "1. e4 e5 2. Nc6 Nf3", NULL, NULL,
    CORRECT, false, 3, 4, AFTER_NC6, AB_RECONCILE_DIFF_NONE, { 0, 3 }, NONE, 0, 1, false,
    NONE, 0, { NOT_GIVEN, NOT_GIVEN }, "", NONE, NONE, "Nc6" },
  { "transposed, then the sheets differ", NULL,
    "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6", "1. e4 e5 2. Bc4 Nc6 3. Nf3 Bc5 4. d3",
    NULL, NULL,
    TAKE_BACK, false, 3, 6, AFTER_BC5, AB_RECONCILE_DIFF_MOVE, { 0, 0 }, NONE, 0, 1, true,
    NONE, 0, { NOT_GIVEN, NOT_GIVEN }, "", NONE, NONE, "Bc5" },

  /* A sheet ahead: the other player has not yet written his last move(s). */
  { "sheet A one half-move ahead", NULL, "1. e4 e5 2. Nf3 Nc6 3. Bb5", "1. e4 e5 2. Nf3 Nc6",
    NULL, AFTER_BB5,
    CORRECT, true, 0, 5, AFTER_BB5, AB_RECONCILE_DIFF_NONE, { 0, 0 }, 0, 1, NONE, false,
    NONE, 0, { NOT_GIVEN, RIGHT }, "", NONE, NONE, "Bb5" },
  { "sheet A two half-moves ahead", NULL, "1. e4 e5 2. Nf3 Nc6 3. Bb5", "1. e4 e5 2. Nf3",
    NULL, NULL,
    CORRECT, true, 0, 5, AFTER_BB5, AB_RECONCILE_DIFF_NONE, { 0, 0 }, 0, 2, NONE, false,
    NONE, 0, { NOT_GIVEN, NOT_GIVEN }, "", NONE, NONE, "Bb5" },
  { "sheet B one half-move ahead", NULL, "1. e4 e5 2. Nf3 Nc6 3. Bb5",
    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6", NULL, NULL,
    CORRECT, true, 0, 6, AFTER_A6, AB_RECONCILE_DIFF_NONE, { 0, 0 }, 1, 1, NONE, false,
    NONE, 0, { NOT_GIVEN, NOT_GIVEN }, "", NONE, NONE, "a6" },
  { "sheet B empty, sheet A two half-moves on", NULL, "1. e4 e5", "", NULL, NULL,
    CORRECT, true, 0, 2, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
    AB_RECONCILE_DIFF_NONE, { 0, 0 }, 0, 2, NONE, false, NONE, 0, { NOT_GIVEN, NOT_GIVEN }, "",
    NONE, NONE, "e5" },
  { "both sheets empty", NULL, "", "", AB_START_FEN, NULL,
    CORRECT, true, 0, 0, AB_START_FEN, AB_RECONCILE_DIFF_NONE, { 0, 0 }, NONE, 0, NONE, false,
    NONE, 0, { RIGHT, NOT_GIVEN }, "", NONE, NONE, NULL },

  /* The same game in different notations: the sheets agree. */
  { "notations: English SAN and German SAN", NULL, EXCHANGE_EN, EXCHANGE_DE, NULL, NULL,
    CORRECT, true, 0, 17, AFTER_EXCHANGE, AB_RECONCILE_DIFF_NONE, { 0, 0 }, NONE, 0, NONE,
    false, NONE, 0, { NOT_GIVEN, NOT_GIVEN }, "", NONE, NONE, "Rxd1" },
  { "notations: English SAN and Dutch long", NULL, EXCHANGE_EN, EXCHANGE_NL_LONG, NULL, NULL,
    CORRECT, true, 0, 17, AFTER_EXCHANGE, AB_RECONCILE_DIFF_NONE, { 0, 0 }, NONE, 0, NONE,
    false, NONE, 0, { NOT_GIVEN, NOT_GIVEN }, "", NONE, NONE, "Rxd1" },
  { "notations: German SAN and German spoken", NULL, EXCHANGE_DE, EXCHANGE_SPOKEN_DE, NULL,
    NULL, CORRECT, true, 0, 17, AFTER_EXCHANGE, AB_RECONCILE_DIFF_NONE, { 0, 0 }, NONE, 0,
    NONE, false, NONE, 0, { NOT_GIVEN, NOT_GIVEN }, "", NONE, NONE, "Txd1" },
  { "notations: Dutch long and Dutch spoken", NULL, EXCHANGE_NL_LONG, EXCHANGE_SPOKEN_NL,
    NULL, NULL, CORRECT, true, 0, 17, AFTER_EXCHANGE, AB_RECONCILE_DIFF_NONE, { 0, 0 }, NONE, 0,
    NONE, false, NONE, 0, { NOT_GIVEN, NOT_GIVEN }, "", NONE, NONE, "Tf1xd1" },
  { "notations: German SAN and English spoken differ at 3. Lb5 / Bishop Cesar four", NULL,
    "1. e4 e5 2. Sf3 Sc6 3. Lb5",
    "Eva four, Eva five, Knight Felix three, Knight Cesar six, Bishop Cesar four", NULL, NULL,
    TAKE_BACK, false, 5, 4, AFTER_NC6, AB_RECONCILE_DIFF_MOVE, { 0, 0 }, NONE, 0, NONE, false,
    NONE, 0, { NOT_GIVEN, NOT_GIVEN }, "", NONE, NONE, "Sc6" },
};

static void
read_sheet (AbReconcileSheet *sheet, const char *text)
{
  AbReconcileSheetError error;

  ab_reconcile_sheet_init (sheet);
  if (!ab_reconcile_sheet_read (sheet, text, strlen (text), &error))
    fail_msg ("test sheet unreadable (code %d, line %zu): %s", error.code, error.line, text);
}

static void
read_board (AbReconcileBoard *board, const char *fen)
{
  AbFenError error;

  if (!ab_reconcile_board_read_fen (board, fen, &error))
    fail_msg ("bad test board: %s", fen);
}

static char
piece_letter (AbPiece piece)
{
  static const char letters[] = " PNBRQK";
  char c = letters[AB_PIECE_TYPE (piece)];

  return AB_PIECE_COLOR (piece) == AB_BLACK ? (char) (c - 'A' + 'a') : c;
}

static void
append_square (char *buf, size_t size, AbSquare sq)
{
  size_t n = strlen (buf);

  snprintf (buf + n, size - n, "%c%c", 'a' + AB_SQUARE_FILE (sq), '1' + AB_SQUARE_RANK (sq));
}

/* "A:Rf1e1 B:+ng8 B:-Ph3" */
static void
format_corrections (const AbReconcileRuling *r, char *buf, size_t size)
{
  buf[0] = '\0';
  for (int i = 0; i < r->n_corrections; i++)
    {
      const AbReconcileCorrection *c = &r->corrections[i];
      size_t n = strlen (buf);

      snprintf (buf + n, size - n, "%s%c:%s%c", i ? " " : "", c->board ? 'B' : 'A',
                c->change == AB_RECONCILE_PUT_PIECE      ? "+"
                : c->change == AB_RECONCILE_REMOVE_PIECE ? "-"
                                                         : "",
                piece_letter (c->piece));
      if (c->from != AB_NO_SQUARE)
        append_square (buf, size, c->from);
      if (c->to != AB_NO_SQUARE)
        append_square (buf, size, c->to);
    }
}

static void
check_case (const Case *tc)
{
  AbReconcileSheet sheets[2];
  AbReconcileBoard boards[2];
  AbReconcileInput input = { 0 };
  AbReconcileRuling *r = test_malloc (sizeof *r);
  AbPosition *start = NULL;
  const char *board_fen[2] = { tc->board_a, tc->board_b };
  char corrections[1024];

  read_sheet (&sheets[0], tc->sheet_a);
  read_sheet (&sheets[1], tc->sheet_b);
  if (tc->start)
    {
      AbFenError error;

      start = ab_position_new ();
      assert_true (ab_position_set_fen (start, tc->start, &error));
      input.start = start;
    }
  for (int s = 0; s < 2; s++)
    {
      input.sheets[s] = &sheets[s];
      if (board_fen[s])
        {
          read_board (&boards[s], board_fen[s]);
          input.boards[s] = &boards[s];
        }
    }
  ab_reconcile (&input, r);

  assert_int_equal (r->decision, tc->decision);
  assert_int_equal (r->sheets_agree, tc->agree);
  assert_int_equal (r->first_difference_ply, tc->first_difference_ply);
  assert_int_equal (r->take_back_to_ply, tc->take_back_to_ply);
  assert_string_equal (r->position, tc->position);
  assert_int_equal (r->difference, tc->difference);
  for (int s = 0; s < 2; s++)
    {
      assert_int_equal (r->plies[s], (int) sheets[s].n_entries);
      assert_int_equal (r->illegal[s].ply, tc->illegal_ply[s]);
      if (tc->illegal_ply[s])
        {
          assert_int_equal (r->illegal[s].move, AB_MOVE_NONE);
          assert_int_not_equal (r->illegal[s].error.code, AB_MOVE_ERROR_NONE);
          assert_string_equal (r->illegal[s].text,
                               sheets[s].entries[tc->illegal_ply[s] - 1].text);
        }
      assert_int_equal (r->taken_back[s], r->plies[s] > tc->take_back_to_ply
                                              ? r->plies[s] - tc->take_back_to_ply
                                              : 0);
      assert_int_equal (r->boards[s], tc->boards[s]);
    }
  assert_int_equal (r->ahead_sheet, tc->ahead_sheet);
  assert_int_equal (r->n_ahead, tc->n_ahead);
  assert_int_equal (r->transposed_sheet, tc->transposed_sheet);
  if (tc->transposed_sheet != NONE)
    {
      assert_int_equal (r->transposed_order_legal, tc->transposed_legal);
      assert_int_equal (r->transposed[0].ply, tc->first_difference_ply);
    }
  assert_int_equal (r->missing_sheet, tc->missing_sheet);
  assert_int_equal (r->n_missing, tc->n_missing);
  if (tc->difference == AB_RECONCILE_DIFF_MOVE || tc->difference == AB_RECONCILE_DIFF_MISSING)
    {
      assert_int_equal (r->differing[0].ply, tc->take_back_to_ply + 1);
      assert_int_equal (r->differing[1].ply, tc->take_back_to_ply + 1);
    }
  format_corrections (r, corrections, sizeof corrections);
  assert_string_equal (corrections, tc->corrections);
  assert_int_equal (r->clock_ms[AB_WHITE], tc->clock_white);
  assert_int_equal (r->clock_ms[AB_BLACK], tc->clock_black);
  assert_int_equal (r->sheets_have_clocks, ab_reconcile_sheet_has_clocks (&sheets[0])
                                               || ab_reconcile_sheet_has_clocks (&sheets[1]));
  if (tc->last_standing)
    {
      assert_int_equal (r->last_standing.ply, tc->take_back_to_ply);
      assert_string_equal (r->last_standing.text, tc->last_standing);
      assert_int_not_equal (r->last_standing.move, AB_MOVE_NONE);
    }
  else
    assert_int_equal (r->last_standing.ply, 0);

  ab_position_free (start);
  ab_reconcile_sheet_clear (&sheets[0]);
  ab_reconcile_sheet_clear (&sheets[1]);
  test_free (r);
}

static void
test_case (void **state)
{
  check_case (*state);
}

/* The entries a ruling quotes: where the sheets part, what is missing and
 * what was transposed, each with the position it is read in. */
static void
test_d_2_9_entries (void **state)
{
  AbReconcileSheet a, b;
  AbReconcileInput input = { 0 };
  AbReconcileRuling *r = test_malloc (sizeof *r);

  (void) state;
  read_sheet (&a, "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6");
  read_sheet (&b, "1. e4 e5 2. Nf3 Nc6 4. Ba4 Nf6");
  input.sheets[0] = &a;
  input.sheets[1] = &b;
  ab_reconcile (&input, r);
  assert_string_equal (r->differing[0].text, "Bb5");
  assert_string_equal (r->differing[0].fen, AFTER_NC6);
  assert_string_equal (r->differing[1].text, "Ba4");
  assert_int_equal (r->differing[1].move, AB_MOVE_NONE);
  assert_int_equal (r->differing[1].error.code, AB_MOVE_ERROR_NO_PIECE);
  assert_string_equal (r->missing[0].text, "Bb5");
  assert_string_equal (r->missing[1].text, "a6");
  assert_int_equal (r->missing[1].ply, 6);
  assert_string_equal (r->missing[1].fen, AFTER_BB5);
  ab_reconcile_sheet_clear (&a);
  ab_reconcile_sheet_clear (&b);

  read_sheet (&a, "1. e4 e5 2. Bg5 Nc6 3. d3 Nf6");
  read_sheet (&b, "1. e4 e5 2. d3 Nc6 3. Bg5 Nf6 4. h3 h6 5. a3");
  ab_reconcile (&input, r);
  assert_int_equal (r->transposed_sheet, 0);
  assert_string_equal (r->transposed[0].text, "d3");
  assert_int_equal (r->transposed[0].ply, 3);
  assert_string_equal (r->transposed[1].text, "Bg5");
  assert_int_equal (r->transposed[1].ply, 5);
  assert_string_equal (r->illegal[0].text, "Bg5");
  assert_int_equal (r->illegal[0].error.code, AB_MOVE_ERROR_ILLEGAL);
  assert_int_equal (r->ahead_sheet, 1);
  assert_int_equal (r->n_ahead, 3);
  assert_string_equal (r->ahead[0].text, "h3");
  assert_string_equal (r->ahead[1].text, "h6");
  assert_int_equal (r->ahead[1].ply, 8);
  ab_reconcile_sheet_clear (&a);
  ab_reconcile_sheet_clear (&b);
  test_free (r);
}

/* A long spoken or pasted text is quoted cut short, never inside a character. */
static void
test_entry_text_cut_at_a_character (void **state)
{
  AbReconcileSheet a, b;
  AbReconcileInput input = { 0 };
  AbReconcileRuling *r = test_malloc (sizeof *r);
  char text[AB_RECONCILE_SHEET_TEXT_MAX];

  (void) state;
  memset (text, 0, sizeof text);
  for (size_t i = 0; i + 2 < sizeof text - 1; i += 2)
    memcpy (text + i, "\xc3\xa4", 2); /* ä */
  ab_reconcile_sheet_init (&a);
  ab_reconcile_sheet_init (&b);
  assert_true (ab_reconcile_sheet_add (&a, text, strlen (text), -1, 0));
  assert_true (ab_reconcile_sheet_add (&b, "e4", 2, -1, 0));
  input.sheets[0] = &a;
  input.sheets[1] = &b;
  ab_reconcile (&input, r);
  assert_int_equal (r->illegal[0].ply, 1);
  assert_true (strlen (r->illegal[0].text) < AB_RECONCILE_TEXT_MAX);
  assert_int_equal (strlen (r->illegal[0].text) % 2, 0);
  assert_int_equal (memcmp (r->illegal[0].text, text, strlen (r->illegal[0].text)), 0);
  ab_reconcile_sheet_clear (&a);
  ab_reconcile_sheet_clear (&b);
  test_free (r);
}

/* Missing sheets read as empty ones. */
static void
test_null_sheets (void **state)
{
  AbReconcileInput input = { 0 };
  AbReconcileRuling *r = test_malloc (sizeof *r);

  (void) state;
  ab_reconcile (&input, r);
  assert_int_equal (r->decision, AB_RECONCILE_CORRECT_BOARDS);
  assert_true (r->sheets_agree);
  assert_int_equal (r->plies[0], 0);
  assert_string_equal (r->position, AB_START_FEN);
  assert_false (r->sheets_have_clocks);
  test_free (r);
}

int
main (void)
{
  struct CMUnitTest tests[sizeof cases / sizeof cases[0] + 3];
  size_t n = 0;

  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    tests[n++] = (struct CMUnitTest) { cases[i].name, test_case, NULL, NULL, (void *) &cases[i] };
  tests[n++] = (struct CMUnitTest) cmocka_unit_test (test_d_2_9_entries);
  tests[n++] = (struct CMUnitTest) cmocka_unit_test (test_entry_text_cut_at_a_character);
  tests[n++] = (struct CMUnitTest) cmocka_unit_test (test_null_sheets);
  return _cmocka_run_group_tests ("reconcile", tests, n, NULL, NULL);
}
