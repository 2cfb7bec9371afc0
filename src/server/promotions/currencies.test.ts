import { describe, expect, it } from 'vitest';
import { addCartLine, getCartSummary } from '../../domain/api/cart';
import { applyCartDiscount, createDiscount, setPromotionSettings } from '../../domain/api/promotions';
import { money, toMajorIn } from '../../domain/currency/currency';
import { priceIn } from '../../domain/markets/markets';
import type { DiscountInput } from '../../domain/promotions/schemas';
import { adminClient, useTestApp } from '#tests/integration/fixtures';
import { Client, newGuestId } from '#tests/integration/helpers';

/*
 * Discount codes and the gift sample per currency (issue #47, decision 070, vendure#2520): an amount code
 * applies only in a currency it has an amount in, and says so, by name, when entered there or when its cart
 * moves market; a percent code works everywhere, its minimum the currency's own or the default currency's at
 * the market's rate; the gift sample's threshold is the currency's.
 */

const t = useTestApp({ ORDER_RATE_LIMIT: '1000', AUTH_RATE_LIMIT: '1000' });
let signedIn: Promise<Client> | undefined;
/** The owner's client, signed in on first use (inside a test: the app is up by then). */
const owner = () => (signedIn ??= adminClient(t));

/** A guest shopper in a market: the `market` cookie the header's selector sets. */
const shopperIn = (market: string) => {
  const client = new Client(t.app);
  const headers = { cookie: `market=${market}` };
  return {
    add: async (guestId: string, perfumeId = 1, quantity = 1) =>
      expect((await client.send(addCartLine, { body: { guestId, perfumeId, quantity } }, headers)).statusCode).toBe(
        201,
      ),
    apply: (guestId: string, code: string) => client.send(applyCartDiscount, { body: { guestId, code } }, headers),
    summary: async (guestId: string) => (await client.send(getCartSummary, { query: { guestId } }, headers)).answer,
  };
};

let n = 0;
async function makeCode(over: Partial<DiscountInput>) {
  const code = `CUR${Date.now().toString(36).toUpperCase()}${n++}`;
  const res = await (
    await owner()
  ).send(createDiscount, {
    body: { code, kind: 'percent', value: 10, ...over } as DiscountInput,
  });
  expect(res.statusCode).toBe(201);
  return res.answer;
}

const market = (code: string) => t.app.services.markets.chosen(code);

describe('an amount code carries an amount per currency', () => {
  it('takes its pound amount off a cart in the UK, in pounds', async () => {
    const { code, currencyAmounts } = await makeCode({
      kind: 'amount',
      value: 10,
      currencyAmounts: { GBP: { value: 8.5 } },
    });
    expect(currencyAmounts).toEqual({ GBP: { value: 8.5, minSubtotal: null } });
    const gb = shopperIn('gb');
    const guestId = newGuestId();
    await gb.add(guestId);
    const res = await gb.apply(guestId, code);
    expect(res.statusCode).toBe(200);
    expect(res.answer.adjustments).toContainEqual({
      kind: 'discount-code',
      label: `Code ${code}: £8.50 off`,
      amount: 8.5,
    });
    expect(res.answer.discount).toBe(8.5);
  });

  it('is refused in Switzerland, naming the currency it has no amount in', async () => {
    const { code } = await makeCode({ kind: 'amount', value: 10, currencyAmounts: { GBP: { value: 8 } } });
    const ch = shopperIn('ch');
    const guestId = newGuestId();
    await ch.add(guestId);
    const res = await ch.apply(guestId, code);
    expect(res.statusCode).toBe(400);
    expect(res.error).toMatchObject({
      code: 'DISCOUNT_INVALID',
      message: 'This code cannot be used in Swiss francs.',
    });
  });

  it('held by a cart that moves to a market without its currency, it is left out and the summary says why', async () => {
    const { code } = await makeCode({ kind: 'amount', value: 5 });
    const guestId = newGuestId();
    const eu = shopperIn('eu');
    await eu.add(guestId);
    expect((await eu.apply(guestId, code)).statusCode).toBe(200);
    const moved = await shopperIn('gb').summary(guestId);
    expect(moved.discountCode).toBeNull();
    expect(moved.discount).toBe(0);
    expect(moved.discountMessage).toBe('This code cannot be used in pounds.');
    // Back in euros, it applies again: nothing was dropped.
    expect((await eu.summary(guestId)).discountCode).toMatchObject({ code });
  });
});

describe('a percent code works in every market', () => {
  it('in francs, its minimum is the euro one at the market’s rate unless francs have their own', async () => {
    const ch = await market('ch');
    const shopper = shopperIn('ch');
    const guestId = newGuestId();
    await shopper.add(guestId);
    const subtotal = (await shopper.summary(guestId)).subtotal;

    // €1,000 minimum: at the rate, far above this cart, and said in francs.
    const high = await makeCode({ kind: 'percent', value: 10, minSubtotal: 1000 });
    const refused = await shopper.apply(guestId, high.code);
    expect(refused.statusCode).toBe(400);
    const derived = priceIn(ch, money(100_000, 'EUR'));
    expect(derived.currency).toBe('CHF');
    expect(refused.error.message).toBe(
      `This code needs a subtotal of CHF\u00a0${toMajorIn(derived.minor, 'CHF').toLocaleString('en-US', { minimumFractionDigits: 2 })}.`,
    );

    // A €1 minimum at the rate: this cart reaches it, and 10 % comes off in francs.
    const low = await makeCode({ kind: 'percent', value: 10, minSubtotal: 1 });
    const applied = await shopper.apply(guestId, low.code);
    expect(applied.statusCode).toBe(200);
    expect(applied.answer.discount).toBeCloseTo(Math.round(subtotal * 10) / 100, 2);

    // The same €1 minimum, but francs set their own above this cart: that one counts.
    const own = await makeCode({
      kind: 'percent',
      value: 10,
      minSubtotal: 1,
      currencyAmounts: { CHF: { minSubtotal: subtotal + 1 } },
    });
    const below = await shopper.apply(guestId, own.code);
    expect(below.statusCode).toBe(400);
    expect(below.error.message).toMatch(/^This code needs a subtotal of CHF/);
  });
});

describe('the back office checks the amounts per currency', () => {
  it('refuses the default currency, a currency no market has, a value for a percent code, and too many decimals', async () => {
    const refused = async (over: Partial<DiscountInput>, path: string) => {
      const res = await (
        await owner()
      ).send(createDiscount, {
        body: {
          code: `BAD${n++}X${Date.now().toString(36)}`.toUpperCase(),
          kind: 'amount',
          value: 5,
          ...over,
        } as DiscountInput,
      });
      expect(res.statusCode).toBe(400);
      expect(res.error.code).toBe('VALIDATION');
      expect(res.error.errors?.map((e) => e.path)).toContain(path);
    };
    await refused({ currencyAmounts: { EUR: { value: 5 } } }, 'currencyAmounts.EUR');
    await refused({ currencyAmounts: { JPY: { value: 500 } } }, 'currencyAmounts.JPY');
    await refused({ kind: 'percent', value: 10, currencyAmounts: { GBP: { value: 5 } } }, 'currencyAmounts.GBP.value');
    await refused({ currencyAmounts: { GBP: { value: 5.555 } } }, 'currencyAmounts.GBP.value');
  });
});

describe('the gift sample’s threshold is per currency', () => {
  it('a cart in pounds reads the threshold fixed in pounds', async () => {
    // €500 in the back office; £30 fixed for pounds (the seed fixes one per currency).
    await (await owner()).send(setPromotionSettings, { body: { giftSampleThreshold: 500 } });
    await t.store.db.execute(
      `insert into currency_prices (currency, item, price_minor) values ('GBP', 'gift-sample-threshold', 3000)
       on conflict (currency, item) do update set price_minor = excluded.price_minor`,
    );
    await t.app.services.markets.changed();
    const gb = await market('gb');
    expect(await t.app.services.promotions.giftThreshold(gb)).toEqual({ minor: 3000, currency: 'GBP' });

    const shopper = shopperIn('gb');
    const guestId = newGuestId();
    await shopper.add(guestId);
    const summary = await shopper.summary(guestId);
    expect(summary.subtotal).toBeGreaterThanOrEqual(30);
    expect(summary.giftSample).toMatchObject({ threshold: 30, offered: true });
    // In euros the same cart is far below €500.
    expect((await shopperIn('eu').summary(guestId)).giftSample).toMatchObject({ threshold: 500, offered: false });
    await (await owner()).send(setPromotionSettings, { body: { giftSampleThreshold: null } });
  });
});
