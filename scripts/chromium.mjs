// The Chromium the browser tests drive, found once: by playwright.config.ts (its executablePath and, as its
// globalSetup, this module's default export) and by scripts/preflight-browser.mjs before `npm test` starts.
// Plain Node with no dependencies, so .ci/run can call the pre-flight before `npm ci`.
import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * Debian's headless shell (package chromium-headless-shell): the same engine without the browser's own windows,
 * compositor and services. It runs a browser test on a little over half the CPU of the full browser's headless
 * mode (36 journeys: 1.1 min against 1.8 min with two workers on 2 cores), so the browser tests prefer it.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Where Debian, Ubuntu, Google's packages and snap put a full Chromium, in the order they are tried. */
export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];

/**
 * How every headless Chromium of the project starts (Playwright's, the bench's Lighthouse and hydration
 * runs): without these, it reaches for Google's services at every start, and this machine's closed
 * network refuses them, many at a time.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** @param {string} path */
function isExecutableFile(path) {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {string} name
 * @param {string | undefined} pathVariable
 * @param {(path: string) => boolean} isExecutable
 */
function onPath(name, pathVariable, isExecutable) {
  for (const dir of (pathVariable ?? '').split(delimiter)) {
    if (dir && isExecutable(join(dir, name))) return join(dir, name);
  }
  return undefined;
}

/** @param {boolean} root */
function aptCommand(root) {
  const sudo = root ? '' : 'sudo ';
  return `${sudo}apt-get update && ${sudo}apt-get install -y chromium chromium-headless-shell`;
}

/** What the browser tests try: the headless shell, then a full Chromium. */
export const BROWSER_TEST_CANDIDATES = [HEADLESS_SHELL, ...CHROMIUM_CANDIDATES];

/**
 * CHROMIUM_PATH when set (a path, or a bare name looked up on PATH), else the first of `candidates`
 * (BROWSER_TEST_CANDIDATES unless told),
 * else `chromium` on PATH. A CHROMIUM_PATH naming nothing is an error, never a silent fallback.
 * The error is one line: what is missing, the apt command, and that CHROMIUM_PATH can name another Chromium.
 * @param {{ env?: NodeJS.ProcessEnv, isExecutable?: (path: string) => boolean, candidates?: readonly string[], root?: boolean }} [options]
 * @returns {{ path: string, error?: undefined } | { path?: undefined, error: string }}
 */
export function findChromium({
  env = process.env,
  isExecutable = isExecutableFile,
  candidates = BROWSER_TEST_CANDIDATES,
  root = process.getuid?.() === 0,
} = {}) {
  const wanted = env.CHROMIUM_PATH;
  if (wanted) {
    const path = wanted.includes('/') ? wanted : onPath(wanted, env.PATH, isExecutable);
    if (path && isExecutable(path)) return { path };
    return {
      error: `CHROMIUM_PATH=${wanted} is not an executable file: point it at a Chromium (or Chrome) binary, or unset it and install Debian's Chromium (${aptCommand(root)}).`,
    };
  }
  const path = candidates.find((candidate) => isExecutable(candidate)) ?? onPath('chromium', env.PATH, isExecutable);
  if (path) return { path };
  return {
    error: `No Chromium for the browser tests (looked in ${candidates.join(', ')} and for chromium on PATH): install Debian's with \`${aptCommand(root)}\`, or set CHROMIUM_PATH to another Chromium.`,
  };
}

/**
 * Whether /etc/os-release (its text) describes Debian, Ubuntu or a system built on them.
 * @param {string} osRelease
 */
export function isDebianLike(osRelease) {
  const field = (/** @type {string} */ name) =>
    (osRelease.match(new RegExp(`^${name}=["']?([^"'\\n]*)`, 'm'))?.[1] ?? '').toLowerCase().split(/\s+/);
  return [...field('ID'), ...field('ID_LIKE')].some((id) => id === 'debian' || id === 'ubuntu');
}

/** The text of os-release, or '' on a system without one. */
export function readOsRelease() {
  for (const file of ['/etc/os-release', '/usr/lib/os-release']) {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      // try the next one
    }
  }
  return '';
}

/**
 * Playwright's globalSetup: `npx playwright test` run directly (without the pre-flight) stops here with the
 * one-line message instead of failing every test on a missing browser.
 */
export default function requireChromium() {
  const found = findChromium();
  if (found.error) throw new Error(found.error);
}
