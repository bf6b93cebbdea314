/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match-words.h — the match's news in words.
 *
 * AbMatch says nothing: it decides, journals and signals facts ("move-made",
 * "ruling", "taken-back", "game-over", "time-warning"). AbMatchWords listens to one match and
 * words each fact in the announcement language, then emits "announcement"
 * with the text and what it is about; AbAnnouncer speaks it, the mirror shows
 * it. The functions below word single facts for whoever needs the same
 * sentence elsewhere (a status line, a confirmation before an act). */
#pragma once

#include <glib-object.h>

#include "ab-match.h"

G_BEGIN_DECLS

/* What an "announcement" is about; the announcer chooses voice and earcon. */
typedef enum
{
  AB_ANNOUNCEMENT_OWN_MOVE,      /* the blind player's move, confirmed */
  AB_ANNOUNCEMENT_OPPONENT_MOVE, /* the sighted player's move: important */
  AB_ANNOUNCEMENT_GAME_OVER,
  AB_ANNOUNCEMENT_RULING,        /* a ruling with its article, a period change: important */
  AB_ANNOUNCEMENT_CORRECTION,    /* D.2.8: the blind player's corrected move */
  AB_ANNOUNCEMENT_TIME_WARNING,  /* the blind player's own time passed a threshold: important */
} AbAnnouncementKind;

#define AB_TYPE_MATCH_WORDS (ab_match_words_get_type ())
G_DECLARE_FINAL_TYPE (AbMatchWords, ab_match_words, AB, MATCH_WORDS, GObject)

/* Words match's news from now on: "announcement" (text, AbAnnouncementKind). */
AbMatchWords *ab_match_words_new (AbMatch *match);

/* The result as announced: "Weiß gewinnt.", "Tote Stellung. Die Partie ist remis.";
 * NULL while the game goes on. Free with g_free. */
char *ab_match_words_result (AbMatch *match);
/* The mirror's banner, shown to the sighted player in the interface language: the result
 * ("Checkmate — White wins"), the ruling when the result is the arbiter's to decide (6.9
 * undecided), or "Check"; NULL otherwise. */
const char *ab_match_words_banner (AbMatch *match);
/* A ruling (with its article) or a new time-control period. Free with g_free. */
char *ab_match_words_ruling (AbLanguage lang, const AbDecision *decision);
/* The arbiter's take-back to n_plies with the clocks set (D.2.9), before or after it is
 * applied. Free with g_free. */
char *ab_match_words_take_back (AbMatch *match, guint n_plies, gint64 white_ms,
                                gint64 black_ms);
/* A damaged journal set aside under kept_name (NULL: it could not be moved), for the
 * arbiter (ab-match-keep.h). Free with g_free. */
char *ab_match_words_damaged (AbLanguage lang, const char *kept_name);
/* Why the match refused the blind player's command (its GError, any domain: the journal's
 * own errors mean nothing was saved nor done) in lang. Free with g_free. */
char *ab_match_words_refusal (AbLanguage lang, const GError *error);

/* The same for a move: for AB_MATCH_ERROR_UNREADABLE, why the text or the squares name no
 * legal move in the match's position (move_error), else as ab_match_words_refusal. */
char *ab_match_words_move_refusal (AbMatch *match, const AbMoveError *move_error,
                                   const GError *error);
/* The same for words heard that name no move here ("Dame Anna acht"), naming them. */
char *ab_match_words_heard_refusal (AbMatch *match, const AbMoveError *move_error,
                                    const GError *error, const char *words);

G_END_DECLS
