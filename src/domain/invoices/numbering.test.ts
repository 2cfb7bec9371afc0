import { describe, expect, it } from 'vitest';
import { documentNumber, documentYear } from './numbering';

describe('document numbers', () => {
  it('writes the year and six digits, credit notes with their prefix', () => {
    expect(documentNumber('invoice', 2026, 1)).toBe('2026-000001');
    expect(documentNumber('invoice', 2026, 123456)).toBe('2026-123456');
    expect(documentNumber('credit-note', 2027, 42)).toBe('CN-2027-000042');
    // Past a million a year the number grows rather than wraps.
    expect(documentNumber('invoice', 2026, 1_000_000)).toBe('2026-1000000');
  });

  it('refuses a sequence that is not a count', () => {
    expect(() => documentNumber('invoice', 2026, 0)).toThrow(RangeError);
    expect(() => documentNumber('invoice', 2026, 1.5)).toThrow(RangeError);
  });

  it('dates a document by its UTC year', () => {
    expect(documentYear(new Date('2026-12-31T23:59:59Z'))).toBe(2026);
    expect(documentYear(new Date('2027-01-01T00:00:00Z'))).toBe(2027);
  });
});
