import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTP_CONNECTIONS, UNMARKED_PER_CONNECTION } from './outbox-worker';
import { useTestApp } from '#tests/integration/fixtures';
import { queryRows } from '#tests/integration/sql';

/**
 * A real SMTP server that looks at the outbox each time a connection starts its next mail: the mail
 * the server accepted UNMARKED_PER_CONNECTION mails before on that connection must already be marked
 * sent (and one it refused already recorded), so a kill at any moment leaves at most that many mails
 * per connection accepted and not marked (docs/decisions: Mail marked sent on acceptance).
 */
interface Outcome {
  to: string;
  accepted: boolean;
}
interface Check {
  previous: Outcome;
  /** That mail's row when the connection's next mail began. */
  row: { status: string; last_error: string | null } | undefined;
}

const checks: Check[] = [];
const received: string[] = [];
/** Per connection, what the server answered each of its mails, in order. */
const answered = new Map<string, Outcome[]>();
const answer = (session: string, outcome: Outcome) =>
  answered.set(session, [...(answered.get(session) ?? []), outcome]);
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
      const earlier = answered.get(session.id) ?? [];
      // The mail that many before this one must be recorded; the ones after it may still be on their way.
      const previous = earlier[earlier.length - UNMARKED_PER_CONNECTION];
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
      answer(session.id, { to: address.address, accepted: false });
      callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        const to = session.envelope.rcptTo[0]!.address;
        received.push(to);
        answer(session.id, { to, accepted: true });
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
  it(`is marked sent before its connection attempts its ${UNMARKED_PER_CONNECTION}th next mail, and a refusal recorded`, async () => {
    const count = 4 * SMTP_CONNECTIONS * UNMARKED_PER_CONNECTION;
    const batch = Array.from({ length: count }, (_, i) =>
      i === 5 ? `refused-${i}@example.com` : `to-${i}@example.com`,
    );
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
      .toBe(count - 1);

    // Many more mails than connections: each connection carried several, one after another.
    expect(checks.length).toBeGreaterThanOrEqual(count - SMTP_CONNECTIONS * UNMARKED_PER_CONNECTION);
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
