import { describe, expect, it } from 'vitest';
import { getMarkets } from '../../domain/api/markets';
import { getConfig } from '../../domain/api/system';
import { perfumeTypes } from '../../domain/bespoke/bespoke';
import { marketItem } from '../../domain/markets/markets';
import { money } from '../../domain/currency/currency';
import { useTestApp } from '#tests/integration/fixtures';
import { Client } from '#tests/integration/helpers';
import { seedCatalogue } from '../db/seed';

/*
 * Markets (issue #47, decision 070): the four seeded markets, which market a country is in, and prices fixed in
 * each market on the first start (the house's price points), derived at the market's rate where none is fixed.
 */

const t = useTestApp();
const markets = () => t.app.services.markets;

describe('markets', () => {
  it('lists the seeded markets with their currencies and countries', async () => {
    const res = await new Client(t.app).send(getMarkets);
    expect(res.statusCode).toBe(200);
    expect(res.answer.map((m) => [m.code, m.currency, m.isDefault, m.dutiesOnDelivery])).toEqual([
      ['eu', 'EUR', true, false],
      ['gb', 'GBP', false, false],
      ['ch', 'CHF', false, true],
      ['us', 'USD', false, true],
    ]);
    expect(res.answer.find((m) => m.code === 'ch')?.countries).toEqual(['CH', 'LI']);
    expect(res.answer.find((m) => m.code === 'eu')?.countries).toContain('FR');
  });

  it('names each market in the language asked: a country as the language names it, another as the house did', async () => {
    const client = new Client(t.app);
    const labels = async (headers?: Record<string, string>) =>
      (await client.send(getMarkets, {}, headers)).answer.map((m) => m.label);
    expect(await labels()).toEqual(['Europe', 'United Kingdom', 'Switzerland', 'United States']);
    expect(await labels({ 'accept-language': 'fr' })).toEqual(['Europe', 'Royaume-Uni', 'Suisse', 'États-Unis']);
  });

  it('puts a shipping country in the market naming it, any other in the default market', async () => {
    const of = async (country: string | null) => (await markets().ofCountry(country)).code;
    expect([await of('GB'), await of('li'), await of('US'), await of('FR'), await of('JP'), await of(null)]).toEqual([
      'gb',
      'ch',
      'us',
      'eu',
      'eu',
      'eu',
    ]);
    expect((await markets().chosen('nowhere', 'ch')).code).toBe('ch');
    expect((await markets().chosen(undefined, null)).code).toBe('eu');
  });

  it('fixes every seeded price once, at the house’s price points, and a restart keeps the owner’s change', async () => {
    const gb = await markets().chosen('gb');
    const parfum = perfumeTypes.find((p) => p.id === 'parfum')!;
    const fixed = await markets().fixedPrices('gb');
    // Every size of every perfume, the bespoke types and both lifestyle prices.
    expect(fixed.get(marketItem.bespoke('parfum'))).toBe(24500); // €285 at 0.86 = £245.10 → £245
    expect(fixed.get(marketItem.lifestyle('standard'))).toBe(12500); // €145 → £124.70 → £125
    expect([...fixed.keys()].filter((k) => k.startsWith('size:')).length).toBeGreaterThanOrEqual(60);
    const price = await markets().price(gb, marketItem.bespoke('parfum'), money(parfum.priceCents, 'EUR'));
    expect(price).toEqual({ minor: 24500, currency: 'GBP' });
    expect(await markets().amount(gb, 'sample', money(600, 'EUR'))).toEqual({ minor: 500, currency: 'GBP' });

    await t.store.db.execute(
      `update market_prices set price_minor = 23900 where market = 'gb' and item = 'bespoke:parfum'`,
    );
    await seedCatalogue(t.store.db);
    await markets().changed();
    expect((await markets().fixedPrices('gb')).get(marketItem.bespoke('parfum'))).toBe(23900);
  });

  it('answers the shop’s config in the shopper’s market: its currency and its sample price', async () => {
    const shopper = new Client(t.app);
    expect((await shopper.send(getConfig)).answer).toMatchObject({ currency: 'EUR', samplePrice: 6 });
    const gb = await shopper.send(getConfig, { query: { market: 'gb' } });
    expect(gb.answer).toMatchObject({ currency: 'GBP', samplePrice: 5 });
    expect(gb.headers.vary).toContain('Cookie');
  });

  it('derives a price nobody fixed from the default market’s, at the market’s rate, to whole units', async () => {
    const us = await markets().chosen('us');
    expect(await markets().price(us, 'size:999999:50', money(14550, 'EUR'))).toEqual({ minor: 15700, currency: 'USD' });
    const eu = await markets().chosen('eu');
    expect(await markets().price(eu, 'size:999999:50', money(14550, 'EUR'))).toEqual({ minor: 14550, currency: 'EUR' });
  });
});
