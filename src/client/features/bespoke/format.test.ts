import { describe, expect, it } from 'vitest';
import { dropsAndMl, dropsLabel, formatMl } from './format';

describe('bespoke formats', () => {
  it('millilitres with at most two decimals', () => {
    expect(formatMl(0.05)).toBe('0.05');
    expect(formatMl(2.5)).toBe('2.5');
    expect(formatMl(12.5)).toBe('12.5');
    expect(formatMl(20)).toBe('20');
  });

  it('drops, singular and plural, with their volume', () => {
    expect(dropsLabel(1)).toBe('1 drop');
    expect(dropsLabel(0)).toBe('0 drops');
    expect(dropsAndMl(1)).toBe('1 drop · 0.05 ml');
    expect(dropsAndMl(250)).toBe('250 drops · 12.5 ml');
  });
});
