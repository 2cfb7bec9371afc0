import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder } from '../paths';

/** The time of the newest migration this release ships (drizzle/meta/_journal.json's last entry). */
export function newestShippedMigration(folder = migrationsFolder): number {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}
