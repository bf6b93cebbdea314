/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-focus-words.c — a dialog's focused control in words: English msgids in the "spoken"
 * context, translated by the announcement language's catalog. GTK 4.8 has no getter for
 * an accessible name, so the label is read where libadwaita and GTK keep it: the row's
 * title, the button's label, the tooltip. */
#include "ab-focus-words.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ab-phrases.h"

typedef enum
{
  CHOICE,    /* %s: label, %s: the item chosen */
  SWITCH_ON, /* %s: label */
  SWITCH_OFF,
  CHECK_ON,
  CHECK_OFF,
  TEXT,       /* %s: label, %s: the text */
  TEXT_EMPTY, /* %s: label */
  NUMBER,     /* %s: label, %s: the number */
  BUTTON,     /* %s: label */
  ROW,        /* %s: label */
  ON,
  OFF,
  UNNAMED, /* a button with neither label nor tooltip */
  SEARCH,  /* the names of icon buttons */
  CLOSE,
  BACK,
  MENU,
  N_FOCUS_PHRASES
} FocusPhrase;

static const char *const phrases[N_FOCUS_PHRASES] = {
  /* TRANSLATORS: a dialog's focused list of choices; %s: its label, %s: the item chosen. */
  [CHOICE] = NC_ ("spoken", "%s: %s. A choice: Space opens the list, the arrows choose."),
  /* TRANSLATORS: %s: the switch's label. */
  [SWITCH_ON] = NC_ ("spoken", "%s: switch, on. Space turns it off."),
  [SWITCH_OFF] = NC_ ("spoken", "%s: switch, off. Space turns it on."),
  /* TRANSLATORS: %s: the check box's label. */
  [CHECK_ON] = NC_ ("spoken", "%s: check box, ticked. Space clears it."),
  [CHECK_OFF] = NC_ ("spoken", "%s: check box, not ticked. Space ticks it."),
  /* TRANSLATORS: %s: the text field's label, %s: its text. */
  [TEXT] = NC_ ("spoken", "%s: text field, %s. Type to change it, Enter keeps it."),
  [TEXT_EMPTY] = NC_ ("spoken", "%s: text field, empty. Type to fill it in, Enter keeps it."),
  /* TRANSLATORS: %s: the number's label, %s: the number. */
  [NUMBER] = NC_ ("spoken", "%s: %s. Up and Down change it."),
  /* TRANSLATORS: %s: the button's label. */
  [BUTTON] = NC_ ("spoken", "%s: button. Space or Enter presses it."),
  /* TRANSLATORS: a row of a list that does something when chosen; %s: its title. */
  [ROW] = NC_ ("spoken", "%s. Enter chooses it."),
  [ON] = NC_ ("spoken", "On."),
  [OFF] = NC_ ("spoken", "Off."),
  [UNNAMED] = NC_ ("spoken", "A button without a name"),
  [SEARCH] = NC_ ("spoken", "Search"),
  [CLOSE] = NC_ ("spoken", "Close"),
  [BACK] = NC_ ("spoken", "Back"),
  [MENU] = NC_ ("spoken", "Menu"),
};

/* A button that shows only an icon is named by what the icon means. */
static const struct
{
  const char *icon;
  FocusPhrase name;
} icon_names[] = {
  { "system-search-symbolic", SEARCH },
  { "edit-find-symbolic", SEARCH },
  { "window-close-symbolic", CLOSE },
  { "go-previous-symbolic", BACK },
  { "open-menu-symbolic", MENU },
};

static char *
format (AbLanguage lang, FocusPhrase phrase, ...)
{
  va_list args;
  char *text;

  va_start (args, phrase);
  text = ab_phrase_vformat (lang, phrases[phrase], args);
  va_end (args);
  return text;
}

GtkWidget *
ab_focus_control (GtkWidget *focus)
{
  for (GtkWidget *w = focus; w != NULL && !GTK_IS_WINDOW (w); w = gtk_widget_get_parent (w))
    if (GTK_IS_SWITCH (w) || GTK_IS_CHECK_BUTTON (w) || GTK_IS_SPIN_BUTTON (w)
        || ADW_IS_ENTRY_ROW (w) || GTK_IS_ENTRY (w) || ADW_IS_COMBO_ROW (w)
        || GTK_IS_DROP_DOWN (w) || GTK_IS_BUTTON (w) || ADW_IS_ACTION_ROW (w))
      return w;
  return NULL;
}

/* A label as it reads: the mnemonic's underscore dropped. */
static char *
plain (const char *label)
{
  GString *out = g_string_new (NULL);

  for (const char *p = label; p != NULL && *p; p++)
    {
      if (*p == '_' && p[1] != '_')
        continue;
      g_string_append_c (out, *p);
      if (*p == '_')
        p++; /* "__": one underscore shown */
    }
  return g_string_free (out, FALSE);
}

/* The text of the first label inside a widget (a page switcher's title), or NULL. */
static const char *
inner_label (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget)
      && gtk_label_get_text (GTK_LABEL (widget))[0] != '\0')
    return gtk_label_get_text (GTK_LABEL (widget));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      const char *text = inner_label (c);

      if (text != NULL)
        return text;
    }
  return NULL;
}

/* The label the control is known by: its row's title, its own label, its tooltip, what
 * its icon means. */
static char *
label_of (AbLanguage lang, GtkWidget *control)
{
  const char *tooltip;

  for (GtkWidget *w = control; w != NULL && !GTK_IS_WINDOW (w); w = gtk_widget_get_parent (w))
    if (ADW_IS_PREFERENCES_ROW (w))
      {
        const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (w));

        if (title != NULL && title[0] != '\0')
          return plain (title);
      }
  if (GTK_IS_CHECK_BUTTON (control) && gtk_check_button_get_label (GTK_CHECK_BUTTON (control)))
    return plain (gtk_check_button_get_label (GTK_CHECK_BUTTON (control)));
  if (GTK_IS_BUTTON (control) && gtk_button_get_label (GTK_BUTTON (control)) != NULL)
    return plain (gtk_button_get_label (GTK_BUTTON (control)));
  tooltip = gtk_widget_get_tooltip_text (control);
  if (tooltip != NULL && tooltip[0] != '\0')
    return g_strdup (tooltip);
  if (GTK_IS_ENTRY (control) && gtk_entry_get_placeholder_text (GTK_ENTRY (control)) != NULL)
    return g_strdup (gtk_entry_get_placeholder_text (GTK_ENTRY (control)));
  if (GTK_IS_BUTTON (control))
    {
      GtkWidget *child = gtk_button_get_child (GTK_BUTTON (control));
      const char *icon = gtk_button_get_icon_name (GTK_BUTTON (control));

      if (icon == NULL && GTK_IS_IMAGE (child))
        icon = gtk_image_get_icon_name (GTK_IMAGE (child));
      if (icon == NULL && inner_label (control) != NULL)
        return g_strdup (inner_label (control));

      for (guint i = 0; icon != NULL && i < G_N_ELEMENTS (icon_names); i++)
        if (g_str_equal (icon, icon_names[i].icon))
          return format (lang, icon_names[i].name);
      return format (lang, UNNAMED);
    }
  return NULL;
}

static const char *
selected_string (GListModel *model, guint selected)
{
  g_autoptr (GObject) item = NULL;

  if (model == NULL || selected == GTK_INVALID_LIST_POSITION)
    return NULL;
  item = g_list_model_get_item (model, selected);
  return GTK_IS_STRING_OBJECT (item) ? gtk_string_object_get_string (GTK_STRING_OBJECT (item))
                                     : NULL;
}

/* The chosen item of a combo row or drop-down, or NULL. */
static const char *
choice_of (GtkWidget *control)
{
  if (ADW_IS_COMBO_ROW (control))
    return selected_string (adw_combo_row_get_model (ADW_COMBO_ROW (control)),
                            adw_combo_row_get_selected (ADW_COMBO_ROW (control)));
  if (GTK_IS_DROP_DOWN (control))
    return selected_string (gtk_drop_down_get_model (GTK_DROP_DOWN (control)),
                            gtk_drop_down_get_selected (GTK_DROP_DOWN (control)));
  return NULL;
}

char *
ab_focus_value_words (AbLanguage lang, GtkWidget *control)
{
  if (GTK_IS_SWITCH (control))
    return format (lang, gtk_switch_get_active (GTK_SWITCH (control)) ? ON : OFF);
  if (GTK_IS_CHECK_BUTTON (control))
    return format (lang, gtk_check_button_get_active (GTK_CHECK_BUTTON (control)) ? ON : OFF);
  if (GTK_IS_SPIN_BUTTON (control))
    return g_strdup (gtk_editable_get_text (GTK_EDITABLE (control)));
  if (choice_of (control) != NULL)
    return g_strdup (choice_of (control));
  return NULL;
}

char *
ab_focus_words (AbLanguage lang, GtkWidget *focus)
{
  GtkWidget *control = ab_focus_control (focus);
  g_autofree char *label = NULL;
  const char *text;

  if (control == NULL)
    return NULL;
  label = label_of (lang, control);
  if (label == NULL)
    label = g_strdup ("");
  if (GTK_IS_SWITCH (control))
    return format (lang, gtk_switch_get_active (GTK_SWITCH (control)) ? SWITCH_ON : SWITCH_OFF,
                   label);
  if (GTK_IS_CHECK_BUTTON (control))
    return format (lang,
                   gtk_check_button_get_active (GTK_CHECK_BUTTON (control)) ? CHECK_ON : CHECK_OFF,
                   label);
  if (GTK_IS_SPIN_BUTTON (control))
    return format (lang, NUMBER, label, gtk_editable_get_text (GTK_EDITABLE (control)));
  if (ADW_IS_ENTRY_ROW (control) || GTK_IS_ENTRY (control))
    {
      text = gtk_editable_get_text (GTK_EDITABLE (control));
      return text[0] != '\0' ? format (lang, TEXT, label, text) : format (lang, TEXT_EMPTY, label);
    }
  if (ADW_IS_COMBO_ROW (control) || GTK_IS_DROP_DOWN (control))
    return format (lang, CHOICE, label, choice_of (control) ? choice_of (control) : "");
  if (GTK_IS_BUTTON (control))
    return format (lang, BUTTON, label);
  return label[0] != '\0' ? format (lang, ROW, label) : NULL;
}
