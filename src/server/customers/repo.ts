import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../users/schema';
import { customerNotes } from './schema';

/** A note with its author's name. */
export interface CustomerNoteRow {
  id: number;
  body: string;
  author: string | null;
  createdAt: Date;
}

export async function insertCustomerNote(
  db: Db,
  value: { userId: number; authorId: number; body: string },
): Promise<number> {
  const [row] = await db.insert(customerNotes).values(value).returning({ id: customerNotes.id });
  return row!.id;
}

/** The notes about a customer, newest first, each with its author's name. */
export function notesOfCustomer(db: Db, userId: number): Promise<CustomerNoteRow[]> {
  return db
    .select({
      id: customerNotes.id,
      body: customerNotes.body,
      author: users.fullName,
      createdAt: customerNotes.createdAt,
    })
    .from(customerNotes)
    .leftJoin(users, eq(users.id, customerNotes.authorId))
    .where(eq(customerNotes.userId, userId))
    .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id));
}
