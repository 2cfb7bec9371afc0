import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** URL.host drops :80 and :443; a Host header may keep them. */
function stripDefaultPort(host: string): string {
  return host.replace(/:(80|443)$/, '');
}

/**
 * Beside SameSite cookies: a state-changing call whose Origin names another site is refused.
 * A call without Origin (curl, a server) is judged by its session alone.
 */
export function registerSameOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw AppError.forbidden('CROSS_SITE');
    }
    if (host !== stripDefaultPort(request.host)) throw AppError.forbidden('CROSS_SITE');
  });
}
