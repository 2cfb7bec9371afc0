import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmPasswordReset, getCurrentUser, login, requestPasswordReset } from '../../domain/api/auth';
import { addCartLine } from '../../domain/api/cart';
import { getPerfume } from '../../domain/api/catalogue';
import { confirmPayment, createPaymentIntent, placeOrder } from '../../domain/api/checkout';
import { getOrderPage } from '../../domain/api/orders';
import { confirmSimulatedCard } from '../../domain/api/payments';
import { getHealth } from '../../domain/api/system';
import { paidOrder, signedIn, useTestApp } from '#tests/integration/fixtures';
import { createTestApp } from '#tests/integration/harness';
import { Client, newGuestId, newUser, shipping } from '#tests/integration/helpers';
import { linkIn, startSmtp } from '#tests/integration/smtp';
import { queryRows } from '#tests/integration/sql';

const PUBLIC_URL = 'https://shop.example';
// The SMTP server starts first and stops last: the shop, made after it, needs its address.
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp?.stop();
});
const t = useTestApp(() => ({ SMTP_URL: smtp.url, PUBLIC_URL, AUTH_RATE_LIMIT: '1000' }));
let c: Client;
beforeAll(() => {
  c = t.client();
});

const card = (clientSecret: string, cardNumber = '4242 4242 4242 4242') =>
  c.send(confirmSimulatedCard, { body: { clientSecret, cardNumber, expiry: '12/34', cvc: '123' } });

const uniqueEmail = () => `buyer.${Math.random().toString(36).slice(2)}@example.com`;

/** A guest's order, its intent attached and not yet paid, with a unique e-mail to find its mails by. */
async function order(email = uniqueEmail()) {
  const guestId = newGuestId();
  await c.send(addCartLine, { body: { guestId, perfumeId: 3, quantity: 2 } });
  const intent = (await c.send(createPaymentIntent, { body: { guestId } })).answer;
  const created = (
    await c.send(placeOrder, {
      body: { guestId, shippingDetails: { ...shipping, email }, paymentIntentId: intent.paymentIntentId },
    })
  ).answer;
  return { email, intent, order: created };
}

const mailRows = (orderId: number) =>
  queryRows<{ kind: string; status: string }>(
    t.store.db,
    sql`select kind, status from mails where order_id = ${orderId}`,
  );

describe('the order confirmation', () => {
  it('is sent once per paid order, even when 20 confirmations race, with the number, lines, total and link', async () => {
    const { email, intent, order: o } = await order();
    await card(intent.clientSecret);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        c.send(confirmPayment, { body: { paymentIntentId: intent.paymentIntentId, orderId: o.id } }),
      ),
    );
    expect(answers.map((a) => a.answer.status)).toEqual(Array(20).fill('succeeded'));
    const [mail] = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail!.subject).toBe(`Your order #${o.id} is confirmed`);
    const perfume = (await c.send(getPerfume, { params: { id: 3 } })).answer;
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain(`#${o.id}`);
      expect(part).toContain(perfume.name);
      expect(part).toContain(`€${o.total.toFixed(2)}`);
      expect(part).toContain(shipping.address);
    }
    // On the shop's own domain (PUBLIC_URL's), with a random part drawn when it was written (message-id.ts).
    expect(mail!.messageId).toMatch(new RegExp(`^<order-confirmation\\.${o.id}\\.[0-9a-f]{20}@shop\\.example>$`));
    expect(Object.keys(mail!.headers)).not.toContain('x-message-id-part');
    // Nothing more arrives for it.
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.to(email)).toHaveLength(1);
    expect(await mailRows(o.id)).toEqual([{ kind: 'order-confirmation', status: 'sent' }]);
  });

  it("links to the order's own page, which the link opens and a wrong key does not", async () => {
    const email = uniqueEmail();
    const o = await paidOrder(t, { lines: [[3, 2]], shipping: { email } });
    const [mail] = await smtp.waitFor((m) => m.to.includes(email));
    const link = new URL(linkIn(mail!, `${PUBLIC_URL}/orders/${o.id}?key=`));
    const stranger = new Client(t.app);
    const key = link.searchParams.get('key')!;
    const page = await stranger.send(getOrderPage, { params: { orderId: o.id }, query: { key } });
    expect(page.statusCode).toBe(200);
    expect(page.answer).toMatchObject({ id: o.id, paymentStatus: 'paid' });
    expect(
      (await stranger.send(getOrderPage, { params: { orderId: o.id }, query: { key: `${key}x` } })).statusCode,
    ).toBe(404);
  });

  it('is not sent for a declined card', async () => {
    const { email, intent, order: o } = await order();
    expect((await card(intent.clientSecret, '4000 0000 0000 0002')).answer.status).toBe('requires_payment_method');
    await c.send(confirmPayment, { body: { paymentIntentId: intent.paymentIntentId, orderId: o.id } });
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.to(email)).toEqual([]);
    expect(await mailRows(o.id)).toEqual([]);
  });

  it('waits while the SMTP server is down and goes out once it is back', async () => {
    await smtp.stop();
    try {
      const email = uniqueEmail();
      const o = await paidOrder(t, { lines: [[3, 2]], shipping: { email } });
      await new Promise((r) => setTimeout(r, 1500));
      const [waiting] = await queryRows<{ status: string; attempts: number; last_error: string | null }>(
        t.store.db,
        sql`select status, attempts, last_error from mails where order_id = ${o.id}`,
      );
      expect(waiting).toMatchObject({ status: 'pending' });
      expect(waiting!.attempts).toBeGreaterThan(0);
      expect(waiting!.last_error).toBeTruthy();
      await smtp.restart();
      // Backoff after one failed attempt is 2 s; then the next poll sends it.
      await smtp.waitFor((m) => m.to.includes(email), 1, 20_000);
      expect(smtp.to(email)).toHaveLength(1);
    } finally {
      await smtp.restart().catch(() => undefined);
    }
  });
});

describe('the SMTP thread', () => {
  it('sends the mails, and a crash mid-exchange loses none: the mail goes once, from a new thread', async () => {
    const { email, intent, order: o } = await order();
    await card(intent.clientSecret);
    const thread = t.app.services.mail.smtpThread!;
    smtp.hold();
    try {
      await c.send(confirmPayment, { body: { paymentIntentId: intent.paymentIntentId, orderId: o.id } });
      // The thread has said MAIL FROM and waits for the answer to RCPT TO: it is mid-exchange.
      await expect.poll(() => smtp.holding(), { timeout: 10_000 }).toBe(1);
      const crashed = thread.threadId;
      expect(crashed).toBeGreaterThan(0);
      await thread.terminate('crashed by the test');
      // The mail waits its backoff, then the next poll starts a new thread, which sends it.
      smtp.release();
      await smtp.waitFor((m) => m.to.includes(email), 1, 15_000);
      expect(thread.threadId).not.toBe(crashed);
    } finally {
      smtp.release();
    }
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.to(email)).toHaveLength(1);
    const [row] = await queryRows<{ status: string; attempts: number; last_error: string | null }>(
      t.store.db,
      sql`select status, attempts, last_error from mails where order_id = ${o.id}`,
    );
    expect(row).toEqual({ status: 'sent', attempts: 2, last_error: null });
  });
});

describe('password reset', () => {
  /** The reset mail to that address (its account was also mailed the link confirming it). */
  const resetMailTo = (email: string) => (m: { to: string; subject: string }) =>
    m.to.includes(email) && m.subject === 'Reset your Maison Lumière password';

  async function account() {
    const user = newUser({ email: `reset.${Math.random().toString(36).slice(2)}@example.com` });
    return { user, session: await signedIn(t, user) };
  }

  it('mails a link that sets a new password once, within the hour, and ends every session', async () => {
    const { user, session } = await account();
    const res = await c.send(requestPasswordReset, { body: { email: user.email } });
    expect(res.statusCode).toBe(202);
    const [mail] = await smtp.waitFor(resetMailTo(user.email));
    expect(mail!.subject).toBe('Reset your Maison Lumière password');
    const token = new URL(linkIn(mail!, `${PUBLIC_URL}/reset-password?token=`)).searchParams.get('token')!;

    const done = await c.send(confirmPasswordReset, { body: { token, newPassword: 'a-brand-new-one' } });
    expect(done.statusCode).toBe(200);
    expect((await session.send(getCurrentUser)).statusCode).toBe(401);
    expect(
      (await new Client(t.app).send(login, { body: { email: user.email, password: user.password } })).statusCode,
    ).toBe(401);
    expect(
      (await new Client(t.app).send(login, { body: { email: user.email, password: 'a-brand-new-one' } })).statusCode,
    ).toBe(200);

    const again = await c.send(confirmPasswordReset, { body: { token, newPassword: 'yet-another-one' } });
    expect(again.statusCode).toBe(400);
    expect(again.error.code).toBe('RESET_LINK_USED');
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const { user } = await account();
    const known = await c.send(requestPasswordReset, { body: { email: user.email } });
    const unknown = await c.send(requestPasswordReset, { body: { email: 'nobody-at-all@example.com' } });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.answer).toEqual(known.answer);
    await smtp.waitFor(resetMailTo(user.email));
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.to('nobody-at-all@example.com')).toEqual([]);
  });

  it('refuses an unknown or expired link with a message that says which', async () => {
    const unknown = await c.send(confirmPasswordReset, {
      body: { token: 'made-up-token', newPassword: 'whatever-it-is' },
    });
    expect(unknown.error.code).toBe('RESET_LINK_INVALID');
    const { user } = await account();
    await c.send(requestPasswordReset, { body: { email: user.email } });
    const [mail] = await smtp.waitFor(resetMailTo(user.email));
    const token = new URL(linkIn(mail!, `${PUBLIC_URL}/reset-password?token=`)).searchParams.get('token')!;
    await t.store.db.execute(sql`update password_reset_tokens set expires_at = now() - interval '1 minute'`);
    const expired = await c.send(confirmPasswordReset, { body: { token, newPassword: 'whatever-it-is' } });
    expect(expired.statusCode).toBe(400);
    expect(expired.error).toMatchObject({ code: 'RESET_LINK_EXPIRED', message: expect.stringMatching(/expired/) });
  });

  it('limits requests per account (429 with Retry-After), whether or not the account exists', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '4' });
    try {
      const ask = (email: string) => new Client(limited.app).send(requestPasswordReset, { body: { email } });
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await ask('someone@example.com')).statusCode);
      expect(statuses).toEqual([202, 202, 429]);
      expect(Number((await ask('someone@example.com')).headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('health', () => {
  it('says how mail leaves and how many mails wait', async () => {
    expect((await c.send(getHealth)).answer.mail).toEqual({ delivery: 'smtp', pending: expect.any(Number) });
    const dev = await createTestApp();
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect((await new Client(dev.app).send(getHealth)).answer.mail).toEqual({ delivery: 'outbox', pending: 0 });
      expect((await new Client(prod.app).send(getHealth)).answer).toMatchObject({
        status: 'ok',
        mail: { delivery: 'not-configured', pending: 0 },
      });
    } finally {
      await dev.close();
      await prod.close();
    }
  });
});
