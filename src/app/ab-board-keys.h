/* ab-board-keys.h — the keys that walk a board cursor, shared by the player's board
 * and the two doorgeefschaak boards so that both answer the same keys. */
#pragma once

#include <gdk/gdk.h>

G_BEGIN_DECLS

/* The step an arrow key makes, as White sees the board (flipped: both negated);
 * FALSE for any other key. */
gboolean ab_board_key_step (guint keyval, gboolean flipped, int *df, int *dr);
/* Enter or Space: pick up or put down at the cursor. */
gboolean ab_board_key_activates (guint keyval);

G_END_DECLS
