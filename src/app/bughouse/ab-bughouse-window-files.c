/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-window-files.c — the doorgeefschaak match saved as BPGN (Ctrl+S), and one
 * board's game as PGN (Ctrl+E), for software that reads normal games only. Both go to the
 * Documents folder under a dated name that is said, so that no chooser is needed. */
#include "config.h"

#include "ab-bughouse-window-private.h"

/* Writes text to a new file named after now (format: a g_date_time_format with the
 * extension) and says where, or why not. */
static void
write_document (AbBughouseWindow *self, const char *format, const char *text)
{
  AbLanguage lang = _ab_bughouse_window_language (self);
  const char *dir = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *name = g_date_time_format (now, format);
  g_autofree char *path = g_build_filename (dir ? dir : g_get_home_dir (), name, NULL);
  g_autoptr (GError) error = NULL;

  if (!g_file_set_contents (path, text, -1, &error))
    {
      _ab_bughouse_window_say (self, ab_bughouse_phrase (lang, AB_BH_PHRASE_SAVE_FAILED,
                                                        error->message),
                               AB_ANNOUNCE_ERROR);
      return;
    }
  _ab_bughouse_window_say (self, ab_bughouse_phrase (lang, AB_BH_PHRASE_SAVED, path),
                           AB_ANNOUNCE_INFO);
}

static void
save_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  AbBughouseWindow *self = data;
  g_autofree char *text = ab_bughouse_journal_bpgn (self->match, &self->tags);

  write_document (self, "bughouse-%Y%m%d-%H%M%S.bpgn", text);
}

static void
export_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  AbBughouseWindow *self = data;
  size_t len = ab_bughouse_pgn_write_board (self->match, self->active, &self->tags, NULL, 0);
  g_autofree char *text = g_malloc (len + 1);

  ab_bughouse_pgn_write_board (self->match, self->active, &self->tags, text, len + 1);
  write_document (self,
                  self->active == AB_BOARD_A ? "bughouse-%Y%m%d-%H%M%S-board-1.pgn"
                                             : "bughouse-%Y%m%d-%H%M%S-board-2.pgn",
                  text);
}

void
_ab_bughouse_window_add_file_actions (AbBughouseWindow *self, GActionMap *map,
                                      GtkShortcutController *shortcuts)
{
  static const GActionEntry entries[] = {
    { "save", save_action },
    { "export-board", export_action },
  };
  static const char *const keys[][2] = {
    { "<Control>s", "bughouse.save" },
    { "<Control>e", "bughouse.export-board" },
  };

  g_action_map_add_action_entries (map, entries, G_N_ELEMENTS (entries), self);
  _ab_bughouse_window_add_keys (shortcuts, (const char *const *) keys, G_N_ELEMENTS (keys));
}
