import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount, exportAccount, getCurrentUser, updateProfile } from '../../domain/api/auth';
import { addCartLine, getCart } from '../../domain/api/cart';
import { confirmPayment, createPaymentIntent, placeOrder } from '../../domain/api/checkout';
import { restoreCart, showUnsubscribe, unsubscribe } from '../../domain/api/marketing';
import { confirmSimulatedCard } from '../../domain/api/payments';
import { adminClient, signedIn, useTestApp } from '#tests/integration/fixtures';
import { type Client, newGuestId, newUser, shipping } from '#tests/integration/helpers';
import { linkIn, type ReceivedMail, startSmtp } from '#tests/integration/smtp';
import { queryRows } from '#tests/integration/sql';

/*
 * Consent and the abandoned-cart reminder (issue #49, DESIGN §1 "Abandoned carts and consent"), on a clock the test
 * controls and through a real SMTP server: the box at checkout and in the account, one reminder per cart to a
 * consenting shopper (never without consent, never once the cart became an order, never twice, never to staff), the
 * one-click withdrawal without cookies, the link back to the cart on another device, the export and the deletion.
 */

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.stop();
});
// Half an hour: the clock below moves past it; the scheduler's own passes, on the real clock, find nothing due.
const t = useTestApp(() => ({
  SMTP_URL: smtp.url,
  ABANDONED_CART_HOURS: '0.5',
  ORDER_RATE_LIMIT: '1000',
  AUTH_RATE_LIMIT: '1000',
}));

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
const HOUR = 60 * 60 * 1000;

/** One pass of the scheduler with its clock `hours` ahead. */
async function remindIn(hours: number): Promise<number> {
  const { marketing } = t.app.services;
  const at = new Date(Date.now() + hours * HOUR);
  marketing.now = () => at;
  try {
    return await marketing.runDue();
  } finally {
    marketing.now = () => new Date();
  }
}

const reminders = async (email: string) =>
  (
    await queryRows<{ n: number }>(
      t.store.db,
      sql`select count(*)::int as n from mails where kind = 'cart-reminder' and to_address = ${email.toLowerCase()}`,
    )
  )[0]!.n;

const consents = (email: string) =>
  queryRows<{ action: string; source: string; wording: string; locale: string; user_id: number | null }>(
    t.store.db,
    sql`select action, source, wording, locale, user_id from marketing_consents where email = ${email.toLowerCase()} order by id`,
  );

/** The mail to `email` once the SMTP server has it. */
async function received(email: string): Promise<ReceivedMail> {
  const [mail] = await smtp.waitFor((m) => m.to.includes(email.toLowerCase()) && 'list-unsubscribe' in m.headers);
  return mail!;
}

/** A new guest with a bottle of perfume 1 in their cart. */
async function guestWithCart(): Promise<{ client: Client; guestId: string }> {
  const client = t.client();
  const guestId = newGuestId();
  const added = await client.send(addCartLine, { body: { guestId, perfumeId: 1, quantity: 1 } });
  expect(added.statusCode).toBe(201);
  return { client, guestId };
}

/** POST /api/orders as the checkout form sends it, the box ticked or not; paid by card when `pay`. */
async function checkout(
  client: Client,
  { guestId, email, consent, pay = false }: { guestId?: string; email: string; consent?: boolean; pay?: boolean },
): Promise<number> {
  const who = guestId ? { guestId } : {};
  const intent = await client.send(createPaymentIntent, { body: { ...who, country: 'FR' } });
  expect(intent.statusCode).toBe(200);
  const placed = await client.send(placeOrder, {
    body: {
      ...who,
      shippingDetails: { ...shipping, email },
      paymentIntentId: intent.answer.paymentIntentId,
      ...(consent === undefined ? {} : { marketingConsent: consent }),
    },
  });
  expect(placed.statusCode).toBe(201);
  if (pay) {
    const charged = await client.send(confirmSimulatedCard, {
      body: { clientSecret: intent.answer.clientSecret, ...CARD },
    });
    expect(charged.answer.status).toBe('succeeded');
    const confirmed = await client.send(confirmPayment, {
      body: { paymentIntentId: intent.answer.paymentIntentId, orderId: placed.answer.id },
    });
    expect(confirmed.answer.status).toBe('succeeded');
  }
  return placed.answer.id;
}

/** The account's box, as the profile form saves it. */
async function tick(client: Client, consent: boolean, locale?: string) {
  const res = await client.send(updateProfile, {
    body: { fullName: 'Grace Hopper', marketingConsent: consent, ...(locale ? { locale } : {}) },
  });
  expect(res.statusCode).toBe(200);
  expect(res.answer.marketingConsent).toBe(consent);
}

const unique = (name: string) => `${name}.${Math.random().toString(36).slice(2, 10)}@example.com`;

describe('the abandoned-cart reminder', () => {
  it('reaches a consenting guest once, in English, with its lines, the link back and the unsubscribe headers', async () => {
    const email = unique('Guest');
    const { client, guestId } = await guestWithCart();
    await checkout(client, { guestId, email, consent: true });
    expect(await consents(email)).toEqual([
      {
        action: 'granted',
        source: 'checkout',
        wording: 'E-mail me about new perfumes and offers',
        locale: 'en',
        user_id: null,
      },
    ]);
    // Not yet: the cart changed a moment ago.
    await remindIn(0.25);
    expect(await reminders(email)).toBe(0);

    await remindIn(1);
    await remindIn(1); // a second pass finds it reminded
    expect(await reminders(email)).toBe(1);
    const mail = await received(email);
    expect(mail.subject).toBe('Your cart is waiting for you');
    expect(mail.text).toMatch(/You left this perfume in your cart:\n- .+, \d+ ml × 1/);
    const unsubscribeUrl = linkIn(mail, `${t.config.publicUrl}/api/marketing/unsubscribe?token=`);
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribeUrl}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // The outbox keeps the link's token out of its own copy of the headers, as out of the body.
    const [stored] = await queryRows<{ headers: Record<string, string> }>(
      t.store.db,
      sql`select headers from mails where kind = 'cart-reminder' and to_address = ${email.toLowerCase()}`,
    );
    const unsubscribeToken = new URL(unsubscribeUrl).searchParams.get('token')!;
    expect(stored?.headers['List-Unsubscribe']).toMatch(/^<http.*unsubscribe\?token=⟦[0-9a-f]{16}:unsubscribe⟧>$/);
    expect(JSON.stringify(stored)).not.toContain(unsubscribeToken);
    linkIn(mail, `${t.config.publicUrl}/cart?restore=`);
    // A guest is greeted without a name.
    expect(mail.text.startsWith('Hello,')).toBe(true);

    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.to(email.toLowerCase())).toHaveLength(1);
  });

  it('reaches a consenting account in its language (French), and its profile says it consents', async () => {
    const client = await signedIn(t);
    const me = (await client.send(getCurrentUser)).answer;
    expect(me.marketingConsent).toBe(false);
    await tick(client, true, 'fr');
    expect((await client.send(getCurrentUser)).answer.marketingConsent).toBe(true);
    expect(await consents(me.email)).toEqual([
      {
        action: 'granted',
        source: 'account',
        wording: 'Recevoir par e-mail nos nouveaux parfums et nos offres',
        locale: 'fr',
        user_id: me.id,
      },
    ]);
    // The same answer again is not written twice.
    await tick(client, true, 'fr');
    expect(await consents(me.email)).toHaveLength(1);

    expect((await client.send(addCartLine, { body: { perfumeId: 1, quantity: 2 } })).statusCode).toBe(201);
    await remindIn(1);
    await remindIn(2);
    expect(await reminders(me.email)).toBe(1);
    const mail = await received(me.email);
    expect(mail.subject).toBe('Votre panier vous attend');
    expect(mail.text).toContain('Bonjour Grace Hopper,');
    expect(mail.text).toContain('Retrouver votre panier\u00a0:');
    linkIn(mail, `${t.config.publicUrl}/fr/cart?restore=`);
  });

  it('sends nothing without consent: an unticked box, or none asked', async () => {
    const unticked = unique('unticked');
    const guest = await guestWithCart();
    await checkout(guest.client, { guestId: guest.guestId, email: unticked, consent: false });
    const silent = unique('silent');
    const other = await guestWithCart();
    await checkout(other.client, { guestId: other.guestId, email: silent });
    const account = await signedIn(t);
    const me = (await account.send(getCurrentUser)).answer;
    await account.send(addCartLine, { body: { perfumeId: 1, quantity: 1 } });

    await remindIn(2);
    for (const email of [unticked, silent, me.email]) {
      expect(await reminders(email)).toBe(0);
      expect(await consents(email)).toEqual([]);
    }
    // A guest's typed address is kept on the cart all the same (its reminder would go there).
    const [cart] = await queryRows<{ contact_email: string }>(
      t.store.db,
      sql`select contact_email from carts where guest_id = ${guest.guestId}`,
    );
    expect(cart?.contact_email).toBe(unticked.toLowerCase());
  });

  it('sends nothing once the cart became an order, and a later cart is reminded again', async () => {
    const email = unique('buyer');
    const { client, guestId } = await guestWithCart();
    await checkout(client, { guestId, email, consent: true, pay: true });
    await remindIn(2);
    expect(await reminders(email)).toBe(0);

    // A new cart of the same guest: its own reminder, once.
    await client.send(addCartLine, { body: { guestId, perfumeId: 1, quantity: 1 } });
    await remindIn(2);
    await remindIn(3);
    expect(await reminders(email)).toBe(1);
  });

  it('never reaches the staff', async () => {
    const admin = await adminClient(t);
    const me = (await admin.send(getCurrentUser)).answer;
    await tick(admin, true);
    await admin.send(addCartLine, { body: { perfumeId: 1, quantity: 1 } });
    await remindIn(2);
    expect(await reminders(me.email)).toBe(0);
  });
});

describe('the one-click withdrawal', () => {
  it("works without cookies (RFC 8058's POST), is recorded once, and stops the next reminder", async () => {
    const client = await signedIn(t);
    const me = (await client.send(getCurrentUser)).answer;
    await tick(client, true);
    await client.send(addCartLine, { body: { perfumeId: 1, quantity: 1 } });
    await remindIn(1);
    const mail = await received(me.email);
    const url = new URL(mail.headers['list-unsubscribe']!.slice(1, -1));

    // The link opened in a browser: a page naming the address (masked), with the button.
    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Stop e-mails about new perfumes and offers to g•••');
    expect(page.body).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(await consents(me.email)).toHaveLength(1);

    // What a mail client posts: no cookie, no sign-in, the token in the URL.
    const posted = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain('You are unsubscribed');
    const again = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(again.statusCode).toBe(200);
    expect((await consents(me.email)).map((r) => `${r.action}:${r.source}`)).toEqual([
      'granted:account',
      'withdrawn:unsubscribe',
    ]);
    expect((await client.send(getCurrentUser)).answer.marketingConsent).toBe(false);

    // The cart changes: its next reminder would be due, but the address no longer consents.
    await client.send(addCartLine, { body: { perfumeId: 1, quantity: 1 } });
    await remindIn(3);
    expect(await reminders(me.email)).toBe(1);
    // The page now says it is done.
    expect((await t.app.inject({ method: 'GET', url: url.pathname + url.search })).body).toContain(
      'You are unsubscribed',
    );
  });

  it('answers an unknown token with a page that says so', async () => {
    const c = t.client();
    const token = 'x'.repeat(43);
    for (const res of [
      await c.send(showUnsubscribe, { query: { token } }),
      await c.send(unsubscribe, { query: { token }, body: { 'List-Unsubscribe': 'One-Click' } }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('This link is not valid');
    }
  });
});

describe("the reminder's link back to the cart", () => {
  it("brings the cart's lines into another device's cart, once however often it is opened", async () => {
    const email = unique('devices');
    const { client, guestId } = await guestWithCart();
    await client.send(addCartLine, { body: { guestId, perfumeId: 2, quantity: 3 } });
    await checkout(client, { guestId, email, consent: true });
    await remindIn(1);
    const token = new URL(linkIn(await received(email), `${t.config.publicUrl}/cart?restore=`)).searchParams.get(
      'restore',
    )!;

    // Another device: a guest of its own, with a line of its own.
    const phone = t.client();
    const phoneId = newGuestId();
    await phone.send(addCartLine, { body: { guestId: phoneId, perfumeId: 3, quantity: 1 } });
    const restored = await phone.send(restoreCart, { body: { token, guestId: phoneId } });
    expect(restored.statusCode).toBe(200);
    const lines = (l: typeof restored.answer) =>
      l.map((x) => `${x.perfumeId}×${x.quantity}`).sort((a, b) => a.localeCompare(b));
    expect(lines(restored.answer)).toEqual(['1×1', '2×3', '3×1']);
    const twice = await phone.send(restoreCart, { body: { token, guestId: phoneId } });
    expect(lines(twice.answer)).toEqual(['1×1', '2×3', '3×1']);
    expect(lines((await phone.send(getCart, { query: { guestId: phoneId } })).answer)).toEqual(['1×1', '2×3', '3×1']);
    // The reminded cart stays as it was on the first device.
    expect(lines((await client.send(getCart, { query: { guestId } })).answer)).toEqual(['1×1', '2×3']);

    // Once that cart is an order, the link says so.
    await checkout(client, { guestId, email, pay: true });
    expect((await client.send(getCart, { query: { guestId } })).answer).toEqual([]);
    const ordered = await phone.send(restoreCart, { body: { token, guestId: newGuestId() } });
    expect(ordered.statusCode).toBe(409);
    expect(ordered.error.code).toBe('CART_LINK_EMPTY');
    expect(ordered.error.message).toMatch(/become an order/);

    const unknown = await phone.send(restoreCart, { body: { token: 'nothing-of-the-sort', guestId: phoneId } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.error.code).toBe('CART_LINK_INVALID');
  });
});

describe("a person's data", () => {
  it('the export lists the consent now and its history; the deletion takes the history with the account', async () => {
    const user = newUser();
    const client = await signedIn(t, user);
    await tick(client, true);
    await tick(client, false);
    await tick(client, true);
    const exported = (await client.send(exportAccount)).answer;
    expect(exported.marketing.consent).toBe(true);
    expect(exported.marketing.history.map((h) => `${h.action}:${h.source}:${h.email}`)).toEqual([
      `granted:account:${user.email}`,
      `withdrawn:account:${user.email}`,
      `granted:account:${user.email}`,
    ]);
    expect(exported.marketing.history[0]).toMatchObject({
      wording: 'E-mail me about new perfumes and offers',
      locale: 'en',
    });
    expect(Date.parse(exported.marketing.history[0]!.at)).not.toBeNaN();

    expect((await client.send(deleteAccount, { body: { password: user.password } })).statusCode).toBe(200);
    expect(await consents(user.email)).toEqual([]);
  });
});
