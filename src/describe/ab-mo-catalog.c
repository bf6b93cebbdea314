/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-mo-catalog.c — the .mo format: header, tables, bisection. */
#include "ab-mo-catalog.h"

#include <string.h>

#define MO_MAGIC 0x950412deu
#define MO_MAGIC_SWAPPED 0xde120495u

static uint32_t
read_u32 (const AbMoCatalog *c, uint32_t offset)
{
  uint32_t v;

  memcpy (&v, c->data + offset, 4);
  if (c->swapped)
    v = (v >> 24) | ((v >> 8) & 0xff00u) | ((v << 8) & 0xff0000u) | (v << 24);
  return v;
}

/* The string at table entry i, with its length, or NULL when the file is damaged. */
static const char *
table_string (const AbMoCatalog *c, uint32_t table, uint32_t i, uint32_t *len)
{
  uint64_t at = (uint64_t) table + 8u * (uint64_t) i;
  uint32_t offset;

  if (at + 8 > c->size)
    return NULL;
  *len = read_u32 (c, (uint32_t) at);
  offset = read_u32 (c, (uint32_t) at + 4);
  if ((uint64_t) offset + *len >= c->size || c->data[offset + *len] != '\0')
    return NULL;
  return c->data + offset;
}

bool
ab_mo_catalog_init (AbMoCatalog *self, const char *data, size_t size)
{
  uint32_t magic;

  memset (self, 0, sizeof *self);
  if (data == NULL || size < 28)
    return false;
  memcpy (&magic, data, 4);
  if (magic != MO_MAGIC && magic != MO_MAGIC_SWAPPED)
    return false;
  self->data = data;
  self->size = size;
  self->swapped = magic == MO_MAGIC_SWAPPED;
  self->n = read_u32 (self, 8);
  self->originals = read_u32 (self, 12);
  self->translations = read_u32 (self, 16);
  if ((uint64_t) self->originals + 8ull * self->n > size
      || (uint64_t) self->translations + 8ull * self->n > size)
    {
      memset (self, 0, sizeof *self);
      return false;
    }
  return true;
}

const char *
ab_mo_catalog_lookup (const AbMoCatalog *self, const char *key, unsigned form)
{
  uint32_t lo = 0, hi = self && self->data ? self->n : 0;

  while (lo < hi)
    {
      uint32_t mid = lo + (hi - lo) / 2, len;
      const char *orig = table_string (self, self->originals, mid, &len);
      int cmp;

      if (!orig)
        return NULL;
      cmp = strcmp (key, orig);
      if (cmp == 0)
        {
          const char *s = table_string (self, self->translations, mid, &len);
          const char *end = s ? s + len : NULL;

          for (; s && form > 0; form--)
            {
              s += strlen (s) + 1;
              if (s > end)
                return NULL;
            }
          return s && *s ? s : NULL;
        }
      if (cmp < 0)
        hi = mid;
      else
        lo = mid + 1;
    }
  return NULL;
}
