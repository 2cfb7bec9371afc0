import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAdminOrder, refundOrder, setOrderStatus } from '../../domain/api/admin';
import { addCartLine } from '../../domain/api/cart';
import { applyCartDiscount, createDiscount } from '../../domain/api/promotions';
import { getOrderPage } from '../../domain/api/orders';
import {
  listAdminReturns,
  listOrderReturns,
  refundReturn,
  requestReturn,
  setReturnStatus,
} from '../../domain/api/returns';
import { pageHeaders } from '../../domain/shared/page-headers';
import { vatInside } from '../../domain/tax/vat';
import { adminClient, bottleWorkOrders, paidOrder, signedIn, useTestApp } from '#tests/integration/fixtures';
import { Client, newGuestId } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';
import { lifestyleCartLine } from '#tests/shared/lifestyle';

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
let admin: Client;
beforeAll(async () => {
  admin = await adminClient(t);
});

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.store.db, query);

const LINES = [[4, 2] as const, { perfumeId: 2, quantity: 1, size: 'sample' as const }, lifestyleCartLine()];

let codes = 0;
/** A guest's paid order of LINES bought with a new code of `percent` % off. */
async function paidWithCode(percent: number) {
  const code = `RET${Date.now().toString(36).toUpperCase()}${codes++}`;
  expect(
    (await admin.send(createDiscount, { body: { code, kind: 'percent', value: percent } as never })).statusCode,
  ).toBe(201);
  const owner = new Client(t.app);
  const guestId = newGuestId();
  for (const line of LINES) {
    const body = Array.isArray(line) ? { perfumeId: line[0], quantity: line[1] } : line;
    expect((await owner.send(addCartLine, { body: { ...body, guestId } as never })).statusCode).toBe(201);
  }
  expect((await owner.send(applyCartDiscount, { body: { guestId, code } })).statusCode).toBe(200);
  return paidOrder(t, { owner, guestId });
}

/**
 * A guest's paid order of two bottles of perfume 4, a sample of perfume 2 and a lifestyle perfume
 * (bought with a code of `percentOff` % when told), with its lines' ids, shipped `shippedDaysAgo`
 * days ago and, if asked, completed `completedDaysAgo` days ago (the history's times moved in SQL, as
 * if the days had passed).
 */
async function deliveredOrder(
  when: { shippedDaysAgo: number; completedDaysAgo?: number },
  owner?: Client,
  percentOff?: number,
) {
  const order =
    percentOff === undefined
      ? await paidOrder(t, { lines: [...LINES], ...(owner ? { owner } : {}) })
      : await paidWithCode(percentOff);
  // Its lifestyle perfume is bottled first: an order ships once its made-to-order perfumes are.
  await bottleWorkOrders(t, admin, order.id);
  const shipped = await admin.send(setOrderStatus, {
    params: { orderId: order.id },
    body: { status: 'shipped', carrier: 'Colissimo', trackingNumber: '6A12345678901' },
  });
  expect(shipped.statusCode).toBe(200);
  await t.store.db.execute(
    sql`update order_status_history set created_at = now() - make_interval(days => ${when.shippedDaysAgo})
        where order_id = ${order.id} and to_status = 'shipped'`,
  );
  if (when.completedDaysAgo !== undefined) {
    expect(
      (await admin.send(setOrderStatus, { params: { orderId: order.id }, body: { status: 'completed' } })).statusCode,
    ).toBe(200);
    await t.store.db.execute(
      sql`update order_status_history set created_at = now() - make_interval(days => ${when.completedDaysAgo})
          where order_id = ${order.id} and to_status = 'completed'`,
    );
  }
  const page = (
    await order.client.send(getOrderPage, { params: { orderId: order.id }, query: { key: order.accessKey } })
  ).answer;
  const line = (pick: (i: (typeof page.items)[number]) => boolean) => page.items.find(pick)!;
  return {
    ...order,
    bottle: line((i) => !i.isCustom && i.size === 'bottle'),
    sample: line((i) => i.size === 'sample'),
    custom: line((i) => i.isCustom),
  };
}

type Delivered = Awaited<ReturnType<typeof deliveredOrder>>;

const ask = (
  order: Delivered,
  lines: { lineId: number; quantity: number }[],
  reason = 'The scent is not what I expected.',
  client: Client = order.client,
  /** Null: no key at all. */
  key: string | null = order.accessKey,
) =>
  client.send(requestReturn, {
    params: { orderId: order.id },
    query: key === null ? {} : { key },
    body: { lines, reason },
  });

describe('asking for a return', () => {
  it('takes catalogue bottles and samples within 14 days after the order was marked completed', async () => {
    const order = await deliveredOrder({ shippedDaysAgo: 10, completedDaysAgo: 13 });
    const res = await ask(order, [
      { lineId: order.bottle.id, quantity: 2 },
      { lineId: order.sample.id, quantity: 1 },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.answer).toEqual({ id: expect.any(Number), status: 'requested' });

    const listed = await order.client.send(listOrderReturns, {
      params: { orderId: order.id },
      query: { key: order.accessKey },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.answer).toEqual([
      {
        id: res.answer.id,
        status: 'requested',
        lines: [
          { lineId: order.bottle.id, name: `${order.bottle.name} — ${order.bottle.volume} ml`, quantity: 2 },
          { lineId: order.sample.id, name: `${order.sample.name} — 2 ml sample`, quantity: 1 },
        ],
        reason: 'The scent is not what I expected.',
        message: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
  });

  it('refuses a made-to-order perfume, saying why, even within the window', async () => {
    const order = await deliveredOrder({ shippedDaysAgo: 3, completedDaysAgo: 1 });
    const res = await ask(order, [
      { lineId: order.bottle.id, quantity: 1 },
      { lineId: order.custom.id, quantity: 1 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.error.code).toBe('RETURN_NOT_ALLOWED');
    expect(res.error.message).toMatch(/^Made-to-order perfumes cannot be returned/);
    expect(await rows(sql`select 1 from order_returns where order_id = ${order.id}`)).toEqual([]);
  });

  it('counts delivery 7 days after shipping when the order was never marked completed', async () => {
    const early = await deliveredOrder({ shippedDaysAgo: 2 });
    const res = await ask(early, [{ lineId: early.bottle.id, quantity: 1 }]);
    expect(res.statusCode).toBe(409);
    expect(res.error.message).toMatch(/not been delivered yet/);

    const arrived = await deliveredOrder({ shippedDaysAgo: 8 });
    expect((await ask(arrived, [{ lineId: arrived.bottle.id, quantity: 1 }])).statusCode).toBe(201);

    // Shipped 22 days ago: delivered 15 days ago, one day past the window.
    const late = await deliveredOrder({ shippedDaysAgo: 22 });
    const refused = await ask(late, [{ lineId: late.bottle.id, quantity: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.error.message).toMatch(/^Returns were possible until \d{1,2} \w+ \d{4}, 14 days after delivery\.$/);
  });

  it('refuses after 14 days from completion, naming the last day', async () => {
    const order = await deliveredOrder({ shippedDaysAgo: 20, completedDaysAgo: 15 });
    const res = await ask(order, [{ lineId: order.bottle.id, quantity: 1 }]);
    expect(res.statusCode).toBe(409);
    expect(res.error.code).toBe('RETURN_NOT_ALLOWED');
    expect(res.error.message).toMatch(/^Returns were possible until/);
  });

  it('refuses an order not shipped yet', async () => {
    const order = await paidOrder(t, { lines: [[4, 1]] });
    const lineId = (
      await order.client.send(getOrderPage, { params: { orderId: order.id }, query: { key: order.accessKey } })
    ).answer.items[0]!.id;
    const res = await order.client.send(requestReturn, {
      params: { orderId: order.id },
      query: { key: order.accessKey },
      body: { lines: [{ lineId, quantity: 1 }], reason: 'Changed my mind' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.error.message).toMatch(/not been delivered yet/);
  });

  it('never asks back more than was bought, less what is refunded or already in an open return', async () => {
    const order = await deliveredOrder({ shippedDaysAgo: 5, completedDaysAgo: 2 });
    const tooMany = await ask(order, [{ lineId: order.bottle.id, quantity: 3 }]);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.error.message).toBe(`Only 2 of ${order.bottle.name} can still be returned.`);

    const first = await ask(order, [{ lineId: order.bottle.id, quantity: 1 }]);
    expect(first.statusCode).toBe(201);
    expect((await ask(order, [{ lineId: order.bottle.id, quantity: 2 }])).error.message).toBe(
      `Only 1 of ${order.bottle.name} can still be returned.`,
    );
    // Two at once for the last bottle: the order is locked while they are counted, one gets through.
    const both = await Promise.all([
      ask(order, [{ lineId: order.bottle.id, quantity: 1 }]),
      ask(order, [{ lineId: order.bottle.id, quantity: 1 }]),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);

    // A refused return gives its bottles back to ask again.
    expect(
      (await admin.send(setReturnStatus, { params: { id: first.answer.id }, body: { status: 'refused' } })).statusCode,
    ).toBe(200);
    expect((await ask(order, [{ lineId: order.bottle.id, quantity: 1 }])).statusCode).toBe(201);
  });

  it('refuses lines of another order, whole numbers only, and a reason that is empty or too long', async () => {
    const order = await deliveredOrder({ shippedDaysAgo: 5, completedDaysAgo: 2 });
    const other = await deliveredOrder({ shippedDaysAgo: 5, completedDaysAgo: 2 });
    const foreign = await ask(order, [{ lineId: other.bottle.id, quantity: 1 }]);
    expect(foreign.statusCode).toBe(409);
    expect(foreign.error.message).toMatch(/not part of this order/);
    expect((await ask(order, [{ lineId: order.bottle.id, quantity: 1.5 }])).statusCode).toBe(400);
    expect((await ask(order, [{ lineId: order.bottle.id, quantity: 0 }])).statusCode).toBe(400);
    expect((await ask(order, [])).statusCode).toBe(400);
    expect((await ask(order, [{ lineId: order.bottle.id, quantity: 1 }], '   ')).statusCode).toBe(400);
    expect((await ask(order, [{ lineId: order.bottle.id, quantity: 1 }], 'x'.repeat(1001))).statusCode).toBe(400);
    expect((await ask(order, [{ lineId: order.bottle.id, quantity: 1 }], 'x'.repeat(1000))).statusCode).toBe(201);
  });

  it('is open to the key holder and the signed-in owner only: anyone else gets 404', async () => {
    const owner = await signedIn(t);
    const order = await deliveredOrder({ shippedDaysAgo: 5, completedDaysAgo: 2 }, owner);
    const line = [{ lineId: order.bottle.id, quantity: 1 }];

    const stranger = await signedIn(t);
    for (const res of [
      await ask(order, line, 'mine now', stranger, null),
      await ask(order, line, 'mine now', new Client(t.app), null),
      await ask(order, line, 'mine now', new Client(t.app), 'not-the-key'),
      await stranger.send(listOrderReturns, { params: { orderId: order.id } }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.error.code).toBe('ORDER_NOT_FOUND');
    }
    expect(await rows(sql`select 1 from order_returns where order_id = ${order.id}`)).toEqual([]);

    expect((await ask(order, line, 'Too strong for me', owner, null)).statusCode).toBe(201);
    expect((await ask(order, line, 'A gift I did not need', new Client(t.app), order.accessKey)).statusCode).toBe(201);
    expect((await owner.send(listOrderReturns, { params: { orderId: order.id } })).answer).toHaveLength(2);
  });
});

describe('the back office', () => {
  it('lists the returns newest first with their order and customer, by status, a page at a time', async () => {
    const a = await deliveredOrder({ shippedDaysAgo: 5, completedDaysAgo: 2 });
    const b = await deliveredOrder({ shippedDaysAgo: 5, completedDaysAgo: 2 });
    const first = (await ask(a, [{ lineId: a.bottle.id, quantity: 1 }])).answer;
    const second = (await ask(b, [{ lineId: b.sample.id, quantity: 1 }], 'Spilled in transit')).answer;

    const page1 = await admin.send(listAdminReturns, { query: { status: 'requested', limit: 1 } });
    expect(page1.statusCode).toBe(200);
    expect(page1.answer).toEqual([
      expect.objectContaining({
        id: second.id,
        orderId: b.id,
        status: 'requested',
        reason: 'Spilled in transit',
        customer: { name: 'Ada Lovelace', email: 'ada@example.com' },
        lines: [{ lineId: b.sample.id, name: `${b.sample.name} — 2 ml sample`, quantity: 1 }],
        refundId: null,
      }),
    ]);
    const after = page1.headers[pageHeaders.next] as string;
    expect(after).toEqual(expect.any(String));
    const page2 = await admin.send(listAdminReturns, { query: { status: 'requested', limit: 1, after } });
    expect(page2.answer.map((r) => r.id)).toEqual([first.id]);

    await admin.send(setReturnStatus, { params: { id: first.id }, body: { status: 'approved' } });
    const approved = (await admin.send(listAdminReturns, { query: { status: 'approved', limit: 200 } })).answer;
    expect(approved.map((r) => r.id)).toContain(first.id);
    expect(approved.every((r) => r.status === 'approved')).toBe(true);
  });

  it('moves requested → approved | refused and approved → received only, mailing the decision with its message', async () => {
    const order = await deliveredOrder({ shippedDaysAgo: 5, completedDaysAgo: 2 });
    const { id } = (await ask(order, [{ lineId: order.bottle.id, quantity: 2 }])).answer;
    const move = (status: 'approved' | 'refused' | 'received', message?: string) =>
      admin.send(setReturnStatus, { params: { id }, body: { status, ...(message ? { message } : {}) } });

    const early = await move('received');
    expect(early.statusCode).toBe(409);
    expect(early.error.code).toBe('RETURN_STATUS_NOT_ALLOWED');

    const approved = await move('approved', 'Please use the prepaid label in your parcel.');
    expect(approved.statusCode).toBe(200);
    expect(approved.answer).toMatchObject({
      id,
      status: 'approved',
      message: 'Please use the prepaid label in your parcel.',
    });
    expect((await move('approved')).statusCode).toBe(409);
    expect((await move('refused')).statusCode).toBe(409);

    const mails = await rows<{ kind: string; to_address: string; text: string }>(
      sql`select kind, to_address, text from mails where order_id = ${order.id} and kind in ('return-approved', 'return-refused')`,
    );
    expect(mails).toEqual([expect.objectContaining({ kind: 'return-approved', to_address: 'ada@example.com' })]);
    expect(mails[0]!.text).toContain('Please use the prepaid label in your parcel.');
    // The bottle with its size, as every document names it (issue #43).
    expect(mails[0]!.text).toContain(`${order.bottle.name} — ${order.bottle.volume} ml × 2`);
    // Where to send it: the house's name and address, as the settings hold them.
    const house = await t.app.services.settings.settings();
    expect(mails[0]!.text).toContain(`Send the parcel to:\n${house.legalName}\n${house.address.split('\n')[0]}`);

    expect((await move('received')).answer.status).toBe('received');
    const audit = await rows<{ action: string; details: { from: string; to: string } }>(
      sql`select action, details from admin_audit where entity = 'return' and entity_id = ${String(id)} order by id`,
    );
    expect(audit.map((a) => [a.action, a.details.from, a.details.to])).toEqual([
      ['return.status', 'requested', 'approved'],
      ['return.status', 'approved', 'received'],
    ]);

    // The customer sees the house's answer on the order's page.
    const seen = (
      await order.client.send(listOrderReturns, { params: { orderId: order.id }, query: { key: order.accessKey } })
    ).answer;
    expect(seen[0]).toMatchObject({ id, status: 'received', message: 'Please use the prepaid label in your parcel.' });
  });

  it('mails a refusal with its message', async () => {
    const order = await deliveredOrder({ shippedDaysAgo: 5, completedDaysAgo: 2 });
    const { id } = (await ask(order, [{ lineId: order.bottle.id, quantity: 1 }])).answer;
    const res = await admin.send(setReturnStatus, {
      params: { id },
      body: { status: 'refused', message: 'The bottle was opened and half used.' },
    });
    expect(res.answer.status).toBe('refused');
    const [mail] = await rows<{ kind: string; subject: string; text: string }>(
      sql`select kind, subject, text from mails where order_id = ${order.id} and kind in ('return-approved', 'return-refused')`,
    );
    expect(mail).toMatchObject({
      kind: 'return-refused',
      subject: `Your return for order #${order.id} was not accepted`,
    });
    expect(mail!.text).toContain('The bottle was opened and half used.');
  });

  it('answers 404 for a return that does not exist, and is closed to customers', async () => {
    const missing = await admin.send(setReturnStatus, { params: { id: 99999999 }, body: { status: 'approved' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.error.code).toBe('RETURN_NOT_FOUND');
    expect((await admin.send(refundReturn, { params: { id: 99999999 }, body: {} })).statusCode).toBe(404);
    const customer = await signedIn(t);
    expect((await customer.send(listAdminReturns)).statusCode).toBe(403);
    expect((await new Client(t.app).send(listAdminReturns)).statusCode).toBe(401);
  });

  it('refunds a received return in one step: its lines at the provider, then the return refunded with its refund', async () => {
    const order = await deliveredOrder({ shippedDaysAgo: 5, completedDaysAgo: 2 });
    const { id } = (await ask(order, [{ lineId: order.bottle.id, quantity: 1 }])).answer;
    await admin.send(setReturnStatus, { params: { id }, body: { status: 'approved' } });

    const tooEarly = await admin.send(refundReturn, { params: { id }, body: { restock: true } });
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.error.code).toBe('RETURN_STATUS_NOT_ALLOWED');

    await admin.send(setReturnStatus, { params: { id }, body: { status: 'received' } });
    const refunded = await admin.send(refundReturn, { params: { id }, body: { restock: true } });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.answer).toMatchObject({ id, status: 'refunded', refundId: expect.any(Number) });

    const [refund] = await rows<{
      id: number;
      return_id: number;
      amount_cents: number;
      lines: { lineId: number; quantity: number }[];
    }>(sql`select id, return_id, amount_cents, lines from order_refunds where order_id = ${order.id}`);
    expect(refund).toMatchObject({ id: refunded.answer.refundId, return_id: id });
    expect(refund!.lines).toEqual([expect.objectContaining({ lineId: order.bottle.id, quantity: 1 })]);
    expect(refund!.amount_cents).toBe(Math.round(order.bottle.price * 100));

    const page = (
      await order.client.send(getOrderPage, { params: { orderId: order.id }, query: { key: order.accessKey } })
    ).answer;
    expect(page.paymentStatus).toBe('partially_refunded');
    expect(page.items.find((i) => i.id === order.bottle.id)!.refundedQuantity).toBe(1);

    const audit = await rows<{ action: string }>(
      sql`select action from admin_audit where entity = 'return' and entity_id = ${String(id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['return.status', 'return.status', 'return.refunded']);

    // Asked again: nothing is refunded twice.
    expect((await admin.send(refundReturn, { params: { id }, body: {} })).answer.status).toBe('refunded');
    expect(await rows(sql`select 1 from order_refunds where order_id = ${order.id}`)).toHaveLength(1);
    // The bottle refunded is no longer there to return.
    expect((await ask(order, [{ lineId: order.bottle.id, quantity: 1 }])).statusCode).toBe(201);
    expect((await ask(order, [{ lineId: order.bottle.id, quantity: 1 }])).statusCode).toBe(409);
  });

  it('mails each step: asked (the customer, and the house alerted), approved with its RMA and how to send perfume, received, refunded with its credit note', async () => {
    const order = await deliveredOrder({ shippedDaysAgo: 5, completedDaysAgo: 2 });
    const { id } = (await ask(order, [{ lineId: order.bottle.id, quantity: 2 }], 'Not for me')).answer;
    const rma = `RMA-${String(id).padStart(6, '0')}`;
    const mailsOf = async () =>
      rows<{ kind: string; to_address: string; subject: string; text: string; html: string }>(
        sql`select kind, to_address, subject, text, html from mails where order_id = ${order.id} order by id`,
      );
    const house = await t.app.services.settings.contact();
    let mails = await mailsOf();
    const asked = mails.find((m) => m.kind === 'return-requested')!;
    expect(asked).toMatchObject({ to_address: 'ada@example.com' });
    expect(asked.text).toContain(`Your request ${rma} has reached us`);
    expect(asked.text).toContain(`${order.bottle.name} — ${order.bottle.volume} ml × 2`);
    const alert = mails.find((m) => m.kind === 'return-alert')!;
    expect(alert).toMatchObject({ to_address: house.email, subject: `Return asked: order #${order.id} (${rma})` });
    expect(alert.text).toContain('Reason: Not for me');
    expect(alert.text).toContain('/admin?tab=returns');
    // The house's copy carries no key to the customer's order page.
    expect(alert.text).not.toContain(order.accessKey);

    await admin.send(setReturnStatus, { params: { id }, body: { status: 'approved' } });
    const approved = (await mailsOf()).find((m) => m.kind === 'return-approved')!;
    expect(approved.text).toContain(`We have approved your return ${rma}`);
    expect(approved.text).toContain('How to send perfume:\n- Perfume is a flammable liquid: send it by road');
    expect(approved.text).toContain('UN 1266');

    await admin.send(setReturnStatus, { params: { id }, body: { status: 'received' } });
    const received = (await mailsOf()).find((m) => m.kind === 'return-received')!;
    expect(received.subject).toBe(`Your returned parcel has reached us (${rma})`);

    await admin.send(refundReturn, { params: { id }, body: { restock: true } });
    mails = await mailsOf();
    const refunded = mails.find((m) => m.kind === 'order-refunded')!;
    const [note] = await rows<{ credit_note_number: string }>(
      sql`select credit_note_number from order_refunds where order_id = ${order.id}`,
    );
    expect(refunded.text).toContain(`Credit note: ${note!.credit_note_number}. http://localhost:`);
    const link = new URL(refunded.text.match(/Credit note: \S+ (\S+)/)![1]!);
    expect(link.pathname).toBe(`/api/orders/${order.id}/credit-notes/${note!.credit_note_number}`);
    // The link opens the credit note for whoever holds the mail (the outbox keeps the order's key apart: read with it).
    expect(link.searchParams.has('key')).toBe(true);
    const pdf = await t.app.inject({ method: 'GET', url: `${link.pathname}?key=${order.accessKey}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['x-credit-note-number']).toBe(note!.credit_note_number);
  });

  it('withdraws the invitation to review an order once every bottle of it is back, and keeps it otherwise', async () => {
    const order = await deliveredOrder({ shippedDaysAgo: 5, completedDaysAgo: 2 });
    const invitation = () =>
      rows<{ status: string }>(sql`select status from mails where event_key = ${`review-invitation:${order.id}`}`);
    expect(await invitation()).toEqual([{ status: 'pending' }]);
    const view = (await admin.send(getAdminOrder, { params: { id: order.id } })).answer;
    const refund = async (lines: { lineId: number; quantity: number }[]) =>
      expect(
        (await admin.send(refundOrder, { params: { orderId: order.id }, body: { lines } as never })).statusCode,
      ).toBe(200);
    // A part refunded: the invitation stays.
    const first = view.items[0]!;
    await refund([{ lineId: first.id, quantity: 1 }]);
    expect(await invitation()).toEqual([{ status: 'pending' }]);
    // Every bottle refunded: it goes.
    await refund(
      view.items
        .map((i) => ({ lineId: i.id, quantity: i.id === first.id ? i.quantity - 1 : i.quantity }))
        .filter((l) => l.quantity > 0),
    );
    expect(await invitation()).toEqual([]);
  });

  it('refunds a return once when it is asked twice at once', async () => {
    const order = await deliveredOrder({ shippedDaysAgo: 5, completedDaysAgo: 2 });
    const { id } = (await ask(order, [{ lineId: order.bottle.id, quantity: 1 }])).answer;
    await admin.send(setReturnStatus, { params: { id }, body: { status: 'approved' } });
    await admin.send(setReturnStatus, { params: { id }, body: { status: 'received' } });
    const both = await Promise.all([
      admin.send(refundReturn, { params: { id }, body: { restock: false } }),
      admin.send(refundReturn, { params: { id }, body: { restock: false } }),
    ]);
    expect(both.map((r) => [r.statusCode, r.answer.status])).toEqual([
      [200, 'refunded'],
      [200, 'refunded'],
    ]);
    expect(await rows(sql`select 1 from order_refunds where order_id = ${order.id}`)).toHaveLength(1);
    const [line] = await rows<{ refunded_quantity: number }>(
      sql`select refunded_quantity from order_lines where id = ${order.bottle.id}`,
    );
    expect(line!.refunded_quantity).toBe(1);
  });
});

describe('a return from a discounted order (issue #41)', () => {
  it('is refunded at the bottle’s price less its share of the code, the credit note’s VAT that of the amount', async () => {
    const order = await deliveredOrder({ shippedDaysAgo: 5, completedDaysAgo: 2 }, undefined, 50);
    const view = (await admin.send(getAdminOrder, { params: { id: order.id } })).answer;
    expect(view.adjustments).toEqual([expect.objectContaining({ kind: 'discount-code' })]);
    const { id } = (await ask(order, [{ lineId: order.bottle.id, quantity: 1 }])).answer;
    await admin.send(setReturnStatus, { params: { id }, body: { status: 'approved' } });
    await admin.send(setReturnStatus, { params: { id }, body: { status: 'received' } });
    expect((await admin.send(refundReturn, { params: { id }, body: { restock: false } })).statusCode).toBe(200);

    const [refund] = await rows<{
      amount_cents: number;
      tax_cents: number;
      lines: { lineId: number; quantity: number; grossCents: number; taxCents: number; reductionCents?: number }[];
    }>(sql`select amount_cents, tax_cents, lines from order_refunds where order_id = ${order.id}`);
    const price = Math.round(order.bottle.price * 100);
    // Half off every line: the bottle gives back half its price, to the cent its share's rounding allows.
    expect(Math.abs(refund!.amount_cents - price / 2)).toBeLessThanOrEqual(1);
    expect(refund!.lines).toEqual([
      expect.objectContaining({
        lineId: order.bottle.id,
        quantity: 1,
        grossCents: refund!.amount_cents,
        reductionCents: price - refund!.amount_cents,
      }),
    ]);
    // The credit note's VAT: the one rule's on what goes back (FR, 20 %), within a cent of the steps' rounding.
    expect(Math.abs(refund!.tax_cents - vatInside(refund!.amount_cents, 2000).tax)).toBeLessThanOrEqual(1);
    expect(refund!.lines[0]!.taxCents).toBe(refund!.tax_cents);
  });
});
