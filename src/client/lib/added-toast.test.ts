import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createTranslator } from '@/domain/i18n/translator';
import { addedToast, bottlesAdded } from './added-toast';

const { t } = createTranslator('en', {}, compileMessage);

const name = 'Oud Fumé';

describe('the Add to Cart toast', () => {
  it('names the perfume and the quantity when everything asked for was added', () => {
    expect(addedToast({ name, asked: 1, before: 0, after: 1 }, t)).toEqual({
      variant: 'success',
      title: 'Added to cart',
      description: 'Oud Fumé × 1',
    });
    expect(addedToast({ name, asked: 3, before: 7, after: 10 }, t)).toMatchObject({
      variant: 'success',
      description: 'Oud Fumé × 3',
    });
    expect(addedToast({ name, asked: 10, before: 0, after: 10 }, t).description).toBe('Oud Fumé × 10');
  });

  it('says how many were added when the line reached its cap of 10', () => {
    const toast = addedToast({ name, asked: 10, before: 7, after: 10 }, t);
    expect(toast).toEqual({ title: 'Added to cart', description: 'Only 3 added: a line holds at most 10.' });
    expect(toast.variant).toBeUndefined();
    expect(addedToast({ name, asked: 5, before: 9, after: 10 }, t).description).toBe(
      'Only 1 added: a line holds at most 10.',
    );
  });

  it('says nothing was added when the line already held 10', () => {
    expect(addedToast({ name, asked: 2, before: 10, after: 10 }, t)).toEqual({
      title: 'Nothing added',
      description: 'You already have 10 of Oud Fumé, the most a line holds.',
    });
  });

  it('trusts the server below the cap, even when the page knew an older cart', () => {
    // Another tab emptied the line: the page thought 6 were there, the server added all 3.
    expect(bottlesAdded({ name, asked: 3, before: 6, after: 3 })).toBe(3);
    // The page had not seen the line: at the cap, as many as it can tell.
    expect(bottlesAdded({ name, asked: 4, before: 0, after: 10 })).toBe(4);
    expect(bottlesAdded({ name, asked: 4, before: 8, after: 10 })).toBe(2);
  });
});
