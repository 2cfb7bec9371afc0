import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../auth/passwords';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { makeOwner } from '../staff/service';
import { UsersService } from '../users/service';

/** Who signs in to the back office: the demo owner (its password is public), a configured address, or nobody. */
export type BackOfficeSignIn = { email: string; password?: string } | null;

export const DEMO_ADMIN = { email: 'admin@maison-lumiere.test', password: 'lumiere-admin', username: 'admin' } as const;

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD create that account as an owner of the staff, or promote and re-key
 * the existing user. Outside production with neither set, a demo owner is made once. In production
 * with neither set, nobody is made an owner. Either account's address counts as confirmed.
 * Answers who signs in to the back office, for the words a start prints (src/server/start-banner.ts).
 */
export async function ensureAdmin(db: Db, config: Config, log: FastifyBaseLogger): Promise<BackOfficeSignIn> {
  const users = new UsersService(db);
  if (config.admin) {
    const existing = await users.findByEmail(config.admin.email);
    const passwordHash = await hashPassword(config.admin.password);
    if (existing) {
      await users.update(existing.id, {
        isActive: true,
        passwordHash,
        emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
      });
      await makeOwner(db, existing.id, existing.email);
      log.info({ email: config.admin.email }, 'admin account promoted from ADMIN_EMAIL');
    } else {
      const base = config.admin.email.split('@')[0]!.replace(/[^\p{L}\p{N}._-]/gu, '') || 'admin';
      const username = (await users.taken('', base)).username ? `${base}-${Date.now().toString(36)}` : base;
      await users.createIfAbsent({
        email: config.admin.email,
        username,
        fullName: 'Administrator',
        passwordHash,
        emailVerifiedAt: new Date(),
      });
      const made = await users.findByEmail(config.admin.email);
      if (made) await makeOwner(db, made.id, made.email);
      log.info({ email: config.admin.email }, 'admin account created from ADMIN_EMAIL');
    }
    return { email: config.admin.email };
  }
  if (config.isProduction) {
    log.warn('No admin account configured: set ADMIN_EMAIL and ADMIN_PASSWORD and restart to create one.');
    return null;
  }
  const demo = await users.findByEmail(DEMO_ADMIN.email);
  if (demo) {
    await makeOwner(db, demo.id, demo.email);
    return { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password };
  }
  const taken = await users.taken(DEMO_ADMIN.email, DEMO_ADMIN.username);
  // Several processes may start at once on one PostgreSQL: the first insert wins, the others do nothing.
  await users.createIfAbsent({
    email: DEMO_ADMIN.email,
    username: taken.username ? `${DEMO_ADMIN.username}-demo` : DEMO_ADMIN.username,
    fullName: 'Demo Administrator',
    passwordHash: await hashPassword(DEMO_ADMIN.password),
    emailVerifiedAt: new Date(),
  });
  const made = await users.findByEmail(DEMO_ADMIN.email);
  if (made) await makeOwner(db, made.id, made.email);
  log.warn(`Demo admin created (not for production): ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
  return { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password };
}
