/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-arbiter-words.c — the arbiter's view's own sentences: English msgids in the
 * "spoken" context, translated by the announcement language's catalog. */
#include "ab-arbiter-words.h"

#include <glib/gi18n.h>

#include "ab-speech-catalog.h"

static const char *const words[AB_ARBITER_N_WORDS] = {
  [AB_ARBITER_WORD_OPENED] = NC_ ("spoken",
      "Arbiter: the positions on the two boards differ. Type the sighted player's scoresheet; "
      "Control Return compares."),
  [AB_ARBITER_WORD_FIRST_DIFFERENCE] = NC_ ("spoken", "first difference"),
  [AB_ARBITER_WORD_NO_DIFFERENCE] = NC_ ("spoken", "The scoresheets do not differ."),
  [AB_ARBITER_WORD_COMPARE_FIRST] = NC_ ("spoken", "Compare the scoresheets first."),
  [AB_ARBITER_WORD_APPLY_TAKE_BACK] = NC_ ("spoken",
      "Alt P applies the decision: Annabella takes the moves back and sets the clocks."),
  [AB_ARBITER_WORD_MATCH_STAYS] = NC_ ("spoken",
      "The moves in Annabella stand; Alt P records the decision and sets the clocks."),
  [AB_ARBITER_WORD_MATCH_CHANGED] = NC_ ("spoken", "The match went on: compare again."),
  /* TRANSLATORS: %s: the file's name. */
  [AB_ARBITER_WORD_IMPORTED] = NC_ ("spoken", "%s imported."),
  /* TRANSLATORS: %s: what is wrong with the other scoresheet. */
  [AB_ARBITER_WORD_SHEET_ERROR] = NC_ ("spoken", "Scoresheet B cannot be read: %s"),
  /* TRANSLATORS: %c: A or B; %s: what is wrong with its FEN. */
  [AB_ARBITER_WORD_BOARD_ERROR] = NC_ ("spoken", "Board %c: %s"),
  [AB_ARBITER_WORD_KEYS] = NC_ ("spoken",
      "Keys: Control O imports the sighted player's scoresheet from a file, Control Shift O the "
      "blind player's, Control Return "
      "compares and gives the ruling, Control D goes to the first difference, Alt P applies the "
      "ruling, Control R records the result of a game that awaits the arbiter's decision, "
      "Control Shift K opens a kept match, Control W closes the window."),
  /* TRANSLATORS: %d: the move number, %s: the colour to move. */
  [AB_ARBITER_WORD_TAKEN_BACK] = NC_ ("spoken", "Arbiter: back to move %d, %s to move"),
  /* TRANSLATORS: appended to a decision: %s: White's time, %s: Black's. */
  [AB_ARBITER_WORD_CLOCKS_SET] = NC_ ("spoken", ", clocks White %s, Black %s"),
  [AB_ARBITER_WORD_ARTICLE] = NC_ ("spoken", " — article D.2.9."),
  /* TRANSLATORS: %s: the decision to apply. */
  [AB_ARBITER_WORD_CONFIRM] = NC_ ("spoken",
      "Apply the decision? %s Return applies, Escape cancels."),
  [AB_ARBITER_WORD_CANCELLED] = NC_ ("spoken", "Not applied, nothing changed."),
  /* TRANSLATORS: %s: the colour; %s: the text that is no time. */
  [AB_ARBITER_WORD_CLOCK_ERROR] = NC_ ("spoken",
      "%s's clock, %s, is not a time: write hours, minutes and seconds, such as 1:29:20. Nothing "
      "changed."),
  /* TRANSLATORS: %s: why. */
  [AB_ARBITER_WORD_NOT_APPLIED] = NC_ ("spoken", "Not applied, nothing changed: %s"),
  /* TRANSLATORS: %s: what is wrong with the imported scoresheet A. */
  [AB_ARBITER_WORD_SHEET_A_ERROR] = NC_ ("spoken", "Scoresheet A cannot be read: %s"),
  [AB_ARBITER_WORD_IMPORTED_A] = NC_ ("spoken",
      "Scoresheet A was imported, not kept by Annabella: the ruling is not applied to the match "
      "here. Close the window to compare with Annabella's scoresheet again."),
  [AB_ARBITER_WORD_NOTHING_IMPORTED] = NC_ ("spoken", "Nothing imported; the scoresheets stay."),
  /* TRANSLATORS: %s: the game's end as said to the players, which leaves the result to the
   * arbiter. */
  [AB_ARBITER_WORD_RESULT_AWAITS] = NC_ ("spoken",
      "Arbiter: %s Control R records the result."),
  /* TRANSLATORS: %1$s: the article of the Laws, such as 6.9; %2$s: the colour that wins if
   * it can checkmate, such as White. */
  [AB_ARBITER_WORD_DECIDE] = NC_ ("spoken",
      "The arbiter's result, article %1$s: if %2$s can checkmate by any series of legal moves, "
      "%2$s wins; if not, the game is drawn. Tab chooses the result, Return records it, Escape "
      "cancels."),
  [AB_ARBITER_WORD_NOTHING_TO_DECIDE] = NC_ ("spoken",
      "No result waits for the arbiter's decision."),
  [AB_ARBITER_WORD_BOARD_FROM_EBOARD] = NC_ ("spoken",
      "Board B is the opponent's e-board as it stands now; Control Return compares."),
  [AB_ARBITER_WORD_NO_EBOARD] = NC_ ("spoken",
      "No e-board is read in this match: enter board B as it stands."),
};

const char *
ab_arbiter_word (AbLanguage lang, AbArbiterWord word)
{
  /* An unknown language speaks English here, as it always did. */
  if ((unsigned) lang > AB_LANG_EN)
    lang = AB_LANG_EN;
  if ((unsigned) word >= AB_ARBITER_N_WORDS)
    return "";
  return ab_spoken_pgettext (lang, AB_SPOKEN_CONTEXT, words[word]);
}
