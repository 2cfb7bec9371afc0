/**
 * The shop's languages (docs/decisions/069-languages.md): English, the default, at today's paths, and each
 * other under its own prefix (`/fr/collections`). A language is an entry of LOCALE_DESCRIPTIONS below (data),
 * its catalogues (`locales/<code>/`) and its translated content: no other code names one.
 */

/** A language's code, as URLs, `?lang=`, `Content-Language` and the orders' `locale` write it: `en`, `fr`. */
export type Locale = string;

/** How a language writes an amount and a number (by hand: a phone's first `Intl.NumberFormat` costs it tens of ms). */
interface MoneyStyle {
  /** The currency's symbol before the amount (`€145.00`), else after it (`145,00 €`). */
  before: boolean;
  /** Between the amount and a symbol after it. */
  space: string;
  group: string;
  decimal: string;
  /** Each usual currency's sign in this language (`£` in English, `£GB` in French, as Intl writes them); any other goes through Intl. */
  symbols: Readonly<Record<string, string>>;
}

export interface LocaleDescription {
  code: Locale;
  /** The BCP 47 tag `Intl` formats dates and plurals with. */
  tag: string;
  /** The language's own name, as its switcher shows it. */
  name: string;
  /** Open Graph's `og:locale`. */
  openGraph: string;
  money: MoneyStyle;
  /** After a percentage's number (`15%` in English, `15 %` in French, as Intl writes it). */
  percent: string;
  /**
   * The note offering this language to a visitor whose browser prefers it, in this language (an English page
   * carries no other language's catalogue, so these few words live with the language); none: not offered.
   */
  offer?: { label: string; text: string; read: string; close: string };
}

/** The languages, the default first. */
const LOCALE_DESCRIPTIONS: readonly LocaleDescription[] = [
  {
    code: 'en',
    tag: 'en-US',
    name: 'English',
    openGraph: 'en_US',
    money: {
      before: true,
      space: '',
      group: ',',
      decimal: '.',
      symbols: { EUR: '€', GBP: '£', USD: '$', CHF: 'CHF', JPY: '¥' },
    },
    percent: '%',
  },
  {
    code: 'fr',
    tag: 'fr-FR',
    name: 'Français',
    openGraph: 'fr_FR',
    money: {
      before: false,
      space: '\u00a0',
      group: '\u202f',
      decimal: ',',
      symbols: { EUR: '€', GBP: '£GB', USD: '$US', CHF: 'CHF', JPY: 'JPY' },
    },
    percent: '\u00a0%',
    offer: { label: 'Langue du site', text: 'Ce site existe en français.', read: 'Lire en français', close: 'Fermer' },
  },
];
export const LOCALES: readonly Locale[] = LOCALE_DESCRIPTIONS.map((l) => l.code);
export const DEFAULT_LOCALE: Locale = LOCALES[0]!;

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && LOCALES.includes(value);

export function describeLocale(locale: Locale): LocaleDescription {
  return LOCALE_DESCRIPTIONS.find((l) => l.code === locale) ?? LOCALE_DESCRIPTIONS[0]!;
}

/**
 * A language's name as a page in another language says it (`French` on an English page, `français` on a French
 * one: a label beside a field), else its own name. A switcher names each language in its own (`describeLocale`).
 */
export function languageNameIn(code: Locale, pageTag: string): string {
  try {
    let names = languageNames.get(pageTag);
    if (!names) {
      names = new Intl.DisplayNames([pageTag], { type: 'language' });
      languageNames.set(pageTag, names);
    }
    return names.of(code) ?? describeLocale(code).name;
  } catch {
    return describeLocale(code).name;
  }
}
/** One `Intl.DisplayNames` per page language (a field's label asks at every render). */
const languageNames = new Map<string, Intl.DisplayNames>();

/** A page's path in a language: `/collections` → `/fr/collections`, `/` → `/fr`; the default language's is itself. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  if (path === '/' || path === '') return `/${locale}`;
  if (/^\/?[?#]/.test(path)) return `/${locale}${path.replace(/^\//, '')}`;
  return `/${locale}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The language a page's path is in, and the path as the default language writes it: `/fr/cart` → fr, `/cart`. */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  const m = /^\/([a-z]{2})(?=$|[/?#])(.*)$/.exec(path);
  if (m && m[1] !== DEFAULT_LOCALE && isLocale(m[1])) {
    const rest = m[2] ?? '';
    return { locale: m[1], path: rest === '' || /^[?#]/.test(rest) ? `/${rest}` : rest };
  }
  return { locale: DEFAULT_LOCALE, path };
}

/**
 * The shop's language an `Accept-Language` header prefers most (its q-values weighed, `fr-CH` as `fr`), or
 * undefined when it names none of them.
 */
export function negotiateLocale(header: string | undefined | null): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { code: range.trim().toLowerCase().split('-')[0]!, q: q === undefined ? 1 : Number(q), order };
    })
    .filter((r) => r.q > 0 && (r.code === '*' || isLocale(r.code)))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  const best = ranked[0];
  if (!best) return undefined;
  return best.code === '*' ? DEFAULT_LOCALE : best.code;
}
