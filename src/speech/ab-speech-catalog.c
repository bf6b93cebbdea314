/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-speech-catalog.c — the spoken language's .mo file, mapped once per process and
 * read with the describe layer's reader (ab-mo-catalog.h). */
#include "ab-speech-catalog.h"

#include <string.h>

#include "config.h"
#include "ab-mo-catalog.h"

typedef struct
{
  GMappedFile *file;
  AbMoCatalog mo;
} Catalog;

static GMutex catalogs_lock;
static Catalog *catalogs[AB_LANG_EN + 1];
static gboolean looked[AB_LANG_EN + 1];

static void
catalog_free (Catalog *c)
{
  if (c)
    g_mapped_file_unref (c->file);
  g_free (c);
}

static Catalog *
catalog_open (const char *path)
{
  GMappedFile *file = g_mapped_file_new (path, FALSE, NULL);
  Catalog *c;

  if (!file)
    return NULL;
  c = g_new0 (Catalog, 1);
  c->file = file;
  if (!ab_mo_catalog_init (&c->mo, g_mapped_file_get_contents (file),
                           g_mapped_file_get_length (file)))
    {
      g_warning ("%s is not a message catalog", path);
      catalog_free (c);
      return NULL;
    }
  return c;
}

static Catalog *
catalog_for (AbLanguage lang)
{
  Catalog *c;

  if (lang > AB_LANG_EN)
    return NULL;
  g_mutex_lock (&catalogs_lock);
  if (!looked[lang])
    {
      const char *dirs[] = { g_getenv ("ANNABELLA_LOCALEDIR"), LOCALEDIR };

      looked[lang] = TRUE;
      for (gsize i = 0; i < G_N_ELEMENTS (dirs) && !catalogs[lang]; i++)
        if (dirs[i] && *dirs[i])
          {
            g_autofree char *path = g_build_filename (dirs[i], ab_language_code (lang),
                                                      "LC_MESSAGES", "annabella.mo", NULL);

            catalogs[lang] = catalog_open (path);
          }
    }
  c = catalogs[lang];
  g_mutex_unlock (&catalogs_lock);
  return c;
}

void
ab_spoken_catalogs_reset (void)
{
  g_mutex_lock (&catalogs_lock);
  for (int i = 0; i <= AB_LANG_EN; i++)
    {
      g_clear_pointer (&catalogs[i], catalog_free);
      looked[i] = FALSE;
    }
  g_mutex_unlock (&catalogs_lock);
}

const char *
ab_spoken_npgettext (AbLanguage lang, const char *context, const char *msgid,
                     const char *msgid_plural, unsigned long n)
{
  unsigned form = n == 1 ? 0 : 1;
  /* Without a context the key is the msgid alone, as msgfmt writes it. */
  g_autofree char *key = context ? g_strconcat (context, "\004", msgid, NULL) : g_strdup (msgid);
  Catalog *c = catalog_for (lang);
  const char *s = c ? ab_mo_catalog_lookup (&c->mo, key, msgid_plural ? form : 0) : NULL;

  if (s)
    return s;
  return form == 0 || !msgid_plural ? msgid : msgid_plural;
}

const char *
ab_spoken_pgettext (AbLanguage lang, const char *context, const char *msgid)
{
  return ab_spoken_npgettext (lang, context, msgid, NULL, 1);
}
