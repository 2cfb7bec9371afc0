import type { FastifyInstance } from 'fastify';
import { getHealth, getReady } from '../../domain/api/system';
import { type ApiErrorBody, errorMessages } from '../../domain/shared/errors';
import type { Store } from '../db/client';

/** Seconds a client is told to wait (`Retry-After`) before sending again a request a stopping process refused. */
const RETRY_AFTER_SECONDS = 5;

/**
 * A stopping server process (`app.close()`, which SIGTERM calls: main.ts) takes no new request. Its listening
 * socket is closed (the cluster's primary and a load balancer send the next connections elsewhere), idle
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
