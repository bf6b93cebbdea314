/* ab-practice.h — a practice game against a UCI engine (Debian's stockfish by default).
 *
 * AbPractice plays the engine's side of the application's AbMatch: when the engine is
 * to move it searches with the real clock times, and its move enters the match through
 * ab_match_play as the opponent's, so it is journaled and announced exactly as a sighted
 * opponent's. Ctrl+Shift+H (app.practice-hint) speaks the engine's best move for the
 * player; the hints are counted and told at the end. A crashed or hung engine is
 * reported by voice and on screen and restarted on the same game. After the game the
 * moves where the evaluation dropped most are spoken and shown.
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

/* Starts a practice game on the match: the engine program is started (or reused) and
 * plays at once when it is to move. FALSE, said and nothing changed, when no engine can
 * be found. */
gboolean ab_practice_begin (AbPractice *self, const AbPracticeSetup *setup);
/* The engine's best move for the player, spoken and counted. */
void ab_practice_hint (AbPractice *self);

gboolean ab_practice_is_active (AbPractice *self);
guint ab_practice_get_hints (AbPractice *self);
/* The engine, to watch (tests, the process id). */
AbEngine *ab_practice_get_engine (AbPractice *self);

/* The application's practice, made the first time (with its app.practice-hint action
 * and Ctrl+Shift+H): spec "" opens the new-practice-game dialog, otherwise spec is the
 * --practice text (ab-practice-setup.h) and the game starts at once. */
AbPractice *ab_practice_show (GtkApplication *application, AbMatch *match,
                              AbAnnouncer *announcer, GtkWindow *parent, const char *spec);

/* Adds --practice[=COLOUR,LEVEL,TIME,START] to the application's options: it activates
 * app.practice with the text once the windows are up. */
void ab_practice_add_options (GApplication *application);

G_END_DECLS
