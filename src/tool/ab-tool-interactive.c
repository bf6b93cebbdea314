/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tool-interactive.c — annabella-tool with no arguments on a terminal:
 * play a game by typing moves in any written or spoken form. */
#include "ab-tool.h"
#include "ab-tool-args.h"

#include <ctype.h>
#include <string.h>

#include "ab-describe-move.h"
#include "ab-fen.h"
#include "ab-notation.h"
#include "ab-spoken.h"

#define MAX_PLIES 1024

typedef struct
{
  AbPosition *pos;
  AbMove moves[MAX_PLIES];
  AbUndo undo[MAX_PLIES];
  int n;
  AbLanguage lang;
  AbSpokenStyle style;
} Game;

static void
print_board (const AbPosition *pos)
{
  static const char glyph[] = ".PNBRQK  pnbrqk";

  for (int rank = 7; rank >= 0; rank--)
    {
      printf (" %d ", rank + 1);
      for (int file = 0; file < 8; file++)
        printf (" %c", glyph[ab_position_piece_at (pos, AB_SQUARE (file, rank))]);
      printf ("\n");
    }
  printf ("    a b c d e f g h\n");
}

static void
print_help (void)
{
  printf ("Type a move in any form: Nf3, Sf3, Pf3, g1f3, \"Springer Felix drei\", \"Eva vier\",\n"
          "\"Kurze Rochade\". Commands:\n"
          "  board          show the board\n"
          "  fen            show the position as FEN\n"
          "  moves          list the legal moves\n"
          "  undo           take the last move back\n"
          "  new [FEN]      start again (startpos, 960:N or a FEN)\n"
          "  lang de|nl|en  language of the announcements\n"
          "  long | short   announcement style\n"
          "  help           this text\n"
          "  quit           leave\n");
}

static void
announce_status (const AbPosition *pos)
{
  switch (ab_position_status (pos))
    {
    case AB_STATUS_CHECKMATE:
      printf ("Checkmate. %s wins.\n", ab_position_side_to_move (pos) == AB_WHITE ? "Black" : "White");
      break;
    case AB_STATUS_STALEMATE:
      printf ("Stalemate: the game is drawn.\n");
      break;
    default:
      printf ("%s to move.\n", ab_position_side_to_move (pos) == AB_WHITE ? "White" : "Black");
      break;
    }
}

static void
list_moves (const AbPosition *pos, AbLanguage lang)
{
  AbMoveList list;
  AbSanStyle style = ab_san_style_pgn;

  style.letters = lang;
  ab_position_legal_moves (pos, &list);
  for (int i = 0; i < list.count; i++)
    {
      char san[AB_NOTATION_MAX];

      ab_move_to_san (pos, list.moves[i], &style, san, sizeof san);
      printf ("%s%s", i ? " " : "", san);
    }
  printf ("\n");
}

static void
play (Game *g, const char *text)
{
  AbMoveError error;
  AbMove m = ab_move_parse_any (g->pos, text, &error);
  char spoken[AB_SPOKEN_MAX];

  if (m == AB_MOVE_NONE)
    {
      char msg[AB_DESCRIBE_MAX];

      ab_describe_move_error (g->pos, &error, g->lang, msg, sizeof msg);
      printf ("%s\n", msg);
      return;
    }
  if (g->n == MAX_PLIES)
    {
      printf ("The game is too long to continue here.\n");
      return;
    }
  ab_move_to_spoken (g->pos, m, g->lang, g->style, spoken, sizeof spoken);
  ab_position_make (g->pos, m, &g->undo[g->n]);
  g->moves[g->n++] = m;
  printf ("%s\n", spoken);
  announce_status (g->pos);
}

static char *
trim (char *s)
{
  char *end;

  while (isspace ((unsigned char) *s))
    s++;
  end = s + strlen (s);
  while (end > s && isspace ((unsigned char) end[-1]))
    *--end = '\0';
  return s;
}

int
ab_tool_interactive (void)
{
  Game g = { .lang = AB_LANG_DE, .style = AB_SPOKEN_SHORT };
  char line[512];

  g.pos = ab_position_new ();
  printf ("Annabella — type a move, or 'help'.\n");
  print_board (g.pos);
  announce_status (g.pos);

  for (;;)
    {
      char *cmd;

      printf ("> ");
      fflush (stdout);
      if (fgets (line, sizeof line, stdin) == NULL)
        break;
      cmd = trim (line);
      if (*cmd == '\0' || strcmp (cmd, "board") == 0)
        print_board (g.pos);
      else if (strcmp (cmd, "quit") == 0 || strcmp (cmd, "exit") == 0)
        break;
      else if (strcmp (cmd, "help") == 0)
        print_help ();
      else if (strcmp (cmd, "fen") == 0)
        {
          char fen[AB_FEN_MAX];

          ab_position_get_fen (g.pos, AB_FEN_CASTLING_AUTO, fen, sizeof fen);
          printf ("%s\n", fen);
        }
      else if (strcmp (cmd, "moves") == 0)
        list_moves (g.pos, g.lang);
      else if (strcmp (cmd, "undo") == 0)
        {
          if (g.n == 0)
            printf ("No move to take back.\n");
          else
            {
              g.n--;
              ab_position_unmake (g.pos, g.moves[g.n], &g.undo[g.n]);
              printf ("Move taken back.\n");
              announce_status (g.pos);
            }
        }
      else if (strncmp (cmd, "new", 3) == 0 && (cmd[3] == '\0' || cmd[3] == ' '))
        {
          const char *arg = trim (cmd + 3);

          if (ab_tool_read_position (*arg ? arg : "startpos", g.pos))
            {
              g.n = 0;
              print_board (g.pos);
              announce_status (g.pos);
            }
        }
      else if (strncmp (cmd, "lang ", 5) == 0)
        {
          if (!ab_language_from_code (trim (cmd + 5), &g.lang))
            printf ("Languages: de, nl, en.\n");
        }
      else if (strcmp (cmd, "long") == 0)
        g.style = AB_SPOKEN_LONG;
      else if (strcmp (cmd, "short") == 0)
        g.style = AB_SPOKEN_SHORT;
      else
        play (&g, cmd);
    }
  ab_position_free (g.pos);
  return 0;
}
