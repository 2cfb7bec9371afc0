import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { healthy, startServer, stopServers, withScratchDatabase } from './servers';

/**
 * WEB_CONCURRENCY (src/server/processes.ts): server processes sharing one port on PostgreSQL; one that
 * dies is started again, SIGTERM stops them all, and the embedded store refuses more than one.
 */
vi.setConfig({ testTimeout: 120_000 });
afterEach(stopServers);

/** The pids of a process's children (Linux). */
const childrenOf = (pid: number): number[] =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const until = async (ok: () => boolean, timeoutMs = 60_000) => {
  const start = Date.now();
  while (!ok()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('WEB_CONCURRENCY', () => {
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'needs DATABASE_URL: the embedded store is one process’s',
    async () => {
      const server = startServer({ WEB_CONCURRENCY: '2', DATA_DIR: '/nonexistent-never-created' });
      expect(await server.exited).toBe(1);
      expect(server.output()).toMatch(/WEB_CONCURRENCY: more than one process needs DATABASE_URL/);
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'serves from two processes on one port, starts another when one dies, and stops them all on SIGTERM',
    async () => {
      await withScratchDatabase('web_concurrency', async (url) => {
        const server = startServer({ DATABASE_URL: url, WEB_CONCURRENCY: '2' });
        await healthy(server);
        const primary = server.child.pid!;
        await until(() => childrenOf(primary).length === 2);
        // Both were forked by now: 11 s from here is past the primary's 10 s of an early death, however
        // slowly a loaded machine started the primary itself.
        const started = Date.now();
        const [first, second] = childrenOf(primary) as [number, number];
        // The primary shares the port between them; every answer comes from one or the other.
        for (let i = 0; i < 20; i++) expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).ok).toBe(true);

        // A process that dies after its start is replaced (one dying at start would stop the shop).
        await new Promise((r) => setTimeout(r, Math.max(0, 11_000 - (Date.now() - started))));
        process.kill(first, 'SIGKILL');
        await until(() => {
          const now = childrenOf(primary);
          return now.length === 2 && !now.includes(first);
        });
        expect(childrenOf(primary)).toContain(second);
        await until(() => server.output().includes('starting another'));
        for (let i = 0; i < 10; i++) expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).ok).toBe(true);

        const workers = childrenOf(primary);
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        expect(workers.filter(alive)).toEqual([]);
      });
    },
  );
});
