import { type ChildProcess, fork, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { CHROMIUM_CANDIDATES, findChromium } from '../scripts/chromium.mjs';

export interface Server {
  url: string;
  pid: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** A first start creates the embedded store's data directory: on a busy machine that takes a while. */
async function waitForHealth(url: string, timeoutMs = 900_000): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return performance.now() - start;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`server at ${url} did not answer within ${timeoutMs} ms`);
}

/** Starts the built shop (dist/server/main.js) in its own process. */
export async function startShop(env: Record<string, string>, port: number): Promise<Server & { startMs: number }> {
  const started = performance.now();
  // The store is chosen by `env` alone: a DATABASE_URL in the bench's own environment must not
  // turn the embedded-store run into a PostgreSQL one.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [`${process.env.BUILD_DIR ?? 'dist'}/server/main.js`], {
    env: {
      ...inherited,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      AUTH_RATE_LIMIT: '100000',
      ORDER_RATE_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url);
  } catch (err) {
    await stop(child); // not left running (and holding the bench's output) when the bench gives up
    throw err;
  }
  return { url, pid: child.pid!, child, startMs: performance.now() - started, stop: () => stop(child) };
}

export async function startBare(bodyFile: string): Promise<Server> {
  const child = fork('bench/bare-server.mjs', [bodyFile, '0'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve) => child.once('message', (m: { port: number }) => resolve(m.port)));
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, child, stop: () => stop(child) };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export function rssMb(pid: number): number {
  return Math.round(rssKb(pid) / 1024);
}

/** A process and its children (the workers of WEB_CONCURRENCY > 1), each with theirs, from /proc; none once it is gone. */
function processTree(pid: number): number[] {
  let children: string;
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8');
  } catch {
    return []; // gone meanwhile
  }
  return [
    pid,
    ...children
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .flatMap((child) => processTree(Number(child))),
  ];
}

/** The process's resident memory and its children's, in kB. */
function rssKb(pid: number): number {
  return processTree(pid).reduce((sum, p) => {
    try {
      return sum + Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      return sum; // gone meanwhile
    }
  }, 0);
}

/** Clock ticks a second in /proc's CPU times (USER_HZ: 100 on Linux's usual builds). */
const TICKS_PER_SECOND = 100;

/** The user and system CPU of one process from /proc, in ms; 0 when it is gone or /proc is not there. */
function ownCpuMs(pid: number | string): number {
  try {
    // The fields after the command's name, which may hold spaces: utime and stime are its 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The CPU a process and its children have used, in ms. */
export function cpuMsOfTree(pid: number): number {
  return processTree(pid).reduce((sum, p) => sum + ownCpuMs(p), 0);
}

/**
 * The CPU this machine's PostgreSQL processes have used, in ms (each whose command line starts `postgres`: the
 * server, its backends and workers); 0 when the server runs elsewhere. A backend that ends between two readings
 * takes its time with it: the bench's pools keep theirs.
 */
export function postgresCpuMs(): number {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  let ms = 0;
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('postgres')) ms += ownCpuMs(pid);
    } catch {
      // gone meanwhile
    }
  }
  return ms;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
}

export async function load(opts: autocannon.Options): Promise<LoadResult> {
  const r = await autocannon({ connections: 50, duration: 5, ...opts });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    requests: r.requests.total,
  };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

/**
 * A full Chromium (CHROMIUM_PATH, then the usual places; scripts/chromium.mjs), not the tests' headless shell:
 * Lighthouse and the hydration figures measure what a shopper's browser does, and stay comparable across runs.
 */
export function chromiumPath(): string {
  const found = findChromium({ candidates: CHROMIUM_CANDIDATES });
  if (!found.path) throw new Error(found.error);
  return found.path;
}

/**
 * How quick this machine is at the shop's kind of work, so that figures from two machines of the same kind can be
 * told apart from a change in the code: machines of one kind here differ by half (the orders' first page at a million
 * orders, p99 23–40 ms on one, 48–69 on the next, the same server code). Each the quickest of five runs, in ms, lower
 * is quicker: `node`, a page of 50 orders' JSON (26 kB) written and read back 200 times; `postgres` (given a
 * database), 100,000 JSON objects built and measured in one statement, on one core, as the lists' statements do.
 */
export async function machineReference(
  databaseUrl?: string,
): Promise<{ cpu: string; node: number; postgres?: number }> {
  const order = (i: number) => ({
    id: i,
    status: 'completed',
    total: 347.5,
    createdAt: new Date(1_700_000_000_000 + i).toISOString(),
    items: [1, 2, 3].map((n) => ({ id: i * 10 + n, name: 'Néroli Soleil', quantity: n, price: 125, size: 'bottle' })),
    shippingDetails: { fullName: 'Inès Müller', address: '108 rue de Rivoli', city: 'Paris', country: 'France' },
    customer: { name: 'Inès Müller', email: `ines.muller${i}@example.com`, kind: 'customer', userId: i },
  });
  const page = Array.from({ length: 50 }, (_, i) => order(i));
  const quickest = async (run: () => unknown | Promise<unknown>) => {
    let best = Infinity;
    for (let round = 0; round < 5; round++) {
      const started = performance.now();
      await run();
      best = Math.min(best, performance.now() - started);
    }
    return Math.round(best);
  };
  const node = await quickest(() => {
    let bytes = 0;
    for (let i = 0; i < 200; i++) bytes += (JSON.parse(JSON.stringify(page)) as unknown[]).length;
    return bytes;
  });
  let postgres: number | undefined;
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      postgres = await quickest(() =>
        client.query(`select sum(length(json_build_object('id', g, 'name', 'Néroli Soleil', 'total', g::float8 / 100,
          'at', to_char(timestamp '2026-01-01' + g * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS'))::text))
          from generate_series(1, 100000) g`),
      );
    } finally {
      await client.end();
    }
  }
  const { cpus } = await import('node:os');
  return { cpu: cpus()[0]?.model.trim() ?? 'unknown', node, ...(postgres === undefined ? {} : { postgres }) };
}
