import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createTranslator } from '../../domain/i18n/translator';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { exportAdminOrders, getAdminOrder, listAdminOrders, refundOrder, setOrderStatus } from '../../domain/api/admin';
import { Secret, TOTP } from 'otpauth';
import {
  deleteAccount,
  enableTwoFactor,
  exportAccount,
  getCurrentUser,
  login,
  register,
  setUpTwoFactor,
} from '../../domain/api/auth';
import { addCartLine } from '../../domain/api/cart';
import { notifyWhenBack } from '../../domain/api/catalogue';
import { createCreation } from '../../domain/api/creations';
import { getCreditNote, getInvoice } from '../../domain/api/invoices';
import { postReview } from '../../domain/api/reviews';
import { addToWishlist } from '../../domain/api/wishlist';
import { generateRecommendation } from '../../domain/lifestyle/lifestyle';
import { DEMO_ADMIN } from '../admin/bootstrap';
import { adminClient, paidOrder, signedIn, useTestApp } from '#tests/integration/fixtures';
import { type Client, newUser } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';

const en = createTranslator('en', {}, compileMessage).t;

/**
 * A person's data (decision 065): all the shop holds about them in one JSON file,
 * and their account deleted with their password: what is only theirs goes, their orders stay for the
 * books as "Deleted customer", and issued invoices keep them as they were printed.
 */
const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });

async function pdfText(body: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(body));
  return (await extractText(doc, { mergePages: true })).text;
}

const uniqueEmail = (who: string) => `${who}.${Math.random().toString(36).slice(2, 10)}@example.com`;

/** A customer with a name of their own, signed in, with a paid order shipping to them. */
async function customer(fullName: string) {
  const user = newUser({ fullName, email: uniqueEmail(fullName.split(' ')[0]!.toLowerCase()) });
  const client = await signedIn(t, user);
  const shipping = { fullName, email: user.email, address: '3 Rue des Lilas', city: 'Lyon', postalCode: '69001' };
  const order = await paidOrder(t, { owner: client, lines: [[1, 1]], shipping });
  return { user, client, order };
}

async function ship(admin: Client, orderId: number) {
  const body = { status: 'shipped' as const, carrier: 'Colissimo', trackingNumber: '6A12345678901' };
  expect((await admin.send(setOrderStatus, { params: { orderId }, body })).statusCode).toBe(200);
}

describe("an account's data", () => {
  it('downloads as one JSON file: its own orders, creations, wishlist and mails, nothing of another customer', async () => {
    const { user, client, order } = await customer('Margot Verlaine');
    const other = await customer('Octave Mirbeau');
    const creation = await client.send(createCreation, {
      body: {
        kind: 'lifestyle',
        name: 'Sel de Mer',
        details: {
          ...generateRecommendation(
            {
              environment: 'coastal',
              wearTime: ['daytime'],
              indoorOutdoor: 'balanced',
              season: 'summer',
              scentPreference: 'fresh',
              intensity: 'strong',
              lastingPower: 'half-day',
              mood: ['relaxed'],
              age: '25-34',
              gender: 'female',
              personality: ['creative'],
              style: 'minimalist',
            },
            en,
          ),
        },
      },
    });
    expect(creation.statusCode).toBe(201);
    expect((await client.send(addToWishlist, { params: { perfumeId: 2 } })).statusCode).toBeLessThan(300);
    expect((await client.send(addCartLine, { body: { perfumeId: 3 } })).statusCode).toBe(201);

    const res = await client.send(exportAccount);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="maison-lumiere-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toContain('no-store');
    const data = res.answer;
    expect(data.profile).toMatchObject({ email: user.email, fullName: 'Margot Verlaine', emailVerifiedAt: null });
    expect(data.orders.map((o) => o.id)).toEqual([order.id]);
    expect(data.orders[0]).toMatchObject({
      status: 'processing',
      paymentStatus: 'paid',
      shippingDetails: { fullName: 'Margot Verlaine', city: 'Lyon' },
    });
    expect((data.orders[0]!.items as unknown[]).length).toBe(1);
    expect(data.creations.map((c) => c.name)).toEqual(['Sel de Mer']);
    expect(data.wishlist.map((w) => w.perfumeId)).toEqual([2]);
    expect(data.cart).toHaveLength(1);
    expect(data.sessions.some((s) => s.current)).toBe(true);
    expect(data.twoFactor).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect(data.staff).toBeNull();
    expect(data.mails.map((m) => m.kind)).toEqual(expect.arrayContaining(['email-verification', 'order-confirmation']));

    const text = res.body;
    for (const secret of ['passwordHash', 'password_hash', 'tokenHash', 'token_hash', 'searchText'])
      expect(text).not.toContain(secret);
    for (const theirs of [other.user.email, 'Octave Mirbeau', `"id":${other.order.id},`])
      expect(text).not.toContain(theirs);
    expect((await t.client().send(exportAccount)).statusCode).toBe(401);
  });
});

describe('an address not confirmed', () => {
  it('neither shows nor removes the mails a guest was sent at that address', async () => {
    const email = uniqueEmail('guest');
    const guest = await paidOrder(t, { lines: [[1, 1]], shipping: { email } });
    await soldOut(5, 30);
    expect((await t.client().send(notifyWhenBack, { params: { id: 5 }, body: { email, volume: 30 } })).statusCode).toBe(
      202,
    );
    const user = newUser({ email });
    const stranger = await signedIn(t, user);
    expect((await stranger.send(exportAccount)).answer.stockNotifications).toEqual([]);

    const mails = (await stranger.send(exportAccount)).answer.mails;
    expect(mails.map((m) => m.kind)).toEqual(['email-verification']);
    expect((await stranger.send(exportAccount)).answer.orders).toEqual([]);

    expect((await stranger.send(deleteAccount, { body: { password: user.password } })).statusCode).toBe(200);
    const kept = await queryRows<{ to_address: string }>(
      t.store.db,
      sql`select to_address from mails where order_id = ${guest.id}`,
    );
    expect(kept.map((m) => m.to_address)).toEqual([email]);
    const [order] = await queryRows<{ full_name: string }>(
      t.store.db,
      sql`select shipping_details->>'fullName' as full_name from orders where id = ${guest.id}`,
    );
    expect(order!.full_name).toBe('Ada Lovelace');
    expect(await waitingFor(email)).toBe(1);
  });
});

describe('a confirmed address', () => {
  it('has its "Notify me" requests and the account\'s reviews in its data; deleting the account forgets the requests and leaves the reviews to no one', async () => {
    const admin = await adminClient(t);
    const { user, client, order } = await customer('Berthe Morisot');
    await ship(admin, order.id);
    await queryRows(t.store.db, sql`update users set email_verified_at = now() where lower(email) = ${user.email}`);
    const written = await client.send(postReview, {
      params: { id: 1 },
      body: { rating: 5, longevity: 4, sillage: 3, seasons: ['spring'], body: 'A rose at dusk, close to the skin.' },
    });
    expect(written.statusCode).toBe(201);
    await soldOut(6, 100);
    const ask = (email: string) => t.client().send(notifyWhenBack, { params: { id: 6 }, body: { email, volume: 100 } });
    expect((await ask(user.email.toUpperCase())).statusCode).toBe(202); // the address as typed, another case
    const someoneElse = uniqueEmail('claude');
    expect((await ask(someoneElse)).statusCode).toBe(202);

    const data = (await client.send(exportAccount)).answer;
    expect(data.stockNotifications).toEqual([
      expect.objectContaining({ perfumeId: 6, volume: 100, email: user.email.toUpperCase(), notifiedAt: null }),
    ]);
    expect(data.stockNotifications[0]!.perfume).toEqual(expect.any(String));
    expect(data.reviews).toEqual([
      expect.objectContaining({
        perfumeId: 1,
        rating: 5,
        seasons: ['spring'],
        body: 'A rose at dusk, close to the skin.',
        status: 'pending',
        signedAs: 'Berthe M.',
      }),
    ]);
    expect(JSON.stringify(data)).not.toContain(someoneElse);

    expect((await client.send(deleteAccount, { body: { password: user.password } })).statusCode).toBe(200);
    expect(await waitingFor(user.email)).toBe(0);
    expect(await waitingFor(someoneElse)).toBe(1);
    const [kept] = await queryRows<{ user_id: number | null; body: string }>(
      t.store.db,
      sql`select user_id, body from reviews where id = ${written.answer.id}`,
    );
    expect(kept).toEqual({ user_id: null, body: 'A rose at dusk, close to the skin.' });
  });
});

/** A size with no bottles left, so that "Notify me" can be asked for it. */
async function soldOut(perfumeId: number, volume: number) {
  await queryRows(
    t.store.db,
    sql`update perfume_sizes set stock = 0 where perfume_id = ${perfumeId} and volume_ml = ${volume}`,
  );
}

/** How many requests of an address (whatever its case) are kept. */
async function waitingFor(email: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.store.db,
    sql`select count(*)::int as n from stock_notifications where lower(email) = lower(${email})`,
  );
  return row!.n;
}

describe('deleting an account', () => {
  it('asks for the password, waits for an open order to ship, then keeps the orders as "Deleted customer"', async () => {
    const admin = await adminClient(t);
    const { user, client, order } = await customer('Colette Sidonie');
    const otherDevice = t.client();
    expect((await otherDevice.send(login, { body: { email: user.email, password: user.password } })).statusCode).toBe(
      200,
    );

    const wrong = await client.send(deleteAccount, { body: { password: 'not-my-password' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.error.code).toBe('WRONG_CURRENT_PASSWORD');

    const open = await client.send(deleteAccount, { body: { password: user.password } });
    expect(open.statusCode).toBe(409);
    expect(open.error.code).toBe('ORDERS_IN_PROGRESS');

    await ship(admin, order.id);
    // The order's mails have gone out (the worker's part; no SMTP here); the link confirming the address waits.
    await queryRows(
      t.store.db,
      sql`update mails set status = 'sent', sent_at = now() where order_id = ${order.id} and kind <> 'review-invitation'`,
    );
    const deleted = await client.send(deleteAccount, { body: { password: user.password } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.answer.message).toBeTruthy();
    expect(deleted.cookies.find((c) => c.name === 'sid')?.value).toBe('');

    // Signed out everywhere, and the account refuses its password.
    expect((await client.send(getCurrentUser)).statusCode).toBe(401);
    expect((await otherDevice.send(getCurrentUser)).statusCode).toBe(401);
    const left = await queryRows<{ n: number }>(
      t.store.db,
      sql`select (select count(*) from users where lower(email) = ${user.email})::int
        + (select count(*) from auth_attempts where account = ${user.email})::int as n`,
    );
    expect(left[0]!.n).toBe(0);
    const again = await t.client().send(login, { body: { email: user.email, password: user.password } });
    expect(again.statusCode).toBe(401);

    // The back office: the order stays, its customer is "Deleted customer", with no contact.
    const view = (await admin.send(getAdminOrder, { params: { id: order.id } })).answer;
    expect(view.userId).toBeNull();
    expect(view.customer).toMatchObject({ name: 'Deleted customer', email: '' });
    expect(view.shippingDetails).toMatchObject({ fullName: 'Deleted customer', email: '', address: '', city: '' });
    expect(view.shippingDetails.country).toBe('FR');
    expect(view.total).toBe(order.total);
    const listed = await admin.send(listAdminOrders, { query: { q: `#${order.id}` } });
    expect(listed.answer.find((o) => o.id === order.id)?.customer.name).toBe('Deleted customer');
    expect((await admin.send(listAdminOrders, { query: { q: 'Colette' } })).answer).toHaveLength(0);
    const csv = await admin.send(exportAdminOrders, { query: { q: `#${order.id}` } });
    expect(csv.body).toContain('Deleted customer');
    expect(csv.body).not.toContain('Colette');
    expect(csv.body).not.toContain(user.email);

    // The issued invoice still names the buyer as it printed them; the mails sent them lost the address
    // and the body (their subject says what was sent), the one still waiting is withdrawn.
    const invoice = await admin.send(getInvoice, { params: { orderId: order.id }, query: {} });
    expect(invoice.statusCode).toBe(200);
    const printed = await pdfText(invoice.rawPayload);
    expect(printed).toContain('Colette Sidonie');
    expect(printed).toContain('3 Rue des Lilas');
    const mails = await queryRows<{ to_address: string; text: string; subject: string }>(
      t.store.db,
      sql`select to_address, text, subject from mails where order_id = ${order.id} order by id`,
    );
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringContaining('is confirmed'),
      expect.stringContaining('shipped'),
    ]);
    for (const mail of mails) {
      expect(mail.to_address).toBe('');
      expect(mail.text).not.toContain('Colette');
    }
    const toThem = await queryRows<{ n: number }>(
      t.store.db,
      sql`select count(*)::int as n from mails where lower(to_address) = ${user.email}`,
    );
    expect(toThem[0]!.n).toBe(0);

    // A refund made later mails nobody, and its credit note names the buyer as the invoice did.
    const refund = await admin.send(refundOrder, { params: { orderId: order.id }, body: { restock: false } });
    expect(refund.statusCode).toBe(200);
    const note = await admin.send(getCreditNote, {
      params: { orderId: order.id, number: refund.answer.creditNote! },
      query: {},
    });
    expect(note.statusCode).toBe(200);
    expect(await pdfText(note.rawPayload)).toContain('Colette Sidonie');
    const refundMails = await queryRows<{ n: number }>(
      t.store.db,
      sql`select count(*)::int as n from mails where order_id = ${order.id} and kind = 'order-refunded'`,
    );
    expect(refundMails[0]!.n).toBe(0);

    // The address can open a new account, which starts with nothing of the old one.
    const anew = t.client();
    const registered = await anew.send(register, { body: newUser({ email: user.email }) });
    expect(registered.statusCode).toBe(201);
    expect(registered.answer.emailVerified).toBe(false);
  });

  it('asks for a code too when a second factor is on', async () => {
    const user = newUser({ email: uniqueEmail('two') });
    const client = await signedIn(t, user);
    const { secret } = (await client.send(setUpTwoFactor, { body: { password: user.password } })).answer;
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    const enabled = await client.send(enableTwoFactor, { body: { password: user.password, code } });
    expect(enabled.statusCode).toBe(200);
    const [recovery] = enabled.answer.recoveryCodes;

    const noCode = await client.send(deleteAccount, { body: { password: user.password } });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.error.code).toBe('TWO_FACTOR_CODE_INVALID');
    const wrongCode = await client.send(deleteAccount, { body: { password: user.password, code: '000000' } });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.error.code).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await client.send(exportAccount)).answer.twoFactor).toEqual({ enabled: true, recoveryCodesLeft: 10 });

    const deleted = await client.send(deleteAccount, { body: { password: user.password, code: recovery! } });
    expect(deleted.statusCode).toBe(200);
    expect((await client.send(getCurrentUser)).statusCode).toBe(401);
  });

  describe('with few sign-in failures allowed', () => {
    const limited = useTestApp({ AUTH_RATE_LIMIT: '3' });

    it('forgives no code guessed because the password sent with it was right', async () => {
      const user = newUser({ email: uniqueEmail('guess') });
      const client = await signedIn(limited, user);
      const { secret } = (await client.send(setUpTwoFactor, { body: { password: user.password } })).answer;
      const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
      expect((await client.send(enableTwoFactor, { body: { password: user.password, code } })).statusCode).toBe(200);

      const statuses: number[] = [];
      for (const guess of ['000000', '000001', '000002'])
        statuses.push(
          (await client.send(deleteAccount, { body: { password: user.password, code: guess } })).statusCode,
        );
      expect(statuses).toEqual([400, 400, 400]);
      // A right password each time cannot start the count of guessed codes over.
      const limitedAnswer = await client.send(deleteAccount, { body: { password: user.password, code: '000003' } });
      expect(limitedAnswer.statusCode).toBe(429);
      expect((await client.send(getCurrentUser)).statusCode).toBe(200);
    });
  });

  it("refuses the shop's last active owner", async () => {
    const admin = await adminClient(t);
    const res = await admin.send(deleteAccount, { body: { password: DEMO_ADMIN.password } });
    expect(res.statusCode).toBe(409);
    expect(res.error.code).toBe('LAST_OWNER');
    expect((await admin.send(getCurrentUser)).statusCode).toBe(200);
  });
});
