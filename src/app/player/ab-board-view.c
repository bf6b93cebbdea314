/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-board-view.c — grid of AbBoardCell, cursor, pick up and put down. */
#include "ab-board-view.h"

#include "ab-announcer.h"
#include "ab-board-cell.h"
#include "ab-board-grid.h"
#include "ab-board-keys.h"
#include "ab-phrases.h"

struct _AbBoardView
{
  GtkWidget parent_instance;

  AbMatch *match;
  AbBoardGrid grid;
  AbSquare picked;
  AbSquare promotion_to; /* waiting for the promotion piece's key */
};

G_DEFINE_FINAL_TYPE (AbBoardView, ab_board_view, GTK_TYPE_WIDGET)

enum
{
  ANNOUNCE,
  EDGE,
  MOVE_CHOSEN,
  MOVE_REFUSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Emits the announcement text (taken) in the match's language. */
static void
announce (AbBoardView *self, char *text, AbAnnounceKind kind)
{
  g_signal_emit (self, signals[ANNOUNCE], 0, text, (guint) kind);
  g_free (text);
}

static AbLanguage
language (AbBoardView *self)
{
  return ab_match_get_language (self->match);
}

static void
refresh (AbBoardView *self)
{
  guint n = ab_match_get_n_plies (self->match);
  AbSquare from = AB_NO_SQUARE, to = AB_NO_SQUARE;

  if (n > 0)
    ab_match_get_move_squares (self->match, n - 1, &from, &to);
  ab_board_grid_show (&self->grid, ab_match_get_language (self->match),
                      ab_match_get_position (self->match), from, to, self->picked);
}

static void
drop_picked (AbBoardView *self)
{
  if (self->picked != AB_NO_SQUARE)
    ab_board_cell_set_selected (AB_BOARD_CELL (self->grid.cells[self->picked]), FALSE);
  self->picked = AB_NO_SQUARE;
  self->promotion_to = AB_NO_SQUARE;
}

static void
match_changed_cb (AbBoardView *self)
{
  drop_picked (self);
  ab_board_grid_set_flipped (&self->grid, ab_match_get_blind_color (self->match) == AB_BLACK);
  refresh (self);
}

static void
pick_up (AbBoardView *self, AbSquare sq)
{
  const AbPosition *pos = ab_match_get_position (self->match);
  AbPiece piece = ab_position_piece_at (pos, sq);
  AbLanguage lang = ab_match_get_language (self->match);
  char square[AB_SPOKEN_MAX];

  if (piece == AB_NO_PIECE || AB_PIECE_COLOR (piece) != ab_match_get_blind_color (self->match))
    {
      announce (self, ab_phrase_format (lang, AB_PHRASE_NOT_OWN_PIECE), AB_ANNOUNCE_ERROR);
      return;
    }
  drop_picked (self);
  self->picked = sq;
  ab_board_cell_set_selected (AB_BOARD_CELL (self->grid.cells[sq]), TRUE);
  ab_spoken_square (lang, sq, square, sizeof square);
  announce (self,
            ab_phrase_format (lang, AB_PHRASE_PICKED_UP,
                              ab_spoken_piece (lang, AB_PIECE_TYPE (piece)), square),
            AB_ANNOUNCE_ECHO);
}

static void
offer_move (AbBoardView *self, AbPieceType promotion)
{
  const AbPosition *pos = ab_match_get_position (self->match);
  AbSquare to = promotion ? self->promotion_to : self->grid.cursor;
  AbMoveError error;
  AbMove move = ab_position_match_squares (pos, self->picked, to, promotion, &error);
  AbPiece on_target = ab_position_piece_at (pos, to);

  if (move != AB_MOVE_NONE)
    {
      drop_picked (self);
      g_signal_emit (self, signals[MOVE_CHOSEN], 0, (guint) move);
      return;
    }
  if (error.code == AB_MOVE_ERROR_PROMOTION_MISSING)
    {
      AbLanguage lang = language (self);

      self->promotion_to = to;
      announce (self, ab_phrase_format (lang, AB_PHRASE_PROMOTION_PROMPT,
                               ab_piece_letter (lang, AB_QUEEN), ab_spoken_piece (lang, AB_QUEEN),
                               ab_piece_letter (lang, AB_ROOK), ab_spoken_piece (lang, AB_ROOK),
                               ab_piece_letter (lang, AB_BISHOP), ab_spoken_piece (lang, AB_BISHOP),
                               ab_piece_letter (lang, AB_KNIGHT),
                               ab_spoken_piece (lang, AB_KNIGHT)),
                AB_ANNOUNCE_INFO);
      return;
    }
  /* Putting a piece on one of one's own (not castling): take that one up instead. */
  if (on_target != AB_NO_PIECE
      && AB_PIECE_COLOR (on_target) == ab_match_get_blind_color (self->match))
    {
      pick_up (self, to);
      return;
    }
  g_signal_emit (self, signals[MOVE_REFUSED], 0, &error);
}

static void
activate_cursor (AbBoardView *self)
{
  if (self->promotion_to != AB_NO_SQUARE)
    return;
  if (self->picked == AB_NO_SQUARE)
    pick_up (self, self->grid.cursor);
  else if (self->picked == self->grid.cursor)
    {
      drop_picked (self);
      announce (self, ab_phrase_format (language (self), AB_PHRASE_PUT_BACK), AB_ANNOUNCE_ECHO);
    }
  else
    offer_move (self, AB_NO_PIECE_TYPE);
}

/* The promotion piece by the letter of the announcement language or of English. */
static AbPieceType
promotion_for_key (AbBoardView *self, guint keyval)
{
  static const AbPieceType types[] = { AB_QUEEN, AB_ROOK, AB_BISHOP, AB_KNIGHT };
  gunichar c = g_unichar_toupper (gdk_keyval_to_unicode (keyval));
  AbLanguage lang = ab_match_get_language (self->match);

  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    if (c != 0 && (c == (gunichar) ab_piece_letter (lang, types[i])
                   || c == (gunichar) ab_piece_letter (AB_LANG_EN, types[i])))
      return types[i];
  return AB_NO_PIECE_TYPE;
}

/* The next piece of type and color after the cursor, in file order (a1, a2 … h8),
 * round the board; an error earcon and word when there is none. */
static void
jump_to_piece (AbBoardView *self, AbColor color, AbPieceType type)
{
  AbSquare sq = ab_board_grid_find (&self->grid, AB_PIECE (color, type));

  if (sq != AB_NO_SQUARE)
    {
      ab_board_view_set_cursor (self, sq);
      return;
    }
  announce (self,
            ab_phrase_format (language (self), AB_PHRASE_NO_PIECES,
                              ab_phrase_pieces (language (self), color, type)),
            AB_ANNOUNCE_ERROR);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, AbBoardView *self)
{
  AbSquare to;
  gboolean edge;

  if (self->match == NULL || (state & GDK_ALT_MASK) != 0)
    return FALSE;
  /* Digits: to that rank; with Control, to that file (1 = a). */
  to = ab_board_key_digit (keyval, state, self->grid.cursor);
  if (to != AB_NO_SQUARE && self->promotion_to == AB_NO_SQUARE)
    {
      ab_board_view_set_cursor (self, to);
      return TRUE;
    }
  if ((state & GDK_CONTROL_MASK) != 0)
    return FALSE;
  if (self->promotion_to == AB_NO_SQUARE && ab_board_key_piece (keyval) != AB_NO_PIECE_TYPE)
    {
      AbColor own = ab_match_get_blind_color (self->match);

      jump_to_piece (self, (state & GDK_SHIFT_MASK) ? (AbColor) !own : own,
                     ab_board_key_piece (keyval));
      return TRUE;
    }

  if (self->promotion_to != AB_NO_SQUARE)
    {
      AbPieceType type = promotion_for_key (self, keyval);

      if (type != AB_NO_PIECE_TYPE)
        {
          offer_move (self, type);
          return TRUE;
        }
    }

  if (ab_board_key_activates (keyval))
    {
      activate_cursor (self);
      return TRUE;
    }
  if (keyval == GDK_KEY_Escape)
    {
      if (self->picked == AB_NO_SQUARE)
        return FALSE;
      drop_picked (self);
      announce (self, ab_phrase_format (language (self), AB_PHRASE_PUT_BACK), AB_ANNOUNCE_ECHO);
      return TRUE;
    }
  if (!ab_board_grid_walk (&self->grid, keyval, &edge))
    return FALSE;
  if (edge)
    g_signal_emit (self, signals[EDGE], 0);
  return TRUE;
}

static gboolean
ab_board_view_focus (GtkWidget *widget, GtkDirectionType direction)
{
  return ab_board_grid_focus (&AB_BOARD_VIEW (widget)->grid, direction);
}

static gboolean
ab_board_view_grab_focus (GtkWidget *widget)
{
  return ab_board_grid_grab_focus (&AB_BOARD_VIEW (widget)->grid);
}

static void
ab_board_view_dispose (GObject *object)
{
  AbBoardView *self = AB_BOARD_VIEW (object);

  ab_board_view_set_match (self, NULL);
  ab_board_grid_clear (&self->grid);

  G_OBJECT_CLASS (ab_board_view_parent_class)->dispose (object);
}

static void
ab_board_view_class_init (AbBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ab_board_view_dispose;
  widget_class->focus = ab_board_view_focus;
  widget_class->grab_focus = ab_board_view_grab_focus;

  /* (text, AbAnnounceKind): what picking up and putting down says. */
  signals[ANNOUNCE] = g_signal_new ("announce", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                    NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_UINT);
  /* The cursor was to leave the board. */
  signals[EDGE] = g_signal_new ("edge", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                NULL, NULL, G_TYPE_NONE, 0);
  /* (AbMove): a legal move put down on the board. */
  signals[MOVE_CHOSEN] = g_signal_new ("move-chosen", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                       G_TYPE_UINT);
  /* (const AbMoveError *): a put-down that is not a legal move. */
  signals[MOVE_REFUSED] = g_signal_new ("move-refused", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                        G_TYPE_POINTER);

  ab_board_grid_class_init (widget_class);
}

/* Walking the board speaks each square as the cursor reaches it
 * ("Felix drei, weißer Springer"), whatever key or action moved the focus. */
static void
cell_focus_enter_cb (GtkEventControllerFocus *focus, AbBoardView *self)
{
  GtkWidget *cell = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (focus));

  if (self->match == NULL)
    return;
  for (AbSquare sq = 0; sq < 64; sq++)
    if (self->grid.cells[sq] == cell)
      {
        ab_board_grid_mark_cursor (&self->grid, sq);
        announce (self, ab_phrase_cell (language (self), ab_match_get_position (self->match), sq),
                  AB_ANNOUNCE_FOCUS);
        return;
      }
}

static void
ab_board_view_init (AbBoardView *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  ab_board_grid_init (&self->grid, GTK_WIDGET (self));
  for (AbSquare sq = 0; sq < 64; sq++)
    {
      GtkEventController *focus = gtk_event_controller_focus_new ();

      g_signal_connect (focus, "enter", G_CALLBACK (cell_focus_enter_cb), self);
      gtk_widget_add_controller (self->grid.cells[sq], focus);
    }
  self->picked = AB_NO_SQUARE;
  self->promotion_to = AB_NO_SQUARE;

  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

GtkWidget *
ab_board_view_new (void)
{
  return g_object_new (AB_TYPE_BOARD_VIEW, NULL);
}

void
ab_board_view_set_match (AbBoardView *self, AbMatch *match)
{
  g_return_if_fail (AB_IS_BOARD_VIEW (self));
  g_return_if_fail (match == NULL || AB_IS_MATCH (match));

  if (self->match == match)
    return;
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_set_object (&self->match, match);
  if (match == NULL)
    return;
  g_signal_connect_swapped (match, "reset", G_CALLBACK (match_changed_cb), self);
  g_signal_connect_swapped (match, "move-made", G_CALLBACK (match_changed_cb), self);
  g_signal_connect_swapped (match, "notify::language", G_CALLBACK (refresh), self);
  match_changed_cb (self);
}

AbSquare
ab_board_view_get_cursor (AbBoardView *self)
{
  g_return_val_if_fail (AB_IS_BOARD_VIEW (self), AB_NO_SQUARE);

  return self->grid.cursor;
}

void
ab_board_view_set_cursor (AbBoardView *self, AbSquare sq)
{
  g_return_if_fail (AB_IS_BOARD_VIEW (self));
  g_return_if_fail (sq < 64);

  ab_board_grid_set_cursor (&self->grid, sq);
}

AbSquare
ab_board_view_get_picked (AbBoardView *self)
{
  g_return_val_if_fail (AB_IS_BOARD_VIEW (self), AB_NO_SQUARE);

  return self->picked;
}

void
ab_board_view_set_scale (AbBoardView *self, double scale)
{
  g_return_if_fail (AB_IS_BOARD_VIEW (self));

  ab_board_grid_set_scale (&self->grid, scale);
}
