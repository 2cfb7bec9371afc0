import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMail, listMails } from '../../domain/api/admin';
import { requestPasswordReset } from '../../domain/api/auth';
import { resendMail } from '../../domain/api/customers';
import { getOrderPage } from '../../domain/api/orders';
import { inviteStaff } from '../../domain/api/staff';
import { DEMO_ADMIN } from '../admin/bootstrap';
import { MASK, mask, placeholdersOf, seal, unseal } from './secrets';
import { adminClient, paidOrder, signedIn, staffClient, useTestApp } from '#tests/integration/fixtures';
import type { Client } from '#tests/integration/helpers';
import { startSmtp } from '#tests/integration/smtp';
import { queryRows } from '#tests/integration/sql';

describe('a secret kept out of a stored body', () => {
  const body = {
    html: '<a href="https://shop/r?token=abcDEF123_-x">Go</a>',
    text: 'Go: https://shop/r?token=abcDEF123_-x',
  };

  it('is replaced by a placeholder, and put back only with its own marker', () => {
    const { html, text, sealed } = seal(body, { token: 'abcDEF123_-x' });
    expect(`${html}${text}`).not.toContain('abcDEF123_-x');
    expect(unseal(html, sealed)).toBe(body.html);
    expect(unseal(text, sealed)).toBe(body.text);
    expect(mask(text)).toBe(`Go: https://shop/r?token=${MASK}`);
    // A text that names a placeholder with another marker (written by a shopper, say) is not filled in.
    const forged = text.replace(sealed!.marker, '0123456789abcdef');
    expect(unseal(forged, sealed)).toBe(forged);
    expect(placeholdersOf({ html, text })).toEqual({ marker: sealed!.marker, names: ['token'] });
  });

  it('must be in the body as it is, or the mail is not written', () => {
    expect(() => seal(body, { token: 'not-in-the-body' })).toThrow(/not in its mail/);
    expect(() => seal(body, { token: 'a&b<c>"d"' })).toThrow(/cannot be kept out/);
    expect(seal(body, {})).toEqual({ ...body, sealed: null });
  });
});

/*
 * Issue #41: customer care (the least trusted role with the mail permission) read every secret the
 * shop mails through the back office: a reset link for the owner's address, an owner's invitation, a
 * gift card's code, an order's key. Now the outbox stores none of them in a body, forgets them once the
 * SMTP server has the mail, shows a private mail's words to nobody, and never sends a gift card again.
 */
describe('the outbox as customer care reads it', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.stop());
  const t = useTestApp(() => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example', AUTH_RATE_LIMIT: '1000' }));

  let support: Client;
  beforeAll(async () => {
    support = await staffClient(t, 'support', { mailbox: smtp });
  });

  /** The newest mail of this kind to this address, as the back office lists it. */
  async function listed(kind: string, to: string) {
    const res = await support.send(listMails, { query: { limit: 100 } });
    expect(res.statusCode).toBe(200);
    const mail = res.answer.find((m) => m.kind === kind && m.to.toLowerCase() === to.toLowerCase());
    expect(mail, `a ${kind} mail to ${to}`).toBeDefined();
    return mail!;
  }

  /** The stored row, once the SMTP server has it: its words, and whether a secret is still kept. */
  async function stored(id: number) {
    await expect
      .poll(
        async () =>
          (await queryRows<{ status: string }>(t.store.db, sql`select status from mails where id = ${id}`))[0]?.status,
      )
      .toBe('sent');
    const [row] = await queryRows<{ html: string; text: string; secrets: unknown }>(
      t.store.db,
      sql`select html, text, secrets from mails where id = ${id}`,
    );
    return row!;
  }

  it("shows a reset link for the owner's address to nobody, and keeps it nowhere once sent", async () => {
    expect((await support.send(requestPasswordReset, { body: { email: DEMO_ADMIN.email } })).statusCode).toBe(202);
    const [received] = await smtp.waitFor((m) => m.to.includes(DEMO_ADMIN.email) && /password/i.test(m.subject));
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(received!.text)![1]!;

    const summary = await listed('password-reset', DEMO_ADMIN.email);
    const detail = await support.send(getMail, { params: { id: summary.id } });
    expect(detail.statusCode).toBe(200);
    expect(detail.answer).toMatchObject({ kind: 'password-reset', subject: summary.subject, html: null, text: null });
    expect(detail.body).not.toContain(token);
    const row = await stored(summary.id);
    expect(`${row.html}${row.text}`).not.toContain(token);
    expect(row.secrets).toBeNull();
  });

  it("shows an owner's invitation and a new account's confirmation link to nobody", async () => {
    const owner = await adminClient(t);
    const invitee = `owner.${Math.random().toString(36).slice(2)}@staff.example`;
    expect((await owner.send(inviteStaff, { body: { email: invitee, role: 'owner' } })).statusCode).toBe(201);
    await signedIn(t, { email: `confirm.${Math.random().toString(36).slice(2)}@example.com` });
    const [invitation] = await smtp.waitFor((m) => m.to.includes(invitee));
    const token = /staff\/accept\?token=([A-Za-z0-9_-]+)/.exec(invitation!.text)![1]!;

    for (const kind of ['staff-invitation', 'email-verification']) {
      const res = await support.send(listMails, { query: { limit: 100 } });
      const mail = res.answer.find((m) => m.kind === kind)!;
      const detail = await support.send(getMail, { params: { id: mail.id } });
      expect(detail.answer).toMatchObject({ kind, html: null, text: null });
    }
    const row = await stored((await listed('staff-invitation', invitee)).id);
    expect(`${row.html}${row.text}`).not.toContain(token);
  });

  it("masks an order's key, and a copy goes with a new key that opens the order's page", async () => {
    const order = await paidOrder(t, { lines: [[1, 1]], shipping: { email: 'keys@example.com' } });
    const [first] = await smtp.waitFor((m) => m.to.includes('keys@example.com') && /order/i.test(m.subject));
    const key = new URL(/https:\/\/shop\.example\/orders\/\d+\?key=\S+/.exec(first!.text)![0]).searchParams.get('key')!;
    expect((await t.client().send(getOrderPage, { params: { orderId: order.id }, query: { key } })).statusCode).toBe(
      200,
    );

    const confirmation = await listed('order-confirmation', 'keys@example.com');
    const detail = await support.send(getMail, { params: { id: confirmation.id } });
    expect(detail.answer.text).toContain(`/orders/${order.id}?key=${MASK}`);
    expect(detail.answer.html).toContain(`?key=${MASK}`);
    expect(detail.body).not.toContain(key);
    const row = await stored(confirmation.id);
    expect(`${row.html}${row.text}`).not.toContain(key);
    expect(row.secrets).toBeNull();

    expect((await support.send(resendMail, { params: { id: confirmation.id } })).statusCode).toBe(202);
    const copies = await smtp.waitFor((m) => m.to.includes('keys@example.com') && /order/i.test(m.subject), 2);
    const copyKey = new URL(/https:\/\/shop\.example\/orders\/\d+\?key=\S+/.exec(copies[1]!.text)![0]).searchParams.get(
      'key',
    )!;
    expect(copyKey).not.toBe(key);
    const page = await t.client().send(getOrderPage, { params: { orderId: order.id }, query: { key: copyKey } });
    expect(page.statusCode).toBe(200);
  });

  it("shows a gift card's code to nobody and never sends it again", async () => {
    const recipientEmail = `friend.${Math.random().toString(36).slice(2)}@example.com`;
    await paidOrder(t, { lines: [{ giftCard: { amount: 40, recipientName: 'Jane Friend', recipientEmail } }] });
    const [received] = await smtp.waitFor((m) => m.to.includes(recipientEmail));
    const code = /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(received!.text)![0];

    const mail = await listed('gift-card', recipientEmail);
    const detail = await support.send(getMail, { params: { id: mail.id } });
    expect(detail.answer).toMatchObject({ kind: 'gift-card', html: null, text: null });
    expect(detail.body).not.toContain(code);
    const resend = await support.send(resendMail, { params: { id: mail.id } });
    expect(resend.statusCode).toBe(409);
    expect(resend.error.code).toBe('MAIL_NOT_RESENDABLE');
    const row = await stored(mail.id);
    expect(`${row.html}${row.text}`).not.toContain(code);
  });
});
