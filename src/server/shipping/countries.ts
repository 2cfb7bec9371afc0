import { createRequire } from 'node:module';
import countries, { type LocaleData } from 'i18n-iso-countries';
import { countryCodeOf, countryList, countryName as domainCountryName } from '../../domain/shipping/countries';

// Read with require: the bundled server (esbuild, target node20) drops an import's `with { type: 'json' }`,
// and Node then refuses to start. Only to read the many names older clients may send; the names the
// shop prints are the domain's (`domain/shipping/countries`), the browser's too.
countries.registerLocale(createRequire(import.meta.url)('i18n-iso-countries/langs/en.json') as LocaleData);

/** Every ISO 3166-1 country by the name people use ("United Kingdom", "United States"), sorted by name. */
const ALL: readonly { code: string; name: string }[] = countryList();

export function allCountries(): readonly { code: string; name: string }[] {
  return ALL;
}

/** A country's English name, or the text as it was (an order placed before codes were stored). */
export const countryName = domainCountryName;

/**
 * The ISO code for what a shopper sent: a code (`fr`, `FR`) or a name in English (`France`,
 * `United States`, `USA`, as older clients send); undefined when it names no country.
 */
export function countryCode(input: string): string | undefined {
  const text = input.trim();
  return countryCodeOf(text) ?? (/^[A-Za-z]{2}$/.test(text) ? undefined : countries.getAlpha2Code(text, 'en'));
}
