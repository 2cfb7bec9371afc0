import { describe, expect, it } from 'vitest';
import type { CartItem } from '@/client/lib/use-cart';
import { customLiquid, monogram } from './line-art';

const creation = (customDetails: Record<string, unknown> | null): CartItem => ({
  id: 1,
  quantity: 1,
  isCustom: true,
  perfumeId: null,
  customName: 'Mine',
  customPrice: 95,
  customDetails,
  size: 'bottle',
  price: 95,
  name: 'Mine',
  volume: null,
});

describe('monogram', () => {
  it('takes up to two initials, in capitals, from letters and digits only', () => {
    expect(monogram('midnight garden')).toBe('MG');
    expect(monogram('Soir  d’été à Paris')).toBe('SD');
    expect(monogram('"quoted" (name)')).toBe('QN');
    expect(monogram('élan')).toBe('É');
    expect(monogram('7 seas')).toBe('7S');
  });

  it('falls back to the house initials', () => {
    expect(monogram('')).toBe('ML');
    expect(monogram('— …')).toBe('ML');
  });
});

describe('customLiquid', () => {
  it('colours a creation by its scent family, else by its strength', () => {
    expect(customLiquid(creation({ type: 'lifestyle', scentFamily: 'Floral' }))).toBe('#d7a1a3');
    expect(customLiquid(creation({ type: 'bespoke-perfume', perfumeType: 'parfum' }))).toBe('#8e5a2b');
    expect(customLiquid(creation({ scentFamily: 'Woody', perfumeType: 'parfum' }))).toBe('#9a6a3f');
  });

  it('has no colour for what it does not know', () => {
    expect(customLiquid(creation({ scentFamily: 'Aquatic' }))).toBeUndefined();
    expect(customLiquid(creation(null))).toBeUndefined();
  });
});
