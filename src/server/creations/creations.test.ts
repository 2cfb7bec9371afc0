import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createTranslator } from '../../domain/i18n/translator';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCartLine, clearCart, getCart } from '../../domain/api/cart';
import { getIngredients } from '../../domain/api/catalogue';
import { placeOrder } from '../../domain/api/checkout';
import {
  addCreationToCart,
  createCreation,
  deleteCreation,
  getCreations,
  updateCreation,
} from '../../domain/api/creations';
import { getOrderPage } from '../../domain/api/orders';
import type { Ingredient } from '../../domain/catalogue/catalogue';
import { generateRecommendation } from '../../domain/lifestyle/lifestyle';
import { signedIn, useTestApp } from '#tests/integration/fixtures';
import { Client, shipping } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';

const en = createTranslator('en', {}, compileMessage).t;

const t = useTestApp();
let ingredients: Ingredient[];
beforeAll(async () => {
  ingredients = (await t.client().send(getIngredients)).answer;
});

const first = (category: string, skip = 0) => ingredients.filter((i) => i.category === category)[skip]!.id;

function bespoke(name = 'Salt Garden', top = first('top')) {
  return {
    type: 'bespoke-perfume',
    perfumeType: 'eau-de-parfum',
    customName: name,
    ingredients: { top: [top], middle: [first('middle')], base: [first('base')] },
    drops: { top: { [top]: 20 }, middle: { [first('middle')]: 20 }, base: { [first('base')]: 20 } },
  };
}

const lifestyle = () =>
  generateRecommendation(
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

describe('my creations', () => {
  it('answers 401 signed out, on every route', async () => {
    const anon = new Client(t.app);
    for (const [method, url] of [
      ['GET', '/api/user/creations'],
      ['POST', '/api/user/creations'],
      ['PUT', '/api/user/creations/1'],
      ['DELETE', '/api/user/creations/1'],
      ['POST', '/api/user/creations/1/cart'],
    ] as const) {
      expect(
        (await anon.call(method, url, method === 'GET' || method === 'DELETE' ? undefined : {})).statusCode,
        `${method} ${url}`,
      ).toBe(401);
    }
  });

  it('saves a bespoke design and a lifestyle result at the server’s price, lists them newest first', async () => {
    const c = await signedIn(t);
    const b = await c.post('/api/user/creations', {
      kind: 'bespoke',
      name: 'Salt Garden',
      details: { ...bespoke(), price: 1, uniqueCode: '80000000' },
    });
    expect(b.statusCode).toBe(201);
    expect(b.json()).toMatchObject({
      kind: 'bespoke',
      name: 'Salt Garden',
      price: 195,
      problem: null,
      details: { type: 'bespoke-perfume', totalDrops: 60, price: 195 },
    });
    expect(b.json().details.uniqueCode).toBeUndefined();
    const perfume = lifestyle();
    const l = await c.post('/api/user/creations', {
      kind: 'lifestyle',
      name: 'My Summer',
      details: { ...perfume, price: 1 },
    });
    expect(l.statusCode).toBe(201);
    expect(l.json()).toMatchObject({
      kind: 'lifestyle',
      name: 'My Summer',
      price: 165,
      details: { type: 'lifestyle', name: 'My Summer', price: 165 },
    });
    const list = (await c.send(getCreations)).answer;
    expect(list.map((x) => x.name)).toEqual(['My Summer', 'Salt Garden']);
  });

  it('refuses a tampered design, a kind that does not match, and a bad name, with the reason', async () => {
    const c = await signedIn(t);
    const tooMany = await c.send(createCreation, {
      body: {
        kind: 'bespoke',
        name: 'X',
        details: { ...bespoke(), drops: { top: { [first('top')]: 500 }, middle: {}, base: {} } },
      },
    });
    expect(tooMany.statusCode).toBe(400);
    const unknown = await c.send(createCreation, {
      body: { kind: 'bespoke', name: 'X', details: bespoke('X', 99999) },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.error.message).toMatch(/not a known top note/);
    const mismatch = await c.send(createCreation, { body: { kind: 'lifestyle', name: 'X', details: bespoke() } });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.error.code).toBe('CREATION_KIND_MISMATCH');
    const noName = await c.send(createCreation, { body: { kind: 'bespoke', name: '  ', details: bespoke() } });
    expect(noName.statusCode).toBe(400);
    expect((await c.send(getCreations)).answer).toEqual([]);
  });

  it("keeps each shopper's creations their own: another's answers 404 and is untouched", async () => {
    const owner = await signedIn(t);
    const other = await signedIn(t);
    const { id } = (
      await owner.send(createCreation, { body: { kind: 'bespoke', name: 'Mine', details: bespoke('Mine') } })
    ).answer;
    expect((await other.send(getCreations)).answer).toEqual([]);
    expect((await other.send(updateCreation, { params: { id }, body: { name: 'Stolen' } })).statusCode).toBe(404);
    expect((await other.send(deleteCreation, { params: { id } })).statusCode).toBe(404);
    expect((await other.send(addCreationToCart, { params: { id }, body: {} })).statusCode).toBe(404);
    expect((await owner.send(getCreations)).answer[0]).toMatchObject({ id, name: 'Mine' });
  });

  it('renames (the formula carries the new name), revises and deletes', async () => {
    const c = await signedIn(t);
    const { id } = (
      await c.send(createCreation, { body: { kind: 'bespoke', name: 'Draft', details: bespoke('Draft') } })
    ).answer;
    const renamed = await c.send(updateCreation, { params: { id }, body: { name: 'Night Tide' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.answer).toMatchObject({ name: 'Night Tide', details: { customName: 'Night Tide' } });
    const revised = await c.send(updateCreation, {
      params: { id },
      body: { details: { ...bespoke('Night Tide'), perfumeType: 'parfum' } },
    });
    expect(revised.answer).toMatchObject({ price: 285, details: { perfumeType: 'parfum' } });
    expect((await c.send(updateCreation, { params: { id }, body: {} })).statusCode).toBe(400);
    expect((await c.send(deleteCreation, { params: { id } })).statusCode).toBe(204);
    expect((await c.send(deleteCreation, { params: { id } })).statusCode).toBe(404);
    expect((await c.send(getCreations)).answer).toEqual([]);
  });

  it("goes back into the cart at the server's price, as a bottle or a sample, and is ordered like any custom line", async () => {
    const c = await signedIn(t);
    const { id } = (
      await c.send(createCreation, { body: { kind: 'bespoke', name: 'Salt Garden', details: bespoke() } })
    ).answer;
    // The stored price is what it was: the cart prices it again.
    await queryRows(
      t.store.db,
      sql`update creations set details = jsonb_set(details, '{price}', '1') where id = ${id}`,
    );
    expect((await c.send(addCreationToCart, { params: { id }, body: {} })).statusCode).toBe(201);
    expect((await c.send(addCreationToCart, { params: { id }, body: { size: 'sample' } })).statusCode).toBe(201);
    const lines = (await c.send(getCart)).answer;
    expect(lines.map((l) => [l.name, l.size, l.price])).toEqual([
      ['Salt Garden', 'bottle', 195],
      ['Salt Garden', 'sample', 12],
    ]);
    expect(lines[0]!.customDetails!.uniqueCode).toMatch(/^8\d{7}$/);
    const order = await c.send(placeOrder, { body: { shippingDetails: shipping } });
    expect(order.answer.total).toBe(195 + 12 + 12);
  });

  it('says why a design can no longer be made (an archived ingredient) and keeps it out of the cart', async () => {
    const c = await signedIn(t);
    const top = first('top', 1);
    const { id } = (
      await c.send(createCreation, {
        body: { kind: 'bespoke', name: 'Old Friend', details: bespoke('Old Friend', top) },
      })
    ).answer;
    const name = ingredients.find((i) => i.id === top)!.name;
    await queryRows(t.store.db, sql`update ingredients set archived_at = now() where id = ${top}`);
    await t.app.services.catalogue.changed();
    try {
      const [listed] = (await c.send(getCreations)).answer;
      expect(listed).toMatchObject({ id, price: null, problem: `${name} is no longer available.` });
      const res = await c.send(addCreationToCart, { params: { id }, body: {} });
      expect(res.statusCode).toBe(400);
      expect(res.error.message).toContain(`${name} is no longer available.`);
      expect((await c.send(getCart)).answer).toEqual([]);
      // It can still be renamed.
      expect((await c.send(updateCreation, { params: { id }, body: { name: 'Old Friend II' } })).statusCode).toBe(200);
    } finally {
      await queryRows(t.store.db, sql`update ingredients set archived_at = null where id = ${top}`);
      await t.app.services.catalogue.changed();
    }
  });

  it('orders a custom line of a past order again through the cart', async () => {
    const c = await signedIn(t);
    await c.send(addCartLine, { body: { isCustom: true, customDetails: bespoke('Encore') } });
    const placed = (await c.send(placeOrder, { body: { shippingDetails: shipping } })).answer;
    const page = (await c.send(getOrderPage, { params: { orderId: placed.id } })).answer;
    const line = page.items[0]!;
    await c.send(clearCart);
    const again = await c.send(addCartLine, {
      body: {
        isCustom: true,
        customName: line.name,
        customDetails: line.customDetails,
        quantity: 1,
      },
    });
    expect(again.statusCode).toBe(201);
    const [back] = (await c.send(getCart)).answer;
    expect(back).toMatchObject({
      name: 'Encore',
      price: 195,
      customDetails: { perfumeType: 'eau-de-parfum', totalDrops: 60 },
    });
    expect(back!.customDetails!.uniqueCode).not.toBe(line.customDetails!.uniqueCode);
  });
});
