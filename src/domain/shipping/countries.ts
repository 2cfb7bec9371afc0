import { DEFAULT_LOCALE, describeLocale } from '../i18n/locales';

/**
 * Countries by the names people use (issue #43): "United Kingdom", not "UK"; "United States", not
 * "United States of America"; one Congo per Congo. One table for the server (invoices, slips, mails,
 * the shipping list) and the browser (settings, checkout), so every page names a country alike.
 *
 * A static table rather than `Intl.DisplayNames` or `i18n-iso-countries` in the browser: ICU's
 * names differ between Node and browser versions ("Congo - Kinshasa", "St. Lucia", "Hong Kong SAR
 * China") and would need as many overrides, and the table costs about 4 KB (under 2 KB gzipped),
 * less than the 6.7 KB of `i18n-iso-countries/langs/en.json` the server reads to parse older names.
 * Built from i18n-iso-countries' short names, with the overrides people expect. The table is English's; a
 * page in another language names countries through `Intl.DisplayNames` (`countryNameIn`), which it pays for
 * only when it first names one, so an English page pays nothing new.
 */
export const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  AD: 'Andorra',
  AE: 'United Arab Emirates',
  AF: 'Afghanistan',
  AG: 'Antigua and Barbuda',
  AI: 'Anguilla',
  AL: 'Albania',
  AM: 'Armenia',
  AO: 'Angola',
  AQ: 'Antarctica',
  AR: 'Argentina',
  AS: 'American Samoa',
  AT: 'Austria',
  AU: 'Australia',
  AW: 'Aruba',
  AX: 'Åland Islands',
  AZ: 'Azerbaijan',
  BA: 'Bosnia and Herzegovina',
  BB: 'Barbados',
  BD: 'Bangladesh',
  BE: 'Belgium',
  BF: 'Burkina Faso',
  BG: 'Bulgaria',
  BH: 'Bahrain',
  BI: 'Burundi',
  BJ: 'Benin',
  BL: 'Saint Barthélemy',
  BM: 'Bermuda',
  BN: 'Brunei',
  BO: 'Bolivia',
  BQ: 'Caribbean Netherlands',
  BR: 'Brazil',
  BS: 'Bahamas',
  BT: 'Bhutan',
  BV: 'Bouvet Island',
  BW: 'Botswana',
  BY: 'Belarus',
  BZ: 'Belize',
  CA: 'Canada',
  CC: 'Cocos (Keeling) Islands',
  CD: 'Democratic Republic of the Congo',
  CF: 'Central African Republic',
  CG: 'Congo',
  CH: 'Switzerland',
  CI: "Côte d'Ivoire",
  CK: 'Cook Islands',
  CL: 'Chile',
  CM: 'Cameroon',
  CN: 'China',
  CO: 'Colombia',
  CR: 'Costa Rica',
  CU: 'Cuba',
  CV: 'Cape Verde',
  CW: 'Curaçao',
  CX: 'Christmas Island',
  CY: 'Cyprus',
  CZ: 'Czechia',
  DE: 'Germany',
  DJ: 'Djibouti',
  DK: 'Denmark',
  DM: 'Dominica',
  DO: 'Dominican Republic',
  DZ: 'Algeria',
  EC: 'Ecuador',
  EE: 'Estonia',
  EG: 'Egypt',
  EH: 'Western Sahara',
  ER: 'Eritrea',
  ES: 'Spain',
  ET: 'Ethiopia',
  FI: 'Finland',
  FJ: 'Fiji',
  FK: 'Falkland Islands',
  FM: 'Micronesia',
  FO: 'Faroe Islands',
  FR: 'France',
  GA: 'Gabon',
  GB: 'United Kingdom',
  GD: 'Grenada',
  GE: 'Georgia',
  GF: 'French Guiana',
  GG: 'Guernsey',
  GH: 'Ghana',
  GI: 'Gibraltar',
  GL: 'Greenland',
  GM: 'Gambia',
  GN: 'Guinea',
  GP: 'Guadeloupe',
  GQ: 'Equatorial Guinea',
  GR: 'Greece',
  GS: 'South Georgia and the South Sandwich Islands',
  GT: 'Guatemala',
  GU: 'Guam',
  GW: 'Guinea-Bissau',
  GY: 'Guyana',
  HK: 'Hong Kong',
  HM: 'Heard Island and McDonald Islands',
  HN: 'Honduras',
  HR: 'Croatia',
  HT: 'Haiti',
  HU: 'Hungary',
  ID: 'Indonesia',
  IE: 'Ireland',
  IL: 'Israel',
  IM: 'Isle of Man',
  IN: 'India',
  IO: 'British Indian Ocean Territory',
  IQ: 'Iraq',
  IR: 'Iran',
  IS: 'Iceland',
  IT: 'Italy',
  JE: 'Jersey',
  JM: 'Jamaica',
  JO: 'Jordan',
  JP: 'Japan',
  KE: 'Kenya',
  KG: 'Kyrgyzstan',
  KH: 'Cambodia',
  KI: 'Kiribati',
  KM: 'Comoros',
  KN: 'Saint Kitts and Nevis',
  KP: 'North Korea',
  KR: 'South Korea',
  KW: 'Kuwait',
  KY: 'Cayman Islands',
  KZ: 'Kazakhstan',
  LA: 'Laos',
  LB: 'Lebanon',
  LC: 'Saint Lucia',
  LI: 'Liechtenstein',
  LK: 'Sri Lanka',
  LR: 'Liberia',
  LS: 'Lesotho',
  LT: 'Lithuania',
  LU: 'Luxembourg',
  LV: 'Latvia',
  LY: 'Libya',
  MA: 'Morocco',
  MC: 'Monaco',
  MD: 'Moldova',
  ME: 'Montenegro',
  MF: 'Saint Martin',
  MG: 'Madagascar',
  MH: 'Marshall Islands',
  MK: 'North Macedonia',
  ML: 'Mali',
  MM: 'Myanmar',
  MN: 'Mongolia',
  MO: 'Macao',
  MP: 'Northern Mariana Islands',
  MQ: 'Martinique',
  MR: 'Mauritania',
  MS: 'Montserrat',
  MT: 'Malta',
  MU: 'Mauritius',
  MV: 'Maldives',
  MW: 'Malawi',
  MX: 'Mexico',
  MY: 'Malaysia',
  MZ: 'Mozambique',
  NA: 'Namibia',
  NC: 'New Caledonia',
  NE: 'Niger',
  NF: 'Norfolk Island',
  NG: 'Nigeria',
  NI: 'Nicaragua',
  NL: 'Netherlands',
  NO: 'Norway',
  NP: 'Nepal',
  NR: 'Nauru',
  NU: 'Niue',
  NZ: 'New Zealand',
  OM: 'Oman',
  PA: 'Panama',
  PE: 'Peru',
  PF: 'French Polynesia',
  PG: 'Papua New Guinea',
  PH: 'Philippines',
  PK: 'Pakistan',
  PL: 'Poland',
  PM: 'Saint Pierre and Miquelon',
  PN: 'Pitcairn Islands',
  PR: 'Puerto Rico',
  PS: 'Palestine',
  PT: 'Portugal',
  PW: 'Palau',
  PY: 'Paraguay',
  QA: 'Qatar',
  RE: 'Réunion',
  RO: 'Romania',
  RS: 'Serbia',
  RU: 'Russia',
  RW: 'Rwanda',
  SA: 'Saudi Arabia',
  SB: 'Solomon Islands',
  SC: 'Seychelles',
  SD: 'Sudan',
  SE: 'Sweden',
  SG: 'Singapore',
  SH: 'Saint Helena',
  SI: 'Slovenia',
  SJ: 'Svalbard and Jan Mayen',
  SK: 'Slovakia',
  SL: 'Sierra Leone',
  SM: 'San Marino',
  SN: 'Senegal',
  SO: 'Somalia',
  SR: 'Suriname',
  SS: 'South Sudan',
  ST: 'Sao Tome and Principe',
  SV: 'El Salvador',
  SX: 'Sint Maarten',
  SY: 'Syria',
  SZ: 'Eswatini',
  TC: 'Turks and Caicos Islands',
  TD: 'Chad',
  TF: 'French Southern Territories',
  TG: 'Togo',
  TH: 'Thailand',
  TJ: 'Tajikistan',
  TK: 'Tokelau',
  TL: 'Timor-Leste',
  TM: 'Turkmenistan',
  TN: 'Tunisia',
  TO: 'Tonga',
  TR: 'Turkey',
  TT: 'Trinidad and Tobago',
  TV: 'Tuvalu',
  TW: 'Taiwan',
  TZ: 'Tanzania',
  UA: 'Ukraine',
  UG: 'Uganda',
  UM: 'United States Minor Outlying Islands',
  US: 'United States',
  UY: 'Uruguay',
  UZ: 'Uzbekistan',
  VA: 'Vatican City',
  VC: 'Saint Vincent and the Grenadines',
  VE: 'Venezuela',
  VG: 'British Virgin Islands',
  VI: 'U.S. Virgin Islands',
  VN: 'Vietnam',
  VU: 'Vanuatu',
  WF: 'Wallis and Futuna',
  WS: 'Samoa',
  XK: 'Kosovo',
  YE: 'Yemen',
  YT: 'Mayotte',
  ZA: 'South Africa',
  ZM: 'Zambia',
  ZW: 'Zimbabwe',
};

/** Every ISO 3166-1 alpha-2 code the shop knows. */
export const COUNTRY_CODES: readonly string[] = Object.keys(COUNTRY_NAMES);

/** Names older clients and people type for a country, besides the table's own. */
const ALIASES: Readonly<Record<string, string>> = {
  UK: 'GB',
  'GREAT BRITAIN': 'GB',
  'UNITED STATES OF AMERICA': 'US',
  USA: 'US',
  'THE NETHERLANDS': 'NL',
  HOLLAND: 'NL',
  'REPUBLIC OF THE CONGO': 'CG',
  'CONGO-BRAZZAVILLE': 'CG',
  'CONGO-KINSHASA': 'CD',
  'DR CONGO': 'CD',
  UAE: 'AE',
  'KOREA, REPUBLIC OF': 'KR',
  'CZECH REPUBLIC': 'CZ',
  TÜRKIYE: 'TR',
};

const BY_NAME = new Map<string, string>([
  ...Object.entries(COUNTRY_NAMES).map(([code, name]) => [name.toUpperCase(), code] as const),
  ...Object.entries(ALIASES),
]);

/**
 * The ISO code for a code (`fr`, `FR`) or a name ("France", "UK", "United States of America");
 * undefined when it names no country.
 */
export function countryCodeOf(text: string): string | undefined {
  const t = text.trim().toUpperCase();
  if (/^[A-Z]{2}$/.test(t) && t in COUNTRY_NAMES) return t;
  return BY_NAME.get(t);
}

/** A country's name, or the text as it was (an order placed before codes were stored). */
export function countryName(codeOrName: string): string {
  const code = countryCodeOf(codeOrName);
  return code === undefined ? codeOrName : (COUNTRY_NAMES[code] ?? codeOrName);
}

/** Every country, sorted by name. */
export function countryList(): { code: string; name: string }[] {
  return Object.entries(COUNTRY_NAMES)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** English (the table's language): its pages name countries from the table, and pay nothing for Intl. */
const TABLE_LANGUAGE = describeLocale(DEFAULT_LOCALE).tag.split('-')[0]!.toLowerCase();
const inTable = (tag: string) => tag.split('-')[0]!.toLowerCase() === TABLE_LANGUAGE;

/**
 * One `Intl.DisplayNames` and one collator per language, each made when a page in it first needs it: the header's
 * market names ask only for names, and a collator (ICU's collation rules, tens of milliseconds on a phone) waits
 * for a list to sort.
 */
const names = new Map<string, Intl.DisplayNames | undefined>();
function namesOf(tag: string): Intl.DisplayNames | undefined {
  if (!names.has(tag))
    names.set(
      tag,
      typeof Intl.DisplayNames === 'function'
        ? new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' })
        : undefined,
    );
  return names.get(tag);
}
const collators = new Map<string, Intl.Collator>();
function collatorOf(tag: string): Intl.Collator {
  let order = collators.get(tag);
  if (!order) {
    order = new Intl.Collator(tag);
    collators.set(tag, order);
  }
  return order;
}

/**
 * A country's name in a language (its BCP 47 tag, `fr-FR`): the table's in English, as invoices have always
 * printed it (issue #43); `Intl.DisplayNames`' in another language (a table per language would be one more to
 * keep), the English name where Intl has none. The text as it was when it names no country.
 */
export function countryNameIn(codeOrName: string, tag: string): string {
  const code = countryCodeOf(codeOrName);
  if (code === undefined) return codeOrName;
  const english = COUNTRY_NAMES[code] ?? codeOrName;
  if (inTable(tag)) return english;
  return namesOf(tag)?.of(code) ?? english;
}

/**
 * Countries (codes with their English names, as the API lists them) named and sorted in a language: in
 * English as they are given.
 */
export function countriesIn<C extends { code: string; name: string }>(countries: readonly C[], tag: string): C[] {
  if (inTable(tag)) return [...countries];
  const order = collatorOf(tag);
  return countries
    .map((c) => (countryCodeOf(c.code) === undefined ? c : { ...c, name: countryNameIn(c.code, tag) }))
    .sort((a, b) => order.compare(a.name, b.name));
}

const lists = new Map<string, readonly { code: string; name: string }[]>();

/** Every country, named and sorted in a language (`countryNameIn`): English's is `countryList()`. */
export function countryListIn(tag: string): readonly { code: string; name: string }[] {
  let list = lists.get(tag);
  if (!list) {
    list = countriesIn(countryList(), tag);
    lists.set(tag, list);
  }
  return list;
}
