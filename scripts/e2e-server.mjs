// The browser tests' shop (playwright.config.ts's webServer, tests/e2e/own-server.ts): the built server
// ($BUILD_DIR/server/main.js), started on a DATA_DIR that holds a copy of a migrated, seeded store
// rather than nothing, so it answers in seconds instead of creating, migrating and seeding its store
// first. The DATA_DIR is new for each run (an existing store in it is kept as it is). The store copied
// is made once per build (tests/e2e/store-template.ts) and kept in node_modules/.cache.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const bundle = resolve(process.env.BUILD_DIR ?? 'dist', 'server', 'main.js');
const dataDir = process.env.DATA_DIR;

/** The template's pgdata for the bundle as built now, made if there is none yet. */
function storeTemplate() {
  const cache = resolve('node_modules', '.cache', 'shop-e2e-store');
  const prefix = `${basename(resolve(bundle, '..', '..'))}@`;
  const name = `${prefix}${Math.floor(statSync(bundle).mtimeMs)}`;
  const template = join(cache, name);
  if (!existsSync(join(template, 'pgdata'))) {
    mkdirSync(cache, { recursive: true });
    const building = `${template}.building-${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    execFileSync(process.execPath, ['--import', 'tsx', 'tests/e2e/store-template.ts', building], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    try {
      renameSync(building, template);
    } catch {
      rmSync(building, { recursive: true, force: true }); // another run made it meanwhile
    }
    // Templates of this build directory's earlier builds, and ones left half-made by a run that was stopped.
    for (const entry of readdirSync(cache)) {
      const pid = Number(/\.building-(\d+)$/.exec(entry)?.[1]);
      if (!entry.startsWith(prefix) || entry === name || (pid && isAlive(pid))) continue;
      rmSync(join(cache, entry), { recursive: true, force: true });
    }
  }
  return join(template, 'pgdata');
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

if (dataDir && existsSync(bundle) && !existsSync(join(dataDir, 'pgdata'))) {
  cpSync(storeTemplate(), join(dataDir, 'pgdata'), { recursive: true });
}
await import(pathToFileURL(bundle).href);
