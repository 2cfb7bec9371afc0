import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Webhook } from 'standardwebhooks';

/**
 * A webhook receiver for the tests and the bench, as an integrator would run one: a real HTTP server on 127.0.0.1
 * that verifies each delivery's signature with the `standardwebhooks` library (the secret of the endpoint its path
 * names), records what came, and answers as the test says (a status, or no answer at all). It can go down and come
 * back on the same port (a receiver down for a minute).
 */
export interface Received {
  path: string;
  /** `webhook-id`, `webhook-timestamp`, `webhook-signature` and `host`, as sent. */
  id: string;
  timestamp: string;
  signature: string;
  host: string;
  body: string;
  json: { type: string; timestamp: string; data: Record<string, unknown> };
  /** The signature checked by the `standardwebhooks` library with the path's secret (its clock's five minutes too). */
  verified: boolean;
  /** When it arrived (Date.now()). */
  at: number;
}

/** What the receiver answers a delivery: a status, or `hold` (never answered while the receiver runs). */
type Answer = number | 'hold';

export interface Receiver {
  readonly port: number;
  /** `http://127.0.0.1:{port}{path}`. */
  url(path: string): string;
  readonly received: Received[];
  /** The secret deliveries to `path` are signed with (the registration's answer). */
  secretFor(path: string, secret: string): void;
  /** How the receiver answers from now on (200 until told). */
  answer(with_: (delivery: Received) => Answer): void;
  /** The first `count` deliveries `match` accepts, once they have come (within `timeoutMs`). */
  waitFor(match: (r: Received) => boolean, count?: number, timeoutMs?: number): Promise<Received[]>;
  /** Stops listening (connections refused), keeping what it received. */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  stop(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const secrets = new Map<string, string>();
  const sockets = new Set<Socket>();
  let answer: (delivery: Received) => Answer = () => 200;
  const waiters = new Set<() => void>();

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = (name: string) => String(req.headers[name] ?? '');
      const path = (req.url ?? '/').split('?')[0]!;
      const secret = secrets.get(path);
      let verified = false;
      if (secret)
        try {
          new Webhook(secret).verify(body, {
            'webhook-id': header('webhook-id'),
            'webhook-timestamp': header('webhook-timestamp'),
            'webhook-signature': header('webhook-signature'),
          });
          verified = true;
        } catch {
          verified = false;
        }
      let json: Received['json'] = { type: '', timestamp: '', data: {} };
      try {
        json = JSON.parse(body) as Received['json'];
      } catch {
        // recorded as it came
      }
      const delivery: Received = {
        path,
        id: header('webhook-id'),
        timestamp: header('webhook-timestamp'),
        signature: header('webhook-signature'),
        host: header('host'),
        body,
        json,
        verified,
        at: Date.now(),
      };
      received.push(delivery);
      for (const wake of waiters) wake();
      const status = answer(delivery);
      if (status === 'hold') return;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'no');
    });
  };

  const server = createServer(handle);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as { port: number }).port);
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  const port = await listen(0);

  return {
    port,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    secretFor: (path, secret) => void secrets.set(path, secret),
    answer: (with_) => {
      answer = with_;
    },
    waitFor(match, count = 1, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.filter(match);
          if (found.length < count) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found.slice(0, count));
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          const seen = received.filter(match).length;
          reject(new Error(`the receiver got ${seen} of the ${count} deliveries awaited within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    down: close,
    up: async () => {
      await listen(port);
    },
    stop: close,
  };
}
