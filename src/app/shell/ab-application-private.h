/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-application-private.h — AbApplication's state, shared by its parts: start-up and
 * actions (ab-application.c), resuming a match (ab-application-resume.c) and the
 * settings (ab-application-settings.c). */
#pragma once

#include "ab-application.h"

#include "ab-announcer.h"
#include "ab-match-eboard.h"
#include "ab-match-heard.h"
#include "ab-match.h"
#include "ab-mirror-window.h"
#include "ab-window.h"

typedef enum
{
  VERBOSITY_TERSE,
  VERBOSITY_NORMAL,
  VERBOSITY_VERBOSE,
} Verbosity;

struct _AbApplication
{
  AdwApplication parent_instance;

  GSettings *settings;
  AbMatch *match;
  AbMatchHeard *heard; /* moves said aloud, for the player's window when it listens */
  AbMatchEboard *eboard; /* the sighted player's e-board, when the match is played on one */
  AbAnnouncer *announcer;
  AbWindow *window;
  AbMirrorWindow *mirror;
  char *tournament_uri; /* --tournament: opened once the windows are up */
  GPtrArray *open_files; /* --open or the arguments: PGNs read once the windows are up */
  gboolean ready_said;   /* "Annabella is ready" was said before the windows were built */
  /* The interrupted match offered for resumption (ab-application-resume.c). */
  guint resume_plies;
  gboolean resume_clock;
  gint64 resume_downtime; /* as it was said, and charged if the players want */
};

/* ab-application.c: the words the parts share. */
AbLanguage _ab_application_language (AbApplication *self);
/* Says text (taken) and frees it. */
void _ab_application_say (AbApplication *self, GString *text, AbAnnounceKind kind);
/* Appends phrase (taken) to text, after a space. */
void _ab_application_append_phrase (GString *text, char *phrase);
/* Whose move it is, and with some verbosity how to enter one when it is the player's. */
void _ab_application_append_turn (AbApplication *self, GString *text);
/* D.2.10, D.2.11: who enters the moves and when time is told. */
void _ab_application_append_assistant (AbApplication *self, GString *text);

/* ab-application-resume.c */
/* Starts a new match and says so; ready: these are the first words. notice (taken): what
 * went wrong with the interrupted match, said and shown first, as an error. */
void _ab_application_start_new (AbApplication *self, AbColor color, gboolean ready,
                                char *notice);
/* The colour the blind player had last. */
AbColor _ab_application_remembered_color (AbApplication *self);
/* Asks whether the interrupted match in the journal is resumed. */
void _ab_application_offer_resume (AbApplication *self, guint n_plies, gboolean has_clock,
                                   gint64 downtime);

/* ab-application-settings.c */
/* The installed schema, or else the one compiled in the build tree. */
GSettings *_ab_application_settings_new (void);
/* A setting changed (key NULL: all of them, at start). */
void _ab_application_settings_changed_cb (GSettings *settings, const char *key,
                                          AbApplication *self);
/* The mirror on a second monitor, when there is one and the setting says so. */
void _ab_application_place_mirror (AbApplication *self);
