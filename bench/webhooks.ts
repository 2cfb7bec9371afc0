/**
 * Webhooks (`BENCH_ONLY=webhooks`): events written by the shop reach a local receiver, which verifies each signature
 * with the `standardwebhooks` library. Budget (DESIGN §5): 1,000 events reach it with p99 ≤ 5 s from the event's
 * write (its `timestamp`) to the receipt; a receiver down for a minute loses none (the retries bring every one once it
 * is back). The embedded store by default; DATABASE_URL runs it on PostgreSQL. The events are `customer.created`:
 * one registration each.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startReceiver } from '../tests/integration/webhook-receiver';
import { percentile, startShop } from './lib';

const COUNT = Number(process.env.BENCH_WEBHOOKS ?? 1_000);
const DOWN_S = Number(process.env.BENCH_WEBHOOKS_DOWN_S ?? 60);
const DOWN_EVENTS = Number(process.env.BENCH_WEBHOOKS_DOWN_EVENTS ?? 200);
/** Registrations sent at once. */
const CONCURRENCY = 20;
const ADMIN = { email: 'bench.hooks@maison-lumiere.test', password: 'bench-hooks-password' };

export interface WebhookFigures {
  events: number;
  received: number;
  p50Ms: number;
  p99Ms: number;
  unverified: number;
  duplicates: number;
  downSeconds: number;
  downEvents: number;
  lostWhileDown: number;
  /** From the receiver's return to the last of the events written while it was down. */
  recoveredInS: number;
}

async function post(url: string, path: string, body: unknown, cookie?: string) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown>, res };
}

/** `count` new customer accounts, CONCURRENCY at a time: their addresses. */
async function registrations(url: string, count: number, tag: string): Promise<string[]> {
  const emails: string[] = [];
  let next = 0;
  const one = async () => {
    for (let i = next++; i < count; i = next++) {
      const id = `${tag}${i}${Math.random().toString(36).slice(2, 8)}`;
      const user = {
        username: id,
        email: `${id}@hooks.bench`,
        password: 'bench-password-1',
        fullName: `Bench Customer ${i}`,
      };
      const res = await post(url, '/api/auth/register', user);
      if (res.status !== 201) throw new Error(`registration answered ${res.status}: ${JSON.stringify(res.json)}`);
      emails.push(user.email);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, one));
  return emails;
}

export async function webhooksBench(port: number): Promise<WebhookFigures> {
  const receiver = await startReceiver();
  const store: Record<string, string> = process.env.DATABASE_URL
    ? { DATABASE_URL: process.env.DATABASE_URL }
    : { DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-hooks-')) };
  const shop = await startShop(
    { ...store, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'error' },
    port,
  );
  try {
    const login = await post(shop.url, '/api/auth/login', ADMIN);
    if (login.status !== 200) throw new Error(`the owner's sign-in answered ${login.status}`);
    const cookie = login.res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const path = `/bench-${Date.now()}`;
    const registered = await post(
      shop.url,
      '/api/admin/webhooks',
      { url: receiver.url(path), events: ['customer.created'] },
      cookie,
    );
    if (registered.status !== 201) throw new Error(`the registration answered ${registered.status}`);
    receiver.secretFor(path, String(registered.json.secret));
    const mine = (r: { path: string }) => r.path === path;

    // Events as fast as the shop makes accounts, each timed from its write to its receipt.
    const emails = await registrations(shop.url, COUNT, 'hook');
    await receiver.waitFor(mine, COUNT, 120_000);
    const first = receiver.received.filter(mine);
    const latencies = first.map((r) => r.at - Date.parse(r.json.timestamp));

    // The receiver down for a while: the events written meanwhile all arrive once it is back.
    await receiver.down();
    const downStarted = Date.now();
    const downEmails = await registrations(shop.url, DOWN_EVENTS, 'down');
    const left = DOWN_S * 1000 - (Date.now() - downStarted);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    await receiver.up();
    const upAt = Date.now();
    const isDown = (r: { path: string; json: { data: Record<string, unknown> } }) =>
      mine(r) && downEmails.includes(String(r.json.data.email));
    // Past the retries' growing waits: up to 10 minutes.
    await receiver.waitFor(isDown, DOWN_EVENTS, 600_000).catch(() => undefined);
    const recovered = receiver.received.filter(isDown);
    const recoveredInS = recovered.length ? Math.round((Math.max(...recovered.map((r) => r.at)) - upAt) / 100) / 10 : 0;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const all = receiver.received.filter(mine);
    const ids = all.map((r) => r.id);
    const gotDown = new Set(recovered.map((r) => String(r.json.data.email)));
    return {
      events: emails.length,
      received: first.length,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      unverified: all.filter((r) => !r.verified).length,
      duplicates: ids.length - new Set(ids).size,
      downSeconds: DOWN_S,
      downEvents: downEmails.length,
      lostWhileDown: downEmails.filter((e) => !gotDown.has(e)).length,
      recoveredInS,
    };
  } finally {
    await shop.stop();
    await receiver.stop();
  }
}
