/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-braille-module.c — the braille module's one export (see ab-braille-module-table.h). */
#include "ab-braille-module-table.h"

extern const AbBrailleModuleTable ab_braille_module_table;

const AbBrailleModuleTable ab_braille_module_table = {
  .version = AB_BRAILLE_MODULE_TABLE_VERSION,
  .display_new = ab_braille_display_new,
  .display_free = ab_braille_display_free,
  .display_show = ab_braille_display_show,
  .display_show_input = ab_braille_display_show_input,
  .display_set_active = ab_braille_display_set_active,
  .scoresheet_brf = ab_braille_scoresheet_brf,
};
