/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-braille-module-table.h — what the app takes from the braille module.
 *
 * BrlAPI (and what libbrlapi pulls in) and liblouis are loaded only when the player
 * turns braille on or prints a braille scoresheet: the library that uses them is built
 * a second time as a module, libannabella-braille.so, that exports this table alone,
 * and ab-braille-loader.c gives the app the usual functions, which call through it.
 * annabella-tool and the tests link the library itself. The braille board, the view,
 * the key codes and the BRF layout need neither library: the app links them directly. */
#pragma once

#include "ab-braille-display.h"
#include "ab-braille-scoresheet.h"

G_BEGIN_DECLS

/* Raised when a function is added: a module of another build is refused. */
#define AB_BRAILLE_MODULE_TABLE_VERSION 1

typedef struct
{
  guint version;
  AbBrailleDisplay *(*display_new) (const AbBrailleConnection *connection,
                                    AbBrailleEventFunc func, gpointer data, GError **error);
  void (*display_free) (AbBrailleDisplay *self);
  void (*display_show) (AbBrailleDisplay *self, const char *const *lines, guint n, guint line,
                        AbBrailleShow how);
  void (*display_show_input) (AbBrailleDisplay *self, const char *text, guint cursor);
  void (*display_set_active) (AbBrailleDisplay *self, gboolean active);
  GBytes *(*scoresheet_brf) (const AbScoresheet *sheet, GError **error);
} AbBrailleModuleTable;

G_END_DECLS
