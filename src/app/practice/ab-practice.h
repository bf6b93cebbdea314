/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-practice.h — a practice game against a UCI engine (Debian's stockfish by default).
 *
 * AbPractice plays the engine's side of the application's AbMatch: when the engine is
 * to move it searches with the real clock times, and its move enters the match through
 * ab_match_play as the opponent's, so it is journaled and announced exactly as a sighted
 * opponent's. Ctrl+Shift+H (app.practice-hint) speaks the engine's best move for the
 * player; each hint is journaled first (ab-match-notes.h), counted and told at the end
 * and on Ctrl+Alt+H. A crashed or hung engine is reported by voice and on screen and
 * restarted on the same game. After the game the moves where the evaluation dropped most
 * are spoken and shown. The settings are journaled with the match (ab-practice-note.h):
 * a resumed match that was a practice game goes on as one.
 *
 * The practice ends with the game, or when another match replaces it. */
#pragma once

#include <adwaita.h>

#include "ab-announcer.h"
#include "ab-engine.h"
#include "ab-match.h"
#include "ab-practice-setup.h"

G_BEGIN_DECLS

#define AB_TYPE_PRACTICE (ab_practice_get_type ())
G_DECLARE_FINAL_TYPE (AbPractice, ab_practice, AB, PRACTICE, GObject)

/* parent: the player's window (its move line gets the focus back). */
AbPractice *ab_practice_new (AbMatch *match, AbAnnouncer *announcer, GtkWindow *parent);

/* Starts a practice game on the match, with its settings journaled (ab-practice-note.h):
 * the engine program is started (or reused) and plays at once when it is to move. FALSE,
 * said and nothing changed, when no engine can be found. A program that turns out to be
 * no engine is said and shown; the game then waits for another (engine-path). */
gboolean ab_practice_begin (AbPractice *self, const AbPracticeSetup *setup);
/* Continues the match's interrupted practice game (its journal's practice note): the
 * engine is started again with the same settings and moves when it is its turn. FALSE
 * when the match is no practice game that goes on. */
gboolean ab_practice_resume (AbPractice *self);
/* Tries path as the engine (a UCI handshake) and keeps it in settings' engine-path when
 * it is one; "" returns to the default engine. What happens is said and shown; a
 * program that is no engine changes nothing. */
void ab_practice_set_engine_path (AbPractice *self, GSettings *settings, const char *path);

/* The engine's best move for the player, spoken and counted. */
void ab_practice_hint (AbPractice *self);

/* Says how many hints the player took in this match (its record: resumed ones too). */
void ab_practice_say_hints (AbPractice *self);

gboolean ab_practice_is_active (AbPractice *self);
guint ab_practice_get_hints (AbPractice *self);
/* The engine, to watch (tests, the process id). */
AbEngine *ab_practice_get_engine (AbPractice *self);

/* The application's practice, made the first time (with its app.practice-hint action
 * and Ctrl+Shift+H): spec "" opens the new-practice-game dialog, otherwise spec is the
 * --practice text (ab-practice-setup.h) and the game starts at once. */
AbPractice *ab_practice_show (GtkApplication *application, AbMatch *match,
                              AbAnnouncer *announcer, GtkWindow *parent, const char *spec);

/* Makes the application's practice with its actions at start-up: app.practice-hint
 * (Ctrl+Shift+H), app.practice-hints (Ctrl+Alt+H: how many were taken) and
 * app.practice-engine-path (s: ab_practice_set_engine_path). */
void ab_practice_app_init (GtkApplication *application, AbMatch *match, AbAnnouncer *announcer,
                           GtkWindow *parent, GSettings *settings);
/* After a resumed match: continues it as a practice game when it was one. */
void ab_practice_app_resume (GtkApplication *application);

/* Adds --practice[=COLOUR,LEVEL,TIME,START] to the application's options: it activates
 * app.practice with the text once the windows are up. */
void ab_practice_add_options (GApplication *application);
/* Whether --practice=COLOUR,… asked for a game that is about to start: it replaces the
 * offer to resume an interrupted match, as opening a file does. */
gboolean ab_practice_app_requested (GApplication *application);

G_END_DECLS
