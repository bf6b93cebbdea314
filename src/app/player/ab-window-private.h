/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-window-private.h — the player's window's state, shared by the parts of AbWindow
 * (HACKING.md lists them): ab-window.c (the move line, the board), the questions, the
 * acts, the assistant, the files, printing and the journal, listening and learning the
 * voice, braille and the board's size and contrast. */
#pragma once

#include "ab-answers.h"
#include "ab-board-view.h"
#include "ab-clock-view.h"
#include "ab-window.h"

#ifdef AB_HAVE_LISTEN
#include "ab-microphone.h"
#endif

/* The files' state (ab-window-files.c). */
typedef struct _AbWindowFiles AbWindowFiles;
/* Listening's state (ab-window-listen.c). */
typedef struct _AbWindowListen AbWindowListen;
/* Learning the player's voice (ab-window-enrol.c); NULL when not. */
typedef struct _AbWindowEnrol AbWindowEnrol;
/* Learning it from his confirmed moves (ab-window-learn.c); NULL until the settings. */
typedef struct _AbWindowLearn AbWindowLearn;
/* Whose voice is heard (ab-window-voices.c). */
typedef struct _AbWindowVoices AbWindowVoices;
/* The braille display (ab-window-braille.c); NULL until the settings are given. */
typedef struct _AbWindowBraille AbWindowBraille;

struct _AbWindow
{
  AdwApplicationWindow parent_instance;

  AbMatch *match;
  AbMatchHeard *heard;
  AbMatchEboard *eboard; /* the sighted player's e-board, or NULL */
  AbAnnouncer *announcer;
  GSettings *settings;

  GtkLabel *status_label;
  GtkEntry *move_entry;
  GtkLabel *announcement_label;
  GtkLabel *scoresheet_label;
  AbBoardView *board;
  AbClockView *clock_view;

  AbWindowFiles *files;
  AbWindowListen *listen;
  AbWindowEnrol *enrol;
  AbWindowLearn *learn;
  AbWindowVoices *voices;
  AbWindowBraille *braille;

  /* The scoresheet read move by move: the first half-move of the move read last, while
   * the game still has sheet_plies half-moves (else reading starts at the end again). */
  guint sheet_cursor;
  guint sheet_plies;
  gboolean told_replaces; /* that typing replaces a refused text was said once */
};

/* Says text (taken) through the announcer. */
void _ab_window_say (AbWindow *self, char *text, AbAnnounceKind kind);
AbLanguage _ab_window_language (AbWindow *self);
/* What the move line holds as a move, for a claim: AB_MOVE_NONE when it is empty;
 * FALSE (and said why) when it holds something that is not a legal move. */
gboolean _ab_window_intended_move (AbWindow *self, AbMove *move);

/* ab-window-braille.c: says text (taken), an answer: spoken, shown, and on the braille
 * display as an answer; for the scoresheet, the display shows it a move a row, at ply's. */
void _ab_window_answer (AbWindow *self, char *text);
void _ab_window_answer_sheet (AbWindow *self, char *text, guint ply);
/* The display as the braille-display setting says, from now on; Alt+B. */
void _ab_window_braille_init (AbWindow *self, GSettings *settings);
void _ab_window_braille_dispose (AbWindow *self);
void _ab_window_braille_class_init (GtkWidgetClass *widget_class);
/* ab-window-view.c: the board's size (board-zoom, Ctrl+plus, minus, 0, the text size). */
void _ab_window_view_class_init (GtkWidgetClass *widget_class);
void _ab_window_view_init (AbWindow *self, GSettings *settings);
/* ab-window-print.c: win.print (Ctrl+P), the scoresheet in braille or large print. */
void _ab_window_print_init (AbWindow *self);
void _ab_window_questions_class_init (GtkWidgetClass *widget_class);
/* A question said aloud (time, move number, last move, repeat, draw): as its key. */
void _ab_window_ask_aloud (AbWindow *self, AbSpokenCommand cmd);
/* ab-window-assistant.c: touch, touch log, seal, unseal; the fallen flag's claim. */
void _ab_window_assistant_class_init (GtkWidgetClass *widget_class);
void _ab_window_assistant_attach (AbWindow *self);
void _ab_window_actions_class_init (GtkWidgetClass *widget_class);
/* Asks what body (taken) says, in a dialog headed heading and by voice: Enter confirms,
 * Escape cancels; response_cb (dialog, response, data) gets "confirm" or "cancel". */
void _ab_window_confirm (AbWindow *self, const char *heading, char *body,
                         AdwResponseAppearance appearance, GCallback response_cb, gpointer data,
                         GClosureNotify notify);
/* In a response callback: TRUE when confirmed, else says it was cancelled; the keyboard is
 * back on the move line either way. */
gboolean _ab_window_confirmed (AbWindow *self, const char *response);
/* ab-window-listen.c: listening as the settings say (listen-mode, listen-source,
 * listen-key, listen-threshold), from now on. */
void _ab_window_listen_init (AbWindow *self, GSettings *settings);
void _ab_window_listen_dispose (AbWindow *self);
/* Alt+H's words for listening, or NULL when it is off. */
char *_ab_window_listen_keys (AbWindow *self);
/* Learning the voice: the microphone opened (open, whatever the settings say) with the
 * enrolment's grammar, what it hears handed to _ab_window_enrol_heard; FALSE: back to
 * listening as the settings say, with the recogniser loaded afresh (a new profile). */
void _ab_window_listen_enrol (AbWindow *self, gboolean enrolling);
/* The enrolment's phrase changed: its grammar from the next utterance on. */
void _ab_window_listen_enrol_next (AbWindow *self);
/* Deaf until _ab_window_listen_enrol (self, FALSE). */
void _ab_window_listen_enrol_pause (AbWindow *self);
/* ab-window-enrol.c: the player.learn-voice action and its keys. */
void _ab_window_enrol_class_init (GtkWidgetClass *widget_class);
void _ab_window_enrol_attach (AbWindow *self);
void _ab_window_enrol_dispose (AbWindow *self);
/* Ends an enrolment (the microphone failed: listening has said why). */
void _ab_window_enrol_stop (AbWindow *self);
/* ab-window-learn.c: player.forget-voice; learning from confirmed moves (listen-learn). */
void _ab_window_learn_class_init (GtkWidgetClass *widget_class);
void _ab_window_learn_init (AbWindow *self, GSettings *settings);
void _ab_window_learn_dispose (AbWindow *self);
#define AB_WINDOW_LEARN_EVERY 5 /* confirmed moves between two makings of the profile */
/* ab-window-voices.c: each player heard with his own voice profile; "opponent-enrolment";
 * the opponent's name (NULL: none); show: the mirror's text while he teaches his voice. */
void _ab_window_voices_class_init (GtkWidgetClass *widget_class);
void _ab_window_voices_init (AbWindow *self);
void _ab_window_voices_dispose (AbWindow *self);
const char *_ab_window_voices_opponent_name (AbWindow *self);
void _ab_window_voices_show (AbWindow *self, const char *text);
#ifdef AB_HAVE_LISTEN
/* ab-window-heard.c: a hearing (taken) through the match, and what it decided said; Enter,
 * Alt+Enter or Escape while a heard move waits (TRUE: taken); the match's news of hearings. */
void _ab_window_heard (AbWindow *self, AbHearing *hearing);
gboolean _ab_window_heard_key (AbWindow *self, guint keyval, GdkModifierType mods);
void _ab_window_heard_connect (AbWindow *self, gboolean connect);
/* A move heard (its best reading), waiting: learnt into its voice's profile if played; a
 * repetition that agreed with the move played: at once. */
void _ab_window_learn_heard (AbWindow *self, const AbHearing *hearing, AbMove move);
void _ab_window_learn_agreed (AbWindow *self, const AbHearing *hearing);
/* The microphone (NULL: not open); it opened; the opponent's profile (new; NULL: no name). */
AbMicrophone *_ab_window_listen_microphone (AbWindow *self);
void _ab_window_voices_opened (AbWindow *self);
void _ab_window_voices_reload (AbWindow *self); /* his recogniser loaded again */
void _ab_window_voices_player_taught (AbWindow *self); /* the player's profile made again */
char *_ab_window_voices_opponent_dir (AbWindow *self);
/* A profile made again, loaded (taken): speaker heard with it from the next utterance on. */
void _ab_window_listen_taught (AbWindow *self, AbMicrophoneSpeaker speaker,
                               AbRecognizer *taught);
/* The grammar of the phrase to be said now (new). */
AbSpokenGrammar *_ab_window_enrol_grammar (AbWindow *self);
/* What the microphone heard while enrolling (taken). */
void _ab_window_enrol_heard (AbWindow *self, AbHearing *hearing);
#endif
/* ab-window-eboard.c: Alt+E, Ctrl+Shift+E; what a DGT clock on the e-board shows (NULL:
 * no such clock); Alt+H's words for the e-board's keys (NULL: no e-board in this match). */
void _ab_window_eboard_class_init (GtkWidgetClass *widget_class);
char *_ab_window_eboard_time (AbWindow *self, AbAnswerTime which);
char *_ab_window_eboard_keys (AbWindow *self);
/* The win.open, win.save, win.save-as and win.export actions. */
void _ab_window_files_init (AbWindow *self);
void _ab_window_files_dispose (AbWindow *self);
/* Says a cancelled file step, with the files given with it that were not opened. */
void _ab_window_files_say_cancelled (AbWindow *self);
/* "Jansen-de-Vries.pgn": a file name for the match; free with g_free. */
char *_ab_window_files_suggested_name (AbWindow *self, const char *extension);
/* What opening goes on with: file, or NULL to choose one. */
typedef void (*AbWindowFilesThen) (AbWindow *self, GFile *file);
/* ab-window-files-ask.c: calls then (self, file) at once when the match has no moves or is
 * over; else first asks (dialog and voice) whether to end it, and says a cancel. */
void _ab_window_files_ask_open (AbWindow *self, GFile *file, AbWindowFilesThen then);
/* ab-window-journal.c: the win.open-journal action; a kept match's journal opened as the
 * match, asked first over a match in progress. */
void _ab_window_journal_init (AbWindow *self);
void _ab_window_journal_open (AbWindow *self, GFile *file);
