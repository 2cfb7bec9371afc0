import { countryCodeOf, countryNameIn } from '../shipping/countries';
import { normalisePostcode, postcodeProblem } from './postcodes';
import { regionCode, regionProblem, regionRule } from './regions';

/** The parts of an address the rules read: as the checkout, the profile and the orders keep them. */
export interface AddressParts {
  address: string;
  address2?: string | undefined;
  city: string;
  region?: string | undefined;
  postalCode: string;
  /** An ISO code, or a country's name on older orders and from older clients. */
  country: string;
}

/** What is wrong with the country-dependent parts (postal code, region), field by field, in the form's words. */
export function addressProblems(
  details: Pick<AddressParts, 'country' | 'postalCode' | 'region'>,
): { field: 'postalCode' | 'region'; message: string }[] {
  // Read before the fields' own checks passed (the form shows every error at once): a field may be missing.
  const code = countryCodeOf(typeof details.country === 'string' ? details.country : '');
  const problems: { field: 'postalCode' | 'region'; message: string }[] = [];
  const postcode = postcodeProblem(code, details.postalCode);
  if (postcode) problems.push({ field: 'postalCode', message: postcode });
  const region = regionProblem(code, details.region);
  if (region) problems.push({ field: 'region', message: region });
  return problems;
}

/**
 * The address as it is kept: the postal code in its country's written form, a listed region by
 * its code ("Texas" → "TX"), no region for a country whose addresses name none (one left from
 * another country picked first), no empty second line. Idempotent.
 */
export function normaliseAddress<T extends AddressParts>(details: T): T {
  const code = countryCodeOf(details.country);
  const { address2, region, ...rest } = details;
  const line2 = address2?.trim();
  const named = region?.trim();
  return {
    ...rest,
    postalCode: normalisePostcode(code, details.postalCode),
    ...(line2 ? { address2: line2 } : {}),
    ...(named && regionRule(code) ? { region: regionCode(code, named) } : {}),
  } as T;
}

/** Countries whose addresses end "City, ST 12345" (US) or "City ST 1234" (Canada, Australia). */
const CITY_REGION_POSTCODE = new Set(['US', 'CA', 'AU']);
/** Countries that write the town and then the postal code, on one line. */
const CITY_POSTCODE = new Set(['NZ', 'SG', 'KR', 'ZA', 'TH', 'ID', 'PH', 'IN', 'IL']);
/** The UK and its crown dependencies, Ireland: the town on a line, the postcode on the next. */
const TOWN_THEN_POSTCODE = new Set(['GB', 'GG', 'JE', 'IM', 'IE']);

const join = (...parts: (string | undefined)[]) =>
  parts
    .map((p) => p?.trim() ?? '')
    .filter((p) => p !== '')
    .join(' ');

/**
 * An address's lines in its country's order (issue #43), after the name and before nothing: the
 * street lines, the locality as the country's post writes it, and the country's name last. Empty
 * parts are left out (a buyer of gift cards only gave no address; a deleted customer's order keeps
 * only the country).
 *
 * - US: "Austin, TX 78701"; Canada and Australia: "Toronto ON M5V 2T6", "Sydney NSW 2000".
 * - UK, Ireland: the town, then the postcode (and Ireland's county) on their own lines.
 * - Italy: "00184 Roma RM"; Brazil: "São Paulo - SP" then the CEP; Japan (Latin form): "Chiyoda-ku, Tokyo 100-0001".
 * - Most of Europe and elsewhere: "75001 Paris", then the region on its own line when there is one.
 */
export function formatAddress(details: AddressParts, countryCode?: string, tag = 'en'): string[] {
  const code = countryCode ?? countryCodeOf(details.country) ?? '';
  const { city, postalCode: postcode } = details;
  const region = details.region?.trim() ?? '';
  // "Austin," before the state: no comma when there is no town or nothing after it.
  const cityComma = city.trim() && region ? `${city.trim()},` : city;
  const locality: string[] = (() => {
    if (CITY_REGION_POSTCODE.has(code)) return [join(code === 'US' ? cityComma : city, region, postcode)];
    if (TOWN_THEN_POSTCODE.has(code)) return [city, region, postcode];
    if (code === 'IT') return [join(postcode, city, region)];
    if (code === 'BR') return [city.trim() && region ? `${city.trim()} - ${region}` : join(city, region), postcode];
    if (code === 'JP') return [join(cityComma, region, postcode)];
    if (CITY_POSTCODE.has(code)) return [join(city, postcode), region];
    return [join(postcode, city), region];
  })();
  // The country in the reader's language (`tag`, BCP 47): English by default.
  const country = details.country ? countryNameIn(code || details.country, tag) : '';
  return [details.address, details.address2 ?? '', ...locality, country].map((l) => l.trim()).filter((l) => l !== '');
}

/** An account's address as the profile keeps it (each part may be missing), for `formatAddress`. */
export function profileAddress(profile: {
  address: string | null;
  address2?: string | null | undefined;
  city: string | null;
  region?: string | null | undefined;
  postalCode: string | null;
  country: string | null;
}): AddressParts {
  return {
    address: profile.address ?? '',
    address2: profile.address2 ?? undefined,
    city: profile.city ?? '',
    region: profile.region ?? undefined,
    postalCode: profile.postalCode ?? '',
    country: profile.country ?? '',
  };
}
