import { describe, expect, it } from 'vitest';
import { addressProblems, formatAddress, normaliseAddress, type AddressParts } from './address';
import { regionCode, regionProblem, regionRule } from './regions';

const at = (parts: Partial<AddressParts> & Pick<AddressParts, 'country'>): AddressParts => ({
  address: '1 Main Street',
  city: '',
  postalCode: '',
  ...parts,
});

describe('formatAddress: the lines in the country’s order', () => {
  it('United States: "City, ST 12345", with the second line under the first', () => {
    expect(
      formatAddress(
        at({
          address: '500 Congress Ave',
          address2: 'Suite 200',
          city: 'Austin',
          region: 'TX',
          postalCode: '78701',
          country: 'US',
        }),
      ),
    ).toEqual(['500 Congress Ave', 'Suite 200', 'Austin, TX 78701', 'United States']);
  });

  it('Canada and Australia: "City ST code"', () => {
    expect(formatAddress(at({ city: 'Toronto', region: 'ON', postalCode: 'M5V 2T6', country: 'CA' }))).toEqual([
      '1 Main Street',
      'Toronto ON M5V 2T6',
      'Canada',
    ]);
    expect(formatAddress(at({ city: 'Sydney', region: 'NSW', postalCode: '2000', country: 'AU' }))).toContain(
      'Sydney NSW 2000',
    );
  });

  it('United Kingdom and Ireland: the town, then the postcode on its own line', () => {
    expect(
      formatAddress(at({ address: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA', country: 'GB' })),
    ).toEqual(['10 Downing Street', 'London', 'SW1A 2AA', 'United Kingdom']);
    expect(
      formatAddress(at({ city: 'Dublin 2', region: 'Co. Dublin', postalCode: 'D02 X285', country: 'IE' })),
    ).toEqual(['1 Main Street', 'Dublin 2', 'Co. Dublin', 'D02 X285', 'Ireland']);
  });

  it('France, Germany, Belgium and most of Europe: "75001 Paris"', () => {
    expect(
      formatAddress(at({ address: '12 rue de la Paix', city: 'Paris', postalCode: '75002', country: 'FR' })),
    ).toEqual(['12 rue de la Paix', '75002 Paris', 'France']);
    expect(formatAddress(at({ city: 'Berlin', postalCode: '10117', country: 'DE' }))).toContain('10117 Berlin');
    expect(formatAddress(at({ city: 'Bruxelles', postalCode: '1000', country: 'BE' }))).toContain('1000 Bruxelles');
  });

  it('Italy: "00184 Roma RM"', () => {
    expect(formatAddress(at({ city: 'Roma', region: 'RM', postalCode: '00184', country: 'IT' }))).toEqual([
      '1 Main Street',
      '00184 Roma RM',
      'Italy',
    ]);
  });

  it('Japan in Latin form, Brazil, Spain with its province, a city-then-code country', () => {
    expect(formatAddress(at({ city: 'Chiyoda-ku', region: 'Tokyo', postalCode: '100-0001', country: 'JP' }))).toContain(
      'Chiyoda-ku, Tokyo 100-0001',
    );
    expect(formatAddress(at({ city: 'São Paulo', region: 'SP', postalCode: '01310-100', country: 'BR' }))).toEqual([
      '1 Main Street',
      'São Paulo - SP',
      '01310-100',
      'Brazil',
    ]);
    expect(formatAddress(at({ city: 'Madrid', region: 'Madrid', postalCode: '28013', country: 'ES' }))).toEqual([
      '1 Main Street',
      '28013 Madrid',
      'Madrid',
      'Spain',
    ]);
    expect(formatAddress(at({ city: 'Singapore', postalCode: '018956', country: 'SG' }))).toContain('Singapore 018956');
  });

  it('leaves out what is empty: a gift-card buyer’s, a deleted customer’s', () => {
    expect(formatAddress({ address: '', city: '', postalCode: '', country: '' })).toEqual([]);
    expect(formatAddress({ address: '', city: '', postalCode: '', country: 'FR' })).toEqual(['France']);
    expect(formatAddress(at({ city: '', region: 'TX', postalCode: '', country: 'US' }))).toEqual([
      '1 Main Street',
      'TX',
      'United States',
    ]);
  });

  it('names a country given by its old name, and keeps an unknown one as written', () => {
    expect(formatAddress(at({ city: 'Lyon', postalCode: '69001', country: 'France' }))).toEqual([
      '1 Main Street',
      '69001 Lyon',
      'France',
    ]);
    expect(formatAddress(at({ city: 'Poseidonia', postalCode: '1234', country: 'Atlantis' })).at(-1)).toBe('Atlantis');
  });
});

describe('regions', () => {
  it('are asked where the country uses one, with its word', () => {
    expect(regionRule('US')?.label).toBe('State');
    expect(regionRule('CA')?.label).toBe('Province');
    expect(regionRule('JP')?.label).toBe('Prefecture');
    expect(regionRule('FR')).toBeUndefined();
    expect(regionRule('US')?.options).toHaveLength(51);
    expect(regionRule('CA')?.options).toHaveLength(13);
    expect(regionRule('AU')?.options).toHaveLength(8);
  });

  it('required for the US, Canada, Australia, Italy; picked from the list where there is one', () => {
    expect(regionProblem('US', '')).toBe('State is required');
    expect(regionProblem('CA', undefined)).toBe('Province is required');
    expect(regionProblem('IT', ' ')).toBe('Province is required');
    expect(regionProblem('US', 'Narnia')).toBe('Choose a state from the list');
    expect(regionProblem('US', 'texas')).toBeUndefined();
    expect(regionProblem('ES', '')).toBeUndefined();
    expect(regionProblem('FR', '')).toBeUndefined();
    expect(regionCode('US', 'Texas')).toBe('TX');
    expect(regionCode('AU', 'nsw')).toBe('NSW');
  });
});

describe('addressProblems and normaliseAddress', () => {
  it('name the field and say what is wrong', () => {
    expect(addressProblems({ country: 'US', postalCode: '78701', region: '' })).toEqual([
      { field: 'region', message: 'State is required' },
    ]);
    expect(addressProblems({ country: 'GB', postalCode: 'XYZ' })).toEqual([
      { field: 'postalCode', message: 'Enter a valid postcode for United Kingdom' },
    ]);
    expect(addressProblems({ country: 'United States', postalCode: '78701', region: 'TX' })).toEqual([]);
  });

  it('keep the address in its written form, once and for all', () => {
    const kept = normaliseAddress(
      at({ address2: '  ', city: 'London', region: 'Greater London', postalCode: ' sw1a  2aa ', country: 'GB' }),
    );
    expect(kept).toEqual({ address: '1 Main Street', city: 'London', postalCode: 'SW1A 2AA', country: 'GB' });
    expect(normaliseAddress(kept)).toEqual(kept);
    expect(normaliseAddress(at({ city: 'Austin', region: 'texas', postalCode: '78701', country: 'US' })).region).toBe(
      'TX',
    );
  });
});
