import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { users } from '../users/schema';

// The customers feature's tables: its repo.ts writes them. Another feature reads them through its service (joins only as eslint.config.js's allowedJoins lists).

/**
 * The house's internal notes about a customer (DESIGN §1, "Customer care"): who wrote what, when.
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
