import { messageDomainOf, messageIdOf, sentHeaders } from './message-id';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db, Store } from '../db/client';
import { type ClaimedMail, claimDueMails, type MailRow, markFailed, markSent as markSentRows } from './repo';
import { inLinkedSpan } from '../observability/tracing';
import { unseal } from './secrets';
import { type SmtpMessage, SmtpThread } from './smtp-thread';

/** Tells every server process a mail was written (PostgreSQL NOTIFY channel): the ones with SMTP take it at once. */
const WRITTEN_CHANNEL = 'mail_written';
/** At most this many mails are with the SMTP thread at once, each under its lease. */
const IN_FLIGHT = 50;
/** How long a worker holds a mail while sending it (longer than a send can take, given the SMTP timeouts in start()); a worker killed mid-send lets it go after this. */
const LEASE_MS = 30_000;
/** A mail the SMTP thread has not answered this long after its claim stops the thread: nothing still sends it when its lease ends. */
const ANSWER_WITHIN_MS = LEASE_MS - 5_000;
const MAX_BACKOFF_MS = 15 * 60_000;
/** SMTP connections, each carrying one mail at a time. */
export const SMTP_CONNECTIONS = 5;
/**
 * Mails a connection may have had accepted and not yet marked sent: its next mail goes while the
 * marks (each written on its own, at once) are on their way, so a busy store's writes do not set the
 * pace of the mail. One would make every mail wait for the previous one's write (payment to mail p99
 * 5.7 s under the bench's load, against 0.7 s).
 */
export const UNMARKED_PER_CONNECTION = 4;
/** At most this many mails are accepted and not yet marked sent: what a kill can make go twice. */
export const MAX_UNMARKED = SMTP_CONNECTIONS * UNMARKED_PER_CONNECTION;

/** What a listener hears of a mail the SMTP server accepted (and the outbox marked sent). */
export interface SentMail {
  id: number;
  eventKey: string;
  orderId: number | null;
}

/** What OutboxWorker is built from (the mail service gives each by name). */
export interface OutboxWorkerDeps {
  db: Db;
  config: Pick<Config, 'mail' | 'publicUrl'>;
  store: Pick<Store, 'notify' | 'listen'>;
  pollMs: number;
}

/** The wait before the next try after `attempts` failures: 1 s, 2 s, 4 s … up to 15 minutes. */
function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * The outbox's worker, in every server process that has SMTP_URL: it takes due mails with `for
 * update skip locked`, so two processes never send the same mail at once, and a mail a killed
 * process was sending goes out again once its lease ends (at least once; its Message-ID is the row's
 * (message-id.ts), so a resend is recognisable).
 *
 * The database work stays on the main thread, where the store is; the SMTP exchanges happen on
 * the SMTP thread (smtp-thread.ts), so they never wait behind the embedded store's queries. Claimed
 * mails go to the thread as they are claimed; each one the SMTP server accepts is marked sent at
 * once, on its own; a connection sends on while at most UNMARKED_PER_CONNECTION of its mails wait for
 * their mark. A kill therefore resends at most MAX_UNMARKED mails per process
 * (docs/decisions: Mail marked sent on acceptance).
 */
export class OutboxWorker {
  private smtp: SmtpThread | undefined;
  private timer: NodeJS.Timeout | undefined;
  private claiming: Promise<void> | undefined;
  /** Mails became due while a claim ran: claim again after it. */
  private again = false;
  /** The claims stopped at IN_FLIGHT: claim again once an answer makes room. */
  private full = false;
  /** The mails with the SMTP thread, each settled once its answer is recorded (marked sent, or the failure). */
  private readonly sending = new Map<number, Promise<void>>();
  private stopped = false;
  private logger: FastifyBaseLogger | undefined;
  private readonly messageDomain: string;
  /** Who hears of a mail of a kind once it is marked sent (a gift card's order completes: issue #43). */
  private readonly sentListeners = new Map<MailRow['kind'], ((mail: SentMail) => Promise<void>)[]>();
  /** The listeners still running, which stop() waits for. */
  private readonly hearing = new Set<Promise<void>>();

  private readonly db: Db;
  private readonly config: Pick<Config, 'mail' | 'publicUrl'>;
  private readonly store: Pick<Store, 'notify' | 'listen'>;
  /** How often the worker looks for due mails when nothing wakes it (a mail's day, a retry). */
  private readonly pollMs: number;

  constructor({ db, config, store, pollMs }: OutboxWorkerDeps) {
    this.db = db;
    this.config = config;
    this.store = store;
    this.pollMs = pollMs;
    this.messageDomain = messageDomainOf(config.publicUrl);
  }

  /** The thread that talks to the SMTP server while the worker runs (tests stop it to play a crash). */
  get smtpThread(): SmtpThread | undefined {
    return this.smtp;
  }

  /** The log the worker was started with (none before its start, nor without SMTP). */
  get log(): FastifyBaseLogger | undefined {
    return this.logger;
  }

  /** A mail was written and can be read: this worker and, through the store's notifications, every other one take it now. */
  async wake(): Promise<void> {
    if (this.timer) void this.deliverDue();
    try {
      await this.store.notify(WRITTEN_CHANNEL);
    } catch (err) {
      this.log?.warn({ err }, 'other processes could not be told of a new mail; they take it at their next poll');
    }
  }

  /**
   * `listener` hears of each mail of `kind` once it is marked sent, after the mark and outside it: a
   * listener that fails is logged and never sends the mail again (at least once stays the mail's rule).
   */
  onSent(kind: MailRow['kind'], listener: (mail: SentMail) => Promise<void>): void {
    this.sentListeners.set(kind, [...(this.sentListeners.get(kind) ?? []), listener]);
  }

  /** Starts the worker, and its SMTP thread, when SMTP is configured. */
  start(log: FastifyBaseLogger): void {
    if (!this.config.mail.smtpUrl || this.timer) return;
    this.logger = log;
    this.smtp = new SmtpThread(
      {
        transport: {
          url: this.config.mail.smtpUrl,
          maxConnections: SMTP_CONNECTIONS,
          connectionTimeout: 5_000,
          greetingTimeout: 5_000,
          socketTimeout: 15_000,
        },
        unrecordedPerConnection: UNMARKED_PER_CONNECTION,
      },
      log,
    );
    this.timer = setInterval(() => this.deliverDue(), this.pollMs);
    this.timer.unref();
    // A mail another process wrote: taken at once, not at the next poll.
    this.store.listen(WRITTEN_CHANNEL, () => void this.deliverDue());
    void this.deliverDue();
  }

  /** Stops taking mails, waits for the ones being sent and their marks, then closes the SMTP thread. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.claiming;
    await Promise.all(this.sending.values());
    await Promise.all(this.hearing);
    await this.smtp?.close();
  }

  /**
   * Claims due mails and hands them to the SMTP thread, until none is due or IN_FLIGHT are out; a
   * call while a claim runs makes it claim once more after (no second loop). `at` is the time mails
   * are due by (a test's clock; the store's now otherwise).
   */
  deliverDue(at?: Date): Promise<void> {
    const smtp = this.smtp;
    if (this.stopped || !smtp) return Promise.resolve();
    if (this.claiming) {
      this.again = true;
      return this.claiming;
    }
    this.claiming = (async () => {
      try {
        // A thread that cannot start (its error is logged) is tried again at the next poll; no mail is taken meanwhile.
        await smtp.started();
        do {
          this.again = false;
          for (;;) {
            const room = IN_FLIGHT - this.sending.size;
            this.full = room <= 0;
            if (this.stopped || this.full) break;
            const claimedAt = Date.now();
            const batch = await claimDueMails(this.db, room, LEASE_MS, at);
            for (const mail of batch) this.dispatch(smtp, mail, claimedAt + ANSWER_WITHIN_MS);
            if (batch.length < room) break;
          }
        } while (this.again && !this.stopped && !this.full);
      } catch (err) {
        this.log?.error({ err }, 'mail delivery failed; trying again shortly');
      } finally {
        this.claiming = undefined;
      }
    })();
    return this.claiming;
  }

  /**
   * Hands one claimed mail to the SMTP thread; its answer marks it sent, or records the failure for a
   * retry, before its connection carries another mail.
   */
  private dispatch(smtp: SmtpThread, mail: ClaimedMail, deadline: number): void {
    let recorded = false;
    const record = (error: Error | undefined) => {
      recorded = true;
      return error ? this.recordFailure(mail, error) : this.markSent(mail);
    };
    // With tracing on, a span of its own linked to the request that wrote the mail (its `traceparent` header).
    const done = inLinkedSpan('mail send', mail.headers?.traceparent, () =>
      smtp.send(this.message(mail), deadline, record),
    )
      // A mail the thread never took (it could not start) has had no answer to record.
      .catch((err: unknown) => (recorded ? undefined : this.recordFailure(mail, err)))
      .finally(() => {
        this.sending.delete(mail.id);
        if (this.full) this.deliverDue();
      });
    this.sending.set(mail.id, done);
  }

  private message(mail: ClaimedMail): SmtpMessage {
    return {
      from: this.config.mail.from,
      to: mail.toAddress,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(mail.headers
        ? {
            headers: Object.fromEntries(
              Object.entries(sentHeaders(mail.headers))
                // The writer's trace is the shop's own: it never leaves in the mail.
                .filter(([name]) => name !== 'traceparent')
                .map(([name, value]) => [name, unseal(value, mail.secrets)]),
            ),
          }
        : {}),
      subject: mail.subject,
      html: unseal(mail.html, mail.secrets),
      text: unseal(mail.text, mail.secrets),
      messageId: messageIdOf(mail, this.messageDomain),
    };
  }

  /**
   * A mail the SMTP server took: marked sent at once, on its own. A mark that fails leaves the mail
   * leased: it goes again when the lease ends (at least once).
   */
  private async markSent(mail: ClaimedMail): Promise<void> {
    try {
      await markSentRows(this.db, [mail.id]);
    } catch (err) {
      this.log?.error({ err, mailId: mail.id }, 'a sent mail could not be marked; it goes again when its lease ends');
      return;
    }
    // Its listeners run apart: the connection carries its next mail without waiting for them.
    for (const listener of this.sentListeners.get(mail.kind) ?? []) {
      const heard = listener({ id: mail.id, eventKey: mail.eventKey, orderId: mail.orderId })
        .catch((err: unknown) => this.log?.error({ err, mailId: mail.id }, "a sent mail's listener failed"))
        .finally(() => this.hearing.delete(heard));
      this.hearing.add(heard);
    }
  }

  /** A mail the SMTP server refused or did not answer: it waits its backoff and is tried again. */
  private async recordFailure(mail: ClaimedMail, err: unknown): Promise<void> {
    const message = err instanceof Error ? err.message : String(err);
    this.log?.warn({ mailId: mail.id, attempts: mail.attempts, error: message }, 'mail not delivered; will retry');
    try {
      await markFailed(this.db, mail.id, message, backoffMs(mail.attempts));
    } catch (markErr) {
      this.log?.error(
        { err: markErr, mailId: mail.id },
        'a failed mail could not be marked; it is tried again when its lease ends',
      );
    }
  }
}
