import { createHash, randomBytes } from 'node:crypto';
import type { Invitation } from '../../domain/accounts/staff';
import type { AuditService } from '../audit/service';
import type { AuthService } from '../auth/service';
import { hashPassword } from '../auth/passwords';
import type { SessionService } from '../auth/session';
import type { AuthThrottle } from '../auth/throttle';
import type { Db } from '../db/client';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/errors';
import type { UserRow, UsersService } from '../users/service';
import { findStaffByToken, lockStaff, type StaffRow, updateStaffRow } from './repo';

/** An invitation's link followed: what it invites to, and its acceptance into a new or an existing account. */

/** A link's token as the staff row keeps it. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

interface AcceptDeps {
  db: Db;
  users: Pick<UsersService, 'findByEmail' | 'update' | 'create' | 'taken'>;
  sessions: Pick<SessionService, 'endAll'>;
  auth: Pick<AuthService, 'forgetResetLinks'>;
  audit: Pick<AuditService, 'record'>;
  throttle: Pick<AuthThrottle, 'beginRegistration'>;
}

/** The invitation behind a link, while it can still be accepted. */
export async function invitationOf(db: Db, token: string): Promise<Invitation> {
  const row = usable(await findStaffByToken(db, hashToken(token)));
  return { email: row.email, role: row.role };
}

/**
 * Accepts an invitation: makes the account (its address confirmed), or, when an account already
 * uses the address, sets its password and name, confirms the address and ends its sessions; the
 * member is active from then on. Limited per address like registrations (429). Answers the account,
 * which the caller signs in.
 */
export async function acceptInvitation(
  { db, users, sessions, auth, audit, throttle }: AcceptDeps,
  input: { token: string; fullName: string; password: string },
  ip: string,
): Promise<UserRow> {
  await throttle.beginRegistration(ip);
  const tokenHash = hashToken(input.token);
  const found = usable(await findStaffByToken(db, tokenHash));
  const passwordHash = await hashPassword(input.password);
  const existing = await users.findByEmail(found.email);
  const username = existing ? '' : await freeUsername(users, found.email);
  return withTransaction(db, async (tx) => {
    // Accepted, sent again or withdrawn meanwhile: what the link is now.
    const row = usable(await lockStaff(tx, found.id), tokenHash);
    const now = new Date();
    let user: UserRow | undefined;
    if (existing) {
      user = await users.update(
        existing.id,
        { passwordHash, fullName: input.fullName, emailVerifiedAt: existing.emailVerifiedAt ?? now, isActive: true },
        tx,
      );
      await sessions.endAll(existing.id, tx);
      await auth.forgetResetLinks(existing.id, tx);
    } else {
      user = await users.create(
        { username, email: row.email, fullName: input.fullName, passwordHash, emailVerifiedAt: now },
        tx,
      );
    }
    if (!user) throw AppError.badRequest('INVITATION_INVALID');
    await updateStaffRow(tx, row.id, { status: 'active', userId: user.id, acceptedAt: now });
    await audit.record(
      {
        adminId: user.id,
        action: 'staff.accepted',
        entity: 'staff',
        entityId: row.id,
        details: { email: row.email, role: row.role },
      },
      tx,
    );
    return user;
  });
}

/** A username for a new member's account: the address's local part, made unique if an account has it. */
async function freeUsername(users: Pick<UsersService, 'taken'>, email: string): Promise<string> {
  const local = email
    .split('@')[0]!
    .replace(/[^\p{L}\p{N}._-]/gu, '')
    .slice(0, 30);
  const base = local.length >= 3 ? local : `staff-${local}`;
  if (!(await users.taken('', base)).username) return base;
  return `${base}-${randomBytes(3).toString('hex')}`;
}

/**
 * The row behind a link, if it can still be accepted; otherwise why not: unknown (or replaced by a
 * link sent since: `tokenHash` no longer its own), accepted already, or past its day.
 */
function usable(row: StaffRow | undefined, tokenHash?: string): StaffRow {
  if (!row || (tokenHash !== undefined && row.inviteTokenHash !== tokenHash))
    throw AppError.badRequest('INVITATION_INVALID');
  if (row.status !== 'invited') throw AppError.badRequest('INVITATION_USED');
  if (!row.inviteExpiresAt || row.inviteExpiresAt.getTime() <= Date.now())
    throw AppError.badRequest('INVITATION_EXPIRED');
  return row;
}
