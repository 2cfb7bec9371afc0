import { beforeAll, describe, expect, it } from 'vitest';
import { addCartLine, getCartSummary } from '../../domain/api/cart';
import { applyGiftCard, getGiftCardBalance } from '../../domain/api/gift-cards';
import { newCode, hashCode } from './selling';
import { formatCode } from '../../domain/gift-cards/gift-cards';
import { paidOrder, useTestApp } from '#tests/integration/fixtures';
import { Client, newGuestId } from '#tests/integration/helpers';

/*
 * Gift cards stay in the currency they were bought in (issue #47, decision 070): a card pays only a cart in
 * it; entered on a cart in another it is refused, naming both; applied to a cart that then moves market it pays
 * nothing and the summary says why. Its line is priced in the cart's currency.
 */

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
let orderId: number;
beforeAll(async () => {
  // The order a card "bought" (the card rows need one); the card itself is written here, issued.
  orderId = (await paidOrder(t, { lines: [[1, 1]] })).id;
});

/** An issued card of `cents` in `currency`: its code as a shopper types it. */
async function issuedCard(cents: number, currency: string): Promise<string> {
  const code = newCode();
  await t.store.db.execute(
    `insert into gift_cards (code_hash, last4, initial_cents, balance_cents, currency, recipient_name,
       recipient_email, order_id, order_line_id, activated_at)
     values ('${hashCode(code)}', '${code.slice(-4)}', ${cents}, ${cents}, '${currency}', 'Jane', 'jane@example.com',
       ${orderId}, 0, now())`,
  );
  return formatCode(code);
}

const shopperIn = (market: string) => {
  const client = new Client(t.app);
  const headers = { cookie: `market=${market}` };
  return {
    add: async (guestId: string) =>
      expect(
        (await client.send(addCartLine, { body: { guestId, perfumeId: 1, quantity: 1 } }, headers)).statusCode,
      ).toBe(201),
    apply: (guestId: string, code: string) => client.send(applyGiftCard, { body: { guestId, code } }, headers),
    summary: async (guestId: string) => (await client.send(getCartSummary, { query: { guestId } }, headers)).answer,
  };
};

describe('a gift card pays only a cart in its currency', () => {
  it('a euro card entered on a cart in pounds is refused, naming both currencies', async () => {
    const code = await issuedCard(5000, 'EUR');
    const gb = shopperIn('gb');
    const guestId = newGuestId();
    await gb.add(guestId);
    const res = await gb.apply(guestId, code);
    expect(res.statusCode).toBe(400);
    expect(res.error).toMatchObject({
      code: 'GIFT_CARD_CURRENCY',
      message: 'This gift card is in euros; your cart is in pounds.',
    });
    expect((await gb.summary(guestId)).giftCard).toBeNull();
  });

  it('a pound card pays a cart in pounds, its balance read in pounds', async () => {
    const code = await issuedCard(2050, 'GBP');
    const balance = await new Client(t.app).send(getGiftCardBalance, { query: { code } });
    expect(balance.answer).toMatchObject({ balance: 20.5, currency: 'GBP' });
    const gb = shopperIn('gb');
    const guestId = newGuestId();
    await gb.add(guestId);
    const res = await gb.apply(guestId, code);
    expect(res.statusCode).toBe(200);
    expect(res.answer.giftCard).toMatchObject({ balance: 20.5, applied: 20.5, currency: 'GBP', message: null });
  });

  it('applied to a cart that then moves market, it pays nothing there and the summary says why', async () => {
    const code = await issuedCard(2000, 'EUR');
    const eu = shopperIn('eu');
    const guestId = newGuestId();
    await eu.add(guestId);
    expect((await eu.apply(guestId, code)).statusCode).toBe(200);
    const inEuros = await eu.summary(guestId);
    expect(inEuros.giftCard).toMatchObject({ applied: 20, message: null });

    const inFrancs = await shopperIn('ch').summary(guestId);
    expect(inFrancs.giftCard).toMatchObject({
      balance: 20,
      applied: 0,
      currency: 'EUR',
      message: 'This gift card is in euros; your cart is in Swiss francs.',
    });
    // Nothing is taken off: the total is the cart's whole.
    expect(inFrancs.total).toBeCloseTo(
      inFrancs.subtotal - inFrancs.discount + inFrancs.shipping + inFrancs.giftWrap,
      2,
    );
  });

  it('a card is sold at its amount in the cart’s currency, written with that currency’s decimals', () => {
    const input = { amount: 50, recipientName: 'Jane', recipientEmail: 'jane@example.com' };
    const gbp = t.app.services.giftCards.purchaseLine(input, 'GBP');
    expect(gbp).toMatchObject({ customName: 'Gift card £50.00 for Jane', customPriceCents: 5000 });
    const yen = t.app.services.giftCards.purchaseLine({ ...input, amount: 500 }, 'JPY');
    expect(yen).toMatchObject({ customName: 'Gift card ¥500 for Jane', customPriceCents: 500 });
  });
});
