import type { Server } from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { getHealth, getReady } from '../../domain/api/system';
import { type ApiErrorBody, errorMessages } from '../../domain/shared/errors';
import type { Store } from '../db/client';

/** Seconds a client is told to wait (`Retry-After`) before sending again a request a stopping process refused. */
const RETRY_AFTER_SECONDS = 5;
/** The longest a stopping process goes on taking the connections queued for it before it stops listening. */
const QUEUE_DRAIN_LIMIT_MS = 1_000;
/** Turns of the event loop in a row that take no connection, after which the queue is known to be empty. */
const QUIET_TURNS = 3;

/**
 * A stopping server process (`app.close()`, which SIGTERM calls: main.ts) takes no new request. Its listening
 * socket is closed once the connections already queued for it are taken (takeQueuedConnections; the cluster's
 * primary and a load balancer send the next connections elsewhere), idle
 * keep-alive connections are closed, and every answer from then on ends its connection (http/security.ts);
 * a request that still reaches it on a connection already open, after the close began, is answered 503 with
 * the shop's error and headers and `Retry-After`: nothing of it ran, so it is safe to send again, to another
 * process. `/api/health` (the process lives) and `/api/ready` (it is stopping: 503) still answer for
 * themselves. `app.stopping` says whether the close has begun.
 */
export function answerWhileStopping(app: FastifyInstance): void {
  let stopping = false;
  app.decorate('stopping', {
    getter() {
      return stopping;
    },
  });
  app.addHook('preClose', async () => {
    stopping = true;
    await takeQueuedConnections(app.server);
  });
  // Registered after the request's language is known (i18n/plugin.ts) and before any hook that reads the store.
  app.addHook('onRequest', async (request, reply) => {
    if (!stopping) return;
    const route = request.routeOptions.url;
    if (route === getReady.path || route === getHealth.path) return;
    const body: ApiErrorBody = {
      message: request.translator.t(errorMessages.SHOP_RESTARTING),
      code: 'SHOP_RESTARTING',
    };
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .header('connection', 'close')
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(body));
  });
}

/**
 * Connections the system has completed for the listening socket but the process has not taken yet are reset
 * when that socket closes: a request already sent on one would fail rather than be refused. Node takes one
 * queued connection per turn of its event loop, and a busy process's turns are slow, so under a burst the queue
 * holds connections for tens of milliseconds. A stopping process therefore goes on listening (each request it
 * reads now is answered 503, above) until a few turns in a row take none, at most QUEUE_DRAIN_LIMIT_MS (a
 * balancer still sending is told to stop by /api/ready), and only then closes its listening socket.
 */
async function takeQueuedConnections(server: Server): Promise<void> {
  if (!server.listening) return;
  let taken = 0;
  const count = () => void taken++;
  server.on('connection', count);
  const until = Date.now() + QUEUE_DRAIN_LIMIT_MS;
  try {
    for (let quiet = 0; quiet < QUIET_TURNS && Date.now() < until;) {
      const before = taken;
      await nextTurn();
      quiet = taken === before ? quiet + 1 : 0;
    }
  } finally {
    server.off('connection', count);
  }
}

/**
 * What SIGTERM does (main.ts): the app closes (no new connection; the requests in flight finish, each
 * answer ending its connection), and once they have, the background workers stop after the item each
 * holds (app.ts's onClose: the mail outbox's sends in flight and their marks, the refills' renewal in
 * hand, the expiry's pass); then the store closes. Requests still running after `graceMs` have their
 * connections cut, so the close does not wait on a client for ever.
 */
export async function stopServing(app: FastifyInstance, store: Pick<Store, 'close'>, graceMs: number): Promise<void> {
  const cut = setTimeout(() => {
    app.log.warn({ graceMs }, 'requests still running after the grace: their connections are closed');
    app.server.closeAllConnections();
  }, graceMs);
  cut.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
  await store.close();
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the app is closing (SIGTERM): it answers new requests 503 (system/stopping.ts). */
    readonly stopping: boolean;
  }
}
