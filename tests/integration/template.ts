import { readFileSync } from 'node:fs';

/**
 * Where the run's migrated, seeded store is (tests/integration/global-setup.ts): a template database
 * on PostgreSQL or PGlite's data directory as a tar, which the tests' shops copy; and, either way, a
 * server's DATA_DIR holding the same store, which spawned servers on the embedded store start from a
 * copy of (tests/integration/servers.ts).
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
