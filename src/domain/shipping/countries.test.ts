import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, COUNTRY_NAMES, countryCodeOf, countryList, countryName } from './countries';

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
