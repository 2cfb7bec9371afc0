import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../auth/passwords';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { findTaken, findUserByEmail, insertUserIfAbsent, updateUser } from '../users/repo';

export const DEMO_ADMIN = { email: 'admin@maison-lumiere.test', password: 'lumiere-admin', username: 'admin' } as const;

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD create that admin, or promote and re-key the existing user.
 * Outside production with neither set, a demo admin is made once. In production with
 * neither set, nobody is made an admin.
 */
export async function ensureAdmin(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  if (config.admin) {
    const existing = await findUserByEmail(db, config.admin.email);
    const passwordHash = await hashPassword(config.admin.password);
    if (existing) {
      await updateUser(db, existing.id, { isAdmin: true, isActive: true, passwordHash });
      log.info({ email: config.admin.email }, 'admin account promoted from ADMIN_EMAIL');
    } else {
      const base = config.admin.email.split('@')[0]!.replace(/[^\p{L}\p{N}._-]/gu, '') || 'admin';
      const username = (await findTaken(db, '', base)).username ? `${base}-${Date.now().toString(36)}` : base;
      await insertUserIfAbsent(db, { email: config.admin.email, username, fullName: 'Administrator', passwordHash, isAdmin: true });
      log.info({ email: config.admin.email }, 'admin account created from ADMIN_EMAIL');
    }
    return;
  }
  if (config.isProduction) {
    log.warn('No admin account configured: set ADMIN_EMAIL and ADMIN_PASSWORD and restart to create one.');
    return;
  }
  if (await findUserByEmail(db, DEMO_ADMIN.email)) return;
  const taken = await findTaken(db, DEMO_ADMIN.email, DEMO_ADMIN.username);
  // Several processes may start at once on one PostgreSQL: the first insert wins, the others do nothing.
  await insertUserIfAbsent(db, {
    email: DEMO_ADMIN.email,
    username: taken.username ? `${DEMO_ADMIN.username}-demo` : DEMO_ADMIN.username,
    fullName: 'Demo Administrator',
    passwordHash: await hashPassword(DEMO_ADMIN.password),
    isAdmin: true,
  });
  log.warn(`Demo admin created (not for production): ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
}
