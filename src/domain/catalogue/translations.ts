import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales';

/**
 * The catalogue's content in the shop's other languages (docs/decisions/069-languages.md): a perfume's
 * description and notes, an ingredient's name and characteristics, kept beside the English in the row's
 * `translations` (`{ fr: { description: '…', notes: '…' } }`). Perfume names and INCI names are never
 * translated. A field without its translation is answered in English, that field alone.
 */

/** What of a perfume is translated. */
export const perfumeTranslatedFields = ['description', 'notes', 'story'] as const;
/** What of an ingredient is translated. */
export const ingredientTranslatedFields = ['name', 'characteristics'] as const;

export type PerfumeTranslatedField = (typeof perfumeTranslatedFields)[number];
export type IngredientTranslatedField = (typeof ingredientTranslatedFields)[number];

/** Per language other than English, the fields translated (a field left out: not translated yet). */
export type Translations<F extends string> = Partial<Record<Locale, Partial<Record<F, string>>>>;
export type PerfumeTranslations = Translations<PerfumeTranslatedField>;
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
export function shownTranslations<F extends string>(
  kept: Translations<F> | null | undefined,
): Record<Locale, Partial<Record<F, string>>> {
  return Object.fromEntries(translatedLocales.map((l) => [l, { ...kept?.[l] }]));
}
