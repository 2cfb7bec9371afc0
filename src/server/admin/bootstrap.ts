import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../auth/passwords';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { UsersService } from '../users/service';

export const DEMO_ADMIN = { email: 'admin@maison-lumiere.test', password: 'lumiere-admin', username: 'admin' } as const;

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD create that admin, or promote and re-key the existing user.
 * Outside production with neither set, a demo admin is made once. In production with
 * neither set, nobody is made an admin.
 */
export async function ensureAdmin(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  const users = new UsersService(db);
  if (config.admin) {
    const existing = await users.findByEmail(config.admin.email);
    const passwordHash = await hashPassword(config.admin.password);
    if (existing) {
      await users.update(existing.id, { isAdmin: true, isActive: true, passwordHash });
      log.info({ email: config.admin.email }, 'admin account promoted from ADMIN_EMAIL');
    } else {
      const base = config.admin.email.split('@')[0]!.replace(/[^\p{L}\p{N}._-]/gu, '') || 'admin';
      const username = (await users.taken('', base)).username ? `${base}-${Date.now().toString(36)}` : base;
      await users.createIfAbsent({
        email: config.admin.email,
        username,
        fullName: 'Administrator',
        passwordHash,
        isAdmin: true,
      });
      log.info({ email: config.admin.email }, 'admin account created from ADMIN_EMAIL');
    }
    return;
  }
  if (config.isProduction) {
    log.warn('No admin account configured: set ADMIN_EMAIL and ADMIN_PASSWORD and restart to create one.');
    return;
  }
  if (await users.findByEmail(DEMO_ADMIN.email)) return;
  const taken = await users.taken(DEMO_ADMIN.email, DEMO_ADMIN.username);
  // Several processes may start at once on one PostgreSQL: the first insert wins, the others do nothing.
  await users.createIfAbsent({
    email: DEMO_ADMIN.email,
    username: taken.username ? `${DEMO_ADMIN.username}-demo` : DEMO_ADMIN.username,
    fullName: 'Demo Administrator',
    passwordHash: await hashPassword(DEMO_ADMIN.password),
    isAdmin: true,
  });
  log.warn(`Demo admin created (not for production): ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
}
