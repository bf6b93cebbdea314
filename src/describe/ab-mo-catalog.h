/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-mo-catalog.h — the GNU .mo message catalog format, read from memory: a header,
 * then two tables (original strings and translations) sorted by original and
 * searched by bisection. Plain C, so that the describe layer and the speech
 * library read catalogs the same way; where the bytes come from is theirs. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct
{
  const char *data;
  size_t size;
  bool swapped;
  uint32_t n;
  uint32_t originals;
  uint32_t translations;
} AbMoCatalog;

/* Checks the header of data[0 .. size); false when it is no catalog. */
bool ab_mo_catalog_init (AbMoCatalog *self, const char *data, size_t size);

/* The form-th form of key's translation (key: "msgctxt\004msgid", or the msgid alone),
 * or NULL when there is none (or the file is damaged there). */
const char *ab_mo_catalog_lookup (const AbMoCatalog *self, const char *key, unsigned form);
