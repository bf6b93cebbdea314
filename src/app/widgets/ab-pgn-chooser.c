/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-pgn-chooser.c — the dialog that picks one game of a PGN file with many. */
#include "config.h"

#include "ab-pgn-chooser.h"

#include <glib/gi18n.h>

/* Rows shown at once: a screen reader user narrows the list by name rather than read a
 * database of 100 000 games row by row, and GtkListBox stays quick. */
#define MAX_ROWS 500

struct _AbPgnChooser
{
  AdwWindow parent_instance;

  AbPgnIndex *index;
  AbAnnouncer *announcer;
  GtkSearchEntry *search;
  GtkLabel *count_label;
  GtkListBox *list;
  gboolean ready; /* built: a row the keyboard reaches is spoken */
  gboolean done;  /* "chosen" or "cancelled" was emitted */
};

G_DEFINE_FINAL_TYPE (AbPgnChooser, ab_pgn_chooser, ADW_TYPE_WINDOW)

enum
{
  CHOSEN,
  CANCELLED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
matches (const AbPgnIndexEntry *e, const char *needle)
{
  g_autofree char *white = NULL, *black = NULL;

  if (needle[0] == '\0')
    return TRUE;
  white = g_utf8_casefold (e->white, -1);
  black = g_utf8_casefold (e->black, -1);
  return strstr (white, needle) != NULL || strstr (black, needle) != NULL;
}

/* The rows of the games whose players match the search; says how many. */
static void
fill (AbPgnChooser *self, gboolean speak)
{
  g_autofree char *needle = g_utf8_casefold (gtk_editable_get_text (GTK_EDITABLE (self->search)),
                                             -1);
  g_autofree char *count = NULL;
  guint n = ab_pgn_index_get_n_games (self->index), found = 0, shown = 0;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  for (guint i = 0; i < n; i++)
    {
      const AbPgnIndexEntry *e = ab_pgn_index_get_entry (self->index, i);
      g_autofree char *text = NULL;
      GtkWidget *row, *label;

      if (!matches (e, needle))
        continue;
      found++;
      if (shown == MAX_ROWS)
        continue;
      shown++;
      text = ab_pgn_index_describe (e);
      label = gtk_label_new (text);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_widget_set_margin_top (label, 6);
      gtk_widget_set_margin_bottom (label, 6);
      gtk_widget_set_margin_start (label, 12);
      gtk_widget_set_margin_end (label, 12);
      row = gtk_list_box_row_new ();
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                      -1);
      g_object_set_data (G_OBJECT (row), "ab-game", GUINT_TO_POINTER (i));
      gtk_list_box_append (self->list, row);
    }
  if (found > shown)
    /* TRANSLATORS: the list shows the first 500 of the games found */
    count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "%u game found; the first %u are listed.",
                                          "%u games found; the first %u are listed.", found),
                             found, shown);
  else
    count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game found.", "%u games found.",
                                          found),
                             found);
  gtk_label_set_text (self->count_label, count);
  if (speak)
    ab_announcer_say (self->announcer, count, AB_ANNOUNCE_INFO);
}

static void
choose (AbPgnChooser *self, GtkListBoxRow *row)
{
  if (row == NULL || self->done)
    return;
  self->done = TRUE;
  g_signal_emit (self, signals[CHOSEN], 0,
                 GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "ab-game")));
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
row_activated_cb (GtkListBox *list, GtkListBoxRow *row, AbPgnChooser *self)
{
  choose (self, row);
}

/* The built-in voice reads the row the arrows reach, as a screen reader reads its name. */
static void
row_selected_cb (GtkListBox *list, GtkListBoxRow *row, AbPgnChooser *self)
{
  GtkWidget *label;

  if (!self->ready || row == NULL || !gtk_widget_has_focus (GTK_WIDGET (row)))
    return;
  label = gtk_list_box_row_get_child (row);
  ab_announcer_say (self->announcer, gtk_label_get_text (GTK_LABEL (label)), AB_ANNOUNCE_FOCUS);
}

static void
search_changed_cb (AbPgnChooser *self)
{
  fill (self, TRUE);
}

/* Enter in the search field opens the first game found. */
static void
search_activate_cb (AbPgnChooser *self)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->list, 0);

  if (row == NULL)
    {
      ab_announcer_say (self->announcer, _("No game is found."), AB_ANNOUNCE_ERROR);
      return;
    }
  choose (self, row);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, AbPgnChooser *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkListBoxRow *first = gtk_list_box_get_row_at_index (self->list, 0);

  if (keyval == GDK_KEY_Escape)
    {
      gtk_window_close (GTK_WINDOW (self));
      return TRUE;
    }
  /* Up from the first game goes back to the search field. */
  if (keyval == GDK_KEY_Up && first != NULL && focus == GTK_WIDGET (first))
    {
      gtk_widget_grab_focus (GTK_WIDGET (self->search));
      return TRUE;
    }
  /* Down from the search field goes to the games. */
  if (keyval == GDK_KEY_Down && first != NULL && focus != NULL
      && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->search)))
    {
      gtk_list_box_select_row (self->list, first);
      gtk_widget_grab_focus (GTK_WIDGET (first));
      return TRUE;
    }
  return FALSE;
}

static gboolean
close_request_cb (AbPgnChooser *self)
{
  if (!self->done)
    {
      self->done = TRUE;
      g_signal_emit (self, signals[CANCELLED], 0);
    }
  return FALSE;
}

static void
ab_pgn_chooser_class_init (AbPgnChooserClass *klass)
{
  signals[CHOSEN] = g_signal_new ("chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[CANCELLED] = g_signal_new ("cancelled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                     NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ab_pgn_chooser_init (AbPgnChooser *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *inner = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *search_label, *scrolled;
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_window_set_title (GTK_WINDOW (self), _("Choose a Game"));
  gtk_window_set_default_size (GTK_WINDOW (self), 760, 520);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_widget_set_margin_top (inner, 12);
  gtk_widget_set_margin_bottom (inner, 12);
  gtk_widget_set_margin_start (inner, 12);
  gtk_widget_set_margin_end (inner, 12);
  gtk_widget_set_vexpand (inner, TRUE);

  search_label = gtk_label_new_with_mnemonic (_("_Search by player"));
  gtk_label_set_xalign (GTK_LABEL (search_label), 0);
  self->search = GTK_SEARCH_ENTRY (gtk_search_entry_new ());
  gtk_label_set_mnemonic_widget (GTK_LABEL (search_label), GTK_WIDGET (self->search));
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->search),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, search_label, NULL, -1);
  self->count_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->count_label, 0);
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_BROWSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Games"), -1);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->list));
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (inner), search_label);
  gtk_box_append (GTK_BOX (inner), GTK_WIDGET (self->search));
  gtk_box_append (GTK_BOX (inner), GTK_WIDGET (self->count_label));
  gtk_box_append (GTK_BOX (inner), scrolled);
  gtk_box_append (GTK_BOX (box), inner);
  adw_window_set_content (ADW_WINDOW (self), box);

  /* Typing anywhere searches; arrows and Enter stay with the list. */
  gtk_search_entry_set_key_capture_widget (self->search, GTK_WIDGET (self));
  g_signal_connect_swapped (self->search, "search-changed", G_CALLBACK (search_changed_cb), self);
  g_signal_connect_swapped (self->search, "activate", G_CALLBACK (search_activate_cb), self);
  g_signal_connect (self->list, "row-activated", G_CALLBACK (row_activated_cb), self);
  g_signal_connect (self->list, "row-selected", G_CALLBACK (row_selected_cb), self);
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect (self, "close-request", G_CALLBACK (close_request_cb), NULL);
}

AbPgnChooser *
ab_pgn_chooser_new (GtkWindow *parent, AbPgnIndex *index, AbAnnouncer *announcer)
{
  AbPgnChooser *self = g_object_new (AB_TYPE_PGN_CHOOSER, "transient-for", parent, NULL);
  GtkListBoxRow *first;
  g_autofree char *intro = NULL;
  guint n = ab_pgn_index_get_n_games (index);

  self->index = index;
  self->announcer = announcer;
  fill (self, FALSE);
  first = gtk_list_box_get_row_at_index (self->list, 0);
  if (first != NULL)
    {
      gtk_list_box_select_row (self->list, first);
      gtk_widget_grab_focus (GTK_WIDGET (first));
    }
  intro = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        "The file holds %u game. Type a player's name to "
                                        "search; the arrow keys go through the list; Enter "
                                        "opens the game, Escape cancels.",
                                        "The file holds %u games. Type a player's name to "
                                        "search; the arrow keys go through the list; Enter "
                                        "opens the game, Escape cancels.",
                                        n),
                           n);
  ab_announcer_say (announcer, intro, AB_ANNOUNCE_INFO);
  self->ready = TRUE;
  return self;
}
