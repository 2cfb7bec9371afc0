import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { STAFF_ROLES, STAFF_STATUSES } from '../../domain/accounts/roles';
import { createdAt } from '../columns';
import { users } from '../users/schema';

// The staff feature's tables: its repo.ts writes them. Another feature reads them through its service (joins only as eslint.config.js's allowedJoins lists).

/**
 * The house's staff: one row per member, from the invitation on. An invited member has no account
 * yet (or a customer account of that address, linked when the invitation is accepted); the role is
 * what the back office lets them do (domain/accounts/roles.ts).
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** Lower case: the address the invitation went to, then the account's. */
    email: text('email').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    status: text('status', { enum: STAFF_STATUSES }).notNull().default('invited'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the invitation link's token: a day, once. */
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_email_idx').on(t.email),
    uniqueIndex('staff_user_idx').on(t.userId),
    uniqueIndex('staff_invite_token_idx').on(t.inviteTokenHash),
    check('staff_role_known', sql`${t.role} in ('owner', 'fulfilment', 'catalogue', 'support')`),
    check('staff_status_known', sql`${t.status} in ('invited', 'active', 'suspended')`),
    check('staff_active_has_account', sql`${t.status} = 'invited' or ${t.userId} is not null`),
  ],
);
