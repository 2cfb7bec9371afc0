import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../db/transaction';
import { MailService } from './service';
import { useTestApp } from '#tests/integration/fixtures';
import { startSmtp } from '#tests/integration/smtp';

/*
 * Issue #41: the outbox was woken 25 ms after a mail was written, assuming the writer's transaction had
 * committed by then; when it had not, the mail waited for the next poll (15 s seen from outside). Now
 * the worker is woken once the transaction commits, and on PostgreSQL every other process is told with
 * NOTIFY. The workers here poll once a minute: only the wake can send the mails within the test.
 */
const MINUTE = 60_000;
const log = pino({ level: 'silent' });

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.stop());
const t = useTestApp();

const running: MailService[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((m) => m.stop()));
});

function worker(smtpUrl: string | undefined): MailService {
  const service = new MailService({
    db: t.store.db,
    config: { ...t.config, mail: { ...t.config.mail, smtpUrl } },
    store: t.store,
    pollMs: MINUTE,
  });
  service.start(log);
  running.push(service);
  return service;
}

/** Writes a mail in a transaction that commits only `holdMs` later, as a slow checkout would. */
function writeSlowly(writer: MailService, to: string, holdMs: number) {
  return withTransaction(t.store.db, async (tx) => {
    await writer.enqueue(
      {
        eventKey: `wake:${to}`,
        kind: 'contact-acknowledgement',
        to,
        subject: 'We have your message',
        html: '<p>Hi</p>',
        text: 'Hi',
      },
      tx,
    );
    await new Promise((resolve) => setTimeout(resolve, holdMs));
  });
}

describe('a mail written in a transaction', () => {
  it('leaves as soon as the transaction commits, however long it took', async () => {
    const mail = worker(smtp.url);
    // The worker's first claim (at start, once its SMTP thread runs) passes: only a wake can find the mail.
    await mail.deliverDue();
    const to = `slow.${Math.random().toString(36).slice(2)}@example.com`;
    await writeSlowly(mail, to, 300);
    const committed = performance.now();
    const [received] = await smtp.waitFor((m) => m.to.includes(to), 1, 5_000);
    expect(received!.receivedAt - committed).toBeLessThan(5_000);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('is taken at once by another process with SMTP, told by NOTIFY', async () => {
    const sender = worker(smtp.url);
    await sender.deliverDue();
    // The writer has no SMTP: it only writes, as a process without SMTP_URL does.
    const writer = worker(undefined);
    const to = `notified.${Math.random().toString(36).slice(2)}@example.com`;
    await writeSlowly(writer, to, 50);
    await smtp.waitFor((m) => m.to.includes(to), 1, 5_000);
    expect(sender.delivery).toBe('smtp');
  });
});
