import { beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../domain/api/admin';
import {
  createMarket,
  getAdminMarkets,
  getMarketPrices,
  getMarkets,
  updateMarket,
  updateMarketPrices,
} from '../../domain/api/markets';
import { money } from '../../domain/currency/currency';
import { marketItem } from '../../domain/markets/markets';
import type { AdminMarket, MarketEdit } from '../../domain/markets/schemas';
import { adminClient, staffClient, useTestApp } from '#tests/integration/fixtures';
import type { Client } from '#tests/integration/helpers';

/*
 * The markets' back office (issue #47, decision 070): markets listed, added and edited (a country in one market
 * at most, the default market's currency fixed), each change audited; a market's price list fixed and cleared,
 * and what the shop then charges there.
 */

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const markets = () => t.app.services.markets;
let admin: Client;
beforeAll(async () => {
  admin = await adminClient(t);
});

const editOf = ({ name, currency, countries, rate, rounding, dutiesOnDelivery }: AdminMarket): MarketEdit => ({
  name,
  currency,
  countries,
  rate,
  rounding,
  dutiesOnDelivery,
});

async function marketNamed(code: string): Promise<AdminMarket> {
  const found = (await admin.send(getAdminMarkets)).answer.find((m) => m.code === code);
  if (!found) throw new Error(`no market ${code}`);
  return found;
}

/** The newest audit rows about a market. */
async function auditOf(code: string) {
  const res = await admin.send(listAudit, { query: { entity: 'settings', entityId: `market:${code}` } });
  expect(res.statusCode).toBe(200);
  return res.answer;
}

describe('who may', () => {
  it('a staff member without the settings permission is refused every markets endpoint', async () => {
    const catalogue = await staffClient(t, 'catalogue');
    const gb = await marketNamed('gb');
    const calls = [
      catalogue.send(getAdminMarkets),
      catalogue.send(createMarket, { body: { ...editOf(gb), code: 'jp', countries: [] } }),
      catalogue.send(updateMarket, { params: { code: 'gb' }, body: { ...editOf(gb), name: 'Nope' } }),
      catalogue.send(getMarketPrices, { params: { code: 'gb' } }),
      catalogue.send(updateMarketPrices, { params: { code: 'gb' }, body: { items: [], currencyItems: [] } }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(403);
    expect((await marketNamed('gb')).name).toBe(gb.name);
    // The storefront's list needs no session.
    expect((await t.client().send(getMarkets)).statusCode).toBe(200);
  });
});

describe('markets', () => {
  it('lists every market with its rate as a decimal and its rounding in major units', async () => {
    const res = await admin.send(getAdminMarkets);
    expect(res.statusCode).toBe(200);
    const eu = res.answer.find((m) => m.code === 'eu')!;
    expect(eu).toMatchObject({ currency: 'EUR', isDefault: true, rate: 1 });
    const gb = res.answer.find((m) => m.code === 'gb')!;
    expect(gb).toMatchObject({ currency: 'GBP', isDefault: false, countries: ['GB'] });
    expect(gb.rate).toBeGreaterThan(0);
    expect(gb.rate).toBeLessThan(1);
  });

  it('adds a market in a currency without decimals, audited, and puts its countries in it', async () => {
    const res = await admin.send(createMarket, {
      body: {
        code: 'jp',
        name: 'Japan',
        currency: 'jpy',
        countries: ['jp'],
        rate: 162.5,
        rounding: 100,
        dutiesOnDelivery: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const jp = res.answer.find((m) => m.code === 'jp');
    expect(jp).toEqual({
      code: 'jp',
      name: 'Japan',
      currency: 'JPY',
      countries: ['JP'],
      rate: 162.5,
      rounding: 100,
      isDefault: false,
      dutiesOnDelivery: true,
    });
    expect((await markets().ofCountry('JP')).code).toBe('jp');
    // Derived: €145.50 at 162.5 = ¥23,643.75, to the hundred: ¥23,600.
    const market = await markets().chosen('jp');
    expect(await markets().price(market, 'size:999999:50', money(14550, 'EUR'))).toEqual({
      minor: 23600,
      currency: 'JPY',
    });
    const [row] = await auditOf('jp');
    expect(row).toMatchObject({ action: 'market.create', entity: 'settings', entityId: 'market:jp' });

    const again = await admin.send(createMarket, { body: { ...editOf(jp!), code: 'jp', countries: [] } });
    expect(again.statusCode).toBe(409);
    expect(again.error.code).toBe('MARKET_TAKEN');
  });

  it('refuses a country another market has, naming that market', async () => {
    const gb = await marketNamed('gb');
    const res = await admin.send(updateMarket, {
      params: { code: 'gb' },
      body: { ...editOf(gb), countries: ['GB', 'FR'] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.error.code).toBe('COUNTRY_IN_TWO_MARKETS');
    expect(res.error.message).toContain('FR');
    expect(res.error.message).toContain((await marketNamed('eu')).name);
    expect((await marketNamed('gb')).countries).toEqual(['GB']);
    expect((await markets().ofCountry('FR')).code).toBe('eu');

    const added = await admin.send(createMarket, {
      body: { ...editOf(gb), code: 'uk', countries: ['GB'] },
    });
    expect(added.statusCode).toBe(409);
    expect(added.error.code).toBe('COUNTRY_IN_TWO_MARKETS');
  });

  it('edits a market, audited, and every reader sees the change', async () => {
    const ch = await marketNamed('ch');
    const res = await admin.send(updateMarket, {
      params: { code: 'ch' },
      body: { ...editOf(ch), name: 'Suisse et Liechtenstein', countries: ['CH'], rounding: 0.05 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.answer.find((m) => m.code === 'ch')).toMatchObject({
      name: 'Suisse et Liechtenstein',
      countries: ['CH'],
      rounding: 0.05,
    });
    expect((await markets().ofCountry('LI')).code).toBe('eu');
    const [row] = await auditOf('ch');
    expect(row).toMatchObject({ action: 'market.update' });
    await admin.send(updateMarket, { params: { code: 'ch' }, body: editOf(ch) });
    expect((await markets().ofCountry('LI')).code).toBe('ch');
  });

  it.each([
    ['an unknown country', { countries: ['ZZ'] }, 400, 'COUNTRY_UNKNOWN'],
    ['a currency that is no code', { currency: 'EURO' }, 400, 'VALIDATION'],
    ['a rate of 0', { rate: 0 }, 400, 'VALIDATION'],
    ['a rounding finer than the currency', { rounding: 0.001 }, 400, 'VALIDATION'],
  ])('refuses %s', async (_, over, status, code) => {
    const gb = await marketNamed('gb');
    const res = await admin.send(updateMarket, { params: { code: 'gb' }, body: { ...editOf(gb), ...over } });
    expect(res.statusCode).toBe(status);
    expect(res.error.code).toBe(code);
    expect(await marketNamed('gb')).toEqual(gb);
  });

  it("refuses to change the default market's currency, and answers 404 for a market that does not exist", async () => {
    const eu = await marketNamed('eu');
    const res = await admin.send(updateMarket, { params: { code: 'eu' }, body: { ...editOf(eu), currency: 'USD' } });
    expect(res.statusCode).toBe(409);
    expect(res.error.code).toBe('MARKET_CURRENCY_FIXED');
    const missing = await admin.send(updateMarket, { params: { code: 'nowhere' }, body: editOf(eu) });
    expect(missing.statusCode).toBe(404);
    expect((await admin.send(getMarketPrices, { params: { code: 'nowhere' } })).statusCode).toBe(404);
  });
});

describe("a market's prices", () => {
  it('lists every size, bespoke type and lifestyle tier with the base, fixed and in-force prices', async () => {
    const res = await admin.send(getMarketPrices, { params: { code: 'gb' } });
    expect(res.statusCode).toBe(200);
    expect(res.answer).toMatchObject({ market: 'gb', currency: 'GBP', baseCurrency: 'EUR' });
    const parfum = res.answer.items.find((i) => i.item === marketItem.bespoke('parfum'));
    expect(parfum).toMatchObject({ kind: 'bespoke', volume: null, base: 285, fixed: 245, price: 245 });
    expect(res.answer.items.filter((i) => i.kind === 'size').length).toBeGreaterThanOrEqual(60);
    expect(res.answer.items.filter((i) => i.kind === 'lifestyle').map((i) => i.name)).toEqual(['standard', 'premium']);
    expect(res.answer.currencyItems.find((i) => i.item === 'sample')).toMatchObject({ base: 6, fixed: 5, price: 5 });
    // The default market's amounts are the settings' own: none listed.
    expect((await admin.send(getMarketPrices, { params: { code: 'eu' } })).answer.currencyItems).toEqual([]);
  });

  it('fixing then clearing a price changes what the market charges, audited', async () => {
    const gb = await markets().chosen('gb');
    const list = (await admin.send(getMarketPrices, { params: { code: 'gb' } })).answer;
    const size = list.items.find((i) => i.kind === 'size')!;
    const base = money(Math.round(size.base * 100), 'EUR');

    const fixed = await admin.send(updateMarketPrices, {
      params: { code: 'gb' },
      body: { items: [{ item: size.item, price: 99.5 }], currencyItems: [{ item: 'gift-wrap', price: 4.5 }] },
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.answer.items.find((i) => i.item === size.item)).toMatchObject({ fixed: 99.5, price: 99.5 });
    expect(await markets().price(gb, size.item, base)).toEqual({ minor: 9950, currency: 'GBP' });
    expect(await markets().amount(gb, 'gift-wrap', money(500, 'EUR'))).toEqual({ minor: 450, currency: 'GBP' });
    expect((await auditOf('gb'))[0]).toMatchObject({ action: 'market.prices' });

    const cleared = await admin.send(updateMarketPrices, {
      params: { code: 'gb' },
      body: { items: [{ item: size.item, price: null }], currencyItems: [] },
    });
    expect(cleared.statusCode).toBe(200);
    const derived = await markets().price(gb, size.item, base);
    expect(derived.currency).toBe('GBP');
    expect(derived.minor).not.toBe(9950);
    expect(cleared.answer.items.find((i) => i.item === size.item)).toMatchObject({
      fixed: null,
      price: derived.minor / 100,
    });
  });

  it.each([
    ['an item not in the list', { items: [{ item: 'size:999999:50', price: 10 }] }],
    ['more decimals than the currency has', { items: [{ item: 'bespoke:parfum', price: 10.005 }] }],
    ['a negative price', { items: [{ item: 'bespoke:parfum', price: -1 }] }],
  ])('refuses %s', async (_, body) => {
    const res = await admin.send(updateMarketPrices, { params: { code: 'gb' }, body: { currencyItems: [], ...body } });
    expect(res.statusCode).toBe(400);
    expect(res.error.code).toBe('VALIDATION');
    expect((await markets().fixedPrices('gb')).get('bespoke:parfum')).toBe(24500);
  });

  it("refuses prices for the default market (the catalogue's own)", async () => {
    const res = await admin.send(updateMarketPrices, {
      params: { code: 'eu' },
      body: { items: [{ item: 'bespoke:parfum', price: 10 }], currencyItems: [] },
    });
    expect(res.statusCode).toBe(400);
  });
});
