/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-braille-key.h — a BrlAPI key code as what the player meant by it.
 *
 * Annabella enters tty mode with BRLTTY's commands (driver NULL), so a key arrives as a
 * command (BRLAPI_KEY_TYPE_CMD: panning, line up and down, a routing key with its cell,
 * dots typed on the braille keyboard when BRLTTY passes dots) or as a key symbol
 * (BRLAPI_KEY_TYPE_SYM: a character typed on the braille keyboard, translated by the
 * user's own text table; Enter, Backspace, Escape). Codes are decoded here without
 * libbrlapi (its headers only), so that the decoding is tested and fuzzed alone. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  AB_BRAILLE_KEY_NONE,      /* not one of ours: BRLTTY keeps it */
  AB_BRAILLE_KEY_PAN_LEFT,
  AB_BRAILLE_KEY_PAN_RIGHT,
  AB_BRAILLE_KEY_LINE_UP,
  AB_BRAILLE_KEY_LINE_DOWN,
  AB_BRAILLE_KEY_ROUTE,     /* cell: the routing key's cell, 0 the leftmost */
  AB_BRAILLE_KEY_CHARACTER, /* character: typed on the braille keyboard */
  AB_BRAILLE_KEY_DOTS,      /* dots: a pattern typed (ISO 11548-1), when BRLTTY passes dots */
  AB_BRAILLE_KEY_ERASE,     /* Backspace */
  AB_BRAILLE_KEY_ENTER,
  AB_BRAILLE_KEY_ESCAPE,
} AbBrailleKeyKind;

typedef struct
{
  AbBrailleKeyKind kind;
  guint cell;
  gunichar character;
  guint8 dots;
} AbBrailleKey;

AbBrailleKey ab_braille_key_decode (guint64 code);

/* The keys Annabella asks BrlAPI for; every other key stays with BRLTTY: each of
 * ab_braille_key_basic with any flags (brlapi_rangeType_key), every argument of the
 * commands in ab_braille_key_blocks (brlapi_rangeType_command), and every key symbol
 * (brlapi_rangeType_type). */
extern const guint64 ab_braille_key_basic[];
extern const guint ab_braille_key_n_basic;
extern const guint64 ab_braille_key_blocks[];
extern const guint ab_braille_key_n_blocks;

G_END_DECLS
