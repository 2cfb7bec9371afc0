import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type SMTPPool from 'nodemailer/lib/smtp-pool';

/** What the SMTP thread is started with (structured-cloned to it): nodemailer's pool settings. */
export interface SmtpThreadOptions {
  transport: Pick<
    SMTPPool.Options,
    'url' | 'maxConnections' | 'connectionTimeout' | 'greetingTimeout' | 'socketTimeout'
  >;
  /**
   * Mails a connection may have accepted and not yet recorded (1 unless told): it takes its next mail
   * only while fewer are waiting for their mark. More overlaps the marks' writes with the sending.
   */
  unrecordedPerConnection?: number;
}

/** A mail as it goes out: the outbox's row turned into what nodemailer sends. */
export interface SmtpMessage {
  from: string;
  to: string;
  /** Where an answer goes, when not to `from` (a contact message: the shopper who wrote it). */
  replyTo?: string;
  /** Headers of its own (a marketing mail's `List-Unsubscribe`), as nodemailer takes them. */
  headers?: Record<string, string>;
  subject: string;
  html: string;
  text: string;
  messageId: string;
}

export type SmtpRequest =
  | { type: 'send'; id: number; message: SmtpMessage }
  /** The main thread has recorded the answer to message `id`: its connection may take another. */
  | { type: 'recorded'; id: number }
  | { type: 'close' };
export type SmtpAnswer =
  | { type: 'ready' }
  | { type: 'sent'; id: number }
  | { type: 'failed'; id: number; error: string }
  /** The transport's own error, outside any one message. */
  | { type: 'error'; error: string };

/**
 * The thread's code: the bundle's second entry point beside it (scripts/build-server.mjs builds
 * dist/server/smtp-worker.js), or the TypeScript source when the server runs from source (tsx, dev,
 * the tests). A worker does not inherit the main thread's module hooks, and on Node 20 `--import tsx`
 * in its execArgv still leaves a .ts entry point refused (ERR_UNKNOWN_FILE_EXTENSION), so a small
 * bootstrap registers tsx in the thread, then imports the entry.
 */
function workerEntry(): URL {
  if (!import.meta.url.endsWith('.ts')) return new URL('./smtp-worker.js', import.meta.url);
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./smtp-worker.ts', import.meta.url).href;
  const boot = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(entry)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(boot)}`);
}

/** Runs with the SMTP server's answer: undefined when it took the message, else the error. */
export type RecordAnswer = (error: Error | undefined) => Promise<void>;

interface Waiting {
  resolve: () => void;
  reject: (err: Error) => void;
  /** Date.now() by which the thread must have answered. */
  deadline: number;
  record: RecordAnswer | undefined;
}

/**
 * The main thread's side of the SMTP thread: hands it messages and settles each one's promise with
 * its answer, once the answer is recorded. The thread starts on first use; when it dies, every
 * message it held is rejected and the next use starts a new one. A message not answered by its
 * deadline (its lease, less a margin) stops the thread, so nothing is still sending it when another
 * process may take it.
 */
export class SmtpThread {
  private worker: Worker | undefined;
  private ready: Promise<void> | undefined;
  private readonly waiting = new Map<number, Waiting>();
  private lastId = 0;
  private watchdog: NodeJS.Timeout | undefined;
  private stopReason: string | undefined;
  private closing = false;

  constructor(
    private readonly options: SmtpThreadOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The running thread's id (tests check that mail leaves through it). */
  get threadId(): number | undefined {
    return this.worker?.threadId;
  }

  /** Starts the thread unless it runs; resolves once it can send. */
  started(): Promise<void> {
    if (this.closing) return Promise.reject(new Error('the SMTP thread is closing'));
    if (this.ready) return this.ready;
    const worker = new Worker(workerEntry(), { workerData: this.options, name: 'smtp' });
    // It keeps the process alive only while it holds messages (or closes): see hold().
    worker.unref();
    this.worker = worker;
    this.stopReason = undefined;
    this.ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (a: SmtpAnswer) => (a.type === 'ready' ? resolve() : this.answered(a)));
      worker.on('error', (err) => {
        this.stopReason ??= err.message;
        this.log.error({ err }, 'the SMTP thread failed');
      });
      worker.once('exit', (code) => {
        this.exited(worker, code);
        reject(new Error(`the SMTP thread stopped before it was ready (${this.stopReason ?? `exit code ${code}`})`));
      });
    });
    // Whoever waits on it hears of a failure; an unwatched start must not be an unhandled rejection.
    this.ready.catch(() => undefined);
    return this.ready;
  }

  /**
   * Hands one message to the thread: resolves once the SMTP server took it, rejects with its error
   * (or the thread's, when it stopped first). `record` runs first, with that answer, and the
   * connection that carried the message takes no other until it has finished: the outbox marks a
   * mail sent there, before the next mail on that connection is attempted.
   */
  async send(message: SmtpMessage, deadline: number, record?: RecordAnswer): Promise<void> {
    await this.started();
    const worker = this.worker;
    if (!worker) throw new Error('the SMTP thread stopped');
    const id = ++this.lastId;
    return new Promise<void>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject, deadline, record });
      this.hold(worker);
      worker.postMessage({ type: 'send', id, message } satisfies SmtpRequest);
      this.watchdog ??= setInterval(() => this.checkDeadlines(), 1_000).unref();
    });
  }

  /** Stops the thread at once (messages it holds are rejected); the next send starts another. */
  async terminate(reason: string): Promise<void> {
    this.stopReason = reason;
    await this.worker?.terminate();
  }

  /** Lets the thread close its SMTP connections and end; stopped outright if it takes longer than 5 s. */
  async close(): Promise<void> {
    this.closing = true;
    const worker = this.worker;
    if (!worker) return;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.ref();
    worker.postMessage({ type: 'close' } satisfies SmtpRequest);
    const timer = setTimeout(() => void this.terminate('closing took longer than 5 s'), 5_000);
    await exited;
    clearTimeout(timer);
  }

  private answered(a: Exclude<SmtpAnswer, { type: 'ready' }>): void {
    if (a.type === 'error') {
      this.log.warn({ error: a.error }, 'the SMTP transport reported an error');
      return;
    }
    const waiting = this.waiting.get(a.id);
    if (!waiting) return;
    this.waiting.delete(a.id);
    const worker = this.worker;
    if (worker && !this.closing) this.hold(worker);
    void this.settle(waiting, a.type === 'sent' ? undefined : new Error(a.error)).then(() => {
      // The connection is free once the answer is recorded (a thread stopped meanwhile has none).
      if (worker && this.worker === worker) worker.postMessage({ type: 'recorded', id: a.id } satisfies SmtpRequest);
    });
  }

  /** Records the answer, then settles the message's promise with it. */
  private async settle(waiting: Waiting, error: Error | undefined): Promise<void> {
    try {
      await waiting.record?.(error);
    } catch (err) {
      this.log.error({ err }, 'an SMTP answer could not be recorded');
    }
    if (error) waiting.reject(error);
    else waiting.resolve();
  }

  /** A thread holding messages keeps the process alive (a server shutting down waits for their answers); an idle one does not. */
  private hold(worker: Worker): void {
    if (this.waiting.size > 0) worker.ref();
    else worker.unref();
  }

  private checkDeadlines(): void {
    const now = Date.now();
    for (const w of this.waiting.values()) {
      if (w.deadline < now) {
        this.log.warn('the SMTP thread has not answered within a lease; stopping it');
        void this.terminate('a mail was not answered within its lease');
        return;
      }
    }
  }

  private exited(worker: Worker, code: number): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.ready = undefined;
    clearInterval(this.watchdog);
    this.watchdog = undefined;
    const reason = `the SMTP thread stopped (${this.stopReason ?? `exit code ${code}`})`;
    if (!this.closing) this.log.warn({ code, held: this.waiting.size }, reason);
    for (const w of this.waiting.values()) void this.settle(w, new Error(reason));
    this.waiting.clear();
  }
}
