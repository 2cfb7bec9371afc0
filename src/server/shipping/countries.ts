import { createRequire } from 'node:module';
import countries, { type LocaleData } from 'i18n-iso-countries';

// Read with require: the bundled server (esbuild, target node20) drops an import's `with { type: 'json' }`,
// and Node then refuses to start.
countries.registerLocale(createRequire(import.meta.url)('i18n-iso-countries/langs/en.json') as LocaleData);

/** Every ISO 3166-1 country by its English name (the short form: "United States", not "…of America"), sorted by name. */
const ALL: readonly { code: string; name: string }[] = Object.keys(countries.getAlpha2Codes())
  .map((code) => ({ code, name: countries.getName(code, 'en', { select: 'alias' }) ?? code }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const NAMES = new Map(ALL.map((c) => [c.code, c.name]));

export function allCountries(): readonly { code: string; name: string }[] {
  return ALL;
}

/** A country's English name, or the text as it was (an order placed before codes were stored). */
export function countryName(codeOrName: string): string {
  return NAMES.get(codeOrName.toUpperCase()) ?? codeOrName;
}

/**
 * The ISO code for what a shopper sent: a code (`fr`, `FR`) or a name in English (`France`,
 * `United States`, `USA`, as older clients send); undefined when it names no country.
 */
export function countryCode(input: string): string | undefined {
  const text = input.trim();
  if (/^[A-Za-z]{2}$/.test(text)) {
    const code = text.toUpperCase();
    return NAMES.has(code) ? code : undefined;
  }
  return countries.getAlpha2Code(text, 'en') ?? (text.toUpperCase() === 'UK' ? 'GB' : undefined);
}
