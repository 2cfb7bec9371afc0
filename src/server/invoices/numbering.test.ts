import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getInvoice } from '../../domain/api/invoices';
import { paidOrder, useTestApp } from '#tests/integration/fixtures';
import { Client, shipping } from '#tests/integration/helpers';
import { healthy, startServer, stopServers, withScratchDatabase } from '#tests/integration/servers';
import { queryRows } from '#tests/integration/sql';

/** The sequence part of invoice numbers (`2026-000042` → 42), sorted. */
const sequences = (numbers: string[]) =>
  numbers.map((n) => Number(/^\d{4}-(\d{6,})$/.exec(n)?.[1] ?? NaN)).sort((a, b) => a - b);

/** 1, 2, … n: consecutive from the year's first, no gap, no repeat. */
const firstN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('invoice numbers', () => {
  const t = useTestApp();

  it('gives 50 payments made at once 50 consecutive numbers, no gap and no repeat', async () => {
    const orders = await Promise.all(Array.from({ length: 50 }, (_, i) => paidOrder(t, { lines: [[(i % 5) + 1, 1]] })));
    const rows = await queryRows<{ id: number; invoice_number: string | null }>(
      t.store.db,
      sql`select id, invoice_number from orders where payment_status = 'paid'`,
    );
    expect(rows).toHaveLength(50);
    const numbers = rows.map((r) => r.invoice_number!);
    expect(new Set(numbers).size).toBe(50);
    expect(sequences(numbers)).toEqual(firstN(50));
    expect(numbers.every((n) => n.startsWith(`${new Date().getUTCFullYear()}-`))).toBe(true);

    // Each invoice carries its own number.
    const one = orders[17]!;
    const res = await new Client(t.app).send(getInvoice, {
      params: { orderId: one.id },
      query: { key: one.accessKey },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-invoice-number']).toBe(rows.find((r) => r.id === one.id)!.invoice_number);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('invoice numbers across two server processes on PostgreSQL', () => {
  afterEach(stopServers);

  async function post(port: number, path: string, body: unknown) {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  }

  /** A guest's checkout, its steps spread over both processes, the payment confirmed on `confirmOn`. */
  async function checkout(ports: [number, number], perfumeId: number, confirmOn: number) {
    const [a, b] = ports;
    const guestId = `guest_${crypto.randomUUID()}`;
    expect((await post(a, '/api/cart', { guestId, perfumeId, quantity: 1 })).status).toBe(201);
    const intent = (await post(b, '/api/create-payment-intent', { guestId })).json;
    const order = await post(a, '/api/orders', {
      guestId,
      shippingDetails: shipping,
      paymentIntentId: intent.paymentIntentId,
    });
    expect(order.status).toBe(201);
    const card = await post(b, '/api/payments/simulated/confirm', {
      clientSecret: intent.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(card.json.status).toBe('succeeded');
    const confirm = await post(confirmOn, '/api/confirm-payment', {
      paymentIntentId: intent.paymentIntentId,
      orderId: order.json.id,
    });
    expect(confirm.json.status).toBe('succeeded');
    return { id: order.json.id as number, key: order.json.accessKey as string };
  }

  it('gives 50 payments confirmed at once on two processes 50 consecutive numbers', async () => {
    const pg = (await import('pg')).default;
    await withScratchDatabase('shop_invoices', async (url) => {
      const a = startServer({ DATABASE_URL: url });
      const b = startServer({ DATABASE_URL: url });
      await Promise.all([healthy(a), healthy(b)]);
      const ports: [number, number] = [a.port, b.port];

      const orders = await Promise.all(
        Array.from({ length: 50 }, (_, i) => checkout(ports, (i % 5) + 1, i % 2 ? a.port : b.port)),
      );

      const check = new pg.Client({ connectionString: url });
      await check.connect();
      try {
        const { rows } = await check.query<{ id: number; invoice_number: string }>(
          "select id, invoice_number from orders where payment_status = 'paid'",
        );
        expect(rows).toHaveLength(50);
        expect(new Set(rows.map((r) => r.invoice_number)).size).toBe(50);
        expect(sequences(rows.map((r) => r.invoice_number))).toEqual(firstN(50));

        // Either process draws any order's invoice, with the number the payment took.
        for (const [order, port] of [
          [orders[0]!, a.port],
          [orders[1]!, b.port],
        ] as const) {
          const res = await fetch(`http://127.0.0.1:${port}/api/orders/${order.id}/invoice?key=${order.key}`);
          expect(res.status).toBe(200);
          expect(res.headers.get('content-type')).toBe('application/pdf');
          expect(res.headers.get('x-invoice-number')).toBe(rows.find((r) => r.id === order.id)!.invoice_number);
          expect(
            Buffer.from(await res.arrayBuffer())
              .subarray(0, 5)
              .toString(),
          ).toBe('%PDF-');
        }
      } finally {
        await check.end();
      }
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      expect(await a.exited).toBe(0);
      expect(await b.exited).toBe(0);
    });
  }, 180_000);
});
