import cluster, { type Worker } from 'node:cluster';

/** A worker that dies sooner than this after it started is failing to start: the shop stops rather than loop. */
const EARLY_DEATH_MS = 10_000;
/** A worker finishes its requests within 10 s and its whole stop within 20 s (main.ts): the primary waits longer. */
const SHUTDOWN_GRACE_MS = 25_000;

/**
 * The primary of `WEB_CONCURRENCY` server processes on one port (node:cluster). Each worker is the
 * whole shop (migrations and index builds take PostgreSQL's locks, the outbox is claimed row by row,
 * the catalogue's caches follow LISTEN/NOTIFY), so the primary only starts them, starts another when
 * one dies, and passes SIGTERM and SIGINT on, exiting once every worker has.
 *
 * SIGHUP restarts the workers one at a time (a rolling restart: docs/operations.md): a new worker is
 * started from the code on disk now, and once it listens the old one it replaces is sent SIGTERM and
 * waited for (it finishes its requests: system/stopping.ts), so the port always has as many workers
 * listening and none of their requests is lost. A new worker that dies before it listens stops the
 * rolling restart; the workers still running keep serving.
 */
export function runPrimary(processes: number): void {
  const startedAt = new Map<number, number>();
  /** Workers a rolling restart started that do not listen yet: told whether they came to listen. */
  const starting = new Map<number, (listening: boolean) => void>();
  /** Workers a rolling restart stopped on purpose: told their exit code. */
  const retiring = new Map<number, (code: number | null) => void>();
  let closing = false;
  let failed = false;
  let restarting = false;

  const fork = (): Worker => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    return worker;
  };
  const stopAll = () => {
    closing = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
  };

  cluster.on('listening', (worker) => {
    starting.get(worker.id)?.(true);
    starting.delete(worker.id);
  });

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    const retired = retiring.get(worker.id);
    const fresh = starting.get(worker.id);
    retiring.delete(worker.id);
    starting.delete(worker.id);
    if (retired) retired(code);
    else if (fresh) {
      if (!closing) console.error(`A new server process stopped before it listened (${signal ?? `code ${code}`}).`);
      fresh(false);
    } else if (!closing && lived < EARLY_DEATH_MS) {
      console.error(
        `A server process stopped ${lived} ms after it started (${signal ?? `code ${code}`}): stopping the shop.`,
      );
      failed = true;
      stopAll();
    } else if (!closing) {
      console.error(`A server process stopped (${signal ?? `code ${code}`}): starting another.`);
      fork();
    }
    if (closing && startedAt.size === 0) process.exit(failed ? 1 : 0);
  });

  /** Stops `worker` as SIGTERM does (its requests finish), answering its exit code. */
  const retire = (worker: Worker): Promise<number | null> => {
    const exited = new Promise<number | null>((resolve) => retiring.set(worker.id, resolve));
    worker.process.kill('SIGTERM');
    return exited;
  };

  const rollingRestart = async () => {
    if (closing) return;
    if (restarting) {
      console.log('Rolling restart: one is already under way.');
      return;
    }
    restarting = true;
    const previous = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !retiring.has(w.id));
    console.log(`Rolling restart: replacing ${previous.length} server processes one at a time.`);
    let replaced = 0;
    for (const old of previous) {
      if (closing) break;
      // One that died meanwhile was replaced from the new code already.
      if (old.isDead()) continue;
      const next = fork();
      const listening = await new Promise<boolean>((resolve) => starting.set(next.id, resolve));
      if (closing) break;
      if (!listening) {
        console.error('Rolling restart stopped: the processes still running keep serving.');
        break;
      }
      // The old one died while the new one started (and was replaced then): one too many now.
      if (old.isDead()) {
        await retire(next);
        continue;
      }
      const code = await retire(old);
      replaced++;
      console.log(
        `Rolling restart: process ${old.process.pid} stopped (code ${code}); process ${next.process.pid} serves in its place.`,
      );
    }
    console.log(`Rolling restart done: ${replaced} of ${previous.length} server processes replaced.`);
    restarting = false;
  };

  const shutdown = () => {
    if (!closing) stopAll();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  process.on('SIGHUP', () => void rollingRestart());

  for (let i = 0; i < processes; i++) fork();
}

/** True in the process that should start the workers rather than serve. */
export const isPrimaryOf = (processes: number): boolean => processes > 1 && cluster.isPrimary;
