/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-eboard-devices.h — where a board may be plugged in, and who may open it. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Serial devices a board may be on: /dev/serial/by-id names first (they say what is
 * plugged in), then /dev/ttyACM*, /dev/ttyUSB* and /dev/rfcomm* not named by one; or,
 * when ANNABELLA_SERIAL_DIRS is set, every entry of the folders it lists (':' between
 * them). Free with g_strfreev. */
char **ab_eboard_list_devices (void);
/* The group that owns serial devices on Debian. */
#define AB_EBOARD_DEVICE_GROUP "dialout"

/* The group that owns device (for "add the user to the group dialout"), or NULL. */
char *ab_eboard_device_group (const char *device);

G_END_DECLS
