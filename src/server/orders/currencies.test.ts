import { describe, expect, it } from 'vitest';
import { exportAdminOrders, getAdminOrder, listAdminOrders } from '../../domain/api/admin';
import { getUserOrders } from '../../domain/api/orders';
import { adminClient, paidOrder, signedIn, useTestApp } from '#tests/integration/fixtures';

/*
 * An order's amounts in its own currency by the currency's ISO 4217 exponent (issue #47, decision 070), wherever the
 * database writes them: the back office's list and order, the shopper's history (both written by PostgreSQL as JSON
 * and compared in tests with the reference presentation) and the CSV. A yen order of ¥23,600 is 23600, never 236;
 * a dinar order of 23.600 KWD is 23.6.
 */

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });

describe('an order in a currency without decimals, or with three', () => {
  it('is listed, shown and exported in its own units', async () => {
    const shopper = await signedIn(t);
    const yen = await paidOrder(t, { owner: shopper, lines: [[1, 1]] });
    const dinar = await paidOrder(t, { owner: shopper, lines: [[2, 1]] });
    // The markets feature sells in EUR, GBP, CHF and USD; an order's currency is what it was placed in.
    await t.store.db.execute(
      `update orders set currency = 'JPY', total_cents = 23600, subtotal_cents = 23100, shipping_cents = 500,
         discount_cents = 0, tax_cents = 2145, refunded_cents = 0 where id = ${yen.id}`,
    );
    await t.store.db.execute(`update order_lines set unit_price_cents = 23100 where order_id = ${yen.id}`);
    await t.store.db.execute(
      `update orders set currency = 'KWD', total_cents = 23600, subtotal_cents = 23100, shipping_cents = 500,
         discount_cents = 0, tax_cents = 2145, refunded_cents = 0 where id = ${dinar.id}`,
    );

    const admin = await adminClient(t);
    const list = (await admin.send(listAdminOrders, { query: { q: String(yen.id) } })).answer;
    const listedYen = list.find((o) => o.id === yen.id)!;
    expect(listedYen).toMatchObject({ currency: 'JPY', total: 23600, subtotal: 23100, shipping: 500 });
    expect((await admin.send(getAdminOrder, { params: { id: yen.id } })).answer).toMatchObject({
      currency: 'JPY',
      total: 23600,
      refundable: 23600,
    });
    expect((await admin.send(getAdminOrder, { params: { id: dinar.id } })).answer).toMatchObject({
      currency: 'KWD',
      total: 23.6,
    });

    const mine = (await shopper.send(getUserOrders, {})).answer;
    expect(mine.find((o) => o.id === yen.id)).toMatchObject({ total: 23600, currency: 'JPY' });
    expect(mine.find((o) => o.id === yen.id)!.items[0]).toMatchObject({ price: 23100 });
    expect(mine.find((o) => o.id === dinar.id)).toMatchObject({ total: 23.6, currency: 'KWD' });

    const csv = (await admin.send(exportAdminOrders, {})).body.split('\r\n');
    const row = (id: number) => csv.find((line) => line.startsWith(`"${id}",`))!;
    expect(row(yen.id)).toContain('"23100","500","23600","JPY"');
    expect(row(dinar.id)).toContain('"23.100","0.500","23.600","KWD"');
  });
});
