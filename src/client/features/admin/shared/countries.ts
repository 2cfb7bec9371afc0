import type { ShippingCountry } from '@/domain/shipping/schemas';
import { countryListIn } from '@/domain/shipping/countries';
import { useI18n } from '@/client/lib/i18n';

/**
 * Every country by name in the page's language (`countryListIn`: the domain's names in English, the ones
 * invoices print, `Intl.DisplayNames`' in another), so a zone can name a country no zone ships to yet: GET
 * /api/shipping/countries lists only the shipped ones once no zone takes the rest of the world.
 */
export function useCountries(): readonly ShippingCountry[] {
  // Made once per language and kept (`countryListIn`): the same list, render after render.
  return countryListIn(useI18n().tag);
}
