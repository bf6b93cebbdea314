/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-practice-phrases.c — the practice game's sentences: English msgids in the "spoken"
 * context, translated by the announcement language's catalog. */
#include "ab-practice-phrases.h"

#include <glib/gi18n.h>
#include <stdarg.h>

#include "ab-phrases.h"
#include "ab-speech-catalog.h"

static const char *const phrases[AB_PRACTICE_PHRASE_COUNT] = {
  /* TRANSLATORS: %s: the player's colour, %s: the level. */
  [AB_PRACTICE_PHRASE_STARTING] = NC_ ("spoken",
      "Practice game against the computer. You play %s, level %s."),
  /* TRANSLATORS: %d: the start position's number. */
  [AB_PRACTICE_PHRASE_CHESS960] = NC_ ("spoken", "Chess960, position %d."),
  [AB_PRACTICE_PHRASE_DIALOG] = NC_ ("spoken",
      "New practice game. Tab and the arrow keys choose colour, level, time control and start "
      "position; Control Enter starts, Escape cancels."),
  [AB_PRACTICE_PHRASE_NO_ENGINE] = NC_ ("spoken",
      "No chess engine found. Install the stockfish package."),
  /* TRANSLATORS: %s: why the program could not be started. */
  [AB_PRACTICE_PHRASE_START_FAILED] = NC_ ("spoken", "The chess engine does not start: %s"),
  [AB_PRACTICE_PHRASE_FAILED] = NC_ ("spoken",
      "The computer stopped answering. It is being restarted; the game goes on."),
  [AB_PRACTICE_PHRASE_RESTARTED] = NC_ ("spoken", "The computer is ready again."),
  [AB_PRACTICE_PHRASE_GAVE_UP] = NC_ ("spoken",
      "The computer cannot be restarted. Control Shift P starts a new practice game."),
  /* TRANSLATORS: %s: the move. */
  [AB_PRACTICE_PHRASE_HINT] = NC_ ("spoken", "Hint: %s."),
  [AB_PRACTICE_PHRASE_HINT_THINKING] = NC_ ("spoken", "One moment."),
  [AB_PRACTICE_PHRASE_HINT_NOT_NOW] = NC_ ("spoken",
      "A hint is possible only on your move, with the computer ready."),
  [AB_PRACTICE_PHRASE_NO_PRACTICE] = NC_ ("spoken",
      "No practice game. Control Shift P starts one."),
  /* TRANSLATORS: %u: hints taken. */
  [AB_PRACTICE_PHRASE_HINTS_USED] = NC_ ("spoken", "You took %u hints."),
  [AB_PRACTICE_PHRASE_NO_HINTS] = NC_ ("spoken", "You took no hints."),
  [AB_PRACTICE_PHRASE_REVIEWING] = NC_ ("spoken", "The computer reviews the game."),
  /* TRANSLATORS: %s: the drops, joined. */
  [AB_PRACTICE_PHRASE_REVIEW] = NC_ ("spoken", "Review: %s"),
  /* TRANSLATORS: %u: move number, %s: the move, %s: judgement, %s: the engine's choice. */
  [AB_PRACTICE_PHRASE_DROP] = NC_ ("spoken", "Move %u, %s: %s. Better was %s."),
  [AB_PRACTICE_PHRASE_REVIEW_CLEAN] = NC_ ("spoken", "Review: no move lost much."),
  [AB_PRACTICE_PHRASE_REVIEW_FAILED] = NC_ ("spoken", "The review could not be made."),
  [AB_PRACTICE_PHRASE_ENDED] = NC_ ("spoken", "The practice game has ended."),
  /* TRANSLATORS: %s: a program that is no UCI engine (no handshake). */
  [AB_PRACTICE_PHRASE_NOT_ENGINE] = NC_ ("spoken",
      "%s is not a UCI chess engine: it does not answer uci. Set the chess engine in the "
      "preferences; the game is kept."),
  /* TRANSLATORS: %s: the engine's name: a new engine path is kept. */
  [AB_PRACTICE_PHRASE_ENGINE_READY] = NC_ ("spoken", "Chess engine %s is ready and will be used."),
  [AB_PRACTICE_PHRASE_ENGINE_DEFAULT] = NC_ ("spoken", "The default chess engine will be used."),
  /* TRANSLATORS: %s: the program whose handshake is tried. */
  [AB_PRACTICE_PHRASE_CHECKING] = NC_ ("spoken", "Checking %s."),
  /* TRANSLATORS: %s: the player's colour, %s: the level. */
  [AB_PRACTICE_PHRASE_RESUMED] = NC_ ("spoken",
      "The practice game against the computer goes on. You play %s, level %s."),
  [AB_PRACTICE_PHRASE_HINT_UNRECORDED] = NC_ ("spoken",
      "The hint cannot be recorded, so none is given."),
  [AB_PRACTICE_PHRASE_ONE_HINT] = NC_ ("spoken", "You took one hint."),
};

static const char *const strengths[4] = {
  /* TRANSLATORS: the engine's level, said after "level". */
  NC_ ("spoken", "beginner"),
  NC_ ("spoken", "club"),
  NC_ ("spoken", "strong"),
  NC_ ("spoken", "full strength"),
};

static const char *const judgements[4] = {
  /* TRANSLATORS: how much a move lost, in the engine's review of the game. */
  NC_ ("spoken", "small loss"),
  NC_ ("spoken", "inaccuracy"),
  NC_ ("spoken", "mistake"),
  NC_ ("spoken", "blunder"),
};

const char *
ab_practice_phrase_get (AbLanguage lang, AbPracticePhrase phrase)
{
  g_return_val_if_fail ((unsigned) phrase < AB_PRACTICE_PHRASE_COUNT, "");

  return ab_phrase_spoken (lang, phrases[phrase]);
}

char *
ab_practice_phrase_format (AbLanguage lang, AbPracticePhrase phrase, ...)
{
  va_list args;
  char *text;

  g_return_val_if_fail ((unsigned) phrase < AB_PRACTICE_PHRASE_COUNT, g_strdup (""));

  va_start (args, phrase);
  text = ab_phrase_vformat (lang, phrases[phrase], args);
  va_end (args);
  return text;
}

const char *
ab_practice_phrase_strength (AbLanguage lang, AbEngineStrength strength)
{
  return ab_phrase_spoken (lang, strengths[MIN ((unsigned) strength, 3u)]);
}

const char *
ab_practice_phrase_judgement (AbLanguage lang, AbEngineJudgement judgement)
{
  return ab_phrase_spoken (lang, judgements[MIN ((unsigned) judgement, 3u)]);
}
