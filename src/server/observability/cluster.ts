import cluster, { type Worker } from 'node:cluster';

/**
 * A scrape of `WEB_CONCURRENCY` processes (node:cluster). The port is shared, so whichever worker takes the
 * connection answers /metrics: it asks the primary, which asks every worker whose metrics are ready (the asker
 * too) for its figures over IPC and hands them all back; the asker sums them (registry.ts). The primary loads
 * nothing for it but these few lines: a worker still starting, or gone, is left out rather than waited for.
 */
const READY = 'shop-metrics:ready';
const ASK = 'shop-metrics:ask';
const COLLECT = 'shop-metrics:collect';
const COLLECTED = 'shop-metrics:collected';
const ANSWER = 'shop-metrics:answer';

/** How long the primary waits for the workers' figures; a worker later than that is left out of the scrape. */
const COLLECT_MS = 3_000;
/** How long a worker waits for the primary's answer. */
const ASK_MS = 5_000;

type Message =
  | { type: typeof READY }
  | { type: typeof ASK; id: number }
  | { type: typeof COLLECT; id: number }
  | { type: typeof COLLECTED; id: number; metrics: unknown }
  | { type: typeof ANSWER; id: number; metrics: unknown[] };

const isMessage = (m: unknown): m is Message =>
  typeof m === 'object' &&
  m !== null &&
  typeof (m as { type?: unknown }).type === 'string' &&
  (m as { type: string }).type.startsWith('shop-metrics:');

/** In the primary (METRICS_TOKEN set): relays each worker's ask to every ready worker and the answers back. */
export function relayClusterMetrics(collectMs = COLLECT_MS): void {
  const ready = new Set<number>();
  let next = 0;
  const asks = new Map<number, { asker: Worker; askerId: number; waiting: Set<number>; answers: unknown[] }>();

  const finish = (id: number) => {
    const ask = asks.get(id);
    if (!ask) return;
    asks.delete(id);
    if (ask.asker.isConnected())
      ask.asker.send({ type: ANSWER, id: ask.askerId, metrics: ask.answers } satisfies Message);
  };

  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === READY) ready.add(worker.id);
    else if (message.type === ASK) {
      const id = next++;
      const workers = [...ready].map((w) => cluster.workers?.[w]).filter((w): w is Worker => !!w?.isConnected());
      asks.set(id, { asker: worker, askerId: message.id, waiting: new Set(workers.map((w) => w.id)), answers: [] });
      for (const w of workers) w.send({ type: COLLECT, id } satisfies Message);
      setTimeout(() => finish(id), collectMs).unref();
      if (workers.length === 0) finish(id);
    } else if (message.type === COLLECTED) {
      const ask = asks.get(message.id);
      if (!ask?.waiting.delete(worker.id)) return;
      ask.answers.push(message.metrics);
      if (ask.waiting.size === 0) finish(message.id);
    }
  });
  cluster.on('exit', (worker) => {
    ready.delete(worker.id);
    for (const [id, ask] of asks) if (ask.waiting.delete(worker.id) && ask.waiting.size === 0) finish(id);
  });
}

/**
 * In a worker: answers the primary's collections with `collect()`, then tells it this worker is ready. Answers
 * `ask`, which resolves with every ready worker's figures.
 */
export function joinClusterMetrics<T>(collect: () => Promise<T>): { ask(): Promise<T[]> } {
  let next = 0;
  const waiting = new Map<number, (metrics: T[]) => void>();
  const send = (message: Message) => process.send?.(message);
  process.on('message', (message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === COLLECT)
      void collect()
        .then((metrics) => send({ type: COLLECTED, id: message.id, metrics }))
        // Left out of this scrape; the primary stops waiting for it after its delay.
        .catch(() => undefined);
    else if (message.type === ANSWER) waiting.get(message.id)?.(message.metrics as T[]);
  });
  send({ type: READY });
  return {
    ask: () =>
      new Promise<T[]>((resolve, reject) => {
        const id = next++;
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error('the primary process did not answer the metrics in time'));
        }, ASK_MS);
        waiting.set(id, (metrics) => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve(metrics);
        });
        send({ type: ASK, id });
      }),
  };
}

/** Whether this process is one of several cluster workers (the scrape then asks the primary). */
export const inCluster = (): boolean => cluster.isWorker && typeof process.send === 'function';
