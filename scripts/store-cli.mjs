// Starts src/server/system/backup-cli.ts with a command (`backup`, `restore`) and the arguments npm passed: from the
// sources through tsx in a checkout, from the bundle (dist/server/backup-cli.js) in the production image, which
// holds no sources.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs the store tool's `command` on this process's arguments, and exits with its code. */
export function runStoreCommand(command) {
  const source = fileURLToPath(new URL('../src/server/system/backup-cli.ts', import.meta.url));
  const bundle = fileURLToPath(new URL('../dist/server/backup-cli.js', import.meta.url));
  const entry = existsSync(source) ? ['--import', 'tsx', source] : [bundle];
  const { status } = spawnSync(process.execPath, [...entry, command, ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(status ?? 1);
}
