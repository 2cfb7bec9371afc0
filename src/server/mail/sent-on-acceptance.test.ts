import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/integration/fixtures';
import { queryRows } from '#tests/integration/sql';

/**
 * A real SMTP server that looks at the outbox each time a connection starts its next mail: the mail
 * the server accepted before on that connection must already be marked sent (and one it refused
 * already recorded), so a kill at any moment leaves at most one mail per connection accepted and
 * not marked (docs/decisions: Mail marked sent on acceptance).
 */
interface Outcome {
  to: string;
  accepted: boolean;
}
interface Check {
  previous: Outcome;
  /** The previous mail's row when the next mail began. */
  row: { status: string; last_error: string | null } | undefined;
}

const checks: Check[] = [];
const received: string[] = [];
/** Per connection, what the server answered its last mail. */
const last = new Map<string, Outcome>();
const refuse = (to: string) => to.startsWith('refused');

let server: SMTPServer;
let url = '';
beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onMailFrom(_address, session, callback) {
      const previous = last.get(session.id);
      if (!previous) return callback();
      // Before answering MAIL FROM: the client cannot send this mail until the check is done.
      queryRows<{ status: string; last_error: string | null }>(
        t.store.db,
        sql`select status, last_error from mails where to_address = ${previous.to}`,
      ).then(([row]) => {
        checks.push({ previous, row });
        callback();
      }, callback);
    },
    onRcptTo(address, session, callback) {
      if (!refuse(address.address)) return callback();
      last.set(session.id, { to: address.address, accepted: false });
      callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        const to = session.envelope.rcptTo[0]!.address;
        received.push(to);
        last.set(session.id, { to, accepted: true });
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
const t = useTestApp(() => ({ SMTP_URL: url }));

const rows = (prefix: string) =>
  queryRows<{ to_address: string; status: string; last_error: string | null }>(
    t.store.db,
    sql`select to_address, status, last_error from mails where event_key like ${`${prefix}%`} order by id`,
  );

describe('a mail the SMTP server accepted', () => {
  it('is marked sent before the next mail on its connection is attempted, and a refusal recorded', async () => {
    const batch = Array.from({ length: 16 }, (_, i) => (i === 5 ? `refused-${i}@example.com` : `to-${i}@example.com`));
    // One transaction, so the worker claims them together, as it does a backlog after a restart.
    await t.store.db.transaction(async (tx) => {
      for (const [i, to] of batch.entries())
        await t.app.services.mail.enqueue(
          {
            eventKey: `acceptance:${i}`,
            kind: 'password-reset',
            to,
            subject: `Mail ${i}`,
            html: '<p>Hi</p>',
            text: 'Hi',
          },
          tx,
        );
    });
    await expect
      .poll(async () => (await rows('acceptance:')).filter((r) => r.status === 'sent').length, { timeout: 20_000 })
      .toBe(15);

    // 16 mails over at most 5 connections: most connections carried several, one after another.
    expect(checks.length).toBeGreaterThanOrEqual(16 - 5);
    for (const { previous, row } of checks) {
      if (previous.accepted)
        expect({ to: previous.to, status: row?.status }).toEqual({ to: previous.to, status: 'sent' });
      else expect({ to: previous.to, recorded: !!row?.last_error }).toEqual({ to: previous.to, recorded: true });
    }
    // Each accepted mail arrived once; the refused one waits for its retry, its error recorded.
    expect(received.filter((to) => !refuse(to)).sort()).toEqual(batch.filter((to) => !refuse(to)).sort());
    const refused = (await rows('acceptance:5'))[0]!;
    expect(refused.status).toBe('pending');
    expect(refused.last_error).toMatch(/mailbox unavailable/);
  });
});
