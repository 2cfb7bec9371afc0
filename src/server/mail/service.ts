import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailDetail, MailSummary } from '../../domain/admin';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { type ClaimedMail, claimDueMails, findMail, insertMail, listMails, type MailRow, markFailed, markSent, pendingMails } from './repo';
import type { RenderedMail } from './templates';

const POLL_MS = 1_000;
const BATCH = 50;
/** How long a worker holds a mail while sending it (longer than a send can take, given the timeouts below); a worker killed mid-send lets it go after this. */
const LEASE_MS = 30_000;
const MAX_BACKOFF_MS = 15 * 60_000;

/** One event's mail: `eventKey` names the event, so it is written (and sent) once. */
export interface OutgoingMail extends RenderedMail {
  eventKey: string;
  to: string;
  orderId?: number;
}

/** The wait before the next try after `attempts` failures: 1 s, 2 s, 4 s … up to 15 minutes. */
function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, attempts - 1));
}

function toSummary(row: MailRow): MailSummary {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/**
 * The mails table's one owner: the outbox. A mail is written in the transaction of the event that
 * causes it and delivered by the worker below, in every server process that has SMTP_URL: each
 * takes due mails with `for update skip locked`, so two processes never send the same mail at
 * once, and a mail a killed process was sending goes out again once its lease ends (at least
 * once; the event names the Message-ID, so a resend is recognisable). Without SMTP_URL, mails
 * wait in the outbox, where the admin reads them.
 */
export class MailService {
  private transporter: Transporter | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly messageDomain: string;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'mail' | 'publicUrl' | 'isProduction'>,
  ) {
    this.messageDomain = new URL(config.publicUrl).hostname || 'maison-lumiere.shop';
  }

  /** How mail leaves: over SMTP, kept in the outbox for the admin (development), or not set up (production). */
  get delivery(): 'smtp' | 'outbox' | 'not-configured' {
    if (this.config.mail.smtpUrl) return 'smtp';
    return this.config.isProduction ? 'not-configured' : 'outbox';
  }

  /** Writes the mail, inside the caller's transaction when it passes one; the worker sends it soon after. */
  async enqueue(mail: OutgoingMail, db: Db = this.db): Promise<void> {
    await insertMail(db, {
      eventKey: mail.eventKey,
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      orderId: mail.orderId ?? null,
    });
    // Once the caller's transaction has committed, this process sends it without waiting for the next poll.
    if (this.timer) setTimeout(() => this.deliverDue(), 25).unref();
  }

  async list(limit: number, offset: number, orderId?: number): Promise<MailSummary[]> {
    return (await listMails(this.db, limit, offset, orderId)).map(toSummary);
  }

  async get(id: number): Promise<MailDetail> {
    const row = await findMail(this.db, id);
    if (!row) throw AppError.notFound('MAIL_NOT_FOUND');
    return { ...toSummary(row), html: row.html, text: row.text };
  }

  pending() {
    return pendingMails(this.db);
  }

  /** Starts the worker when SMTP is configured. */
  start(log: FastifyBaseLogger): void {
    if (!this.config.mail.smtpUrl || this.timer) return;
    this.log = log;
    this.transporter = nodemailer.createTransport({
      url: this.config.mail.smtpUrl,
      pool: true,
      maxConnections: 5,
      connectionTimeout: 5_000,
      greetingTimeout: 5_000,
      socketTimeout: 15_000,
    });
    this.timer = setInterval(() => this.deliverDue(), POLL_MS);
    this.timer.unref();
    this.deliverDue();
  }

  /** Stops taking mails and waits for the ones being sent. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    this.transporter?.close();
  }

  private log: FastifyBaseLogger | undefined;

  /** Sends every due mail, a batch at a time; a call while one runs waits for it (no second loop). */
  deliverDue(): Promise<void> {
    if (this.running || this.stopped || !this.transporter) return this.running ?? Promise.resolve();
    this.running = (async () => {
      try {
        for (;;) {
          if (this.stopped) return;
          const batch = await claimDueMails(this.db, BATCH, LEASE_MS);
          if (batch.length === 0) return;
          const sent = (await Promise.all(batch.map(async (mail) => ((await this.send(mail)) ? mail.id : undefined)))).filter((id) => id !== undefined);
          await markSent(this.db, sent);
        }
      } catch (err) {
        this.log?.error({ err }, 'mail delivery failed; trying again shortly');
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  /** Hands one mail to the SMTP server; answers whether it took it (a failure is recorded for a retry). */
  private async send(mail: ClaimedMail): Promise<boolean> {
    try {
      await this.transporter!.sendMail({
        from: this.config.mail.from,
        to: mail.toAddress,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: `<${mail.eventKey.replace(/[^A-Za-z0-9.-]/g, '.')}@${this.messageDomain}>`,
      });
      return true;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.log?.warn({ mailId: mail.id, attempts: mail.attempts, error: message }, 'mail not delivered; will retry');
      await markFailed(this.db, mail.id, message, backoffMs(mail.attempts));
      return false;
    }
  }
}
