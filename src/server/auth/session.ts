import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { can, type Permission } from '../../domain/accounts/roles';
import type { User } from '../../domain/accounts/schemas';
import type { Config } from '../config';
import type { Db, Store } from '../db/client';
import { SESSION_ACCESS_CHANNEL } from '../db/listener';
import { AppError } from '../http/errors';
import { toUser, type UserRow } from '../users/service';
import {
  type Access,
  deleteExpiredSessions,
  deleteOtherSessions,
  deleteSession,
  deleteUserSessions,
  findAccess,
  findSessionUser,
  insertSession,
  type SessionUserRow,
  touchSession,
} from './repo';
import { KeptSessions } from './kept-sessions';

const SESSION_COOKIE = 'sid';

/** Why a caller is not let in as staff: the back-office gate's answers (401, then 403 with the code). */
export type StaffRefusal = 'UNAUTHORIZED' | 'ADMIN_ONLY' | 'TWO_FACTOR_SETUP_REQUIRED' | 'FORBIDDEN';
/**
 * A readable hint beside the HttpOnly session cookie, holding no secret: the browser asks
 * who is signed in only when it is there, so guests never trigger a 401 on every page.
 */
export const SESSION_HINT_COOKIE = 'signed_in';
const SESSION_DAYS = 30;
/** A session's last sight is written at most this often (the Security section's approximate time). */
const SEEN_EVERY_MS = 5 * 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** What SessionService is built from (services.ts gives each by name). */
export interface SessionDeps {
  db: Db;
  config: Config;
  /** The database's own notifications of a change to what a session lets in (`KeptSessions`). */
  store: Pick<Store, 'watch'>;
}

/** The requests a kept session may answer: reads. A request that may change anything looks its session up. */
const KEPT_FOR = new Set(['GET', 'HEAD']);

/**
 * Sessions live in the database (hashed), so every server process shares them.
 * The user behind a request is looked up once, and only when a cookie is present. A read's lookup is kept per process
 * until the database tells a change of the account, the session, the staff role or the second factor
 * (docs/decisions/075-a-session-kept-per-process.md).
 */
export class SessionService {
  private readonly db: Db;
  private readonly config: Config;
  private readonly kept = new KeptSessions();
  /** Whether every change is heard now: while not, nothing kept answers. */
  private readonly told: { live(): boolean };

  constructor({ db, config, store }: SessionDeps) {
    this.db = db;
    this.config = config;
    this.told = store.watch(SESSION_ACCESS_CHANNEL, (payload) => this.kept.forget(payload));
  }

  /** A new session for the account, named in its Security section by the browser that asked (`request`). */
  async start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
    const userAgent = request.headers['user-agent']?.slice(0, 400) ?? null;
    await insertSession(this.db, hashToken(token), userId, expiresAt, userAgent);
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.isProduction,
      expires: expiresAt,
    });
    reply.setCookie(SESSION_HINT_COOKIE, '1', {
      path: '/',
      sameSite: 'lax',
      secure: this.config.isProduction,
      expires: expiresAt,
    });
    return token;
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(this.db, hashToken(token));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
  }

  async endOthers(request: FastifyRequest, userId: number): Promise<void> {
    const token = request.cookies[SESSION_COOKIE];
    await deleteOtherSessions(this.db, userId, token ? hashToken(token) : '');
  }

  /** Ends every session of the account (a staff member suspended or removed), in the caller's transaction when given. */
  endAll(userId: number, db: Db = this.db): Promise<void> {
    return deleteUserSessions(db, userId);
  }

  /** Housekeeping at start: sessions past their expiry are gone for good. */
  deleteExpired(): Promise<void> {
    return deleteExpiredSessions(this.db);
  }

  async userFor(request: FastifyRequest): Promise<SessionUserRow | undefined> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return undefined;
    const tokenHash = hashToken(token);
    const keeps = KEPT_FOR.has(request.method) && this.told.live();
    let user = keeps ? this.kept.get(tokenHash) : undefined;
    if (!user) {
      const mark = this.kept.mark();
      user = await findSessionUser(this.db, tokenHash);
      if (user && keeps) this.kept.keep(tokenHash, user, mark);
    }
    if (user && Date.now() - user.lastSeenAt.getTime() > SEEN_EVERY_MS)
      void touchSession(this.db, user.sessionId).catch((err: unknown) =>
        request.log.warn({ err }, 'could not mark the session seen'),
      );
    return user;
  }

  /** An account's access, for a sign-in's answer (before its session is looked up). */
  access(userId: number): Promise<Access> {
    return findAccess(this.db, userId);
  }

  /** Whether a staff member must still set up a second factor before the back office answers them. */
  mustSetUpTwoFactor(access: Access): boolean {
    return this.config.staffTwoFactorRequired && access.role !== null && !access.twoFactorEnabled;
  }

  /**
   * The one rule of staff access (decision 065), for the back office's gate and for every staff
   * branch of the shop's own endpoints (an order's invoice for any order): signed in, an active
   * member, past the second factor where it is required, and a role holding `permission`. Answers
   * why not, or undefined when the caller is let in.
   */
  staffRefusal(user: Access | undefined, permission: Permission | undefined): StaffRefusal | undefined {
    if (!user) return 'UNAUTHORIZED';
    if (!user.role) return 'ADMIN_ONLY';
    if (this.mustSetUpTwoFactor(user)) return 'TWO_FACTOR_SETUP_REQUIRED';
    if (!permission || !can(user.role, permission)) return 'FORBIDDEN';
    return undefined;
  }

  /** The user as the API shows them, with what they may do. */
  present(row: UserRow, access: Access): User {
    return toUser(row, { ...access, twoFactorSetupRequired: this.mustSetUpTwoFactor(access) });
  }

  /** The user of a session as the API shows them. */
  presentSessionUser(row: SessionUserRow): User {
    return this.present(row, row);
  }
}

/**
 * Gives every request `currentUser()` and `requireUser()`, so a feature learns who is signed in
 * without importing the auth feature, and `requireStaff()` and `staffMay()`, so it learns whether the
 * caller acts as staff by the one rule (`SessionService.staffRefusal`). The lookup runs once per
 * request, on first use.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, { sessions }: { sessions: SessionService }) => {
    app.decorateRequest('sessionUser', undefined);
    app.decorateRequest('currentUser', function (this: FastifyRequest) {
      this.sessionUser ??= sessions.userFor(this);
      return this.sessionUser;
    });
    app.decorateRequest('requireUser', async function (this: FastifyRequest) {
      const user = await this.currentUser();
      if (!user) throw AppError.unauthorized();
      return user;
    });
    app.decorateRequest('requireStaff', async function (this: FastifyRequest, permission: Permission | undefined) {
      const user = await this.currentUser();
      const refusal = sessions.staffRefusal(user, permission);
      if (refusal === 'UNAUTHORIZED') throw AppError.unauthorized();
      if (refusal) throw AppError.forbidden(refusal);
      return user!;
    });
    app.decorateRequest('staffMay', async function (this: FastifyRequest) {
      const declared = this.routeOptions.config.endpoint;
      // A staff branch is declared beside its endpoint, so the permission matrix and the API reference know it.
      if (!declared?.staffPermission)
        throw new Error(`${this.method} ${this.routeOptions.url ?? ''} declares no staffPermission`);
      return sessions.staffRefusal(await this.currentUser(), declared.staffPermission) === undefined;
    });
    // An answer that read the session is that person's alone: no cache, shared or private, keeps it (a
    // route's own caching gives way). Any other API answer without a caching rule of its own is kept
    // by no cache either (a guest's cart, an order's page by its key).
    app.addHook('onSend', async (request, reply) => {
      if (request.sessionUser !== undefined) reply.header('cache-control', 'private, no-store');
      else if (!reply.hasHeader('cache-control') && request.url.startsWith('/api/'))
        reply.header('cache-control', 'private, no-store');
    });
  },
  { name: 'sessions' },
);

declare module 'fastify' {
  interface FastifyRequest {
    /** The cached lookup behind `currentUser()`. */
    sessionUser: Promise<SessionUserRow | undefined> | undefined;
    /** The signed-in user, or undefined for a guest. */
    currentUser(): Promise<SessionUserRow | undefined>;
    /** The signed-in user; 401 for a guest. */
    requireUser(): Promise<SessionUserRow>;
    /**
     * The staff member let in for `permission` by the one rule (SessionService.staffRefusal): 401
     * signed out, 403 `ADMIN_ONLY`, `TWO_FACTOR_SETUP_REQUIRED` or `FORBIDDEN` otherwise.
     */
    requireStaff(permission: Permission | undefined): Promise<SessionUserRow>;
    /**
     * Whether the caller is let in by the same rule for the staff branch its route's endpoint declares
     * (`staffPermission`): false for anyone else, who is answered as any shopper is.
     */
    staffMay(): Promise<boolean>;
  }
}
