#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the position set of the dead-position benchmark (deadpos-positions.txt).

Three kinds, one "KIND FEN" per line, all from a fixed seed so the set is
reproducible:
  random   random endgames: kings and one to five other men each side;
  blocked  locked pawn chains with kings on either side, sometimes a minor
           piece, sometimes an open file (a way through);
  game     positions from real games and practical endings, given below.

Positions are checked for the basic legality FEN readers demand (one king
each, no pawn on the first or last rank, kings apart, neither side in
check, which also rules out impossible double checks).

Usage: deadpos-make-set.py > deadpos-positions.txt
"""

import random

# Lichess game puzzles and practice endings as shipped with Debian's PyChess
# (learn/lessons, learn/puzzles), plus standard practical endings.
GAME = [
    "3r2k1/1p3ppp/2p2b2/p3p3/P3P1Q1/1q4NP/5PP1/3R2K1 w - - 0 25",
    "r2q1r1k/pbpn1p1n/1p1pp2P/6b1/3PPN2/3B1Q2/PPP1NP2/2KR3R b - - 3 15",
    "rn2r2k/1b2b3/p3qpQN/1p1p4/8/4B3/PPP3PP/R4RK1 w - - 0 21",
    "r4rk1/ppp1q2p/2n1b1p1/3pP3/3P4/P1NB1N2/1P1K3Q/7R b - - 2 20",
    "r2q1rk1/ppp2pp1/2np1n1p/2b1p3/P1B1P1b1/2PP1N2/1P1N1PPP/R1BQ1RK1 w - - 1 9",
    "r4rk1/bbqn1ppp/p3p3/1p6/1P6/P1N1nNP1/1B2BP1P/R2QR1K1 w - - 0 16",
    "r4rk1/1b3pp1/p1q1p2p/3p2b1/6Q1/2NB4/PPP2PPP/R3R1K1 b - - 5 19",
    "6k1/2p1npbp/1p2p1p1/1PPp1q2/3P4/1Q2PN2/5PPP/B5K1 b - - 0 19",
    "r1b1r1k1/1p2pp1p/pb4p1/8/8/2N3P1/PPP3BP/2KRR3 w - - 2 17",
    "1r1bk3/4pp1p/p5p1/1p3b2/8/6P1/PPPR2BP/2KR4 w - - 0 23",
    "5r1k/6p1/7p/4Q3/p7/P2P1r1P/1P3qP1/1R2R2K w - - 0 34",
    "6k1/5ppp/Qb1p4/p3p3/4Pq2/P1N4P/1P4PK/8 w - - 2 26",
    "r4r1k/2p3pp/3b1p2/1p2n2q/1P6/PQ1P1N1P/1B3PP1/2R2RK1 w - - 4 24",
    "3Q4/1r3ppk/4p3/1p2P3/3R1P1p/7P/6PK/5q2 w - - 0 1",
    "6k1/pP1n2p1/2p4p/4p3/2N5/3r4/P4PPP/2R3K1 w - - 0 1",
    "2r2r2/1Q3pkp/p4np1/qp6/4B3/1P2P2P/P4PP1/R4RK1 b - - 7 20",
    "6K1/4k1P1/8/8/8/7r/8/5R2 w - - 0 1",
    "5K2/3k1P2/8/8/8/8/6r1/4R3 w - - 0 1",
    "8/4k3/8/6P1/6K1/8/7r/5R2 w - - 0 1",
    "8/6R1/8/5K2/1k6/r3P3/8/8 w - - 0 1",
    "1r2k3/R7/8/4PK2/8/8/8/8 b - - 0 1",
    "R7/P4k2/8/8/8/r7/6K1/8 w - - 0 1",
    "8/8/4k3/8/8/4K3/4P3/8 w - - 0 1",
    "8/8/8/3k4/8/8/3K4/3B4 w - - 0 1",
    "8/8/8/3k4/8/3K4/8/3NN3 w - - 0 1",
    "8/5pk1/6p1/7p/7P/6P1/5PK1/8 w - - 0 1",
    "8/5pk1/6p1/7p/7P/6P1/5PK1/3R4 b - - 0 1",
    "6k1/5p1p/6p1/8/8/6P1/5P1P/6K1 w - - 0 1",
    "8/8/2k5/1p1p4/1P1P4/2K5/8/8 w - - 0 1",
    "8/8/1k6/p1p1p3/P1P1P3/1K6/8/8 b - - 0 1",
    "8/3k4/3p4/2pP1p2/2P2P2/3K4/8/8 w - - 0 1",
    "8/8/4k3/3p1p2/3P1P2/4K3/8/8 w - - 0 1",
    "8/2b5/8/2k5/8/2K5/2B5/8 w - - 0 1",
    "8/8/8/4bk2/8/4BK2/8/8 b - - 0 1",
    "8/8/5k2/8/4n3/8/2K5/2B5 w - - 0 1",
    "8/5k2/8/8/3q4/8/2K5/2N5 b - - 0 1",
]

PIECES = "PNBRQ"
WEIGHTS = [5, 2, 2, 1, 1]


def attacks(board, sq, by_white):
    """Is square sq attacked by the side given (board: dict square -> letter)?"""
    f, r = sq % 8, sq // 8

    def at(ff, rr):
        if 0 <= ff < 8 and 0 <= rr < 8:
            return board.get(rr * 8 + ff)
        return None

    def mine(c):
        return c is not None and c.isupper() == by_white

    pawn_dir = -1 if by_white else 1
    for df in (-1, 1):
        c = at(f + df, r + pawn_dir)
        if mine(c) and c.upper() == "P":
            return True
    for df, dr in ((1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)):
        c = at(f + df, r + dr)
        if mine(c) and c.upper() == "N":
            return True
    for df in (-1, 0, 1):
        for dr in (-1, 0, 1):
            c = at(f + df, r + dr)
            if (df or dr) and mine(c) and c.upper() == "K":
                return True
    for dirs, kinds in ((((1, 0), (-1, 0), (0, 1), (0, -1)), "RQ"),
                        (((1, 1), (1, -1), (-1, 1), (-1, -1)), "BQ")):
        for df, dr in dirs:
            ff, rr = f + df, r + dr
            while 0 <= ff < 8 and 0 <= rr < 8:
                c = board.get(rr * 8 + ff)
                if c is not None:
                    if mine(c) and c.upper() in kinds:
                        return True
                    break
                ff, rr = ff + df, rr + dr
    return False


def fen_of(board, white_to_move):
    rows = []
    for r in range(7, -1, -1):
        row, empty = "", 0
        for f in range(8):
            c = board.get(r * 8 + f)
            if c is None:
                empty += 1
                continue
            if empty:
                row += str(empty)
            empty = 0
            row += c
        if empty:
            row += str(empty)
        rows.append(row)
    return "/".join(rows) + (" w" if white_to_move else " b") + " - - 0 1"


def legal(board, white_to_move):
    kings = {c: s for s, c in board.items() if c in "Kk"}
    if len(kings) != 2:
        return False
    for s, c in board.items():
        if c in "Pp" and s // 8 in (0, 7):
            return False
    wk, bk = kings["K"], kings["k"]
    if max(abs(wk % 8 - bk % 8), abs(wk // 8 - bk // 8)) < 2:
        return False
    # the side that just moved must not be in check; the side to move is
    # not either (a double check by two pawns could not arise)
    return not attacks(board, bk if white_to_move else wk, white_to_move) \
        and not attacks(board, wk if white_to_move else bk, not white_to_move)


def random_endgame(rng):
    while True:
        board = {}
        squares = rng.sample(range(64), 12)
        board[squares[0]] = "K"
        board[squares[1]] = "k"
        i = 2
        for white in (True, False):
            for _ in range(rng.randint(1, 5) if white else rng.randint(0, 5)):
                p = rng.choices(PIECES, WEIGHTS)[0]
                board[squares[i]] = p if white else p.lower()
                i += 1
        stm = rng.random() < 0.5
        if legal(board, stm):
            return fen_of(board, stm)


def blocked_structure(rng):
    while True:
        board = {}
        files = range(8) if rng.random() < 0.6 else sorted(rng.sample(range(8), rng.randint(4, 7)))
        height = {}
        rank = rng.randint(2, 4)
        for f in files:
            # a chain: neighbouring files step up or down by one, so that no
            # pawn attacks an enemy pawn (same ranks would capture)
            step = rng.choice((-1, 1))
            if not 1 <= rank + step <= 5:
                step = -step
            rank += step
            height[f] = rank
            board[rank * 8 + f] = "P"
            board[(rank + 1) * 8 + f] = "p"
        if rng.random() < 0.25:
            f = rng.choice(list(files))
            del board[height[f] * 8 + f]
            del board[(height[f] + 1) * 8 + f]
            del height[f]
        # each king on its own side of the chain
        below = [s for s in range(64) if s not in board and s // 8 < height.get(s % 8, 3)]
        above = [s for s in range(64) if s not in board and s // 8 > height.get(s % 8, 4) + 1]
        board[rng.choice(below)] = "K"
        board[rng.choice(above)] = "k"
        for white in (True, False):
            if rng.random() < 0.4:
                pool = [s for s in (below if white else above) if s not in board]
                p = rng.choice("BBN")
                board[rng.choice(pool)] = p if white else p.lower()
        stm = rng.random() < 0.5
        if legal(board, stm):
            return fen_of(board, stm)


def main():
    rng = random.Random(20231)
    for _ in range(240):
        print("random", random_endgame(rng))
    for _ in range(160):
        print("blocked", blocked_structure(rng))
    for fen in GAME:
        print("game", fen)


if __name__ == "__main__":
    main()
