/* ab-assistant-phrases.c — assistant mode's sentences in German, Dutch and English. */
#include "ab-assistant-phrases.h"

#include <stdarg.h>

static const char *const phrases[AB_ASSISTANT_PHRASE_COUNT][3] = {
  [AB_ASSISTANT_PHRASE_MODE_BLIND] = {
    "Mit Assistent des blinden Spielers: die Zugzeile nimmt die Züge beider Seiten, "
    "die Uhr wird mit jedem Zug gedrückt, Zeitwarnungen nur auf Frage.",
    "Met assistent van de blinde speler: de zetregel neemt de zetten van beide kanten, "
    "de klok wordt bij elke zet ingedrukt, tijdwaarschuwingen alleen op vraag.",
    "With the blind player's assistant: the move line takes both sides' moves, the clock "
    "is pressed with every move, time only on request.",
  },
  [AB_ASSISTANT_PHRASE_MODE_SIGHTED] = {
    "Mit Assistent des sehenden Spielers: die Zugzeile nimmt die Züge beider Seiten, "
    "Zeitwarnungen nur auf Frage.",
    "Met assistent van de ziende speler: de zetregel neemt de zetten van beide kanten, "
    "tijdwaarschuwingen alleen op vraag.",
    "With the sighted player's assistant: the move line takes both sides' moves, time "
    "only on request.",
  },
  [AB_ASSISTANT_PHRASE_TOUCH_MOVE] = {
    "Berührt von %s um %s: %s. Er muss diese Figur ziehen, Artikel 4.3.",
    "Aangeraakt door %s om %s: %s. Hij moet dit stuk spelen, artikel 4.3.",
    "Touched by %s at %s: %s. He must move this piece, article 4.3.",
  },
  [AB_ASSISTANT_PHRASE_TOUCH_CAPTURE] = {
    "Berührt von %s um %s: %s. Er muss diese Figur schlagen, Artikel 4.3.",
    "Aangeraakt door %s om %s: %s. Hij moet dit stuk slaan, artikel 4.3.",
    "Touched by %s at %s: %s. He must capture this piece, article 4.3.",
  },
  [AB_ASSISTANT_PHRASE_TOUCH_FREE] = {
    "Berührt von %s um %s: %s. Die Figur kann weder ziehen noch geschlagen werden, er "
    "hat freie Wahl, Artikel 4.3.",
    "Aangeraakt door %s om %s: %s. Het stuk kan niet spelen en niet geslagen worden, hij "
    "is vrij, artikel 4.3.",
    "Touched by %s at %s: %s. The piece can neither move nor be captured: he may play "
    "any move, article 4.3.",
  },
  [AB_ASSISTANT_PHRASE_TOUCH_NOT_TO_MOVE] = {
    "Berührt geführt gilt für den sehenden Spieler, wenn er am Zug ist.",
    "Aanraken is zetten geldt voor de ziende speler als hij aan zet is.",
    "Touch-move concerns the sighted player when he has the move.",
  },
  [AB_ASSISTANT_PHRASE_TOUCH_EMPTY] = {
    "Auf %s steht keine Figur. Stelle den Brettcursor auf die berührte Figur oder "
    "schreibe ihr Feld in die Zugzeile.",
    "Op %s staat geen stuk. Zet de bordcursor op het aangeraakte stuk of schrijf zijn "
    "veld in de zetregel.",
    "There is no piece on %s. Put the board cursor on the touched piece or write its "
    "square on the move line.",
  },
  [AB_ASSISTANT_PHRASE_TOUCH_LOG] = {
    "Berührungsprotokoll, %u Einträge.",
    "Logboek van aanrakingen, %u regels.",
    "Touch log, %u entries.",
  },
  [AB_ASSISTANT_PHRASE_TOUCH_ENTRY] = {
    "%s, Zug %u, %s: %s.",
    "%s, zet %u, %s: %s.",
    "%s, move %u, %s: %s.",
  },
  [AB_ASSISTANT_PHRASE_TOUCH_LOG_EMPTY] = {
    "Noch keine Berührung protokolliert.",
    "Nog geen aanraking gelogd.",
    "No touched piece logged yet.",
  },
  [AB_ASSISTANT_PHRASE_FLAG_FALLEN] = {
    "Zeitüberschreitung: die Zeit von %s ist abgelaufen. Eingabe reklamiert sie, Escape "
    "nicht.",
    "Tijdoverschrijding: de tijd van %s is verstreken. Enter claimt, Escape niet.",
    "Time exceeded: %s's flag has fallen. Enter claims it, Escape does not.",
  },
  [AB_ASSISTANT_PHRASE_SEAL_NO_MOVE] = {
    "Schreibe den abzugebenden Zug in die Zugzeile, dann Steuerung Umschalt J.",
    "Schrijf de af te geven zet in de zetregel, dan Control Shift J.",
    "Write the move to seal on the move line, then Control Shift J.",
  },
  [AB_ASSISTANT_PHRASE_SEAL_CONFIRM] = {
    "%s gibt den Zug in der Zugzeile ab, die Partie wird abgebrochen. Eingabe bestätigt, "
    "Escape bricht ab.",
    "%s geeft de zet in de zetregel af, de partij wordt afgebroken. Enter bevestigt, "
    "Escape breekt af.",
    "%s seals the move on the move line and the game is adjourned. Enter confirms, Escape "
    "cancels.",
  },
  [AB_ASSISTANT_PHRASE_SEALED] = {
    "Partie abgebrochen, %s hat abgegeben. Der Umschlag ist gespeichert in %s",
    "Partij afgebroken, %s heeft afgegeven. De envelop is opgeslagen in %s",
    "Game adjourned, %s sealed a move. The envelope record is saved in %s",
  },
  [AB_ASSISTANT_PHRASE_SEALED_NO_FILE] = {
    "Partie abgebrochen, %s hat abgegeben. Der Umschlag konnte nicht gespeichert werden.",
    "Partij afgebroken, %s heeft afgegeven. De envelop kon niet worden opgeslagen.",
    "Game adjourned, %s sealed a move. The envelope record could not be saved.",
  },
  [AB_ASSISTANT_PHRASE_ADJOURNED] = {
    "Die Partie ist abgebrochen. Steuerung Umschalt G öffnet den Umschlag und setzt sie "
    "fort.",
    "De partij is afgebroken. Control Shift G opent de envelop en zet haar voort.",
    "The game is adjourned. Control Shift G opens the envelope and resumes it.",
  },
  [AB_ASSISTANT_PHRASE_NOT_ADJOURNED] = {
    "Die Partie ist nicht abgebrochen.",
    "De partij is niet afgebroken.",
    "The game is not adjourned.",
  },
  [AB_ASSISTANT_PHRASE_UNSEALED] = {
    "Umschlag geöffnet, die Partie wird fortgesetzt.",
    "Envelop geopend, de partij wordt voortgezet.",
    "Envelope opened, the game resumes.",
  },
};

char *
ab_assistant_phrase_format (AbLanguage lang, AbAssistantPhrase phrase, ...)
{
  va_list args;
  char *text;

  g_return_val_if_fail ((unsigned) phrase < AB_ASSISTANT_PHRASE_COUNT, g_strdup (""));

  va_start (args, phrase);
  text = g_strdup_vprintf (phrases[phrase][(unsigned) lang < 3 ? (unsigned) lang : 0], args);
  va_end (args);
  return text;
}
