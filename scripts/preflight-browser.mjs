// Run first by `npm test` and `npm run test:e2e` (and by .ci/run before `npm ci`): the browser tests need a
// Chromium, so its absence is said once, before the unit tests and the build, rather than by every browser test.
// Found (scripts/chromium.mjs): silent. Missing, as root on Debian or Ubuntu: installs Debian's package and goes on.
// Missing otherwise, or CHROMIUM_PATH naming nothing, or CHROMIUM_INSTALL=0: one line on stderr, exit 1.
import { spawnSync } from 'node:child_process';
import { findChromium, isDebianLike, readOsRelease } from './chromium.mjs';

const found = findChromium();
if (found.path) process.exit(0);

const mayInstall =
  !process.env.CHROMIUM_PATH &&
  process.env.CHROMIUM_INSTALL !== '0' &&
  process.getuid?.() === 0 &&
  isDebianLike(readOsRelease());
if (!mayInstall) {
  console.error(found.error);
  process.exit(1);
}

console.log(
  "No Chromium for the browser tests: installing Debian's package (apt-get update && apt-get install -y chromium).",
);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const steps = [
  ['-qq', 'update'],
  ['-qq', 'install', '-y', 'chromium'],
];
for (const args of steps) {
  const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (run.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed${run.error ? ` (${run.error.message})` : ''}: ${found.error}`);
    process.exit(1);
  }
}
const installed = findChromium();
if (installed.error) {
  console.error(installed.error);
  process.exit(1);
}
