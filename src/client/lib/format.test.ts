import { describe, expect, it } from 'vitest';
import { formatMl } from './format';

describe('millilitres', () => {
  it('with at most two decimals', () => {
    expect(formatMl(0.05)).toBe('0.05');
    expect(formatMl(2.5)).toBe('2.5');
    expect(formatMl(12.5)).toBe('12.5');
    expect(formatMl(20)).toBe('20');
  });

  it('written by hand exactly as en-US Intl writes them', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    for (const ml of [0, 0.1, 0.25, 1, 12.345, 12.355, 49.95, 99.999, 1000, 1234.5, 1_234_567.891])
      expect(formatMl(ml), String(ml)).toBe(intl.format(ml));
    for (let drops = 0; drops <= 2000; drops++) expect(formatMl(drops * 0.05)).toBe(intl.format(drops * 0.05));
  });
});
