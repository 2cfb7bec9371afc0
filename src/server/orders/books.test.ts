import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportAdminOrders, getAdminDashboard, getAdminOrder, refundOrder } from '../../domain/api/admin';
import { exportCreditNotes, exportVatReport, getVatReport } from '../../domain/api/books';
import { applyCartDiscount, createDiscount } from '../../domain/api/promotions';
import { addCartLine } from '../../domain/api/cart';
import type { DiscountInput } from '../../domain/promotions/schemas';
import { adminClient, paidOrder, signedIn, staffClient, useTestApp } from '#tests/integration/fixtures';
import { Client, newGuestId } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';

/** The books (issue #43): the orders' CSV columns, the credit notes' export, the OSS VAT report, the dashboard. */

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
let admin: Client;
beforeAll(async () => {
  admin = await adminClient(t);
});

/** A CSV's lines as arrays of cells (every cell quoted, none holding a quote or a line break here). */
function parseCsv(text: string): Record<string, string>[] {
  const [head, ...rows] = text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.slice(1, -1).split('","'));
  return rows.map((cells) => Object.fromEntries(head!.map((name, i) => [name, cells[i]!])));
}

const cents = (major: number) => Math.round(major * 100);
const thisQuarter = () => {
  const now = new Date();
  return { year: now.getUTCFullYear(), quarter: Math.floor(now.getUTCMonth() / 3) + 1 };
};
const uniqueEmail = (who: string) => `${who}.${Math.random().toString(36).slice(2)}@example.com`;
const giftCard = () => ({ amount: 50, recipientName: 'Jane Martin', recipientEmail: uniqueEmail('jane') });

describe('the orders CSV', () => {
  it('carries the invoice number, the discount, the amount refunded and the currency', async () => {
    const code = `BOOKS${Date.now().toString(36).toUpperCase()}`;
    const made = await admin.send(createDiscount, { body: { code, kind: 'percent', value: 10 } as DiscountInput });
    expect(made.statusCode).toBe(201);
    const guestId = newGuestId();
    const c = new Client(t.app);
    expect((await c.send(addCartLine, { body: { guestId, perfumeId: 1, quantity: 2 } })).statusCode).toBe(201);
    expect((await c.send(applyCartDiscount, { body: { guestId, code } })).statusCode).toBe(200);
    const email = uniqueEmail('csv');
    const paid = await paidOrder(t, { owner: c, guestId, shipping: { email } });
    const order = (await admin.send(getAdminOrder, { params: { id: paid.id } })).answer;
    const refund = await admin.send(refundOrder, {
      params: { orderId: paid.id },
      body: { lines: [{ lineId: order.items[0]!.id!, quantity: 1 }] },
    });
    expect(refund.statusCode, refund.body).toBe(200);

    const [row] = parseCsv((await admin.send(exportAdminOrders, { query: { q: email } })).body);
    expect(order.invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
    expect(order.discount).toBeGreaterThan(0);
    expect(row).toMatchObject({
      order: String(paid.id),
      items: expect.stringMatching(/^2 × .+ — \d+ ml$/),
      currency: 'EUR',
      invoice_number: order.invoiceNumber,
      discount: order.discount.toFixed(2),
      refunded: refund.answer.refunded.toFixed(2),
      total: order.total.toFixed(2),
    });
    expect(cents(refund.answer.refunded)).toBeGreaterThan(0);
  });
});

describe('the credit notes export', () => {
  it('lists each credit note with its order, the invoice it credits, its net, VAT, gross and currency', async () => {
    const paid = await paidOrder(t, { lines: [[1, 2]], shipping: { email: uniqueEmail('cn') } });
    const order = (await admin.send(getAdminOrder, { params: { id: paid.id } })).answer;
    const refund = await admin.send(refundOrder, {
      params: { orderId: paid.id },
      body: { lines: [{ lineId: order.items[0]!.id!, quantity: 1 }] },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const credited = (await admin.send(getAdminOrder, { params: { id: paid.id } })).answer.refunds.at(-1)!;

    const today = new Date().toISOString().slice(0, 10);
    const res = await admin.send(exportCreditNotes, { query: { from: today, to: today } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="credit-notes-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.split('\r\n')[0]).toBe(
      '"credit_note","date","order","invoice","net","vat","gross","currency","country_code"',
    );
    const row = parseCsv(res.body).find((r) => r.credit_note === refund.answer.creditNote);
    // As the credit note prints them: what was given back, negative; net + VAT = gross.
    expect(row).toEqual({
      credit_note: refund.answer.creditNote,
      date: expect.stringMatching(new RegExp(`^${today}T`)),
      order: String(paid.id),
      invoice: order.invoiceNumber,
      net: (-(cents(credited.amount) - cents(credited.tax)) / 100).toFixed(2),
      vat: (-cents(credited.tax) / 100).toFixed(2),
      gross: (-cents(credited.amount) / 100).toFixed(2),
      currency: 'EUR',
      country_code: 'FR',
    });
    expect(cents(credited.tax)).toBeGreaterThan(0);

    // A range without credit notes: the header alone.
    const empty = await admin.send(exportCreditNotes, { query: { from: '2001-01-01', to: '2001-12-31' } });
    expect(empty.body.trimEnd().split('\r\n')).toHaveLength(1);
    // The orders' permission, as the orders' export: customer care may download it, a customer may not.
    expect((await (await staffClient(t, 'support')).send(exportCreditNotes)).statusCode).toBe(200);
    expect((await (await signedIn(t)).send(exportCreditNotes)).statusCode).toBe(403);
  });
});

describe('the VAT report for the OSS return', () => {
  it('shows per country and rate the invoices less the credit notes: home apart, the OSS countries, exports at 0 %', async () => {
    const before = (await admin.send(getVatReport, { query: thisQuarter() })).answer;
    const orderTo = async (country: string, quantity = 1) => {
      const paid = await paidOrder(t, { lines: [[1, quantity]], shipping: { country, email: uniqueEmail(country) } });
      return (await admin.send(getAdminOrder, { params: { id: paid.id } })).answer;
    };
    const be = await orderTo('BE', 2);
    const de = await orderTo('DE');
    const fr = await orderTo('FR');
    const us = await orderTo('US');
    // A gift card is a voucher, outside VAT: it is in no row.
    await paidOrder(t, { lines: [{ giftCard: giftCard() }] });
    const refund = await admin.send(refundOrder, {
      params: { orderId: be.id },
      body: { lines: [{ lineId: be.items[0]!.id!, quantity: 1 }] },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const beRefund = (await admin.send(getAdminOrder, { params: { id: be.id } })).answer.refunds.at(-1)!;

    const res = await admin.send(getVatReport, { query: thisQuarter() });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.answer;
    expect(report).toMatchObject({ ...thisQuarter(), currency: 'EUR', homeCountry: 'FR' });
    const rowOf = (country: string) => report.rows.filter((r) => r.country === country);
    const added = (country: string, field: 'net' | 'vat') =>
      cents(rowOf(country).reduce((s, r) => s + r[field], 0)) -
      cents(before.rows.filter((r) => r.country === country).reduce((s, r) => s + r[field], 0));

    // Each order's lines and shipping at its destination's rate: net + VAT = what it charged, VAT = its tax.
    for (const [o, scheme, rate] of [
      [de, 'oss', 19],
      [fr, 'domestic', 20],
      [us, 'export', 0],
    ] as const) {
      const code = o.shippingDetails.country;
      expect(rowOf(code).map((r) => [r.scheme, r.rate])).toEqual([[scheme, rate]]);
      expect(added(code, 'vat')).toBe(cents(o.tax!));
      expect(added(code, 'net') + added(code, 'vat')).toBe(cents(o.total));
    }
    // Belgium: the invoice less the credit note of one bottle.
    const [beRow] = rowOf('BE');
    expect(beRow).toMatchObject({ scheme: 'oss', rate: 21, countryName: 'Belgium' });
    expect(cents(beRow!.creditedNet + beRow!.creditedVat)).toBe(cents(beRefund.amount));
    expect(cents(beRow!.creditedVat)).toBe(cents(beRefund.tax));
    expect(added('BE', 'vat')).toBe(cents(be.tax!) - cents(beRefund.tax));
    expect(added('BE', 'net') + added('BE', 'vat')).toBe(cents(be.total) - cents(beRefund.amount));
    // Home first, then the OSS countries, then exports; the totals are the rows' sums.
    const schemes = report.rows.map((r) => r.scheme);
    expect(schemes).toEqual([...schemes].sort((a, b) => schemeRank(a) - schemeRank(b)));
    // A total per scheme and currency: the order to the United States is in dollars, never added to euros.
    expect(rowOf('US').map((r) => r.currency)).toEqual([us.currency]);
    expect(report.totals.filter((t) => t.scheme === 'export').map((t) => t.currency)).toContain(us.currency);
    for (const total of report.totals) {
      const rows = report.rows.filter((r) => r.scheme === total.scheme && r.currency === total.currency);
      expect(cents(total.net)).toBe(rows.reduce((s, r) => s + cents(r.net), 0));
      expect(cents(total.vat)).toBe(rows.reduce((s, r) => s + cents(r.vat), 0));
    }

    // The same report as CSV: a row per scheme, country and rate, then the totals.
    const csv = await admin.send(exportVatReport, { query: thisQuarter() });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="vat-oss-\d{4}-q[1-4]\.csv"$/);
    const lines = parseCsv(csv.body);
    expect(lines).toHaveLength(report.rows.length + report.totals.length);
    expect(lines.find((l) => l.country_code === 'BE')).toEqual({
      scheme: 'oss',
      country_code: 'BE',
      country: 'Belgium',
      vat_rate_percent: '21',
      invoiced_net: beRow!.invoicedNet.toFixed(2),
      invoiced_vat: beRow!.invoicedVat.toFixed(2),
      credited_net: beRow!.creditedNet.toFixed(2),
      credited_vat: beRow!.creditedVat.toFixed(2),
      net: beRow!.net.toFixed(2),
      vat: beRow!.vat.toFixed(2),
      currency: 'EUR',
    });

    // Another quarter holds none of these; a quarter that is not one is refused.
    expect((await admin.send(getVatReport, { query: { year: 2001, quarter: 1 } })).answer.rows).toEqual([]);
    expect((await admin.get('/api/admin/vat-report?year=2026&quarter=5')).statusCode).toBe(400);
    // The owner's figures: customer care may not read them.
    expect((await (await staffClient(t, 'support')).send(getVatReport, { query: thisQuarter() })).statusCode).toBe(403);
  });
});

const schemeRank = (scheme: string) => ['domestic', 'oss', 'export'].indexOf(scheme);

describe('the dashboard', () => {
  it('counts revenue net of refunds and without gift cards, the average over orders of perfume, users without staff', async () => {
    const before = (await admin.send(getAdminDashboard)).answer;
    const perfume = await paidOrder(t, { lines: [[1, 2]], shipping: { email: uniqueEmail('dash') } });
    await paidOrder(t, { lines: [{ giftCard: giftCard() }] });
    const mixed = await paidOrder(t, { lines: [{ giftCard: giftCard() }, [1, 1]] });
    const view = (await admin.send(getAdminOrder, { params: { id: perfume.id } })).answer;
    const refund = await admin.send(refundOrder, {
      params: { orderId: perfume.id },
      body: { lines: [{ lineId: view.items[0]!.id!, quantity: 1 }] },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    await staffClient(t, 'fulfilment');
    await signedIn(t, { email: uniqueEmail('customer') });

    const after = (await admin.send(getAdminDashboard)).answer;
    // Revenue: the perfume order less its refund, and the mixed order's bottle; no gift card at all.
    const sales = cents(perfume.total) - cents(refund.answer.refunded) + cents(mixed.total) - cents(50);
    expect(cents(after.totalRevenue) - cents(before.totalRevenue)).toBe(sales);
    expect(cents(after.giftCardsSold) - cents(before.giftCardsSold)).toBe(2 * 5000);
    expect(after.paidOrders - before.paidOrders).toBe(3);
    // The average: the sales over the orders that hold perfume (the card-only order is none of them).
    expect(cents(after.averageOrder)).toBe(
      Math.round(cents(after.totalRevenue) / (after.paidOrders - (await cardOnlyOrders()))),
    );
    // A new member of the staff is no user of the shop; a new customer is.
    expect(after.totalUsers - before.totalUsers).toBe(1);
    expect(after.newUsersThisMonth - before.newUsersThisMonth).toBe(1);
    expect(await cardOnlyOrders()).toBeGreaterThan(0);
  });
});

/** The paid orders of gift cards only, counted on the orders themselves (what the kept figure must equal). */
async function cardOnlyOrders(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.store.db,
    sql`select count(*)::int as n from orders o
      where o.payment_status in ('paid', 'partially_refunded') and o.status <> 'cancelled'
        and exists (select 1 from order_lines l where l.order_id = o.id)
        and not exists (select 1 from order_lines l where l.order_id = o.id
          and (l.custom_details->>'type') is distinct from 'gift-card')`,
  );
  return row!.n;
}

describe('the gift-card figures a trigger keeps (migration 0022)', () => {
  it('are what counting the cards gives, after sales, a partial and a full refund of orders of cards only', async () => {
    const two = await paidOrder(t, { lines: [{ giftCard: giftCard() }, { giftCard: giftCard() }] });
    const one = await paidOrder(t, { lines: [{ giftCard: giftCard() }, { giftCard: giftCard() }] });
    const lines = (await admin.send(getAdminOrder, { params: { id: one.id } })).answer.items;
    // One card of `one` cancelled: the order still sold a card; every card of `two`: it sold none.
    expect(
      (
        await admin.send(refundOrder, {
          params: { orderId: one.id },
          body: { lines: [{ lineId: lines[0]!.id!, quantity: 1 }] },
        })
      ).statusCode,
    ).toBe(200);
    expect((await admin.send(refundOrder, { params: { orderId: two.id }, body: {} })).statusCode).toBe(200);

    const kept = () =>
      queryRows<{ day: string; cards: number; cents: number; card_only_orders: number }>(
        t.store.db,
        sql`select to_char(day, 'YYYY-MM-DD') as day, cards, cents::int as cents, card_only_orders
          from gift_card_figures where cards <> 0 or cents <> 0 or card_only_orders <> 0 order by day`,
      );
    const before = await kept();
    await t.store.db.execute(sql`select shop_rebuild_gift_card_figures()`);
    expect(await kept()).toEqual(before);
    expect(before.reduce((s, d) => s + d.card_only_orders, 0)).toBe(await cardOnlyOrders());
  });
});
