import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createShippingZone,
  getShippingMethods,
  getShippingZones,
  updateShippingZone,
} from '../../domain/api/shipping';
import type { ShippingZoneInput } from '../../domain/shipping/schemas';
import { adminClient, useTestApp } from '#tests/integration/fixtures';
import type { Client } from '#tests/integration/helpers';
import { shippingMethods } from './schema';

/*
 * A shipping method's price and free threshold per currency (decision 070): the back office fixes them beside the
 * default market's (major units; minor units in the column), and a country's methods are priced in its market's
 * currency, fixed or derived at the market's rate, so no method is missing in a currency.
 */

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
let admin: Client;
beforeAll(async () => {
  admin = await adminClient(t);
});

const ukAndSwiss: ShippingZoneInput = {
  name: 'UK and Switzerland',
  countries: ['GB', 'CH'],
  restOfWorld: false,
  methods: [
    {
      name: 'Tracked',
      price: 9,
      freeAbove: 120,
      currencyPrices: { GBP: { price: 7.5, freeAbove: 100 } },
      minDays: 2,
      maxDays: 4,
    },
    { name: 'Courier', price: 30, freeAbove: null, currencyPrices: {}, minDays: 1, maxDays: 1 },
  ],
};

const methodsTo = async (country: string) =>
  (await t.client().send(getShippingMethods, { query: { country } })).answer.map(({ id: _id, ...m }) => m);

describe('shipping prices per currency', () => {
  let zoneId: number;

  it('keeps the prices fixed per currency in minor units and answers them in major units', async () => {
    const res = await admin.send(createShippingZone, { body: ukAndSwiss });
    expect(res.statusCode).toBe(201);
    const zone = res.answer.find((z) => z.name === ukAndSwiss.name)!;
    zoneId = zone.id;
    expect(zone.methods.map((m) => [m.name, m.price, m.currencyPrices])).toEqual([
      ['Tracked', 9, { GBP: { price: 7.5, freeAbove: 100 } }],
      ['Courier', 30, {}],
    ]);
    const rows = await t.store.db
      .select({ currencyPrices: shippingMethods.currencyPrices })
      .from(shippingMethods)
      .where(and(eq(shippingMethods.zoneId, zoneId), eq(shippingMethods.name, 'Tracked')));
    expect(rows[0]?.currencyPrices).toEqual({ GBP: { price: 750, freeAbove: 10000 } });
  });

  it("prices a country's methods in its market's currency: fixed where fixed, else at the market's rate", async () => {
    const gb = await methodsTo('GB');
    expect(gb[0]).toEqual({ name: 'Tracked', price: 7.5, freeAbove: 100, currency: 'GBP', minDays: 2, maxDays: 4 });
    expect(gb[1]).toMatchObject({ name: 'Courier', currency: 'GBP', freeAbove: null });

    const markets = t.app.services.markets;
    const [gbMarket, chMarket] = await Promise.all([markets.chosen('gb'), markets.chosen('ch')]);
    const derived = async (market: typeof gbMarket, minor: number) =>
      (await markets.price(market, 'shipping', { minor, currency: 'EUR' })).minor / 100;
    expect(gb[1]!.price).toBe(await derived(gbMarket, 3000));

    const ch = await methodsTo('CH');
    expect(ch.map((m) => [m.name, m.currency, m.price, m.freeAbove])).toEqual([
      ['Tracked', 'CHF', await derived(chMarket, 900), await derived(chMarket, 12000)],
      ['Courier', 'CHF', await derived(chMarket, 3000), null],
    ]);
    // The default market's countries read the methods' own prices.
    expect((await methodsTo('FR'))[0]).toMatchObject({ currency: 'EUR' });
  });

  it('a zone saved without prices per currency keeps the ones its methods had; a null price clears one', async () => {
    const withoutThem = {
      ...ukAndSwiss,
      methods: ukAndSwiss.methods.map(({ currencyPrices: _, ...m }) => m),
    };
    expect((await admin.send(updateShippingZone, { params: { id: zoneId }, body: withoutThem })).statusCode).toBe(200);
    expect((await methodsTo('GB'))[0]).toMatchObject({ price: 7.5, freeAbove: 100 });

    const cleared = {
      ...ukAndSwiss,
      // A null price reads as none: derived.
      methods: ukAndSwiss.methods.map((m) => ({ ...m, currencyPrices: { GBP: { price: null, freeAbove: null } } })),
    };
    const res = await admin.send(updateShippingZone, { params: { id: zoneId }, body: cleared });
    expect(res.answer.find((z) => z.id === zoneId)!.methods[0]!.currencyPrices).toEqual({});
    expect((await methodsTo('GB'))[0]!.price).not.toBe(7.5);
  });

  it.each([
    ['more decimals than the currency has', { JPY: { price: 1200.5, freeAbove: null } }],
    ['a currency that is no code', { pounds: { price: 7, freeAbove: null } }],
    ['a negative price', { GBP: { price: -1, freeAbove: null } }],
  ])('refuses %s', async (_, currencyPrices) => {
    const res = await admin.send(updateShippingZone, {
      params: { id: zoneId },
      body: { ...ukAndSwiss, methods: [{ ...ukAndSwiss.methods[0]!, currencyPrices }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.error.code).toBe('VALIDATION');
    const zones = (await admin.send(getShippingZones)).answer;
    expect(zones.find((z) => z.id === zoneId)!.methods).toHaveLength(2);
  });
});
