import { beforeAll, describe, expect, it } from 'vitest';
import { addCartLine, getCartSummary } from '../../domain/api/cart';
import { getPerfumes } from '../../domain/api/catalogue';
import { getOrderPage } from '../../domain/api/orders';
import {
  createShippingZone,
  deleteShippingZone,
  getAdminSettings,
  getShippingCountries,
  getShippingMethods,
  getShippingZones,
  getVatRates,
  removeVatRate,
  setVatRate,
  updateAdminSettings,
  updateShippingZone,
} from '../../domain/api/shipping';
import type { ShippingZoneInput } from '../../domain/shipping/schemas';
import { adminClient, paidOrder, signedIn, useTestApp } from '#tests/integration/fixtures';
import type { Client } from '#tests/integration/helpers';
import { newGuestId } from '#tests/integration/helpers';

/** The back office's Settings: the house's legal details, VAT rates and shipping zones. Both stores. */

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
let admin: Client;
let perfumeId: number;
beforeAll(async () => {
  admin = await adminClient(t);
  const perfumes = (await t.client().send(getPerfumes)).answer;
  perfumeId = perfumes[0]!.id;
});

const house = {
  legalName: 'Maison Lumière SAS',
  address: '8 Place Vendôme\n75001 Paris',
  vatNumber: 'FR12345678901',
  homeCountry: 'FR',
  legalMentions: 'SAS au capital de 10 000 €, RCS Paris 123 456 789',
};

const euZone: ShippingZoneInput = {
  name: 'EU',
  countries: ['FR', 'DE'],
  restOfWorld: false,
  methods: [
    { name: 'Standard', price: 8, freeAbove: 150, minDays: 2, maxDays: 4 },
    { name: 'Express', price: 25, freeAbove: null, minDays: 1, maxDays: 1 },
  ],
};

/** A guest's cart holding one bottle: its client and guest id. */
async function cartWithABottle() {
  const c = t.client();
  const guestId = newGuestId();
  expect((await c.send(addCartLine, { body: { guestId, perfumeId, quantity: 1 } })).statusCode).toBe(201);
  return { c, guestId };
}

describe('who may', () => {
  it('a customer gets 403 and a signed-out caller 401 on every settings endpoint', async () => {
    const customer = await signedIn(t);
    const guest = t.client();
    const calls = [
      (c: Client) => c.send(getAdminSettings),
      (c: Client) => c.send(updateAdminSettings, { body: house }),
      (c: Client) => c.send(getVatRates),
      (c: Client) => c.send(setVatRate, { params: { country: 'FR' }, body: { rate: 1 } }),
      (c: Client) => c.send(removeVatRate, { params: { country: 'FR' } }),
      (c: Client) => c.send(getShippingZones),
      (c: Client) => c.send(createShippingZone, { body: euZone }),
      (c: Client) => c.send(updateShippingZone, { params: { id: 1 }, body: euZone }),
      (c: Client) => c.send(deleteShippingZone, { params: { id: 1 } }),
    ];
    for (const send of calls) {
      expect((await send(customer)).statusCode).toBe(403);
      expect((await send(guest)).statusCode).toBe(401);
    }
    // Nothing was changed by them.
    expect((await admin.send(getShippingZones)).answer.map((z) => z.name)).toEqual(['Everywhere']);
    expect((await admin.send(getVatRates)).answer.find((r) => r.country === 'FR')?.rate).toBe(20);
  });

  it('the public shipping endpoints need no session', async () => {
    const guest = t.client();
    expect((await guest.send(getShippingCountries)).statusCode).toBe(200);
    expect((await guest.send(getShippingMethods, { query: { country: 'FR' } })).statusCode).toBe(200);
  });
});

describe("the house's settings", () => {
  it('reads, updates and reads back', async () => {
    const before = await admin.send(getAdminSettings);
    expect(before.statusCode).toBe(200);
    expect(before.answer.homeCountry).toMatch(/^[A-Z]{2}$/);

    const res = await admin.send(updateAdminSettings, {
      body: { ...house, vatNumber: ' fr12345678901 ', legalName: '  Maison Lumière SAS ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.answer).toEqual({ ...house, giftWrapPrice: 5 });
    expect((await admin.send(getAdminSettings)).answer).toEqual({ ...house, giftWrapPrice: 5 });
  });

  it('an empty VAT number is allowed (the back office warns)', async () => {
    const res = await admin.send(updateAdminSettings, { body: { ...house, vatNumber: '' } });
    expect(res.statusCode).toBe(200);
    expect(res.answer.vatNumber).toBe('');
    expect((await admin.send(updateAdminSettings, { body: house })).statusCode).toBe(200);
  });

  it.each([
    ['a VAT number without its country code', { vatNumber: '12345678901' }, 'vatNumber'],
    ['a VAT number with signs in it', { vatNumber: 'FR<script>' }, 'vatNumber'],
    ['an empty legal name', { legalName: '   ' }, 'legalName'],
    ['a legal name on two lines', { legalName: 'Maison\nLumière' }, 'legalName'],
    ['an empty address', { address: '' }, 'address'],
    ['a home country that is no code', { homeCountry: 'France!' }, 'homeCountry'],
    ['a home country no country has', { homeCountry: 'ZZ' }, 'homeCountry'],
  ])('refuses %s, naming the field', async (_, over, field) => {
    const res = await admin.send(updateAdminSettings, { body: { ...house, ...over } });
    expect(res.statusCode).toBe(400);
    expect(res.error.code).toBe('VALIDATION');
    expect(res.error.errors?.map((e) => e.path)).toContain(field);
    expect((await admin.send(getAdminSettings)).answer).toEqual({ ...house, giftWrapPrice: 5 });
  });
});

describe('VAT rates', () => {
  it('are seeded with the EU standard rates', async () => {
    const rates = (await admin.send(getVatRates)).answer;
    const byCountry = Object.fromEntries(rates.map((r) => [r.country, r]));
    expect(byCountry.FR).toEqual({ country: 'FR', name: 'France', rate: 20 });
    expect(byCountry.DE?.rate).toBe(19);
    expect(byCountry.US).toBeUndefined();
  });

  it('sets a rate with decimals: 5.5 reads back 5.5, and the cart is taxed at it', async () => {
    const res = await admin.send(setVatRate, { params: { country: 'es' }, body: { rate: 5.5 } });
    expect(res.statusCode).toBe(200);
    expect(res.answer.find((r) => r.country === 'ES')).toEqual({ country: 'ES', name: 'Spain', rate: 5.5 });
    expect((await admin.send(getVatRates)).answer.find((r) => r.country === 'ES')?.rate).toBe(5.5);

    const { c, guestId } = await cartWithABottle();
    const summary = (await c.send(getCartSummary, { query: { guestId, country: 'ES' } })).answer;
    expect(summary.taxRate).toBe(0.055);
    const totalCents = Math.round(summary.total * 100);
    // The one rule: tax = gross − round(gross / 1.055), per line and on shipping; summed it is within a cent per part.
    expect(
      Math.abs(Math.round(summary.tax! * 100) - (totalCents - Math.round(totalCents / 1.055))),
    ).toBeLessThanOrEqual(1);

    expect((await admin.send(setVatRate, { params: { country: 'ES' }, body: { rate: 21 } })).statusCode).toBe(200);
  });

  it('a new country can be given a rate', async () => {
    const res = await admin.send(setVatRate, { params: { country: 'CH' }, body: { rate: 8.1 } });
    expect(res.statusCode).toBe(200);
    expect(res.answer.find((r) => r.country === 'CH')).toEqual({ country: 'CH', name: 'Switzerland', rate: 8.1 });
  });

  it('removing a rate makes the country 0 % (an export) in the cart summary', async () => {
    const { c, guestId } = await cartWithABottle();
    const taxed = (await c.send(getCartSummary, { query: { guestId, country: 'CH' } })).answer;
    expect(taxed.taxRate).toBe(0.081);
    expect(taxed.tax).toBeGreaterThan(0);

    const res = await admin.send(removeVatRate, { params: { country: 'CH' } });
    expect(res.statusCode).toBe(200);
    expect(res.answer.some((r) => r.country === 'CH')).toBe(false);

    const exported = (await c.send(getCartSummary, { query: { guestId, country: 'CH' } })).answer;
    expect(exported.tax).toBe(0);
    expect(exported.taxRate).toBe(0);
    expect(exported.total).toBe(taxed.total);
  });

  it.each([
    ['negative', -1],
    ['above 100', 100.5],
    ['with three decimals', 5.555],
  ])('refuses a rate %s', async (_, rate) => {
    const res = await admin.send(setVatRate, { params: { country: 'FR' }, body: { rate } });
    expect(res.statusCode).toBe(400);
    expect(res.error.code).toBe('VALIDATION');
    expect((await admin.send(getVatRates)).answer.find((r) => r.country === 'FR')?.rate).toBe(20);
  });

  it('refuses a rate that is not a number, and an unknown country', async () => {
    expect((await admin.put('/api/admin/vat-rates/FR', { rate: '20' })).statusCode).toBe(400);
    expect((await admin.put('/api/admin/vat-rates/FR', {})).statusCode).toBe(400);
    const unknown = await admin.send(setVatRate, { params: { country: 'ZZ' }, body: { rate: 10 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.error.code).toBe('COUNTRY_UNKNOWN');
    expect((await admin.put('/api/admin/vat-rates/FRA', { rate: 10 })).statusCode).toBe(400);
    expect((await admin.send(getVatRates)).answer.some((r) => r.country === 'ZZ')).toBe(false);
  });
});

describe('shipping zones', () => {
  let euId: number;

  it('a fresh shop ships everywhere with one Standard method at 12', async () => {
    const zones = (await admin.send(getShippingZones)).answer;
    expect(zones).toHaveLength(1);
    expect(zones[0]).toMatchObject({ name: 'Everywhere', restOfWorld: true, countries: [] });
    expect(zones[0]!.methods).toMatchObject([{ name: 'Standard', price: 12, freeAbove: null }]);
  });

  it('creates a zone "EU" with FR and DE, and its methods are what those countries are offered', async () => {
    const res = await admin.send(createShippingZone, { body: euZone });
    expect(res.statusCode).toBe(201);
    const eu = res.answer.find((z) => z.name === 'EU');
    expect(eu).toMatchObject({ countries: ['FR', 'DE'], restOfWorld: false });
    euId = eu!.id;

    for (const country of ['FR', 'de', 'Germany']) {
      const methods = await t.client().send(getShippingMethods, { query: { country } });
      expect(methods.statusCode).toBe(200);
      expect(methods.answer.map(({ id: _id, ...m }) => m)).toEqual([
        { name: 'Standard', price: 8, freeAbove: 150, currency: 'EUR', minDays: 2, maxDays: 4 },
        { name: 'Express', price: 25, freeAbove: null, currency: 'EUR', minDays: 1, maxDays: 1 },
      ]);
    }
    // Another country still goes by the rest of the world (Japan: in the default market, priced in euros).
    const jp = (await t.client().send(getShippingMethods, { query: { country: 'JP' } })).answer;
    expect(jp.map((m) => [m.name, m.price, m.currency])).toEqual([['Standard', 12, 'EUR']]);
  });

  it('the cart summary follows the zone: FR pays 8 for Standard and 25 for Express', async () => {
    const { c, guestId } = await cartWithABottle();
    const methods = (await c.send(getShippingMethods, { query: { country: 'FR' } })).answer;
    const standard = (await c.send(getCartSummary, { query: { guestId, country: 'FR' } })).answer;
    expect(standard.shippingMethod).toBe('Standard');
    expect(standard.shipping).toBe(standard.subtotal >= 150 ? 0 : 8);
    const express = (
      await c.send(getCartSummary, { query: { guestId, country: 'FR', shippingMethodId: methods[1]!.id } })
    ).answer;
    expect(express.shippingMethod).toBe('Express');
    expect(express.shipping).toBe(25);
  });

  it('refuses a country in two zones (409 COUNTRY_IN_TWO_ZONES)', async () => {
    const res = await admin.send(createShippingZone, {
      body: { ...euZone, name: 'Benelux and France', countries: ['BE', 'FR'] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.error.code).toBe('COUNTRY_IN_TWO_ZONES');
    expect(res.error.message).toContain('EU');
    expect((await admin.send(getShippingZones)).answer.map((z) => z.name)).toEqual(['Everywhere', 'EU']);
  });

  it('two zones saved at once with a country in common: one is made, the other refused', async () => {
    const answers = await Promise.all(
      ['Iberia', 'Peninsula'].map((name) =>
        admin.send(createShippingZone, { body: { ...euZone, name, countries: ['ES', 'PT'] } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const zones = (await admin.send(getShippingZones)).answer;
    const made = zones.filter((z) => z.countries.includes('ES'));
    expect(made).toHaveLength(1);
    expect((await admin.send(deleteShippingZone, { params: { id: made[0]!.id } })).statusCode).toBe(200);
  });

  it('refuses a second rest of the world', async () => {
    const res = await admin.send(createShippingZone, {
      body: { ...euZone, name: 'Elsewhere', countries: [], restOfWorld: true },
    });
    expect(res.statusCode).toBe(409);
    expect(res.error.code).toBe('COUNTRY_IN_TWO_ZONES');
    expect(res.error.message).toContain('Everywhere');
  });

  it('refuses an unknown country code, a code of three letters, a zone without methods and a name taken', async () => {
    const unknown = await admin.send(createShippingZone, { body: { ...euZone, name: 'Nowhere', countries: ['ZZ'] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.error.code).toBe('COUNTRY_UNKNOWN');
    expect(unknown.error.message).toContain('ZZ');
    const long = await admin.post('/api/admin/shipping-zones', { ...euZone, name: 'Nowhere', countries: ['FRA'] });
    expect(long.statusCode).toBe(400);
    const empty = await admin.send(createShippingZone, {
      body: { ...euZone, name: 'Nowhere', countries: ['IT'], methods: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.error.code).toBe('VALIDATION');
    const badDays = await admin.send(createShippingZone, {
      body: {
        ...euZone,
        name: 'Nowhere',
        countries: ['IT'],
        methods: [{ name: 'Slow', price: 1, freeAbove: null, minDays: 5, maxDays: 2 }],
      },
    });
    expect(badDays.statusCode).toBe(400);
    const taken = await admin.send(createShippingZone, { body: { ...euZone, countries: ['IT'] } });
    expect(taken.statusCode).toBe(409);
    expect(taken.error.code).toBe('ZONE_NAME_TAKEN');
    expect((await admin.send(getShippingZones)).answer.map((z) => z.name)).toEqual(['Everywhere', 'EU']);
  });

  it('updates a zone: its countries and methods change, a kept method keeps its id', async () => {
    const before = (await t.client().send(getShippingMethods, { query: { country: 'FR' } })).answer;
    const res = await admin.send(updateShippingZone, {
      params: { id: euId },
      body: {
        ...euZone,
        countries: ['FR', 'DE', 'IT'],
        methods: [{ name: 'Standard', price: 9, freeAbove: 150, minDays: 2, maxDays: 5 }],
      },
    });
    expect(res.statusCode).toBe(200);
    const after = (await t.client().send(getShippingMethods, { query: { country: 'IT' } })).answer;
    expect(after).toEqual([
      { id: before[0]!.id, name: 'Standard', price: 9, freeAbove: 150, currency: 'EUR', minDays: 2, maxDays: 5 },
    ]);
    // A zone may keep its own countries when it is saved again.
    expect((await admin.send(updateShippingZone, { params: { id: euId }, body: euZone })).statusCode).toBe(200);
    const missing = await admin.send(updateShippingZone, {
      params: { id: 999_999 },
      body: { ...euZone, name: 'Ghost', countries: ['PT'] },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.error.code).toBe('ZONE_NOT_FOUND');
  });

  it('without a rest of the world, the countries are those of the zones, and another country is not shipped', async () => {
    const zones = (await admin.send(getShippingZones)).answer;
    const everywhere = zones.find((z) => z.restOfWorld)!;
    expect((await t.client().send(getShippingCountries)).answer.length).toBeGreaterThan(200);

    const res = await admin.send(updateShippingZone, {
      params: { id: everywhere.id },
      body: {
        name: everywhere.name,
        countries: ['US'],
        restOfWorld: false,
        methods: [{ name: 'Standard', price: 12, freeAbove: null, minDays: 3, maxDays: 7 }],
      },
    });
    expect(res.statusCode).toBe(200);
    const countries = (await t.client().send(getShippingCountries)).answer;
    expect(countries.map((c) => c.code).sort()).toEqual(['DE', 'FR', 'US']);
    expect(countries.find((c) => c.code === 'DE')?.name).toBe('Germany');
    const jp = await t.client().send(getShippingMethods, { query: { country: 'JP' } });
    expect(jp.statusCode).toBe(404);
    expect(jp.error.code).toBe('COUNTRY_NOT_SHIPPED');

    // Back to shipping everywhere.
    const back = await admin.send(updateShippingZone, {
      params: { id: everywhere.id },
      body: {
        name: everywhere.name,
        countries: [],
        restOfWorld: true,
        methods: [{ name: 'Standard', price: 12, freeAbove: null, minDays: 3, maxDays: 7 }],
      },
    });
    expect(back.statusCode).toBe(200);
    expect((await t.client().send(getShippingMethods, { query: { country: 'JP' } })).statusCode).toBe(200);
  });

  it('an unknown country in the methods query is 400 COUNTRY_UNKNOWN', async () => {
    const res = await t.client().send(getShippingMethods, { query: { country: 'Atlantis' } });
    expect(res.statusCode).toBe(400);
    expect(res.error.code).toBe('COUNTRY_UNKNOWN');
  });

  it('deletes a zone: its countries go back to the rest of the world', async () => {
    const res = await admin.send(deleteShippingZone, { params: { id: euId } });
    expect(res.statusCode).toBe(200);
    expect(res.answer.map((z) => z.name)).toEqual(['Everywhere']);
    const fr = (await t.client().send(getShippingMethods, { query: { country: 'FR' } })).answer;
    expect(fr.map((m) => [m.name, m.price])).toEqual([['Standard', 12]]);
    const again = await admin.send(deleteShippingZone, { params: { id: euId } });
    expect(again.statusCode).toBe(404);
    expect(again.error.code).toBe('ZONE_NOT_FOUND');
  });
});

describe('orders keep what they were charged', () => {
  it("changing FR's rate changes no past order", async () => {
    const order = await paidOrder(t, { lines: [[perfumeId, 2]], shipping: { country: 'FR' } });
    const read = async () =>
      (await order.client.send(getOrderPage, { params: { orderId: order.id }, query: { key: order.accessKey } }))
        .answer;
    const before = await read();
    expect(before.taxRate).toBe(0.2);
    expect(before.tax).toBeGreaterThan(0);

    expect((await admin.send(setVatRate, { params: { country: 'FR' }, body: { rate: 5.5 } })).statusCode).toBe(200);
    try {
      const after = await read();
      expect(after.tax).toBe(before.tax);
      expect(after.taxRate).toBe(0.2);
      expect(after.total).toBe(before.total);
      expect(after.items.map((i) => [i.tax, i.taxRate])).toEqual(before.items.map((i) => [i.tax, i.taxRate]));

      // A new cart to FR is taxed at the new rate.
      const { c, guestId } = await cartWithABottle();
      expect((await c.send(getCartSummary, { query: { guestId, country: 'FR' } })).answer.taxRate).toBe(0.055);
    } finally {
      await admin.send(setVatRate, { params: { country: 'FR' }, body: { rate: 20 } });
    }
  });
});
