import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root: the nearest folder above this module holding package.json (works from src/ and dist/). */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the project root (package.json)');
    dir = parent;
  }
}

export const projectRoot = findRoot();
export const migrationsFolder = join(projectRoot, 'drizzle');
/** The built client beside the running server bundle (dist/server → dist/client), else dist/client. */
function findClientDist(): string {
  const besideBundle = join(dirname(fileURLToPath(import.meta.url)), '..', 'client');
  return existsSync(join(besideBundle, 'index.html')) ? besideBundle : join(projectRoot, 'dist', 'client');
}
export const clientDist = findClientDist();
