import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Answer } from '@/domain/api/endpoint';
import { addCreationToCart, type getCreations } from '@/domain/api/creations';
import { answer } from '#tests/component/api';
import { answerCart } from '#tests/component/cart';
import { answerCatalogue } from '#tests/component/catalogue';
import { customer } from '#tests/component/fixtures';
import { findToast, renderPage } from '#tests/component/render';
import { CreationCard } from './creation-card';

const creation: Answer<typeof getCreations>[number] = {
  id: 4,
  kind: 'lifestyle',
  name: 'Midnight Garden',
  details: {},
  price: 145,
  problem: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
};

describe('a creation as a refill (DESIGN §1 "Refills")', () => {
  it('offers Refill beside its price and puts the creation in the cart with the interval chosen', async () => {
    answerCatalogue();
    answerCart();
    const sent = answer(addCreationToCart, { id: 9, quantity: 1 });
    const { user } = renderPage(<CreationCard creation={creation} ingredientNames={undefined} />, {
      url: '/dashboard?tab=creations',
      user: customer(),
    });
    await user.click(await screen.findByRole('radio', { name: 'Refill' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Deliver' }), '4');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await findToast('Added to cart', '“Midnight Garden” is in your cart, as a refill every 4 weeks.');
    expect(sent.lastBody()).toEqual({ size: 'bottle', refill: { intervalWeeks: 4 } });
  });

  it('a sample stays a sample, whatever is chosen above', async () => {
    answerCatalogue();
    answerCart();
    const sent = answer(addCreationToCart, { id: 9, quantity: 1 });
    const { user } = renderPage(<CreationCard creation={creation} ingredientNames={undefined} />, {
      url: '/dashboard?tab=creations',
      user: customer(),
    });
    await user.click(await screen.findByRole('radio', { name: 'Refill' }));
    await user.click(screen.getByRole('button', { name: /Order a 2 ml sample/ }));
    await findToast('Sample added to cart');
    expect(sent.lastBody()).toEqual({ size: 'sample' });
  });
});
