/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-eboard-phrases.c — the e-board's sentences: English msgids in the "spoken" context,
 * translated by the announcement language's catalog. */
#include "ab-eboard-phrases.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ab-eboard-devices.h"
#include "ab-match-words.h"
#include "ab-phrases.h"
#include "ab-speech-catalog.h"
#include "ab-spoken.h"

typedef enum
{
  CONNECTED,
  CONNECTED_AGAIN,
  SHOWS_GAME,
  SHOWS_BEHIND,
  SHOWS_OTHER,
  SHOWS_AHEAD,
  IN_STEP,
  DISCREPANCY,
  TAKEBACK,
  NEW_GAME,
  NEW_GAME_960,
  ROTATED,
  MISSING_ONE,
  MISSING_MANY,
  EXTRA_ONE,
  EXTRA_MANY,
  EXTRA_ONLY_ONE,
  EXTRA_ONLY_MANY,
  AND,
  REFUSED,
  NOISE,
  NOISE_CONTENT,
  NOISE_TRUNCATED,
  NOISE_SIZE,
  NOISE_CHECKSUM,
  UNPLUGGED,
  NOT_FOUND,
  NO_DEVICE,
  NO_PERMISSION,
  BUSY,
  NOT_SERIAL,
  NOT_A_BOARD,
  FAILED,
  STATE_OFF,
  STATE_SEARCHING_ANY,
  STATE_SEARCHING_DEVICE,
  STATE_OPENING,
  STATE_CONNECTED,
  CLOCK_MINE,
  CLOCK_OPPONENT,
  CLOCK_BOTH,
  TAKE_BACK_QUESTION,
  NO_TAKE_BACK,
  KEYS,
  MAKER_DGT,
  MAKER_MILLENNIUM,
  MODE,
  N_PHRASES
} Phrase;

static const char *const phrases[N_PHRASES] = {
  /* TRANSLATORS: %s: the board's maker, "DGT" or "Millennium". */
  [CONNECTED] = NC_ ("spoken", "The opponent's %s board is connected."),
  /* TRANSLATORS: %s: the board's maker, "DGT" or "Millennium"; it had been unplugged. */
  [CONNECTED_AGAIN] = NC_ ("spoken", "The opponent's %s board is connected again."),
  [SHOWS_GAME] = NC_ ("spoken", "It shows the game's position."),
  /* TRANSLATORS: %s: a move as announced, which the sighted player is still to make on
   * his board. */
  [SHOWS_BEHIND] = NC_ ("spoken", "%s is still to be carried out on it."),
  [SHOWS_OTHER] = NC_ ("spoken", "It does not show the game's position."),
  [SHOWS_AHEAD] = NC_ ("spoken", "A move was made on it meanwhile; it is played now."),
  [IN_STEP] = NC_ ("spoken", "The opponent's board shows the game's position again."),
  /* TRANSLATORS: D.2.9; %u: the move number, %s: the move made on the sighted player's
   * board, %s: the move the game has there. */
  [DISCREPANCY] = NC_ ("spoken",
      "The boards differ at move %u: on the opponent's board %s, where the game has %s. The "
      "arbiter compares them, article D.2.9."),
  /* TRANSLATORS: %u: a move number, %s: the colour, %s: the move as announced; the
   * sighted player's board shows the position before it. */
  [TAKEBACK] = NC_ ("spoken",
      "The opponent's board shows the position before move %u of %s, %s. If the arbiter "
      "takes the moves back, he presses Control Shift E."),
  [NEW_GAME] = NC_ ("spoken",
      "The opponent's board shows the start position. Control N starts a new match."),
  /* TRANSLATORS: %d: the Chess960 start position's number. */
  [NEW_GAME_960] = NC_ ("spoken",
      "The opponent's board shows Chess960 start position %d. Control N starts a new match."),
  [ROTATED] = NC_ ("spoken",
      "The opponent's board stands turned round; it is read turned from now on."),
  /* TRANSLATORS: %s: one man with its square, "the black knight on Gustav eight". */
  [MISSING_ONE] = NC_ ("spoken", "On the opponent's board %s is missing."),
  /* TRANSLATORS: %s: men with their squares, "the black knight on Gustav eight and the
   * white pawn on Eva four". */
  [MISSING_MANY] = NC_ ("spoken", "On the opponent's board %s are missing."),
  /* TRANSLATORS: after the men missing: %s: one man too many, with its square. */
  [EXTRA_ONE] = NC_ ("spoken", "%s stands there in excess."),
  /* TRANSLATORS: after the men missing: %s: men too many, with their squares. */
  [EXTRA_MANY] = NC_ ("spoken", "%s stand there in excess."),
  /* TRANSLATORS: %s: one man too many, with its square; nothing is missing. */
  [EXTRA_ONLY_ONE] = NC_ ("spoken", "On the opponent's board %s stands in excess."),
  /* TRANSLATORS: %s: men too many, with their squares; nothing is missing. */
  [EXTRA_ONLY_MANY] = NC_ ("spoken", "On the opponent's board %s stand in excess."),
  /* TRANSLATORS: the last two of a list. */
  [AND] = NC_ ("spoken", "%s and %s"),
  /* TRANSLATORS: %s: the move made on the sighted player's board, %s: why the game
   * refuses it (a sentence). */
  [REFUSED] = NC_ ("spoken", "The move on the opponent's board, %s, is not played. %s"),
  /* TRANSLATORS: %s: what was damaged, e.g. "a message cut short". */
  [NOISE] = NC_ ("spoken",
      "The opponent's board sent %s; it was read again, nothing is lost."),
  [NOISE_CONTENT] = NC_ ("spoken", "unreadable bytes"),
  [NOISE_TRUNCATED] = NC_ ("spoken", "a message cut short"),
  [NOISE_SIZE] = NC_ ("spoken", "a message of a wrong length"),
  [NOISE_CHECKSUM] = NC_ ("spoken", "a message with a wrong check"),
  [UNPLUGGED] = NC_ ("spoken",
      "The opponent's board was unplugged. The game goes on by keyboard: type his moves on "
      "your move line as he announces them, or he enters them on the mirror. Annabella finds "
      "the board again when it is plugged in."),
  [NOT_FOUND] = NC_ ("spoken",
      "No e-board found. Annabella looks for one every few seconds; until then the game goes "
      "on by keyboard."),
  /* TRANSLATORS: %s: the device named in Preferences. */
  [NO_DEVICE] = NC_ ("spoken",
      "The e-board's device %s is not there. Annabella looks for it every few seconds; until "
      "then the game goes on by keyboard."),
  /* TRANSLATORS: %s: the device, %s: its group, %s: the user's name, %s: the group again;
   * "sudo adduser" is a command, not to be translated. */
  [NO_PERMISSION] = NC_ ("spoken",
      "Annabella may not open the e-board %s: your user must be in the group %s. Run sudo "
      "adduser %s %s, then log in again."),
  /* TRANSLATORS: %s: the device. */
  [BUSY] = NC_ ("spoken",
      "Another program holds the e-board %s. Close it; Annabella tries again every few "
      "seconds."),
  /* TRANSLATORS: %s: the device named in Preferences. */
  [NOT_SERIAL] = NC_ ("spoken",
      "%s is not a serial line; choose the e-board's device in Preferences."),
  /* TRANSLATORS: %s: the device. */
  [NOT_A_BOARD] = NC_ ("spoken",
      "No board answers on %s: it is no DGT or Millennium board, or it is switched off. "
      "Annabella tries again every few seconds."),
  /* TRANSLATORS: %s: the device, %s: the system's reason, in English. */
  [FAILED] = NC_ ("spoken",
      "The e-board %s cannot be opened: %s. Annabella tries again every few seconds."),
  [STATE_OFF] = NC_ ("spoken",
      "This match is played without an e-board; a new match can have the opponent play on "
      "one."),
  [STATE_SEARCHING_ANY] = NC_ ("spoken",
      "The opponent's e-board is not connected; Annabella looks for any board every few "
      "seconds. The game goes on by keyboard."),
  /* TRANSLATORS: %s: the device named in Preferences. */
  [STATE_SEARCHING_DEVICE] = NC_ ("spoken",
      "The opponent's e-board is not connected; Annabella looks for it on %s every few "
      "seconds. The game goes on by keyboard."),
  /* TRANSLATORS: %s: the device. */
  [STATE_OPENING] = NC_ ("spoken", "Annabella waits for the board on %s to answer."),
  /* TRANSLATORS: %s: "DGT" or "Millennium", %s: the device. */
  [STATE_CONNECTED] = NC_ ("spoken", "The opponent's %s board is connected on %s."),
  /* TRANSLATORS: %s: the time on the blind player's side of the clock on the board. */
  [CLOCK_MINE] = NC_ ("spoken", "The clock on the board: your time %s."),
  /* TRANSLATORS: %s: the time on the opponent's side of the clock on the board. */
  [CLOCK_OPPONENT] = NC_ ("spoken", "The clock on the board: your opponent's time %s."),
  /* TRANSLATORS: %s: the move number and who is to move, %s: the blind player's time,
   * %s: his opponent's, as the clock on the board shows them. */
  [CLOCK_BOTH] = NC_ ("spoken", "%s. The clock on the board: you %s, your opponent %s."),
  /* TRANSLATORS: %u: a move number, %s: the colour, %s: the move; the moves from there
   * are taken back as the sighted player's board shows. */
  [TAKE_BACK_QUESTION] = NC_ ("spoken",
      "As the arbiter decides, take back the moves from move %u of %s, %s, as the opponent's "
      "board shows"),
  [NO_TAKE_BACK] = NC_ ("spoken", "The opponent's board shows no earlier position."),
  [KEYS] = NC_ ("spoken",
      "Opponent's e-board: Alt E its state, Control Shift E the arbiter takes back the moves "
      "it shows taken back."),
  /* TRANSLATORS: the makers of e-boards: their names, as the voice can say them. */
  [MAKER_DGT] = NC_ ("spoken", "DGT"),
  [MAKER_MILLENNIUM] = NC_ ("spoken", "Millennium"),
  [MODE] = NC_ ("spoken", "Your opponent's moves come from his e-board."),
};

/* By colour, then piece type: the man with its article, for its square. */
static const char *const men[2][7] = {
  {
    /* TRANSLATORS: %s: a square, "Eva four". */
    [AB_PAWN] = NC_ ("spoken", "the white pawn on %s"),
    [AB_KNIGHT] = NC_ ("spoken", "the white knight on %s"),
    [AB_BISHOP] = NC_ ("spoken", "the white bishop on %s"),
    [AB_ROOK] = NC_ ("spoken", "the white rook on %s"),
    [AB_QUEEN] = NC_ ("spoken", "the white queen on %s"),
    [AB_KING] = NC_ ("spoken", "the white king on %s"),
  },
  {
    [AB_PAWN] = NC_ ("spoken", "the black pawn on %s"),
    [AB_KNIGHT] = NC_ ("spoken", "the black knight on %s"),
    [AB_BISHOP] = NC_ ("spoken", "the black bishop on %s"),
    [AB_ROOK] = NC_ ("spoken", "the black rook on %s"),
    [AB_QUEEN] = NC_ ("spoken", "the black queen on %s"),
    [AB_KING] = NC_ ("spoken", "the black king on %s"),
  },
};

static char *
format (AbLanguage lang, Phrase phrase, ...)
{
  va_list args;
  char *text;

  va_start (args, phrase);
  text = ab_phrase_vformat (lang, phrases[phrase], args);
  va_end (args);
  return text;
}

static AbLanguage
language (AbMatchEboard *eboard)
{
  return ab_match_get_language (ab_match_eboard_get_match (eboard));
}

/* Appends phrase (taken) after a space. */
static void
append (GString *text, char *phrase)
{
  if (text->len > 0)
    g_string_append_c (text, ' ');
  g_string_append (text, phrase);
  g_free (phrase);
}

static char *
spoken_move (AbLanguage lang, const AbPosition *pos, AbMove move)
{
  char spoken[AB_SPOKEN_MAX];

  ab_move_to_spoken (pos, move, lang, AB_SPOKEN_SHORT, spoken, sizeof spoken);
  return g_strdup (spoken);
}

static const char *
maker (AbLanguage lang, AbEboardProtocol protocol)
{
  return ab_phrase_spoken (lang, phrases[protocol == AB_EBOARD_PROTOCOL_MILLENNIUM
                                           ? MAKER_MILLENNIUM
                                           : MAKER_DGT]);
}

/* "the black knight on Gustav eight, the white pawn on Eva four and …" */
static char *
men_list (AbLanguage lang, const AbEboardMan *list, int n)
{
  g_autofree char *text = NULL;

  for (int i = 0; i < n; i++)
    {
      char square[AB_SPOKEN_MAX];
      AbPieceType type = AB_PIECE_TYPE (list[i].piece);
      g_autofree char *man = NULL;

      if (type < AB_PAWN || type > AB_KING)
        continue;
      ab_spoken_square (lang, list[i].square, square, sizeof square);
      man = g_strdup_printf (ab_phrase_spoken (lang, men[AB_PIECE_COLOR (list[i].piece)
                                                         == AB_BLACK][type]),
                             square);
      if (text == NULL)
        text = g_steal_pointer (&man);
      else if (i == n - 1)
        {
          g_autofree char *before = g_steal_pointer (&text);

          text = format (lang, AND, before, man);
        }
      else
        {
          g_autofree char *before = g_steal_pointer (&text);

          text = g_strconcat (before, ", ", man, NULL);
        }
    }
  return g_steal_pointer (&text);
}

char *
ab_eboard_phrase_diff (AbLanguage lang, const AbEboardDiff *diff)
{
  g_autofree char *missing = men_list (lang, diff->missing, diff->n_missing);
  g_autofree char *extra = men_list (lang, diff->extra, diff->n_extra);
  GString *text = g_string_new (NULL);

  if (missing != NULL)
    append (text, format (lang, diff->n_missing == 1 ? MISSING_ONE : MISSING_MANY, missing));
  if (extra != NULL && missing != NULL)
    append (text, format (lang, diff->n_extra == 1 ? EXTRA_ONE : EXTRA_MANY, extra));
  else if (extra != NULL)
    append (text, format (lang, diff->n_extra == 1 ? EXTRA_ONLY_ONE : EXTRA_ONLY_MANY, extra));
  return g_string_free (text, FALSE);
}

/* Where the board stands against the match: a sentence after "connected". */
static char *
shows_words (AbMatchEboard *eboard, AbEboardShows shows)
{
  AbLanguage lang = language (eboard);
  AbBitboard squares;
  AbMove move;

  switch (shows)
    {
    case AB_EBOARD_SHOWS_GAME:
      return format (lang, SHOWS_GAME);
    case AB_EBOARD_SHOWS_BEHIND:
      move = ab_match_eboard_get_move_to_show (eboard, &squares);
      if (move != AB_MOVE_NONE)
        {
          AbMatch *match = ab_match_eboard_get_match (eboard);
          AbPosition *before = ab_match_get_position_before (match,
                                                             ab_match_get_n_plies (match)
                                                               - ab_match_eboard_get_lag (eboard));
          g_autofree char *words = spoken_move (lang, before, move);

          ab_position_free (before);
          return format (lang, SHOWS_BEHIND, words);
        }
      return format (lang, SHOWS_OTHER);
    case AB_EBOARD_SHOWS_OTHER:
      return format (lang, SHOWS_OTHER);
    case AB_EBOARD_SHOWS_AHEAD:
      return format (lang, SHOWS_AHEAD);
    case AB_EBOARD_SHOWS_NOTHING:
    default:
      return NULL;
    }
}

/* "move 12 of White, Springer Felix drei": a ply's number, mover and words. */
static char *
ply_words (AbMatch *match, Phrase phrase, guint ply)
{
  AbLanguage lang = ab_match_get_language (match);

  return format (lang, phrase, ab_match_get_move_number (match, ply),
                 ab_phrase_color (lang, ab_match_get_mover (match, ply)),
                 ab_match_get_spoken (match, ply));
}

char *
ab_eboard_phrase_news (AbMatchEboard *eboard, const AbEboardNews *news)
{
  AbLanguage lang;
  AbMatch *match;
  const AbEboardVerdict *v;
  GString *text;

  g_return_val_if_fail (AB_IS_MATCH_EBOARD (eboard) && news != NULL, NULL);

  lang = language (eboard);
  match = ab_match_eboard_get_match (eboard);
  v = news->verdict;
  switch (news->kind)
    {
    case AB_EBOARD_NEWS_CONNECTED:
      text = g_string_new (NULL);
      append (text, format (lang, news->again ? CONNECTED_AGAIN : CONNECTED,
                            maker (lang, ab_match_eboard_get_protocol (eboard, NULL, NULL))));
      if (news->shows != AB_EBOARD_SHOWS_NOTHING)
        append (text, shows_words (eboard, news->shows));
      return g_string_free (text, FALSE);
    case AB_EBOARD_NEWS_IN_STEP:
      return format (lang, IN_STEP);
    case AB_EBOARD_NEWS_DISCREPANCY:
      {
        g_autofree char *made = spoken_move (lang, news->position, v->move);
        g_autofree char *expected = spoken_move (lang, news->position, v->expected);

        return format (lang, DISCREPANCY,
                       (guint) ab_position_fullmove_number (news->position), made, expected);
      }
    case AB_EBOARD_NEWS_TAKEBACK:
      return ply_words (match, TAKEBACK, ab_match_get_n_plies (match) - (guint) v->plies);
    case AB_EBOARD_NEWS_NEW_GAME:
      return v->chess960 == AB_CHESS960_STANDARD ? format (lang, NEW_GAME)
                                                 : format (lang, NEW_GAME_960, v->chess960);
    case AB_EBOARD_NEWS_ROTATED:
      return format (lang, ROTATED);
    case AB_EBOARD_NEWS_WRONG:
      return ab_eboard_phrase_diff (lang, &v->diff);
    case AB_EBOARD_NEWS_REFUSED:
      {
        g_autofree char *made = spoken_move (lang, news->position, news->move);
        g_autofree char *why = ab_match_words_refusal (lang, news->error);

        return format (lang, REFUSED, made, why);
      }
    case AB_EBOARD_NEWS_NOISE:
      {
        Phrase what = news->damage == AB_EBOARD_DAMAGE_TRUNCATED  ? NOISE_TRUNCATED
                      : news->damage == AB_EBOARD_DAMAGE_SIZE     ? NOISE_SIZE
                      : news->damage == AB_EBOARD_DAMAGE_CHECKSUM ? NOISE_CHECKSUM
                                                                  : NOISE_CONTENT;

        return format (lang, NOISE, ab_phrase_spoken (lang, phrases[what]));
      }
    default:
      return NULL;
    }
}

char *
ab_eboard_phrase_fault (AbMatchEboard *eboard, const GError *error)
{
  AbLanguage lang;
  const char *device;

  g_return_val_if_fail (AB_IS_MATCH_EBOARD (eboard) && error != NULL, NULL);

  lang = language (eboard);
  device = ab_match_eboard_get_device (eboard);
  if (error->domain != AB_EBOARD_ERROR)
    return format (lang, FAILED, device ? device : "", error->message);
  switch ((AbEboardError) error->code)
    {
    case AB_EBOARD_ERROR_UNPLUGGED:
      return format (lang, UNPLUGGED);
    case AB_EBOARD_ERROR_NO_DEVICE:
      return device != NULL ? format (lang, NO_DEVICE, device) : format (lang, NOT_FOUND);
    case AB_EBOARD_ERROR_NO_PERMISSION:
      {
        g_autofree char *group = ab_eboard_device_group (device);
        const char *name = group != NULL ? group : AB_EBOARD_DEVICE_GROUP;

        return format (lang, NO_PERMISSION, device, name, g_get_user_name (), name);
      }
    case AB_EBOARD_ERROR_BUSY:
      return format (lang, BUSY, device);
    case AB_EBOARD_ERROR_NOT_SERIAL:
      return format (lang, NOT_SERIAL, device);
    case AB_EBOARD_ERROR_NOT_A_BOARD:
      return format (lang, NOT_A_BOARD, device);
    case AB_EBOARD_ERROR_FAILED:
    default:
      {
        /* the system's reason, after the device the message begins with */
        const char *reason = strstr (error->message, ": ");

        return format (lang, FAILED, device ? device : "",
                       reason != NULL ? reason + 2 : error->message);
      }
    }
}

char *
ab_eboard_phrase_state (AbMatchEboard *eboard)
{
  AbLanguage lang;
  GString *text;
  AbEboardDiff diff;
  AbEboardShows shows;
  const char *wanted;

  g_return_val_if_fail (AB_IS_MATCH_EBOARD (eboard), NULL);

  lang = language (eboard);
  wanted = ab_match_eboard_get_wanted_device (eboard);
  switch (ab_match_eboard_get_state (eboard))
    {
    case AB_MATCH_EBOARD_OFF:
      return format (lang, STATE_OFF);
    case AB_MATCH_EBOARD_SEARCHING:
    case AB_MATCH_EBOARD_LOST:
      return wanted != NULL ? format (lang, STATE_SEARCHING_DEVICE, wanted)
                            : format (lang, STATE_SEARCHING_ANY);
    case AB_MATCH_EBOARD_OPENING:
      return format (lang, STATE_OPENING, ab_match_eboard_get_device (eboard));
    case AB_MATCH_EBOARD_CONNECTED:
    default:
      break;
    }
  text = g_string_new (NULL);
  append (text, format (lang, STATE_CONNECTED,
                        maker (lang, ab_match_eboard_get_protocol (eboard, NULL, NULL)),
                        ab_match_eboard_get_device (eboard)));
  shows = ab_match_eboard_get_shows (eboard, &diff);
  if (shows != AB_EBOARD_SHOWS_NOTHING)
    append (text, shows_words (eboard, shows));
  if (shows == AB_EBOARD_SHOWS_OTHER)
    append (text, ab_eboard_phrase_diff (lang, &diff));
  return g_string_free (text, FALSE);
}

static char *
duration (AbLanguage lang, gint64 ms)
{
  return ab_phrase_duration (lang, MAX (ms, 0) * 1000);
}

char *
ab_eboard_phrase_time (AbMatchEboard *eboard, AbAnswerTime which)
{
  AbLanguage lang;
  AbMatch *match;
  gint64 ms[2];
  gboolean running;
  AbColor own;
  g_autofree char *mine = NULL;
  g_autofree char *theirs = NULL;
  g_autofree char *move = NULL;
  char *text;

  g_return_val_if_fail (AB_IS_MATCH_EBOARD (eboard), NULL);

  if (!ab_match_eboard_get_clock (eboard, &ms[AB_WHITE], &ms[AB_BLACK], &running))
    return NULL;
  lang = language (eboard);
  match = ab_match_eboard_get_match (eboard);
  own = ab_match_get_blind_color (match);
  mine = duration (lang, ms[own]);
  theirs = duration (lang, ms[!own]);
  if (which == AB_ANSWER_TIME_MINE)
    text = format (lang, CLOCK_MINE, mine);
  else if (which == AB_ANSWER_TIME_OPPONENT)
    text = format (lang, CLOCK_OPPONENT, theirs);
  else
    {
      move = ab_answer_move_and_turn (match);
      text = format (lang, CLOCK_BOTH, move, mine, theirs);
    }
  if (!running)
    {
      g_autofree char *stopped = ab_phrase_format (lang, AB_PHRASE_CLOCK_STOPPED);
      g_autofree char *said = text;

      text = g_strconcat (said, " ", stopped, NULL);
    }
  return text;
}

char *
ab_eboard_phrase_take_back_question (AbMatchEboard *eboard)
{
  AbMatch *match;
  guint back;

  g_return_val_if_fail (AB_IS_MATCH_EBOARD (eboard), NULL);

  match = ab_match_eboard_get_match (eboard);
  back = ab_match_eboard_get_takeback (eboard);
  if (back == 0 || back > ab_match_get_n_plies (match))
    return NULL;
  return ply_words (match, TAKE_BACK_QUESTION, ab_match_get_n_plies (match) - back);
}

char *
ab_eboard_phrase_no_take_back (AbLanguage lang)
{
  return format (lang, NO_TAKE_BACK);
}

char *
ab_eboard_phrase_keys (AbLanguage lang)
{
  return format (lang, KEYS);
}

char *
ab_eboard_phrase_mode (AbLanguage lang)
{
  return format (lang, MODE);
}
