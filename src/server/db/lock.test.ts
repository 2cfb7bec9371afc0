import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

describe('DATA_DIR lock', () => {
  it('refuses a second holder while the first process lives', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(join(dir, 'server.lock'), String(child.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another server process/);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a process that is gone, and releases it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    writeFileSync(join(dir, 'server.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'server.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });
});
