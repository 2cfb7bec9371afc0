// Run first by `npm test` and `npm run test:e2e` (and by .ci/run before `npm ci`): the browser tests need a
// Chromium, so its absence is said once, before the unit tests and the build, rather than by every browser test.
// Found (scripts/chromium.mjs): silent, unless it is a full Chromium and Debian's headless shell (lighter, and the
// one the visual baselines were taken with) can be added. Missing, as root on Debian or Ubuntu: installs Debian's
// packages and goes on. Missing otherwise, or CHROMIUM_PATH naming nothing, or CHROMIUM_INSTALL=0: one line on
// stderr, exit 1.
import { spawnSync } from 'node:child_process';
import { HEADLESS_SHELL, findChromium, isDebianLike, readOsRelease } from './chromium.mjs';

const found = findChromium();
const mayInstall =
  !process.env.CHROMIUM_PATH &&
  process.env.CHROMIUM_INSTALL !== '0' &&
  process.getuid?.() === 0 &&
  isDebianLike(readOsRelease());

if (found.path === HEADLESS_SHELL || (found.path && !mayInstall)) process.exit(0);
if (!mayInstall) {
  console.error(found.error);
  process.exit(1);
}

/** @param {string[]} packages */
function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['-qq', 'update'],
    ['-qq', 'install', '-y', ...packages],
  ]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (run.status !== 0) return `apt-get ${args.join(' ')} failed${run.error ? ` (${run.error.message})` : ''}`;
  }
  return undefined;
}

if (found.path) {
  // A full Chromium is here: the headless shell is an addition, and the tests can run without it.
  console.log(`Adding Debian's headless shell for the browser tests (apt-get install -y chromium-headless-shell).`);
  const failure = aptInstall(['chromium-headless-shell']);
  if (failure) console.error(`${failure}: the browser tests use ${found.path}.`);
  process.exit(0);
}

console.log(
  "No Chromium for the browser tests: installing Debian's packages (apt-get update && apt-get install -y chromium chromium-headless-shell).",
);
const failure = aptInstall(['chromium', 'chromium-headless-shell']);
if (failure) {
  console.error(`${failure}: ${found.error}`);
  process.exit(1);
}
const installed = findChromium();
if (installed.error) {
  console.error(installed.error);
  process.exit(1);
}
