/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-describe-i18n.h — gettext for the describe layer (libc's libintl).
 *
 * Every word goes through ab_describe_gettext (ab-describe-translator.h), so
 * that words meant to be spoken can come from the announcement language's
 * catalog instead of the interface locale's. */
#pragma once

#include <libintl.h>

#include "ab-describe-translator.h"

#define GETTEXT_PACKAGE_AB "annabella"
#define _(s) ab_describe_gettext (s)
#define N_(s) (s)
/* The plural calls keep their dngettext spelling for xgettext; libintl.h may
 * define dngettext as a macro itself. */
#undef dngettext
#define dngettext(domain, s, p, n) ab_describe_ngettext (s, p, n)
