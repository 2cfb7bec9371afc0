import { openStore } from '../../src/server/db/client';
import { seedCatalogue } from '../../src/server/db/seed';

/**
 * Run by scripts/e2e-server.mjs (`node --import tsx tests/e2e/store-template.ts <dir>`): makes in `dir`
 * the store a server makes on an empty DATA_DIR (PGlite created, migrated, indexed, the catalogue
 * seeded), which the browser tests' servers start from copies of. No admin or session: each server
 * still makes its own at start.
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: node --import tsx tests/e2e/store-template.ts <data dir>');
const store = await openStore({ kind: 'pglite', dataDir });
await seedCatalogue(store.db);
await store.close();
