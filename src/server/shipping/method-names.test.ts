import { beforeAll, describe, expect, it } from 'vitest';
import {
  createShippingZone,
  getShippingMethods,
  getShippingZones,
  updateShippingZone,
} from '../../domain/api/shipping';
import type { ShippingMethod, ShippingZoneInput } from '../../domain/shipping/schemas';
import { adminClient, useTestApp } from '#tests/integration/fixtures';
import type { Client } from '#tests/integration/helpers';

/*
 * A shipping method's name in the shop's languages (issue #46): the back office writes its French name beside
 * the English one, and the shop's list of methods answers in the request's language (`?lang=fr`, else
 * `Accept-Language`), the English name where the French one is empty.
 */

const t = useTestApp();
let admin: Client;
beforeAll(async () => {
  admin = await adminClient(t);
});

const benelux: ShippingZoneInput = {
  name: 'Benelux',
  countries: ['BE', 'NL', 'LU'],
  restOfWorld: false,
  methods: [
    {
      name: 'Standard',
      translations: { fr: { name: 'Livraison standard' } },
      price: 7,
      freeAbove: 150,
      minDays: 2,
      maxDays: 4,
    },
    { name: 'Express', translations: { fr: { name: '  ' } }, price: 20, freeAbove: null, minDays: 1, maxDays: 1 },
  ],
};

async function methodNames(url: string, headers: Record<string, string> = {}): Promise<string[]> {
  const res = await t.client().call('GET', url, undefined, headers);
  expect(res.statusCode).toBe(200);
  return res.json<ShippingMethod[]>().map((m) => m.name);
}

describe("a shipping method's names", () => {
  let zoneId: number;

  it('the back office saves and reads the French name beside the English, an empty one left out', async () => {
    const res = await admin.send(createShippingZone, { body: benelux });
    expect(res.statusCode).toBe(201);
    const zone = res.answer.find((z) => z.name === 'Benelux')!;
    zoneId = zone.id;
    expect(zone.methods.map((m) => [m.name, m.translations])).toEqual([
      ['Standard', { fr: { name: 'Livraison standard' } }],
      ['Express', {}],
    ]);
    expect((await admin.send(getShippingZones)).answer.find((z) => z.id === zoneId)?.methods[0]?.translations).toEqual({
      fr: { name: 'Livraison standard' },
    });
  });

  it("the shop's methods in the request's language, the English name where the French one is empty", async () => {
    expect(await methodNames('/api/shipping/methods?country=BE')).toEqual(['Standard', 'Express']);
    expect(await methodNames('/api/shipping/methods?country=BE&lang=fr')).toEqual(['Livraison standard', 'Express']);
    expect(await methodNames('/api/shipping/methods?country=NL', { 'accept-language': 'fr-FR,fr;q=0.9' })).toEqual([
      'Livraison standard',
      'Express',
    ]);
    expect(await methodNames('/api/shipping/methods?country=NL&lang=en', { 'accept-language': 'fr' })).toEqual([
      'Standard',
      'Express',
    ]);
  });

  it('a save without names in other languages keeps those a kept method had; an empty one removes it', async () => {
    const { translations: _, ...standard } = benelux.methods[0]!;
    const kept = await admin.send(updateShippingZone, {
      params: { id: zoneId },
      body: { ...benelux, methods: [{ ...standard, price: 8 }, benelux.methods[1]!] },
    });
    expect(kept.statusCode).toBe(200);
    expect(await methodNames('/api/shipping/methods?country=LU&lang=fr')).toEqual(['Livraison standard', 'Express']);

    const cleared = await admin.send(updateShippingZone, {
      params: { id: zoneId },
      body: { ...benelux, methods: [{ ...standard, translations: { fr: { name: '' } } }] },
    });
    expect(cleared.statusCode).toBe(200);
    expect(await methodNames('/api/shipping/methods?country=LU&lang=fr')).toEqual(['Standard']);
    const french = await t.client().send(getShippingMethods, { query: { country: 'BE' } }, { 'accept-language': 'fr' });
    expect(french.answer.map((m) => m.name)).toEqual(['Standard']);
  });

  it('refuses a French name too long or on two lines, and a language the shop does not have', async () => {
    const named = (translations: unknown) =>
      admin.post('/api/admin/shipping-zones', {
        ...benelux,
        name: 'Nordics',
        countries: ['DK'],
        methods: [{ ...benelux.methods[0], translations }],
      });
    expect((await named({ fr: { name: 'x'.repeat(61) } })).statusCode).toBe(400);
    expect((await named({ fr: { name: 'Livraison\nstandard' } })).statusCode).toBe(400);
    expect((await named({ xx: { name: 'Standard' } })).statusCode).toBe(400);
  });
});
