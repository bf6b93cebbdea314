/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-speech-catalog.h — gettext for the spoken language, not the UI's.
 *
 * The blind player's voice speaks the language he chose for announcements,
 * whatever the desktop's locale: a Dutch desktop may announce in German. So
 * spoken phrases are looked up in the message catalog (domain "annabella")
 * of the spoken language, read straight from its .mo file, never through
 * the process locale. The lookup order: $ANNABELLA_LOCALEDIR, then the
 * install's locale directory; without a catalog the English msgid is said.
 *
 * xgettext keywords: ab_spoken_pgettext:2c,3 ab_spoken_npgettext:2c,3,4 */
#pragma once

#include <glib.h>

#include "ab-notation.h"

G_BEGIN_DECLS

#define AB_SPOKEN_CONTEXT "spoken"

/* context NULL: a msgid without msgctxt, such as the describe layer's. */
const char *ab_spoken_pgettext (AbLanguage lang, const char *context, const char *msgid);
/* de, nl and en share one plural rule: form 0 for n == 1, else form 1. */
const char *ab_spoken_npgettext (AbLanguage lang, const char *context, const char *msgid,
                                 const char *msgid_plural, unsigned long n);

/* Forgets loaded catalogs (tests change ANNABELLA_LOCALEDIR). */
void ab_spoken_catalogs_reset (void);

G_END_DECLS
