/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-describe-catalog.c — a language's catalog read whole into memory, once per thread. */
#include "ab-describe-catalog.h"

#include <stdio.h>
#include <stdlib.h>

#include "config.h"
#include "ab-mo-catalog.h"

/* No catalog of ours comes near this; a larger file is not read. */
#define CATALOG_MAX (16u << 20)

/* Per thread, so that no lock is needed: a thread reads a catalog at most once. */
static _Thread_local AbMoCatalog catalogs[AB_LANG_EN];
static _Thread_local bool looked[AB_LANG_EN];

static void
catalog_read (AbMoCatalog *c, const char *path)
{
  FILE *f = fopen (path, "rb");
  long size;
  char *data = NULL;

  if (f == NULL)
    return;
  if (fseek (f, 0, SEEK_END) == 0 && (size = ftell (f)) > 0 && (unsigned long) size <= CATALOG_MAX
      && fseek (f, 0, SEEK_SET) == 0 && (data = malloc ((size_t) size)) != NULL
      && fread (data, 1, (size_t) size, f) == (size_t) size
      && ab_mo_catalog_init (c, data, (size_t) size))
    data = NULL; /* kept by the catalog for the thread's life */
  free (data);
  fclose (f);
}

const char *
ab_describe_catalog_gettext (AbLanguage lang, const char *msgid)
{
  const char *s;

  if ((unsigned) lang >= AB_LANG_EN)
    return msgid;
  if (!looked[lang])
    {
      const char *dirs[] = { getenv ("ANNABELLA_LOCALEDIR"), LOCALEDIR };
      char path[4096];

      looked[lang] = true;
      for (size_t i = 0; i < sizeof dirs / sizeof dirs[0] && catalogs[lang].data == NULL; i++)
        if (dirs[i] && *dirs[i]
            && (size_t) snprintf (path, sizeof path, "%s/%s/LC_MESSAGES/annabella.mo", dirs[i],
                                  ab_language_code (lang))
                 < sizeof path)
          catalog_read (&catalogs[lang], path);
    }
  s = ab_mo_catalog_lookup (&catalogs[lang], msgid, 0);
  return s ? s : msgid;
}
