import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { BROWSER_TEST_CANDIDATES, CHROMIUM_CANDIDATES, findChromium, isDebianLike } from './chromium.mjs';

/** A file system holding exactly these executables. */
const only =
  (...executables: string[]) =>
  (path: string) =>
    executables.includes(path);

describe('findChromium', () => {
  it('prefers CHROMIUM_PATH over every usual place', () => {
    const found = findChromium({
      env: { CHROMIUM_PATH: '/opt/chrome/chrome', PATH: '/usr/bin' },
      isExecutable: only('/opt/chrome/chrome', ...CHROMIUM_CANDIDATES),
    });
    expect(found).toEqual({ path: '/opt/chrome/chrome' });
  });

  it('looks a bare CHROMIUM_PATH name up on PATH', () => {
    const found = findChromium({
      env: { CHROMIUM_PATH: 'chromium-dev', PATH: '/a:/b' },
      isExecutable: only('/b/chromium-dev', '/usr/bin/chromium'),
    });
    expect(found).toEqual({ path: '/b/chromium-dev' });
  });

  it('says so in one line when CHROMIUM_PATH names nothing, rather than using another Chromium', () => {
    const found = findChromium({
      env: { CHROMIUM_PATH: '/nonexistent', PATH: '/usr/bin' },
      isExecutable: only('/usr/bin/chromium'),
      root: false,
    });
    expect(found.path).toBeUndefined();
    expect(found.error).toContain('CHROMIUM_PATH=/nonexistent is not an executable file');
    expect(found.error).toContain('sudo apt-get update && sudo apt-get install -y chromium');
    expect(found.error).not.toContain('\n');
  });

  it('treats an empty CHROMIUM_PATH as unset', () => {
    expect(findChromium({ env: { CHROMIUM_PATH: '', PATH: '' }, isExecutable: only('/usr/bin/chromium') })).toEqual({
      path: '/usr/bin/chromium',
    });
  });

  it('tries the headless shell, then the usual places in order, then chromium on PATH', () => {
    const env = { PATH: '/nowhere:/home/me/bin' };
    const everything = [...BROWSER_TEST_CANDIDATES, '/home/me/bin/chromium'];
    for (const [index, expected] of everything.entries()) {
      // Every place from this one on holds a Chromium: the first of them wins.
      expect(findChromium({ env, isExecutable: only(...everything.slice(index)) })).toEqual({ path: expected });
    }
    expect(BROWSER_TEST_CANDIDATES).toEqual([
      '/usr/bin/chromium-headless-shell',
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
      '/usr/bin/google-chrome',
      '/usr/bin/google-chrome-stable',
      '/snap/bin/chromium',
    ]);
  });

  it('names what is missing, the apt command and CHROMIUM_PATH, in one line, when there is none', () => {
    const found = findChromium({ env: { PATH: '/usr/bin:/bin' }, isExecutable: only(), root: false });
    expect(found.path).toBeUndefined();
    expect(found.error).toMatch(
      /^No Chromium for the browser tests \(looked in \/usr\/bin\/chromium-headless-shell, \/usr\/bin\/chromium, .*\/snap\/bin\/chromium and for chromium on PATH\)/,
    );
    expect(found.error).toContain('`sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell`');
    expect(found.error).toContain('set CHROMIUM_PATH to another Chromium');
    expect(found.error).not.toContain('\n');
    // As root (a container), the command needs no sudo.
    expect(findChromium({ env: {}, isExecutable: only(), root: true }).error).toContain(
      '`apt-get update && apt-get install -y chromium chromium-headless-shell`',
    );
  });
});

describe('isDebianLike', () => {
  it('knows Debian, Ubuntu and their derivatives from os-release', () => {
    expect(isDebianLike('PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nNAME="Debian GNU/Linux"\nID=debian\n')).toBe(
      true,
    );
    expect(isDebianLike('NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n')).toBe(true);
    expect(isDebianLike('NAME="Linux Mint"\nID=linuxmint\nID_LIKE="ubuntu debian"\n')).toBe(true);
    expect(isDebianLike('NAME="Fedora Linux"\nID=fedora\n')).toBe(false);
    expect(isDebianLike('NAME="Alpine Linux"\nID=alpine\nVERSION_ID=3.20\n')).toBe(false);
    expect(isDebianLike('')).toBe(false);
  });
});

describe('scripts/preflight-browser.mjs', () => {
  const script = fileURLToPath(new URL('./preflight-browser.mjs', import.meta.url));
  const run = (env: NodeJS.ProcessEnv) =>
    promisify(execFile)(process.execPath, [script], { env: { PATH: '/usr/bin:/bin', ...env } });

  it('is silent and succeeds when CHROMIUM_PATH names an executable', async () => {
    await expect(run({ CHROMIUM_PATH: process.execPath })).resolves.toEqual({ stdout: '', stderr: '' });
  });

  it('stops with one line when CHROMIUM_PATH names nothing, installing nothing even as root', async () => {
    const failure = await run({ CHROMIUM_PATH: '/nonexistent' }).then(
      () => undefined,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toBe('');
    expect(failure?.stderr.trimEnd().split('\n')).toEqual([
      expect.stringContaining('CHROMIUM_PATH=/nonexistent is not an executable file'),
    ]);
  });
});
