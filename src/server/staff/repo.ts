import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staff } from './schema';

/**
 * Makes the account an active owner, whatever it was on the staff before (the ADMIN_EMAIL account at
 * every start). Several processes may start at once: the row is written by one statement.
 */
export async function upsertOwner(db: Db, userId: number, email: string): Promise<void> {
  await db
    .insert(staff)
    .values({ email: email.toLowerCase(), role: 'owner', status: 'active', userId, acceptedAt: new Date() })
    .onConflictDoUpdate({
      target: staff.email,
      set: {
        role: 'owner',
        status: 'active',
        userId,
        inviteTokenHash: null,
        inviteExpiresAt: null,
        acceptedAt: sql`coalesce(${staff.acceptedAt}, now())`,
        updatedAt: sql`now()`,
      },
    });
}
