/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-describe-game.c — endings, rulings and penalties in words, with their articles. */
#include "ab-describe-game.h"

#include <stdarg.h>
#include <stdio.h>

#include "ab-describe-clock.h"
#include "ab-describe-i18n.h"
#include "ab-describe.h"

typedef struct
{
  char *buf;
  size_t size;
  size_t len;
} Text;

static void
add (Text *t, const char *format, ...)
{
  va_list ap;
  int n;

  if (t->size == 0 || t->len + 1 >= t->size)
    return;
  va_start (ap, format);
  n = vsnprintf (t->buf + t->len, t->size - t->len, format, ap);
  va_end (ap);
  if (n > 0)
    t->len += (size_t) n < t->size - t->len ? (size_t) n : t->size - t->len - 1;
}

/* A further sentence, after a space. */
static void
add_sentence (Text *t, const char *sentence)
{
  add (t, "%s%s", t->len ? " " : "", sentence);
}

static const char *
color_name (AbColor c)
{
  return c == AB_WHITE ? _("White") : _("Black");
}

static const char *
opponent_name (AbColor c)
{
  return color_name ((AbColor) !c);
}

/* " (art. 9.6.1)", or nothing without an article. */
static void
add_article (Text *t, const char *article)
{
  if (article)
    add (t, _(" (art. %s)"), article);
}

const char *
ab_describe_result (AbResult result)
{
  switch (result)
    {
    case AB_RESULT_WHITE_WINS: return "1-0";
    case AB_RESULT_BLACK_WINS: return "0-1";
    case AB_RESULT_DRAW: return "1/2-1/2";
    case AB_RESULT_BOTH_LOSE: return "0-0";
    default: return "*";
    }
}

static AbColor
winner_of (const AbOutcome *o)
{
  return o->result == AB_RESULT_WHITE_WINS ? AB_WHITE : AB_BLACK;
}

/* A loss that may have turned into a draw because the winner could not mate. */
static void
add_loss (Text *t, const AbOutcome *o, const char *what)
{
  if (o->undecided)
    add (t, _("%s; whether %s can checkmate by any series of legal moves was not decided in the "
              "time allowed: the arbiter must decide the result"),
         what, opponent_name (o->player));
  else if (o->result == AB_RESULT_DRAW)
    add (t, _("%s, but %s cannot checkmate by any series of legal moves: draw"), what,
         opponent_name (o->player));
  else
    add (t, _("%s: %s wins"), what, color_name (winner_of (o)));
}

static void
add_outcome (Text *t, const AbOutcome *o)
{
  char what[256];

  switch (o->ending)
    {
    case AB_ENDING_NONE:
      add (t, "%s", _("The game goes on"));
      break;
    case AB_ENDING_CHECKMATE:
      add (t, _("%s wins by checkmate"), color_name (o->player));
      break;
    case AB_ENDING_RESIGNATION:
      snprintf (what, sizeof what, _("%s resigned"), color_name (o->player));
      add_loss (t, o, what);
      break;
    case AB_ENDING_STALEMATE:
      add (t, "%s", _("Draw by stalemate"));
      break;
    case AB_ENDING_DEAD_POSITION:
      add (t, "%s", _("Draw: a dead position, neither side can checkmate"));
      break;
    case AB_ENDING_AGREEMENT:
      add (t, "%s", _("Draw by agreement"));
      break;
    case AB_ENDING_THREEFOLD:
      add (t, _("Draw by threefold repetition, claimed by %s"), color_name (o->player));
      break;
    case AB_ENDING_FIFTY_MOVES:
      add (t, _("Draw by the fifty-move rule, claimed by %s"), color_name (o->player));
      break;
    case AB_ENDING_FIVEFOLD:
      add (t, "%s", _("Draw by fivefold repetition"));
      break;
    case AB_ENDING_SEVENTY_FIVE_MOVES:
      add (t, "%s", _("Draw by the seventy-five-move rule"));
      break;
    case AB_ENDING_FLAG_FALL:
      snprintf (what, sizeof what, _("%s's flag fell"), color_name (o->player));
      add_loss (t, o, what);
      break;
    case AB_ENDING_BOTH_FLAGS:
      add (t, "%s", _("Both flags fell and which fell first cannot be established: draw"));
      break;
    case AB_ENDING_ILLEGAL_MOVES:
      snprintf (what, sizeof what, _("%s's completed illegal move loses the game"),
                color_name (o->player));
      add_loss (t, o, what);
      break;
    case AB_ENDING_SEALED_MOVE:
      snprintf (what, sizeof what, _("%s's sealed move is ambiguous, unreadable or illegal"),
                color_name (o->player));
      add_loss (t, o, what);
      break;
    case AB_ENDING_ARBITER:
      if (o->result == AB_RESULT_DRAW)
        add (t, "%s", _("The arbiter declares the game drawn"));
      else if (o->result == AB_RESULT_BOTH_LOSE)
        add (t, "%s", _("The arbiter declares the game lost for both players"));
      else
        add (t, _("The arbiter declares the game won by %s"), color_name (winner_of (o)));
      break;
    }
  add_article (t, o->article);
}

void
ab_describe_outcome (const AbOutcome *outcome, char *buf, size_t size)
{
  Text t = { buf, size, 0 };

  if (size)
    buf[0] = '\0';
  add_outcome (&t, outcome);
}

static void
add_move (Text *t, AbMove move)
{
  char from[3], to[3];

  ab_describe_square (ab_move_from (move), from);
  ab_describe_square (ab_move_to (move), to);
  add (t, "%s–%s", from, to);
}

static void
add_duration_sentence (Text *t, const char *format, AbColor who, int64_t us)
{
  char amount[128], sentence[256];

  ab_describe_duration (us, amount, sizeof amount);
  snprintf (sentence, sizeof sentence, format, color_name (who), amount);
  add_sentence (t, sentence);
}

static void
add_notes (Text *t, const AbDecision *d)
{
  char sentence[256], sq[3];

  if (d->notes & AB_NOTE_PREVIOUS_COMPLETED)
    {
      snprintf (sentence, sizeof sentence,
                _("%s's previous move counts as completed; %s may still press the clock."),
                opponent_name (d->player), opponent_name (d->player));
      add_sentence (t, sentence);
    }
  if (d->notes & AB_NOTE_ILLEGAL_MOVE_STANDS)
    {
      snprintf (sentence, sizeof sentence,
                _("%s's illegal move was not claimed and stands."), opponent_name (d->player));
      add_sentence (t, sentence);
    }
  if (d->notes & AB_NOTE_OFFER_REJECTED)
    {
      snprintf (sentence, sizeof sentence, _("%s's draw offer is rejected."),
                opponent_name (d->player));
      add_sentence (t, sentence);
    }
  if (d->notes & AB_NOTE_CLAIM_RIGHT_LOST)
    {
      snprintf (sentence, sizeof sentence,
                _("%s can no longer claim a draw under 9.2 or 9.3 for this move."),
                color_name (d->player));
      add_sentence (t, sentence);
    }
  if (d->notes & AB_NOTE_POSITION_RESTORED)
    add_sentence (t, _("The position before the illegal move is restored."));
  if (d->notes & AB_NOTE_PROMOTED_TO_QUEEN)
    add_sentence (t, _("The pawn is replaced by a queen."));
  if (d->opponent_added_us > 0 && d->outcome.ending == AB_ENDING_NONE)
    add_duration_sentence (t, _("%s gets %s extra."), (AbColor) !d->player,
                           d->opponent_added_us);
  if (d->player_removed_us > 0 && d->kind != AB_DECISION_TIME_ADJUSTED)
    add_duration_sentence (t, _("%s loses %s."), d->player, d->player_removed_us);
  if (d->notes & AB_NOTE_MUST_MOVE_PIECE)
    {
      ab_describe_square (d->square, sq);
      snprintf (sentence, sizeof sentence,
                _("%s must move the piece on %s instead, as it can move (4.3)."),
                color_name (d->player), sq);
      add_sentence (t, sentence);
    }
  if (d->notes & AB_NOTE_OFFER_STANDS)
    add_sentence (t, _("The claim stands as a draw offer."));
  if (d->notes & AB_NOTE_MUST_PLAY_INTENDED)
    {
      snprintf (sentence, sizeof sentence, _("%s must now play the move written down."),
                color_name (d->player));
      add_sentence (t, sentence);
    }
}

static const char *
claim_name (AbClaimKind kind)
{
  return kind == AB_CLAIM_THREEFOLD ? _("threefold repetition") : _("the fifty-move rule");
}

static void
add_illegal (Text *t, const AbDecision *d)
{
  switch (d->illegal)
    {
    case AB_ILLEGAL_MOVE_NO_MOVE:
      add (t, _("%s pressed the clock without making a move, which counts as an illegal move"),
           color_name (d->player));
      break;
    case AB_ILLEGAL_MOVE_PROMOTION:
      add (t, _("%s pressed the clock with a pawn on the last rank not yet replaced, which "
                "counts as an illegal move"),
           color_name (d->player));
      break;
    default:
      add (t, _("%s completed an illegal move, "), color_name (d->player));
      add_move (t, d->move);
      break;
    }
}

static void
add_decision (Text *t, const AbDecision *d)
{
  switch (d->kind)
    {
    case AB_DECISION_NONE:
      add (t, "%s", _("Nothing to rule on"));
      break;
    case AB_DECISION_STARTED:
      add (t, _("The game begins: %s's clock is started"), color_name (d->player));
      add_article (t, d->article);
      break;
    case AB_DECISION_MOVE_MADE:
      if (d->illegal != AB_ILLEGAL_MOVE_NONE)
        {
          add (t, _("%s made an illegal move, "), color_name (d->player));
          add_move (t, d->move);
          add (t, "%s", _("; it can still be replaced before the clock is pressed"));
          add_article (t, "7.5.1");
        }
      else
        {
          add (t, _("%s made the move "), color_name (d->player));
          add_move (t, d->move);
        }
      break;
    case AB_DECISION_MOVE_COMPLETED:
      add (t, _("%s completed the move by pressing the clock"), color_name (d->player));
      add_article (t, d->article);
      break;
    case AB_DECISION_GAME_OVER:
      add_outcome (t, &d->outcome);
      break;
    case AB_DECISION_ILLEGAL_MOVE:
      add_illegal (t, d);
      add (t, _(", number %d for %s"), d->count, color_name (d->player));
      add_article (t, d->article);
      add (t, ".");
      if (d->outcome.ending != AB_ENDING_NONE)
        {
          add (t, " ");
          add_outcome (t, &d->outcome);
          add (t, ".");
        }
      break;
    case AB_DECISION_ILLEGAL_MOVE_OPEN:
      add_illegal (t, d);
      add (t, _(" without adequate supervision: it stands unless %s claims it before making "
                "the next move"),
           opponent_name (d->player));
      add_article (t, d->article);
      break;
    case AB_DECISION_CLOCK_MISUSE:
      add (t, _("%s pressed the clock without making a move: the press does not count, and "
                "the arbiter may penalise it"),
           color_name (d->player));
      add_article (t, d->article);
      break;
    case AB_DECISION_CLAIM_INCORRECT:
      add (t, _("%s's claim of a draw by %s is incorrect"), color_name (d->player),
           claim_name (d->claim));
      add_article (t, d->article);
      add (t, ".");
      break;
    case AB_DECISION_DRAW_OFFERED:
      add (t, _("%s offers a draw"), color_name (d->player));
      add_article (t, d->article);
      break;
    case AB_DECISION_DRAW_DECLINED:
      add (t, _("%s declines the draw offer"), color_name (d->player));
      add_article (t, d->article);
      break;
    case AB_DECISION_PIECE_TOUCHED:
      {
        char sq[3];

        ab_describe_square (d->square, sq);
        add (t, _("%s touched the piece on %s"), color_name (d->player), sq);
        add_article (t, d->article);
        add (t, ".");
      }
      break;
    case AB_DECISION_ANNOUNCEMENT_CORRECTED:
      add (t, _("%s corrected the announcement of the move"), color_name (d->player));
      add_article (t, d->article);
      break;
    case AB_DECISION_BOTH_FLAGS_CONTINUE:
      add (t, "%s", _("Both flags fell and which fell first cannot be established: in a period "
                      "that is not the last the game goes on"));
      add_article (t, d->article);
      break;
    case AB_DECISION_ADJOURNED:
      add (t, _("%s sealed the move: the game is adjourned"), color_name (d->player));
      add_article (t, d->article);
      break;
    case AB_DECISION_RESUMED:
      add (t, _("The game resumes with %s's sealed move "), color_name (d->player));
      add_move (t, d->move);
      add_article (t, d->article);
      if (d->outcome.ending != AB_ENDING_NONE)
        {
          add (t, ". ");
          add_outcome (t, &d->outcome);
        }
      break;
    case AB_DECISION_CLOCK_PAUSED:
      add (t, "%s", _("The arbiter stops the clock"));
      add_article (t, d->article);
      break;
    case AB_DECISION_CLOCK_RESUMED:
      add (t, "%s", _("The arbiter restarts the clock"));
      add_article (t, d->article);
      break;
    case AB_DECISION_TIME_ADJUSTED:
      if (d->player_removed_us < 0)
        add_duration_sentence (t, _("The arbiter gives %s %s"), d->player, -d->player_removed_us);
      else if (d->player_removed_us > 0)
        add_duration_sentence (t, _("The arbiter takes %2$s from %1$s"), d->player,
                               d->player_removed_us);
      else
        add (t, "%s", _("The arbiter sets the clocks"));
      add_article (t, d->article);
      return;
    }
  add_notes (t, d);
}

void
ab_describe_decision (const AbDecision *decision, char *buf, size_t size)
{
  Text t = { buf, size, 0 };

  if (size)
    buf[0] = '\0';
  add_decision (&t, decision);
}

void
ab_describe_game_error (AbGameError error, char *buf, size_t size)
{
  const char *text;

  switch (error)
    {
    case AB_GAME_OK: text = _("no error"); break;
    case AB_GAME_ERROR_OVER: text = _("the game is over"); break;
    case AB_GAME_ERROR_ADJOURNED:
      text = _("the game is adjourned: only a resignation, a draw or the resumption now");
      break;
    case AB_GAME_ERROR_NOT_ADJOURNED: text = _("the game is not adjourned"); break;
    case AB_GAME_ERROR_STARTED:
      text = _("the game has begun: its set-up can no longer change");
      break;
    case AB_GAME_ERROR_NOT_STARTED: text = _("the clock has not been started"); break;
    case AB_GAME_ERROR_TIME_BACKWARDS: text = _("the time given is before an earlier event"); break;
    case AB_GAME_ERROR_BAD_ARGUMENT:
      text = _("a colour, square, edition or kind of game out of range");
      break;
    case AB_GAME_ERROR_BAD_MOVE: text = _("that is not a move: there is no piece to move"); break;
    case AB_GAME_ERROR_NOT_YOUR_TURN: text = _("that player does not have the move"); break;
    case AB_GAME_ERROR_NOT_YOUR_CLOCK: text = _("that player's clock is not running"); break;
    case AB_GAME_ERROR_CLOCK_PAUSED:
      text = _("the clock is stopped: play waits for the arbiter");
      break;
    case AB_GAME_ERROR_MOVE_NOT_COMPLETED:
      text = _("the last move is not completed yet: the clock must be pressed first");
      break;
    case AB_GAME_ERROR_NO_MOVE_MADE:
      text = _("no move has been made that waits for the clock press");
      break;
    case AB_GAME_ERROR_MUST_PLAY_INTENDED:
      text = _("after an incorrect claim the move written down must be played (9.5.3)");
      break;
    case AB_GAME_ERROR_TOUCH_MOVE:
      text = _("the piece moved illegally must be moved instead, as it can move (7.5.1, 4.3)");
      break;
    case AB_GAME_ERROR_ILLEGAL_INTENDED:
      text = _("the move written with the claim is not legal");
      break;
    case AB_GAME_ERROR_CLAIM_RIGHT_LOST:
      text = _("a piece was touched to move it: no claim under 9.2 or 9.3 for this move (9.4)");
      break;
    case AB_GAME_ERROR_NO_OFFER: text = _("no draw offer of the opponent stands"); break;
    case AB_GAME_ERROR_OFFER_STANDS: text = _("that player's draw offer already stands"); break;
    case AB_GAME_ERROR_TOO_EARLY:
      text = _("a draw can only be agreed after both players made a move (5.2.3)");
      break;
    case AB_GAME_ERROR_NOTHING_TO_CLAIM: text = _("there is no illegal move to claim"); break;
    case AB_GAME_ERROR_FLAG_NOT_FALLEN: text = _("the clock shows that flag has not fallen"); break;
    case AB_GAME_ERROR_NO_CLOCK: text = _("the game has no clock"); break;
    case AB_GAME_ERROR_CLOCK: text = _("the clock refused the operation"); break;
    case AB_GAME_ERROR_TEXT_TOO_LONG: text = _("the text is too long for the record"); break;
    case AB_GAME_ERROR_NO_MEMORY: text = _("out of memory"); break;
    default: text = "?"; break;
    }
  snprintf (buf, size, "%s", text);
}
