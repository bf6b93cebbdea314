/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tournament.c — the championship: players, groups and the split of art. 2. */
#include "ab-tournament.h"

#include <stdlib.h>
#include <string.h>

#include "ab-tournament-private.h"

AbTournament *
ab_tournament_new (void)
{
  AbTournament *self = calloc (1, sizeof *self);

  if (self == NULL)
    return NULL;
  for (int i = 0; i < AB_TOURNAMENT_MAX_PLAYERS; i++)
    self->group_of[i] = -1;
  return self;
}

void
ab_tournament_free (AbTournament *self)
{
  free (self);
}

AbTournament *
ab_tournament_copy (const AbTournament *self)
{
  AbTournament *copy = malloc (sizeof *copy);

  if (copy)
    memcpy (copy, self, sizeof *copy);
  return copy;
}

static bool
dates_equal (AbDate a, AbDate b)
{
  return a.year == b.year && a.month == b.month && a.day == b.day;
}

static bool
players_equal (const AbPlayer *a, const AbPlayer *b)
{
  return strcmp (a->name, b->name) == 0 && a->sex == b->sex && strcmp (a->title, b->title) == 0
         && a->rating == b->rating && strcmp (a->federation, b->federation) == 0
         && strcmp (a->id, b->id) == 0 && strcmp (a->birth, b->birth) == 0;
}

static bool
games_equal (const AbTournamentGame *a, const AbTournamentGame *b)
{
  return a->round == b->round && a->board == b->board && a->white == b->white
         && a->black == b->black && a->result == b->result && a->unrated == b->unrated
         && a->postponed == b->postponed && dates_equal (a->moved_to, b->moved_to);
}

static bool
info_equal (const AbTournamentInfo *a, const AbTournamentInfo *b)
{
  return strcmp (a->name, b->name) == 0 && strcmp (a->city, b->city) == 0
         && strcmp (a->federation, b->federation) == 0 && strcmp (a->start, b->start) == 0
         && strcmp (a->end, b->end) == 0 && strcmp (a->type, b->type) == 0
         && strcmp (a->arbiter, b->arbiter) == 0 && strcmp (a->deputy, b->deputy) == 0
         && strcmp (a->time_control, b->time_control) == 0;
}

bool
ab_tournament_equal (const AbTournament *a, const AbTournament *b)
{
  if (!info_equal (&a->info, &b->info) || a->n_players != b->n_players
      || a->n_groups != b->n_groups)
    return false;
  for (int i = 0; i < a->n_players; i++)
    if (!players_equal (&a->players[i], &b->players[i]) || a->group_of[i] != b->group_of[i]
        || a->withdrawn[i] != b->withdrawn[i])
      return false;
  for (int r = 0; r < AB_TOURNAMENT_MAX_ROUNDS; r++)
    if (!dates_equal (a->evenings[r], b->evenings[r]))
      return false;
  for (int g = 0; g < a->n_groups; g++)
    {
      const AbGroup *ga = &a->groups[g], *gb = &b->groups[g];

      if (ga->size != gb->size || ga->n_games != gb->n_games
          || memcmp (ga->players, gb->players, sizeof ga->players[0] * (size_t) ga->size) != 0)
        return false;
      for (int i = 0; i < ga->n_games; i++)
        if (!games_equal (&ga->games[i], &gb->games[i]))
          return false;
    }
  return true;
}

const AbTournamentInfo *
ab_tournament_get_info (const AbTournament *self)
{
  return &self->info;
}

static bool
info_text_ok (const char *text)
{
  size_t len = strnlen (text, AB_TOURNAMENT_TEXT_MAX);

  return _ab_tournament_text_ok (text, AB_TOURNAMENT_TEXT_MAX, AB_TOURNAMENT_TEXT_CHARS)
         && (len == 0 || (text[0] != ' ' && text[len - 1] != ' '));
}

bool
ab_tournament_set_info (AbTournament *self, const AbTournamentInfo *info)
{
  const char *const texts[] = { info->name, info->city, info->federation, info->start,
                                info->end, info->type, info->arbiter, info->deputy,
                                info->time_control };

  for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++)
    if (!info_text_ok (texts[i]))
      return false;
  self->info = *info;
  return true;
}

/* ---- players ---- */

bool
_ab_tournament_text_ok (const char *text, size_t max_bytes, int max_chars)
{
  const unsigned char *p = (const unsigned char *) text;
  int chars = 0;

  if (strnlen (text, max_bytes) >= max_bytes)
    return false;
  while (*p)
    {
      int extra;

      if (*p < 0x20 || *p == 0x7f)
        return false;
      if (*p < 0x80)
        extra = 0;
      else if ((*p & 0xe0) == 0xc0 && *p >= 0xc2)
        extra = 1;
      else if ((*p & 0xf0) == 0xe0)
        extra = 2;
      else if ((*p & 0xf8) == 0xf0 && *p <= 0xf4)
        extra = 3;
      else
        return false;
      p++;
      for (int i = 0; i < extra; i++, p++)
        if ((*p & 0xc0) != 0x80)
          return false;
      chars++;
    }
  return chars <= max_chars;
}

static bool
only_chars (const char *text, size_t max, const char *allowed)
{
  size_t n = strnlen (text, max);

  if (n >= max)
    return false;
  for (size_t i = 0; i < n; i++)
    if (strchr (allowed, text[i]) == NULL)
      return false;
  return true;
}

static bool
player_fields_ok (const AbPlayer *p)
{
  size_t len = strnlen (p->name, sizeof p->name);

  return _ab_tournament_text_ok (p->name, sizeof p->name, AB_TOURNAMENT_NAME_CHARS)
         && p->name[0] != ' ' && p->name[len - 1] != ' '
         && (p->sex == 'm' || p->sex == 'w' || p->sex == ' ')
         && only_chars (p->title, sizeof p->title,
                        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
         && only_chars (p->federation, sizeof p->federation, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
         && only_chars (p->id, sizeof p->id, "0123456789")
         && only_chars (p->birth, sizeof p->birth, "0123456789/.-")
         && (p->birth[0] == '\0' || p->birth[0] != '-');
}

int
ab_tournament_add_player (AbTournament *self, const AbPlayer *player, AbTournamentError *error)
{
  if (self->n_players == AB_TOURNAMENT_MAX_PLAYERS)
    {
      ab_tournament_set_error (error, AB_TOURNAMENT_ERROR_TOO_MANY_PLAYERS, -1, -1);
      return -1;
    }
  if (player->name[0] == '\0')
    {
      ab_tournament_set_error (error, AB_TOURNAMENT_ERROR_NO_NAME, -1, -1);
      return -1;
    }
  if (!player_fields_ok (player))
    {
      ab_tournament_set_error (error, AB_TOURNAMENT_ERROR_FIELD, -1, -1);
      return -1;
    }
  if (player->rating < 0 || player->rating > 9999)
    {
      ab_tournament_set_error (error, AB_TOURNAMENT_ERROR_RATING, -1, -1);
      return -1;
    }
  self->players[self->n_players] = *player;
  self->group_of[self->n_players] = -1;
  self->withdrawn[self->n_players] = false;
  if (error)
    ab_tournament_set_error (error, AB_TOURNAMENT_OK, -1, -1);
  return self->n_players++;
}

int
ab_tournament_n_players (const AbTournament *self)
{
  return self->n_players;
}

const AbPlayer *
ab_tournament_get_player (const AbTournament *self, int player)
{
  return player >= 0 && player < self->n_players ? &self->players[player] : NULL;
}

int
ab_tournament_player_group (const AbTournament *self, int player)
{
  return player >= 0 && player < self->n_players ? self->group_of[player] : -1;
}

/* ---- groups (art. 2) ---- */

/* n over k groups as evenly as possible; the remainder fills the first groups one each
 * ("eerst … aan eerste reeks en desgevallend daarna aan tweede reeks"). */
static void
split_evenly (int n, int k, int *sizes)
{
  for (int g = 0; g < k; g++)
    sizes[g] = n / k + (g < n % k ? 1 : 0);
}

bool
ab_tournament_split (int n_entrants, int n_groups, bool expand_first, int *sizes,
                     AbTournamentError *error)
{
  int s[3];

  /* Three groups; "wanneer er minder dan 17 deelnemers zijn, kan hiervan worden afgeweken". */
  if (n_groups < 1 || n_groups > 3 || (n_entrants >= 17 && n_groups != 3))
    {
      ab_tournament_set_error (error, AB_TOURNAMENT_ERROR_GROUP_COUNT, -1, -1);
      if (error)
        error->count = n_groups;
      return false;
    }
  /* "Wanneer er meer dan 24 deelnemers zijn kan reeks 1 uitgebreid worden tot maximaal 10." */
  if (expand_first && n_entrants <= 24)
    {
      ab_tournament_set_error (error, AB_TOURNAMENT_ERROR_EXPAND, -1, -1);
      if (error)
        error->count = n_entrants;
      return false;
    }
  split_evenly (n_entrants, n_groups, s);
  if (expand_first && s[0] < 10)
    {
      s[0] = 10;
      split_evenly (n_entrants - 10, n_groups - 1, s + 1);
    }
  for (int g = 0; g < n_groups; g++)
    if (s[g] < AB_TOURNAMENT_MIN_GROUP_SIZE || s[g] > AB_TOURNAMENT_MAX_GROUP_SIZE)
      {
        ab_tournament_set_error (error, AB_TOURNAMENT_ERROR_GROUP_SIZE, -1, g);
        if (error)
          error->count = s[g];
        return false;
      }
  memcpy (sizes, s, sizeof s[0] * (size_t) n_groups);
  if (error)
    ab_tournament_set_error (error, AB_TOURNAMENT_OK, -1, -1);
  return true;
}

static bool
check_group (const AbTournament *self, int size, const int *players, AbTournamentError *error)
{
  if (self->n_groups == AB_TOURNAMENT_MAX_GROUPS)
    {
      ab_tournament_set_error (error, AB_TOURNAMENT_ERROR_GROUP_COUNT, -1, -1);
      if (error)
        error->count = self->n_groups + 1;
      return false;
    }
  if (size < AB_TOURNAMENT_MIN_GROUP_SIZE || size > AB_TOURNAMENT_MAX_GROUP_SIZE)
    {
      ab_tournament_set_error (error, AB_TOURNAMENT_ERROR_GROUP_SIZE, -1, self->n_groups);
      if (error)
        error->count = size;
      return false;
    }
  for (int i = 0; i < size; i++)
    {
      int p = players[i];

      if (p < 0 || p >= self->n_players)
        {
          ab_tournament_set_error (error, AB_TOURNAMENT_ERROR_NO_PLAYER, p, -1);
          return false;
        }
      if (self->group_of[p] >= 0)
        {
          ab_tournament_set_error (error, AB_TOURNAMENT_ERROR_PLAYER_IN_GROUP, p,
                                   self->group_of[p]);
          return false;
        }
      for (int j = 0; j < i; j++)
        if (players[j] == p)
          {
            ab_tournament_set_error (error, AB_TOURNAMENT_ERROR_PLAYER_IN_GROUP, p,
                                     self->n_groups);
            return false;
          }
    }
  return true;
}

int
ab_tournament_add_group (AbTournament *self, int size, const int *players,
                         AbTournamentError *error)
{
  AbGroup *group;
  int g = self->n_groups;

  if (!check_group (self, size, players, error))
    return -1;
  group = &self->groups[g];
  memset (group, 0, sizeof *group);
  group->size = size;
  for (int i = 0; i < size; i++)
    {
      group->players[i] = players[i];
      self->group_of[players[i]] = g;
    }
  _ab_tournament_build_calendar (group);
  self->n_groups++;
  if (error)
    ab_tournament_set_error (error, AB_TOURNAMENT_OK, -1, -1);
  return g;
}

bool
ab_tournament_make_groups (AbTournament *self, const int *order, int n_groups,
                           bool expand_first, AbTournamentError *error)
{
  AbTournament *trial;
  int sizes[3], at = 0;
  bool seen[AB_TOURNAMENT_MAX_PLAYERS] = { false };

  if (self->n_groups > 0)
    {
      ab_tournament_set_error (error, AB_TOURNAMENT_ERROR_PLAYER_IN_GROUP,
                               self->groups[0].players[0], 0);
      return false;
    }
  for (int i = 0; i < self->n_players; i++)
    {
      if (order[i] < 0 || order[i] >= self->n_players || seen[order[i]])
        {
          ab_tournament_set_error (error, AB_TOURNAMENT_ERROR_NO_PLAYER, order[i], -1);
          return false;
        }
      seen[order[i]] = true;
    }
  if (!ab_tournament_split (self->n_players, n_groups, expand_first, sizes, error))
    return false;
  /* Build on a copy so a failure changes nothing. */
  trial = ab_tournament_copy (self);
  if (trial == NULL)
    return false;
  for (int g = 0; g < n_groups; g++)
    {
      if (ab_tournament_add_group (trial, sizes[g], order + at, error) < 0)
        {
          ab_tournament_free (trial);
          return false;
        }
      at += sizes[g];
    }
  memcpy (self, trial, sizeof *self);
  ab_tournament_free (trial);
  return true;
}

int
ab_tournament_n_groups (const AbTournament *self)
{
  return self->n_groups;
}

int
ab_tournament_group_size (const AbTournament *self, int group)
{
  return group >= 0 && group < self->n_groups ? self->groups[group].size : 0;
}

int
ab_tournament_group_player (const AbTournament *self, int group, int pairing_number)
{
  if (group < 0 || group >= self->n_groups || pairing_number < 1
      || pairing_number > self->groups[group].size)
    return -1;
  return self->groups[group].players[pairing_number - 1];
}

int
ab_tournament_pairing_number (const AbTournament *self, int player)
{
  int g = ab_tournament_player_group (self, player);

  if (g < 0)
    return 0;
  for (int i = 0; i < self->groups[g].size; i++)
    if (self->groups[g].players[i] == player)
      return i + 1;
  return 0;
}

/* ---- dates ---- */

bool
ab_date_is_valid (AbDate d)
{
  static const int days[] = { 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };

  if (d.year < 1 || d.year > 9999 || d.month < 1 || d.month > 12 || d.day < 1)
    return false;
  if (d.month == 2 && d.day == 29)
    return d.year % 4 == 0 && (d.year % 100 != 0 || d.year % 400 == 0);
  return d.day <= days[d.month - 1];
}

bool
ab_date_parse (const char *text, AbDate *date)
{
  AbDate d = { 0 };

  for (int i = 0; i < 10; i++)
    {
      bool slash = i == 4 || i == 7;

      if (slash ? text[i] != '/' : (text[i] < '0' || text[i] > '9'))
        return false;
    }
  if (text[10] != '\0')
    return false;
  d.year = (text[0] - '0') * 1000 + (text[1] - '0') * 100 + (text[2] - '0') * 10 + (text[3] - '0');
  d.month = (text[5] - '0') * 10 + (text[6] - '0');
  d.day = (text[8] - '0') * 10 + (text[9] - '0');
  if (!ab_date_is_valid (d))
    return false;
  *date = d;
  return true;
}

int
ab_date_compare (AbDate a, AbDate b)
{
  if (a.year != b.year)
    return a.year < b.year ? -1 : 1;
  if (a.month != b.month)
    return a.month < b.month ? -1 : 1;
  if (a.day != b.day)
    return a.day < b.day ? -1 : 1;
  return 0;
}
