/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-braille-key.c — BrlAPI key codes decoded (the headers' constants, no libbrlapi). */
#include "ab-braille-key.h"

#include <stdint.h>

#include <brlapi_keycodes.h>
#include <brlapi_constants.h>

const guint64 ab_braille_key_basic[] = {
  BRLAPI_KEY_TYPE_CMD | BRLAPI_KEY_CMD_FWINLT,
  BRLAPI_KEY_TYPE_CMD | BRLAPI_KEY_CMD_FWINRT,
  BRLAPI_KEY_TYPE_CMD | BRLAPI_KEY_CMD_FWINLTSKIP,
  BRLAPI_KEY_TYPE_CMD | BRLAPI_KEY_CMD_FWINRTSKIP,
  BRLAPI_KEY_TYPE_CMD | BRLAPI_KEY_CMD_LNUP,
  BRLAPI_KEY_TYPE_CMD | BRLAPI_KEY_CMD_LNDN,
};
const guint ab_braille_key_n_basic = G_N_ELEMENTS (ab_braille_key_basic);

const guint64 ab_braille_key_blocks[] = {
  BRLAPI_KEY_TYPE_CMD | BRLAPI_KEY_CMD_ROUTE,
  BRLAPI_KEY_TYPE_CMD | BRLAPI_KEY_CMD_PASSDOTS,
};
const guint ab_braille_key_n_blocks = G_N_ELEMENTS (ab_braille_key_blocks);

/* Shortcuts of the computer's keyboard, not typing. */
#define SHORTCUT_FLAGS (BRLAPI_KEY_FLG_CONTROL | BRLAPI_KEY_FLG_META | BRLAPI_KEY_FLG_GUI)

static AbBrailleKey
decode_command (guint64 code)
{
  guint64 block = code & BRLAPI_KEY_CMD_BLK_MASK;
  guint arg = (guint) (code & BRLAPI_KEY_CMD_ARG_MASK);
  AbBrailleKey key = { AB_BRAILLE_KEY_NONE, 0, 0, 0 };

  if (block == BRLAPI_KEY_CMD_ROUTE)
    {
      key.kind = AB_BRAILLE_KEY_ROUTE;
      key.cell = arg;
    }
  else if (block == BRLAPI_KEY_CMD_PASSDOTS)
    {
      /* A blank typed is the space bar alone. */
      key.kind = arg == 0 ? AB_BRAILLE_KEY_CHARACTER : AB_BRAILLE_KEY_DOTS;
      key.character = ' ';
      key.dots = (guint8) arg;
    }
  else if (block == 0)
    switch (arg)
      {
      case BRLAPI_KEY_CMD_FWINLT:
      case BRLAPI_KEY_CMD_FWINLTSKIP:
        key.kind = AB_BRAILLE_KEY_PAN_LEFT;
        break;
      case BRLAPI_KEY_CMD_FWINRT:
      case BRLAPI_KEY_CMD_FWINRTSKIP:
        key.kind = AB_BRAILLE_KEY_PAN_RIGHT;
        break;
      case BRLAPI_KEY_CMD_LNUP:
        key.kind = AB_BRAILLE_KEY_LINE_UP;
        break;
      case BRLAPI_KEY_CMD_LNDN:
        key.kind = AB_BRAILLE_KEY_LINE_DOWN;
        break;
      default:
        break;
      }
  return key;
}

static AbBrailleKey
decode_symbol (guint64 code)
{
  guint64 sym = code & BRLAPI_KEY_CODE_MASK;
  AbBrailleKey key = { AB_BRAILLE_KEY_NONE, 0, 0, 0 };

  if (code & SHORTCUT_FLAGS)
    return key;
  if (sym == BRLAPI_KEY_SYM_BACKSPACE || sym == BRLAPI_KEY_SYM_DELETE)
    key.kind = AB_BRAILLE_KEY_ERASE;
  else if (sym == BRLAPI_KEY_SYM_LINEFEED)
    key.kind = AB_BRAILLE_KEY_ENTER;
  else if (sym == BRLAPI_KEY_SYM_ESCAPE)
    key.kind = AB_BRAILLE_KEY_ESCAPE;
  else
    {
      /* Latin-1 as itself, the rest of Unicode with BRLAPI_KEY_SYM_UNICODE set; the keysyms
       * from 0xff00 up are keys (arrows, function keys), not characters. */
      gunichar c = (sym & BRLAPI_KEY_SYM_UNICODE) ? (gunichar) (sym & 0xFFFFFF)
                   : sym < 0x100                  ? (gunichar) sym
                                                  : 0;

      if (c != 0 && g_unichar_validate (c) && !g_unichar_iscntrl (c))
        {
          key.kind = AB_BRAILLE_KEY_CHARACTER;
          key.character = c;
        }
    }
  return key;
}

AbBrailleKey
ab_braille_key_decode (guint64 code)
{
  AbBrailleKey none = { AB_BRAILLE_KEY_NONE, 0, 0, 0 };

  switch (code & BRLAPI_KEY_TYPE_MASK)
    {
    case BRLAPI_KEY_TYPE_CMD:
      return decode_command (code);
    case BRLAPI_KEY_TYPE_SYM:
      return decode_symbol (code);
    default:
      return none;
    }
}
