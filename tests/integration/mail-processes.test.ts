import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  freePort,
  healthy,
  type ServerProcess,
  startServer,
  stopServers,
  templateDataDir,
  withScratchDatabase,
} from './servers';
import { startSmtp } from './smtp';

/**
 * The outbox against real server processes: mails queued while the SMTP server is down survive a
 * SIGKILL and go out once each after the restart; two processes on one PostgreSQL send each mail once.
 */
vi.setConfig({ testTimeout: 180_000 });
afterEach(stopServers);

async function post(port: number, path: string, body: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}

/** `n` guests each pay an order; answers the e-mail addresses their confirmations go to. */
async function paidOrders(ports: number[], n: number): Promise<string[]> {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const port = ports[i % ports.length]!;
      const email = `proc.${i}.${Math.random().toString(36).slice(2, 8)}@example.com`;
      const guestId = `guest_${crypto.randomUUID()}`;
      await post(port, '/api/cart', { guestId, perfumeId: 1 + (i % 20), quantity: 1 });
      const intent = await post(port, '/api/create-payment-intent', { guestId });
      const shippingDetails = {
        fullName: 'Ada Lovelace',
        email,
        address: '12 Rue de la Paix',
        city: 'Paris',
        postalCode: '75002',
        country: 'FR',
      };
      const order = await post(port, '/api/orders', {
        guestId,
        shippingDetails,
        paymentIntentId: intent.paymentIntentId,
      });
      await post(port, '/api/payments/simulated/confirm', {
        clientSecret: intent.clientSecret,
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      });
      const confirm = await post(port, '/api/confirm-payment', {
        paymentIntentId: intent.paymentIntentId,
        orderId: order.id,
      });
      expect(confirm.status).toBe('succeeded');
      return email;
    }),
  );
}

function expectOneEach(smtp: Awaited<ReturnType<typeof startSmtp>>, emails: string[]) {
  for (const email of emails) expect(smtp.to(email), email).toHaveLength(1);
}

describe('the outbox in real processes', () => {
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'keeps mails queued while SMTP is down through a SIGKILL, then delivers each once (embedded store)',
    async () => {
      const smtp = await startSmtp();
      await smtp.stop();
      const dataDir = await templateDataDir('mail-proc-');
      const port = freePort();
      const env = { DATA_DIR: dataDir, PORT: String(port), SMTP_URL: smtp.url, AUTH_RATE_LIMIT: '1000' };
      const first = startServer(env);
      await healthy(first);
      const emails = await paidOrders([port], 6);
      // Let the first attempts fail (the SMTP server is down): the mails wait in the outbox. (A mail
      // being sent at the moment of the kill goes out after its 30-second lease instead.)
      await new Promise((r) => setTimeout(r, 1500));
      first.child.kill('SIGKILL');
      await first.exited;

      await smtp.restart();
      const second = startServer(env);
      await healthy(second);
      await smtp.waitFor((m) => emails.some((e) => m.to.includes(e)), emails.length, 60_000);
      await new Promise((r) => setTimeout(r, 1500));
      expectOneEach(smtp, emails);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      await smtp.stop();
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'two processes on one PostgreSQL send every confirmation exactly once',
    async () => {
      const smtp = await startSmtp();
      await withScratchDatabase('shop_mail', async (url) => {
        const servers: ServerProcess[] = [0, 1].map(() =>
          startServer({ DATABASE_URL: url, SMTP_URL: smtp.url, AUTH_RATE_LIMIT: '1000' }),
        );
        await Promise.all(servers.map((s) => healthy(s)));
        const emails = await paidOrders(
          servers.map((s) => s.port),
          20,
        );
        await smtp.waitFor((m) => emails.some((e) => m.to.includes(e)), emails.length, 60_000);
        await new Promise((r) => setTimeout(r, 2000));
        expectOneEach(smtp, emails);
        for (const s of servers) s.child.kill('SIGTERM');
        for (const s of servers) expect(await s.exited).toBe(0);
      });
      await smtp.stop();
    },
  );
});
