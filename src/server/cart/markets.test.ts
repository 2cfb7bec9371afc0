import { compileMessage } from '@lingui/message-utils/compileMessage';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCartLine, getCart, getCartSummary } from '../../domain/api/cart';
import { getIngredients } from '../../domain/api/catalogue';
import {
  emptyDesign,
  type NoteGroup,
  setCustomName,
  setDrops,
  setPerfumeType,
  toggleIngredient,
} from '../../domain/bespoke/bespoke';
import type { Ingredient } from '../../domain/catalogue/catalogue';
import { toMajorIn } from '../../domain/currency/currency';
import { createTranslator } from '../../domain/i18n/translator';
import { generateRecommendation } from '../../domain/lifestyle/lifestyle';
import { marketItem } from '../../domain/markets/markets';
import { useTestApp } from '#tests/integration/fixtures';
import { type Client, newGuestId } from '#tests/integration/helpers';

/*
 * A cart in a market (issue #47, decision 070): priced in the shipping country's market once it is named, else the
 * shopper's; every line re-priced from its key when the market changes, nothing dropped (medusa#11648).
 */

const en = createTranslator('en', {}, compileMessage).t;
const t = useTestApp();
let c: Client;
let byGroup: Record<NoteGroup, Ingredient[]>;
beforeAll(async () => {
  c = t.client();
  const ingredients = (await c.send(getIngredients)).answer;
  byGroup = {
    top: ingredients.filter((i) => i.category === 'top'),
    middle: ingredients.filter((i) => i.category === 'middle'),
    base: ingredients.filter((i) => i.category === 'base'),
  };
});

/** A fixed price of a market, in its minor units. */
async function fixed(market: string, item: string): Promise<number> {
  const price = (await t.app.services.markets.fixedPrices(market)).get(item);
  if (price === undefined) throw new Error(`no fixed price of ${item} in ${market}`);
  return price;
}

/** Perfume 1's default size in ml. */
async function defaultVolume(): Promise<number> {
  return (await t.app.services.catalogue.perfumeRow(1))!.volumeMl;
}

async function add(guestId: string, body: Record<string, unknown>) {
  const res = await c.send(addCartLine, { body: { guestId, ...body } as never });
  expect(res.statusCode).toBe(201);
}

describe('a cart in a market', () => {
  it('in the UK answers pounds at the seeded fixed prices, the UK’s 20 % VAT inside', async () => {
    const guestId = newGuestId();
    await add(guestId, { perfumeId: 1, quantity: 2 });
    const res = await c.send(getCartSummary, { query: { guestId, country: 'GB' } });
    expect(res.statusCode).toBe(200);
    const summary = res.answer;
    const bottle = await fixed('gb', marketItem.size(1, await defaultVolume()));
    expect(summary.currency).toBe('GBP');
    expect(summary.subtotal).toBe(toMajorIn(2 * bottle, 'GBP'));
    expect(summary.taxRate).toBe(0.2);
    expect(summary.total).toBeCloseTo(summary.subtotal + summary.shipping, 2);
    // The VAT inside a gross amount at 20 %: a sixth of it, to the penny.
    expect(summary.tax).toBeCloseTo(summary.total / 6, 1);
    // Gift wrap at the price fixed for pounds.
    expect(summary.giftWrapPrice).toBe(toMajorIn(await giftWrapIn('GBP'), 'GBP'));
  });

  it('in the shopper’s market (?market=) answers its currency, and its lines’ prices too', async () => {
    const guestId = newGuestId();
    await add(guestId, { perfumeId: 1, quantity: 1 });
    const bottle = await fixed('us', marketItem.size(1, await defaultVolume()));
    const summary = (await c.send(getCartSummary, { query: { guestId, market: 'us' } })).answer;
    expect(summary.currency).toBe('USD');
    expect(summary.subtotal).toBe(toMajorIn(bottle, 'USD'));
    const [line] = (await c.send(getCart, { query: { guestId, market: 'us' } })).answer;
    expect(line!.price).toBe(toMajorIn(bottle, 'USD'));
    // The shipping country decides over the shopper's market.
    expect((await c.send(getCartSummary, { query: { guestId, market: 'us', country: 'FR' } })).answer.currency).toBe(
      'EUR',
    );
  });

  it('moving from euros to Switzerland keeps every line, re-priced in francs', async () => {
    const guestId = newGuestId();
    await add(guestId, { perfumeId: 1, quantity: 1 });
    await add(guestId, { perfumeId: 2, quantity: 1, size: 'sample' });
    let design = setCustomName(setPerfumeType(emptyDesign(), 'parfum'), 'Midnight Garden');
    for (const group of ['top', 'middle', 'base'] as const) {
      const id = byGroup[group][0]!.id;
      design = setDrops(toggleIngredient(design, group, id), group, id, 20);
    }
    await add(guestId, {
      perfumeId: null,
      isCustom: true,
      quantity: 1,
      customName: 'Midnight Garden',
      customDetails: { type: 'bespoke-perfume', uniqueCode: '81234567', concentration: '5%', ...design },
    });
    const lifestyle = generateRecommendation(
      {
        environment: 'coastal',
        wearTime: ['daytime'],
        indoorOutdoor: 'balanced',
        season: 'summer',
        scentPreference: 'fresh',
        intensity: 'strong',
        lastingPower: 'half-day',
        mood: ['relaxed'],
        age: '25-34',
        gender: 'female',
        personality: ['creative'],
        style: 'minimalist',
      },
      en,
    );
    await add(guestId, {
      perfumeId: null,
      isCustom: true,
      quantity: 1,
      customName: lifestyle.name,
      customDetails: lifestyle,
    });

    const eu = (await c.send(getCartSummary, { query: { guestId, country: 'FR' } })).answer;
    expect(eu.currency).toBe('EUR');
    expect(eu.itemCount).toBe(4);

    const ch = (await c.send(getCartSummary, { query: { guestId, country: 'CH' } })).answer;
    expect(ch.currency).toBe('CHF');
    expect(ch.itemCount).toBe(4);
    const expected =
      (await fixed('ch', marketItem.size(1, await defaultVolume()))) +
      (await sampleIn('CHF')) +
      (await fixed('ch', marketItem.bespoke('parfum'))) +
      (await fixed('ch', marketItem.lifestyle('premium')));
    expect(ch.subtotal).toBe(toMajorIn(expected, 'CHF'));
    expect(ch.total).toBeCloseTo(ch.subtotal - ch.discount + ch.shipping, 2);

    // Every line, in francs, on the way to Switzerland (Liechtenstein is in the same market).
    const lines = (await c.send(getCart, { query: { guestId, market: 'ch' } })).answer;
    expect(lines).toHaveLength(4);
    expect(lines.reduce((sum, l) => sum + l.price * l.quantity, 0)).toBeCloseTo(ch.subtotal, 2);
  });
});

/** The per-currency amounts the seed fixed. */
async function currencyAmount(currency: string, item: string): Promise<number> {
  const markets = t.app.services.markets;
  const market = (await markets.list()).find((m) => m.currency === currency)!;
  return (await markets.amount(market, item as 'sample', { minor: 0, currency: 'EUR' })).minor;
}
const sampleIn = (currency: string) => currencyAmount(currency, 'sample');
const giftWrapIn = (currency: string) => currencyAmount(currency, 'gift-wrap');
