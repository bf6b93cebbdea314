/* SPDX-License-Identifier: GPL-3.0-or-later */
/* eboard-reference.c — the reference the e-board latency benchmark measures against: a
 * driver as common ones work. After every change it waits until the board has been still
 * for 250 ms, then asks for the whole board, and reads the answer as the position after one
 * legal move (or a start position: a new game). It uses the same serial port as the app
 * (src/eboard), so only the way of reading moves differs.
 *
 * Usage: eboard-reference DEVICE dgt|millennium
 * Prints "TIME<TAB>move UCI" (monotonic µs) per move read, then the game's FEN. Built with
 * AB_REFERENCE_VOICE (eboard-reference-voice) it also announces each move as Annabella does,
 * with her voice: the move's earcon, then its words in German, both as important speech. */
#include <stdio.h>
#include <string.h>

#include "ab-eboard-moves.h"
#include "ab-eboard-port.h"
#include "ab-fen.h"
#include "ab-uci.h"
#ifdef AB_REFERENCE_VOICE
#include "ab-speech.h"
#include "ab-spoken.h"
#endif

#define STILL_MS 250

typedef struct
{
  GMainLoop *loop;
  AbEboardPort *port;
  AbPosition *pos;
  AbEboardSnapshot last;
  gboolean has_last;
  guint timer;
  gboolean asked; /* the next board is the answer to the request */
#ifdef AB_REFERENCE_VOICE
  AbSpeech *speech;
#endif
} Reference;

#ifdef AB_REFERENCE_VOICE
/* As the app announces the opponent's move: its earcon, then its words. */
static void
announce (Reference *r, AbMove move)
{
  char spoken[AB_SPOKEN_MAX];
  AbEarcon earcon = ab_position_gives_check (r->pos, move)   ? AB_EARCON_CHECK
                    : ab_position_is_capture (r->pos, move) ? AB_EARCON_CAPTURE
                                                            : AB_EARCON_MOVE;

  ab_move_to_spoken (r->pos, move, AB_LANG_DE, AB_SPOKEN_SHORT, spoken, sizeof spoken);
  ab_speech_play_earcon (r->speech, earcon, AB_SPEECH_IMPORTANT);
  ab_speech_say (r->speech, spoken, AB_SPEECH_IMPORTANT);
}
#endif

static gboolean
still_cb (gpointer data)
{
  Reference *r = data;

  r->timer = 0;
  r->asked = TRUE;
  ab_eboard_port_request_board (r->port);
  return G_SOURCE_REMOVE;
}

/* The answer: the position after one legal move, or a start. */
static void
read_answer (Reference *r, const AbEboardSnapshot *board, gint64 time_us)
{
  AbEboardSnapshot now;
  AbMoveList list;
  int start;

  ab_eboard_snapshot_from_position (&now, r->pos);
  ab_position_legal_moves (r->pos, &list);
  for (int i = 0; i < list.count; i++)
    {
      AbEboardSnapshot after;

      ab_eboard_snapshot_after_move (&now, r->pos, list.moves[i], &after);
      if (ab_eboard_snapshot_equal (&after, board))
        {
          char uci[AB_UCI_MAX];
          AbUndo undo;

          ab_move_to_uci (r->pos, list.moves[i], uci);
          printf ("%" G_GINT64_FORMAT "\tmove %s\n", time_us, uci);
          fflush (stdout);
#ifdef AB_REFERENCE_VOICE
          announce (r, list.moves[i]);
#endif
          ab_position_make (r->pos, list.moves[i], &undo);
          return;
        }
    }
  if (!ab_eboard_snapshot_equal (&now, board) && (start = ab_eboard_snapshot_start_number (board)) >= 0)
    {
      ab_position_set_chess960 (r->pos, start);
      ab_position_set_chess960_flag (r->pos, start != AB_CHESS960_STANDARD);
    }
}

static void
board_cb (AbEboardPort *port, const AbEboardSnapshot *board, gint64 time_us, gpointer data)
{
  Reference *r = data;

  if (r->asked)
    {
      r->asked = FALSE;
      read_answer (r, board, time_us);
    }
  if (r->has_last && ab_eboard_snapshot_equal (board, &r->last))
    return;
  r->last = *board;
  r->has_last = TRUE;
  if (r->timer != 0)
    g_source_remove (r->timer);
  r->timer = g_timeout_add (STILL_MS, still_cb, r);
}

static void
fault_cb (AbEboardPort *port, const GError *error, gpointer data)
{
  Reference *r = data;

  if (!g_error_matches (error, AB_EBOARD_ERROR, AB_EBOARD_ERROR_UNPLUGGED))
    fprintf (stderr, "eboard-reference: %s\n", error->message);
  g_main_loop_quit (r->loop);
}

int
main (int argc, char **argv)
{
  static const AbEboardPortFuncs funcs = { NULL, board_cb, NULL, fault_cb };
  Reference r = { 0 };
  g_autoptr (GError) error = NULL;
  char fen[AB_FEN_MAX];

  if (argc != 3)
    {
      fprintf (stderr, "Usage: eboard-reference DEVICE dgt|millennium\n");
      return 2;
    }
  r.pos = ab_position_new ();
  r.loop = g_main_loop_new (NULL, FALSE);
#ifdef AB_REFERENCE_VOICE
  r.speech = ab_speech_new ();
  ab_speech_set_language (r.speech, AB_LANG_DE);
#endif
  r.port = ab_eboard_port_open (argv[1], ab_eboard_protocol_from_name (argv[2]), &funcs, &r, &error);
  if (r.port == NULL)
    {
      fprintf (stderr, "eboard-reference: %s\n", error->message);
      return 1;
    }
  g_main_loop_run (r.loop);
  ab_position_get_fen (r.pos, AB_FEN_CASTLING_AUTO, fen, sizeof fen);
  printf ("%s\n", fen);
  ab_eboard_port_free (r.port);
#ifdef AB_REFERENCE_VOICE
  g_object_unref (r.speech);
#endif
  ab_position_free (r.pos);
  g_main_loop_unref (r.loop);
  return 0;
}
