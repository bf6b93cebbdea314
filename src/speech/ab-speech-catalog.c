/* ab-speech-catalog.c — a reader for GNU .mo files: a sorted table of
 * original strings (context\004msgid[\0plural]) and their translations
 * (form0[\0form1…]), searched by bisection. */
#include "ab-speech-catalog.h"

#include <string.h>

#include "config.h"
#include "ab-speech-voice.h"

#define MO_MAGIC 0x950412deu
#define MO_MAGIC_SWAPPED 0xde120495u

typedef struct
{
  GMappedFile *file;
  const char *data;
  gsize size;
  gboolean swapped;
  guint32 n;
  guint32 originals;
  guint32 translations;
} Catalog;

static GMutex catalogs_lock;
static Catalog *catalogs[AB_LANG_EN + 1];
static gboolean looked[AB_LANG_EN + 1];

static guint32
read_u32 (const Catalog *c, guint32 offset)
{
  guint32 v;

  memcpy (&v, c->data + offset, 4);
  return c->swapped ? GUINT32_SWAP_LE_BE (v) : v;
}

/* The string at table entry i, or NULL when the file is damaged. */
static const char *
table_string (const Catalog *c, guint32 table, guint32 i, guint32 *len)
{
  guint32 at = table + 8 * i;
  guint32 offset;

  if ((gsize) at + 8 > c->size)
    return NULL;
  *len = read_u32 (c, at);
  offset = read_u32 (c, at + 4);
  if ((gsize) offset + *len >= c->size || c->data[offset + *len] != '\0')
    return NULL;
  return c->data + offset;
}

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
  guint32 magic;

  if (!file)
    return NULL;
  c = g_new0 (Catalog, 1);
  c->file = file;
  c->data = g_mapped_file_get_contents (file);
  c->size = g_mapped_file_get_length (file);
  if (c->size < 28)
    goto bad;
  memcpy (&magic, c->data, 4);
  if (magic != MO_MAGIC && magic != MO_MAGIC_SWAPPED)
    goto bad;
  c->swapped = magic == MO_MAGIC_SWAPPED;
  c->n = read_u32 (c, 8);
  c->originals = read_u32 (c, 12);
  c->translations = read_u32 (c, 16);
  if ((guint64) c->originals + 8ull * c->n > c->size
      || (guint64) c->translations + 8ull * c->n > c->size)
    goto bad;
  return c;

bad:
  g_warning ("%s is not a message catalog", path);
  catalog_free (c);
  return NULL;
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
            g_autofree char *path = g_build_filename (dirs[i], ab_voice_name (lang),
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

/* The translation's form-th form for key, or NULL. */
static const char *
lookup (Catalog *c, const char *key, unsigned form)
{
  guint32 lo = 0, hi = c ? c->n : 0;

  while (lo < hi)
    {
      guint32 mid = lo + (hi - lo) / 2;
      guint32 len;
      const char *orig = table_string (c, c->originals, mid, &len);
      int cmp;

      if (!orig)
        return NULL;
      cmp = strcmp (key, orig);
      if (cmp == 0)
        {
          const char *s = table_string (c, c->translations, mid, &len);
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

const char *
ab_spoken_npgettext (AbLanguage lang, const char *context, const char *msgid,
                     const char *msgid_plural, unsigned long n)
{
  unsigned form = n == 1 ? 0 : 1;
  /* Without a context the key is the msgid alone, as msgfmt writes it. */
  g_autofree char *key = context ? g_strconcat (context, "\004", msgid, NULL) : g_strdup (msgid);
  const char *s = lookup (catalog_for (lang), key, msgid_plural ? form : 0);

  if (s)
    return s;
  return form == 0 || !msgid_plural ? msgid : msgid_plural;
}

const char *
ab_spoken_pgettext (AbLanguage lang, const char *context, const char *msgid)
{
  return ab_spoken_npgettext (lang, context, msgid, NULL, 1);
}
