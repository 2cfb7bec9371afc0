import { describe, expect, it } from 'vitest';
import { login, register } from '../../domain/api/auth';
import { addCartLine } from '../../domain/api/cart';
import { confirmPayment, createPaymentIntent, placeOrder } from '../../domain/api/checkout';
import { confirmSimulatedCard } from '../../domain/api/payments';
import { listMySubscriptions } from '../../domain/api/refills';
import { paidOrder, signedIn, useTestApp } from '#tests/integration/fixtures';
import { type Client, newUser, shipping } from '#tests/integration/helpers';
import { samples } from '#tests/integration/prometheus';

/*
 * GET /metrics (DESIGN §4 "Operating"): 404 without METRICS_TOKEN, 401 without the right bearer token, else
 * Prometheus' text: requests by route pattern and status, what the services counted, the store's backlogs.
 */

const TOKEN = 'a-scraper-token-of-32-characters';
const shop = useTestApp({ METRICS_TOKEN: TOKEN, AUTH_RATE_LIMIT: '3', ORDER_RATE_LIMIT: '1000' });
const bare = useTestApp();

const scrape = async (token = TOKEN) =>
  shop.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
const scraped = async () => {
  const res = await scrape();
  expect(res.statusCode).toBe(200);
  return samples(res.body);
};

describe('GET /metrics', () => {
  it('is 404 without METRICS_TOKEN, 401 without the token or with another, and text with it', async () => {
    expect((await bare.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const none = await shop.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect((await scrape(TOKEN.replace(/.$/, 'X'))).statusCode).toBe(401);
    expect((await scrape('short')).statusCode).toBe(401);
    const basic = await shop.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: TOKEN } });
    expect(basic.statusCode).toBe(401);

    const ok = await scrape();
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(ok.body).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it('times requests by route pattern, method and status, never by the URL', async () => {
    const c = shop.client();
    for (const id of [1, 2, 3]) expect((await c.get(`/api/perfumes/${id}`)).statusCode).toBe(200);
    expect((await c.get('/api/perfumes/999999')).statusCode).toBe(404);
    expect((await c.get('/no/such/page-1')).statusCode).toBe(404);
    expect((await c.get('/no/such/page-2?x=1')).statusCode).toBe(404);
    const m = await scraped();
    const count = (route: string, status: string) =>
      m.value('http_request_duration_seconds_count', { method: 'GET', route, status });
    expect(count('/api/perfumes/:id', '200')).toBe(3);
    expect(count('/api/perfumes/:id', '404')).toBe(1);
    expect(count('unmatched', '404')).toBe(2);
    // Cumulative buckets, as Prometheus reads them: each holds the ones below it, `+Inf` all of them.
    const buckets = m
      .series('http_request_duration_seconds_bucket')
      .filter((s) => s.labels.route === '/api/perfumes/:id' && s.labels.status === '200');
    expect(buckets.map((b) => b.value)).toEqual([...buckets.map((b) => b.value)].sort((x, y) => x - y));
    expect(buckets.at(-1)).toMatchObject({ labels: { le: '+Inf' }, value: 3 });
    expect(m.value('http_request_duration_seconds_sum', { route: '/api/perfumes/:id', status: '200' })).toBeGreaterThan(
      0,
    );
    expect(m.series('http_request_duration_seconds_count').some((s) => s.labels.route?.includes('999999'))).toBe(false);
    // Each process's series carry its pid (a cluster keeps them apart).
    expect(m.series('http_request_duration_seconds_count')[0]?.labels.pid).toBe(String(process.pid));
  });

  it('counts refused sign-ins: wrong passwords, then the throttle', async () => {
    const user = newUser();
    expect((await shop.client().send(register, { body: user })).statusCode).toBe(201);
    const before = await scraped();
    const failures = (m: typeof before, reason: string) => m.value('shop_sign_in_failures_total', { reason }) ?? 0;
    const wrong = { email: user.email, password: 'not-the-password' };
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await shop.client().send(login, { body: wrong })).statusCode);
    expect(answers).toEqual([401, 401, 401, 429, 429]);
    const after = await scraped();
    expect(failures(after, 'failed') - failures(before, 'failed')).toBe(3);
    expect(failures(after, 'throttled') - failures(before, 'throttled')).toBe(2);
  });

  it('counts a settled payment and shows the mail it queued in the outbox’s depth, once', async () => {
    const before = await scraped();
    await paidOrder(shop, { lines: [[1, 1]] });
    const after = await scraped();
    const settled = (m: typeof before) => m.value('shop_payments_total', { outcome: 'settled' }) ?? 0;
    expect(settled(after) - settled(before)).toBe(1);
    const { count, oldestSeconds } = await shop.app.services.mail.backlog();
    expect(count).toBeGreaterThan(0);
    expect(after.series('shop_mail_outbox_pending')).toEqual([{ labels: {}, value: count }]);
    expect(after.value('shop_mail_outbox_oldest_seconds', {})).toBeLessThanOrEqual(oldestSeconds ?? 0);
    expect(after.value('shop_store_up', {})).toBe(1);
    const hooks = await shop.app.services.webhooks.pending();
    expect(after.series('shop_webhook_outbox_pending')).toEqual([{ labels: {}, value: hooks.count }]);

    // A mail kept for its day (a gift card's) is no backlog until then.
    const later = new Date(Date.now() + 24 * 60 * 60_000);
    const mail = { kind: 'gift-card' as const, subject: 'For you', html: '<p>For you</p>', text: 'For you' };
    await shop.app.services.mail.enqueue({
      ...mail,
      eventKey: 'metrics:later',
      to: 'later@example.com',
      sendAt: later,
    });
    expect((await scraped()).value('shop_mail_outbox_pending', {})).toBe(count);
  });

  it('shows renewals due and late on the refills’ clock, and a declined renewal as a failed payment', async () => {
    const c = await signedIn(shop);
    await subscribe(c, { cardNumber: '4000 0000 0000 0341', expiry: '12/34', cvc: '123' });
    const [sub] = (await c.send(listMySubscriptions)).answer;
    const due = new Date(sub!.nextRenewalAt!);
    const { refills } = shop.app.services;
    const at = async (when: Date) => {
      refills.now = () => when;
      return scraped();
    };
    try {
      const early = await at(new Date(due.getTime() - 60_000));
      expect([early.value('shop_renewals_due', {}), early.value('shop_renewals_late', {})]).toEqual([0, 0]);
      const onTime = await at(new Date(due.getTime() + 60_000));
      expect([onTime.value('shop_renewals_due', {}), onTime.value('shop_renewals_late', {})]).toEqual([1, 0]);
      const late = await at(new Date(due.getTime() + 60 * 60_000));
      expect([late.value('shop_renewals_due', {}), late.value('shop_renewals_late', {})]).toEqual([1, 1]);

      const failed = (m: typeof late) => m.value('shop_payments_total', { outcome: 'failed' }) ?? 0;
      await refills.runDue();
      const billed = await scraped();
      // Declined: retried in three days, so no longer due.
      expect(failed(billed) - failed(late)).toBe(1);
      expect([billed.value('shop_renewals_due', {}), billed.value('shop_renewals_late', {})]).toEqual([0, 0]);
    } finally {
      refills.now = () => new Date();
    }
  });
});

/** A refill of perfume 1 every 4 weeks, paid with `card` (kept for the renewals). */
async function subscribe(c: Client, card: { cardNumber: string; expiry: string; cvc: string }): Promise<void> {
  const line = { perfumeId: 1, quantity: 1, volume: 100, refill: { intervalWeeks: 4 } };
  expect((await c.send(addCartLine, { body: line })).statusCode).toBe(201);
  const intent = (await c.send(createPaymentIntent, { body: { country: 'FR' } })).answer;
  const placed = await c.send(placeOrder, {
    body: { shippingDetails: shipping, paymentIntentId: intent.paymentIntentId },
  });
  expect(placed.statusCode).toBe(201);
  expect(
    (await c.send(confirmSimulatedCard, { body: { clientSecret: intent.clientSecret, ...card } })).answer.status,
  ).toBe('succeeded');
  const confirmed = await c.send(confirmPayment, {
    body: { paymentIntentId: intent.paymentIntentId, orderId: placed.answer.id },
  });
  expect(confirmed.answer.status).toBe('succeeded');
}
