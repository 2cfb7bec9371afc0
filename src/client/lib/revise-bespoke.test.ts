import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '#tests/session-storage';
import { bespokeDraftSchema } from '@/domain/bespoke/schemas';
import { readStoredDraft } from '@/client/lib/draft-storage';
import { writeBespokeDraft } from './revise-bespoke';

beforeEach(() => {
  vi.stubGlobal('sessionStorage', memoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const details = {
  type: 'bespoke-perfume',
  perfumeType: 'eau-de-parfum',
  customName: 'Jardin de Minuit',
  ingredients: { top: [1, 2], middle: [7], base: [14] },
  drops: { top: { '1': 4, '2': 1 }, middle: { '7': 3 }, base: { '14': 6 } },
  concentration: 25,
  uniqueCode: '81234567',
  totalIngredients: 4,
  price: 195,
  name: 'Jardin de Minuit',
};

describe('opening a saved bespoke design in the builder', () => {
  it('writes it as the current draft at the review step and says where to go', () => {
    const now = new Date('2025-03-01T10:00:00.000Z');
    expect(writeBespokeDraft(details, now)).toBe('/recipe-builder?step=review');
    const stored = bespokeDraftSchema.parse(readStoredDraft('bespoke'));
    expect(stored).toEqual({
      step: 'review',
      design: {
        perfumeType: 'eau-de-parfum',
        customName: 'Jardin de Minuit',
        ingredients: details.ingredients,
        drops: details.drops,
      },
      updatedAt: now.toISOString(),
    });
  });

  it('replaces the draft the builder had', () => {
    sessionStorage.setItem(
      'builderDraft:bespoke',
      JSON.stringify({ step: 'top', design: {}, updatedAt: '2020-01-01T00:00:00.000Z' }),
    );
    writeBespokeDraft({ ...details, customName: 'Second Thoughts' });
    expect(bespokeDraftSchema.parse(readStoredDraft('bespoke')).design.customName).toBe('Second Thoughts');
  });

  it('writes nothing for details that are not a valid design', () => {
    expect(writeBespokeDraft({ ...details, perfumeType: 'potion' })).toBeUndefined();
    expect(writeBespokeDraft({ ...details, ingredients: { top: [1], middle: [], base: [14] } })).toBeUndefined();
    expect(writeBespokeDraft({ type: 'lifestyle', name: 'Jardin Secret' })).toBeUndefined();
    expect(readStoredDraft('bespoke')).toBeUndefined();
  });

  it('does not fail where session storage is refused', () => {
    vi.stubGlobal('sessionStorage', {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    });
    expect(writeBespokeDraft(details)).toBe('/recipe-builder?step=review');
    expect(readStoredDraft('bespoke')).toBeUndefined();
  });
});
