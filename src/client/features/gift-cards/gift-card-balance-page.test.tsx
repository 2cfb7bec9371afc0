import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { getGiftCardBalance } from '@/domain/api/gift-cards';
import { answer, hold } from '#tests/component/api';
import { fill, renderPage } from '#tests/component/render';
import GiftCardBalancePage from './gift-card-balance-page';

const code = () => screen.getByRole('textbox', { name: 'Gift card code' });

describe('the gift card balance page', () => {
  it('a code that is not shaped like one is refused before any call', async () => {
    const sent = answer(getGiftCardBalance, { balance: 50, currency: 'EUR', last4: 'QRST' });
    const { user } = renderPage(<GiftCardBalancePage />, { url: '/gift-cards/balance' });
    await fill(user, code(), 'ABCD-1234');
    await user.click(screen.getByRole('button', { name: 'Check Balance' }));
    expect(await screen.findByText('A gift card code is 16 letters and digits (XXXX-XXXX-XXXX-XXXX).')).toBeTruthy();
    expect(sent.calls).toHaveLength(0);
  });

  it('a code asks the server (in the query), the button waits, then what the card holds', async () => {
    const gate = hold();
    const sent = answer(getGiftCardBalance, async () => {
      await gate.opened;
      return { balance: 37.5, currency: 'EUR', last4: 'QRST' };
    });
    const { user } = renderPage(<GiftCardBalancePage />, { url: '/gift-cards/balance' });
    expect(document.title).toBe('Gift Card Balance · Maison Lumière');
    await fill(user, code(), 'ABCD-EFGH-JKMN-QRST');
    await user.click(screen.getByRole('button', { name: 'Check Balance' }));
    expect(screen.getByRole('button', { name: 'Check Balance' })).toHaveProperty('disabled', true);
    gate.open();
    expect((await screen.findByText(/The card ending QRST holds/)).textContent).toBe(
      'The card ending QRST holds €37.50.',
    );
    expect(sent.calls[0]?.query).toEqual({ code: 'ABCD-EFGH-JKMN-QRST' });
  });

  it('a code the shop does not know says so in its words', async () => {
    answer(getGiftCardBalance, 404, { code: 'GIFT_CARD_NOT_FOUND', message: 'This gift card code is not valid.' });
    const { user } = renderPage(<GiftCardBalancePage />, { url: '/gift-cards/balance' });
    await fill(user, code(), 'ABCD-EFGH-JKMN-QRST');
    await user.click(screen.getByRole('button', { name: 'Check Balance' }));
    expect(await screen.findByText('This gift card code is not valid.')).toBeTruthy();
    expect(screen.queryByText(/The card ending/)).toBeNull();
  });
});
