import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { perfumes } from '../catalogue/schema';
import { users } from '../users/schema';

// The wishlist feature's tables: its repo.ts writes them. Another feature reads them through its service (joins only as eslint.config.js's allowedJoins lists).

/** A signed-in shopper's wishlist (a guest's lives in the browser and joins it at sign-in). */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    perfumeId: integer('perfume_id')
      .notNull()
      .references(() => perfumes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.perfumeId] })],
);
