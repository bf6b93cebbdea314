/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-describe-translator.c — the describe layer's gettext, with a hook. */
#include "ab-describe-translator.h"

#include <libintl.h>

#define GETTEXT_PACKAGE_AB "annabella"

static _Thread_local AbDescribeTranslator translator;
static _Thread_local void *translator_data;

void
ab_describe_set_translator (AbDescribeTranslator func, void *data)
{
  translator = func;
  translator_data = func ? data : 0;
}

const char *
ab_describe_gettext (const char *msgid)
{
  if (translator)
    return translator (msgid, 0, 1, translator_data);
  return dgettext (GETTEXT_PACKAGE_AB, msgid);
}

const char *
ab_describe_ngettext (const char *msgid, const char *plural, unsigned long n)
{
  if (translator)
    return translator (msgid, plural, n, translator_data);
  return dngettext (GETTEXT_PACKAGE_AB, msgid, plural, n);
}
