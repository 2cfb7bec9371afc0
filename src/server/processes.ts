import cluster from 'node:cluster';

/** A worker that dies sooner than this after it started is failing to start: the shop stops rather than loop. */
const EARLY_DEATH_MS = 10_000;
const SHUTDOWN_GRACE_MS = 15_000;

/**
 * The primary of `WEB_CONCURRENCY` server processes on one port (node:cluster). Each worker is the
 * whole shop (migrations and index builds take PostgreSQL's locks, the outbox is claimed row by row,
 * the catalogue's caches follow LISTEN/NOTIFY), so the primary only starts them, starts another when
 * one dies, and passes SIGTERM and SIGINT on, exiting once every worker has.
 */
export function runPrimary(processes: number): void {
  const startedAt = new Map<number, number>();
  let closing = false;
  let failed = false;

  const fork = () => startedAt.set(cluster.fork().id, Date.now());
  const stopAll = () => {
    closing = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (!closing && lived < EARLY_DEATH_MS) {
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

  const shutdown = () => {
    if (!closing) stopAll();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  for (let i = 0; i < processes; i++) fork();
}

/** True in the process that should start the workers rather than serve. */
export const isPrimaryOf = (processes: number): boolean => processes > 1 && cluster.isPrimary;
