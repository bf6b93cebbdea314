/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-spoken-grammar.c — the phrases a listener may hear in a position.
 *
 * For each legal move every combination of the announcement's optional parts
 * is written out — the piece's name (a pawn's "Bauer" is optional), the
 * from-square in full, by file, by rank or not at all, the capture word, the
 * promotion piece, "en passant", the check or mate word — and kept when the
 * typed spoken reader reads it back as that move and nothing else. So "Eva
 * vier" is in and "Springer drei" is not, and a from-file is offered exactly
 * where it tells two pieces apart. Castling has its official phrase and the
 * English "castles kingside" kind. Commands are fixed phrases. */
#include "ab-spoken-grammar.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ab-position-private.h"

struct _AbSpokenGrammar
{
  AbSpokenPhrase *phrases;
  size_t count;
  size_t capacity;
  size_t *slots;         /* open addressing over phrases' words: index + 1, 0 empty */
  size_t n_slots;        /* a power of two, twice the capacity */
  bool failed;
  bool moves;            /* the legal moves are phrases (AB_SPOKEN_GRAMMAR_MOVES) */
  unsigned square_forms; /* languages, as bits */
  AbPosition pos;        /* theirs, with square_forms */
  AbSpokenPhrase heard;  /* ab_spoken_grammar_lookup_heard's square-to-square phrase */
};

/* Indexed [language][command]; the first phrase of each is the one help
 * pages name. */
static const char *const command_phrases[3][AB_SPOKEN_COMMAND_COUNT][4] = {
  {
    { NULL },
    { "zeit", "uhr", NULL },
    { "zugnummer", "welcher zug", NULL },
    { "letzter zug", NULL },
    { "wiederholen", "noch einmal", NULL },
    { "nein", NULL },
    { "remis", "ich biete remis", NULL },
  },
  {
    { NULL },
    { "tijd", "klok", NULL },
    { "zetnummer", "welke zet", NULL },
    { "laatste zet", NULL },
    { "herhaal", "nog een keer", NULL },
    { "nee", NULL },
    { "remise", "ik bied remise aan", NULL },
  },
  {
    { NULL },
    { "time", "clock", NULL },
    { "move number", "which move", NULL },
    { "last move", NULL },
    { "repeat", "say again", NULL },
    { "no", NULL },
    { "draw", "i offer a draw", NULL },
  },
};

/* Castling as people say it besides the official phrase (the parser reads
 * a side word and a castling word in either order). */
static const char *const castling_extra[3][2][3] = {
  { { NULL }, { NULL } },
  { { NULL }, { NULL } },
  { { "castles short", "castles kingside", NULL }, { "castles long", "castles queenside", NULL } },
};

/* German phones say "zwo" for "zwei" so that it is not heard as "drei"; the
 * typed reader knows it too (D.2.1 leaves rank words to the arbiter). */
static const char *const rank_extra_de[8] = {
  NULL, "zwo", NULL, NULL, NULL, NULL, NULL, NULL,
};

static const char *const vocabulary[] = {
  "anna", "bella", "cesar", "david", "eva", "felix", "gustav", "hector",
  "eins", "zwei", "zwo", "drei", "vier", "fuenf", "sechs", "sieben", "acht",
  "een", "twee", "drie", "vijf", "zes", "zeven",
  "one", "two", "three", "four", "five", "six", "seven", "eight",
  "bauer", "springer", "laeufer", "turm", "dame", "koenig",
  "pion", "paard", "loper", "toren", "koning",
  "pawn", "knight", "bishop", "rook", "queen", "king",
  "kurze", "lange", "rochade", "korte", "rokade", "short", "long", "castling",
  "castles", "kingside", "queenside",
  "schlaegt", "slaat", "takes", "schach", "schaak", "check",
  "schachmatt", "schaakmat", "checkmate", "en", "passant",
  "zeit", "uhr", "zugnummer", "welcher", "zug", "letzter", "wiederholen", "noch", "einmal",
  "nein", "remis", "ich", "biete",
  "tijd", "klok", "zetnummer", "welke", "zet", "laatste", "herhaal", "nog", "keer",
  "nee", "remise", "ik", "bied", "aan",
  "time", "clock", "move", "number", "which", "last", "repeat", "say", "again", "no",
  "draw", "i", "offer", "a",
  NULL,
};

const char *const *
ab_spoken_grammar_vocabulary (void)
{
  return vocabulary;
}

const char *const *
ab_spoken_command_phrases (AbLanguage lang, AbSpokenCommand command)
{
  static const char *const none[1] = { NULL };

  if ((unsigned) lang > AB_LANG_EN || command <= AB_SPOKEN_COMMAND_NONE
      || command >= AB_SPOKEN_COMMAND_COUNT)
    return none;
  return command_phrases[lang][command];
}

size_t
ab_spoken_key (const char *word, char *buf, size_t size)
{
  size_t n = 0;

  for (const unsigned char *p = (const unsigned char *) word; *p; p++)
    {
      const char *rep = NULL;
      char one[2] = { 0, 0 };

      if (p[0] == 0xc3 && p[1])
        {
          switch (p[1] | 0x20)
            {
            case 0xa4: rep = "ae"; break; /* ä Ä */
            case 0xb6: rep = "oe"; break; /* ö Ö */
            case 0xbc: rep = "ue"; break; /* ü Ü */
            case 0xa9: rep = "e"; break;  /* é É */
            default: break;
            }
          if (p[1] == 0x9f)
            rep = "ss";
          if (rep)
            p++;
        }
      if (rep == NULL)
        {
          one[0] = (char) (*p >= 'A' && *p <= 'Z' ? *p + 32 : *p);
          rep = one;
        }
      for (; *rep; rep++, n++)
        if (n + 1 < size)
          buf[n] = *rep;
    }
  if (size > 0)
    buf[n < size ? n : size - 1] = '\0';
  return n;
}

static size_t
hash_words (const char *words)
{
  size_t h = 2166136261u;

  for (const unsigned char *p = (const unsigned char *) words; *p; p++)
    h = (h ^ *p) * 16777619u;
  return h;
}

/* The slot holding words, or the empty slot where they would go. */
static size_t *
find_slot (const AbSpokenGrammar *self, const char *words)
{
  size_t mask = self->n_slots - 1;

  for (size_t i = hash_words (words) & mask;; i = (i + 1) & mask)
    if (self->slots[i] == 0 || strcmp (self->phrases[self->slots[i] - 1].words, words) == 0)
      return &self->slots[i];
}

/* Sizes the index for capacity phrases and fills it with the ones there are. The
 * lookup was a scan: with every impossible phrase of a position, building the
 * grammar took quadratic time. */
static bool
index_phrases (AbSpokenGrammar *self, size_t capacity)
{
  size_t n = 512;

  while (n < 2 * capacity)
    n *= 2;
  free (self->slots);
  self->slots = calloc (n, sizeof *self->slots);
  self->n_slots = self->slots ? n : 0;
  if (self->slots == NULL)
    return false;
  for (size_t i = 0; i < self->count; i++)
    *find_slot (self, self->phrases[i].words) = i + 1;
  return true;
}

static void
add_phrase (AbSpokenGrammar *self, AbMove move, AbSpokenCommand command, AbLanguage lang,
            const char *words)
{
  AbSpokenPhrase *p;
  size_t *slot;

  if (self->failed)
    return;
  if (self->count == self->capacity)
    {
      size_t capacity = self->capacity ? self->capacity * 2 : 256;
      AbSpokenPhrase *grown = realloc (self->phrases, capacity * sizeof *grown);

      if (grown == NULL)
        {
          self->failed = true;
          return;
        }
      self->phrases = grown;
      self->capacity = capacity;
      if (!index_phrases (self, capacity))
        {
          self->failed = true;
          return;
        }
    }
  p = &self->phrases[self->count];
  snprintf (p->words, sizeof p->words, "%s", words);
  slot = find_slot (self, p->words);
  if (*slot != 0)
    return;
  p->move = move;
  p->command = command;
  p->lang = lang;
  *slot = ++self->count;
}

/* Appends the key of word (which may be two words) to buf after a space. */
static void
append (char *buf, size_t size, const char *word)
{
  size_t len = strlen (buf);

  if (word == NULL || *word == '\0')
    return;
  if (len > 0 && len + 1 < size)
    buf[len++] = ' ';
  ab_spoken_key (word, buf + len, size - len);
}

typedef struct
{
  const char *piece;   /* or NULL */
  int from_file;       /* -1: not said */
  int from_rank;
  const char *rank_de; /* "zwo" for the to-rank in place of "zwei", or NULL */
  bool capture_word;
  bool ep_word;
  int check_word; /* 0 none, 1 check, 2 mate */
} Form;

static void
write_form (const Form *f, AbLanguage lang, AbMove move, char *buf, size_t size)
{
  AbSquare to = ab_move_to (move);

  buf[0] = '\0';
  append (buf, size, f->piece);
  if (f->from_file >= 0)
    append (buf, size, ab_spoken_file (f->from_file));
  if (f->from_rank >= 0)
    append (buf, size, ab_spoken_rank (lang, f->from_rank));
  if (f->capture_word)
    append (buf, size, ab_spoken_word (lang, AB_SPOKEN_WORD_CAPTURE));
  append (buf, size, ab_spoken_file (AB_SQUARE_FILE (to)));
  append (buf, size, f->rank_de ? f->rank_de : ab_spoken_rank (lang, AB_SQUARE_RANK (to)));
  if (ab_move_kind (move) == AB_MOVE_PROMOTION)
    append (buf, size, ab_spoken_piece (lang, ab_move_promotion (move)));
  if (f->ep_word)
    append (buf, size, ab_spoken_word (lang, AB_SPOKEN_WORD_EN_PASSANT));
  if (f->check_word == 1)
    append (buf, size, ab_spoken_word (lang, AB_SPOKEN_WORD_CHECK));
  else if (f->check_word == 2)
    append (buf, size, ab_spoken_word (lang, AB_SPOKEN_WORD_MATE));
}

/* Keeps text when the typed reader makes exactly move of it. */
static void
add_if_read (AbSpokenGrammar *self, const AbPosition *pos, AbMove move, AbLanguage lang,
             const char *text)
{
  AbMoveError error;

  if (ab_move_parse_spoken (pos, text, &error) == move)
    add_phrase (self, move, AB_SPOKEN_COMMAND_NONE, lang, text);
}

static void
add_castling (AbSpokenGrammar *self, const AbPosition *pos, AbMove move, AbLanguage lang,
              int checks)
{
  bool is_long = ab_move_is_long_castling (move);
  char buf[AB_SPOKEN_MAX];
  const char *forms[4];
  int n = 0;

  forms[n++] = ab_spoken_castling (lang, is_long);
  for (int i = 0; castling_extra[lang][is_long][i]; i++)
    forms[n++] = castling_extra[lang][is_long][i];
  for (int i = 0; i < n; i++)
    for (int c = 0; c <= checks; c++)
      {
        buf[0] = '\0';
        append (buf, sizeof buf, forms[i]);
        if (c == 1)
          append (buf, sizeof buf, ab_spoken_word (lang, AB_SPOKEN_WORD_CHECK));
        else if (c == 2)
          append (buf, sizeof buf, ab_spoken_word (lang, AB_SPOKEN_WORD_MATE));
        add_if_read (self, pos, move, lang, buf);
      }
}

/* 0: no check; 1: check; 2: mate (both words may then be said). */
static int
check_kind (const AbPosition *pos, AbMove move)
{
  AbPosition after;
  AbUndo undo;

  if (!ab_position_gives_check (pos, move))
    return 0;
  after = *pos;
  ab_position_make (&after, move, &undo);
  return ab_position_status (&after) == AB_STATUS_CHECKMATE ? 2 : 1;
}

static void
add_move (AbSpokenGrammar *self, const AbPosition *pos, AbMove move, AbLanguage lang)
{
  AbSquare from = ab_move_from (move);
  AbPieceType type = ab_position_moving_type (pos, move);
  bool capture = ab_position_is_capture (pos, move);
  bool ep = ab_move_kind (move) == AB_MOVE_EN_PASSANT;
  int checks = check_kind (pos, move);
  const char *piece = ab_spoken_piece (lang, type);
  char buf[AB_SPOKEN_MAX];
  Form bare = { .piece = piece, .from_file = -1, .from_rank = -1 };
  bool needs_from;

  if (ab_move_kind (move) == AB_MOVE_CASTLING)
    {
      add_castling (self, pos, move, lang, checks);
      return;
    }
  /* A part of the from-square only where it tells two pieces apart (C.10),
   * and a pawn's file when it captures. */
  write_form (&bare, lang, move, buf, sizeof buf);
  needs_from = ab_move_parse_spoken (pos, buf, NULL) != move;
  /* 0 the piece's name, 1 none (a pawn, or a piece named by its square) */
  for (int named = 0; named < 2; named++)
    /* 0 no from-square, 1 file, 2 rank, 3 both */
    for (int fromk = 0; fromk < 4; fromk++)
      for (int cap = 0; cap <= (capture ? 1 : 0); cap++)
        for (int epw = 0; epw <= (ep ? 1 : 0); epw++)
          for (int zwo = 0; zwo <= (lang == AB_LANG_DE ? 1 : 0); zwo++)
            for (int chk = 0; chk <= checks; chk++)
              {
                Form f = {
                  .piece = named == 0 ? piece : NULL,
                  .from_file = fromk & 1 ? AB_SQUARE_FILE (from) : -1,
                  .from_rank = fromk & 2 ? AB_SQUARE_RANK (from) : -1,
                  .rank_de = zwo ? rank_extra_de[AB_SQUARE_RANK (ab_move_to (move))] : NULL,
                  .capture_word = cap,
                  .ep_word = epw,
                  .check_word = chk,
                };

                if (zwo && f.rank_de == NULL)
                  continue;
                /* A piece without its name only by its full square (C.8). */
                if (named == 1 && type != AB_PAWN && fromk != 3)
                  continue;
                if (named == 0 && type == AB_PAWN && fromk == 3 && !capture)
                  continue; /* "Bauer Eva zwei Eva vier": nobody says it */
                if ((fromk == 1 || fromk == 2) && !needs_from
                    && !(fromk == 1 && type == AB_PAWN && capture))
                  continue;
                write_form (&f, lang, move, buf, sizeof buf);
                add_if_read (self, pos, move, lang, buf);
              }
}

/* Words that name no legal move (or any move, all): kept in the grammar without a move,
 * so that the reader's reason can be given for them. */
static void
add_impossible (AbSpokenGrammar *self, const AbPosition *pos, AbLanguage lang, bool all,
                const char *words)
{
  AbMoveError error;

  if (all || ab_move_parse_spoken (pos, words, &error) == AB_MOVE_NONE)
    add_phrase (self, AB_MOVE_NONE, AB_SPOKEN_COMMAND_NONE, lang, words);
}

/* The plain forms of every move, piece or castling, to each square, with the capture word
 * or without; a pawn's also by its square alone; each with the check word or without: a
 * move of another game said with it was else heard as a legal move of the same piece. */
static void
add_impossibles (AbSpokenGrammar *self, const AbPosition *pos, AbLanguage lang, bool all)
{
  char buf[AB_SPOKEN_MAX];

  for (int type = AB_PAWN - 1; type <= AB_KING; type++)
    for (int cap = 0; cap < 2; cap++)
      for (int sq = 0; sq < 64; sq++)
        {
          if (type < AB_PAWN && cap)
            continue; /* "schlägt Eva fünf": nobody says it */
          buf[0] = '\0';
          /* type AB_PAWN - 1: a pawn move by its square alone */
          if (type >= AB_PAWN)
            append (buf, sizeof buf, ab_spoken_piece (lang, (AbPieceType) type));
          if (cap)
            append (buf, sizeof buf, ab_spoken_word (lang, AB_SPOKEN_WORD_CAPTURE));
          append (buf, sizeof buf, ab_spoken_file (AB_SQUARE_FILE (sq)));
          append (buf, sizeof buf, ab_spoken_rank (lang, AB_SQUARE_RANK (sq)));
          add_impossible (self, pos, lang, all, buf);
          append (buf, sizeof buf, ab_spoken_word (lang, AB_SPOKEN_WORD_CHECK));
          add_impossible (self, pos, lang, all, buf);
        }
  for (int is_long = 0; is_long < 2; is_long++)
    {
      buf[0] = '\0';
      append (buf, sizeof buf, ab_spoken_castling (lang, is_long));
      add_impossible (self, pos, lang, all, buf);
    }
}

bool
ab_spoken_phrase_is_impossible (const AbSpokenPhrase *phrase)
{
  return phrase != NULL && phrase->move == AB_MOVE_NONE
         && phrase->command == AB_SPOKEN_COMMAND_NONE;
}

static void
add_commands (AbSpokenGrammar *self, AbLanguage lang)
{
  for (int c = AB_SPOKEN_COMMAND_NONE + 1; c < AB_SPOKEN_COMMAND_COUNT; c++)
    for (int i = 0; command_phrases[lang][c][i]; i++)
      add_phrase (self, AB_MOVE_NONE, (AbSpokenCommand) c, lang, command_phrases[lang][c][i]);
}

AbSpokenGrammar *
ab_spoken_grammar_new (const AbPosition *pos, unsigned languages, AbSpokenGrammarFlags flags)
{
  AbSpokenGrammar *self = calloc (1, sizeof *self);
  AbMoveList list = { .count = 0 };

  if (self == NULL)
    return NULL;
  if (pos && (flags & AB_SPOKEN_GRAMMAR_MOVES))
    ab_position_legal_moves (pos, &list);
  for (int lang = AB_LANG_DE; lang <= AB_LANG_EN; lang++)
    {
      if (!(languages & AB_SPOKEN_LANGUAGE_BIT (lang)))
        continue;
      for (int i = 0; i < list.count; i++)
        add_move (self, pos, list.moves[i], (AbLanguage) lang);
      if (flags & AB_SPOKEN_GRAMMAR_COMMANDS)
        add_commands (self, (AbLanguage) lang);
      if (pos && (flags & AB_SPOKEN_GRAMMAR_IMPOSSIBLE))
        {
          add_impossibles (self, pos, (AbLanguage) lang, !(flags & AB_SPOKEN_GRAMMAR_MOVES));
          self->square_forms |= AB_SPOKEN_LANGUAGE_BIT (lang);
          self->pos = *pos;
          self->moves = (flags & AB_SPOKEN_GRAMMAR_MOVES) != 0;
        }
    }
  if (self->failed)
    {
      ab_spoken_grammar_free (self);
      return NULL;
    }
  return self;
}

void
ab_spoken_grammar_add (AbSpokenGrammar *self, const AbSpokenPhrase *phrase)
{
  if (self && phrase)
    add_phrase (self, phrase->move, phrase->command, phrase->lang, phrase->words);
}

AbSpokenGrammar *
ab_spoken_grammar_copy (const AbSpokenGrammar *self)
{
  AbSpokenGrammar *copy;

  if (self == NULL || (copy = calloc (1, sizeof *copy)) == NULL)
    return NULL;
  copy->phrases = malloc ((self->count ? self->count : 1) * sizeof *copy->phrases);
  if (copy->phrases == NULL)
    {
      free (copy);
      return NULL;
    }
  if (self->count)
    memcpy (copy->phrases, self->phrases, self->count * sizeof *copy->phrases);
  copy->capacity = self->count ? self->count : 1;
  copy->count = self->count;
  if (!index_phrases (copy, copy->capacity))
    {
      ab_spoken_grammar_free (copy);
      return NULL;
    }
  copy->square_forms = self->square_forms;
  copy->pos = self->pos;
  copy->moves = self->moves;
  return copy;
}

void
ab_spoken_grammar_free (AbSpokenGrammar *self)
{
  if (self == NULL)
    return;
  free (self->phrases);
  free (self->slots);
  free (self);
}

size_t
ab_spoken_grammar_count (const AbSpokenGrammar *self)
{
  return self ? self->count : 0;
}

const AbSpokenPhrase *
ab_spoken_grammar_phrase (const AbSpokenGrammar *self, size_t i)
{
  return self && i < self->count ? &self->phrases[i] : NULL;
}

const AbSpokenPhrase *
ab_spoken_grammar_lookup (const AbSpokenGrammar *self, const char *words)
{
  size_t slot;

  if (self == NULL || words == NULL || self->n_slots == 0)
    return NULL;
  slot = *find_slot (self, words);
  return slot ? &self->phrases[slot - 1] : NULL;
}

unsigned
ab_spoken_grammar_square_forms (const AbSpokenGrammar *self)
{
  return self ? self->square_forms : 0;
}

/* The states of the square-to-square forms, after: the piece, the first file, the first
 * rank, the capture word, the second file, the second rank (before the check word). */
enum
{
  SQ_START, SQ_END, SQ_PIECE, SQ_FILE1, SQ_RANK1, SQ_CAPTURE, SQ_FILE2, SQ_RANK2,
};

static void
add_arc (AbSpokenArc *arcs, size_t max, size_t *n, int from, int to, const char *word)
{
  if (*n < max)
    {
      arcs[*n].from = from;
      arcs[*n].to = to;
      ab_spoken_key (word, arcs[*n].word, sizeof arcs[*n].word);
    }
  (*n)++;
}

/* Every rank word of a language into a state: "zwo" beside "zwei" in German. */
static void
add_rank_arcs (AbSpokenArc *arcs, size_t max, size_t *n, AbLanguage lang, int from, int to)
{
  for (int r = 0; r < 8; r++)
    {
      add_arc (arcs, max, n, from, to, ab_spoken_rank (lang, r));
      if (lang == AB_LANG_DE && rank_extra_de[r])
        add_arc (arcs, max, n, from, to, rank_extra_de[r]);
    }
}

size_t
ab_spoken_square_form_arcs (AbLanguage lang, AbSpokenArc *arcs, size_t max)
{
  size_t n = 0;

  if ((unsigned) lang > AB_LANG_EN)
    return 0;
  for (int t = AB_PAWN; t <= AB_KING; t++)
    add_arc (arcs, max, &n, SQ_START, SQ_PIECE, ab_spoken_piece (lang, (AbPieceType) t));
  for (int f = 0; f < 8; f++)
    {
      add_arc (arcs, max, &n, SQ_START, SQ_FILE1, ab_spoken_file (f));
      add_arc (arcs, max, &n, SQ_PIECE, SQ_FILE1, ab_spoken_file (f));
      add_arc (arcs, max, &n, SQ_RANK1, SQ_FILE2, ab_spoken_file (f));
      add_arc (arcs, max, &n, SQ_CAPTURE, SQ_FILE2, ab_spoken_file (f));
    }
  add_rank_arcs (arcs, max, &n, lang, SQ_FILE1, SQ_RANK1);
  add_arc (arcs, max, &n, SQ_RANK1, SQ_CAPTURE, ab_spoken_word (lang, AB_SPOKEN_WORD_CAPTURE));
  add_rank_arcs (arcs, max, &n, lang, SQ_FILE2, SQ_END);
  add_rank_arcs (arcs, max, &n, lang, SQ_FILE2, SQ_RANK2);
  add_arc (arcs, max, &n, SQ_RANK2, SQ_END, ab_spoken_word (lang, AB_SPOKEN_WORD_CHECK));
  return n < max ? n : max;
}

/* Whether the keys are a path of the arcs from state 0 to state 1. */
static bool
square_form_matches (const AbSpokenArc *arcs, size_t n, const char *words)
{
  unsigned states = 1u << SQ_START;

  while (*words != '\0' && states != 0)
    {
      size_t len = strcspn (words, " ");
      unsigned next = 0;

      for (size_t i = 0; i < n; i++)
        if ((states & (1u << arcs[i].from)) && strlen (arcs[i].word) == len
            && strncmp (arcs[i].word, words, len) == 0)
          next |= 1u << arcs[i].to;
      states = next;
      words += len;
      words += *words == ' ';
    }
  return (states & (1u << SQ_END)) != 0;
}

const AbSpokenPhrase *
ab_spoken_grammar_lookup_heard (AbSpokenGrammar *self, const char *words)
{
  const AbSpokenPhrase *phrase = ab_spoken_grammar_lookup (self, words);

  if (phrase != NULL || self == NULL || words == NULL)
    return phrase;
  for (int lang = AB_LANG_DE; lang <= AB_LANG_EN; lang++)
    {
      AbSpokenArc arcs[AB_SQUARE_FORM_ARCS];
      size_t n;

      if (!(self->square_forms & AB_SPOKEN_LANGUAGE_BIT (lang)))
        continue;
      n = ab_spoken_square_form_arcs ((AbLanguage) lang, arcs, AB_SQUARE_FORM_ARCS);
      if (square_form_matches (arcs, n, words))
        {
          /* The reader may take some as a legal move ("eva zwo eva vier"): then it is that
           * move, as typed. Out of turn, as the phrases, none. */
          AbMoveError error;
          AbMove move = ab_move_parse_spoken (&self->pos, words, &error);

          self->heard.move = self->moves ? move : AB_MOVE_NONE;
          self->heard.command = AB_SPOKEN_COMMAND_NONE;
          self->heard.lang = (AbLanguage) lang;
          snprintf (self->heard.words, sizeof self->heard.words, "%s", words);
          return &self->heard;
        }
    }
  return NULL;
}

/* A check or mate word alone: said at once after the move, not after a pause. */
static bool
is_check_word (const char *word)
{
  for (int lang = AB_LANG_DE; lang <= AB_LANG_EN; lang++)
    for (int w = AB_SPOKEN_WORD_CHECK; w <= AB_SPOKEN_WORD_MATE; w++)
      {
        char key[AB_SPOKEN_MAX];

        ab_spoken_key (ab_spoken_word ((AbLanguage) lang, (AbSpokenWord) w), key, sizeof key);
        if (strcmp (key, word) == 0)
          return true;
      }
  return false;
}

bool
ab_spoken_grammar_continues (const AbSpokenGrammar *self, const char *words)
{
  size_t len;

  if (self == NULL || words == NULL)
    return false;
  len = strlen (words);
  for (size_t i = 0; i < self->count; i++)
    {
      const char *p = self->phrases[i].words;

      if (strncmp (p, words, len) == 0 && p[len] == ' ' && !is_check_word (p + len + 1))
        return true;
    }
  return false;
}

bool
ab_spoken_words_differ_in_one (const char *a, const char *b)
{
  int differing = 0;

  if (a == NULL || b == NULL)
    return false;
  while (*a != '\0' && *b != '\0')
    {
      size_t la = strcspn (a, " "), lb = strcspn (b, " ");

      differing += la != lb || strncmp (a, b, la) != 0;
      a += la, b += lb;
      a += *a == ' ', b += *b == ' ';
    }
  /* A word more on one side is not one word said otherwise. */
  return *a == '\0' && *b == '\0' && differing == 1;
}
