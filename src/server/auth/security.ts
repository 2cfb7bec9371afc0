import Bowser from 'bowser';
import type { StaffRole } from '../../domain/accounts/roles';
import type { SessionInfo } from '../../domain/accounts/schemas';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import {
  deleteAttemptsNaming,
  deleteSessionOf,
  liveSessionsOf,
  otherActiveOwners,
  secondFactorOf,
  staffMembershipOf,
} from './security/repo';

/** "Firefox on macOS", read from a browser's User-Agent; as much of it as can be told. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent?.trim()) return 'Unknown device';
  let browser: string | undefined;
  let os: string | undefined;
  try {
    const parsed = Bowser.parse(userAgent);
    browser = parsed.browser.name || undefined;
    os = parsed.os.name || undefined;
  } catch {
    return 'Unknown device';
  }
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? (os ? `A browser on ${os}` : 'Unknown device');
}

/**
 * What an account sees and ends of its own sign-ins (its devices), and what its export and its
 * deletion read of the auth feature's tables (decision 065).
 */
export class AccountSecurity {
  constructor(private readonly db: Db) {}

  /** The account's live sessions, most recently seen first, the one asking (`currentSessionId`) marked. */
  async devices(userId: number, currentSessionId: number): Promise<SessionInfo[]> {
    const rows = await liveSessionsOf(this.db, userId);
    return rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      lastSeenAt: r.lastSeenAt.toISOString(),
      userAgent: r.userAgent,
      device: deviceName(r.userAgent),
      current: r.id === currentSessionId,
    }));
  }

  /** Signs one of the account's devices out; 404 for a session that is not the account's, or has ended. */
  async endDevice(userId: number, sessionId: number): Promise<void> {
    if (!(await deleteSessionOf(this.db, userId, sessionId))) throw AppError.notFound('SESSION_NOT_FOUND');
  }

  /** Whether the second factor is on, and how many recovery codes are left. */
  secondFactor(userId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
    return secondFactorOf(this.db, userId);
  }

  /** The account's place on the staff, or null for a customer. */
  async staffMembership(userId: number) {
    const row = await staffMembershipOf(this.db, userId);
    return row
      ? {
          email: row.email,
          role: row.role,
          status: row.status,
          acceptedAt: row.acceptedAt?.toISOString() ?? null,
          invitedAt: row.createdAt.toISOString(),
        }
      : null;
  }

  /** Whether the account is the shop's last active owner (the shop would have nobody to run it). */
  async isLastOwner(userId: number, role: StaffRole | null): Promise<boolean> {
    return role === 'owner' && (await otherActiveOwners(this.db, userId)) === 0;
  }

  /** Inside an account's deletion: the sign-in, reset and mail attempts naming its address are forgotten. */
  forgetAttempts(email: string, db: Db): Promise<void> {
    return deleteAttemptsNaming(db, email);
  }
}
