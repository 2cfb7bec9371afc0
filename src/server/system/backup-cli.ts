import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { backup, BackupRefused, type BackupTarget, restore } from './backup';

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE` (scripts/backup.mjs, scripts/restore.mjs start this, from
 * the sources through tsx or from the production bundle): the shop's own store, as its configuration names it
 * (DATABASE_URL, else DATA_DIR), backed up to FILE or restored from it.
 */
async function run(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error('Usage: npm run backup -- FILE, or npm run restore -- FILE');
    process.exit(2);
  }
  let target: BackupTarget;
  try {
    const config = loadConfig();
    target = config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir };
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
  // A relative FILE is the operator's: from where npm was run (INIT_CWD), not the project's folder npm moves to.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const store = target.kind === 'postgres' ? 'the PostgreSQL database at DATABASE_URL' : `DATA_DIR ${target.dataDir}`;
  try {
    if (command === 'backup') {
      const size = await backup(target, path);
      console.log(`Backed up ${store} to ${path} (${(size / 1024 / 1024).toFixed(1)} MB).`);
    } else {
      await restore(target, path);
      console.log(`Restored ${path} into ${store}: start the shop on it (npm start).`);
    }
  } catch (err) {
    if (!(err instanceof BackupRefused)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

run().catch((err: unknown) => {
  console.error('The backup tool failed:', err);
  process.exit(1);
});
