import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales';

/**
 * The catalogue's content in the shop's other languages (docs/decisions/069-languages.md): a perfume's
 * description and notes, an ingredient's name and characteristics, kept beside the English in the row's
 * `translations` (`{ fr: { description: '…', notes: '…' } }`). Perfume names and INCI names are never
 * translated. A field without its translation is answered in English, that field alone. A perfume's
 * photographs are described per language too, by the photograph's address (`{ fr: { photos: { '/media/…': '…' } } }`),
 * so a description stays with its photograph when the photographs are reordered.
 */

/** What of a perfume is translated. */
export const perfumeTranslatedFields = ['description', 'notes', 'story'] as const;
/** What of an ingredient is translated. */
export const ingredientTranslatedFields = ['name', 'characteristics'] as const;

export type PerfumeTranslatedField = (typeof perfumeTranslatedFields)[number];
export type IngredientTranslatedField = (typeof ingredientTranslatedFields)[number];

/** Per language other than English, the fields translated (a field left out: not translated yet). */
export type Translations<F extends string> = Partial<Record<Locale, Partial<Record<F, string>>>>;
/** A perfume's translations in one language: its fields, and its photographs' descriptions by their `src`. */
type PerfumeTranslation = Partial<Record<PerfumeTranslatedField, string>> & { photos?: Record<string, string> };
export type PerfumeTranslations = Partial<Record<Locale, PerfumeTranslation>>;
export type IngredientTranslations = Translations<IngredientTranslatedField>;

/** The languages content is translated into: every language but English, whose text is the row's own. */
export const translatedLocales: readonly Locale[] = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/** The text of a translation that counts: trimmed, and not blank. */
const present = (text: string | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/**
 * `item` as `locale` reads it: each of `fields` in its translation when it has one, else its English (the
 * item's own); the default language, or an item without translations, is the item itself.
 */
export function localized<T extends Record<F, string>, F extends string>(
  item: T,
  translations: Translations<F> | null | undefined,
  fields: readonly F[],
  locale: Locale,
): T {
  if (locale === DEFAULT_LOCALE) return item;
  const own = translations?.[locale];
  if (!own) return item;
  let out: T | undefined;
  for (const f of fields) {
    const text = own[f];
    if (present(text)) (out ??= { ...item })[f] = text as T[F];
  }
  return out ?? item;
}

/** The fields of `fields` an item lacks in `locale` (blank counts as missing). */
export function missingFields<F extends string>(
  translations: Translations<F> | null | undefined,
  fields: readonly F[],
  locale: Locale,
): F[] {
  const own = translations?.[locale];
  return fields.filter((f) => !present(own?.[f]));
}

/**
 * Translations after an edit: each language and field sent replaces the one kept (an empty text removes
 * it, so that field falls back to English), each one not sent stays; a language left with nothing goes.
 */
export function mergeTranslations<F extends string>(
  kept: Translations<F> | null | undefined,
  sent: Translations<F> | undefined,
): Translations<F> {
  const out: Translations<F> = {};
  for (const [locale, fields] of Object.entries(kept ?? {})) if (fields) out[locale] = { ...fields };
  for (const [locale, fields] of Object.entries(sent ?? {})) {
    if (!fields) continue;
    const merged: Partial<Record<F, string>> = { ...out[locale] };
    for (const [f, text] of Object.entries(fields) as [F, string | undefined][]) {
      if (text === undefined) continue;
      if (present(text)) merged[f] = text.trim();
      else delete merged[f];
    }
    if (Object.keys(merged).length > 0) out[locale] = merged;
    else delete out[locale];
  }
  return out;
}

/** Every translated language with the fields it has (the ones an answer shows: `{ fr: {} }` when none yet). */
export function shownTranslations<T extends object>(
  kept: Partial<Record<Locale, T>> | null | undefined,
): Record<Locale, Partial<T>> {
  return Object.fromEntries(translatedLocales.map((l) => [l, { ...kept?.[l] }]));
}

/** `kept` without its photographs' descriptions: the translated fields alone, for the generic rules above. */
function fieldsOf(kept: PerfumeTranslations | null | undefined): Translations<PerfumeTranslatedField> {
  const out: Translations<PerfumeTranslatedField> = {};
  for (const [locale, own] of Object.entries(kept ?? {})) {
    if (!own) continue;
    const { photos: _photos, ...fields } = own;
    out[locale] = fields;
  }
  return out;
}

/**
 * A perfume's translations after an edit: its fields merged as `mergeTranslations` does, and its photographs'
 * descriptions likewise, each by its photograph (one sent replaces, an empty one removes, one not sent stays),
 * kept only for the photographs the perfume has after the edit (`photoSrcs`): a photograph removed takes its
 * descriptions with it, a photograph moved keeps them.
 */
export function mergePerfumeTranslations(
  kept: PerfumeTranslations | null | undefined,
  sent: PerfumeTranslations | undefined,
  photoSrcs: readonly string[],
): PerfumeTranslations {
  const out: PerfumeTranslations = mergeTranslations(fieldsOf(kept), sent && fieldsOf(sent));
  for (const locale of new Set([...Object.keys(kept ?? {}), ...Object.keys(sent ?? {})])) {
    const keptPhotos = kept?.[locale]?.photos ?? {};
    const sentPhotos = sent?.[locale]?.photos ?? {};
    const photos: Record<string, string> = {};
    for (const src of photoSrcs) {
      const text = Object.hasOwn(sentPhotos, src) ? sentPhotos[src] : keptPhotos[src];
      if (present(text)) photos[src] = text.trim();
    }
    if (Object.keys(photos).length > 0) out[locale] = { ...out[locale], photos };
    else if (out[locale] && Object.keys(out[locale]).length === 0) delete out[locale];
  }
  return out;
}

/** A perfume's photographs as `locale` reads them: each description in its translation where it has one, else its English. */
export function localizedPhotos<P extends { src: string; alt: string }>(
  photos: readonly P[],
  translations: PerfumeTranslations | null | undefined,
  locale: Locale,
): P[] {
  const own = locale === DEFAULT_LOCALE ? undefined : translations?.[locale]?.photos;
  return photos.map((p) => {
    const text = own && Object.hasOwn(own, p.src) ? own[p.src] : undefined;
    return present(text) ? { ...p, alt: text } : p;
  });
}
