/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-braille-key.c — BrlAPI key codes as the player meant them: BRLTTY's commands for
 * panning, lines and routing keys, the braille keyboard's characters and dots, the keys
 * that are not Annabella's left alone. */
#include <stdint.h>

#include <brlapi_keycodes.h>
#include <brlapi_constants.h>

#include "ab-braille-key.h"

typedef struct
{
  const char *name;
  guint64 code;
  AbBrailleKeyKind kind;
  guint cell;
  gunichar character;
  guint8 dots;
} KeyCase;

#define CMD(c) (BRLAPI_KEY_TYPE_CMD | (c))

static const KeyCase cases[] = {
  { "pan left", CMD (BRLAPI_KEY_CMD_FWINLT), AB_BRAILLE_KEY_PAN_LEFT },
  { "pan right", CMD (BRLAPI_KEY_CMD_FWINRT), AB_BRAILLE_KEY_PAN_RIGHT },
  { "pan right, skipping", CMD (BRLAPI_KEY_CMD_FWINRTSKIP), AB_BRAILLE_KEY_PAN_RIGHT },
  { "line up", CMD (BRLAPI_KEY_CMD_LNUP), AB_BRAILLE_KEY_LINE_UP },
  { "line down", CMD (BRLAPI_KEY_CMD_LNDN), AB_BRAILLE_KEY_LINE_DOWN },
  { "routing key 1", CMD (BRLAPI_KEY_CMD_ROUTE), AB_BRAILLE_KEY_ROUTE, 0 },
  { "routing key 40", CMD (BRLAPI_KEY_CMD_ROUTE + 39), AB_BRAILLE_KEY_ROUTE, 39 },
  { "dots 1-2-3", CMD (BRLAPI_KEY_CMD_PASSDOTS + 0x07), AB_BRAILLE_KEY_DOTS, 0, 0, 0x07 },
  { "dots 7-8", CMD (BRLAPI_KEY_CMD_PASSDOTS + 0xC0), AB_BRAILLE_KEY_DOTS, 0, 0, 0xC0 },
  { "the space bar", CMD (BRLAPI_KEY_CMD_PASSDOTS), AB_BRAILLE_KEY_CHARACTER, 0, ' ' },
  { "S", 'S', AB_BRAILLE_KEY_CHARACTER, 0, 'S' },
  { "3", '3', AB_BRAILLE_KEY_CHARACTER, 0, '3' },
  { "ä (Latin-1)", 0xE4, AB_BRAILLE_KEY_CHARACTER, 0, 0xE4 },
  { "a Unicode character", BRLAPI_KEY_SYM_UNICODE | 0x2654, AB_BRAILLE_KEY_CHARACTER, 0, 0x2654 },
  { "shift S", BRLAPI_KEY_FLG_SHIFT | 'S', AB_BRAILLE_KEY_CHARACTER, 0, 'S' },
  { "Enter", BRLAPI_KEY_SYM_LINEFEED, AB_BRAILLE_KEY_ENTER },
  { "Backspace", BRLAPI_KEY_SYM_BACKSPACE, AB_BRAILLE_KEY_ERASE },
  { "Delete", BRLAPI_KEY_SYM_DELETE, AB_BRAILLE_KEY_ERASE },
  { "Escape", BRLAPI_KEY_SYM_ESCAPE, AB_BRAILLE_KEY_ESCAPE },
  { "control C, a shortcut", BRLAPI_KEY_FLG_CONTROL | 'c', AB_BRAILLE_KEY_NONE },
  { "the left arrow", BRLAPI_KEY_SYM_LEFT, AB_BRAILLE_KEY_NONE },
  { "a control character", 0x07, AB_BRAILLE_KEY_NONE },
  { "not a character", BRLAPI_KEY_SYM_UNICODE | 0xD800, AB_BRAILLE_KEY_NONE },
  { "BRLTTY's home", CMD (BRLAPI_KEY_CMD_TOP), AB_BRAILLE_KEY_NONE },
  { "BRLTTY's route line", CMD (BRLAPI_KEY_CMD_ROUTE_LINE + 3), AB_BRAILLE_KEY_NONE },
  { "an unknown type", UINT64_C (0x40000000), AB_BRAILLE_KEY_NONE },
};

static void
test_decode (gconstpointer data)
{
  const KeyCase *c = data;
  AbBrailleKey key = ab_braille_key_decode (c->code);

  g_assert_cmpint (key.kind, ==, c->kind);
  if (c->kind == AB_BRAILLE_KEY_ROUTE)
    g_assert_cmpuint (key.cell, ==, c->cell);
  if (c->kind == AB_BRAILLE_KEY_CHARACTER)
    g_assert_cmpuint (key.character, ==, c->character);
  if (c->kind == AB_BRAILLE_KEY_DOTS)
    g_assert_cmpuint (key.dots, ==, c->dots);
}

/* The keys asked for are exactly the ones decoded. */
static void
test_asked_for (void)
{
  for (guint i = 0; i < ab_braille_key_n_basic; i++)
    g_assert_cmpint (ab_braille_key_decode (ab_braille_key_basic[i]).kind, !=,
                     AB_BRAILLE_KEY_NONE);
  for (guint i = 0; i < ab_braille_key_n_blocks; i++)
    g_assert_cmpint (ab_braille_key_decode (ab_braille_key_blocks[i] + 1).kind, !=,
                     AB_BRAILLE_KEY_NONE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/braille-key/%s", cases[i].name);

      g_test_add_data_func (path, &cases[i], test_decode);
    }
  g_test_add_func ("/braille-key/asked-for", test_asked_for);
  return g_test_run ();
}
