import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildIsFresh } from '../../scripts/build-state.mjs';
import { embeddedDataDir } from './template';

/**
 * Real server processes for the tests that need them (limits shared by several processes, crashes,
 * restarts), each on a port of its own: started as `npm start` would, from the built bundle when the
 * build is there and newer than every source (scripts/build-state.mjs), else from source through tsx,
 * so a test never runs code older than the sources. On the embedded store give each one
 * `templateDataDir()`, on PostgreSQL a `withScratchDatabase`: both start migrated and seeded.
 * Call `stopServers()` after each test.
 */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  exited: Promise<number | null>;
  output: () => string;
}

const running: ServerProcess[] = [];
/*
 * Each Vitest worker (VITEST_POOL_ID 1, 2, 3…) takes ports from a block of its own, and every block lies below the
 * kernel's range for outgoing connections (32768–60999 on Linux): ports drawn from one span for all workers once
 * landed on another worker's server, or on a client connection's source port ("PORT 38986 is already in use").
 */
const PORT_BLOCK = 1_000;
const blockStart = 20_000 + (Number(process.env.VITEST_POOL_ID ?? 0) % 12) * PORT_BLOCK;
let lastPort = Math.floor(Math.random() * (PORT_BLOCK / 2));

/** A port no other server of this test run has taken: the next of this worker's block. */
export function freePort(): number {
  lastPort = (lastPort + 1) % PORT_BLOCK;
  return blockStart + lastPort;
}

let entry: string[] | undefined;
/** How to start the server: its bundle when fresh (decided once per test file), else its source. */
function serverEntry(): string[] {
  const dir = process.env.BUILD_DIR ?? 'dist';
  entry ??= buildIsFresh(dir) ? [`${dir}/server/main.js`] : ['--import', 'tsx', 'src/server/main.ts'];
  return entry;
}

/**
 * A new DATA_DIR holding a copy of the run's migrated, seeded embedded store (tests/integration/template.ts):
 * a server started on it answers in seconds, where one on an empty directory creates, migrates and
 * seeds its store first.
 */
export async function templateDataDir(prefix: string): Promise<string> {
  const template = await embeddedDataDir(inject('shopTemplate'));
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

export function startServer(env: Record<string, string>): ServerProcess {
  const port = Number(env.PORT ?? freePort());
  const child = spawn(process.execPath, serverEntry(), {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ORDER_RATE_LIMIT: '100000',
      HOST: '127.0.0.1',
      SERVE_CLIENT: 'false',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server = { child, port, exited, output: () => output };
  running.push(server);
  return server;
}

export function stopServers(): void {
  for (const s of running.splice(0)) if (s.child.exitCode === null) s.child.kill('SIGKILL');
}

/** Resolves once the server answers its health check; throws with its output if it exits first. */
export async function healthy(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (server.child.exitCode !== null) throw new Error(`the server on ${server.port} exited:\n${server.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${server.port}/api/health`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no answer on ${server.port}:\n${server.output()}`);
}

/**
 * A JSON POST from a chosen source address on the loopback network (127.0.0.x), over a real
 * socket: what a per-address limit sees.
 */
export function postFrom(
  sourceAddress: string,
  port: number,
  path: string,
  body: unknown,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; json: Record<string, unknown> }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: sourceAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * A fresh database on the test PostgreSQL server (TEST_DATABASE_URL) for the length of `use`, dropped
 * afterwards: a copy of the run's migrated, seeded template database (tests/integration/global-setup.ts).
 */
export async function withScratchDatabase(prefix: string, use: (url: string) => Promise<void>): Promise<void> {
  const pg = (await import('pg')).default;
  const base = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
  const template = inject('shopTemplate');
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}${template.kind === 'postgres' ? ` template ${template.database}` : ''}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  try {
    await use(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** One statement on the database at `url`, through a connection of its own (as an operator's psql would): its rows. */
export async function sqlAt<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The owner the process tests start their servers with (ADMIN_EMAIL, ADMIN_PASSWORD). */
const PROCESS_ADMIN = { email: 'owner@maison-lumiere.test', password: 'a-long-admin-password' };
/** The simulated provider's card that pays. */
export const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
export const TEST_SHIPPING = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  address: '12 Rue de la Paix',
  city: 'Paris',
  postalCode: '75002',
  country: 'FR',
};

/** A JSON request to a server process, as a browser on 127.0.0.1 sends it; its answer read as JSON. */
export async function sendTo(port: number, method: string, path: string, body?: unknown, cookie?: string) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown>, res };
}

/** The session cookies an answer sets, as the next request's `cookie` header. */
export const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/**
 * Two server processes on the database at `url`, with the owner signed in on the first: the shop a
 * race across processes is played on. Rate limits are raised so the race, not a limit, decides.
 */
export async function twoServersWithOwner(
  url: string,
  more: Record<string, string> = {},
): Promise<{ ports: [number, number]; cookie: string }> {
  const env = {
    ...more,
    DATABASE_URL: url,
    ADMIN_EMAIL: PROCESS_ADMIN.email,
    ADMIN_PASSWORD: PROCESS_ADMIN.password,
    AUTH_RATE_LIMIT: '1000',
    ORDER_RATE_LIMIT: '1000',
  };
  // Both at once, as a deploy starts them: the store is migrated already, and the owner's bootstrap is race-safe.
  const a = startServer(env);
  const b = startServer(env);
  await Promise.all([healthy(a), healthy(b)]);
  const login = await sendTo(a.port, 'POST', '/api/auth/login', PROCESS_ADMIN);
  if (login.status !== 200) throw new Error(`the owner's sign-in answered ${login.status}`);
  return { ports: [a.port, b.port], cookie: cookieOf(login.res) };
}
