/* ab-describe-catalog.c — a reader for GNU .mo files in plain C: the file read whole,
 * its sorted table of original strings searched by bisection. */
#include "ab-describe-catalog.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"

#define MO_MAGIC 0x950412deu
#define MO_MAGIC_SWAPPED 0xde120495u
/* No catalog of ours comes near this; a larger file is not read. */
#define CATALOG_MAX (16u << 20)

typedef struct
{
  char *data;
  size_t size;
  bool swapped;
  uint32_t n, originals, translations;
} Catalog;

static const char *const names[] = { [AB_LANG_DE] = "de", [AB_LANG_NL] = "nl" };

/* Per thread, so that no lock is needed: a thread reads a catalog at most once. */
static _Thread_local Catalog catalogs[AB_LANG_EN];
static _Thread_local bool looked[AB_LANG_EN];

static uint32_t
read_u32 (const Catalog *c, uint32_t offset)
{
  uint32_t v;

  memcpy (&v, c->data + offset, 4);
  if (c->swapped)
    v = (v >> 24) | ((v >> 8) & 0xff00u) | ((v << 8) & 0xff0000u) | (v << 24);
  return v;
}

/* The string at table entry i, or NULL when the file is damaged. */
static const char *
table_string (const Catalog *c, uint32_t table, uint32_t i)
{
  uint64_t at = (uint64_t) table + 8u * (uint64_t) i;
  uint32_t len, offset;

  if (at + 8 > c->size)
    return NULL;
  len = read_u32 (c, (uint32_t) at);
  offset = read_u32 (c, (uint32_t) at + 4);
  if ((uint64_t) offset + len >= c->size || c->data[offset + len] != '\0')
    return NULL;
  return c->data + offset;
}

static bool
catalog_read (Catalog *c, const char *path)
{
  FILE *f = fopen (path, "rb");
  long size;
  uint32_t magic;

  if (f == NULL)
    return false;
  if (fseek (f, 0, SEEK_END) != 0 || (size = ftell (f)) < 28 || (unsigned long) size > CATALOG_MAX
      || fseek (f, 0, SEEK_SET) != 0 || (c->data = malloc ((size_t) size)) == NULL)
    {
      fclose (f);
      return false;
    }
  c->size = (size_t) size;
  if (fread (c->data, 1, c->size, f) != c->size)
    goto bad;
  memcpy (&magic, c->data, 4);
  if (magic != MO_MAGIC && magic != MO_MAGIC_SWAPPED)
    goto bad;
  c->swapped = magic == MO_MAGIC_SWAPPED;
  c->n = read_u32 (c, 8);
  c->originals = read_u32 (c, 12);
  c->translations = read_u32 (c, 16);
  if ((uint64_t) c->originals + 8ull * c->n > c->size
      || (uint64_t) c->translations + 8ull * c->n > c->size)
    goto bad;
  fclose (f);
  return true;

bad:
  fclose (f);
  free (c->data);
  memset (c, 0, sizeof *c);
  return false;
}

static Catalog *
catalog_for (AbLanguage lang)
{
  if ((unsigned) lang >= AB_LANG_EN)
    return NULL;
  if (!looked[lang])
    {
      const char *dirs[] = { getenv ("ANNABELLA_LOCALEDIR"), LOCALEDIR };
      char path[4096];

      looked[lang] = true;
      for (size_t i = 0; i < sizeof dirs / sizeof dirs[0] && catalogs[lang].data == NULL; i++)
        if (dirs[i] && *dirs[i]
            && (size_t) snprintf (path, sizeof path, "%s/%s/LC_MESSAGES/annabella.mo", dirs[i],
                                  names[lang])
                 < sizeof path)
          catalog_read (&catalogs[lang], path);
    }
  return catalogs[lang].data ? &catalogs[lang] : NULL;
}

const char *
ab_describe_catalog_gettext (AbLanguage lang, const char *msgid)
{
  const Catalog *c = catalog_for (lang);
  uint32_t lo = 0, hi = c ? c->n : 0;

  while (lo < hi)
    {
      uint32_t mid = lo + (hi - lo) / 2;
      const char *orig = table_string (c, c->originals, mid);
      int cmp;

      if (!orig)
        return msgid;
      cmp = strcmp (msgid, orig);
      if (cmp == 0)
        {
          const char *s = table_string (c, c->translations, mid);

          return s && *s ? s : msgid;
        }
      if (cmp < 0)
        hi = mid;
      else
        lo = mid + 1;
    }
  return msgid;
}
