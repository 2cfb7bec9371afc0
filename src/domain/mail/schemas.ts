import { timestampSchema } from '../shared/fields';
import { pagedQuery } from '../shared/paging';
import { z } from '../shared/zod';

/** Every mail the shop sends, by kind: the outbox's `kind` column (server/mail/schema.ts) takes these and no other. */
export const mailKinds = [
  'order-confirmation',
  'order-shipped',
  'order-cancelled',
  'order-refunded',
  'password-reset',
  'return-approved',
  'return-refused',
  'return-requested',
  'return-received',
  'return-alert',
  'gift-card',
  'back-in-stock',
  'staff-invitation',
  'email-verification',
  'review-invitation',
  'review-published',
  'review-answered',
  'contact-message',
  'contact-acknowledgement',
  // A refill's life (DESIGN §1 "Refills"): server/refills/mails.
  'refill-reminder',
  'refill-declined',
  'refill-action-needed',
  'refill-cancelled',
  'refill-postponed',
  'refill-stopped',
  'refill-changed',
  // Marketing, only with consent (DESIGN §1 "Abandoned carts and consent"): server/marketing/mails.
  'cart-reminder',
  // A webhook endpoint disabled after a day of failures, to the owners: server/webhooks/mails.
  'webhook-disabled',
] as const;
export type MailKind = (typeof mailKinds)[number];

/**
 * The mails whose whole point is a secret for their recipient alone (a link that sets a password,
 * confirms an address or joins the staff; a gift card's code): nobody in the back office reads their
 * words, and none is sent again from there (docs/decisions: Outbox).
 */
const privateMailKinds: readonly MailKind[] = ['password-reset', 'email-verification', 'staff-invitation', 'gift-card'];
export const isPrivateMail = (kind: MailKind): boolean => privateMailKinds.includes(kind);
/** Where a mail of the outbox stands: its `status` column's values. */
export const mailStatuses = ['pending', 'sent'] as const;

/** A mail in the outbox, as the admin's Mail tab lists it. */
export const mailSummarySchema = z.object({
  id: z.number(),
  kind: z.enum(mailKinds),
  to: z.string(),
  subject: z.string(),
  status: z.enum(mailStatuses),
  attempts: z.number(),
  lastError: z.string().nullable(),
  orderId: z.number().nullable(),
  createdAt: timestampSchema,
  sentAt: timestampSchema.nullable(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;
export const mailListSchema = z.array(mailSummarySchema);

/**
 * One mail with what it says: a staff member reads it as the customer would, with every secret it carries
 * (an order's key) masked; a private mail's words (see isPrivateMail) are null.
 */
export const mailDetailSchema = mailSummarySchema.extend({
  /** Where an answer goes, when not to the shop (a contact message: the shopper who wrote it). */
  replyTo: z.string().nullable(),
  html: z.string().nullable(),
  text: z.string().nullable(),
});
export type MailDetail = z.infer<typeof mailDetailSchema>;

/** `?orderId=` narrows the Mail tab to one order's mails. */
export const mailQuerySchema = pagedQuery({ orderId: z.coerce.number().int().positive().optional() });
