import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { mailKinds, mailStatuses } from '../../domain/mail/schemas';
import { createdAt } from '../columns';
import { orders } from '../orders/schema';

/** The secrets of one mail while it waits: the placeholders' marker (random per mail) and each secret by name (see secrets.ts). */
export interface SealedSecrets {
  marker: string;
  values: Record<string, string>;
}

// The mail feature's tables: its repo.ts writes them. Another feature reads them through its service (joins only as eslint.config.js's allowedJoins lists).

/**
 * The outbox: every mail the shop sends, written in the same transaction as the event that causes
 * it (one row per event: `eventKey` is unique), delivered by a worker with retries.
 */
export const mails = pgTable(
  'mails',
  {
    id: serial('id').primaryKey(),
    /** The event, e.g. `order-confirmation:42`: a second write of the same event is ignored. */
    eventKey: text('event_key').notNull().unique(),
    kind: text('kind', { enum: mailKinds }).notNull(),
    toAddress: text('to_address').notNull(),
    /** Where an answer goes when it is not the sender (a contact message: the shopper who wrote it). */
    replyTo: text('reply_to'),
    /** Headers of its own (a marketing mail's `List-Unsubscribe` and `List-Unsubscribe-Post`, RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /**
     * What the body's placeholders stand for (a token, an order's key, a gift card's code) until the
     * SMTP server accepts the mail; null once it has, or for a mail with none (see secrets.ts).
     */
    secrets: jsonb('secrets').$type<SealedSecrets>(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the mail until then while it sends it; a worker killed mid-send lets it go. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mails_due_idx').on(t.status, t.nextAttemptAt), index('mails_order_idx').on(t.orderId)],
);
