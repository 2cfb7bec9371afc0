import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminSale, deleteAdminSale, getAdminPriceHistory, getAdminSales } from '../../domain/api/sales';
import { marketItem } from '../../domain/markets/markets';
import { adminClient, staffClient, useTestApp } from '#tests/integration/fixtures';
import { Client, newGuestId } from '#tests/integration/helpers';
import { getPerfume } from '../../domain/api/catalogue';
import { addCartLine, getCartSummary } from '../../domain/api/cart';

/*
 * Sales (issue #47, decision 070): a size on sale in a market for a window, its regular price and the lowest
 * price of the 30 days before it, read from a kept history that lives in the database (so it survives a restart),
 * with the clock a test moves.
 */

const t = useTestApp();
let admin: Client;
const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 1, 9);
const day = (n: number) => new Date(T0 + n * DAY);
const setClock = (n: number) => {
  t.app.services.sales.now = () => day(n);
};

beforeAll(async () => {
  admin = await adminClient(t);
});

/** The seeded fixed price of perfume 1's 50 ml in pounds, in pence. */
const fixedPence = async () => (await t.app.services.markets.fixedPrices('gb')).get(marketItem.size(1, 50))!;

const sale = (from: number, to: number, price: number) => ({
  body: {
    market: 'gb',
    perfumeId: 1,
    volumeMl: 50,
    price,
    startsAt: day(from).toISOString(),
    endsAt: day(to).toISOString(),
  },
});

describe('sales', () => {
  it('shows the regular price and the lowest price of the 30 days before the sale, as the clock moves', async () => {
    setClock(0);
    const regular = (await fixedPence()) / 100;
    const first = await admin.send(createAdminSale, sale(5, 9, regular - 20));
    expect(first.statusCode).toBe(201);
    expect(first.answer).toMatchObject({
      currency: 'GBP',
      price: regular - 20,
      regularPrice: regular,
      lowestPrice30d: regular,
      status: 'scheduled',
    });

    // The owner lowers the regular price on day 20 and raises it back on day 25: a sale on day 40 still sees the
    // lower price within its 30 days; one on day 60 no longer does.
    setClock(20);
    await t.app.services.sales.record((await t.app.services.markets.chosen('gb'))!, [
      { item: marketItem.size(1, 50), priceMinor: (regular - 10) * 100 },
    ]);
    setClock(25);
    await t.app.services.sales.record((await t.app.services.markets.chosen('gb'))!, [
      { item: marketItem.size(1, 50), priceMinor: regular * 100 },
    ]);
    const second = await admin.send(createAdminSale, sale(40, 45, regular - 30));
    expect(second.answer.lowestPrice30d).toBe(regular - 10);
    setClock(41);
    const third = await admin.send(createAdminSale, sale(60, 65, regular - 25));
    // Day 30–60: the regular price, and the sale of days 40–45 at regular − 30.
    expect(third.answer.lowestPrice30d).toBe(regular - 30);

    setClock(42);
    const listed = await admin.send(getAdminSales, { query: { market: 'gb' } });
    expect(listed.answer.map((s) => s.status)).toEqual(['scheduled', 'running', 'ended']);
    // A page at a time, by cursor, each sale with its own 30 days' lowest whichever page it falls on.
    const firstPage = await admin.send(getAdminSales, { query: { market: 'gb', limit: 2 } });
    expect(firstPage.answer.map((s) => s.id)).toEqual([third.answer.id, second.answer.id]);
    expect(firstPage.headers['x-total-count']).toBe('3');
    const after = String(firstPage.headers['x-next-cursor']);
    const rest = await admin.send(getAdminSales, { query: { market: 'gb', limit: 2, after } });
    expect(rest.answer.map((s) => s.id)).toEqual([listed.answer[2]!.id]);
    expect(rest.answer[0]).toEqual(listed.answer[2]);
    expect(firstPage.answer[0]!.lowestPrice30d).toBe(regular - 30);

    const history = await admin.send(getAdminPriceHistory, { query: { market: 'gb', perfumeId: 1, volumeMl: 50 } });
    expect(history.answer.map((h) => h.price)).toEqual([regular, regular - 10, regular]);
  });

  it('refuses a sale price that is not below the regular price, and ends a running sale now', async () => {
    setClock(100);
    const regular = (await fixedPence()) / 100;
    const notLower = await admin.send(createAdminSale, sale(101, 102, regular));
    expect(notLower.statusCode).toBe(400);
    expect(notLower.error.code).toBe('SALE_NOT_LOWER');
    const running = await admin.send(createAdminSale, sale(99, 110, regular - 5));
    expect(running.answer.status).toBe('running');
    const ended = await admin.send(deleteAdminSale, { params: { id: running.answer.id } });
    expect(ended.statusCode, ended.body).toBe(204);
    const after = (await admin.send(getAdminSales, { query: { market: 'gb' } })).answer.find(
      (s) => s.id === running.answer.id,
    );
    expect(after?.status).toBe('ended');
  });

  it('shows the shopper the sale price in its window only, with the regular price and the 30 days’ lowest', async () => {
    setClock(300);
    const regular = (await fixedPence()) / 100;
    const made = await admin.send(createAdminSale, sale(301, 303, regular - 15));
    expect(made.statusCode).toBe(201);
    const read = async () =>
      (await new Client(t.app).send(getPerfume, { params: { id: 1 }, query: { market: 'gb' } })).answer;
    const before = await read();
    expect(before.sizes.find((s) => s.volume === 50)).toEqual({ volume: 50, price: regular, inStock: true });

    setClock(302);
    const during = await read();
    const size = during.sizes.find((s) => s.volume === 50);
    expect(size).toMatchObject({ price: regular - 15, compareAtPrice: regular, lowestPrice30d: regular });
    expect(during).toMatchObject({ currency: 'GBP', price: regular - 15, compareAtPrice: regular });
    // The cart charges what the page shows.
    const shopper = new Client(t.app);
    const guestId = newGuestId();
    await shopper.send(addCartLine, {
      body: { perfumeId: 1, quantity: 1, volume: 50 },
      query: { market: 'gb', guestId },
    });
    const summary = await shopper.send(getCartSummary, { query: { market: 'gb', guestId } });
    expect(summary.answer).toMatchObject({ currency: 'GBP', subtotal: regular - 15 });
    // Another market's price of the same size is not on sale.
    const euros = (await new Client(t.app).send(getPerfume, { params: { id: 1 }, query: { market: 'eu' } })).answer;
    expect(euros.compareAtPrice).toBeUndefined();

    setClock(303);
    const after = await read();
    expect(after.sizes.find((s) => s.volume === 50)).toEqual({ volume: 50, price: regular, inStock: true });
  });

  it('is the owner’s: a catalogue editor may not schedule one', async () => {
    const editor = await staffClient(t, 'catalogue');
    expect((await editor.send(createAdminSale, sale(200, 201, 1))).statusCode).toBe(403);
  });
});
