/* ab-describe-i18n.h — gettext for the describe layer (libc's libintl). */
#pragma once

#include <libintl.h>

#define GETTEXT_PACKAGE_AB "annabella"
#define _(s) dgettext (GETTEXT_PACKAGE_AB, s)
#define N_(s) (s)
