import { timestamp } from 'drizzle-orm/pg-core';

/**
 * Columns every feature's schema.ts shares. Every amount of money, in any table, is an integer
 * number of minor units (cents). At the top of src/server, below the tables: src/server/db gathers
 * the tables (db/tables.ts), so the tables import nothing from it.
 */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
