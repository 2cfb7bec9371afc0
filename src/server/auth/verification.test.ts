import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { confirmEmail, mailedVerificationToken, paidOrder, signedIn, useTestApp } from '#tests/integration/fixtures';
import { newUser } from '#tests/integration/helpers';
import { delivered, queryRows } from '#tests/integration/sql';
import { getCurrentUser, register, resendVerification, verifyEmail } from '../../domain/api/auth';
import { addCartLine, getCartSummary } from '../../domain/api/cart';
import { getUserOrders } from '../../domain/api/orders';

/**
 * A new account confirms its address by a mailed link (decision 065): three
 * days, once; a new link spends the ones before. Until it is confirmed, nothing found through the
 * address reaches the account: the attack of decision 044 (register a buyer's address, collect
 * their sample's credit) fails. Mails stay in the outbox (no SMTP_URL), where the links are read.
 */
const PUBLIC_URL = 'https://shop.example';
const t = useTestApp({ PUBLIC_URL });

const uniqueEmail = (who: string) => `${who}.${Math.random().toString(36).slice(2, 10)}@example.com`;
const confirm = (token: string) => t.client().send(verifyEmail, { body: { token } });
const hash = (token: string) => createHash('sha256').update(token).digest('base64url');
const SAMPLE = 6;

describe('confirming an address', () => {
  it('mails a link at registration, stored hashed, for three days; the account is not confirmed until it is used', async () => {
    const user = newUser({ email: uniqueEmail('new') });
    const c = t.client();
    const res = await c.send(register, { body: user });
    expect(res.statusCode).toBe(201);
    expect(res.answer.emailVerified).toBe(false);

    const [mail] = await queryRows<{ subject: string; text: string; html: string; secrets: unknown }>(
      t.store.db,
      sql`select subject, text, html, secrets from mails where kind = 'email-verification' and to_address = ${user.email}`,
    );
    expect(mail!.subject).toBe('Confirm your e-mail address');
    // The token waits beside the body, never in it, until the mail is sent.
    expect(mail!.text).not.toMatch(/verify-email\?token=[A-Za-z0-9_-]{20}/);
    expect(delivered(mail!.text, mail!.secrets)).toContain(`${PUBLIC_URL}/verify-email?token=`);
    expect(mail!.html).toContain('Maison Lumière');
    const token = await mailedVerificationToken(t, user.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const [stored] = await queryRows<{ token_hash: string; days: number }>(
      t.store.db,
      sql`select v.token_hash, extract(epoch from v.expires_at - v.created_at) / 86400 as days
        from email_verifications v join users u on u.id = v.user_id where u.email = ${user.email}`,
    );
    expect(stored!.token_hash).toBe(hash(token));
    expect(stored!.token_hash).not.toContain(token);
    expect(Math.round(Number(stored!.days))).toBe(3);
  });

  it('confirms once: the account says so, and the link is spent', async () => {
    const c = await signedIn(t, { email: uniqueEmail('once') });
    const me = (await c.send(getCurrentUser)).answer;
    expect(me.emailVerified).toBe(false);
    const token = await mailedVerificationToken(t, me.email);

    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    expect((await c.send(getCurrentUser)).answer.emailVerified).toBe(true);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.error.code).toBe('VERIFY_LINK_USED');
    const forged = await confirm('not-a-token-of-ours');
    expect(forged.statusCode).toBe(400);
    expect(forged.error.code).toBe('VERIFY_LINK_INVALID');
  });

  it('refuses a link past its three days', async () => {
    const c = await signedIn(t, { email: uniqueEmail('late') });
    const { email } = (await c.send(getCurrentUser)).answer;
    const token = await mailedVerificationToken(t, email);
    await queryRows(
      t.store.db,
      sql`update email_verifications set expires_at = now() - interval '1 second' where token_hash = ${hash(token)}`,
    );
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.error.code).toBe('VERIFY_LINK_EXPIRED');
    expect((await c.send(getCurrentUser)).answer.emailVerified).toBe(false);
  });

  it('mails a new link on request: the one before stops working; once confirmed, 409', async () => {
    expect((await t.client().send(resendVerification)).statusCode).toBe(401);
    const c = await signedIn(t, { email: uniqueEmail('again') });
    const { email } = (await c.send(getCurrentUser)).answer;
    const old = await mailedVerificationToken(t, email);

    const resent = await c.send(resendVerification);
    expect(resent.statusCode).toBe(202);
    const fresh = await mailedVerificationToken(t, email);
    expect(fresh).not.toBe(old);

    const stale = await confirm(old);
    expect(stale.statusCode).toBe(400);
    expect(stale.error.code).toBe('VERIFY_LINK_USED');
    expect((await confirm(fresh)).statusCode).toBe(200);

    const done = await c.send(resendVerification);
    expect(done.statusCode).toBe(409);
    expect(done.error.code).toBe('EMAIL_ALREADY_VERIFIED');
  });

  it('mails new links a few times an hour per account, then answers 429', async () => {
    const c = await signedIn(t, { email: uniqueEmail('many') });
    const { email } = (await c.send(getCurrentUser)).answer;
    // AUTH_RATE_LIMIT = 10: five per account in an hour, as reset requests.
    for (let i = 0; i < 5; i++) expect((await c.send(resendVerification)).statusCode).toBe(202);
    const refused = await c.send(resendVerification);
    expect(refused.statusCode).toBe(429);
    expect(refused.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [mails] = await queryRows<{ n: number }>(
      t.store.db,
      sql`select count(*)::int as n from mails where kind = 'email-verification' and to_address = ${email}`,
    );
    expect(mails!.n).toBe(6);
  });
});

describe("a guest order's address", () => {
  it('gives nothing to whoever registers it unconfirmed; once confirmed, the credit and the order reach the account', async () => {
    const email = uniqueEmail('buyer');
    // A guest buys a sample of perfume 8 with this address.
    const guest = await paidOrder(t, { lines: [{ perfumeId: 8, size: 'sample' }], shipping: { email } });

    // Someone registers the address without its mailbox: no credit, no order.
    const attacker = await signedIn(t, { email });
    expect((await attacker.send(addCartLine, { body: { perfumeId: 8 } })).statusCode).toBe(201);
    expect((await attacker.send(getCartSummary)).answer.discount).toBe(0);
    expect((await attacker.send(getUserOrders)).answer.map((o) => o.id)).not.toContain(guest.id);

    // The address's owner confirms it from the mail: the sample's credit and the order are the account's.
    await confirmEmail(t, attacker);
    expect((await attacker.send(getCartSummary)).answer.discount).toBe(SAMPLE);
    expect((await attacker.send(getUserOrders)).answer.map((o) => o.id)).toContain(guest.id);
  });
});
