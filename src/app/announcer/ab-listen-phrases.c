/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-listen-phrases.c — listening's sentences: English msgids in the "spoken" context,
 * translated by the announcement language's catalog. */
#include "ab-listen-phrases.h"

#include <glib/gi18n.h>
#include <stdarg.h>

#include "ab-phrases.h"
#include "ab-speech-catalog.h"

static const char *const phrases[AB_LISTEN_PHRASE_COUNT] = {
  /* TRANSLATORS: %s: the move heard, as it is announced ("Springer Felix drei"). */
  [AB_LISTEN_PHRASE_HEARD] = NC_ ("spoken", "Heard: %s. Enter confirms, Escape no."),
  /* TRANSLATORS: listening to both players: %s: the move announced; the other player's
   * repetition of it was not understood. */
  [AB_LISTEN_PHRASE_HEARD_UNCLEAR_REPETITION] = NC_ ("spoken",
      "Heard: %s; its repetition not understood. Enter confirms, Escape no."),
  /* TRANSLATORS: after "no": %s: the next reading of what was said. */
  [AB_LISTEN_PHRASE_HEARD_OTHER] = NC_ ("spoken", "Or: %s? Enter confirms, Escape no."),
  /* TRANSLATORS: a move said was not understood, but it was one of two moves that differ
   * in one word; the player answers by saying one of them. %s: the better reading, %s: the
   * other, as they are announced ("Eva fünf oder Eva vier?"). */
  [AB_LISTEN_PHRASE_ASK_BOTH] = NC_ ("spoken", "%s or %s?"),
  [AB_LISTEN_PHRASE_NOT_UNDERSTOOD] = NC_ ("spoken", "Not understood. Nothing changed."),
  [AB_LISTEN_PHRASE_DROPPED] = NC_ ("spoken", "Dropped. Nothing changed."),
  [AB_LISTEN_PHRASE_NOTHING_HEARD] = NC_ ("spoken", "No heard move waits."),
  [AB_LISTEN_PHRASE_OPEN] = NC_ ("spoken",
      "Listening. Say your move; it is read back and played when you confirm it."),
  /* TRANSLATORS: %s: the talk key, e.g. "F8". */
  [AB_LISTEN_PHRASE_PUSH_TO_TALK] = NC_ ("spoken",
      "Listening while you hold %s. Say your move; it is read back and played when you "
      "confirm it."),
  [AB_LISTEN_PHRASE_OFF] = NC_ ("spoken", "Listening is off."),
  [AB_LISTEN_PHRASE_NO_MODEL] = NC_ ("spoken",
      "Listening is off: the speech recognition model or its dictionary is not installed. "
      "The keyboard works as before."),
  /* TRANSLATORS: %s: the microphone's name, or the phrase for the default microphone. */
  [AB_LISTEN_PHRASE_NO_MICROPHONE] = NC_ ("spoken",
      "Listening is off: no microphone, %s. The keyboard works as before."),
  [AB_LISTEN_PHRASE_DEFAULT_SOURCE] = NC_ ("spoken", "the default microphone"),
  [AB_LISTEN_PHRASE_LOST] = NC_ ("spoken",
      "The microphone stopped; listening is off. The keyboard works as before."),
  [AB_LISTEN_PHRASE_FORGOTTEN] = NC_ ("spoken",
      "What your games taught me of your voice is forgotten. I listen as before them."),
  /* TRANSLATORS: %s: the reason, in English. */
  [AB_LISTEN_PHRASE_NOT_FORGOTTEN] = NC_ ("spoken",
      "What your games taught me of your voice could not be forgotten: %s."),
  [AB_LISTEN_PHRASE_NOTHING_LEARNT] = NC_ ("spoken",
      "Nothing was learnt of your voice here: listening is not installed, or your voice "
      "profile is turned off. Nothing changed."),
  [AB_LISTEN_PHRASE_STILL_LEARNING] = NC_ ("spoken",
      "I am still learning your voice from the game. Ask again in a moment; nothing changed."),
  [AB_LISTEN_PHRASE_OPPONENT_FORGOTTEN] = NC_ ("spoken",
      "The voice of %s is forgotten: nothing of it is kept here any more."),
  [AB_LISTEN_PHRASE_OPPONENT_NOTHING] = NC_ ("spoken",
      "Nothing of the opponent's voice is kept here. Nothing changed."),
  [AB_LISTEN_PHRASE_NOT_BUILT] = NC_ ("spoken",
      "This Annabella was built without listening. The keyboard works as before."),
  [AB_LISTEN_PHRASE_KEYS_OPEN] = NC_ ("spoken",
      "Listening: say a move, or time, move number, last move, repeat, draw. Enter confirms "
      "a heard move, Escape or no refuses it."),
  /* TRANSLATORS: %s: the talk key, e.g. "F8". */
  [AB_LISTEN_PHRASE_KEYS_PUSH] = NC_ ("spoken",
      "Hold %s and say a move, or time, move number, last move, repeat, draw. Enter confirms "
      "a heard move, Escape or no refuses it."),
  /* TRANSLATORS: listening to both players: %s: the move announced, %s: the other
   * player's repetition, which names another move. */
  [AB_LISTEN_PHRASE_DISAGREE] = NC_ ("spoken",
      "Not the same move: first %s, then %s. Nothing played; announce it again."),
  /* TRANSLATORS: listening to both players: %s: the move played (confirmed by key before
   * the repetition came), %s: the repetition, which names another move. */
  [AB_LISTEN_PHRASE_DISAGREE_PLAYED] = NC_ ("spoken",
      "Not the same move: %s played, then %s repeated. The move stands; if the boards now "
      "differ, the players or the arbiter set them right, article D.2.9."),
  /* TRANSLATORS: listening to both players: %s: the move played, %s: another move heard
   * after the wait for the repetition was over, so the two are not compared. */
  [AB_LISTEN_PHRASE_TOO_LATE] = NC_ ("spoken",
      "Too late to compare: %s was played, %s heard after the wait. Nothing changed."),
  /* TRANSLATORS: the setting is named as in Preferences, Listening. */
  [AB_LISTEN_PHRASE_HELD_BY_SOUND] = NC_ ("spoken",
      "Not listening: the computer is playing sound. To be heard over it, turn off "
      "“Do not listen while the computer plays sound” in Preferences, Listening."),
  /* TRANSLATORS: after the read-back of a heard move; %s: the text typed on the move line,
   * which Enter does not play. */
  [AB_LISTEN_PHRASE_LINE_WAITS] = NC_ ("spoken",
      "The move line still holds %s; Enter leaves it there."),
};

char *
ab_listen_phrase_format (AbLanguage lang, AbListenPhrase phrase, ...)
{
  va_list args;
  char *text;

  g_return_val_if_fail ((unsigned) phrase < AB_LISTEN_PHRASE_COUNT, g_strdup (""));

  va_start (args, phrase);
  text = ab_phrase_vformat (lang, phrases[phrase], args);
  va_end (args);
  return text;
}

char *
ab_listen_phrase_move (AbLanguage lang, AbListenPhrase phrase, const AbPosition *pos,
                       AbMove move)
{
  char spoken[AB_SPOKEN_MAX];

  ab_move_to_spoken (pos, move, lang, AB_SPOKEN_SHORT, spoken, sizeof spoken);
  return ab_listen_phrase_format (lang, phrase, spoken);
}

char *
ab_listen_phrase_read_back (AbLanguage lang, AbListenPhrase phrase, const AbPosition *pos,
                            AbMove move, const char *line)
{
  char *read_back = ab_listen_phrase_move (lang, phrase, pos, move);
  g_autofree char *waits = NULL;

  if (line == NULL || line[0] == '\0')
    return read_back;
  waits = ab_listen_phrase_format (lang, AB_LISTEN_PHRASE_LINE_WAITS, line);
  return g_strconcat (read_back, " ", waits, NULL);
}

char *
ab_listen_phrase_ask (AbLanguage lang, const AbPosition *pos, AbMove first, AbMove second)
{
  char a[AB_SPOKEN_MAX], b[AB_SPOKEN_MAX];

  ab_move_to_spoken (pos, first, lang, AB_SPOKEN_SHORT, a, sizeof a);
  ab_move_to_spoken (pos, second, lang, AB_SPOKEN_SHORT, b, sizeof b);
  return ab_listen_phrase_format (lang, AB_LISTEN_PHRASE_ASK_BOTH, a, b);
}

/* The phrase with an announcement's move and its repetition's. */
static char *
two_moves (AbLanguage lang, const AbHeardDisagreement *d, AbListenPhrase phrase)
{
  char a[AB_SPOKEN_MAX], b[AB_SPOKEN_MAX];

  ab_move_to_spoken (d->position, d->announced, lang, AB_SPOKEN_SHORT, a, sizeof a);
  ab_move_to_spoken (d->position, d->repeated, lang, AB_SPOKEN_SHORT, b, sizeof b);
  return ab_listen_phrase_format (lang, phrase, a, b);
}

char *
ab_listen_disagreement_words (AbLanguage lang, const AbHeardDisagreement *d)
{
  return two_moves (lang, d,
                    d->played ? AB_LISTEN_PHRASE_DISAGREE_PLAYED : AB_LISTEN_PHRASE_DISAGREE);
}

char *
ab_listen_too_late_words (AbLanguage lang, const AbHeardDisagreement *d)
{
  return two_moves (lang, d, AB_LISTEN_PHRASE_TOO_LATE);
}

char *
ab_listen_phrase_unavailable (AbLanguage lang, gboolean no_microphone, const char *source)
{
  g_autofree char *name = NULL;

  if (!no_microphone)
    return ab_listen_phrase_format (lang, AB_LISTEN_PHRASE_NO_MODEL);
  name = source != NULL && source[0] ? g_strdup (source)
                                     : ab_listen_phrase_format (lang,
                                                                AB_LISTEN_PHRASE_DEFAULT_SOURCE);
  return ab_listen_phrase_format (lang, AB_LISTEN_PHRASE_NO_MICROPHONE, name);
}
