import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COUNTRY_CODES } from '../shipping/countries';
import { french } from '../../../tests/component/french';
import { CHECKED_POSTCODE_COUNTRIES, normalisePostcode, postcodeProblem, usesPostcode } from './postcodes';

/** A valid code for each country the table checks, as a shopper might type it, and as it is written. */
const SAMPLES: Record<string, [typed: string, written: string]> = {
  AT: ['1010', '1010'],
  BE: ['1000', '1000'],
  BG: ['1000', '1000'],
  HR: ['10000', '10000'],
  CY: ['1010', '1010'],
  CZ: ['11000', '110 00'],
  DK: ['1050', '1050'],
  EE: ['10111', '10111'],
  FI: ['00100', '00100'],
  FR: ['75001', '75001'],
  DE: ['10117', '10117'],
  GR: ['105 57', '105 57'],
  HU: ['1051', '1051'],
  IE: ['d02x285', 'D02 X285'],
  IT: ['00184', '00184'],
  LV: ['lv-1010', 'LV-1010'],
  LT: ['01100', '01100'],
  LU: ['L-1111', 'L-1111'],
  MT: ['vlt1117', 'VLT 1117'],
  NL: ['1012ab', '1012 AB'],
  PL: ['00-950', '00-950'],
  PT: ['1100-148', '1100-148'],
  RO: ['010011', '010011'],
  SK: ['811 01', '811 01'],
  SI: ['1000', '1000'],
  ES: ['28013', '28013'],
  SE: ['11122', '111 22'],
  GB: ['sw1a1aa', 'SW1A 1AA'],
  GG: ['GY1 1AA', 'GY1 1AA'],
  JE: ['je2 3ab', 'JE2 3AB'],
  IM: ['IM1  1AD', 'IM1 1AD'],
  CH: ['8001', '8001'],
  LI: ['9490', '9490'],
  NO: ['0150', '0150'],
  IS: ['101', '101'],
  MC: ['98000', '98000'],
  AD: ['ad500', 'AD500'],
  SM: ['47890', '47890'],
  VA: ['00120', '00120'],
  RS: ['11000', '11000'],
  UA: ['01001', '01001'],
  TR: ['34000', '34000'],
  US: ['78701-1234', '78701-1234'],
  CA: ['m5v2t6', 'M5V 2T6'],
  MX: ['06600', '06600'],
  BR: ['01310100', '01310-100'],
  AU: ['2000', '2000'],
  NZ: ['1010', '1010'],
  JP: ['1000001', '100-0001'],
  KR: ['03051', '03051'],
  CN: ['100000', '100000'],
  IN: ['110 001', '110001'],
  SG: ['018956', '018956'],
  IL: ['6100000', '6100000'],
  ZA: ['8001', '8001'],
};

describe('postal codes by country', () => {
  it('has a valid sample for every country it checks, written in its country’s form', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...CHECKED_POSTCODE_COUNTRIES].sort());
    for (const [country, [typed, written]] of Object.entries(SAMPLES)) {
      expect(normalisePostcode(country, typed), country).toBe(written);
      expect(postcodeProblem(country, typed), country).toBeUndefined();
    }
  });

  it('refuses a code of the wrong shape, naming the country and its word for it', () => {
    expect(postcodeProblem('GB', '12345')).toBe('Enter a valid postcode for United Kingdom');
    expect(postcodeProblem('US', '7870')).toBe('Enter a valid ZIP code for United States');
    expect(postcodeProblem('FR', '7500')).toBe('Enter a valid postal code for France');
    expect(postcodeProblem('CA', 'D1A 1A1')).toBe('Enter a valid postal code for Canada');
    expect(postcodeProblem('NL', '0123 AB')).toBeUndefined();
    expect(postcodeProblem('DE', '1011')).toBe('Enter a valid postal code for Germany');
  });

  it('asks for one where the post uses one; none where it does not; Ireland’s Eircode is optional', () => {
    expect(postcodeProblem('FR', '')).toBe('Postal code is required');
    expect(postcodeProblem('HK', '')).toBeUndefined();
    expect(postcodeProblem('AE', '  ')).toBeUndefined();
    expect(usesPostcode('HK')).toBe(false);
    expect(usesPostcode('FR')).toBe(true);
    expect(postcodeProblem('IE', '')).toBeUndefined();
  });

  it('checks a country it has no pattern for loosely', () => {
    expect(postcodeProblem('AR', 'C1002')).toBeUndefined();
    expect(postcodeProblem('AR', '12')).toBe('Postal code is required');
    expect(postcodeProblem('FR', '12')).toBe('Postal code is required');
    expect(postcodeProblem('AR', '#!?')).toBe('Enter a valid postal code');
    expect(postcodeProblem(undefined, '')).toBe('Postal code is required');
  });

  it('normalises once and for all: normalise ∘ normalise = normalise, for any country and text', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRY_CODES, 'ZZ'), fc.string({ maxLength: 12 }), (country, text) => {
        const once = normalisePostcode(country, text);
        expect(normalisePostcode(country, once)).toBe(once);
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...CHECKED_POSTCODE_COUNTRIES),
        fc.stringMatching(/^[a-zA-Z0-9 -]{0,10}$/),
        (country, text) => {
          const once = normalisePostcode(country, text);
          expect(normalisePostcode(country, once)).toBe(once);
          // A valid code stays valid once written.
          if (postcodeProblem(country, text) === undefined) expect(postcodeProblem(country, once)).toBeUndefined();
        },
      ),
    );
  });

  it('says what is wrong with a code in one whole message per country, the same English as before', () => {
    const said = Object.fromEntries(CHECKED_POSTCODE_COUNTRIES.map((c) => [c, postcodeProblem(c, 'x!!!')]));
    expect(said).toEqual(WRONG_CODE);
    // Too short: the spec's rule, the same for all.
    for (const c of CHECKED_POSTCODE_COUNTRIES) expect(postcodeProblem(c, 'x!'), c).toBe('Postal code is required');
  });

  it('has the French of each (a field error has no values: each message is whole)', () => {
    const { t } = french();
    for (const c of CHECKED_POSTCODE_COUNTRIES) {
      const french = t(postcodeProblem(c, 'x!!!')!);
      expect(french, c).toMatch(/^Saisissez un.* valide pour /);
    }
    expect(t(postcodeProblem('US', '7870')!)).toBe('Saisissez un code ZIP valide pour les États-Unis');
    expect(t(postcodeProblem('CA', 'D1A 1A1')!)).toBe('Saisissez un code postal valide pour le Canada');
    expect(t(postcodeProblem('FR', '7500')!)).toBe('Saisissez un code postal valide pour la France');
    expect(t(postcodeProblem('NL', '123')!)).toBe('Saisissez un code postal valide pour les Pays-Bas');
    expect(t(postcodeProblem('IE', 'D02')!)).toBe('Saisissez un Eircode valide pour l’Irlande');
  });
});

/** What the form said under a refused code ('x!!!') for each country before each became a whole message. */
const WRONG_CODE: Record<string, string> = {
  AT: 'Enter a valid postal code for Austria',
  BE: 'Enter a valid postal code for Belgium',
  BG: 'Enter a valid postal code for Bulgaria',
  HR: 'Enter a valid postal code for Croatia',
  CY: 'Enter a valid postal code for Cyprus',
  CZ: 'Enter a valid postal code for Czechia',
  DK: 'Enter a valid postal code for Denmark',
  EE: 'Enter a valid postal code for Estonia',
  FI: 'Enter a valid postal code for Finland',
  FR: 'Enter a valid postal code for France',
  DE: 'Enter a valid postal code for Germany',
  GR: 'Enter a valid postal code for Greece',
  HU: 'Enter a valid postal code for Hungary',
  IE: 'Enter a valid Eircode for Ireland',
  IT: 'Enter a valid CAP for Italy',
  LV: 'Enter a valid postal code for Latvia',
  LT: 'Enter a valid postal code for Lithuania',
  LU: 'Enter a valid postal code for Luxembourg',
  MT: 'Enter a valid postal code for Malta',
  NL: 'Enter a valid postal code for Netherlands',
  PL: 'Enter a valid postal code for Poland',
  PT: 'Enter a valid postal code for Portugal',
  RO: 'Enter a valid postal code for Romania',
  SK: 'Enter a valid postal code for Slovakia',
  SI: 'Enter a valid postal code for Slovenia',
  ES: 'Enter a valid postal code for Spain',
  SE: 'Enter a valid postal code for Sweden',
  GB: 'Enter a valid postcode for United Kingdom',
  GG: 'Enter a valid postcode for Guernsey',
  JE: 'Enter a valid postcode for Jersey',
  IM: 'Enter a valid postcode for Isle of Man',
  CH: 'Enter a valid postal code for Switzerland',
  LI: 'Enter a valid postal code for Liechtenstein',
  NO: 'Enter a valid postal code for Norway',
  IS: 'Enter a valid postal code for Iceland',
  MC: 'Enter a valid postal code for Monaco',
  AD: 'Enter a valid postal code for Andorra',
  SM: 'Enter a valid postal code for San Marino',
  VA: 'Enter a valid postal code for Vatican City',
  RS: 'Enter a valid postal code for Serbia',
  UA: 'Enter a valid postal code for Ukraine',
  TR: 'Enter a valid postal code for Turkey',
  US: 'Enter a valid ZIP code for United States',
  CA: 'Enter a valid postal code for Canada',
  MX: 'Enter a valid postal code for Mexico',
  BR: 'Enter a valid CEP for Brazil',
  AU: 'Enter a valid postcode for Australia',
  NZ: 'Enter a valid postcode for New Zealand',
  JP: 'Enter a valid postal code for Japan',
  KR: 'Enter a valid postal code for South Korea',
  CN: 'Enter a valid postal code for China',
  IN: 'Enter a valid PIN code for India',
  SG: 'Enter a valid postal code for Singapore',
  IL: 'Enter a valid postal code for Israel',
  ZA: 'Enter a valid postal code for South Africa',
};
