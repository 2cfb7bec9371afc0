import type { ShippingCountry } from '@/domain/shipping/schemas';
import { countryList } from '@/domain/shipping/countries';

/**
 * Every ISO 3166-1 country by name, so a zone can name a country no zone ships to yet: GET
 * /api/shipping/countries lists only the shipped ones once no zone takes the rest of the world.
 * The names are the domain's, the ones invoices print (issue #43).
 */
export function allCountries(): ShippingCountry[] {
  return countryList();
}
