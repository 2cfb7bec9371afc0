import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { deleteOtherSessions, deleteSession, findSessionUser, insertSession, type UserRow } from '../users/repo';

export const SESSION_COOKIE = 'sid';
/**
 * A readable hint beside the HttpOnly session cookie, holding no secret: the browser asks
 * who is signed in only when it is there, so guests never trigger a 401 on every page.
 */
export const SESSION_HINT_COOKIE = 'signed_in';
const SESSION_DAYS = 30;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Sessions live in the database (hashed), so every server process shares them.
 * The user behind a request is looked up once, and only when a cookie is present.
 */
export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {}

  async start(reply: FastifyReply, userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
    await insertSession(this.db, hashToken(token), userId, expiresAt);
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.isProduction,
      expires: expiresAt,
    });
    reply.setCookie(SESSION_HINT_COOKIE, '1', { path: '/', sameSite: 'lax', secure: this.config.isProduction, expires: expiresAt });
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

  userFor(request: FastifyRequest): Promise<UserRow | undefined> {
    if (request.sessionUser === undefined) {
      const token = request.cookies[SESSION_COOKIE];
      request.sessionUser = token ? findSessionUser(this.db, hashToken(token)) : Promise.resolve(undefined);
    }
    return request.sessionUser;
  }

  async requireUser(request: FastifyRequest): Promise<UserRow> {
    const user = await this.userFor(request);
    if (!user) throw AppError.unauthorized();
    return user;
  }
}

export function registerSessionDecorators(app: FastifyInstance): void {
  app.decorateRequest('sessionUser', undefined);
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: Promise<UserRow | undefined> | undefined;
  }
}
