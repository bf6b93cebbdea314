/* ab-phrases.c — Annabella's sentences in German, Dutch and English. */
#include "ab-phrases.h"

#include <stdarg.h>

#include "ab-spoken.h"
#ifdef AB_HAVE_SPEECH
#include "ab-speech-phrase.h"
#endif

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
  [AB_PHRASE_JOURNAL_DAMAGED] = {
    "Die unterbrochene Partie ist beschädigt und kann nicht fortgesetzt werden. Ihre Datei "
    "bleibt für den Schiedsrichter erhalten: %s.",
    "De onderbroken partij is beschadigd en kan niet worden voortgezet. Het bestand blijft "
    "voor de arbiter bewaard: %s.",
    "The interrupted match is damaged and cannot be resumed. Its file is kept for the "
    "arbiter: %s.",
  },
  [AB_PHRASE_CHOOSE_COLOR] = {
    "Neue Partie. Wähle deine Farbe, die Namen, die Bedenkzeit, die Regeln und die "
    "Startstellung mit Tab. Eingabe beginnt, Escape bricht ab.",
    "Nieuwe partij. Kies je kleur, de namen, de bedenktijd, de regels en de "
    "beginstelling met Tab. Enter begint, Escape breekt af.",
    "New match. Choose your colour, the names, the time control, the rules and the "
    "start position with Tab. Enter starts, Escape cancels.",
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
  [AB_PHRASE_CORRECTION] = {
    "Korrektur: %s",
    "Correctie: %s",
    "Correction: %s",
  },
  [AB_PHRASE_RETRACTED] = {
    "%s zurückgenommen. Gib den richtigen Zug ein.",
    "%s teruggenomen. Typ de juiste zet.",
    "%s taken back. Type the correct move.",
  },
  [AB_PHRASE_NOTHING_TO_RETRACT] = {
    "Kein Zug wartet auf den Uhrdruck.",
    "Geen zet wacht op de klokdruk.",
    "No move waits for the clock press.",
  },
  [AB_PHRASE_PRESS_DUE] = {
    "Alt Eingabe drückt die Uhr, Alt Rücktaste nimmt den Zug zurück.",
    "Alt Enter drukt de klok in, Alt Backspace neemt de zet terug.",
    "Alt Enter presses the clock, Alt Backspace takes the move back.",
  },
  [AB_PHRASE_CLOCK_PRESSED] = {
    "Uhr gedrückt.",
    "Klok ingedrukt.",
    "Clock pressed.",
  },
  [AB_PHRASE_PERIOD_CHANGE] = {
    "%s: Periode %d beginnt, %s dazu.",
    "%s: periode %d begint, %s erbij.",
    "%s: period %d begins, %s added.",
  },
  [AB_PHRASE_NO_CLOCK] = {
    "Diese Partie hat keine Uhr.",
    "Deze partij heeft geen klok.",
    "This match has no clock.",
  },
  [AB_PHRASE_MY_TIME] = {
    "Deine Zeit: %s.",
    "Jouw tijd: %s.",
    "Your time: %s.",
  },
  [AB_PHRASE_OPPONENT_TIME] = {
    "Zeit des Gegners: %s.",
    "Tijd van de tegenstander: %s.",
    "Opponent's time: %s.",
  },
  [AB_PHRASE_BOTH_TIMES] = {
    "%s. Du: %s. Gegner: %s.",
    "%s. Jij: %s. Tegenstander: %s.",
    "%s. You: %s. Opponent: %s.",
  },
  [AB_PHRASE_TIME_WARNING] = {
    "Deine Uhr: %s.",
    "Jouw klok: %s.",
    "Your clock: %s.",
  },
  [AB_PHRASE_CLOCK_STOPPED] = {
    "Die Uhr steht.",
    "De klok staat stil.",
    "The clock is stopped.",
  },
  [AB_PHRASE_PIECES] = {
    "%s: %s.",
    "%s: %s.",
    "%s: %s.",
  },
  [AB_PHRASE_NO_PIECES] = {
    "Keine %s.",
    "Geen %s.",
    "No %s.",
  },
  [AB_PHRASE_SIDE_PIECES] = {
    "%s: %s.",
    "%s: %s.",
    "%s: %s.",
  },
  [AB_PHRASE_LINE_PIECES] = {
    "%s: %s.",
    "%s: %s.",
    "%s: %s.",
  },
  [AB_PHRASE_RANK] = {
    "Reihe %s",
    "Rij %s",
    "Rank %s",
  },
  [AB_PHRASE_FILE] = {
    "Linie %s",
    "Lijn %s",
    "File %s",
  },
  [AB_PHRASE_DIAGONALS] = {
    "Diagonalen von %s",
    "Diagonalen van %s",
    "Diagonals of %s",
  },
  [AB_PHRASE_EMPTY] = {
    "leer",
    "leeg",
    "empty",
  },
  [AB_PHRASE_ATTACKS] = {
    "%s. Angegriffen von: %s. Gedeckt von: %s.",
    "%s. Aangevallen door: %s. Gedekt door: %s.",
    "%s. Attacked by: %s. Defended by: %s.",
  },
  [AB_PHRASE_NOBODY] = {
    "niemand",
    "niemand",
    "nothing",
  },
  [AB_PHRASE_MATERIAL] = {
    "Material: Weiß %d, Schwarz %d.",
    "Materiaal: wit %d, zwart %d.",
    "Material: White %d, Black %d.",
  },
  [AB_PHRASE_MOVES_OF] = {
    "%s. Züge: %s.",
    "%s. Zetten: %s.",
    "%s. Moves: %s.",
  },
  [AB_PHRASE_NO_MOVES_OF] = {
    "%s. Keine Züge.",
    "%s. Geen zetten.",
    "%s. No moves.",
  },
  [AB_PHRASE_SCORESHEET_EMPTY] = {
    "Das Partieformular ist leer.",
    "Het notatieformulier is leeg.",
    "The scoresheet is empty.",
  },
  [AB_PHRASE_CONFIRM] = {
    "%s? Eingabe bestätigt, Escape bricht ab.",
    "%s? Enter bevestigt, Escape breekt af.",
    "%s? Enter confirms, Escape cancels.",
  },
  [AB_PHRASE_CANCELLED] = {
    "Abgebrochen.",
    "Afgebroken.",
    "Cancelled.",
  },
  [AB_PHRASE_ACT_OFFER] = {
    "Remis anbieten",
    "Remise aanbieden",
    "Offer a draw",
  },
  [AB_PHRASE_ACT_ACCEPT] = {
    "Remisangebot annehmen",
    "Remiseaanbod aannemen",
    "Accept the draw offer",
  },
  [AB_PHRASE_ACT_DECLINE] = {
    "Remisangebot ablehnen",
    "Remiseaanbod afwijzen",
    "Decline the draw offer",
  },
  [AB_PHRASE_ACT_THREEFOLD] = {
    "Remis wegen dreifacher Stellungswiederholung reklamieren",
    "Remise claimen wegens drievoudige herhaling",
    "Claim a draw by threefold repetition",
  },
  [AB_PHRASE_ACT_FIFTY] = {
    "Remis nach der Fünfzig-Züge-Regel reklamieren",
    "Remise claimen volgens de vijftigzettenregel",
    "Claim a draw by the fifty-move rule",
  },
  [AB_PHRASE_ACT_RESIGN] = {
    "Aufgeben",
    "Opgeven",
    "Resign",
  },
  [AB_PHRASE_ACT_FLAG] = {
    "Zeitüberschreitung des Gegners reklamieren",
    "Tijdsoverschrijding van de tegenstander claimen",
    "Claim your opponent's flag fall",
  },
  [AB_PHRASE_ACT_ARBITER] = {
    "Den Schiedsrichter rufen und die Uhr anhalten",
    "De arbiter roepen en de klok stilzetten",
    "Call the arbiter and stop the clock",
  },
  [AB_PHRASE_ACT_RESUME] = {
    "Die Uhr wieder starten",
    "De klok weer starten",
    "Restart the clock",
  },
  [AB_PHRASE_WITH_INTENDED] = {
    "%s, mit dem Zug %s",
    "%s, met de zet %s",
    "%s, with the move %s",
  },
  [AB_PHRASE_REFUSED] = {
    "Nicht möglich: %s",
    "Niet mogelijk: %s",
    "Not possible: %s",
  },
  [AB_PHRASE_DOWNTIME] = {
    "Das Programm war %s aus. Soll diese Zeit der laufenden Uhr abgezogen werden? "
    "Eingabe: nein, die Uhren bleiben wie sie waren.",
    "Het programma was %s uit. Moet die tijd van de lopende klok af? "
    "Enter: nee, de klokken blijven zoals ze waren.",
    "The program was down for %s. Charge that time to the running clock? "
    "Enter: no, the clocks stay as they were.",
  },
  [AB_PHRASE_KEYS] = {
    "Tasten: Alt T deine Zeit, Alt O Zeit des Gegners, Alt C beide Uhren mit Zugnummer. "
    "Alt L letzter Zug, Alt W wer am Zug ist, Alt R wiederholen. Alt 1 bis 6: wo deine "
    "Könige, Damen, Türme, Läufer, Springer, Bauern stehen, mit Steuerung die des Gegners. "
    "Alt A alle deine Figuren, Steuerung Alt A die des Gegners. Alt Y Reihe, Alt F Linie, "
    "Alt D Diagonalen des Cursors. Alt X Angriff und Deckung, Alt M Material, Alt G Züge "
    "der Figur am Cursor, Alt S Partieformular, Alt N die letzten Züge. Auf dem Brett: "
    "K Q R B N P springen zu deinen Figuren, mit Umschalt zu denen des Gegners, Ziffern "
    "zur Reihe, Steuerung Ziffern zur Linie. Steuerung Umschalt O Remis anbieten, Y "
    "annehmen, N ablehnen, T und F Remis reklamieren, R aufgeben, L Zeit reklamieren, A "
    "Schiedsrichter. Alt Eingabe drückt die Uhr, Alt Rücktaste nimmt den Zug zurück.",
    "Toetsen: Alt T jouw tijd, Alt O tijd van de tegenstander, Alt C beide klokken met "
    "zetnummer. Alt L laatste zet, Alt W wie aan zet is, Alt R herhalen. Alt 1 tot 6: waar "
    "jouw koningen, dames, torens, lopers, paarden, pionnen staan, met Control die van de "
    "tegenstander. Alt A al jouw stukken, Control Alt A die van de tegenstander. Alt Y rij, "
    "Alt F lijn, Alt D diagonalen van de cursor. Alt X aanval en dekking, Alt M materiaal, "
    "Alt G zetten van het stuk op de cursor, Alt S notatieformulier, Alt N de laatste "
    "zetten. Op het bord: K Q R B N P springen naar jouw stukken, met Shift naar die van "
    "de tegenstander, cijfers naar de rij, Control cijfers naar de lijn. Control Shift O "
    "remise aanbieden, Y aannemen, N afwijzen, T en F remise claimen, R opgeven, L tijd "
    "claimen, A arbiter. Alt Enter drukt de klok in, Alt Backspace neemt de zet terug.",
    "Keys: Alt T your time, Alt O your opponent's time, Alt C both clocks with the move "
    "number. Alt L last move, Alt W whose move, Alt R repeat. Alt 1 to 6: where your kings, "
    "queens, rooks, bishops, knights, pawns stand, with Control your opponent's. Alt A all "
    "your pieces, Control Alt A your opponent's. Alt Y rank, Alt F file, Alt D diagonals "
    "of the cursor. Alt X attackers and defenders, Alt M material, Alt G moves of the piece "
    "at the cursor, Alt S scoresheet, Alt N the last moves. On the board: K Q R B N P jump "
    "to your pieces, with Shift to your opponent's, digits to a rank, Control digits to a "
    "file. Control Shift O offer a draw, Y accept, N decline, T and F claim a draw, R "
    "resign, L claim the flag, A call the arbiter. Alt Enter presses the clock, Alt "
    "Backspace takes the move back.",
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

/* Plurals for the questions, by colour and piece type. */
static const char *const plurals[3][2][7] = {
  {
    { "", "weiße Bauern", "weiße Springer", "weiße Läufer", "weiße Türme", "weiße Damen",
      "weiße Könige" },
    { "", "schwarze Bauern", "schwarze Springer", "schwarze Läufer", "schwarze Türme",
      "schwarze Damen", "schwarze Könige" },
  },
  {
    { "", "witte pionnen", "witte paarden", "witte lopers", "witte torens", "witte dames",
      "witte koningen" },
    { "", "zwarte pionnen", "zwarte paarden", "zwarte lopers", "zwarte torens",
      "zwarte dames", "zwarte koningen" },
  },
  {
    { "", "white pawns", "white knights", "white bishops", "white rooks", "white queens",
      "white kings" },
    { "", "black pawns", "black knights", "black bishops", "black rooks", "black queens",
      "black kings" },
  },
};

#ifndef AB_HAVE_SPEECH
static const char *const units[3][3][2] = {
  { { "Stunde", "Stunden" }, { "Minute", "Minuten" }, { "Sekunde", "Sekunden" } },
  { { "uur", "uur" }, { "minuut", "minuten" }, { "seconde", "seconden" } },
  { { "hour", "hours" }, { "minute", "minutes" }, { "second", "seconds" } },
};
#endif

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

const char *
ab_phrase_pieces (AbLanguage lang, AbColor color, AbPieceType type)
{
  if (type < AB_PAWN || type > AB_KING)
    return "";
  return plurals[lang_index (lang)][color == AB_BLACK][type];
}

char *
ab_phrase_duration (AbLanguage lang, gint64 usec)
{
#ifdef AB_HAVE_SPEECH
  return ab_speech_phrase_duration (lang, usec);
#else
  /* The same rule as the speech library's: at most two units, a zero second left out. */
  gint64 s = MAX (usec, 0) / G_USEC_PER_SEC;
  gint64 values[3] = { s / 3600, s / 60 % 60, s % 60 };
  GString *text = g_string_new (NULL);
  int first = values[0] ? 0 : values[1] ? 1 : 2;

  for (int u = first; u < 3 && u < first + 2; u++)
    {
      if (values[u] == 0 && u != first)
        continue;
      if (text->len)
        g_string_append_c (text, ' ');
      g_string_append_printf (text, "%" G_GINT64_FORMAT " %s", values[u],
                              units[lang_index (lang)][u][values[u] != 1]);
    }
  return g_string_free (text, FALSE);
#endif
}
