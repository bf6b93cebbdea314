/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tournament-table.c — rows of labelled cells, one focus stop per row. */
#include "config.h"

#include "ab-tournament-table.h"

#include <glib/gi18n.h>

/* ---- a row: focusable, named, its cells side by side ---- */

#define AB_TYPE_TABLE_ROW (ab_table_row_get_type ())
G_DECLARE_FINAL_TYPE (AbTableRow, ab_table_row, AB, TABLE_ROW, GtkWidget)

struct _AbTableRow
{
  GtkWidget parent_instance;

  char *name;
};

G_DEFINE_FINAL_TYPE (AbTableRow, ab_table_row, GTK_TYPE_WIDGET)

static void
ab_table_row_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (ab_table_row_parent_class)->dispose (object);
}

static void
ab_table_row_finalize (GObject *object)
{
  g_free (AB_TABLE_ROW (object)->name);

  G_OBJECT_CLASS (ab_table_row_parent_class)->finalize (object);
}

static void
ab_table_row_class_init (AbTableRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ab_table_row_dispose;
  object_class->finalize = ab_table_row_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "abtablerow");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_ROW);
}

static void
ab_table_row_init (AbTableRow *self)
{
}

/* ---- the table ---- */

struct _AbTournamentTable
{
  GtkWidget parent_instance;

  GtkWidget *header;  /* an AbTableRow of column headers */
  GPtrArray *rows;    /* AbTableRow */
  GPtrArray *groups;  /* GtkSizeGroup, one per column: the columns line up */
  GStrv headers;
  gboolean *right_aligned;
  int row_header;
  guint n_columns;
  guint cursor;
};

G_DEFINE_FINAL_TYPE (AbTournamentTable, ab_tournament_table, GTK_TYPE_WIDGET)

enum
{
  ROW_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char table_css[] =
  "abtournamenttable { border: 1px solid alpha(currentColor, 0.2); border-radius: 6px; }\n"
  "abtablerow { padding: 4px 8px; border-spacing: 18px; }\n"
  "abtablerow.header { font-weight: bold; border-bottom: 1px solid alpha(currentColor, 0.2); }\n"
  "abtablerow:focus { background-color: alpha(@accent_bg_color, 0.2);"
  " outline: 2px solid @accent_color; outline-offset: -2px; }\n";

static GtkWidget *
new_cell (AbTournamentTable *self, guint column, GtkAccessibleRole role)
{
  GtkWidget *cell = g_object_new (GTK_TYPE_LABEL, "accessible-role", role, "xalign",
                                  self->right_aligned[column] ? 1.0f : 0.0f, NULL);

  gtk_size_group_add_widget (g_ptr_array_index (self->groups, column), cell);
  return cell;
}

static GtkWidget *
nth_child (GtkWidget *row, guint n)
{
  GtkWidget *child = gtk_widget_get_first_child (row);

  while (child != NULL && n-- > 0)
    child = gtk_widget_get_next_sibling (child);
  return child;
}

static AbTableRow *
row_at (AbTournamentTable *self, guint row)
{
  return row < self->rows->len ? g_ptr_array_index (self->rows, row) : NULL;
}

static int
row_index (AbTournamentTable *self, GtkWidget *widget)
{
  for (guint i = 0; i < self->rows->len; i++)
    if (g_ptr_array_index (self->rows, i) == widget)
      return (int) i;
  return -1;
}

static GtkWidget *
new_row (AbTournamentTable *self)
{
  GtkWidget *row = g_object_new (AB_TYPE_TABLE_ROW, NULL);

  gtk_widget_set_focusable (row, TRUE);
  for (guint c = 0; c < self->n_columns; c++)
    gtk_widget_set_parent (new_cell (self, c,
                                     (int) c == self->row_header ? GTK_ACCESSIBLE_ROLE_ROW_HEADER
                                                                 : GTK_ACCESSIBLE_ROLE_CELL),
                           row);
  return row;
}

/* Takes the row out of the table and its cells out of the column size groups. */
static void
drop_row (AbTournamentTable *self, GtkWidget *row)
{
  guint c = 0;

  for (GtkWidget *cell = gtk_widget_get_first_child (row); cell != NULL;
       cell = gtk_widget_get_next_sibling (cell), c++)
    if (c < self->groups->len)
      gtk_size_group_remove_widget (g_ptr_array_index (self->groups, c), cell);
  gtk_widget_unparent (row);
}

static void
remove_rows (AbTournamentTable *self, guint keep)
{
  while (self->rows->len > keep)
    drop_row (self, g_ptr_array_steal_index (self->rows, self->rows->len - 1));
}

gboolean
ab_tournament_table_has_focus (AbTournamentTable *self)
{
  GtkWidget *focus;

  g_return_val_if_fail (AB_IS_TOURNAMENT_TABLE (self), FALSE);

  focus = gtk_widget_get_focus_child (GTK_WIDGET (self));
  return focus != NULL && focus != self->header;
}

static void
focus_cursor (AbTournamentTable *self)
{
  AbTableRow *row = row_at (self, self->cursor);

  if (row != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (row));
}

static void
set_focus_child (GtkWidget *widget, GtkWidget *child)
{
  AbTournamentTable *self = AB_TOURNAMENT_TABLE (widget);
  int i = child ? row_index (self, child) : -1;

  if (i >= 0)
    self->cursor = (guint) i;
  GTK_WIDGET_CLASS (ab_tournament_table_parent_class)->set_focus_child (widget, child);
}

static gboolean
grab_focus (GtkWidget *widget)
{
  AbTournamentTable *self = AB_TOURNAMENT_TABLE (widget);

  if (self->rows->len == 0)
    return FALSE;
  return gtk_widget_grab_focus (g_ptr_array_index (self->rows, MIN (self->cursor,
                                                                    self->rows->len - 1)));
}

/* One focus stop: Tab enters at the cursor row and leaves the table; arrows stay in it. */
static gboolean
focus (GtkWidget *widget, GtkDirectionType direction)
{
  AbTournamentTable *self = AB_TOURNAMENT_TABLE (widget);

  if (ab_tournament_table_has_focus (self))
    return direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD;
  return grab_focus (widget);
}

static gboolean
mnemonic_activate (GtkWidget *widget, gboolean group_cycling)
{
  return grab_focus (widget);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, AbTournamentTable *self)
{
  guint n = self->rows->len, to = self->cursor;

  if (n == 0 || !ab_tournament_table_has_focus (self)
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      to = self->cursor > 0 ? self->cursor - 1 : 0;
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      to = MIN (self->cursor + 1, n - 1);
      break;
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      to = 0;
      break;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      to = n - 1;
      break;
    case GDK_KEY_Page_Up:
    case GDK_KEY_KP_Page_Up:
      to = self->cursor > 10 ? self->cursor - 10 : 0;
      break;
    case GDK_KEY_Page_Down:
    case GDK_KEY_KP_Page_Down:
      to = MIN (self->cursor + 10, n - 1);
      break;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      g_signal_emit (self, signals[ROW_ACTIVATED], 0, self->cursor);
      return TRUE;
    case GDK_KEY_Left:
    case GDK_KEY_Right:
    case GDK_KEY_KP_Left:
    case GDK_KEY_KP_Right:
      /* Swallowed: arrows never carry the focus out of the table. */
      return TRUE;
    default:
      return FALSE;
    }
  if (to == self->cursor)
    gtk_widget_error_bell (GTK_WIDGET (self));
  ab_tournament_table_set_cursor (self, to);
  return TRUE;
}

static void
released_cb (GtkGestureClick *gesture, int n_press, double x, double y, AbTournamentTable *self)
{
  GtkWidget *picked = gtk_widget_pick (GTK_WIDGET (self), x, y, GTK_PICK_DEFAULT);
  int i = -1;

  while (picked != NULL && picked != GTK_WIDGET (self) && (i = row_index (self, picked)) < 0)
    picked = gtk_widget_get_parent (picked);
  if (i < 0)
    return;
  ab_tournament_table_set_cursor (self, (guint) i);
  gtk_widget_grab_focus (g_ptr_array_index (self->rows, i));
  if (n_press == 2)
    g_signal_emit (self, signals[ROW_ACTIVATED], 0, (guint) i);
}

static void
clear_columns (AbTournamentTable *self)
{
  remove_rows (self, 0);
  if (self->header != NULL)
    drop_row (self, g_steal_pointer (&self->header));
  g_ptr_array_set_size (self->groups, 0);
  g_clear_pointer (&self->headers, g_strfreev);
  g_clear_pointer (&self->right_aligned, g_free);
  self->n_columns = 0;
  self->cursor = 0;
}

static void
ab_tournament_table_dispose (GObject *object)
{
  AbTournamentTable *self = AB_TOURNAMENT_TABLE (object);

  if (self->rows != NULL)
    clear_columns (self);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->groups, g_ptr_array_unref);

  G_OBJECT_CLASS (ab_tournament_table_parent_class)->dispose (object);
}

static void
ab_tournament_table_class_init (AbTournamentTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ab_tournament_table_dispose;
  widget_class->focus = focus;
  widget_class->grab_focus = grab_focus;
  widget_class->set_focus_child = set_focus_child;
  widget_class->mnemonic_activate = mnemonic_activate;

  /* (row): Enter, Space or a double click on a row. */
  signals[ROW_ACTIVATED] = g_signal_new ("row-activated", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                         G_TYPE_UINT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "abtournamenttable");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_TABLE);
}

static void
load_css (void)
{
  static gboolean loaded;
  g_autoptr (GtkCssProvider) provider = NULL;

  if (loaded || gdk_display_get_default () == NULL)
    return;
  loaded = TRUE;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (provider, table_css, -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static void
ab_tournament_table_init (AbTournamentTable *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkGesture *click = gtk_gesture_click_new ();

  load_css ();
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (
                                    GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  self->rows = g_ptr_array_new ();
  self->row_header = -1;
  self->groups = g_ptr_array_new_with_free_func (g_object_unref);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect (click, "released", G_CALLBACK (released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
}

GtkWidget *
ab_tournament_table_new (void)
{
  return g_object_new (AB_TYPE_TOURNAMENT_TABLE, NULL);
}

void
ab_tournament_table_set_columns (AbTournamentTable *self, const char *const *headers,
                                 const char *const *spoken_headers, const gboolean *right_aligned,
                                 int row_header)
{
  g_return_if_fail (AB_IS_TOURNAMENT_TABLE (self));
  g_return_if_fail (headers != NULL);

  clear_columns (self);
  self->n_columns = g_strv_length ((char **) headers);
  self->headers = g_strdupv ((char **) (spoken_headers ? spoken_headers : headers));
  g_return_if_fail (g_strv_length (self->headers) == self->n_columns);
  self->row_header = row_header;
  self->right_aligned = g_new0 (gboolean, MAX (self->n_columns, 1));
  for (guint c = 0; c < self->n_columns; c++)
    {
      self->right_aligned[c] = right_aligned != NULL && right_aligned[c];
      g_ptr_array_add (self->groups, gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL));
    }

  self->header = g_object_new (AB_TYPE_TABLE_ROW, NULL);
  gtk_widget_add_css_class (self->header, "header");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->header), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Column headers"), -1);
  for (guint c = 0; c < self->n_columns; c++)
    {
      /* GTK 4.8 exports the column-header role as a filler, which screen readers skip. */
      GtkWidget *cell = new_cell (self, c, GTK_ACCESSIBLE_ROLE_CELL);

      gtk_label_set_text (GTK_LABEL (cell), headers[c]);
      gtk_accessible_update_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      self->headers[c], -1);
      gtk_widget_set_parent (cell, self->header);
    }
  gtk_widget_set_parent (self->header, GTK_WIDGET (self));
}

guint
ab_tournament_table_get_n_columns (AbTournamentTable *self)
{
  g_return_val_if_fail (AB_IS_TOURNAMENT_TABLE (self), 0);

  return self->n_columns;
}

void
ab_tournament_table_set_n_rows (AbTournamentTable *self, guint n_rows)
{
  gboolean had_focus;

  g_return_if_fail (AB_IS_TOURNAMENT_TABLE (self));

  had_focus = ab_tournament_table_has_focus (self);
  if (n_rows < self->rows->len)
    remove_rows (self, n_rows);
  while (self->rows->len < n_rows)
    {
      GtkWidget *row = new_row (self);

      gtk_widget_insert_before (row, GTK_WIDGET (self), NULL);
      g_ptr_array_add (self->rows, row);
    }
  if (self->cursor >= n_rows)
    self->cursor = n_rows > 0 ? n_rows - 1 : 0;
  /* The focused row was removed: give the focus to the row now at the cursor. */
  if (had_focus && !ab_tournament_table_has_focus (self))
    focus_cursor (self);
}

guint
ab_tournament_table_get_n_rows (AbTournamentTable *self)
{
  g_return_val_if_fail (AB_IS_TOURNAMENT_TABLE (self), 0);

  return self->rows->len;
}

void
ab_tournament_table_set_cell (AbTournamentTable *self, guint row, guint column, const char *text,
                              const char *spoken)
{
  AbTableRow *r;
  GtkWidget *cell;
  g_autofree char *name = NULL;

  g_return_if_fail (AB_IS_TOURNAMENT_TABLE (self));
  g_return_if_fail (column < self->n_columns);
  g_return_if_fail (text != NULL);

  r = row_at (self, row);
  g_return_if_fail (r != NULL);
  cell = nth_child (GTK_WIDGET (r), column);
  gtk_label_set_text (GTK_LABEL (cell), text);
  /* TRANSLATORS: a table cell as a screen reader says it: column header, value. */
  name = g_strdup_printf (_("%s: %s"), self->headers[column], spoken ? spoken : text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
}

const char *
ab_tournament_table_get_cell (AbTournamentTable *self, guint row, guint column)
{
  AbTableRow *r;

  g_return_val_if_fail (AB_IS_TOURNAMENT_TABLE (self), NULL);

  r = row_at (self, row);
  if (r == NULL || column >= self->n_columns)
    return NULL;
  return gtk_label_get_text (GTK_LABEL (nth_child (GTK_WIDGET (r), column)));
}

void
ab_tournament_table_set_row_name (AbTournamentTable *self, guint row, const char *name)
{
  AbTableRow *r;

  g_return_if_fail (AB_IS_TOURNAMENT_TABLE (self));
  g_return_if_fail (name != NULL);

  r = row_at (self, row);
  g_return_if_fail (r != NULL);
  if (g_strcmp0 (r->name, name) == 0)
    return;
  g_free (r->name);
  r->name = g_strdup (name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (r), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

const char *
ab_tournament_table_get_row_name (AbTournamentTable *self, guint row)
{
  AbTableRow *r;

  g_return_val_if_fail (AB_IS_TOURNAMENT_TABLE (self), NULL);

  r = row_at (self, row);
  return r ? r->name : NULL;
}

guint
ab_tournament_table_get_cursor (AbTournamentTable *self)
{
  g_return_val_if_fail (AB_IS_TOURNAMENT_TABLE (self), 0);

  return self->cursor;
}

void
ab_tournament_table_set_cursor (AbTournamentTable *self, guint row)
{
  g_return_if_fail (AB_IS_TOURNAMENT_TABLE (self));

  if (row >= self->rows->len)
    return;
  self->cursor = row;
  if (ab_tournament_table_has_focus (self))
    focus_cursor (self);
}
