import { isPrivateMail, type MailDetail, type MailSummary } from '../../domain/mail/schemas';
import type { PageRequest } from '../../domain/shared/paging';
import type { Db } from '../db/client';
import type { Page } from '../db/keyset';
import { AppError } from '../http/errors';
import { countMails, findMail, listMails, type MailRow, type MailScope, mailsTo } from './repo';
import { mask } from './secrets';

/* The outbox as the back office and a person's export read it: never a secret, never a private mail's words. */

export function toSummary(row: MailRow): MailSummary {
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

/** A page of the outbox (one order's mails), newest first, and how many there are. */
export async function listOutbox(
  db: Db,
  orderId: number | undefined,
  request: PageRequest,
): Promise<Page<MailSummary>> {
  const [page, total] = await Promise.all([listMails(db, orderId, request), countMails(db, orderId)]);
  return { ...page, total, rows: page.rows.map(toSummary) };
}

/** A mail as the back office reads it: secrets masked, a private mail's words withheld. */
export async function readMail(db: Db, id: number): Promise<MailDetail> {
  const row = await findMail(db, id);
  if (!row) throw AppError.notFound('MAIL_NOT_FOUND');
  const hidden = isPrivateMail(row.kind);
  return {
    ...toSummary(row),
    replyTo: row.replyTo,
    html: hidden ? null : mask(row.html),
    text: hidden ? null : mask(row.text),
  };
}

/** The mails the shop wrote to an account's address (its export; see MailScope): what, when, never the body. */
export async function mailsSentTo(
  db: Db,
  scope: MailScope,
): Promise<{ kind: MailRow['kind']; subject: string; createdAt: string; sentAt: string | null }[]> {
  const rows = await mailsTo(db, scope);
  return rows.map((r) => ({
    kind: r.kind,
    subject: r.subject,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  }));
}
