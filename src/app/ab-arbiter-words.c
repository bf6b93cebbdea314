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
    [AB_ARBITER_WORD_APPLY_TAKE_BACK] = "Alt P wendet den Entscheid an: Annabella nimmt die "
                                        "Züge zurück und stellt die Uhren.",
    [AB_ARBITER_WORD_MATCH_STAYS] = "Die Züge in Annabella bleiben; Alt P hält den Entscheid "
                                    "fest und stellt die Uhren.",
    [AB_ARBITER_WORD_MATCH_CHANGED] = "Die Partie ist weitergegangen: Vergleiche noch einmal.",
    [AB_ARBITER_WORD_IMPORTED] = "%s eingelesen.",
    [AB_ARBITER_WORD_SHEET_ERROR] = "Das Partieformular B ist nicht lesbar: %s",
    [AB_ARBITER_WORD_BOARD_ERROR] = "Brett %c: %s",
    [AB_ARBITER_WORD_KEYS] = "Tasten: Steuerung O liest das Partieformular des sehenden "
                             "Spielers aus einer Datei, Steuerung Eingabe vergleicht und gibt "
                             "die Entscheidung, Steuerung D geht zum ersten Unterschied, Alt P "
                             "wendet die Entscheidung an, Steuerung W schließt das Fenster.",
    [AB_ARBITER_WORD_TAKEN_BACK] = "Schiedsrichter: zurück zu Zug %d, %s am Zug",
    [AB_ARBITER_WORD_CLOCKS_SET] = ", Uhren Weiß %s, Schwarz %s",
    [AB_ARBITER_WORD_ARTICLE] = " — Artikel D.2.9.",
    [AB_ARBITER_WORD_CONFIRM] = "Entscheid anwenden? %s Eingabe wendet an, Escape bricht ab.",
    [AB_ARBITER_WORD_CANCELLED] = "Nicht angewandt, nichts geändert.",
    [AB_ARBITER_WORD_CLOCK_ERROR] = "Die Uhr von %s, %s, ist keine Zeit: schreibe Stunden, "
                                    "Minuten und Sekunden, etwa 1:29:20. Nichts geändert.",
    [AB_ARBITER_WORD_NOT_APPLIED] = "Nicht angewandt, nichts geändert: %s",
  },
  [AB_LANG_NL] = {
    [AB_ARBITER_WORD_OPENED] = "Arbiter: de stellingen op de twee borden verschillen. Voer het "
                               "notatieformulier van de ziende speler in; Control Enter "
                               "vergelijkt.",
    [AB_ARBITER_WORD_FIRST_DIFFERENCE] = "eerste verschil",
    [AB_ARBITER_WORD_NO_DIFFERENCE] = "De notatieformulieren verschillen niet.",
    [AB_ARBITER_WORD_COMPARE_FIRST] = "Vergelijk eerst de notatieformulieren.",
    [AB_ARBITER_WORD_APPLY_TAKE_BACK] = "Alt P past de beslissing toe: Annabella neemt de "
                                        "zetten terug en zet de klokken.",
    [AB_ARBITER_WORD_MATCH_STAYS] = "De zetten in Annabella blijven staan; Alt P legt de "
                                    "beslissing vast en zet de klokken.",
    [AB_ARBITER_WORD_MATCH_CHANGED] = "De partij is verdergegaan: vergelijk opnieuw.",
    [AB_ARBITER_WORD_IMPORTED] = "%s ingelezen.",
    [AB_ARBITER_WORD_SHEET_ERROR] = "Notatieformulier B is niet leesbaar: %s",
    [AB_ARBITER_WORD_BOARD_ERROR] = "Bord %c: %s",
    [AB_ARBITER_WORD_KEYS] = "Toetsen: Control O leest het notatieformulier van de ziende "
                             "speler uit een bestand, Control Enter vergelijkt en geeft de "
                             "beslissing, Control D gaat naar het eerste verschil, Alt P past de "
                             "beslissing toe, Control W sluit het venster.",
    [AB_ARBITER_WORD_TAKEN_BACK] = "Arbiter: terug naar zet %d, %s aan zet",
    [AB_ARBITER_WORD_CLOCKS_SET] = ", klokken Wit %s, Zwart %s",
    [AB_ARBITER_WORD_ARTICLE] = " — artikel D.2.9.",
    [AB_ARBITER_WORD_CONFIRM] = "Beslissing toepassen? %s Enter past toe, Escape breekt af.",
    [AB_ARBITER_WORD_CANCELLED] = "Niet toegepast, niets veranderd.",
    [AB_ARBITER_WORD_CLOCK_ERROR] = "De klok van %s, %s, is geen tijd: schrijf uren, minuten "
                                    "en seconden, bijvoorbeeld 1:29:20. Niets veranderd.",
    [AB_ARBITER_WORD_NOT_APPLIED] = "Niet toegepast, niets veranderd: %s",
  },
  [AB_LANG_EN] = {
    [AB_ARBITER_WORD_OPENED] = "Arbiter: the positions on the two boards differ. Type the "
                               "sighted player's scoresheet; Control Return compares.",
    [AB_ARBITER_WORD_FIRST_DIFFERENCE] = "first difference",
    [AB_ARBITER_WORD_NO_DIFFERENCE] = "The scoresheets do not differ.",
    [AB_ARBITER_WORD_COMPARE_FIRST] = "Compare the scoresheets first.",
    [AB_ARBITER_WORD_APPLY_TAKE_BACK] = "Alt P applies the decision: Annabella takes the "
                                        "moves back and sets the clocks.",
    [AB_ARBITER_WORD_MATCH_STAYS] = "The moves in Annabella stand; Alt P records the "
                                    "decision and sets the clocks.",
    [AB_ARBITER_WORD_MATCH_CHANGED] = "The match went on: compare again.",
    [AB_ARBITER_WORD_IMPORTED] = "%s imported.",
    [AB_ARBITER_WORD_SHEET_ERROR] = "Scoresheet B cannot be read: %s",
    [AB_ARBITER_WORD_BOARD_ERROR] = "Board %c: %s",
    [AB_ARBITER_WORD_KEYS] = "Keys: Control O imports the sighted player's scoresheet from a "
                             "file, Control Return compares and gives the ruling, Control D "
                             "goes to the first difference, Alt P applies the ruling, Control W "
                             "closes the window.",
    [AB_ARBITER_WORD_TAKEN_BACK] = "Arbiter: back to move %d, %s to move",
    [AB_ARBITER_WORD_CLOCKS_SET] = ", clocks White %s, Black %s",
    [AB_ARBITER_WORD_ARTICLE] = " — article D.2.9.",
    [AB_ARBITER_WORD_CONFIRM] = "Apply the decision? %s Return applies, Escape cancels.",
    [AB_ARBITER_WORD_CANCELLED] = "Not applied, nothing changed.",
    [AB_ARBITER_WORD_CLOCK_ERROR] = "%s's clock, %s, is not a time: write hours, minutes and "
                                    "seconds, such as 1:29:20. Nothing changed.",
    [AB_ARBITER_WORD_NOT_APPLIED] = "Not applied, nothing changed: %s",
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
