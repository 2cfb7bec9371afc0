import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { users } from '../users/schema';

// The creations feature's tables: its repo.ts writes them. Another feature reads them through its service (joins only as eslint.config.js's allowedJoins lists).

/** A signed-in shopper's saved lifestyle results and bespoke designs ("My creations"). */
export const creations = pgTable(
  'creations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['lifestyle', 'bespoke'] }).notNull(),
    name: text('name').notNull(),
    /** Exactly what a custom cart line's customDetails holds. */
    details: jsonb('details').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('creations_user_idx').on(t.userId, t.id.desc())],
);
