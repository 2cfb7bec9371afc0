import { sql } from 'drizzle-orm';
import { boolean, date, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';

// The users feature's tables: its repo.ts writes them. Another feature reads them through its service (joins only as eslint.config.js's allowedJoins lists).

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    /** The account's language: its mails speak it (decision 069). */
    locale: text('locale').notNull().default('en'),
    phone: text('phone'),
    address: text('address'),
    /** The second address line (flat, building), optional (issue #43). */
    address2: text('address2'),
    city: text('city'),
    /** State, province, prefecture where the country's addresses name one (domain/addresses/regions). */
    region: text('region'),
    postalCode: text('postal_code'),
    country: text('country'),
    dateOfBirth: text('date_of_birth'),
    /** When the address was confirmed by its mailed link; null until then (decision 065). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    subscriptionStatus: text('subscription_status').notNull().default('inactive'),
    /** Name, e-mail and username lower case without accents, set by a trigger on every write (the back office's search). */
    searchText: text('search_text'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    // The back office's list and search indexes are built online at start (db/online-indexes.ts).
  ],
);

/** Accounts opened per month (UTC), kept by a trigger on `users`: the dashboard's customer counts. */
export const userFigures = pgTable('user_figures', {
  month: date('month').primaryKey(),
  users: integer('users').notNull().default(0),
});
