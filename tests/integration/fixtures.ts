import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { z } from 'zod';
import type { StaffRole } from '../../src/domain/accounts/roles';
import { getCurrentUser, login, register, verifyEmail } from '../../src/domain/api/auth';
import { getWorkOrder, setWorkOrderLots, setWorkOrderStatus } from '../../src/domain/api/atelier';
import { addCartLine, getCart } from '../../src/domain/api/cart';
import { isCardOnly } from '../../src/domain/cart/lines';
import { confirmPayment, createPaymentIntent, placeOrder } from '../../src/domain/api/checkout';
import type { Answer, EndpointDeclaration } from '../../src/domain/api/endpoint';
import { confirmSimulatedCard } from '../../src/domain/api/payments';
import { acceptInvitation, inviteStaff } from '../../src/domain/api/staff';
import type { addCartItemSchema } from '../../src/domain/cart/schemas';
import type { ShippingDetails } from '../../src/domain/checkout/schemas';
import { DEMO_ADMIN, ensureAdmin } from '../../src/server/admin/bootstrap';
import type { Config } from '../../src/server/config';
import type { Store } from '../../src/server/db/client';
import { createTestApp, type TestApp } from './harness';
import { Client, newGuestId, newUser, shipping, shippingWith, type Sent } from './helpers';
import { delivered, queryRows } from './sql';

/*
 * What a test needs in a line or two:
 *
 *   const shop = useTestApp();                                   // a shop of its own for this file
 *   it('…', async () => {
 *     const admin = await adminClient(shop);                     // signed in as the admin
 *     const ada = await signedIn(shop);                          // a new customer, signed in
 *     const order = await paidOrder(shop, { lines: [[1, 2]] });  // a guest's order, paid by card
 *   });
 *
 * `shop` may also be the app itself (`shop.app`, or a TestApp's `app`).
 */

/** The shop a fixture works on: a `useTestApp()` result, a TestApp, or the Fastify app itself. */
type ShopLike = FastifyInstance | { readonly app: FastifyInstance };

const appOf = (shop: ShopLike): FastifyInstance => ('inject' in shop ? shop : shop.app);

/** A value, or a function that makes it when the app is built (for a port known only in an earlier `beforeAll`). */
type Lazy<T> = T | (() => T);
const resolve = <T extends object>(value: Lazy<T>): T => (typeof value === 'function' ? value() : value);

/** The file's shop, as `useTestApp` hands it over: read it inside tests and hooks, where it exists. */
interface Shop {
  readonly app: FastifyInstance;
  readonly store: Store;
  readonly config: Config;
  /** A new client with no session (a guest, until it signs in). */
  client(): Client;
}

/**
 * A fresh shop for this file (or this `describe`): built in a `beforeAll`, closed in an `afterAll`,
 * both registered here. Call it at the top level; its properties read the shop built for the tests
 * that are running. `env` and `options` go to `createTestApp`; either may be a function, called when
 * the shop is built, after the `beforeAll` hooks registered before this call have run.
 */
export function useTestApp(env: Lazy<Record<string, string>> = {}, options: Lazy<{ clientDir?: string }> = {}): Shop {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(resolve(env), resolve(options));
  });
  afterAll(async () => {
    const closing = current;
    current = undefined;
    await closing?.close();
  });
  const built = (): TestApp => {
    if (!current)
      throw new Error('useTestApp: the shop exists only while its tests run; read it inside a test or a hook');
    return current;
  };
  return {
    get app() {
      return built().app;
    },
    get store() {
      return built().store;
    },
    get config() {
      return built().config;
    },
    client: () => new Client(built().app),
  };
}

/** The answer's body, once its status is the one expected; otherwise an error that names the step and the answer. */
function answered<E extends EndpointDeclaration>(what: string, res: Sent<E>, status: number): Answer<E> {
  if (res.statusCode !== status) throw new Error(`${what} answered ${res.statusCode}: ${res.body}`);
  return res.answer;
}

/**
 * A client signed in as a new customer: registered, then signed in, as the sign-up page does.
 * `overrides` set the account's fields (e-mail, password, …); pass a whole `newUser()` to keep its
 * credentials at hand.
 */
export async function signedIn(shop: ShopLike, overrides: Parameters<typeof newUser>[0] = {}): Promise<Client> {
  const c = new Client(appOf(shop));
  const user = newUser(overrides);
  answered('register', await c.send(register, { body: user }), 201);
  answered('login', await c.send(login, { body: { email: user.email, password: user.password } }), 200);
  return c;
}

/** The token of the newest link confirming this address, read from the outbox as the mailbox would get it. */
export async function mailedVerificationToken(shop: ShopLike, email: string): Promise<string> {
  const [mail] = await queryRows<{ text: string; secrets: unknown }>(
    appOf(shop).services.store.db,
    sql`select text, secrets from mails where kind = 'email-verification' and lower(to_address) = ${email.toLowerCase()}
      order by id desc limit 1`,
  );
  const token = mail && /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(delivered(mail.text, mail.secrets))?.[1];
  if (!token) throw new Error(`no link confirming ${email} was mailed`);
  return token;
}

/**
 * Confirms the signed-in client's address as its owner would: the link mailed at registration (the
 * newest one), read from the outbox, then posted. Until then, nothing found through the address (a
 * guest order's sample credit, its history) reaches the account. Answers the client.
 */
export async function confirmEmail(shop: ShopLike, client: Client): Promise<Client> {
  const me = answered('who is signed in', await client.send(getCurrentUser), 200);
  const token = await mailedVerificationToken(shop, me.email);
  answered('confirming the address', await client.send(verifyEmail, { body: { token } }), 200);
  return client;
}

/**
 * A client signed in as the shop's admin: the one ADMIN_EMAIL and ADMIN_PASSWORD name when the
 * shop was given them, else the demo admin. The account is made first if it does not exist yet, as
 * the server does when it starts.
 */
export async function adminClient(shop: ShopLike): Promise<Client> {
  const app = appOf(shop);
  const { config, store } = app.services;
  await ensureAdmin(store.db, config, app.log);
  const { email, password } = config.admin ?? DEMO_ADMIN;
  const admin = new Client(app);
  const res = await admin.send(login, { body: { email, password } });
  answered('admin login', res, 200);
  if (!('isAdmin' in res.answer) || !res.answer.isAdmin) throw new Error(`${email} signed in, but is not an admin`);
  return admin;
}

/** What a test's SMTP server received (tests/integration/smtp.ts): where a sent mail's secrets are. */
interface Mailbox {
  received: readonly { to: string; text: string }[];
}

/**
 * The token of the newest staff invitation mailed to `email`, read from the link in the mail the
 * outbox holds (written in the invitation's own transaction). The outbox keeps the token only until
 * the SMTP server takes the mail: a shop with SMTP passes its `mailbox`, read once the outbox forgot it.
 */
export async function mailedInvitationToken(shop: ShopLike, email: string, mailbox?: Mailbox): Promise<string> {
  const { config, store } = appOf(shop).services;
  const prefix = `${config.publicUrl}/staff/accept?token=`;
  const linkIn = (text: string) => text.match(/https?:\/\/\S+/g)?.find((u) => u.startsWith(prefix));
  for (let tries = 0; tries < 100; tries++) {
    const [mail] = await queryRows<{ text: string; secrets: unknown }>(
      store.db,
      sql`select text, secrets from mails where kind = 'staff-invitation' and to_address = ${email.toLowerCase()} order by id desc limit 1`,
    );
    const link =
      (mail && linkIn(delivered(mail.text, mail.secrets))) ??
      mailbox?.received
        .filter((m) => m.to.includes(email.toLowerCase()))
        .map((m) => linkIn(m.text))
        .findLast(Boolean);
    if (link) return new URL(link).searchParams.get('token')!;
    if (!mail || !mailbox) break;
    // Sent, and on its way to the mailbox: the SMTP server has it once it answered.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no staff invitation mailed to ${email}`);
}

/**
 * A client signed in as a new staff member of `role`: invited by the owner (adminClient), the token
 * read from the mail, the invitation accepted as the invitee's browser does. `overrides` choose the
 * address and the password (a new address and "staff-password" otherwise); a shop with SMTP passes its
 * `mailbox`, where the token is once the mail is sent.
 */
export async function staffClient(
  shop: ShopLike,
  role: StaffRole,
  overrides: { email?: string; password?: string; mailbox?: Mailbox } = {},
): Promise<Client> {
  const owner = await adminClient(shop);
  const email = overrides.email ?? `${role}.${Math.random().toString(36).slice(2, 10)}@staff.example`;
  answered(`inviting ${email} as ${role}`, await owner.send(inviteStaff, { body: { email, role } }), 201);
  const token = await mailedInvitationToken(shop, email, overrides.mailbox);
  const member = new Client(appOf(shop));
  const body = { token, fullName: `Staff ${role}`, password: overrides.password ?? 'staff-password' };
  answered(`accepting the invitation of ${email}`, await member.send(acceptInvitation, { body }), 201);
  return member;
}

/** A cart line: `[perfumeId, quantity]` for bottles, or what POST /api/cart takes (a sample, a custom perfume). */
type OrderLine = readonly [perfumeId: number, quantity: number] | Omit<z.input<typeof addCartItemSchema>, 'guestId'>;

interface PaidOrderOptions {
  /** Put in the cart first; without lines the cart is paid as it is. */
  lines?: readonly OrderLine[];
  /**
   * Who pays: a signed-in customer's client, or a guest's client with its `guestId`. Without one, a
   * new guest with a new guest id.
   */
  owner?: Client;
  /** The guest's cart (with a guest's `owner`); made up when there is no owner. */
  guestId?: string;
  /**
   * Shipping details over the usual ones (`shipping` of helpers.ts): an e-mail of its own, say. For
   * lines that are all gift cards, only their name and e-mail are sent, as the buyer's.
   */
  shipping?: Partial<ShippingDetails>;
  /** The language the order is placed in (`POST /api/orders` `locale`); default the request's, English. */
  locale?: string;
}

/** An order paid for: what POST /api/orders answered, and who paid it. */
interface PaidOrder {
  id: number;
  /** The key of the order's own page, `/api/orders/{id}?key={accessKey}`. */
  accessKey: string;
  total: number;
  /** The currency it was placed and paid in: its shipping country's market's (decision 070). */
  currency: string;
  paymentIntentId: string;
  /** The owner's client: the one given, or the new guest's. */
  client: Client;
  /** The guest's id; undefined for a signed-in owner. */
  guestId: string | undefined;
  /** The language it was placed in (its mails and documents speak it). */
  locale: string;
}

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

/**
 * A checkout as a shopper makes it: the lines into the cart, a payment intent for the cart, the order
 * placed with the intent attached, the simulated card charged, and the payment confirmed with the
 * server. Throws, naming the step, when any step answers otherwise than a shopper's success would
 * (or the order's total is not the amount the card is charged). The amount, currency, status and items
 * the browser also sends are left out: the server ignores them. For a checkout that stops midway, or
 * one whose steps are what a test checks, walk the steps in the test.
 */
export async function paidOrder(
  shop: ShopLike,
  { lines = [], owner, guestId, shipping: details = {}, locale }: PaidOrderOptions = {},
): Promise<PaidOrder> {
  const client = owner ?? new Client(appOf(shop));
  const guest = guestId ?? (owner ? undefined : newGuestId());
  const who = guest ? { guestId: guest } : {};
  for (const line of lines) {
    const body = Array.isArray(line)
      ? { perfumeId: line[0], quantity: line[1] }
      : (line as Exclude<OrderLine, readonly unknown[]>);
    answered('adding a line to the cart', await client.send(addCartLine, { body: { ...body, ...who } }), 201);
  }
  // Gift cards only: nothing to ship, so the buyer's name and e-mail instead of an address (issue #43).
  const cart = answered('the cart', await client.send(getCart, { query: who }), 200);
  const cardOnly = isCardOnly(cart);
  // Priced for the country it ships to, as the checkout asks it: that country's market (decision 070).
  const intent = answered(
    'the payment intent',
    await client.send(createPaymentIntent, {
      body: { ...who, ...(cardOnly ? {} : { country: shippingWith(details).country }) },
    }),
    200,
  );
  const { fullName, email } = { ...shipping, ...details };
  const order = answered(
    'placing the order',
    await client.send(placeOrder, {
      body: {
        ...who,
        ...(cardOnly ? { buyer: { fullName, email } } : { shippingDetails: shippingWith(details) }),
        paymentIntentId: intent.paymentIntentId,
        ...(locale ? { locale } : {}),
      },
    }),
    201,
  );
  if (order.total !== intent.amount)
    throw new Error(`the order's total, ${order.total}, is not the amount of its payment, ${intent.amount}`);
  const charged = answered(
    'the card payment',
    await client.send(confirmSimulatedCard, { body: { clientSecret: intent.clientSecret, ...CARD } }),
    200,
  );
  if (charged.status !== 'succeeded') throw new Error(`the card payment ended ${charged.status}`);
  const confirmed = answered(
    'confirm-payment',
    await client.send(confirmPayment, { body: { paymentIntentId: intent.paymentIntentId, orderId: order.id } }),
    200,
  );
  if (confirmed.status !== 'succeeded') throw new Error(`confirm-payment answered ${confirmed.status}`);
  return {
    id: order.id,
    accessKey: order.accessKey,
    total: order.total,
    currency: order.currency,
    paymentIntentId: intent.paymentIntentId,
    client,
    guestId: guest,
    locale: order.locale,
  };
}

/**
 * Walks every work order of an order through the Atelier to bottled, as the perfumer would (decision
 * 064): the lot of each ingredient recorded while compounding, the rest waited out (the atelier's clock
 * moved past its ready-on date for the move, then put back): what an order with a custom perfume needs
 * before it can be shipped.
 */
export async function bottleWorkOrders(shop: ShopLike, admin: Client, orderId: number): Promise<void> {
  const { store, atelier } = appOf(shop).services;
  const rows = await store.db.execute(
    sql`select id from work_orders where order_id = ${orderId} and status not in ('bottled', 'cancelled') order by id`,
  );
  for (const { id } of (rows as unknown as { rows: { id: number }[] }).rows) {
    let workOrder = answered(`work order ${id}`, await admin.send(getWorkOrder, { params: { id } }), 200);
    if (workOrder.status === 'queued')
      workOrder = answered(
        `work order ${id} compounding`,
        await admin.send(setWorkOrderStatus, { params: { id }, body: { status: 'compounding' } }),
        200,
      );
    if (workOrder.status === 'compounding') {
      const lots = Object.fromEntries(
        workOrder.formula.composition.map((l) => [String(l.ingredientId), `LOT-${id}-${l.ingredientId}`]),
      );
      answered(`work order ${id} lots`, await admin.send(setWorkOrderLots, { params: { id }, body: { lots } }), 200);
      workOrder = answered(
        `work order ${id} macerating`,
        await admin.send(setWorkOrderStatus, { params: { id }, body: { status: 'macerating' } }),
        200,
      );
    }
    const clock = atelier.now;
    const readyOn = workOrder.readyOn ? new Date(workOrder.readyOn).getTime() : 0;
    atelier.now = () => new Date(Math.max(clock().getTime(), readyOn));
    try {
      answered(
        `work order ${id} bottled`,
        await admin.send(setWorkOrderStatus, { params: { id }, body: { status: 'bottled' } }),
        200,
      );
    } finally {
      atelier.now = clock;
    }
  }
}
