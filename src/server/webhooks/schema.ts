import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { users } from '../users/schema';

// The webhooks feature's tables (DESIGN §1 "Webhooks and integrations"): its repo.ts writes them.

/** An endpoint the owner registered: where the events it asked for are posted, signed with its secret. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  /** The event types it receives (`order.paid`, …). */
  events: jsonb('events').$type<string[]>().notNull(),
  description: text('description'),
  /** `whsec_<base64>` (Standard Webhooks): shown once, when registered. */
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** Why and when it was disabled (a day of failures), null while it receives. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  disabledReason: text('disabled_reason'),
  /** The first failure of its current run of failures; null once a delivery succeeds. */
  failingSince: timestamp('failing_since', { withTimezone: true }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  /** Removed by the owner: kept for its deliveries' log, never sent to again. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/**
 * The webhooks' outbox: one delivery per endpoint and event, written in the event's transaction and posted by a
 * worker in every process (`for update skip locked` and a lease), retried with growing delays for a day under the
 * same `webhook-id` (`message_id`).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's own key (e.g. `order.paid:42`): a second write of the same event for the endpoint is ignored. */
    eventKey: text('event_key').notNull(),
    /** `webhook-id`: the same on every try and redelivery (`msg_…`). */
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The body posted, `{ type, timestamp, data }`, as its exact text (what is signed). */
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the delivery until then while it posts it; a worker killed mid-post lets it go. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_idx').on(t.endpointId, t.eventKey),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    check('webhook_deliveries_attempts', sql`${t.attempts} >= 0`),
  ],
);
