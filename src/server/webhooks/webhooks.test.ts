import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundOrder, setOrderStatus } from '../../domain/api/admin';
import { createPerfume, updatePerfume } from '../../domain/api/admin-catalogue';
import { addCartLine } from '../../domain/api/cart';
import { confirmPayment, createPaymentIntent, placeOrder } from '../../domain/api/checkout';
import { confirmSimulatedCard } from '../../domain/api/payments';
import { changeMySubscription, listMySubscriptions, renewMySubscription } from '../../domain/api/refills';
import { requestReturn } from '../../domain/api/returns';
import {
  changeWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  registerWebhook,
  retryWebhookDelivery,
} from '../../domain/api/webhooks';
import { getOrderPage } from '../../domain/api/orders';
import { getOpenApi } from '../../domain/api/system';
import { WEBHOOK_EVENTS, type WebhookEventType } from '../../domain/webhooks/events';
import { webhookPayloadSchemas } from '../../domain/webhooks/schemas';
import { DEMO_ADMIN } from '../admin/bootstrap';
import { adminClient, paidOrder, signedIn, staffClient, useTestApp } from '#tests/integration/fixtures';
import { type Client, newPerfume, shipping } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';
import { type Received, type Receiver, startReceiver } from '#tests/integration/webhook-receiver';

/*
 * Webhooks (issue #49, DESIGN §1 "Webhooks and integrations", §4 "Webhooks"): endpoints registered by the owner, each
 * event posted signed per Standard Webhooks to a real receiver that verifies it with the `standardwebhooks` library,
 * retried under the same `webhook-id`, redelivered from the back office, and an endpoint failing for a day disabled
 * and its owners mailed. The clock is the test's where a day must pass.
 */

const t = useTestApp({ AUTH_RATE_LIMIT: '1000', WEBHOOKS_POLL_MS: '100' });
const DAY = 24 * 3600_000;
let receiver: Receiver;
let owner: Client;

beforeAll(async () => {
  receiver = await startReceiver();
  owner = await adminClient(t);
});
afterAll(() => receiver.stop());

/** Registers an endpoint at the receiver's `path` for `events`: its answer (with its secret). */
async function register(path: string, events: readonly WebhookEventType[]) {
  const res = await owner.send(registerWebhook, { body: { url: receiver.url(path), events: [...events] } });
  expect(res.statusCode, res.body).toBe(201);
  receiver.secretFor(path, res.answer.secret);
  return res.answer;
}

const deliveriesOf = async (id: number) => {
  const res = await owner.send(listWebhookDeliveries, { params: { id } });
  expect(res.statusCode, res.body).toBe(200);
  return res.answer;
};

/** Retries `check` until it holds (the worker records an answer just after the receiver has it). */
async function eventually(check: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** The deliveries to `path` of events of `type`. */
const at =
  (path: string, type?: WebhookEventType) =>
  (r: Received): boolean =>
    r.path === path && (type === undefined || r.json.type === type);

/** The webhooks' clock set to `to` while `run` runs. */
async function withClock<T>(to: Date, run: () => Promise<T>): Promise<T> {
  const { webhooks } = t.app.services;
  webhooks.now = () => to;
  try {
    return await run();
  } finally {
    webhooks.now = () => new Date();
  }
}

describe('an endpoint', () => {
  it('is registered with its secret shown once, and receives order.paid, signed, for a paid order', async () => {
    const endpoint = await register('/paid', ['order.paid']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(endpoint).toMatchObject({ url: receiver.url('/paid'), events: ['order.paid'], enabled: true });
    const listed = (await owner.send(listWebhooks)).answer.find((e) => e.id === endpoint.id)!;
    expect(listed).toMatchObject({ enabled: true, failingSince: null, disabledAt: null });
    expect(listed).not.toHaveProperty('secret');

    const started = Date.now();
    const order = await paidOrder(t, { lines: [[3, 2]] });
    const [delivery] = await receiver.waitFor((r) => at('/paid', 'order.paid')(r) && r.json.data.id === order.id);
    expect(delivery!.at - started).toBeLessThan(5_000);
    expect(delivery!.verified).toBe(true);
    expect(delivery!.id).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(Math.abs(Number(delivery!.timestamp) - Date.now() / 1000)).toBeLessThan(30);
    const { type, timestamp, data } = delivery!.json;
    expect(type).toBe('order.paid');
    expect(Date.parse(timestamp)).toBeGreaterThanOrEqual(started - 1000);
    expect(data).toMatchObject({ id: order.id, total: order.total, currency: 'EUR', email: shipping.email });
    expect(data.number).toMatch(/^\d{4}-\d{6}$/);
    expect(data.lines).toEqual([expect.objectContaining({ perfumeId: 3, quantity: 2 })]);
    webhookPayloadSchemas['order.paid'].parse(data);

    await eventually(async () => {
      const [logged] = await deliveriesOf(endpoint.id);
      expect(logged).toMatchObject({
        eventType: 'order.paid',
        status: 'delivered',
        attempts: 1,
        lastStatusCode: 200,
        messageId: delivery!.id,
      });
    });
    expect((await owner.send(deleteWebhook, { params: { id: endpoint.id } })).statusCode).toBe(204);
    expect((await owner.send(listWebhooks)).answer.some((e) => e.id === endpoint.id)).toBe(false);
  });

  it('gets a delivery it answered 500 again within 15 s, with the same webhook-id', async () => {
    const endpoint = await register('/flaky', ['order.paid']);
    let answered = 0;
    receiver.answer((r) => (r.path === '/flaky' && answered++ === 0 ? 500 : 200));
    try {
      const order = await paidOrder(t, { lines: [[4, 1]] });
      const [first, second] = await receiver.waitFor((r) => at('/flaky')(r) && r.json.data.id === order.id, 2, 20_000);
      expect(second!.id).toBe(first!.id);
      expect(second!.body).toBe(first!.body);
      expect(first!.verified && second!.verified).toBe(true);
      expect(second!.at - first!.at).toBeLessThan(15_000);
      await eventually(async () => {
        const [logged] = await deliveriesOf(endpoint.id);
        expect(logged).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200 });
      });
    } finally {
      receiver.answer(() => 200);
      await owner.send(deleteWebhook, { params: { id: endpoint.id } });
    }
  });

  it('has a failed delivery posted again from the back office, under the same webhook-id', async () => {
    const endpoint = await register('/down', ['customer.created']);
    receiver.answer((r) => (r.path === '/down' ? 503 : 200));
    try {
      const customer = await signedIn(t);
      const [first] = await receiver.waitFor(at('/down', 'customer.created'));
      await eventually(async () => expect((await deliveriesOf(endpoint.id))[0]!.lastStatusCode).toBe(503));
      const [written] = await queryRows<{ created_at: Date }>(
        t.store.db,
        sql`select created_at from webhook_deliveries where endpoint_id = ${endpoint.id}`,
      );
      const createdAt = written!.created_at;
      // Nearly a day on: its last try fails and the delivery is given up (the endpoint has not failed a whole day).
      await withClock(new Date(new Date(createdAt).getTime() + DAY - 10_000), () =>
        t.app.services.webhooks.deliverDue(),
      );
      const [failed] = await deliveriesOf(endpoint.id);
      expect(failed).toMatchObject({ status: 'failed', attempts: 2, lastStatusCode: 503, nextAttemptAt: null });
      expect((await owner.send(listWebhooks)).answer.find((e) => e.id === endpoint.id)!.enabled).toBe(true);

      receiver.answer(() => 200);
      const retried = await owner.send(retryWebhookDelivery, {
        params: { id: endpoint.id, deliveryId: failed!.id },
      });
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.answer).toMatchObject({ status: 'pending', messageId: first!.id });
      // The first try, the last one of the day (signed at the test's clock), then the redelivery.
      const [, lastOfTheDay, again] = await receiver.waitFor(at('/down', 'customer.created'), 3);
      expect(lastOfTheDay!.id).toBe(first!.id);
      expect(again!.id).toBe(first!.id);
      expect(again!.body).toBe(first!.body);
      expect(again!.verified).toBe(true);
      expect(again!.json.data).toMatchObject({ email: expect.any(String) });
      await eventually(async () =>
        expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: 'delivered', attempts: 3 }),
      );
      expect(customer).toBeDefined();

      const missing = await owner.send(retryWebhookDelivery, { params: { id: endpoint.id, deliveryId: 2_000_000 } });
      expect(missing.statusCode).toBe(404);
      expect(missing.error.code).toBe('WEBHOOK_DELIVERY_NOT_FOUND');
    } finally {
      receiver.answer(() => 200);
      await owner.send(deleteWebhook, { params: { id: endpoint.id } });
    }
  });

  it('failing for a day is disabled and its owners mailed; enabled again, it receives', async () => {
    const endpoint = await register('/dead', ['customer.created']);
    receiver.answer((r) => (r.path === '/dead' ? 500 : 200));
    try {
      await signedIn(t);
      await receiver.waitFor(at('/dead'));
      await eventually(async () =>
        expect((await owner.send(listWebhooks)).answer.find((e) => e.id === endpoint.id)!.failingSince).not.toBeNull(),
      );
      const failingSince = new Date(
        (await owner.send(listWebhooks)).answer.find((e) => e.id === endpoint.id)!.failingSince!,
      );
      await withClock(new Date(failingSince.getTime() + DAY + 60_000), () => t.app.services.webhooks.deliverDue());

      const disabled = (await owner.send(listWebhooks)).answer.find((e) => e.id === endpoint.id)!;
      expect(disabled).toMatchObject({ enabled: false, disabledReason: 'failing' });
      expect(disabled.disabledAt).not.toBeNull();
      expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: 'failed', lastStatusCode: 500 });
      const mails = await queryRows<{ to_address: string; subject: string; text: string }>(
        t.store.db,
        sql`select to_address, subject, text from mails where kind = 'webhook-disabled'`,
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.to_address).toBe(DEMO_ADMIN.email);
      expect(mails[0]!.subject).toBe(`Webhook endpoint disabled: ${receiver.url('/dead')}`);
      expect(mails[0]!.text).toContain('Its last answer: HTTP 500.');

      // Disabled, it is sent nothing.
      const before = receiver.received.filter(at('/dead')).length;
      await signedIn(t);
      await t.app.services.webhooks.deliverDue();
      expect(receiver.received.filter(at('/dead'))).toHaveLength(before);

      receiver.answer(() => 200);
      const enabled = await owner.send(changeWebhook, { params: { id: endpoint.id }, body: { enabled: true } });
      expect(enabled.statusCode, enabled.body).toBe(200);
      expect(enabled.answer).toMatchObject({
        enabled: true,
        disabledAt: null,
        disabledReason: null,
        failingSince: null,
      });
      const customer = await signedIn(t);
      expect(customer).toBeDefined();
      const [received] = await receiver.waitFor((r) => at('/dead')(r) && r.verified);
      expect(received!.json.type).toBe('customer.created');

      const audit = await queryRows<{ action: string }>(
        t.store.db,
        sql`select action from admin_audit where entity = 'webhook' and entity_id = ${String(endpoint.id)} order by id`,
      );
      expect(audit.map((a) => a.action)).toEqual(['webhook.created', 'webhook.reactivated']);
    } finally {
      receiver.answer(() => 200);
      await owner.send(deleteWebhook, { params: { id: endpoint.id } });
    }
  });
});

describe('every event', () => {
  it('is posted with its documented payload, signed, to an endpoint that asked for it', async () => {
    const endpoint = await register('/all', WEBHOOK_EVENTS);
    try {
      // customer.created, then a refill: subscription.created (and order.paid), renewed, cancelled.
      const customer = await signedIn(t);
      const added = await customer.send(addCartLine, {
        body: { perfumeId: 1, quantity: 1, volume: 100, refill: { intervalWeeks: 4 } },
      });
      expect(added.statusCode, added.body).toBe(201);
      const intent = (await customer.send(createPaymentIntent, { body: { country: 'FR' } })).answer;
      const placed = await customer.send(placeOrder, {
        body: { shippingDetails: shipping, paymentIntentId: intent.paymentIntentId },
      });
      const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
      await customer.send(confirmSimulatedCard, { body: { clientSecret: intent.clientSecret, ...card } });
      const paid = await customer.send(confirmPayment, {
        body: { paymentIntentId: intent.paymentIntentId, orderId: placed.answer.id },
      });
      expect(paid.answer.status).toBe('succeeded');
      const [sub] = (await customer.send(listMySubscriptions)).answer;
      expect((await customer.send(renewMySubscription, { params: { id: sub!.id } })).statusCode).toBe(201);
      const cancelled = await customer.send(changeMySubscription, {
        params: { id: sub!.id },
        body: { status: 'cancelled' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);

      // perfume.updated, then stock.low as a sale brings its stock to the low-stock mark.
      const made = await owner.send(createPerfume, { body: newPerfume({ price: 120, stock: 8 }) });
      expect(made.statusCode, made.body).toBe(201);
      const edited = await owner.send(updatePerfume, {
        params: { id: made.answer.id },
        body: newPerfume({ name: made.answer.name, price: 125, stock: 6 }),
      });
      expect(edited.statusCode, edited.body).toBe(200);
      await paidOrder(t, { lines: [[made.answer.id, 1]] });

      // order.shipped, then a return asked once it is delivered.
      const shipped = await paidOrder(t, { lines: [[2, 1]] });
      const ship = await owner.send(setOrderStatus, {
        params: { orderId: shipped.id },
        body: { status: 'shipped', carrier: 'Colissimo', trackingNumber: '6A12345678901' },
      });
      expect(ship.statusCode, ship.body).toBe(200);
      await owner.send(setOrderStatus, { params: { orderId: shipped.id }, body: { status: 'completed' } });
      const page = await shipped.client.send(getOrderPage, {
        params: { orderId: shipped.id },
        query: { key: shipped.accessKey },
      });
      const asked = await shipped.client.send(requestReturn, {
        params: { orderId: shipped.id },
        query: { key: shipped.accessKey },
        body: { lines: [{ lineId: page.answer.items[0]!.id, quantity: 1 }], reason: 'Too strong for me' },
      });
      expect(asked.statusCode, asked.body).toBe(201);

      // order.refunded and order.cancelled: an order refunded in full before it left.
      const refunded = await paidOrder(t, { lines: [[5, 1]] });
      const refund = await owner.send(refundOrder, { params: { orderId: refunded.id }, body: {} });
      expect(refund.statusCode, refund.body).toBe(200);

      const byType = new Map<string, Received>();
      await eventually(async () => {
        for (const r of receiver.received.filter(at('/all'))) byType.set(r.json.type, r);
        expect([...byType.keys()].sort()).toEqual([...WEBHOOK_EVENTS].sort());
      }, 15_000);
      for (const [type, r] of byType) {
        expect(r.verified, type).toBe(true);
        webhookPayloadSchemas[type as WebhookEventType].parse(r.json.data);
      }
      expect(byType.get('subscription.created')!.json.data).toMatchObject({
        id: sub!.id,
        orderId: placed.answer.id,
        intervalWeeks: 4,
      });
      expect(byType.get('subscription.renewed')!.json.data).toMatchObject({ id: sub!.id, cycle: 2 });
      expect(byType.get('subscription.cancelled')!.json.data).toMatchObject({
        id: sub!.id,
        status: 'cancelled',
        cancelReason: 'customer',
      });
      expect(byType.get('perfume.updated')!.json.data).toMatchObject({
        id: made.answer.id,
        price: 125,
        currency: 'EUR',
      });
      expect(byType.get('stock.low')!.json.data).toMatchObject({ perfumeId: made.answer.id, stock: 5, threshold: 5 });
      expect(byType.get('order.shipped')!.json.data).toMatchObject({
        id: shipped.id,
        status: 'shipped',
        carrier: 'Colissimo',
        trackingNumber: '6A12345678901',
      });
      expect(byType.get('return.requested')!.json.data).toMatchObject({
        orderId: shipped.id,
        status: 'requested',
        reason: 'Too strong for me',
      });
      expect(byType.get('order.refunded')!.json.data).toMatchObject({
        id: refunded.id,
        amount: refunded.total,
        refunded: refunded.total,
        whole: true,
        paymentStatus: 'refunded',
      });
      expect(byType.get('order.cancelled')!.json.data).toMatchObject({ id: refunded.id, status: 'cancelled' });
    } finally {
      await owner.send(deleteWebhook, { params: { id: endpoint.id } });
    }
  });
});

describe('the webhooks of the back office', () => {
  it('are the owner’s alone (the integrations permission): other roles get 403', async () => {
    const endpoint = await register('/roles', ['order.paid']);
    try {
      for (const role of ['fulfilment', 'catalogue', 'support'] as const) {
        const member = await staffClient(t, role);
        const answers = [
          await member.send(listWebhooks),
          await member.send(registerWebhook, { body: { url: receiver.url('/x'), events: ['order.paid'] } }),
          await member.send(changeWebhook, { params: { id: endpoint.id }, body: { enabled: false } }),
          await member.send(deleteWebhook, { params: { id: endpoint.id } }),
          await member.send(listWebhookDeliveries, { params: { id: endpoint.id } }),
          await member.send(retryWebhookDelivery, { params: { id: endpoint.id, deliveryId: 1 } }),
        ];
        for (const res of answers) {
          expect(res.statusCode, `${role}: ${res.body}`).toBe(403);
          expect(res.error.code).toBe('FORBIDDEN');
        }
      }
      const customer = await signedIn(t);
      expect((await customer.send(listWebhooks)).statusCode).toBe(403);
      expect((await t.client().send(listWebhooks)).statusCode).toBe(401);
      // The endpoint is as it was.
      expect((await owner.send(listWebhooks)).answer.find((e) => e.id === endpoint.id)!.enabled).toBe(true);
    } finally {
      await owner.send(deleteWebhook, { params: { id: endpoint.id } });
    }
  });

  it('answer 404 for an endpoint that does not exist or was removed, and 400 for no event', async () => {
    const endpoint = await register('/gone', ['order.paid']);
    expect((await owner.send(deleteWebhook, { params: { id: endpoint.id } })).statusCode).toBe(204);
    for (const res of [
      await owner.send(deleteWebhook, { params: { id: endpoint.id } }),
      await owner.send(changeWebhook, { params: { id: endpoint.id }, body: { enabled: true } }),
      await owner.send(listWebhookDeliveries, { params: { id: endpoint.id } }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.error.code).toBe('WEBHOOK_NOT_FOUND');
    }
    const none = await owner.send(registerWebhook, { body: { url: receiver.url('/none'), events: [] } });
    expect(none.statusCode).toBe(400);
    const ftp = await owner.send(registerWebhook, { body: { url: 'ftp://example.com/x', events: ['order.paid'] } });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.error.code).toBe('WEBHOOK_URL_REFUSED');
  });
});

describe('the API reference', () => {
  it('describes every event in its webhooks section: the signed body and its headers', async () => {
    const doc = (await t.client().send(getOpenApi)).answer as unknown as {
      webhooks: Record<
        string,
        { post: { requestBody: { content: Record<string, { schema: Schema }> }; parameters: { name: string }[] } }
      >;
    };
    type Schema = { properties: Record<string, { const?: string; properties?: Record<string, unknown> }> };
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENTS].sort());
    for (const type of WEBHOOK_EVENTS) {
      const { post } = doc.webhooks[type]!;
      const schema = post.requestBody.content['application/json']!.schema;
      expect(Object.keys(schema.properties).sort(), type).toEqual(['data', 'timestamp', 'type']);
      expect(schema.properties.type!.const).toBe(type);
      expect(post.parameters.map((p) => p.name)).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
    }
    expect(
      Object.keys(
        doc.webhooks['order.paid']!.post.requestBody.content['application/json']!.schema.properties.data!.properties!,
      ),
    ).toEqual(expect.arrayContaining(['id', 'total', 'currency']));
  });
});

describe('with private addresses refused (production)', () => {
  const shop = useTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'false', WEBHOOKS_POLL_MS: '100' });

  it('refuses loopback, private and link-local addresses, and plain http, with 400 WEBHOOK_URL_REFUSED', async () => {
    const admin = await adminClient(shop);
    for (const url of [
      'http://example.com/hook',
      `https://127.0.0.1:${receiver.port}/hook`,
      'https://localhost/hook',
      'https://2130706433/hook',
      'https://0x7f.0.0.1/hook',
      'https://10.0.0.7/hook',
      'https://192.168.1.20/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[fd00::1]/hook',
      'https://[fe80::1]/hook',
    ]) {
      const res = await admin.send(registerWebhook, { body: { url, events: ['order.paid'] } });
      expect(res.statusCode, url).toBe(400);
      expect(res.error.code, url).toBe('WEBHOOK_URL_REFUSED');
    }
    expect((await admin.send(listWebhooks)).answer).toEqual([]);
  });

  it('checks the address again at delivery: one that is private by then is never posted to', async () => {
    // An endpoint written while private addresses were allowed: the delivery resolves it and refuses it.
    const [row] = await queryRows<{ id: number }>(
      shop.store.db,
      sql`insert into webhook_endpoints (url, events, secret)
          values (${`https://127.0.0.1:${receiver.port}/private`}, '["customer.created"]'::jsonb, 'whsec_AAAA')
          returning id`,
    );
    await signedIn(shop);
    await shop.app.services.webhooks.deliverDue();
    const [delivery] = await queryRows<{ attempts: number; last_error: string; status: string }>(
      shop.store.db,
      sql`select attempts, last_error, status from webhook_deliveries where endpoint_id = ${row!.id}`,
    );
    expect(delivery).toMatchObject({ attempts: 1, status: 'pending' });
    expect(delivery!.last_error).toMatch(/^Refused: 127\.0\.0\.1 is not a public address/);
    expect(receiver.received.filter(at('/private'))).toEqual([]);
  });
});
