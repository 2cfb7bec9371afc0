import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../users/schema';
import { orderNotes } from '../schema';

/*
 * The internal notes' queries (the orders feature owns `order_notes`). A file of its own beside the
 * orders' repo.ts: the lint lets only files named repo.ts talk to the database.
 */

export interface NoteRow {
  id: number;
  body: string;
  author: string | null;
  createdAt: Date;
}

export async function insertOrderNote(
  db: Db,
  value: { orderId: number; authorId: number; body: string },
): Promise<{ id: number; createdAt: Date }> {
  const [row] = await db
    .insert(orderNotes)
    .values(value)
    .returning({ id: orderNotes.id, createdAt: orderNotes.createdAt });
  return row!;
}

/** An order's notes, newest first, each with its author's name. */
export function notesOfOrder(db: Db, orderId: number): Promise<NoteRow[]> {
  return db
    .select({ id: orderNotes.id, body: orderNotes.body, author: users.fullName, createdAt: orderNotes.createdAt })
    .from(orderNotes)
    .leftJoin(users, eq(users.id, orderNotes.authorId))
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id));
}
