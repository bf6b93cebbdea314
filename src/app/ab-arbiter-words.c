/* ab-arbiter-words.c — the arbiter's view's own sentences in German, Dutch and English. */
#include "ab-arbiter-words.h"

#include <stddef.h>

static const char *const words[][AB_ARBITER_N_WORDS] = {
  [AB_LANG_DE] = {
    [AB_ARBITER_WORD_OPENED] = "Schiedsrichter: Die Stellungen auf den beiden Brettern weichen "
                               "ab. Gib das Partieformular des sehenden Spielers ein; "
                               "Steuerung Eingabe vergleicht.",
    [AB_ARBITER_WORD_FIRST_DIFFERENCE] = "erster Unterschied",
    [AB_ARBITER_WORD_NO_DIFFERENCE] = "Die Partieformulare weichen nicht voneinander ab.",
    [AB_ARBITER_WORD_COMPARE_FIRST] = "Vergleiche zuerst die Partieformulare.",
    [AB_ARBITER_WORD_CANNOT_APPLY] = "Annabella kann die Züge in der Partie noch nicht "
                                     "zurücknehmen: Bretter und Uhren stellt der "
                                     "Schiedsrichter von Hand.",
    [AB_ARBITER_WORD_MATCH_STAYS] = "Die Partie in Annabella bleibt, wie sie ist.",
    [AB_ARBITER_WORD_MATCH_CHANGED] = "Die Partie ist weitergegangen: Vergleiche noch einmal.",
    [AB_ARBITER_WORD_IMPORTED] = "%s eingelesen.",
    [AB_ARBITER_WORD_SHEET_ERROR] = "Das Partieformular B ist nicht lesbar: %s",
    [AB_ARBITER_WORD_BOARD_ERROR] = "Brett %c: %s",
    [AB_ARBITER_WORD_KEYS] = "Tasten: Steuerung O liest das Partieformular des sehenden "
                             "Spielers aus einer Datei, Steuerung Eingabe vergleicht und gibt "
                             "die Entscheidung, Steuerung D geht zum ersten Unterschied, "
                             "Steuerung W schließt das Fenster.",
  },
  [AB_LANG_NL] = {
    [AB_ARBITER_WORD_OPENED] = "Arbiter: de stellingen op de twee borden verschillen. Voer het "
                               "notatieformulier van de ziende speler in; Control Enter "
                               "vergelijkt.",
    [AB_ARBITER_WORD_FIRST_DIFFERENCE] = "eerste verschil",
    [AB_ARBITER_WORD_NO_DIFFERENCE] = "De notatieformulieren verschillen niet.",
    [AB_ARBITER_WORD_COMPARE_FIRST] = "Vergelijk eerst de notatieformulieren.",
    [AB_ARBITER_WORD_CANNOT_APPLY] = "Annabella kan de zetten in de partij nog niet "
                                     "terugnemen: de arbiter zet de borden en de klokken met "
                                     "de hand.",
    [AB_ARBITER_WORD_MATCH_STAYS] = "De partij in Annabella blijft zoals ze is.",
    [AB_ARBITER_WORD_MATCH_CHANGED] = "De partij is verdergegaan: vergelijk opnieuw.",
    [AB_ARBITER_WORD_IMPORTED] = "%s ingelezen.",
    [AB_ARBITER_WORD_SHEET_ERROR] = "Notatieformulier B is niet leesbaar: %s",
    [AB_ARBITER_WORD_BOARD_ERROR] = "Bord %c: %s",
    [AB_ARBITER_WORD_KEYS] = "Toetsen: Control O leest het notatieformulier van de ziende "
                             "speler uit een bestand, Control Enter vergelijkt en geeft de "
                             "beslissing, Control D gaat naar het eerste verschil, Control W "
                             "sluit het venster.",
  },
  [AB_LANG_EN] = {
    [AB_ARBITER_WORD_OPENED] = "Arbiter: the positions on the two boards differ. Type the "
                               "sighted player's scoresheet; Control Return compares.",
    [AB_ARBITER_WORD_FIRST_DIFFERENCE] = "first difference",
    [AB_ARBITER_WORD_NO_DIFFERENCE] = "The scoresheets do not differ.",
    [AB_ARBITER_WORD_COMPARE_FIRST] = "Compare the scoresheets first.",
    [AB_ARBITER_WORD_CANNOT_APPLY] = "Annabella cannot take the moves back in the match yet: "
                                     "the arbiter sets the boards and the clocks by hand.",
    [AB_ARBITER_WORD_MATCH_STAYS] = "The match in Annabella stays as it is.",
    [AB_ARBITER_WORD_MATCH_CHANGED] = "The match went on: compare again.",
    [AB_ARBITER_WORD_IMPORTED] = "%s imported.",
    [AB_ARBITER_WORD_SHEET_ERROR] = "Scoresheet B cannot be read: %s",
    [AB_ARBITER_WORD_BOARD_ERROR] = "Board %c: %s",
    [AB_ARBITER_WORD_KEYS] = "Keys: Control O imports the sighted player's scoresheet from a "
                             "file, Control Return compares and gives the ruling, Control D "
                             "goes to the first difference, Control W closes the window.",
  },
};

const char *
ab_arbiter_word (AbLanguage lang, AbArbiterWord word)
{
  if ((size_t) lang >= sizeof words / sizeof words[0])
    lang = AB_LANG_EN;
  if ((size_t) word >= AB_ARBITER_N_WORDS)
    return "";
  return words[lang][word];
}
