import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { StaffRole, StaffStatus } from '../../domain/accounts/roles';
import { twoFactor } from '../auth/schema';
import type { Db } from '../db/client';
import { jsonValue, type OneValueRead } from '../db/together';
import { users } from '../users/schema';
import { staff } from './schema';
import { extended } from '../../domain/shared/objects';

export type StaffRow = typeof staff.$inferSelect;

/** A member as the staff list shows them: the row, with the account's name and second factor. */
export type StaffListRow = StaffRow & { fullName: string | null; twoFactorEnabled: boolean };

/**
 * Makes the account an active owner, whatever it was on the staff before (the ADMIN_EMAIL account at
 * every start). Several processes may start at once: the insert gives way to any row another process
 * wrote meanwhile (on either unique index: an upsert's conflict target covers one), then one update
 * makes that row the owner's.
 */
export async function upsertOwner(db: Db, userId: number, email: string): Promise<void> {
  const address = email.toLowerCase();
  await db
    .insert(staff)
    .values({ email: address, role: 'owner', status: 'active', userId, acceptedAt: new Date() })
    .onConflictDoNothing();
  await db
    .update(staff)
    .set({
      role: 'owner',
      status: 'active',
      userId,
      inviteTokenHash: null,
      inviteExpiresAt: null,
      acceptedAt: sql`coalesce(${staff.acceptedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(staff.email, address));
}

/**
 * How many accounts are the staff's (active or suspended members), and how many of them were opened
 * this month (UTC): the dashboard's customer counts leave them out (issue #43). One query over a short list.
 */
export function staffAccountCountsRead(): OneValueRead<{ total: number; thisMonth: number }> {
  return {
    sql: sql`select json_build_object('total', count(*)::int,
      'thisMonth', (count(*) filter (where date_trunc('month', ${users.createdAt} at time zone 'UTC') = date_trunc('month', now() at time zone 'UTC')))::int)
      from ${staff} inner join ${users} on ${users.id} = ${staff.userId}
      where ${staff.status} in ('active', 'suspended')`,
    read: (value) => {
      const row = jsonValue<{ total: number; thisMonth: number } | null>(value);
      return { total: Number(row?.total ?? 0), thisMonth: Number(row?.thisMonth ?? 0) };
    },
  };
}

/**
 * Every member with their account's name and whether their sign-in asks for a code: joins to the
 * users and auth features' tables (eslint.config.js's allowedJoins), one query over a short list.
 */
export async function listStaffRows(db: Db, id?: number): Promise<StaffListRow[]> {
  const rows = await db
    .select({
      member: staff,
      fullName: users.fullName,
      twoFactorEnabled: sql<boolean>`${twoFactor.enabledAt} is not null`,
    })
    .from(staff)
    .leftJoin(users, eq(users.id, staff.userId))
    .leftJoin(twoFactor, and(eq(twoFactor.userId, staff.userId), isNotNull(twoFactor.enabledAt)))
    .where(id === undefined ? undefined : eq(staff.id, id))
    .orderBy(asc(staff.email));
  return rows.map((r) =>
    extended(r.member, { fullName: r.fullName ?? null, twoFactorEnabled: Boolean(r.twoFactorEnabled) }),
  );
}

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findStaffByToken(db: Db, tokenHash: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.inviteTokenHash, tokenHash)).limit(1);
  return row;
}

/**
 * Locks the active owners' rows, in id order, then the member's: run in a transaction, so of two
 * changes that would each leave one owner fewer, the second waits for the first and then counts the
 * owners the first left (a row it demoted no longer matches once it is unlocked).
 */
export async function lockForChange(db: Db, id: number): Promise<{ owners: number[]; member: StaffRow | undefined }> {
  const owners = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), eq(staff.status, 'active')))
    .orderBy(asc(staff.id))
    .for('update');
  const [member] = await db.select().from(staff).where(eq(staff.id, id)).for('update');
  return { owners: owners.map((o) => o.id), member };
}

/** Locks one member's row (an invitation being accepted or sent again). */
export async function lockStaff(db: Db, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).for('update');
  return row;
}

export async function insertInvitation(
  db: Db,
  values: { email: string; role: StaffRole; invitedBy: number; inviteTokenHash: string; inviteExpiresAt: Date },
): Promise<StaffRow> {
  const [row] = await db
    .insert(staff)
    .values({ ...values, email: values.email.toLowerCase(), status: 'invited' })
    .returning();
  return row!;
}

export async function updateStaffRow(
  db: Db,
  id: number,
  values: Partial<{
    role: StaffRole;
    status: StaffStatus;
    userId: number;
    inviteTokenHash: string | null;
    inviteExpiresAt: Date | null;
    acceptedAt: Date;
    invitedBy: number;
  }>,
): Promise<StaffRow | undefined> {
  const [row] = await db
    .update(staff)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(staff.id, id))
    .returning();
  return row;
}

export async function deleteStaffRow(db: Db, id: number): Promise<void> {
  await db.delete(staff).where(eq(staff.id, id));
}
