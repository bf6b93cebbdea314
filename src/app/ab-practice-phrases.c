/* ab-practice-phrases.c — the practice game's sentences in German, Dutch and English. */
#include "ab-practice-phrases.h"

#include <stdarg.h>

static const char *const phrases[AB_PRACTICE_PHRASE_COUNT][3] = {
  [AB_PRACTICE_PHRASE_STARTING] = {
    "Übungspartie gegen den Computer. Du spielst %s, Stufe %s.",
    "Oefenpartij tegen de computer. Jij speelt met %s, niveau %s.",
    "Practice game against the computer. You play %s, level %s.",
  },
  [AB_PRACTICE_PHRASE_CHESS960] = {
    "Chess960, Stellung %d.",
    "Chess960, stelling %d.",
    "Chess960, position %d.",
  },
  [AB_PRACTICE_PHRASE_DIALOG] = {
    "Neue Übungspartie. Tab und die Pfeiltasten wählen Farbe, Stufe, Bedenkzeit und "
    "Startstellung; Steuerung Eingabe beginnt, Escape bricht ab.",
    "Nieuwe oefenpartij. Tab en de pijltoetsen kiezen kleur, niveau, bedenktijd en "
    "beginstelling; Control Enter begint, Escape breekt af.",
    "New practice game. Tab and the arrow keys choose colour, level, time control and "
    "start position; Control Enter starts, Escape cancels.",
  },
  [AB_PRACTICE_PHRASE_NO_ENGINE] = {
    "Kein Schachprogramm gefunden. Installiere das Paket stockfish.",
    "Geen schaakprogramma gevonden. Installeer het pakket stockfish.",
    "No chess engine found. Install the stockfish package.",
  },
  [AB_PRACTICE_PHRASE_START_FAILED] = {
    "Das Schachprogramm startet nicht: %s",
    "Het schaakprogramma start niet: %s",
    "The chess engine does not start: %s",
  },
  [AB_PRACTICE_PHRASE_FAILED] = {
    "Der Computer antwortet nicht mehr. Er wird neu gestartet, die Partie geht weiter.",
    "De computer antwoordt niet meer. Hij wordt opnieuw gestart, de partij gaat door.",
    "The computer stopped answering. It is being restarted; the game goes on.",
  },
  [AB_PRACTICE_PHRASE_RESTARTED] = {
    "Der Computer ist wieder bereit.",
    "De computer is weer klaar.",
    "The computer is ready again.",
  },
  [AB_PRACTICE_PHRASE_GAVE_UP] = {
    "Der Computer lässt sich nicht wieder starten. Strg Umschalt P beginnt eine neue "
    "Übungspartie.",
    "De computer start niet opnieuw. Control Shift P begint een nieuwe oefenpartij.",
    "The computer cannot be restarted. Control Shift P starts a new practice game.",
  },
  [AB_PRACTICE_PHRASE_HINT] = {
    "Tipp: %s.",
    "Tip: %s.",
    "Hint: %s.",
  },
  [AB_PRACTICE_PHRASE_HINT_THINKING] = {
    "Einen Moment.",
    "Een ogenblik.",
    "One moment.",
  },
  [AB_PRACTICE_PHRASE_HINT_NOT_NOW] = {
    "Ein Tipp geht nur, wenn du am Zug bist und der Computer bereit ist.",
    "Een tip kan alleen als jij aan zet bent en de computer klaar is.",
    "A hint is possible only on your move, with the computer ready.",
  },
  [AB_PRACTICE_PHRASE_NO_PRACTICE] = {
    "Keine Übungspartie. Strg Umschalt P beginnt eine.",
    "Geen oefenpartij. Control Shift P begint er een.",
    "No practice game. Control Shift P starts one.",
  },
  [AB_PRACTICE_PHRASE_HINTS_USED] = {
    "Du hast %u Tipps genommen.",
    "Je hebt %u tips genomen.",
    "You took %u hints.",
  },
  [AB_PRACTICE_PHRASE_NO_HINTS] = {
    "Du hast keinen Tipp genommen.",
    "Je hebt geen tip genomen.",
    "You took no hints.",
  },
  [AB_PRACTICE_PHRASE_REVIEWING] = {
    "Der Computer wertet die Partie aus.",
    "De computer analyseert de partij.",
    "The computer reviews the game.",
  },
  [AB_PRACTICE_PHRASE_REVIEW] = {
    "Auswertung: %s",
    "Analyse: %s",
    "Review: %s",
  },
  [AB_PRACTICE_PHRASE_DROP] = {
    "Zug %u, %s: %s. Besser war %s.",
    "Zet %u, %s: %s. Beter was %s.",
    "Move %u, %s: %s. Better was %s.",
  },
  [AB_PRACTICE_PHRASE_REVIEW_CLEAN] = {
    "Auswertung: kein Zug hat viel verloren.",
    "Analyse: geen zet heeft veel verloren.",
    "Review: no move lost much.",
  },
  [AB_PRACTICE_PHRASE_REVIEW_FAILED] = {
    "Die Auswertung ist nicht gelungen.",
    "De analyse is niet gelukt.",
    "The review could not be made.",
  },
  [AB_PRACTICE_PHRASE_ENDED] = {
    "Die Übungspartie ist beendet.",
    "De oefenpartij is beëindigd.",
    "The practice game has ended.",
  },
  [AB_PRACTICE_PHRASE_NOT_ENGINE] = {
    "%s ist kein UCI-Schachprogramm: es antwortet nicht auf uci. Stelle das Schachprogramm "
    "in den Einstellungen ein; die Partie bleibt erhalten.",
    "%s is geen UCI-schaakprogramma: het antwoordt niet op uci. Stel het schaakprogramma "
    "in bij de voorkeuren; de partij blijft bewaard.",
    "%s is not a UCI chess engine: it does not answer uci. Set the chess engine in the "
    "preferences; the game is kept.",
  },
  [AB_PRACTICE_PHRASE_ENGINE_READY] = {
    "Schachprogramm %s ist bereit und wird benutzt.",
    "Schaakprogramma %s is klaar en wordt gebruikt.",
    "Chess engine %s is ready and will be used.",
  },
  [AB_PRACTICE_PHRASE_ENGINE_DEFAULT] = {
    "Das vorgegebene Schachprogramm wird benutzt.",
    "Het standaard schaakprogramma wordt gebruikt.",
    "The default chess engine will be used.",
  },
  [AB_PRACTICE_PHRASE_CHECKING] = {
    "Prüfe %s.",
    "Controleer %s.",
    "Checking %s.",
  },
  [AB_PRACTICE_PHRASE_RESUMED] = {
    "Die Übungspartie gegen den Computer geht weiter. Du spielst %s, Stufe %s.",
    "De oefenpartij tegen de computer gaat verder. Jij speelt met %s, niveau %s.",
    "The practice game against the computer goes on. You play %s, level %s.",
  },
  [AB_PRACTICE_PHRASE_HINT_UNRECORDED] = {
    "Der Tipp kann nicht aufgezeichnet werden; es gibt keinen.",
    "De tip kan niet worden vastgelegd; er komt er geen.",
    "The hint cannot be recorded, so none is given.",
  },
  [AB_PRACTICE_PHRASE_ONE_HINT] = {
    "Du hast einen Tipp genommen.",
    "Je hebt één tip genomen.",
    "You took one hint.",
  },
};

static const char *const strengths[4][3] = {
  { "Anfänger", "beginner", "beginner" },
  { "Verein", "club", "club" },
  { "stark", "sterk", "strong" },
  { "volle Stärke", "volle sterkte", "full strength" },
};

static const char *const judgements[4][3] = {
  { "kleiner Verlust", "klein verlies", "small loss" },
  { "Ungenauigkeit", "onnauwkeurigheid", "inaccuracy" },
  { "Fehler", "fout", "mistake" },
  { "grober Fehler", "blunder", "blunder" },
};

static unsigned
lang_index (AbLanguage lang)
{
  return (unsigned) lang < 3 ? (unsigned) lang : 0;
}

const char *
ab_practice_phrase_get (AbLanguage lang, AbPracticePhrase phrase)
{
  g_return_val_if_fail ((unsigned) phrase < AB_PRACTICE_PHRASE_COUNT, "");

  return phrases[phrase][lang_index (lang)];
}

char *
ab_practice_phrase_format (AbLanguage lang, AbPracticePhrase phrase, ...)
{
  va_list args;
  char *text;

  g_return_val_if_fail ((unsigned) phrase < AB_PRACTICE_PHRASE_COUNT, g_strdup (""));

  va_start (args, phrase);
  text = g_strdup_vprintf (phrases[phrase][lang_index (lang)], args);
  va_end (args);
  return text;
}

const char *
ab_practice_phrase_strength (AbLanguage lang, AbEngineStrength strength)
{
  return strengths[MIN ((unsigned) strength, 3u)][lang_index (lang)];
}

const char *
ab_practice_phrase_judgement (AbLanguage lang, AbEngineJudgement judgement)
{
  return judgements[MIN ((unsigned) judgement, 3u)][lang_index (lang)];
}
