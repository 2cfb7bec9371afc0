import { countryName } from '../shipping/countries';
import { msg } from '../i18n/translator';

/**
 * Postal codes by country (issue #43): the pattern of each country the shop ships to, checked by
 * the checkout form and the server alike, and one written form (upper case, single spaces; the
 * space before the inward code in the UK and Canada; `1234 AB` in the Netherlands).
 */
interface PostcodeRule {
  /** Tested against the normalised code. */
  pattern: RegExp;
  /** What the country calls it in an error: "postcode", "ZIP code", "postal code". */
  word?: string;
  /** The space a code is written with, from the code without spaces. */
  spaced?: (compact: string) => string;
  /** Ireland: many addresses have no Eircode. */
  optional?: boolean;
}

/** A space before the last three characters (UK outward/inward, Canada's FSA/LDU). */
const lastThree = (c: string) => (c.length > 3 ? `${c.slice(0, -3)} ${c.slice(-3)}` : c);

const RULES: Readonly<Record<string, PostcodeRule>> = {
  // The EU.
  AT: { pattern: /^\d{4}$/ },
  BE: { pattern: /^\d{4}$/ },
  BG: { pattern: /^\d{4}$/ },
  HR: { pattern: /^\d{5}$/ },
  CY: { pattern: /^\d{4}$/ },
  CZ: { pattern: /^\d{3} \d{2}$/, spaced: (c) => (/^\d{5}$/.test(c) ? `${c.slice(0, 3)} ${c.slice(3)}` : c) },
  DK: { pattern: /^\d{4}$/ },
  EE: { pattern: /^\d{5}$/ },
  FI: { pattern: /^\d{5}$/ },
  FR: { pattern: /^\d{5}$/ },
  DE: { pattern: /^\d{5}$/ },
  GR: { pattern: /^\d{3} \d{2}$/, spaced: (c) => (/^\d{5}$/.test(c) ? `${c.slice(0, 3)} ${c.slice(3)}` : c) },
  HU: { pattern: /^\d{4}$/ },
  IE: {
    pattern: /^[AC-FHKNPRTV-Y]\d[\dW] [\dAC-FHKNPRTV-Y]{4}$/,
    word: 'Eircode',
    spaced: (c) => (c.length === 7 ? `${c.slice(0, 3)} ${c.slice(3)}` : c),
    optional: true,
  },
  IT: { pattern: /^\d{5}$/, word: 'CAP' },
  LV: { pattern: /^(LV-)?\d{4}$/ },
  LT: { pattern: /^(LT-)?\d{5}$/ },
  LU: { pattern: /^(L-)?\d{4}$/ },
  MT: { pattern: /^[A-Z]{3} \d{4}$/, spaced: (c) => c.replace(/^([A-Z]{3})(\d{4})$/, '$1 $2') },
  NL: { pattern: /^\d{4} [A-Z]{2}$/, spaced: (c) => c.replace(/^(\d{4})([A-Z]{2})$/, '$1 $2') },
  PL: { pattern: /^\d{2}-\d{3}$/ },
  PT: { pattern: /^\d{4}-\d{3}$/ },
  RO: { pattern: /^\d{6}$/ },
  SK: { pattern: /^\d{3} \d{2}$/, spaced: (c) => (/^\d{5}$/.test(c) ? `${c.slice(0, 3)} ${c.slice(3)}` : c) },
  SI: { pattern: /^\d{4}$/ },
  ES: { pattern: /^\d{5}$/ },
  SE: { pattern: /^\d{3} \d{2}$/, spaced: (c) => (/^\d{5}$/.test(c) ? `${c.slice(0, 3)} ${c.slice(3)}` : c) },
  // Europe beyond the EU.
  GB: {
    pattern: /^([A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}|GIR 0AA)$/,
    word: 'postcode',
    spaced: lastThree,
  },
  GG: { pattern: /^GY\d[\dA-Z]? \d[A-Z]{2}$/, word: 'postcode', spaced: lastThree },
  JE: { pattern: /^JE\d[\dA-Z]? \d[A-Z]{2}$/, word: 'postcode', spaced: lastThree },
  IM: { pattern: /^IM\d[\dA-Z]? \d[A-Z]{2}$/, word: 'postcode', spaced: lastThree },
  CH: { pattern: /^\d{4}$/ },
  LI: { pattern: /^94[89]\d$/ },
  NO: { pattern: /^\d{4}$/ },
  IS: { pattern: /^\d{3}$/ },
  MC: { pattern: /^980\d{2}$/ },
  AD: { pattern: /^AD\d{3}$/ },
  SM: { pattern: /^4789\d$/ },
  VA: { pattern: /^00120$/ },
  RS: { pattern: /^\d{5}$/ },
  UA: { pattern: /^\d{5}$/ },
  TR: { pattern: /^\d{5}$/ },
  // The Americas, Asia and Oceania.
  US: { pattern: /^\d{5}(-\d{4})?$/, word: 'ZIP code' },
  CA: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/, spaced: lastThree },
  MX: { pattern: /^\d{5}$/ },
  BR: { pattern: /^\d{5}-\d{3}$/, word: 'CEP', spaced: (c) => c.replace(/^(\d{5})(\d{3})$/, '$1-$2') },
  AU: { pattern: /^\d{4}$/, word: 'postcode' },
  NZ: { pattern: /^\d{4}$/, word: 'postcode' },
  JP: { pattern: /^\d{3}-\d{4}$/, spaced: (c) => c.replace(/^(\d{3})(\d{4})$/, '$1-$2') },
  KR: { pattern: /^\d{5}$/ },
  CN: { pattern: /^\d{6}$/ },
  IN: { pattern: /^\d{6}$/, word: 'PIN code', spaced: (c) => c },
  SG: { pattern: /^\d{6}$/ },
  IL: { pattern: /^\d{7}$/ },
  ZA: { pattern: /^\d{4}$/ },
};

/** Countries whose post uses no postal code: none is asked, and what is typed is kept as it is. */
const NONE = new Set(
  (
    'AE AG AO AW BF BI BJ BO BS BW BZ CD CF CG CI CK CM DJ DM ER FJ GA GD GH GM GQ GY HK KI KM KN KP LC ' +
    'ML MO MR MS MW NR NU QA RW SB SC SL SR SY TD TF TG TK TL TO TT TV UG VU YE ZW'
  ).split(' '),
);

/** Whether the country's addresses carry a postal code at all. */
export function usesPostcode(countryCode: string | undefined): boolean {
  return !NONE.has((countryCode ?? '').toUpperCase());
}

/** The code as written: trimmed, upper case, single spaces, and the country's own spacing. Idempotent. */
export function normalisePostcode(countryCode: string | undefined, postcode: string): string {
  const text = postcode.trim().toUpperCase().replace(/\s+/g, ' ');
  const rule = RULES[(countryCode ?? '').toUpperCase()];
  if (!rule?.spaced) return text;
  const compact = text.replace(/ /g, '');
  const spaced = rule.spaced(compact);
  return rule.pattern.test(spaced) ? spaced : text;
}

/** Another country's code, or a country the table does not know: letters, digits, spaces and hyphens. */
const LOOSE = /^[A-Z0-9][A-Z0-9 -]{1,9}$/;

/**
 * What is wrong with a postal code for its country, in the words the form shows under the field;
 * undefined when it is fine. Countries without postal codes accept none.
 */
export function postcodeProblem(countryCode: string | undefined, postcode: string | undefined): string | undefined {
  const code = (countryCode ?? '').toUpperCase();
  const text = normalisePostcode(code, postcode ?? '');
  const rule = RULES[code];
  if (text === '') return usesPostcode(code) && !rule?.optional ? msg('Postal code is required') : undefined;
  if (!usesPostcode(code)) return LOOSE.test(text) ? undefined : msg('Enter a valid postal code');
  // The spec's rule, everywhere a code is asked: at least 3 characters.
  if (text.length < 3) return msg('Postal code is required');
  if (!rule) return LOOSE.test(text) ? undefined : msg('Enter a valid postal code');
  if (rule.pattern.test(text)) return undefined;
  return `Enter a valid ${rule.word ?? 'postal code'} for ${countryName(code)}`;
}

/** Countries whose codes the table checks (for tests and docs). */
export const CHECKED_POSTCODE_COUNTRIES: readonly string[] = Object.keys(RULES);
