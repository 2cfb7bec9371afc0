import type { OneValueRead } from '../db/together';
import { randomBytes } from 'node:crypto';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../domain/accounts/roles';
import type { Invitation, StaffMember } from '../../domain/accounts/staff';
import type { AuditService } from '../audit/service';
import type { AuthService } from '../auth/service';
import type { SessionService } from '../auth/session';
import type { AuthThrottle } from '../auth/throttle';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/errors';
import type { MailService } from '../mail/service';
import { staffInvitationMail } from './mails/invitation';
import type { UserRow, UsersService } from '../users/service';
import {
  deleteStaffRow,
  findStaffByEmail,
  insertInvitation,
  listStaffRows,
  staffAccountCountsRead,
  lockForChange,
  lockStaff,
  type StaffListRow,
  type StaffRow,
  updateStaffRow,
  upsertOwner,
} from './repo';
import { acceptInvitation, hashToken, invitationOf } from './accept';
import { paths } from '../../domain/pages/paths';
import type { Locale } from '../../domain/i18n/locales';
import { sharedLanguages } from '../i18n/languages';

/** How long an invitation's link works. */
const INVITATION_MS = 24 * 60 * 60_000;

/** Who is acting in the back office: the member's account, by id and name (the invitation names them). */
export interface StaffActor {
  id: number;
  fullName: string;
  /** The language of the page the member acts from: an invitation to an address no account has speaks it. */
  locale?: Locale;
}

type StaffChange = { role?: StaffRole; status?: 'active' | 'suspended' };

const isActiveOwner = (m: Pick<StaffRow, 'role' | 'status'>) => m.role === 'owner' && m.status === 'active';

function present(row: StaffListRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: row.status,
    fullName: row.fullName,
    twoFactorEnabled: row.twoFactorEnabled,
    inviteExpiresAt: row.status === 'invited' ? (row.inviteExpiresAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What StaffService is built from (services.ts gives each by name). */
export interface StaffDeps {
  db: Db;
  users: UsersService;
  sessions: SessionService;
  auth: AuthService;
  mail: MailService;
  audit: AuditService;
  throttle: AuthThrottle;
  /** The origin of the links in mails. */
  publicUrl: string;
}

/**
 * The staff table's one owner (decision 065): invitations mailed by an owner (a random token,
 * stored hashed, a day, once), accepted into a new or an existing account; roles changed, members
 * suspended, reactivated and removed, never leaving the shop without an active owner. Every change is
 * in the activity log, in its own transaction.
 */
export class StaffService {
  private readonly db: Db;
  private readonly users: UsersService;
  private readonly sessions: SessionService;
  private readonly auth: AuthService;
  private readonly mail: MailService;
  private readonly audit: AuditService;
  private readonly throttle: AuthThrottle;
  private readonly publicUrl: string;

  constructor({ db, users, sessions, auth, mail, audit, throttle, publicUrl }: StaffDeps) {
    this.db = db;
    this.users = users;
    this.sessions = sessions;
    this.auth = auth;
    this.mail = mail;
    this.audit = audit;
    this.throttle = throttle;
    this.publicUrl = publicUrl;
  }

  /** How many accounts are the staff's, in all and opened this month: not customers (issue #43). */
  accountCountsRead(): OneValueRead<{ total: number; thisMonth: number }> {
    return staffAccountCountsRead();
  }

  /** Every member and open invitation: owners first, then by role, then by address. */
  async list(): Promise<StaffMember[]> {
    const rows = await listStaffRows(this.db);
    const rank = (role: StaffRole) => STAFF_ROLES.indexOf(role);
    return rows.sort((a, b) => rank(a.role) - rank(b.role) || a.email.localeCompare(b.email)).map(present);
  }

  private async member(id: number, db: Db = this.db): Promise<StaffMember> {
    const [row] = await listStaffRows(db, id);
    if (!row) throw AppError.notFound('STAFF_NOT_FOUND');
    return present(row);
  }

  /**
   * Invites an address with a role and mails it the link, in one transaction. An address already on
   * the staff (invited, active or suspended) is a 409; one of a customer account is invited the same
   * way, and the account becomes the member's when the invitation is accepted.
   */
  async invite(input: { email: string; role: StaffRole }, by: StaffActor): Promise<StaffMember> {
    const email = input.email.trim().toLowerCase();
    if (await findStaffByEmail(this.db, email)) throw AppError.conflict('STAFF_EXISTS');
    const token = randomBytes(32).toString('base64url');
    try {
      return await withTransaction(this.db, async (tx) => {
        const row = await insertInvitation(tx, {
          email,
          role: input.role,
          invitedBy: by.id,
          inviteTokenHash: hashToken(token),
          inviteExpiresAt: new Date(Date.now() + INVITATION_MS),
        });
        await this.mailInvitation(row, token, by, tx);
        await this.audit.record(
          {
            adminId: by.id,
            action: 'staff.invited',
            entity: 'staff',
            entityId: row.id,
            details: { email, role: row.role },
          },
          tx,
        );
        return this.member(row.id, tx);
      });
    } catch (err) {
      // The same address invited twice at once: the second meets the first's row.
      if (isUniqueViolation(err)) throw AppError.conflict('STAFF_EXISTS');
      throw err;
    }
  }

  /** A new link for an open invitation (a day, once): the one mailed before stops working. */
  async resend(id: number, by: StaffActor): Promise<StaffMember> {
    const token = randomBytes(32).toString('base64url');
    return withTransaction(this.db, async (tx) => {
      const row = await lockStaff(tx, id);
      if (!row) throw AppError.notFound('STAFF_NOT_FOUND');
      if (row.status !== 'invited') throw AppError.conflict('INVITATION_USED');
      const renewed = await updateStaffRow(tx, id, {
        inviteTokenHash: hashToken(token),
        inviteExpiresAt: new Date(Date.now() + INVITATION_MS),
      });
      await this.mailInvitation(renewed!, token, by, tx);
      await this.audit.record(
        {
          adminId: by.id,
          action: 'staff.invitation-resent',
          entity: 'staff',
          entityId: id,
          details: { email: row.email },
        },
        tx,
      );
      return this.member(id, tx);
    });
  }

  private async mailInvitation(row: StaffRow, token: string, by: StaffActor, db: Db): Promise<void> {
    // The account's language when the address has one, else the inviter's page's.
    const account = await this.users.findByEmail(row.email, db);
    const tr = sharedLanguages().translator(account?.locale ?? by.locale);
    const mail = staffInvitationMail({
      tr,
      invitedBy: by.fullName,
      role: tr.t(ROLE_LABELS[row.role]),
      roleDescription: tr.t(ROLE_DESCRIPTIONS[row.role]),
      acceptUrl: `${this.publicUrl}${paths.staffAccept({ token })}`,
    });
    // One mail per link: a link sent again is another event.
    const sent = randomBytes(6).toString('hex');
    await this.mail.enqueue(
      { ...mail, eventKey: `staff-invitation:${row.id}:${sent}`, to: row.email, secrets: { token } },
      db,
    );
  }

  /**
   * Changes a member's role or status. The active owners' rows and the member's are locked first, so
   * two changes at once that would each leave one owner fewer cannot both pass: the second counts
   * what the first left and answers 409 LAST_OWNER. Suspending ends the member's sessions.
   */
  async update(id: number, change: StaffChange, adminId: number): Promise<StaffMember> {
    return withTransaction(this.db, async (tx) => {
      const { owners, member } = await lockForChange(tx, id);
      if (!member) throw AppError.notFound('STAFF_NOT_FOUND');
      if (change.status && member.status === 'invited') throw AppError.conflict('STAFF_NOT_ACCEPTED');
      if (change.status === 'suspended' && member.userId === adminId) throw AppError.conflict('STAFF_SELF');
      const next = { role: change.role ?? member.role, status: change.status ?? member.status };
      if (isActiveOwner(member) && !isActiveOwner(next) && owners.length <= 1) throw AppError.conflict('LAST_OWNER');
      if (next.role === member.role && next.status === member.status) return this.member(id, tx);

      await updateStaffRow(tx, id, next);
      if (next.status === 'suspended' && member.status !== 'suspended' && member.userId)
        await this.sessions.endAll(member.userId, tx);
      const details: Record<string, unknown> = { email: member.email };
      if (next.role !== member.role) details.role = { from: member.role, to: next.role };
      if (next.status !== member.status) details.status = { from: member.status, to: next.status };
      const action =
        next.status === member.status
          ? 'staff.updated'
          : next.status === 'suspended'
            ? 'staff.suspended'
            : 'staff.reactivated';
      await this.audit.record({ adminId, action, entity: 'staff', entityId: id, details }, tx);
      return this.member(id, tx);
    });
  }

  /**
   * Takes a member off the staff (their account stays, as a customer's, and is signed out), or
   * withdraws an invitation. The last active owner stays; nobody removes themselves.
   */
  async remove(id: number, adminId: number): Promise<void> {
    await withTransaction(this.db, async (tx) => {
      const { owners, member } = await lockForChange(tx, id);
      if (!member) throw AppError.notFound('STAFF_NOT_FOUND');
      if (member.userId === adminId) throw AppError.conflict('STAFF_SELF');
      if (isActiveOwner(member) && owners.length <= 1) throw AppError.conflict('LAST_OWNER');
      await deleteStaffRow(tx, id);
      if (member.userId) await this.sessions.endAll(member.userId, tx);
      await this.audit.record(
        {
          adminId,
          action: member.status === 'invited' ? 'staff.withdrawn' : 'staff.removed',
          entity: 'staff',
          entityId: id,
          details: { email: member.email, role: member.role },
        },
        tx,
      );
    });
  }

  /** The invitation behind a link, while it can still be accepted (accept.ts). */
  invitation(token: string): Promise<Invitation> {
    return invitationOf(this.db, token);
  }

  /** Accepts an invitation (accept.ts): the account made or taken over, the member active; answers the account. */
  accept(input: { token: string; fullName: string; password: string }, ip: string): Promise<UserRow> {
    const { db, users, sessions, auth, audit, throttle } = this;
    return acceptInvitation({ db, users, sessions, auth, audit, throttle }, input, ip);
  }
}

/**
 * Makes the account an active owner of the staff, whatever it was before: the ADMIN_EMAIL account (or
 * the demo owner) at every start, before the services exist (admin/bootstrap.ts).
 */
export function makeOwner(db: Db, userId: number, email: string): Promise<void> {
  return upsertOwner(db, userId, email);
}
