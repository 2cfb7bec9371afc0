import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { users } from '../users/schema';

// The images feature's tables: its repo.ts writes them. Another feature reads them through its service (joins only as eslint.config.js's allowedJoins lists).

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Uploaded images, re-encoded and stored in the database so every server process serves them,
 * named by the hash of their bytes (served as immutable).
 */
export const images = pgTable('images', {
  hash: text('hash').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
