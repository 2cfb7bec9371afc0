import type { ShippingCountry } from '@/domain/shipping/schemas';

/**
 * Every ISO 3166-1 alpha-2 code the server knows (its `i18n-iso-countries`), so a zone can name a
 * country no zone ships to yet: GET /api/shipping/countries lists only the shipped ones once no
 * zone takes the rest of the world.
 */
const CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT ' +
  'BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ' +
  'ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT ' +
  'HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS ' +
  'LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI ' +
  'NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG ' +
  'SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

let displayNames: Intl.DisplayNames | undefined;
function browserName(code: string): string {
  try {
    displayNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return displayNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every country by name: the server's names where it gave them (the ones invoices print), else the browser's. */
export function allCountries(known: readonly ShippingCountry[] | undefined): ShippingCountry[] {
  const names = new Map((known ?? []).map((c) => [c.code, c.name]));
  return CODES.map((code) => ({ code, name: names.get(code) ?? browserName(code) })).sort((a, b) =>
    a.name.localeCompare(b.name, 'en'),
  );
}
