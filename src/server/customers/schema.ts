import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { users } from '../users/schema';

// The customers feature's tables: its repo.ts writes them. Another feature reads them through its service (joins only as eslint.config.js's allowedJoins lists).

/**
 * The house's internal notes about a customer (decision 066): who wrote what, when.
 * Never shown to the customer nor in their export (the house's records); they go with the account.
 */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_notes_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A guest buyer as the customers list shows them (issue #43): one row per address that paid orders
 * without an account, kept by a trigger on `orders` (migration 0022) in the transaction of every
 * change of those orders, so the list pages and searches one table instead of grouping every order
 * per request. A row goes when its address has no paid guest order left (adopted by a confirmed
 * account, or emptied by a deletion).
 *
 * Its id is drawn from the accounts' sequence: an account and a guest never share a number, so the
 * list's one cursor (`created_at`, id) pages both.
 */
export const guestCustomers = pgTable(
  'guest_customers',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('users_id_seq')`),
    /** Lower case: the buyer's address on the orders. */
    email: text('email').notNull(),
    /** The buyer's name, phone, city and country on the latest order. */
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    city: text('city'),
    country: text('country'),
    latestOrderId: integer('latest_order_id').notNull(),
    /** Paid orders (wholly refunded ones too, as on an account's page). */
    orders: integer('orders').notNull(),
    /** What those orders kept: paid totals less refunds (domain/customers/care.ts's rule). */
    spentCents: bigint('spent_cents', { mode: 'number' }).notNull(),
    /**
     * The same, per currency (decision 070: sums of two currencies are never added): `{ "EUR": 15200, "GBP": 4500 }`,
     * in each currency's minor units. `spent_cents` above is kept for the release before it (decision 073) and read by
     * none.
     */
    spentByCurrency: jsonb('spent_by_currency').$type<Record<string, number>>().notNull().default({}),
    /** The first paid order's: where the guest sits in the list, as an account sits by when it joined. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }).notNull(),
    /** Name and e-mail folded (shop_fold), trigram-indexed: the back office's search. */
    searchText: text('search_text').notNull(),
  },
  (t) => [
    uniqueIndex('guest_customers_email_idx').on(t.email),
    // Read backwards for the list's newest first (an ascending index, no NULLS LAST to mismatch).
    index('guest_customers_created_id_idx').on(t.createdAt, t.id),
    index('guest_customers_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
