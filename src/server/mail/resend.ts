import { withMessageIdPart } from './message-id';
import { isPrivateMail, type MailSummary } from '../../domain/mail/schemas';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { toSummary } from './outbox-reading';
import { countEventKeys, findMail, insertMailReturning } from './repo';
import { placeholdersOf } from './secrets';

/**
 * A copy of an order's mail (same kind, subject and body) to `to`, the order's current address,
 * written in `db` under a new event (`resend:{id}:{n}`, n counting the copies); 404 for no such mail,
 * 409 for a mail of no order, an empty address (its customer was deleted) or a private mail (a gift
 * card's code goes to its recipient alone, on its day). `secrets(names)` gives fresh values for the
 * placeholders the body has (a new key to the order's page), since the original's are forgotten once
 * it is sent.
 */
export async function resendMail(
  db: Db,
  id: number,
  to: string,
  secrets: (names: string[], db: Db) => Promise<Record<string, string>>,
): Promise<MailSummary> {
  const original = await findMail(db, id);
  if (!original) throw AppError.notFound('MAIL_NOT_FOUND');
  if (original.orderId === null || to.trim() === '' || isPrivateMail(original.kind)) {
    throw AppError.conflict('MAIL_NOT_RESENDABLE');
  }
  const holes = placeholdersOf(original);
  const fresh = holes ? { marker: holes.marker, values: await secrets(holes.names, db) } : null;
  if (holes && holes.names.some((name) => !(name in fresh!.values))) throw AppError.conflict('MAIL_NOT_RESENDABLE');
  const prefix = `resend:${id}:`;
  // Two resends at once may count alike: the second write of a key is ignored, and the next n tried.
  for (let n = (await countEventKeys(db, prefix)) + 1; ; n++) {
    const row = await insertMailReturning(db, {
      eventKey: `${prefix}${n}`,
      kind: original.kind,
      toAddress: to.trim(),
      headers: withMessageIdPart(null),
      subject: original.subject,
      html: original.html,
      text: original.text,
      secrets: fresh,
      orderId: original.orderId,
    });
    if (row) return toSummary(row);
  }
}
