import { withMessageIdPart } from './message-id';
import type { FastifyBaseLogger } from 'fastify';
import type { MailDetail, MailSummary } from '../../domain/mail/schemas';
import type { Config } from '../config';
import type { PageRequest } from '../../domain/shared/paging';
import type { Db, Store } from '../db/client';
import type { Page } from '../db/keyset';
import { isTx } from '../db/transaction';
import { listOutbox, mailsSentTo, readMail } from './outbox-reading';
import { OutboxWorker, type SentMail } from './outbox-worker';
import type { RenderedMail } from './render';
import { withHouse, withHouseText } from './house-details';
import type { House } from '../../domain/settings/house';
import {
  deletePendingMail,
  insertMail,
  mailBacklog,
  kindOfOrder,
  type MailRow,
  type MailScope,
  pendingMails,
  redactMailsTo,
  sentAtOf,
} from './repo';
import { resendMail } from './resend';
import { seal, sealHeaders } from './secrets';
import { currentTraceparent } from '../observability/tracing';
import type { SmtpThread } from './smtp-thread';

export type { MailScope };

const POLL_MS = 1_000;
/** The after-commit key of the worker's wake: one per transaction, however many mails it writes. */
const WAKE_AFTER_COMMIT = 'mail:wake';

/** One event's mail: `eventKey` names the event, so it is written (and sent) once. */
export interface OutgoingMail extends RenderedMail {
  eventKey: string;
  to: string;
  /** Where an answer goes, when not to the shop (a contact message: the shopper who wrote it). */
  replyTo?: string;
  /**
   * Headers of its own, sent as they are (a marketing mail's `List-Unsubscribe` and `List-Unsubscribe-Post`, RFC
   * 8058); a secret in one is kept out of the store as in the body.
   */
  headers?: Record<string, string>;
  orderId?: number;
  /** Not before then (a gift card's day); at once when absent. */
  sendAt?: Date;
  /**
   * What in the body only the recipient may use, by name (a token, an order's key, a gift card's
   * code): stored beside the body, never in it, until the SMTP server accepts the mail (secrets.ts).
   */
  secrets?: Record<string, string>;
}

/** What MailService is built from (services.ts gives each by name). */
export interface MailDeps {
  db: Db;
  config: Pick<Config, 'mail' | 'publicUrl' | 'isProduction'>;
  store: Pick<Store, 'notify' | 'listen'>;
  /** How often the worker looks for due mails when nothing wakes it (a mail's day, a retry). */
  pollMs?: number;
  /**
   * The house's public details (the owner's settings, read in `db`: the mail's transaction), put under every mail
   * when it is written, so a change shows in the next one; absent, mails go without them.
   */
  house?: (db: Db) => Promise<House>;
}

/**
 * The mails table's one owner: the outbox. A mail is written in the transaction of the event that
 * causes it and delivered by the worker (outbox-worker.ts) in every server process that has
 * SMTP_URL. Without SMTP_URL, mails wait in the outbox, where a staff member reads them
 * (outbox-reading.ts) and resends an order's (resend.ts).
 */
export class MailService {
  private readonly worker: OutboxWorker;

  private readonly db: Db;
  private readonly config: Pick<Config, 'mail' | 'publicUrl' | 'isProduction'>;
  private readonly house: MailDeps['house'];

  constructor({ db, config, store, pollMs = POLL_MS, house }: MailDeps) {
    this.db = db;
    this.config = config;
    this.house = house;
    this.worker = new OutboxWorker({ db, config, store, pollMs });
  }

  /** How mail leaves: over SMTP, kept in the outbox for a staff member (development), or not set up (production). */
  get delivery(): 'smtp' | 'outbox' | 'not-configured' {
    if (this.config.mail.smtpUrl) return 'smtp';
    return this.config.isProduction ? 'not-configured' : 'outbox';
  }

  /** The thread that talks to the SMTP server while the worker runs (tests stop it to play a crash). */
  get smtpThread(): SmtpThread | undefined {
    return this.worker.smtpThread;
  }

  /** Writes the mail, inside the caller's transaction when it passes one; the worker sends it soon after. */
  async enqueue(mail: OutgoingMail, db: Db = this.db): Promise<void> {
    // An order whose customer deleted their account has no address left: nobody is mailed.
    if (mail.to.trim() === '') return;
    // The house's address and contact under the mail, as the settings say them now (house-details.tsx).
    const house = await this.house?.(db);
    const withDetails = {
      ...mail,
      html: withHouse(mail.html, house),
      text: withHouseText(mail.text, mail.html, house),
    };
    const { html, text, sealed } = seal(withDetails, mail.secrets ?? {});
    const own = mail.headers ? sealHeaders(mail.headers, mail.secrets ?? {}, sealed) : null;
    // With tracing on, the writer's span: the worker's send links to it, and strips it before SMTP (outbox-worker.ts).
    const traceparent = currentTraceparent();
    const headers = withMessageIdPart(traceparent ? { ...own, traceparent } : own);
    await insertMail(db, {
      eventKey: mail.eventKey,
      kind: mail.kind,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      headers,
      subject: mail.subject,
      html,
      text,
      secrets: sealed,
      orderId: mail.orderId ?? null,
      ...(mail.sendAt ? { nextAttemptAt: mail.sendAt } : {}),
    });
    if (!mail.sendAt || mail.sendAt.getTime() <= Date.now()) this.wakeAfter(db);
  }

  /**
   * Once the mail written in `db` can be read (its transaction committed), the worker of this process
   * and, through the store's notifications, of every other one takes it without waiting for a poll.
   */
  private wakeAfter(db: Db): void {
    if (isTx(db)) db.afterCommit(WAKE_AFTER_COMMIT, () => this.worker.wake());
    else if (db === this.db) void this.worker.wake();
    // A transaction opened without withTransaction has no commit to wait for: the next poll takes it.
    else
      this.worker.log?.warn(
        'a mail was written in a transaction without after-commit hooks; it waits for the next poll',
      );
  }

  /**
   * Withdraws an event's mail that has not gone yet (a gift card cancelled before its day), inside the
   * caller's transaction: it never goes, and what it said (a code) leaves the store. A mail a worker
   * is sending at that moment goes. Answers whether it was withdrawn.
   */
  cancelPending(eventKey: string, db: Db = this.db): Promise<boolean> {
    return deletePendingMail(db, eventKey);
  }

  /** See OutboxWorker.onSent: who hears of each mail of `kind` once it is marked sent. */
  onSent(kind: MailRow['kind'], listener: (mail: SentMail) => Promise<void>): void {
    this.worker.onSent(kind, listener);
  }

  /** When each of these events' mails went (null: not yet); an event without a mail is absent. */
  sentAt(eventKeys: readonly string[], db: Db = this.db): Promise<Map<string, Date | null>> {
    return sentAtOf(db, eventKeys);
  }

  /** Whether the order has mails of this kind and every one of them has gone. */
  async allSent(orderId: number, kind: MailRow['kind'], db: Db = this.db): Promise<boolean> {
    const { all, unsent } = await kindOfOrder(db, orderId, kind);
    return all > 0 && unsent === 0;
  }

  /** A page of the outbox (one order's mails), newest first, and how many there are. */
  list(orderId: number | undefined, request: PageRequest): Promise<Page<MailSummary>> {
    return listOutbox(this.db, orderId, request);
  }

  /** A mail as the back office reads it: secrets masked, a private mail's words withheld. */
  get(id: number): Promise<MailDetail> {
    return readMail(this.db, id);
  }

  /** A copy of an order's mail to its current address, inside the caller's transaction (resend.ts). */
  async resend(
    id: number,
    to: string,
    secrets: (names: string[], db: Db) => Promise<Record<string, string>>,
    db: Db = this.db,
  ): Promise<MailSummary> {
    const copy = await resendMail(db, id, to, secrets);
    this.wakeAfter(db);
    return copy;
  }

  pending() {
    return pendingMails(this.db);
  }

  /** The mails due or failing (not the ones kept for their day), and the oldest's age: what `GET /metrics` reports. */
  backlog() {
    return mailBacklog(this.db);
  }

  /** The mails the shop wrote to an account's address (its export; see MailScope): what, when, never the body. */
  sentTo(scope: MailScope) {
    return mailsSentTo(this.db, scope);
  }

  /**
   * Inside an account's deletion: the mails to its address (see MailScope) keep their kind, subject
   * and dates, and lose the address and the body; the ones still waiting are withdrawn.
   */
  redactTo(scope: MailScope, db: Db): Promise<void> {
    return redactMailsTo(db, scope);
  }

  /** Starts the worker, and its SMTP thread, when SMTP is configured. */
  start(log: FastifyBaseLogger): void {
    this.worker.start(log);
  }

  /** Stops taking mails, waits for the ones being sent and their marks, then closes the SMTP thread. */
  stop(): Promise<void> {
    return this.worker.stop();
  }

  /** See OutboxWorker.deliverDue: claims due mails (by `at`, a test's clock) and hands them to SMTP. */
  deliverDue(at?: Date): Promise<void> {
    return this.worker.deliverDue(at);
  }
}
