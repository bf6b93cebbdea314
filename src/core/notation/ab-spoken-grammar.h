/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-spoken-grammar.h — everything a listener may hear in a position.
 *
 * A recogniser with a closed grammar hears only what the grammar allows, so
 * the grammar is every way a legal move can be announced (Appendix D.2.1) in
 * the chosen languages, plus the few spoken commands a blind player needs.
 * Each phrase is a row of dictionary keys: lower-case ASCII words with the
 * umlauts written out ("schlaegt", "fuenf"), the words the pronunciation
 * dictionary (data/listen/annabella.lexicon) spells. Every move phrase is
 * read back by ab_move_parse_spoken when the grammar is built, so the
 * grammar never promises a form the typed reader would refuse or read as
 * another move. */
#pragma once

#include <stddef.h>

#include "ab-spoken.h"

typedef enum
{
  AB_SPOKEN_COMMAND_NONE = 0,
  AB_SPOKEN_COMMAND_TIME,        /* "Zeit": both clocks */
  AB_SPOKEN_COMMAND_MOVE_NUMBER, /* "Zugnummer" */
  AB_SPOKEN_COMMAND_LAST_MOVE,   /* "letzter Zug" */
  AB_SPOKEN_COMMAND_REPEAT,      /* "wiederholen": the last announcement again */
  AB_SPOKEN_COMMAND_NO,          /* "nein": not that move (D.2.8 correction) */
  AB_SPOKEN_COMMAND_DRAW,        /* "Remis": a draw offer */
} AbSpokenCommand;

#define AB_SPOKEN_COMMAND_COUNT (AB_SPOKEN_COMMAND_DRAW + 1)

/* Which words a grammar holds: the languages as bits (1 << AB_LANG_DE …),
 * moves, commands or both. */
#define AB_SPOKEN_LANGUAGE_BIT(lang) (1u << (lang))
#define AB_SPOKEN_LANGUAGES_ALL 7u

typedef enum
{
  AB_SPOKEN_GRAMMAR_MOVES = 1 << 0,
  AB_SPOKEN_GRAMMAR_COMMANDS = 1 << 1,
  /* The plain forms of a move that is not legal here ("dame anna acht", "springer schlaegt
   * felix drei", "eva fuenf", "kurze rochade"), so that such a move is heard as itself and
   * refused with its reason, not forced onto the nearest legal one; without MOVES (the
   * listener's side is not to move) every such form, so that a move said out of turn is
   * not taken for a command. Their phrases have neither move nor command
   * (ab_spoken_phrase_is_impossible). */
  AB_SPOKEN_GRAMMAR_IMPOSSIBLE = 1 << 2,
} AbSpokenGrammarFlags;

/* The square-to-square forms of any move, a piece's name, the capture word and the check
 * word said or not ("felix drei gustav fuenf", "turm anna eins schlaegt bella eins
 * schach"): 4096 pairs of squares a language, too many to write out as phrases, so a
 * grammar with AB_SPOKEN_GRAMMAR_IMPOSSIBLE holds them as a small graph of words, which a
 * recogniser builds beside the phrases. Words of it that are no phrase's name no legal
 * move (ab_spoken_grammar_lookup_heard): a move of another game said square to square is
 * heard as itself and refused, not forced onto the legal move nearest in sound. State 0
 * begins, state 1 ends, the others are inside (fewer than AB_SQUARE_FORM_STATES). */
typedef struct
{
  int from, to;
  char word[AB_SPOKEN_MAX]; /* a key */
} AbSpokenArc;

#define AB_SQUARE_FORM_STATES 8
#define AB_SQUARE_FORM_ARCS 80

/* What a listener hears when it is his move: his moves, the commands, and the moves he
 * cannot make, heard to be refused. */
#define AB_SPOKEN_GRAMMAR_LISTENER                                                     \
  (AB_SPOKEN_GRAMMAR_MOVES | AB_SPOKEN_GRAMMAR_COMMANDS | AB_SPOKEN_GRAMMAR_IMPOSSIBLE)

typedef struct
{
  AbMove move;             /* AB_MOVE_NONE for a command */
  AbSpokenCommand command; /* AB_SPOKEN_COMMAND_NONE for a move */
  AbLanguage lang;
  char words[AB_SPOKEN_MAX]; /* keys, single spaces */
} AbSpokenPhrase;

typedef struct _AbSpokenGrammar AbSpokenGrammar;

/* A move phrase that names no legal move (AB_SPOKEN_GRAMMAR_IMPOSSIBLE). */
bool ab_spoken_phrase_is_impossible (const AbSpokenPhrase *phrase);

/* The phrases of pos's legal moves (pos may be NULL: commands only; no
 * languages: empty), then the commands, then the impossible moves' forms, as
 * flags say. NULL only when memory runs out. */
AbSpokenGrammar *ab_spoken_grammar_new (const AbPosition *pos, unsigned languages,
                                        AbSpokenGrammarFlags flags);
/* The same phrases (two recognisers listen for the same); NULL when memory runs out. */
AbSpokenGrammar *ab_spoken_grammar_copy (const AbSpokenGrammar *self);
void ab_spoken_grammar_free (AbSpokenGrammar *self);
/* Adds a phrase (another grammar's, say) unless its words are there already. */
void ab_spoken_grammar_add (AbSpokenGrammar *self, const AbSpokenPhrase *phrase);

size_t ab_spoken_grammar_count (const AbSpokenGrammar *self);
const AbSpokenPhrase *ab_spoken_grammar_phrase (const AbSpokenGrammar *self, size_t i);
/* The phrase with exactly these keys (single spaces), or NULL. */
const AbSpokenPhrase *ab_spoken_grammar_lookup (const AbSpokenGrammar *self, const char *words);
/* The languages whose square-to-square forms the grammar holds, as bits. */
unsigned ab_spoken_grammar_square_forms (const AbSpokenGrammar *self);
/* The square-to-square forms of a language as arcs (at most AB_SQUARE_FORM_ARCS): how
 * many. */
size_t ab_spoken_square_form_arcs (AbLanguage lang, AbSpokenArc *arcs, size_t max);
/* What a recogniser heard as these keys: the phrase with them, or, for words of the
 * square-to-square forms of one of the grammar's languages that no phrase has, a phrase
 * of a move the position does not allow (valid until the next call); NULL for neither. */
const AbSpokenPhrase *ab_spoken_grammar_lookup_heard (AbSpokenGrammar *self, const char *words);

/* Whether a longer phrase begins with these words ("turm anna eins" goes on
 * as "turm anna eins anna fuenf"; a check or mate word alone does not
 * count): the listener then waits longer before it takes a pause for the end. */
bool ab_spoken_grammar_continues (const AbSpokenGrammar *self, const char *words);

/* Whether two phrases' keys (single spaces) have as many words and differ in exactly one
 * of them ("eva fuenf", "eva vier"; "springer felix drei", "springer david drei"): two
 * readings a listener can tell apart by that word alone, so that a question naming both
 * is short and clear. */
bool ab_spoken_words_differ_in_one (const char *a, const char *b);

/* The key of a spoken word: "Läufer" → "laeufer"; like snprintf. */
size_t ab_spoken_key (const char *word, char *buf, size_t size);

/* Every key any grammar of these languages may use, for the dictionary
 * check; NULL-terminated, static. */
const char *const *ab_spoken_grammar_vocabulary (void);

/* The command's phrases in a language (NULL-terminated, static): what a
 * player says for it, as keys. */
const char *const *ab_spoken_command_phrases (AbLanguage lang, AbSpokenCommand command);
