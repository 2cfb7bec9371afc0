import { type ChildProcess, spawn } from 'node:child_process';
import { threadId } from 'node:worker_threads';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtp } from '#tests/integration/smtp';
import { type SmtpMessage, SmtpThread } from './smtp-thread';

/**
 * The SMTP thread started from the TypeScript sources, as the tests and `npm run dev` run it (the
 * built bundle's thread is run by the bench and the end-to-end tests).
 */
const log = pino({ level: 'silent' });
const message = (to: string): SmtpMessage => ({
  from: 'shop@example.com',
  to,
  subject: 'Hello',
  html: '<p>Hello</p>',
  text: 'Hello',
  messageId: `<${to}>`,
});
const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const done of cleanup.splice(0).reverse()) await done();
});

/**
 * A real SMTP server in a process of its own, so it answers while this test's main thread is busy:
 * answers its URL and, on asking, the mails it received with the wall-clock time of each.
 */
async function smtpElsewhere() {
  const script = `
    import { startSmtp } from './tests/integration/smtp.ts';
    const smtp = await startSmtp();
    process.on('message', () => process.send(smtp.received.map((m) => ({ to: m.to, at: performance.timeOrigin + m.receivedAt }))));
    process.on('disconnect', () => process.exit(0));
    process.send(smtp.url);`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  cleanup.push(() => child.kill());
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (m) => resolve(m as string));
    child.once('exit', (code) => reject(new Error(`the SMTP server process exited (${code})`)));
  });
  const received = () =>
    new Promise<{ to: string; at: number }[]>((resolve) => {
      child.once('message', (m) => resolve(m as { to: string; at: number }[]));
      child.send('received?');
    });
  return { url, received };
}

describe('the SMTP thread', () => {
  it('does the whole SMTP exchange while the main thread is blocked', async () => {
    const smtp = await smtpElsewhere();
    const thread = new SmtpThread({ transport: { url: smtp.url, maxConnections: 1 } }, log);
    cleanup.push(() => thread.close());
    await thread.started();
    expect(thread.threadId).toBeGreaterThan(threadId);

    const sent = thread.send(message('blocked@example.com'), Date.now() + 25_000);
    await new Promise((r) => setImmediate(r)); // the message is with the thread
    // The main thread runs nothing for 3 s, as it runs nothing but the embedded store's queries under load.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 3_000);
    const unblockedAt = Date.now();
    await sent;

    const [mail] = await smtp.received();
    expect(mail?.to).toBe('blocked@example.com');
    expect(mail!.at).toBeLessThan(unblockedAt);
  }, 60_000);

  it('answers each message: sent, or the error', async () => {
    const smtp = await startSmtp();
    cleanup.push(() => smtp.stop());
    const thread = new SmtpThread({ transport: { url: smtp.url } }, log);
    cleanup.push(() => thread.close());
    await Promise.all([
      thread.send(message('one@example.com'), Date.now() + 25_000),
      thread.send(message('two@example.com'), Date.now() + 25_000),
    ]);
    expect(smtp.received.map((m) => m.to).sort()).toEqual(['one@example.com', 'two@example.com']);
    await expect(thread.send(message('not an address'), Date.now() + 25_000)).rejects.toThrow();
  });

  it('sends nothing more on a connection until the answer to its last message is recorded', async () => {
    const smtp = await startSmtp();
    cleanup.push(() => smtp.stop());
    const thread = new SmtpThread({ transport: { url: smtp.url, maxConnections: 1 } }, log);
    cleanup.push(() => thread.close());
    let recordFirst!: () => void;
    const recorded = new Promise<void>((resolve) => (recordFirst = resolve));
    const answers: (string | undefined)[] = [];
    const first = thread.send(message('first@example.com'), Date.now() + 25_000, async (error) => {
      answers.push(error?.message);
      await recorded; // the outbox's mark, taking its time
    });
    const second = thread.send(message('second@example.com'), Date.now() + 25_000);
    await smtp.waitFor((m) => m.to === 'first@example.com');
    await expect.poll(() => answers).toEqual([undefined]);
    // The first mail is accepted and its record still runs: the one connection waits for it.
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.received.map((m) => m.to)).toEqual(['first@example.com']);
    recordFirst();
    await Promise.all([first, second]);
    expect(smtp.received.map((m) => m.to)).toEqual(['first@example.com', 'second@example.com']);
  });

  it('is stopped when a message is not answered by its deadline, and the next message starts a new one', async () => {
    const smtp = await startSmtp();
    cleanup.push(() => smtp.stop());
    const thread = new SmtpThread({ transport: { url: smtp.url } }, log);
    cleanup.push(() => thread.close());
    await thread.started();
    const first = thread.threadId;

    smtp.hold();
    const stuck = thread.send(message('stuck@example.com'), Date.now() + 500);
    await expect(stuck).rejects.toThrow(/SMTP thread stopped \(a mail was not answered within its lease\)/);
    smtp.release();

    await thread.send(message('after@example.com'), Date.now() + 25_000);
    expect(thread.threadId).not.toBe(first);
    expect(smtp.to('after@example.com')).toHaveLength(1);
  });

  it('rejects what it held when it dies, and starts again on the next message', async () => {
    const smtp = await startSmtp();
    cleanup.push(() => smtp.stop());
    const thread = new SmtpThread({ transport: { url: smtp.url } }, log);
    cleanup.push(() => thread.close());
    smtp.hold();
    const held = thread.send(message('held@example.com'), Date.now() + 25_000);
    held.catch(() => undefined); // awaited below, once the thread is gone
    await expect.poll(() => smtp.holding(), { timeout: 10_000 }).toBe(1);
    await thread.terminate('killed by the test');
    await expect(held).rejects.toThrow(/killed by the test/);
    smtp.release();
    await thread.send(message('again@example.com'), Date.now() + 25_000);
    expect(smtp.to('again@example.com')).toHaveLength(1);
    expect(smtp.to('held@example.com')).toEqual([]);
  });
});
