/* ab-phrases.c — Annabella's sentences in German, Dutch and English. */
#include "ab-phrases.h"

#include <stdarg.h>

#include "ab-spoken.h"

static const char *const phrases[AB_PHRASE_COUNT][3] = {
  [AB_PHRASE_READY] = {
    "Annabella ist bereit.",
    "Annabella is klaar.",
    "Annabella is ready.",
  },
  [AB_PHRASE_NEW_MATCH] = {
    "Neue Partie. Du spielst %s.",
    "Nieuwe partij. Jij speelt met %s.",
    "New match. You play %s.",
  },
  [AB_PHRASE_RESUME_OFFER] = {
    "Eine unterbrochene Partie nach %u Halbzügen kann fortgesetzt werden. "
    "Enter setzt sie fort, Escape beginnt eine neue Partie.",
    "Een onderbroken partij na %u halve zetten kan worden voortgezet. "
    "Enter zet haar voort, Escape begint een nieuwe partij.",
    "An interrupted match after %u half-moves can be resumed. "
    "Enter resumes it, Escape starts a new match.",
  },
  [AB_PHRASE_RESUMED] = {
    "Partie fortgesetzt nach %u Halbzügen.",
    "Partij voortgezet na %u halve zetten.",
    "Match resumed after %u half-moves.",
  },
  [AB_PHRASE_HINT] = {
    "Gib deinen Zug ein, zum Beispiel Eva vier. Steuerung B geht zum Brett, "
    "Steuerung Fragezeichen zeigt alle Tasten.",
    "Typ je zet, bijvoorbeeld Eva vier. Control B gaat naar het bord, "
    "Control vraagteken toont alle toetsen.",
    "Type your move, for example Eva four. Control B goes to the board, "
    "Control question mark shows all keys.",
  },
  [AB_PHRASE_YOUR_MOVE] = {
    "Du bist am Zug.",
    "Jij bent aan zet.",
    "Your move.",
  },
  [AB_PHRASE_OPPONENT_MOVE] = {
    "Der Gegner ist am Zug.",
    "De tegenstander is aan zet.",
    "Your opponent's move.",
  },
  [AB_PHRASE_NOT_YOUR_TURN] = {
    "Der Gegner ist am Zug. Sein Zug wird am Spiegel eingegeben.",
    "De tegenstander is aan zet. Zijn zet wordt op het spiegelbord ingevoerd.",
    "It is your opponent's move. He enters it on the mirror.",
  },
  [AB_PHRASE_NOT_OPPONENT_TURN] = {
    "Der blinde Spieler ist am Zug.",
    "De blinde speler is aan zet.",
    "The blind player is to move.",
  },
  [AB_PHRASE_LAST_MOVE] = {
    "Letzter Zug, %u, %s: %s.",
    "Laatste zet, %u, %s: %s.",
    "Last move, %u, %s: %s.",
  },
  [AB_PHRASE_NO_MOVE_YET] = {
    "Noch kein Zug.",
    "Nog geen zet.",
    "No move yet.",
  },
  [AB_PHRASE_NOTHING_TO_REPEAT] = {
    "Noch keine Ansage.",
    "Nog geen mededeling.",
    "Nothing announced yet.",
  },
  [AB_PHRASE_GAME_OVER] = {
    "Die Partie ist beendet.",
    "De partij is afgelopen.",
    "The game is over.",
  },
  [AB_PHRASE_WHITE_WINS] = {
    "Weiß gewinnt.",
    "Wit wint.",
    "White wins.",
  },
  [AB_PHRASE_BLACK_WINS] = {
    "Schwarz gewinnt.",
    "Zwart wint.",
    "Black wins.",
  },
  [AB_PHRASE_STALEMATE] = {
    "Patt. Die Partie ist remis.",
    "Pat. De partij is remise.",
    "Stalemate. The game is drawn.",
  },
  [AB_PHRASE_DEAD_POSITION] = {
    "Tote Stellung. Die Partie ist remis.",
    "Dode stelling. De partij is remise.",
    "Dead position. The game is drawn.",
  },
  [AB_PHRASE_DRAW] = {
    "Die Partie ist remis.",
    "De partij is remise.",
    "The game is drawn.",
  },
  [AB_PHRASE_NOT_SAVED] = {
    "Der Zug konnte nicht gespeichert werden und wurde nicht gemacht.",
    "De zet kon niet worden opgeslagen en is niet gedaan.",
    "The move could not be saved and was not made.",
  },
  [AB_PHRASE_NO_JOURNAL] = {
    "Achtung: die Partie kann nicht gespeichert werden und geht bei einem Absturz verloren.",
    "Let op: de partij kan niet worden opgeslagen en gaat bij een crash verloren.",
    "Warning: the match cannot be saved and would be lost in a crash.",
  },
  [AB_PHRASE_RESUME_FAILED] = {
    "Die unterbrochene Partie konnte nicht gelesen werden.",
    "De onderbroken partij kon niet worden gelezen.",
    "The interrupted match could not be read.",
  },
  [AB_PHRASE_CHOOSE_COLOR] = {
    "Neue Partie. Wähle deine Farbe: Weiß oder Schwarz. Escape bricht ab.",
    "Nieuwe partij. Kies je kleur: wit of zwart. Escape breekt af.",
    "New match. Choose your colour: White or Black. Escape cancels.",
  },
  [AB_PHRASE_PICKED_UP] = {
    "%s %s aufgenommen.",
    "%s %s opgepakt.",
    "%s %s picked up.",
  },
  [AB_PHRASE_PUT_BACK] = {
    "Zurückgestellt.",
    "Teruggezet.",
    "Put back.",
  },
  [AB_PHRASE_NOT_OWN_PIECE] = {
    "Dort steht keine eigene Figur.",
    "Daar staat geen eigen stuk.",
    "None of your pieces stands there.",
  },
  [AB_PHRASE_PROMOTION_PROMPT] = {
    "Umwandlung: %c %s, %c %s, %c %s, %c %s.",
    "Promotie: %c %s, %c %s, %c %s, %c %s.",
    "Promotion: %c %s, %c %s, %c %s, %c %s.",
  },
  [AB_PHRASE_EMPTY_SQUARE] = {
    "%s, leer",
    "%s, leeg",
    "%s, empty",
  },
  [AB_PHRASE_EDGE] = {
    "Rand.",
    "Rand.",
    "Edge.",
  },
};

static const char *const colors[3][2] = {
  { "Weiß", "Schwarz" },
  { "Wit", "Zwart" },
  { "White", "Black" },
};

/* Indexed by colour, then piece type; adjectives agree with the noun. */
static const char *const pieces[3][2][7] = {
  {
    { "", "weißer Bauer", "weißer Springer", "weißer Läufer", "weißer Turm", "weiße Dame",
      "weißer König" },
    { "", "schwarzer Bauer", "schwarzer Springer", "schwarzer Läufer", "schwarzer Turm",
      "schwarze Dame", "schwarzer König" },
  },
  {
    { "", "witte pion", "wit paard", "witte loper", "witte toren", "witte dame", "witte koning" },
    { "", "zwarte pion", "zwart paard", "zwarte loper", "zwarte toren", "zwarte dame",
      "zwarte koning" },
  },
  {
    { "", "white pawn", "white knight", "white bishop", "white rook", "white queen", "white king" },
    { "", "black pawn", "black knight", "black bishop", "black rook", "black queen", "black king" },
  },
};

static unsigned
lang_index (AbLanguage lang)
{
  return (unsigned) lang <= AB_LANG_EN ? (unsigned) lang : AB_LANG_DE;
}

char *
ab_phrase_format (AbLanguage lang, AbPhrase phrase, ...)
{
  va_list args;
  char *text;

  g_return_val_if_fail ((unsigned) phrase < AB_PHRASE_COUNT, g_strdup (""));

  va_start (args, phrase);
  text = g_strdup_vprintf (phrases[phrase][lang_index (lang)], args);
  va_end (args);
  return text;
}

const char *
ab_phrase_color (AbLanguage lang, AbColor color)
{
  return colors[lang_index (lang)][color == AB_BLACK];
}

const char *
ab_phrase_piece (AbLanguage lang, AbPiece piece)
{
  AbPieceType type = AB_PIECE_TYPE (piece);

  if (piece == AB_NO_PIECE || type > AB_KING)
    return "";
  return pieces[lang_index (lang)][AB_PIECE_COLOR (piece) == AB_BLACK][type];
}

char *
ab_phrase_cell (AbLanguage lang, const AbPosition *pos, AbSquare sq)
{
  char square[AB_SPOKEN_MAX];
  AbPiece piece = ab_position_piece_at (pos, sq);

  ab_spoken_square (lang, sq, square, sizeof square);
  if (piece == AB_NO_PIECE)
    return ab_phrase_format (lang, AB_PHRASE_EMPTY_SQUARE, square);
  return g_strdup_printf ("%s, %s", square, ab_phrase_piece (lang, piece));
}
