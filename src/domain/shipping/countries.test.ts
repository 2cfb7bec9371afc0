import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  COUNTRY_NAMES,
  countriesIn,
  countryCodeOf,
  countryList,
  countryListIn,
  countryName,
  countryNameIn,
} from './countries';

describe('country names', () => {
  it('knows every ISO 3166-1 country, each by a name of its own', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(249);
    const names = Object.values(COUNTRY_NAMES);
    expect(new Set(names).size).toBe(names.length);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('names countries as people say them: no abbreviations, no "Republic of" inversions', () => {
    for (const name of Object.values(COUNTRY_NAMES)) {
      expect(name).not.toMatch(/^(UK|UAE|USA)$/);
      expect(name).not.toMatch(/, /);
    }
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('US')).toBe('United States');
    expect(countryName('AE')).toBe('United Arab Emirates');
    expect(countryName('NL')).toBe('Netherlands');
    expect(countryName('KR')).toBe('South Korea');
  });

  it('has one Congo per Congo', () => {
    expect(countryName('CG')).toBe('Congo');
    expect(countryName('CD')).toBe('Democratic Republic of the Congo');
  });

  it('reads a code or a name, and leaves an unknown text as it was', () => {
    expect(countryCodeOf('fr')).toBe('FR');
    expect(countryCodeOf(' United Kingdom ')).toBe('GB');
    expect(countryCodeOf('UK')).toBe('GB');
    expect(countryCodeOf('United States of America')).toBe('US');
    expect(countryCodeOf('Atlantis')).toBeUndefined();
    expect(countryCodeOf('ZZ')).toBeUndefined();
    expect(countryName('uk')).toBe('United Kingdom');
    expect(countryName('Atlantis')).toBe('Atlantis');
  });

  it('lists every country sorted by name', () => {
    const list = countryList();
    expect(list).toHaveLength(COUNTRY_CODES.length);
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('country names in a language', () => {
  it('names them from the table in English, as invoices always printed them', () => {
    for (const code of COUNTRY_CODES) expect(countryNameIn(code, 'en-US')).toBe(countryName(code));
    expect(countryNameIn('uk', 'en-GB')).toBe('United Kingdom');
    expect(countryListIn('en-US')).toEqual(countryList());
  });

  it('names them in another language as it says them, the English name where it has none, unknown text as it was', () => {
    expect(countryNameIn('DE', 'fr-FR')).toBe('Allemagne');
    expect(countryNameIn('GB', 'fr-FR')).toBe('Royaume-Uni');
    expect(countryNameIn('United States', 'fr-FR')).toBe('États-Unis');
    expect(countryNameIn('Atlantis', 'fr-FR')).toBe('Atlantis');
    expect(countryNameIn('', 'fr-FR')).toBe('');
  });

  it('lists every country sorted as the language sorts its names', () => {
    const list = countryListIn('fr-FR');
    expect(list).toHaveLength(COUNTRY_CODES.length);
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('fr-FR').compare));
    // "Égypte" among the E, not after the Z.
    expect(names.indexOf('Égypte')).toBeGreaterThan(names.indexOf('Danemark'));
    expect(names.indexOf('Égypte')).toBeLessThan(names.indexOf('Espagne'));
  });

  it("names a given list in the language, keeping English's as it came", () => {
    const given = [
      { code: 'US', name: 'United States' },
      { code: 'DE', name: 'Germany' },
      { code: 'ZZ', name: 'Atlantis' },
    ];
    expect(countriesIn(given, 'en-US')).toEqual(given);
    expect(countriesIn(given, 'fr-FR').map((c) => c.name)).toEqual(['Allemagne', 'Atlantis', 'États-Unis']);
  });
});
