/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-application.c — start-up, the command line and the application's actions; the words
 * its parts share. Resuming a match is in ab-application-resume.c, the settings in
 * ab-application-settings.c. */
#include "config.h"

#include "ab-application-private.h"

#include <glib/gi18n.h>

#include "ab-answers.h"
#include "ab-assistant-phrases.h"
#include "ab-bughouse-window.h"
#include "ab-arbiter-window.h"
#include "ab-eboard-phrases.h"
#include "ab-match-assistant.h"
#include "ab-match-keep.h"
#include "ab-match-words.h"
#include "ab-memory.h"
#include "ab-new-match-dialog.h"
#include "ab-preferences-window.h"
#include "ab-phrases.h"
#include "ab-practice.h"
#include "ab-spoken-words.h"
#include "ab-tournament-window.h"

G_DEFINE_FINAL_TYPE (AbApplication, ab_application, ADW_TYPE_APPLICATION)

AbLanguage
_ab_application_language (AbApplication *self)
{
  return ab_match_get_language (self->match);
}

void
_ab_application_say (AbApplication *self, GString *text, AbAnnounceKind kind)
{
  ab_announcer_say (self->announcer, text->str, kind);
  g_string_free (text, TRUE);
}

void
_ab_application_append_phrase (GString *text, char *phrase)
{
  if (text->len > 0)
    g_string_append_c (text, ' ');
  g_string_append (text, phrase);
  g_free (phrase);
}

void
_ab_application_append_turn (AbApplication *self, GString *text)
{
  const AbPosition *pos = ab_match_get_position (self->match);

  /* Whose move; or, resumed with its result waiting for the arbiter, that. */
  _ab_application_append_phrase (text, ab_answer_turn (self->match));
  /* No clock runs before the players are ready; they are told what starts it. */
  if (ab_match_clock_waits (self->match))
    _ab_application_append_phrase (text, ab_phrase_format (_ab_application_language (self),
                                                          AB_PHRASE_CLOCK_WAITS,
                                                          ab_phrase_color (
                                                            _ab_application_language (self),
                                                            ab_position_side_to_move (pos))));
  /* How to type a move only when the move line takes the next one: not while the
   * opponent is to move on the mirror. */
  if (ab_match_is_over (self->match)
      || g_settings_get_enum (self->settings, "verbosity") == VERBOSITY_TERSE
      || ab_position_side_to_move (pos) != ab_match_get_entering_side (self->match))
    return;
  if (ab_match_enters_both (self->match)
      && ab_position_side_to_move (pos) != ab_match_get_blind_color (self->match))
    _ab_application_append_phrase (text, ab_assistant_phrase_format (
                                          _ab_application_language (self),
                                          AB_ASSISTANT_PHRASE_HINT_OPPONENT));
  else
    _ab_application_append_phrase (text, ab_phrase_format (_ab_application_language (self),
                                                          AB_PHRASE_HINT));
}

/* D.2.10, D.2.11: who enters the moves and when time is told. */
void
_ab_application_append_assistant (AbApplication *self, GString *text)
{
  AbAssistant assistant = ab_match_get_assistant (self->match);

  if (ab_match_enters_both (self->match))
    _ab_application_append_phrase (text, ab_assistant_phrase_format (
                                          _ab_application_language (self),
                                          AB_ASSISTANT_PHRASE_MODE_BOTH));
  if (ab_match_get_eboard (self->match))
    _ab_application_append_phrase (text, ab_eboard_phrase_mode (_ab_application_language (self)));
  if (assistant != AB_ASSISTANT_NONE)
    _ab_application_append_phrase (text, ab_assistant_phrase_format (
                                          _ab_application_language (self),
                                          assistant == AB_ASSISTANT_BLIND
                                            ? AB_ASSISTANT_PHRASE_MODE_BLIND
                                            : AB_ASSISTANT_PHRASE_MODE_SIGHTED));
}

static void
new_match_start_cb (AbNewMatchDialog *dialog, const AbMatchSetup *setup, AbApplication *self)
{
  g_autoptr (GError) error = NULL;
  AbLanguage lang = _ab_application_language (self);
  GString *text;

  AbMatchSetup waiting = *setup;

  /* The players start the clock when they are ready (the first move, or a press). */
  waiting.clock_waits = TRUE;
  if (!ab_match_start_setup (self->match, &waiting, &error))
    {
      ab_new_match_dialog_set_error (dialog, error->message);
      ab_announcer_say (self->announcer, error->message, AB_ANNOUNCE_ERROR);
      return;
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
  text = g_string_new (NULL);
  _ab_application_append_phrase (text, ab_phrase_format (lang, AB_PHRASE_NEW_MATCH,
                                                        ab_phrase_color (lang,
                                                                         setup->blind_color)));
  _ab_application_append_assistant (self, text);
  _ab_application_append_turn (self, text);
  ab_window_focus_input (self->window);
  _ab_application_say (self, text, AB_ANNOUNCE_INFO);
}

static void
new_match_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AbApplication *self = user_data;
  AbNewMatchDialog *dialog = ab_new_match_dialog_new (GTK_WINDOW (self->window), self->settings);
  GString *text = g_string_new (NULL);

  g_signal_connect (dialog, "start", G_CALLBACK (new_match_start_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
  _ab_application_append_phrase (text, ab_phrase_format (_ab_application_language (self),
                                                        AB_PHRASE_CHOOSE_COLOR));
  _ab_application_say (self, text, AB_ANNOUNCE_INFO);
}

static void
preferences_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AbApplication *self = user_data;

  gtk_window_present (GTK_WINDOW (ab_preferences_window_new (GTK_WINDOW (self->window),
                                                             self->settings)));
}

/* F1: the Mallard help, installed as help:annabella; said aloud as well, since
 * the help opens in another window. */
static void
help_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AbApplication *self = user_data;

  ab_announcer_say (self->announcer,
                    ab_spoken_words_gettext (_ab_application_language (self),
                                             N_("Opening the help.")),
                    AB_ANNOUNCE_INFO);
  gtk_show_uri (GTK_WINDOW (self->window), "help:annabella", GDK_CURRENT_TIME);
}

static void
show_mirror_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AbApplication *self = user_data;

  gtk_window_present (GTK_WINDOW (self->mirror));
}

static void
about_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AbApplication *self = user_data;

  adw_show_about_window (GTK_WINDOW (self->window),
                         "application-name", "Annabella",
                         "application-icon", AB_APP_ID,
                         "version", PACKAGE_VERSION,
                         "comments", _("Over-the-board chess for blind and visually impaired "
                                       "players against sighted opponents (FIDE Laws, "
                                       "Appendix D)"),
                         "license-type", GTK_LICENSE_GPL_3_0,
                         NULL);
}

static void
quit_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  g_application_quit (G_APPLICATION (user_data));
}

/* The club championship's window; the parameter is a TRF file's URI, or "". */
static void
tournament_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AbApplication *self = user_data;

  if (self->window == NULL)
    g_application_activate (G_APPLICATION (self));
  ab_tournament_window_show (GTK_APPLICATION (self), self->announcer, GTK_WINDOW (self->window),
                             g_variant_get_string (param, NULL));
}

/* D.2.9: the arbiter's view on the current match, when the two boards differ. */
static void
arbiter_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AbApplication *self = user_data;

  if (self->window == NULL)
    g_application_activate (G_APPLICATION (self));
  ab_arbiter_window_set_eboard (ab_arbiter_window_show (GTK_APPLICATION (self), self->match,
                                                       self->announcer,
                                                       GTK_WINDOW (self->window)),
                                self->eboard);
}

static gboolean
arbiter_idle_cb (gpointer application)
{
  g_action_group_activate_action (G_ACTION_GROUP (application), "arbiter", NULL);
  return G_SOURCE_REMOVE;
}

/* The doorgeefschaak window (two boards); --bughouse opens it at start. */
static void
bughouse_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AbApplication *self = user_data;

  if (self->window == NULL)
    g_application_activate (G_APPLICATION (self));
  ab_bughouse_window_show (GTK_APPLICATION (self), self->announcer, GTK_WINDOW (self->window),
                           self->match);
}

/* A practice game against the engine; the parameter is --practice's text, or "" for the
 * dialog. */
static void
practice_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AbApplication *self = user_data;

  if (self->window == NULL)
    g_application_activate (G_APPLICATION (self));
  ab_practice_show (GTK_APPLICATION (self), self->match, self->announcer,
                    GTK_WINDOW (self->window), g_variant_get_string (param, NULL));
}

/* The mirror's Learn My Voice: the enrolment runs where the microphone is, the player's
 * window, which shows the mirror each phrase ("opponent-enrolment"). */
static void
learn_opponent_voice_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AbApplication *self = user_data;

  gtk_widget_activate_action (GTK_WIDGET (self->window), "player.learn-opponent-voice", NULL);
}

/* The mirror's Forget My Voice: the opponent's profile and recordings removed. */
static void
forget_opponent_voice_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AbApplication *self = user_data;

  gtk_widget_activate_action (GTK_WIDGET (self->window), "player.forget-opponent-voice", NULL);
}

static const GActionEntry app_actions[] = {
  { "arbiter", arbiter_action },
  { "new-match", new_match_action },
  { "preferences", preferences_action },
  { "help", help_action },
  { "show-mirror", show_mirror_action },
  { "learn-opponent-voice", learn_opponent_voice_action },
  { "forget-opponent-voice", forget_opponent_voice_action },
  { "about", about_action },
  { "quit", quit_action },
  { "tournament", tournament_action, "s" },
  { "bughouse", bughouse_action },
  { "practice", practice_action, "s" },
};

/* The opponent's move, clicked on the mirror, gives the keyboard back to the
 * player's window; verbose: also whose move it is now. */
static void
match_move_made_cb (AbMatch *match, guint ply, AbApplication *self)
{
  g_autofree char *turn = NULL;

  if (ab_match_get_mover (match, ply) == ab_match_get_blind_color (match))
    return;
  gtk_window_present (GTK_WINDOW (self->window));
  if (ab_match_is_over (match)
      || g_settings_get_enum (self->settings, "verbosity") != VERBOSITY_VERBOSE)
    return;
  turn = ab_phrase_format (_ab_application_language (self), AB_PHRASE_YOUR_MOVE);
  ab_announcer_say (self->announcer, turn, AB_ANNOUNCE_IMPORTANT);
}

static gboolean
window_close_request_cb (GtkWindow *window, AbApplication *self)
{
  g_application_quit (G_APPLICATION (self));
  return FALSE;
}

static void
ab_application_activate (GApplication *application)
{
  AbApplication *self = AB_APPLICATION (application);
  g_autofree char *journal = NULL;
  g_autofree char *damaged = NULL;
  g_autofree char *kept = NULL;
  guint n_plies = 0;
  gboolean has_clock = FALSE;
  gint64 downtime = 0;

  if (self->window != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->window));
      return;
    }
  ab_memory_follow_windows ();

  journal = g_build_filename (g_get_user_state_dir (), "annabella", "match.journal", NULL);
  self->settings = _ab_application_settings_new ();
  self->announcer = ab_announcer_new (); /* its voice starts while the match is read */
  self->match = ab_match_new (journal);
  ab_announcer_set_match (self->announcer, self->match);
  /* after the announcer's own handler: the move is said before whose turn it is */
  g_signal_connect (self->match, "move-made", G_CALLBACK (match_move_made_cb), self);
  g_signal_connect (self->settings, "changed", G_CALLBACK (_ab_application_settings_changed_cb),
                    self);
  _ab_application_settings_changed_cb (self->settings, NULL, self);
  self->ready_said = ab_announcer_say_ready (self->announcer); /* before the windows */

  self->mirror = ab_mirror_window_new (GTK_APPLICATION (self), self->match);
  _ab_application_settings_changed_cb (self->settings, "mirror-notation", self);
  gtk_window_set_hide_on_close (GTK_WINDOW (self->mirror), TRUE);
  self->heard = ab_match_heard_new (self->match);
  g_settings_bind (self->settings, "listen-both", self->heard, "both", G_SETTINGS_BIND_GET);
  /* Before any match begins: one played on an e-board looks for it at once. */
  self->eboard = ab_match_eboard_new (self->match);
  g_settings_bind (self->settings, "eboard-device", self->eboard, "device", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "eboard-protocol", self->eboard, "protocol",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "eboard-settle-ms", self->eboard, "settle-ms",
                   G_SETTINGS_BIND_GET);
  ab_announcer_set_eboard (self->announcer, self->eboard);
  ab_mirror_window_set_eboard (self->mirror, self->eboard);
  self->window = ab_window_new (GTK_APPLICATION (self), self->match, self->heard,
                                self->announcer);
  g_signal_connect (self->window, "close-request", G_CALLBACK (window_close_request_cb), self);
  g_signal_connect_swapped (self->window, "opponent-enrolment",
                            G_CALLBACK (ab_mirror_window_show_voice), self->mirror);
  ab_window_set_settings (self->window, self->settings);
  ab_window_set_eboard (self->window, self->eboard);
  ab_announcer_set_window (self->announcer, GTK_WINDOW (self->window));
  ab_practice_app_init (GTK_APPLICATION (self), self->match, self->announcer,
                        GTK_WINDOW (self->window), self->settings);

  _ab_application_place_mirror (self);
  g_signal_connect_object (gdk_display_get_monitors (gdk_display_get_default ()), "items-changed",
                           G_CALLBACK (_ab_application_place_mirror), self, G_CONNECT_SWAPPED);
  ab_memory_draw_with_cairo (GTK_WINDOW (self->mirror));
  gtk_window_present (GTK_WINDOW (self->mirror));
  gtk_window_present (GTK_WINDOW (self->window));

  /* With --open the file's game is the match, with --practice=… the practice game; an
   * interrupted one is kept (archived). A damaged one is set aside first, for the arbiter,
   * and the players are told. */
  if (ab_match_set_aside_damaged (self->match, &kept))
    damaged = ab_match_words_damaged (_ab_application_language (self), kept);
  if (self->open_files == NULL && !ab_practice_app_requested (G_APPLICATION (self))
      && ab_match_find_interrupted_full (journal, &n_plies, &has_clock, &downtime))
    _ab_application_offer_resume (self, n_plies, has_clock, downtime);
  else
    _ab_application_start_new (self, _ab_application_remembered_color (self), TRUE,
                               g_steal_pointer (&damaged));
  if (self->open_files != NULL)
    {
      g_autoptr (GPtrArray) open_files = g_steal_pointer (&self->open_files);

      ab_window_open_files (self->window, (GFile **) open_files->pdata, open_files->len);
    }
  if (self->tournament_uri != NULL)
    g_action_group_activate_action (G_ACTION_GROUP (self), "tournament",
                                    g_variant_new_take_string (g_steal_pointer (
                                      &self->tournament_uri)));
}

/* Files to open once the windows are up, instead of offering a resumption. */
static void
open_later (AbApplication *self, GFile **files, int n_files)
{
  g_clear_pointer (&self->open_files, g_ptr_array_unref);
  self->open_files = g_ptr_array_new_with_free_func (g_object_unref);
  for (int i = 0; i < n_files; i++)
    g_ptr_array_add (self->open_files, g_object_ref (files[i]));
}

/* An option's action (if any) goes to a running Annabella: 0 when there is one, 1
 * when Annabella cannot register, -1 when this one is the first and acts itself. */
static int
forward (GApplication *application, const char *action, GVariant *param)
{
  g_autoptr (GVariant) sunk = param ? g_variant_ref_sink (param) : NULL;
  g_autoptr (GError) error = NULL;

  if (!g_application_register (application, NULL, &error))
    {
      g_printerr ("annabella: %s\n", error->message);
      return 1;
    }
  if (!g_application_get_is_remote (application))
    return -1;
  if (action != NULL)
    g_action_group_activate_action (G_ACTION_GROUP (application), action, sunk);
  return 0;
}

/* --arbiter, --bughouse, --open FILE.pgn, --tournament FILE.trf: in the running Annabella,
 * or in this one once its windows are up. */
static int
ab_application_handle_local_options (GApplication *application, GVariantDict *options)
{
  AbApplication *self = AB_APPLICATION (application);
  g_autofree char *path = NULL;
  g_autoptr (GFile) file = NULL;
  int done;

  if (g_variant_dict_contains (options, "arbiter"))
    {
      if ((done = forward (application, "arbiter", NULL)) >= 0)
        return done;
      g_idle_add (arbiter_idle_cb, application);
    }
  if (g_variant_dict_contains (options, "bughouse"))
    ab_bughouse_window_request (application);
  if (g_variant_dict_lookup (options, "open", "^ay", &path))
    {
      g_autoptr (GFile) pgn = g_file_new_for_commandline_arg (path);

      g_clear_pointer (&path, g_free);
      if ((done = forward (application, NULL, NULL)) == 0)
        g_application_open (application, &pgn, 1, "");
      if (done >= 0)
        return done;
      open_later (self, &pgn, 1);
    }
  if (!g_variant_dict_lookup (options, "tournament", "^ay", &path))
    return -1;
  file = g_file_new_for_commandline_arg (path);
  if ((done = forward (application, "tournament",
                       g_variant_new_take_string (g_file_get_uri (file)))) >= 0)
    return done;
  self->tournament_uri = g_file_get_uri (file);
  return -1;
}

/* Files given as arguments, by the file manager (the desktop file's %f) or by --open. */
static void
ab_application_open (GApplication *application, GFile **files, int n_files, const char *hint)
{
  AbApplication *self = AB_APPLICATION (application);

  if (n_files == 0)
    return;
  if (self->window == NULL)
    {
      open_later (self, files, n_files);
      g_application_activate (application);
      return;
    }
  gtk_window_present (GTK_WINDOW (self->window));
  ab_window_open_files (self->window, files, n_files);
}

static void
ab_application_startup (GApplication *application)
{
  static const struct
  {
    const char *action;
    const char *accels[4];
  } accels[] = {
    { "app.new-match", { "<Control>n", NULL } },
    { "win.open", { "<Control>o", NULL } },
    { "win.open-journal", { "<Control><Shift>k", NULL } },
    { "win.save", { "<Control>s", NULL } },
    { "win.save-as", { "<Control><Shift>s", NULL } },
    { "win.export", { "<Control>e", NULL } },
    { "win.print", { "<Control>p", NULL } },
    { "app.show-mirror", { "<Control>m", NULL } },
    { "app.quit", { "<Control>q", NULL } },
    { "app.tournament('')", { "<Control>t", NULL } },
    { "app.bughouse", { "<Control><Shift>b", NULL } },
    { "app.arbiter", { "<Control><Shift>d", NULL } },
    { "app.practice('')", { "<Control><Shift>p", NULL } },
    { "player.whose-turn", { "<Alt>w", NULL } },
    { "player.last-move", { "<Alt>l", NULL } },
    { "player.repeat", { "<Alt>r", NULL } },
    { "player.focus-board", { "<Control>b", NULL } },
    { "player.focus-input", { "<Control>l", NULL } },
    { "app.preferences", { "<Control>comma", NULL } },
    { "app.help", { "F1", NULL } },
    { "player.clock('mine')", { "<Alt>t", NULL } },
    { "player.clock('opponent')", { "<Alt>o", NULL } },
    { "player.clock('both')", { "<Alt>c", NULL } },
    { "player.pieces(6)", { "<Alt>1", NULL } },
    { "player.pieces(5)", { "<Alt>2", NULL } },
    { "player.pieces(4)", { "<Alt>3", NULL } },
    { "player.pieces(3)", { "<Alt>4", NULL } },
    { "player.pieces(2)", { "<Alt>5", NULL } },
    { "player.pieces(1)", { "<Alt>6", NULL } },
    { "player.pieces(14)", { "<Control><Alt>1", NULL } },
    { "player.pieces(13)", { "<Control><Alt>2", NULL } },
    { "player.pieces(12)", { "<Control><Alt>3", NULL } },
    { "player.pieces(11)", { "<Control><Alt>4", NULL } },
    { "player.pieces(10)", { "<Control><Alt>5", NULL } },
    { "player.pieces(9)", { "<Control><Alt>6", NULL } },
    { "player.side-pieces(false)", { "<Alt>a", NULL } },
    { "player.side-pieces(true)", { "<Control><Alt>a", NULL } },
    { "player.line('rank')", { "<Alt>y", NULL } },
    { "player.line('file')", { "<Alt>f", NULL } },
    { "player.line('diagonal')", { "<Alt>d", NULL } },
    { "player.attacks", { "<Alt>x", NULL } },
    { "player.material", { "<Alt>m", NULL } },
    { "player.moves", { "<Alt>g", NULL } },
    { "player.scoresheet(false)", { "<Alt>s", NULL } },
    { "player.scoresheet(true)", { "<Alt>n", NULL } },
    { "player.sheet-step(-1)", { "<Alt>Page_Up", NULL } },
    { "player.sheet-step(1)", { "<Alt>Page_Down", NULL } },
    { "player.keys", { "<Alt>h", NULL } },
    { "player.board-braille", { "<Alt>b", NULL } },
    { "player.zoom(1)", { "<Control>plus", "<Control>equal", NULL } },
    { "player.zoom(-1)", { "<Control>minus", NULL } },
    { "player.zoom(0)", { "<Control>0", NULL } },
    { "player.press-clock", { "<Alt>Return", "<Alt>KP_Enter", NULL } },
    { "player.retract", { "<Alt>BackSpace", NULL } },
    { "player.touch", { "<Alt>u", NULL } },
    { "player.touch-log", { "<Control><Alt>u", NULL } },
    { "player.seal", { "<Control><Shift>j", NULL } },
    { "player.unseal", { "<Control><Shift>g", NULL } },
    { "player.eboard", { "<Alt>e", NULL } },
    { "player.eboard-take-back", { "<Control><Shift>e", NULL } },
    { "player.act('offer')", { "<Control><Shift>o", NULL } },
    { "player.act('accept')", { "<Control><Shift>y", NULL } },
    { "player.act('decline')", { "<Control><Shift>n", NULL } },
    { "player.act('threefold')", { "<Control><Shift>t", NULL } },
    { "player.act('fifty')", { "<Control><Shift>f", NULL } },
    { "player.act('resign')", { "<Control><Shift>r", NULL } },
    { "player.act('flag')", { "<Control><Shift>l", NULL } },
    { "player.act('arbiter')", { "<Control><Shift>a", NULL } },
  };

  G_APPLICATION_CLASS (ab_application_parent_class)->startup (application);

  g_action_map_add_action_entries (G_ACTION_MAP (application), app_actions,
                                   G_N_ELEMENTS (app_actions), application);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (application), accels[i].action,
                                           accels[i].accels);
}

static void
ab_application_shutdown (GApplication *application)
{
  AbApplication *self = AB_APPLICATION (application);

  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);

  G_APPLICATION_CLASS (ab_application_parent_class)->shutdown (application);
}

static void
ab_application_dispose (GObject *object)
{
  AbApplication *self = AB_APPLICATION (object);

  g_clear_object (&self->announcer);
  g_clear_object (&self->eboard);
  g_clear_object (&self->heard);
  g_clear_object (&self->match);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->tournament_uri, g_free);
  g_clear_pointer (&self->open_files, g_ptr_array_unref);

  G_OBJECT_CLASS (ab_application_parent_class)->dispose (object);
}

static void
ab_application_class_init (AbApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = ab_application_dispose;
  app_class->activate = ab_application_activate;
  app_class->open = ab_application_open;
  app_class->startup = ab_application_startup;
  app_class->shutdown = ab_application_shutdown;
  app_class->handle_local_options = ab_application_handle_local_options;
}

static void
ab_application_init (AbApplication *self)
{
  g_application_add_main_option (G_APPLICATION (self), "tournament", 0, G_OPTION_FLAG_NONE,
                                 G_OPTION_ARG_FILENAME,
                                 _("Open a club championship: a FIDE Tournament Report File"),
                                 _("FILE.trf"));
  g_application_add_main_option (G_APPLICATION (self), "open", 0, G_OPTION_FLAG_NONE,
                                 G_OPTION_ARG_FILENAME,
                                 _("Open a game from a PGN file (several: choose one), or a "
                                   "kept match journal"),
                                 _("FILE.pgn"));
  g_application_add_main_option (G_APPLICATION (self), "bughouse", 0, G_OPTION_FLAG_NONE,
                                 G_OPTION_ARG_NONE,
                                 _("Open the two-board bughouse (doorgeefschaak) window"), NULL);
  g_application_add_main_option (G_APPLICATION (self), "arbiter", 0, G_OPTION_FLAG_NONE,
                                 G_OPTION_ARG_NONE,
                                 _("Open the arbiter's view on the current match (two boards "
                                   "differ, D.2.9)"),
                                 NULL);
  ab_practice_add_options (G_APPLICATION (self));
  /* TRANSLATORS: after "annabella [OPTION…]" in --help: a PGN file to open, as --open */
  g_application_set_option_context_parameter_string (G_APPLICATION (self), _("[FILE.pgn]"));
}

AbApplication *
ab_application_new (void)
{
  return g_object_new (AB_TYPE_APPLICATION, "application-id", AB_APP_ID, "flags",
                       G_APPLICATION_HANDLES_OPEN, NULL);
}
