/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-describe-catalog.h — the describe layer's sentences in a language the caller
 * names, not the locale's: read from that language's message catalog (domain
 * "annabella"), found in $ANNABELLA_LOCALEDIR or the installed locale directory.
 * Without a catalog the English msgid is the answer.
 *
 * For sentences whose language is an argument (the arbiter's ruling, worded in the
 * language of the announcements); libc's gettext can only give the locale's. */
#pragma once

#include "ab-notation.h"

/* msgid (marked with N_) in lang. Each thread reads the catalogs it needs once. */
const char *ab_describe_catalog_gettext (AbLanguage lang, const char *msgid);
