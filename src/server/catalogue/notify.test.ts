import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { refundOrder, setOrderStatus } from '../../domain/api/admin';
import { archivePerfume, createPerfume, restorePerfume, updatePerfume } from '../../domain/api/admin-catalogue';
import { addCartLine } from '../../domain/api/cart';
import { notifyWhenBack } from '../../domain/api/catalogue';
import { createPaymentIntent, placeOrder } from '../../domain/api/checkout';
import { perfumeInputSchema } from '../../domain/catalogue/admin-schemas';
import { adminClient, paidOrder, useTestApp } from '#tests/integration/fixtures';
import { Client, newGuestId, newPerfume, shipping } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';
import { houseFooter } from '#tests/integration/house-footer';

/**
 * "Notify me" on a sold-out size (decision 060, issue #28) through the API: who may ask, one waiting
 * request per address and size, and the one mail each gets when the size comes back (an admin's
 * edit, a cancellation, a refund's restock, a restore), written in the same transaction. On PGlite
 * in memory, or on PostgreSQL when TEST_DATABASE_URL is set.
 */
const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
let admin: Client;
beforeAll(async () => {
  admin = await adminClient(t);
});

type Stock = { s30: number | null; s50: number | null; s100: number | null };

const sizedPerfume = (stock: Stock) =>
  perfumeInputSchema.parse(
    newPerfume({
      price: 130,
      stock: stock.s50,
      sizes: [
        { volume: 30, price: 90, stock: stock.s30 },
        { volume: 50, price: 130, stock: stock.s50 },
        { volume: 100, price: 200, stock: stock.s100 },
      ],
    }),
  );

async function addSized(stock: Stock) {
  const res = await admin.send(createPerfume, { body: sizedPerfume(stock) });
  expect(res.statusCode).toBe(201);
  return res.answer;
}

/** The admin's form saved with these stocks (the perfume's other fields as they were made). */
async function restock(p: { id: number; name: string }, stock: Stock) {
  const res = await admin.send(updatePerfume, { params: { id: p.id }, body: { ...sizedPerfume(stock), name: p.name } });
  expect(res.statusCode, res.body).toBe(200);
}

const notify = (
  perfumeId: number,
  body: { email: string; volume?: number },
  client = new Client(t.app),
  headers: Record<string, string> = {},
) => client.send(notifyWhenBack, { params: { id: perfumeId }, body }, headers);

/** The back-in-stock mails in the outbox about one perfume (its page's link names it), oldest first. */
const mailsAbout = (perfumeId: number) =>
  queryRows<{ to_address: string; subject: string; text: string; html: string }>(
    t.store.db,
    sql`select to_address, subject, text, html from mails
        where kind = 'back-in-stock' and text like ${`%/product/${perfumeId}\n%`} order by id`,
  );

const waiting = (perfumeId: number) =>
  queryRows<{ email: string; volume_ml: number }>(
    t.store.db,
    sql`select email, volume_ml from stock_notifications
        where perfume_id = ${perfumeId} and notified_at is null order by id`,
  );

const email = (who: string) => `${who}.${Math.random().toString(36).slice(2, 8)}@example.com`;

describe('asking to be notified', () => {
  it('202 for a sold-out size; 409 IN_STOCK for one on sale (tracked or not); 404 for an unknown size or perfume', async () => {
    const p = await addSized({ s30: 0, s50: 3, s100: null });
    const ada = email('ada');

    const asked = await notify(p.id, { email: ada, volume: 30 });
    expect(asked.statusCode).toBe(202);
    expect(asked.answer).toEqual({ message: `We will write to you once when ${p.name} — 30 ml is back.` });
    expect(await waiting(p.id)).toEqual([{ email: ada, volume_ml: 30 }]);

    for (const volume of [50, undefined, 100]) {
      const inStock = await notify(p.id, { email: ada, ...(volume === undefined ? {} : { volume }) });
      expect(inStock.statusCode).toBe(409);
      expect(inStock.error.code).toBe('IN_STOCK');
    }
    expect((await notify(p.id, { email: ada, volume: 100 })).error.message).toBe(
      `${p.name} — 100 ml is in stock: you can order it now.`,
    );

    const noSize = await notify(p.id, { email: ada, volume: 75 });
    expect(noSize.statusCode).toBe(404);
    expect(noSize.error.code).toBe('SIZE_NOT_FOUND');
    const noPerfume = await notify(999999, { email: ada, volume: 30 });
    expect(noPerfume.statusCode).toBe(404);
    expect(noPerfume.error.code).toBe('PERFUME_NOT_FOUND');
    const badAddress = await notify(p.id, { email: 'not an address', volume: 30 });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.error).toMatchObject({ code: 'VALIDATION', errors: [{ path: 'email' }] });
    expect(await waiting(p.id)).toHaveLength(1);
    // In French, asked in French: the whole sentence, the perfume's name in it.
    const frenchAnswer = await notify(p.id, { email: email('ines'), volume: 30 }, undefined, {
      'accept-language': 'fr',
    });
    expect(frenchAnswer.answer).toEqual({
      message: `Nous vous écrirons une seule fois, dès que ${p.name} — 30 ml sera de retour.`,
    });
    expect((await notify(p.id, { email: ada, volume: 100 }, undefined, { 'accept-language': 'fr' })).error).toEqual({
      code: 'IN_STOCK',
      message: `${p.name} — 100 ml est en stock\u00a0: vous pouvez le commander dès maintenant.`,
    });
  });

  it('an archived perfume is not found', async () => {
    const p = await addSized({ s30: 0, s50: 0, s100: 0 });
    expect((await admin.send(archivePerfume, { params: { id: p.id } })).statusCode).toBe(200);
    const res = await notify(p.id, { email: email('bea'), volume: 30 });
    expect(res.statusCode).toBe(404);
    expect(res.error.code).toBe('PERFUME_NOT_FOUND');
  });
});

describe('throttled per address', () => {
  // AUTH_RATE_LIMIT 1: two requests an hour per address (the registrations' limit), whatever their outcome.
  const strict = useTestApp({ AUTH_RATE_LIMIT: '1' });

  it('past the hourly limit, 429; another address is not held back', async () => {
    const from = (remoteAddress: string) =>
      strict.app.inject({
        method: 'POST',
        url: '/api/perfumes/1/notify',
        remoteAddress,
        payload: { email: email('spray'), volume: 30 },
      });
    // The seeded perfume is in stock: 409, and each still counts.
    expect([(await from('203.0.113.9')).statusCode, (await from('203.0.113.9')).statusCode]).toEqual([409, 409]);
    const third = await from('203.0.113.9');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(third.headers['retry-after']).toBeDefined();
    expect((await from('203.0.113.10')).statusCode).toBe(409);
  });
});

describe('when the size is back', () => {
  it('asked twice, one request; the admin restocks the size: one mail naming it, and nothing more on the next restock', async () => {
    const p = await addSized({ s30: 0, s50: 3, s100: 0 });
    const ada = email('ada');
    const bob = email('bob');
    expect((await notify(p.id, { email: ada, volume: 30 })).statusCode).toBe(202);
    // Again, in other capitals: still 202, still one request.
    expect((await notify(p.id, { email: ada.toUpperCase(), volume: 30 })).statusCode).toBe(202);
    // Bob waits for the 100 ml.
    expect((await notify(p.id, { email: bob, volume: 100 })).statusCode).toBe(202);
    expect(await waiting(p.id)).toEqual([
      { email: ada, volume_ml: 30 },
      { email: bob, volume_ml: 100 },
    ]);

    await restock(p, { s30: 4, s50: 3, s100: 0 });
    const mails = await mailsAbout(p.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: ada, subject: `${p.name} — 30 ml is back` });
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/product/${p.id}`);
    expect(mails[0]!.html).toContain(`${t.config.publicUrl}/product/${p.id}`);
    // The 30 ml's restock left Bob's 100 ml request waiting.
    expect(await waiting(p.id)).toEqual([{ email: bob, volume_ml: 100 }]);

    // More bottles, then sold out and back again: Ada asked once, so she is mailed once.
    await restock(p, { s30: 9, s50: 3, s100: 0 });
    await restock(p, { s30: 0, s50: 3, s100: 0 });
    await restock(p, { s30: 2, s50: 3, s100: 0 });
    expect(await mailsAbout(p.id)).toHaveLength(1);

    // The 100 ml becomes untracked: on sale again, so Bob is mailed.
    await restock(p, { s30: 2, s50: 3, s100: null });
    const after = await mailsAbout(p.id);
    expect(after.map((m) => [m.to_address, m.subject])).toEqual([
      [ada, `${p.name} — 30 ml is back`],
      [bob, `${p.name} — 100 ml is back`],
    ]);
    expect(await waiting(p.id)).toEqual([]);

    // Sold out again, Ada may ask anew: a new request, and a new mail when it is back.
    await restock(p, { s30: 0, s50: 3, s100: null });
    expect((await notify(p.id, { email: ada, volume: 30 })).statusCode).toBe(202);
    await restock(p, { s30: 1, s50: 3, s100: null });
    expect((await mailsAbout(p.id)).map((m) => m.to_address)).toEqual([ada, bob, ada]);
  });

  it('the default size (no volume asked) back in the perfume’s own row mails its request', async () => {
    const p = await addSized({ s30: 5, s50: 0, s100: 5 });
    const cleo = email('cleo');
    expect((await notify(p.id, { email: cleo })).statusCode).toBe(202);
    expect(await waiting(p.id)).toEqual([{ email: cleo, volume_ml: 50 }]);
    await restock(p, { s30: 5, s50: 2, s100: 5 });
    expect((await mailsAbout(p.id)).map((m) => [m.to_address, m.subject])).toEqual([
      [cleo, `${p.name} — 50 ml is back`],
    ]);
  });

  it('a cancelled order gives the last bottle back: those waiting are mailed', async () => {
    const p = await addSized({ s30: 1, s50: 3, s100: 3 });
    const c = new Client(t.app);
    const guestId = newGuestId();
    expect((await c.send(addCartLine, { body: { guestId, perfumeId: p.id, volume: 30 } })).statusCode).toBe(201);
    const intent = (await c.send(createPaymentIntent, { body: { guestId } })).answer;
    const placed = await c.send(placeOrder, {
      body: { guestId, shippingDetails: shipping, paymentIntentId: intent.paymentIntentId },
    });
    expect(placed.statusCode).toBe(201);
    const dan = email('dan');
    expect((await notify(p.id, { email: dan, volume: 30 })).statusCode).toBe(202);
    expect(await mailsAbout(p.id)).toEqual([]);

    expect(
      (await admin.send(setOrderStatus, { params: { orderId: placed.answer.id }, body: { status: 'cancelled' } }))
        .statusCode,
    ).toBe(200);
    expect((await mailsAbout(p.id)).map((m) => [m.to_address, m.subject])).toEqual([
      [dan, `${p.name} — 30 ml is back`],
    ]);
    expect(await waiting(p.id)).toEqual([]);
  });

  it('a refund that puts the bottle back in stock mails those waiting', async () => {
    const p = await addSized({ s30: 3, s50: 3, s100: 1 });
    const order = await paidOrder(t, { lines: [{ perfumeId: p.id, quantity: 1, volume: 100 }] });
    const eve = email('eve');
    expect((await notify(p.id, { email: eve, volume: 100 })).statusCode).toBe(202);
    const refunded = await admin.send(refundOrder, { params: { orderId: order.id }, body: { restock: true } });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.answer.restocked).toBe(true);
    expect((await mailsAbout(p.id)).map((m) => [m.to_address, m.subject])).toEqual([
      [eve, `${p.name} — 100 ml is back`],
    ]);
  });

  it('requests made while the admin restocks: each is mailed once, or answered 409; none is left waiting', async () => {
    const p = await addSized({ s30: 0, s50: 3, s100: 3 });
    const addresses = Array.from({ length: 8 }, (_, i) => email(`race${i}`));
    const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // Spread over the restock: some requests are written before it, some wait for it, some come after.
    const [asked] = await Promise.all([
      Promise.all(
        addresses.map(async (a, i) => {
          await after(i * 3);
          return notify(p.id, { email: a, volume: 30 });
        }),
      ),
      after(6).then(() => restock(p, { s30: 5, s50: 3, s100: 3 })),
    ]);
    const accepted = addresses.filter((_, i) => asked[i]!.statusCode === 202);
    for (const res of asked) expect([202, 409]).toContain(res.statusCode);
    expect(await waiting(p.id)).toEqual([]);
    expect((await mailsAbout(p.id)).map((m) => m.to_address).sort()).toEqual([...accepted].sort());
  });

  it('an archived perfume restocked mails no one until it is restored', async () => {
    const p = await addSized({ s30: 0, s50: 3, s100: 3 });
    const fay = email('fay');
    expect((await notify(p.id, { email: fay, volume: 30 })).statusCode).toBe(202);
    expect((await admin.send(archivePerfume, { params: { id: p.id } })).statusCode).toBe(200);
    await restock(p, { s30: 4, s50: 3, s100: 3 });
    expect(await mailsAbout(p.id)).toEqual([]);
    expect(await waiting(p.id)).toHaveLength(1);

    expect((await admin.send(restorePerfume, { params: { id: p.id } })).statusCode).toBe(200);
    expect((await mailsAbout(p.id)).map((m) => m.to_address)).toEqual([fay]);
  });
});

describe('in the language it was asked in', () => {
  it('a request from a French page is mailed in French, its link under /fr; an English one as it always was', async () => {
    const p = await addSized({ s30: 0, s50: 3, s100: 3 });
    const camille = email('camille');
    const ada = email('ada');
    expect(
      (await notify(p.id, { email: camille, volume: 30 }, undefined, { 'accept-language': 'fr' })).statusCode,
    ).toBe(202);
    expect((await notify(p.id, { email: ada, volume: 30 })).statusCode).toBe(202);
    await restock(p, { s30: 4, s50: 3, s100: 3 });
    const [french, english] = await mailsAbout(p.id);

    expect(french).toMatchObject({ to_address: camille, subject: `${p.name} — 30 ml est de retour` });
    expect(french!.text).toBe(
      [
        `${p.name} — 30 ml est de retour`,
        '',
        `Vous nous avez demandé de vous écrire lorsque ${p.name} — 30 ml serait de retour. Ce parfum est de nouveau en vente, dans la limite des flacons disponibles.`,
        '',
        `Le découvrir sur la boutique\u00a0: ${t.config.publicUrl}/fr/product/${p.id}`,
        '',
        'Nous ne vous écrivons à ce sujet qu’une seule fois\u00a0: votre demande est désormais close.',
        '',
        'Avec nos remerciements,',
        'Maison Lumière',
        ...houseFooter('fr'),
      ].join('\n'),
    );
    expect(french!.html).toContain('<html lang="fr">');
    expect(french!.html).toContain(`href="${t.config.publicUrl}/fr/product/${p.id}"`);
    const englishWords = /is back|You asked us|See it in the shop|only this once|With our thanks/;
    expect(french!.text).not.toMatch(englishWords);
    expect(french!.html).not.toMatch(englishWords);

    expect(english).toMatchObject({ to_address: ada, subject: `${p.name} — 30 ml is back` });
    expect(english!.text).toBe(
      [
        `${p.name} — 30 ml is back`,
        '',
        `You asked us to write when ${p.name} — 30 ml was back. It is on sale again, while the bottles last.`,
        '',
        `See it in the shop: ${t.config.publicUrl}/product/${p.id}`,
        '',
        'We write about it only this once: your request is now closed.',
        '',
        'With our thanks,',
        'Maison Lumière',
        ...houseFooter('en'),
      ].join('\n'),
    );
    expect(english!.html).toContain('<html lang="en">');
  });
});
