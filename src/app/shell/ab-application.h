/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-application.h — Annabella: one match, the player's window, the mirror. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define AB_APP_ID "org.annabella.Annabella"

#define AB_TYPE_APPLICATION (ab_application_get_type ())
G_DECLARE_FINAL_TYPE (AbApplication, ab_application, AB, APPLICATION, AdwApplication)

AbApplication *ab_application_new (void);

G_END_DECLS
