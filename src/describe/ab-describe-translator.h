/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-describe-translator.h — where the describe layer's words come from.
 *
 * By default from libintl in the process locale: the interface language,
 * right for what is shown. What is spoken must be in the announcement
 * language, which is independent of the interface: a caller that builds a
 * sentence to be spoken sets a translator around the ab_describe_* call
 * (the app's ab-spoken-words.h does, with the spoken catalog). The setting
 * is per thread, so a worker thread never sees another's. */
#pragma once

/* The translation of msgid (plural: of msgid/plural for n), or msgid or
 * plural itself when there is none. Never NULL. */
typedef const char *(*AbDescribeTranslator) (const char *msgid, const char *plural, unsigned long n,
                                             void *data);

/* func NULL goes back to libintl; a caller that set one restores it so. */
void ab_describe_set_translator (AbDescribeTranslator func, void *data);

const char *ab_describe_gettext (const char *msgid);
const char *ab_describe_ngettext (const char *msgid, const char *plural, unsigned long n);
