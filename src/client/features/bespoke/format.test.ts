import { describe, expect, it } from 'vitest';
import { dropsAndMl, dropsLabel } from './format';

describe('bespoke formats', () => {
  it('drops, singular and plural, with their volume', () => {
    expect(dropsLabel(1)).toBe('1 drop');
    expect(dropsLabel(0)).toBe('0 drops');
    expect(dropsAndMl(1)).toBe('1 drop · 0.05 ml');
    expect(dropsAndMl(250)).toBe('250 drops · 12.5 ml');
  });
});
