import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where the run's migrated, seeded store is (tests/integration/global-setup.ts): a template database
 * on PostgreSQL or PGlite's data directory as a tar, which the tests' shops copy; and where a server's
 * DATA_DIR holding the same store is made when a test first asks for one (`embeddedDataDir`).
 */
export type ShopTemplate = ({ kind: 'postgres'; database: string } | { kind: 'memory'; file: string }) & {
  dataDir: string;
};

/** `base` (a PostgreSQL URL) naming another database on the same server. */
export function withDatabase(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

let image: Blob | undefined;

/** The embedded template's bytes, read once per test process. */
export function templateImage(template: ShopTemplate | undefined): Blob | undefined {
  if (template?.kind !== 'memory') return undefined;
  image ??= new Blob([readFileSync(template.file)]);
  return image;
}

/**
 * A server's DATA_DIR holding the run's migrated, seeded embedded store, which server processes start
 * from copies of (tests/integration/servers.ts). Made the first time a test asks, so a run without
 * server processes pays nothing: PGlite opened on a directory and closed, as a server leaves its
 * store, from the run's tar, or, in a PostgreSQL run (no tar), created, migrated and seeded as a
 * server does on an empty DATA_DIR. Made under a name of its own and renamed: test processes asking
 * at once never see half of one.
 */
export async function embeddedDataDir(template: ShopTemplate): Promise<string> {
  if (existsSync(template.dataDir)) return template.dataDir;
  const building = `${template.dataDir}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  try {
    if (template.kind === 'memory') {
      const { PGlite } = await import('@electric-sql/pglite');
      const client = await PGlite.create(join(building, 'pgdata'), { loadDataDir: templateImage(template) });
      await client.close();
    } else {
      const { openStore } = await import('../../src/server/db/client');
      const { seedCatalogue } = await import('../../src/server/db/seed');
      const store = await openStore({ kind: 'pglite', dataDir: building });
      await seedCatalogue(store.db);
      await store.close();
    }
    renameSync(building, template.dataDir);
  } catch (err) {
    if (!existsSync(template.dataDir)) throw err; // else another test process made it meanwhile
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return template.dataDir;
}
