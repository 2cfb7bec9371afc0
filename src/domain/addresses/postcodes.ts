import { msg } from '../i18n/translator';

/**
 * Postal codes by country (issue #43): the pattern of each country the shop ships to, checked by
 * the checkout form and the server alike, and one written form (upper case, single spaces; the
 * space before the inward code in the UK and Canada; `1234 AB` in the Netherlands).
 */
interface PostcodeRule {
  /** Tested against the normalised code. */
  pattern: RegExp;
  /**
   * What the form says under a code the pattern refuses, one whole message per country (a field's error
   * has no values to fill): the country's own word for it ("postcode", "ZIP code", "postal code").
   */
  problem: string;
  /** The space a code is written with, from the code without spaces. */
  spaced?: (compact: string) => string;
  /** Ireland: many addresses have no Eircode. */
  optional?: boolean;
}

/** A space before the last three characters (UK outward/inward, Canada's FSA/LDU). */
const lastThree = (c: string) => (c.length > 3 ? `${c.slice(0, -3)} ${c.slice(-3)}` : c);

const RULES: Readonly<Record<string, PostcodeRule>> = {
  // The EU.
  AT: { problem: msg('Enter a valid postal code for Austria'), pattern: /^\d{4}$/ },
  BE: { problem: msg('Enter a valid postal code for Belgium'), pattern: /^\d{4}$/ },
  BG: { problem: msg('Enter a valid postal code for Bulgaria'), pattern: /^\d{4}$/ },
  HR: { problem: msg('Enter a valid postal code for Croatia'), pattern: /^\d{5}$/ },
  CY: { problem: msg('Enter a valid postal code for Cyprus'), pattern: /^\d{4}$/ },
  CZ: {
    problem: msg('Enter a valid postal code for Czechia'),
    pattern: /^\d{3} \d{2}$/,
    spaced: (c) => (/^\d{5}$/.test(c) ? `${c.slice(0, 3)} ${c.slice(3)}` : c),
  },
  DK: { problem: msg('Enter a valid postal code for Denmark'), pattern: /^\d{4}$/ },
  EE: { problem: msg('Enter a valid postal code for Estonia'), pattern: /^\d{5}$/ },
  FI: { problem: msg('Enter a valid postal code for Finland'), pattern: /^\d{5}$/ },
  FR: { problem: msg('Enter a valid postal code for France'), pattern: /^\d{5}$/ },
  DE: { problem: msg('Enter a valid postal code for Germany'), pattern: /^\d{5}$/ },
  GR: {
    problem: msg('Enter a valid postal code for Greece'),
    pattern: /^\d{3} \d{2}$/,
    spaced: (c) => (/^\d{5}$/.test(c) ? `${c.slice(0, 3)} ${c.slice(3)}` : c),
  },
  HU: { problem: msg('Enter a valid postal code for Hungary'), pattern: /^\d{4}$/ },
  IE: {
    problem: msg('Enter a valid Eircode for Ireland'),
    pattern: /^[AC-FHKNPRTV-Y]\d[\dW] [\dAC-FHKNPRTV-Y]{4}$/,
    spaced: (c) => (c.length === 7 ? `${c.slice(0, 3)} ${c.slice(3)}` : c),
    optional: true,
  },
  IT: { problem: msg('Enter a valid CAP for Italy'), pattern: /^\d{5}$/ },
  LV: { problem: msg('Enter a valid postal code for Latvia'), pattern: /^(LV-)?\d{4}$/ },
  LT: { problem: msg('Enter a valid postal code for Lithuania'), pattern: /^(LT-)?\d{5}$/ },
  LU: { problem: msg('Enter a valid postal code for Luxembourg'), pattern: /^(L-)?\d{4}$/ },
  MT: {
    problem: msg('Enter a valid postal code for Malta'),
    pattern: /^[A-Z]{3} \d{4}$/,
    spaced: (c) => c.replace(/^([A-Z]{3})(\d{4})$/, '$1 $2'),
  },
  NL: {
    problem: msg('Enter a valid postal code for Netherlands'),
    pattern: /^\d{4} [A-Z]{2}$/,
    spaced: (c) => c.replace(/^(\d{4})([A-Z]{2})$/, '$1 $2'),
  },
  PL: { problem: msg('Enter a valid postal code for Poland'), pattern: /^\d{2}-\d{3}$/ },
  PT: { problem: msg('Enter a valid postal code for Portugal'), pattern: /^\d{4}-\d{3}$/ },
  RO: { problem: msg('Enter a valid postal code for Romania'), pattern: /^\d{6}$/ },
  SK: {
    problem: msg('Enter a valid postal code for Slovakia'),
    pattern: /^\d{3} \d{2}$/,
    spaced: (c) => (/^\d{5}$/.test(c) ? `${c.slice(0, 3)} ${c.slice(3)}` : c),
  },
  SI: { problem: msg('Enter a valid postal code for Slovenia'), pattern: /^\d{4}$/ },
  ES: { problem: msg('Enter a valid postal code for Spain'), pattern: /^\d{5}$/ },
  SE: {
    problem: msg('Enter a valid postal code for Sweden'),
    pattern: /^\d{3} \d{2}$/,
    spaced: (c) => (/^\d{5}$/.test(c) ? `${c.slice(0, 3)} ${c.slice(3)}` : c),
  },
  // Europe beyond the EU.
  GB: {
    problem: msg('Enter a valid postcode for United Kingdom'),
    pattern: /^([A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}|GIR 0AA)$/,
    spaced: lastThree,
  },
  GG: { problem: msg('Enter a valid postcode for Guernsey'), pattern: /^GY\d[\dA-Z]? \d[A-Z]{2}$/, spaced: lastThree },
  JE: { problem: msg('Enter a valid postcode for Jersey'), pattern: /^JE\d[\dA-Z]? \d[A-Z]{2}$/, spaced: lastThree },
  IM: {
    problem: msg('Enter a valid postcode for Isle of Man'),
    pattern: /^IM\d[\dA-Z]? \d[A-Z]{2}$/,
    spaced: lastThree,
  },
  CH: { problem: msg('Enter a valid postal code for Switzerland'), pattern: /^\d{4}$/ },
  LI: { problem: msg('Enter a valid postal code for Liechtenstein'), pattern: /^94[89]\d$/ },
  NO: { problem: msg('Enter a valid postal code for Norway'), pattern: /^\d{4}$/ },
  IS: { problem: msg('Enter a valid postal code for Iceland'), pattern: /^\d{3}$/ },
  MC: { problem: msg('Enter a valid postal code for Monaco'), pattern: /^980\d{2}$/ },
  AD: { problem: msg('Enter a valid postal code for Andorra'), pattern: /^AD\d{3}$/ },
  SM: { problem: msg('Enter a valid postal code for San Marino'), pattern: /^4789\d$/ },
  VA: { problem: msg('Enter a valid postal code for Vatican City'), pattern: /^00120$/ },
  RS: { problem: msg('Enter a valid postal code for Serbia'), pattern: /^\d{5}$/ },
  UA: { problem: msg('Enter a valid postal code for Ukraine'), pattern: /^\d{5}$/ },
  TR: { problem: msg('Enter a valid postal code for Turkey'), pattern: /^\d{5}$/ },
  // The Americas, Asia and Oceania.
  US: { problem: msg('Enter a valid ZIP code for United States'), pattern: /^\d{5}(-\d{4})?$/ },
  CA: {
    problem: msg('Enter a valid postal code for Canada'),
    pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/,
    spaced: lastThree,
  },
  MX: { problem: msg('Enter a valid postal code for Mexico'), pattern: /^\d{5}$/ },
  BR: {
    problem: msg('Enter a valid CEP for Brazil'),
    pattern: /^\d{5}-\d{3}$/,
    spaced: (c) => c.replace(/^(\d{5})(\d{3})$/, '$1-$2'),
  },
  AU: { problem: msg('Enter a valid postcode for Australia'), pattern: /^\d{4}$/ },
  NZ: { problem: msg('Enter a valid postcode for New Zealand'), pattern: /^\d{4}$/ },
  JP: {
    problem: msg('Enter a valid postal code for Japan'),
    pattern: /^\d{3}-\d{4}$/,
    spaced: (c) => c.replace(/^(\d{3})(\d{4})$/, '$1-$2'),
  },
  KR: { problem: msg('Enter a valid postal code for South Korea'), pattern: /^\d{5}$/ },
  CN: { problem: msg('Enter a valid postal code for China'), pattern: /^\d{6}$/ },
  IN: { problem: msg('Enter a valid PIN code for India'), pattern: /^\d{6}$/, spaced: (c) => c },
  SG: { problem: msg('Enter a valid postal code for Singapore'), pattern: /^\d{6}$/ },
  IL: { problem: msg('Enter a valid postal code for Israel'), pattern: /^\d{7}$/ },
  ZA: { problem: msg('Enter a valid postal code for South Africa'), pattern: /^\d{4}$/ },
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
  return rule.problem;
}

/** Countries whose codes the table checks (for tests and docs). */
export const CHECKED_POSTCODE_COUNTRIES: readonly string[] = Object.keys(RULES);
