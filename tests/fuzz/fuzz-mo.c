/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-mo.c — the message catalog reader on any bytes: a catalog found through
 * ANNABELLA_LOCALEDIR may be damaged. Reading it and looking up any string,
 * in any plural form, must stay inside the file and give NUL-terminated text
 * or nothing. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ab-mo-catalog.h"

static void
look (const AbMoCatalog *c, const char *key)
{
  for (unsigned form = 0; form < 3; form++)
    {
      const char *s = ab_mo_catalog_lookup (c, key, form);

      if (s != NULL && (s < c->data || s >= c->data + c->size || strlen (s) >= c->size))
        abort ();
    }
}

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  char *copy = malloc (size ? size : 1);
  AbMoCatalog c;

  memcpy (copy, data, size);
  if (ab_mo_catalog_init (&c, copy, size))
    {
      look (&c, "");
      look (&c, "spoken\004Your move.");
      /* the strings the file itself holds, read as keys, where they lie inside it */
      for (size_t i = 28; i + 1 < size && i < 4096; i += 97)
        if (memchr (copy + i, '\0', size - i) != NULL)
          look (&c, copy + i);
    }
  else if (c.data != NULL || c.n != 0)
    abort ();
  free (copy);
  return 0;
}
