import { useMemo } from 'react';
import type { ShippingCountry } from '@/domain/shipping/schemas';
import { countryList } from '@/domain/shipping/countries';
import { DEFAULT_LOCALE, type Locale } from '@/domain/i18n/locales';
import { useI18n } from '@/client/lib/i18n';

const named = new Map<Locale, ShippingCountry[]>();

/**
 * Every ISO 3166-1 country, named and ordered in a language: the domain's names in English (the ones invoices
 * print, issue #43), `Intl.DisplayNames`' in another language (its own table would be one per language), the
 * English name where Intl has none.
 */
function countriesIn(locale: Locale, tag: string): ShippingCountry[] {
  if (locale === DEFAULT_LOCALE || typeof Intl.DisplayNames !== 'function') return countryList();
  let list = named.get(locale);
  if (!list) {
    const names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' });
    const order = new Intl.Collator(tag);
    list = countryList()
      .map((c) => ({ code: c.code, name: names.of(c.code) ?? c.name }))
      .sort((a, b) => order.compare(a.name, b.name));
    named.set(locale, list);
  }
  return list;
}

/**
 * Every country by name in the page's language, so a zone can name a country no zone ships to yet: GET
 * /api/shipping/countries lists only the shipped ones once no zone takes the rest of the world.
 */
export function useCountries(): ShippingCountry[] {
  const { locale, tag } = useI18n();
  return useMemo(() => countriesIn(locale, tag), [locale, tag]);
}
