import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getHealth } from '../../src/domain/api/system';

export interface OwnServer {
  base: string;
  stop: () => Promise<void>;
}

/**
 * A second shop server on its own port and fresh data directory, for specs that need another mode
 * (production without payments) or that change what every other spec relies on (the catalogue's
 * twenty perfumes and their stock). Started as the main one is (scripts/e2e-server.mjs): the built
 * server on a copy of the migrated, seeded store. Call from a `beforeAll` with a long timeout.
 */
export async function startOwnServer(
  port: number,
  env: Record<string, string>,
  prefix = 'shop-e2e-own-',
): Promise<OwnServer> {
  const base = `http://127.0.0.1:${port}`;
  // Another process on the port (a shop left running, say) would answer the health check below in
  // this server's place, and the spec would drive a stranger's data and build: refuse at once.
  await assertPortFree(port);
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const server: ChildProcess = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));

  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 110_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server on ${port} stopped: ${stderr}`);
    try {
      if ((await fetch(`${base}${getHealth.path}`)).ok && server.exitCode === null) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server on ${port} did not start: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, stop };
}

/** Fails when something already listens on 127.0.0.1:`port`. */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        new Error(
          err.code === 'EADDRINUSE'
            ? `Port ${port} is already in use by another process: stop it (a shop left running?) before the browser tests.`
            : `Port ${port} cannot be used: ${err.message}`,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}
