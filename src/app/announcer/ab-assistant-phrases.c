/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-assistant-phrases.c — assistant mode's sentences: English msgids in the "spoken"
 * context, translated by the announcement language's catalog. */
#include "ab-assistant-phrases.h"

#include <glib/gi18n.h>
#include <stdarg.h>

#include "ab-phrases.h"
#include "ab-speech-catalog.h"

static const char *const phrases[AB_ASSISTANT_PHRASE_COUNT] = {
  [AB_ASSISTANT_PHRASE_MODE_BLIND] = NC_ ("spoken",
      "With the blind player's assistant: the move line takes both sides' moves, the clock is "
      "pressed with every move, time only on request."),
  [AB_ASSISTANT_PHRASE_MODE_SIGHTED] = NC_ ("spoken",
      "With the sighted player's assistant: the move line takes both sides' moves, time only on "
      "request."),
  [AB_ASSISTANT_PHRASE_MODE_BOTH] = NC_ ("spoken",
      "You enter both sides' moves: your opponent's as he announces it, on the same move line."),
  [AB_ASSISTANT_PHRASE_HINT_OPPONENT] = NC_ ("spoken",
      "Type your opponent's move as he announces it, for example Eva five."),
  /* TRANSLATORS: %s: the colour, %s: the time, %s: the touched cell. */
  [AB_ASSISTANT_PHRASE_TOUCH_MOVE] = NC_ ("spoken",
      "Touched by %s at %s: %s. He must move this piece, article 4.3."),
  /* TRANSLATORS: %s: the colour, %s: the time, %s: the touched cell. */
  [AB_ASSISTANT_PHRASE_TOUCH_CAPTURE] = NC_ ("spoken",
      "Touched by %s at %s: %s. He must capture this piece, article 4.3."),
  /* TRANSLATORS: %s: the colour, %s: the time, %s: the touched cell. */
  [AB_ASSISTANT_PHRASE_TOUCH_FREE] = NC_ ("spoken",
      "Touched by %s at %s: %s. The piece can neither move nor be captured: he may play any move, "
      "article 4.3."),
  [AB_ASSISTANT_PHRASE_TOUCH_NOT_TO_MOVE] = NC_ ("spoken",
      "Touch-move concerns the sighted player when he has the move."),
  /* TRANSLATORS: %s: the square. */
  [AB_ASSISTANT_PHRASE_TOUCH_EMPTY] = NC_ ("spoken",
      "There is no piece on %s. Put the board cursor on the touched piece or write its square on "
      "the move line."),
  /* TRANSLATORS: %u: the number of entries; the entries follow. */
  [AB_ASSISTANT_PHRASE_TOUCH_LOG] = NC_ ("spoken", "Touch log, %u entries."),
  /* TRANSLATORS: %s: time, %u: move, %s: colour, %s: the cell. */
  [AB_ASSISTANT_PHRASE_TOUCH_ENTRY] = NC_ ("spoken", "%s, move %u, %s: %s."),
  [AB_ASSISTANT_PHRASE_TOUCH_LOG_EMPTY] = NC_ ("spoken", "No touched piece logged yet."),
  /* TRANSLATORS: %s: colour. */
  [AB_ASSISTANT_PHRASE_FLAG_FALLEN] = NC_ ("spoken",
      "Time exceeded: %s's flag has fallen. Enter claims it, Escape does not."),
  [AB_ASSISTANT_PHRASE_SEAL_NO_MOVE] = NC_ ("spoken",
      "Write the move to seal on the move line, then Control Shift J."),
  /* TRANSLATORS: %s: colour; the move is not ab_phrase_spoken (I.1). */
  [AB_ASSISTANT_PHRASE_SEAL_CONFIRM] = NC_ ("spoken",
      "%s seals the move on the move line and the game is adjourned. Enter confirms, Escape "
      "cancels."),
  /* TRANSLATORS: %s: colour, %s: the record's path. */
  [AB_ASSISTANT_PHRASE_SEALED] = NC_ ("spoken",
      "Game adjourned, %s sealed a move. The envelope record is saved in %s"),
  /* TRANSLATORS: %s: colour. */
  [AB_ASSISTANT_PHRASE_SEALED_NO_FILE] = NC_ ("spoken",
      "Game adjourned, %s sealed a move. The envelope record could not be saved."),
  [AB_ASSISTANT_PHRASE_ADJOURNED] = NC_ ("spoken",
      "The game is adjourned. Control Shift G opens the envelope and resumes it."),
  [AB_ASSISTANT_PHRASE_NOT_ADJOURNED] = NC_ ("spoken", "The game is not adjourned."),
  [AB_ASSISTANT_PHRASE_UNSEALED] = NC_ ("spoken", "Envelope opened, the game resumes."),
};

char *
ab_assistant_phrase_format (AbLanguage lang, AbAssistantPhrase phrase, ...)
{
  va_list args;
  char *text;

  g_return_val_if_fail ((unsigned) phrase < AB_ASSISTANT_PHRASE_COUNT, g_strdup (""));

  va_start (args, phrase);
  text = ab_phrase_vformat (lang, phrases[phrase], args);
  va_end (args);
  return text;
}
