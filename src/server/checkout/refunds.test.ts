import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAdminDashboard, getAdminOrder, listAudit, refundOrder, setOrderStatus } from '../../domain/api/admin';
import { createPerfume } from '../../domain/api/admin-catalogue';
import { perfumeInputSchema } from '../../domain/catalogue/admin-schemas';
import { documentYear } from '../../domain/invoices/numbering';
import { addCartLine } from '../../domain/api/cart';
import { createPaymentIntent, placeOrder } from '../../domain/api/checkout';
import { getCreditNote } from '../../domain/api/invoices';
import { getOrderPage } from '../../domain/api/orders';
import { applyCartDiscount, createDiscount } from '../../domain/api/promotions';
import type { DiscountInput } from '../../domain/promotions/schemas';
import { formatMoney } from '../../domain/shared/money';
import { adminClient, paidOrder, useTestApp } from '#tests/integration/fixtures';
import { Client, newGuestId, newPerfume, shipping } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';

/*
 * Partial refunds (decision 059): any lines and quantities and the shipping,
 * through the provider for exactly that amount, each with its credit note, mail and audit row,
 * restocking what is ticked, and revenue net of them. Both stores.
 */

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
let admin: Client;
beforeAll(async () => {
  admin = await adminClient(t);
});

async function addPerfume(over: Parameters<typeof newPerfume>[0] = {}) {
  const res = await admin.send(createPerfume, { body: perfumeInputSchema.parse(newPerfume(over)) });
  expect(res.statusCode).toBe(201);
  return res.answer;
}

const stockOf = async (id: number) =>
  (await queryRows<{ stock: number | null }>(t.store.db, sql`select stock from perfumes where id = ${id}`))[0]!.stock;

/** An order of two perfumes (two bottles at 90, one at 50) and the standard shipping (12), paid by card. */
async function twoLineOrder(opts: { stock?: number } = {}) {
  const a = await addPerfume({ price: 90, stock: opts.stock ?? null });
  const b = await addPerfume({ price: 50, stock: opts.stock ?? null });
  const order = await paidOrder(t, {
    lines: [
      [a.id, 2],
      [b.id, 1],
    ],
    shipping: { email: `r.${Date.now()}@example.com` },
  });
  const view = (await admin.send(getAdminOrder, { params: { id: order.id } })).answer;
  const lineOf = (perfumeId: number) => view.items.find((i) => i.perfumeId === perfumeId)!;
  return { order, view, a, b, lineA: lineOf(a.id), lineB: lineOf(b.id) };
}

type RefundRowDb = {
  id: number;
  amount_cents: number;
  tax_cents: number;
  shipping_cents: number;
  credit_note_number: string | null;
  provider_refund_id: string | null;
  refund_key: string;
};
const refundRows = (orderId: number) =>
  queryRows<RefundRowDb>(
    t.store.db,
    sql`select id, amount_cents, tax_cents, shipping_cents, credit_note_number, provider_refund_id, refund_key
        from order_refunds where order_id = ${orderId} order by id`,
  );

const sequenceOf = (creditNote: string | null) => Number(creditNote!.split('-').at(-1));
const cents = (major: number) => Math.round(major * 100);

describe('partial refunds', () => {
  it('refunds one line at a time until refunded: each with its credit note, its amount at the provider, its mail', async () => {
    const { order, view, lineA, lineB } = await twoLineOrder();
    expect(order.total).toBe(242);
    const send = (body: Parameters<typeof admin.send<typeof refundOrder>>[1] extends infer A ? A : never) =>
      admin.send(refundOrder, body);

    const first = await send({ params: { orderId: order.id }, body: { lines: [{ lineId: lineA.id, quantity: 1 }] } });
    expect(first.statusCode).toBe(200);
    expect(first.answer).toMatchObject({
      id: order.id,
      status: 'processing',
      paymentStatus: 'partially_refunded',
      amount: 90,
      refunded: 90,
      restocked: false,
      refundedAt: expect.any(String),
    });
    const year = documentYear(new Date());
    expect(first.answer.creditNote).toMatch(new RegExp(`^CN-${year}-\\d{6}$`));

    const second = await send({
      params: { orderId: order.id },
      body: { lines: [{ lineId: lineB.id, quantity: 1 }], shipping: true },
    });
    expect(second.answer).toMatchObject({ paymentStatus: 'partially_refunded', amount: 62, refunded: 152 });

    const last = await send({ params: { orderId: order.id }, body: { lines: [{ lineId: lineA.id, quantity: 1 }] } });
    expect(last.answer).toMatchObject({
      paymentStatus: 'refunded',
      status: 'cancelled',
      amount: 90,
      refunded: 242,
    });
    // Consecutive credit notes, one per refund.
    const notes = [first, second, last].map((r) => r.answer.creditNote);
    expect(notes.map(sequenceOf)).toEqual([
      sequenceOf(notes[0]!),
      sequenceOf(notes[0]!) + 1,
      sequenceOf(notes[0]!) + 2,
    ]);

    // At the (simulated) provider: one refund per row, for its amount, under its own key; the sums are the order's.
    const rows = await refundRows(order.id);
    expect(rows.map((r) => r.amount_cents)).toEqual([9000, 6200, 9000]);
    expect(rows.map((r) => r.credit_note_number)).toEqual(notes);
    for (const r of rows) {
      expect(r.refund_key).toBe(`refund-${order.id}-${r.id}`);
      expect(r.provider_refund_id).toBe(`re_sim_${r.refund_key}`);
    }
    expect(rows.reduce((s, r) => s + r.amount_cents, 0)).toBe(cents(order.total));
    expect(rows.reduce((s, r) => s + r.tax_cents, 0)).toBe(cents(view.tax!));
    expect(rows[1]!.shipping_cents).toBe(1200);

    const after = (await admin.send(getAdminOrder, { params: { id: order.id } })).answer;
    expect(after.refunded).toBe(242);
    expect(after.items.map((i) => [i.quantity, i.refundedQuantity])).toEqual([
      [2, 2],
      [1, 1],
    ]);
    expect(after.refunds.map((r) => [r.creditNote, r.amount])).toEqual([
      [notes[0], 90],
      [notes[1], 62],
      [notes[2], 90],
    ]);
    // The customer's own page lists each credit note, and its key opens the PDF.
    const guest = new Client(t.app);
    const page = (await guest.send(getOrderPage, { params: { orderId: order.id }, query: { key: order.accessKey } }))
      .answer;
    expect(page.creditNotes.map((n) => [n.number, n.amount])).toEqual([
      [notes[0], 90],
      [notes[1], 62],
      [notes[2], 90],
    ]);
    const pdf = await guest.call('GET', `/api/orders/${order.id}/credit-notes/${notes[1]}?key=${order.accessKey}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(after.statusHistory.slice(-3).map((h) => h.note)).toEqual([
      'partially refunded',
      'partially refunded',
      'refunded',
    ]);

    const mails = await queryRows<{ kind: string; text: string }>(
      t.store.db,
      sql`select kind, text from mails where order_id = ${order.id} and kind = 'order-refunded' order by id`,
    );
    expect(mails).toHaveLength(3);
    expect(mails[0]!.text).toContain('We have refunded €90.00');
    expect(mails[0]!.text).toContain(`Credit note: ${notes[0]}`);
    expect(mails[1]!.text).toContain('We have refunded €62.00');

    const audit = (await admin.send(listAudit, { query: { entity: 'order', entityId: String(order.id) } })).answer;
    expect(audit.filter((a) => a.action === 'order.refunded').map((a) => a.details)).toEqual([
      expect.objectContaining({ creditNote: notes[2], amountCents: 9000, whole: true }),
      expect.objectContaining({ creditNote: notes[1], amountCents: 6200, shippingCents: 1200 }),
      expect.objectContaining({ creditNote: notes[0], amountCents: 9000, whole: false }),
    ]);

    // Nothing is left: asking for everything again changes nothing.
    const again = await admin.send(refundOrder, { params: { orderId: order.id }, body: {} });
    expect(again.answer).toMatchObject({ paymentStatus: 'refunded', creditNote: null, amount: 0, refunded: 242 });
    expect(await refundRows(order.id)).toHaveLength(3);
  });

  it('refuses more than is left (400 REFUND_TOO_LARGE), a line of another order, nothing, and an unpaid order', async () => {
    const { order, lineA, lineB } = await twoLineOrder();
    const other = await twoLineOrder();
    const refuse = async (body: object, status: number, code: string) => {
      const res = await admin.send(refundOrder, { params: { orderId: order.id }, body: body as never });
      expect(res.statusCode).toBe(status);
      expect(res.error.code).toBe(code);
    };
    await refuse({ lines: [{ lineId: lineA.id, quantity: 3 }] }, 400, 'REFUND_TOO_LARGE');
    await refuse({ lines: [{ lineId: other.lineA.id, quantity: 1 }] }, 400, 'BAD_REQUEST');
    await refuse({ lines: [] }, 400, 'BAD_REQUEST');
    expect(
      (
        await admin.send(refundOrder, {
          params: { orderId: order.id },
          body: { lines: [{ lineId: lineB.id, quantity: 1 }], shipping: true },
        })
      ).statusCode,
    ).toBe(200);
    await refuse({ lines: [{ lineId: lineB.id, quantity: 1 }] }, 400, 'REFUND_TOO_LARGE');
    await refuse({ lines: [], shipping: true }, 400, 'REFUND_TOO_LARGE');
    expect(await refundRows(order.id)).toHaveLength(1);

    const p = await addPerfume();
    const c = new Client(t.app);
    const guestId = newGuestId();
    await c.send(addCartLine, { body: { guestId, perfumeId: p.id, quantity: 1 } });
    const intent = (await c.send(createPaymentIntent, { body: { guestId } })).answer;
    const unpaid = (
      await c.send(placeOrder, {
        body: { guestId, shippingDetails: shipping, paymentIntentId: intent.paymentIntentId },
      })
    ).answer;
    const res = await admin.send(refundOrder, { params: { orderId: unpaid.id }, body: {} });
    expect(res.statusCode).toBe(409);
    expect(res.error.code).toBe('NOT_REFUNDABLE');
  });

  it('refunds the shipping alone, at what it was charged, VAT included', async () => {
    const { order, view } = await twoLineOrder();
    const res = await admin.send(refundOrder, { params: { orderId: order.id }, body: { lines: [], shipping: true } });
    expect(res.answer).toMatchObject({ paymentStatus: 'partially_refunded', amount: 12, refunded: 12 });
    const [row] = await refundRows(order.id);
    expect(row).toMatchObject({ amount_cents: 1200, shipping_cents: 1200, tax_cents: cents(view.shippingTax!) });
    // FR, 20 %: 12 / 1.2 = 10, VAT 2.
    expect(view.shippingTax).toBe(2);
  });

  it('puts back in stock only the bottles of the refunds ticked', async () => {
    const { order, a, b, lineA, lineB } = await twoLineOrder({ stock: 10 });
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([8, 9]);
    const ticked = await admin.send(refundOrder, {
      params: { orderId: order.id },
      body: { lines: [{ lineId: lineA.id, quantity: 1 }], restock: true },
    });
    expect(ticked.answer.restocked).toBe(true);
    const unticked = await admin.send(refundOrder, {
      params: { orderId: order.id },
      body: { lines: [{ lineId: lineB.id, quantity: 1 }], restock: false },
    });
    expect(unticked.answer.restocked).toBe(false);
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([9, 9]);
    const view = (await admin.send(getAdminOrder, { params: { id: order.id } })).answer;
    expect(view.refunds.map((r) => r.restocked)).toEqual([true, false]);
    expect(view.statusHistory.at(-2)!.note).toBe('partially refunded, bottles back in stock');
  });

  it('keeps the revenue net of refunds on the dashboard', async () => {
    const before = (await admin.send(getAdminDashboard)).answer.totalRevenue;
    const { order, lineA } = await twoLineOrder();
    const paid = (await admin.send(getAdminDashboard)).answer.totalRevenue;
    expect(cents(paid - before)).toBe(24200);
    await admin.send(refundOrder, {
      params: { orderId: order.id },
      body: { lines: [{ lineId: lineA.id, quantity: 1 }], shipping: true },
    });
    expect(cents((await admin.send(getAdminDashboard)).answer.totalRevenue - before)).toBe(24200 - 10200);
    await admin.send(refundOrder, { params: { orderId: order.id }, body: {} });
    expect(cents((await admin.send(getAdminDashboard)).answer.totalRevenue - before)).toBe(0);
  });

  it('a partly refunded order still ships, and is cancelled only by refunding the rest', async () => {
    const { order, lineA } = await twoLineOrder();
    await admin.send(refundOrder, {
      params: { orderId: order.id },
      body: { lines: [{ lineId: lineA.id, quantity: 1 }] },
    });
    const cancel = await admin.send(setOrderStatus, { params: { orderId: order.id }, body: { status: 'cancelled' } });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.error.code).toBe('REFUND_REQUIRED');
    const shipped = await admin.send(setOrderStatus, {
      params: { orderId: order.id },
      body: { status: 'shipped', carrier: 'Colissimo', trackingNumber: '6A123' },
    });
    expect(shipped.statusCode).toBe(200);
    // The rest refunded after it left: refunded, still shipped.
    const rest = await admin.send(refundOrder, { params: { orderId: order.id }, body: {} });
    expect(rest.answer).toMatchObject({ paymentStatus: 'refunded', status: 'shipped', amount: 152 });
  });

  it('a retry of a refund whose request died is that refund, made once; one left for long is finished by the next', async () => {
    const { order, lineA, lineB } = await twoLineOrder();
    const { refunds } = t.app.services.orderLifecycle;
    // The request reserved its refund, then died before the provider answered (or before the record).
    const ask = { lines: [{ lineId: lineA.id, quantity: 1 }] };
    const reserved = await refunds.reserve(order.id, ask, { withheldCents: 0, adminId: null });
    expect(reserved.kind).toBe('new');
    const retry = await admin.send(refundOrder, { params: { orderId: order.id }, body: ask });
    expect(retry.answer).toMatchObject({ paymentStatus: 'partially_refunded', amount: 90, refunded: 90 });
    const rows = await refundRows(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.credit_note_number).toBe(retry.answer.creditNote);

    // Another died long ago: the next refund of the order finishes it first, under its own key.
    const stale = await refunds.reserve(
      order.id,
      { lines: [{ lineId: lineB.id, quantity: 1 }] },
      { withheldCents: 0, adminId: null },
    );
    expect(stale.kind).toBe('new');
    await queryRows(
      t.store.db,
      sql`update order_refunds set created_at = now() - interval '1 hour' where credit_note_number is null and order_id = ${order.id}`,
    );
    const next = await admin.send(refundOrder, { params: { orderId: order.id }, body: { lines: [], shipping: true } });
    expect(next.answer).toMatchObject({ amount: 12, refunded: 90 + 50 + 12 });
    const after = await refundRows(order.id);
    expect(after.map((r) => r.amount_cents)).toEqual([9000, 5000, 1200]);
    expect(after.every((r) => r.credit_note_number !== null && r.provider_refund_id === `re_sim_${r.refund_key}`)).toBe(
      true,
    );
  });

  it('never refunds more than the total when refunds of one order arrive at once', async () => {
    const { order, lineA, lineB } = await twoLineOrder();
    const asks = [
      {},
      {},
      { lines: [{ lineId: lineA.id, quantity: 2 }] },
      { lines: [{ lineId: lineA.id, quantity: 2 }] },
      { lines: [{ lineId: lineB.id, quantity: 1 }], shipping: true },
      { lines: [{ lineId: lineA.id, quantity: 1 }] },
    ];
    const results = await Promise.all(
      asks.map((body) => admin.send(refundOrder, { params: { orderId: order.id }, body })),
    );
    // Each is made, or refused as more than is left (400), or as nothing left while the others are under way (409).
    for (const r of results) expect([200, 400, 409]).toContain(r.statusCode);
    const rows = await refundRows(order.id);
    const refunded = rows.reduce((s, r) => s + r.amount_cents, 0);
    expect(refunded).toBeLessThanOrEqual(cents(order.total));
    expect(rows.every((r) => r.credit_note_number !== null)).toBe(true);
    const [state] = await queryRows<{ refunded_cents: number }>(
      t.store.db,
      sql`select refunded_cents from orders where id = ${order.id}`,
    );
    expect(state!.refunded_cents).toBe(refunded);
    // Whatever is left comes back with one more refund, and the sums are then the total exactly.
    await admin.send(refundOrder, { params: { orderId: order.id }, body: {} });
    const all = await refundRows(order.id);
    expect(all.reduce((s, r) => s + r.amount_cents, 0)).toBe(cents(order.total));
  });
});

/** The text of a PDF, as a reader extracts it. */
async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

const eur = (c: number) => formatMoney(c, 'EUR');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let codes = 0;
/** A guest's paid order of these bottles with a code made for it (a 50 % code unless told), and its view. */
async function discountedOrder(lines: [number, number][], code: Partial<DiscountInput> = {}) {
  const name = `R${Date.now().toString(36).toUpperCase()}${codes++}`;
  const made = await admin.send(createDiscount, {
    body: { code: name, kind: 'percent', value: 50, ...code } as DiscountInput,
  });
  expect(made.statusCode).toBe(201);
  const shopper = new Client(t.app);
  const guestId = newGuestId();
  for (const [perfumeId, quantity] of lines)
    expect((await shopper.send(addCartLine, { body: { guestId, perfumeId, quantity } })).statusCode).toBe(201);
  expect((await shopper.send(applyCartDiscount, { body: { guestId, code: name } })).statusCode).toBe(200);
  const order = await paidOrder(t, { owner: shopper, guestId });
  const view = (await admin.send(getAdminOrder, { params: { id: order.id } })).answer;
  return { order, view };
}

type StoredRow = {
  lineId: number | null;
  quantity: number;
  grossCents: number;
  taxCents: number;
  reductionCents?: number;
};
const storedRows = async (orderId: number) =>
  (
    await queryRows<{ lines: StoredRow[]; credit_note_number: string }>(
      t.store.db,
      sql`select lines, credit_note_number from order_refunds where order_id = ${orderId} order by id`,
    )
  ).map((r) => ({ rows: r.lines, creditNote: r.credit_note_number }));

describe('refunds of an order bought with a discount (issue #41)', () => {
  it('gives back a bottle of two bought with a 50 % code at its half, the credit note reversing the VAT of that half', async () => {
    const oud = await addPerfume({ price: 165 });
    const { order, view } = await discountedOrder([[oud.id, 2]]);
    // 2 × 165, half off, and the shipping: 177.
    expect([order.total, view.discount]).toEqual([177, 165]);
    const line = view.items[0]!;

    const one = await admin.send(refundOrder, {
      params: { orderId: order.id },
      body: { lines: [{ lineId: line.id, quantity: 1 }] },
    });
    expect(one.statusCode).toBe(200);
    expect(one.answer).toMatchObject({ paymentStatus: 'partially_refunded', amount: 82.5, refunded: 82.5 });
    const [first] = await refundRows(order.id);
    // FR, 20 %: the VAT inside 82.50 is 13.75 (not the 27.50 inside a whole bottle).
    expect(first).toMatchObject({ amount_cents: 8250, tax_cents: 1375 });
    expect((await storedRows(order.id))[0]!.rows).toEqual([
      expect.objectContaining({ lineId: line.id, quantity: 1, grossCents: 8250, taxCents: 1375, reductionCents: 8250 }),
    ]);
    // The credit note prints it so.
    const pdf = await admin.send(getCreditNote, { params: { orderId: order.id, number: one.answer.creditNote! } });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`less ${eur(8250)} of the discount`);
    expect(text).toMatch(new RegExp(`Total VAT\\s*${escape(eur(-1375))}`));
    expect(text).toMatch(new RegExp(`Total\\s*${escape(eur(-8250))}`));

    // The rest: the other bottle's half and the shipping; the refunds add up to what was paid and its VAT.
    const rest = await admin.send(refundOrder, { params: { orderId: order.id }, body: {} });
    expect(rest.answer).toMatchObject({ paymentStatus: 'refunded', amount: 94.5, refunded: 177 });
    const rows = await refundRows(order.id);
    expect(rows.map((r) => [r.amount_cents, r.tax_cents])).toEqual([
      [8250, 1375],
      [9450, 1375 + 200],
    ]);
    expect(rows.reduce((s, r) => s + r.tax_cents, 0)).toBe(cents(view.tax!));
    // No discount row is left to the last: each bottle carried its own share.
    expect((await storedRows(order.id))[1]!.rows.map((r) => r.lineId)).toEqual([line.id]);
  });

  it('shares an amount code among the lines by their price, each refund net of its share, the last the rest exactly', async () => {
    const a = await addPerfume({ price: 90 });
    const b = await addPerfume({ price: 50 });
    const { order, view } = await discountedOrder(
      [
        [a.id, 2],
        [b.id, 1],
      ],
      { kind: 'amount', value: 20 },
    );
    // 2 × 90 + 50 − 20 + 12.
    expect(order.total).toBe(222);
    const lineA = view.items.find((i) => i.perfumeId === a.id)!;
    const lineB = view.items.find((i) => i.perfumeId === b.id)!;
    const refund = (body: { lines?: { lineId: number; quantity: number }[]; shipping?: boolean }) =>
      admin.send(refundOrder, { params: { orderId: order.id }, body });

    // The 20 off: 15.65 on A's 180 and 4.35 on B's 50 (largest remainder). A's first bottle: half of 164.35, half-up.
    expect((await refund({ lines: [{ lineId: lineA.id, quantity: 1 }] })).answer).toMatchObject({ amount: 82.18 });
    expect((await refund({ lines: [{ lineId: lineB.id, quantity: 1 }] })).answer).toMatchObject({ amount: 45.65 });
    expect((await refund({})).answer).toMatchObject({ amount: 82.17 + 12, refunded: 222, paymentStatus: 'refunded' });
    const rows = await refundRows(order.id);
    // Each with the VAT inside what it gives back (20 %), and all of them the order's VAT.
    expect(rows.map((r) => [r.amount_cents, r.tax_cents])).toEqual([
      [8218, 1370],
      [4565, 761],
      [9417, 1369 + 200],
    ]);
    expect(rows.reduce((s, r) => s + r.tax_cents, 0)).toBe(cents(view.tax!));
  });

  it('answers a refund of everything asked while a one-line refund takes the rest with its own outcome, not that refund’s credit note', async () => {
    const { order, lineA, lineB } = await twoLineOrder();
    // A and the shipping refunded: only B is left.
    await admin.send(refundOrder, {
      params: { orderId: order.id },
      body: { lines: [{ lineId: lineA.id, quantity: 2 }], shipping: true },
    });
    // A refund of B's line is under way (reserved, the provider not answered yet: its request in flight)…
    const { refunds } = t.app.services.orderLifecycle;
    const ofB = { lines: [{ lineId: lineB.id, quantity: 1 }] };
    expect((await refunds.reserve(order.id, ofB, { withheldCents: 0, adminId: null })).kind).toBe('new');
    // … when everything is asked: nothing is left for it, and it says so.
    const everything = await admin.send(refundOrder, { params: { orderId: order.id }, body: {} });
    expect(everything.statusCode).toBe(409);
    expect(everything.error).toMatchObject({
      code: 'NOT_REFUNDABLE',
      message: 'What is left of this order is being refunded by a refund under way.',
    });
    // The refund under way is still B's request's, not made by the other.
    expect((await refundRows(order.id)).map((r) => r.credit_note_number === null)).toEqual([false, true]);
    // B's request (its retry) makes it, with its credit note; everything asked afterwards answers the order as it stands.
    const ofBMade = await admin.send(refundOrder, { params: { orderId: order.id }, body: ofB });
    expect(ofBMade.answer).toMatchObject({ paymentStatus: 'refunded', amount: 50, creditNote: expect.any(String) });
    const again = await admin.send(refundOrder, { params: { orderId: order.id }, body: {} });
    expect(again.answer).toMatchObject({ paymentStatus: 'refunded', amount: 0, creditNote: null });
  });
});
