/* ab-bughouse-phrases.c — the doorgeefschaak window's sentences, de nl en. */
#include "ab-bughouse-phrases.h"

#include "ab-phrases.h"

static const char *const phrases[AB_BH_PHRASE_COUNT][3] = {
  [AB_BH_PHRASE_MOVE] = { "%s: %s: %s.", "%s: %s: %s.", "%s: %s: %s." },
  [AB_BH_PHRASE_PASSED] = { "%s geht an %s, %s.", "%s gaat naar %s, %s.",
                            "%s passes to %s, %s." },
  [AB_BH_PHRASE_NEW] = { "Neue Doorgeefschaak-Partie auf zwei Brettern. F6 wechselt das Brett.",
                         "Nieuwe doorgeefschaakpartij op twee borden. F6 wisselt van bord.",
                         "New bughouse match on two boards. F6 switches boards." },
  [AB_BH_PHRASE_RESUMED] = { "Doorgeefschaak-Partie fortgesetzt nach %d Zügen.",
                             "Doorgeefschaakpartij hervat na %d zetten.",
                             "Bughouse match resumed after %d moves." },
  [AB_BH_PHRASE_RESERVE] = { "%s, %s hat in Reserve: %s.", "%s, %s heeft in reserve: %s.",
                             "%s, %s has in reserve: %s." },
  [AB_BH_PHRASE_RESERVE_EMPTY] = { "%s, %s hat nichts in Reserve.",
                                   "%s, %s heeft niets in reserve.",
                                   "%s, %s has nothing in reserve." },
  [AB_BH_PHRASE_CLOCKS] = { "%s, Uhren: Weiß %s, Schwarz %s.", "%s, klokken: wit %s, zwart %s.",
                            "%s, clocks: White %s, Black %s." },
  [AB_BH_PHRASE_TO_MOVE] = { "%s: %s am Zug.", "%s: %s aan zet.", "%s: %s to move." },
  [AB_BH_PHRASE_WAITING] = { "%s: %s kann nicht ziehen und wartet auf eine Figur.",
                             "%s: %s kan niet zetten en wacht op een stuk.",
                             "%s: %s cannot move and waits for a piece." },
  [AB_BH_PHRASE_CHECK_WAITING] = { "%s: %s steht im Schach und wartet auf eine Figur zum "
                                   "Dazwischensetzen.",
                                   "%s: %s staat schaak en wacht op een stuk om ertussen te "
                                   "zetten.",
                                   "%s: %s is in check and waits for a piece to place between." },
  [AB_BH_PHRASE_REFUSED] = { "%s: %s", "%s: %s", "%s: %s" },
  [AB_BH_PHRASE_GAME_OVER] = { "%s: Die Partie ist beendet.", "%s: De partij is afgelopen.",
                               "%s: The game is over." },
  [AB_BH_PHRASE_WHITE_WINS] = { "%s: Weiß gewinnt, %s.", "%s: wit wint, %s.",
                                "%s: White wins, %s." },
  [AB_BH_PHRASE_BLACK_WINS] = { "%s: Schwarz gewinnt, %s.", "%s: zwart wint, %s.",
                                "%s: Black wins, %s." },
  [AB_BH_PHRASE_DRAWN] = { "%s: Remis, %s.", "%s: remise, %s.", "%s: draw, %s." },
  [AB_BH_PHRASE_MATCH_OVER] = { "Wettkampf beendet. Team eins %s, Team zwei %s.",
                                "Wedstrijd afgelopen. Team een %s, team twee %s.",
                                "Match over. Team one %s, team two %s." },
  [AB_BH_PHRASE_FLAG_FELL] = { "%s: Das Blättchen von %s ist gefallen.",
                               "%s: De vlag van %s is gevallen.", "%s: %s's flag has fallen." },
  [AB_BH_PHRASE_PLACE_CHOSEN] = { "%s: %s zum Einsetzen. Wähle ein Feld.",
                                  "%s: %s om in te zetten. Kies een veld.",
                                  "%s: %s to place. Choose a square." },
  [AB_BH_PHRASE_PICKED_UP] = { "%s %s aufgenommen.", "%s %s opgepakt.", "%s %s picked up." },
  [AB_BH_PHRASE_PUT_BACK] = { "Zurückgestellt.", "Teruggezet.", "Put back." },
  [AB_BH_PHRASE_NOT_ON_MOVE] = { "%s: %s ist nicht am Zug.", "%s: %s is niet aan zet.",
                                 "%s: %s is not to move." },
  [AB_BH_PHRASE_NONE_IN_RESERVE] = { "%s: %s hat keinen %s in Reserve.",
                                     "%s: %s heeft geen %s in reserve.",
                                     "%s: %s has no %s in reserve." },
  [AB_BH_PHRASE_SAVED] = { "Gespeichert als %s.", "Opgeslagen als %s.", "Saved as %s." },
  [AB_BH_PHRASE_SAVE_FAILED] = { "Nicht gespeichert: %s", "Niet opgeslagen: %s",
                                 "Not saved: %s" },
  [AB_BH_PHRASE_NOT_SAVED] = { "Der Zug konnte nicht gesichert werden und gilt nicht.",
                               "De zet kon niet bewaard worden en telt niet.",
                               "The move could not be saved and does not count." },
  [AB_BH_PHRASE_CONFIRM] = { "%s? Zum Bestätigen dieselbe Taste noch einmal.",
                             "%s? Druk nogmaals dezelfde toets om te bevestigen.",
                             "%s? Press the same key again to confirm." },
  [AB_BH_PHRASE_ACT_NEW] = { "Neue Doorgeefschaak-Partie", "Nieuwe doorgeefschaakpartij",
                             "New bughouse match" },
  [AB_BH_PHRASE_ACT_RESIGN] = { "%s: %s gibt auf", "%s: %s geeft op", "%s: %s resigns" },
  [AB_BH_PHRASE_LAST_MOVE] = { "%s, letzter Zug, %s: %s.", "%s, laatste zet, %s: %s.",
                               "%s, last move, %s: %s." },
  [AB_BH_PHRASE_NO_MOVE_YET] = { "%s: noch kein Zug.", "%s: nog geen zet.", "%s: no move yet." },
  [AB_BH_PHRASE_SEAT] = { "Ich spiele %s, %s.", "Ik speel %s, %s.", "I play %s, %s." },
  [AB_BH_PHRASE_KEYS] = {
    "Tasten: F6 anderes Brett, Steuerung B Brett, Steuerung L Zugzeile. Alt R deine Reserve, "
    "Alt P die deines Partners, Alt O die deines Gegners. Alt T Uhren, Alt W wer am Zug ist, "
    "Alt L letzter Zug. Steuerung S speichern, Steuerung Umschalt L Zeit reklamieren, "
    "Steuerung Umschalt R aufgeben, Steuerung Umschalt N neuer Wettkampf. Steuerung Umschalt O "
    "Remis anbieten, Y annehmen. Artikel 8: Steuerung Umschalt I regelwidrigen Zug eintragen, K "
    "Uhr zurückstellen, G stehen lassen, X zweimal Partie verloren.",
    "Toetsen: F6 ander bord, Control B bord, Control L zetregel. Alt R jouw reserve, Alt P die "
    "van je partner, Alt O die van je tegenstander. Alt T klokken, Alt W wie aan zet is, Alt L "
    "laatste zet. Control S opslaan, Control Shift L vlag claimen, Control Shift R opgeven, "
    "Control Shift N nieuwe wedstrijd. Control Shift O remise aanbieden, Y aannemen. Artikel 8: "
    "Control Shift I onreglementaire zet noteren, K klok terugzetten, G laten staan, X twee keer "
    "partij verloren.",
    "Keys: F6 other board, Control B board, Control L move line. Alt R your reserve, Alt P "
    "your partner's, Alt O your opponent's. Alt T clocks, Alt W whose move, Alt L last move. "
    "Control S save, Control Shift L claim the flag, Control Shift R resign, Control Shift N "
    "new match. Control Shift O offer a draw, Y accept it. Article 8: Control Shift I record an "
    "illegal move, K restart the clock, G let it stand, X twice game lost.",
  },
  [AB_BH_PHRASE_ILLEGAL_HINT] = { "Wurde er am Brett gespielt: Strg+Umschalt+I trägt ihn ein, "
                                  "Artikel 8.",
                                  "Is hij op het bord gedaan: Ctrl+Shift+I noteert hem, "
                                  "artikel 8.",
                                  "If it was made over the board, Ctrl+Shift+I records it, "
                                  "article 8." },
  [AB_BH_PHRASE_ILLEGAL_MADE] = { "%s: %s: %s, regelwidrig, Artikel 8. %s kann die Uhr "
                                  "zurückstellen, Strg+Umschalt+K, oder den Zug stehen lassen, "
                                  "Strg+Umschalt+G.",
                                  "%s: %s: %s, onreglementair, artikel 8. %s kan de klok "
                                  "terugzetten, Ctrl+Shift+K, of de zet laten staan, "
                                  "Ctrl+Shift+G.",
                                  "%s: %s: %s, illegal, article 8. %s may restart the clock, "
                                  "Ctrl+Shift+K, or let the move stand, Ctrl+Shift+G." },
  [AB_BH_PHRASE_ILLEGAL_PENDING] = { "%s: regelwidriger Zug von %s, Artikel 8: Uhr "
                                    "zurückstellen Strg+Umschalt+K, stehen lassen "
                                    "Strg+Umschalt+G.",
                                    "%s: onreglementaire zet van %s, artikel 8: klok terugzetten "
                                    "Ctrl+Shift+K, laten staan Ctrl+Shift+G.",
                                    "%s: illegal move by %s, article 8: restart the clock "
                                    "Ctrl+Shift+K, let it stand Ctrl+Shift+G." },
  [AB_BH_PHRASE_NOTHING_REFUSED] = { "%s: kein abgelehnter Zug zum Eintragen.",
                                     "%s: geen geweigerde zet om te noteren.",
                                     "%s: no refused move to record." },
  [AB_BH_PHRASE_RESTARTED] = { "%s, Artikel 8C: %s zurückgenommen. %s ersetzt ihn durch einen "
                               "regelgemäßen Zug.",
                               "%s, artikel 8C: %s teruggenomen. %s vervangt hem door een "
                               "reglementaire zet.",
                               "%s, article 8C: %s taken back. %s replaces it with a legal "
                               "move." },
  [AB_BH_PHRASE_BACK_RESERVE] = { "Artikel 8E: %s kommt aus der Reserve von %s, %s, zurück.",
                                  "Artikel 8E: %s komt terug uit de reserve van %s, %s.",
                                  "Article 8E: %s comes back from the reserve of %s, %s." },
  [AB_BH_PHRASE_BACK_BOARD] = { "Artikel 8E: %s von %s, %s, zurückgeholt.",
                                "Artikel 8E: %s teruggehaald van %s, %s.",
                                "Article 8E: %s taken back from %s, %s." },
  [AB_BH_PHRASE_SQUARE_NEEDED] = { "%s, Artikel 8E: %s hat keinen %s mehr in Reserve. Wähle das "
                                   "Feld auf %s, von dem er geholt wird.",
                                   "%s, artikel 8E: %s heeft geen %s meer in reserve. Kies het "
                                   "veld op %s waar hij vandaan gehaald wordt.",
                                   "%s, article 8E: %s has no %s left in reserve. Choose the "
                                   "square on %s to take it from." },
  [AB_BH_PHRASE_STOOD] = { "%s, Artikel 8C: der regelwidrige Zug von %s bleibt stehen.",
                           "%s, artikel 8C: de onreglementaire zet van %s blijft staan.",
                           "%s, article 8C: %s's illegal move stands." },
  [AB_BH_PHRASE_ACT_FORFEIT] = { "%s: Partie für %s verloren wegen regelwidriger Züge, "
                                 "Artikel 8F",
                                 "%s: partij verloren voor %s wegens onreglementaire zetten, "
                                 "artikel 8F",
                                 "%s: game lost for %s for illegal moves, article 8F" },
  [AB_BH_PHRASE_FORFEITED] = { "%s, Artikel 8F: Entscheidung des Schiedsrichters.",
                               "%s, artikel 8F: beslissing van de wedstrijdleider.",
                               "%s, article 8F: the arbiter's decision." },
  [AB_BH_PHRASE_DRAW_OFFERED] = { "%s: %s bietet Remis an. Strg+Umschalt+Y nimmt für %s an.",
                                  "%s: %s biedt remise aan. Ctrl+Shift+Y neemt aan voor %s.",
                                  "%s: %s offers a draw. Ctrl+Shift+Y accepts for %s." },
  [AB_BH_PHRASE_NO_DRAW_OFFER] = { "%s: Es liegt kein Remisangebot vor.",
                                   "%s: er is geen remiseaanbod.", "%s: no draw is offered." },
  [AB_BH_PHRASE_DRAW_AGREED] = { "%s, Artikel 11C: Remis vereinbart.",
                                 "%s, artikel 11C: remise overeengekomen.",
                                 "%s, article 11C: draw agreed." },
  [AB_BH_PHRASE_PROMOTE_ASK] = { "%s: Umwandlung auf %s. Wähle Dame, Turm, Läufer oder "
                                 "Springer.",
                                 "%s: promotie op %s. Kies dame, toren, loper of paard.",
                                 "%s: promotion on %s. Choose queen, rook, bishop or knight." },
  [AB_BH_PHRASE_PROMOTE_CANCELLED] = { "Umwandlung abgebrochen.", "Promotie afgebroken.",
                                       "Promotion cancelled." },
  [AB_BH_PHRASE_SETUP] = { "Neue Doorgeefschaak-Partie: Namen der vier Spieler und Bedenkzeit "
                           "wählen, Eingabe beginnt.",
                           "Nieuwe doorgeefschaakpartij: namen van de vier spelers en "
                           "bedenktijd kiezen, Enter begint.",
                           "New bughouse match: choose the four players' names and the time "
                           "control, Enter starts." },
  [AB_BH_PHRASE_PLAYERS] = { "Brett eins: Weiß %s, Schwarz %s. Brett zwei: Weiß %s, Schwarz %s. "
                             "Bedenkzeit %s.",
                             "Bord een: wit %s, zwart %s. Bord twee: wit %s, zwart %s. "
                             "Bedenktijd %s.",
                             "Board one: White %s, Black %s. Board two: White %s, Black %s. "
                             "Time control %s." },
  [AB_BH_PHRASE_TIME] = { "%s je Spieler", "%s per speler", "%s each" },
  [AB_BH_PHRASE_TIME_BONUS] = { "%s je Spieler, %d Sekunden pro Zug",
                                "%s per speler, %d seconden per zet",
                                "%s each, %d seconds a move" },
  [AB_BH_PHRASE_DOWNTIME_ASK] = { "Die Partie war %s unterbrochen. Eingabe setzt fort mit den "
                                  "Uhren wie zuletzt; die zweite Taste rechnet die Zeit den "
                                  "laufenden Uhren an.",
                                  "De partij was %s onderbroken. Enter hervat met de klokken "
                                  "zoals laatst; de tweede knop rekent de tijd aan de lopende "
                                  "klokken toe.",
                                  "The match was interrupted for %s. Enter resumes with the "
                                  "clocks as they were; the second button charges the time to "
                                  "the running clocks." },
  [AB_BH_PHRASE_DOWNTIME_CHARGED] = { "Unterbrechung von %s angerechnet.",
                                      "Onderbreking van %s aangerekend.",
                                      "Downtime of %s charged." },
  [AB_BH_PHRASE_DOWNTIME_KEPT] = { "Uhren wie zuletzt, Unterbrechung nicht angerechnet.",
                                   "Klokken zoals laatst, onderbreking niet aangerekend.",
                                   "Clocks as they were, downtime not charged." },
};

static unsigned
lang_index (AbLanguage lang)
{
  return (unsigned) lang <= AB_LANG_EN ? (unsigned) lang : AB_LANG_DE;
}

char *
ab_bughouse_phrase (AbLanguage lang, AbBughousePhrase phrase, ...)
{
  va_list args;
  char *text;

  g_return_val_if_fail ((unsigned) phrase < AB_BH_PHRASE_COUNT, g_strdup (""));

  va_start (args, phrase);
  text = g_strdup_vprintf (phrases[phrase][lang_index (lang)], args);
  va_end (args);
  return text;
}

const char *
ab_bughouse_phrase_board (AbLanguage lang, AbBughouseBoard board)
{
  static const char *const names[3][2] = {
    { "Brett eins", "Brett zwei" },
    { "Bord een", "Bord twee" },
    { "Board one", "Board two" },
  };

  return names[lang_index (lang)][board == AB_BOARD_B];
}

const char *
ab_bughouse_phrase_ending (AbLanguage lang, AbBughouseEnding ending)
{
  static const char *const words[][3] = {
    [AB_BUGHOUSE_ENDING_NONE] = { "", "", "" },
    [AB_BUGHOUSE_ENDING_CHECKMATE] = { "schachmatt", "schaakmat", "checkmate" },
    [AB_BUGHOUSE_ENDING_FLAG] = { "Zeit überschritten", "vlag gevallen", "flag fallen" },
    [AB_BUGHOUSE_ENDING_REFUSED_RULES] = { "Regeln verweigert", "regels geweigerd",
                                           "rules refused" },
    [AB_BUGHOUSE_ENDING_RESIGNATION] = { "Aufgabe", "opgave", "resignation" },
    [AB_BUGHOUSE_ENDING_AGREEMENT] = { "vereinbart", "overeengekomen", "agreed" },
    [AB_BUGHOUSE_ENDING_BOTH_FLAGS] = { "beide Blättchen gefallen", "beide vlaggen gevallen",
                                        "both flags fallen" },
    [AB_BUGHOUSE_ENDING_FLAG_CANNOT_MATE] = { "Zeit überschritten, Gegner kann nicht mattsetzen",
                                              "vlag gevallen, tegenstander kan niet matzetten",
                                              "flag fallen, opponent cannot mate" },
    [AB_BUGHOUSE_ENDING_THIRTY_MOVES] = { "30 Züge", "30 zetten", "30 moves" },
    [AB_BUGHOUSE_ENDING_ILLEGAL_MOVES] = { "regelwidrige Züge", "onreglementaire zetten",
                                           "illegal moves" },
  };

  if ((unsigned) ending >= G_N_ELEMENTS (words))
    return "";
  return words[ending][lang_index (lang)];
}

char *
ab_bughouse_phrase_count (AbLanguage lang, AbPieceType type, int count)
{
  static const char *const names[3][6][2] = {
    { { "", "" }, { "Bauer", "Bauern" }, { "Springer", "Springer" }, { "Läufer", "Läufer" },
      { "Turm", "Türme" }, { "Dame", "Damen" } },
    { { "", "" }, { "pion", "pionnen" }, { "paard", "paarden" }, { "loper", "lopers" },
      { "toren", "torens" }, { "dame", "dames" } },
    { { "", "" }, { "pawn", "pawns" }, { "knight", "knights" }, { "bishop", "bishops" },
      { "rook", "rooks" }, { "queen", "queens" } },
  };

  if (type < AB_PAWN || type > AB_QUEEN)
    return g_strdup ("");
  return g_strdup_printf ("%d %s", count, names[lang_index (lang)][type][count != 1]);
}

char *
ab_bughouse_phrase_reserve (AbLanguage lang, const AbBughouseMatch *match,
                            AbBughouseBoard board, AbColor color)
{
  static const AbPieceType order[] = { AB_QUEEN, AB_ROOK, AB_BISHOP, AB_KNIGHT, AB_PAWN };
  const AbBughousePosition *pos = ab_bughouse_match_position (match, board);
  g_autoptr (GString) pieces = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      int n = ab_bughouse_position_reserve (pos, color, order[i]);
      g_autofree char *count = NULL;

      if (n == 0)
        continue;
      count = ab_bughouse_phrase_count (lang, order[i], n);
      if (pieces->len > 0)
        g_string_append (pieces, ", ");
      g_string_append (pieces, count);
    }
  if (pieces->len == 0)
    return ab_bughouse_phrase (lang, AB_BH_PHRASE_RESERVE_EMPTY,
                               ab_bughouse_phrase_board (lang, board),
                               ab_phrase_color (lang, color));
  return ab_bughouse_phrase (lang, AB_BH_PHRASE_RESERVE, ab_bughouse_phrase_board (lang, board),
                             ab_phrase_color (lang, color), pieces->str);
}

char *
ab_bughouse_phrase_points (int half_points)
{
  if (half_points % 2 == 0)
    return g_strdup_printf ("%d", half_points / 2);
  if (half_points == 1)
    return g_strdup ("½");
  return g_strdup_printf ("%d½", half_points / 2);
}
