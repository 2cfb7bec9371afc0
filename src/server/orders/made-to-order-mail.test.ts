import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setAtelierSettings } from '../../domain/api/atelier';
import { getPerfume } from '../../domain/api/catalogue';
import { adminClient, paidOrder, useTestApp } from '#tests/integration/fixtures';
import type { Client } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';
import { lifestyleCartLine } from '#tests/shared/lifestyle';

/** The confirmation mail of an order with made-to-order perfumes says how long they take (decision 064). */

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
let admin: Client;
beforeAll(async () => {
  admin = await adminClient(t);
});

const confirmationOf = async (orderId: number) => {
  const [mail] = await queryRows<{ html: string; text: string }>(
    t.store.db,
    sql`select html, text from mails where order_id = ${orderId} and kind = 'order-confirmation'`,
  );
  return mail!;
};

describe('the confirmation mail', () => {
  it('says "Made to order: ships in about N days" for an order with a custom line, N as the back office sets it', async () => {
    const order = await paidOrder(t, { lines: [[4, 1], lifestyleCartLine()] });
    const mail = await confirmationOf(order.id);
    expect(mail.text).toContain(
      'are preparing your order. We will write again when it leaves our atelier.\n\nMade to order: ships in about 21 days\n\n- ',
    );
    expect(mail.html).toMatch(/<p[^>]*>Made to order: ships in about 21 days<\/p>/);

    expect((await admin.send(setAtelierSettings, { body: { madeToOrderDays: 30 } })).statusCode).toBe(200);
    try {
      const later = await confirmationOf((await paidOrder(t, { lines: [lifestyleCartLine()] })).id);
      expect(later.text).toContain('Made to order: ships in about 30 days');
    } finally {
      await admin.send(setAtelierSettings, { body: { madeToOrderDays: 21 } });
    }
  });

  it('says nothing of it for an order without one', async () => {
    const mail = await confirmationOf((await paidOrder(t, { lines: [[4, 1]] })).id);
    expect(mail.text).toContain('We will write again when it leaves our atelier.');
    expect(mail.text).not.toContain('Made to order');
    expect(mail.html).not.toContain('Made to order');
  });

  it('names each bottle with its size (issue #43)', async () => {
    const perfume = (await admin.send(getPerfume, { params: { id: 4 } })).answer;
    const mail = await confirmationOf((await paidOrder(t, { lines: [[4, 2]] })).id);
    expect(mail.text).toContain(`${perfume.name} — ${perfume.volume} ml`);
    expect(mail.html).toContain(`${perfume.name} — ${perfume.volume} ml`);
  });
});
