import { readFileSync } from 'node:fs';

/** Where the run's migrated, seeded store is (tests/integration/global-setup.ts). */
export type ShopTemplate = { kind: 'postgres'; database: string } | { kind: 'memory'; file: string };

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
